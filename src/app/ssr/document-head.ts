/**
 * The head tags every page carries, the same in index.html (added by the build, see
 * scripts/vite-document-head.ts) and in a server-rendered document (`Document`).
 */
export const DOCUMENT_HEAD: readonly { tag: 'meta' | 'link'; attrs: Readonly<Record<string, string>> }[] = [
  {
    tag: 'meta',
    attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
  },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#07080d' } },
  { tag: 'meta', attrs: { name: 'color-scheme', content: 'dark' } },
  { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
  { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
  { tag: 'meta', attrs: { name: 'apple-mobile-web-app-capable', content: 'yes' } },
  { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' } },
  { tag: 'meta', attrs: { name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' } },
]
