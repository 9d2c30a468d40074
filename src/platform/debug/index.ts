export { isWebDebugOn, setWebDebug, subscribeWebDebug } from './flag'
export { recordApiCall, recordedApiCalls, subscribeApiCalls, type ApiCallRecord } from './api-log'
