import { createFileRoute } from '@tanstack/react-router'
import { LoadingPage } from '@/modules/games'

export const Route = createFileRoute('/{-$locale}/loading')({
  staticData: { layout: 'bare' },
  component: LoadingPage,
})
