import { describe, expect, it } from 'vitest'
import type { DiscountSummary } from '../api'
import { currentPromotions } from './promotions-teaser'

const promotion = (id: number, start_at: string | null, end_at: string | null): DiscountSummary => ({
  id,
  title: `Promotion ${id}`,
  category: 'new_member',
  summary: '',
  photo_path: '',
  start_at,
  end_at,
  apply_type: 0,
})

describe('the home teaser keeps the running promotions', () => {
  const now = Date.parse('2026-06-15T12:00:00Z')
  it('drops promotions not started or already ended, keeps open-ended ones in order', () => {
    const list = [
      promotion(1, '2026-06-01T00:00:00Z', '2026-06-30T00:00:00Z'),
      promotion(2, '2026-07-01T00:00:00Z', null),
      promotion(3, '2026-05-01T00:00:00Z', '2026-06-15T12:00:00Z'),
      promotion(4, null, null),
      promotion(5, null, '2026-06-16T00:00:00Z'),
    ]
    expect(currentPromotions(list, now).map((item) => item.id)).toEqual([1, 4, 5])
  })
})
