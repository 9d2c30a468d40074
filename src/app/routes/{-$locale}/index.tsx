import { createFileRoute } from '@tanstack/react-router'
import { HomePage, seoHead } from '@/modules/content'
import { GameTabs, JackpotTicker } from '@/modules/games'
import { PromotionsTeaser } from '@/modules/promotions'

export const Route = createFileRoute('/{-$locale}/')({
  head: ({ match }) => seoHead('home', { pathname: match.pathname }),
  component: Page,
})

function Page() {
  return <HomePage jackpot={<JackpotTicker />} games={<GameTabs />} promotions={<PromotionsTeaser />} />
}
