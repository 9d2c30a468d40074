import { queryOptions } from '@tanstack/react-query'
import { registrationApi, type Currency } from './api'
import type { RegisterLink } from './links'

export const registrationQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['registration', 'settings'],
      queryFn: registrationApi.settings,
      staleTime: 5 * 60_000,
    }),
  background: () =>
    queryOptions({
      queryKey: ['registration', 'background'],
      queryFn: registrationApi.background,
      staleTime: 30 * 60_000,
    }),
  /** Whether the agent id or recommend code of a link is still valid (valid_message). */
  link: (link: RegisterLink) =>
    queryOptions({
      queryKey: ['registration', 'link', link],
      queryFn: () => registrationApi.linkCheck(link),
      staleTime: 5 * 60_000,
    }),
  /** Whether friend recommendation is open for a currency (bonus_setting/check). */
  friendBonus: (currency: Currency) =>
    queryOptions({
      queryKey: ['registration', 'friend-bonus', currency],
      queryFn: () => registrationApi.friendBonus(currency),
      staleTime: 5 * 60_000,
    }),
}
