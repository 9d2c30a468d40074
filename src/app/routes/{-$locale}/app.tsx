import { createFileRoute } from '@tanstack/react-router'
import { AppDownloadPage, contentQueries } from '@/modules/content'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/app')({
  // The download links come from the site detail, usually in the cache already.
  loader: ({ context }) => void context.queryClient.prefetchQuery(contentQueries.siteDetail()),
  head: pageHead('app'),
  component: AppDownloadPage,
})
