import type { Page } from '@playwright/test'

/** Resolves once the page's realtime socket carries a protocol message of this action on a channel. */
function socketFrame(page: Page, direction: 'framesent' | 'framereceived', action: number, channel: string) {
  return new Promise<void>((resolve) => {
    const check = ({ payload }: { payload: string | Buffer }) => {
      const text = typeof payload === 'string' ? payload : payload.toString()
      if (text.includes(`"action":${action}`) && text.includes(`"channel":"${channel}"`)) resolve()
    }
    page.on('websocket', (socket) => {
      if (direction === 'framesent') socket.on('framesent', check)
      else socket.on('framereceived', check)
    })
  })
}

/**
 * ATTACHED (11) from the server: the page listens to the channel. Start waiting before the page
 * loads: the connection opens once the first page has rendered, and a push sent earlier is not heard.
 */
export const attachedTo = (page: Page, channel: string) => socketFrame(page, 'framereceived', 11, channel)
/** PRESENCE (14) from the page: it entered presence on the channel. */
export const presenceEntered = (page: Page, channel: string) => socketFrame(page, 'framesent', 14, channel)

/** Every frame the page's realtime sockets receive from now on, as text. */
export function framesReceived(page: Page): string[] {
  const frames: string[] = []
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString()),
    )
  })
  return frames
}
