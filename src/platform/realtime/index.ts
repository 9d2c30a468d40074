export {
  connectRealtime,
  type RealtimeGrant,
  type RealtimeHandle,
  type RealtimeMessage,
  type RealtimeState,
} from './connection'
export { realtimeUrlOfSiteEnv } from './options'
