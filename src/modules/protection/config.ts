import * as z from 'zod/mini'

/**
 * How long one "minute" of the reality-check interval lasts, in milliseconds (build-time
 * `VITE_REALITY_CHECK_UNIT_MS`, default 60000). Test builds shorten it so a 10-minute reality check
 * fires after 10 × the unit.
 */
const unitSchema = z._default(z.coerce.number().check(z.int(), z.positive()), 60_000)

export function realityCheckUnitMs(env: Record<string, unknown>): number {
  const parsed = unitSchema.safeParse(env.VITE_REALITY_CHECK_UNIT_MS || undefined)
  return parsed.success ? parsed.data : 60_000
}

export const REALITY_CHECK_UNIT_MS = realityCheckUnitMs(import.meta.env)
/** The header's session figures (and the active-time record of session limits) refresh this often. */
export const SESSION_REFRESH_MS = 60_000
