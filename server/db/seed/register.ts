import type { Db } from '../types.ts'
import { bulkInsert } from './bulk.ts'
import { SITES } from './sites.ts'

/** Register fields shown per currency (spec §3 register setting item). */
const REGISTER_FIELDS: readonly {
  name: string
  byCurrency: Record<string, 'required' | 'shown' | 'verified'>
}[] = [
  {
    name: 'member_name',
    byCurrency: {
      VND: 'required',
      RMB: 'required',
      THB: 'required',
      INR: 'shown',
      USD: 'shown',
      '*': 'shown',
    },
  },
  {
    name: 'member_phone',
    byCurrency: {
      VND: 'verified',
      INR: 'required',
      BDT: 'required',
      MMK: 'required',
      RMB: 'shown',
      '*': 'shown',
    },
  },
  { name: 'member_email', byCurrency: { USD: 'required', BRL: 'required', NGN: 'required', '*': 'shown' } },
  { name: 'member_birthday', byCurrency: { WON: 'required', JPY: 'shown', '*': 'shown' } },
  { name: 'withdraw_password', byCurrency: { VND: 'required', RMB: 'required', '*': 'shown' } },
  { name: 'member_zalo', byCurrency: { VND: 'shown' } },
  { name: 'member_telegram', byCurrency: { VND: 'shown', USD: 'shown', MMK: 'shown' } },
  { name: 'member_wechat', byCurrency: { RMB: 'shown' } },
  { name: 'member_qq', byCurrency: { RMB: 'shown' } },
  {
    name: 'member_whats_app',
    byCurrency: { INR: 'shown', BDT: 'shown', BRL: 'shown', NGN: 'shown', USD: 'shown' },
  },
  { name: 'member_fb', byCurrency: { THB: 'shown', BDT: 'shown' } },
  { name: 'member_skype', byCurrency: { USD: 'shown' } },
  { name: 'member_others', byCurrency: { VND: 'shown', MMK: 'shown' } },
  { name: 'identity_id', byCurrency: { INR: 'required', WON: 'shown' } },
  { name: 'introducer', byCurrency: { '*': 'shown' } },
]

function registerSettings(): Record<string, unknown>[] {
  return SITES.flatMap((site) =>
    site.currencies.flatMap((currency) =>
      REGISTER_FIELDS.map((field, sort) => {
        const mode = field.byCurrency[currency] ?? field.byCurrency['*']
        const unique = ['member_phone', 'member_email', 'identity_id'].includes(field.name)
        return {
          site_id: site.id,
          currency,
          name: field.name,
          is_display: mode !== undefined,
          is_required: mode === 'required' || mode === 'verified',
          is_unique: unique && mode !== undefined,
          is_member_center: mode !== undefined && field.name !== 'introducer',
          is_verification: mode === 'verified',
          is_member_center_verification: mode === 'verified',
          sort,
        }
      }),
    ),
  )
}

export async function seedRegisterSettings(db: Db): Promise<void> {
  await bulkInsert(
    db,
    'register_settings',
    {
      site_id: 'integer',
      currency: 'text',
      name: 'text',
      is_display: 'boolean',
      is_required: 'boolean',
      is_unique: 'boolean',
      is_member_center: 'boolean',
      is_verification: 'boolean',
      is_member_center_verification: 'boolean',
      sort: 'smallint',
    },
    registerSettings(),
  )
}
