import { describe, expect, it } from 'vitest'
import { imageSources } from './pictures'

describe('imageSources', () => {
  it('lists the pictures of server HTML in order, skipping those without an address', () => {
    const html =
      '<p><img src="/api/static/art/bulletin/1.svg" alt="Welcome"></p><p>Text <img alt="none"> <img src="https://cdn.example/b.png"></p>'
    expect(imageSources(html)).toEqual(['/api/static/art/bulletin/1.svg', 'https://cdn.example/b.png'])
  })

  it('runs nothing while reading', () => {
    const globals = globalThis as { imageSourcesRan?: boolean }
    imageSources(
      '<img src="x.png" onerror="globalThis.imageSourcesRan = true"><script>globalThis.imageSourcesRan = true</script>',
    )
    expect(globals.imageSourcesRan).toBeUndefined()
  })

  it('finds nothing in text alone', () => {
    expect(imageSources('<p>Deposit from <strong>200,000 ₫</strong></p>')).toEqual([])
  })
})
