import { agentHandlers } from './agent/index.ts'
import { authHandlers } from './auth/index.ts'
import { contentHandlers } from './content/index.ts'
import type { HandlerRegistry, RawHandler } from './context.ts'
import { gamesHandlers } from './games/index.ts'
import { lettersHandlers } from './letters/index.ts'
import { memberHandlers } from './member/index.ts'
import { promotionsHandlers } from './promotions/index.ts'
import { protectionHandlers } from './protection/index.ts'
import { realtimeHandlers } from './realtime/index.ts'
import { registrationHandlers } from './registration/index.ts'
import { sandboxHandlers } from './sandbox/index.ts'
import { siteHandlers } from './site/index.ts'
import { walletHandlers } from './wallet/index.ts'

/**
 * Every implemented operation, by operationId. Operations of the contract missing here answer
 * HTTP 501 "Not implemented in the sandbox: <operationId>". Each area is a folder whose `index.ts`
 * lists its `handler('operationId', fn)` entries; a new area's list is spread below (see server/README.md).
 */
export const handlers: HandlerRegistry = new Map<string, RawHandler>([
  ...siteHandlers,
  ...authHandlers,
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
  ...sandboxHandlers,
])
