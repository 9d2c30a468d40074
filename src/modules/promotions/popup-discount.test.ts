import { describe, expect, it } from 'vitest'
import {
  displayLocationOf,
  isDepositPage,
  latestUpdate,
  popupCloseActions,
  shouldShowPopupDiscount,
  type PopupBulletin,
  type PopupContext,
} from './popup-discount'

const T0 = Date.parse('2025-03-01T10:00:00Z')
const item = (updated: number, frequency: 0 | 1 = 1): PopupBulletin => ({
  updated_at: new Date(updated).toISOString(),
  display_frequency: frequency,
})
const base: PopupContext = {
  loggedIn: false,
  onDepositPage: false,
  items: [item(T0)],
  closedAt: null,
  modalFlag: false,
}
const show = (over: Partial<PopupContext>) => shouldShowPopupDiscount({ ...base, ...over })

describe('pop-up discount: logged out', () => {
  it('shows a non-empty list that was never closed', () => expect(show({})).toBe(true))
  it('stays hidden for an empty list', () => expect(show({ items: [] })).toBe(false))
  it('stays hidden after a close this session', () => expect(show({ closedAt: T0 + 1000 })).toBe(false))
  it('shows again when a bulletin was updated after the close', () =>
    expect(show({ closedAt: T0 + 1000, items: [item(T0), item(T0 + 2000)] })).toBe(true))
  it('an update at the very moment of the close does not reopen it', () =>
    expect(show({ closedAt: T0 })).toBe(false))
  it('the modal query flag suppresses it', () => expect(show({ modalFlag: true })).toBe(false))
  it('the modal flag wins over an update since the close', () =>
    expect(show({ modalFlag: true, closedAt: T0 - 1000 })).toBe(false))
})

describe('pop-up discount: logged in, not the deposit page', () => {
  it('shows when not closed', () => expect(show({ loggedIn: true })).toBe(true))
  it('stays hidden once closed, even when bulletins were updated since', () =>
    expect(show({ loggedIn: true, closedAt: T0 - 1000, items: [item(T0)] })).toBe(false))
  it('stays hidden for an empty list', () => expect(show({ loggedIn: true, items: [] })).toBe(false))
})

describe('pop-up discount: the deposit page', () => {
  it('shows whenever items exist, closed or not, logged in or not, with or without the modal flag', () => {
    for (const loggedIn of [true, false]) {
      for (const closedAt of [null, T0 + 5000]) {
        for (const modalFlag of [true, false]) {
          expect(show({ onDepositPage: true, loggedIn, closedAt, modalFlag })).toBe(true)
        }
      }
    }
  })
  it('stays hidden without items', () => expect(show({ onDepositPage: true, items: [] })).toBe(false))
})

describe('pop-up discount: closing', () => {
  it('records the close time outside the deposit page only', () => {
    expect(
      popupCloseActions({ loggedIn: false, onDepositPage: false, items: [item(T0)] }).recordCloseTime,
    ).toBe(true)
    expect(
      popupCloseActions({ loggedIn: true, onDepositPage: true, items: [item(T0)] }).recordCloseTime,
    ).toBe(false)
  })
  it('hides on the server for a logged-in member when a bulletin has display_frequency 0', () => {
    expect(
      popupCloseActions({ loggedIn: true, onDepositPage: false, items: [item(T0, 1), item(T0, 0)] })
        .hideOnServer,
    ).toBe(true)
    expect(
      popupCloseActions({ loggedIn: true, onDepositPage: true, items: [item(T0, 0)] }).hideOnServer,
    ).toBe(true)
  })
  it('never hides for guests or for display_frequency 1 only', () => {
    expect(
      popupCloseActions({ loggedIn: false, onDepositPage: false, items: [item(T0, 0)] }).hideOnServer,
    ).toBe(false)
    expect(
      popupCloseActions({ loggedIn: true, onDepositPage: false, items: [item(T0, 1)] }).hideOnServer,
    ).toBe(false)
  })
})

describe('pop-up discount: location and helpers', () => {
  it('uses display location 3 on the deposit page, else 2', () => {
    expect(displayLocationOf(true)).toBe(3)
    expect(displayLocationOf(false)).toBe(2)
  })
  it('recognises the deposit page by a path containing user/Deposit or /user?page=Deposit', () => {
    expect(isDepositPage('/user/Deposit')).toBe(true)
    expect(isDepositPage('/vi/user/Deposit')).toBe(true)
    expect(isDepositPage('/user', 'Deposit')).toBe(true)
    expect(isDepositPage('/user', 'Info')).toBe(false)
    expect(isDepositPage('/Deposit')).toBe(false)
    expect(isDepositPage('/discount')).toBe(false)
  })
  it('finds the latest update and ignores unreadable dates', () => {
    expect(latestUpdate([item(T0), item(T0 + 10), { updated_at: 'nope', display_frequency: 1 }])).toBe(
      T0 + 10,
    )
    expect(latestUpdate([])).toBe(0)
  })
})
