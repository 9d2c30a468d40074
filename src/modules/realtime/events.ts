import type { components } from '@/platform/api'
import * as z from 'zod/mini'
import { CURRENCIES, LOCALES } from '@/platform/i18n'

type Schemas = components['schemas']

/** Payloads of spec §3 "Real-time payloads", typed by the contract and checked at the edge. */
export type LanguagePayload = Schemas['RealtimeLanguageEvent']
export type GameUrlPayload = Schemas['RealtimeGameUrlEvent']
export type ForwardGameStatusPayload = Schemas['RealtimeForwardGameStatusEvent']
export type MemberCashPayload = Schemas['RealtimeMemberCashEvent']
export type LetterPayload = Schemas['RealtimeLetterEvent']
export type LoginPayload = Schemas['RealtimeLoginEvent']
export type DepositSuccessPayload = Schemas['RealtimeDepositSuccessEvent']
export type RedEnvelopeDisplayPayload = Schemas['RealtimeRedEnvelopeDisplayEvent']

export const payloadSchemas = {
  empty: z.object({}),
  language: z.object({ language: z.enum(LOCALES) }) satisfies z.ZodMiniType<LanguagePayload>,
  gameUrl: z.object({
    game_url: z.string().check(z.maxLength(4096)),
    gp_id: z.optional(z.number().check(z.int())),
  }) satisfies z.ZodMiniType<GameUrlPayload>,
  forwardGameStatus: z.object({
    code: z.number().check(z.int()),
    message: z.optional(z.string()),
    maintain_interval: z.optional(
      z.object({ start_at: z.nullable(z.string()), end_at: z.nullable(z.string()) }),
    ),
  }) satisfies z.ZodMiniType<ForwardGameStatusPayload>,
  memberCash: z.object({ cash: z.number() }) satisfies z.ZodMiniType<MemberCashPayload>,
  letter: z.object({
    id: z.optional(z.number().check(z.int())),
    unread_count: z.optional(z.number().check(z.int(), z.nonnegative())),
  }) satisfies z.ZodMiniType<LetterPayload>,
  login: z.object({
    fingerprint: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  }) satisfies z.ZodMiniType<LoginPayload>,
  depositSuccess: z.object({
    order_number: z.string().check(z.maxLength(64)),
    deposit_amount: z.number(),
    deposit_times: z.number().check(z.int(), z.positive()),
    currency: z.optional(z.enum(CURRENCIES)),
  }) satisfies z.ZodMiniType<DepositSuccessPayload>,
  redEnvelopeDisplay: z.object({
    id: z.optional(z.number().check(z.int())),
    end_at: z.optional(z.string()),
  }) satisfies z.ZodMiniType<RedEnvelopeDisplayPayload>,
}
