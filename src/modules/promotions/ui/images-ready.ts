import { useEffect, useState } from 'react'

/** A slow or broken picture does not hold the dialog back longer than this. */
const WAIT_AT_MOST_MS = 3000

/** The addresses of the pictures in server HTML, read from an inert document: nothing loads or runs. */
export function imageSources(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return Array.from(doc.querySelectorAll('img'), (img) => img.getAttribute('src') ?? '').filter(
    (src) => src !== '',
  )
}

function loaded(src: string): Promise<void> {
  const img = new Image()
  img.src = src
  return img.decode().catch(() => undefined)
}

/**
 * True once every picture in `htmls` is loaded (or failed, or {@link WAIT_AT_MOST_MS} passed), so a
 * dialog of server HTML opens at its full size instead of growing as its pictures arrive.
 */
export function useImagesReady(htmls: readonly string[]): boolean {
  const key = htmls.join('\u0000')
  const [readyKey, setReadyKey] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    const sources = htmls.flatMap(imageSources)
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS))
    void Promise.race([Promise.all(sources.map(loaded)), timeout]).then(() => {
      if (live) setReadyKey(key)
    })
    return () => {
      live = false
    }
    // `key` stands for `htmls`: a new array of the same pictures waits for nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return readyKey === key
}
