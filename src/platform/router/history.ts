/** Spec §2: the history list resets to a single entry on these pages. */
const RESET_PATHS = [/^\/$/, /^\/discount(\/|$)/, /^\/user(\/|$)/, /^\/sponsor(\/|$)/, /^\/proxy(\/|$)/]

/** Strips the optional locale prefix before matching. */
export function shouldResetHistory(pathname: string, localePrefixes: readonly string[]): boolean {
  const segments = pathname.split('/')
  const first = segments[1]?.toLowerCase()
  const bare = first && localePrefixes.includes(first) ? '/' + segments.slice(2).join('/') : pathname
  return RESET_PATHS.some((re) => re.test(bare))
}

/**
 * The browser history cannot be truncated; "reset to a single entry" means a back navigation from
 * these pages must leave the site's history stack rather than walk into earlier pages. We record the
 * reset point so in-app "back" buttons go home instead of replaying the stack.
 */
export function markHistoryRoot() {
  if (typeof window === 'undefined') return
  window.history.replaceState({ ...(window.history.state ?? {}), lotusRoot: true }, '')
}
