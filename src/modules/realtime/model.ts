import {
  attach,
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
  type Event,
  type EventCallable,
} from 'effector'
import { $currency, $locale, $session } from '@/modules/session'
import { config } from '@/platform/config'
import {
  connectRealtime,
  type RealtimeGrant,
  type RealtimeHandle,
  type RealtimeMessage,
  type RealtimeState,
  realtimeUrlOfSiteEnv,
} from '@/platform/realtime'
import type * as z from 'zod/mini'
import { realtimeApi, type RealtimeToken } from './api'
import {
  payloadSchemas,
  type DepositSuccessPayload,
  type ForwardGameStatusPayload,
  type GameUrlPayload,
  type LanguagePayload,
  type LetterPayload,
  type LoginPayload,
  type MemberCashPayload,
  type RedEnvelopeDisplayPayload,
} from './events'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

/** Who is connecting and in which site currency and language. */
export type RealtimeContext = {
  /** Private channels are joined only when both exist (spec §6). */
  session: { token: string; member_id: number } | null
  currency: string
  language: string
}

/* ------------------------------------------------------------------ inputs */

/** The app has painted: the SDK may load now. */
export const realtimeStarted = createEvent()
/** A raw message from any channel (the SDK's callback). */
export const realtimeMessageReceived = createEvent<RealtimeMessage>()

/* ------------------------------------------------------------------ events of spec §7, one per message */

/** web_member · customer_service_link_change: refetch the service link details. */
export const customerServiceLinkChanged = createEvent()
/** web_api.{currency} · carousel_picture.url: refresh the banners. */
export const carouselPicturesChanged = createEvent()
/** template.{name} · model_settings.url (site02, suncity, apsport), for the current language only. */
export const templateAdsChanged = createEvent<LanguagePayload>()
/** mobile_template.{name} · model_sponsor.url, for the current language only. */
export const templateSponsorsChanged = createEvent<LanguagePayload>()
/** mobile_template.{name} · model_login.url, for the current language only. */
export const templateLoginChanged = createEvent<LanguagePayload>()
/** member.{id} · game.url: a forwarded game launch address. */
export const gameUrlReceived = createEvent<GameUrlPayload>()
/** member.{id} · forward_game.status: 957 transfer disabled, other codes as game start status. */
export const forwardGameStatusReceived = createEvent<ForwardGameStatusPayload>()
/** member.{id} · member.cash: the main wallet balance changed. */
export const memberCashPushed = createEvent<MemberCashPayload>()
/** member.{id} · letter.sent */
export const letterSent = createEvent<LetterPayload>()
/** member.{id} · letter.read */
export const letterRead = createEvent<LetterPayload>()
/** member.{id} · letter.delete */
export const letterDeleted = createEvent<LetterPayload>()
/** member.{id} · all_transfer_back: every game wallet was recovered; refresh the transfer list. */
export const allTransferBackCompleted = createEvent()
/** member.{id} · login: the member logged in somewhere (the fingerprint of that login's session). */
export const memberLoginDetected = createEvent<LoginPayload>()
/** member.{id} · profile.updated: refresh member details. */
export const profileUpdated = createEvent()
/** member.{id} · app_clean_cache: log out, clear caches, reload. */
export const appCacheCleanRequested = createEvent()
/** member.{id} · member_deposit.success */
export const memberDepositSucceeded = createEvent<DepositSuccessPayload>()
/** member_currency.{currency} · RedEnvelopeDisplay: re-initialise the red envelope. */
export const redEnvelopeDisplayChanged = createEvent<RedEnvelopeDisplayPayload>()

/* ------------------------------------------------------------------ stores */

export const $realtimeStatus = createStore<RealtimeState>('idle')
const $started = createStore(false)
/** Read from the session: the connection follows who is logged in, the currency and the language. */
const $context = combine($session, $currency, $locale, (session, currency, language): RealtimeContext => ({
  session:
    session && session.token && session.member_id
      ? { token: session.token, member_id: session.member_id }
      : null,
  currency,
  language,
}))
const $handle = createStore<RealtimeHandle | null>(null, { serialize: 'ignore' })
/** What the connection depends on: a change here rebuilds it (spec §4). */
const $connectionKey = $context.map(
  (context) => `${context.session?.token ?? ''}|${context.session?.member_id ?? ''}|${context.currency}`,
)

$started.on(realtimeStarted, () => true)

/* ------------------------------------------------------------------ connection */

const statusChanged = createEvent<RealtimeState>()
$realtimeStatus.on(statusChanged, (_, state) => state)

/**
 * The connection is up, first or again: whatever was pushed while the page was not listening (before
 * the first page had rendered, or while the link was down) never arrived, so the owners read it again.
 */
export const realtimeListening = createEvent()
const $connected = $realtimeStatus.map((status) => status === 'connected')
sample({ clock: $connected.updates, filter: Boolean, fn: () => undefined, target: realtimeListening })

let generation = 0

/** Ably's "token revoked": the endpoint refused the token because the session it belongs to has ended. */
const SESSION_ENDED_CODE = 40141
/**
 * The realtime endpoint dropped or refused the connection because its session has ended (logged out
 * elsewhere, revoked, expired): the session owner checks the session (a 401 logs the page out).
 */
export const realtimeSessionEnded = createEvent()

