import { createFileRoute } from '@tanstack/react-router'
import { SaferGamblingPage } from '@/modules/protection'

/** /safer-gambling: the 18+ notice, the protection tools and where to find help. */
export const Route = createFileRoute('/{-$locale}/safer-gambling')({
  component: SaferGamblingPage,
})
