import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useGate, useUnit } from 'effector-react'
import { useDeferredValue, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Modal,
  QueryBoundary,
  SafeHtml,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TabsPreview,
  useFocusChosenTab,
} from '@/ui'
import type { Bulletin, BulletinWhere } from '../api'
import {
  $landedWithModalFlag,
  $popupDiscountPaused,
  $popupClosedAt,
  $popupHistoryOpen,
  popupDiscountClosed,
  popupHistoryClosed,
  popupHistoryOpened,
  popupDiscountOnScreen,
  PopupDiscountGate,
} from '../model'
import { $currency, $memberId, $visitorCountryKnown } from '@/modules/session'
import { displayLocationOf, isDepositPage, shouldShowPopupDiscount } from '../popup-discount'
import { promotionsQueries } from '../queries'
import { useImagesReady } from './images-ready'
import { useDisplayDevice } from './shared'
import { formatDate, useLocale } from '@/platform/i18n'

/** A query flag is on when present, unless it reads `false` or `0`. */
function flagOn(value: string | null): boolean {
  return value !== null && value !== 'false' && value !== '0'
}

/** Where the player is, for the rules of spec §4 (read from the raw URL: route schemas may drop unknown keys). */
function usePopupPlace() {
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
    structuralSharing: true,
  })
  const params = new URLSearchParams(searchStr)
  const onDepositPage = isDepositPage(pathname, params.get('page') ?? undefined)
  return { pathname, onDepositPage, modalFlag: flagOn(params.get('modal')) }
}

/**
 * The pop-up discount of spec §2/§4: bulletins of display location 2 (3 on the deposit page) for this
 * device, from the guest or the member endpoint, shown by the §4 rules.
 */
export function PopupDiscount() {
  const memberId = useUnit($memberId)
  const closedAt = useUnit($popupClosedAt)
  const closed = useUnit(popupDiscountClosed)
  const locale = useLocale()
  const device = useDisplayDevice()
  const currency = useUnit($currency)
  const landedWithFlag = useUnit($landedWithModalFlag)
  const paused = useUnit($popupDiscountPaused)
  const place = usePopupPlace()
  const { pathname, onDepositPage } = place
  const modalFlag = place.modalFlag || landedWithFlag
  const where: BulletinWhere = {
    display_device: device,
    display_location: displayLocationOf(onDepositPage),
    currency,
  }
  // A guest's bulletins are asked for in the currency the guest is shown, once the country has decided it.
  const currencyDecided = useUnit($visitorCountryKnown) || memberId !== null
  const query = useQuery({
    ...promotionsQueries.popup(memberId, where, locale),
    enabled: currencyDecided,
    meta: { silent: true },
  })
  // On the deposit page closing records nothing; it stays closed until the player leaves the page.
  const [dismissedOn, setDismissedOn] = useState<string | null>(null)
  const items = query.data ?? []
  const loggedIn = memberId !== null
  // Opens whole: a picture arriving after the dialog would push its text and buttons around.
  const picturesReady = useImagesReady(items.map((item) => item.display_content))
  const shows =
    dismissedOn !== pathname &&
    shouldShowPopupDiscount({ loggedIn, onDepositPage, items, closedAt, modalFlag })
  // Whether it wants the screen, told to the overlay queue before its turn comes (`paused` until then).
  const wanted = query.isPending || (shows && !picturesReady) ? null : shows
  useGate(PopupDiscountGate, wanted)
  const opens = wanted === true && !paused
  // It opens in a background render, which React cuts into short slices, so drawing the dialog does
  // not hold a phone's main thread in one long task; it closes at once.
  const isOpen = useDeferredValue(opens) && opens
  useOnScreen(isOpen)

  const close = () => {
    setDismissedOn(pathname)
    closed({ loggedIn, onDepositPage, items, where, at: Date.now() })
  }
  return (
    <Modal
      unprompted
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      size="md"
    >
      <PopupDiscountDialog items={items} onClose={close} />
    </Modal>
  )
}

/** Tells the app once the open dialog's first frame has been drawn (two frames after its commit). */
function useOnScreen(isOpen: boolean) {
  const onScreen = useUnit(popupDiscountOnScreen)
  useEffect(() => {
    if (!isOpen) return
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => onScreen())
    })
    return () => cancelAnimationFrame(frame)
  }, [isOpen, onScreen])
}

