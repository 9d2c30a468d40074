import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { ReactNode } from 'react'
import { EmptyState, ErrorState, QueryBoundary, SafeHtml, Skeleton } from '@/ui'
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
  const title = t({ id: 'page.faq.title', message: 'Help centre' })
  const lead = t({
    id: 'content.faq_lead',
    message: 'Answers about accounts, deposits, withdrawals and promotions.',
  })
  return (
    <QueryBoundary
      fallback={
        <ContentFrame title={title} lead={lead} busy>
          <div className={css({ display: 'grid', gap: '3' })}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={52} />
            ))}
          </div>
        </ContentFrame>
      }
      failed={({ error, retry }) => (
        <ContentFrame title={title}>
          <ErrorState message={error.message} onRetry={retry} />
        </ContentFrame>
      )}
    >
      <ContentFrame title={title} lead={lead}>
        <FaqGroups />
      </ContentFrame>
    </QueryBoundary>
  )
}

function FaqGroups() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(contentQueries.faqs(useLocale()))
  const groups = groupByCategory(data?.list ?? [], t({ id: 'content.faq_other', message: 'General' }))
  if (groups.length === 0) {
    return (
      <EmptyState
        title={t({ id: 'content.faq_empty', message: 'No help articles yet' })}
        text={t({
          id: 'content.faq_empty_text',
          message: 'Our support team is available around the clock.',
        })}
      />
    )
  }
  return (
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
  )
}

/** `/faq/{id}` (2 and 31 among them): one answer, sanitised, with a way back. */
export function FaqDetailPage({ id }: { id: number }) {
  const { t } = useLingui()
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
  return (
    <QueryBoundary
      fallback={<ContentPageSkeleton breadcrumb={back} titleWidth="60%" lines={5} />}
      failed={({ error, retry }) => (
        <NotFoundContent breadcrumb={back} message={error.message} onRetry={retry} />
      )}
    >
      <FaqAnswer id={id} breadcrumb={back} />
    </QueryBoundary>
  )
}

function FaqAnswer({ id, breadcrumb }: { id: number; breadcrumb: ReactNode }) {
  const { data } = useSuspenseQuery(contentQueries.faq(id, useLocale()))
  if (!data) return <NotFoundContent breadcrumb={breadcrumb} />
  return (
    <ContentFrame title={data.title} breadcrumb={breadcrumb}>
      <article className={card}>
        <SafeHtml html={data.content} />
      </article>
    </ContentFrame>
  )
}

/** A content page while it loads: its frame with a title bar and lines of text. */
export function ContentPageSkeleton({
  breadcrumb,
  titleWidth,
  lines,
}: {
  breadcrumb?: ReactNode
  titleWidth: string
  lines: number
}) {
  return (
    <ContentFrame title={<Skeleton shape="text" width={titleWidth} />} breadcrumb={breadcrumb} busy>
      <div className={card}>
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} shape="text" />
        ))}
      </div>
    </ContentFrame>
  )
}

export function NotFoundContent({
  breadcrumb,
  message,
  onRetry,
}: {
  breadcrumb?: ReactNode
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
