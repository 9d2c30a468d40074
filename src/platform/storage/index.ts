export {
  collectServerCookies,
  cookies,
  LINK_EXPIRE_MINUTES,
  parseCookies,
  setLinkExpireMinutes,
  type CookieName,
} from './cookies'
export { local, session, watchLocal } from './local'
