/**
 * Resolves in a new browser task; at once where there is no `window` (the server's render).
 *
 * The entry's modules are evaluated in one task unless one of them awaits at its top level. A model
 * that begins with `await nextTask()` lets the browser paint and answer a tap between the modules
 * evaluated before it and its own body: on a phone the whole entry is otherwise one task of 300 ms.
 */
export function nextTask(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    setTimeout(resolve, 0)
  })
}
