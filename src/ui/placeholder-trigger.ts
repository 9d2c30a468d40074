import { useState, type KeyboardEvent } from 'react'

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * For a plain button standing in for a menu or list trigger whose code loads later (see `Deferred`):
 * a press or an opening key before the code arrives is remembered, so the real trigger opens when
 * it mounts, and takes the focus if the placeholder had it.
 */
export function usePlaceholderTrigger() {
  const [openOnLoad, setOpenOnLoad] = useState(false)
  const [focused, setFocused] = useState(false)
  const open = () => setOpenOnLoad(true)
  return {
    openOnLoad,
    autoFocus: openOnLoad || focused,
    triggerProps: {
      type: 'button',
      'aria-expanded': false,
      onPointerDown: open,
      onClick: open,
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return
        event.preventDefault()
        open()
      },
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  } as const
}
