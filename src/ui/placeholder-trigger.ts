import { useState, type KeyboardEvent } from 'react'

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * For a plain button standing in for a menu or list trigger whose code loads later (`useIdleImport`
 * with `now = openOnLoad`, or `useImportWhen` with `wanted`; swap once `openOnLoad` and not
 * `pressing`): a press or an opening key is remembered, so the real trigger mounts open, and takes the
 * focus if the placeholder had it. `wanted` turns true, for good, at the first sign the player is about
 * to use it: the pointer over it, a press, or the focus.
 */
export function usePlaceholderTrigger() {
  const [openOnLoad, setOpenOnLoad] = useState(false)
  const [focused, setFocused] = useState(false)
  // Set for good: a blur or the pointer leaving does not take the wish back.
  const [approached, setApproached] = useState(false)
  // While pressed the look-alike must stay: swapped mid-press, the press would reach neither trigger.
  const [pressing, setPressing] = useState(false)
  const open = () => {
    setPressing(false)
    setOpenOnLoad(true)
  }
  return {
    openOnLoad,
    pressing,
    wanted: openOnLoad || approached,
    autoFocus: openOnLoad || focused,
    triggerProps: {
      type: 'button',
      'aria-expanded': false,
      onPointerEnter: () => setApproached(true),
      onPointerDown: () => {
        setApproached(true)
        setPressing(true)
      },
      onPointerCancel: () => setPressing(false),
      onPointerLeave: () => setPressing(false),
      onClick: open,
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return
        event.preventDefault()
        open()
      },
      onFocus: () => {
        setApproached(true)
        setFocused(true)
      },
      onBlur: () => setFocused(false),
    },
  } as const
}
