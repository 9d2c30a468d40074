import { local } from '../storage'

/** Spec §4 cross-window messages. */
export type WindowMessage =
  | { type: 'authLogin'; payload: { token: string; member_id: number; member_account: string; member_currency: string } }
  | { type: 'authLoginClose'; payload: { code?: number; message?: string } }
  | { type: 'quickGame'; payload?: undefined }
  | { type: 'logout'; payload?: undefined }

const TYPES = new Set(['authLogin', 'authLoginClose', 'quickGame', 'logout'])

function isWindowMessage(value: unknown): value is WindowMessage {
  return typeof value === 'object' && value !== null && 'type' in value && TYPES.has(String(value.type))
}

/** Sends to the opener (postMessage, same origin) and to sibling windows (the `window-msg` storage key). */
export function postWindowMessage(message: WindowMessage) {
  window.opener?.postMessage(message, window.location.origin)
  local.set('window-msg', { type: message.type, payload: message.payload, at: Date.now() })
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
      if (isWindowMessage(parsed)) handler(parsed)
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
