const DANGEROUS = /^\s*(javascript|data|vbscript|file|blob):/i

export class UnsafeNavigationError extends Error {
  override readonly name = 'UnsafeNavigationError'
}

export type LinkTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string }

/** Whether a string is an absolute URL to another origin (or protocol-relative). */
export function isExternalUrl(url: string, origin = typeof location === 'undefined' ? '' : location.origin): boolean {
  if (/^\/\//.test(url)) return true
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return false
  try {
    return new URL(url).origin !== origin
  } catch {
    return true
  }
}

/**
 * Spec §8 "Navigation": dangerous protocols throw; an external target throws unless explicitly allowed.
 */
export function assertSafeUrl(url: string, options: { allowExternal?: boolean } = {}): string {
  if (DANGEROUS.test(url)) throw new UnsafeNavigationError(`Refused navigation to a dangerous protocol: ${url.slice(0, 40)}`)
  if (isExternalUrl(url)) {
    if (!options.allowExternal) throw new UnsafeNavigationError(`External navigation needs an explicit allow flag: ${url}`)
    const protocol = new URL(url.startsWith('//') ? `https:${url}` : url).protocol
    if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol))
      throw new UnsafeNavigationError(`Refused navigation to protocol ${protocol}`)
  }
  return url
}

/**
 * Footer, float and list items carry `url`: an external link, `main/{id}` or `faq/{id}` (spec §2).
 * Returns `undefined` for anything unsafe.
 */
export function resolveLinkTarget(url: string | null | undefined): LinkTarget | undefined {
  if (!url) return undefined
  const trimmed = url.trim()
  if (DANGEROUS.test(trimmed)) return undefined
  if (isExternalUrl(trimmed)) {
    try {
      return { kind: 'external', href: assertSafeUrl(trimmed, { allowExternal: true }) }
    } catch {
      return undefined
    }
  }
  const path = trimmed.replace(/^\/+/, '')
  return { kind: 'internal', to: `/${path}` }
}

/** Full browser navigation to an external target, after the guard. */
export function navigateExternal(url: string) {
  window.location.assign(assertSafeUrl(url, { allowExternal: true }))
}
