import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'

/** Spec §9: business days follow America/Caracas (UTC−4 all year). */
export const BUSINESS_TIME_ZONE = 'America/Caracas'
const CARACAS_OFFSET_HOURS = 4

export type RangePreset = 'today' | 'yesterday' | '7d' | '30d'
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', '7d', '30d']

/** The Caracas calendar date of an instant, as [year, month (1-12), day]. */
function caracasDate(now: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0')
  return [get('year'), get('month'), get('day')]
}

/** `{ start_at, end_at }` (ISO instants, end exclusive) for a preset, in Caracas days. */
export function rangeFor(preset: RangePreset, now = new Date()): { start_at: string; end_at: string } {
  const [year, month, day] = caracasDate(now)
  const dayStart = (offsetDays: number) =>
    new Date(Date.UTC(year, month - 1, day + offsetDays, CARACAS_OFFSET_HOURS)).toISOString()
  switch (preset) {
    case 'today':
      return { start_at: dayStart(0), end_at: dayStart(1) }
    case 'yesterday':
      return { start_at: dayStart(-1), end_at: dayStart(0) }
    case '7d':
      return { start_at: dayStart(-6), end_at: dayStart(1) }
    case '30d':
      return { start_at: dayStart(-29), end_at: dayStart(1) }
  }
}

/** Formats an instant in the business time zone for the active locale. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '–'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '–'
  return new Intl.DateTimeFormat(locale.replace('_', '-'), {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date)
}

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
export function DateRangePicker({ value, onChange }: { value: RangePreset; onChange: (preset: RangePreset) => void }) {
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
