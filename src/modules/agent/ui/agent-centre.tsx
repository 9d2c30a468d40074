import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, Card } from '@/ui'
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

const layout = css({
  display: 'grid',
  gap: { base: '4', lg: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' },
  alignItems: 'start',
})
const nav = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '2', lg: '3' },
  overflowX: { base: 'auto', lg: 'visible' },
})
const list = css({ display: 'flex', flexDirection: { base: 'row', lg: 'column' }, gap: '1' })
const groupTitle = css({
  display: { base: 'none', lg: 'block' },
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'textMuted',
  px: '2',
  mt: '3',
  mb: '1',
})
const item = css({
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  minH: '40px',
  px: '3',
  borderRadius: 'md',
  color: 'textMuted',
  fontSize: 'sm',
  cursor: 'pointer',
  width: { lg: '100%' },
  textAlign: 'start',
  _hover: { color: 'text', bg: 'surfaceRaised' },
  '&[aria-current=page]': { color: 'onAccent', bg: 'accent', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
})

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
  const labels = useAgentPageLabels()
  const menuItem = (page: AgentPage) => (
    <li key={page}>
      <button
        type="button"
        className={item}
        aria-current={page === props.page ? 'page' : undefined}
        onClick={() => props.onNavigate(page)}
        data-testid={`agent-menu-${page}`}
      >
        {labels[page]}
      </button>
    </li>
  )
  return (
    <div className={layout}>
      <nav aria-label={t({ id: 'agent.menu', message: 'Agent menu' })} className={nav}>
        <ul className={list}>{AGENT_PAGES.map(menuItem)}</ul>
        <span className={groupTitle} id="agent-group-center">
          <Trans id="agent.group.proxy_center">Proxy centre</Trans>
        </span>
        <ul className={list} aria-labelledby="agent-group-center">
          {PROXY_CENTER_PAGES.map(menuItem)}
        </ul>
      </nav>
      <section aria-labelledby="agent-page-title" className={css({ minW: 0 })}>
        <h2
          id="agent-page-title"
          className={css({ fontSize: { base: 'xl', lg: '2xl' }, fontWeight: 'bold', mb: '4' })}
        >
          {labels[props.page]}
        </h2>
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
      </section>
    </div>
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
