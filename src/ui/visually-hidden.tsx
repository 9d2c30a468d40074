import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const hidden = css({ srOnly: true })

export interface VisuallyHiddenProps {
  children: ReactNode
  /** Element to render; `span` by default so it fits inside phrasing content. */
  elementType?: 'span' | 'div' | 'ul' | 'h2' | 'h3'
  id?: string
}

/** Content for assistive technology only (kept in the accessibility tree, removed from view). */
export function VisuallyHidden({ children, elementType: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className={hidden} id={id}>
      {children}
    </Element>
  )
}
