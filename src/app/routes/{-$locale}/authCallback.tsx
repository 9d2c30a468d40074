import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { AuthCallbackPage } from '@/modules/auth'
import { pageHead } from '../../page-head'

const searchSchema = z.object({
  code: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(255))), undefined),
})

/** Third-party login popup (spec §2): hands the session or the failure to the opener, then closes. */
export const Route = createFileRoute('/{-$locale}/authCallback')({
  head: pageHead('utility'),
  staticData: { layout: 'bare' },
  validateSearch: searchSchema,
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { code } = Route.useSearch()
  return (
    <AuthCallbackPage code={code} title={t({ id: 'page.auth_callback.title', message: 'Signing you in' })} />
  )
}
