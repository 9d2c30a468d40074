import { createEvent, createStore, sample, split } from 'effector'
import {
  $currency,
  $demoMode,
  $deviceType,
  $isLoggedIn,
  $site,
  siteRefreshRequested,
} from '@/modules/session'
import { isApiError } from '@/platform/api'
import { isWebAddress } from '@/platform/router'
import type { MaintainInterval, OpenMode, StartOutcome } from './api'
import {
  closeGameWindowFx,
  gameWindowClosed,
  leaveGameFx,
  openLoadingWindowFx,
  quitTimeoutFx,
  showGameFx,
  startGameFx,
  watchGameWindowFx,
} from './game-window'
import {
  IDLE,
  DEMO_ONLY_CODE,
  TRANSFER_DISABLED_CODE,
  openModeFor,
  rejectionOf,
  type GameDialog,
  type GameSession,
  type GameStartRequest,
  type ProtectedPageRequest,
  type StartRejection,
} from './session-rules'
import { $earlyGameUrl, forwardedGameUrlReceived, startCallAccepted, startCallReleased } from './start-hold'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

export { forwardedGameUrlReceived } from './start-hold'

/* ------------------------------------------------------------------ inputs */

/** Any start: hall cards, carousel links, the sports frame (U003), the demo picker. */
export const gameStartRequested = createEvent<GameStartRequest>()
/** The player leaves the running game (close button, /play back, modal close). */
export const gameLeaveRequested = createEvent()
/** The game returned to the lobby address (/close posted quickGame). */
export const gameReturnedToLobby = createEvent()
/** Realtime forward_game.status (spec §8: 957 transfer disabled, other codes as start status). */
export const forwardGameStatusReceived = createEvent<{
  code: number
  message?: string
  maintain_interval?: MaintainInterval
}>()
/** A user, proxy or fastPayment page is about to open: confirm first when a game runs. */
export const protectedPageRequested = createEvent<ProtectedPageRequest>()
export const forceStopConfirmed = createEvent()
export const gameDialogClosed = createEvent()

/* ------------------------------------------------------------------ outputs */

/** A non-demo start by a guest: the login-required confirm (auth) takes over. */
export const loginNeeded = createEvent()
/** The game was left: balances refresh. */
export const gameLeft = createEvent()
/** The protected page may open now (nothing running, or the player confirmed the force stop). */
export const protectedPageAllowed = createEvent<ProtectedPageRequest>()
export const startRejected = createEvent<StartRejection>()

/* ------------------------------------------------------------------ stores */

export const $gameSession = createStore<GameSession>(IDLE)
export const $gameDialog = createStore<GameDialog | null>(null)
/** The site closes game start (`env_config.game_closed`: the r88 rule, spec §4). */
export const $gameStartClosed = $site.map((site) => site?.env_config?.game_closed === true)
export const $userAgent = createStore(typeof navigator === 'undefined' ? '' : navigator.userAgent)
export const $isPlaying = $gameSession.map((session) => session.status === 'playing')

/* ------------------------------------------------------------------ start */

const startChecked = sample({
  clock: gameStartRequested,
  source: {
    session: $gameSession,
    loggedIn: $isLoggedIn,
    demoMode: $demoMode,
    gameStartClosed: $gameStartClosed,
    deviceType: $deviceType,
    userAgent: $userAgent,
  },
  fn: ({ session, loggedIn, demoMode, gameStartClosed, deviceType, userAgent }, request) => {
    const env = { deviceType, userAgent }
    const rejection = rejectionOf(request, { session, loggedIn, demoMode, gameStartClosed, env })
    return rejection
      ? { ok: false as const, rejection }
      : { ok: true as const, request, mode: openModeFor(env) }
  },
})

const { accepted, refused } = split(startChecked, {
  accepted: (check): check is { ok: true; request: GameStartRequest; mode: OpenMode } => check.ok,
  refused: (check): check is { ok: false; rejection: StartRejection } => !check.ok,
})

sample({ clock: refused, fn: (check) => check.rejection, target: startRejected })
sample({ clock: startRejected, filter: (reason) => reason === 'login_required', target: loginNeeded })
sample({
  clock: startRejected,
  filter: (reason) => reason !== 'login_required',
  fn: (id): GameDialog => ({ kind: 'notice', id }),
  target: $gameDialog,
})

// The loading window opens inside the click (popup blockers), before the server answers.
sample({ clock: accepted, fn: (check) => check.mode, target: openLoadingWindowFx })
sample({
  clock: accepted,
  fn: (check): GameSession => ({ status: 'starting', game: check.request, mode: check.mode, url: null }),
  target: $gameSession,
})
sample({
  clock: accepted,
  source: { currency: $currency, deviceType: $deviceType },
  fn: ({ currency, deviceType }, check) => ({ request: check.request, currency, deviceType }),
  target: startCallAccepted,
})
sample({ clock: startCallReleased, target: startGameFx })

const started = sample({
  clock: startGameFx.doneData,
  source: { session: $gameSession, deviceType: $deviceType, userAgent: $userAgent, early: $earlyGameUrl },
  filter: ({ session }, outcome) => session.status === 'starting' && outcome.kind === 'started',
  fn: ({ session, deviceType, userAgent, early }, outcome) => {
    const forced = outcome.kind === 'started' ? outcome.openMode : undefined
    // A forwarded address may be heard before this answer is read (a busy page): it is used then.
    const url = outcome.kind === 'started' ? (outcome.url ?? early) : null
    return {
      ...session,
      status: 'playing' as const,
      mode: openModeFor({ deviceType, userAgent }, forced ?? session.mode ?? undefined),
      url,
    }
  },
})
sample({ clock: started, target: $gameSession })
// The platform forced another mode than the loading window: close it.
sample({ clock: started, filter: (session) => session.mode !== 'window', target: closeGameWindowFx })
sample({
  clock: started,
  filter: (session) => session.url !== null,
  fn: (session) => ({ mode: session.mode, url: session.url, game: session.game }),
  target: showGameFx,
})
sample({ clock: started, filter: (session) => session.mode === 'window', target: watchGameWindowFx })

