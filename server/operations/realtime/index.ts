/** Tag `realtime`: realtime tokens and the sandbox hook that emits any event. */
export { realtimeHandlers } from './realtime.ts'
