/**
 * Random and boundary inputs derived from the request schemas of openapi/lotus.yaml, driven by a
 * seeded PRNG so that any request can be produced again from its seed.
 */
import { asArray, asRecord, isRecord, pointerSegment, type JsonRecord } from '../../server/contract/json.ts'
import type { Prng as Rng } from '../../server/db/seed/prng.ts'
import { locate } from './support/requests.ts'

/** A stable 32-bit seed for a name under a run seed (FNV-1a), so one operation's run can be replayed alone. */
export function seedFor(runSeed: number, name: string): number {
  let hash = 0x811c9dc5 ^ runSeed
  for (const char of name) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Strings that tend to break parsers, SQL, HTML and databases. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  'true',
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\uffff',
  '😀🎰',
  'Nguyễn Văn Ánh',
  '中文测试',
  '\t\n\r',
  '1e309',
  '9999999999999999999999',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '__proto__',
  'constructor',
  '{"a":1}',
  '${7*7}',
  'x'.repeat(300),
  'x'.repeat(5000),
]

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  9007199254740991,
  Number.MAX_SAFE_INTEGER + 2,
  -(Number.MAX_SAFE_INTEGER + 2),
  1e20,
  -1e20,
  1e308,
  -1e308,
  Number.MIN_VALUE,
]

const deref = locate

function typesOf(schema: JsonRecord): string[] {
  if (typeof schema.type === 'string') return [schema.type]
  if (Array.isArray(schema.type))
    return schema.type.filter((type): type is string => typeof type === 'string')
  if (isRecord(schema.properties) || Array.isArray(schema.allOf)) return ['object']
  return []
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback
}

function randomString(rng: Rng, min: number, max: number): string {
  const length = rng.int(min, Math.min(max, min + 40))
  const alphabet = rng.pick([
    'abcdefghijklmnopqrstuvwxyz0123456789',
    '0123456789',
    'ABCDEFabcdef0123456789_-.@',
    'ăâđêôơưáàảãạ中文한국語ไทย',
  ])
  let text = ''
  for (let i = 0; i < length; i += 1) text += alphabet[rng.int(0, alphabet.length - 1)] ?? 'a'
  return text
}

function formatted(schema: JsonRecord, rng: Rng): string | undefined {
  switch (schema.format) {
    case 'date':
      return rng.pick(['2024-01-01', '1900-01-01', '2099-12-31', '2000-02-29'])
    case 'date-time':
      return rng.pick([new Date(0).toISOString(), '2024-06-01T12:00:00Z', '2099-12-31T23:59:59.999Z'])
    case 'email':
      return rng.pick(['fuzz@lotus.test', 'a@b.co', `${randomString(rng, 1, 60)}@example.com`])
    case 'uri':
      return rng.pick(['https://localhost/', 'http://example.com/a?b=c', 'https://dl888.lotus.test/x'])
    default:
      return undefined
  }
}

/** A value that satisfies the schema at `pointer` most of the time (random within its bounds). */
export function validValue(pointer: string, rng: Rng, depth = 0): unknown {
  const { schema, pointer: at } = deref(pointer)
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return rng.pick(schema.enum)
  for (const branch of ['oneOf', 'anyOf'] as const) {
    const options = asArray(schema[branch])
    if (options.length > 0)
      return validValue(`${at}/${branch}/${rng.int(0, options.length - 1)}`, rng, depth + 1)
  }
  const types = typesOf(schema).filter((type) => type !== 'null')
  const type = types.length > 0 ? rng.pick(types) : 'string'
  switch (type) {
    case 'integer':
    case 'number': {
      const min = numberOr(schema.minimum, numberOr(schema.exclusiveMinimum, -1) + 1)
      const max = numberOr(schema.maximum, numberOr(schema.exclusiveMaximum, min + 1_000_001) - 1)
      const value = rng.pick([
        min,
        max,
        rng.int(Math.max(min, -1000), Math.min(max, min + 1000)),
        rng.int(min, Math.min(max, 2_000_000_000)),
      ])
      return type === 'number' && rng.chance(0.3) ? value + 0.25 : value
    }
    case 'boolean':
      return rng.chance(0.5)
    case 'array': {
      const minItems = numberOr(schema.minItems, 0)
      const maxItems = Math.min(numberOr(schema.maxItems, 5), minItems + 5)
      const count = rng.pick([minItems, maxItems, rng.int(minItems, maxItems)])
      return depth > 4 ? [] : Array.from({ length: count }, () => validValue(`${at}/items`, rng, depth + 1))
    }
    case 'object':
      return depth > 4 ? {} : validObject(at, rng, depth + 1)
    default: {
      const format = formatted(schema, rng)
      if (format !== undefined) return format
      const min = numberOr(schema.minLength, 0)
      const max = numberOr(schema.maxLength, 64)
      if (typeof schema.pattern === 'string') return rng.pick(['1234', 'abc123', '0901234567', 'A1b2c3d4e5'])
      return rng.chance(0.3) ? 'x'.repeat(rng.pick([min, max])) : randomString(rng, min, max)
    }
  }
}

