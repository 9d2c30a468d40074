import source from './start-after-first-view.js?raw'

/** The id of the JSON block that names the app's scripts (read by the inline script below). */
export const APP_SCRIPTS_ID = 'app-scripts'

/**
 * What the document starts once its first view is on screen: module preloads, then the entry scripts.
 * `firstView` is false when the server rendered only the frame of a page rendered in the browser (a
 * member page): there is nothing to wait for, and its code is asked for as soon as the document is parsed.
 */
export type AppScripts = { preloads: string[]; entries: string[]; firstView: boolean }

/** The inline script that asks for the app's scripts once the first view is on screen. */
export const START_AFTER_FIRST_VIEW = source.trim()
