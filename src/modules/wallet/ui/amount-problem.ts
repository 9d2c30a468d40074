import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AmountProblem } from '../money'
import { formatMoney } from '@/ui'

const MESSAGES = {
  empty: msg({ id: 'wallet.amount.empty', message: 'Enter an amount.' }),
  format: msg({ id: 'wallet.amount.format', message: 'Enter digits only.' }),
  decimals: msg({ id: 'wallet.amount.decimals', message: 'Too many decimal places for this currency.' }),
  balance: msg({ id: 'wallet.amount.balance', message: 'The amount is larger than your balance.' }),
}

/** The translated reason an amount is refused (min/max name the limit). */
export function amountProblemText(
  problem: AmountProblem,
  i18n: I18n,
  limits: { min?: number; max?: number; currency: string },
): string {
  if (problem === 'min') {
    const min = formatMoney(limits.min ?? 0, limits.currency, i18n.locale)
    return i18n._(msg({ id: 'wallet.amount.min', message: `The smallest amount is ${min}.` }))
  }
  if (problem === 'max') {
    const max = formatMoney(limits.max ?? 0, limits.currency, i18n.locale)
    return i18n._(msg({ id: 'wallet.amount.max', message: `The largest amount is ${max}.` }))
  }
  return i18n._(MESSAGES[problem])
}
