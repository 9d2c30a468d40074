import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

i18n.loadAndActivate({ locale: 'en_US', messages: {} })

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** Render inside an activated (empty-catalog) Lingui provider, as components that use the macro need. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options })
}
