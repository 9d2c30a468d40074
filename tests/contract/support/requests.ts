import type { ValidateFunction } from 'ajv'
import {
  asArray,
  asRecord,
  isRecord,
  pointerSegment,
  resolvePointer,
  type JsonRecord,
} from '../../../server/contract/json.ts'
import { operation } from './client.ts'
import { contract } from './target.ts'

/** Values that make sense against the seed (site 1, demo888, PG Soft…), tried before generic ones. */
export const FIELD_VALUES: Record<string, unknown> = {
  site_id: 1,
  currency: 'VND',
  member_currency: 'VND',
  language: 'vi_VN',
  display_device: 0,
  display_location: 2,
  use_type: 0,
  sort_field: 'sort',
  sort_order: 'asc',
  url: 'https://localhost/sandbox/game',
  id: 1,
  type: 1,
  account: 'demo888',
  member_account: 'contract01',
  password: 'lotus123',
  new_password: 'lotus456',
  answer: '0000',
  captcha_token: 'contract-captcha',
  gp_id: 2,
  game_type: 2,
  game_type_id: 2,
  gt_id: 2,
  game_code: 'PG20001',
  device: 1,
  support_device: 0,
  template: 'H5_1',
  tag: 'hot',
  event_name: 'PageView',
  page: 1,
  page_size: 20,
  host: 'dl888.lotus.test',
  domain: 'localhost',
  member_phone: '0901234567',
  member_email: 'contract@lotus.test',
  member_name: 'Nguyen Van Test',
  withdraw_password: '1234',
  recommend_code: 'LOTUS888',
  agent_id: 1,
  model_version: '3',
  lobby_url: 'https://localhost/close',
  amount: 100000,
}

/** Per-operation bodies where the generic guess would not be a meaningful success case. */
export const BODY_OVERRIDES: Record<string, Record<string, unknown>> = {
  playDemoGame: { site_id: 1, currency: 'VND', device: 1, gp_id: 3, game_type: 2, game_code: 'JL20001' },
  bindBankAccount: { bank_code: 'VCB' },
  createWithdrawal: { bank_account_id: 1 },
  // Keeps demo888's bank account (createWithdrawal needs it): answers the documented 404.
  unbindBankAccount: { id: 999 },
  getFaq: { id: 2, site_id: 1 },
  getContentPage: { id: 1, site_id: 1 },
  getDiscount: { id: 1, site_id: 1 },
  listMarquee: { site_id: 1, sort_field: 'sort', sort_order: 'asc' },
}

export interface Located {
  schema: JsonRecord
  pointer: string
}

