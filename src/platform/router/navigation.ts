import { createEffect } from 'effector'

/** A path inside the app, replacing the current history entry or not. */
export type AppNavigation = { to: string; replace: boolean }

type Navigator = (target: AppNavigation) => Promise<void> | void

// Until the app binds its router (and in unit tests), a plain page load.
let navigator: Navigator = ({ to, replace }) => {
  if (replace) window.location.replace(to)
  else window.location.assign(to)
}

/** The app hands over its router once at boot; models navigate through `navigateFx`. */
export function bindNavigation(next: Navigator) {
  navigator = next
}

/** Model-driven navigation (after a login, at the end of a session): an effect, not a store the view watches. */
export const navigateFx = createEffect((target: AppNavigation) => navigator(target))
