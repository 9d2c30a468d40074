import { ApiError, clientError } from './errors'

export const SUCCESS_CODES: ReadonlySet<number> = new Set([100, 1000])

export type Normalised = { ok: true; data: unknown } | { ok: false; code: number; message: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function toCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  return undefined
}

/**
 * Spec §8: the new format `{code, message, data}`; the old one carries a `status` string whose last
 * three digits are the code. Success codes are 100 and 1000.
 */
export function normaliseEnvelope(body: unknown): Normalised | undefined {
  if (!isRecord(body)) return undefined
  let code = toCode(body.code)
  if (code === undefined && typeof body.status === 'string') {
    const digits = body.status.match(/(\d{3})$/)
    if (digits?.[1]) code = Number(digits[1])
  }
  if (code === undefined) return undefined
  const message =
    typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : ''
  if (SUCCESS_CODES.has(code)) return { ok: true, data: body.data ?? null }
  return { ok: false, code, message }
}

type FetchResult<T> = { data?: T; error?: unknown; response: Response }

/**
 * Turns an openapi-fetch result into the envelope's `data` or throws a typed ApiError.
 * The type of `data` is the contract's; the body is checked at run time to be a success envelope.
 */
export async function unwrap<T extends { data?: unknown }>(
  call: Promise<FetchResult<T>>,
): Promise<T['data']> {
  let result: FetchResult<T>
  try {
    result = await call
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw clientError('unknown', error)
  }
  const { response } = result
  const envelope = normaliseEnvelope(result.data ?? result.error)
  if (response.status === 401) {
    const code = envelope && !envelope.ok ? envelope.code : 401
    throw new ApiError(
      'unauthorized',
      code,
      envelope && !envelope.ok ? envelope.message : 'Unauthorized',
      401,
    )
  }
  if (!envelope) throw clientError('unknown')
  if (!envelope.ok)
    throw new ApiError('server', envelope.code, envelope.message, response.status, result.error)
  if (result.data === undefined) throw clientError('unknown')
  return result.data.data
}

/** Success envelopes of these calls always carry data; a null one is an unknown failure. */
export async function need<T>(call: Promise<T | null | undefined>): Promise<T> {
  const data = await call
  if (data === null || data === undefined) throw clientError('unknown')
  return data
}

/** For operations whose success data is always null (openapi-fetch drops a `null`-typed member). */
export async function done(
  call: Promise<{ data?: object; error?: unknown; response: Response }>,
): Promise<void> {
  await unwrap(
    call.then((result) => ({ ...result, data: result.data ? { ...result.data, data: null } : undefined })),
  )
}
