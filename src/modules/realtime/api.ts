import { api, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'
import { isCurrency } from '@/platform/i18n'

export type RealtimeToken = components['schemas']['RealtimeToken']

export const realtimeApi = {
  /**
   * Where the site's realtime lives, from the static site environment document; null when the
   * document is missing or unreadable (the page's own host is used then).
   */
  siteEnvRealtime: () =>
    api
      .GET('/site-env/{site_id}.json', { params: { path: { site_id: config.siteId } } })
      .then((result) => result.data?.realtime ?? null)
      .catch(() => null),
  /** A token for the realtime connection; with a member session it also grants the private channels. */
  token: (currency: string | undefined) =>
    unwrap(
      api.POST('/realtime/token', {
        body: { site_id: config.siteId, ...(isCurrency(currency) ? { currency } : {}) },
      }),
    ),
}
