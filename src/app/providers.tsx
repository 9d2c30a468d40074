import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import { Provider as EffectorProvider } from 'effector-react'
import { useEffect, type ReactNode } from 'react'
import { config } from '@/platform/config'
import { i18n } from '@/platform/i18n'
import { PictureUrlContext, pictureUrlFromTemplate } from '@/ui'

const pictureUrl = pictureUrlFromTemplate(config.pictureUrl)

type AppProps = {
  scope: Scope
  queryClient: QueryClient
  children: ReactNode
  /** Called once the first render (or hydration) has committed. */
  onCommitted?: () => void
}

/** What every page reads: the effector scope, the query cache and the active language. */
export function App({ scope, queryClient, children, onCommitted }: AppProps) {
  useEffect(() => onCommitted?.(), [onCommitted])
  return (
    <EffectorProvider value={scope}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <PictureUrlContext value={pictureUrl}>{children}</PictureUrlContext>
        </I18nProvider>
      </QueryClientProvider>
    </EffectorProvider>
  )
}
