import type { IconData } from './loader'
import { iconDrawing } from './svg-drawing'

/** How long one browser task may spend drawing icons before it lets the page answer. */
export const DRAW_SLICE_MS = 4

const pending = new Map<SVGSVGElement, IconData | null>()
let scheduled = false

function drawSlice() {
  scheduled = false
  const started = performance.now()
  for (const [box, icon] of pending) {
    pending.delete(box)
    box.replaceChildren(...(icon ? [iconDrawing(icon)] : []))
    if (performance.now() - started >= DRAW_SLICE_MS) break
  }
  if (pending.size > 0) schedule()
}

function schedule() {
  if (scheduled) return
  scheduled = true
  setTimeout(drawSlice, 0)
}

/**
 * Draws `icon` into `box` (or empties it) in a later task. A page's first view brings its icons in
 * one answer, so they would all be drawn in one long task on a phone; here each task draws for
 * `DRAW_SLICE_MS` at most. The last call for a box wins; the returned function cancels it.
 */
export function drawIconLater(box: SVGSVGElement, icon: IconData | null): () => void {
  pending.set(box, icon)
  schedule()
  return () => {
    if (pending.get(box) === icon) pending.delete(box)
  }
}
