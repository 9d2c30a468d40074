import { css } from 'styled-system/css'
import { LOCALE_NAMES, LOCALE_PREFIX, type Locale } from '@/platform/i18n'
import { Flag } from './flags'

export type LanguageSelectVariant = {
  /** Flags with names instead of names only. */
  withFlags?: boolean
  /** Only the flag (or the two-letter code) shows; the name stays for screen readers. */
  compact?: boolean
}

/** What the closed selector shows for the current language. */
export function LanguageValue({
  locale,
  withFlags = false,
  compact = false,
}: LanguageSelectVariant & { locale: Locale }) {
  return (
    <>
      {withFlags ? <Flag locale={locale} /> : null}
      <span className={compact ? css({ srOnly: true }) : undefined} lang={locale.replace('_', '-')}>
        {LOCALE_NAMES[locale]}
      </span>
      {compact && !withFlags ? (
        <span aria-hidden="true" className={css({ textTransform: 'uppercase', fontWeight: 'bold' })}>
          {LOCALE_PREFIX[locale].slice(0, 2)}
        </span>
      ) : null}
    </>
  )
}

export const valueRow = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })

export const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '40px',
  px: '3',
  bg: 'surfaceRaised',
  color: 'text',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'pill',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { borderColor: 'borderStrong' },
  _hovered: { borderColor: 'borderStrong' },
  '[data-open] > &': { borderColor: 'accent' },
})
