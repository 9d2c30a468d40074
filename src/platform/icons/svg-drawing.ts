import type { IconData } from './loader'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** The SVG elements an icon may draw with: shapes, groups and paint servers; no script, link, image or foreign content. */
const ELEMENTS = new Set([
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'use',
])

/** Geometry and presentation attributes; `style` and every event handler are left out. */
const ATTRIBUTES = new Set([
  'id',
  'd',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'width',
  'height',
  'points',
  'pathLength',
  'transform',
  'offset',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'stop-color',
  'stop-opacity',
  'color',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'maskUnits',
  'maskContentUnits',
  'clipPathUnits',
  'vector-effect',
  'href',
])

/** A paint or reference inside the icon (`url(#id)`); any other `url(…)` would load something. */
const LOCAL_URL = /^url\(\s*#([\w.-]+)\s*\)$/
const LOCAL_HREF = /^#([\w.-]+)$/

let drawn = 0
const drawings = new WeakMap<IconData, DocumentFragment>()

/** Copies one parsed element, keeping only what is on the lists; ids get the icon's own prefix. */
function copyElement(source: Element, prefix: string): SVGElement | null {
  if (source.namespaceURI !== SVG_NS || !ELEMENTS.has(source.localName)) return null
  const copy = document.createElementNS(SVG_NS, source.localName)
  for (const { localName, value } of Array.from(source.attributes)) {
    if (!ATTRIBUTES.has(localName)) continue
    if (localName === 'href') {
      const target = source.localName === 'use' ? LOCAL_HREF.exec(value) : null
      if (target) copy.setAttribute('href', `#${prefix}${target[1]}`)
      continue
    }
    if (value.includes('url(')) {
      const target = LOCAL_URL.exec(value.trim())
      if (target) copy.setAttribute(localName, `url(#${prefix}${target[1]})`)
      continue
    }
    copy.setAttribute(localName, localName === 'id' ? `${prefix}${value}` : value)
  }
  for (const child of Array.from(source.children)) {
    const copied = copyElement(child, prefix)
    if (copied) copy.append(copied)
  }
  return copy
}

/**
 * An icon's drawing as SVG nodes to put in an `<svg>`. Its body is SVG text from the network: it is
 * parsed into a `<template>`, whose content is inert (nothing in it runs or loads), and rebuilt from
 * the elements and attributes listed above, so no script, event handler, style or outside reference
 * reaches the page. Its ids get a prefix of their own, so two icons' gradients never meet. Parsed once
 * per icon; each call returns a fresh copy.
 *
 * A template rather than `DOMParser`: the parser builds a whole new document for every icon, and a
 * page's first icons (the nav's eight) then cost one long task on a phone.
 */
export function iconDrawing(icon: IconData): DocumentFragment {
  let drawing = drawings.get(icon)
  if (!drawing) {
    drawing = document.createDocumentFragment()
    const parsed = document.createElement('template')
    parsed.innerHTML = `<svg xmlns="${SVG_NS}">${icon.body}</svg>`
    const root = parsed.content.firstElementChild
    if (root?.namespaceURI === SVG_NS && root.localName === 'svg') {
      const prefix = `icon${(drawn += 1)}-`
      for (const child of Array.from(root.children)) {
        const copied = copyElement(child, prefix)
        if (copied) drawing.append(copied)
      }
    }
    drawings.set(icon, drawing)
  }
  return document.importNode(drawing, true)
}
