import { EventEmitter } from 'node:events'

/** A member's main-wallet balance after a game moved money (play1, leave1, a spin). */
export interface MemberCashChange {
  member_id: number
  /** Decimal string of the main wallet plus what the open game holds. */
  cash: string
}

/**
 * In-process hub of game money events. The realtime endpoint subscribes and publishes them as the
 * private `member.cash` event; nothing else needs to know who listens.
 */
export const gameEvents = new EventEmitter<{ 'member.cash': [MemberCashChange] }>()
gameEvents.setMaxListeners(50)

export function announceMemberCash(memberId: number, cash: string): void {
  gameEvents.emit('member.cash', { member_id: memberId, cash })
}
