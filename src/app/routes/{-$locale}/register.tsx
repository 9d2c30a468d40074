import { createFileRoute, redirect } from '@tanstack/react-router'
import { rememberRegisterLink } from '@/modules/registration'
import { registerSearchSchema } from '@/platform/router'
import { cookies } from '@/platform/storage'

/**
 * Sets isRouteRegister (the register modal opens once) and keeps the agent link or invite in cookies
 * for LINK_EXPIRE_MINUTES (spec §2, §4), then goes home.
 */
export const Route = createFileRoute('/{-$locale}/register')({
  validateSearch: registerSearchSchema,
  beforeLoad: ({ params, search }) => {
    cookies.set('isRouteRegister', 'true')
    rememberRegisterLink(search)
    throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
})
