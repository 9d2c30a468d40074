import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import { asRecord, type JsonRecord } from './json.ts'
import { readOperations, type OperationSpec, type ParameterSpec } from './operations.ts'

export type { HttpMethod, OperationSpec, ParameterSpec } from './operations.ts'

export const DEFAULT_CONTRACT_PATH = fileURLToPath(new URL('../../openapi/lotus.yaml', import.meta.url))
const DOCUMENT_ID = 'lotus.yaml'

/** One problem of a request, as the contract's `ValidationIssue`. */
export interface ValidationIssue {
  /** JSON pointer inside the request, e.g. `/body/site_id` or `/header/lang`. */
  path: string
  message: string
  keyword: string
}

export interface ValidationResult {
  ok: boolean
  /** e.g. `site_id: must be integer; language: is required` */
  message: string
  issues: ValidationIssue[]
}

const VALID: ValidationResult = { ok: true, message: '', issues: [] }

function segmentsOf(error: ErrorObject): string[] {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
  const params = asRecord(error.params)
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    path.push(params.missingProperty)
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    path.push(params.additionalProperty)
  return path
}

function fieldOf(error: ErrorObject): string {
  return segmentsOf(error).reduce(
    (field, part) => (/^\d+$/.test(part) ? `${field}[${part}]` : field ? `${field}.${part}` : part),
    '',
  )
}

function messageOf(error: ErrorObject): string {
  const params = asRecord(error.params)
  switch (error.keyword) {
    case 'required':
      return 'is required'
    case 'additionalProperties':
      return 'is not allowed'
    case 'enum':
      return `must be one of ${Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : 'the allowed values'}`
    default:
      return error.message ?? 'is invalid'
  }
}

function pointerOf(error: ErrorObject, location: string): string {
  return ['', location, ...segmentsOf(error)]
    .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
    .join('/')
}

/**
 * Turns ajv errors into a result: a short line naming each field and its problem
 * (`site_id: must be integer`) and the issues as JSON pointers under `location`.
 */
