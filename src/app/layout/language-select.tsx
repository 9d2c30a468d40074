import { useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiContext } from '@lingui/react'
import { ChevronDownIcon, useImportWhen, usePlaceholderTrigger } from '@/ui'
import { isLocale, type Locale } from '@/platform/i18n'
import { LanguageValue, trigger, valueRow, type LanguageSelectVariant } from './language-value'

const loadPicker = () => import('./language-picker')

/**
 * The language selector of spec §2. The header paints a plain trigger that looks the same; the
 * list's code (react-aria Select) loads when the player points at it, presses it or focuses it, and
 * the list mounts, open, at the first press or opening key (at once if the code is there, else as
 * soon as it arrives). Mounted earlier, its hidden native select lays out every language's name in
 * its own script at start-up, and even evaluating its code when idle is a long task on a phone, for a
 * list most visitors never open.
 */
export function LanguageSelect(variant: LanguageSelectVariant) {
  const { t } = useLingui()
  const { i18n } = useLinguiContext()
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en_US'
  const { openOnLoad, pressing, wanted, autoFocus, triggerProps } = usePlaceholderTrigger()
  const placeholder = (
    <button
      {...triggerProps}
      className={trigger}
      aria-label={t({ id: 'header.language', message: 'Language' })}
      aria-haspopup="listbox"
      data-variant={variant.withFlags ? 'flags' : 'list'}
    >
      <span className={valueRow}>
        <LanguageValue locale={locale} {...variant} />
      </span>
      <ChevronDownIcon size={16} aria-hidden="true" />
    </button>
  )
  const picker = useImportWhen(loadPicker, wanted)
  if (!picker || !openOnLoad || pressing) return placeholder
  return <picker.LanguagePicker {...variant} defaultOpen={openOnLoad} autoFocus={autoFocus} />
}
