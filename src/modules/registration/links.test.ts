import { afterEach, describe, expect, it, vi } from 'vitest'
import { LINK_EXPIRE_MINUTES } from '@/platform/storage'
import { applyLinkLifetime, rememberRegisterLink, storedRegisterLink } from './links'

/** Every `document.cookie = …` the code writes, as sent to the browser (with its Max-Age). */
function recordCookieWrites(): string[] {
  const writes: string[] = []
  let owner: object | null = document
  let descriptor: PropertyDescriptor | undefined
  while (owner && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(owner, 'cookie')
    owner = Object.getPrototypeOf(owner) as object | null
  }
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value)
    descriptor?.set?.call(document, value)
  })
  return writes
}

describe('agent links live for the site LINK_EXPIRE_TIME', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    applyLinkLifetime(LINK_EXPIRE_MINUTES)
  })

  it('a link read before the site detail answers is written again with the site lifetime', () => {
    const writes = recordCookieWrites()
    rememberRegisterLink({ id: '42' })
    expect(writes.find((w) => w.startsWith('member_agent='))).toContain(`Max-Age=${LINK_EXPIRE_MINUTES * 60}`)
    applyLinkLifetime(1440)
    const rewritten = writes.filter((w) => w.startsWith('member_agent='))
    expect(rewritten.at(-1)).toContain('Max-Age=86400')
    expect(writes.filter((w) => w.startsWith('register_type=')).at(-1)).toContain('Max-Age=86400')
    expect(storedRegisterLink()).toEqual({ agent_id: 42 })
  })

  it('links stored after the site detail use its lifetime directly', () => {
    applyLinkLifetime(60)
    const writes = recordCookieWrites()
    rememberRegisterLink({ invite: 'ABC123' })
    expect(writes.find((w) => w.startsWith('recommend_code='))).toContain('Max-Age=3600')
  })
})
