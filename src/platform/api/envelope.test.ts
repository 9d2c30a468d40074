import { describe, expect, it } from 'vitest'
import { normaliseEnvelope, unwrap } from './envelope'
import { ApiError } from './errors'

const result = (status: number, body: unknown) => {
  const response = new Response(null, { status: status === 204 ? 204 : status })
  return Promise.resolve(
    status < 400 ? { data: body as { data?: unknown }, response } : { error: body, response },
  )
}

describe('envelope formats of spec §8', () => {
  it('new format: code 100 and 1000 are success', () => {
    expect(normaliseEnvelope({ code: 100, message: '', data: { a: 1 } })).toEqual({
      ok: true,
      data: { a: 1 },
    })
    expect(normaliseEnvelope({ code: 1000, message: 'ok', data: [1] })).toEqual({ ok: true, data: [1] })
  })
  it('new format: another code is a failure with the server message', () => {
    expect(normaliseEnvelope({ code: 101, message: 'Tài khoản sai', data: null })).toEqual({
      ok: false,
      code: 101,
      message: 'Tài khoản sai',
    })
  })
  it('old format: the last three digits of the status string are the code', () => {
    expect(normaliseEnvelope({ status: 'SUCCESS100', data: 5 })).toEqual({ ok: true, data: 5 })
    expect(normaliseEnvelope({ status: 'ERR_LOGIN_103', message: 'frozen' })).toEqual({
      ok: false,
      code: 103,
      message: 'frozen',
    })
  })
  it('numeric strings are codes; anything else is not an envelope', () => {
    expect(normaliseEnvelope({ code: '1000', data: null })).toEqual({ ok: true, data: null })
    expect(normaliseEnvelope('<html>')).toBeUndefined()
    expect(normaliseEnvelope({ hello: 1 })).toBeUndefined()
  })
})

describe('unwrap', () => {
  it('returns data on success', async () => {
    await expect(unwrap(result(200, { code: 100, message: '', data: { x: 1 } }))).resolves.toEqual({ x: 1 })
  })
  it('throws a server ApiError with code and message', async () => {
    const error = await unwrap(result(200, { code: 203, message: 'maintenance', data: null })).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'server', code: 203, message: 'maintenance' })
  })
  it('401 becomes unauthorized', async () => {
    await expect(unwrap(result(401, { code: 401, message: 'expired', data: null }))).rejects.toMatchObject({
      kind: 'unauthorized',
    })
  })
  it('a body that is not an envelope is the unknown client error', async () => {
    await expect(unwrap(result(502, 'Bad gateway'))).rejects.toMatchObject({ kind: 'unknown', code: 0 })
  })
})
