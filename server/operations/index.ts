import { authHandlers } from './auth/index.ts'
import type { HandlerRegistry, RawHandler } from './context.ts'
import { contentHandlers } from './content/index.ts'
import { gamesHandlers } from './games/index.ts'
import { memberHandlers } from './member/index.ts'
import { registrationHandlers } from './registration/index.ts'
import { realtimeHandlers } from './realtime/index.ts'
import { sandboxHandlers } from './sandbox/index.ts'
import { siteHandlers } from './site/index.ts'
import { walletHandlers } from './wallet/index.ts'
import { agentHandlers } from './agent/index.ts'
import { lettersHandlers } from './letters/index.ts'
import { promotionsHandlers } from './promotions/index.ts'
import { protectionHandlers } from './protection/index.ts'

/**
 * Every implemented operation, by operationId. Operations of the contract missing here answer
 * HTTP 501 "Not implemented in the sandbox: <operationId>". To add a tag, write `<tag>.ts` (or
 * `<tag>/index.ts`) exporting a list of `handler('operationId', fn)` entries and spread it below
 * (see server/README.md).
 */
export const handlers: HandlerRegistry = new Map<string, RawHandler>([
  ...siteHandlers,
  ...authHandlers,
  ...sandboxHandlers,
  ...registrationHandlers,
  ...memberHandlers,
  ...contentHandlers,
  ...gamesHandlers,
  ...realtimeHandlers,
  ...walletHandlers,
  ...agentHandlers,
  ...lettersHandlers,
  ...promotionsHandlers,
  ...protectionHandlers,
])
