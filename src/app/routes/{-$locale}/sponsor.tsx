import { createFileRoute } from '@tanstack/react-router'
import { SponsorPage } from '@/modules/content'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/sponsor')({
  head: pageHead('sponsor'),
  component: SponsorPage,
})
