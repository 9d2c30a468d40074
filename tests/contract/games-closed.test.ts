/**
 * Spec §5 (r88): a site may close game start. The server refuses play1 itself (107 `r88close_msg`),
 * whatever the page knew of the site's `env_config.game_closed`.
 * Demo mode (spec §1) lets only demo games play: play1 answers 108 `demo_only` on a site in demo mode.
 */
import { beforeAll, describe, expect } from 'vitest'
import type { ResponseData } from '../../server/operations/define.ts'
import { call } from './support/client.ts'
import { expectBusinessError, expectSuccess, opTest, successData } from './support/harness.ts'
import { loginAs } from './support/session.ts'
import { type SiteFlags, withSiteFlags } from './support/site-flags.ts'
import { getTarget, requires } from './support/target.ts'

beforeAll(async () => {
  await getTarget()
}, 180_000)

/** Seed: PG Soft slots are offered to site 1 in VND and USD. */
const PG_SOFT = 2

async function firstGame() {
  const result = await call('listPlatformGames', {
    body: { site_id: 1, currency: 'USD', device: 1, gp_id: PG_SOFT, game_type_id: 2 },
  })
  const game = successData('listPlatformGames', result).list.find((label) => label.label === 'all')
    ?.game_list[0]
  if (!game) throw new Error('no PG Soft slot')
  return game
}

/**
 * player01 starts site 1's first PG Soft slot while `flags` are set: play1 refuses it with `refusal`,
 * and the site detail shows the flags (`detailShows`). With the flags off again the same start goes ahead.
 */
async function expectStartRefusedWhile(
  flags: SiteFlags,
  refusal: { code: number; lang: 'en_US' | 'vi_VN'; message: string },
  detailShows: (detail: ResponseData<'getSiteDetail'>) => void,
) {
  const token = await loginAs('player01')
  if (!token) throw new Error('no session')
  const game = await firstGame()
  const body = {
    gp_id: game.gp_id,
    game_type: game.game_type,
    game_code: game.game_code,
    lobby_url: 'http://localhost/lobby',
    device: 1,
  }
  await withSiteFlags(1, flags, async () => {
    detailShows(successData('getSiteDetail', await call('getSiteDetail', { body: { site_id: 1 } })))
    const refused = await call('playGame', { body, token, lang: refusal.lang })
    expectBusinessError(refused, refusal.code)
    expect(refused.message).toBe(refusal.message)
  })
  expectSuccess(await call('playGame', { body, token }))
  expectSuccess(await call('leaveGame', { body: {}, token }))
}

describe('game start on a closed site', requires('setSandboxSiteFlags'), () => {
  opTest('playGame', 'answers 107 with the closed message while the site closes game start', async () => {
    await expectStartRefusedWhile(
      { game_closed: true },
      { code: 107, lang: 'en_US', message: 'Games are closed on this site.' },
      (detail) => expect(detail.env_config?.game_closed).toBe(true),
    )
  })
})

describe('game start in demo mode', requires('setSandboxSiteFlags'), () => {
  opTest('playGame', 'answers 108 while the site is in demo mode: only demo games play', async () => {
    await expectStartRefusedWhile(
      { demo_mode: true },
      { code: 108, lang: 'vi_VN', message: 'Chế độ chơi thử chỉ dành cho trò chơi thử.' },
      (detail) => expect(detail.demo_mode).toBe(true),
    )
  })
})
