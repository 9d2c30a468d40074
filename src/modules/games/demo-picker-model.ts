import { createEvent, createStore, sample } from 'effector'
import type { GameTypeId } from './api'
import { $gameDialog, gameDialogClosed, gameStartRequested } from './model'

/* ------------------------------------------------------------------ demo picker (spec §4 demo flow) */

/** The demo picker (game types, then demo providers and their games) opens or closes. */
export const demoPickerOpened = createEvent<{ gtId?: GameTypeId | undefined }>()
export const demoPickerClosed = createEvent()
/** The demo picker: closed, or open on a game type (null: the first type with demo games). */
export const $demoPicker = createStore<{ gtId: GameTypeId | null } | null>(null)

$demoPicker.on(demoPickerOpened, (_, { gtId }) => ({ gtId: gtId ?? null })).reset(demoPickerClosed)

// A demo start from the picker closes it; the session dialogs take over from there.
sample({ clock: gameStartRequested, filter: (request) => request.demo === true, target: demoPickerClosed })
// "Try the demo games" from the demo-mode notice.
sample({
  clock: demoPickerOpened,
  source: $gameDialog,
  filter: (dialog) => dialog?.kind === 'notice',
  target: gameDialogClosed,
})
