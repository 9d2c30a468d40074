import { createEvent } from 'effector'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this module in a task of its own (see `nextTask`).
await nextTask()

/**
 * Fired once at boot, inside the app's scope, before the first render: what the first view's requests
 * depend on (the site detail and the visitor's country, which decide a guest's currency).
 */
export const bootStarted = createEvent()

/** Fired once at boot, inside the app's scope, after the first render. */
export const appStarted = createEvent()

/** A newer build is deployed: the next navigation reloads the page (spec §4). */
export const buildOutdated = createEvent()

/** The router resolved the first location, its redirects (/register, /fastDeposit…) done. */
export const firstPageResolved = createEvent()

/**
 * The first page has rendered and the browser is idle: work no first view needs (the realtime
 * connection and its SDK) starts now, after the page's own code and data.
 */
export const firstPageShown = createEvent()
