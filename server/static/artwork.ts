/** Deterministic SVG artwork: game tiles, game type icons, posters, logos and captchas. */

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A stable 32-bit hash (FNV-1a) of a string. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function palette(key: string): { from: string; to: string; accent: string } {
  const hash = hashOf(key)
  const hue = hash % 360
  return {
    from: `hsl(${hue} 70% 28%)`,
    to: `hsl(${(hue + 40) % 360} 75% 48%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 62%)`,
  }
}

/** Splits a title into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      out.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) out.push(current)
  return out.slice(0, lines)
}

const EMBLEMS = [
  '<circle cx="150" cy="118" r="56" fill="none" stroke="ACCENT" stroke-width="10"/><circle cx="150" cy="118" r="22" fill="ACCENT"/>',
  '<path d="M150 54 L206 118 L150 182 L94 118 Z" fill="ACCENT" opacity=".9"/>',
  '<path d="M150 58 l18 40 44 4-33 29 10 43-39-23-39 23 10-43-33-29 44-4z" fill="ACCENT"/>',
  '<path d="M96 160c0-60 30-96 54-96s54 36 54 96z" fill="ACCENT" opacity=".85"/><circle cx="150" cy="104" r="14" fill="#fff"/>',
  '<rect x="98" y="70" width="104" height="96" rx="18" fill="none" stroke="ACCENT" stroke-width="10"/><text x="150" y="140" font-size="64" text-anchor="middle" fill="ACCENT" font-weight="700">7</text>',
]

export function gameArt(game: { id: number; name: string; provider: string }): string {
  const colors = palette(`${game.provider}-${game.id}`)
  const emblem = (EMBLEMS[hashOf(game.name) % EMBLEMS.length] ?? '').replaceAll('ACCENT', colors.accent)
  const lines = wrap(game.name, 16, 2)
    .map(
      (line, index) =>
        `<text x="150" y="${226 + index * 30}" font-size="24" text-anchor="middle" fill="#fff" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(game.name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs><rect width="300" height="300" rx="28" fill="url(#g)"/>${emblem}${lines}<text x="20" y="34" font-size="16" fill="#fff" opacity=".8" font-family="sans-serif">${escapeXml(game.provider)}</text></svg>`
}

export const GAME_TYPE_PATHS: Record<number, string> = {
  2: '<rect x="3" y="4" width="18" height="16" rx="3"/><path d="M8 9h6l-3 7"/>',
  3: '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M12 8c-2 2-4 3-4 5a2 2 0 0 0 4 0 2 2 0 0 0 4 0c0-2-2-3-4-5z"/>',
  4: '<circle cx="12" cy="12" r="9"/><path d="M12 7l4 3-1.5 5h-5L8 10z"/>',
  5: '<circle cx="7" cy="15" r="4"/><circle cx="17" cy="15" r="4"/><circle cx="12" cy="7" r="4"/>',
  6: '<rect x="3" y="6" width="11" height="15" rx="2" transform="rotate(-10 8 13)"/><rect x="10" y="3" width="11" height="15" rx="2" transform="rotate(10 15 10)"/>',
  7: '<rect x="3" y="5" width="18" height="12" rx="2"/><path d="M10 9l5 2-5 2z"/><path d="M8 21h8"/>',
  8: '<path d="M7 20c0-6 3-9 7-9 1-3 4-4 6-3-2 1-2 2-1 4 0 5-4 8-9 8z"/><path d="M14 7l1-3 2 2"/>',
  9: '<path d="M6 8h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-3a4 4 0 0 1 4-4z"/><path d="M7 11v3M5.5 12.5h3"/><circle cx="16" cy="12" r="1"/><circle cx="18" cy="14" r="1"/>',
}

export function gameTypeIcon(gameTypeId: number, active: boolean): string | null {
  const paths = GAME_TYPE_PATHS[gameTypeId]
  if (!paths) return null
  const color = active ? '#f5c542' : '#8a8fa3'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`
}

const POSTER_SIZES: Record<string, [number, number]> = {
  banner: [1920, 500],
  'banner-small': [600, 300],
  'banner-mobile': [750, 320],
  logo: [240, 64],
  'logo-mobile': [160, 48],
  sponsor: [600, 360],
  promotion: [800, 360],
  float: [120, 120],
  footer: [64, 64],
  background: [1200, 800],
  bulletin: [600, 300],
  ad: [800, 300],
  provider: [240, 96],
}

export function isPosterKind(kind: string): boolean {
  return kind in POSTER_SIZES
}

export function poster(kind: string, key: string, text: string): string {
  const [width, height] = POSTER_SIZES[kind] ?? [600, 300]
  const colors = palette(`${kind}-${key}`)
  const isLogo = kind.startsWith('logo')
  const size = isLogo
    ? Math.min(height * 0.55, ((width - height) / Math.max(text.length, 4)) * 1.7)
    : Math.max(12, Math.min(height / 5, (width / Math.max(text.length, 6)) * 1.6))
  const label = escapeXml(text.slice(0, 80))
  const lotus = `<path d="M${height * 0.5} ${height * 0.78}c-${height * 0.3}-${height * 0.05}-${height * 0.38}-${height * 0.3}-${height * 0.3}-${height * 0.5} ${height * 0.16} 0 ${height * 0.26} ${height * 0.12} ${height * 0.3} ${height * 0.22} ${height * 0.04}-${height * 0.1} ${height * 0.14}-${height * 0.22} ${height * 0.3}-${height * 0.22} ${height * 0.08} ${height * 0.2} 0 ${height * 0.45}-${height * 0.3} ${height * 0.5}z" fill="${colors.accent}"/>`
  const background = isLogo ? '' : `<rect width="${width}" height="${height}" fill="url(#g)"/>`
  const textX = isLogo ? height * 1.05 : width / 2
  const anchor = isLogo ? 'start' : 'middle'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>${background}${isLogo ? lotus : ''}<text x="${textX}" y="${height / 2}" dominant-baseline="middle" text-anchor="${anchor}" font-family="sans-serif" font-weight="700" font-size="${Math.round(size)}" fill="${isLogo ? colors.accent : '#fff'}">${label}</text></svg>`
}

/** A captcha image: digits drawn with jitter and noise lines, deterministic for a given text. */
export function captchaSvg(text: string): string {
  const hash = hashOf(text)
  const chars = [...text]
    .map((char, index) => {
      const rotate = ((hash >> (index * 3)) % 30) - 15
      const y = 30 + ((hash >> (index * 2)) % 8)
      return `<text x="${14 + index * 22}" y="${y}" transform="rotate(${rotate} ${20 + index * 22} 24)" font-size="26" font-family="monospace" font-weight="700" fill="hsl(${(hash + index * 70) % 360} 60% 35%)">${escapeXml(char)}</text>`
    })
    .join('')
  const lines = [0, 1, 2]
    .map(
      (n) =>
        `<path d="M0 ${(hash >> n) % 40} L120 ${(hash >> (n + 4)) % 40}" stroke="hsl(${(hash >> n) % 360} 50% 60%)" stroke-width="1.5"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40"><rect width="120" height="40" fill="#f3f4f6"/>${lines}${chars}</svg>`
}
