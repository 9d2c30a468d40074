/**
 * Spec §5 (r88): a site may close game start. The server refuses play1 itself (107 `r88close_msg`),
 * whatever the page knew of the site's `env_config.game_closed`.
 * Demo mode (spec §1) lets only demo games play: play1 answers 108 `demo_only` on a site in demo mode.
 */
import { beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectBusinessError, expectSuccess, opTest, successData } from './support/harness.ts'
import { loginAs } from './support/session.ts'
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

async function setClosed(closed: boolean) {
  expectSuccess(await call('setSandboxSiteFlags', { body: { site_id: 1, game_closed: closed } }))
}

describe('game start on a closed site', requires('setSandboxSiteFlags'), () => {
  opTest('playGame', 'answers 107 with the closed message while the site closes game start', async () => {
    const token = await loginAs('player01')
    if (!token) throw new Error('no session')
    const game = await firstGame()
    const body = {
      gp_id: game.gp_id,
      game_type: game.game_type,
      game_code: game.game_code,
      lobby_url: 'http://localhost/close',
      device: 1,
    }
    await setClosed(true)
    try {
      const detail = successData('getSiteDetail', await call('getSiteDetail', { body: { site_id: 1 } }))
      expect(detail.env_config?.game_closed).toBe(true)
      const refused = await call('playGame', { body, token, lang: 'en_US' })
      expectBusinessError(refused, 107)
      expect(refused.message).toBe('Games are closed on this site.')
    } finally {
      await setClosed(false)
    }
    // Open again: the same start succeeds.
    expectSuccess(await call('playGame', { body, token }))
    expectSuccess(await call('leaveGame', { body: {}, token }))
  })
})

describe('game start in demo mode', requires('setSandboxSiteFlags'), () => {
  opTest('playGame', 'answers 108 while the site is in demo mode: only demo games play', async () => {
    const token = await loginAs('player01')
    if (!token) throw new Error('no session')
    const game = await firstGame()
    const body = {
      gp_id: game.gp_id,
      game_type: game.game_type,
      game_code: game.game_code,
      lobby_url: 'http://localhost/demo',
      device: 1,
    }
    expectSuccess(await call('setSandboxSiteFlags', { body: { site_id: 1, demo_mode: true } }))
    try {
      const detail = successData('getSiteDetail', await call('getSiteDetail', { body: { site_id: 1 } }))
      expect(detail.demo_mode).toBe(true)
      const refused = await call('playGame', { body, token, lang: 'vi_VN' })
      expectBusinessError(refused, 108)
      expect(refused.message).toBe('Chế độ chơi thử chỉ dành cho trò chơi thử.')
    } finally {
      expectSuccess(await call('setSandboxSiteFlags', { body: { site_id: 1, demo_mode: false } }))
    }
    expectSuccess(await call('playGame', { body, token }))
    expectSuccess(await call('leaveGame', { body: {}, token }))
  })
})
