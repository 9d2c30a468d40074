/**
 * The addresses of the pictures in server HTML, read from a `<template>`'s content, which is inert:
 * nothing in it loads or runs. (`DOMParser` would build a whole document per bulletin, most of a long
 * task on a phone as the pop-up discount gets ready.)
 */
export function imageSources(html: string): string[] {
  const parsed = document.createElement('template')
  parsed.innerHTML = html
  return Array.from(parsed.content.querySelectorAll('img'), (img) => img.getAttribute('src') ?? '').filter(
    (src) => src !== '',
  )
}

/** Loads and decodes one picture; settles (never fails) when it is ready or could not load. */
export function pictureLoaded(src: string): Promise<void> {
  const img = new Image()
  img.src = src
  return img.decode().catch(() => undefined)
}
