import type { CSSProperties } from 'react'
import { cva, cx } from 'styled-system/css'

/** The shimmer of a loading placeholder, for an element that keeps its own size (text kept transparent). */
export const skeletonStyles = cva({
  base: {
    display: 'block',
    flexShrink: 0,
    bgColor: 'ink.800',
    backgroundImage:
      'linear-gradient(90deg, token(colors.ink.800) 0%, token(colors.ink.700) 50%, token(colors.ink.800) 100%)',
    backgroundSize: '200% 100%',
    animation: 'shimmer 1.4s ease-in-out infinite',
    _motionReduce: { animation: 'none', backgroundImage: 'none' },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: '6px', my: '0.25em' },
      rect: { borderRadius: '10px' },
      circle: { borderRadius: 'pill' },
    },
  },
  defaultVariants: { shape: 'rect' },
})

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle'
  /** CSS length or px number; default 100% (circle: same as height). */
  width?: number | string
  height?: number | string
  /** Reserve a box by ratio instead of a height, e.g. `4 / 3`. */
  aspectRatio?: number
  className?: string
}

/** A shimmering placeholder block, hidden from assistive technology (mark the region `aria-busy`). */
export function Skeleton({ shape = 'rect', width, height, aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = {
    width: width ?? (shape === 'circle' ? height : '100%'),
    ...(height != null ? { height } : {}),
    ...(aspectRatio != null ? { aspectRatio: String(aspectRatio) } : {}),
  }
  return <span aria-hidden="true" className={cx(skeletonStyles({ shape }), className)} style={style} />
}
