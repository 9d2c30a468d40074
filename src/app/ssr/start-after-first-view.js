// An inline script of the server-rendered document (its text is written into the page, so it imports
// nothing and is plain JavaScript). The server's HTML already shows the page: the app's code is asked for
// once the first view is on screen, its high-priority pictures loaded (or failed) and a frame drawn after
// them, so until then the pictures have the network to themselves. A press or a key starts it at once, and
// so does a hidden tab (it paints nothing) or a bound of 4 s (a picture that hangs); never before the whole
// document is parsed (the app hydrates all of it).
;(() => {
  let parsed = document.readyState !== 'loading'
  let wanted = false
  let started = false
  const start = () => {
    wanted = true
    if (!parsed || started) return
    started = true
    const data = document.getElementById('app-scripts')?.textContent
    const { preloads = [], entries = [] } = data ? JSON.parse(data) : {}
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      link.crossOrigin = ''
      document.head.append(link)
    }
    for (const src of entries) {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = src
      script.crossOrigin = ''
      document.head.append(script)
    }
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
    if (wanted || document.visibilityState === 'hidden') return start()
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
