/**
 * Fuzz run of the sandbox API: for every operation of the contract, random and boundary inputs
 * derived from its request schemas (bodies, path and query parameters, headers, sessions). No answer
 * may be a 5xx other than 501 or miss the envelope, and a rejected call must leave money, members and
 * their records exactly as they were. Reproduce a failure with the printed seed:
 * `FUZZ_SEED=<seed> FUZZ_ONLY=<operationId> npx vitest run --config vitest.contract.config.ts tests/contract/fuzz.test.ts`
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '../../server/auth/sessions.ts'
import type { Db } from '../../server/db/types.ts'
import { asRecord, isRecord } from '../../server/contract/json.ts'
import { Prng } from '../../server/db/seed/prng.ts'
import { fuzzBody, fuzzParameter, seedFor } from './fuzz-inputs.ts'
import { call, operation } from './support/client.ts'
import { loginWithPassword } from './support/session.ts'
import { validBody, validParams, validQuery } from './support/requests.ts'
import { contract, getTarget, requires } from './support/target.ts'

const RUN_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124) >>> 0
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 90)
const ONLY = process.env.FUZZ_ONLY

/**
 * What a rejected call must not change: members, money, and every record a member owns. Tables that
 * legitimately record rejected attempts (captchas, login attempts, SMS codes, idempotency answers,
 * throttling logs) are left out.
 */
const STATE_SQL = `SELECT concat_ws('|',
  (SELECT md5(coalesce(string_agg((to_jsonb(m) - 'last_login_at')::text, ',' ORDER BY id), '')) FROM members m),
  (SELECT md5(coalesce(string_agg(w::text, ',' ORDER BY id), '')) FROM wallets w),
  (SELECT concat(count(*), ':', coalesce(sum(amount), 0), ':', coalesce(max(id), 0)) FROM wallet_ledger),
  (SELECT count(*) FROM sessions),
  (SELECT md5(coalesce(string_agg(b::text, ',' ORDER BY id), '')) FROM bank_accounts b),
  (SELECT md5(coalesce(string_agg(d::text, ',' ORDER BY id), '')) FROM deposit_orders d),
  (SELECT md5(coalesce(string_agg(w::text, ',' ORDER BY id), '')) FROM withdraw_orders w),
  (SELECT md5(coalesce(string_agg(f::text, ',' ORDER BY f::text), '')) FROM favorites f),
  (SELECT md5(coalesce(string_agg(l::text, ',' ORDER BY id), '')) FROM letters l),
  (SELECT count(*) FROM red_envelope_claims),
  (SELECT count(*) FROM promotion_applications),
  (SELECT count(*) FROM agent_applications),
  (SELECT md5(coalesce(string_agg(a::text, ',' ORDER BY a::text), '')) FROM agents a),
  (SELECT md5(coalesce(string_agg(p::text, ',' ORDER BY p::text), '')) FROM protection_limits p),
  (SELECT md5(coalesce(string_agg(p::text, ',' ORDER BY p::text), '')) FROM protection_settings p),
  (SELECT count(*) FROM protection_exclusions),
  (SELECT count(*) FROM bulletin_hides)
) AS state`

/** The tables STATE_SQL reads. */
const STATE_TABLES = [...new Set(Array.from(STATE_SQL.matchAll(/\bFROM (\w+)/g), (match) => match[1] ?? ''))]

/**
 * Row triggers on the state tables count every row inserted, updated or deleted (and every TRUNCATE)
 * in a sequence. While the count stands still no state row changed, so the state needs no new hash;
 * when it moved (a write, even one rolled back), the state is hashed and compared in full.
 */
const COUNTER = 'fuzz_state_writes'
const WATCH_SQL = [
  `CREATE SEQUENCE ${COUNTER}`,
  `CREATE FUNCTION ${COUNTER}_count() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN PERFORM nextval('${COUNTER}'); RETURN NULL; END $$`,
  ...STATE_TABLES.flatMap((table) => [
    `CREATE TRIGGER ${COUNTER}_rows AFTER INSERT OR UPDATE OR DELETE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION ${COUNTER}_count()`,
    `CREATE TRIGGER ${COUNTER}_truncate AFTER TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION ${COUNTER}_count()`,
  ]),
]
const UNWATCH_SQL = [
  ...STATE_TABLES.flatMap((table) => [
    `DROP TRIGGER IF EXISTS ${COUNTER}_rows ON ${table}`,
    `DROP TRIGGER IF EXISTS ${COUNTER}_truncate ON ${table}`,
  ]),
  `DROP FUNCTION IF EXISTS ${COUNTER}_count()`,
  `DROP SEQUENCE IF EXISTS ${COUNTER}`,
]

