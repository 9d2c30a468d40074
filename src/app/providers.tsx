import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { Scope } from 'effector'
import { Provider as EffectorProvider } from 'effector-react'
import { i18n } from '@/platform/i18n'
import { Deferred, ToastRegion } from '@/ui'
import type { AppRouter } from './router'

type AppProps = { scope: Scope; queryClient: QueryClient; router: AppRouter }

export function App({ scope, queryClient, router }: AppProps) {
  return (
    <EffectorProvider value={scope}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
          <Deferred>
            <ToastRegion />
          </Deferred>
        </I18nProvider>
      </QueryClientProvider>
    </EffectorProvider>
  )
}
