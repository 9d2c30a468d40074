/**
 * Every operation of openapi/lotus.yaml: a success case, the session check, and malformed input,
 * all judged by the contract's own schemas. Behaviour of single operations is in the other files.
 */
import { describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectProtocolError, expectSuccess, opTest } from './support/harness.ts'
import { malformedCases } from './support/malformed.ts'
import { validBody, validParams, validQuery } from './support/requests.ts'
import { loginAs, type Account } from './support/session.ts'
import { contract, requires } from './support/target.ts'

/** Operations whose success ends the session: they get a session of their own. */
const ENDS_SESSION = new Set(['logout'])
/** Operations whose success changes the member's standing (a time-out logs them out): not on the shared account. */
const OWN_ACCOUNT: Partial<Record<string, Account>> = {
  startExclusion: 'global01',
  setProtectionLimit: 'global01',
}

for (const spec of contract.operations) {
  const id = spec.operationId
  // A test hook (tag test-hooks) is tested only where the target offers it.
  describe(`${spec.tag} ${id}`, spec.sandboxOnly ? requires(id) : {}, () => {
    opTest(id, 'answers a valid envelope (success or a documented code)', async ({ skip }) => {
      const account = OWN_ACCOUNT[id] ?? 'demo888'
      const token = spec.auth === 'none' ? null : await loginAs(account, { fresh: ENDS_SESSION.has(id) })
      if (spec.auth === 'required' && !token) skip('no session for this backend (set API_TOKEN)')
      const result = await call(id, {
        body: validBody(id),
        params: validParams(id),
        query: validQuery(id),
        token,
      })
      // A sandbox helper asked about something that does not exist answers its documented 404.
      if (spec.sandboxOnly && result.status === 404) return expectProtocolError(result, 404)
      expectSuccess(result, spec.codes)
    })

    if (spec.auth === 'required') {
      opTest(id, 'answers 401 without a session or with an unknown token', async () => {
        const body = validBody(id)
        expectProtocolError(await call(id, { body, params: validParams(id), query: validQuery(id) }), 401)
        const unknown = await call(id, {
          body,
          params: validParams(id),
          query: validQuery(id),
          token: 'no-such-token',
        })
        expectProtocolError(unknown, 401)
      })
    }

    for (const bad of malformedCases(id)) {
      opTest(id, `answers 400 for ${bad.name}`, async ({ skip }) => {
        const token = spec.auth === 'none' ? null : await loginAs('demo888')
        if (spec.auth === 'required' && !token) skip('no session for this backend (set API_TOKEN)')
        const options = bad.raw === undefined ? { body: bad.body } : { rawBody: bad.raw }
        const result = await call(id, { ...options, params: validParams(id), query: validQuery(id), token })
        expectProtocolError(result, 400)
        expect(result.message).toContain(bad.field)
      })
    }

    const integerPath = spec.parameters.find((param) => param.in === 'path' && param.name.endsWith('_id'))
    if (integerPath) {
      opTest(id, `answers 400 for a non-numeric ${integerPath.name}`, async () => {
        const result = await call(id, {
          params: { ...validParams(id), [integerPath.name]: 'abc' },
          query: validQuery(id),
        })
        expectProtocolError(result, 400)
        expect(result.message).toContain(integerPath.name)
      })
    }
    const requiredQuery = spec.parameters.find((param) => param.in === 'query' && param.required)
    if (requiredQuery) {
      opTest(id, `answers 400 without the ${requiredQuery.name} query`, async () => {
        const result = await call(id, { params: validParams(id) })
        expectProtocolError(result, 400)
        expect(result.message).toContain(requiredQuery.name)
      })
    }
  })
}
