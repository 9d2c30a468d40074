import { api, done, need, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'
import type { Currency } from '@/platform/i18n'

type Schemas = components['schemas']
export type WalletEntry = Schemas['WalletEntry']
export type DepositChannel = Schemas['DepositChannel']
export type DepositOrder = Schemas['DepositOrder']
export type WithdrawOrder = Schemas['WithdrawOrder']
export type BankAccount = Schemas['BankAccount']
export type BetRecordsBody = Schemas['BetRecordsRequest']
export type BetRecords = Schemas['BetRecordsData']
export type TransferRecordsBody = Schemas['TransferRecordsRequest']
export type TransferRecords = Schemas['TransferRecordsData']
export type DWRecordsBody = Schemas['DWRecordsRequest']
export type DWRecords = Schemas['DWRecordsData']
export type OrderStatus = Schemas['OrderStatus']

/** A stable Idempotency-Key for one money action, so a double submit replays instead of doubling. */
const keyed = (key: string | undefined) => (key ? { header: { 'Idempotency-Key': key } } : {})

/** Spec §7 wallet calls and the designed deposit/withdrawal operations, typed by the contract. */
export const walletApi = {
  myCash: () => need(unwrap(api.POST('/member/profile/my_cash', { body: {} }))),
  recoverAll: () => need(unwrap(api.POST('/member/profile/balance/all/back', { body: {} }))),
  /** The old-version endpoint: one platform, or every platform without gp_id. */
  recover: (gpId?: number) =>
    need(
      unwrap(
        api.POST('/member/profile/balance_get_back', { body: gpId === undefined ? {} : { gp_id: gpId } }),
      ),
    ),
  cashSurplus: () => need(unwrap(api.POST('/arks/web/cash_surplus/check', { body: {} }))),
  /**
   * Fast payment names the site and the currency shown: a guest of an agent-bound site pays in the
   * guest's currency when the site offers it (the server falls back to the site's first).
   */
  channels: (fastPayment: boolean, currency?: Currency) =>
    need(
      unwrap(
        api.POST('/arks/web/member/deposit/channels', {
          body: fastPayment
            ? { fast_payment: true, site_id: config.siteId, ...(currency ? { currency } : {}) }
            : {},
        }),
      ),
    ),
  createDeposit: (body: Schemas['DepositCreateRequest'], key?: string) =>
    need(unwrap(api.POST('/arks/web/member/deposit/create', { body, params: keyed(key) }))),
  createFastDeposit: (body: Schemas['FastDepositRequest'], key?: string) =>
    need(
      unwrap(
        api.POST('/arks/web/member/deposit/fast', {
          body: { site_id: config.siteId, ...body },
          params: keyed(key),
        }),
      ),
    ),
  depositStatus: (orderNumber: string) =>
    need(unwrap(api.POST('/arks/web/member/deposit/status', { body: { order_number: orderNumber } }))),
  withdrawInfo: () => need(unwrap(api.POST('/arks/web/member/withdraw/info', { body: {} }))),
  createWithdrawal: (body: Schemas['WithdrawCreateRequest'], key?: string) =>
    need(unwrap(api.POST('/arks/web/member/withdraw/create', { body, params: keyed(key) }))),
  bankAccounts: () => need(unwrap(api.POST('/arks/web/member/bank-account', { body: {} }))),
  bindBankAccount: (body: Schemas['BankAccountBindRequest'], key?: string) =>
    need(unwrap(api.POST('/arks/web/member/bank-account/bind', { body, params: keyed(key) }))),
  unbindBankAccount: (body: Schemas['BankAccountUnbindRequest']) =>
    done(api.POST('/arks/web/member/bank-account/unbind', { body })),
  bets: (body: BetRecordsBody) => need(unwrap(api.POST('/arks/web/member/records/bets', { body }))),
  transfers: (body: TransferRecordsBody) =>
    need(unwrap(api.POST('/arks/web/member/records/transfers', { body }))),
  dw: (body: DWRecordsBody) => need(unwrap(api.POST('/arks/web/member/records/dw', { body }))),
}
