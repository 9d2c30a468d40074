import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { Button } from '@/ui'
import { consentChosen } from '@/platform/tracking'
import { $consentBannerShown } from '../overlays'

/**
 * Asks once whether marketing cookies may be used, in its turn of the overlay queue; the footer
 * link reopens the choice.
 */
export function ConsentBanner() {
  const { t } = useLingui()
  const [shown, choose] = useUnit([$consentBannerShown, consentChosen])
  if (!shown) return null
  return (
    <section
      aria-label={t({ id: 'consent.label', message: 'Cookie choice' })}
      className={css({
        position: 'fixed',
        insetX: { base: '2', lg: 'auto' },
        right: { lg: '6' },
        bottom: { base: '20', lg: '6' },
        zIndex: 'drawer',
        maxW: { lg: '420px' },
        p: '4',
        bg: 'surfaceRaised',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'card',
        boxShadow: 'card',
        display: 'grid',
        gap: '3',
        // Comes in once an overlay before it in the queue has finished leaving (dialogs leave in 150 ms).
        animation: 'fadeIn 200ms ease-out 200ms both',
      })}
    >
      <p className={css({ fontSize: 'sm' })}>
        <Trans id="consent.text">
          We use marketing cookies to measure our advertising. You can change this choice at any time.
        </Trans>{' '}
        <Link to="/{-$locale}/faq" className={css({ color: 'accent', textDecoration: 'underline' })}>
          <Trans id="consent.more">Learn more</Trans>
        </Link>
      </p>
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        <Button variant="secondary" size="sm" onPress={() => choose('denied')}>
          <Trans id="consent.deny">Only necessary</Trans>
        </Button>
        <Button variant="primary" size="sm" onPress={() => choose('granted')}>
          <Trans id="consent.accept">Accept</Trans>
        </Button>
      </div>
    </section>
  )
}
