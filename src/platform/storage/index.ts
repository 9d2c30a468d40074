export {
  cookies,
  COOKIE_POLICIES,
  LINK_EXPIRE_MINUTES,
  setLinkExpireMinutes,
  parseCookies,
  policyFor,
  serializeCookie,
  setCrossOriginCookies,
  type CookieName,
  type CookieOptions,
} from './cookies'
export { local, session, type LocalKeys, type SessionKeys } from './local'
