import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { setWebDebug } from '@/platform/debug'
import { globalSearchSchema } from '@/platform/router'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: globalSearchSchema,
  // `?web_debug=1` turns the debug panel on for the tab, `?web_debug=0` off (spec §2).
  beforeLoad: ({ search }) => {
    if (search.web_debug !== undefined) setWebDebug(search.web_debug)
  },
  component: () => (
    <>
      <HeadContent />
      <Outlet />
    </>
  ),
})
