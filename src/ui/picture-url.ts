import { createContext } from 'react'

/** The address of a picture drawn `width` pixels wide, or null where it cannot be resized. */
export type PictureUrl = (src: string, width: number) => string | null

/** Widths a picture is offered at: steps of about 1.5×, multiples of 16 (a resizer keeps a bounded set). */
const PICTURE_WIDTHS = [48, 80, 160, 240, 320, 480, 640, 960, 1280, 1920]

/**
 * A resizer address template: `{src}` is the picture's address (URL-encoded), `{width}` the width
 * in px, e.g. `/api/static/picture?src={src}&w={width}`. Empty: pictures are used as given.
 * Only page-relative (`/…`) and http(s) addresses are resized; data: and blob: are not.
 */
export function pictureUrlFromTemplate(template: string): PictureUrl | null {
  if (!template) return null
  return (src, width) =>
    /^(\/(?!\/)|https?:\/\/)/.test(src)
      ? template.replace('{src}', encodeURIComponent(src)).replace('{width}', String(width))
      : null
}

/** The app's resizer; none by default (a test, or a build configured without one). */
export const PictureUrlContext = createContext<PictureUrl | null>(null)

/**
 * `srcset` candidates from a quarter of the picture's own width (a wide banner on a phone) up to
 * twice it (a slot on a dense screen), and the fallback `src` at its own width.
 */
export function sizedSources(
  src: string,
  pictureUrl: PictureUrl,
  ownWidth: number,
): { src: string; srcSet: string } | null {
  const widths = PICTURE_WIDTHS.filter((width) => width >= ownWidth / 4 && width <= ownWidth * 2)
  const candidates = widths.flatMap((width) => {
    const url = pictureUrl(src, width)
    return url ? [`${url} ${width}w`] : []
  })
  const fallbackWidth = [...widths].reverse().find((width) => width <= ownWidth) ?? widths[0]
  const fallback = fallbackWidth ? pictureUrl(src, fallbackWidth) : null
  return fallback && candidates.length > 0 ? { src: fallback, srcSet: candidates.join(', ') } : null
}
