import { createFileRoute } from '@tanstack/react-router'
import { ClosePage } from '@/modules/games'

export const Route = createFileRoute('/{-$locale}/close')({
  staticData: { layout: 'bare' },
  component: ClosePage,
})
