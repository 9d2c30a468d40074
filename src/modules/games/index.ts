/** Games: halls, slot lists, the game room, demo play, favourites, the jackpot and the game session. */
export {
  $deviceType as $gameDeviceType,
  $gameDialog,
  $gameSession,
  $isPlaying,
  demoModeChanged,
  deviceChanged,
  forceStopConfirmed,
  forwardedGameUrlReceived,
  forwardGameStatusReceived,
  gameLeaveRequested,
  gameLeft,
  gameReturnedToLobby,
  gameStartRequested,
  loginNeeded,
  playerChanged,
  protectedPageAllowed,
  protectedPageRequested,
  siteCodeChanged,
  startRejected,
  type GameDialog,
  type GameSession,
  type GameSessionStatus,
  type GameStartRequest,
  type ProtectedPage,
} from './model'
export { gamesQueries } from './queries'
export { APP_PREFIX, filterGames, gameDisplayName, indexGames, padJackpot, platformDescription } from './search'
export type { Game, GamePlatform, GameType, GameTypeId } from './api'
export { GameTabs } from './ui/game-tabs'
export { JackpotTicker } from './ui/jackpot-ticker'
export { GameSessionHost } from './ui/game-session-host'
export { GameHallPage, GameRoomPage, SlotListPage } from './ui/lobby-pages'
export { ClosePage, LoadingPage, PlayPage } from './ui/window-pages'
