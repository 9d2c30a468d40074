import { readFileSync } from 'node:fs'
import type { Plugin, TransformResult } from 'vite'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { reactAriaLocaleCheck } from './vite-react-aria-locale'

const UTILS = 'node_modules/react-aria/dist/private/i18n/utils.mjs'

/** The plugin's transform of one module, as the build runs it. */
function transform(plugin: Plugin, code: string, id: string): TransformResult | null {
  const hook = plugin.transform
  if (typeof hook !== 'function') throw new Error('the plugin has no transform')
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
  }
  return hook.call(context as never, code, id) as TransformResult | null
}

/** react-aria's `isRTL` as the build ships it (the module imports nothing; its export becomes a return). */
function builtIsRTL(): (locale: string) => boolean {
  const result = transform(reactAriaLocaleCheck(), readFileSync(UTILS, 'utf8'), `/app/${UTILS}`)
  const body = result?.code?.replace(/export \{([\w$]+) as isRTL\};/, 'return $1;')
  if (!body?.includes('return ')) throw new Error('utils.mjs was not transformed as expected')
  const isRTL: unknown = new Function(body)()
  if (typeof isRTL !== 'function') throw new Error('isRTL is not a function')
  return (locale) => isRTL(locale) === true
}

describe("react-aria's writing direction in the build", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('reads the direction from the tag, without the likely-script lookup', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize')
    const textInfo = vi.fn()
    const original = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'getTextInfo')
    Object.defineProperty(Intl.Locale.prototype, 'getTextInfo', { value: textInfo, configurable: true })
    onTestFinished(() => {
      if (original) Object.defineProperty(Intl.Locale.prototype, 'getTextInfo', original)
      else Reflect.deleteProperty(Intl.Locale.prototype, 'getTextInfo')
    })
    const isRTL = builtIsRTL()
    for (const tag of ['vi', 'vi-VN', 'en-US', 'zh-CN', 'zh-TW', 'th-TH', 'id-ID', 'ja-JP', 'ko-KR', 'hi-IN'])
      expect(isRTL(tag), tag).toBe(false)
    for (const tag of ['ar', 'ar-EG', 'he-IL', 'fa-IR', 'ur', 'az-Arab', 'uz-Arab-AF'])
      expect(isRTL(tag), tag).toBe(true)
    expect(isRTL('sr-Latn')).toBe(false)
    expect(maximize).not.toHaveBeenCalled()
    expect(textInfo).not.toHaveBeenCalled()
  })

  it('fails the build when the module changes shape', () => {
    expect(() => transform(reactAriaLocaleCheck(), 'export function isRTL() {}', `/app/${UTILS}`)).toThrow(
      /isRTL changed/,
    )
  })
})
