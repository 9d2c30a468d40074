import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { css, cx } from 'styled-system/css'
import { Button, QrCode, useClientValue } from '@/ui'
import { $installable, $installed, installRequested } from '../model'
import { currentPlatform, isStandalone, type DownloadPlatform } from '../platform-detect'
import { contentQueries } from '../queries'
import { card, ContentFrame } from './content-frame'

/**
 * `/app`: the download page. Detects the platform, offers the native app links of the site, the
 * browser's install prompt (Android, desktop), the iOS "Add to Home Screen" steps, and a QR code
 * to open this page on a phone.
 */
export function AppDownloadPage() {
  const { t } = useLingui()
  const site = useQuery(contentQueries.siteDetail())
  const [installable, installed, install] = useUnit([$installable, $installed, installRequested])
  const platform = useClientValue(currentPlatform, 'desktop')
  const standalone = useClientValue(isStandalone, false)
  const env = site.data?.env_config
  const iosLink = typeof env?.app_download_ios === 'string' ? env.app_download_ios : undefined
  const androidLink = typeof env?.app_download_android === 'string' ? env.app_download_android : undefined
  const pageUrl = useClientValue(() => `${location.origin}${location.pathname}`, '')
  const name = site.data?.site_name ?? 'Lotus'

  const platformName: Record<DownloadPlatform, string> = {
    ios: 'iOS',
    android: 'Android',
    desktop: t({ id: 'content.app_platform_desktop', message: 'computer' }),
  }

  return (
    <ContentFrame
      title={t({ id: 'page.app.title', message: 'Download the app' })}
      lead={t({
        id: 'content.app_lead',
        message: `Play ${name} faster: one tap to open, Face ID login and game notifications.`,
      })}
    >
      <p className={css({ mb: '4', color: 'textMuted' })} data-platform={platform}>
        {t({ id: 'content.app_detected', message: `We detected your device: ${platformName[platform]}.` })}
      </p>
      <div
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}
      >
        <section className={card} aria-labelledby="app-install">
          <h2 id="app-install" className={h2}>
            <Trans id="content.app_install_title">Install on this device</Trans>
          </h2>
          {standalone || installed ? (
            <p role="status" className={css({ color: 'success' })}>
              <Trans id="content.app_installed">The app is installed. Open it from your home screen.</Trans>
            </p>
          ) : platform === 'ios' ? (
            <ol className={steps}>
              <li>
                <Trans id="content.ios_step_1">Open this page in Safari.</Trans>
              </li>
              <li>
                <Trans id="content.ios_step_2">Tap the Share button (the square with an arrow).</Trans>
              </li>
              <li>
                <Trans id="content.ios_step_3">Choose “Add to Home Screen”, then “Add”.</Trans>
              </li>
            </ol>
          ) : installable ? (
            <Button variant="primary" size="lg" onPress={() => install()}>
              <Trans id="content.app_install_button">Install the app</Trans>
            </Button>
          ) : (
            <p className={css({ color: 'textMuted' })}>
              <Trans id="content.app_install_menu">
                Use your browser menu and choose “Install app” or “Add to Home screen”.
              </Trans>
            </p>
          )}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '4' })}>
            {iosLink ? (
              <a
                href={iosLink}
                className={cx(storeLink, platform === 'ios' ? highlighted : undefined)}
                rel="noopener noreferrer"
                target="_blank"
              >
                <Trans id="content.app_ios">Download for iOS</Trans>
              </a>
            ) : null}
            {androidLink ? (
              <a
                href={androidLink}
                className={cx(storeLink, platform === 'android' ? highlighted : undefined)}
                rel="noopener noreferrer"
                target="_blank"
              >
                <Trans id="content.app_android">Download for Android (APK)</Trans>
              </a>
            ) : null}
          </div>
        </section>
        <section
          className={cx(
            card,
            css({ display: 'grid', justifyItems: 'center', gap: '3', textAlign: 'center' }),
          )}
          aria-labelledby="app-qr"
        >
          <h2 id="app-qr" className={h2}>
            <Trans id="content.app_qr_title">Scan with your phone</Trans>
          </h2>
          {pageUrl ? (
            <QrCode
              value={androidLink && platform !== 'ios' ? androidLink : pageUrl}
              label={t({ id: 'content.app_qr_label', message: 'QR code that opens the download page' })}
            />
          ) : null}
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            <Trans id="content.app_qr_text">
              Point your camera at the code to open this page on your phone.
            </Trans>
          </p>
        </section>
      </div>
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(3, 1fr)' },
          gap: '3',
          mt: '6',
        })}
      >
        <li className={card}>
          <strong>
            <Trans id="content.app_benefit_fast">Opens instantly</Trans>
          </strong>
          <p className={muted}>
            <Trans id="content.app_benefit_fast_text">
              The lobby is cached on your device and loads even on a weak connection.
            </Trans>
          </p>
        </li>
        <li className={card}>
          <strong>
            <Trans id="content.app_benefit_login">Quick login</Trans>
          </strong>
          <p className={muted}>
            <Trans id="content.app_benefit_login_text">
              Sign in with Face ID or fingerprint in the native app.
            </Trans>
          </p>
        </li>
        <li className={card}>
          <strong>
            <Trans id="content.app_benefit_news">Never miss a bonus</Trans>
          </strong>
          <p className={muted}>
            <Trans id="content.app_benefit_news_text">
              Red envelopes and promotions reach you as soon as they start.
            </Trans>
          </p>
        </li>
      </ul>
    </ContentFrame>
  )
}

const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })
const steps = css({ listStyle: 'decimal', pl: '6', display: 'grid', gap: '2' })
const muted = css({ color: 'textMuted', fontSize: 'sm', mt: '1' })
const storeLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '4',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'borderStrong',
  fontWeight: 'semibold',
  _hover: { borderColor: 'accent', color: 'accent' },
})
const highlighted = css({
  bg: 'accent',
  color: 'onAccent',
  borderColor: 'accent',
  _hover: { color: 'onAccent' },
})
