import { css } from 'styled-system/css'
import { useDeviceType } from '@/platform/device'
import type { DisplayDevice } from '../api'
import { displayDeviceOf } from '../popup-discount'

/** Bulletin display device of spec §3: desktop 0, mobile 1, app 2. */
export function useDisplayDevice(): DisplayDevice {
  return displayDeviceOf(useDeviceType())
}

/** The small uppercase category tag of a promotion card. */
export const categoryTag = css({
  fontSize: 'xs',
  color: 'accent',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
})
