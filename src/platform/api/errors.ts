import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'

/**
 * server: the backend answered a business error code (spec §8);
 * unauthorized: HTTP 401, the session is gone;
 * timeout / network / unknown: client-side failures with their translated texts;
 * cancelled: a newer call replaced this one or the session ended — never shown to the player.
 */
export type ApiErrorKind = 'server' | 'unauthorized' | 'timeout' | 'network' | 'cancelled' | 'unknown'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    /** The §8 business code, or the HTTP status when the body had none; 0 for client-side failures. */
    readonly code: number,
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message)
  }

  get silent(): boolean {
    return this.kind === 'cancelled'
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

const messages = {
  timeout: msg({ id: 'request_timeout', message: 'The request timed out. Please try again.' }),
  network: msg({ id: 'network_error', message: 'Network error. Check your connection and try again.' }),
  unknown: msg({ id: 'unknown_error', message: 'Something went wrong. Please try again.' }),
  cancelled: msg({ id: 'request_cancelled', message: 'The request was cancelled.' }),
}

export function clientError(
  kind: 'timeout' | 'network' | 'unknown' | 'cancelled',
  cause?: unknown,
): ApiError {
  const error = new ApiError(kind, 0, i18n._(messages[kind]))
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause })
  return error
}
