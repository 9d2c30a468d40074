import { createFileRoute } from '@tanstack/react-router'
import { AppDownloadPage, seoHead } from '@/modules/content'

export const Route = createFileRoute('/{-$locale}/app')({
  head: ({ match }) => seoHead('app', { pathname: match.pathname }),
  component: AppDownloadPage,
})
