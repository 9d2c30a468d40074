import { createHash } from 'node:crypto'
import sharp from 'sharp'

/**
 * Pictures at the size of their slot: a generated SVG drawn to WebP at a given width, so a page
 * decodes a small bitmap off the main thread instead of laying out an SVG document per `<img>`.
 */

/** Widths are multiples of 16 up to 1920: a bounded set of renderings per picture. */
const PICTURE_WIDTH_STEP = 16
const PICTURE_MAX_WIDTH = 1920

export function isPictureWidth(width: number): boolean {
  return (
    Number.isInteger(width) && width > 0 && width <= PICTURE_MAX_WIDTH && width % PICTURE_WIDTH_STEP === 0
  )
}

const QUALITY = 80
/** Renderings kept in memory, by total size: the same few pictures are asked for by every visitor. */
const CACHE_BYTES = 48 * 1024 * 1024
/** Renderings at once, and waiting: more than that answers 503 rather than queueing without bound. */
const RUNNING = 2
const WAITING = 64

// One thread per rendering: the server's other work keeps a core.
sharp.concurrency(1)

export class PictureBusyError extends Error {}

/** The ETag of a picture drawn from `svg` at `width`: the same source text draws the same picture. */
export function pictureEtag(svg: string, width: number): string {
  return `"${width}-${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`
}

/** Draws SVG sources to WebP, remembering recent renderings and limiting how many run at once. */
export class PictureRenderer {
  private readonly cache = new Map<string, Uint8Array<ArrayBuffer>>()
  private cachedBytes = 0
  private readonly pending = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()
  private running = 0
  private readonly queue: Array<() => void> = []

  /** `etag`: the picture's `pictureEtag`, which keys the renderings kept. */
  async render(svg: string, width: number, etag: string): Promise<Uint8Array<ArrayBuffer>> {
    const key = etag
    const cached = this.cache.get(key)
    if (cached) {
      // Most recently used last: the oldest renderings are dropped first.
      this.cache.delete(key)
      this.cache.set(key, cached)
      return cached
    }
    const inFlight = this.pending.get(key)
    if (inFlight) return inFlight
    const job = this.whenFree(() => draw(svg, width)).then((body) => {
      this.remember(key, body)
      return body
    })
    this.pending.set(key, job)
    try {
      return await job
    } finally {
      this.pending.delete(key)
    }
  }

  private remember(key: string, body: Uint8Array<ArrayBuffer>): void {
    this.cache.set(key, body)
    this.cachedBytes += body.byteLength
    for (const [oldKey, old] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break
      this.cache.delete(oldKey)
      this.cachedBytes -= old.byteLength
    }
  }

  private async whenFree<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= RUNNING) {
      if (this.queue.length >= WAITING) throw new PictureBusyError('too many pictures at once')
      await new Promise<void>((resolve) => this.queue.push(resolve))
    }
    this.running += 1
    try {
      return await work()
    } finally {
      this.running -= 1
      this.queue.shift()?.()
    }
  }
}

async function draw(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  const source = Buffer.from(svg)
  const { width: ownWidth } = await sharp(source).metadata()
  // SVG is drawn at 72 dpi: a density in proportion draws it sharp at the width asked for.
  const density = Math.min(72 * (width / Math.max(ownWidth, 1)), 72 * 16)
  const out = await sharp(source, { density }).resize({ width }).webp({ quality: QUALITY }).toBuffer()
  return new Uint8Array(out)
}
