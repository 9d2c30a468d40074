import { queryOptions } from '@tanstack/react-query'
import { agentApi, type DateRangePage, type DownlineBody, type Locale, type ReportBody } from './api'

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
      staleTime: 0,
    }),
  downline: (body: DownlineBody) =>
    queryOptions({
      queryKey: ['agent', 'downline', body],
      queryFn: () => agentApi.downline(body),
      staleTime: 0,
    }),
  links: () => queryOptions({ queryKey: ['agent', 'links'], queryFn: agentApi.promotionLinks }),
  operation: (body: ReportBody) =>
    queryOptions({
      queryKey: ['agent', 'operation', body],
      queryFn: () => agentApi.operation(body),
      staleTime: 0,
    }),
  stratified: (body: ReportBody) =>
    queryOptions({
      queryKey: ['agent', 'stratified', body],
      queryFn: () => agentApi.stratified(body),
      staleTime: 0,
    }),
  settlements: (body: DateRangePage) =>
    queryOptions({
      queryKey: ['agent', 'settlements', body],
      queryFn: () => agentApi.settlements(body),
      staleTime: 0,
    }),
}
