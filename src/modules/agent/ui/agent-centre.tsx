import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, Card, SectionWithMenu } from '@/ui'
import { AGENT_PAGES, isProxyCenterPage, PROXY_CENTER_PAGES, type AgentPage } from '../pages'
import { AgreementPage, PlanPage, RegisterPage } from './documents'
import { DownlineInfo } from './downline-info'
import { OperationTablePage } from './operation-table'
import { PerformanceSettlementPage } from './performance-settlement'
import { PromotionPage } from './promotion-page'
import { StratifiedTablePage } from './stratified-table'
import { TransferPage } from './transfer-page'

export interface AgentCentreProps {
  page: AgentPage
  onNavigate: (page: AgentPage) => void
  currency: string
  /** agent_active of the member layout: the proxy centre needs an active agent. */
  agentActive: boolean
  /** Agent id from an agent link (proxy?page=Register&id=…). */
  parentAgentId?: number
  onTransferred?: (cash: number) => void
}

export function useAgentPageLabels(): Record<AgentPage, string> {
  const { t } = useLingui()
  return {
    Plan: t({ id: 'agent.page.plan', message: 'Agent plan' }),
    Agreement: t({ id: 'agent.page.agreement', message: 'Agreement' }),
    Register: t({ id: 'agent.page.register', message: 'Become an agent' }),
    DownlineInfo: t({ id: 'agent.page.downline', message: 'Downline' }),
    Promotion: t({ id: 'agent.page.promotion', message: 'Promotion links' }),
    OperationTable: t({ id: 'agent.page.operation', message: 'Operation table' }),
    StratifiedTable: t({ id: 'agent.page.stratified', message: 'Stratified table' }),
    Transfer: t({ id: 'agent.page.transfer', message: 'Transfer' }),
    PerformanceSettlement: t({ id: 'agent.page.settlement', message: 'Performance settlement' }),
  }
}

/** The agent (proxy) area of spec §2: Plan, Agreement, Register and ProxyCenter. */
export function AgentCentre(props: AgentCentreProps) {
  const { t } = useLingui()
  return (
    <SectionWithMenu
      label={t({ id: 'agent.menu', message: 'Agent menu' })}
      groups={[
        { id: 'agent', pages: AGENT_PAGES },
        {
          id: 'center',
          title: t({ id: 'agent.group.proxy_center', message: 'Proxy centre' }),
          pages: PROXY_CENTER_PAGES,
        },
      ]}
      labels={useAgentPageLabels()}
      page={props.page}
      onNavigate={props.onNavigate}
      testIdPrefix="agent-menu"
      titleId="agent-page-title"
    >
      {isProxyCenterPage(props.page) && !props.agentActive ? (
        <Card tone="raised" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
          <p>
            <Trans id="agent.inactive">The proxy centre opens once your agent account is active.</Trans>
          </p>
          <Button onPress={() => props.onNavigate('Register')}>
            <Trans id="agent.page.register">Become an agent</Trans>
          </Button>
        </Card>
      ) : (
        <AgentPageContent {...props} />
      )}
    </SectionWithMenu>
  )
}

function AgentPageContent({ page, currency, parentAgentId, onTransferred }: AgentCentreProps) {
  switch (page) {
    case 'Plan':
      return <PlanPage />
    case 'Agreement':
      return <AgreementPage />
    case 'Register':
      return <RegisterPage {...(parentAgentId ? { parentAgentId } : {})} />
    case 'DownlineInfo':
      return <DownlineInfo currency={currency} />
    case 'Promotion':
      return <PromotionPage />
    case 'OperationTable':
      return <OperationTablePage currency={currency} />
    case 'StratifiedTable':
      return <StratifiedTablePage currency={currency} />
    case 'Transfer':
      return <TransferPage currency={currency} {...(onTransferred ? { onTransferred } : {})} />
    case 'PerformanceSettlement':
      return <PerformanceSettlementPage currency={currency} />
  }
}
