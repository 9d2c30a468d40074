/** Agent menu of spec §2: Plan, Agreement, Register, and the ProxyCenter sub-pages. */
export const AGENT_PAGES = ['Plan', 'Agreement', 'Register'] as const
export const PROXY_CENTER_PAGES = [
  'DownlineInfo',
  'Promotion',
  'OperationTable',
  'StratifiedTable',
  'Transfer',
  'PerformanceSettlement',
] as const
export type AgentPage = (typeof AGENT_PAGES)[number] | (typeof PROXY_CENTER_PAGES)[number]
const ALL: readonly AgentPage[] = [...AGENT_PAGES, ...PROXY_CENTER_PAGES]

/** `page` query value → page; `ProxyCenter` opens its first sub-page. */
export function agentPageOf(value: unknown): AgentPage | undefined {
  if (typeof value !== 'string') return undefined
  if (value.toLowerCase() === 'proxycenter') return 'DownlineInfo'
  return ALL.find((page) => page.toLowerCase() === value.toLowerCase())
}

/** Without a page in the address: an active agent's proxy centre, else the application (spec §2). */
export function defaultAgentPage(agentActive: boolean): AgentPage {
  return agentActive ? 'DownlineInfo' : 'Register'
}

export function isProxyCenterPage(page: AgentPage): boolean {
  return (PROXY_CENTER_PAGES as readonly string[]).includes(page)
}
