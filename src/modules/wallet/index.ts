/** Wallet: balances, recovery, deposits (member centre and fast payment), withdrawals, bank accounts, records. */
export { $fastPaymentAgentBound, depositRequested, depositSucceeded, walletChanged } from './model'

export { depositTarget, type DepositTarget } from './deposit-target'

export { checkAmount } from './money'
export { prefetchFastPayment, prefetchWalletView } from './prefetch'
export { BalanceWidget } from './ui/balance-widget'
export { MyWallet } from './ui/my-wallet'
export { DepositPage } from './ui/deposit-page'
export { WithdrawPage } from './ui/withdraw-page'
export { isWithdrawPassword, WithdrawPasswordField } from './ui/withdraw-password-field'
export { BankAccounts } from './ui/bank-accounts'
export { DWRecordsPage } from './ui/dw-records'
export { TransactionRecords } from './ui/transaction-records'
