export {
  DESKTOP_MIN_WIDTH,
  DEVICE_CODES,
  deviceCodeOf,
  deviceTypeOf,
  isAppWrapper,
  isDesktopWidth,
  isMessengerBrowser,
  isMobileBrowser,
  pwaFlagFromSearch,
  RESIZE_DEBOUNCE_MS,
  SUPPORT_DEVICE,
  supportDeviceOf,
  type DeviceType,
  type Environment,
} from './device'
export { $deviceType, $isDesktop, $viewportWidth, viewportSettled, watchViewport } from './model'
export { systemOf, type SystemInfo } from './system'
export { browserSupportOf, type BrowserSupport } from './browser-support'
