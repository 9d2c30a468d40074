import { css } from 'styled-system/css'

/** The account name on the header's menu trigger, cut with an ellipsis. */
export const accountName = css({
  maxW: '28',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
