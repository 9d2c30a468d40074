import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { isAppWrapper } from '@/platform/device'
import { $appPromptDismissed, $installable, $installed, appPromptDismissed, installRequested } from '../model'
import { isIosSafari, isStandalone } from '../platform-detect'

/**
 * The app download prompt of mobile web (spec §2), and on iOS Safari the "add to home screen"
 * favourite hint. Hidden inside the app wrapper, when installed, and for a week once dismissed.
 */
export function AppPrompt() {
  const { t } = useLingui()
  const [dismissed, installable, installed, dismiss, install] = useUnit([
    $appPromptDismissed,
    $installable,
    $installed,
    appPromptDismissed,
    installRequested,
  ])
  const env = useMemo(() => {
    const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
    const touch = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints
    return { ios: isIosSafari(ua, touch), hidden: isAppWrapper(ua) || isStandalone() }
  }, [])
  if (dismissed || installed || env.hidden) return null
  return (
    <aside aria-label={t({ id: 'content.app_prompt_label', message: 'Get the app' })} className={bar}>
      <img
        src="/icons/icon-192.png"
        alt=""
        width={40}
        height={40}
        className={css({ borderRadius: '10px', flexShrink: 0 })}
      />
      <p className={css({ flex: 1, minW: 0, fontSize: 'sm', lineHeight: 1.3, overflowWrap: 'anywhere' })}>
        {env.ios ? (
          <Trans id="content.ios_favorite_hint">
            Add us to your home screen: tap Share, then “Add to Home Screen”.
          </Trans>
        ) : (
          <Trans id="content.app_prompt_text">Faster games and instant bonuses in the app.</Trans>
        )}
      </p>
      {env.ios ? null : installable ? (
        <button type="button" className={action} onClick={() => install()}>
          <Trans id="content.app_prompt_install">Install</Trans>
        </button>
      ) : (
        <Link to="/{-$locale}/app" className={action}>
          <Trans id="content.app_prompt_open">Get app</Trans>
        </Link>
      )}
      <button
        type="button"
        className={close}
        onClick={() => dismiss()}
        aria-label={t({ id: 'content.app_prompt_close', message: 'Dismiss the app suggestion' })}
      >
        ×
      </button>
    </aside>
  )
}

const bar = css({
  display: { base: 'flex', lg: 'none' },
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  bg: 'surfaceRaised',
  borderBottom: '1px solid',
  borderColor: 'border',
})
const action = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minH: '9',
  px: '3',
  borderRadius: 'pill',
  bg: 'accent',
  color: 'onAccent',
  fontWeight: 'bold',
  fontSize: 'sm',
  cursor: 'pointer',
})
const close = css({
  flexShrink: 0,
  w: '9',
  h: '9',
  fontSize: 'xl',
  color: 'textMuted',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
})
