import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec §2: /gameHall without a game type goes home. */
export const Route = createFileRoute('/{-$locale}/gameHall/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
})
