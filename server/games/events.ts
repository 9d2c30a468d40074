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

/** A provider that forwards a launch answers a moment after the launch call (its own round trip). */
export const FORWARD_DELAY_MS = 400

export interface ForwardedLaunch {
  memberId: number
  gpId: number
  gameUrl: string
  /** The provider refused the wallet transfer: `forward_game.status` 957 with this message comes first. */
  transferDisabled: string | null
}

async function publishForwardedLaunch(launch: ForwardedLaunch): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, FORWARD_DELAY_MS))
  if (launch.transferDisabled !== null)
    await realtime.toMember(launch.memberId, 'forward_game.status', {
      code: 957,
      message: launch.transferDisabled,
    })
  await realtime.toMember(launch.memberId, 'game.url', { game_url: launch.gameUrl, gp_id: launch.gpId })
}

/** The provider's answer to a forwarded launch, on the member's channel once the launch has committed. */
export function announceForwardedLaunch(afterCommit: AfterCommit, launch: ForwardedLaunch): void {
  afterCommit(() => publishForwardedLaunch(launch))
}
