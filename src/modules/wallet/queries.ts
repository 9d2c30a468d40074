import { queryOptions } from '@tanstack/react-query'
import type { Currency } from '@/platform/i18n'
import { walletApi, type BetRecordsBody, type DWRecordsBody, type TransferRecordsBody } from './api'

/** Every wallet query key starts with 'wallet', so one invalidation refreshes balances and records. */
export const walletQueries = {
  all: () => ['wallet'] as const,
  myCash: () => queryOptions({ queryKey: ['wallet', 'myCash'], queryFn: walletApi.myCash, staleTime: 0 }),
  cashSurplus: () => queryOptions({ queryKey: ['wallet', 'cashSurplus'], queryFn: walletApi.cashSurplus }),
  channels: (fastPayment: boolean, currency?: Currency) =>
    queryOptions({
      queryKey: ['wallet', 'channels', fastPayment, currency ?? null],
      queryFn: () => walletApi.channels(fastPayment, currency),
    }),
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
      staleTime: 0,
    }),
  transfers: (body: TransferRecordsBody) =>
    queryOptions({
      queryKey: ['wallet', 'records', 'transfers', body],
      queryFn: () => walletApi.transfers(body),
      staleTime: 0,
    }),
  dw: (body: DWRecordsBody) =>
    queryOptions({
      queryKey: ['wallet', 'records', 'dw', body],
      queryFn: () => walletApi.dw(body),
      staleTime: 0,
    }),
}
