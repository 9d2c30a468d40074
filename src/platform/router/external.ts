import { pageOrigin } from './page-origin'

const DANGEROUS = /^\s*(javascript|data|vbscript|file|blob):/i

export class UnsafeNavigationError extends Error {
  override readonly name = 'UnsafeNavigationError'
}

export type LinkTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string }

/** Whether a string is an absolute URL to another origin (or protocol-relative). */
export function isExternalUrl(url: string, origin = pageOrigin()): boolean {
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
  if (DANGEROUS.test(url))
    throw new UnsafeNavigationError(`Refused navigation to a dangerous protocol: ${url.slice(0, 40)}`)
  if (isExternalUrl(url)) {
    if (!options.allowExternal)
      throw new UnsafeNavigationError(`External navigation needs an explicit allow flag: ${url}`)
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

const here = () => pageOrigin() || 'http://localhost'

/** An address a page may be loaded from: `http:`/`https:`, or a path of this site. */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url, here())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * `sandbox` flags for a provider's frame. A provider on its own origin keeps that origin (its
 * storage); a page served from this site's own origin runs without it, so its scripts cannot reach
 * the player's session.
 */
export function providerFrameSandbox(url: string, extra: readonly string[] = []): string {
  const sameOrigin = new URL(url, here()).origin === here()
  return ['allow-scripts', ...(sameOrigin ? [] : ['allow-same-origin']), 'allow-popups', ...extra].join(' ')
}

/** The origin a provider frame's messages carry: `null` for a same-site page running without its origin. */
export function providerFrameOrigin(url: string): string {
  const origin = new URL(url, here()).origin
  return origin === here() ? 'null' : origin
}
