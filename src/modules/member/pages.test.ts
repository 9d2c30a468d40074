import { describe, expect, it } from 'vitest'
import { MEMBER_PAGES, memberPageOf } from './pages'

describe('member centre pages', () => {
  it('has every menu item of spec §2', () => {
    expect(MEMBER_PAGES).toEqual([
      'Info',
      'BindAccount',
      'MyWallet',
      'Announcement',
      'Letter',
      'Deposit',
      'Withdrawal',
      'Transaction',
      'DWRecord',
      'RecommendProject',
      'RecommendRecord',
      'RecommendMemberSearch',
    ])
  })

  it('reads deep links case-insensitively and refuses unknown pages', () => {
    expect(memberPageOf('Deposit')).toBe('Deposit')
    expect(memberPageOf('bindaccount')).toBe('BindAccount')
    expect(memberPageOf('Nope')).toBeUndefined()
    expect(memberPageOf(undefined)).toBeUndefined()
  })
})
