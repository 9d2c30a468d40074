import { useUnit } from 'effector-react'
import { useSyncExternalStore } from 'react'
import type { DeviceType } from './device'
import {
  $deviceType,
  $firstViewDeviceType,
  $firstViewIsDesktop,
  $firstViewWidth,
  $isDesktop,
  $viewportWidth,
} from './model'

const noSubscription = () => () => {}

/**
 * A viewport figure for rendering: the first view's while React hydrates the server's HTML, the current
 * one otherwise. React hydrates every Suspense boundary (the router wraps each route in one) after the
 * app's first commit, when the real width may already apply; drawn at it, a phone or tablet of another
 * width than the server guessed would not match its HTML. When the two differ, React renders the
 * component again with the current one at once.
 */
function useFirstViewWhileHydrating<T extends number | boolean | string>(current: T, firstView: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => current,
    () => firstView,
  )
}

/** The desktop layout (≥ 992 px): read this in a component, not `$isDesktop` (see above). */
export function useIsDesktop(): boolean {
  const [current, firstView] = useUnit([$isDesktop, $firstViewIsDesktop])
  return useFirstViewWhileHydrating(current, firstView)
}

/** The viewport width to lay out for, in a component. */
export function useViewportWidth(): number {
  const [current, firstView] = useUnit([$viewportWidth, $firstViewWidth])
  return useFirstViewWhileHydrating(current, firstView)
}

/** The device type (spec §4 display device), in a component. */
export function useDeviceType(): DeviceType {
  const [current, firstView] = useUnit([$deviceType, $firstViewDeviceType])
  return useFirstViewWhileHydrating(current, firstView)
}
