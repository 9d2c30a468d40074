/** Spec §2: the history list resets to a single entry on these pages. */
const RESET_PATHS = [/^\/$/, /^\/discount(\/|$)/, /^\/user(\/|$)/, /^\/sponsor(\/|$)/, /^\/proxy(\/|$)/]

/** The router's own index of a history entry (TanStack history keeps it in the entry's state). */
const INDEX_KEY = '__TSR_index'

/** The path without its optional locale prefix. */
function withoutLocale(pathname: string, localePrefixes: readonly string[]): string {
  const segments = pathname.split('/')
  const first = segments[1]?.toLowerCase()
  return first && localePrefixes.includes(first) ? '/' + segments.slice(2).join('/') : pathname
}

/**
 * Whether arriving at `pathname` resets the history (the locale prefix aside). Coming from the same page
 * in another language (`from`) is a language switch, not a visit: the history stays.
 */
export function shouldResetHistory(
  pathname: string,
  localePrefixes: readonly string[],
  from?: string,
): boolean {
  const bare = withoutLocale(pathname, localePrefixes)
  if (from !== undefined && from !== pathname && withoutLocale(from, localePrefixes) === bare) return false
  return RESET_PATHS.some((re) => re.test(bare))
}

function indexOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !(INDEX_KEY in state)) return null
  const index: unknown = state[INDEX_KEY]
  return typeof index === 'number' && Number.isSafeInteger(index) ? index : null
}

type HistoryWindow = Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener'>

/**
 * Reset to a single entry (spec §2). The browser cannot delete history entries, so the site walks
 * back to its first entry of this visit and puts the reset page there: Back from the reset page then
 * leaves the site instead of replaying the pages before it. The walk's own popstate is kept from the
 * router, which never renders the page walked over.
 *
 * `firstIndex` is the router index of the page the visit started on.
 */
export function resetHistoryToSingleEntry(firstIndex: number, win: HistoryWindow = window): Promise<boolean> {
  const state: unknown = win.history.state
  const index = indexOf(state)
  if (index === null || index <= firstIndex) return Promise.resolve(false)
  const href = `${win.location.pathname}${win.location.search}${win.location.hash}`
  const entryState =
    typeof state === 'object' && state !== null ? { ...state, [INDEX_KEY]: firstIndex } : state
  return new Promise((resolve) => {
    const swallow = (event: Event) => {
      event.stopImmediatePropagation()
      win.removeEventListener('popstate', swallow, { capture: true })
      win.history.replaceState(entryState, '', href)
      resolve(true)
    }
    win.addEventListener('popstate', swallow, { capture: true })
    win.history.go(firstIndex - index)
  })
}

/** The router index of the entry shown now (read once the router has stamped it). */
export function currentHistoryIndex(win: Pick<Window, 'history'> = window): number {
  return indexOf(win.history.state) ?? 0
}
