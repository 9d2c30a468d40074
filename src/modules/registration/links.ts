import { cookies, LINK_EXPIRE_MINUTES, setLinkExpireMinutes, type CookieName } from '@/platform/storage'
import type { Currency } from './api'

/**
 * Agent links and invites (spec §2, §4): `id` (agent id) or `invite` (recommend code) and `currency`
 * are kept in cookies for the site's LINK_EXPIRE_TIME (LINK_EXPIRE_MINUTES until the site detail
 * names it) with `register_type` member_agent or recommend_code, so registration days later still
 * records the introducer.
 */
export { LINK_EXPIRE_MINUTES }

export type RegisterLinkSearch = { id?: string; invite?: string; currency?: string }
export type RegisterLink = { agent_id: number } | { recommend_code: string }

const AGENT_ID = /^[1-9]\d{0,9}$/

/** Link cookies written during this visit: the site's lifetime, once known, applies to them. */
const writtenThisVisit = new Set<CookieName>()

function write(name: CookieName, value: string) {
  cookies.set(name, value)
  writtenThisVisit.add(name)
}

/** Stores the link of the URL; returns whether there was one. An agent id wins over an invite. */
export function rememberRegisterLink(search: RegisterLinkSearch): boolean {
  if (search.currency) cookies.set('ccy', search.currency)
  if (search.id && AGENT_ID.test(search.id)) {
    write('member_agent', search.id)
    write('register_type', 'member_agent')
    cookies.remove('recommend_code')
    return true
  }
  if (search.invite) {
    write('recommend_code', search.invite)
    write('register_type', 'recommend_code')
    cookies.remove('member_agent')
    return true
  }
  return false
}

/**
 * The site's LINK_EXPIRE_TIME arrived: later links live that long, and the links this visit already
 * stored are written again with it (the link was read from the URL before the site detail answered).
 */
export function applyLinkLifetime(minutes: number) {
  setLinkExpireMinutes(minutes)
  for (const name of writtenThisVisit) {
    const value = cookies.get(name)
    if (value !== undefined) cookies.set(name, value)
  }
}

/** The agent of the host, when the site is opened on an agent's own domain (check-agent-domain). */
export function rememberAgentDomain(agentId: number, currency: Currency | null) {
  write('agent_domain_id', String(agentId))
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
