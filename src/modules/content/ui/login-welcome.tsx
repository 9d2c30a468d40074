import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Image, SafeHtml } from '@/ui'
import { useIsDesktop } from '@/platform/device'
import { contentQueries } from '../queries'
import { mobileTemplateOf } from '../templates'
import { useLocale } from '@/platform/i18n'

/**
 * The mobile template's login content (`/web/model_login`, refreshed by `model_login.url`): a
 * welcome above the login form. Nothing on desktop, while loading, or when the template has none.
 */
export function LoginWelcome() {
  const isDesktop = useIsDesktop()
  const locale = useLocale()
  const site = useQuery(contentQueries.siteDetail())
  const template = mobileTemplateOf(site.data)
  const query = useQuery({
    ...contentQueries.modelLogin(locale, template),
    enabled: !isDesktop,
    meta: { silent: true },
  })
  const welcome = query.data?.list[0]
  if (isDesktop || !welcome) return null
  return (
    <section aria-labelledby="login-welcome-title" className={box} data-testid="login-welcome">
      {welcome.photo_path ? (
        <Image src={welcome.photo_path} alt="" aspectRatio={3} className={css({ borderRadius: '10px' })} />
      ) : null}
      <h2 id="login-welcome-title" className={css({ fontWeight: 'bold', fontSize: 'md' })}>
        {welcome.title}
      </h2>
      <SafeHtml html={welcome.content} className={css({ color: 'textMuted', fontSize: 'sm' })} />
    </section>
  )
}

// Starts below the dialog's close button, which sits in the top corner.
const box = css({ display: 'grid', gap: '2', mt: '8', mb: '4' })
