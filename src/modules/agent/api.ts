import { api, need, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'

type Schemas = components['schemas']
export type Downline = Schemas['DownlineData']
export type DownlineBody = Schemas['DownlineRequest']
export type ReportBody = Schemas['ReportRequest']
export type OperationTable = Schemas['OperationTableData']
export type StratifiedTable = Schemas['StratifiedTableData']
export type Settlements = Schemas['SettlementData']
export type DateRangePage = Schemas['DateRangePageRequest']
export type Locale = Schemas['Locale']

/** Agent (proxy) area calls: documents, application, downline, links, reports, transfer, settlements. */
export const agentApi = {
  plan: (language: Locale) =>
    need(unwrap(api.POST('/arks/web/agent/plan', { body: { site_id: config.siteId, language } }))),
  agreement: (language: Locale) =>
    need(unwrap(api.POST('/arks/web/agent/agreement', { body: { site_id: config.siteId, language } }))),
  levelNames: () => need(unwrap(api.POST('/arks/web/agent-level-rename', { body: {} }))),
  applicationStatus: (agentId?: number) =>
    need(unwrap(api.POST('/member/apply_for_agent/check', { body: agentId ? { agent_id: agentId } : {} }))),
  apply: (body: Schemas['AgentApplyRequest'], key: string) =>
    need(
      unwrap(api.POST('/arks/web/agent/register', { body, params: { header: { 'Idempotency-Key': key } } })),
    ),
  downline: (body: DownlineBody) => need(unwrap(api.POST('/arks/web/agent/downline', { body }))),
  promotionLinks: () => need(unwrap(api.POST('/arks/web/agent/promotion-links', { body: {} }))),
  operation: (body: ReportBody) => need(unwrap(api.POST('/arks/web/agent/report/operation', { body }))),
  stratified: (body: ReportBody) => need(unwrap(api.POST('/arks/web/agent/report/stratified', { body }))),
  transfer: (body: Schemas['AgentTransferRequest'], key: string) =>
    need(
      unwrap(api.POST('/arks/web/agent/transfer', { body, params: { header: { 'Idempotency-Key': key } } })),
    ),
  settlements: (body: DateRangePage) =>
    need(unwrap(api.POST('/arks/web/agent/performance-settlement', { body }))),
}
