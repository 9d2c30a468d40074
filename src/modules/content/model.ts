import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector'
import type { components } from '@/platform/api'
import { $site } from '@/modules/session'
import { isExternalUrl } from '@/platform/router'
import { nextTask } from '@/platform/scheduling'
import { afterPageLoad } from '@/ui'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

export type GameLinkParameter = components['schemas']['GameLinkParameter']

/** A banner of link type 2 (game) was chosen: the games flow starts that game. */
export const bannerGameChosen = createEvent<GameLinkParameter>()

/** A footer, float or banner link to the deposit page was followed: the wallet story decides where it leads. */
export const depositLinkFollowed = createEvent()

/** Chrome's install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event
}

export const installPromptAvailable = createEvent<InstallPromptEvent>()
export const appInstalled = createEvent()
export const installRequested = createEvent()
export const appPromptDismissed = createEvent()

export const $installPrompt = createStore<InstallPromptEvent | null>(null, { serialize: 'ignore' })
  .on(installPromptAvailable, (_, event) => event)
  .reset(appInstalled)
export const $installable = $installPrompt.map((event) => event !== null)
export const $installed = createStore(false).on(appInstalled, () => true)

const DISMISS_KEY = 'app_prompt_dismissed_at'
const DISMISS_FOR_MS = 7 * 24 * 60 * 60 * 1000

function readDismissed(): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISS_KEY))
    return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISS_FOR_MS
  } catch {
    return false
  }
}

/** The app-download prompt of mobile web stays hidden for a week once dismissed. */
export const $appPromptDismissed = createStore(false)

export const readAppPromptFx = createEffect(readDismissed)
const rememberDismissFx = createEffect(() => {
  try {
    localStorage.setItem(DISMISS_KEY, String(Date.now()))
  } catch {
    // private mode: the choice lasts for this page only
  }
})
$appPromptDismissed
  .on(readAppPromptFx.doneData, (_, dismissed) => dismissed)
  .on(appPromptDismissed, () => true)
sample({ clock: appPromptDismissed, target: rememberDismissFx })

export const promptInstallFx = createEffect(async (event: InstallPromptEvent) => {
  await event.prompt()
  const choice = await event.userChoice
  return choice.outcome
})
sample({ clock: installRequested, source: $installPrompt, filter: Boolean, target: promptInstallFx })
// A prompt can only be used once.
$installPrompt.reset(promptInstallFx.finally)
sample({ clock: promptInstallFx.doneData, filter: (outcome) => outcome === 'accepted', target: appInstalled })

/** Listens for the browser's install prompt; started once with the app. */
export const watchInstallFx = createEffect(() => {
  if (typeof window === 'undefined') return
  const available = scopeBind(installPromptAvailable, { safe: true })
  const installed = scopeBind(appInstalled, { safe: true })
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return
    event.preventDefault()
    available(event)
  })
  window.addEventListener('appinstalled', () => installed())
})

/**
 * Registers the service worker (offline shell, asset cache; never `/api`), after the page has loaded:
 * its install fetches the shell and its assets again, and starts a worker, which would otherwise
 * compete with the page's own start on a phone.
 */
export const registerServiceWorkerFx = createEffect(async () => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
  if (!import.meta.env.PROD) return false
  await afterPageLoad()
  await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  return true
})

/** Started by the app at boot. */
export const contentStarted = createEvent()
sample({ clock: contentStarted, target: [watchInstallFx, readAppPromptFx, registerServiceWorkerFx] })

/** An absolute http(s) address only: anything else (empty, relative, other protocols) shows no link. */
export function safeServiceUrl(url: string): string | null {
  if (!isExternalUrl(url)) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/** Where "Customer service" leads (the game maintenance dialog); null when the site has none. */
export const $customerServiceUrl = $site.map((site) =>
  site ? safeServiceUrl(site.customer_service_url) : null,
)
