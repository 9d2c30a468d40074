import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Deferred, OnDemand } from './deferred'
import { lazyPart, preloadOn } from './lazy-part'

/** A part whose code arrives when the test says so; `asked` counts the loads. */
function partArrivingLater(name: string) {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const state = { asked: 0 }
  const Part = lazyPart(async () => {
    state.asked += 1
    await arrived
    return function Loaded({ label }: { label: string }) {
      return <p>{`${name} ${label}`}</p>
    }
  })
  return { Part, arrive, state }
}

describe('lazyPart', () => {
  it('renders a part whose code was asked for ahead in its first commit, without a fallback', async () => {
    const { Part, arrive, state } = partArrivingLater('popup')
    arrive()
    await act(() => Part.preload())
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part label="open" />
      </Suspense>,
    )
    expect(screen.getByText('popup open')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
    expect(state.asked).toBe(1)
  })

  it('suspends like React.lazy when rendered before its code arrives, and loads it once', async () => {
    const { Part, arrive, state } = partArrivingLater('consent')
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part label="asked" />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    void Part.preload()
    await act(async () => arrive())
    expect(await screen.findByText('consent asked')).toBeTruthy()
    expect(state.asked).toBe(1)
  })

  it('inside Deferred, asks for its code when its turn comes and mounts it once the code is there', async () => {
    const first = partArrivingLater('protection')
    const second = partArrivingLater('popup')
    render(
      <Deferred timeout={1}>
        <first.Part label="shown" />
        <second.Part label="shown" />
      </Deferred>,
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(first.state.asked).toBe(1)
    await waitFor(() => expect(second.state.asked).toBe(1))
    await act(async () => second.arrive())
    expect(await screen.findByText('popup shown')).toBeTruthy()
    expect(screen.queryByText('protection shown')).toBeNull()
    await act(async () => first.arrive())
    expect(await screen.findByText('protection shown')).toBeTruthy()
  })

  it('behind a trigger with preloadOn, loads at the pointer and opens at the press without a fallback', async () => {
    const { Part, arrive, state } = partArrivingLater('news')
    function Trigger() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)} {...preloadOn(Part)}>
            News
          </button>
          <Suspense fallback={<p>loading</p>}>
            <OnDemand when={open}>
              <Part label="dialog" />
            </OnDemand>
          </Suspense>
        </>
      )
    }
    render(<Trigger />)
    expect(state.asked).toBe(0)
    const trigger = screen.getByRole('button', { name: 'News' })
    fireEvent.pointerEnter(trigger)
    fireEvent.focus(trigger)
    expect(state.asked).toBe(1)
    await act(async () => arrive())
    await act(async () => {
      fireEvent.pointerDown(trigger)
      fireEvent.click(trigger)
    })
    expect(screen.getByText('news dialog')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
    expect(state.asked).toBe(1)
  })
})
