/** Games: halls, slot lists, the game room, demo play, favourites, the jackpot and the game session. */
import { lazyPart } from '@/ui'
export {
  $isPlaying,
  forwardedGameUrlReceived,
  forwardGameStatusReceived,
  gameLeft,
  gameStartRequested,
  loginNeeded,
  protectedPageAllowed,
  protectedPageRequested,
} from './model'
export { type ProtectedPageRequest } from './session-rules'
export { pushChannelChanged } from './start-hold'

export type { GameTypeId } from './api'
export { prefetchGameTabs, prefetchPlatformGames, prefetchTypeGames } from './prefetch'
export { GameTabs } from './ui/game-tabs'
export { JackpotTicker } from './ui/jackpot-ticker'

/** The game session's dialogs and its window messages: loaded on demand, render inside `Deferred` from `@/ui`. */
export const GameSessionHost = /* @__PURE__ */ lazyPart(() =>
  import('./ui/game-session-host').then((m) => m.GameSessionHost),
)
export { GameHallPage, GameRoomPage } from './ui/lobby-pages'
export { SlotListPage } from './ui/slot-list-page'
export { ClosePage, LoadingPage, PlayPage } from './ui/window-pages'
