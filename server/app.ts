import { Hono } from 'hono'
import { appConfigFromEnv, type AppConfig } from './config.ts'
import { Contract } from './contract/contract.ts'
import type { Db } from './db/types.ts'
import { dispatch } from './http/dispatch.ts'
import { apiDocsRoutes } from './http/api-docs.ts'
import { envelopeResponse } from './http/envelope.ts'
import type { HandlerRegistry } from './operations/context.ts'
import { handlers as defaultHandlers } from './operations/index.ts'
import { staticRoutes } from './static/routes.ts'

export interface CreateAppOptions {
  db: Db
  config?: Partial<AppConfig>
  /** A loaded contract (tests share one); loaded from `config.contractPath` otherwise. */
  contract?: Contract
  /** Replaces the registry (tests of the dispatcher). */
  handlers?: HandlerRegistry
}

export interface LotusApp {
  /** Serves `/api/*`; use `app.fetch` in-process or mount it in a Node server. */
  app: Hono
  contract: Contract
  config: AppConfig
}

/** The sandbox API: every operation of openapi/lotus.yaml under `/api`, plus generated images under `/api/static`. */
export function createApp(options: CreateAppOptions): LotusApp {
  const config: AppConfig = { ...appConfigFromEnv(), ...options.config }
  const contract = (options.contract ?? Contract.load(config.contractPath)).compileRequestValidators()
  const handlers = options.handlers ?? defaultHandlers
  const { db } = options
  const app = new Hono()

  // No answer of the API is ever sniffed into another type (JSON shown as HTML).
  app.use('/api/*', async (c, next) => {
    await next()
    c.res.headers.set('x-content-type-options', 'nosniff')
  })
  app.route('/api/static', staticRoutes(db))
  app.route('/api', apiDocsRoutes(contract))

  app.all('/api/*', (c) => {
    const path = c.req.path.slice('/api'.length) || '/'
    const found = contract.match(c.req.method, path)
    // The test hooks (`x-lotus-sandbox-only`) exist only when asked for: otherwise an unknown path.
    if ('operation' in found && (config.sandboxHelpers || !found.operation.sandboxOnly)) {
      return dispatch(c, found, {
        db,
        contract,
        handlers,
        settings: { frameSrc: config.frameSrc },
        network: { trustProxy: config.trustProxy, publicOrigin: config.publicOrigin },
        validateResponses: config.validateResponses,
        log: config.log,
      })
    }
    if ('methodMismatch' in found && found.methodMismatch) {
      return envelopeResponse(405, {
        code: 405,
        message: `Method ${c.req.method} not allowed on ${path}`,
        data: null,
      })
    }
    return envelopeResponse(404, { code: 404, message: `No such API path: ${path}`, data: null })
  })

  app.onError((error, c) => {
    config.log(
      `[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    return envelopeResponse(500, { code: 500, message: 'Internal error', data: null })
  })

  return { app, contract, config }
}
