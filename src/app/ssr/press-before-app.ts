// The app's side of the inline script's hand-over (`start-after-first-view.js`), kept apart from
// `app-scripts.ts`, which carries the script's text to the server.
/** The event the inline script answers with the control pressed before the app took the page over. */
export const APP_TAKES_OVER = 'app-takes-over'

/**
 * Takes the page over from the inline script: it stops watching presses and hands over the control
 * pressed last before now (null if none). Presses from here on reach the app: React replays those on
 * parts it has not hydrated yet.
 */
export function takePressBeforeApp(): Element | null {
  const handover: { pressed: Element | null } = { pressed: null }
  document.dispatchEvent(new CustomEvent(APP_TAKES_OVER, { detail: handover }))
  return handover.pressed
}