/** The schema at `pointer` with its `$ref`s followed, and where it really lives. */
export function locate(pointer: string): Located {
  let at = pointer
  let schema = asRecord(resolvePointer(contract.document, at))
  for (let hops = 0; hops < 10 && typeof schema.$ref === 'string'; hops += 1) {
    at = schema.$ref.replace(/^#/, '')
    schema = asRecord(resolvePointer(contract.document, at))
  }
  return { schema, pointer: at }
}

const validators = new Map<string, ValidateFunction>()

function validAt(pointer: string, value: unknown): boolean {
  let validate = validators.get(pointer)
  if (!validate) {
    validate = contract.compileAt(pointer)
    validators.set(pointer, validate)
  }
  return validate(value)
}

function generic(schema: JsonRecord, pointer: string, name: string, depth: number): unknown[] {
  if ('const' in schema) return [schema.const]
  if (Array.isArray(schema.enum)) return schema.enum
  const types = asArray(schema.type).concat(typeof schema.type === 'string' ? [schema.type] : [])
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1
  if (types.includes('integer')) return [Math.max(1, minimum), minimum]
  if (types.includes('number')) return [Math.max(1, minimum), minimum]
  if (types.includes('boolean')) return [true]
  if (types.includes('array')) {
    const item =
      isRecord(schema.items) && depth < 4 ? valueFor(`${pointer}/items`, name, depth + 1) : 'contract'
    return typeof schema.minItems === 'number' && schema.minItems > 0 ? [[item]] : [[], [item]]
  }
  if (schema.format === 'date') return ['2024-01-01']
  if (schema.format === 'date-time') return [new Date().toISOString()]
  if (schema.format === 'email') return ['contract@lotus.test']
  if (schema.format === 'uri') return ['https://localhost/']
  return ['contract', 'abc123', 'A1b2c3d4', '1234', '0901234567', 'contract-value-1']
}

/** A value valid against the schema at `pointer`, preferring the seed-aware value of `name`. */
function valueFor(pointer: string, name: string, depth: number): unknown {
  const { schema, pointer: at } = locate(pointer)
  const candidates: unknown[] = []
  if (name in FIELD_VALUES) candidates.push(FIELD_VALUES[name])
  if (isObjectSchema(schema) && depth < 4) candidates.push(objectFor(at, depth + 1))
  for (const branch of ['anyOf', 'oneOf'] as const) {
    asArray(schema[branch]).forEach((_, index) =>
      candidates.push(valueFor(`${at}/${branch}/${index}`, name, depth + 1)),
    )
  }
  candidates.push(...generic(schema, at, name, depth))
  return candidates.find((candidate) => validAt(at, candidate)) ?? candidates[0]
}

function isObjectSchema(schema: JsonRecord): boolean {
  return schema.type === 'object' || isRecord(schema.properties) || Array.isArray(schema.allOf)
}

/**
 * Required properties (and those of every allOf part and of the first oneOf/anyOf branch) with valid
 * values; seed-aware optional properties are added while the object has fewer than minProperties.
 */
function objectFor(pointer: string, depth = 0): JsonRecord {
  const { schema, pointer: at } = locate(pointer)
  const result: JsonRecord = {}
  asArray(schema.allOf).forEach((_, index) =>
    Object.assign(result, objectFor(`${at}/allOf/${index}`, depth + 1)),
  )
  for (const branch of ['oneOf', 'anyOf'] as const) {
    if (asArray(schema[branch]).length > 0) Object.assign(result, objectFor(`${at}/${branch}/0`, depth + 1))
  }
  // `if`/`then` (e.g. "recommend_code or agent_id"): satisfy the `then` branch too.
  const conditional = isRecord(schema.then) ? asArray(schema.then.required) : []
  const required = [...asArray(schema.required), ...conditional].filter(
    (name): name is string => typeof name === 'string',
  )
  for (const name of required) {
    result[name] = valueFor(`${at}/properties/${pointerSegment(name)}`, name, depth)
  }
  const minimum = typeof schema.minProperties === 'number' ? schema.minProperties : 0
  const optional = Object.keys(asRecord(schema.properties)).sort(
    (a, b) => Number(b in FIELD_VALUES) - Number(a in FIELD_VALUES),
  )
  for (const name of optional) {
    if (Object.keys(result).length >= minimum) break
    if (!(name in result)) result[name] = valueFor(`${at}/properties/${pointerSegment(name)}`, name, depth)
  }
  return result
}

/** A request body that passes the contract's validation, for the success case of an operation. */
export function validBody(operationId: string): unknown {
  const spec = operation(operationId)
  if (!spec.body) return undefined
  const body = { ...objectFor(spec.body.schemaPointer), ...BODY_OVERRIDES[operationId] }
  return body
}

/** Path parameters that name seed data. */
export function validParams(operationId: string): Record<string, string> {
  const spec = operation(operationId)
  const params: Record<string, string> = {}
  for (const param of spec.parameters) {
    if (param.in !== 'path') continue
    params[param.name] = param.name === 'prefix' ? 'lotus' : '1'
  }
  return params
}

/** Query parameters of the success case. */
export function validQuery(operationId: string): Record<string, string> | undefined {
  if (operationId === 'getIconSet') return { icons: 'slot,live,home' }
  if (operationId === 'peekSandboxSms') return { phone: '0901234888' }
  return undefined
}
