/** Agent (proxy) area: plan, agreement, application and the proxy centre. */
export { AgentCentre } from './ui/agent-centre'
export { agentPageOf, type AgentPage } from './pages'
export { agentQueries } from './queries'
