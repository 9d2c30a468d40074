import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { $popupDiscountPaused, popupDiscountOnScreen, PopupDiscountGate } from '@/modules/promotions'
import { $viewportWidth, playerBusyChanged, playerDialogChanged } from '@/platform/device'
import { $consent, consentChosen } from '@/platform/tracking'
import {
  $appPromptShown,
  $consentBannerShown,
  $firstOverlayShown,
  $overlayInTurn,
  OVERLAY_ORDER,
  overlayInTurn,
  overlayQueue,
  type OverlayAsks,
} from './overlays'
import './flows/overlays'

const idle: OverlayAsks = { protection: 'idle', popupDiscount: 'idle', consent: 'idle', appPrompt: 'idle' }
const phone = overlayQueue(false)

describe('whose turn it is', () => {
  it('goes down the order: protection notice, pop-up discount, cookie question, app bar', () => {
    expect(OVERLAY_ORDER).toEqual(['protection', 'popupDiscount', 'consent', 'appPrompt'])
    const all: OverlayAsks = {
      protection: 'asking',
      popupDiscount: 'asking',
      consent: 'asking',
      appPrompt: 'asking',
    }
    expect(overlayInTurn(all, phone, null)).toBe('protection')
    expect(overlayInTurn({ ...all, protection: 'idle' }, phone, null)).toBe('popupDiscount')
    expect(overlayInTurn({ ...all, protection: 'idle', popupDiscount: 'idle' }, phone, null)).toBe('consent')
    expect(overlayInTurn({ ...idle, appPrompt: 'asking' }, phone, null)).toBe('appPrompt')
    expect(overlayInTurn(idle, phone, 'consent')).toBeNull()
  })

  it('shows nothing new while one ahead is still deciding', () => {
    const loading: OverlayAsks = {
      ...idle,
      popupDiscount: 'deciding',
      consent: 'asking',
      appPrompt: 'asking',
    }
    expect(overlayInTurn(loading, phone, null)).toBeNull()
  })

  it('lets the shown overlay keep the screen while one ahead decides again, until that one asks', () => {
    const reloading: OverlayAsks = {
      ...idle,
      popupDiscount: 'deciding',
      consent: 'asking',
      appPrompt: 'asking',
    }
    expect(overlayInTurn(reloading, phone, 'consent')).toBe('consent')
    expect(overlayInTurn({ ...reloading, popupDiscount: 'asking' }, phone, 'consent')).toBe('popupDiscount')
    // A protection notice arriving takes the screen from whatever has it.
    expect(overlayInTurn({ ...reloading, protection: 'asking' }, phone, 'consent')).toBe('protection')
    // One that no longer asks keeps nothing.
    expect(overlayInTurn({ ...reloading, consent: 'idle' }, phone, 'consent')).toBeNull()
  })

  it('leaves the cookie card out of the desktop queue', () => {
    expect(overlayQueue(true)).toEqual(['protection', 'popupDiscount', 'appPrompt'])
  })
})

