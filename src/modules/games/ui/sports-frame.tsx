import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { providerFrameOrigin, providerFrameSandbox } from '@/platform/router'
import { ErrorState, Skeleton, useClientValue } from '@/ui'
import { gameStartRequested } from '../model'
import { gamesQueries } from '../queries'
import { useGameScope } from './use-game-scope'

type FrameMessage =
  | { type: 'S001'; height: number }
  | { type: 'U003'; data: { gp_id: number; game_type: 4; game_code?: string } }

export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null
  if (data.type === 'S001' && 'height' in data && typeof data.height === 'number' && data.height > 0)
    return { type: 'S001', height: Math.min(data.height, 4000) }
  if (data.type === 'U003' && 'data' in data && typeof data.data === 'object' && data.data !== null) {
    const game = data.data
    if ('gp_id' in game && typeof game.gp_id === 'number') {
      const code = 'game_code' in game && typeof game.game_code === 'string' ? game.game_code : undefined
      return { type: 'U003', data: { gp_id: game.gp_id, game_type: 4, ...(code ? { game_code: code } : {}) } }
    }
  }
  return null
}

/** The sports frame's place while its address is on the way. */
export function SportsFrameSkeleton() {
  return <Skeleton height={360} className={css({ mb: '6' })} />
}

/** The sports quick-bet frame: sandboxed, resized by S001, U003 opens a game; other origins are ignored. */
export function SportsFrame() {
  const { t } = useLingui()
  const scope = useGameScope()
  const start = useUnit(gameStartRequested)
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(360)
  // The page's own host (known in the browser only: a server render shows the frame's placeholder).
  const domain = useClientValue(() => window.location.hostname, '')
  const query = useQuery({
    ...gamesQueries.sportFrame({
      currency: scope.currency,
      supportDevice: scope.supportDevice,
      domain,
    }),
    enabled: domain !== '',
  })
  const url = query.data?.allowed ? query.data.url : null

  useEffect(() => {
    if (!url) return
    const origin = providerFrameOrigin(url)
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return
      const message = parseFrameMessage(event.data)
      if (message?.type === 'S001') setHeight(message.height)
      if (message?.type === 'U003') start({ ...message.data })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [url, start])

  if (query.isPending) return <SportsFrameSkeleton />
  if (!url)
    return (
      <ErrorState
        className={css({ mb: '6', borderRadius: 'card', bg: 'surfaceRaised' })}
        title={t({ id: 'games.sports_frame_error', message: 'The sports board is not available right now' })}
        retryLabel={t({ id: 'games.retry', message: 'Try again' })}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  return (
    <iframe
      ref={frame}
      src={url}
      title={t({ id: 'games.sports_frame', message: 'Sports quick bet' })}
      sandbox={providerFrameSandbox(url, ['allow-forms'])}
      data-testid="sports-frame"
      className={css({
        width: '100%',
        border: '0',
        borderRadius: 'card',
        bg: 'surface',
        mb: '6',
        display: 'block',
      })}
      style={{ height }}
    />
  )
}
