import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'
import { EmptyState } from './empty-state'
import { ErrorState } from './error-state'
import { Skeleton } from './skeleton'

export interface Column<Row> {
  key: string
  header: ReactNode
  render: (row: Row) => ReactNode
  align?: 'start' | 'end'
}

const scroller = css({
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  bg: 'surface',
  _focusVisible: { outline: '2px solid token(colors.focusRing)' },
})
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'start',
    color: 'textMuted',
    fontWeight: 'medium',
    px: '3',
    py: '2.5',
    borderBottomWidth: '1px',
    borderColor: 'border',
    whiteSpace: 'nowrap',
    bg: 'surfaceRaised',
  },
  '& td': { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border', whiteSpace: 'nowrap' },
  '& tr:last-child td': { borderBottomWidth: '0' },
  '& [data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
})
const pager = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mt: '3',
})

export interface DataTableProps<Row> {
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[] | undefined
  rowKey: (row: Row) => string | number
  isLoading: boolean
  error: unknown
  onRetry: () => void
  emptyTitle: ReactNode
  emptyText?: ReactNode
  page?: number
  pageSize?: number
  total?: number
  onPageChange?: (page: number) => void
  footer?: ReactNode
}

/** A records table: skeleton while loading, error with retry, empty state, and paging. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useLingui()
  const { columns, rows, isLoading, error } = props
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={props.caption} className={css({ display: 'grid', gap: '2' })}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="40px" />
        ))}
      </div>
    )
  }
  if (error) {
    return <ErrorState message={error instanceof Error ? error.message : undefined} onRetry={props.onRetry} />
  }
  if (!rows || rows.length === 0) return <EmptyState title={props.emptyTitle} text={props.emptyText} />
  const page = props.page ?? 1
  const pages = props.total && props.pageSize ? Math.max(1, Math.ceil(props.total / props.pageSize)) : 1
  return (
    <div>
      <div className={scroller} tabIndex={0} role="region" aria-label={props.caption}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{props.caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={props.rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-align={column.align ?? 'start'}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {props.footer ? <tfoot>{props.footer}</tfoot> : null}
        </table>
      </div>
      {props.onPageChange && pages > 1 ? (
        <nav className={pager} aria-label={t({ id: 'wallet.pager.label', message: 'Pages' })}>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={page <= 1}
            onPress={() => props.onPageChange?.(page - 1)}
          >
            <Trans id="wallet.pager.previous">Previous</Trans>
          </Button>
          <span className={css({ color: 'textMuted', fontSize: 'sm' })} aria-live="polite">
            <Trans id="wallet.pager.status">
              Page {page} of {pages}
            </Trans>
          </span>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={page >= pages}
            onPress={() => props.onPageChange?.(page + 1)}
          >
            <Trans id="wallet.pager.next">Next</Trans>
          </Button>
        </nav>
      ) : null}
    </div>
  )
}
