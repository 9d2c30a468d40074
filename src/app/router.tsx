import { createRouter } from '@tanstack/react-router'
import { ErrorPage } from './layout/error-page'
import { PageSkeleton } from './layout/page-skeleton'
import type { RouterContext } from './router-context'
import { routeTree } from './routeTree.gen'

export function createAppRouter(context: RouterContext) {
  return createRouter({
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
  })
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
