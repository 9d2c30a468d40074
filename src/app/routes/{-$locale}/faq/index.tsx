import { createFileRoute } from '@tanstack/react-router'
import { FaqIndexPage } from '@/modules/content'
import { pageHead } from '../../../page-head'

export const Route = createFileRoute('/{-$locale}/faq/')({
  head: pageHead('faq'),
  component: FaqIndexPage,
})
