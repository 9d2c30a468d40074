import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'
import { renderWithI18n } from './test-utils'

describe('ConfirmDialog', () => {
  it('is an alertdialog that confirms, waits for the promise, then closes', async () => {
    let resolve: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)))
    const onOpenChange = vi.fn()
    renderWithI18n(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Leave the game?"
        message="Your round keeps running."
        confirmLabel="Leave"
        tone="danger"
        onConfirm={onConfirm}
      />,
    )
    expect(screen.getByRole('alertdialog', { name: 'Leave the game?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onOpenChange).not.toHaveBeenCalled()
    await act(async () => {
      resolve()
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('cancel closes and reports onCancel', () => {
    const onCancel = vi.fn()
    const onOpenChange = vi.fn()
    renderWithI18n(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Sure?"
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
