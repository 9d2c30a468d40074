import { useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { QueryBoundary, SafeHtml } from '@/ui'
import { contentQueries } from '../queries'
import { card, ContentFrame } from './content-frame'
import { ContentPageSkeleton, NotFoundContent } from './faq-pages'
import { formatDate, useLocale } from '@/platform/i18n'

/** `/main/{id}`: a content page (about us, terms, privacy…), with the other pages alongside. */
export function MainContentPage({ id }: { id: number }) {
  return (
    <QueryBoundary
      fallback={<ContentPageSkeleton titleWidth="50%" lines={6} />}
      failed={({ error, retry }) => <NotFoundContent message={error.message} onRetry={retry} />}
    >
      <MainContent id={id} />
    </QueryBoundary>
  )
}

function MainContent({ id }: { id: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: page } = useSuspenseQuery(contentQueries.page(id, locale))
  // The other pages are a side list: the page does not wait for them.
  const pages = useQuery(contentQueries.pages(locale))
  const others = (pages.data?.list ?? []).filter((p) => p.id !== id)
  if (!page) return <NotFoundContent />
  const updated = page.updated_at
  return (
    <ContentFrame
      title={page.title}
      lead={
        updated ? (
          // The browser's time zone and date data may word it otherwise than the server did.
          <time dateTime={updated} suppressHydrationWarning>
            {t({
              id: 'content.updated_at',
              message: `Updated ${formatDate(updated, locale, 'long', 'local')}`,
            })}
          </time>
        ) : undefined
      }
    >
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: '1fr 240px' },
          alignItems: 'start',
        })}
      >
        <article className={card}>
          <SafeHtml html={page.content} />
        </article>
        {others.length > 0 ? (
          <nav aria-label={t({ id: 'content.more_pages', message: 'More information' })} className={card}>
            <ul className={css({ display: 'grid', gap: '2' })}>
              {others.map((p) => (
                <li key={p.id}>
                  <Link
                    to="/{-$locale}/main/$id"
                    params={(prev) => ({ ...prev, id: p.id })}
                    className={css({ color: 'textMuted', _hover: { color: 'accent' } })}
                  >
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </ContentFrame>
  )
}
