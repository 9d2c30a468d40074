import { api, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'

type Schemas = components['schemas']
export type Bulletin = Schemas['Bulletin']
export type DiscountSummary = Schemas['DiscountSummary']
export type Discount = Schemas['Discount']
export type DiscountList = Schemas['DiscountListData']
export type RedEnvelope = Schemas['RedEnvelope']
export type DisplayDevice = Schemas['DisplayDevice']
export type Locale = Schemas['Locale']
export type Currency = Schemas['Currency']

export const DISCOUNT_PAGE_SIZE = 20

export interface BulletinWhere {
  display_device: DisplayDevice
  display_location: 2 | 3
  /** The currency the guest is shown: the bulletins' amounts are written in it. */
  currency?: Currency
}

const required = <T>(value: T | null | undefined, what: string): T => {
  if (value == null) throw new Error(`${what}: empty answer`)
  return value
}

export const promotionsApi = {
  discounts: async (params: {
    category?: string
    page: number
    language: Locale
    currency?: Currency
  }): Promise<DiscountList> =>
    required(
      await unwrap(
        api.POST('/arks/web/activity/discount', {
          body: {
            site_id: config.siteId,
            language: params.language,
            page: params.page,
            page_size: DISCOUNT_PAGE_SIZE,
            ...(params.category ? { category: params.category } : {}),
            ...(params.currency ? { currency: params.currency } : {}),
          },
        }),
      ),
      'discounts',
    ),
  discount: async (id: number, language: Locale): Promise<Discount> =>
    required(
      await unwrap(
        api.POST('/arks/web/activity/discount/detail', { body: { id, site_id: config.siteId, language } }),
      ),
      'discount',
    ),
  apply: (id: number) => unwrap(api.POST('/arks/web/activity/discount/apply', { body: { id } })),

  /** Pop-up bulletins: guests and members have different endpoints (spec §6). */
  bulletins: async (loggedIn: boolean, where: BulletinWhere): Promise<Bulletin[]> => {
    const body = { site_id: config.siteId, ...where }
    const data = loggedIn
      ? await unwrap(api.POST('/arks/web/bulletin/member', { body }))
      : await unwrap(api.POST('/arks/web/bulletin', { body }))
    return data?.list ?? []
  },
  bulletinHistory: async (where: BulletinWhere): Promise<Bulletin[]> =>
    (await unwrap(api.POST('/arks/web/bulletin/history', { body: { site_id: config.siteId, ...where } })))
      ?.list ?? [],
  hideBulletins: async (where: BulletinWhere): Promise<void> => {
    const call = api.POST('/arks/web/bulletin/member/hide', { body: { site_id: config.siteId, ...where } })
    // `data` is always null on success: keep the envelope for unwrap's code check.
    await unwrap(
      call.then((result) => ({ ...result, data: result.data ? { ...result.data, data: null } : undefined })),
    )
  },

  redEnvelope: async (): Promise<RedEnvelope | null> =>
    (await unwrap(api.POST('/arks/web/activity/red_envelope_promotion', { body: {} })))?.envelope ?? null,
  claimRedEnvelope: async (id: number): Promise<number> =>
    required(await unwrap(api.POST('/arks/web/activity/red_envelope', { body: { id } })), 'red envelope')
      .cash,
}
