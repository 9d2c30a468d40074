/**
 * Wallet tag: balances and recovery, deposits, withdrawals and bank accounts, records.
 * Every balance change is a postLedger call inside the request's transaction.
 */
import type { RawHandler } from '../context.ts'
import { balancesHandlers } from './balances.ts'
import { depositChannelsHandlers } from './deposit-channels.ts'
import { depositsHandlers } from './deposits.ts'
import { recordsHandlers } from './records.ts'
import { withdrawalsHandlers } from './withdrawals.ts'

export { settleDeposit } from './deposits.ts'
export { iso, rangeOf, type RangeInput } from './records.ts'
export * from './shared.ts'

export const walletHandlers: [string, RawHandler][] = [
  ...balancesHandlers,
  ...depositChannelsHandlers,
  ...depositsHandlers,
  ...withdrawalsHandlers,
  ...recordsHandlers,
]
