import { createEvent, scopeBind, type Scope, type Store } from 'effector'
import createClient from 'openapi-fetch'
import { config } from '../config'
import { currentLocale } from '../i18n'
import type { paths } from '../../../openapi/lotus.gen'
import { callRecorder } from './call-recorder'
import { createTransport, type TransportOptions } from './transport'
import { nextTask } from '../scheduling'

// The entry evaluates this module in a task of its own (see `nextTask`).
await nextTask()

export type ApiClientOptions = Partial<TransportOptions> & { baseUrl?: string }

export function createApiClient(options: ApiClientOptions = {}) {
  const basePath = options.basePath ?? new URL(options.baseUrl ?? config.apiBase, 'http://localhost').pathname
  const transport = createTransport({
    basePath,
    getToken: () => readToken(),
    setToken: (token) => renew(token),
    getLang: () => currentLocale(),
    onSessionExpired: () => {},
    ...options,
  })
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? config.apiBase, fetch: transport })
  return { client, transport }
}

/** Raised when the backend answers 401: pending calls are aborted, the session flow logs out. */
export const sessionExpired = createEvent()
/** The backend handed a renewed token (`authorization` answer header) for the running session. */
export const tokenRenewed = createEvent<string>()

let expire: () => void = () => {}
let renew: (token: string) => void = () => {}
// The session owns the token; until the app binds it (and in a server render) calls go as a guest's.
let readToken: () => string | undefined = () => undefined

/** Where calls go outside a browser (a server render): the network unless the host answers them itself. */
let serverFetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request)

/** A server render's host answers the API in process (the sandbox's own `fetch`). */
export function setServerApiFetch(fetch: (request: Request) => Promise<Response>) {
  serverFetch = fetch
}

const onServer = typeof window === 'undefined'
// Outside a browser a relative base has no origin: the calls name a placeholder one the host answers.
const serverBase = config.apiBase.startsWith('/') ? `http://localhost${config.apiBase}` : config.apiBase
const browser = createApiClient({
  onSessionExpired: () => expire(),
  ...(onServer ? { baseUrl: serverBase, fetch: (request: Request) => serverFetch(request) } : {}),
})

/** The one client every module calls through. */
export const api = browser.client
// `?web_debug` lists the calls in the page's debug panel.
if (!onServer) api.use(callRecorder)

/** Calls carry the scope's session token; 401s and renewed tokens are raised into the scope. */
export function bindApiToScope(scope: Scope, token: Store<string | null>) {
  expire = scopeBind(sessionExpired, { scope, safe: true })
  renew = scopeBind(tokenRenewed, { scope, safe: true })
  readToken = () => scope.getState(token) ?? undefined
}
