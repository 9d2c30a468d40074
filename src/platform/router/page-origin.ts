let serverOrigin = ''

/**
 * The page's origin: the browser's own; in a server render, the public origin the server named for the
 * page, so what is built from it (canonical links, the host's SEO texts) reads the same when hydrating.
 */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? serverOrigin : location.origin
}

/** The page's host (with its port), from `pageOrigin()`; empty when unknown. */
export function pageHost(): string {
  const origin = pageOrigin()
  return origin ? new URL(origin).host : ''
}

/** A server render names the page's origin before rendering it (the renders run one at a time). */
export function setServerPageOrigin(origin: string) {
  serverOrigin = origin
}
