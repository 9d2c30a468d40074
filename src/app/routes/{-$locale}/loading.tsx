import { createFileRoute } from '@tanstack/react-router'
import { LoadingPage } from '@/modules/games'
import { seoHead } from '@/modules/content'

export const Route = createFileRoute('/{-$locale}/loading')({
  head: ({ match }) => seoHead('utility', { pathname: match.pathname }),
  staticData: { layout: 'bare' },
  component: LoadingPage,
})
