import { createEvent, createStore } from 'effector'
import { local } from '../storage'
import {
  deviceTypeOf,
  isDesktopWidth,
  pwaFlagFromSearch,
  RESIZE_DEBOUNCE_MS,
  type DeviceType,
} from './device'
import { nextTask } from '../scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

// A launch of the installed app (`?pwa`) is remembered before the device type is first read.
if (typeof window !== 'undefined') {
  const launch = pwaFlagFromSearch(window.location.search)
  if (launch === true) local.set('pwa', true)
  if (launch === false) local.remove('pwa')
}

function currentEnvironment() {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    width: typeof window === 'undefined' ? 1280 : window.innerWidth,
    standalone:
      typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true,
    pwaFlag: local.get('pwa') === true,
  }
}

/** Fired with the window width once resizing has settled for 1000 ms (spec §4). */
export const viewportSettled = createEvent<number>()

/** Fired, before hydrating, with the width the server laid the page out for (guessed from the user agent). */
export const firstViewLaidOut = createEvent<number>()

const initial = currentEnvironment()
export const $viewportWidth = createStore(initial.width).on(
  [viewportSettled, firstViewLaidOut],
  (_, width) => width,
)
/**
 * The width the first view was laid out for. A part of the page that hydrates after the real width
 * has applied (its data or code came late) still draws at this width, as the server did.
 */
export const $firstViewWidth = createStore(initial.width).on(firstViewLaidOut, (_, width) => width)
export const $isDesktop = $viewportWidth.map(isDesktopWidth)
const deviceTypeAt = (width: number): DeviceType => deviceTypeOf({ ...currentEnvironment(), width })
export const $deviceType = $viewportWidth.map(deviceTypeAt)
export const $firstViewIsDesktop = $firstViewWidth.map(isDesktopWidth)
export const $firstViewDeviceType = $firstViewWidth.map(deviceTypeAt)

/** Calls `onSettled(width)` after resizing pauses for `delayMs`. Returns the disposer. */
export function watchViewport(onSettled: (width: number) => void, delayMs = RESIZE_DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const listener = () => {
    clearTimeout(timer)
    timer = setTimeout(() => onSettled(window.innerWidth), delayMs)
  }
  window.addEventListener('resize', listener)
  return () => {
    clearTimeout(timer)
    window.removeEventListener('resize', listener)
  }
}
