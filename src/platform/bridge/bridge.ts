/**
 * The native-wrapper bridge of spec §4. The iOS wrapper exposes WKWebView script message handlers
 * (`window.webkit.messageHandlers.<name>.postMessage`), the Android wrapper a JavaScript interface
 * (`window.Android.<name>(json)`). Without a wrapper the bridge is inert: `send` returns false.
 */

export type BridgeMessage =
  /** The web session state, sent at start and on every login/logout. */
  | {
      type: 'status'
      payload: { logged_in: boolean; member_account?: string; currency?: string; lang?: string }
    }
  /** Ask the wrapper for a Face ID / Touch ID login. */
  | { type: 'callTouchID'; payload: { account?: string } }
  /** Forget the account and password the wrapper stored for biometric login. */
  | { type: 'cleanAccPW'; payload?: undefined }
  /** Open a game in the wrapper's own web view; `app_prefix` is the game type's prefix in the wrapper (spec §3). */
  | {
      type: 'openGame'
      payload: { url: string; gp_id?: number; game_code?: string; game_type?: number; app_prefix?: string }
    }
  /** The member logged out in the web view. */
  | { type: 'logout'; payload?: undefined }
  /** The wrappers are told that token login is set (deep-link or biometric login succeeded). */
  | { type: 'tokenLogin'; payload: { token: string; member_id: string; member_account?: string } }

export type BridgeMessageType = BridgeMessage['type']

/** Messages the wrapper sends into the page through `window.lotusBridge.receive(message)`. */
export type NativeMessage =
  /**
   * The wrapper describes itself (in answer to `status`, or whenever it likes): the device id a
   * device-bound account logs in with, and whether a biometric login is set up.
   */
  | { type: 'appInfo'; payload: AppInfo }
  | { type: 'touchIDResult'; payload: { account: string; password: string } }
  | { type: 'touchIDFailed'; payload?: { reason?: string } }
  | { type: 'appResumed'; payload?: undefined }
  | { type: 'pushOpened'; payload: { url: string } }

export type AppInfo = {
  udid: string
  /** Face ID / Touch ID login is available and an account is stored for it. */
  touch_id?: boolean
  /** The stored account the biometric login would use. */
  account?: string
}

type MessageHandler = { postMessage(message: unknown): void }
type AndroidInterface = Record<string, unknown>

export type BridgeWindow = {
  webkit?: { messageHandlers?: Record<string, MessageHandler | undefined> }
  Android?: AndroidInterface
  lotusBridge?: { receive(message: unknown): void }
}

export type BridgePlatform = 'ios' | 'android' | 'none'

/** Names the wrappers use for each message (iOS handler name and Android method name). */
export const NATIVE_NAMES: Record<BridgeMessageType, string> = {
  status: 'status',
  callTouchID: 'callTouchID',
  cleanAccPW: 'cleanAccPW',
  openGame: 'openGame',
  logout: 'logout',
  tokenLogin: 'tokenLogin',
}

const GENERIC = 'lotus'

function isHandler(value: unknown): value is MessageHandler {
  return (
    typeof value === 'object' &&
    value !== null &&
    'postMessage' in value &&
    typeof value.postMessage === 'function'
  )
}

function callable(target: AndroidInterface, name: string): ((json: string) => unknown) | undefined {
  const fn = target[name]
  return typeof fn === 'function' ? (json: string) => Reflect.apply(fn, target, [json]) : undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isShortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

function isAppInfo(value: unknown): value is AppInfo {
  return (
    isRecord(value) &&
    isShortText(value.udid, 128) &&
    (value.touch_id === undefined || typeof value.touch_id === 'boolean') &&
    (value.account === undefined || isShortText(value.account, 64))
  )
}

function isNativeMessage(value: unknown): value is NativeMessage {
  if (!isRecord(value)) return false
  switch (value.type) {
    case 'appInfo':
      return isAppInfo(value.payload)
    case 'touchIDResult':
      return (
        isRecord(value.payload) &&
        isShortText(value.payload.account, 64) &&
        isShortText(value.payload.password, 64)
      )
    case 'touchIDFailed':
    case 'appResumed':
    case 'pushOpened':
      return true
    default:
      return false
  }
}

export function createBridge(win: BridgeWindow | undefined) {
  const listeners = new Set<(message: NativeMessage) => void>()
  let appInfo: AppInfo | null = null

  const platform = (): BridgePlatform => {
    if (win?.webkit?.messageHandlers && Object.keys(win.webkit.messageHandlers).length > 0) return 'ios'
    if (win?.Android && typeof win.Android === 'object') return 'android'
    return 'none'
  }

  /** Sends a message to the wrapper; false when no wrapper (or no handler for it) is present. */
  const send = (message: BridgeMessage): boolean => {
    const name = NATIVE_NAMES[message.type]
    const payload = message.payload ?? {}
    try {
      const handlers = win?.webkit?.messageHandlers
      if (handlers) {
        const own = handlers[name]
        if (isHandler(own)) {
          own.postMessage(payload)
          return true
        }
        const generic = handlers[GENERIC]
        if (isHandler(generic)) {
          generic.postMessage({ type: message.type, payload })
          return true
        }
      }
      const android = win?.Android
      if (android && typeof android === 'object') {
        const own = callable(android, name)
        if (own) {
          own(JSON.stringify(payload))
          return true
        }
        const generic = callable(android, 'postMessage')
        if (generic) {
          generic(JSON.stringify({ type: message.type, payload }))
          return true
        }
      }
    } catch {
      // A broken wrapper must never break the page.
      return false
    }
    return false
  }

  const receive = (raw: unknown) => {
    let message: unknown = raw
    if (typeof raw === 'string') {
      try {
        message = JSON.parse(raw)
      } catch {
        return
      }
    }
    if (!isNativeMessage(message)) return
    if (message.type === 'appInfo') appInfo = message.payload
    for (const l of listeners) l(message)
  }
  // Installed at once: the wrapper may describe itself before anything listens.
  if (win && !win.lotusBridge) win.lotusBridge = { receive }

  /** Hears the wrapper's messages (`window.lotusBridge.receive`). */
  const listen = (listener: (message: NativeMessage) => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return {
    platform,
    isAvailable: () => platform() !== 'none',
    send,
    listen,
    /** What the wrapper said about itself, null until it did (or outside the app). */
    appInfo: () => appInfo,
  }
}

export type Bridge = ReturnType<typeof createBridge>

function browserWindow(): BridgeWindow | undefined {
  if (typeof window === 'undefined') return undefined
  // The wrapper-injected members are not part of the DOM typings: read them structurally.
  const candidate: object = window
  return candidate satisfies BridgeWindow
}

/** The page's bridge. */
export const bridge: Bridge = createBridge(browserWindow())
