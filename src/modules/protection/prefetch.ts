import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import { $memberId } from '@/modules/session'
import { config } from '@/platform/config'
import { protectionQueries } from './queries'

/** Asks for the site's protection rules (break lengths, reality-check intervals) while the page's code loads. */
export function prefetchProtectionRules(client: QueryClient): void {
  void client.prefetchQuery(protectionQueries.site(config.siteId))
}

/** The protection page's first data: the site's rules and, for a member, their limits and figures. */
export function prefetchProtection(client: QueryClient, scope: Scope): void {
  prefetchProtectionRules(client)
  const memberId = scope.getState($memberId)
  if (memberId !== null) void client.prefetchQuery(protectionQueries.overview(memberId))
}
