import { describe, expect, it } from 'vitest'
import { systemOf } from './system'

describe('systemOf', () => {
  it('reads iOS, Android, Windows and macOS with their versions', () => {
    expect(
      systemOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 LotusApp/3.1'),
    ).toEqual({
      system_group: 'ios',
      system: 'iOS',
      system_version: '17.2.1',
    })
    expect(
      systemOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toEqual({
      system_group: 'android',
      system: 'Android',
      system_version: '14',
    })
    expect(systemOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0').system_version).toBe('10.0')
    expect(systemOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15')).toMatchObject({
      system: 'macOS',
      system_version: '10.15.7',
    })
  })
  it('names Linux without a version and anything else other', () => {
    expect(systemOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toEqual({
      system_group: 'linux',
      system: 'Linux',
      system_version: '',
    })
    expect(systemOf('curl/8.0')).toEqual({ system_group: 'other', system: 'other', system_version: '' })
  })
})
