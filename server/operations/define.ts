import type { operations } from '../../openapi/lotus.gen.ts'
import type { OperationContext, RawHandler } from './context.ts'

/** Every operationId of openapi/lotus.yaml (from the generated types, so a typo does not compile). */
export type OperationId = keyof operations

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never

/** The JSON request body of an operation; `undefined` when it has none or it is optional and absent. */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: infer R }
  ? JsonOf<R>
  : operations[Op] extends { requestBody?: infer R }
    ? JsonOf<NonNullable<R>> | undefined
    : undefined

type SuccessBody<Op extends OperationId> = operations[Op]['responses'] extends { 200: infer R }
  ? JsonOf<R>
  : never

/**
 * What a handler returns: the envelope's `data` (without the `null` of failures), or the whole
 * document for the few operations that answer a raw document (`getSiteEnv`, `getIconSet`).
 */
export type ResponseData<Op extends OperationId> =
  SuccessBody<Op> extends { code: number; message: string; data: infer D }
    ? [NonNullable<D>] extends [never]
      ? null
      : NonNullable<D>
    : SuccessBody<Op>

/** A typed handler. Throw `businessError(code, message)` for a §8 answer; it rolls back its writes. */
export type Handler<Op extends OperationId> = (
  ctx: OperationContext<RequestBody<Op>>,
) => Promise<ResponseData<Op>>

const bound = new WeakSet<RawHandler>()

/** Binds a typed handler to its operationId for the registry: the one way to register a handler. */
export function handler<Op extends OperationId>(operationId: Op, fn: Handler<Op>): [Op, RawHandler] {
  // The dispatcher validated the body against the very schema RequestBody<Op> is generated from.
  const raw: RawHandler = (ctx) => fn({ ...ctx, body: ctx.body as RequestBody<Op> })
  bound.add(raw)
  return [operationId, raw]
}

/** Whether `raw` came from `handler()` (the registry test checks every entry). */
export function isBoundHandler(raw: RawHandler): boolean {
  return bound.has(raw)
}
