import { bulletinHandlers } from './bulletins.ts'
import { discountHandlers } from './discounts.ts'
import { documentHandlers } from './documents.ts'
import { homeHandlers } from './home.ts'
import { seoHandlers } from './seo.ts'

/**
 * Tag `content`: bulletins, banners, marquee, jackpot, FAQ, content pages, sponsors and the SEO texts; also the
 * promotion (discount) list and detail, which are content although tagged `promotions`.
 */
export const contentHandlers = [
  ...bulletinHandlers,
  ...homeHandlers,
  ...documentHandlers,
  ...discountHandlers,
  ...seoHandlers,
]
