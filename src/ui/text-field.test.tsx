import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextField } from './text-field'
import { renderWithI18n } from './test-utils'

describe('TextField', () => {
  it('labels the input and shows the error message when invalid', () => {
    renderWithI18n(
      <TextField
        label="Account"
        description="6 to 12 characters"
        isInvalid
        errorMessage="Account is required"
      />,
    )
    const input = screen.getByLabelText('Account')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Account is required')).toBeTruthy()
    const describedBy = input.getAttribute('aria-describedby') ?? ''
    const error = screen.getByText('Account is required')
    expect(describedBy.split(' ')).toContain(error.id)
  })

  it('shows no error while valid', () => {
    renderWithI18n(<TextField label="Account" errorMessage="Account is required" />)
    expect(screen.queryByText('Account is required')).toBeNull()
  })

  it('toggles password visibility and keeps the typed value', () => {
    renderWithI18n(<TextField label="Password" type="password" />)
    const input = screen.getByLabelText('Password') as HTMLInputElement
    expect(input.type).toBe('password')
    fireEvent.change(input, { target: { value: 'secret12' } })
    expect(input.value).toBe('secret12')

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }))
    const shown = screen.getByLabelText('Password') as HTMLInputElement
    expect(shown.type).toBe('text')
    expect(shown.value).toBe('secret12')

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    const hidden = screen.getByLabelText('Password') as HTMLInputElement
    expect(hidden.type).toBe('password')
    expect(hidden.value).toBe('secret12')
  })
})
