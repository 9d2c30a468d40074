import { describe, expect, it } from 'vitest'
import { createBridge, type BridgeWindow } from './bridge'

function iosWindow(names: string[]) {
  const posted: { name: string; message: unknown }[] = []
  const messageHandlers = Object.fromEntries(
    names.map((name) => [name, { postMessage: (message: unknown) => posted.push({ name, message }) }]),
  )
  const win: BridgeWindow = { webkit: { messageHandlers } }
  return { win, posted }
}

describe('native-wrapper bridge (spec §4)', () => {
  it('is inert without a wrapper', () => {
    const bridge = createBridge({})
    expect(bridge.platform()).toBe('none')
    expect(bridge.send({ type: 'logout' })).toBe(false)
    expect(createBridge(undefined).send({ type: 'cleanAccPW' })).toBe(false)
  })

  it('posts each message to the iOS handler of the same name', () => {
    const { win, posted } = iosWindow([
      'status',
      'callTouchID',
      'cleanAccPW',
      'openGame',
      'logout',
      'tokenLogin',
    ])
    const bridge = createBridge(win)
    expect(bridge.platform()).toBe('ios')
    bridge.send({ type: 'status', payload: { logged_in: true, member_account: 'demo888', currency: 'VND' } })
    bridge.send({ type: 'callTouchID', payload: { account: 'demo888' } })
    bridge.send({ type: 'cleanAccPW' })
    bridge.send({ type: 'openGame', payload: { url: 'https://games.example/play?x=1', gp_id: 2 } })
    bridge.send({ type: 'logout' })
    bridge.send({ type: 'tokenLogin', payload: { token: 't', member_id: '7' } })
    expect(posted).toEqual([
      { name: 'status', message: { logged_in: true, member_account: 'demo888', currency: 'VND' } },
      { name: 'callTouchID', message: { account: 'demo888' } },
      { name: 'cleanAccPW', message: {} },
      { name: 'openGame', message: { url: 'https://games.example/play?x=1', gp_id: 2 } },
      { name: 'logout', message: {} },
      { name: 'tokenLogin', message: { token: 't', member_id: '7' } },
    ])
  })

  it('falls back to a generic iOS handler with the type inside', () => {
    const { win, posted } = iosWindow(['lotus'])
    createBridge(win).send({ type: 'logout' })
    expect(posted).toEqual([{ name: 'lotus', message: { type: 'logout', payload: {} } }])
  })

  it('calls the Android JavaScript interface with JSON', () => {
    const calls: string[] = []
    const win: BridgeWindow = { Android: { callTouchID: (json: string) => calls.push(json) } }
    const bridge = createBridge(win)
    expect(bridge.platform()).toBe('android')
    expect(bridge.send({ type: 'callTouchID', payload: { account: 'a' } })).toBe(true)
    expect(calls).toEqual(['{"account":"a"}'])
    expect(bridge.send({ type: 'logout' })).toBe(false)
  })

  it('receives valid native messages and ignores the rest', () => {
    const win: BridgeWindow = {}
    const got: unknown[] = []
    createBridge(win).listen((m) => got.push(m))
    win.lotusBridge?.receive('{"type":"touchIDResult","payload":{"account":"a","password":"p"}}')
    win.lotusBridge?.receive({ type: 'nonsense' })
    win.lotusBridge?.receive('not json')
    expect(got).toEqual([{ type: 'touchIDResult', payload: { account: 'a', password: 'p' } }])
  })

  it('remembers what the wrapper says about itself, even before anything listens', () => {
    const win: BridgeWindow = {}
    const bridge = createBridge(win)
    expect(bridge.appInfo()).toBeNull()
    win.lotusBridge?.receive({ type: 'appInfo', payload: { udid: '' } })
    expect(bridge.appInfo()).toBeNull()
    win.lotusBridge?.receive(
      '{"type":"appInfo","payload":{"udid":"lotus-app-0001","touch_id":true,"account":"device01"}}',
    )
    expect(bridge.appInfo()).toEqual({ udid: 'lotus-app-0001', touch_id: true, account: 'device01' })
  })

  it('never throws when the wrapper does', () => {
    const win: BridgeWindow = {
      webkit: {
        messageHandlers: {
          logout: {
            postMessage: () => {
              throw new Error('boom')
            },
          },
        },
      },
    }
    expect(createBridge(win).send({ type: 'logout' })).toBe(false)
  })
})
