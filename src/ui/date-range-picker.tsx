import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'

/** The picker's choices; `rangeFor` of `@/platform/i18n` turns one into business-day instants. */
export type RangePreset = 'today' | 'yesterday' | '7d' | '30d'
const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', '7d', '30d']

const group = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const chip = css({
  px: '3',
  minH: '36px',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  color: 'textMuted',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { color: 'text' },
  '&[aria-pressed=true]': { bg: 'accent', color: 'onAccent', borderColor: 'accent', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
})

/** Date range presets (today, yesterday, 7 and 30 days) as toggle buttons. */
export function DateRangePicker({
  value,
  onChange,
}: {
  value: RangePreset
  onChange: (preset: RangePreset) => void
}) {
  const { t } = useLingui()
  const labels: Record<RangePreset, string> = {
    today: t({ id: 'wallet.range.today', message: 'Today' }),
    yesterday: t({ id: 'wallet.range.yesterday', message: 'Yesterday' }),
    '7d': t({ id: 'wallet.range.7d', message: 'Last 7 days' }),
    '30d': t({ id: 'wallet.range.30d', message: 'Last 30 days' }),
  }
  return (
    <div role="group" aria-label={t({ id: 'wallet.range.label', message: 'Date range' })} className={group}>
      {RANGE_PRESETS.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={value === preset}
          className={cx(chip)}
          onClick={() => onChange(preset)}
        >
          {labels[preset]}
        </button>
      ))}
    </div>
  )
}
