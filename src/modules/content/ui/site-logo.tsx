import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { contentQueries } from '../queries'

/**
 * The site logo from `/web/logo` (web_logo_list[].photo_path; `device` 0 desktop, 1 mobile), with
 * the site name as its accessible name. While loading or without a logo, the name is shown.
 */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  const logos = useQuery(contentQueries.logos())
  const site = useQuery(contentQueries.siteDetail())
  const name = site.data?.site_name ?? 'Lotus'
  const list = logos.data?.web_logo_list ?? []
  const device = compact ? 1 : 0
  const logo = list.find((l) => l.device === device) ?? list.find((l) => l.device === undefined) ?? list[0]
  const height = compact ? 32 : 40
  if (!logo) {
    return (
      <span
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          fontWeight: 'black',
          color: 'accent',
          fontSize: compact ? 'lg' : 'xl',
          letterSpacing: '0.04em',
        })}
      >
        <img src="/favicon.svg" alt="" width={height - 4} height={height - 4} />
        {name.toUpperCase()}
      </span>
    )
  }
  return (
    <img
      src={logo.photo_path}
      alt={name}
      height={height}
      className={css({
        h: compact ? '8' : '10',
        w: 'auto',
        maxW: compact ? '140px' : '200px',
        objectFit: 'contain',
      })}
    />
  )
}
