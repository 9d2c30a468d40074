import { createEvent } from 'effector'

/** Fired once at boot, inside the app's scope, after the first render. */
export const appStarted = createEvent()

/** A newer build is deployed: the next navigation reloads the page (spec §4). */
export const buildOutdated = createEvent()
