import { cookies, LINK_EXPIRE_MINUTES } from '@/platform/storage'
import type { Currency } from './api'

/**
 * Agent links and invites (spec §2, §4): `id` (agent id) or `invite` (recommend code) and `currency`
 * are kept in cookies for LINK_EXPIRE_MINUTES with `register_type` member_agent or recommend_code,
 * so registration days later still records the introducer.
 */
export { LINK_EXPIRE_MINUTES }

export type RegisterLinkSearch = { id?: string; invite?: string; currency?: string }
export type RegisterLink = { agent_id: number } | { recommend_code: string }

const AGENT_ID = /^[1-9]\d{0,9}$/

/** Stores the link of the URL; returns whether there was one. An agent id wins over an invite. */
export function rememberRegisterLink(search: RegisterLinkSearch): boolean {
  if (search.currency) cookies.set('ccy', search.currency)
  if (search.id && AGENT_ID.test(search.id)) {
    cookies.set('member_agent', search.id)
    cookies.set('register_type', 'member_agent')
    cookies.remove('recommend_code')
    return true
  }
  if (search.invite) {
    cookies.set('recommend_code', search.invite)
    cookies.set('register_type', 'recommend_code')
    cookies.remove('member_agent')
    return true
  }
  return false
}

/** The agent of the host, when the site is opened on an agent's own domain (check-agent-domain). */
export function rememberAgentDomain(agentId: number, currency: Currency | null) {
  cookies.set('agent_domain_id', String(agentId))
  if (currency && !cookies.get('ccy')) cookies.set('ccy', currency)
}

/** The introducer to prefill: the link's agent or code, else the agent of the domain. */
export function storedRegisterLink(): RegisterLink | null {
  const type = cookies.get('register_type')
  const agent = cookies.get('member_agent')
  const code = cookies.get('recommend_code')
  if (type === 'member_agent' && agent && AGENT_ID.test(agent)) return { agent_id: Number(agent) }
  if (type === 'recommend_code' && code) return { recommend_code: code }
  const domainAgent = cookies.get('agent_domain_id')
  if (domainAgent && AGENT_ID.test(domainAgent)) return { agent_id: Number(domainAgent) }
  return null
}

export function introducerOf(link: RegisterLink | null): string {
  if (!link) return ''
  return 'agent_id' in link ? String(link.agent_id) : link.recommend_code
}

/** After registering, or when the link turned out invalid, the link is spent. */
export function forgetRegisterLink() {
  for (const name of ['member_agent', 'recommend_code', 'register_type'] as const) cookies.remove(name)
}
