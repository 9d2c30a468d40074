import type { ReactNode } from 'react'
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  Popover,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type PopoverProps,
} from 'react-aria-components'
import { css, cx } from 'styled-system/css'
import { CheckIcon } from './icons'

export { MenuTrigger } from 'react-aria-components'

const popover = css({
  minWidth: '200px',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: '70vh',
  overflowY: 'auto',
  zIndex: 'popover',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: '12px',
  boxShadow: 'card',
  outline: 'none',
  _entering: { animation: 'fadeIn 120ms ease-out' },
  _exiting: { animation: 'fadeOut 100ms ease-in forwards' },
})
const menu = css({ p: '1', outline: 'none' })
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '44px',
  px: '3',
  borderRadius: '8px',
  color: 'text',
  fontSize: 'sm',
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  '&[data-focused]': { bg: 'ink.700' },
  '&[data-focus-visible]': { outline: '2px solid {colors.focusRing}', outlineOffset: '-2px' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '&[data-tone=danger]': { color: 'danger' },
  lg: { minHeight: '40px' },
})
const itemLabel = css({ flex: '1', minWidth: 0 })

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  placement?: PopoverProps['placement']
  className?: string
}

/**
 * The dropdown of a `MenuTrigger`: `<MenuTrigger><Button>…</Button><Menu onAction={…}><MenuItem id="a">…</MenuItem></Menu></MenuTrigger>`.
 */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover className={popover} placement={placement} offset={6}>
      <AriaMenu {...props} className={cx(menu, className)} />
    </Popover>
  )
}

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> {
  icon?: ReactNode
  tone?: 'default' | 'danger'
  children: ReactNode
  className?: string
}

/** A menu row (a link when `href` is set); shows a check when selected in a selectable menu. */
export function MenuItem<T extends object>({
  icon,
  tone = 'default',
  children,
  className,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined)
  return (
    <AriaMenuItem {...props} textValue={textValue} className={cx(item, className)} data-tone={tone}>
      {({ isSelected }) => (
        <>
          {icon != null ? <span aria-hidden="true">{icon}</span> : null}
          <span className={itemLabel}>{children}</span>
          {isSelected ? <CheckIcon size={18} /> : null}
        </>
      )}
    </AriaMenuItem>
  )
}
