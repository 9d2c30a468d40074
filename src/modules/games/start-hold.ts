import { createEffect, createEvent, createStore, sample } from 'effector'
import type { DeviceType } from '@/platform/device'
import { isWebAddress } from '@/platform/router'
import type { Currency } from './api'
import type { GameStartRequest } from './session-rules'

/**
 * A forwarded launch answers without an address: the address comes later as the member's private
 * push `game.url` (spec §7), and a push sent while the page is not listening yet is lost for good.
 * So a member's start call waits until the member's realtime connection is up, at most this long
 * (a page whose realtime cannot connect still starts the games that answer their address).
 */
export const PUSH_WAIT_MS = 8_000

/** What the play call is made with. */
export type StartCall = { request: GameStartRequest; currency: Currency | null; deviceType: DeviceType }

/** The member's realtime connection came up (true) or went down (false). */
export const pushChannelChanged = createEvent<boolean>()
/** A start passed the session rules. */
export const startCallAccepted = createEvent<StartCall>()
/** The start may call the server now. */
export const startCallReleased = createEvent<StartCall>()
/** Realtime game.url: the address of a forwarded launch. */
export const forwardedGameUrlReceived = createEvent<{ game_url: string }>()
/** The address pushed since the last start was accepted (it may come before the play call's answer is read). */
export const $earlyGameUrl = createStore<string | null>(null)
  .on(forwardedGameUrlReceived, (_, { game_url }) => (isWebAddress(game_url) ? game_url : null))
  .reset(startCallAccepted)

type HeldCall = { call: StartCall; serial: number }

export const $pushListening = createStore(false).on(pushChannelChanged, (_, listening) => listening)
const $held = createStore<HeldCall | null>(null)
const $serial = createStore(0)

export const pushWaitFx = createEffect(
  (serial: number) => new Promise<number>((resolve) => setTimeout(() => resolve(serial), PUSH_WAIT_MS)),
)

// Demo games answer their address at once and need no member channel.
const waits = (listening: boolean, call: StartCall) => !listening && call.request.demo !== true

sample({
  clock: startCallAccepted,
  source: $pushListening,
  filter: (listening, call) => !waits(listening, call),
  fn: (_, call) => call,
  target: startCallReleased,
})
const held = sample({
  clock: startCallAccepted,
  source: { listening: $pushListening, serial: $serial },
  filter: ({ listening }, call) => waits(listening, call),
  fn: ({ serial }, call): HeldCall => ({ call, serial: serial + 1 }),
})
sample({ clock: held, target: $held })
sample({ clock: held, fn: ({ serial }) => serial, target: [$serial, pushWaitFx] })

const listeningNow = sample({ clock: pushChannelChanged, source: $held, filter: (_, listening) => listening })
const waitedEnough = sample({
  clock: pushWaitFx.doneData,
  source: $held,
  filter: (current, serial) => current?.serial === serial,
})
const heldCall = sample({ clock: [listeningNow, waitedEnough], fn: (current) => current?.call ?? null })
sample({ clock: heldCall, filter: (call): call is StartCall => call !== null, target: startCallReleased })
$held.reset(startCallReleased)
