export { cookies, LINK_EXPIRE_MINUTES, setLinkExpireMinutes, type CookieName } from './cookies'
export { local, session } from './local'
