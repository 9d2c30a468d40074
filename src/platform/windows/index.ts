export { isWindowMessage, listenWindowMessages, postToOpener, postWindowMessage, type AuthLoginPayload, type WindowMessage } from './messages'
export { closeNamedWindows, isWindowOpen, openNamedWindow, POPUP_HEIGHT, POPUP_WIDTH } from './windows'
