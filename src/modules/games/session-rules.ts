/** The game session's vocabulary and pure rules (spec §4, §5, §9): what may start, how it opens. */
import { deviceCodeOf, isMessengerBrowser, type DeviceType } from '@/platform/device'
import type { GameDevice, GameTypeId, MaintainInterval, OpenMode, SupportDevice } from './api'

/* ------------------------------------------------------------------ constants (spec §9) */

export const GAME_WINDOW = 'game'
export const START_WINDOW_POLL_MS = 500
export const QUIT_TIMEOUT_MS = 30_000
/** Forward-game status: transfers disabled (spec §8). */
export const TRANSFER_DISABLED_CODE = 957
/** play1's answer on a site in demo mode (only demo games play): the page's own flag was out of date. */
export const DEMO_ONLY_CODE = 108

/* ------------------------------------------------------------------ types */

export type GameSessionStatus = 'idle' | 'starting' | 'playing' | 'quitting'

export interface GameStartRequest {
  gp_id: number
  game_type: GameTypeId
  game_code?: string | undefined
  house?: string | null | undefined
  /** a demo game: guests may play it, no wallet transfer */
  demo?: boolean
  /** display name for the in-page and modal views */
  name?: string
}

export interface GameSession {
  status: GameSessionStatus
  game: GameStartRequest | null
  mode: OpenMode | null
  url: string | null
}

export const IDLE: GameSession = { status: 'idle', game: null, mode: null, url: null }

export type StartRejection =
  | 'pg.alert_starting'
  | 'pg.alert_quitting'
  | 'pg.alert_duplicate'
  | 'pg.err_is_playing'
  | 'r88close_msg'
  | 'pg.demo_only'
  | 'login_required'

export type GameDialog =
  | { kind: 'notice'; id: StartRejection | 'pg.start_failed'; message?: string }
  | { kind: 'maintenance'; interval: MaintainInterval }
  | { kind: 'transfer_disabled'; message?: string }
  | { kind: 'force_stop'; target: ProtectedPageRequest }

/** The separate windows of spec §2 that stop a running game (member centre, agent area, fast payment). */
export type ProtectedPage = 'user' | 'proxy' | 'fastPayment'

export interface ProtectedPageRequest {
  /** the window it opens in on desktop (1500×800) */
  window: ProtectedPage
  /** the site path, e.g. `/user/MyWallet`, `/proxy?page=Register`, `/fastPayment` */
  path: string
}

export interface PlayerEnvironment {
  deviceType: DeviceType
  userAgent: string
}

/* ------------------------------------------------------------------ pure rules */

/** Spec §1: demo mode is the site's flag, unless the build forces it (`VITE_DEMO_MODE`). */
export function demoModeOf(siteFlag: boolean, buildOverride: boolean | undefined): boolean {
  return buildOverride ?? siteFlag
}

export function sameGame(a: GameStartRequest | null, b: GameStartRequest): boolean {
  return (
    !!a && a.gp_id === b.gp_id && a.game_type === b.game_type && (a.game_code ?? '') === (b.game_code ?? '')
  )
}

/** Spec §4: mobile in a messenger in-app browser redirects; mobile and app force a window; desktop opens a window. */
export function openModeFor(env: PlayerEnvironment, forced?: OpenMode): OpenMode {
  if (env.deviceType !== 'desktop') return isMessengerBrowser(env.userAgent) ? 'redirect' : 'window'
  return forced ?? 'window'
}

export interface StartContext {
  session: GameSession
  loggedIn: boolean
  demoMode: boolean
  /** The site closes game start (its `env_config.game_closed`; the spec's site r88). */
  gameStartClosed: boolean
  env: PlayerEnvironment
}

/** Spec §4–§5: why a start is refused, or null when it may go ahead. */
export function rejectionOf(request: GameStartRequest, ctx: StartContext): StartRejection | null {
  if (ctx.gameStartClosed) return 'r88close_msg'
  if (!request.demo) {
    if (ctx.demoMode) return 'pg.demo_only'
    if (!ctx.loggedIn) return 'login_required'
  }
  const { status, game } = ctx.session
  if (status === 'starting') return 'pg.alert_starting'
  if (status === 'quitting') return 'pg.alert_quitting'
  if (status === 'playing' && sameGame(game, request)) return 'pg.alert_duplicate'
  if (status === 'playing' && ctx.env.deviceType !== 'desktop') return 'pg.err_is_playing'
  return null
}

const PROTECTED_PAGES: readonly ProtectedPage[] = ['user', 'proxy', 'fastPayment']

/** Which protected page a site path opens (`/user/Info`, `/vi/proxy`, `/fastPayment`), or null. */
export function protectedPageOf(pathname: string): ProtectedPage | null {
  const [first, second] = pathname.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? []
  const page =
    PROTECTED_PAGES.find((name) => name === first) ??
    PROTECTED_PAGES.find((name) => name === second && first !== undefined && first.length <= 5)
  return page ?? null
}

/** Spec §3 support device of the game lists: desktop 0, mobile 1, app 2. */
export function supportDeviceOfGame(deviceType: DeviceType): SupportDevice {
  if (deviceType === 'app') return 2
  return deviceType === 'desktop' ? 0 : 1
}

export function gameDeviceOf(deviceType: DeviceType): GameDevice {
  const code = deviceCodeOf(deviceType)
  return code === 1 ? 1 : code === 3 ? 3 : 2
}
