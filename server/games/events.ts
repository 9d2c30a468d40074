import type { AfterCommit } from '../db/after-commit.ts'
import { realtime } from '../realtime/publisher.ts'

/**
 * `member.cash` on the member's channel `member.{id}` (spec §7) after a game moved money (play1,
 * leave1, a spin): `cash` is the decimal string of the main wallet plus what the open game holds.
 */
async function publishMemberCash(memberId: number, cash: string): Promise<void> {
  const amount = Number(cash)
  if (!Number.isFinite(amount)) return
  await realtime.toMember(memberId, 'member.cash', { cash: amount })
}

/** The `member.cash` push of a game's money move, sent once its transaction has committed. */
export function announceMemberCash(afterCommit: AfterCommit, memberId: number, cash: string): void {
  afterCommit(() => publishMemberCash(memberId, cash))
}
