import { useContext, useState, type CSSProperties, type SyntheticEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { PictureUrlContext, sizedSources } from './picture-url'
import { PlaceholderArt } from './placeholder-art'

const frame = css({
  position: 'relative',
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  bg: 'ink.800',
})
const img = css({ position: 'absolute', inset: 0, width: '100%', height: '100%' })

export interface ImageProps {
  /** Missing, empty or failing sources show the placeholder art. */
  src?: string | null
  alt: string
  /** Intrinsic size in px; reserves the box (aspect ratio) before the image loads. */
  width?: number
  height?: number
  /** Used when width/height are not both given, e.g. `1` or `'4 / 3'`; default 1. */
  aspectRatio?: number | string
  fit?: 'cover' | 'contain'
  /** Lazy by default; use `eager` (and `fetchPriority="high"`) for the first visible banner. */
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  /** The picture's own size in px, written on the `<img>` (the box still follows `aspectRatio`). */
  intrinsic?: { width: number; height: number }
  /**
   * How wide the slot is (the `sizes` attribute, e.g. `(max-width: 991px) 34vw, 220px`): the picture
   * is then offered at several widths (`srcset`) through the app's resizer, in its format.
   */
  sizes?: string
  className?: string
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void
}

/** An image in a box of reserved size (no layout shift) that falls back to the placeholder art. */
export function Image({
  src,
  alt,
  width,
  height,
  aspectRatio,
  fit = 'cover',
  loading = 'lazy',
  fetchPriority,
  intrinsic,
  sizes,
  className,
  onError,
}: ImageProps) {
  const pictureUrl = useContext(PictureUrlContext)
  // A resized picture that fails is asked for as given, and only then shown as the placeholder.
  const [failed, setFailed] = useState<{ src: string; resized: boolean } | null>(null)
  const ratio =
    width != null && height != null && height > 0 ? `${width} / ${height}` : String(aspectRatio ?? 1)
  const style: CSSProperties = { aspectRatio: ratio, width: width != null ? `${width}px` : '100%' }
  const broken = !src || (failed?.src === src && !failed.resized)
  const sized =
    src && sizes && pictureUrl && failed?.src !== src
      ? sizedSources(src, pictureUrl, intrinsic?.width ?? width ?? 960)
      : null
  return (
    <span className={cx(frame, className)} style={style}>
      {broken ? (
        <PlaceholderArt label={alt || undefined} />
      ) : (
        <img
          className={img}
          style={{ objectFit: fit }}
          src={sized?.src ?? src}
          {...(sized ? { srcSet: sized.srcSet, sizes } : {})}
          alt={alt}
          width={width ?? intrinsic?.width}
          height={height ?? intrinsic?.height}
          loading={loading}
          decoding="async"
          fetchPriority={fetchPriority}
          onError={(event) => {
            setFailed({ src, resized: sized !== null })
            if (!sized) onError?.(event)
          }}
        />
      )}
    </span>
  )
}
