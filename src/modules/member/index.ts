/** Member centre: the menu of spec §2 and its pages (account, wallet, messages, funds, records, recommend). */
export { MemberCentre } from './ui/member-centre'
export { DEFAULT_MEMBER_PAGE, memberPageOf, type MemberPage } from './pages'
export { prefetchMemberPage } from './prefetch'
export { memberQueries } from './queries'
export { SignInButton } from './ui/sign-in-button'
