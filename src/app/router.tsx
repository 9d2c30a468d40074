import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { nextTask } from '@/platform/scheduling'
import { ErrorPage } from './layout/error-page'
import { PageSkeleton } from './layout/page-skeleton'
import type { RouterContext } from './router-context'
import { routeTree } from './routeTree.gen'
import type { FirstView } from './ssr/first-view'

/** A server render's side: the script nonce and what the first view carries to the client. */
export type RouterSsrOptions = {
  nonce?: string | undefined
  dehydrate?: () => FirstView
  hydrate?: (firstView: FirstView) => Promise<void>
}

export function createAppRouter(context: RouterContext, ssr: RouterSsrOptions = {}) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 150,
    // Content that is ready shows at once: holding a skeleton up for a minimum time only delays the page.
    defaultPendingMinMs: 0,
    defaultErrorComponent: ({ error }) => (
      <ErrorPage status={500} detail={error instanceof Error ? error.message : undefined} />
    ),
    defaultNotFoundComponent: () => <ErrorPage status={404} />,
    ...(ssr.nonce ? { ssr: { nonce: ssr.nonce } } : {}),
    ...(ssr.dehydrate ? { dehydrate: ssr.dehydrate } : {}),
  })
  // The query cache the loaders filled goes into the page; the client takes it before rendering.
  setupRouterSsrQueryIntegration({
    router,
    queryClient: context.queryClient,
    wrapQueryClient: false,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.meta?.sentWithPage !== false },
  })
  // The client adopts the first view once the server's queries are in its cache. Taking the cache,
  // adopting the first view and the router's matching that follows are each a task of their own: on a
  // phone they were one task of over 100 ms before hydration could begin.
  const adopt = ssr.hydrate
  if (adopt) {
    const hydrateQueries = router.options.hydrate
    router.options.hydrate = async (dehydrated: FirstView) => {
      await hydrateQueries?.(dehydrated)
      await nextTask()
      await adopt(dehydrated)
      await nextTask()
    }
  }
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** `bare`: no navbar or footer (slot list, loading and helper windows). */
    layout?: 'bare'
    /** Which member area a route belongs to: names the login gate's page for a guest. */
    memberArea?: 'user' | 'proxy' | 'fastPayment'
  }
}