// A forwarded launch: the address arrives later on the private channel.
const forwardedUrl = sample({
  clock: forwardedGameUrlReceived,
  source: $gameSession,
  filter: (session, { game_url }) =>
    session.status === 'playing' && session.url === null && isWebAddress(game_url),
  fn: (session, { game_url }) => ({ ...session, url: game_url }),
})
sample({ clock: forwardedUrl, target: $gameSession })
sample({
  clock: forwardedUrl,
  fn: (session) => ({ mode: session.mode, url: session.url, game: session.game }),
  target: showGameFx,
})

const maintenance = sample({
  clock: startGameFx.doneData,
  filter: (outcome): outcome is Extract<StartOutcome, { kind: 'maintenance' }> =>
    outcome.kind === 'maintenance',
})
sample({
  clock: maintenance,
  fn: (outcome): GameDialog => ({ kind: 'maintenance', interval: outcome.interval }),
  target: $gameDialog,
})
sample({ clock: [maintenance, startGameFx.fail], fn: () => IDLE, target: $gameSession })
sample({ clock: [maintenance, startGameFx.fail], target: closeGameWindowFx })
// The server says the site is in demo mode: the page's notice with the demo games, and the site read again.
const demoOnlyRefused = sample({
  clock: startGameFx.failData,
  filter: (error) => isApiError(error) && error.code === DEMO_ONLY_CODE,
})
sample({
  clock: demoOnlyRefused,
  fn: (): GameDialog => ({ kind: 'notice', id: 'pg.demo_only' }),
  target: $gameDialog,
})
sample({ clock: demoOnlyRefused, fn: () => ({ fresh: true }), target: siteRefreshRequested })
sample({
  clock: startGameFx.failData,
  filter: (error) =>
    !(isApiError(error) && (error.silent || error.kind === 'unauthorized' || error.code === DEMO_ONLY_CODE)),
  fn: (error): GameDialog => ({
    kind: 'notice',
    id: 'pg.start_failed',
    message: error instanceof Error ? error.message : undefined,
  }),
  target: $gameDialog,
})

/* ------------------------------------------------------------------ forward-game status */

sample({
  clock: forwardGameStatusReceived,
  filter: ({ code }) => code === TRANSFER_DISABLED_CODE,
  fn: ({ message }): GameDialog => ({ kind: 'transfer_disabled', ...(message ? { message } : {}) }),
  target: $gameDialog,
})
const forwardFailed = sample({
  clock: forwardGameStatusReceived,
  filter: ({ code }) => code !== TRANSFER_DISABLED_CODE && code !== 100 && code !== 1000,
})
sample({
  clock: forwardFailed,
  fn: ({ code, message, maintain_interval }): GameDialog =>
    code === 203
      ? { kind: 'maintenance', interval: maintain_interval ?? { start_at: null, end_at: null } }
      : { kind: 'notice', id: 'pg.start_failed', ...(message ? { message } : {}) },
  target: $gameDialog,
})
sample({
  clock: forwardFailed,
  source: $gameSession,
  filter: (s) => s.status !== 'idle',
  fn: () => IDLE,
  target: $gameSession,
})
sample({ clock: forwardFailed, target: closeGameWindowFx })

/* ------------------------------------------------------------------ leave */

const leaving = sample({
  clock: [gameLeaveRequested, gameWindowClosed, gameReturnedToLobby],
  source: $gameSession,
  filter: (session) => session.status === 'playing',
})
sample({
  clock: leaving,
  fn: (session): GameSession => ({ ...session, status: 'quitting' }),
  target: $gameSession,
})
sample({ clock: leaving, target: closeGameWindowFx })
sample({ clock: leaving, fn: (session) => session.game, target: leaveGameFx })
sample({ clock: leaving, target: quitTimeoutFx })

// Cleared on success (or a failed leave), or after 30 s whatever happens.
const quitEnded = sample({
  clock: [leaveGameFx.finally, quitTimeoutFx.done],
  source: $gameSession,
  filter: (session) => session.status === 'quitting',
})
sample({ clock: quitEnded, fn: () => IDLE, target: $gameSession })
sample({ clock: quitEnded, target: gameLeft })

/* ------------------------------------------------------------------ force stop (spec §2) */

const protectedCheck = sample({
  clock: protectedPageRequested,
  source: $gameSession,
  fn: (session, target) => ({ session, target }),
})
sample({
  clock: protectedCheck,
  filter: ({ session }) => session.status === 'idle',
  fn: ({ target }) => target,
  target: protectedPageAllowed,
})
sample({
  clock: protectedCheck,
  filter: ({ session }) => session.status !== 'idle',
  fn: ({ target }): GameDialog => ({ kind: 'force_stop', target }),
  target: $gameDialog,
})
const forceStopped = sample({
  clock: forceStopConfirmed,
  source: $gameDialog,
  filter: (dialog): dialog is Extract<GameDialog, { kind: 'force_stop' }> => dialog?.kind === 'force_stop',
})
sample({ clock: forceStopped, target: gameLeaveRequested })
sample({ clock: forceStopped, fn: (dialog) => dialog.target, target: protectedPageAllowed })

$gameDialog.reset(gameDialogClosed, forceStopped)
