import { Asset, Scripts, useRouter, useTags } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { currentLocale, toBcp47 } from '@/platform/i18n'
import { scriptFonts } from '../layout/script-fonts'
import { DOCUMENT_HEAD, PRESSABLE_STYLE } from './document-head'
import type { ShellAssets } from './shell-assets'
import { APP_SCRIPTS_ID, START_AFTER_FIRST_VIEW, type AppScripts } from './app-scripts'

type HeadTag = ReturnType<typeof useTags>[number]

const isModulePreload = (tag: HeadTag) => tag.tag === 'link' && tag.attrs?.['rel'] === 'modulepreload'

/** `<` written as an escape, so no text in the JSON can close the script element that holds it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The whole document of a server-rendered page: what index.html's head says, the route's head, the
 * client build's style sheets, the page, and the router's scripts (the dehydrated state, streamed last).
 * The app's own scripts (the entry, its preloads, the routes' chunks) are named in a JSON block and
 * asked for by an inline script once the first view is on screen (`startAfterFirstView`).
 */
export function Document({ shell, children }: { shell: ShellAssets; children: ReactNode }) {
  const router = useRouter()
  const nonce = router.options.ssr?.nonce
  const tags = useTags()
  // The scripts of the page the document was rendered for: later navigations load their own.
  const [scripts] = useState<AppScripts>(() => ({
    preloads: [
      ...shell.flatMap((asset) =>
        asset.tag === 'link' && asset.rel === 'modulepreload' ? [asset.href] : [],
      ),
      ...tags.filter(isModulePreload).flatMap((tag) => {
        const href = tag.attrs?.['href']
        return typeof href === 'string' ? [href] : []
      }),
    ],
    entries: shell.flatMap((asset) => (asset.tag === 'script' ? [asset.src] : [])),
    // A route rendered in the browser only (`ssr: false`) leaves the server's HTML a frame.
    firstView: !router.state.matches.some((match) => match.ssr === false),
  }))
  return (
    <html lang={toBcp47(currentLocale())}>
      <head>
        <meta charSet="UTF-8" />
        {/* The first frame waits for the page's content to be parsed whole (the footer, below the fold,
            may follow): painted mid-parse, the rest of the content would be laid out again at once. */}
        <link rel="expect" href="#main" blocking="render" />
        {DOCUMENT_HEAD.map(({ tag: Tag, attrs }) => (
          <Tag key={attrs.name ?? attrs.rel} {...attrs} />
        ))}
        <style id={PRESSABLE_STYLE.id}>{PRESSABLE_STYLE.css}</style>
        {tags
          .filter((tag) => !isModulePreload(tag))
          .map((tag) => (
            <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
          ))}
        {shell.map((asset) =>
          asset.tag === 'link' && asset.rel === 'stylesheet' ? (
            <link key={asset.href} rel="stylesheet" href={asset.href} crossOrigin="" />
          ) : null,
        )}
        <script
          id={APP_SCRIPTS_ID}
          type="application/json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(scripts) }}
        />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: START_AFTER_FIRST_VIEW }}
        />
      </head>
      <body className={scriptFonts}>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
