/** Spec §9: business days and site times follow America/Caracas (UTC−4 all year). */
export const BUSINESS_TIME_ZONE = 'America/Caracas'
const CARACAS_OFFSET_HOURS = 4

/**
 * - `date`: medium date; `dateTime`: medium date and short time; `long`: long date;
 * - `numeric`: 2-digit date and 24-hour time (records and tables); `month`: month name and year.
 */
export type DateStyle = 'date' | 'dateTime' | 'long' | 'numeric' | 'month'
/** `site`: the business time zone; `local`: the browser's; `utc`: calendar values kept in UTC. */
export type DateZone = 'site' | 'local' | 'utc'

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  long: { dateStyle: 'long' },
  numeric: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  },
  month: { month: 'long', year: 'numeric' },
}
const ZONES: Record<DateZone, string | undefined> = { site: BUSINESS_TIME_ZONE, local: undefined, utc: 'UTC' }

/** An instant in the player's locale (`vi_VN` or `vi-VN`); null when there is none or it is not a date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  locale: string,
  style: DateStyle = 'date',
  zone: DateZone = 'site',
): string | null {
  if (value === null || value === undefined || value === '') return null
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) return null
  return dateFormat(locale.replace('_', '-'), style, zone).format(at)
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per language, style and zone: building one costs far more than using it. */
function dateFormat(locale: string, style: DateStyle, zone: DateZone): Intl.DateTimeFormat {
  const key = `${locale} ${style} ${zone}`
  let format = dateFormats.get(key)
  if (!format) {
    const timeZone = ZONES[zone]
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], ...(timeZone ? { timeZone } : {}) })
    dateFormats.set(key, format)
  }
  return format
}

/** Records and tables: a 2-digit date and time in the business time zone, `–` for none. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  return formatDate(iso, locale, 'numeric') ?? '–'
}

/** The day ranges records are asked for (the date range picker's choices). */
export type DayRange = 'today' | 'yesterday' | '7d' | '30d'

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
export function rangeFor(preset: DayRange, now = new Date()): { start_at: string; end_at: string } {
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
