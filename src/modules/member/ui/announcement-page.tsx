import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { formatDateTime } from '@/platform/i18n'
import { EmptyState, ErrorState, Skeleton } from '@/ui'
import { memberQueries } from '../queries'

/** Announcement: the site's announcements, newest first. */
export function AnnouncementPage() {
  const { i18n } = useLingui()
  const query = useQuery(memberQueries.announcements())
  if (query.isPending) return <Skeleton height="200px" />
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  const list = query.data.web_announcement_list
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
