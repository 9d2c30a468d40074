export { listenWindowMessages, postWindowMessage, type WindowMessage } from './messages'
export { closeNamedWindows, isWindowOpen, openNamedWindow, POPUP_HEIGHT, POPUP_WIDTH } from './windows'
