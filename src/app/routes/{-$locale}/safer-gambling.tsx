import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { prefetchProtectionRules, SaferGamblingPage } from '@/modules/protection'
import { i18n } from '@/platform/i18n'
import { headOf } from '../../page-head'

const title = msg({ id: 'safer.title', message: 'Safer gambling' })

/** /safer-gambling: the 18+ notice, the protection tools and where to find help. */
export const Route = createFileRoute('/{-$locale}/safer-gambling')({
  head: ({ match }) => headOf('main', match, { title: i18n._(title) }),
  loader: ({ context }) => prefetchProtectionRules(context.queryClient),
  component: SaferGamblingPage,
})
