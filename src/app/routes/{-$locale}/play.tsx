import { createFileRoute } from '@tanstack/react-router'
import { PlayPage } from '@/modules/games'

export const Route = createFileRoute('/{-$locale}/play')({
  component: PlayPage,
})
