import { createFileRoute } from '@tanstack/react-router'
import { PlayPage } from '@/modules/games'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/play')({
  head: pageHead('play'),
  component: PlayPage,
})