function PopupDiscountDialog({ items, onClose }: { items: readonly Bulletin[]; onClose: () => void }) {
  const { t } = useLingui()
  const openHistory = useUnit(popupHistoryOpened)
  return (
    <Dialog
      title={t({ id: 'popup_discount.title', message: 'Announcements' })}
      footer={
        <>
          <Button
            variant="ghost"
            onPress={() => {
              onClose()
              openHistory()
            }}
          >
            <Trans id="popup_discount.history">Past announcements</Trans>
          </Button>
          <Button variant="primary" onPress={onClose}>
            <Trans id="popup_discount.close">Close</Trans>
          </Button>
        </>
      }
    >
      <BulletinList items={items} label={t({ id: 'popup_discount.tabs', message: 'Announcements' })} />
    </Dialog>
  )
}

/** One bulletin, or tabs when there are several. */
function BulletinList({ items, label }: { items: readonly Bulletin[]; label: string }) {
  // The dialog opens with the tabs as plain markup (see `TabsPreview`); the live tabs take their place
  // at the player's first press or key on them, with the tab they chose.
  const [chosen, setChosen] = useState<number | null>(null)
  const around = useFocusChosenTab(chosen !== null)
  const first = items[0]
  if (!first) return null
  if (items.length === 1) {
    return (
      <article>
        <h3 className={bulletinTitle}>{first.title}</h3>
        <SafeHtml html={first.display_content} tone="compact" />
      </article>
    )
  }
  if (chosen === null) {
    return (
      <TabsPreview variant="pill" label={label} labels={items.map((item) => item.title)} onChosen={setChosen}>
        <SafeHtml html={first.display_content} tone="compact" />
      </TabsPreview>
    )
  }
  return (
    <div ref={around}>
      <Tabs variant="pill" defaultSelectedKey={String(items[chosen]?.id ?? first.id)}>
        <TabList aria-label={label}>
          {items.map((item) => (
            <Tab key={item.id} id={String(item.id)}>
              {item.title}
            </Tab>
          ))}
        </TabList>
        {items.map((item) => (
          <TabPanel key={item.id} id={String(item.id)}>
            <SafeHtml html={item.display_content} tone="compact" />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}

/** The history pop-up discount: bulletins of the last 90 days, newest first. */
export function PopupHistoryDialog() {
  const { t } = useLingui()
  const [isOpen, close] = useUnit([$popupHistoryOpen, popupHistoryClosed])
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      size="fullscreen"
    >
      <Dialog title={t({ id: 'popup_discount.history_title', message: 'Past announcements' })}>
        <BulletinHistory />
      </Dialog>
    </Modal>
  )
}

/** Past bulletins as a list. */
export function BulletinHistory() {
  return (
    <QueryBoundary
      fallback={
        <div className={css({ display: 'grid', gap: '3' })} aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={96} />
          ))}
        </div>
      }
      failed={({ error, retry }) => (
        <ErrorState
          title={<Trans id="popup_discount.history_error">Past announcements could not be loaded</Trans>}
          message={error.message}
          onRetry={retry}
        />
      )}
    >
      <BulletinHistoryList />
    </QueryBoundary>
  )
}

function BulletinHistoryList() {
  const memberId = useUnit($memberId)
  const locale = useLocale()
  const device = useDisplayDevice()
  const currency = useUnit($currency)
  const { onDepositPage } = usePopupPlace()
  const where: BulletinWhere = {
    display_device: device,
    display_location: displayLocationOf(onDepositPage),
    currency,
  }
  const { data: bulletins } = useSuspenseQuery({
    ...promotionsQueries.history(memberId, where, locale),
    meta: { silent: true },
  })
  if (bulletins.length === 0) {
    return <EmptyState title={<Trans id="popup_discount.history_empty">No announcements yet</Trans>} />
  }
  return (
    <ol className={css({ display: 'grid', gap: '3', listStyle: 'none', p: 0 })}>
      {bulletins.map((item) => (
        <li key={item.id} className={css({ p: '4', bg: 'surfaceRaised', borderRadius: '12px' })}>
          <h3 className={bulletinTitle}>{item.title}</h3>
          <time dateTime={item.updated_at} className={css({ fontSize: 'xs', color: 'textMuted' })}>
            {formatDate(item.updated_at, locale)}
          </time>
          <SafeHtml html={item.display_content} tone="compact" />
        </li>
      ))}
    </ol>
  )
}

const bulletinTitle = css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })
