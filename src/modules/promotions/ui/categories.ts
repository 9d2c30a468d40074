import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const LABELS = {
  new_member: msg({ id: 'promotions.category.new_member', message: 'New members' }),
  rebate: msg({ id: 'promotions.category.rebate', message: 'Rebates' }),
  deposit: msg({ id: 'promotions.category.deposit', message: 'Deposit bonuses' }),
  sports: msg({ id: 'promotions.category.sports', message: 'Sports' }),
  vip: msg({ id: 'promotions.category.vip', message: 'VIP' }),
  friend: msg({ id: 'promotions.category.friend', message: 'Refer a friend' }),
  slot: msg({ id: 'promotions.category.slot', message: 'Slots' }),
  live: msg({ id: 'promotions.category.live', message: 'Live casino' }),
}

function isKnown(category: string): category is keyof typeof LABELS {
  return Object.hasOwn(LABELS, category)
}

/** A category's translated name; unknown categories from the back office show as sent. */
export function categoryLabel(category: string): string {
  return isKnown(category) ? i18n._(LABELS[category]) : category.replace(/_/g, ' ')
}
