import { describe, expect, it } from 'vitest'
import { homeLayoutFor, MOBILE_TEMPLATES } from './templates'

describe('mobile templates are configuration of one home page', () => {
  it('gives every H5 family a complete layout, and the families differ', () => {
    const families = Object.keys(MOBILE_TEMPLATES)
    expect(families).toEqual(['H5_1', 'H5_2', 'H5_3', 'H5_4', 'H5_5', 'H5_6', 'H5_7', 'H5_8'])
    const shapes = new Set(Object.values(MOBILE_TEMPLATES).map((layout) => JSON.stringify(layout)))
    expect(shapes.size).toBe(families.length)
  })

  it('lets the special site templates adjust the family', () => {
    expect(homeLayoutFor('H5_3')).toMatchObject({ marquee: 'top', sponsors: false, accent: 'jade' })
    expect(homeLayoutFor('H5_3', 'site02')).toMatchObject({ marquee: 'top', sponsors: true, accent: 'jade' })
    expect(homeLayoutFor('H5_6', 'origin_mobile')).toMatchObject({ carouselUseType: 2, games: 'tabs' })
    expect(homeLayoutFor('H5_6', 'unknown')).toEqual(MOBILE_TEMPLATES.H5_6)
  })
})
