/** A tag of the built index.html's head that the server-rendered document carries too. */
export type ShellAsset =
  { tag: 'script'; src: string } | { tag: 'link'; rel: 'stylesheet' | 'modulepreload'; href: string }

/** The client build's entry script, its preloads and its style sheets, in their order. */
export type ShellAssets = readonly ShellAsset[]

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
}

/**
 * Reads the assets Vite wrote into the built index.html (`<script type="module" src>`,
 * `<link rel="modulepreload">`, `<link rel="stylesheet">`), so the server-rendered document loads
 * exactly what the client build made.
 */
export function shellAssetsOf(indexHtml: string): ShellAssets {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(indexHtml)?.[1] ?? ''
  const assets: ShellAsset[] = []
  for (const [tag] of head.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (tag.startsWith('<script') && src && attribute(tag, 'type') === 'module') {
      assets.push({ tag: 'script', src })
      continue
    }
    const rel = attribute(tag, 'rel')
    const href = attribute(tag, 'href')
    if (href && (rel === 'stylesheet' || rel === 'modulepreload')) assets.push({ tag: 'link', rel, href })
  }
  return assets
}
