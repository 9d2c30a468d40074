import { useEffect } from 'react'

/**
 * How many dialogs the player opened are on screen. What opens by itself (the pop-up discount) waits
 * while one is: it would otherwise open underneath the player's own request, or take its place.
 */
let openCount = 0
const listeners = new Set<(open: boolean) => void>()

function changeBy(delta: number): void {
  const wasOpen = openCount > 0
  openCount += delta
  if (openCount > 0 !== wasOpen) for (const listener of listeners) listener(openCount > 0)
}

/** Counts the dialog it is rendered in as open while it is mounted (a modal's content mounts only while it shows). */
export function useOpenDialogMark(): void {
  useEffect(() => {
    changeBy(1)
    return () => changeBy(-1)
  }, [])
}

/** Calls `report(open)` now and whenever a dialog the player opened appears or the last one goes. Returns the disposer. */
export function watchOpenDialogs(report: (open: boolean) => void): () => void {
  listeners.add(report)
  report(openCount > 0)
  return () => {
    listeners.delete(report)
  }
}
