import { isApiError } from '@/platform/api'

/** A failed call as the UI shows it: the §8 code and the server message. */
export type Failure = { code: number; message: string }

export function toFailure(error: unknown): Failure {
  if (isApiError(error)) return { code: error.code, message: error.message }
  return { code: 0, message: error instanceof Error ? error.message : '' }
}
