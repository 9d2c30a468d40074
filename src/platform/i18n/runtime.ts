import { i18n, type Messages } from '@lingui/core'
import { cookies, local } from '../storage'
import { FALLBACK_LOCALE, isLocale, LOCALES, localeFromPrefix, toBcp47, type Locale } from './locales'

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po')

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const load = catalogs[`../../../locales/${locale}/messages.po`]
  if (!load) return {}
  const { messages } = await load()
  return messages
}

export type LocaleSources = {
  prefix?: string | undefined
  cookie?: string | undefined
  stored?: string | undefined
  navigatorLanguages?: readonly string[]
  siteDefault?: string | undefined
}

/** Spec §2 locale guard, step 1: detect. URL prefix, then cookie, then stored choice, browser, site default. */
export function detectLocale(sources: LocaleSources): Locale {
  const fromPrefix = localeFromPrefix(sources.prefix)
  if (fromPrefix) return fromPrefix
  for (const candidate of [sources.cookie, sources.stored]) if (isLocale(candidate)) return candidate
  for (const tag of sources.navigatorLanguages ?? []) {
    const normalised = tag.replace('-', '_')
    const exact = LOCALES.find((l) => l.toLowerCase() === normalised.toLowerCase())
    if (exact) return exact
    const byLanguage = LOCALES.find((l) => l.startsWith(normalised.slice(0, 2).toLowerCase()))
    if (byLanguage) return byLanguage
  }
  if (isLocale(sources.siteDefault)) return sources.siteDefault
  return FALLBACK_LOCALE
}

export function browserLocaleSources(prefix: string | undefined, siteDefault?: string): LocaleSources {
  return {
    prefix,
    cookie: cookies.get('i18n_redirected'),
    stored: local.get('lang'),
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
    siteDefault,
  }
}

/** Spec §2 locale guard, steps 2–4: load messages, set the locale, write the cookie. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const messages = await loadCatalog(locale)
    i18n.loadAndActivate({ locale, messages })
  }
  // Set only when it changes: any write re-evaluates every `:lang()` rule, a style pass over the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== toBcp47(locale))
    document.documentElement.lang = toBcp47(locale)
  // Both read before either is written: a cookie read after a write waits for the browser's cookie store.
  const redirected = cookies.get('i18n_redirected')
  const lang = cookies.get('lang')
  if (redirected !== locale) cookies.set('i18n_redirected', locale)
  if (lang !== locale) cookies.set('lang', locale)
  if (local.get('lang') !== locale) local.set('lang', locale)
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : FALLBACK_LOCALE
}

export { i18n }

/** Calls `onChange` with every language Lingui activates from now on (the first activation included). */
export function watchLocale(onChange: (locale: Locale) => void): () => void {
  return i18n.on('change', () => {
    if (isLocale(i18n.locale)) onChange(i18n.locale)
  })
}
