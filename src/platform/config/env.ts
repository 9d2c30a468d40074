import * as z from 'zod/mini'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this module in a task of its own (see `nextTask`).
await nextTask()

/** Build-time configuration (Vite `VITE_*` variables), validated once at start-up. */
const envSchema = z.object({
  VITE_SITE_ID: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  VITE_API_BASE: z._default(
    z.string().check(z.regex(/^(\/|https?:\/\/)/, 'must start with / or http(s)://')),
    '/api',
  ),
  VITE_DEMO_MODE: z._default(z.enum(['true', 'false', '']), ''),
  VITE_DEFAULT_MOBILE_TEMPLATE: z._default(
    z.enum(['H5_1', 'H5_2', 'H5_3', 'H5_4', 'H5_5', 'H5_6', 'H5_7', 'H5_8']),
    'H5_1',
  ),
  VITE_REALTIME_URL: z._default(z.string(), ''),
  VITE_MANIFEST_POLL_MS: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 300_000),
  VITE_PICTURE_URL: z._default(
    z.string().check(z.regex(/^$|(?=.*\{src\})(?=.*\{width\})/, 'must name {src} and {width}, or be empty')),
    '/api/static/picture?src={src}&w={width}',
  ),
})

export type AppConfig = {
  siteId: number
  apiBase: string
  /** undefined: the site's own flag from site detail decides */
  demoMode: boolean | undefined
  defaultMobileTemplate: z.infer<typeof envSchema>['VITE_DEFAULT_MOBILE_TEMPLATE']
  /** empty: same origin `/realtime` */
  realtimeUrl: string
  manifestPollMs: number
  /** Resizer address template for pictures (`{src}`, `{width}`); empty: pictures as given */
  pictureUrl: string
  buildId: string
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const details = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration (see .env.example): ${details}`)
  }
  const e = result.data
  return {
    siteId: e.VITE_SITE_ID,
    apiBase: e.VITE_API_BASE.replace(/\/$/, ''),
    demoMode: e.VITE_DEMO_MODE === '' ? undefined : e.VITE_DEMO_MODE === 'true',
    defaultMobileTemplate: e.VITE_DEFAULT_MOBILE_TEMPLATE,
    realtimeUrl: e.VITE_REALTIME_URL,
    manifestPollMs: e.VITE_MANIFEST_POLL_MS,
    pictureUrl: e.VITE_PICTURE_URL,
    buildId: typeof env.VITE_BUILD_ID === 'string' ? env.VITE_BUILD_ID : 'dev',
  }
}

export const config: AppConfig = parseConfig(import.meta.env)
