export {
  isWindowMessage,
  listenWindowMessages,
  postToOpener,
  postWindowMessage,
  type AuthLoginPayload,
  type WindowMessage,
} from './messages'
export { closeNamedWindows, isWindowOpen, openNamedWindow, POPUP_HEIGHT, POPUP_WIDTH } from './windows'
export {
  closeWaitingWindow,
  closeWaitingWindowOnQuickGame,
  openWaitingWindow,
  showInWaitingWindow,
  WAITING_WINDOW_NAMES,
  type WaitingKind,
} from './waiting'
