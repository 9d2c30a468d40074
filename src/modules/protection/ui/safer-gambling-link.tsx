import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'

/** The footer's one-click way to the safer-gambling page, with the 18+ mark. */
export function SaferGamblingFooterLink() {
  return (
    <div className={css({ maxW: '1280px', mx: 'auto', px: { base: '4', lg: '6' }, pt: '2', pb: '2' })}>
      <Link
        to="/{-$locale}/safer-gambling"
        data-testid="footer-safer-gambling"
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: '11',
          color: 'text',
          fontSize: 'sm',
          fontWeight: 'semibold',
          textDecoration: 'underline',
          _hover: { color: 'accent' },
          _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
        })}
      >
        <span
          aria-hidden="true"
          className={css({
            display: 'inline-grid',
            placeItems: 'center',
            w: '8',
            h: '8',
            borderRadius: 'full',
            borderWidth: '2px',
            borderColor: 'danger',
            fontSize: 'xs',
            fontWeight: 'bold',
            textDecoration: 'none',
          })}
        >
          18+
        </span>
        <Trans id="protection.footer_link">Safer gambling: limits, breaks and help</Trans>
      </Link>
    </div>
  )
}
