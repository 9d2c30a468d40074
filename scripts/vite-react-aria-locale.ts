import type { Plugin } from 'vite'

const MODULE = /react-aria\/dist\/private\/i18n\/useDefaultLocale\.m?js$/
/** The module of `isRTL`, which decides a locale's writing direction. */
const DIRECTION_MODULE = /react-aria\/dist\/private\/i18n\/utils\.m?js$/
const MAXIMIZE = 'new Intl.Locale(localeString).maximize();'
const TEXT_INFO = /typeof locale\.getTextInfo === 'function' \? locale\.getTextInfo\(\) : locale\.textInfo;/
const CHECK = /Intl\.DateTimeFormat\.supportedLocalesOf\(\s*\[\s*locale\s*\]\s*\)/
/** `let currentLocale = getDefaultLocale();` at the module's top level. */
const EAGER = /let ([\w$]+currentLocale) = ([\w$]+)\(\);/
/** The hook's first state: `useState(currentLocale)`. */
const FIRST_STATE = (name: string, useState: string) => `(0, ${useState})(${name})`

/**
 * Two costs of react-aria's i18n module at load, inside the task that evaluates the first dialog's or
 * button's code on a phone:
 * - It checks the browser's language with `Intl.DateTimeFormat.supportedLocalesOf`, whose first call in
 *   a page loads the engine's date data (70–110 ms at 4× CPU) for a check whose only outcome is whether
 *   the tag is well formed. `new Intl.Locale` makes the same check (both throw a RangeError for a
 *   malformed tag) without that data.
 * - It works out the default locale and its writing direction at load (`Intl.Locale#maximize`, about
 *   30 ms at 4× CPU the first time). That now happens when the first component asks for it, in a render.
 * - Its writing direction (`isRTL`) asks the engine for the locale's likely script
 *   (`Intl.Locale#maximize`, and `getTextInfo`, which does the same lookup). The first such lookup in a
 *   page loads the engine's likely-subtags data: 11–37 ms unthrottled in Chromium, inside the render
 *   that opens the first dialog. The direction is now read from the tag as written: its script when it
 *   names one, else its language (react-aria's own list of right-to-left languages, its fallback where
 *   `Intl.Locale` is missing). That is the same answer for every language the site offers and for every
 *   tag that names its script; a tag such as `pa-PK`, whose region alone makes it right-to-left, reads as
 *   left-to-right.
 * The build fails if either module changes shape.
 */
export function reactAriaLocaleCheck(): Plugin {
  return {
    name: 'lotus-react-aria-locale-check',
    transform(code, id) {
      if (DIRECTION_MODULE.test(id)) {
        if (!code.includes(MAXIMIZE) || !TEXT_INFO.test(code))
          this.error(`${id}: react-aria's isRTL changed; review this plugin`)
        return {
          code: code.replace(MAXIMIZE, 'new Intl.Locale(localeString);').replace(TEXT_INFO, 'undefined;'),
          map: null,
        }
      }
      if (!MODULE.test(id)) return null
      const eager = EAGER.exec(code)
      const useState = /useState as ([\w$]+)/.exec(code)?.[1]
      const [, name = '', getDefault = ''] = eager ?? []
      const firstState = useState ? FIRST_STATE(name, useState) : ''
      if (!CHECK.test(code) || !eager || !useState || !code.includes(firstState))
        this.error(`${id}: react-aria's default locale changed; review this plugin`)
      const next = code
        .replace(CHECK, 'new Intl.Locale(locale)')
        .replace(EAGER, `let ${name} = null;`)
        .replace(firstState, `(0, ${useState})(() => (${name} ??= ${getDefault}()))`)
      return { code: next, map: null }
    },
  }
}
