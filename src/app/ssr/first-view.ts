import type { Locale } from '@/platform/i18n'
import type { ShellAssets } from './shell-assets'

/**
 * What the server decided for the first view and the client must render the same way to hydrate
 * without a mismatch: the language, the viewport width it laid the page out for (from the user
 * agent; the real width applies after hydration), the visitor's country (it decides a guest's currency)
 * and the document's assets.
 */
export type FirstView = { locale: Locale; width: number; country: string | null; shell: ShellAssets }
