export { api, bindApiToScope, sessionExpired, setServerApiFetch, tokenRenewed } from './client'
export { done, need, normaliseEnvelope, unwrap } from './envelope'
export { ApiError, clientError, isApiError } from './errors'

export type { components } from '../../../openapi/lotus.gen'
