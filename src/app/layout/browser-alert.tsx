import { useState } from 'react'
import { browserSupportOf } from '@/platform/device'
import { BrowserAlertDialog } from '@/ui'

const CLOSED_KEY = 'browserAlertClosed'

function closedThisSession(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1'
  } catch {
    return false
  }
}

/** The browser alert of spec §2, once per browser session, for in-app and unsupported browsers. */
export function BrowserAlert() {
  const [support] = useState(() => browserSupportOf(navigator.userAgent))
  const [closed, setClosed] = useState(closedThisSession)
  if (support === 'supported' || closed) return null
  const close = () => {
    try {
      sessionStorage.setItem(CLOSED_KEY, '1')
    } catch {
      // private mode: it shows again on the next page load
    }
    setClosed(true)
  }
  return <BrowserAlertDialog reason={support} url={window.location.href} onClose={close} />
}
