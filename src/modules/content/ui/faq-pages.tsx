import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { EmptyState, ErrorState, SafeHtml, Skeleton } from '@/ui'
import type { Faq } from '../api'
import { contentQueries } from '../queries'
import { card, ContentFrame } from './content-frame'
import { useLocale } from '@/platform/i18n'

function groupByCategory(list: readonly Faq[], other: string) {
  const groups = new Map<string, Faq[]>()
  for (const faq of [...list].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))) {
    const key = faq.category ?? other
    groups.set(key, [...(groups.get(key) ?? []), faq])
  }
  return [...groups.entries()]
}

/** `/faq`: the help centre, questions grouped by category. */
export function FaqIndexPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const query = useQuery(contentQueries.faqs(locale))
  const title = t({ id: 'page.faq.title', message: 'Help centre' })
  const lead = t({
    id: 'content.faq_lead',
    message: 'Answers about accounts, deposits, withdrawals and promotions.',
  })
  if (query.isPending) {
    return (
      <ContentFrame title={title} lead={lead} busy>
        <div className={css({ display: 'grid', gap: '3' })}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={52} />
          ))}
        </div>
      </ContentFrame>
    )
  }
  if (query.isError) {
    return (
      <ContentFrame title={title}>
        <ErrorState
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </ContentFrame>
    )
  }
  const groups = groupByCategory(query.data?.list ?? [], t({ id: 'content.faq_other', message: 'General' }))
  return (
    <ContentFrame title={title} lead={lead}>
      {groups.length === 0 ? (
        <EmptyState
          title={t({ id: 'content.faq_empty', message: 'No help articles yet' })}
          text={t({
            id: 'content.faq_empty_text',
            message: 'Our support team is available around the clock.',
          })}
        />
      ) : (
        <div className={css({ display: 'grid', gap: '6' })}>
          {groups.map(([category, faqs]) => (
            <section key={category} aria-labelledby={`faq-cat-${category}`}>
              <h2
                id={`faq-cat-${category}`}
                className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3', textTransform: 'capitalize' })}
              >
                {category}
              </h2>
              <ul className={css({ display: 'grid', gap: '2' })}>
                {faqs.map((faq) => (
                  <li key={faq.id}>
                    <Link to="/{-$locale}/faq/$id" params={(p) => ({ ...p, id: faq.id })} className={row}>
                      <span>{faq.title}</span>
                      <span aria-hidden="true" className={css({ color: 'textMuted' })}>
                        ›
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </ContentFrame>
  )
}

/** `/faq/{id}` (2 and 31 among them): one answer, sanitised, with a way back. */
export function FaqDetailPage({ id }: { id: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const query = useQuery(contentQueries.faq(id, locale))
  const back = (
    <nav
      aria-label={t({ id: 'content.breadcrumb', message: 'Breadcrumb' })}
      className={css({ mb: '3', fontSize: 'sm' })}
    >
      <Link to="/{-$locale}/faq" className={css({ color: 'accent' })}>
        ‹ <Trans id="page.faq.title">Help centre</Trans>
      </Link>
    </nav>
  )
  if (query.isPending) {
    return (
      <ContentFrame title={<Skeleton shape="text" width="60%" />} breadcrumb={back} busy>
        <div className={card}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} shape="text" />
          ))}
        </div>
      </ContentFrame>
    )
  }
  if (query.isError || !query.data) {
    return (
      <NotFoundContent
        breadcrumb={back}
        message={query.error?.message}
        onRetry={query.isError ? () => void query.refetch() : undefined}
      />
    )
  }
  return (
    <ContentFrame title={query.data.title} breadcrumb={back}>
      <article className={card}>
        <SafeHtml html={query.data.content} />
      </article>
    </ContentFrame>
  )
}

export function NotFoundContent({
  breadcrumb,
  message,
  onRetry,
}: {
  breadcrumb?: React.ReactNode
  message?: string | undefined
  onRetry?: (() => void) | undefined
}) {
  const { t } = useLingui()
  return (
    <ContentFrame
      title={t({ id: 'content.not_found_title', message: 'This page is not available' })}
      breadcrumb={breadcrumb}
    >
      <ErrorState
        title={t({ id: 'content.not_found', message: 'We could not find this page.' })}
        message={message}
        onRetry={onRetry}
      />
      <p className={css({ textAlign: 'center' })}>
        <Link to="/{-$locale}" className={cx(css({ color: 'accent', textDecoration: 'underline' }))}>
          <Trans id="error.go_home">Go back home</Trans>
        </Link>
      </p>
    </ContentFrame>
  )
}

const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '3',
  minH: '12',
  px: '4',
  py: '3',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: '10px',
  _hover: { borderColor: 'accent' },
})
