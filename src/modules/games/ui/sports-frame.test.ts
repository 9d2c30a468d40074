import { describe, expect, it } from 'vitest'
import { parseFrameMessage } from './sports-frame'

describe('sports frame messages', () => {
  it('S001 resizes (capped at 4000 px); U003 opens a sports game', () => {
    expect(parseFrameMessage({ type: 'S001', height: 900 })).toEqual({ type: 'S001', height: 900 })
    expect(parseFrameMessage({ type: 'S001', height: 99_999 })).toEqual({ type: 'S001', height: 4000 })
    expect(parseFrameMessage({ type: 'U003', data: { gp_id: 41, game_code: 'SB1' } })).toEqual({
      type: 'U003',
      data: { gp_id: 41, game_type: 4, game_code: 'SB1' },
    })
    expect(parseFrameMessage({ type: 'U003', data: { gp_id: 41 } })).toEqual({
      type: 'U003',
      data: { gp_id: 41, game_type: 4 },
    })
  })

  it('ignores anything else', () => {
    for (const junk of [
      null,
      'S001',
      { type: 'S001', height: -5 },
      { type: 'U003', data: { gp_id: '41' } },
      { type: 'X' },
    ])
      expect(parseFrameMessage(junk)).toBeNull()
  })
})
