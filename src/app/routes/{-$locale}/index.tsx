import { createFileRoute } from '@tanstack/react-router'
import { HomePage, prefetchHomeContent } from '@/modules/content'
import { $currency } from '@/modules/session'
import { GameTabs, JackpotTicker } from '@/modules/games'
import { PromotionsTeaser } from '@/modules/promotions'
import { $isDesktop } from '@/platform/device'
import { currentLocale } from '@/platform/i18n'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/')({
  // Not awaited: the banners are asked for while the page's code loads, and the page renders on its own.
  loader: ({ context }) =>
    prefetchHomeContent(context.queryClient, {
      isDesktop: context.scope.getState($isDesktop),
      locale: currentLocale(),
      currency: context.scope.getState($currency),
    }),
  head: pageHead('home'),
  component: Page,
})

function Page() {
  return <HomePage jackpot={<JackpotTicker />} games={<GameTabs />} promotions={<PromotionsTeaser />} />
}
