/** The game session model in a forked scope: its effects stood in for, the session and site as the tests say. */
import { allSettled, fork } from 'effector'
import {
  loadMemberFx,
  loadSiteFx,
  sessionOpened,
  siteRefreshRequested,
  type SiteDetail,
} from '@/modules/session'
import { $viewportWidth } from '@/platform/device'
import type { StartOutcome } from './api'
import {
  closeGameWindowFx,
  leaveGameFx,
  openLoadingWindowFx,
  quitTimeoutFx,
  showGameFx,
  startGameFx,
  watchGameWindowFx,
} from './game-window'
import { $gameSession } from './model'
import type { GameSession } from './session-rules'
import { $pushListening, pushWaitFx } from './start-hold'

export const slot = { gp_id: 2, game_type: 2 as const, game_code: 'PG20001' }
export const other = { gp_id: 9, game_type: 2 as const, game_code: 'PP20001' }

/** The site detail the session reads; a test changes it, then asks the session to read it again. */
let site: SiteDetail
export const baseSite: SiteDetail = {
  site_id: 1,
  site_name: 'Lotus',
  currencies: ['VND'],
  default_currency: 'VND',
  languages: ['en_US'],
  default_language: 'en_US',
  demo_mode: false,
  game_room_mode: false,
  mobile_template: 'H5_1',
  template_name: 'site01',
  env_config: {},
  customer_service_url: '',
}
/** The backend's site detail changes; the page has not read it yet. */
export function siteChanges(change: { demo_mode?: boolean; game_closed?: boolean }) {
  site = {
    ...baseSite,
    demo_mode: change.demo_mode ?? false,
    env_config: change.game_closed === undefined ? {} : { game_closed: change.game_closed },
  }
}
export async function siteSays(
  scope: ReturnType<typeof fork>,
  change: { demo_mode?: boolean; game_closed?: boolean },
) {
  siteChanges(change)
  await allSettled(siteRefreshRequested, { scope, params: { fresh: true } })
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

export function setup(
  options: {
    outcome?: StartOutcome | Error
    device?: 'desktop' | 'mobile'
    leave?: 'manual' | 'ok'
    /** The member's realtime connection is up (default). */
    listening?: boolean
  } = {},
) {
  const calls = { opened: [] as string[], shown: [] as string[], left: 0, closed: 0, starts: 0 }
  let resolveStart: ((outcome: StartOutcome) => void) | undefined
  const release = { leave: () => {}, quit: () => {}, wait: () => {} }
  const scope = fork({
    values: [
      [$viewportWidth, options.device === 'mobile' ? 400 : 1280],
      [$pushListening, options.listening ?? true],
    ],
    handlers: [
      [
        pushWaitFx,
        (serial: number) => new Promise<number>((resolve) => (release.wait = () => resolve(serial))),
      ],
      [loadMemberFx, () => Promise.reject(new Error('offline'))],
      [loadSiteFx, () => Promise.resolve(site)],
      [openLoadingWindowFx, (mode: string) => void calls.opened.push(mode)],
      [closeGameWindowFx, () => void (calls.closed += 1)],
      [showGameFx, ({ url }: { url: string | null }) => void calls.shown.push(url ?? '')],
      [watchGameWindowFx, () => {}],
      [
        quitTimeoutFx,
        () =>
          options.leave === 'manual'
            ? new Promise<void>((resolve) => (release.quit = resolve))
            : Promise.resolve(),
      ],
      [
        leaveGameFx,
        () => {
          calls.left += 1
          return options.leave === 'manual'
            ? new Promise<void>((resolve) => (release.leave = resolve))
            : Promise.resolve()
        },
      ],
      [
        startGameFx,
        () => {
          calls.starts += 1
          const outcome = options.outcome
          if (outcome instanceof Error) return Promise.reject(outcome)
          if (outcome) return Promise.resolve(outcome)
          return new Promise<StartOutcome>((resolve) => (resolveStart = resolve))
        },
      ],
    ],
  })
  return { scope, calls, release, finishStart: (outcome: StartOutcome) => resolveStart?.(outcome) }
}

export const started: StartOutcome = { kind: 'started', url: '/sandbox/game/abc', openMode: undefined }
export const session = (scope: ReturnType<typeof fork>): GameSession => scope.getState($gameSession)

export async function member(scope: ReturnType<typeof fork>) {
  await allSettled(sessionOpened, {
    scope,
    params: { token: 't', member_id: 2, member_account: 'player01', member_currency: 'VND', member_type: 1 },
  })
}
