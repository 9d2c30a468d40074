import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import type { FloatLink } from '../api'
import { contentQueries } from '../queries'
import { ItemLink } from './item-link'
import { useLocale } from '@/platform/i18n'

/** The floating side links of `/arks/web/float` (desktop): left and right rails of icon links. */
export function FloatLinks() {
  const { t } = useLingui()
  const locale = useLocale()
  const query = useQuery(contentQueries.floatLinks(locale))
  const list = query.data?.list ?? []
  if (list.length === 0) return null
  const side = (position: 'left' | 'right') => list.filter((l) => (l.position ?? 'right') === position)
  return (
    <>
      {(['left', 'right'] as const).map((position) => {
        const links = side(position)
        if (links.length === 0) return null
        return (
          <nav
            key={position}
            aria-label={
              position === 'left'
                ? t({ id: 'content.float_left', message: 'Quick links' })
                : t({ id: 'content.float_right', message: 'Customer service' })
            }
            className={cx(rail, position === 'left' ? css({ left: '1.5' }) : css({ right: '1.5' }))}
          >
            <ul className={css({ display: 'grid', gap: '2' })}>
              {links.map((link) => (
                <li key={link.id}>
                  <FloatItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        )
      })}
    </>
  )
}

function FloatItem({ link }: { link: FloatLink }) {
  return (
    <ItemLink url={link.url} newTab={link.link_method === 1} className={item}>
      {link.icon ? (
        <img
          src={link.icon}
          alt=""
          width={40}
          height={40}
          className={css({ borderRadius: '10px', w: '10', h: '10' })}
        />
      ) : null}
      <span className={label}>{link.title}</span>
    </ItemLink>
  )
}

const rail = css({
  position: 'fixed',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 'sticky',
  display: { base: 'none', lg: 'block' },
})
const item = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  w: '14',
  p: '1.5',
  '@media (min-width: 1440px)': { w: '20', p: '2' },
  borderRadius: 'card',
  bg: 'surfaceRaised',
  border: '1px solid',
  borderColor: 'border',
  boxShadow: 'card',
  textAlign: 'center',
  _hover: { borderColor: 'accent' },
})
// Labels show on wide screens; below that the icon carries the link and the label stays for screen readers.
const label = css({
  fontSize: '2xs',
  lineHeight: 1.2,
  color: 'text',
  srOnly: true,
  '@media (min-width: 1440px)': { srOnly: false },
})
