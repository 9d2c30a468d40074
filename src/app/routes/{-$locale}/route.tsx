import { createFileRoute, notFound } from '@tanstack/react-router'
import { activateLocale, browserLocaleSources, detectLocale, localeFromPrefix } from '@/platform/i18n'
import { AppShell } from '../../layout/app-shell'

/** The global locale guard of spec §2: detect, load messages, set the locale, write the cookie. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params }) => {
    if (params.locale !== undefined && !localeFromPrefix(params.locale)) throw notFound()
    await activateLocale(detectLocale(browserLocaleSources(params.locale)))
  },
  component: AppShell,
})
