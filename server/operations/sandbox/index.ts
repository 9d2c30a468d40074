import { sandboxBackofficeHandlers } from './backoffice.ts'
import { sandboxSiteFlagsHandlers } from './site-flags.ts'
import { sandboxPeekHandlers } from './peeks.ts'
import { sandboxRegisterHistoryHandlers } from './register-history.ts'

/** Sandbox-only test hooks (`x-lotus-sandbox-only`): captcha and SMS peeks, back-office decisions, register history, site flags. */
export const sandboxHandlers = [
  ...sandboxPeekHandlers,
  ...sandboxBackofficeHandlers,
  ...sandboxRegisterHistoryHandlers,
  ...sandboxSiteFlagsHandlers,
]
