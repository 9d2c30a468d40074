import { createFileRoute } from '@tanstack/react-router'
import { PlayPage } from '@/modules/games'
import { seoHead } from '@/modules/content'

export const Route = createFileRoute('/{-$locale}/play')({
  head: ({ match }) => seoHead('play', { pathname: match.pathname }),
  component: PlayPage,
})
