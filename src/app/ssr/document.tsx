import { HeadContent, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { currentLocale, toBcp47 } from '@/platform/i18n'
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
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#07080d" />
        <meta name="color-scheme" content="dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
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
