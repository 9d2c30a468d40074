/**
 * Named icons (spec §7, §9): the site's own icon endpoint `/_nuxt_icon/{prefix}.json?icons=a,b`
 * first, with a 1,500 ms budget; what it cannot give comes from the public Iconify API, whose hosts
 * are tried in turn (a host that has not answered in 750 ms gets a second one beside it), for 5 s at
 * most. Names asked for in the same moment travel in one request, each URL under 500 characters.
 */
import * as z from 'zod/mini'

/** The part of an Iconify icon set (the contract's `IconifyIconSet`) that drawing an icon needs. */
const iconSetSchema = z.object({
  prefix: z.string(),
  icons: z.record(
    z.string(),
    z.object({ body: z.string(), width: z.optional(z.number()), height: z.optional(z.number()) }),
  ),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
})
export type IconSet = z.infer<typeof iconSetSchema>
export type IconData = { body: string; width: number; height: number }

export const ICON_TIMEOUT_MS = 1500
export const ICON_URL_MAX = 500
export const PUBLIC_ICON_TIMEOUT_MS = 5000
export const PUBLIC_ICON_ROTATE_MS = 750
export const PUBLIC_ICON_HOSTS = [
  'https://api.iconify.design',
  'https://api.simplesvg.com',
  'https://api.unisvg.com',
] as const

/** The collection the site's icon endpoint serves as its own (the sandbox's `lotus`). */
export const OWN_ICON_COLLECTIONS: readonly string[] = ['lotus']

/** `prefix:name`, both lower-case Iconify names. */
const ICON_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:[-_][a-z0-9]+)*)$/

export function parseIconName(full: string): { prefix: string; name: string } | null {
  const match = ICON_NAME.exec(full)
  return match?.[1] && match[2] ? { prefix: match[1], name: match[2] } : null
}

/** The names split into groups whose URL (`address(group)`) stays under `ICON_URL_MAX`. */
export function groupsUnderUrlLimit(
  names: readonly string[],
  address: (group: string[]) => string,
): string[][] {
  const groups: string[][] = []
  let current: string[] = []
  for (const name of names) {
    const next = [...current, name]
    if (current.length > 0 && address(next).length >= ICON_URL_MAX) {
      groups.push(current)
      current = [name]
    } else current = next
  }
  if (current.length > 0) groups.push(current)
  return groups
}

/** Reads one icon set; null on any failure (network, status, timeout, a body that is no icon set). */
export type IconSetFetch = (url: string, signal: AbortSignal) => Promise<IconSet | null>

/**
 * Asks the public hosts in turn: the first at once, the next whenever `rotateMs` pass without an
 * answer; the first set that arrives wins and the others are cancelled; null after `timeoutMs`.
 */
export function fromPublicHosts(
  path: string,
  fetchSet: IconSetFetch,
  {
    hosts = PUBLIC_ICON_HOSTS,
    rotateMs = PUBLIC_ICON_ROTATE_MS,
    timeoutMs = PUBLIC_ICON_TIMEOUT_MS,
  }: { hosts?: readonly string[]; rotateMs?: number; timeoutMs?: number } = {},
): Promise<IconSet | null> {
  return new Promise((resolve) => {
    const controller = new AbortController()
    const timers: ReturnType<typeof setTimeout>[] = []
    let pending = 0
    let next = 0
    let settled = false
    const finish = (set: IconSet | null) => {
      if (settled) return
      settled = true
      for (const timer of timers) clearTimeout(timer)
      controller.abort()
      resolve(set)
    }
    const ask = () => {
      const host = hosts[next]
      if (settled || host === undefined) return
      next += 1
      pending += 1
      timers.push(setTimeout(ask, rotateMs))
      void fetchSet(`${host}${path}`, controller.signal).then((set) => {
        pending -= 1
        if (set) finish(set)
        // Every host asked so far failed: the next one is asked now rather than at its turn.
        else if (pending === 0 && next < hosts.length) ask()
        else if (pending === 0) finish(null)
      })
    }
    timers.push(setTimeout(() => finish(null), timeoutMs))
    ask()
  })
}

