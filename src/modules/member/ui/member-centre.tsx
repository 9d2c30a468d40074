import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BankAccounts, DWRecordsPage, DepositPage, MyWallet, TransactionRecords } from '@/modules/wallet'
import { EmptyState, SectionWithMenu } from '@/ui'
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
  return (
    <SectionWithMenu
      label={t({ id: 'member.menu', message: 'Member centre menu' })}
      groups={MEMBER_MENU.map(({ group, pages }) => ({ id: group, title: groupLabels[group], pages }))}
      labels={useMemberPageLabels()}
      page={props.page}
      onNavigate={props.onNavigate}
      testIdPrefix="member-menu"
      titleId="member-page-title"
    >
      <MemberPageContent {...props} />
    </SectionWithMenu>
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
