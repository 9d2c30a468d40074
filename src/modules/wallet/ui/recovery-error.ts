import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/platform/api'

const RECOVERY_MESSAGES = {
  101: msg({ id: 'one_key_err_code_101', message: 'Your wallet is locked; balances cannot be recovered.' }),
  102: msg({ id: 'one_key_err_code_102', message: 'A game is still open. Leave the game, then try again.' }),
  103: msg({
    id: 'one_key_err_code_103',
    message: 'The game platform is under maintenance. Try again later.',
  }),
  104: msg({
    id: 'one_key_err_code_104',
    message: 'This account may not recover balances. Contact customer service.',
  }),
  105: msg({ id: 'one_key_err_code_105', message: 'This platform is not in your wallet.' }),
}

/** Spec §8: recovery codes 101–105 map to one_key_err_code_101…105; others show the server message. */
export function recoveryErrorMessage(error: unknown, i18n: I18n): string {
  if (isApiError(error) && error.kind === 'server') {
    const code = error.code
    if (code === 101 || code === 102 || code === 103 || code === 104 || code === 105) {
      return i18n._(RECOVERY_MESSAGES[code])
    }
  }
  return error instanceof Error ? error.message : String(error)
}
