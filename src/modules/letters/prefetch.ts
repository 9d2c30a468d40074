import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import { $memberId } from '@/modules/session'
import { currentLocale } from '@/platform/i18n'
import { lettersQueries } from './queries'

/** Asks for the inbox's first page while the member centre's code is on the way (nothing for a guest). */
export function prefetchLetters(client: QueryClient, scope: Scope): void {
  const memberId = scope.getState($memberId)
  if (memberId !== null) void client.prefetchQuery(lettersQueries.list(memberId, 1, currentLocale()))
}
