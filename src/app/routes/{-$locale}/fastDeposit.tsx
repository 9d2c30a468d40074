import { createFileRoute, redirect } from '@tanstack/react-router'
import { cookies } from '@/platform/storage'

/** Not a page: sets the isFastDeposit flag (deposits then open fast payment) and goes home (spec §2). */
export const Route = createFileRoute('/{-$locale}/fastDeposit')({
  beforeLoad: ({ params }) => {
    cookies.set('isFastDeposit', 'true')
    throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
})
