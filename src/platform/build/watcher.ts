/** Spec §4/§7: build manifest polling and chunk-load recovery. */
export const RELOAD_GUARD_MS = 10_000
const RELOAD_KEY = 'lotus:chunk-reload'

type ConnectionInfo = { effectiveType?: string; saveData?: boolean }

function isSlowConnection(): boolean {
  const connection: ConnectionInfo | undefined = (navigator as Navigator & { connection?: ConnectionInfo })
    .connection
  return connection?.effectiveType === 'slow-2g' || connection?.saveData === true
}

export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
  if (!response.ok) return undefined
  const body: unknown = await response.json()
  if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string') return body.id
  return undefined
}

/**
 * Polls the build manifest (first check on idle after 1000 ms, skipped on slow-2g); when the id differs
 * from the running build, `onOutdated` is called once so the next navigation reloads.
 */
export function watchBuild(options: {
  buildId: string
  intervalMs: number
  onOutdated: () => void
}): () => void {
  if (options.buildId === 'dev' || isSlowConnection()) return () => {}
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = async () => {
    if (stopped) return
    try {
      const latest = await fetchLatestBuildId()
      if (latest && latest !== options.buildId) {
        options.onOutdated()
        return
      }
    } catch {
      // offline: try again later
    }
    if (options.intervalMs > 0) timer = setTimeout(check, options.intervalMs)
  }
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1))
  timer = setTimeout(() => idle(() => void check()), 1000)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/** Decides whether a chunk failure on `path` may reload now: once per path within 10 s. */
export function shouldReloadForChunkError(
  path: string,
  now: number,
  last: { path: string; at: number } | undefined,
): boolean {
  return !(last && last.path === path && now - last.at < RELOAD_GUARD_MS)
}

/** Installs the chunk-load failure handler (Vite emits `vite:preloadError`). */
export function installChunkReload(): () => void {
  const onError = (event: Event) => {
    const path = window.location.pathname
    let last: { path: string; at: number } | undefined
    try {
      const raw = sessionStorage.getItem(RELOAD_KEY)
      last = raw ? (JSON.parse(raw) as { path: string; at: number }) : undefined
    } catch {
      last = undefined
    }
    const now = Date.now()
    if (!shouldReloadForChunkError(path, now, last)) return
    event.preventDefault()
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path, at: now }))
    window.location.reload()
  }
  window.addEventListener('vite:preloadError', onError)
  return () => window.removeEventListener('vite:preloadError', onError)
}
