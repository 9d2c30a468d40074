import { useLingui } from '@lingui/react/macro'
import { useNavigate, useParams } from '@tanstack/react-router'
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components'
import { css, cx } from 'styled-system/css'
import { CheckIcon, ChevronDownIcon } from '@/ui'
import { isLocale, LOCALE_NAMES, LOCALE_PREFIX, LOCALES, type Locale } from '@/platform/i18n'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Flag } from './flags'
import { LanguageValue, trigger, valueRow, type LanguageSelectVariant } from './language-value'

/**
 * The loaded language selector of spec §2, in its two variants: a list of native names, or flags
 * with names. Choosing a language navigates to the same path and query under the new locale prefix —
 * no full reload; the locale guard loads the messages, sets `<html lang>` and the cookie.
 */
export function LanguagePicker({
  withFlags = false,
  compact = false,
  defaultOpen = false,
  autoFocus = false,
}: LanguageSelectVariant & { defaultOpen?: boolean; autoFocus?: boolean }) {
  const { t } = useLingui()
  const { i18n } = useLinguiContext()
  const navigate = useNavigate()
  const params = useParams({ strict: false })
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en_US'

  const choose = (key: Key | null) => {
    if (!isLocale(key) || key === locale) return
    void navigate({ to: '.', search: true, params: { ...params, locale: LOCALE_PREFIX[key] } })
  }

  return (
    <Select
      aria-label={t({ id: 'header.language', message: 'Language' })}
      selectedKey={locale}
      onSelectionChange={choose}
      className={css({ display: 'inline-flex' })}
      data-variant={withFlags ? 'flags' : 'list'}
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
    >
      <Button className={trigger}>
        <SelectValue className={valueRow}>
          {() => <LanguageValue locale={locale} withFlags={withFlags} compact={compact} />}
        </SelectValue>
        <ChevronDownIcon size={16} aria-hidden="true" />
      </Button>
      <Popover className={popover} placement="bottom end" offset={6}>
        <ListBox
          className={cx(
            list,
            withFlags ? css({ gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } }) : undefined,
          )}
        >
          {LOCALES.map((l) => (
            <ListBoxItem
              key={l}
              id={l}
              textValue={LOCALE_NAMES[l]}
              className={option}
              lang={l.replace('_', '-')}
            >
              {({ isSelected }) => (
                <>
                  {withFlags ? <Flag locale={l} /> : null}
                  <span className={css({ flex: 1 })}>{LOCALE_NAMES[l]}</span>
                  {isSelected ? <CheckIcon size={16} /> : null}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}

const popover = css({
  minW: '200px',
  maxH: '70vh',
  overflowY: 'auto',
  zIndex: 'popover',
  bg: 'surfaceRaised',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: '12px',
  boxShadow: 'card',
  _entering: { animation: 'fadeIn 120ms ease-out' },
  _exiting: { animation: 'fadeOut 100ms ease-in forwards' },
})
const list = css({ display: 'grid', p: '1', outline: 'none', gap: '0.5' })
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '44px',
  px: '3',
  borderRadius: '8px',
  color: 'text',
  cursor: 'pointer',
  outline: 'none',
  '&[data-focused]': { bg: 'ink.700' },
  '&[data-focus-visible]': { outline: '2px solid {colors.focusRing}', outlineOffset: '-2px' },
  _selected: { color: 'accent', fontWeight: 'semibold' },
  lg: { minH: '40px' },
})
