import { allSettled, createWatch } from 'effector'
import { describe, expect, it } from 'vitest'
import {
  $gameDialog,
  forceStopConfirmed,
  forwardGameStatusReceived,
  gameLeaveRequested,
  gameReturnedToLobby,
  gameStartRequested,
  protectedPageAllowed,
  protectedPageRequested,
} from './model'
import { gameWindowClosed } from './game-window'
import { demoModeOf, openModeFor, protectedPageOf } from './session-rules'
import { $demoPicker, demoPickerOpened } from './demo-picker-model'
import { member, other, session, setup, siteChanges, siteSays, slot, started, tick } from './session-test-kit'
import { $demoMode } from '@/modules/session'
import { ApiError } from '@/platform/api'

describe('game session state machine', () => {
  it('idle → starting → playing: opens the loading window first, then the game in it', async () => {
    const { scope, calls, finishStart } = setup()
    await member(scope)
    void allSettled(gameStartRequested, { scope, params: slot })
    expect(session(scope).status).toBe('starting')
    expect(calls.opened).toEqual(['window'])
    finishStart(started)
    await allSettled(scope)
    expect(session(scope)).toMatchObject({ status: 'playing', mode: 'window', url: '/sandbox/game/abc' })
    expect(calls.shown).toEqual(['/sandbox/game/abc'])
  })

  it('rejects a start while starting (pg.alert_starting)', async () => {
    const { scope } = setup()
    await member(scope)
    void allSettled(gameStartRequested, { scope, params: slot })
    void allSettled(gameStartRequested, { scope, params: other })
    await tick()
    expect(scope.getState($gameDialog)).toEqual({ kind: 'notice', id: 'pg.alert_starting' })
    expect(session(scope).game).toEqual(slot)
  })

  it('rejects the same game (pg.alert_duplicate); another game on desktop goes ahead', async () => {
    const { scope } = setup({ outcome: started })
    await member(scope)
    await allSettled(gameStartRequested, { scope, params: slot })
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(scope.getState($gameDialog)).toEqual({ kind: 'notice', id: 'pg.alert_duplicate' })
    await allSettled(gameStartRequested, { scope, params: other })
    expect(session(scope)).toMatchObject({ status: 'playing', game: other })
  })

  it('rejects another game on mobile (pg.err_is_playing) and forces window mode there', async () => {
    const { scope } = setup({ outcome: { kind: 'started', url: '/g', openMode: 'modal' }, device: 'mobile' })
    await member(scope)
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(session(scope).mode).toBe('window')
    await allSettled(gameStartRequested, { scope, params: other })
    expect(scope.getState($gameDialog)).toEqual({ kind: 'notice', id: 'pg.err_is_playing' })
  })

  it('a platform may force modal on desktop: the loading window closes', async () => {
    const { scope, calls } = setup({ outcome: { kind: 'started', url: '/g', openMode: 'modal' } })
    await member(scope)
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(session(scope).mode).toBe('modal')
    expect(calls.closed).toBe(1)
  })

  it('playing → quitting → idle on leave; rejects starts while quitting (pg.alert_quitting)', async () => {
    const { scope, calls, release } = setup({ outcome: started, leave: 'manual' })
    await member(scope)
    await allSettled(gameStartRequested, { scope, params: slot })
    void allSettled(gameLeaveRequested, { scope })
    await tick()
    expect(session(scope).status).toBe('quitting')
    expect(calls.left).toBe(1)
    void allSettled(gameStartRequested, { scope, params: other })
    await tick()
    expect(scope.getState($gameDialog)).toEqual({ kind: 'notice', id: 'pg.alert_quitting' })
    release.leave()
    await tick()
    expect(session(scope).status).toBe('idle')
    release.quit()
  })

  it('leaving ends in idle when leave1 answers, from the window poll or the lobby return', async () => {
    for (const leave of [gameLeaveRequested, gameWindowClosed, gameReturnedToLobby]) {
      const { scope } = setup({ outcome: started })
      await member(scope)
      await allSettled(gameStartRequested, { scope, params: slot })
      await allSettled(leave, { scope })
      expect(session(scope).status).toBe('idle')
    }
  })

  it('the quit flag clears after the 30 s timeout even when leave1 never answers', async () => {
    const { scope, release } = setup({ outcome: started, leave: 'manual' })
    await member(scope)
    await allSettled(gameStartRequested, { scope, params: slot })
    void allSettled(gameLeaveRequested, { scope })
    await tick()
    expect(session(scope).status).toBe('quitting')
    release.quit()
    await tick()
    expect(session(scope).status).toBe('idle')
    release.leave()
  })

  it('code 203 shows the maintenance dialog, closes the window and returns to idle', async () => {
    const interval = { start_at: '2026-01-01T00:00:00Z', end_at: null }
    const { scope, calls } = setup({ outcome: { kind: 'maintenance', interval } })
    await member(scope)
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(scope.getState($gameDialog)).toEqual({ kind: 'maintenance', interval })
    expect(session(scope).status).toBe('idle')
    expect(calls.closed).toBe(1)
  })

  it('other failures show pg.start_failed with the server message', async () => {
    const { scope } = setup({ outcome: new Error('Game not found') })
    await member(scope)
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(scope.getState($gameDialog)).toEqual({
      kind: 'notice',
      id: 'pg.start_failed',
      message: 'Game not found',
    })
    expect(session(scope).status).toBe('idle')
  })

  it('guests need login for real games but may play demo games', async () => {
    const { scope } = setup({ outcome: started })
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(session(scope).status).toBe('idle')
    expect(scope.getState($gameDialog)).toBeNull()
    await allSettled(gameStartRequested, { scope, params: { ...slot, demo: true } })
    expect(session(scope).status).toBe('playing')
  })

  it('demo mode blocks non-demo play; a site with game start closed (r88) rejects every start', async () => {
    const { scope } = setup({ outcome: started })
    await member(scope)
    await siteSays(scope, { demo_mode: true })
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(scope.getState($gameDialog)).toEqual({ kind: 'notice', id: 'pg.demo_only' })
    await siteSays(scope, { demo_mode: true, game_closed: true })
    await allSettled(gameStartRequested, { scope, params: { ...slot, demo: true } })
    expect(scope.getState($gameDialog)).toEqual({ kind: 'notice', id: 'r88close_msg' })
  })

  it('a start the server refuses for demo mode (108) shows the demo notice and reads the site again', async () => {
    const { scope } = setup({
      outcome: new ApiError('server', 108, 'Only demo games can be played in demo mode.'),
    })
    await member(scope)
    siteChanges({ demo_mode: true })
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(scope.getState($gameDialog)).toEqual({ kind: 'notice', id: 'pg.demo_only' })
    expect(scope.getState($demoMode)).toBe(true)
    expect(session(scope).status).toBe('idle')
  })

  it('demo mode follows the site flag unless the build forces it (VITE_DEMO_MODE)', () => {
    expect(demoModeOf(true, undefined)).toBe(true)
    expect(demoModeOf(false, undefined)).toBe(false)
    expect(demoModeOf(false, true)).toBe(true)
    expect(demoModeOf(true, false)).toBe(false)
  })

  it('forward-game status 957 shows the transfer-disabled notice; 203 the maintenance dialog', async () => {
    const { scope } = setup()
    await allSettled(forwardGameStatusReceived, { scope, params: { code: 957 } })
    expect(scope.getState($gameDialog)).toEqual({ kind: 'transfer_disabled' })
    await allSettled(forwardGameStatusReceived, { scope, params: { code: 203 } })
    expect(scope.getState($gameDialog)).toMatchObject({ kind: 'maintenance' })
  })

  it('the force-stop warning confirms before a protected page while a game runs', async () => {
    const { scope, calls } = setup({ outcome: started })
    await member(scope)
    await allSettled(gameStartRequested, { scope, params: slot })
    await allSettled(protectedPageRequested, { scope, params: { window: 'user', path: '/user/MyWallet' } })
    expect(scope.getState($gameDialog)).toEqual({
      kind: 'force_stop',
      target: { window: 'user', path: '/user/MyWallet' },
    })
    await allSettled(forceStopConfirmed, { scope })
    expect(calls.left).toBe(1)
    expect(session(scope).status).toBe('idle')
    expect(scope.getState($gameDialog)).toBeNull()
  })
})

