/**
 * Every way a platform launches a game (spec §4, §8): an address opened in a window, a modal, the site's
 * own page (`/play`) or a redirect, and launches the provider forwards: the address then arrives as the
 * private event `game.url`, after `forward_game.status` 957 when the platform refuses the transfer.
 */
import { afterEach, beforeAll, describe, expect } from 'vitest'
import { realtime } from '../../server/realtime/publisher.ts'
import { call } from './support/client.ts'
import { opTest, successData } from './support/harness.ts'
import { ACCOUNTS, loginAs } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

/** Seed platforms of site 1 (VND), by how they launch. */
const PLATFORMS = {
  window: { gp_id: 2, game_type: 2 }, // PG Soft
  modal: { gp_id: 22, game_type: 2 }, // Red Tiger (SA Gaming's live tables too)
  page: { gp_id: 16, game_type: 2 }, // Microgaming
  redirect: { gp_id: 17, game_type: 2 }, // Habanero
  forwarded: { gp_id: 19, game_type: 2 }, // KA Gaming
  transferDisabled: { gp_id: 20, game_type: 2 }, // Spadegaming
} as const

const MEMBER_ID = ACCOUNTS.demo888.id

async function token(): Promise<string> {
  const value = await loginAs('demo888')
  if (!value) throw new Error('no session')
  return value
}

async function play(platform: { gp_id: number; game_type: number }) {
  const auth = await token()
  const data = successData(
    'playGame',
    await call('playGame', {
      body: { ...platform, lobby_url: 'http://localhost/close', device: 1 },
      token: auth,
      lang: 'en_US',
    }),
  )
  if (!data || !('game_url' in data)) throw new Error(`no launch answer for platform ${platform.gp_id}`)
  return data
}

async function cash(): Promise<{ main: number; platforms: Map<number, number> }> {
  const data = successData('getMyCash', await call('getMyCash', { body: {}, token: await token() }))
  const held = data.my_cash_list.reduce((sum, entry) => sum + entry.cash, 0)
  return {
    main: data.total - held,
    platforms: new Map(data.my_cash_list.map((entry) => [entry.gp_id, entry.cash])),
  }
}

beforeAll(async () => {
  await getTarget()
}, 180_000)

afterEach(async () => {
  await call('leaveGame', { body: {}, token: await token() })
})

describe('open modes', () => {
  opTest('playGame', 'each platform answers its address with the mode it forces', async () => {
    expect(await play(PLATFORMS.window)).toEqual({ game_url: expect.stringMatching(/^\/sandbox\/game\//) })
    for (const mode of ['modal', 'page', 'redirect'] as const) {
      const data = await play(PLATFORMS[mode])
      expect(data.open_mode, mode).toBe(mode)
      expect(data.game_url, mode).toMatch(/^\/sandbox\/game\//)
    }
  })
})

describe('forwarded launches', requires('in-process'), () => {
  function recordEvents() {
    const seen: { channel: string; name: string; data: unknown }[] = []
    const detach = realtime.attach({
      publish: (channel, name, data) => void seen.push({ channel, name, data }),
    })
    return { seen, detach }
  }

  opTest(
    'playGame',
    'a forwarding platform answers no address; game.url brings it on the member channel',
    async () => {
      const { seen, detach } = recordEvents()
      try {
        const before = await cash()
        const data = await play(PLATFORMS.forwarded)
        expect(data.game_url).toBeNull()
        await expect
          .poll(() => seen.filter((event) => event.name === 'game.url'), { timeout: 5_000 })
          .toHaveLength(1)
        const event = seen.find((candidate) => candidate.name === 'game.url')
        expect(event?.channel).toBe(`member.${MEMBER_ID}`)
        expect(event?.data).toEqual({ game_url: expect.stringMatching(/^\/sandbox\/game\//), gp_id: 19 })
        expect(seen.some((candidate) => candidate.name === 'forward_game.status')).toBe(false)
        // The money moved to the platform as for any launch.
        const after = await cash()
        expect(after.platforms.get(19)).toBe(before.main)
      } finally {
        detach()
      }
    },
  )

  opTest(
    'playGame',
    'a platform refusing the transfer sends 957 first, then the address; no money moves',
    async () => {
      const { seen, detach } = recordEvents()
      try {
        const before = await cash()
        const data = await play(PLATFORMS.transferDisabled)
        expect(data.game_url).toBeNull()
        await expect
          .poll(() => seen.filter((event) => event.name === 'game.url'), { timeout: 5_000 })
          .toHaveLength(1)
        const names = seen
          .filter((event) => event.channel === `member.${MEMBER_ID}`)
          .map((event) => event.name)
        expect(names.indexOf('forward_game.status')).toBeGreaterThanOrEqual(0)
        expect(names.indexOf('forward_game.status')).toBeLessThan(names.indexOf('game.url'))
        const status = seen.find((event) => event.name === 'forward_game.status')
        expect(status?.data).toEqual({ code: 957, message: expect.stringContaining('disabled') })
        const after = await cash()
        expect(after.main).toBe(before.main)
        expect(after.platforms.get(20) ?? 0).toBe(0)
      } finally {
        detach()
      }
    },
  )

  opTest('playGame', 'a launch that fails sends nothing', async () => {
    const { seen, detach } = recordEvents()
    try {
      const result = await call('playGame', {
        body: {
          gp_id: 19,
          game_type: 2,
          game_code: 'NOPE0000',
          lobby_url: 'http://localhost/close',
          device: 1,
        },
        token: await token(),
      })
      expect(result.code).toBe(404)
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect(
        seen.filter((event) => event.name === 'game.url' || event.name === 'forward_game.status'),
      ).toEqual([])
    } finally {
      detach()
    }
  })
})
