import { createFileRoute } from '@tanstack/react-router'
import { ClosePage } from '@/modules/games'
import { seoHead } from '@/modules/content'

export const Route = createFileRoute('/{-$locale}/close')({
  head: ({ match }) => seoHead('utility', { pathname: match.pathname }),
  staticData: { layout: 'bare' },
  component: ClosePage,
})
