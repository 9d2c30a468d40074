import { Trans } from '@lingui/react/macro'
import { Outlet, useMatches, useSearch } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { useSyncExternalStore, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { GameSessionHost } from '@/modules/games'
import { $customerServiceUrl, FloatLinks } from '@/modules/content'
import { ProtectionHost } from '@/modules/protection'
import { PromotionsHost } from '@/modules/promotions'
import { isWebDebugOn, subscribeWebDebug } from '@/platform/debug'
import { useIsDesktop } from '@/platform/device'
import { Deferred, lazyPart } from '@/ui'
import { $firstOverlayShown } from '../overlays'
import { useScriptFonts } from './script-fonts'
import { AppPromptSlot } from './app-prompt-slot'
import { BrowserAlert } from './browser-alert'
import { DesktopHeader } from './desktop-header'
import { MobileHeader } from './mobile-header'
import { MobileTabBar } from './mobile-tab-bar'
import { SiteFooter } from './site-footer'

const AuthModals = lazyPart(() => import('./auth-modals').then((m) => m.AuthModals))
const DebugPanel = lazyPart(() => import('./debug-panel').then((m) => m.DebugPanel))
const ConsentBanner = lazyPart(() => import('./consent-banner').then((m) => m.ConsentBanner))

/**
 * Layouts of spec §2: desktop (≥ 992 px), mobile, and bare pages without navbar or footer.
 * `appPage=header|content|footer` shows only that part for app embedding; `header=false` and
 * `footer=false` hide the mobile header or footer.
 */
export function AppShell() {
  const isDesktop = useIsDesktop()
  const customerServiceUrl = useUnit($customerServiceUrl)
  useScriptFonts()
  const webDebug = useSyncExternalStore(subscribeWebDebug, isWebDebugOn, () => false)
  const search = useSearch({ strict: false })
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData.layout === 'bare') })
  const part = search.appPage
  const showHeader =
    !bare && (part === undefined || part === 'header') && (isDesktop || search.header !== false)
  const showContent = part === undefined || part === 'content'
  // The pop-up discount and the cookie question show on full pages only.
  const overlays = !bare && part === undefined
  const showFooter =
    !bare && (part === undefined || part === 'footer') && (isDesktop || search.footer !== false)

  return (
    <div
      data-layout={bare ? 'bare' : isDesktop ? 'desktop' : 'mobile'}
      className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg' })}
    >
      <a href="#main" className={skipLink}>
        <Trans id="a11y.skip_to_content">Skip to content</Trans>
      </a>
      {showHeader ? isDesktop ? <DesktopHeader /> : <MobileHeader /> : null}
      {showContent ? (
        // At least a screen tall: the footer starts below the fold, so content arriving never pushes it.
        <main
          id="main"
          tabIndex={-1}
          className={css({
            flex: '1',
            minH: '100dvh',
            outline: 'none',
            pb: { base: showFooter ? '20' : '0', lg: '0' },
          })}
        >
          <Outlet />
        </main>
      ) : null}
      {showFooter ? (
        <>
          <SiteFooter />
          {isDesktop ? null : <MobileTabBar />}
        </>
      ) : null}
      {/* Nothing here shows in the first view: dialogs, and banners pinned over the page, which take
          the screen in turn (../overlays.ts). They mount one per task, the overlays first and in the
          order of their turns; the other hosts once the overlay in turn is on screen, so the pop-up
          discount does not wait behind their code. */}
      <Deferred>
        <ProtectionHost />
        {overlays ? <PromotionsHost /> : null}
        {overlays ? <ConsentBanner /> : null}
        {showHeader && !isDesktop && part === undefined ? <AppPromptSlot /> : null}
      </Deferred>
      <AfterOverlays waits={overlays}>
        {overlays && isDesktop ? <FloatLinks /> : null}
        <AuthModals />
        <GameSessionHost customerServiceUrl={customerServiceUrl} />
        <BrowserAlert />
        {webDebug ? <DebugPanel /> : null}
      </AfterOverlays>
    </div>
  )
}

/**
 * Mounts its parts (see `Deferred`) once what the first view shows over the page is on screen: the
 * pop-up discount drawn, say, or nothing to show. `waits` is false where no overlay shows.
 */
function AfterOverlays({ waits, children }: { waits: boolean; children: ReactNode }) {
  const shown = useUnit($firstOverlayShown)
  return <Deferred hold={waits && !shown}>{children}</Deferred>
}

const skipLink = css({
  position: 'absolute',
  left: '-9999px',
  _focus: {
    left: '4',
    top: '4',
    zIndex: 100,
    bg: 'accent',
    color: 'onAccent',
    px: '4',
    py: '2',
    borderRadius: 'md',
  },
})
