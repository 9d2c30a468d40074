import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { setWebDebug } from '@/platform/debug'
import { globalSearchSchema } from '@/platform/router'
import { Deferred, ToastRegion } from '@/ui'
import type { RouterContext } from '../router-context'
import { Document } from '../ssr/document'

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: globalSearchSchema,
  // `?web_debug=1` turns the debug panel on for the tab, `?web_debug=0` off (spec §2).
  beforeLoad: ({ search }) => {
    if (search.web_debug !== undefined) setWebDebug(search.web_debug)
  },
  component: Root,
})

function Root() {
  const { shell } = Route.useRouteContext()
  const page = (
    <>
      <Outlet />
      <Deferred>
        <ToastRegion />
      </Deferred>
    </>
  )
  // Rendered on the server (and hydrated): the whole document. Otherwise inside index.html's #root.
  if (shell) return <Document shell={shell}>{page}</Document>
  return (
    <>
      <HeadContent />
      {page}
    </>
  )
}
