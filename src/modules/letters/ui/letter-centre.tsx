import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { formatDate, type Locale, useLocale } from '@/platform/i18n'
import { Button, ConfirmDialog, EmptyState, ErrorState, SafeHtml, Skeleton, toast } from '@/ui'
import { lettersApi, LETTERS_PAGE_SIZE, type Letter, type LetterList } from '../api'
import { $memberId } from '@/modules/session'
import { lettersQueries } from '../queries'

/** Marks a letter read in every cached page of the member at once (the server confirms after). */
function markReadInCache(data: LetterList | undefined, id: number): LetterList | undefined {
  if (!data) return data
  const target = data.list.find((letter) => letter.id === id)
  if (!target || target.is_read === 1) return data
  return {
    ...data,
    unread_count: Math.max(0, data.unread_count - 1),
    list: data.list.map((letter) => (letter.id === id ? { ...letter, is_read: 1 } : letter)),
  }
}

/**
 * The member's letters (member centre → info_center → Letter, and the header's letters dialog): 50 a
 * page by id descending, expanding an unread letter marks it read, each letter can be deleted.
 */
export function LetterCenter({ className }: { className?: string }) {
  const memberId = useUnit($memberId)
  if (memberId === null) {
    return (
      <EmptyState
        className={className}
        title={<Trans id="letters.login_title">Log in to read your letters</Trans>}
        text={<Trans id="letters.login_text">Letters from us appear here once you are logged in.</Trans>}
      />
    )
  }
  return <Inbox memberId={memberId} className={className} />
}

function Inbox({ memberId, className }: { memberId: number; className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const client = useQueryClient()
  const [page, setPage] = useState(1)
  const query = useQuery({ ...lettersQueries.list(memberId, page, locale), meta: { silent: true } })
  const [expanded, setExpanded] = useState<number | null>(null)
  const [toDelete, setToDelete] = useState<Letter | null>(null)

  const read = useMutation({
    mutationFn: lettersApi.read,
    meta: { silent: true },
    onMutate: (id) => {
      client.setQueriesData<LetterList>({ queryKey: lettersQueries.member(memberId) }, (data) =>
        markReadInCache(data, id),
      )
    },
    onSettled: () => client.invalidateQueries({ queryKey: lettersQueries.member(memberId) }),
  })

  const destroy = useMutation({
    mutationFn: (id: number) => lettersApi.destroy([id]),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(t({ id: 'letters.deleted', message: 'Letter deleted' }))
      return client.invalidateQueries({ queryKey: lettersQueries.member(memberId) })
    },
  })

  if (query.isPending) {
    return (
      <div className={cx(listCls, className)} aria-busy="true">
        <span className={css({ srOnly: true })}>
          <Trans id="letters.loading">Loading letters…</Trans>
        </span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={64} />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        className={className}
        title={<Trans id="letters.error_title">Your letters could not be loaded</Trans>}
        message={isApiError(query.error) ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }

  const { list, total_count, unread_count } = query.data
  const pages = Math.max(1, Math.ceil(total_count / LETTERS_PAGE_SIZE))
  if (list.length === 0 && page === 1) {
    return (
      <EmptyState
        className={className}
        title={<Trans id="letters.empty_title">No letters yet</Trans>}
        text={
          <Trans id="letters.empty_text">Messages about your account and promotions will appear here.</Trans>
        }
      />
    )
  }

  const toggle = (letter: Letter) => {
    const opening = expanded !== letter.id
    setExpanded(opening ? letter.id : null)
    if (opening && letter.is_read === 0) read.mutate(letter.id)
  }

  return (
    <div className={className}>
      <p className={summaryCls} aria-live="polite">
        <Trans id="letters.summary">
          {total_count} letters, {unread_count} unread
        </Trans>
      </p>
      <ul className={listCls}>
        {list.map((letter) => (
          <LetterItem
            key={letter.id}
            letter={letter}
            locale={locale}
            isExpanded={expanded === letter.id}
            onToggle={() => toggle(letter)}
            onDelete={() => setToDelete(letter)}
          />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={pagerCls} aria-label={t({ id: 'letters.pages', message: 'Letter pages' })}>
          <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => setPage((p) => p - 1)}>
            <Trans id="letters.previous">Previous</Trans>
          </Button>
          <span aria-current="page">
            <Trans id="letters.page_of">
              Page {page} of {pages}
            </Trans>
          </span>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={page >= pages}
            onPress={() => setPage((p) => p + 1)}
          >
            <Trans id="letters.next">Next</Trans>
          </Button>
        </nav>
      ) : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null)
        }}
        tone="danger"
        title={t({ id: 'letters.delete_title', message: 'Delete this letter?' })}
        message={toDelete?.title}
        confirmLabel={t({ id: 'letters.delete', message: 'Delete' })}
        onConfirm={async () => {
          if (!toDelete) return
          try {
            await destroy.mutateAsync(toDelete.id)
            if (expanded === toDelete.id) setExpanded(null)
          } catch (error) {
            toast.error(
              isApiError(error)
                ? error.message
                : t({ id: 'letters.delete_failed', message: 'The letter could not be deleted' }),
            )
            throw error
          }
        }}
      />
    </div>
  )
}

