/** Member centre pages (spec §2 member centre menu), in menu order, grouped. */
export const MEMBER_MENU = [
  { group: 'account_info', pages: ['Info', 'BindAccount'] },
  { group: 'my_wallet', pages: ['MyWallet'] },
  { group: 'info_center', pages: ['Announcement', 'Letter'] },
  { group: 'fund_management', pages: ['Deposit', 'Withdrawal'] },
  { group: 'transaction_record', pages: ['Transaction', 'DWRecord'] },
  { group: 'recommend_award', pages: ['RecommendProject', 'RecommendRecord', 'RecommendMemberSearch'] },
] as const

export type MemberGroup = (typeof MEMBER_MENU)[number]['group']
export type MemberPage = (typeof MEMBER_MENU)[number]['pages'][number]
export const MEMBER_PAGES: readonly MemberPage[] = MEMBER_MENU.flatMap((group) => group.pages)
export const DEFAULT_MEMBER_PAGE: MemberPage = 'Info'

/** `Deposit`, `deposit` or `/user/Deposit` style names → the page, else undefined. */
export function memberPageOf(value: unknown): MemberPage | undefined {
  if (typeof value !== 'string') return undefined
  return MEMBER_PAGES.find((page) => page.toLowerCase() === value.toLowerCase())
}
