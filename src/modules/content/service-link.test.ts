import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { $customerServiceUrl, customerServiceLinkReceived, safeServiceUrl } from './model'

describe('the customer service link', () => {
  it('keeps an absolute http(s) address and drops anything else', () => {
    expect(safeServiceUrl('https://support.example.org/chat?site=1')).toBe(
      'https://support.example.org/chat?site=1',
    )
    expect(safeServiceUrl('http://help.example.org')).toBe('http://help.example.org/')
    expect(safeServiceUrl('')).toBeNull()
    expect(safeServiceUrl('/main')).toBeNull()
    expect(safeServiceUrl('javascript:alert(1)')).toBeNull()
    expect(safeServiceUrl('mailto:help@example.org')).toBeNull()
  })

  it('follows the latest site detail', async () => {
    const scope = fork()
    await allSettled(customerServiceLinkReceived, { scope, params: 'https://a.example.org/chat' })
    expect(scope.getState($customerServiceUrl)).toBe('https://a.example.org/chat')
    await allSettled(customerServiceLinkReceived, { scope, params: '' })
    expect(scope.getState($customerServiceUrl)).toBeNull()
  })
})
