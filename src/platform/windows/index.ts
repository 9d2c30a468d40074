export { listenWindowMessages, postToOpener, postWindowMessage, type WindowMessage } from './messages'
export { closeNamedWindows, isWindowOpen, openNamedWindow } from './windows'
export {
  closeWaitingWindow,
  closeWaitingWindowOnQuickGame,
  openWaitingWindow,
  showInWaitingWindow,
  WAITING_WINDOW_NAMES,
} from './waiting'
