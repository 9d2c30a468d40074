import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it } from 'vitest'
import { Deferred, useImportWhen } from './deferred'
import { usePlaceholderTrigger } from './placeholder-trigger'

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

describe('Deferred while it holds', () => {
  const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

  it('asks for no part until the hold is lifted, then mounts them as before', async () => {
    const asked: string[] = []
    const login = lazyPart('login', asked)
    const { rerender } = render(
      <Deferred timeout={1} hold>
        <login.Part />
      </Deferred>,
    )
    await pause(40)
    expect(asked).toEqual([])

    rerender(
      <Deferred timeout={1} hold={false}>
        <login.Part />
      </Deferred>,
    )
    await waitFor(() => expect(asked).toEqual(['login']))
    await act(async () => login.arrive())
    expect(screen.getByText('login')).toBeTruthy()
  })

  it("lets go at the player's first press, whatever the hold says", async () => {
    const asked: string[] = []
    const login = lazyPart('login', asked)
    render(
      <Deferred timeout={1} hold>
        <login.Part />
      </Deferred>,
    )
    await pause(20)
    expect(asked).toEqual([])
    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(asked).toEqual(['login']))
  })

  it('lets go after its limit when the hold is never lifted', async () => {
    const asked: string[] = []
    const login = lazyPart('login', asked)
    render(
      <Deferred timeout={1} hold holdLimit={60}>
        <login.Part />
      </Deferred>,
    )
    await pause(20)
    expect(asked).toEqual([])
    await waitFor(() => expect(asked).toEqual(['login']))
  })
})

describe('useImportWhen with a look-alike trigger', () => {
  /** A list whose code loads at the player's first sign of using its trigger. */
  function ListTrigger({ load }: { load: () => Promise<{ name: string }> }) {
    const { wanted, triggerProps } = usePlaceholderTrigger()
    const list = useImportWhen(load, wanted)
    return <button {...triggerProps}>{list ? `loaded ${list.name}` : 'Language'}</button>
  }

  it('loads nothing while the page idles, then once at the pointer or the focus', async () => {
    let loads = 0
    const load = async () => {
      loads += 1
      return { name: 'picker' }
    }
    render(<ListTrigger load={load} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(loads).toBe(0)

    const trigger = screen.getByRole('button')
    fireEvent.pointerEnter(trigger)
    expect(await screen.findByText('loaded picker')).toBeTruthy()
    fireEvent.focus(trigger)
    fireEvent.pointerDown(trigger)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(loads).toBe(1)
  })

  it('loads at the focus alone (the keyboard)', async () => {
    const load = async () => ({ name: 'picker' })
    render(<ListTrigger load={load} />)
    fireEvent.focus(screen.getByRole('button'))
    expect(await screen.findByText('loaded picker')).toBeTruthy()
  })
})
