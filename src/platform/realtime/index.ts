export {
  connectRealtime,
  loadRealtimeSdk,
  type RealtimeConnectOptions,
  type RealtimeGrant,
  type RealtimeHandle,
  type RealtimeMessage,
  type RealtimeState,
} from './connection'
export {
  REALTIME_DEFAULTS,
  realtimeClientOptions,
  realtimeTarget,
  type RealtimeClientOptions,
  type RealtimeTarget,
} from './options'
