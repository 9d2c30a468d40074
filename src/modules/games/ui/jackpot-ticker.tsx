import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { skeletonStyles } from '@/ui'
import { gamesQueries } from '../queries'
import { padJackpot } from '../search'
import { useGameScope } from './use-game-scope'

const box = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  px: '4',
  py: '3',
  borderRadius: 'card',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
})
const digits = css({
  fontFamily: 'mono',
  fontVariantNumeric: 'tabular-nums',
  fontSize: { base: 'xl', lg: '3xl' },
  fontWeight: 'bold',
  color: 'accent',
  whiteSpace: 'nowrap',
})

const loadingDigits = cx(skeletonStyles({ shape: 'rect' }), css({ color: 'transparent' }))

/** The jackpot total, padded to 10 integer digits in fixed-width digits, counting up without layout shift. */
export function JackpotTicker() {
  const scope = useGameScope()
  const query = useQuery(gamesQueries.jackpot(scope.currency))
  const target = query.data?.jackpot_amount_total ?? null
  const [shown, setShown] = useState(target ?? 0)
  // null until the first total: that one shows at once, later ones count up from the last. The same
  // total again (the page's first render, a refetch that found no change) starts no animation.
  const from = useRef<number | null>(target)
  useEffect(() => {
    if (target === null) return
    const start = from.current
    if (start === null || start === target) {
      from.current = target
      setShown(target)
      return
    }
    const began = performance.now()
    let frame = 0
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / 1500)
      const value = start + (target - start) * progress
      setShown(value)
      from.current = value
      if (progress < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target])
  if (query.isError) return null
  return (
    <div className={box} data-testid="jackpot">
      <span className={css({ fontSize: 'sm', color: 'textMuted', textTransform: 'uppercase' })}>
        <Trans id="games.jackpot">Jackpot</Trans>
      </span>
      {target === null ? (
        // Same text, so the same width, while the total loads: nothing moves when it arrives.
        <span className={cx(digits, loadingDigits)} aria-hidden="true">
          {padJackpot(0)}
        </span>
      ) : (
        <>
          <span className={digits} aria-hidden="true">
            {padJackpot(shown)}
          </span>
          <span className={css({ srOnly: true })}>{padJackpot(target)}</span>
        </>
      )}
      <span className={css({ fontSize: 'sm', color: 'textMuted' })}>{scope.currency}</span>
    </div>
  )
}