export function resultOf(
  errors: readonly ErrorObject[] | null | undefined,
  location: string,
): ValidationResult {
  const all = errors ?? []
  // Branch noise of oneOf/anyOf/if says less than the concrete errors under it.
  const concrete = all.filter((error) => !['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword))
  const chosen = (concrete.length > 0 ? concrete : all).slice(0, 100)
  const lines = new Set(chosen.map((error) => `${fieldOf(error) || location}: ${messageOf(error)}`))
  return {
    ok: false,
    message: lines.size > 0 ? [...lines].slice(0, 3).join('; ') : `${location}: is invalid`,
    issues: chosen.map((error) => ({
      path: pointerOf(error, location),
      message: messageOf(error),
      keyword: error.keyword,
    })),
  }
}

/**
 * The loaded contract: its operations, a matcher from method + path to operation, and ajv validators
 * compiled from the document itself (request validators eagerly, response validators on first use).
 */
export class Contract {
  readonly operations: readonly OperationSpec[]
  readonly byId: ReadonlyMap<string, OperationSpec>
  readonly #exact = new Map<string, OperationSpec>()
  readonly #templated: OperationSpec[] = []
  readonly #strict: Ajv2020
  readonly #coercing: Ajv2020
  readonly #bodies = new Map<string, ValidateFunction>()
  readonly #params = new Map<string, Map<ParameterSpec['in'], ValidateFunction>>()
  readonly #responses = new Map<string, ValidateFunction>()

  constructor(readonly document: JsonRecord) {
    this.operations = readOperations(document)
    this.byId = new Map(this.operations.map((operation) => [operation.operationId, operation]))
    for (const operation of this.operations) {
      if (operation.path.includes('{')) this.#templated.push(operation)
      else this.#exact.set(`${operation.method} ${operation.path}`, operation)
    }
    const options = { strict: false, allErrors: true, validateSchema: false, logger: false } as const
    this.#strict = new Ajv2020(options)
    this.#coercing = new Ajv2020({ ...options, coerceTypes: true })
    for (const ajv of [this.#strict, this.#coercing]) {
      addFormats(ajv)
      ajv.addSchema(document, DOCUMENT_ID)
    }
  }

  static load(path = DEFAULT_CONTRACT_PATH): Contract {
    return new Contract(asRecord(parse(readFileSync(path, 'utf8'))))
  }

  /** Compiles every request validator now, so a broken schema fails at start, not on a request. */
  compileRequestValidators(): this {
    for (const operation of this.operations) {
      this.#bodyValidator(operation)
      this.#paramValidators(operation)
    }
    return this
  }

  /** The operation for a method and a path without `/api`; `methodMismatch` when only the path exists. */
  match(
    method: string,
    path: string,
  ): { operation: OperationSpec; params: Record<string, string> } | { methodMismatch: boolean } {
    const lower = method.toLowerCase()
    const exact = this.#exact.get(`${lower} ${path}`)
    if (exact) return { operation: exact, params: {} }
    for (const operation of this.#templated) {
      if (operation.method !== lower) continue
      const found = operation.pattern.exec(path)
      if (found) return { operation, params: { ...found.groups } }
    }
    const otherMethod = this.operations.some(
      (operation) => operation.path === path || operation.pattern.test(path),
    )
    return { methodMismatch: otherMethod }
  }

  validateBody(operation: OperationSpec, body: unknown): ValidationResult {
    const validate = this.#bodyValidator(operation)
    if (!validate || validate(body)) return VALID
    return resultOf(validate.errors, 'body')
  }

  /** Validates (and coerces in place) path, query and header values given as strings. */
  validateParameters(
    operation: OperationSpec,
    location: ParameterSpec['in'],
    values: Record<string, unknown>,
  ): ValidationResult {
    const validate = this.#paramValidators(operation).get(location)
    if (!validate || validate(values)) return VALID
    return resultOf(validate.errors, location)
  }

  /** Validates a response body against the schema of its status (falls back to `default`). */
  validateResponse(operation: OperationSpec, status: number, body: unknown): ValidationResult {
    const key = operation.responses.has(String(status))
      ? String(status)
      : operation.responses.has(`${String(status)[0]}XX`)
        ? `${String(status)[0]}XX`
        : 'default'
    const pointer = operation.responses.get(key)
    if (!pointer) return { ok: false, message: `HTTP ${status} is not a documented response`, issues: [] }
    let validate = this.#responses.get(pointer)
    if (!validate) {
      validate = this.#strict.compile({ $ref: `${DOCUMENT_ID}#${pointer}` })
      this.#responses.set(pointer, validate)
    }
    if (validate(body)) return VALID
    return resultOf(validate.errors, 'response')
  }

  /** Compiles a schema given by JSON pointer into the contract (used by the contract tests). */
  compileAt(pointer: string): ValidateFunction {
    return this.#strict.compile({ $ref: `${DOCUMENT_ID}#${pointer}` })
  }

  #bodyValidator(operation: OperationSpec): ValidateFunction | null {
    if (!operation.body) return null
    let validate = this.#bodies.get(operation.operationId)
    if (!validate) {
      validate = this.#strict.compile({ $ref: `${DOCUMENT_ID}#${operation.body.schemaPointer}` })
      this.#bodies.set(operation.operationId, validate)
    }
    return validate
  }

  #paramValidators(operation: OperationSpec): Map<ParameterSpec['in'], ValidateFunction> {
    let validators = this.#params.get(operation.operationId)
    if (validators) return validators
    validators = new Map()
    for (const location of ['path', 'query', 'header'] as const) {
      const params = operation.parameters.filter((param) => param.in === location)
      if (params.length === 0) continue
      const schema = {
        type: 'object',
        properties: Object.fromEntries(
          params.map((param) => [
            param.name,
            param.schemaPointer ? { $ref: `${DOCUMENT_ID}#${param.schemaPointer}` } : {},
          ]),
        ),
        required: params.filter((param) => param.required).map((param) => param.name),
      }
      validators.set(location, this.#coercing.compile(schema))
    }
    this.#params.set(operation.operationId, validators)
    return validators
  }
}
