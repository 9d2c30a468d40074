import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { $deviceType } from '@/platform/device'
import { toBcp47, type Locale } from '@/platform/i18n'
import type { DisplayDevice } from '../api'
import { displayDeviceOf } from '../popup-discount'

/** Bulletin display device of spec §3: desktop 0, mobile 1, app 2. */
export function useDisplayDevice(): DisplayDevice {
  return displayDeviceOf(useUnit($deviceType))
}

/** Site dates in the Caracas time zone (spec §9). */
export function formatSiteDate(
  iso: string | null | undefined,
  locale: Locale,
  withTime = false,
): string | null {
  if (!iso) return null
  const at = Date.parse(iso)
  if (!Number.isFinite(at)) return null
  return new Intl.DateTimeFormat(toBcp47(locale), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'America/Caracas',
  }).format(at)
}

/** The small uppercase category tag of a promotion card. */
export const categoryTag = css({
  fontSize: 'xs',
  color: 'accent',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
})
