import { createFileRoute, useNavigate } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { DiscountListPage, prefetchDiscounts } from '@/modules/promotions'
import { currentLocale } from '@/platform/i18n'
import { pageHead } from '../../../page-head'

/** `?category=` picks a promotion category; a bad value falls back to all. */
const searchSchema = z.object({
  category: z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9_]{1,64}$/))), undefined),
})

export const Route = createFileRoute('/{-$locale}/discount/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // Not awaited: the promotions are asked for while the page's code loads, and the page renders on its own.
  loader: ({ context, deps }) =>
    prefetchDiscounts(context.queryClient, context.scope, {
      locale: currentLocale(),
      category: deps.category,
    }),
  head: pageHead('discount'),
  component: Page,
})

function Page() {
  const { category } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <DiscountListPage
      {...(category ? { category } : {})}
      onCategoryChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, category: next }), replace: true })
      }
    />
  )
}
