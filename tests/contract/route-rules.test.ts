/**
 * Spec §2: the server's route rules redirect a page. The one-port server answers a retired page
 * address with the redirect itself (before any HTML), from the same rules the site detail gives the
 * page: the seed retires `/promotions` (301 to `/discount`) and sends `/help` to the support site.
 */
import { Hono } from 'hono'
import { beforeAll, describe, expect, test } from 'vitest'
import { routeRuleRedirects } from '../../server/http/route-rules.ts'
import { call } from './support/client.ts'
import { successData } from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

beforeAll(async () => {
  await getTarget()
}, 180_000)

async function onePortServer() {
  const target = await getTarget()
  if (!target.database) throw new Error('in-process only')
  const root = new Hono()
  root.use('*', routeRuleRedirects(target.database.db, 1))
  root.all('*', (c) => c.html('<!doctype html><title>page</title>'))
  return root
}

describe('route rules on the one-port server', requires('in-process'), () => {
  test('a retired page answers the site detail rule as an HTTP redirect, keeping locale prefix and query', async () => {
    const root = await onePortServer()
    const detail = successData('getSiteDetail', await call('getSiteDetail', { body: { site_id: 1 } }))
    const rules = detail.route_rules ?? []
    const promotions = rules.find((rule) => rule.from === '/promotions')
    expect(promotions).toMatchObject({ to: '/discount', status: 301 })

    const plain = await root.request('/promotions')
    expect(plain.status).toBe(301)
    expect(plain.headers.get('location')).toBe('/discount')

    const prefixed = await root.request('/vi/promotions/?id=7&utm_source=mail')
    expect(prefixed.status).toBe(301)
    expect(prefixed.headers.get('location')).toBe('/vi/discount?id=7&utm_source=mail')

    const help = rules.find((rule) => rule.from === '/help')
    expect(help?.to).toMatch(/^https:\/\//)
    const external = await root.request('/zh-cn/help')
    expect(external.status).toBe(302)
    expect(external.headers.get('location')).toBe(help?.to)
    expect(external.headers.get('cache-control')).toBe('no-cache')
  })

  test('other pages, files and non-GET requests are served as they are', async () => {
    const root = await onePortServer()
    for (const path of ['/discount', '/', '/vi', '/promotions/2', '/promotions.js', '/gameHall/3']) {
      const answer = await root.request(path)
      expect(answer.status, path).toBe(200)
    }
    expect((await root.request('/promotions', { method: 'POST' })).status).toBe(200)
  })
})
