import { queryOptions } from '@tanstack/react-query'
import { CURRENT_STALE_MS } from '@/platform/query'
import type { Currency } from '@/platform/i18n'
import { walletApi, type BetRecordsBody, type DWRecordsBody, type TransferRecordsBody } from './api'

/** The range each record table opens on (its loader asks for that first page). */
export const FIRST_RANGE = { bets: '7d', transfers: '7d', dw: '30d' } as const

/** Every wallet query key starts with 'wallet', so one invalidation refreshes balances and records. */
export const walletQueries = {
  all: () => ['wallet'] as const,
  myCash: () =>
    queryOptions({ queryKey: ['wallet', 'myCash'], queryFn: walletApi.myCash, staleTime: CURRENT_STALE_MS }),
  cashSurplus: () => queryOptions({ queryKey: ['wallet', 'cashSurplus'], queryFn: walletApi.cashSurplus }),
  channels: (fastPayment: boolean, currency?: Currency) =>
    queryOptions({
      queryKey: ['wallet', 'channels', fastPayment, currency ?? null],
      queryFn: () => walletApi.channels(fastPayment, currency),
    }),
  // Read afresh whenever the form shows: it also says whether a withdraw password is set, which the
  // member centre's own form may have just changed.
  withdrawInfo: () =>
    queryOptions({ queryKey: ['wallet', 'withdrawInfo'], queryFn: walletApi.withdrawInfo, staleTime: 0 }),
  bankAccounts: () => queryOptions({ queryKey: ['wallet', 'bankAccounts'], queryFn: walletApi.bankAccounts }),
  depositStatus: (orderNumber: string) =>
    queryOptions({
      queryKey: ['wallet', 'deposit', orderNumber],
      queryFn: () => walletApi.depositStatus(orderNumber),
      staleTime: 0,
    }),
  bets: (body: BetRecordsBody) =>
    queryOptions({
      queryKey: ['wallet', 'records', 'bets', body],
      queryFn: () => walletApi.bets(body),
      staleTime: CURRENT_STALE_MS,
    }),
  transfers: (body: TransferRecordsBody) =>
    queryOptions({
      queryKey: ['wallet', 'records', 'transfers', body],
      queryFn: () => walletApi.transfers(body),
      staleTime: CURRENT_STALE_MS,
    }),
  dw: (body: DWRecordsBody) =>
    queryOptions({
      queryKey: ['wallet', 'records', 'dw', body],
      queryFn: () => walletApi.dw(body),
      staleTime: CURRENT_STALE_MS,
    }),
}
