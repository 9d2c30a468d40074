import { resolveLinkTarget } from '@/platform/router'

/**
 * Where a footer, float, banner or list item points (spec §2): an external link, `main/{id}`,
 * `faq/{id}`, or another path of the site. Unsafe targets resolve to `none`.
 */
export type ItemTarget =
  | { kind: 'external'; href: string }
  | { kind: 'main'; id: number }
  | { kind: 'faq'; id: number }
  | { kind: 'faqIndex' }
  | { kind: 'discount'; id?: number }
  | { kind: 'sponsor' }
  | { kind: 'app' }
  | { kind: 'home' }
  | { kind: 'path'; path: string; search: string }
  | { kind: 'none' }

const positive = (value: string | undefined) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

export function parseItemUrl(url: string | null | undefined): ItemTarget {
  const target = resolveLinkTarget(url)
  if (!target) return { kind: 'none' }
  if (target.kind === 'external') return { kind: 'external', href: target.href }
  const [rawPath = '/', query = ''] = target.to.split('?')
  const path = rawPath.replace(/\/+$/, '') || '/'
  const segments = path.split('/').filter(Boolean)
  const [first, second] = segments
  if (segments.length === 0) return { kind: 'home' }
  if (first === 'main' && segments.length === 2) {
    const id = positive(second)
    return id ? { kind: 'main', id } : { kind: 'none' }
  }
  if (first === 'faq') {
    if (segments.length === 1) return { kind: 'faqIndex' }
    const id = positive(second)
    return id && segments.length === 2 ? { kind: 'faq', id } : { kind: 'none' }
  }
  if (first === 'discount') {
    if (segments.length === 1) return { kind: 'discount' }
    const id = positive(second)
    return id && segments.length === 2 ? { kind: 'discount', id } : { kind: 'none' }
  }
  if (first === 'sponsor' && segments.length === 1) return { kind: 'sponsor' }
  if (first === 'app' && segments.length === 1) return { kind: 'app' }
  return { kind: 'path', path, search: query ? `?${query}` : '' }
}

/** The member centre's deposit page (`user/Deposit`, `user?page=Deposit`, `/Deposit`), whatever its locale prefix. */
export function isDepositLink(path: string, search: string): boolean {
  const bare = path.replace(/^\/(?:[a-z]{2}(?:-[a-z]{2})?)(?=\/)/i, '')
  if (/^\/(?:user\/)?Deposit$/i.test(bare)) return true
  return /^\/user$/i.test(bare) && new URLSearchParams(search).get('page')?.toLowerCase() === 'deposit'
}