async function fetchToken(currency: string): Promise<RealtimeToken> {
  const token = await realtimeApi.token(currency)
  if (!token) throw new Error('The realtime token endpoint answered without a token')
  return token
}

/** VITE_REALTIME_URL when the build names one, else the site environment document's (read once). */
let siteEnvUrl: Promise<string> | undefined
function configuredRealtimeUrl(): Promise<string> {
  if (config.realtimeUrl) return Promise.resolve(config.realtimeUrl)
  siteEnvUrl ??= realtimeApi.siteEnvRealtime().then((realtime) => realtimeUrlOfSiteEnv(realtime ?? undefined))
  return siteEnvUrl
}

/** Closes the current connection and opens one for the context (public channels, private ones for members). */
const reconnectFx = attach({
  source: $handle,
  mapParams: (context: RealtimeContext, handle) => ({ context, handle }),
  effect: createEffect(
    async ({ context, handle }: { context: RealtimeContext; handle: RealtimeHandle | null }) => {
      const onMessage = scopeBind(realtimeMessageReceived, { safe: true })
      const onState = scopeBind(statusChanged, { safe: true })
      const onSessionEnded = scopeBind(realtimeSessionEnded, { safe: true })
      const mine = ++generation
      handle?.close()
      const isMember =
        context.session !== null && context.session.token !== '' && context.session.member_id > 0
      const [first, realtimeUrl] = await Promise.all([fetchToken(context.currency), configuredRealtimeUrl()])
      const grantOf = (token: RealtimeToken): RealtimeGrant => ({
        token: token.token,
        endpoint: token.endpoint,
        clientId: token.client_id,
      })
      const privateChannels = isMember ? first.channels.private : []
      const presence = privateChannels.filter((name) => name.startsWith('presence.'))
      const next = await connectRealtime({
        fetchGrant: (() => {
          let initial: RealtimeGrant | undefined = grantOf(first)
          return async () => {
            const grant = initial ?? grantOf(await fetchToken(context.currency))
            initial = undefined
            return grant
          }
        })(),
        channels: [...first.channels.public, ...privateChannels.filter((name) => !presence.includes(name))],
        presence,
        onMessage,
        onStateChange: (state, reason) => {
          onState(state)
          if (reason?.code === SESSION_ENDED_CODE) onSessionEnded()
        },
        realtimeUrl,
      })
      if (mine !== generation) {
        // A newer context arrived while this one was connecting.
        next.close()
        return null
      }
      return next
    },
  ),
})

$handle.on(reconnectFx.doneData, (current, next) => next ?? current)

sample({
  clock: [realtimeStarted, $connectionKey.updates],
  source: { started: $started, context: $context },
  filter: ({ started }) => started,
  fn: ({ context }) => context,
  target: reconnectFx,
})
sample({ clock: reconnectFx.fail, fn: () => 'failed' as const, target: statusChanged })

/* ------------------------------------------------------------------ routing: name → typed event */

/** Routes one message name to its typed event; payloads that break the contract are dropped. */
function route<T extends object>(
  name: string,
  schema: z.ZodMiniType<T>,
  target: EventCallable<T>,
  accept?: (payload: T, context: RealtimeContext) => boolean,
) {
  const payload = sample({
    clock: realtimeMessageReceived,
    source: $context,
    fn: (context, message): { value: T } | null => {
      if (message.name !== name) return null
      const parsed = schema.safeParse(message.data ?? {})
      if (!parsed.success || (accept && !accept(parsed.data, context))) return null
      return { value: parsed.data }
    },
  })
  const accepted: Event<T> = payload.filterMap((found) => found?.value)
  sample({ clock: accepted, target })
}

/** Routes a message without payload fields to its signal. */
function signal(name: string, target: EventCallable<void>) {
  sample({
    clock: realtimeMessageReceived,
    filter: (message) => message.name === name,
    fn: () => undefined,
    target,
  })
}

const sameLanguage = (payload: LanguagePayload, context: RealtimeContext) =>
  payload.language === context.language

signal('customer_service_link_change', customerServiceLinkChanged)
signal('carousel_picture.url', carouselPicturesChanged)
route('model_settings.url', payloadSchemas.language, templateAdsChanged, sameLanguage)
route('model_sponsor.url', payloadSchemas.language, templateSponsorsChanged, sameLanguage)
route('model_login.url', payloadSchemas.language, templateLoginChanged, sameLanguage)
route('game.url', payloadSchemas.gameUrl, gameUrlReceived)
route('forward_game.status', payloadSchemas.forwardGameStatus, forwardGameStatusReceived)
route('member.cash', payloadSchemas.memberCash, memberCashPushed)
route('letter.sent', payloadSchemas.letter, letterSent)
route('letter.read', payloadSchemas.letter, letterRead)
route('letter.delete', payloadSchemas.letter, letterDeleted)
signal('all_transfer_back', allTransferBackCompleted)
route('login', payloadSchemas.login, memberLoginDetected)
signal('profile.updated', profileUpdated)
signal('app_clean_cache', appCacheCleanRequested)
route('member_deposit.success', payloadSchemas.depositSuccess, memberDepositSucceeded)
route('RedEnvelopeDisplay', payloadSchemas.redEnvelopeDisplay, redEnvelopeDisplayChanged)
