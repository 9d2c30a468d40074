import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Image, QueryBoundary, Skeleton } from '@/ui'
import type { ModelAd } from '../api'
import { contentQueries } from '../queries'
import { ItemLink } from './item-link'
import { useLocale } from '@/platform/i18n'

/** Site templates that carry an ad list (`/web/model_setting`, refreshed by `model_settings.url`). */
export const AD_TEMPLATES: ReadonlySet<string> = new Set(['site02', 'suncity', 'apsport'])

const AD_RATIO = 8 / 3

/** The home page's template ads: a row of linked pictures. Nothing when there are none or they fail. */
export function TemplateAds({ template }: { template: string }) {
  return (
    <QueryBoundary
      fallback={
        <AdsSection busy>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton aspectRatio={AD_RATIO} />
            </li>
          ))}
        </AdsSection>
      }
      failed={() => null}
    >
      <AdsList template={template} />
    </QueryBoundary>
  )
}

function AdsList({ template }: { template: string }) {
  const { data } = useSuspenseQuery({
    ...contentQueries.modelAds(useLocale(), template),
    meta: { silent: true },
  })
  const list = [...(data?.list ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
  if (list.length === 0) return null
  return (
    <AdsSection>
      {list.map((ad) => (
        <li key={ad.id}>
          <AdLink ad={ad}>
            <Image
              src={ad.photo_path}
              alt={ad.title}
              aspectRatio={AD_RATIO}
              sizes="(max-width: 991px) 100vw, 600px"
              className={picture}
            />
          </AdLink>
        </li>
      ))}
    </AdsSection>
  )
}

function AdsSection({ busy, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <section
      aria-label={t({ id: 'content.ads_label', message: 'Featured' })}
      aria-busy={busy || undefined}
      data-testid="template-ads"
    >
      <ul className={row}>{children}</ul>
    </section>
  )
}

function AdLink({ ad, children }: { ad: ModelAd; children: ReactNode }) {
  if (!ad.url) return <>{children}</>
  return (
    <ItemLink url={ad.url} newTab={ad.link_method === 1} className={link}>
      {children}
    </ItemLink>
  )
}

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  listStyle: 'none',
  p: 0,
})
const link = css({
  display: 'block',
  borderRadius: '10px',
  _focusVisible: { outline: '3px solid token(colors.sky.400)', outlineOffset: '2px' },
})
const picture = css({ borderRadius: '10px' })
