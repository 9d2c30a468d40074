/** Registration: settings-driven form, §5 rules, SMS, agent and invite links. */
export { registrationApi, type RegisterSetting } from './api'
export { registrationQueries } from './queries'
export { RegisterForm } from './ui/register-form'
export { RegisterBackdrop } from './ui/register-backdrop'
export {
  applyLinkLifetime,
  LINK_EXPIRE_MINUTES,
  rememberAgentDomain,
  rememberRegisterLink,
  type RegisterLinkSearch,
} from './links'
export * as registerRules from './validation'
