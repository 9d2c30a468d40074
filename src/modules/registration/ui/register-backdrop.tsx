import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useIsDesktop } from '@/platform/device'
import { Image } from '@/ui'
import { registrationQueries } from '../queries'

/**
 * The register panel on the site's register background (`register-background/detail`): the
 * mobile picture on a phone when the site has one, dimmed so the form stays readable. Without a
 * background (or while it loads) the panel is drawn as it is.
 */
export function RegisterBackdrop({ children }: { children: ReactNode }) {
  const isDesktop = useIsDesktop()
  const query = useQuery({ ...registrationQueries.background(), meta: { silent: true } })
  const detail = query.data?.detail
  const src = detail
    ? isDesktop
      ? detail.photo_path
      : (detail.mobile_photo_path ?? detail.photo_path)
    : null
  if (!src) return <>{children}</>
  return (
    <div className={frame} data-testid="register-backdrop" data-background={src}>
      <Image src={src} alt="" className={picture} />
      <div className={content}>{children}</div>
    </div>
  )
}

const frame = css({ position: 'relative', isolation: 'isolate', borderRadius: '10px', overflow: 'hidden' })
const picture = css({
  position: 'absolute!',
  inset: 0,
  width: '100%',
  height: '100%',
  zIndex: -1,
  opacity: 0.18,
})
const content = css({ position: 'relative', p: '1' })
