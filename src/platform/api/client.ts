import { createEvent, scopeBind, type Scope } from 'effector'
import createClient from 'openapi-fetch'
import { config } from '../config'
import { currentLocale } from '../i18n'
import { local } from '../storage'
import type { paths } from '../../../openapi/lotus.gen'
import { callRecorder } from './call-recorder'
import { createTransport, type TransportOptions } from './transport'

export type ApiClientOptions = Partial<TransportOptions> & { baseUrl?: string }

export function createApiClient(options: ApiClientOptions = {}) {
  const basePath = options.basePath ?? new URL(options.baseUrl ?? config.apiBase, 'http://localhost').pathname
  const transport = createTransport({
    basePath,
    getToken: () => local.get('token'),
    setToken: (token) => local.set('token', token),
    getLang: () => currentLocale(),
    onSessionExpired: () => {},
    ...options,
  })
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? config.apiBase, fetch: transport })
  return { client, transport }
}

/** Raised when the backend answers 401: pending calls are aborted, the session flow logs out. */
export const sessionExpired = createEvent()

let expire: () => void = () => {}
const browser = createApiClient({ onSessionExpired: () => expire() })

/** The one client every module calls through. */
export const api = browser.client
// `?web_debug` lists the calls in the page's debug panel.
api.use(callRecorder)

/** Routes 401s into the app's effector scope. */
export function bindApiToScope(scope: Scope) {
  expire = scopeBind(sessionExpired, { scope, safe: true })
}
