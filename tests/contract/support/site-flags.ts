import { call } from './client.ts'
import { expectSuccess } from './harness.ts'

/** The site flags a test turns on for a while (the sandbox's `setSandboxSiteFlags`); off is the seed's state for site 1 and 3. */
export type SiteFlags = { game_closed?: true; demo_mode?: true }

/** Runs `check` with `flags` on for the site, and turns them off again whatever happens. */
export async function withSiteFlags(
  site_id: number,
  flags: SiteFlags,
  check: () => Promise<void>,
): Promise<void> {
  const off = {
    ...(flags.game_closed ? { game_closed: false } : {}),
    ...(flags.demo_mode ? { demo_mode: false } : {}),
  }
  expectSuccess(await call('setSandboxSiteFlags', { body: { site_id, ...flags } }))
  try {
    await check()
  } finally {
    expectSuccess(await call('setSandboxSiteFlags', { body: { site_id, ...off } }))
  }
}
