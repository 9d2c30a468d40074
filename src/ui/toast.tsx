import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components'
import { css, cva } from 'styled-system/css'
import { IconButton } from './icon-button'
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons'
import { toastQueue } from './toast-queue'

export { toast } from './toast-queue'

const region = css({
  position: 'fixed',
  top: '16px',
  left: '16px',
  right: '16px',
  zIndex: 'toast',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  outline: 'none',
  lg: { left: 'auto', width: '380px' },
  '&[data-focus-visible]': {
    outline: '2px solid {colors.focusRing}',
    outlineOffset: '2px',
    borderRadius: '12px',
  },
})

const item = cva({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    pl: '4',
    pr: '1',
    py: '1',
    minHeight: '52px',
    bg: 'surfaceRaised',
    color: 'text',
    borderWidth: '1px',
    borderColor: 'border',
    borderLeftWidth: '4px',
    borderRadius: '12px',
    boxShadow: 'card',
    animation: 'toastIn 200ms ease-out',
    outline: 'none',
    '&[data-focus-visible]': { outline: '2px solid {colors.focusRing}', outlineOffset: '2px' },
  },
  variants: {
    tone: {
      error: { borderLeftColor: 'danger', '& [data-icon]': { color: 'danger' } },
      success: { borderLeftColor: 'success', '& [data-icon]': { color: 'success' } },
      info: { borderLeftColor: 'info', '& [data-icon]': { color: 'info' } },
    },
  },
})
const icon = css({ display: 'flex', pt: '3', flexShrink: 0 })
const content = css({
  flex: '1',
  minWidth: 0,
  py: '2.5',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
})
const titleCls = css({ fontWeight: 'semibold', fontSize: 'sm' })
const messageCls = css({ fontSize: 'sm', overflowWrap: 'anywhere' })

const icons = { error: ErrorIcon, success: SuccessIcon, info: InfoIcon } as const

let toastShown = false

/**
 * Whether a toast has been shown since the page started. The region waits for the first: rendering it
 * formats its label with a plural rule, and a page's first plural rule loads the engine's number data
 * (about 100 ms on a phone, at start-up). Once there, it stays, so react-aria can return focus as the
 * last toast closes.
 */
function useToastShown(): boolean {
  return useSyncExternalStore(
    (changed) => toastQueue.subscribe(changed),
    () => (toastShown ||= toastQueue.visibleToasts.length > 0),
    () => false,
  )
}

/** Render once near the root. Toasts are announced by react-aria's live region. */
export function ToastRegion() {
  const { t } = useLingui()
  if (!useToastShown()) return null
  return (
    <AriaToastRegion queue={toastQueue} className={region}>
      {({ toast: queued }) => {
        const { tone, message, title } = queued.content
        const Icon = icons[tone]
        return (
          <AriaToast toast={queued} className={item({ tone })}>
            <span className={icon} data-icon="">
              <Icon />
            </span>
            <AriaToastContent className={content}>
              {title != null ? (
                <>
                  <Text slot="title" className={titleCls}>
                    {title}
                  </Text>
                  <Text slot="description" className={messageCls}>
                    {message}
                  </Text>
                </>
              ) : (
                <Text slot="title" className={messageCls}>
                  {message}
                </Text>
              )}
            </AriaToastContent>
            <IconButton slot="close" aria-label={t`Close`} size="md" variant="ghost">
              <CloseIcon size={18} />
            </IconButton>
          </AriaToast>
        )
      }}
    </AriaToastRegion>
  )
}
