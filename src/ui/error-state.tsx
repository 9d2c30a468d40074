import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Button } from './button'
import { stateIcon, stateRoot, stateText, stateTitle } from './empty-state'
import { ErrorIcon, RetryIcon } from './icons'

const iconTone = css({ color: 'danger' })
const actionCls = css({ mt: '2' })

export interface ErrorStateProps {
  /** Default "Something went wrong". */
  title?: ReactNode
  /** The server's message or a translated explanation. */
  message?: ReactNode
  /** Shows a retry button when given. */
  onRetry?: () => void
  /** Default "Try again". */
  retryLabel?: ReactNode
  isRetrying?: boolean
  className?: string
}

/** A failed load: announced as an alert, with an optional retry. */
export function ErrorState({ title, message, onRetry, retryLabel, isRetrying, className }: ErrorStateProps) {
  const { t } = useLingui()
  return (
    <div className={cx(stateRoot, className)}>
      <div className={stateIcon} aria-hidden="true">
        <ErrorIcon className={iconTone} />
      </div>
      <div role="alert">
        <p className={stateTitle}>{title ?? t`Something went wrong`}</p>
        {message != null ? <p className={stateText}>{message}</p> : null}
      </div>
      {onRetry ? (
        <div className={actionCls}>
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            <RetryIcon size={18} />
            {retryLabel ?? t`Try again`}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
