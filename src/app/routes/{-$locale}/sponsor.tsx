import { createFileRoute } from '@tanstack/react-router'
import { SponsorPage, seoHead } from '@/modules/content'

export const Route = createFileRoute('/{-$locale}/sponsor')({
  head: ({ match }) => seoHead('sponsor', { pathname: match.pathname }),
  component: SponsorPage,
})
