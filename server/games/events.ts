import { EventEmitter } from 'node:events'
import { realtime } from '../realtime/publisher.ts'

/** A member's main-wallet balance after a game moved money (play1, leave1, a spin). */
export interface MemberCashChange {
  member_id: number
  /** Decimal string of the main wallet plus what the open game holds. */
  cash: string
}

/**
 * In-process hub of game money events. The realtime publisher listens (below) and pushes them as the
 * private `member.cash` event; nothing else needs to know who listens.
 */
export const gameEvents = new EventEmitter<{ 'member.cash': [MemberCashChange] }>()
gameEvents.setMaxListeners(50)

export function announceMemberCash(memberId: number, cash: string): void {
  gameEvents.emit('member.cash', { member_id: memberId, cash })
}

/**
 * Delay before a balance goes out: play1 and leave1 announce inside their transaction, so the push
 * waits for the commit (a client refetching on it then reads the committed balance).
 */
export const PUBLISH_DELAY_MS = 25

/** `member.cash` on the member's channel `member.{id}` (spec §7), through the sandbox's one publisher. */
export function publishMemberCash(change: MemberCashChange): void {
  const cash = Number(change.cash)
  if (!Number.isFinite(cash)) return
  setTimeout(() => void realtime.toMember(change.member_id, 'member.cash', { cash }), PUBLISH_DELAY_MS)
}

gameEvents.on('member.cash', publishMemberCash)
