/** Paths of the generated images the sandbox serves under /api/static (outside the contract). */

export const STATIC_PREFIX = '/api/static'

export type ArtKind =
  | 'banner'
  | 'banner-small'
  | 'banner-mobile'
  | 'logo'
  | 'logo-mobile'
  | 'sponsor'
  | 'promotion'
  | 'float'
  | 'footer'
  | 'background'
  | 'bulletin'
  | 'ad'
  | 'provider'

/** A generated poster: its colours follow `key`, `text` is written on it. */
export function artUrl(kind: ArtKind, key: string | number, text?: string): string {
  const query = text ? `?t=${encodeURIComponent(text)}` : ''
  return `${STATIC_PREFIX}/art/${kind}/${encodeURIComponent(String(key))}.svg${query}`
}

export function gameImageUrl(gameId: number): string {
  return `${STATIC_PREFIX}/game/${gameId}.svg`
}

export function gameTypeIconUrl(gameTypeId: number, active = false): string {
  return `${STATIC_PREFIX}/game-type/${gameTypeId}${active ? '-active' : ''}.svg`
}

export function providerIconUrl(code: string, dark = false): string {
  return `${STATIC_PREFIX}/provider/${code}${dark ? '-dark' : ''}.svg`
}
