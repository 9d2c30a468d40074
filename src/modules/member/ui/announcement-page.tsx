import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { formatDateTime } from '@/platform/i18n'
import { EmptyState, QueryBoundary, Skeleton } from '@/ui'
import { memberQueries } from '../queries'

/** Announcement: the site's announcements, newest first. */
export function AnnouncementPage() {
  return (
    <QueryBoundary fallback={<Skeleton height="200px" />}>
      <AnnouncementList />
    </QueryBoundary>
  )
}

function AnnouncementList() {
  const { i18n } = useLingui()
  const { data } = useSuspenseQuery(memberQueries.announcements())
  const list = data.web_announcement_list
  if (list.length === 0)
    return <EmptyState title={<Trans id="member.announcements.empty">No announcements</Trans>} />
  return (
    <ul className={css({ display: 'grid', gap: '3' })}>
      {list.map((item) => (
        <li
          key={item.id}
          className={css({
            p: '4',
            bg: 'surface',
            borderRadius: 'card',
            borderWidth: '1px',
            borderColor: 'border',
          })}
        >
          <time className={css({ fontSize: 'xs', color: 'textMuted' })} dateTime={item.created_at}>
            {formatDateTime(item.created_at, i18n.locale)}
          </time>
          <p className={css({ mt: '1', lineHeight: '1.6' })}>{item.content}</p>
        </li>
      ))}
    </ul>
  )
}
