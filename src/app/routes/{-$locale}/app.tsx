import { createFileRoute } from '@tanstack/react-router'
import { AppDownloadPage } from '@/modules/content'
import { pageHead } from '../../page-head'

export const Route = createFileRoute('/{-$locale}/app')({
  head: pageHead('app'),
  component: AppDownloadPage,
})
