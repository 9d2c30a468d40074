import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** A content page's frame with its visible heading block (spec §2: one heading per page). */
export function ContentFrame({
  title,
  lead,
  breadcrumb,
  children,
  busy = false,
}: {
  title: ReactNode
  lead?: ReactNode
  breadcrumb?: ReactNode
  children?: ReactNode
  busy?: boolean
}) {
  return (
    <section
      aria-busy={busy}
      className={css({ maxW: '1000px', mx: 'auto', px: { base: '4', lg: '6' }, py: { base: '5', lg: '8' } })}
    >
      {breadcrumb}
      <header className={css({ mb: '5' })}>
        <h1
          className={css({
            fontSize: { base: '2xl', lg: '3xl' },
            fontWeight: 'bold',
            color: 'text',
            lineHeight: 1.25,
          })}
        >
          {title}
        </h1>
        {lead ? <p className={css({ color: 'textMuted', mt: '2' })}>{lead}</p> : null}
      </header>
      {children}
    </section>
  )
}

export const card = css({
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '4', lg: '6' },
})
