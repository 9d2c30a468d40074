import * as z from 'zod/mini'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this module in a task of its own (see `nextTask`).
await nextTask()

/**
 * Search-param schemas of spec §2. Every field falls back to `undefined` on a bad value, so a broken
 * deep link degrades to defaults instead of an error page.
 */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

const positiveInt = z
  .pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
    z.transform((v) => Number(v)),
  )
  .check(z.refine((n) => Number.isSafeInteger(n) && n > 0))

/** The router reads `?x=1` as the number 1 and `?x=true` as true; quoted or hand-built values stay text. */
const flag = z.pipe(
  z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['true', 'false', '1', '0'])]),
  z.transform((v) => v === true || v === 1 || v === 'true' || v === '1'),
)

const text = (max = 200) => z.string().check(z.minLength(1), z.maxLength(max))
/** A link id: the router parses `?id=1` as a number, `?id=A1` as a string; both become text. */
const linkId = z.pipe(
  z.union([text(64), z.number().check(z.int(), z.positive())]),
  z.transform((v) => String(v)),
)

/** Query params every page accepts: app embedding, debug, the pop-up flag and the deep-link login. */
export const globalSearchSchema = z.object({
  appPage: optional(z.enum(['header', 'content', 'footer'])),
  web_debug: optional(flag),
  modal: optional(z.union([flag, text(50)])),
  tk: optional(text(2048)),
  member_account: optional(text(64)),
  member_currency: optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  member_id: optional(positiveInt),
  footer: optional(flag),
  header: optional(flag),
  member_type: optional(positiveInt),
  pwa: optional(flag),
  fbclid: optional(text(500)),
  enc: optional(text(4096)),
  // An agent link or invite may land on any page (spec §2 register link parameters).
  id: optional(linkId),
  invite: optional(linkId),
  currency: optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
})

export const gameListSearchSchema = z.object({
  gt_id: optional(positiveInt),
  gp_id: optional(positiveInt),
  house: optional(text(64)),
})

export const pageSearchSchema = z.object({ page: optional(z.string().check(z.regex(/^[A-Za-z]{1,40}$/))) })

export const registerSearchSchema = z.object({
  id: optional(linkId),
  invite: optional(linkId),
  currency: optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
})

/** Parses a path id; `undefined` when it is not a positive integer. */
export function parseId(value: string | undefined): number | undefined {
  const result = positiveInt.safeParse(value)
  return result.success ? result.data : undefined
}
