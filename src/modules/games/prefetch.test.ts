// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { allSettled, fork } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { answerFetchFromSandbox } from '../../test-sandbox'

/** A hall's games are asked for before its code has loaded, under the keys the page asks with. */
vi.stubEnv('VITE_API_BASE', 'http://localhost/api')
const { gamesQueries } = await import('./queries')
const { prefetchGameTabs, prefetchPlatformGames, prefetchTypeGames } = await import('./prefetch')
const { gameScopeIn } = await import('./ui/use-game-scope')
const { visitorCountryReceived } = await import('@/modules/session')
const { $viewportWidth } = await import('@/platform/device')

const asked = answerFetchFromSandbox()

describe('prefetchTypeGames', () => {
  it("loads a phone guest's first live games and type list in the visitor's currency; the page then asks for nothing more", async () => {
    const client = new QueryClient()
    const scope = fork({ values: [[$viewportWidth, 390]] })
    await allSettled(visitorCountryReceived, { scope, params: 'VN' })
    prefetchTypeGames(client, scope, { gtId: 3 })
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
    expect(asked.sort()).toEqual(['/api/v2/get_template_game_list', '/api/v3/game_list'].sort())

    asked.length = 0
    // The phone layout lists mobile games (support device 1), a guest has no favourites.
    const firstView = await client.ensureQueryData(
      gamesQueries.typeFirstView({ currency: 'VND', supportDevice: 1, member: null, gtId: 3, gpId: null }),
    )
    await client.ensureQueryData(gamesQueries.catalog({ currency: 'VND', supportDevice: 1, member: null }))
    await client.ensureQueryData(gamesQueries.types({ currency: 'VND', supportDevice: 1 }))
    expect(asked).toEqual([])
    expect(firstView.games.length).toBeGreaterThan(0)
    expect(firstView.games.every((game) => game.game_type === 3)).toBe(true)
  })
})

describe('prefetchPlatformGames', () => {
  it("loads one platform's slot list under the key the slot list asks with", async () => {
    const client = new QueryClient()
    const scope = fork({ values: [[$viewportWidth, 1280]] })
    await allSettled(visitorCountryReceived, { scope, params: 'VN' })
    asked.length = 0
    prefetchPlatformGames(client, scope, { gtId: 2, gpId: 2 })
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
    expect(asked).toEqual(['/api/v2/game_label'])

    asked.length = 0
    const { currency, device, member } = gameScopeIn(scope)
    await client.ensureQueryData(
      gamesQueries.platform({ currency, device, gpId: 2, gtId: 2, house: undefined, member }),
    )
    expect(asked).toEqual([])
  })
})

describe('prefetchGameTabs', () => {
  it('loads the type list, then the hot games of the first type, the tab the home page opens on', async () => {
    const client = new QueryClient()
    const scope = fork({ values: [[$viewportWidth, 390]] })
    await allSettled(visitorCountryReceived, { scope, params: 'VN' })
    prefetchGameTabs(client, scope)
    await vi.waitFor(() =>
      expect(client.getQueryCache().findAll({ queryKey: ['games', 'tags'] })).toHaveLength(1),
    )
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))

    asked.length = 0
    const types = await client.ensureQueryData(gamesQueries.types({ currency: 'VND', supportDevice: 1 }))
    const first = types?.list[0]?.gt_id ?? 2
    await client.ensureQueryData(
      gamesQueries.tags({ currency: 'VND', supportDevice: 1, gtId: first, tag: 'hot' }),
    )
    expect(asked).toEqual([])
  })
})
