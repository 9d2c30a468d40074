/**
 * Games (spec §7 Games, §8 Play): lists for guests and members, demo play, play1/leave1 with the
 * wallet transfer, maintenance (203, with and without maintain_interval), platforms not offered (404),
 * favourites, recently played, malformed input and the member operations' session check.
 */
import { beforeAll, describe, expect } from 'vitest'
import type { components } from '../../openapi/lotus.gen.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { call, type CallResult } from './support/client.ts'
import {
  expectBusinessError,
  expectProtocolError,
  expectSuccess,
  expectValid,
  opTest,
  successData,
} from './support/harness.ts'
import { ACCOUNTS, loginAs } from './support/session.ts'
import { getTarget, requires, skipUnless } from './support/target.ts'

type Game = components['schemas']['Game']

const SCOPE = { site_id: 1, currency: 'VND', support_device: 0 } as const
const DEMO_PLATFORMS = ['GPR8', 'GPJD', 'GPFC', 'GPJL']
/** Seed: PG Soft (slots, no demo), Hacksaw (maintenance with a window), Booongo (maintenance, no window). */
const PG_SOFT = 2
const HACKSAW = 26
const BOOONGO = 25

async function token(): Promise<string> {
  const value = await loginAs('demo888')
  if (!value) throw new Error('no session')
  return value
}

async function platformGames(gpId: number, gtId: number, auth?: string): Promise<Game[]> {
  const result = await call('listPlatformGames', {
    body: { site_id: 1, currency: 'VND', device: 1, gp_id: gpId, game_type_id: gtId },
    token: auth ?? null,
  })
  const data = successData('listPlatformGames', result)
  return data?.list.find((label) => label.label === 'all')?.game_list ?? []
}

async function firstGame(gpId: number, gtId = 2): Promise<Game> {
  const game = (await platformGames(gpId, gtId))[0]
  if (!game) throw new Error(`no game of platform ${gpId}`)
  return game
}

async function play(
  auth: string,
  game: { gp_id: number; game_type: number; game_code: string },
): Promise<CallResult> {
  return call('playGame', {
    body: {
      gp_id: game.gp_id,
      game_type: game.game_type,
      game_code: game.game_code,
      lobby_url: 'http://localhost/close',
      device: 1,
    },
    token: auth,
  })
}

async function myCash(auth: string) {
  const data = successData('getMyCash', await call('getMyCash', { body: {}, token: auth }))
  if (!data) throw new Error('no wallet data')
  const platforms = data.my_cash_list.reduce((sum, entry) => sum + entry.cash, 0)
  // total = main wallet + every platform
  return { total: data.total, platforms, main: data.total - platforms }
}

async function layoutCash(auth: string): Promise<number> {
  const data = successData('getMemberLayout', await call('getMemberLayout', { body: {}, token: auth }))
  return Number(data?.member_cash)
}

