import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { BankAccounts, DWRecordsPage, DepositPage, MyWallet, TransactionRecords } from '@/modules/wallet'
import { EmptyState } from '@/ui'
import { MEMBER_MENU, type MemberGroup, type MemberPage } from '../pages'
import { AnnouncementPage } from './announcement-page'
import { InfoPage } from './info-page'
import { WithdrawalGate } from './withdrawal-gate'
import { RecommendMemberSearch, RecommendProjectPage, RecommendRecordsPage } from './recommend'

export interface MemberCentreProps {
  page: MemberPage
  onNavigate: (page: MemberPage) => void
  currency: string
  /** The Letter page (inbox) rendered by the letters module. */
  letters?: ReactNode
  /** A notice above the deposit form (player protection: remaining deposit limit). */
  depositNotice?: ReactNode
}

const layout = css({
  display: 'grid',
  gap: { base: '4', lg: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' },
  alignItems: 'start',
})
const nav = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '2', lg: '3' },
  position: { base: 'relative', lg: 'sticky' },
  top: { lg: '4' },
  overflowX: { base: 'auto', lg: 'visible' },
})
const groupList = css({
  display: 'flex',
  flexDirection: { base: 'row', lg: 'column' },
  gap: { base: '1', lg: '3' },
})
const groupTitle = css({
  display: { base: 'none', lg: 'block' },
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'textMuted',
  px: '2',
  mb: '1',
})
const items = css({ display: 'flex', flexDirection: { base: 'row', lg: 'column' }, gap: '1' })
const item = css({
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  minH: '40px',
  px: '3',
  borderRadius: 'md',
  color: 'textMuted',
  fontSize: 'sm',
  cursor: 'pointer',
  bg: 'transparent',
  width: { lg: '100%' },
  textAlign: 'start',
  _hover: { color: 'text', bg: 'surfaceRaised' },
  '&[aria-current=page]': { color: 'onAccent', bg: 'accent', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
})

/** The member centre: the menu of spec §2 and the chosen page (its own window on desktop). */
export function MemberCentre(props: MemberCentreProps) {
  const { t } = useLingui()
  const groupLabels: Record<MemberGroup, string> = {
    account_info: t({ id: 'account_info', message: 'Account' }),
    my_wallet: t({ id: 'my_wallet', message: 'My wallet' }),
    info_center: t({ id: 'info_center', message: 'Messages' }),
    fund_management: t({ id: 'fund_management', message: 'Funds' }),
    transaction_record: t({ id: 'transaction_record', message: 'Records' }),
    recommend_award: t({ id: 'recommend_award', message: 'Recommend friends' }),
  }
  const pageLabels = useMemberPageLabels()
  const navRef = useRef<HTMLElement>(null)
  // On mobile the menu is a horizontal strip: keep the current page in view.
  useEffect(() => {
    const current = navRef.current?.querySelector('[aria-current=page]')
    if (
      current instanceof HTMLElement &&
      navRef.current &&
      navRef.current.scrollWidth > navRef.current.clientWidth
    ) {
      navRef.current.scrollLeft =
        current.offsetLeft - navRef.current.clientWidth / 2 + current.clientWidth / 2
    }
  }, [props.page])
  return (
    <div className={layout}>
      <nav ref={navRef} aria-label={t({ id: 'member.menu', message: 'Member centre menu' })} className={nav}>
        <ul className={groupList}>
          {MEMBER_MENU.map((group) => (
            <li key={group.group}>
              <span className={groupTitle} id={`member-group-${group.group}`}>
                {groupLabels[group.group]}
              </span>
              <ul className={items} aria-labelledby={`member-group-${group.group}`}>
                {group.pages.map((page) => (
                  <li key={page}>
                    <button
                      type="button"
                      className={item}
                      aria-current={page === props.page ? 'page' : undefined}
                      onClick={() => props.onNavigate(page)}
                      data-testid={`member-menu-${page}`}
                    >
                      {pageLabels[page]}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="member-page-title" className={css({ minW: 0 })}>
        <h2
          id="member-page-title"
          className={css({ fontSize: { base: 'xl', lg: '2xl' }, fontWeight: 'bold', mb: '4' })}
        >
          {pageLabels[props.page]}
        </h2>
        <MemberPageContent {...props} />
      </section>
    </div>
  )
}

export function useMemberPageLabels(): Record<MemberPage, string> {
  const { t } = useLingui()
  return {
    Info: t({ id: 'member.page.info', message: 'Account info' }),
    BindAccount: t({ id: 'member.page.bind_account', message: 'Bank accounts' }),
    MyWallet: t({ id: 'member.page.my_wallet', message: 'My wallet' }),
    Announcement: t({ id: 'member.page.announcement', message: 'Announcements' }),
    Letter: t({ id: 'member.page.letter', message: 'Letters' }),
    Deposit: t({ id: 'member.page.deposit', message: 'Deposit' }),
    Withdrawal: t({ id: 'member.page.withdrawal', message: 'Withdrawal' }),
    Transaction: t({ id: 'member.page.transaction', message: 'Transaction records' }),
    DWRecord: t({ id: 'member.page.dw_record', message: 'Deposit and withdrawal records' }),
    RecommendProject: t({ id: 'member.page.recommend_project', message: 'Recommend project' }),
    RecommendRecord: t({ id: 'member.page.recommend_record', message: 'Recommend records' }),
    RecommendMemberSearch: t({ id: 'member.page.recommend_search', message: 'Recommended members' }),
  }
}

function MemberPageContent({ page, currency, onNavigate, letters, depositNotice }: MemberCentreProps) {
  const bind = () => onNavigate('BindAccount')
  switch (page) {
    case 'Info':
      return <InfoPage onBindAccount={bind} />
    case 'BindAccount':
      return <BankAccounts />
    case 'MyWallet':
      return <MyWallet currency={currency} />
    case 'Announcement':
      return <AnnouncementPage />
    case 'Letter':
      return (
        letters ?? (
          <EmptyState title={<Trans id="member.letters.unavailable">Letters are not available yet</Trans>} />
        )
      )
    case 'Deposit':
      return <DepositPage currency={currency} notice={depositNotice} onBindAccount={bind} />
    case 'Withdrawal':
      return <WithdrawalGate currency={currency} onBindAccount={bind} />
    case 'Transaction':
      return <TransactionRecords currency={currency} />
    case 'DWRecord':
      return <DWRecordsPage currency={currency} />
    case 'RecommendProject':
      return <RecommendProjectPage currency={currency} />
    case 'RecommendRecord':
      return <RecommendRecordsPage currency={currency} />
    case 'RecommendMemberSearch':
      return <RecommendMemberSearch currency={currency} />
  }
}
