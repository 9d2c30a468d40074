import { sandboxBackofficeHandlers } from './backoffice.ts'
import { sandboxGamesClosedHandlers } from './games-closed.ts'
import { sandboxPeekHandlers } from './peeks.ts'
import { sandboxRegisterHistoryHandlers } from './register-history.ts'

/** Sandbox-only test hooks (`x-lotus-sandbox-only`): captcha and SMS peeks, back-office decisions, register history, games closed. */
export const sandboxHandlers = [
  ...sandboxPeekHandlers,
  ...sandboxBackofficeHandlers,
  ...sandboxRegisterHistoryHandlers,
  ...sandboxGamesClosedHandlers,
]
