import { useLingui } from '@lingui/react/macro'
import type { ExclusionPeriod, LimitKind, LimitPeriod } from '../api'

export function useProtectionLabels() {
  const { t } = useLingui()
  const kinds: Record<LimitKind, string> = {
    deposit: t({ id: 'protection.kind.deposit', message: 'Deposit limit' }),
    loss: t({ id: 'protection.kind.loss', message: 'Loss limit' }),
    session: t({ id: 'protection.kind.session', message: 'Session-time limit' }),
  }
  const periods: Record<LimitPeriod, string> = {
    day: t({ id: 'protection.period.day', message: 'Per 24 hours' }),
    week: t({ id: 'protection.period.week', message: 'Per 7 days' }),
    month: t({ id: 'protection.period.month', message: 'Per month' }),
  }
  const exclusionPeriods: Record<ExclusionPeriod, string> = {
    '24h': t({ id: 'protection.break.24h', message: '24 hours' }),
    '1w': t({ id: 'protection.break.1w', message: '1 week' }),
    '1m': t({ id: 'protection.break.1m', message: '1 month' }),
    custom: t({ id: 'protection.break.custom', message: 'Choose the days' }),
    '6m': t({ id: 'protection.break.6m', message: '6 months' }),
    '1y': t({ id: 'protection.break.1y', message: '1 year' }),
    '5y': t({ id: 'protection.break.5y', message: '5 years' }),
  }
  return { kinds, periods, exclusionPeriods }
}
