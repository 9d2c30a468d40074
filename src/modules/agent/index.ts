/** Agent (proxy) area: plan, agreement, application and the proxy centre. */
export { AgentCentre } from './ui/agent-centre'
export { agentPageOf, defaultAgentPage } from './pages'
export { prefetchAgentPage } from './prefetch'
export { agentQueries } from './queries'
