import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components'
import { css, cva, cx } from 'styled-system/css'
import { IconButton } from './icon-button'
import { CloseIcon } from './icons'
import { useOpenDialogMark } from './open-dialogs'

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen'

const overlay = cva({
  base: {
    position: 'fixed',
    top: 0,
    left: 0,
    width: '100vw',
    height: 'var(--visual-viewport-height, 100dvh)',
    zIndex: 'modal',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '4',
    // The backdrop fades in on a pseudo-element, which react-aria does not watch. An animation on the
    // overlay itself keeps it "entering" until the animation ends, and then react-aria renders the
    // overlay again synchronously, measuring the page as it does: a task of its own on a phone, right
    // after the one that opened the pop-up discount at load. (The panel's entrance re-renders the panel.)
    _before: {
      content: '""',
      position: 'absolute',
      inset: '0',
      zIndex: -1,
      bg: 'backdrop',
      animation: 'fadeIn 200ms ease-out',
    },
    _exiting: { animation: 'fadeOut 150ms ease-in forwards' },
  },
  variants: {
    size: {
      sm: {},
      md: {},
      lg: {},
      fullscreen: { p: '0', lg: { p: '4' } },
    },
  },
})

const panel = cva({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    bg: 'surface',
    color: 'text',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'card',
    boxShadow: 'card',
    outline: 'none',
    _entering: { animation: 'riseIn 200ms ease-out' },
    _exiting: { animation: 'zoomOut 150ms ease-in forwards' },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
      fullscreen: {
        height: '100%',
        borderRadius: '0',
        borderWidth: '0',
        _entering: { animation: 'slideUpIn 250ms ease-out' },
        _exiting: { animation: 'slideDownOut 200ms ease-in forwards' },
        lg: {
          maxWidth: '800px',
          height: 'auto',
          borderRadius: 'card',
          borderWidth: '1px',
          _entering: { animation: 'riseIn 200ms ease-out' },
          _exiting: { animation: 'zoomOut 150ms ease-in forwards' },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
})

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** sm 400 px, md 560 px, lg 800 px; `fullscreen` fills the screen on mobile and is lg on desktop. */
  size?: ModalSize
  className?: string
  /**
   * The site opened it by itself (the pop-up discount), not the player: it does not hold back what
   * waits for the player's own dialogs to close (see `watchOpenDialogs`).
   */
  unprompted?: boolean
  children: ReactNode
}

/** Mounted inside an open modal: counts it as a dialog the player opened. */
function OpenDialogMark() {
  useOpenDialogMark()
  return null
}

/**
 * A react-aria ModalOverlay + Modal (focus trap, scroll lock, Escape and focus return are react-aria's).
 * Put a `Dialog` inside; use it inside a `DialogTrigger` or control it with `isOpen`/`onOpenChange`.
 */
export function Modal({
  size = 'md',
  className,
  unprompted = false,
  children,
  isDismissable = true,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay({ size })}>
      <AriaModal className={cx(panel({ size }), className)}>
        {unprompted ? null : <OpenDialogMark />}
        {children}
      </AriaModal>
    </ModalOverlay>
  )
}

const dialogCls = css({
  display: 'flex',
  flexDirection: 'column',
  flex: '1',
  minHeight: 0,
  outline: 'none',
})
const header = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '56px',
  pl: '5',
  pr: '2',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  flexShrink: 0,
})
const headerBare = css({ position: 'absolute', top: '2', right: '2', zIndex: 1 })
const heading = css({ flex: '1', fontSize: 'lg', fontWeight: 'bold', color: 'text', lineHeight: '1.3' })
const srOnly = css({ srOnly: true })
const body = cva({
  base: { flex: '1', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' },
  variants: { padded: { true: { p: '5' }, false: { p: '0' } } },
})
const footerCls = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '3',
  px: '5',
  py: '4',
  borderTopWidth: '1px',
  borderColor: 'border',
  flexShrink: 0,
})

type DialogRender = ReactNode | ((opts: { close: () => void }) => ReactNode)

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'style' | 'children'> {
  /** Heading, wired to aria-labelledby. Without a title, pass `aria-label`. */
  title?: ReactNode
  /** Keep the heading for screen readers but hide it visually. */
  hideTitle?: boolean
  /** Show the close (×) button; default true. */
  showCloseButton?: boolean
  /** Accessible name of the close button; default "Close". */
  closeLabel?: string
  /** Actions row at the bottom (stays visible while the body scrolls). */
  footer?: DialogRender
  className?: string
  /** Body padding; default true. */
  padded?: boolean
  children: DialogRender
}

/** A react-aria Dialog with a heading, a close button, a scrolling body and an optional footer. */
export function Dialog({
  title,
  hideTitle,
  showCloseButton = true,
  closeLabel,
  footer,
  className,
  padded = true,
  children,
  ...props
}: DialogProps) {
  const { t } = useLingui()
  const closeButton = showCloseButton ? (
    <IconButton slot="close" aria-label={closeLabel ?? t`Close`} variant="ghost">
      <CloseIcon />
    </IconButton>
  ) : null
  const visibleHeader = title != null && !hideTitle
  return (
    <AriaDialog {...props} className={cx(dialogCls, className)}>
      {({ close }) => (
        <>
          {visibleHeader ? (
            <div className={header}>
              <Heading slot="title" className={heading}>
                {title}
              </Heading>
              {closeButton}
            </div>
          ) : (
            <>
              {title != null ? (
                <Heading slot="title" className={srOnly}>
                  {title}
                </Heading>
              ) : null}
              {closeButton ? <div className={headerBare}>{closeButton}</div> : null}
            </>
          )}
          <div className={body({ padded })}>
            {typeof children === 'function' ? children({ close }) : children}
          </div>
          {footer != null ? (
            <div className={footerCls}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
          ) : null}
        </>
      )}
    </AriaDialog>
  )
}
