import { HeadContent, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { currentLocale, toBcp47 } from '@/platform/i18n'
import { DOCUMENT_HEAD } from './document-head'
import type { ShellAssets } from './shell-assets'

/**
 * The whole document of a server-rendered page: what index.html's head says, the route's head, the
 * client build's assets, the page, and the router's scripts (the dehydrated state, streamed last).
 */
export function Document({ shell, children }: { shell: ShellAssets; children: ReactNode }) {
  return (
    <html lang={toBcp47(currentLocale())}>
      <head>
        <meta charSet="UTF-8" />
        {DOCUMENT_HEAD.map(({ tag: Tag, attrs }) => (
          <Tag key={attrs.name ?? attrs.rel} {...attrs} />
        ))}
        <HeadContent />
        {shell.map((asset) =>
          asset.tag === 'script' ? (
            <script key={asset.src} type="module" src={asset.src} crossOrigin="" />
          ) : (
            <link key={asset.href} rel={asset.rel} href={asset.href} crossOrigin="" />
          ),
        )}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
