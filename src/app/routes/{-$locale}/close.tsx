import { createFileRoute } from '@tanstack/react-router'
import { ClosePage } from '@/modules/games'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/close')({
  head: pageHead('utility'),
  staticData: { layout: 'bare' },
  component: ClosePage,
})
