/** The response envelope of every /api call: `{ code, message, data }`. */

export const SUCCESS_CODE = 100

export interface Envelope {
  code: number
  message: string
  data: unknown
}

/**
 * An answer other than success. Business errors travel as HTTP 200 with their §8 code;
 * protocol errors (400, 401, 404, 422, 501) use the same number as HTTP status and code.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toEnvelope(): Envelope {
    return { code: this.code, message: this.message, data: this.data }
  }
}

/**
 * An error answer whose handler writes still commit: a counted failure or a spent captcha must be
 * remembered even though the attempt failed (every other error rolls the handler's writes back).
 */
export class FailureKeepingWrites extends ApiError {}

export function keepingWrites(error: ApiError): ApiError {
  return new FailureKeepingWrites(error.httpStatus, error.code, error.message, error.data)
}

/** A §8 business error: HTTP 200 with `code`. */
export function businessError(code: number, message: string, data: unknown = null): ApiError {
  return new ApiError(200, code, message, data)
}

export function protocolError(status: number, message: string): ApiError {
  return new ApiError(status, status, message)
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

export function envelopeResponse(
  status: number,
  envelope: Envelope,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(status, envelope, headers)
}

/**
 * HTTP 400 about one part of the request, e.g. `badRequest('/body/site_id', 'no such site')`
 * answers "site_id: no such site" with the issue in `data.errors`.
 */
export function badRequest(pointer: string, message: string, keyword = 'invalid'): ApiError {
  const parts = pointer.split('/').filter(Boolean)
  const field = parts.length > 1 ? parts.slice(1).join('.') : (parts[0] ?? 'request')
  return new ApiError(400, 400, `${field}: ${message}`, { errors: [{ path: pointer, message, keyword }] })
}
