import { createFileRoute } from '@tanstack/react-router'
import { HomePage, prefetchHomeContent } from '@/modules/content'
import { $currency } from '@/modules/session'
import { GameTabs, JackpotTicker, prefetchGameTabs } from '@/modules/games'
import { prefetchDiscounts, PromotionsTeaser } from '@/modules/promotions'
import { $isDesktop } from '@/platform/device'
import { currentLocale } from '@/platform/i18n'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/')({
  // Not awaited: the banners, game tabs and promotions are asked for while the page's code loads, and
  // each part renders on its own.
  loader: ({ context }) => {
    const locale = currentLocale()
    prefetchHomeContent(context.queryClient, {
      isDesktop: context.scope.getState($isDesktop),
      locale,
      currency: context.scope.getState($currency),
    })
    prefetchGameTabs(context.queryClient, context.scope)
    prefetchDiscounts(context.queryClient, context.scope, { locale })
  },
  head: pageHead('home'),
  component: Page,
})

function Page() {
  return <HomePage jackpot={<JackpotTicker />} games={<GameTabs />} promotions={<PromotionsTeaser />} />
}
