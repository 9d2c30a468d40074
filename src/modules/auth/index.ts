/** Identity: login, logout, sessions, double validation and password flows. */
// The end of a session reacts to the model's events: loaded with the module, whoever imports what.
import './session-end'
export {
  $loginModalOpen,
  gamePlayingChanged,
  loggedOut,
  loginModalRequested,
  loginRequired,
  loginSucceeded,
  logoutRequested,
  memberRegistered,
  sessionEnded,
  sessionInvalidated,
  sessionReceived,
} from './model'
export { $captchas } from './captcha'

export { authApi } from './api'
export { AccountActions } from './ui/account-menu'
export { AuthHost } from './ui/auth-host'
export { CaptchaField } from './ui/captcha-field'

export { AuthCallbackPage } from './ui/auth-callback-page'
