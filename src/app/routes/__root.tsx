import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { globalSearchSchema } from '@/platform/router'
import { Deferred, ToastRegion } from '@/ui'
import type { RouterContext } from '../router-context'
import { Document } from '../ssr/document'

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: globalSearchSchema,
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
