import { useState } from 'react'
import { rangeFor, type DayRange } from './dates'

/** What a records page is asked for: the range's `start_at` and `end_at`, `page` and `page_size`. */
export function pagedRangeBody(preset: DayRange, page: number, pageSize: number) {
  return { ...rangeFor(preset), page, page_size: pageSize }
}

/**
 * The day range and page of a records table: a new range goes back to page one; `body` is what the
 * records are asked for (`start_at`, `end_at`, `page`, `page_size`), `paging` what their table pages by.
 */
export function usePagedRange(initial: DayRange, pageSize: number) {
  const [preset, setPreset] = useState<DayRange>(initial)
  const [page, setPage] = useState(1)
  return {
    preset,
    page,
    setPage,
    setPreset: (next: DayRange) => {
      setPreset(next)
      setPage(1)
    },
    body: pagedRangeBody(preset, page, pageSize),
    /** The paging of the DataTable showing the records. */
    paging: { page, pageSize, onPageChange: setPage },
  }
}
