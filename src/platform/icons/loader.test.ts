import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ICON_URL_MAX,
  createIconLoader,
  fromPublicHosts,
  groupsUnderUrlLimit,
  parseIconName,
  type IconSet,
  type IconSetFetch,
} from './loader'

const set = (prefix: string, names: string[]): IconSet => ({
  prefix,
  width: 24,
  height: 24,
  icons: Object.fromEntries(names.map((name) => [name, { body: `<path d="M0 0h${name.length}"/>` }])),
})

/** A fake network: each URL's answer after `delay` ms, or a failure. */
function network(answer: (url: string) => { set: IconSet | null; delay: number }) {
  const asked: string[] = []
  const fetchSet: IconSetFetch = (url, signal) => {
    asked.push(url)
    const { set: answered, delay } = answer(url)
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(answered), delay)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve(null)
      })
    })
  }
  return { asked, fetchSet }
}

const namesOf = (url: string) => new URL(url, 'http://x').searchParams.get('icons')?.split(',') ?? []

describe('named icons (spec §7 icon endpoint, §9 timeouts)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reads prefix:name and refuses anything else', () => {
    expect(parseIconName('lotus:virtual-sport')).toEqual({ prefix: 'lotus', name: 'virtual-sport' })
    expect(parseIconName('mdi:home_outline')).toEqual({ prefix: 'mdi', name: 'home_outline' })
    for (const bad of ['slot', 'lotus:', ':slot', 'Lotus:slot', 'lotus:slot,home', '../x:y']) {
      expect(parseIconName(bad), bad).toBeNull()
    }
  })

  it('splits names so that every URL stays under 500 characters', () => {
    const names = Array.from({ length: 120 }, (_, index) => `icon-name-${index}`)
    const address = (group: string[]) => `/api/_nuxt_icon/lotus.json?icons=${group.join(',')}`
    const groups = groupsUnderUrlLimit(names, address)
    expect(groups.length).toBeGreaterThan(1)
    expect(groups.flat()).toEqual(names)
    for (const group of groups) expect(address(group).length).toBeLessThan(ICON_URL_MAX)
  })

  it('asks the site once for all the names wanted together and caches them', async () => {
    const { asked, fetchSet } = network((url) => ({ set: set('lotus', namesOf(url)), delay: 10 }))
    const loader = createIconLoader({ apiBase: '/api', fetchSet })
    const both = Promise.all([loader.load('lotus:slot'), loader.load('lotus:live')])
    await vi.advanceTimersByTimeAsync(20)
    const [slot, live] = await both
    expect(slot).toEqual({ body: '<path d="M0 0h4"/>', width: 24, height: 24 })
    expect(live?.body).toBe('<path d="M0 0h4"/>')
    expect(asked).toEqual(['/api/_nuxt_icon/lotus.json?icons=slot,live'])
    await loader.load('lotus:slot')
    expect(asked).toHaveLength(1)
  })

  it('gives the site 1,500 ms, then asks the public API for what is still missing', async () => {
    const { asked, fetchSet } = network((url) =>
      url.startsWith('/api/')
        ? { set: set('mdi', ['home']), delay: 5_000 }
        : { set: set('mdi', namesOf(url)), delay: 100 },
    )
    const loader = createIconLoader({ apiBase: '/api', fetchSet })
    const home = loader.load('mdi:home')
    await vi.advanceTimersByTimeAsync(1_499)
    expect(asked).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked[1]).toBe('https://api.iconify.design/mdi.json?icons=home')
    await vi.advanceTimersByTimeAsync(100)
    expect((await home)?.body).toBe('<path d="M0 0h4"/>')
  })

  it('asks the public API only for the names the site lists as not found', async () => {
    const { asked, fetchSet } = network((url) => ({
      set: set('mdi', url.startsWith('/api/') ? ['home'] : namesOf(url)),
      delay: 10,
    }))
    const loader = createIconLoader({ apiBase: '/api', fetchSet })
    const icons = Promise.all([loader.load('mdi:home'), loader.load('mdi:star')])
    await vi.advanceTimersByTimeAsync(50)
    expect((await icons).every(Boolean)).toBe(true)
    expect(asked).toEqual([
      '/api/_nuxt_icon/mdi.json?icons=home,star',
      'https://api.iconify.design/mdi.json?icons=star',
    ])
  })

  it('turns to the next public host when one has not answered in 750 ms; the first answer wins', async () => {
    const { asked, fetchSet } = network((url) =>
      url.startsWith('https://api.iconify.design')
        ? { set: set('mdi', ['home']), delay: 4_000 }
        : { set: set('mdi', ['home']), delay: 200 },
    )
    const found = fromPublicHosts('/mdi.json?icons=home', fetchSet)
    await vi.advanceTimersByTimeAsync(749)
    expect(asked).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked[1]).toBe('https://api.simplesvg.com/mdi.json?icons=home')
    await vi.advanceTimersByTimeAsync(200)
    expect(await found).not.toBeNull()
    expect(asked).toHaveLength(2)
  })

  it('asks the next host at once when one fails, and gives up after 5 s', async () => {
    const failing = network(() => ({ set: null, delay: 10 }))
    const none = fromPublicHosts('/mdi.json?icons=home', failing.fetchSet)
    await vi.advanceTimersByTimeAsync(40)
    expect(failing.asked).toHaveLength(3)
    expect(await none).toBeNull()

    const silent = network(() => ({ set: null, delay: 60_000 }))
    let answer: IconSet | null | undefined
    void fromPublicHosts('/mdi.json?icons=home', silent.fetchSet).then((result) => (answer = result))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(answer).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(answer).toBeNull()
  })

  it('never asks the public API for the site’s own collection; a try that ran out of time is made again', async () => {
    let tries = 0
    const { asked, fetchSet } = network((url) => {
      tries += 1
      return { set: set('lotus', namesOf(url)), delay: tries === 1 ? 5_000 : 100 }
    })
    const loader = createIconLoader({ apiBase: '/api', fetchSet })
    const slot = loader.load('lotus:slot')
    await vi.advanceTimersByTimeAsync(1_600)
    expect((await slot)?.body).toBe('<path d="M0 0h4"/>')
    expect(asked).toEqual(['/api/_nuxt_icon/lotus.json?icons=slot', '/api/_nuxt_icon/lotus.json?icons=slot'])
  })

  it('answers null for a name neither the site nor the public API has', async () => {
    const { fetchSet } = network(() => ({ set: set('lotus', []), delay: 5 }))
    const loader = createIconLoader({ apiBase: '/api', fetchSet })
    const missing = loader.load('lotus:nope')
    await vi.advanceTimersByTimeAsync(6_000)
    expect(await missing).toBeNull()
    expect(await loader.load('not a name')).toBeNull()
  })
})
