import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export type NavItem = {
  id: string
  label: MessageDescriptor
  to:
    | '/{-$locale}'
    | '/{-$locale}/slotgame'
    | '/{-$locale}/gameRoom'
    | '/{-$locale}/gameHall/$id'
    | '/{-$locale}/discount'
    | '/{-$locale}/sponsor'
    | '/{-$locale}/app'
    | '/{-$locale}/faq'
  params?: { id: number }
  search?: { gt_id: number }
}

/** Game types of spec §3 in menu order; slots open the slot list, the others their hall. */
export const GAME_NAV: NavItem[] = [
  {
    id: 'slot',
    label: msg({ id: 'nav.slot', message: 'Slots' }),
    to: '/{-$locale}/slotgame',
    search: { gt_id: 2 },
  },
  {
    id: 'live',
    label: msg({ id: 'nav.live', message: 'Live casino' }),
    to: '/{-$locale}/gameHall/$id',
    params: { id: 3 },
  },
  {
    id: 'sport',
    label: msg({ id: 'nav.sport', message: 'Sports' }),
    to: '/{-$locale}/gameHall/$id',
    params: { id: 4 },
  },
  {
    id: 'lottery',
    label: msg({ id: 'nav.lottery', message: 'Lottery' }),
    to: '/{-$locale}/gameHall/$id',
    params: { id: 5 },
  },
  {
    id: 'chess',
    label: msg({ id: 'nav.chess', message: 'Card games' }),
    to: '/{-$locale}/gameHall/$id',
    params: { id: 6 },
  },
  {
    id: 'cockfight',
    label: msg({ id: 'nav.cockfight', message: 'Cockfight' }),
    to: '/{-$locale}/gameHall/$id',
    params: { id: 8 },
  },
  {
    id: 'esport',
    label: msg({ id: 'nav.esport', message: 'Esports' }),
    to: '/{-$locale}/gameHall/$id',
    params: { id: 9 },
  },
]

/**
 * Spec §2: slots open the desktop game room when the site's game-room mode is on; otherwise the
 * slot list (a bare page with its own way home).
 */
export function gameNavFor(gameRoomMode: boolean): NavItem[] {
  if (!gameRoomMode) return GAME_NAV
  return GAME_NAV.map((item) => (item.id === 'slot' ? { ...item, to: '/{-$locale}/gameRoom' } : item))
}

export const SITE_NAV: NavItem[] = [
  { id: 'discount', label: msg({ id: 'nav.discount', message: 'Promotions' }), to: '/{-$locale}/discount' },
  { id: 'sponsor', label: msg({ id: 'nav.sponsor', message: 'Sponsors' }), to: '/{-$locale}/sponsor' },
  { id: 'faq', label: msg({ id: 'nav.faq', message: 'Help' }), to: '/{-$locale}/faq' },
  { id: 'app', label: msg({ id: 'nav.app', message: 'App' }), to: '/{-$locale}/app' },
]
