import { useLingui } from '@lingui/react/macro'
import { css, cva, cx, type RecipeVariantProps } from 'styled-system/css'
import { VisuallyHidden } from './visually-hidden'

const glyph = cva({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'pill',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: 'spin 0.8s linear infinite',
    _motionReduce: { animationDuration: '2.4s !important', animationIterationCount: 'infinite !important' },
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px', borderWidth: '2px' },
      md: { width: '24px', height: '24px', borderWidth: '3px' },
      lg: { width: '40px', height: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
})

const wrapper = css({ display: 'inline-flex', color: 'accent' })

export type SpinnerSize = NonNullable<RecipeVariantProps<typeof glyph>>['size']

/** The spinning ring alone, hidden from assistive technology (e.g. inside a pending Button). */
export function SpinnerGlyph({ size, className }: { size?: SpinnerSize; className?: string }) {
  return <span aria-hidden="true" className={cx(glyph({ size }), className)} />
}

export interface SpinnerProps {
  /** Announced text; defaults to "Loading…". */
  label?: string
  size?: SpinnerSize
  className?: string
}

/** A loading indicator announced politely to screen readers (role="status"). */
export function Spinner({ label, size, className }: SpinnerProps) {
  const { t } = useLingui()
  return (
    <span role="status" className={cx(wrapper, className)}>
      <SpinnerGlyph size={size} />
      <VisuallyHidden>{label ?? t`Loading…`}</VisuallyHidden>
    </span>
  )
}
