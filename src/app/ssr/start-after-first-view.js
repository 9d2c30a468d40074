// An inline script of the server-rendered document (its text is written into the page, so it imports
// nothing and is plain JavaScript). The server's HTML already shows the page: the app's code is asked for
// once the first view is on screen, its high-priority pictures loaded (or failed) and a frame drawn after
// them, so until then the pictures have the network to themselves. A press or a key starts it at once, and
// so does a hidden tab (it paints nothing), a page the server rendered as a frame only (a page rendered in
// the browser: it has no first view to wait for, and may paint nothing at all until the app draws it) or a
// bound of 4 s (a picture that hangs); never before the whole document is parsed (the app hydrates all of it).
// The last control pressed before the app takes the page over (a button, a tab: a link or a form works
// without the app) is handed to it when it does (the `app-takes-over` event), to be pressed again once
// the page answers: the player's press is not lost.
;(() => {
  let pressed = null
  const recordPress = (event) => {
    const control =
      event.target instanceof Element ? event.target.closest('button, [role="button"], [role="tab"]') : null
    if (control && !control.closest('a[href], button[type="submit"]')) pressed = control
  }
  addEventListener('click', recordPress, { capture: true })
  document.addEventListener(
    'app-takes-over',
    (event) => {
      removeEventListener('click', recordPress, { capture: true })
      event.detail.pressed = pressed
    },
    { once: true },
  )

  let parsed = document.readyState !== 'loading'
  let wanted = false
  let started = false
  const appScripts = () => {
    const data = document.getElementById('app-scripts')?.textContent
    return data ? JSON.parse(data) : {}
  }
  const start = () => {
    wanted = true
    if (!parsed || started) return
    started = true
    const { preloads = [], entries = [] } = appScripts()
    const elements = [
      ...preloads.map(
        (href) => () => Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
      ),
      ...entries.map((src) => () => Object.assign(document.createElement('script'), { type: 'module', src })),
    ]
    // A few at a time: each starts a request, and forty in one task would block input on a slow phone
    // (six took 45–60 ms at 4× CPU).
    const append = () => {
      for (const create of elements.splice(0, 4)) {
        const element = create()
        element.crossOrigin = ''
        document.head.append(element)
      }
      if (elements.length > 0) setTimeout(append)
    }
    append()
  }
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true })
  setTimeout(start, 4000)
  const painted = new Promise((resolve) => {
    if (!window.PerformanceObserver || !PerformanceObserver.supportedEntryTypes.includes('paint'))
      return resolve()
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    }).observe({ type: 'paint', buffered: true })
  })
  const whenParsed = () => {
    parsed = true
    if (wanted || document.visibilityState === 'hidden' || appScripts().firstView === false) return start()
    const loaded = [...document.querySelectorAll('img[fetchpriority="high"]')].map((picture) =>
      picture.complete
        ? undefined
        : new Promise((resolve) => {
            picture.addEventListener('load', resolve, { once: true })
            picture.addEventListener('error', resolve, { once: true })
          }),
    )
    Promise.all([painted, ...loaded]).then(() => requestAnimationFrame(() => requestAnimationFrame(start)))
  }
  if (parsed) whenParsed()
  else document.addEventListener('DOMContentLoaded', whenParsed, { once: true })
})()
