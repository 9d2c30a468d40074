import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/**
 * A target profile (tests/contract/targets/<name>.json): where the backend is, who the suite logs
 * in as, and which test hooks (operations tagged `test-hooks` in openapi/lotus.yaml) it offers.
 * `${VAR}` and `${VAR:-default}` in any string are read from the environment, so passwords and
 * URLs of a staging backend stay out of the file.
 */
const TARGETS_DIR = fileURLToPath(new URL('../targets/', import.meta.url))

/** Not a contract operation: the test reaches into the sandbox's own database or code. */
export const IN_PROCESS = 'in-process'

const accountSchema = z.object({
  account: z.string().min(1),
  password: z.string().min(1),
  siteId: z.number().int().positive(),
  /** The member id (letters, red envelopes and realtime channels address members by id). */
  id: z.number().int().positive().optional(),
  currency: z.string().optional(),
  /** The device a device-bound account is bound to. */
  udid: z.string().optional(),
})

const profileSchema = z.object({
  description: z.string().default(''),
  /** `in-process`, or the API root such as `https://staging.example.com/api`. */
  baseUrl: z.string().min(1),
  siteId: z.number().int().positive().default(1),
  /** `in-process`, a ws(s):// URL of the realtime endpoint, or null when the target has none. */
  realtime: z.string().nullable().default(null),
  /** Operation ids of the test hooks the target offers, `*` for all of them, `in-process` for white-box tests. */
  hooks: z.array(z.string()).default([]),
  /** The fixed answer of a login captcha, for a target without the peekSandboxCaptcha hook. */
  captchaAnswer: z.string().optional(),
  /** Test accounts by role (member, memberUSD, agent, locked, frozen, firstLogin, doubleValidation…). */
  accounts: z.record(z.string(), accountSchema).default({}),
  /** Per-request timeout in milliseconds. */
  requestTimeoutMs: z.number().int().positive().default(30_000),
})

export type ProfileAccount = z.infer<typeof accountSchema>
export type TargetProfile = z.infer<typeof profileSchema> & { name: string }

function expand(value: string, env: NodeJS.ProcessEnv): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (whole, name: string, fallback: string | undefined) => {
    const found = env[name]
    if (found !== undefined && found !== '') return found
    if (fallback !== undefined) return fallback
    throw new Error(`target profile: ${whole} is not set in the environment`)
  })
}

function expandAll(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string') return expand(value, env)
  if (Array.isArray(value)) return value.map((item) => expandAll(item, env))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandAll(item, env)]))
  return value
}

export function profileNames(): string[] {
  return readdirSync(TARGETS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
}

/** The profile `name`, its environment references filled in. */
export function loadProfile(name: string, env: NodeJS.ProcessEnv = process.env): TargetProfile {
  if (!/^[\w.-]+$/.test(name) || !profileNames().includes(name))
    throw new Error(
      `no target profile "${name}" in tests/contract/targets (have: ${profileNames().join(', ')})`,
    )
  const raw: unknown = JSON.parse(readFileSync(`${TARGETS_DIR}${name}.json`, 'utf8'))
  const parsed = profileSchema.safeParse(expandAll(raw, env))
  if (!parsed.success) throw new Error(`target profile ${name}: ${z.prettifyError(parsed.error)}`)
  return { ...parsed.data, name }
}

/**
 * The profile this run tests: CONTRACT_TARGET, else `sandbox-http`-style ad hoc use of API_BASE_URL
 * (a remote sandbox), else the in-process sandbox.
 */
export function selectedProfile(env: NodeJS.ProcessEnv = process.env): TargetProfile {
  if (env.CONTRACT_TARGET) return loadProfile(env.CONTRACT_TARGET, env)
  const profile = loadProfile(env.API_BASE_URL ? 'sandbox-http' : 'sandbox', env)
  if (!env.API_BASE_URL) return profile
  return { ...profile, name: 'api-base-url', baseUrl: env.API_BASE_URL, realtime: null, hooks: [] }
}
