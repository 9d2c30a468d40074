import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { globalSearchSchema } from '@/platform/router'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: globalSearchSchema,
  component: () => (
    <>
      <HeadContent />
      <Outlet />
    </>
  ),
})
