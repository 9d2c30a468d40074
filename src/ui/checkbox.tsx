import type { ReactNode } from 'react'
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components'
import { css, cx } from 'styled-system/css'
import { CheckIcon, MinusIcon } from './icons'

const root = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '44px',
  color: 'text',
  cursor: 'pointer',
  borderRadius: '6px',
  WebkitTapHighlightColor: 'transparent',
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  lg: { minHeight: '32px' },
})
const box = css({
  display: 'grid',
  placeItems: 'center',
  width: '22px',
  height: '22px',
  flexShrink: 0,
  borderRadius: '6px',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'borderStrong',
  bg: 'ink.850',
  color: 'onAccent',
  transitionProperty: 'background-color, border-color',
  transitionDuration: 'fast',
  '[data-hovered] > &': { borderColor: 'ink.400' },
  '[data-selected] > &, [data-indeterminate] > &': { bg: 'accent', borderColor: 'accent' },
  '[data-invalid] > &': { borderColor: 'danger' },
  '[data-pressed] > &': { transform: 'scale(0.94)' },
})
const labelCls = css({ fontSize: 'sm', lineHeight: '1.4' })

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children?: ReactNode
  className?: string
}

/** A react-aria Checkbox (native input underneath) with its label as children. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(root, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon size={16} strokeWidth={3} /> : null}
            {isSelected && !isIndeterminate ? <CheckIcon size={16} strokeWidth={3} /> : null}
          </span>
          {children != null ? <span className={labelCls}>{children}</span> : null}
        </>
      )}
    </AriaCheckbox>
  )
}
