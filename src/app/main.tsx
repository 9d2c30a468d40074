import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { allSettled, fork, scopeBind, type Scope } from 'effector'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { $isLoggedIn, $token, loadSiteFx, localeChanged, visitorCountryReceived } from '@/modules/session'
import { $queryClient } from '@/platform/query'
import { bindApiToScope } from '@/platform/api'
import { reloadIfArmed } from '@/platform/build'
import { firstViewLaidOut, viewportSettled } from '@/platform/device'
import { bindNavigation, globalSearchSchema } from '@/platform/router'
import { setWebDebug } from '@/platform/debug'
import { config } from '@/platform/config'
import { nextTask } from '@/platform/scheduling'
import { flowFiles } from './flows'
import {
  activateLocale,
  browserLocaleSources,
  currentLocale,
  detectLocale,
  LOCALES,
  toBcp47,
  watchLocale,
} from '@/platform/i18n'
import { whenIdle } from '@/ui'
import './index.css'
import { appStarted, bootStarted, firstPageResolved, firstPageShown } from './model'
import { App } from './providers'
import { createQueryClient } from './query-client'
import { resetHistoryOnRootPages } from './history-reset'
import { createAppRouter, type AppRouter } from './router'
import type { FirstView } from './ssr/first-view'
import { takePressBeforeApp } from './ssr/press-before-app'

/** A page that never resolves (a hung loader) does not hold back what waits for the first page longer than this. */
const FIRST_PAGE_WAIT_MS = 5000
/** The first render waits at most this long for the site detail and the visitor's country. */
const CURRENCY_WAIT_MS = 3000

/** Resolves when `work` does, or after `ms`, whichever comes first. */
function within(work: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))])
}

/** The server rendered this page: its dehydrated router state is on the page. */
const serverRendered = typeof window.$_TSR === 'object'

/** Takes the server's decisions for the first view, so the first client render matches its HTML. */
function adoptFirstView(scope: Scope, router: () => AppRouter, hydrating: boolean) {
  return async (view: FirstView) => {
    // The site detail the server rendered with, from the cache it sent. (Not `allSettled`: that would
    // also wait for every effect the boot started meanwhile.)
    await scopeBind(loadSiteFx, { scope })(false).catch(() => null)
    if (hydrating) {
      scopeBind(firstViewLaidOut, { scope })(view.width)
      scopeBind(visitorCountryReceived, { scope })(view.country)
    }
    const current = router()
    current.update({ context: { ...current.options.context, shell: view.shell } })
  }
}

/**
 * Marks the page as answering input (`<html data-live>`): what came before hydration was not seen by
 * the app, and the re-render that follows it (react-aria's collections leave their server form) replaces
 * some controls. So the mark waits for the first idle moment after the first commit.
 */
function markLive(pressAgain: () => void = () => {}) {
  whenIdle(
    () => {
      document.documentElement.dataset.live = ''
      // A control the player pressed on the server's HTML, before the app's code had arrived, is pressed
      // now: the press was not lost, only late.
      pressAgain()
    },
    { timeout: 3000, wakeOnInput: false },
  )
}

