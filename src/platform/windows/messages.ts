import { local } from '../storage'

/** Spec §4 cross-window messages. */
export type AuthLoginPayload = {
  token: string
  member_id: number
  member_account: string
  member_currency: string
  member_type?: number
}
export type WindowMessage =
  | { type: 'authLogin'; payload: AuthLoginPayload }
  | { type: 'authLoginClose'; payload: { code?: number; message?: string } }
  | { type: 'quickGame'; payload?: undefined }
  | { type: 'logout'; payload?: undefined }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

function isAuthLoginPayload(value: unknown): value is AuthLoginPayload {
  if (!isRecord(value)) return false
  return (
    isText(value.token, 2048) &&
    isId(value.member_id) &&
    isText(value.member_account, 64) &&
    typeof value.member_currency === 'string' &&
    /^[A-Z]{3}$/.test(value.member_currency) &&
    (value.member_type === undefined || isId(value.member_type))
  )
}

function isAuthLoginClosePayload(value: unknown): value is { code?: number; message?: string } {
  if (!isRecord(value)) return false
  const codeOk =
    value.code === undefined || (typeof value.code === 'number' && Number.isSafeInteger(value.code))
  const messageOk =
    value.message === undefined || (typeof value.message === 'string' && value.message.length <= 2000)
  return codeOk && messageOk
}

/** Checks the type and the payload's shape: a message from another script never reaches a handler half-formed. */
export function isWindowMessage(value: unknown): value is WindowMessage {
  if (!isRecord(value)) return false
  switch (value.type) {
    case 'authLogin':
      return isAuthLoginPayload(value.payload)
    case 'authLoginClose':
      return isAuthLoginClosePayload(value.payload)
    case 'quickGame':
    case 'logout':
      return value.payload === undefined
    default:
      return false
  }
}

/** Sends to the opener (postMessage, same origin) and to sibling windows (the `window-msg` storage key). */
export function postWindowMessage(message: WindowMessage) {
  window.opener?.postMessage(message, window.location.origin)
  local.set('window-msg', { type: message.type, payload: message.payload, at: Date.now() })
}

/**
 * Sends to the opener only, and only if it is still open on this origin (the session of a popup
 * login must not pass through storage). False when there is no such opener.
 */
export function postToOpener(message: WindowMessage): boolean {
  const opener: Window | null = window.opener
  if (!opener || opener === window || !isWindowMessage(message)) return false
  try {
    // Reading the origin of a cross-origin opener throws: then it is not ours.
    if (opener.location.origin !== window.location.origin) return false
  } catch {
    return false
  }
  opener.postMessage(message, window.location.origin)
  return true
}

export function listenWindowMessages(handler: (message: WindowMessage) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return
    if (isWindowMessage(event.data)) handler(event.data)
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== 'window-msg' || !event.newValue) return
    try {
      const parsed: unknown = JSON.parse(event.newValue)
      const candidate: unknown = isRecord(parsed) ? { type: parsed.type, payload: parsed.payload } : null
      if (isWindowMessage(candidate)) handler(candidate)
    } catch {
      // another app's value under the same key: ignore
    }
  }
  window.addEventListener('message', onMessage)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener('message', onMessage)
    window.removeEventListener('storage', onStorage)
  }
}
