import { createEvent, createStore, sample } from 'effector'
import { queryFx } from '@/platform/query'
import { lettersQueries } from './queries'

/** Who owns the inbox: the member id while logged in, null for guests (fed by the session flow). */
export const lettersMemberChanged = createEvent<number | null>()
export const $lettersMember = createStore<number | null>(null).on(lettersMemberChanged, (_, id) => id)

/** The inbox changed on the server (realtime letter.sent / letter.read / letter.delete, or a login). */
export const lettersChanged = createEvent()

/** The letters dialog of the header (the inbox outside the member centre). */
export const letterCenterOpened = createEvent()
export const letterCenterClosed = createEvent()
export const $letterCenterOpen = createStore(false)
  .on(letterCenterOpened, () => true)
  .on(letterCenterClosed, () => false)
  .reset(lettersMemberChanged)

const refreshLettersFx = queryFx((client, memberId: number | null) =>
  memberId === null
    ? client.removeQueries({ queryKey: lettersQueries.all() })
    : client.invalidateQueries({ queryKey: lettersQueries.member(memberId) }),
)

sample({ clock: [lettersChanged, lettersMemberChanged], source: $lettersMember, target: refreshLettersFx })
