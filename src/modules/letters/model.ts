import { createEvent, createStore, sample } from 'effector'
import { $memberId } from '@/modules/session'
import { queryFx } from '@/platform/query'
import { lettersQueries } from './queries'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

/** The inbox changed on the server (realtime letter.sent / letter.read / letter.delete, or a login). */
export const lettersChanged = createEvent()

/** The letters dialog of the header (the inbox outside the member centre). */
export const letterCenterOpened = createEvent()
export const letterCenterClosed = createEvent()
export const $letterCenterOpen = createStore(false)
  .on(letterCenterOpened, () => true)
  .on(letterCenterClosed, () => false)
  .reset($memberId.updates)

const refreshLettersFx = queryFx((client, memberId: number | null) =>
  memberId === null
    ? client.removeQueries({ queryKey: lettersQueries.all() })
    : client.invalidateQueries({ queryKey: lettersQueries.member(memberId) }),
)

// A login, a logout or another member: the inbox of whoever owns it now (none: forgotten).
sample({ clock: [lettersChanged, $memberId.updates], source: $memberId, target: refreshLettersFx })
