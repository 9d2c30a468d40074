import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import { Provider as EffectorProvider } from 'effector-react'
import { useEffect, type ReactNode } from 'react'
import { I18nProvider as AriaLocaleProvider } from 'react-aria-components'
import { config } from '@/platform/config'
import { i18n, toBcp47, useLocale } from '@/platform/i18n'
import { PictureUrlContext, pictureUrlFromTemplate } from '@/ui'

const pictureUrl = pictureUrlFromTemplate(config.pictureUrl)

type AppProps = {
  scope: Scope
  queryClient: QueryClient
  children: ReactNode
  /** Called once the first render (or hydration) has committed. */
  onCommitted?: () => void
}

/**
 * react-aria's components follow the page's language, not the browser's (their built-in labels, their
 * writing direction): the server and the browser render with the same one, so hydration agrees.
 */
function AriaLocale({ children }: { children: ReactNode }) {
  return <AriaLocaleProvider locale={toBcp47(useLocale())}>{children}</AriaLocaleProvider>
}

/** What every page reads: the effector scope, the query cache and the active language. */
export function App({ scope, queryClient, children, onCommitted }: AppProps) {
  useEffect(() => onCommitted?.(), [onCommitted])
  return (
    <EffectorProvider value={scope}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <AriaLocale>
            <PictureUrlContext value={pictureUrl}>{children}</PictureUrlContext>
          </AriaLocale>
        </I18nProvider>
      </QueryClientProvider>
    </EffectorProvider>
  )
}
