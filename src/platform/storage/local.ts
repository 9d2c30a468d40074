/** Typed access to the local- and session-storage keys of spec §3. */
export type LocalKeys = {
  token: string
  member_id: string
  member_account: string
  currency: string
  lang: string
  eyeOpen: boolean
  member_type: number
  pwa: boolean
  site_name: string
  isV3Ver: boolean
  skipReloadGetInfo: boolean
  waitingWindow: 'game' | 'deposit' | 'fp'
  'window-msg': { type: string; payload?: unknown; at: number }
}

export type SessionKeys = {
  /** epoch ms of the last close of the pop-up discount */
  popupDiscountClosedAt: number
  /** a deposit-limit invitation not yet answered; survives the reload after a currency change */
  limitInvitePending: boolean
  /** `?web_debug=1` turned the debug panel on for this tab */
  webDebug: boolean
}

function makeStore<K extends Record<string, unknown>>(getArea: () => Storage | undefined) {
  return {
    get<N extends keyof K & string>(name: N): K[N] | undefined {
      const raw = safe(() => getArea()?.getItem(name))
      if (raw === null || raw === undefined) return undefined
      try {
        return JSON.parse(raw) as K[N]
      } catch {
        // Values written by older versions may be bare strings.
        return raw as K[N]
      }
    },
    set<N extends keyof K & string>(name: N, value: K[N]) {
      safe(() => getArea()?.setItem(name, JSON.stringify(value)))
    },
    remove(name: keyof K & string) {
      safe(() => getArea()?.removeItem(name))
    },
  }
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn()
  } catch {
    // Storage can throw in private mode or when the quota is full; the app keeps working without it.
    return undefined
  }
}

export const local = makeStore<LocalKeys>(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
)
export const session = makeStore<SessionKeys>(() =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
)

/** Calls back when another window of this site writes `name` in local storage (a window never hears its own writes). */
export function watchLocal<N extends keyof LocalKeys & string>(
  name: N,
  callback: (value: LocalKeys[N] | undefined) => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && event.key === name) callback(local.get(name))
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
