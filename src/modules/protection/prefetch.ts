import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import { $memberId } from '@/modules/session'
import { config } from '@/platform/config'
import { protectionQueries } from './queries'
import type { ProtectionTab } from './tabs'

/** Asks for the site's protection rules (break lengths, reality-check intervals) while the page's code loads. */
export function prefetchProtectionRules(client: QueryClient): void {
  void client.prefetchQuery(protectionQueries.site(config.siteId))
}

/**
 * The protection page's first data: the site's rules and, for a member, their limits and figures, and
 * their account history when the page opens on that tab.
 */
export function prefetchProtection(client: QueryClient, scope: Scope, tab: ProtectionTab): void {
  prefetchProtectionRules(client)
  const memberId = scope.getState($memberId)
  if (memberId === null) return
  void client.prefetchQuery(protectionQueries.overview(memberId))
  if (tab === 'history') void client.prefetchQuery(protectionQueries.history(memberId, 12))
}
