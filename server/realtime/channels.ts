/** Channel names and the event catalogue of spec §7 ("Real-time channels"), shared by issuer and emitters. */

export const WEB_MEMBER_CHANNEL = 'web_member'
export const webApiChannel = (currency: string) => `web_api.${currency}`
export const templateChannel = (template: string) => `template.${template}`
export const mobileTemplateChannel = (template: string) => `mobile_template.${template}`
export const memberChannel = (memberId: number) => `member.${memberId}`
export const memberCurrencyChannel = (currency: string) => `member_currency.${currency}`
export const presenceChannel = (currency: string) => `presence.${currency}`

/**
 * Capability resources that reach one member's or one currency's members' data: the private channels
 * and wildcards. A token granting any of them must be bound to a live session.
 */
export function isPrivateResource(resource: string): boolean {
  return resource === '*' || resource.endsWith(':*') || /^(member|member_currency|presence)\./.test(resource)
}

/** Only these desktop templates have a template channel. */
export const TEMPLATE_CHANNEL_TEMPLATES: readonly string[] = ['site02', 'suncity', 'apsport']

export type ChannelKind =
  'web_member' | 'web_api' | 'template' | 'mobile_template' | 'member' | 'member_currency'

/** Every event, the kind of channel it travels on and the contract schema of its payload. */
export const REALTIME_EVENTS = {
  customer_service_link_change: { kind: 'web_member', schema: 'RealtimeEmptyEvent' },
  'carousel_picture.url': { kind: 'web_api', schema: 'RealtimeEmptyEvent' },
  'model_settings.url': { kind: 'template', schema: 'RealtimeLanguageEvent' },
  'model_sponsor.url': { kind: 'mobile_template', schema: 'RealtimeLanguageEvent' },
  'model_login.url': { kind: 'mobile_template', schema: 'RealtimeLanguageEvent' },
  'game.url': { kind: 'member', schema: 'RealtimeGameUrlEvent' },
  'forward_game.status': { kind: 'member', schema: 'RealtimeForwardGameStatusEvent' },
  'member.cash': { kind: 'member', schema: 'RealtimeMemberCashEvent' },
  'letter.sent': { kind: 'member', schema: 'RealtimeLetterEvent' },
  'letter.read': { kind: 'member', schema: 'RealtimeLetterEvent' },
  'letter.delete': { kind: 'member', schema: 'RealtimeLetterEvent' },
  all_transfer_back: { kind: 'member', schema: 'RealtimeEmptyEvent' },
  login: { kind: 'member', schema: 'RealtimeLoginEvent' },
  'profile.updated': { kind: 'member', schema: 'RealtimeEmptyEvent' },
  app_clean_cache: { kind: 'member', schema: 'RealtimeEmptyEvent' },
  'member_deposit.success': { kind: 'member', schema: 'RealtimeDepositSuccessEvent' },
  RedEnvelopeDisplay: { kind: 'member_currency', schema: 'RealtimeRedEnvelopeDisplayEvent' },
} as const satisfies Record<string, { kind: ChannelKind; schema: string }>

export type RealtimeEventName = keyof typeof REALTIME_EVENTS

export function isRealtimeEventName(name: string): name is RealtimeEventName {
  return Object.hasOwn(REALTIME_EVENTS, name)
}
