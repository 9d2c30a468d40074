import { badRequest, type ApiError } from './envelope.ts'

/**
 * SQLSTATEs that mean "the request carried a value the database cannot hold or a reference to
 * nothing": class 22 (data exceptions: integer out of range, invalid text, NUL bytes, bad dates) and
 * 23503 (foreign key). They reach SQL only because the contract allows the value (an `integer`
 * without a maximum, any `string`), so they are the caller's error, not the server's.
 */
function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

/** The 400 for a database error caused by the request's values, or null for any other error. */
export function rejectedByDatabase(error: unknown): ApiError | null {
  const state = sqlState(error)
  if (state === undefined) return null
  if (state.startsWith('22'))
    return badRequest('/body', 'a value is out of the range the server accepts', 'range')
  if (state === '23503') return badRequest('/body', 'refers to something that does not exist', 'reference')
  return null
}

/**
 * The unique index or constraint a failed statement ran into (23505), or null for any other error:
 * a race two requests both won on a pre-check, which the caller answers with its business code.
 */
export function uniqueViolation(error: unknown): string | null {
  if (sqlState(error) !== '23505') return null
  if (typeof error !== 'object' || error === null || !('constraint' in error)) return ''
  return typeof error.constraint === 'string' ? error.constraint : ''
}
