import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { protectionApi, type Exclusion, type ProtectionSession } from './api'
import { session } from '@/platform/storage'
import { REALITY_CHECK_UNIT_MS, SESSION_REFRESH_MS } from './config'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

/**
 * Session-side player protection: the figures of the running session (time since login, net
 * position), the reality check that interrupts every chosen interval, the session-time limit notice
 * and the notice after a time-out or self-exclusion. Started and stopped by the app's session flow.
 */

export type SessionFigures = { session: ProtectionSession; receivedAt: number }
type Timer = { ms: number; generation: number }

/* ------------------------------------------------------------------ events (facts) */

/** A member session is running (login or a restored session). */
export const protectionStarted = createEvent()
/** The session ended. */
export const protectionStopped = createEvent()
/** Something changed the money of the session (a game round, a payout): refresh the figures. */
export const sessionFiguresStale = createEvent()
/** The interval choice changed (settings page); the next reality check follows it. */
export const realityCheckIntervalChanged = createEvent<number>()
export const realityCheckContinued = createEvent()
/** The player chose "view history" in the reality check. */
export const realityCheckHistoryChosen = createEvent()
/** The player chose to log out from the reality check or the session-limit notice. */
export const protectionLogoutChosen = createEvent()
/** A time-out or self-exclusion started; the session is over. */
export const exclusionStarted = createEvent<Exclusion>()
export const exclusionNoticeClosed = createEvent()

/* ------------------------------------------------------------------ effects */

export const loadSessionFx = createEffect(async (): Promise<SessionFigures> => ({
  session: await protectionApi.session(),
  receivedAt: Date.now(),
}))
/** Fresh figures for the reality check itself. */
export const loadCheckFiguresFx = createEffect(async (): Promise<SessionFigures> => ({
  session: await protectionApi.session(),
  receivedAt: Date.now(),
}))
/** Waits; a newer generation makes the result stale (that is how timers are cancelled). */
export const refreshWaitFx = createEffect(
  ({ ms, generation }: Timer) => new Promise<number>((resolve) => setTimeout(() => resolve(generation), ms)),
)
export const realityCheckWaitFx = createEffect(
  ({ ms, generation }: Timer) => new Promise<number>((resolve) => setTimeout(() => resolve(generation), ms)),
)

/* ------------------------------------------------------------------ stores */

export const $figures = createStore<SessionFigures | null>(null, { serialize: 'ignore' })
export const $realityCheckOpen = createStore(false)
export const $sessionLimitNotice = createStore(false)
export const $exclusionNotice = createStore<Exclusion | null>(null, { serialize: 'ignore' })
const $active = createStore(false)
const $refreshGeneration = createStore(0)
const $checkGeneration = createStore(0)
/** The interval in minutes (0: off); from the figures, or the settings page right after a change. */
export const $realityCheckMinutes = createStore(0)

$active.on(protectionStarted, () => true).on(protectionStopped, () => false)
$figures.reset(protectionStopped)
$realityCheckOpen.reset(protectionStopped)
$sessionLimitNotice.reset(protectionStopped)
$realityCheckMinutes.reset(protectionStopped)
$refreshGeneration.on([protectionStarted, protectionStopped], (n) => n + 1)
$checkGeneration.on(protectionStopped, (n) => n + 1)

/* ------------------------------------------------------------------ figures and the refresh loop */

sample({ clock: protectionStarted, target: loadSessionFx })
sample({ clock: sessionFiguresStale, filter: $active, target: loadSessionFx })
sample({ clock: [loadSessionFx.doneData, loadCheckFiguresFx.doneData], filter: $active, target: $figures })
sample({
  clock: [loadSessionFx.doneData, loadCheckFiguresFx.doneData],
  filter: $active,
  fn: (figures) => figures.session.reality_check_minutes,
  target: $realityCheckMinutes,
})
$realityCheckMinutes.on(realityCheckIntervalChanged, (_, minutes) => minutes)

sample({
  clock: loadSessionFx.finally,
  source: $refreshGeneration,
  filter: $active,
  fn: (generation): Timer => ({ ms: SESSION_REFRESH_MS, generation }),
  target: refreshWaitFx,
})
sample({
  clock: refreshWaitFx.doneData,
  source: { generation: $refreshGeneration, active: $active },
  filter: ({ generation, active }, fired) => active && generation === fired,
  target: loadSessionFx,
})

