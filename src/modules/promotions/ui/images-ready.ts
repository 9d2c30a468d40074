import { useEffect, useState } from 'react'
import { imageSources, pictureLoaded } from '../pictures'

/** A slow or broken picture does not hold the dialog back longer than this. */
const WAIT_AT_MOST_MS = 3000

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
    void Promise.race([Promise.all(sources.map(pictureLoaded)), timeout]).then(() => {
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
