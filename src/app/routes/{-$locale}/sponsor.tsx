import { createFileRoute } from '@tanstack/react-router'
import { contentQueries, SponsorPage } from '@/modules/content'
import { currentLocale } from '@/platform/i18n'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/sponsor')({
  // Asked for while the page's code loads; the page shows its own skeleton until it answers.
  loader: ({ context }) => void context.queryClient.prefetchQuery(contentQueries.sponsors(currentLocale())),
  head: pageHead('sponsor'),
  component: SponsorPage,
})
