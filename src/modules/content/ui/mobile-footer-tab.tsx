import { css } from 'styled-system/css'
import type { FooterItem } from '../api'
import { parseItemUrl } from '../links'
import { ItemLink } from './item-link'

/** The app path a footer item leads to, to mark the current tab. */
export function pathOf(url: string | null): string | undefined {
  const target = parseItemUrl(url)
  switch (target.kind) {
    case 'home':
      return '/'
    case 'discount':
      return target.id ? `/discount/${target.id}` : '/discount'
    case 'sponsor':
      return '/sponsor'
    case 'app':
      return '/app'
    case 'faqIndex':
      return '/faq'
    case 'faq':
      return `/faq/${target.id}`
    case 'main':
      return `/main/${target.id}`
    case 'path':
      return target.path
    default:
      return undefined
  }
}

/** One item of the mobile footer bar or its "More" list: icon and title. */
export function FooterTab({
  item,
  current,
  onFollow,
}: {
  item: FooterItem
  current: boolean
  onFollow?: () => void
}) {
  return (
    <ItemLink url={item.url} className={tab} current={current} onFollow={onFollow}>
      {item.icon ? (
        <img src={item.icon} alt="" width={24} height={24} className={css({ w: '6', h: '6' })} />
      ) : null}
      <span
        className={css({ maxW: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
      >
        {item.title}
      </span>
    </ItemLink>
  )
}

export const tab = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  w: '100%',
  minH: '14',
  px: '1',
  fontSize: '2xs',
  fontWeight: 'medium',
  color: 'textMuted',
  textAlign: 'center',
  cursor: 'pointer',
  '&[aria-current=page]': { color: 'accent' },
})
