import { afterEach, describe, expect, it, vi } from 'vitest'
import { DRAW_SLICE_MS, drawIconLater } from './draw-queue'

const SVG_NS = 'http://www.w3.org/2000/svg'
const ring = { body: '<circle cx="12" cy="12" r="9"/>', width: 24, height: 24 }
const box = () => document.createElementNS(SVG_NS, 'svg')

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('drawIconLater', () => {
  it('draws in a later task, not in the call', async () => {
    vi.useFakeTimers()
    const icon = box()
    drawIconLater(icon, ring)
    expect(icon.querySelector('circle')).toBeNull()
    await vi.runAllTimersAsync()
    expect(icon.querySelector('circle')?.getAttribute('r')).toBe('9')
  })

  it('stops a task once its slice is spent and draws the rest in the next', async () => {
    vi.useFakeTimers()
    const boxes = Array.from({ length: 5 }, box)
    let now = 0
    // Every drawing takes a whole slice.
    vi.spyOn(performance, 'now').mockImplementation(() => (now += DRAW_SLICE_MS))
    for (const icon of boxes) drawIconLater(icon, ring)
    await vi.advanceTimersToNextTimerAsync()
    expect(boxes.filter((icon) => icon.firstChild).length).toBe(1)
    await vi.runAllTimersAsync()
    expect(boxes.every((icon) => icon.querySelector('circle'))).toBe(true)
  })

  it('keeps the last call for a box, and a cancelled call draws nothing', async () => {
    vi.useFakeTimers()
    const icon = box()
    drawIconLater(icon, { body: '<rect width="1" height="1"/>', width: 24, height: 24 })
    drawIconLater(icon, ring)
    await vi.runAllTimersAsync()
    expect(icon.querySelector('rect')).toBeNull()
    expect(icon.querySelector('circle')).not.toBeNull()

    const other = box()
    const cancel = drawIconLater(other, ring)
    cancel()
    await vi.runAllTimersAsync()
    expect(other.firstChild).toBeNull()
  })
})
