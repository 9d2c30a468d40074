import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { bridge, type AppInfo } from '@/platform/bridge'
import { Button } from '@/ui'

const note = css({ fontSize: 'sm', color: 'textMuted' })

/**
 * The wrapper's biometric login (spec §4 app bridge `callTouchID`): offered only when the wrapper says
 * it is set up; the wrapper answers with the stored account and password, which fill the form (the
 * captcha is still the player's to answer).
 */
export function TouchIdLogin({
  onCredentials,
}: {
  onCredentials: (account: string, password: string) => void
}) {
  const [info, setInfo] = useState<AppInfo | null>(() => bridge.appInfo())
  const [outcome, setOutcome] = useState<'filled' | 'failed' | null>(null)
  useEffect(
    () =>
      bridge.listen((message) => {
        if (message.type === 'appInfo') setInfo(message.payload)
        if (message.type === 'touchIDResult') {
          onCredentials(message.payload.account, message.payload.password)
          setOutcome('filled')
        }
        if (message.type === 'touchIDFailed') setOutcome('failed')
      }),
    [onCredentials],
  )
  if (!info?.touch_id) return null
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        data-testid="touch-id-login"
        onPress={() => {
          setOutcome(null)
          bridge.send({ type: 'callTouchID', payload: info.account ? { account: info.account } : {} })
        }}
      >
        <Trans id="auth.touch_id">Log in with Face ID / Touch ID</Trans>
      </Button>
      {outcome === 'filled' ? (
        <p className={note} role="status">
          <Trans id="auth.touch_id_filled">
            Your account is filled in. Enter the verification code to log in.
          </Trans>
        </p>
      ) : null}
      {outcome === 'failed' ? (
        <p className={note} role="alert">
          <Trans id="auth.touch_id_failed">
            Face ID / Touch ID did not confirm you. Log in with your password.
          </Trans>
        </p>
      ) : null}
    </>
  )
}
