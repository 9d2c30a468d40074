export {
  DEVICE_CODES,
  deviceCodeOf,
  isAppWrapper,
  isMessengerBrowser,
  layoutWidthFor,
  type DeviceType,
} from './device'
export { $deviceType, $isDesktop, $viewportWidth, viewportSettled, watchViewport } from './model'
export { systemOf } from './system'
export { browserSupportOf } from './browser-support'
export {
  $playerBusy,
  $playerDialogOpen,
  playerBusyChanged,
  playerDialogChanged,
  watchPlayerInput,
} from './player-input'
