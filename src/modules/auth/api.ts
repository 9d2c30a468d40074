import { api, done, need, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'

type Schemas = components['schemas']
export type Captcha = Schemas['Captcha']
export type CaptchaType = Schemas['CaptchaRequest']['type']
export type LoginData = Schemas['LoginApiResponseData']
export type LoginBody = Schemas['LoginRequest']
export type DoubleValidationChallenge = Schemas['DoubleValidationChallenge']
export type DoubleValidationQuestion = Schemas['DoubleValidationQuestion']
export type DoubleValidationBody = Schemas['DoubleValidationRequest']
export type VerifyBody = Schemas['VerifyRequest']
export type ResetBody = Schemas['ResetRequest']
export type EditPasswordBody = Schemas['EditPasswordRequest']
export type DemoDevice = NonNullable<Schemas['DemoLoginRequest']['device']>

const siteId = () => config.siteId

/** Spec §7 "Member": every identity call, typed by the contract. */
export const authApi = {
  captcha: (type: CaptchaType) => need(unwrap(api.POST('/captcha', { body: { type, site_id: siteId() } }))),
  loginHeader: () => need(unwrap(api.POST('/get_login_header', { body: { site_id: siteId() } }))),
  login: (body: Omit<LoginBody, 'site_id'>, headers: Record<string, string> = {}) =>
    need(unwrap(api.POST('/login', { body: { ...body, site_id: siteId() }, headers }))),
  logout: () => done(api.POST('/logout', { body: {} })),
  doubleValidation: (body: Omit<DoubleValidationBody, 'site_id'>) =>
    need(unwrap(api.POST('/login/double_validation', { body: { ...body, site_id: siteId() } }))),
  skipDoubleValidation: (challenge_token: string) =>
    need(unwrap(api.POST('/login/double_validation/skip', { body: { challenge_token } }))),
  verifyTransfer: (body: Omit<VerifyBody, 'site_id'>) =>
    need(unwrap(api.POST('/arks/web/vx/verify', { body: { ...body, site_id: siteId() } }))),
  recoverySms: (account: string, member_phone: string) =>
    need(unwrap(api.POST('/arks/web/vx/sms', { body: { account, member_phone, site_id: siteId() } }))),
  resetTransfer: (body: Omit<ResetBody, 'site_id'>) =>
    done(api.POST('/arks/web/vx/reset', { body: { ...body, site_id: siteId() } })),
  demoLogin: (device: DemoDevice) =>
    need(unwrap(api.POST('/login/demo', { body: { site_id: siteId(), device } }))),
  completeAuthLogin: (code: string) =>
    need(unwrap(api.POST('/login/auth-callback', { body: { site_id: siteId(), code } }))),
  infoData: (enc: string) => need(unwrap(api.POST('/get_info_data', { body: { enc } }))),
  layout: () => need(unwrap(api.POST('/member/profile/common/layout', { body: {} }))),
  editPassword: (body: EditPasswordBody) => done(api.POST('/member/profile/edit_password', { body })),
  siteDetail: () => need(unwrap(api.POST('/arks/web/site/detail', { body: { site_id: siteId() } }))),
}
