/**
 * The sandbox hook that sets a site's desktop template: the site detail names it at once, so the page
 * (rendered on the server or in the browser) shows what that template brings.
 */
import { beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectSuccess, opTest, successData } from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

beforeAll(async () => {
  await getTarget()
}, 180_000)

/** Seed: site 3 ("Lotus Global") uses the suncity template. */
const SITE = 3

async function templateOf(siteId: number) {
  return successData('getSiteDetail', await call('getSiteDetail', { body: { site_id: siteId } }))
    .template_name
}

describe('the sandbox site template', requires('setSandboxSiteFlags'), () => {
  opTest(
    'setSandboxSiteFlags',
    'a template set through the hook is the one the site detail names',
    async () => {
      expect(await templateOf(SITE)).toBe('suncity')
      try {
        expectSuccess(
          await call('setSandboxSiteFlags', { body: { site_id: SITE, template_name: 'apsport' } }),
        )
        expect(await templateOf(SITE)).toBe('apsport')
      } finally {
        expectSuccess(
          await call('setSandboxSiteFlags', { body: { site_id: SITE, template_name: 'suncity' } }),
        )
      }
      expect(await templateOf(SITE)).toBe('suncity')
    },
  )
})
