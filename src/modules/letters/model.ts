import type { QueryClient } from '@tanstack/react-query'
import { createEffect, createEvent, createStore, sample } from 'effector'
import { lettersQueries } from './queries'

/** Who owns the inbox: the member id while logged in, null for guests (fed by the session flow). */
export const lettersMemberChanged = createEvent<number | null>()
export const $lettersMember = createStore<number | null>(null).on(lettersMemberChanged, (_, id) => id)

/** The inbox changed on the server (realtime letter.sent / letter.read / letter.delete, or a login). */
export const lettersChanged = createEvent()

/** The query client the inbox lives in, handed over by the first mounted inbox widget. */
export const lettersQueryClientAttached = createEvent<QueryClient>()
const $queryClient = createStore<QueryClient | null>(null, { serialize: 'ignore' }).on(
  lettersQueryClientAttached,
  (_, client) => client,
)

/** The letters dialog of the header (the inbox outside the member centre). */
export const letterCenterOpened = createEvent()
export const letterCenterClosed = createEvent()
export const $letterCenterOpen = createStore(false)
  .on(letterCenterOpened, () => true)
  .on(letterCenterClosed, () => false)
  .reset(lettersMemberChanged)

const refreshLettersFx = createEffect(
  ({ client, memberId }: { client: QueryClient; memberId: number | null }) =>
    memberId === null
      ? client.removeQueries({ queryKey: lettersQueries.all() })
      : client.invalidateQueries({ queryKey: lettersQueries.member(memberId) }),
)

sample({
  clock: [lettersChanged, lettersMemberChanged],
  source: { client: $queryClient, memberId: $lettersMember },
  filter: (source): source is { client: QueryClient; memberId: number | null } => source.client !== null,
  target: refreshLettersFx,
})
