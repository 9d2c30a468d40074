import { api, need, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'

type Schemas = components['schemas']
export type MemberLayout = Schemas['MemberLayout']
export type SiteDetail = Schemas['SiteDetail']

/** The two reads every page shares: who the member is (with the balance) and what the site is. */
export const sessionApi = {
  layout: () => need(unwrap(api.POST('/member/profile/common/layout', { body: {} }))),
  siteDetail: () => need(unwrap(api.POST('/arks/web/site/detail', { body: { site_id: config.siteId } }))),
}
