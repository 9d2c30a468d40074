import { createFileRoute } from '@tanstack/react-router'
import { FaqIndexPage, seoHead } from '@/modules/content'

export const Route = createFileRoute('/{-$locale}/faq/')({
  head: ({ match }) => seoHead('faq', { pathname: match.pathname }),
  component: FaqIndexPage,
})
