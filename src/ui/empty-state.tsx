import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

export const stateRoot = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  py: '10',
  px: '4',
  textAlign: 'center',
  color: 'text',
})
export const stateIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: 'pill',
  bg: 'ink.800',
  color: 'textMuted',
  '& svg': { width: '32px', height: '32px' },
})
export const stateTitle = css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' })
export const stateText = css({ fontSize: 'sm', color: 'textMuted', maxWidth: '42ch' })
const actionCls = css({ mt: '2' })

export interface EmptyStateProps {
  icon?: ReactNode
  title: ReactNode
  text?: ReactNode
  /** Usually a Button or LinkButton. */
  action?: ReactNode
  className?: string
}

/** "Nothing here yet": icon, title, explanation and an optional action. */
export function EmptyState({ icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div className={cx(stateRoot, className)}>
      {icon != null ? (
        <div className={stateIcon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className={stateTitle}>{title}</p>
      {text != null ? <p className={stateText}>{text}</p> : null}
      {action != null ? <div className={actionCls}>{action}</div> : null}
    </div>
  )
}