async function boot() {
  // The cross-module reactions are registered before anything happens in the scope. Each file's chunk
  // is evaluated in a task of its own (the server's HTML preloads them with the entry), which keeps the
  // entry's start-up tasks short on a phone.
  for (const load of flowFiles) {
    await load()
    await nextTask()
  }
  // Creating the router and the scope is a task of its own too.
  // The app's one query cache lives in the scope: effects reach it through `queryFx`.
  const queryClient = createQueryClient()
  const scope = fork({ values: [[$queryClient, queryClient]] })
  bindApiToScope(scope, $token)
  // A member's page was rendered for a guest: rendered afresh instead of hydrated (the header differs).
  const hydrating = serverRendered && !scope.getState($isLoggedIn)
  const router: AppRouter = createAppRouter(
    { queryClient, scope },
    serverRendered ? { hydrate: adoptFirstView(scope, () => router, hydrating) } : {},
  )
  resetHistoryOnRootPages(router)
  // After each navigation: reload into a newer build if one was deployed.
  router.subscribe('onResolved', () => {
    reloadIfArmed()
  })
  // A hydrated page was resolved on the server (no load runs in the browser): its first commit stands for it.
  let firstCommitted = () => {}
  const firstResolved = new Promise<void>((resolve) => {
    const stop = router.subscribe('onResolved', () => {
      stop()
      resolve()
    })
    firstCommitted = resolve
  })
  // Models navigate through the router once the first page has resolved (sooner, that load would undo it).
  bindNavigation(async ({ to, replace }) => {
    await firstResolved
    await router.navigate({ href: to, replace })
  })
  // The i18n layer raises every language change, the first activation included, into the session.
  watchLocale(scopeBind(localeChanged, { scope, safe: true }))
  // What decides a guest's currency (site detail, visitor country) is asked for at boot. Rendering afresh,
  // the first render waits for it (within a bound) so the first view's requests carry the currency shown.
  // Hydrating, it is asked for once the page is idle after the first commit: an answer arriving while parts
  // of the page still hydrate would make React render them again synchronously (their reads changed).
  const booted = () => allSettled(bootStarted, { scope })
  const started = () => allSettled(appStarted, { scope })
  // Presses the control the player pressed on the server's HTML while the app's code was on its way.
  let pressAgain = () => {}
  // After the first commit the layout follows the real viewport (the server guessed it from the user agent).
  const committed = () => {
    markLive(pressAgain)
    if (hydrating) whenIdle(() => void booted().then(started), { timeout: 2000, wakeOnInput: false })
    // The rest follows a task later: the first commit's own effects (every part of the page) fill this one.
    void nextTask().then(() => {
      firstCommitted()
      void allSettled(viewportSettled, { scope, params: window.innerWidth })
      // The routes' beforeLoad ran on the server for a hydrated page: the URL's debug flag applies here.
      if (serverRendered) {
        const { web_debug } = globalSearchSchema.parse(router.state.location.search)
        if (web_debug !== undefined) setWebDebug(web_debug)
      }
      // The language the player chose before (stored in the browser, unseen by the server) takes over now.
      const chosen = detectLocale(browserLocaleSources(window.location.pathname.split('/')[1]))
      if (chosen !== currentLocale()) void activateLocale(chosen)
    })
  }
  if (serverRendered) {
    // The language the server rendered in (the I18nProvider renders nothing until one is active).
    const rendered = LOCALES.find((locale) => toBcp47(locale) === document.documentElement.lang)
    const prefix = window.location.pathname.split('/')[1]
    // Rendering afresh (a member), the player's own language applies from the first render.
    await activateLocale(hydrating && rendered ? rendered : detectLocale(browserLocaleSources(prefix)))
    if (!hydrating) await within(booted(), CURRENCY_WAIT_MS)
    const app = (
      <App scope={scope} queryClient={queryClient} onCommitted={committed}>
        <RouterClient router={router} />
      </App>
    )
    // From here React sees the presses (a rendered-afresh page replaces the pressed control: not pressed again).
    pressAgain = takePressBeforeApp()
    // Hydrating in a transition lets React yield to the browser every few milliseconds (a default-lane
    // hydration is one task, 300 ms and more on a phone); a press meanwhile still hydrates its target first.
    if (hydrating)
      startTransition(() => {
        hydrateRoot(document, app)
      })
    else createRoot(document).render(app)
  } else {
    const currencyKnown = booted()
    // The I18nProvider renders nothing until a locale is active: activate before the first render.
    const prefix = window.location.pathname.split('/')[1]
    await activateLocale(detectLocale(browserLocaleSources(prefix)))
    await within(currencyKnown, CURRENCY_WAIT_MS)
    const root = document.getElementById('root')
    if (!root) throw new Error('#root is missing from index.html')
    createRoot(root).render(
      <App scope={scope} queryClient={queryClient} onCommitted={markLive}>
        <RouterProvider router={router} />
      </App>,
    )
  }
  void firstResolved.then(() => allSettled(firstPageResolved, { scope }))
  void within(firstResolved, FIRST_PAGE_WAIT_MS)
    .then(() => new Promise<void>((resolve) => whenIdle(resolve, { timeout: 1500, wakeOnInput: false })))
    .then(() => allSettled(firstPageShown, { scope }))
  if (!hydrating) await started()
  if (config.buildId === 'dev') document.documentElement.dataset.env = 'dev'
}

void boot()
