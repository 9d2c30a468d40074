import { allSettled, fork, scopeBind } from 'effector'
import { localeChanged } from '@/modules/session'
import { $queryClient } from '@/platform/query'
import { createRoot } from 'react-dom/client'
import { bindApiToScope } from '@/platform/api'
import { reloadIfArmed } from '@/platform/build'
import { bindNavigation } from '@/platform/router'
import { config } from '@/platform/config'
import { activateLocale, browserLocaleSources, detectLocale, watchLocale } from '@/platform/i18n'
import { whenIdle } from '@/ui'
import './index.css'
import './flows'
import { appStarted, bootStarted, firstPageResolved, firstPageShown } from './model'
import { App } from './providers'
import { createQueryClient } from './query-client'
import { resetHistoryOnRootPages } from './history-reset'
import { createAppRouter } from './router'

/** A page that never resolves (a hung loader) does not hold back what waits for the first page longer than this. */
const FIRST_PAGE_WAIT_MS = 5000
/** The first render waits at most this long for the site detail and the visitor's country. */
const CURRENCY_WAIT_MS = 3000

async function boot() {
  // The app's one query cache lives in the scope: effects reach it through `queryFx`.
  const queryClient = createQueryClient()
  const scope = fork({ values: [[$queryClient, queryClient]] })
  bindApiToScope(scope)
  const router = createAppRouter({ queryClient, scope })
  resetHistoryOnRootPages(router)
  // After each navigation: reload into a newer build if one was deployed.
  router.subscribe('onResolved', () => {
    reloadIfArmed()
  })
  const firstResolved = new Promise<void>((resolve) => {
    const stop = router.subscribe('onResolved', () => {
      stop()
      resolve()
    })
  })
  // Models navigate through the router once the first page has resolved (sooner, that load would undo it).
  bindNavigation(async ({ to, replace }) => {
    await firstResolved
    await router.navigate({ href: to, replace })
  })
  // The i18n layer raises every language change, the first activation included, into the session.
  watchLocale(scopeBind(localeChanged, { scope, safe: true }))
  // What decides a guest's currency (site detail, visitor country) is asked for alongside the language,
  // and awaited (within a bound) so the first view's requests go out in the currency the guest sees.
  const currencyKnown = allSettled(bootStarted, { scope })
  // The I18nProvider renders nothing until a locale is active: activate before the first render.
  const prefix = window.location.pathname.split('/')[1]
  await activateLocale(detectLocale(browserLocaleSources(prefix)))
  await Promise.race([currencyKnown, new Promise((resolve) => setTimeout(resolve, CURRENCY_WAIT_MS))])
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(<App scope={scope} queryClient={queryClient} router={router} />)
  void firstResolved.then(() => allSettled(firstPageResolved, { scope }))
  void Promise.race([firstResolved, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))])
    .then(() => new Promise<void>((resolve) => whenIdle(resolve, { timeout: 1500, wakeOnInput: false })))
    .then(() => allSettled(firstPageShown, { scope }))
  await allSettled(appStarted, { scope })
  if (config.buildId === 'dev') document.documentElement.dataset.env = 'dev'
}

void boot()
