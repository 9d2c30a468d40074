// The app's side of the inline script's hand-over (`start-after-first-view.js`), kept apart from
// `app-scripts.ts`, which carries the script's text to the server.

/** The event the inline script answers with the control pressed before the app took the page over. */
export const APP_TAKES_OVER = 'app-takes-over'

const LATER_INPUT = ['pointerdown', 'keydown'] as const

/**
 * Takes the page over from the inline script: it stops watching presses and hands over the control
 * pressed last before now. Presses from here on reach the app (React replays those on parts it has not
 * hydrated yet). Returns what presses that control again, once, when the page answers: nothing if
 * there was none, if hydration replaced it, or if the player has pressed or typed since the hand-over
 * (their newer input comes first, and pressing a toggle again would undo it).
 */
export function takePressBeforeApp(): () => void {
  const handover: { pressed: Element | null } = { pressed: null }
  document.dispatchEvent(new CustomEvent(APP_TAKES_OVER, { detail: handover }))
  let pressed = handover.pressed
  if (pressed === null) return () => {}
  const forget = () => {
    pressed = null
  }
  for (const type of LATER_INPUT) addEventListener(type, forget, { capture: true, once: true })
  return () => {
    for (const type of LATER_INPUT) removeEventListener(type, forget, { capture: true })
    if (pressed instanceof HTMLElement && pressed.isConnected) pressed.click()
    pressed = null
  }
}
