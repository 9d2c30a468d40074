import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { EmptyState, ErrorState, Image, QueryBoundary, SafeHtml, Skeleton } from '@/ui'
import { useIsDesktop } from '@/platform/device'
import { contentQueries } from '../queries'
import { mobileTemplateOf } from '../templates'
import { card, ContentFrame } from './content-frame'
import { useLocale } from '@/platform/i18n'

/** `/sponsor`: the clubs and events the operator sponsors. */
export function SponsorPage() {
  const { t } = useLingui()
  const title = t({ id: 'page.sponsor.title', message: 'Sponsors' })
  const lead = t({ id: 'content.sponsor_lead', message: 'The clubs, teams and events we proudly support.' })
  return (
    <QueryBoundary
      fallback={
        <ContentFrame title={title} lead={lead} busy>
          <div className={grid}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} aspectRatio={16 / 11} />
            ))}
          </div>
        </ContentFrame>
      }
      failed={({ error, retry }) => (
        <ContentFrame title={title} lead={lead}>
          <ErrorState message={error.message} onRetry={retry} />
        </ContentFrame>
      )}
    >
      <ContentFrame title={title} lead={lead}>
        <SponsorList />
      </ContentFrame>
    </QueryBoundary>
  )
}

function SponsorList() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(contentQueries.sponsors(useLocale()))
  const list = data?.list ?? []
  if (list.length === 0)
    return <EmptyState title={t({ id: 'content.sponsor_empty', message: 'No sponsorships to show yet' })} />
  return (
    <ul className={grid}>
      {[...list]
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
        .map((sponsor) => (
          <li key={sponsor.id} className={card}>
            <article>
              <Image
                src={sponsor.photo_path}
                alt={sponsor.title}
                aspectRatio={16 / 9}
                sizes="(max-width: 991px) 100vw, 400px"
                className={css({ borderRadius: '10px' })}
              />
              <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mt: '3' })}>{sponsor.title}</h2>
              {sponsor.content ? (
                <SafeHtml html={sponsor.content} className={css({ color: 'textMuted', fontSize: 'sm' })} />
              ) : null}
            </article>
          </li>
        ))}
    </ul>
  )
}

/**
 * The sponsor strip of the home page, linking to `/sponsor`. On a phone it shows the mobile
 * template's sponsors (`/web/model_sponsor`, refreshed by `model_sponsor.url`); on desktop the site's.
 */
export function SponsorsStrip() {
  const { t } = useLingui()
  const locale = useLocale()
  const isDesktop = useIsDesktop()
  const site = useQuery(contentQueries.siteDetail())
  const query = useQuery(
    isDesktop
      ? contentQueries.sponsors(locale)
      : { ...contentQueries.modelSponsors(locale, mobileTemplateOf(site.data)), enabled: !site.isPending },
  )
  const list = query.data?.list ?? []
  if (query.isError || (!query.isPending && list.length === 0)) return null
  return (
    <section aria-labelledby="home-sponsors" className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' })}>
        <h2 id="home-sponsors" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Trans id="page.sponsor.title">Sponsors</Trans>
        </h2>
        <Link to="/{-$locale}/sponsor" className={css({ color: 'accent', fontSize: 'sm' })}>
          {t({ id: 'content.see_all', message: 'See all' })}
        </Link>
      </div>
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: '3',
        })}
      >
        {query.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton aspectRatio={16 / 9} />
              </li>
            ))
          : list.slice(0, 4).map((sponsor) => (
              <li key={sponsor.id}>
                <Link
                  to="/{-$locale}/sponsor"
                  className={css({ display: 'block', borderRadius: '10px', overflow: 'hidden' })}
                >
                  <Image
                    src={sponsor.photo_path}
                    alt={sponsor.title}
                    aspectRatio={16 / 9}
                    sizes="(max-width: 991px) 50vw, 300px"
                  />
                </Link>
              </li>
            ))}
      </ul>
    </section>
  )
}

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' }, gap: '4' })
