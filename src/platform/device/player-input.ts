import { createEvent, createStore } from 'effector'

/** After the last key or press, the player counts as busy this long. */
export const PLAYER_QUIET_MS = 1200

/** Told whenever the player starts or stops typing or pressing. */
export const playerBusyChanged = createEvent<boolean>()
/**
 * The player is typing into a field or has just pressed something: what opens by itself (the pop-up
 * discount) waits, so it takes neither the keys nor the press meant for the page.
 */
export const $playerBusy = createStore(false, { serialize: 'ignore' }).on(
  playerBusyChanged,
  (_, busy) => busy,
)

/** Told whenever the first dialog the player opened appears or the last one closes. */
export const playerDialogChanged = createEvent<boolean>()
/** A dialog the player opened (sign-in, a game's details, login) is on screen: what opens by itself waits. */
export const $playerDialogOpen = createStore(false, { serialize: 'ignore' }).on(
  playerDialogChanged,
  (_, open) => open,
)

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number'])

/** Whether `element` takes typed text (a text input, a text area, an editable region). */
export function takesText(element: Element | null): boolean {
  if (!element) return false
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled
  if (element instanceof HTMLInputElement) {
    return TEXT_INPUT_TYPES.has(element.type) && !element.readOnly && !element.disabled
  }
  return element instanceof HTMLElement && element.isContentEditable
}

/** Calls `report(busy)` whenever the player's being busy changes. Returns the disposer. */
export function watchPlayerInput(report: (busy: boolean) => void, quietMs = PLAYER_QUIET_MS): () => void {
  let busy = false
  let pressedAt = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  const update = () => {
    const now = takesText(document.activeElement) || performance.now() - pressedAt < quietMs
    if (now !== busy) {
      busy = now
      report(busy)
    }
  }
  const pressed = () => {
    pressedAt = performance.now()
    clearTimeout(timer)
    timer = setTimeout(update, quietMs)
    update()
  }
  const focusMoved = () => setTimeout(update, 0)
  const options = { capture: true, passive: true }
  document.addEventListener('keydown', pressed, options)
  document.addEventListener('pointerdown', pressed, options)
  document.addEventListener('focusin', focusMoved, options)
  document.addEventListener('focusout', focusMoved, options)
  update()
  return () => {
    clearTimeout(timer)
    document.removeEventListener('keydown', pressed, options)
    document.removeEventListener('pointerdown', pressed, options)
    document.removeEventListener('focusin', focusMoved, options)
    document.removeEventListener('focusout', focusMoved, options)
  }
}
