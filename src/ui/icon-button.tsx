import type { ReactNode } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { css, cva, cx } from 'styled-system/css'
import { buttonStyles, type ButtonVariant } from './button-styles'

const square = cva({
  base: { px: '0', flexShrink: 0 },
  variants: {
    size: {
      sm: { width: '36px', minHeight: '36px', lg: { width: '32px', minHeight: '32px' } },
      md: { width: '44px', minHeight: '44px', lg: { width: '40px', minHeight: '40px' } },
      lg: { width: '52px', minHeight: '52px' },
    },
    round: { true: { borderRadius: 'pill' } },
  },
  defaultVariants: { size: 'md' },
})

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  /** Required: an icon-only button has no other accessible name. */
  'aria-label': string
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
  round?: boolean
  className?: string
  children: ReactNode
}

/** A square, icon-only react-aria Button. */
export function IconButton({
  variant = 'ghost',
  size = 'md',
  round,
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      className={cx(css(buttonStyles.raw({ variant, size }), square.raw({ size, round })), className)}
    >
      {children}
    </AriaButton>
  )
}
