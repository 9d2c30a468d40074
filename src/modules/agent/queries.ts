import { queryOptions } from '@tanstack/react-query'
import { CURRENT_STALE_MS } from '@/platform/query'
import { agentApi, type DateRangePage, type DownlineBody, type Locale, type ReportBody } from './api'

/** The range the report tables open on (their loader asks for that first page). */
export const REPORT_FIRST_RANGE = '30d'

export const agentQueries = {
  plan: (language: Locale) =>
    queryOptions({ queryKey: ['agent', 'plan', language], queryFn: () => agentApi.plan(language) }),
  agreement: (language: Locale) =>
    queryOptions({ queryKey: ['agent', 'agreement', language], queryFn: () => agentApi.agreement(language) }),
  levelNames: () => queryOptions({ queryKey: ['agent', 'levels'], queryFn: agentApi.levelNames }),
  status: () =>
    queryOptions({
      queryKey: ['agent', 'status'],
      queryFn: () => agentApi.applicationStatus(),
      staleTime: CURRENT_STALE_MS,
    }),
  downline: (body: DownlineBody) =>
    queryOptions({
      queryKey: ['agent', 'downline', body],
      queryFn: () => agentApi.downline(body),
      staleTime: CURRENT_STALE_MS,
    }),
  links: () => queryOptions({ queryKey: ['agent', 'links'], queryFn: agentApi.promotionLinks }),
  operation: (body: ReportBody) =>
    queryOptions({
      queryKey: ['agent', 'operation', body],
      queryFn: () => agentApi.operation(body),
      staleTime: CURRENT_STALE_MS,
    }),
  stratified: (body: ReportBody) =>
    queryOptions({
      queryKey: ['agent', 'stratified', body],
      queryFn: () => agentApi.stratified(body),
      staleTime: CURRENT_STALE_MS,
    }),
  settlements: (body: DateRangePage) =>
    queryOptions({
      queryKey: ['agent', 'settlements', body],
      queryFn: () => agentApi.settlements(body),
      staleTime: CURRENT_STALE_MS,
    }),
}
