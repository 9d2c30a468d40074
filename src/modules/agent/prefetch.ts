import type { QueryClient } from '@tanstack/react-query'
import { currentLocale, pagedRangeBody } from '@/platform/i18n'
import { RECORDS_PAGE_SIZE } from '@/ui'
import type { AgentPage } from './pages'
import { agentQueries, REPORT_FIRST_RANGE } from './queries'

const firstReportPage = () => pagedRangeBody(REPORT_FIRST_RANGE, 1, RECORDS_PAGE_SIZE)

/**
 * Asks for what an agent page shows first while the page's code is still on the way; the page's own
 * queries, with the same keys, then find the answers arriving.
 */
export function prefetchAgentPage(client: QueryClient, page: AgentPage): void {
  switch (page) {
    case 'Plan':
      void client.prefetchQuery(agentQueries.plan(currentLocale()))
      return
    case 'Agreement':
      void client.prefetchQuery(agentQueries.agreement(currentLocale()))
      return
    case 'Register':
      void client.prefetchQuery(agentQueries.status())
      return
    case 'DownlineInfo':
      void client.prefetchQuery(agentQueries.downline({ page: 1, page_size: RECORDS_PAGE_SIZE }))
      void client.prefetchQuery(agentQueries.levelNames())
      return
    case 'Promotion':
      void client.prefetchQuery(agentQueries.links())
      return
    case 'OperationTable':
      void client.prefetchQuery(agentQueries.operation(firstReportPage()))
      return
    case 'StratifiedTable':
      void client.prefetchQuery(agentQueries.stratified(firstReportPage()))
      return
    case 'PerformanceSettlement':
      void client.prefetchQuery(agentQueries.settlements({ page: 1, page_size: RECORDS_PAGE_SIZE }))
      return
    case 'Transfer':
      // The transfer form shows the member's balance, which the session already holds.
      return
  }
}
