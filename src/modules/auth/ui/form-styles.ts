import { css } from 'styled-system/css'

/** The auth forms: fields stacked with the same gap. */
export const authForm = css({ display: 'flex', flexDirection: 'column', gap: '4' })
/** The failure of the last try, above the fields. */
export const formAlert = css({
  bg: 'danger/15',
  color: 'danger',
  borderRadius: 'md',
  px: '3',
  py: '2',
  fontSize: 'sm',
})
