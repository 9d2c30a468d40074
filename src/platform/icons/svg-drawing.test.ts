import { describe, expect, it } from 'vitest'
import { iconDrawing } from './svg-drawing'

function drawn(body: string): string {
  const holder = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  holder.append(iconDrawing({ body, width: 24, height: 24 }))
  return holder.innerHTML
}

describe('iconDrawing', () => {
  it('keeps the shapes and their paint', () => {
    const markup = drawn(
      '<g fill="none" stroke="currentColor" stroke-width="1.6"><rect x="3" y="4" width="18" height="16" rx="3"/><path d="M8 9h6l-3 7"/></g>',
    )
    expect(markup).toContain('<path d="M8 9h6l-3 7"')
    expect(markup).toContain('stroke="currentColor"')
    expect(markup).toContain('<rect x="3" y="4" width="18" height="16" rx="3"')
  })

  it('drops scripts, handlers, styles, links and foreign content', () => {
    // The script comes last: this test DOM's HTML parser drops whatever follows a script inside an SVG.
    const markup = drawn(
      '<path d="M0 0h1" onclick="alert(2)" style="fill:url(https://x.test/a)"/>' +
        '<a href="javascript:alert(3)"><path d="M1 1h1"/></a><foreignObject><div>x</div></foreignObject>' +
        '<image href="https://x.test/p.png"/><use href="https://x.test/s.svg#a"/><script>alert(1)</script>',
    )
    expect(markup).toContain('<path d="M0 0h1"')
    for (const gone of [
      'script',
      'alert',
      'onclick',
      'style',
      'javascript',
      '<a',
      'foreignObject',
      'image',
      'x.test',
    ])
      expect(markup).not.toContain(gone)
  })

  it("gives each icon's ids a prefix of its own and keeps only references inside the icon", () => {
    const body =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
      '<path d="M0 0h1" fill="url(#g)"/><path d="M1 1h1" fill="url(https://x.test/#g)"/><use href="#g"/>'
    const first = drawn(body)
    const second = drawn(body)
    const id = /id="([^"]+)"/.exec(first)?.[1]
    expect(id).toMatch(/g$/)
    expect(first).toContain(`fill="url(#${id})"`)
    expect(first).toContain(`href="#${id}"`)
    expect(first).not.toContain('x.test')
    expect(/id="([^"]+)"/.exec(second)?.[1]).not.toBe(id)
  })
})
