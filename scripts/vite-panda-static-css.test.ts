// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { css } from 'styled-system/css'
import { loadStyledSystemCss, transformStaticCss } from './vite-panda-static-css.ts'

const runtime = await loadStyledSystemCss()

const IMPORT = "import { css, cx } from 'styled-system/css'\n"

describe('static css calls compiled at build time', () => {
  it('replaces a literal style by the class names the runtime returns for it', () => {
    const style = { display: 'flex', gap: '2', _hover: { color: 'fg.muted' }, md: { px: '4' } } as const
    const source = `${IMPORT}const row = css({ display: 'flex', gap: '2', _hover: { color: 'fg.muted' }, md: { px: '4' } })\n`
    const output = transformStaticCss(source, runtime)
    expect(output?.code).toBe(`${IMPORT}const row = ${JSON.stringify(css(style))}\n`)
  })

  it('merges several literal styles the way the runtime does', () => {
    const source = `${IMPORT}const a = css({ color: 'red.500', p: '2' }, { p: '3', mt: -1, fontSize: \`sm\` })\n`
    const output = transformStaticCss(source, runtime)
    expect(output?.code).toContain(
      JSON.stringify(css({ color: 'red.500', p: '2' }, { p: '3', mt: -1, fontSize: 'sm' })),
    )
    expect(output?.code).not.toContain('css(')
  })

  it('leaves calls with run-time values, spreads or computed keys as they are', () => {
    const source = [
      IMPORT,
      "const a = (on) => css({ color: on ? 'red' : 'blue' })",
      'const b = (base) => css({ ...base, p: 1 })',
      "const key = 'p'; const c = css({ [key]: 1 })",
      "const d = cx(css({ m: '1' }), 'extra')",
    ].join('\n')
    const code = transformStaticCss(source, runtime)?.code ?? ''
    expect(code).toContain("css({ color: on ? 'red' : 'blue' })")
    expect(code).toContain('css({ ...base, p: 1 })')
    expect(code).toContain('css({ [key]: 1 })')
    expect(code).toContain(`cx(${JSON.stringify(css({ m: '1' }))}, 'extra')`)
  })

  it("reads the module's top-level string constants in a top-level call, never where a local may shadow them", () => {
    const source = [
      IMPORT,
      "const base = 'system-ui, Roboto'",
      'export const stack = `${base}, Arial`',
      'export const fonts = css({ fontFamily: `${stack}, sans-serif`, lineHeight: 1.6 })',
      'export const local = (base) => css({ fontFamily: `${base}, serif` })',
      "{ const base = 'serif'; css({ fontFamily: base }) }",
      'let later = 1',
      'export const loose = css({ zIndex: later })',
    ].join('\n')
    const code = transformStaticCss(source, runtime)?.code ?? ''
    expect(code).toContain(
      JSON.stringify(css({ fontFamily: 'system-ui, Roboto, Arial, sans-serif', lineHeight: 1.6 })),
    )
    expect(code).toContain('css({ fontFamily: `${base}, serif` })')
    expect(code).toContain('css({ fontFamily: base })')
    expect(code).toContain('css({ zIndex: later })')
  })

  it('follows a renamed import and ignores a css that is not the styled system one', () => {
    const renamed = "import { css as style } from 'styled-system/css'\nconst a = style({ p: '2' })\n"
    expect(transformStaticCss(renamed, runtime)?.code).toContain(JSON.stringify(css({ p: '2' })))
    const other = "import { css } from 'somewhere-else'\nconst a = css({ p: '2' })\n// styled-system/css\n"
    expect(transformStaticCss(other, runtime)).toBeNull()
  })
})
