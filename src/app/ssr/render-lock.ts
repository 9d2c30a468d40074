/** A render that is not read to its end (a dropped connection) gives the lock up after this. */
const HOLD_LIMIT_MS = 10_000

let last: Promise<void> = Promise.resolve()

/** Waits for the renders before this one; resolves with the release of this one. */
export async function renderLock(): Promise<() => void> {
  let release: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  const previous = last
  last = previous.then(() => done)
  await previous
  const timer = setTimeout(release, HOLD_LIMIT_MS)
  return () => {
    clearTimeout(timer)
    release()
  }
}
