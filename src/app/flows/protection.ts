/**
 * Player protection around the session: the session clock, net position and reality check run while
 * a member is logged in; choosing "log out" in a reality check logs out; a time-out or
 * self-exclusion ends the session at once (the server has already revoked it); game rounds and
 * payouts refresh the net position.
 */
import { sample } from 'effector'
import { logoutRequested, memberRegistered, sessionEnded } from '@/modules/auth'
import { $session } from '@/modules/session'
import {
  exclusionStarted,
  limitInviteOffered,
  protectionLogoutChosen,
  protectionStarted,
  protectionStopped,
  sessionFiguresStale,
} from '@/modules/protection'
import { memberCashPushed } from '@/modules/realtime'
import { appStarted } from '../model'

sample({
  clock: appStarted,
  source: $session,
  filter: (session) => session !== null,
  target: protectionStarted,
})
sample({
  clock: $session.updates,
  filter: (session) => session !== null,
  fn: () => undefined,
  target: protectionStarted,
})
sample({
  clock: $session.updates,
  filter: (session) => session === null,
  fn: () => undefined,
  target: protectionStopped,
})

sample({ clock: protectionLogoutChosen, target: logoutRequested })
sample({ clock: exclusionStarted, fn: () => ({ reason: 'user' as const }), target: sessionEnded })
sample({ clock: memberCashPushed, target: sessionFiguresStale })
// A player who just registered is invited to set a deposit limit (issue #10).
sample({ clock: memberRegistered, fn: () => undefined, target: limitInviteOffered })
// A protection notice is never covered by the pop-up discount: it is first in the overlay queue (flows/overlays.ts).
