import { css } from 'styled-system/css'

/** The row above a records table: the date range picker, then filters or a summary. */
export const recordsToolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  mb: '4',
})
