export {
  DEVICE_CODES,
  deviceCodeOf,
  isAppWrapper,
  isMessengerBrowser,
  layoutWidthFor,
  type DeviceType,
} from './device'
export {
  $deviceType,
  $firstViewWidth,
  $isDesktop,
  $viewportWidth,
  firstViewLaidOut,
  viewportSettled,
  watchViewport,
} from './model'
export { useDeviceType, useIsDesktop, useViewportWidth } from './layout-hooks'
export { systemOf } from './system'
export { browserSupportOf } from './browser-support'
export {
  $playerBusy,
  $playerDialogOpen,
  playerBusyChanged,
  playerDialogChanged,
  watchPlayerInput,
} from './player-input'
