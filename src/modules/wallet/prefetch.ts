import type { QueryClient } from '@tanstack/react-query'
import { pagedRangeBody, type Currency } from '@/platform/i18n'
import { RECORDS_PAGE_SIZE } from '@/ui'
import { FIRST_RANGE, walletQueries } from './queries'

/**
 * The wallet's pages in the member centre whose first data a loader may ask for. (The withdrawal form's
 * info is read when the form shows: it must say whether the withdraw password is set by then.)
 */
export type WalletView = 'BindAccount' | 'MyWallet' | 'Deposit' | 'Transaction' | 'DWRecord'

const firstPage = (table: keyof typeof FIRST_RANGE) =>
  pagedRangeBody(FIRST_RANGE[table], 1, RECORDS_PAGE_SIZE)

/**
 * Asks for what a wallet page shows first while the page's code is still on the way; the page's own
 * queries, with the same keys, then find the answers arriving.
 */
export function prefetchWalletView(client: QueryClient, view: WalletView): void {
  switch (view) {
    case 'BindAccount':
      void client.prefetchQuery(walletQueries.bankAccounts())
      return
    case 'MyWallet':
      void client.prefetchQuery(walletQueries.myCash())
      void client.prefetchQuery(walletQueries.cashSurplus())
      return
    case 'Deposit':
      void client.prefetchQuery(walletQueries.channels(false))
      return
    case 'Transaction':
      void client.prefetchQuery(walletQueries.bets(firstPage('bets')))
      return
    case 'DWRecord':
      void client.prefetchQuery(walletQueries.dw(firstPage('dw')))
      return
  }
}

/** Fast payment's channels, in the currency the window pays in. */
export function prefetchFastPayment(client: QueryClient, currency: Currency): void {
  void client.prefetchQuery(walletQueries.channels(true, currency))
}
