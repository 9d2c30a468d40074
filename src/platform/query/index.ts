/**
 * The bridge between effector and the query cache. The app creates its one QueryClient at boot and
 * puts it into the forked scope (`fork({ values: [[$queryClient, client]] })`); effects reach it through
 * `queryFx`, never through a store of their own. Reads (`fetchQuery`), invalidation and pushed data
 * (`setQueryData`) all go through this one client.
 */
import { QueryClient } from '@tanstack/react-query'
import { attach, createStore } from 'effector'
import { nextTask } from '../scheduling'

// The entry evaluates this module in a task of its own (see `nextTask`).
await nextTask()

/**
 * How long server state that must be current whenever a page shows it (balances, records, reports) stays
 * fresh after it arrived: long enough that what a route's loader asked for is not asked again when the
 * page mounts, short enough that coming back to the page asks again. Money moves invalidate it at once.
 */
export const CURRENT_STALE_MS = 3_000

/** Outside a scope that provides one (a unit test that does not care), an empty cache of its own. */
export const $queryClient = createStore(new QueryClient(), { serialize: 'ignore', name: 'queryClient' })

/** An effect that works on the app's query cache: `queryFx((client, params) => client.invalidateQueries(…))`. */
export function queryFx<Params = void, Done = void>(
  run: (client: QueryClient, params: Params) => Done | Promise<Done>,
) {
  return attach({
    source: $queryClient,
    effect: (client: QueryClient, params: Params) => run(client, params),
  })
}
