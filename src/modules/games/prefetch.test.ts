// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { allSettled, fork } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { answerFetchFromSandbox } from '../../test-sandbox'

/** A hall's games are asked for before its code has loaded, under the keys the page asks with. */
vi.stubEnv('VITE_API_BASE', 'http://localhost/api')
const { gamesQueries } = await import('./queries')
const { prefetchTypeGames } = await import('./prefetch')
const { visitorCountryReceived } = await import('@/modules/session')
const { $viewportWidth } = await import('@/platform/device')

const asked = answerFetchFromSandbox()

describe('prefetchTypeGames', () => {
  it("loads a phone guest's catalogue and type list in the visitor's currency; the page then asks for nothing more", async () => {
    const client = new QueryClient()
    const scope = fork({ values: [[$viewportWidth, 390]] })
    await allSettled(visitorCountryReceived, { scope, params: 'VN' })
    prefetchTypeGames(client, scope)
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
    expect(asked.sort()).toEqual(['/api/v2/get_template_game_list', '/api/v3/game_list'].sort())

    asked.length = 0
    // The phone layout lists mobile games (support device 1), a guest has no favourites.
    await client.ensureQueryData(gamesQueries.catalog({ currency: 'VND', supportDevice: 1, member: null }))
    await client.ensureQueryData(gamesQueries.types({ currency: 'VND', supportDevice: 1 }))
    expect(asked).toEqual([])
  })
})
