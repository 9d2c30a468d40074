import { api, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'
import { isCurrency } from '@/platform/i18n'

export type RealtimeToken = components['schemas']['RealtimeToken']

export const realtimeApi = {
  /** A token for the realtime connection; with a member session it also grants the private channels. */
  token: (currency: string | undefined) =>
    unwrap(
      api.POST('/realtime/token', {
        body: { site_id: config.siteId, ...(isCurrency(currency) ? { currency } : {}) },
      }),
    ),
}