function LetterItem({
  letter,
  locale,
  isExpanded,
  onToggle,
  onDelete,
}: {
  letter: Letter
  locale: Locale
  isExpanded: boolean
  onToggle: () => void
  onDelete: () => void
}) {
  const { t } = useLingui()
  const bodyId = useId()
  const unread = letter.is_read === 0
  const date = formatDate(letter.created_at, locale, 'dateTime')
  return (
    <li className={itemCls} data-unread={unread || undefined}>
      <h3 className={css({ m: 0 })}>
        <button
          type="button"
          className={headCls}
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className={dotCls} data-unread={unread || undefined} aria-hidden="true" />
          <span className={css({ flex: 1, minW: 0 })}>
            <span className={titleCls} data-unread={unread || undefined}>
              {letter.title}
            </span>
            <span className={css({ display: 'block', fontSize: 'xs', color: 'textMuted', mt: '0.5' })}>
              {unread ? (
                <span className={css({ color: 'accent', fontWeight: 'semibold', mr: '2' })}>
                  {t({ id: 'letters.unread', message: 'Unread' })}
                </span>
              ) : null}
              <time dateTime={letter.created_at}>{date}</time>
            </span>
          </span>
          <span aria-hidden="true" className={chevronCls} data-open={isExpanded || undefined}>
            ▾
          </span>
        </button>
      </h3>
      {isExpanded ? (
        <div className={bodyCls} role="region" aria-label={letter.title} id={bodyId}>
          <SafeHtml html={letter.content} tone="compact" />
          <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '3' })}>
            <Button variant="ghost" size="sm" onPress={onDelete}>
              <Trans id="letters.delete">Delete</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div id={bodyId} hidden />
      )}
    </li>
  )
}

const summaryCls = css({ fontSize: 'sm', color: 'textMuted', mb: '3' })
const listCls = css({ display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 })
const itemCls = css({
  bg: 'surfaceRaised',
  borderRadius: '12px',
  border: '1px solid',
  borderColor: 'border',
  overflow: 'hidden',
  '&[data-unread]': { borderColor: 'borderStrong' },
})
const headCls = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  minH: '56px',
  px: '4',
  py: '3',
  textAlign: 'start',
  color: 'text',
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { bg: 'ink.700' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
})
const dotCls = css({
  w: '2',
  h: '2',
  borderRadius: 'pill',
  flexShrink: 0,
  bg: 'transparent',
  '&[data-unread]': { bg: 'accent' },
})
const titleCls = css({
  display: 'block',
  fontWeight: 'medium',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-unread]': { fontWeight: 'bold' },
})
const chevronCls = css({
  color: 'textMuted',
  transition: 'transform 0.15s',
  '&[data-open]': { transform: 'rotate(180deg)' },
})
const bodyCls = css({ px: '4', pb: '4', pt: '1', borderTop: '1px solid', borderColor: 'border' })
const pagerCls = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  mt: '4',
  fontSize: 'sm',
})
