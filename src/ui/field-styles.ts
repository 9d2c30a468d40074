import { css } from 'styled-system/css'

/** Shared pieces of form fields (TextField, Select). */
export const fieldRoot = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: 0 })

export const fieldLabel = css({ fontSize: 'sm', fontWeight: 'medium', color: 'text', cursor: 'default' })

export const fieldDescription = css({ fontSize: 'sm', color: 'textMuted' })

export const fieldError = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' })

/** The bordered box around an input and its adornments. */
export const fieldBox = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  width: '100%',
  bg: 'ink.850',
  color: 'text',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'borderStrong',
  borderRadius: '10px',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  _hovered: { borderColor: 'ink.400' },
  '&:has(input:focus-visible, input:focus)': {
    borderColor: 'accent',
    outline: '2px solid {colors.focusRing}',
    outlineOffset: '1px',
  },
  _invalid: { borderColor: 'danger' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
})

export const fieldInput = css({
  flex: '1',
  minWidth: 0,
  height: '42px',
  px: '3',
  bg: 'transparent',
  color: 'text',
  fontSize: '16px',
  outline: 'none',
  border: 'none',
  _placeholder: { color: 'ink.400' },
  _disabled: { cursor: 'not-allowed' },
  '&:focus-visible': { outline: 'none' },
  lg: { fontSize: '15px' },
})
