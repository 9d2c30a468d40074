import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, Suspense, type ReactNode } from 'react'
import { ErrorState } from './error-state'

/** A part that could not be read: the error, and a way to ask for it again. */
export type QueryFailure = { error: Error; retry: () => void }

export interface QueryBoundaryProps {
  /** What stands in while the data is on its way: the part's own skeleton. */
  fallback: ReactNode
  /** What shows when the data could not be read; by default an alert with the message and a retry. */
  failed?: (failure: QueryFailure) => ReactNode
  children: ReactNode
}

function retryableError({ error, retry }: QueryFailure) {
  return <ErrorState message={error.message} onRetry={retry} />
}

/**
 * Where a part of a page that reads server data with `useSuspenseQuery` waits and fails. Inside it,
 * components read `data` as present; the boundary shows `fallback` until it is, and `failed` if it
 * cannot be. A retry asks again for the failed queries inside and renders the part afresh.
 */
export function QueryBoundary({ fallback, failed = retryableError, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <FailureBoundary onRetry={reset} failed={failed}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </FailureBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}

type FailureBoundaryProps = {
  onRetry: () => void
  failed: (failure: QueryFailure) => ReactNode
  children: ReactNode
}

class FailureBoundary extends Component<FailureBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  retry = () => {
    this.props.onRetry()
    this.setState({ error: null })
  }

  override render() {
    const { error } = this.state
    return error ? this.props.failed({ error, retry: this.retry }) : this.props.children
  }
}