sample({
  clock: $figures,
  filter: (figures) => figures?.session.session_limit_reached === true,
  fn: () => true,
  target: $sessionLimitNotice,
})

/* ------------------------------------------------------------------ the reality check */

/** Milliseconds until the next whole interval since login (the interval measured in the configured unit). */
export function nextRealityCheckIn(
  figures: SessionFigures,
  minutes: number,
  now: number,
  unitMs = REALITY_CHECK_UNIT_MS,
): number | null {
  if (minutes <= 0) return null
  const interval = minutes * unitMs
  const elapsed = figures.session.elapsed_seconds * 1000 + Math.max(0, now - figures.receivedAt)
  const into = elapsed % interval
  return interval - into
}

const scheduleRealityCheck = createEvent()
sample({
  clock: [
    loadSessionFx.doneData,
    realityCheckIntervalChanged,
    realityCheckContinued,
    realityCheckHistoryChosen,
  ],
  target: scheduleRealityCheck,
})
$checkGeneration.on(scheduleRealityCheck, (n) => n + 1)
sample({
  clock: scheduleRealityCheck,
  source: { figures: $figures, minutes: $realityCheckMinutes, generation: $checkGeneration, active: $active },
  // Scheduling again while the dialog is open is harmless: the check is due at the next whole interval.
  filter: ({ figures, minutes, active }) => active && figures !== null && minutes > 0,
  fn: ({ figures, minutes, generation }): Timer => ({
    // filtered above: figures is set and minutes > 0
    ms: figures ? (nextRealityCheckIn(figures, minutes, Date.now()) ?? 0) : 0,
    generation,
  }),
  target: realityCheckWaitFx,
})
const realityCheckDue = sample({
  clock: realityCheckWaitFx.doneData,
  source: { generation: $checkGeneration, active: $active },
  filter: ({ generation, active }, fired) => active && generation === fired,
})
sample({ clock: realityCheckDue, target: loadCheckFiguresFx })
sample({
  clock: [loadCheckFiguresFx.done, loadCheckFiguresFx.fail],
  filter: $active,
  fn: () => true,
  target: $realityCheckOpen,
})
$realityCheckOpen.on([realityCheckContinued, realityCheckHistoryChosen, protectionLogoutChosen], () => false)
$sessionLimitNotice.on(protectionLogoutChosen, () => false)

/* ------------------------------------------------------------------ exclusion */

$exclusionNotice.on(exclusionStarted, (_, exclusion) => exclusion).reset(exclusionNoticeClosed)

/* ------------------------------------------------------------------ invitation at registration */

/** A new member is invited to set a deposit limit (issue #10: at registration and before the first deposit). */
export const limitInviteOffered = createEvent()
export const limitInviteDismissed = createEvent()
export const limitInviteAccepted = createEvent()
export const $limitInviteOpen = createStore(false)
$limitInviteOpen
  .on(limitInviteOffered, () => true)
  .reset(limitInviteDismissed, limitInviteAccepted, protectionStopped)

// The invitation waits in session storage until answered: on mobile a login into another currency
// reloads the page right after registration, and the player must still see it.
const rememberLimitInviteFx = createEffect((pending: boolean) =>
  pending ? session.set('limitInvitePending', true) : session.remove('limitInvitePending'),
)
const readLimitInviteFx = createEffect(() => session.get('limitInvitePending') === true)
sample({ clock: limitInviteOffered, fn: () => true, target: rememberLimitInviteFx })
sample({
  clock: [limitInviteDismissed, limitInviteAccepted, protectionStopped],
  fn: () => false,
  target: rememberLimitInviteFx,
})
sample({ clock: protectionStarted, target: readLimitInviteFx })
sample({
  clock: readLimitInviteFx.doneData,
  filter: Boolean,
  fn: () => undefined,
  target: limitInviteOffered,
})

/** A protection notice holds the screen (reality check, session limit, exclusion): nothing promotional may cover it. */
export const $protectionInterrupting = combine(
  $realityCheckOpen,
  $sessionLimitNotice,
  $exclusionNotice,
  (reality, limit, exclusion) => reality || limit || exclusion !== null,
)
