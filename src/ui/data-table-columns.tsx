import type { ReactNode } from 'react'
import type { Column } from './data-table'
import { Money } from './money'

/** A column that shows what `value` gives for the row, as it is (text, a date already formatted). */
export function textColumn<Row>(key: string, header: ReactNode, value: (row: Row) => ReactNode): Column<Row> {
  return { key, header, render: value }
}

/** A column of counts, aligned to the end with tabular figures. */
export function countColumn<Row>(
  key: string,
  header: ReactNode,
  value: (row: Row) => ReactNode,
): Column<Row> {
  return { key, header, align: 'end', render: value }
}

/**
 * A column of the amounts the row holds in `field`, in one currency or each row's own, aligned to
 * the end: `moneyColumn('deposit_total', header, currency)`.
 */
export function moneyColumn<Field extends string, Row extends Record<Field, number> = Record<Field, number>>(
  field: Field,
  header: ReactNode,
  currency: string | ((row: Row) => string),
): Column<Row> {
  return {
    key: field,
    header,
    align: 'end',
    render: (row) => (
      <Money amount={row[field]} currency={typeof currency === 'string' ? currency : currency(row)} />
    ),
  }
}

/** What a query of one page of records (`{ list, total }`) gives a DataTable. */
interface ListQuery<Row> {
  data: { list: readonly Row[]; total?: number } | undefined
  isPending: boolean
  error: unknown
  refetch: () => unknown
}

/** The rows, total, loading, error and retry of a DataTable, read from the query of its records. */
export function listQueryProps<Row>(query: ListQuery<Row>) {
  return {
    rows: query.data?.list,
    total: query.data?.total,
    isLoading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  }
}
