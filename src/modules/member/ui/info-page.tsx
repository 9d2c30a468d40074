import { Trans } from '@lingui/react/macro'
import { useSuspenseQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { registrationQueries } from '@/modules/registration'
import { Button, Card, QueryBoundary, Skeleton } from '@/ui'
import type { MemberProfile } from '../api'
import { editableFields, profileValues, type EditableField } from '../profile-fields'
import { memberQueries } from '../queries'
import { ContactForm } from './contact-form'
import { WithdrawPasswordForm } from './withdraw-password-form'

const dl = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '180px 1fr' },
  gap: { base: '1', sm: '3' },
  '& dt': { color: 'textMuted' },
  '& dd': { fontWeight: 'medium', mb: { base: '2', sm: '0' } },
})

/** Info: the profile, editable contact fields and a shortcut to bank accounts. */
export function InfoPage({ onBindAccount }: { onBindAccount?: () => void }) {
  return (
    <QueryBoundary fallback={<Skeleton height="320px" />}>
      <StoredProfile onBindAccount={onBindAccount} />
    </QueryBoundary>
  )
}

/** The profile and the registration settings (which fields a member may edit), asked for together. */
function StoredProfile({ onBindAccount }: { onBindAccount?: (() => void) | undefined }) {
  const [profile, settings] = useSuspenseQueries({
    queries: [memberQueries.profile(), registrationQueries.settings()],
  })
  const fields = editableFields(settings.data.list, profile.data.member_currency)
  return <ProfileView profile={profile.data} fields={fields} onBindAccount={onBindAccount} />
}

function ProfileView({
  profile,
  fields,
  onBindAccount,
}: {
  profile: MemberProfile
  fields: EditableField[]
  onBindAccount?: (() => void) | undefined
}) {
  const [pinOpen, setPinOpen] = useState(false)
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <Card tone="raised">
        <dl className={dl}>
          <dt>
            <Trans id="member.field.account">Account</Trans>
          </dt>
          <dd data-testid="profile-account">{profile.member_account}</dd>
          <dt>
            <Trans id="member.field.name">Real name</Trans>
          </dt>
          <dd>{profile.member_name ?? '–'}</dd>
          <dt>
            <Trans id="member.field.currency">Currency</Trans>
          </dt>
          <dd>{profile.member_currency}</dd>
          <dt>
            <Trans id="member.field.birthday">Birthday</Trans>
          </dt>
          <dd>{profile.member_birthday ?? '–'}</dd>
          <dt>
            <Trans id="member.field.withdraw_password">Withdrawal password</Trans>
          </dt>
          <dd>
            {profile.is_withdraw_password ? (
              <Trans id="member.withdraw_password.set">Set</Trans>
            ) : (
              <Trans id="member.withdraw_password.not_set">Not set</Trans>
            )}{' '}
            <Button
              variant="ghost"
              size="sm"
              onPress={() => setPinOpen((open) => !open)}
              aria-expanded={pinOpen}
            >
              {profile.is_withdraw_password ? (
                <Trans id="member.withdraw_password.change">Change withdraw password</Trans>
              ) : (
                <Trans id="member.withdraw_password.set_title">Set a withdraw password</Trans>
              )}
            </Button>
          </dd>
        </dl>
        {onBindAccount ? (
          <Button variant="ghost" size="sm" className={css({ mt: '4' })} onPress={onBindAccount}>
            <Trans id="member.manage_bank_accounts">Manage bank accounts</Trans>
          </Button>
        ) : null}
      </Card>
      {pinOpen ? (
        <Card tone="raised">
          <WithdrawPasswordForm hasPassword={profile.is_withdraw_password} onDone={() => setPinOpen(false)} />
        </Card>
      ) : null}
      {/* A profile changed elsewhere (profile.updated) starts the form again from the stored values. */}
      {fields.length > 0 ? (
        <ContactForm key={JSON.stringify(profileValues(profile))} profile={profile} fields={fields} />
      ) : null}
    </div>
  )
}
