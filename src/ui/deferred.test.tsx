import { act, render, screen, waitFor } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it } from 'vitest'
import { Deferred } from './deferred'

/** A lazily loaded part whose code arrives when the test says so. */
function lazyPart(name: string, asked: string[]) {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const Part = lazy(async () => {
    asked.push(name)
    await arrived
    return { default: () => <p>{name}</p> }
  })
  return { Part, arrive }
}

describe('Deferred', () => {
  it('asks for the code of each lazily loaded part in a task of its own, and shows each as it arrives', async () => {
    const asked: string[] = []
    const consent = lazyPart('consent', asked)
    const popup = lazyPart('popup', asked)
    render(
      <Deferred timeout={1}>
        <consent.Part />
        {null}
        <popup.Part />
      </Deferred>,
    )
    // The first part mounts once the browser is idle; the next one a task later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(asked).toEqual(['consent'])
    await waitFor(() => expect(asked).toEqual(['consent', 'popup']))

    await act(async () => popup.arrive())
    expect(screen.getByText('popup')).toBeTruthy()
    expect(screen.queryByText('consent')).toBeNull()
    await act(async () => consent.arrive())
    expect(screen.getByText('consent')).toBeTruthy()
  })
})