function dataOf(set: IconSet | null, name: string): IconData | null {
  const icon = set?.icons[name]
  if (!set || !icon) return null
  return { body: icon.body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 }
}

/** Fetches with a deadline and checks the answer is an icon set. */
export const fetchIconSet: IconSetFetch = async (url, signal) => {
  try {
    const response = await fetch(url, { signal, credentials: 'same-origin' })
    if (!response.ok) return null
    const parsed = iconSetSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export type IconLoaderOptions = {
  /** The API base of the site (`/api`). */
  apiBase: string
  fetchSet?: IconSetFetch
  publicHosts?: readonly string[]
  /**
   * The site's own collections: the public API does not have them, so they are never asked there;
   * a try that ran out of time is made once more instead.
   */
  ownCollections?: readonly string[]
}

/** Loads named icons, each once; names asked for in the same task share requests. */
export function createIconLoader({
  apiBase,
  fetchSet = fetchIconSet,
  publicHosts,
  ownCollections = OWN_ICON_COLLECTIONS,
}: IconLoaderOptions) {
  const cache = new Map<string, Promise<IconData | null>>()
  const waiting = new Map<string, Map<string, (data: IconData | null) => void>>()
  let flushQueued = false

  const ownUrl = (prefix: string, names: string[]) =>
    `${apiBase}/_nuxt_icon/${prefix}.json?icons=${names.join(',')}`
  const publicPath = (prefix: string, names: string[]) => `/${prefix}.json?icons=${names.join(',')}`

  function fromSite(prefix: string, names: string[]): Promise<IconSet | null> {
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(), ICON_TIMEOUT_MS)
    return fetchSet(ownUrl(prefix, names), deadline.signal).finally(() => clearTimeout(timer))
  }

  async function loadGroup(prefix: string, names: string[]): Promise<Map<string, IconData | null>> {
    const ownCollection = ownCollections.includes(prefix)
    const own = (await fromSite(prefix, names)) ?? (ownCollection ? await fromSite(prefix, names) : null)
    const found = new Map(names.map((name) => [name, dataOf(own, name)]))
    const missing = names.filter((name) => !found.get(name))
    if (missing.length === 0 || ownCollection) return found
    const longestHost = Math.max(...(publicHosts ?? PUBLIC_ICON_HOSTS).map((host) => host.length))
    for (const group of groupsUnderUrlLimit(
      missing,
      (g) => `${'x'.repeat(longestHost)}${publicPath(prefix, g)}`,
    )) {
      const set = await fromPublicHosts(
        publicPath(prefix, group),
        fetchSet,
        publicHosts ? { hosts: publicHosts } : {},
      )
      for (const name of group) found.set(name, dataOf(set, name))
    }
    return found
  }

  function flush() {
    flushQueued = false
    const batches = [...waiting.entries()]
    waiting.clear()
    for (const [prefix, resolvers] of batches) {
      const names = [...resolvers.keys()]
      for (const group of groupsUnderUrlLimit(names, (g) => ownUrl(prefix, g))) {
        void loadGroup(prefix, group).then((found) => {
          for (const name of group) resolvers.get(name)?.(found.get(name) ?? null)
        })
      }
    }
  }

  return {
    /** The icon `prefix:name`, or null when neither the site nor the public API has it. */
    load(full: string): Promise<IconData | null> {
      const cached = cache.get(full)
      if (cached) return cached
      const parsed = parseIconName(full)
      const promise = parsed
        ? new Promise<IconData | null>((resolve) => {
            const forPrefix = waiting.get(parsed.prefix) ?? new Map()
            forPrefix.set(parsed.name, resolve)
            waiting.set(parsed.prefix, forPrefix)
            if (!flushQueued) {
              flushQueued = true
              queueMicrotask(flush)
            }
          })
        : Promise.resolve(null)
      cache.set(full, promise)
      // An icon that could not be had (a slow moment, no network) is asked for again next time.
      void promise.then((data) => {
        if (!data) cache.delete(full)
      })
      return promise
    },
  }
}
