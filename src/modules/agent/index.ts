/** Agent (proxy) area: plan, agreement, application and the proxy centre. */
export { AgentCentre, useAgentPageLabels, type AgentCentreProps } from './ui/agent-centre'
export { AGENT_PAGES, PROXY_CENTER_PAGES, agentPageOf, isProxyCenterPage, type AgentPage } from './pages'
export { agentQueries } from './queries'