async function writesSoFar(db: Db): Promise<string> {
  const result = await db.query<{ count: string }>(
    `SELECT (last_value * is_called::int)::text AS count FROM ${COUNTER}`,
  )
  return result.rows[0]?.count ?? ''
}

/** The state, hashed again only when a state row was written since it was last hashed. */
class StateWatch {
  #hashed: { writes: string; state: string } | null = null

  constructor(private readonly db: Db) {}

  async current(): Promise<{ writes: string; state: string }> {
    const writes = await writesSoFar(this.db)
    if (this.#hashed?.writes !== writes) {
      const result = await this.db.query<{ state: string }>(STATE_SQL)
      this.#hashed = { writes, state: result.rows[0]?.state ?? '' }
    }
    return this.#hashed
  }
}

interface FuzzRequest {
  operationId: string
  index: number
  kind: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

interface Failure {
  seed: number
  request: FuzzRequest
  problem: string
  status: number
  answer: string
}

const LOCALES = ['vi_VN', 'en_US', 'zh_CN', 'xx_XX', '', '../../', 'vi_VN,en_US']

/** Percent-encodes a path segment; a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

function buildRequest(operationId: string, index: number, rng: Prng, token: string): FuzzRequest {
  const spec = operation(operationId)
  const params = validParams(operationId)
  const query = validQuery(operationId) ?? {}
  const path = spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const pointer =
      spec.parameters.find((param) => param.in === 'path' && param.name === name)?.schemaPointer ?? null
    return encoded(fuzzParameter(pointer, rng, params[name] ?? '1'))
  })
  const search = new URLSearchParams()
  for (const param of spec.parameters.filter((candidate) => candidate.in === 'query')) {
    if (!param.required && rng.chance(0.2)) continue
    search.set(param.name, fuzzParameter(param.schemaPointer, rng, query[param.name] ?? '1'))
  }
  const headers: Record<string, string> = { accept: 'application/json' }
  const auth = rng.next()
  if (auth < 0.7) headers.authorization = rng.chance(0.2) ? `Bearer ${token}` : token
  else if (auth < 0.85)
    headers.authorization = rng.pick(['x', 'Bearer ', 'null', 'a'.repeat(2000), `${token}x`])
  if (rng.chance(0.3)) headers.lang = rng.pick(LOCALES)
  let kind = 'no body'
  let body: string | undefined
  if (spec.method !== 'get') {
    headers['content-type'] = 'application/json'
    if (rng.chance(0.3)) headers['idempotency-key'] = rng.pick(['', 'k'.repeat(300), `fuzz-${rng.int(0, 5)}`])
    const base = asRecord(validBody(operationId))
    const made = spec.body ? fuzzBody(spec.body.schemaPointer, base, rng) : { kind: 'empty', json: {} }
    kind = made.kind
    body = made.raw ?? JSON.stringify(made.json)
  }
  const qs = search.toString()
  return {
    operationId,
    index,
    kind,
    method: spec.method.toUpperCase(),
    path: `${path}${qs ? `?${qs}` : ''}`,
    headers,
    body,
  }
}

function envelopeProblem(enveloped: boolean, status: number, parsed: unknown): string | null {
  if (status >= 500 && status !== 501) return `HTTP ${status}`
  if (!enveloped && status === 200) return parsed === undefined ? 'not JSON' : null
  if (!isRecord(parsed)) return 'not a JSON envelope'
  if (typeof parsed.code !== 'number' || typeof parsed.message !== 'string' || !('data' in parsed))
    return 'not an envelope {code, message, data}'
  return null
}

function shown(request: FuzzRequest): string {
  const body =
    request.body && request.body.length > 400
      ? `${request.body.slice(0, 400)}… (${request.body.length} chars)`
      : request.body
  return JSON.stringify({ ...request, body })
}

const operations = contract.operations
  .map((spec) => spec.operationId)
  .filter((id) => !ONLY || ONLY.split(',').includes(id))

/**
 * Over HTTP the answers are checked (envelope, no 5xx); the "a rejected call changes nothing" check
 * needs the sandbox's database and runs in-process only.
 */
describe(
  'fuzz: random and boundary input for every operation',
  requires('createSandboxProtectionMember', 'peekSandboxCaptcha'),
  () => {
    let db: Db | null = null
    let total = 0
    const started = Date.now()

    beforeAll(async () => {
      const target = await getTarget()
      db = target.database?.db ?? null
      if (db) {
        for (const sql of UNWATCH_SQL) await db.query(sql)
        for (const sql of WATCH_SQL) await db.query(sql)
      }
      console.log(
        `fuzz seed ${RUN_SEED}, ${PER_OPERATION} requests per operation, ${operations.length} operations`,
      )
    })

    afterAll(async () => {
      if (db) for (const sql of UNWATCH_SQL) await db.query(sql)
      console.log(`fuzz: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    })

    // The site-flags hook changes a site for every later test: the seed's flags come back after its run.
    afterEach(async (context) => {
      if (context.task.name !== 'setSandboxSiteFlags') return
      for (const siteId of [1, 2, 3])
        await call('setSandboxSiteFlags', {
          body: {
            site_id: siteId,
            game_closed: false,
            fast_payment_agent_bound: siteId === 2,
            demo_mode: siteId === 2,
          },
        })
    })

    /** A member of its own for each operation, so logout, exclusion or a new password do not spill over. */
    async function freshMember(): Promise<string> {
      const target = await getTarget()
      const response = await target.fetch('/sandbox/protection/member', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ site_id: 1, member_currency: 'VND' }),
      })
      const data = asRecord(asRecord(await response.json()).data)
      const memberId = Number(data.member_id)
      if (!db) {
        const password = String(data.password)
        const token = await loginWithPassword(String(data.member_account), password)
        if (!token) throw new Error(`fresh member ${String(data.member_account)} could not log in`)
        await call('editWithdrawPassword', {
          token,
          body: { withdraw_password: '1234', withdraw_password_confirmation: '1234', password },
        })
        return token
      }
      await db.query(
        `UPDATE members SET withdraw_password_hash = (SELECT withdraw_password_hash FROM members WHERE id = 1) WHERE id = $1`,
        [memberId],
      )
      const session = await createSession(db, { id: memberId, site_id: 1 })
      return session.token
    }

    test.each(operations)('%s', { timeout: 120_000 }, async (operationId) => {
      const seed = seedFor(RUN_SEED, operationId)
      const rng = new Prng(seed)
      const spec = operation(operationId)
      const target = await getTarget()
      const token = await freshMember()
      const failures: Failure[] = []
      const watch = db ? new StateWatch(db) : null
      // The state before the next call; read again only after a call that succeeded (and may change it).
      let before: { writes: string; state: string } | null = null
      for (let index = 0; index < PER_OPERATION; index += 1) {
        if (watch) before ??= await watch.current()
        const request = buildRequest(operationId, index, rng, token)
        const response = await target.fetch(request.path, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        })
        total += 1
        const text = await response.text()
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch {
          parsed = undefined
        }
        const problem = envelopeProblem(spec.enveloped, response.status, parsed)
        const code = isRecord(parsed) ? parsed.code : undefined
        const rejected = response.status !== 200 || (spec.enveloped && code !== 100)
        if (problem)
          failures.push({ seed, request, problem, status: response.status, answer: text.slice(0, 300) })
        if (!rejected || !watch || !before) {
          before = null
          continue
        }
        const after = await watch.current()
        if (after.state !== before.state)
          failures.push({
            seed,
            request,
            problem: `state changed by a rejected call (code ${String(code)})`,
            status: response.status,
            answer: text.slice(0, 300),
          })
        before = after
      }
      const report = failures.map(
        (failure) =>
          `seed ${failure.seed} #${failure.request.index} ${failure.problem}: ${shown(failure.request)} -> ${failure.status} ${failure.answer}`,
      )
      expect(report, `FUZZ_SEED=${RUN_SEED} FUZZ_ONLY=${operationId}`).toEqual([])
    })
  },
)
