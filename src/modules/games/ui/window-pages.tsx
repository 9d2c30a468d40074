import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { Button, Spinner } from '@/ui'
import { postWindowMessage } from '@/platform/windows'
import { providerFrameSandbox } from '@/platform/router'
import { $gameSession, gameLeaveRequested } from '../model'

const center = css({
  minH: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  p: '6',
  textAlign: 'center',
})

/** /loading: the temporary window a game, deposit or fast payment opens in while it starts. */
export function LoadingPage() {
  const { t } = useLingui()
  return (
    <div className={center}>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        <Trans id="page.loading.title">Loading…</Trans>
      </h1>
      <Spinner size="lg" label={t({ id: 'games.starting', message: 'The game is starting' })} />
    </div>
  )
}

/** /close: the lobby address games return to; tells the opener (quickGame) and closes this window. */
export function ClosePage() {
  useEffect(() => {
    postWindowMessage({ type: 'quickGame' })
    if (window.opener) window.close()
  }, [])
  return (
    <div className={center}>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        <Trans id="page.close.title">Returning to the lobby</Trans>
      </h1>
      <a href="/" className={css({ color: 'accent', textDecoration: 'underline' })}>
        <Trans id="games.back_home">Back to the lobby</Trans>
      </a>
    </div>
  )
}

/** /play: the in-page game view; leaving goes home. */
export function PlayPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [session, leave] = useUnit([$gameSession, gameLeaveRequested])
  const url = session.status === 'playing' ? session.url : null
  useEffect(() => {
    if (session.status === 'idle') void navigate({ to: '/{-$locale}', params: (prev) => prev, replace: true })
  }, [session.status, navigate])
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minH: 'calc(100dvh - 64px)' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          px: '4',
          py: '2',
        })}
      >
        <h1 className={css({ fontWeight: 'bold' })}>
          {session.game?.name ?? t({ id: 'page.play.title', message: 'Game' })}
        </h1>
        <Button variant="secondary" onPress={() => leave()}>
          <Trans id="games.leave_game">Leave the game</Trans>
        </Button>
      </div>
      {url ? (
        <iframe
          src={url}
          // A provider's game needs its scripts, its own origin's storage and pop-ups (help, history); nothing else.
          sandbox={providerFrameSandbox(url)}
          allow="fullscreen; autoplay"
          title={session.game?.name ?? t({ id: 'page.play.title', message: 'Game' })}
          className={css({ flex: '1', width: '100%', border: 0, minH: '70vh' })}
        />
      ) : (
        <div className={center}>
          <Spinner label={t({ id: 'games.starting', message: 'The game is starting' })} />
        </div>
      )}
    </div>
  )
}
