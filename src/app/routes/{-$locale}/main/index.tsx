import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec §2: /main without a page id goes home. */
export const Route = createFileRoute('/{-$locale}/main/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
})
