/** Agent (proxy) tag: plan, agreement and application, downline, reports, transfers, settlements. */
import type { RawHandler } from '../context.ts'
import { documentsHandlers } from './documents.ts'
import { downlineHandlers } from './downline.ts'
import { reportsHandlers } from './reports.ts'
import { settlementsHandlers } from './settlements.ts'
import { transfersHandlers } from './transfers.ts'

export const agentHandlers: [string, RawHandler][] = [
  ...documentsHandlers,
  ...downlineHandlers,
  ...reportsHandlers,
  ...transfersHandlers,
  ...settlementsHandlers,
]
