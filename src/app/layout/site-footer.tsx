import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { SiteFooterContent } from '@/modules/content'
import { SaferGamblingFooterLink } from '@/modules/protection'
import { $consent, consentChosen } from '@/platform/tracking'

/** The site footer; its links and variants come from the backend. */
export function SiteFooter() {
  return (
    <footer className={css({ bg: 'surface', borderTop: '1px solid', borderColor: 'border', mt: '10' })}>
      <SiteFooterContent />
      <SaferGamblingFooterLink />
      <ConsentToggle />
    </footer>
  )
}

/** Lets the player change the marketing-cookie choice at any time. */
function ConsentToggle() {
  const { t } = useLingui()
  const [consent, choose] = useUnit([$consent, consentChosen])
  const on = consent === 'granted'
  return (
    <div className={css({ maxW: '1280px', mx: 'auto', px: { base: '4', lg: '6' }, pb: '6' })}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => choose(on ? 'denied' : 'granted')}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: '11',
          fontSize: 'xs',
          color: 'textMuted',
          cursor: 'pointer',
          _hover: { color: 'text' },
        })}
      >
        <span
          aria-hidden="true"
          className={css({
            w: '8',
            h: '5',
            borderRadius: 'pill',
            p: '0.5',
            bg: on ? 'accent' : 'ink.600',
            display: 'flex',
            justifyContent: on ? 'flex-end' : 'flex-start',
          })}
        >
          <span className={css({ w: '4', h: '4', borderRadius: 'pill', bg: 'text' })} />
        </span>
        {t({ id: 'consent.toggle', message: 'Marketing cookies' })}
      </button>
    </div>
  )
}