describe('protected pages and the demo picker', () => {
  it('opens a protected page at once when no game runs', async () => {
    const { scope } = setup()
    const allowed: unknown[] = []
    createWatch({ unit: protectedPageAllowed, scope, fn: (page) => void allowed.push(page) })
    await allSettled(protectedPageRequested, {
      scope,
      params: { window: 'proxy', path: '/proxy?page=Register' },
    })
    expect(allowed).toEqual([{ window: 'proxy', path: '/proxy?page=Register' }])
    expect(scope.getState($gameDialog)).toBeNull()
  })

  it('knows the protected pages by path, with or without a locale prefix', () => {
    expect(protectedPageOf('/user/Info')).toBe('user')
    expect(protectedPageOf('/vi/proxy')).toBe('proxy')
    expect(protectedPageOf('/fastPayment?agent_id=3')).toBe('fastPayment')
    expect(protectedPageOf('/gameHall/3')).toBeNull()
    expect(protectedPageOf('/discount/user')).toBeNull()
  })

  it('the picker opens on a game type and closes when a demo starts', async () => {
    const { scope } = setup({ outcome: started })
    await allSettled(demoPickerOpened, { scope, params: { gtId: 2 } })
    expect(scope.getState($demoPicker)).toEqual({ gtId: 2 })
    await allSettled(gameStartRequested, { scope, params: { ...slot, demo: true } })
    expect(scope.getState($demoPicker)).toBeNull()
    expect(session(scope).status).toBe('playing')
  })

  it('demo mode refuses a real game, and "try demo games" closes the notice for the picker', async () => {
    const { scope } = setup({ outcome: started })
    await member(scope)
    await siteSays(scope, { demo_mode: true })
    await allSettled(gameStartRequested, { scope, params: slot })
    expect(scope.getState($gameDialog)).toEqual({ kind: 'notice', id: 'pg.demo_only' })
    await allSettled(demoPickerOpened, { scope, params: {} })
    expect(scope.getState($gameDialog)).toBeNull()
    expect(scope.getState($demoPicker)).toEqual({ gtId: null })
  })
})

describe('opening modes (spec §4)', () => {
  const desktop = { deviceType: 'desktop' as const, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126' }
  it('desktop opens a window unless the platform forces a mode', () => {
    expect(openModeFor(desktop)).toBe('window')
    expect(openModeFor(desktop, 'modal')).toBe('modal')
  })
  it('mobile and app force window; a messenger in-app browser forces redirect', () => {
    expect(openModeFor({ deviceType: 'mobile', userAgent: 'Android Mobile' }, 'modal')).toBe('window')
    expect(openModeFor({ deviceType: 'app', userAgent: 'LotusApp' }, 'page')).toBe('window')
    expect(openModeFor({ deviceType: 'mobile', userAgent: 'iPhone Mobile [FBAN/FBIOS]' })).toBe('redirect')
  })
})
