import { bridge } from '@/platform/bridge'
import { isAppWrapper } from '@/platform/device'
import { GAME_TYPES } from './game-types'
import type { GameStartRequest } from './session-rules'

/** Inside the iOS or Android wrapper, games open in its own web view (spec §4 app bridge `openGame`). */
export function opensInApp(): boolean {
  return typeof navigator !== 'undefined' && isAppWrapper(navigator.userAgent) && bridge.isAvailable()
}

/** Hands the game to the wrapper, with its platform, code and type; false outside the app (the page opens its window instead). */
export function openInApp(url: string, game: GameStartRequest | null): boolean {
  if (!opensInApp()) return false
  const about = game
    ? {
        gp_id: game.gp_id,
        game_type: game.game_type,
        app_prefix: GAME_TYPES[game.game_type].appPrefix,
        ...(game.game_code ? { game_code: game.game_code } : {}),
      }
    : {}
  return bridge.send({ type: 'openGame', payload: { url, ...about } })
}
