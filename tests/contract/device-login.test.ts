/**
 * Spec §3 login device info: the app wrapper sends its udid with the device code 3 and the system it
 * runs on; a device-bound account (device01, bound to lotus-app-0001) logs in only that way.
 */
import { beforeAll, describe, expect } from 'vitest'
import { call, type CallResult } from './support/client.ts'
import { expectBusinessError, expectProtocolError, expectSuccess, opTest } from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

let ipCounter = 0
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`

function text(data: unknown, name: string): string {
  return data && typeof data === 'object' ? String(new Map(Object.entries(data)).get(name)) : ''
}

async function login(account: string, device: Record<string, unknown>): Promise<CallResult> {
  const issued = await call('getCaptcha', {
    body: { type: 1, site_id: 1 },
    headers: { 'x-forwarded-for': freshIp() },
  })
  expectSuccess(issued)
  const token = text(issued.data, 'token')
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  expectSuccess(peek)
  return call('login', {
    body: {
      account,
      password: 'lotus123',
      site_id: 1,
      answer: text(peek.data, 'answer'),
      captcha_token: token,
      ...device,
    },
    headers: { 'x-forwarded-for': freshIp() },
  })
}

const APP = {
  device: 3,
  login_type: 1,
  udid: 'lotus-app-0001',
  system_group: 'ios',
  system: 'iOS',
  system_version: '17.2.1',
  cdn: 'static.lotus.test',
  browser: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1) LotusApp/3.1',
  host: 'lotus.test',
}

describe('device-bound login (spec §3)', requires('peekSandboxCaptcha'), () => {
  // The sandbox starts (and seeds) once, before the first login is timed.
  beforeAll(async () => {
    await getTarget()
  }, 120_000)
  opTest('login', 'the wrapper on the bound device logs in with every device field', async () => {
    const result = await login('device01', APP)
    expectSuccess(result)
    expect(text(result.data, 'member_account')).toBe('device01')
  })
  opTest('login', 'the bound udid from a mobile browser is not the app: 107', async () =>
    expectBusinessError(await login('device01', { ...APP, device: 2 }), 107),
  )
  opTest('login', 'the bound udid without a device code is not the app: 107', async () => {
    const { device: _device, ...withoutDevice } = APP
    expectBusinessError(await login('device01', withoutDevice), 107)
  })
  opTest('login', 'the app on another device, or with no udid: 107', async () => {
    expectBusinessError(await login('device01', { ...APP, udid: 'lotus-app-0002' }), 107)
    const { udid: _udid, ...withoutUdid } = APP
    expectBusinessError(await login('device01', withoutUdid), 107)
  })
  opTest('login', 'an account bound to no device logs in from a browser with the same fields', async () =>
    expectSuccess(
      await login('demo888', {
        ...APP,
        device: 1,
        udid: undefined,
        system_group: 'windows',
        system: 'Windows',
        system_version: '10.0',
      }),
    ),
  )
  opTest(
    'login',
    'device fields longer than §7 allows are refused before the password is checked: 400',
    async () => expectProtocolError(await login('device01', { ...APP, system_version: 'x'.repeat(65) }), 400),
  )
})
