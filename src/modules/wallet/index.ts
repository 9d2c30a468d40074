/** Wallet: balances, recovery, deposits (member centre and fast payment), withdrawals, bank accounts, records. */
export {
  $eyeOpen,
  $fastPaymentAgentBound,
  $payingOrder,
  depositCreated,
  depositRequested,
  depositSucceeded,
  eyeToggled,
  walletChanged,
} from './model'
export { walletQueries } from './queries'
export { depositTarget, type DepositSituation, type DepositTarget } from './deposit-target'
export { walletApi, type Currency, type DepositOrder, type WalletEntry } from './api'
export { checkAmount, decimalsOf, minorToDecimal, toMinor, type AmountCheck } from './money'
export { BalanceWidget } from './ui/balance-widget'
export { MyWallet, RECOVERY_COOLDOWN_MS } from './ui/my-wallet'
export { DepositPage, type DepositPageProps } from './ui/deposit-page'
export { WithdrawPage } from './ui/withdraw-page'
export { BankAccounts } from './ui/bank-accounts'
export { DWRecordsPage, TransactionRecords } from './ui/records'
export { OrderStatusBadge } from './ui/order-status'
