import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_SCRIPTS_ID, START_AFTER_FIRST_VIEW, type AppScripts } from './app-scripts'
import { APP_TAKES_OVER } from './press-before-app'

describe('START_AFTER_FIRST_VIEW', () => {
  it('reads the JSON block the document writes the scripts into', () => {
    expect(START_AFTER_FIRST_VIEW).toContain(`document.getElementById('${APP_SCRIPTS_ID}')`)
  })

  it('answers the app taking over with the event name the app sends', () => {
    expect(START_AFTER_FIRST_VIEW).toContain(`'${APP_TAKES_OVER}'`)
  })

  it('is a script that runs on its own, with nothing a script element could end on', () => {
    expect(START_AFTER_FIRST_VIEW).not.toMatch(/\bimport\b|\bexport\b|<\/script/i)
    expect(() => new Function(START_AFTER_FIRST_VIEW)).not.toThrow()
  })
})

describe('when the inline script asks for the app', () => {
  /** A browser that never reports a first paint: what a page showing nothing contentful looks like. */
  class NoPaintObserver {
    static supportedEntryTypes = ['paint']
    observe() {}
    disconnect() {}
  }

  /** The document as the server writes it (the scripts' JSON block, then the inline script), parsed. */
  function serverDocument(scripts: AppScripts) {
    const block = Object.assign(document.createElement('script'), {
      id: APP_SCRIPTS_ID,
      type: 'application/json',
      textContent: JSON.stringify(scripts),
    })
    document.head.replaceChildren(block)
    new Function(START_AFTER_FIRST_VIEW)()
  }

  const asked = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', NoPaintObserver)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.head.replaceChildren()
  })

  it('waits for the first view of a server-rendered page, at most 4 s', () => {
    serverDocument({ preloads: ['/assets/home.js'], entries: [], firstView: true })
    vi.advanceTimersByTime(3999)
    expect(asked()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(asked()).toEqual(['/assets/home.js'])
  })

  it('asks at once on a page the server rendered as a frame only: there is no first view to wait for', () => {
    serverDocument({ preloads: ['/assets/member.js'], entries: [], firstView: false })
    expect(asked()).toEqual(['/assets/member.js'])
  })
})