describe('the overlay queue of a fresh guest', () => {
  const guest = (width: number) =>
    fork({
      values: [
        [$viewportWidth, width],
        [$consent, null],
      ],
    })

  it('on a phone: the pop-up discount, then the cookie question, then the app bar, one at a time', async () => {
    const scope = guest(412)
    // Before the pop-up discount knows its bulletins, nothing shows.
    expect(scope.getState($consentBannerShown)).toBe(false)
    expect(scope.getState($appPromptShown)).toBe(false)

    await allSettled(PopupDiscountGate.open, { scope, params: null })
    expect(scope.getState($overlayInTurn)).toBeNull()
    await allSettled(PopupDiscountGate.open, { scope, params: true })
    expect(scope.getState($overlayInTurn)).toBe('popupDiscount')
    expect(scope.getState($popupDiscountPaused)).toBe(false)
    expect(scope.getState($consentBannerShown)).toBe(false)

    // Closed: the cookie question is next, and the pop-up discount waits if it asks again.
    await allSettled(PopupDiscountGate.open, { scope, params: false })
    expect(scope.getState($consentBannerShown)).toBe(true)
    expect(scope.getState($appPromptShown)).toBe(false)
    expect(scope.getState($popupDiscountPaused)).toBe(true)

    await allSettled(consentChosen, { scope, params: 'denied' })
    expect(scope.getState($consentBannerShown)).toBe(false)
    expect(scope.getState($appPromptShown)).toBe(true)
  })

  it('counts the first view’s overlay as shown once decided, and the pop-up discount once drawn', async () => {
    const scope = guest(1350)
    await allSettled(PopupDiscountGate.open, { scope, params: null })
    expect(scope.getState($firstOverlayShown)).toBe(false)
    await allSettled(PopupDiscountGate.open, { scope, params: true })
    expect(scope.getState($overlayInTurn)).toBe('popupDiscount')
    expect(scope.getState($firstOverlayShown)).toBe(false)
    await allSettled(popupDiscountOnScreen, { scope })
    expect(scope.getState($firstOverlayShown)).toBe(true)

    // Paused for the player's own request (a login), it holds nothing back.
    const login = guest(1350)
    await allSettled(PopupDiscountGate.open, { scope: login, params: true })
    await allSettled(playerDialogChanged, { scope: login, params: true })
    expect(login.getState($firstOverlayShown)).toBe(true)

    // Nothing to show: decided is shown.
    const empty = guest(1350)
    await allSettled(PopupDiscountGate.open, { scope: empty, params: false })
    expect(empty.getState($firstOverlayShown)).toBe(true)
  })

  it('on a phone: bulletins reloading (a login) do not hide the cookie question until they ask', async () => {
    const scope = guest(412)
    await allSettled(PopupDiscountGate.open, { scope, params: false })
    expect(scope.getState($consentBannerShown)).toBe(true)
    await allSettled(PopupDiscountGate.open, { scope, params: null })
    expect(scope.getState($consentBannerShown)).toBe(true)
    await allSettled(PopupDiscountGate.open, { scope, params: true })
    expect(scope.getState($consentBannerShown)).toBe(false)
    expect(scope.getState($overlayInTurn)).toBe('popupDiscount')
  })

  it('on a desktop: the cookie card shows beside the pop-up discount', async () => {
    const scope = guest(1280)
    expect(scope.getState($consentBannerShown)).toBe(true)
    await allSettled(PopupDiscountGate.open, { scope, params: true })
    expect(scope.getState($overlayInTurn)).toBe('popupDiscount')
    expect(scope.getState($consentBannerShown)).toBe(true)
  })

  it('the pop-up discount does not open while the player types or presses, and stays open for input in it', async () => {
    const scope = guest(1280)
    await allSettled(playerBusyChanged, { scope, params: true })
    await allSettled(PopupDiscountGate.open, { scope, params: true })
    expect(scope.getState($overlayInTurn)).toBe('popupDiscount')
    expect(scope.getState($popupDiscountPaused)).toBe(true)

    await allSettled(playerBusyChanged, { scope, params: false })
    expect(scope.getState($popupDiscountPaused)).toBe(false)
    // Keys and presses inside the open pop-up keep it open.
    await allSettled(playerBusyChanged, { scope, params: true })
    expect(scope.getState($popupDiscountPaused)).toBe(false)
  })

  it('the pop-up discount waits while a dialog the player opened shows, even one opened as it was about to open', async () => {
    const scope = guest(1280)
    await allSettled(PopupDiscountGate.open, { scope, params: true })
    expect(scope.getState($popupDiscountPaused)).toBe(false)
    // The player's press opened the daily sign-in before the pop-up was drawn: the pop-up gives way.
    await allSettled(playerDialogChanged, { scope, params: true })
    expect(scope.getState($popupDiscountPaused)).toBe(true)
    await allSettled(playerDialogChanged, { scope, params: false })
    expect(scope.getState($popupDiscountPaused)).toBe(false)
  })
})
