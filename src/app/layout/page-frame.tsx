import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The visible heading block every page carries (spec §2: a heading for players and search engines). */
export function PageFrame({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section
      className={css({ maxW: '1200px', mx: 'auto', px: { base: '4', lg: '6' }, py: { base: '5', lg: '8' } })}
    >
      <header className={css({ mb: '5' })}>
        <h1 className={css({ fontSize: { base: '2xl', lg: '3xl' }, fontWeight: 'bold', color: 'text' })}>
          {title}
        </h1>
        {lead ? <p className={css({ color: 'textMuted', mt: '1' })}>{lead}</p> : null}
      </header>
      {children}
    </section>
  )
}
