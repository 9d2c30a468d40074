import type { QueryClient } from '@tanstack/react-query'
import { registrationQueries } from '@/modules/registration'
import { prefetchWalletView } from '@/modules/wallet'
import { pagedRangeBody } from '@/platform/i18n'
import { RECORDS_PAGE_SIZE } from '@/ui'
import type { MemberPage } from './pages'
import { memberQueries, RECOMMEND_FIRST_RANGE } from './queries'

const firstRecommendPage = () => pagedRangeBody(RECOMMEND_FIRST_RANGE, 1, RECORDS_PAGE_SIZE)

/**
 * Asks for what a member centre page shows first while the page's code is still on the way; the page's
 * own queries, with the same keys, then find the answers arriving. (The inbox is the letters module's.)
 */
export function prefetchMemberPage(client: QueryClient, page: MemberPage): void {
  switch (page) {
    case 'Info':
      void client.prefetchQuery(memberQueries.profile())
      void client.prefetchQuery(registrationQueries.settings())
      return
    case 'Announcement':
      void client.prefetchQuery(memberQueries.announcements())
      return
    case 'Letter':
      return
    case 'Withdrawal':
      // The withdrawal password decides between the form and setting one first.
      void client.prefetchQuery(memberQueries.profile())
      return
    case 'RecommendProject':
      void client.prefetchQuery(memberQueries.recommendProject())
      return
    case 'RecommendRecord':
      void client.prefetchQuery(memberQueries.recommendRecords(firstRecommendPage()))
      return
    case 'RecommendMemberSearch':
      void client.prefetchQuery(memberQueries.recommendSearch(firstRecommendPage()))
      return
    default:
      prefetchWalletView(client, page)
  }
}
