import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Dialog, Modal } from './dialog'
import { watchOpenDialogs } from './open-dialogs'
import { renderWithI18n } from './test-utils'

function Modals({ signIn, popup }: { signIn: boolean; popup: boolean }) {
  return (
    <>
      <Modal isOpen={signIn}>
        <Dialog title="Daily sign-in">Day 3</Dialog>
      </Modal>
      <Modal unprompted isOpen={popup}>
        <Dialog title="Announcements">News</Dialog>
      </Modal>
    </>
  )
}

describe('dialogs the player opened', () => {
  it('are reported while one shows; a modal the site opened by itself is not counted', () => {
    const reports: boolean[] = []
    const stop = watchOpenDialogs((open) => reports.push(open))
    const view = renderWithI18n(<Modals signIn={false} popup={true} />)
    expect(reports).toEqual([false])

    act(() => view.rerender(<Modals signIn={true} popup={true} />))
    expect(reports).toEqual([false, true])

    act(() => view.rerender(<Modals signIn={false} popup={false} />))
    expect(reports.at(-1)).toBe(false)
    stop()
  })
})
