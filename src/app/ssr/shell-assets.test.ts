import { describe, expect, it } from 'vitest'
import { shellAssetsOf } from './shell-assets'

describe('shellAssetsOf', () => {
  it('takes the entry script, its preloads and the style sheet of the built index.html, in order', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/router-def.js">
      <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
      </head><body><script type="module" src="/not-in-head.js"></script></body></html>`
    expect(shellAssetsOf(html)).toEqual([
      { tag: 'script', src: '/assets/index-abc.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/router-def.js' },
      { tag: 'link', rel: 'stylesheet', href: '/assets/index-ghi.css' },
    ])
  })

  it('finds nothing in a page without a head', () => {
    expect(shellAssetsOf('<p>no head</p>')).toEqual([])
  })
})
