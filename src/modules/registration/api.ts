import { api, need, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'

type Schemas = components['schemas']
export type RegisterSetting = Schemas['RegisterSetting']
export type RegisterBody = Schemas['RegisterRequest']
export type VerificationBody = Schemas['RegisterVerificationRequest']
export type Currency = Schemas['Currency']

const siteId = () => config.siteId

export const registrationApi = {
  settings: () => need(unwrap(api.POST('/arks/web/register-settings', { body: { site_id: siteId() } }))),
  verify: (body: Omit<VerificationBody, 'site_id' | 'verification'>) =>
    unwrap(
      api
        .POST('/register/verification', { body: { ...body, site_id: siteId(), verification: 1 } })
        .then((result) => ({ ...result, data: result.data ? { ...result.data, data: null } : undefined })),
    ),
  register: (body: Omit<RegisterBody, 'site_id'>) =>
    need(unwrap(api.POST('/register', { body: { ...body, site_id: siteId() } }))),
  sms: (member_phone: string, currency: Currency) =>
    need(
      unwrap(
        api.POST('/register/sms', {
          body: { member_phone, currency, type: 'register_member', site_id: siteId() },
        }),
      ),
    ),
  linkCheck: (link: { agent_id: number } | { recommend_code: string }) =>
    need(unwrap(api.POST('/register/valid_message', { body: { site_id: siteId(), ...link } }))),
  friendBonus: (member_currency: Currency) =>
    need(unwrap(api.POST('/bonus_setting/check', { body: { site_id: siteId(), member_currency } }))),
  /** The register modal's background picture (desktop, and a mobile one when the site has it). */
  background: () =>
    need(unwrap(api.POST('/arks/web/model/register-background/detail', { body: { site_id: siteId() } }))),
  agentDomain: (host: string) =>
    need(unwrap(api.POST('/arks/web/check-agent-domain', { body: { site_id: siteId(), host } }))),
}
