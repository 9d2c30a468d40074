/**
 * Engagement story: letters, pop-up discounts, promotions and red envelopes follow the session,
 * realtime events refresh them, and a collected red envelope refreshes the member's cash and wallet.
 */
import { createEffect, restore, sample } from 'effector'
import { loginModalRequested, loginSucceeded } from '@/modules/auth'
import {
  $currency,
  $deviceType,
  $isLoggedIn,
  $locale,
  $memberId,
  $visitorCountryKnown,
} from '@/modules/session'
import { contentQueries } from '@/modules/content'
import { queryFx } from '@/platform/query'
import { lettersChanged } from '@/modules/letters'
import {
  bulletinsChanged,
  discountLoginRequested,
  displayDeviceOf,
  displayLocationOf,
  isDepositPage,
  popupPlaceKnown,
  redEnvelopeAnnounced,
  redEnvelopeResultClosed,
} from '@/modules/promotions'
import {
  carouselPicturesChanged,
  letterDeleted,
  letterRead,
  letterSent,
  realtimeListening,
  redEnvelopeDisplayChanged,
  templateAdsChanged,
  templateLoginChanged,
  templateSponsorsChanged,
} from '@/modules/realtime'
import { walletChanged } from '@/modules/wallet'
import { firstPageResolved } from '../model'

/* ---------------------------------------------------------------- the landing page */

// The pop-up discount of the landing page loads with the page, ahead of its dialog's code: from the
// first page's resolution (a hydrated page's first commit), not from `appStarted`, which waits until the
// browser is idle and the boot's requests have answered. Nothing hydrated reads these bulletins.
const readLandingPageFx = createEffect(() =>
  isDepositPage(
    window.location.pathname,
    new URLSearchParams(window.location.search).get('page') ?? undefined,
  ),
)
sample({ clock: firstPageResolved, target: readLandingPageFx })
const $landedOnDepositPage = restore(readLandingPageFx.doneData, null)
// Asked for as the dialog will ask: in the currency a guest is shown, once the country has decided it.
sample({
  clock: [readLandingPageFx.doneData, $visitorCountryKnown.updates],
  source: {
    onDepositPage: $landedOnDepositPage,
    deviceType: $deviceType,
    locale: $locale,
    currency: $currency,
    countryKnown: $visitorCountryKnown,
    memberId: $memberId,
  },
  filter: ({ onDepositPage, countryKnown, memberId }) =>
    onDepositPage !== null && (countryKnown || memberId !== null),
  fn: ({ onDepositPage, deviceType, locale, currency }) => ({
    where: {
      display_device: displayDeviceOf(deviceType),
      display_location: displayLocationOf(onDepositPage === true),
      currency,
    },
    locale,
  }),
  target: popupPlaceKnown,
})

// Spec §4: after a login, letters and pop-up discounts load (again).
sample({ clock: loginSucceeded, target: [lettersChanged, bulletinsChanged] })

/* ---------------------------------------------------------------- realtime */

sample({ clock: [letterSent, letterRead, letterDeleted], target: lettersChanged })
// Listening (again): letters and a red envelope's announcement may have arrived unheard.
sample({ clock: realtimeListening, filter: $isLoggedIn, target: [lettersChanged, redEnvelopeAnnounced] })
sample({ clock: redEnvelopeDisplayChanged, target: redEnvelopeAnnounced })

const refreshCarouselFx = queryFx((client) =>
  client.invalidateQueries({ queryKey: [...contentQueries.all(), 'carousel'] }),
)
sample({ clock: carouselPicturesChanged, target: refreshCarouselFx })

// Template lists (already filtered to the page's language) refresh that language's copy: model_sponsor.url
// the sponsors, model_settings.url the template ads, model_login.url the login welcome.
const refreshTemplateListFx = queryFx(
  (client, { list, language }: { list: 'sponsors' | 'model-ads' | 'model-login'; language: string }) =>
    client.invalidateQueries({ queryKey: [...contentQueries.all(), list, language] }),
)
for (const [clock, list] of [
  [templateSponsorsChanged, 'sponsors'],
  [templateAdsChanged, 'model-ads'],
  [templateLoginChanged, 'model-login'],
] as const) {
  sample({
    clock,
    fn: ({ language }) => ({ list, language }),
    target: refreshTemplateListFx,
  })
}

/* ---------------------------------------------------------------- promotions */

// A guest pressed "apply": the login modal opens.
sample({ clock: discountLoginRequested, fn: () => ({ tab: 'login' as const }), target: loginModalRequested })

// Spec §4: closing the red envelope result refreshes cash and wallet (money moved).
sample({ clock: redEnvelopeResultClosed, target: walletChanged })
