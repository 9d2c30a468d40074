import type { Plugin } from 'vite'

/** The bundler's helper that every lazily loaded `import()` goes through. */
const PRELOAD_HELPER = '\0vite/preload-helper.js'
const APPEND = 'document.head.appendChild(link);'

/** Appends queued `<link rel="modulepreload">` elements a few per task. */
const QUEUE = `const $lotus$linkQueue = [];
const $lotus$appendSome = () => {
  for (const link of $lotus$linkQueue.splice(0, 4)) document.head.appendChild(link);
  if ($lotus$linkQueue.length > 0) setTimeout($lotus$appendSome);
};
const $lotus$queueLink = (link) => {
  if ($lotus$linkQueue.push(link) === 1) setTimeout($lotus$appendSome);
};
`

/**
 * The bundler's `import()` helper adds a `<link rel="modulepreload">` to the head for every file the
 * imported code needs that the page has not linked yet, so they download side by side with it. Each
 * append costs Chromium about 0.75 ms on the main thread, and one import names up to fifty files: a
 * lazily loaded part's first render (the pop-up discount's host, the language list) was a task of
 * 20–40 ms unthrottled. The script links now go in four per task. They are hints only: the helper never
 * waits for them (only for style sheets, which are still appended at once), and `import()` itself starts
 * at once. The build fails if the helper changes shape.
 */
export function preloadInBatches(): Plugin {
  return {
    name: 'lotus-preload-in-batches',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null
      if (code.split(APPEND).length !== 2 || !code.includes('const isCss = '))
        this.error(`${id}: the bundler's preload helper changed; review this plugin`)
      return {
        code:
          QUEUE + code.replace(APPEND, 'isCss ? document.head.appendChild(link) : $lotus$queueLink(link);'),
        map: null,
      }
    },
  }
}
