import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { gameStartRequested } from './model'
import { forwardedGameUrlReceived, pushChannelChanged } from './start-hold'
import { member, session, setup, slot, started, tick } from './session-test-kit'

/** A forwarded launch answers no address: it comes as the member's push game.url (spec §7). */
describe('a forwarded launch', () => {
  it('a member start waits for the realtime connection, so the address of a forwarded launch is heard', async () => {
    const { scope, calls, release } = setup({
      listening: false,
      outcome: { kind: 'started', url: null, openMode: undefined },
    })
    await member(scope)
    void allSettled(gameStartRequested, { scope, params: slot })
    await tick()
    expect(session(scope).status).toBe('starting')
    expect(calls.opened).toEqual(['window'])
    expect(calls.starts).toBe(0)
    void allSettled(pushChannelChanged, { scope, params: true })
    await tick()
    expect(calls.starts).toBe(1)
    release.wait()
    await allSettled(scope)
    expect(calls.starts).toBe(1)
    await allSettled(forwardedGameUrlReceived, { scope, params: { game_url: '/sandbox/game/fwd' } })
    expect(calls.shown).toEqual(['/sandbox/game/fwd'])
  })

  it('a start whose realtime never connects still calls the server after the wait', async () => {
    const { scope, calls, release } = setup({ listening: false, outcome: started })
    await member(scope)
    void allSettled(gameStartRequested, { scope, params: slot })
    await tick()
    expect(calls.starts).toBe(0)
    release.wait()
    await allSettled(scope)
    expect(calls.starts).toBe(1)
    expect(calls.shown).toEqual(['/sandbox/game/abc'])
  })

  it('an address pushed before the play answer is read still opens the game', async () => {
    const { scope, calls, finishStart } = setup()
    await member(scope)
    void allSettled(gameStartRequested, { scope, params: slot })
    await tick()
    void allSettled(forwardedGameUrlReceived, { scope, params: { game_url: '/sandbox/game/early' } })
    await tick()
    expect(session(scope).status).toBe('starting')
    finishStart({ kind: 'started', url: null, openMode: undefined })
    await allSettled(scope)
    expect(session(scope)).toMatchObject({ status: 'playing', url: '/sandbox/game/early' })
    expect(calls.shown).toEqual(['/sandbox/game/early'])
  })

  it('an address the play call answers wins over an earlier push', async () => {
    const { scope, calls, finishStart } = setup()
    await member(scope)
    void allSettled(gameStartRequested, { scope, params: slot })
    await tick()
    void allSettled(forwardedGameUrlReceived, { scope, params: { game_url: '/sandbox/game/early' } })
    await tick()
    finishStart(started)
    await allSettled(scope)
    expect(calls.shown).toEqual(['/sandbox/game/abc'])
  })
})
