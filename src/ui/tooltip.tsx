import type { ReactNode } from 'react'
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components'
import { css, cx } from 'styled-system/css'

export { TooltipTrigger } from 'react-aria-components'

const tooltip = css({
  maxWidth: '280px',
  px: '2.5',
  py: '1.5',
  zIndex: 'popover',
  bg: 'ink.100',
  color: 'ink.950',
  fontSize: 'xs',
  fontWeight: 'medium',
  borderRadius: '6px',
  boxShadow: 'card',
  _entering: { animation: 'fadeIn 120ms ease-out' },
  _exiting: { animation: 'fadeOut 100ms ease-in forwards' },
})
const arrow = css({
  '& svg': { display: 'block', fill: 'ink.100' },
  '&[data-placement=bottom] svg': { transform: 'rotate(180deg)' },
  '&[data-placement=left] svg': { transform: 'rotate(-90deg)' },
  '&[data-placement=right] svg': { transform: 'rotate(90deg)' },
})

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'style' | 'children'> {
  children: ReactNode
  className?: string
}

/**
 * A hover/focus hint: `<TooltipTrigger><IconButton aria-label="…">…</IconButton><Tooltip>…</Tooltip></TooltipTrigger>`.
 * Not shown on touch; never put essential information only in a tooltip.
 */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={cx(tooltip, className)}>
      <OverlayArrow className={arrow}>
        <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
          <path d="M0 0 L5 6 L10 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  )
}
