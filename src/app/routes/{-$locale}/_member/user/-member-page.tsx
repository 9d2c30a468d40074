import { useLingui } from '@lingui/react/macro'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { $currency, $member } from '@/modules/session'
import { LetterCenter } from '@/modules/letters'
import { MemberCentre, type MemberPage } from '@/modules/member'
import { DepositLimitNotice } from '@/modules/protection'
import { PageFrame } from '../../../../layout/page-frame'

/** The member centre window: the balance, and the module's menu and pages (the login gate is the layout's). */
export function MemberCentreScreen({ page }: { page: MemberPage }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { locale } = useParams({ strict: false })
  const [member, fallbackCurrency] = useUnit([$member, $currency])
  return (
    <PageFrame title={t({ id: 'page.user.title', message: 'Member centre' })}>
      <MemberCentre
        page={page}
        currency={member?.member_currency ?? fallbackCurrency}
        onNavigate={(next) => void navigate({ to: '/{-$locale}/user/$page', params: { locale, page: next } })}
        letters={<LetterCenter />}
        depositNotice={member ? <DepositLimitNotice memberId={member.id} /> : undefined}
      />
    </PageFrame>
  )
}