describe('games', requires('peekSandboxCaptcha'), () => {
  // Starting and seeding the sandbox is not part of any one test.
  beforeAll(async () => {
    await getTarget()
  })

  /* ------------------------------------------------------------------ lists */

  opTest('listGameTypes', 'lists the game types with their platforms for a guest', async () => {
    const data = successData('listGameTypes', await call('listGameTypes', { body: SCOPE }))
    const ids = data?.list.map((type) => type.gt_id) ?? []
    expect(ids).toEqual(expect.arrayContaining([2, 3, 4, 5, 6, 8, 9]))
    for (const type of data?.list ?? []) expect(type.gp_list.length).toBeGreaterThan(0)
    const slots = data?.list.find((type) => type.gt_id === 2)
    expect(slots?.gp_list.find((platform) => platform.gp_id === HACKSAW)?.is_maintain).toBe(true)
  })

  opTest('listGameTypes', 'names the types in the asked language', async () => {
    const vi = successData('listGameTypes', await call('listGameTypes', { body: SCOPE, lang: 'vi_VN' }))
    const en = successData('listGameTypes', await call('listGameTypes', { body: SCOPE, lang: 'en_US' }))
    expect(vi?.list[0]?.gt_name).not.toBe(en?.list[0]?.gt_name)
  })

  opTest('listTagGames', 'answers the hot list of one type, every game of that type', async () => {
    const data = successData(
      'listTagGames',
      await call('listTagGames', { body: { ...SCOPE, gt_id: 2, tag: 'hot' } }),
    )
    expect(data?.list).toHaveLength(1)
    const games = data?.list[0]?.game_list ?? []
    expect(games.length).toBeGreaterThan(0)
    expect(games.every((game) => game.game_type === 2)).toBe(true)
  })

  opTest('listTagGames', 'answers 400 for an unknown tag', async () => {
    expectProtocolError(await call('listTagGames', { body: { ...SCOPE, tag: 'bogus' } }), 400)
  })

  opTest('listPlatformGames', 'lists a platform’s games by label with its main record', async () => {
    const result = await call('listPlatformGames', {
      body: { site_id: 1, currency: 'VND', device: 1, gp_id: PG_SOFT, game_type_id: 2 },
    })
    const data = successData('listPlatformGames', result)
    expect(data?.main.gp_id).toBe(PG_SOFT)
    const all = data?.list.find((label) => label.label === 'all')?.game_list ?? []
    expect(all.length).toBeGreaterThan(100)
    expect(all.every((game) => game.gp_id === PG_SOFT && game.member_favorite === 0)).toBe(true)
  })

  opTest(
    'listPlatformGames',
    'answers 404 for a platform the site does not offer for that type',
    async () => {
      expectBusinessError(
        await call('listPlatformGames', {
          body: { site_id: 1, currency: 'VND', device: 1, gp_id: PG_SOFT, game_type_id: 3 },
        }),
        404,
      )
    },
  )

  opTest('listPlatformGames', 'answers 400 for a game type outside 2–9', async () => {
    expectProtocolError(
      await call('listPlatformGames', {
        body: { site_id: 1, currency: 'VND', device: 1, gp_id: PG_SOFT, game_type_id: 11 },
      }),
      400,
    )
  })

  opTest('listTemplateGames', 'groups every game of the site by type (5,000+ in all)', async () => {
    const data = successData('listTemplateGames', await call('listTemplateGames', { body: SCOPE }))
    const total = data?.list.reduce((sum, section) => sum + section.game_list.length, 0) ?? 0
    expect(total).toBeGreaterThan(4000)
    for (const section of data?.list ?? [])
      expect(section.game_list.every((game) => game.game_type === section.gt_id)).toBe(true)
  })

  opTest('getSportQuickbetUrl', 'answers the sports frame address and its platform', async () => {
    const data = successData(
      'getSportQuickbetUrl',
      await call('getSportQuickbetUrl', { body: { ...SCOPE, domain: 'localhost' } }),
    )
    expect(data?.detail.url).toMatch(/^\/sandbox\/sports\?/)
    expect(data?.detail.gp_id).toBeGreaterThan(0)
  })

  /* ------------------------------------------------------------------ demo */

  opTest('listDemoGameTypes', 'lists only the demo platforms GPR8, GPJD, GPFC and GPJL', async () => {
    const data = successData('listDemoGameTypes', await call('listDemoGameTypes', { body: SCOPE }))
    const codes = data?.list.flatMap((type) => type.gp_list.map((platform) => platform.gp_code)) ?? []
    expect(codes.length).toBeGreaterThan(0)
    expect(codes.every((code) => DEMO_PLATFORMS.includes(code ?? ''))).toBe(true)
  })

  opTest('listDemoPlatformGames', 'lists the demo games of a demo platform', async () => {
    const data = successData(
      'listDemoPlatformGames',
      await call('listDemoPlatformGames', {
        body: { site_id: 1, currency: 'VND', device: 1, gp_id: 3, game_type_id: 2 },
      }),
    )
    expect(data?.list.length).toBeGreaterThan(50)
    expect(data?.list.every((game) => game.gp_id === 3)).toBe(true)
  })

  opTest('listDemoPlatformGames', 'answers an empty list for a platform without demos', async () => {
    const data = successData(
      'listDemoPlatformGames',
      await call('listDemoPlatformGames', {
        body: { site_id: 1, currency: 'VND', device: 1, gp_id: PG_SOFT, game_type_id: 2 },
      }),
    )
    expect(data?.list).toEqual([])
  })

  opTest('playDemoGame', 'starts a demo game for a guest: a playable address, no wallet', async () => {
    const demo = successData(
      'listDemoPlatformGames',
      await call('listDemoPlatformGames', {
        body: { site_id: 1, currency: 'VND', device: 1, gp_id: 3, game_type: 2, game_type_id: 2 },
      }),
    )?.list[0]
    if (!demo) throw new Error('no demo game')
    const data = successData(
      'playDemoGame',
      await call('playDemoGame', {
        body: {
          site_id: 1,
          currency: 'VND',
          device: 1,
          gp_id: demo.gp_id,
          game_type: 2,
          game_code: demo.game_code,
        },
      }),
    )
    expect(data?.game_url).toMatch(/^\/sandbox\/game\/[\w-]+$/)
  })

  opTest('playDemoGame', 'answers 404 for a game without a demo', async () => {
    const game = await firstGame(PG_SOFT)
    expectBusinessError(
      await call('playDemoGame', {
        body: {
          site_id: 1,
          currency: 'VND',
          device: 1,
          gp_id: PG_SOFT,
          game_type: 2,
          game_code: game.game_code,
        },
      }),
      404,
    )
  })

  opTest('playDemoGame', 'answers 203 for a platform under maintenance', async () => {
    const result = await call('playDemoGame', {
      body: { site_id: 1, currency: 'VND', device: 1, gp_id: HACKSAW, game_type: 2, game_code: 'HS20001' },
    })
    expect(result.code).toBe(203)
    expectValid(result)
  })

  opTest('playDemoGame', 'answers 400 without game_code', async () => {
    expectProtocolError(
      await call('playDemoGame', {
        body: { site_id: 1, currency: 'VND', device: 1, gp_id: 3, game_type: 2 },
      }),
      400,
    )
  })

  /* ------------------------------------------------------------------ play1 / leave1 */

  opTest('playGame', 'moves the main wallet into the platform and answers a game address', async () => {
    const auth = await token()
    const before = await myCash(auth)
    const game = await firstGame(PG_SOFT)
    const data = successData('playGame', await play(auth, game))
    expect(data && 'game_url' in data ? data.game_url : '').toMatch(/^\/sandbox\/game\//)
    const during = await myCash(auth)
    expect(during.main).toBe(0)
    expect(during.total).toBeCloseTo(before.total, 2)
    expect(await layoutCash(auth)).toBe(0)
    expectSuccess(await call('leaveGame', { body: { gp_id: PG_SOFT }, token: auth }))
  })

  opTest('playGame', 'publishes the new balance as member.cash on the member’s channel', async (context) => {
    skipUnless(context, 'in-process')
    const published: { channel: string; name: string; data: unknown }[] = []
    const detach = realtime.attach({
      publish: (channel, name, data) => void published.push({ channel, name, data }),
    })
    try {
      const auth = await token()
      await play(auth, await firstGame(PG_SOFT))
      expectSuccess(await call('leaveGame', { body: {}, token: auth }))
      const main = await layoutCash(auth)
      const pushed = () =>
        published
          .filter(
            (event) => event.channel === `member.${ACCOUNTS.demo888.id}` && event.name === 'member.cash',
          )
          .map((event) => event.data)
      // play1 pushes the emptied main wallet, leave1 the main wallet with the platform's money back.
      await expect.poll(pushed).toContainEqual({ cash: 0 })
      await expect.poll(pushed).toContainEqual({ cash: main })
      expect(main).toBeGreaterThan(0)
    } finally {
      detach()
    }
  })

  opTest('playGame', 'answers 203 with the maintenance window (start and end)', async () => {
    const auth = await token()
    const result = await play(auth, { gp_id: HACKSAW, game_type: 2, game_code: 'HS20001' })
    expect(result.code, result.text).toBe(203)
    expectValid(result)
    const data = result.data as components['schemas']['PlayGameMaintenanceData']
    expect(Date.parse(data.maintain_interval.start_at ?? '')).toBeGreaterThan(0)
    expect(Date.parse(data.maintain_interval.end_at ?? '')).toBeGreaterThan(
      Date.parse(data.maintain_interval.start_at ?? ''),
    )
  })

  opTest('playGame', 'answers 203 without times when the platform gave no window', async () => {
    const auth = await token()
    const before = await myCash(auth)
    const result = await play(auth, { gp_id: BOOONGO, game_type: 2, game_code: 'BG20001' })
    expect(result.code, result.text).toBe(203)
    expectValid(result)
    expect(result.data).toEqual({ maintain_interval: { start_at: null, end_at: null } })
    expect((await myCash(auth)).main).toBe(before.main)
  })

  opTest('playGame', 'answers 404 for a game the platform does not have', async () => {
    expectBusinessError(
      await play(await token(), { gp_id: PG_SOFT, game_type: 2, game_code: 'NOPE0000' }),
      404,
    )
  })

  opTest('playGame', 'answers 404 for a platform not offered in the member’s currency', async () => {
    expectBusinessError(await play(await token(), { gp_id: 999, game_type: 2, game_code: 'X' }), 404)
  })

  opTest('playGame', 'answers 400 without lobby_url, and 401 without a session', async () => {
    const auth = await token()
    expectProtocolError(
      await call('playGame', { body: { gp_id: PG_SOFT, game_type: 2, device: 1 }, token: auth }),
      400,
    )
    expectProtocolError(
      await call('playGame', { body: { gp_id: PG_SOFT, game_type: 2, lobby_url: '/close', device: 1 } }),
      401,
    )
  })

  opTest('leaveGame', 'brings the platform balance back to the main wallet', async () => {
    const auth = await token()
    const before = await myCash(auth)
    await play(auth, await firstGame(PG_SOFT))
    expectSuccess(await call('leaveGame', { body: { gp_id: PG_SOFT }, token: auth }))
    const after = await myCash(auth)
    expect(after.main).toBeCloseTo(before.main, 2)
    expect(after.total).toBeCloseTo(before.total, 2)
    expect(await layoutCash(auth)).toBeCloseTo(after.main, 2)
  })

  opTest('leaveGame', 'answers 401 without a session', async () => {
    expectProtocolError(await call('leaveGame', { body: {} }), 401)
  })

  /* ------------------------------------------------------------------ favourites and recently played */

  opTest('storeFavoriteGames', 'adds and removes favourites; the lists show member_favorite', async () => {
    const auth = await token()
    const game = await firstGame(PG_SOFT)
    const added = successData(
      'storeFavoriteGames',
      await call('storeFavoriteGames', { body: { data: [{ game_id: game.id, status: 1 }] }, token: auth }),
    )
    expect(added?.list).toEqual([{ game_id: game.id, status: 1 }])
    expect((await platformGames(PG_SOFT, 2, auth)).find((item) => item.id === game.id)?.member_favorite).toBe(
      1,
    )
    // Guests never see favourites.
    expect((await platformGames(PG_SOFT, 2)).find((item) => item.id === game.id)?.member_favorite).toBe(0)
    successData(
      'storeFavoriteGames',
      await call('storeFavoriteGames', { body: { data: [{ game_id: game.id, status: 0 }] }, token: auth }),
    )
    expect((await platformGames(PG_SOFT, 2, auth)).find((item) => item.id === game.id)?.member_favorite).toBe(
      0,
    )
  })

  opTest('storeFavoriteGames', 'skips unknown games', async () => {
    const data = successData(
      'storeFavoriteGames',
      await call('storeFavoriteGames', {
        body: { data: [{ game_id: 99999999, status: 1 }] },
        token: await token(),
      }),
    )
    expect(data?.list).toEqual([])
  })

  opTest(
    'storeFavoriteGames',
    'answers 400 for a status other than 0 or 1, and 401 without a session',
    async () => {
      const body = { data: [{ game_id: 1, status: 2 }] }
      expectProtocolError(await call('storeFavoriteGames', { body, token: await token() }), 400)
      expectProtocolError(
        await call('storeFavoriteGames', { body: { data: [{ game_id: 1, status: 1 }] } }),
        401,
      )
    },
  )

  opTest('listLastPlayingGames', 'lists the games just played, most recent first', async () => {
    const auth = await token()
    const games = await platformGames(PG_SOFT, 2)
    const [first, second] = games
    if (!first || !second) throw new Error('not enough games')
    await play(auth, first)
    await play(auth, second)
    expectSuccess(await call('leaveGame', { body: {}, token: auth }))
    const data = successData(
      'listLastPlayingGames',
      await call('listLastPlayingGames', { body: { site_id: 1, currency: 'VND' }, token: auth }),
    )
    expect(data?.list.slice(0, 2).map((item) => item.game_id)).toEqual([second.id, first.id])
  })

  opTest('listLastPlayingGames', 'answers 401 without a session', async () => {
    expectProtocolError(await call('listLastPlayingGames', { body: { site_id: 1, currency: 'VND' } }), 401)
  })
})
