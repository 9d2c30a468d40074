import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components'
import { css, cva, cx } from 'styled-system/css'
import { IconButton } from './icon-button'
import { CloseIcon } from './icons'

const overlay = css({
  position: 'fixed',
  top: 0,
  left: 0,
  width: '100vw',
  height: 'var(--visual-viewport-height, 100dvh)',
  zIndex: 'drawer',
  bg: 'backdrop',
  _entering: { animation: 'fadeIn 200ms ease-out' },
  _exiting: { animation: 'fadeOut 200ms ease-in forwards' },
})

const sheet = cva({
  base: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(86vw, 360px)',
    bg: 'surface',
    color: 'text',
    boxShadow: 'card',
    outline: 'none',
  },
  variants: {
    side: {
      left: {
        left: 0,
        borderRightWidth: '1px',
        borderColor: 'border',
        _entering: { animation: 'slideInLeft 250ms ease-out' },
        _exiting: { animation: 'slideOutLeft 200ms ease-in forwards' },
      },
      right: {
        right: 0,
        borderLeftWidth: '1px',
        borderColor: 'border',
        _entering: { animation: 'slideInRight 250ms ease-out' },
        _exiting: { animation: 'slideOutRight 200ms ease-in forwards' },
      },
    },
  },
  defaultVariants: { side: 'left' },
})

const dialog = css({ display: 'flex', flexDirection: 'column', flex: '1', minHeight: 0, outline: 'none' })
const header = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '56px',
  pl: '4',
  pr: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  flexShrink: 0,
})
const heading = cva({
  base: { flex: '1', fontSize: 'md', fontWeight: 'bold' },
  variants: { hidden: { true: { srOnly: true } } },
})
const closeSlot = css({ ml: 'auto', display: 'flex' })
const body = css({
  flex: '1',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  pb: 'env(safe-area-inset-bottom)',
})

export interface DrawerProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** Names the drawer (heading, aria-labelledby). */
  title: ReactNode
  /** Keep the title for screen readers only (e.g. when a logo fills the header). */
  hideTitle?: boolean
  /** Extra header content beside the title (logo, balance...). */
  headerContent?: ReactNode
  side?: 'left' | 'right'
  closeLabel?: string
  className?: string
  children: ReactNode | ((opts: { close: () => void }) => ReactNode)
}

/** A side sheet (mobile navigation) on react-aria ModalOverlay/Modal/Dialog; closes on outside press and Escape. */
export function Drawer({
  title,
  hideTitle,
  headerContent,
  side = 'left',
  closeLabel,
  className,
  children,
  isDismissable = true,
  ...props
}: DrawerProps) {
  const { t } = useLingui()
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <AriaModal className={cx(sheet({ side }), className)}>
        <AriaDialog className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={heading({ hidden: hideTitle ?? false })}>
                  {title}
                </Heading>
                {headerContent}
                <span className={closeSlot}>
                  <IconButton slot="close" aria-label={closeLabel ?? t`Close`}>
                    <CloseIcon />
                  </IconButton>
                </span>
              </div>
              <div className={body}>{typeof children === 'function' ? children({ close }) : children}</div>
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  )
}
