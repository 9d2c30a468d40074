import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PromptDialog } from './prompt-dialog'
import { renderWithI18n } from './test-utils'

const isPort = (value: string) => Number(value) > 0 && Number(value) < 65536

function type(value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Port' }), { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
}

describe('PromptDialog', () => {
  it('refuses input that fails the pattern with the default "Illegal input"', () => {
    const onSubmit = vi.fn()
    renderWithI18n(
      <PromptDialog
        isOpen
        onOpenChange={() => {}}
        title="Port"
        label="Port"
        pattern={/\d+/}
        onSubmit={onSubmit}
      />,
    )
    type('80a')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText('Illegal input')).toBeTruthy()
  })

  it('refuses input the validator refuses, with the custom message, and accepts good input', () => {
    const onSubmit = vi.fn()
    const onOpenChange = vi.fn()
    renderWithI18n(
      <PromptDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Port"
        label="Port"
        pattern={/\d+/}
        validate={isPort}
        errorMessage="Between 1 and 65535"
        onSubmit={onSubmit}
      />,
    )
    type('70000')
    expect(screen.getByText('Between 1 and 65535')).toBeTruthy()
    type('8080')
    expect(onSubmit).toHaveBeenCalledWith('8080')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
