import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { postToOpener } from '@/platform/windows'
import { Spinner } from '@/ui'
import { authApi } from '../api'

type Phase = 'working' | 'no-opener' | 'failed'

const page = css({ minH: '100vh', display: 'grid', placeItems: 'center', p: '6', textAlign: 'center' })
const panel = css({ display: 'grid', gap: '3', justifyItems: 'center', maxW: '420px' })

/**
 * The third-party login popup (spec §2 /authCallback): exchanges the provider's one-time code for a
 * session, hands it to the opener (authLogin) or reports the failure with its result code
 * (authLoginClose), then closes. Opened without an opener of this site, it completes nothing.
 */
export function AuthCallbackPage({ code, title }: { code?: string; title: string }) {
  const { t } = useLingui()
  const [phase, setPhase] = useState<Phase>('working')
  const [message, setMessage] = useState('')

  // The code is single use: the exchange runs once even if the effect runs twice.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const finish = () => window.close()
    // Without a code the provider sent the player back (cancelled): the opener just stays as it was.
    const exchange = code ? authApi.completeAuthLogin(code) : Promise.resolve(null)
    exchange
      .then((data) => {
        if (data === null) {
          if (postToOpener({ type: 'authLoginClose', payload: {} })) finish()
          else setPhase('no-opener')
          return
        }
        const sent =
          data.token !== null &&
          data.token !== undefined &&
          postToOpener({
            type: 'authLogin',
            payload: {
              token: data.token,
              member_id: data.member_id,
              member_account: data.member_account,
              member_currency: data.member_currency,
              member_type: data.member_type,
            },
          })
        if (sent) finish()
        else setPhase('no-opener')
      })
      .catch((error: unknown) => {
        const failure = isApiError(error)
          ? { code: error.code, message: error.message }
          : { code: 0, message: '' }
        setMessage(failure.message)
        if (postToOpener({ type: 'authLoginClose', payload: failure })) finish()
        else setPhase('failed')
      })
  }, [code])

  return (
    <main className={page}>
      <div className={panel} aria-live="polite">
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        {phase === 'working' ? (
          <>
            <Spinner label={t({ id: 'auth.callback.working', message: 'Completing your sign-in…' })} />
            <p className={css({ color: 'textMuted' })}>
              <Trans id="auth.callback.working">Completing your sign-in…</Trans>
            </p>
          </>
        ) : null}
        {phase === 'no-opener' ? (
          <p data-testid="auth-callback-no-opener">
            <Trans id="auth.callback.no_opener">
              This window finishes a sign-in started on the site. Please close it and sign in again from the
              site.
            </Trans>
          </p>
        ) : null}
        {phase === 'failed' ? (
          <p role="alert" className={css({ color: 'danger' })}>
            {message ||
              t({
                id: 'auth.callback.failed',
                message: 'The sign-in could not be completed. Please close this window and try again.',
              })}
          </p>
        ) : null}
        {phase !== 'working' ? (
          <a href="/" className={css({ color: 'accent', textDecoration: 'underline' })}>
            <Trans id="auth.callback.home">Go to the home page</Trans>
          </a>
        ) : null}
      </div>
    </main>
  )
}
