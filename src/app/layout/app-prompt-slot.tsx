import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { AppPrompt } from '@/modules/content'
import { $appPromptShown } from '../overlays'

/**
 * The app-download bar of the mobile layout, last in the overlay queue. It comes after the first
 * paint, so it sits over the page above the tab bar (where the cookie question was) instead of
 * pushing the page down as it arrives.
 */
export function AppPromptSlot() {
  const shown = useUnit($appPromptShown)
  if (!shown) return null
  return (
    <div className={slot}>
      <AppPrompt />
    </div>
  )
}

const slot = css({
  position: 'fixed',
  insetX: '2',
  bottom: '20',
  zIndex: 'drawer',
  borderRadius: 'card',
  overflow: 'hidden',
  border: '1px solid',
  borderColor: 'border',
  boxShadow: 'card',
  // Comes in once the overlay before it in the queue has finished leaving.
  animation: 'fadeIn 200ms ease-out 200ms both',
  // Empty once dismissed (the bar renders nothing): no frame is left behind.
  _empty: { display: 'none' },
})
