import { allSettled, fork } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $viewportWidth } from '@/platform/device'
import { appStarted } from '../model'
import './platform'

afterEach(() => {
  vi.useRealTimers()
})

describe('the platform watchers the app starts', () => {
  it("report the viewport a resize settles on into the app's scope", async () => {
    const scope = fork()
    await allSettled(appStarted, { scope })
    vi.useFakeTimers()
    const width = scope.getState($viewportWidth) === 500 ? 1400 : 500
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
    window.dispatchEvent(new Event('resize'))
    await vi.advanceTimersByTimeAsync(1100)
    expect(scope.getState($viewportWidth)).toBe(width)
  })
})
