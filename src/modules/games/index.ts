/** Games: halls, slot lists, the game room, demo play, favourites, the jackpot and the game session. */
import { lazy } from 'react'
export {
  $demoPicker,
  $gameDialog,
  $gameSession,
  $isPlaying,
  demoPickerClosed,
  demoPickerOpened,
  forceStopConfirmed,
  forwardedGameUrlReceived,
  forwardGameStatusReceived,
  gameLeaveRequested,
  gameLeft,
  gameReturnedToLobby,
  gameStartRequested,
  loginNeeded,
  protectedPageAllowed,
  protectedPageRequested,
  startRejected,
} from './model'
export {
  protectedPageOf,
  type GameDialog,
  type GameSession,
  type GameSessionStatus,
  type GameStartRequest,
  type ProtectedPage,
  type ProtectedPageRequest,
} from './session-rules'
export { gamesQueries } from './queries'
export {
  APP_PREFIX,
  filterGames,
  gameDisplayName,
  indexGames,
  padJackpot,
  platformDescription,
} from './search'
export type { Game, GamePlatform, GameType, GameTypeId } from './api'
export { GameTabs } from './ui/game-tabs'
export { JackpotTicker } from './ui/jackpot-ticker'
export { DemoPicker } from './ui/demo-picker'
/** The game session's dialogs and its window messages: loaded on demand, render inside `Deferred` from `@/ui`. */
export const GameSessionHost = /* @__PURE__ */ lazy(() =>
  import('./ui/game-session-host').then((m) => ({ default: m.GameSessionHost })),
)
export { GameHallPage, GameRoomPage, SlotListPage } from './ui/lobby-pages'
export { ClosePage, LoadingPage, PlayPage } from './ui/window-pages'
