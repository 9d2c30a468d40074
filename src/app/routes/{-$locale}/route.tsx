import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { contentQueries, loadSeoTexts } from '@/modules/content'
import { routeRedirectFor } from '@/platform/router'
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
  beforeLoad: async ({ params, location, context, preload }) => {
    // The site's route rules come first: a retired address may look like an unknown locale prefix.
    const site = await context.queryClient.ensureQueryData(contentQueries.siteDetail()).catch(() => null)
    const target = routeRedirectFor(site?.route_rules, location.pathname)
    if (target)
      throw redirect({
        href: target.external ? target.href : `${target.href}${location.searchStr}`,
        replace: true,
      })
    if (params.locale !== undefined && !localeFromPrefix(params.locale)) throw notFound()
    // A preload (a link under the pointer) must not switch the language of the page on screen.
    if (preload) return
    await activateLocale(detectLocale(browserLocaleSources(params.locale)))
  },
  loader: ({ context }) => loadSeoTexts(context.queryClient, currentLocale()),
  component: AppShell,
})
