import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadSeoTexts } from '@/modules/content'
import {
  activateLocale,
  browserLocaleSources,
  currentLocale,
  detectLocale,
  localeFromPrefix,
} from '@/platform/i18n'
import { AppShell } from '../../layout/app-shell'

/**
 * The global locale guard of spec §2: detect, load messages, set the locale, write the cookie. Its loader
 * brings the served SEO texts of that locale, which every page's `head` reads.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params }) => {
    if (params.locale !== undefined && !localeFromPrefix(params.locale)) throw notFound()
    await activateLocale(detectLocale(browserLocaleSources(params.locale)))
  },
  loader: ({ context }) => loadSeoTexts(context.queryClient, currentLocale()),
  component: AppShell,
})
