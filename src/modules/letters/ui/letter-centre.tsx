import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { useLocale } from '@/platform/i18n'
import { Button, ConfirmDialog, EmptyState, ErrorState, QueryBoundary, Skeleton, toast } from '@/ui'
import { lettersApi, LETTERS_PAGE_SIZE, type Letter, type LetterList } from '../api'
import { $memberId } from '@/modules/session'
import { lettersQueries } from '../queries'
import { LetterItem } from './letter-item'

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
  const [page, setPage] = useState(1)
  return (
    <QueryBoundary
      fallback={
        <div className={cx(listCls, className)} aria-busy="true">
          <span className={css({ srOnly: true })}>
            <Trans id="letters.loading">Loading letters…</Trans>
          </span>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={64} />
          ))}
        </div>
      }
      failed={({ error, retry }) => (
        <ErrorState
          className={className}
          title={<Trans id="letters.error_title">Your letters could not be loaded</Trans>}
          message={isApiError(error) ? error.message : undefined}
          onRetry={retry}
        />
      )}
    >
      <LetterPage memberId={memberId} page={page} onPageChange={setPage} className={className} />
    </QueryBoundary>
  )
}

function LetterPage({
  memberId,
  page,
  onPageChange,
  className,
}: {
  memberId: number
  page: number
  onPageChange: (page: number) => void
  className?: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const client = useQueryClient()
  const { data } = useSuspenseQuery({
    ...lettersQueries.list(memberId, page, locale),
    meta: { silent: true },
  })
  const [expanded, setExpanded] = useState<number | null>(null)
  const [toDelete, setToDelete] = useState<Letter | null>(null)

  const read = useMutation({
    mutationFn: lettersApi.read,
    meta: { silent: true },
    onMutate: (id) => {
      client.setQueriesData<LetterList>({ queryKey: lettersQueries.member(memberId) }, (cached) =>
        markReadInCache(cached, id),
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

  const { list, total_count, unread_count } = data
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
          <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
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
            onPress={() => onPageChange(page + 1)}
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

const summaryCls = css({ fontSize: 'sm', color: 'textMuted', mb: '3' })
const listCls = css({ display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 })
const pagerCls = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  mt: '4',
  fontSize: 'sm',
})
