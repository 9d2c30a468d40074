import { api, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'

type Schemas = components['schemas']
export type ProtectionSite = Schemas['ProtectionSite']
export type ProtectionOverview = Schemas['ProtectionOverview']
export type ProtectionLimit = Schemas['ProtectionLimit']
export type LimitKind = Schemas['ProtectionLimitKind']
export type LimitPeriod = Schemas['ProtectionLimitPeriod']
export type RealityCheckMinutes = Schemas['RealityCheckMinutes']
export type ProtectionSession = Schemas['ProtectionSession']
export type ExclusionKind = Schemas['ExclusionKind']
export type ExclusionPeriod = Schemas['ExclusionPeriod']
export type Exclusion = Schemas['Exclusion']

function required<T>(data: T | null | undefined, what: string): T {
  if (data === null || data === undefined) throw new Error(`${what}: empty answer`)
  return data
}

export const protectionApi = {
  site: async (): Promise<ProtectionSite> =>
    required(
      await unwrap(api.POST('/arks/web/protection/site', { body: { site_id: config.siteId } })),
      'site',
    ),
  overview: async (): Promise<ProtectionOverview> =>
    required(await unwrap(api.POST('/arks/web/protection/overview', { body: {} })), 'overview'),
  setLimit: async (
    kind: LimitKind,
    period: LimitPeriod,
    amount: number | null,
  ): Promise<ProtectionOverview> =>
    required(
      await unwrap(api.POST('/arks/web/protection/limit', { body: { kind, period, amount } })),
      'limit',
    ),
  setRealityCheck: async (minutes: RealityCheckMinutes): Promise<ProtectionOverview> =>
    required(
      await unwrap(api.POST('/arks/web/protection/reality-check', { body: { interval_minutes: minutes } })),
      'reality check',
    ),
  session: async (): Promise<ProtectionSession> =>
    required(await unwrap(api.POST('/arks/web/protection/session', { body: {} })), 'session'),
  startExclusion: async (input: {
    kind: ExclusionKind
    period: ExclusionPeriod
    days?: number
  }): Promise<Exclusion> =>
    required(
      await unwrap(api.POST('/arks/web/protection/exclusion', { body: { ...input, confirm: true } })),
      'exclusion',
    ),
  history: async (months = 12): Promise<Schemas['AccountHistory']> =>
    required(await unwrap(api.POST('/arks/web/protection/history', { body: { months } })), 'history'),
}
