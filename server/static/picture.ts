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

export interface Rendering {
  body: Uint8Array<ArrayBuffer>
  etag: string
}

export class PictureBusyError extends Error {}

/** Draws SVG sources to WebP, remembering recent renderings and limiting how many run at once. */
export class PictureRenderer {
  private readonly cache = new Map<string, Rendering>()
  private cachedBytes = 0
  private readonly pending = new Map<string, Promise<Rendering>>()
  private running = 0
  private readonly queue: Array<() => void> = []

  async render(svg: string, width: number): Promise<Rendering> {
    const key = `${width}:${createHash('sha256').update(svg).digest('base64url')}`
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
      const rendering = { body, etag: `"${key.replace(':', '-').slice(0, 28)}"` }
      this.remember(key, rendering)
      return rendering
    })
    this.pending.set(key, job)
    try {
      return await job
    } finally {
      this.pending.delete(key)
    }
  }

  private remember(key: string, rendering: Rendering): void {
    this.cache.set(key, rendering)
    this.cachedBytes += rendering.body.byteLength
    for (const [oldKey, old] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break
      this.cache.delete(oldKey)
      this.cachedBytes -= old.body.byteLength
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
