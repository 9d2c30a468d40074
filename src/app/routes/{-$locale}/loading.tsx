import { createFileRoute } from '@tanstack/react-router'
import { LoadingPage } from '@/modules/games'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/loading')({
  head: pageHead('utility'),
  staticData: { layout: 'bare' },
  component: LoadingPage,
})
