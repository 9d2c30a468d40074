/** The addresses of the pictures in server HTML, read from an inert document: nothing loads or runs. */
export function imageSources(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return Array.from(doc.querySelectorAll('img'), (img) => img.getAttribute('src') ?? '').filter(
    (src) => src !== '',
  )
}

/** Loads and decodes one picture; settles (never fails) when it is ready or could not load. */
export function pictureLoaded(src: string): Promise<void> {
  const img = new Image()
  img.src = src
  return img.decode().catch(() => undefined)
}
