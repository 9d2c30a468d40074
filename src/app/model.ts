import { createEvent, createStore, sample } from 'effector'

/** Fired once at boot, inside the app's scope, after the first render. */
export const appStarted = createEvent()

/** A newer build is deployed: the next navigation reloads the page (spec §4). */
export const buildOutdated = createEvent()
export const $reloadOnNavigation = createStore(false)

sample({ clock: buildOutdated, fn: () => true, target: $reloadOnNavigation })
