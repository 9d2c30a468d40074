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

/**
 * The rule react-aria's press handling needs. react-aria adds it as a `<style>` with this id when the
 * first pressable mounts, unless the document already has one: a style sheet added after hydration makes
 * the browser recompute the style and layout of the whole page in one task, so every page carries it.
 */
export const PRESSABLE_STYLE = {
  id: 'react-aria-pressable-style',
  css: '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}',
} as const
