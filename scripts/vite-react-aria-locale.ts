import type { Plugin } from 'vite'

const MODULE = /react-aria\/dist\/private\/i18n\/useDefaultLocale\.m?js$/
const CHECK = /Intl\.DateTimeFormat\.supportedLocalesOf\(\s*\[\s*locale\s*\]\s*\)/

/**
 * react-aria checks the browser's language when its i18n module loads, with
 * `Intl.DateTimeFormat.supportedLocalesOf`. The first such call in a page loads the engine's date
 * data: 70–110 ms on a phone (4× CPU), inside the task that loads the first dialog, for a check whose
 * only outcome is whether the tag is well formed. `new Intl.Locale` makes the same check (both throw a
 * RangeError for a malformed tag) without that data. The build fails if the module changes shape.
 */
export function reactAriaLocaleCheck(): Plugin {
  return {
    name: 'lotus-react-aria-locale-check',
    transform(code, id) {
      if (!MODULE.test(id)) return null
      if (!CHECK.test(code)) this.error(`${id}: react-aria's locale check changed; review this plugin`)
      return { code: code.replace(CHECK, 'new Intl.Locale(locale)'), map: null }
    },
  }
}
