import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components'

export type ToastTone = 'error' | 'success' | 'info'

export interface ToastContent {
  tone: ToastTone
  message: string
  title?: string
}

export interface ToastOptions {
  title?: string
  /** Milliseconds before it closes itself; default 3000. `0` keeps it until closed. */
  timeout?: number
  onClose?: () => void
}

export const TOAST_DEFAULT_TIMEOUT = 3000

/** The one queue of the app; usable outside React (API middleware, effector effects). */
export const toastQueue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 })

function show(tone: ToastTone, message: string, options: ToastOptions = {}): string {
  const { title, timeout = TOAST_DEFAULT_TIMEOUT, onClose } = options
  return toastQueue.add(
    { tone, message, ...(title != null ? { title } : {}) },
    { timeout: timeout > 0 ? timeout : undefined, onClose },
  )
}

/** `toast.error(message)`, `toast.success(message)`, `toast.info(message)`; each returns a key for `close`. */
export const toast = {
  show,
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
}
