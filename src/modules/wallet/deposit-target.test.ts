import { describe, expect, it } from 'vitest'
import { depositTarget } from './deposit-target'

describe('depositTarget', () => {
  it('opens the member centre for a member when the site does not bind fast payment', () => {
    expect(depositTarget({ agentBoundFastPayment: false, fastDepositCookie: false, loggedIn: true })).toEqual(
      {
        kind: 'memberCentre',
        window: 'user',
        path: '/user/Deposit',
      },
    )
  })

  it('asks a guest to log in first, then continues to the member centre deposit page', () => {
    expect(
      depositTarget({ agentBoundFastPayment: false, fastDepositCookie: false, loggedIn: false }),
    ).toMatchObject({
      kind: 'loginFirst',
      path: '/user/Deposit',
    })
  })

  it('opens fast payment for members and guests when the site binds deposits to it', () => {
    for (const loggedIn of [true, false]) {
      expect(
        depositTarget({ agentBoundFastPayment: true, fastDepositCookie: false, loggedIn }),
      ).toMatchObject({
        kind: 'fastPayment',
        window: 'fastPayment',
        path: '/fastPayment',
      })
    }
  })

  it('opens fast payment after /fastDeposit set its cookie, whatever the site flag', () => {
    expect(
      depositTarget({ agentBoundFastPayment: false, fastDepositCookie: true, loggedIn: true }).kind,
    ).toBe('fastPayment')
  })
})
