import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { useIsDesktop } from '@/platform/device'
import { contentQueries } from '../queries'
import { homeLayoutOf, mobileTemplateOf, type HomeLayout } from '../templates'
import { Carousel } from './carousel'
import { MarqueeBar } from './marquee-bar'
import { useSeoTexts } from './seo-texts'
import { SponsorsStrip } from './sponsors'
import { AD_TEMPLATES, TemplateAds } from './template-ads'

export type HomeSlots = {
  /** the jackpot ticker (games) */
  jackpot?: ReactNode
  /** game tabs per type with featured and hot games (games) */
  games?: ReactNode
  /** the promotions teaser (promotions) */
  promotions?: ReactNode
}

/**
 * The home lobby: carousel, marquee, jackpot, game tabs, promotions teaser and sponsors, with the
 * heading block. On mobile the site's template (H5_1–H5_8 and the special site templates) decides
 * the banner set and the order — one page, configured, not copied.
 */
export function HomePage({ jackpot, games, promotions }: HomeSlots) {
  const seo = useSeoTexts('home', '/')
  const isDesktop = useIsDesktop()
  const site = useQuery(contentQueries.siteDetail())
  const template = mobileTemplateOf(site.data)
  const layout = homeLayoutOf(site.data)
  const templateName = site.data?.template_name
  const adsTemplate = templateName && AD_TEMPLATES.has(templateName) ? templateName : null
  const marquee = <MarqueeBar />
  const marqueeOnTop = !isDesktop && layout.marquee === 'top'
  return (
    <div
      data-template={isDesktop ? 'desktop' : template}
      data-games-layout={isDesktop ? 'tabs' : layout.games}
      data-accent={isDesktop ? undefined : layout.accent}
      className={cx(
        isDesktop ? undefined : ACCENTS[layout.accent],
        css({
          maxW: '1280px',
          mx: 'auto',
          px: { base: '0', lg: '6' },
          pt: { base: '0', lg: '5' },
          pb: '8',
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: { base: '3', lg: '5' },
          '& > *': { minW: 0 },
          // A slot whose widget has nothing to show (e.g. no current promotions) takes no gap; a
          // loading placeholder (empty, aria-hidden) keeps its box.
          '& > :empty:not([aria-hidden=true])': { display: 'none' },
        }),
      )}
    >
      {marqueeOnTop ? marquee : null}
      <Carousel useType={isDesktop ? 0 : layout.carouselUseType} />
      {marqueeOnTop ? null : <div className={css({ px: { base: '3', lg: '0' } })}>{marquee}</div>}
      <header className={css({ px: { base: '3', lg: '0' } })}>
        <h1 className={css({ fontSize: { base: 'lg', lg: '2xl' }, fontWeight: 'bold', lineHeight: 1.3 })}>
          {seo.heading}
        </h1>
      </header>
      {(isDesktop || layout.jackpot) && jackpot ? (
        <div className={css({ px: { base: '3', lg: '0' } })}>{jackpot}</div>
      ) : null}
      {games ? <div className={css({ px: { base: '3', lg: '0' } })}>{games}</div> : null}
      {promotions ? <div className={css({ px: { base: '3', lg: '0' } })}>{promotions}</div> : null}
      {adsTemplate ? (
        <div className={css({ px: { base: '3', lg: '0' } })}>
          <TemplateAds template={adsTemplate} />
        </div>
      ) : null}
      {isDesktop || layout.sponsors ? (
        <div className={css({ px: { base: '3', lg: '0' } })}>
          <SponsorsStrip />
        </div>
      ) : null}
      <section
        aria-label={seo.heading}
        className={css({ px: { base: '3', lg: '0' }, color: 'textMuted', fontSize: 'sm', maxW: '80ch' })}
      >
        <p>{seo.description}</p>
      </section>
    </div>
  )
}

/** The template's accent colour re-points the `accent` token for the lobby (mobile templates only). */
const ACCENTS: Record<HomeLayout['accent'], string> = {
  gold: css({}),
  jade: css({ '--colors-accent': 'var(--colors-jade-400)' }),
  ruby: css({ '--colors-accent': 'var(--colors-ruby-400)' }),
  sky: css({ '--colors-accent': 'var(--colors-sky-400)' }),
}
