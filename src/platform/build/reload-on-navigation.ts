/** Spec §4: when a newer build is deployed, the next navigation reloads the page. */
let armed = false

export function armReloadOnNavigation() {
  armed = true
}

/** Called after each navigation; reloads once if a newer build was seen. */
export function reloadIfArmed(reload: () => void = () => window.location.reload()): boolean {
  if (!armed) return false
  armed = false
  reload()
  return true
}
