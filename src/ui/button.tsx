import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components'
import { css, cx } from 'styled-system/css'
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles'
import { SpinnerGlyph } from './spinner'

const content = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
// Transparent, not hidden: the label stays the button's accessible name while pending.
const hiddenContent = css({ opacity: 0 })
const pendingSpinner = css({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' })

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  className?: string
  children?: ReactNode
}

/**
 * A react-aria Button. `isPending` keeps the width, shows a spinner and lets react-aria announce the
 * pending state; presses are ignored meanwhile.
 */
export function Button({ variant, size, fullWidth, className, children, isPending, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={cx(buttonStyles({ variant, size, fullWidth }), className)}
    >
      <span className={cx(content, isPending ? hiddenContent : undefined)}>{children}</span>
      {isPending ? (
        <span className={pendingSpinner}>
          <SpinnerGlyph size="sm" />
        </span>
      ) : null}
    </AriaButton>
  )
}

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'children' | 'style'> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  className?: string
  children?: ReactNode
}

/** A react-aria Link (an `<a>` when `href` is set, routed through RouterProvider) that looks like a Button. */
export function LinkButton({ variant, size, fullWidth, className, children, ...props }: LinkButtonProps) {
  return (
    <AriaLink {...props} className={cx(buttonStyles({ variant, size, fullWidth }), className)}>
      {children}
    </AriaLink>
  )
}
