/** The game session's side effects: the game window (open, poll, close), the start and leave calls. */
import { createEffect, createEvent, scopeBind } from 'effector'
import type { DeviceType } from '@/platform/device'
import { local } from '@/platform/storage'
import { closeNamedWindows, isWindowOpen, openNamedWindow } from '@/platform/windows'
import { opensInApp, openInApp } from './app-games'
import { leaveGame, startDemoGame, startGame, type Currency, type OpenMode, type StartOutcome } from './api'
import {
  GAME_WINDOW,
  QUIT_TIMEOUT_MS,
  START_WINDOW_POLL_MS,
  gameDeviceOf,
  type GameStartRequest,
} from './session-rules'

/** The game window was closed (seen by the 500 ms poll). */
export const gameWindowClosed = createEvent()

export const openLoadingWindowFx = createEffect((mode: OpenMode) => {
  if (mode !== 'window' || opensInApp()) return
  local.set('waitingWindow', 'game')
  openNamedWindow(`${window.location.origin}/loading`, GAME_WINDOW)
})

export const closeGameWindowFx = createEffect(() => {
  closeNamedWindows([GAME_WINDOW])
  local.remove('waitingWindow')
})

export const showGameFx = createEffect(
  ({ mode, url, game }: { mode: OpenMode | null; url: string | null; game: GameStartRequest | null }) => {
    if (!url) return
    if (mode === 'window' && openInApp(url, game)) return
    if (mode === 'window') openNamedWindow(url, GAME_WINDOW)
    if (mode === 'redirect') window.location.assign(url)
  },
)

export const startGameFx = createEffect(
  (params: {
    request: GameStartRequest
    currency: Currency | null
    deviceType: DeviceType
  }): Promise<StartOutcome> => {
    const device = gameDeviceOf(params.deviceType)
    if (params.request.demo) {
      return startDemoGame({ ...params.request, currency: params.currency ?? 'VND', device })
    }
    return startGame({ ...params.request, device, lobbyUrl: `${window.location.origin}/close` })
  },
)

export const leaveGameFx = createEffect(async (game: GameStartRequest | null) => {
  if (!game || game.demo) return
  await leaveGame(game.gp_id)
})

/** Polls the game window every 500 ms and reports when the player closed it. */
export const watchGameWindowFx = createEffect(() => {
  // The wrapper's own web view shows the game: it comes back through /close (quickGame).
  if (opensInApp()) return
  const closed = scopeBind(gameWindowClosed, { safe: true })
  const timer = setInterval(() => {
    if (!isWindowOpen(GAME_WINDOW)) {
      clearInterval(timer)
      closed()
    }
  }, START_WINDOW_POLL_MS)
})

export const quitTimeoutFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS)),
)
