import type { ReactNode } from 'react'
import { cva, cx } from 'styled-system/css'

const surface = cva({
  base: { color: 'text', borderRadius: 'card', minWidth: 0 },
  variants: {
    tone: {
      surface: { bg: 'surface', borderWidth: '1px', borderColor: 'border' },
      raised: { bg: 'surfaceRaised', borderWidth: '1px', borderColor: 'border', boxShadow: 'card' },
      outline: { bg: 'transparent', borderWidth: '1px', borderColor: 'border' },
    },
    padding: {
      none: { p: '0' },
      sm: { p: '3' },
      md: { p: '4', lg: { p: '5' } },
      lg: { p: '5', lg: { p: '8' } },
    },
  },
  defaultVariants: { tone: 'surface', padding: 'md' },
})

export interface SurfaceProps {
  tone?: 'surface' | 'raised' | 'outline'
  padding?: 'none' | 'sm' | 'md' | 'lg'
  elementType?: 'div' | 'section' | 'article' | 'aside' | 'li'
  className?: string
  id?: string
  'aria-labelledby'?: string
  children?: ReactNode
}

/** A themed panel: dark surface, hairline border, card radius. */
export function Surface({
  tone,
  padding,
  elementType: Element = 'div',
  className,
  children,
  ...rest
}: SurfaceProps) {
  return (
    <Element {...rest} className={cx(surface({ tone, padding }), className)}>
      {children}
    </Element>
  )
}

/** A raised Surface (content cards, panels in the member centre). */
export function Card({ tone = 'raised', ...props }: SurfaceProps) {
  return <Surface tone={tone} {...props} />
}
