import { useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiContext } from '@lingui/react'
import { ChevronDownIcon, useIdleImport, usePlaceholderTrigger } from '@/ui'
import { isLocale, type Locale } from '@/platform/i18n'
import { LanguageValue, trigger, valueRow, type LanguageSelectVariant } from './language-value'

const loadPicker = () => import('./language-picker')

/**
 * The language selector of spec §2. The header paints a plain trigger that looks the same; the
 * list (react-aria Select) loads when the page is idle or the player first reaches for it, and
 * opens at once if the trigger was pressed before it arrived.
 */
export function LanguageSelect(variant: LanguageSelectVariant) {
  const { t } = useLingui()
  const { i18n } = useLinguiContext()
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en_US'
  const { openOnLoad, pressing, autoFocus, triggerProps } = usePlaceholderTrigger()
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
  const picker = useIdleImport(loadPicker, openOnLoad)
  if (!picker || pressing) return placeholder
  return <picker.LanguagePicker {...variant} defaultOpen={openOnLoad} autoFocus={autoFocus} />
}
