import { createFileRoute } from '@tanstack/react-router'
import { contentQueries, FaqIndexPage } from '@/modules/content'
import { currentLocale } from '@/platform/i18n'
import { pageHead } from '../../../page-head'

export const Route = createFileRoute('/{-$locale}/faq/')({
  // Asked for while the page's code loads; the page shows its own skeleton until it answers.
  loader: ({ context }) => void context.queryClient.prefetchQuery(contentQueries.faqs(currentLocale())),
  head: pageHead('faq'),
  component: FaqIndexPage,
})
