/** One API call as the debug panel lists it. */
export type ApiCallRecord = {
  id: number
  /** epoch ms when the call went out */
  at: number
  method: string
  path: string
  /** HTTP status; 0 when the call failed before an answer */
  status: number
  /** the envelope's code (spec §8), when the answer had one */
  code: number | null
  /** the answer was a success: a 2xx with a success code, or no envelope */
  ok: boolean
  ms: number
}

const LIMIT = 30
let records: readonly ApiCallRecord[] = []
let nextId = 1
const listeners = new Set<() => void>()

/** Keeps a call for the debug panel (the last 30, newest first). */
export function recordApiCall(record: Omit<ApiCallRecord, 'id'>) {
  records = [{ ...record, id: nextId++ }, ...records].slice(0, LIMIT)
  for (const listener of listeners) listener()
}

/** The last calls, newest first (a new array after every call: fit for `useSyncExternalStore`). */
export function recordedApiCalls(): readonly ApiCallRecord[] {
  return records
}

export function subscribeApiCalls(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
