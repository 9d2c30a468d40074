import { describe, expect, it, vi } from 'vitest'
import { armReloadOnNavigation, reloadIfArmed } from './reload-on-navigation'
import { RELOAD_GUARD_MS, shouldReloadForChunkError } from './watcher'

describe('build watcher (spec §4)', () => {
  it('reloads on the next navigation only after a newer build was seen, and only once', () => {
    const reload = vi.fn()
    expect(reloadIfArmed(reload)).toBe(false)
    armReloadOnNavigation()
    expect(reloadIfArmed(reload)).toBe(true)
    expect(reloadIfArmed(reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('a chunk-load failure reloads once per path within 10 s', () => {
    expect(shouldReloadForChunkError('/a', 1000, undefined)).toBe(true)
    expect(shouldReloadForChunkError('/a', 1000 + RELOAD_GUARD_MS - 1, { path: '/a', at: 1000 })).toBe(false)
    expect(shouldReloadForChunkError('/a', 1000 + RELOAD_GUARD_MS, { path: '/a', at: 1000 })).toBe(true)
    expect(shouldReloadForChunkError('/b', 1001, { path: '/a', at: 1000 })).toBe(true)
  })
})
