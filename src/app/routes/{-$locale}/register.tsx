import { createFileRoute, redirect } from '@tanstack/react-router'
import { registerSearchSchema } from '@/platform/router'
import { cookies } from '@/platform/storage'

/**
 * Sets isRouteRegister (the register modal opens once) and keeps the agent link or invite in cookies
 * for LINK_EXPIRE_TIME (spec §2, §4), then goes home.
 */
export const Route = createFileRoute('/{-$locale}/register')({
  validateSearch: registerSearchSchema,
  beforeLoad: ({ params, search }) => {
    cookies.set('isRouteRegister', 'true')
    if (search.id) {
      cookies.set('member_agent', search.id)
      cookies.set('register_type', 'member_agent')
    } else if (search.invite) {
      cookies.set('recommend_code', search.invite)
      cookies.set('register_type', 'recommend_code')
    }
    if (search.currency) cookies.set('ccy', search.currency)
    throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
})