function propertiesOf(pointer: string): { name: string; pointer: string; required: boolean }[] {
  const { schema, pointer: at } = deref(pointer)
  const required = new Set(
    asArray(schema.required).filter((name): name is string => typeof name === 'string'),
  )
  const own = Object.keys(asRecord(schema.properties)).map((name) => ({
    name,
    pointer: `${at}/properties/${pointerSegment(name)}`,
    required: required.has(name),
  }))
  const parts = (['allOf', 'oneOf', 'anyOf'] as const).flatMap((branch) =>
    asArray(schema[branch]).flatMap((_, index) => propertiesOf(`${at}/${branch}/${index}`)),
  )
  return [...parts, ...own]
}

function validObject(pointer: string, rng: Rng, depth: number): JsonRecord {
  const result: JsonRecord = {}
  for (const property of propertiesOf(pointer)) {
    if (property.required || rng.chance(0.5)) result[property.name] = validValue(property.pointer, rng, depth)
  }
  return result
}

/** A value that probably violates the schema at `pointer`: wrong type, out of bounds, hostile text. */
export function hostileValue(pointer: string, rng: Rng): unknown {
  const { schema } = deref(pointer)
  const types = typesOf(schema)
  const choices: (() => unknown)[] = [
    () => null,
    () => rng.pick(NASTY_STRINGS),
    () => rng.pick(NASTY_NUMBERS),
    () => rng.pick([true, false]),
    () => rng.pick([[], [null], [1, 'a'], {}, { a: { b: { c: [] } } }]),
  ]
  if (types.includes('integer') || types.includes('number')) {
    const min = numberOr(schema.minimum, 0)
    const max = numberOr(schema.maximum, 2147483647)
    choices.push(() => rng.pick([min - 1, max + 1, min - 0.5, String(min), `${max}`]))
  }
  if (types.includes('string')) {
    const min = numberOr(schema.minLength, 0)
    const max = numberOr(schema.maxLength, 1024)
    choices.push(
      () => 'y'.repeat(max + 1),
      () => (min > 0 ? 'y'.repeat(min - 1) : ''),
    )
  }
  const firstAllowed: unknown = asArray(schema.enum)[0]
  if (firstAllowed !== undefined) choices.push(() => `${String(firstAllowed)}x`)
  if (types.includes('array')) {
    const maxItems = numberOr(schema.maxItems, 50)
    choices.push(() => Array.from({ length: Math.min(maxItems + 1, 2000) }, (_, i) => i))
  }
  return rng.pick(choices)()
}

export interface FuzzBody {
  kind: string
  /** A JSON value to send, or raw text. */
  json?: unknown
  raw?: string
}

/** One body for an operation: a valid base with one field made hostile, a random object, or junk. */
export function fuzzBody(bodyPointer: string, base: JsonRecord, rng: Rng): FuzzBody {
  const properties = propertiesOf(bodyPointer)
  const roll = rng.next()
  if (roll < 0.35 && properties.length > 0) {
    const property = rng.pick(properties)
    return {
      kind: `hostile ${property.name}`,
      json: { ...base, [property.name]: hostileValue(property.pointer, rng) },
    }
  }
  if (roll < 0.55 && properties.length > 0) {
    const property = rng.pick(properties)
    return {
      kind: `random ${property.name}`,
      json: { ...base, [property.name]: validValue(property.pointer, rng) },
    }
  }
  if (roll < 0.75) return { kind: 'random object', json: validObject(bodyPointer, rng, 0) }
  if (roll < 0.82 && properties.length > 0) {
    const property = rng.pick(properties)
    const { [property.name]: _dropped, ...rest } = base
    return { kind: `without ${property.name}`, json: rest }
  }
  if (roll < 0.88)
    return {
      kind: 'extra property',
      json: {
        ...base,
        [rng.pick(['__proto__', 'constructor', 'extra', 'member_id'])]: rng.pick(NASTY_NUMBERS),
      },
    }
  if (roll < 0.95)
    return {
      kind: 'junk json',
      json: rng.pick<unknown>([null, [], [base], 'text', 42, true, {}, { site_id: {} }]),
    }
  return {
    kind: 'junk text',
    raw: rng.pick([
      '{',
      '{"site_id":',
      'not json',
      '\u0000',
      '{"a":1}garbage',
      '[1,2',
      `{"x":"${'z'.repeat(300_000)}"}`,
    ]),
  }
}

/** A path or query parameter value: valid-looking or hostile text. */
export function fuzzParameter(pointer: string | null, rng: Rng, fallback: string): string {
  if (rng.chance(0.3)) return fallback
  if (pointer && rng.chance(0.4)) {
    const value = validValue(pointer, rng)
    return typeof value === 'string' ? value : JSON.stringify(value)
  }
  return String(rng.pick<unknown>([...NASTY_STRINGS, ...NASTY_NUMBERS]))
}
