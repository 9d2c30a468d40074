import {
  asArray,
  asRecord,
  asString,
  derefObject,
  isRecord,
  pointerSegment,
  resolvePointer,
  type JsonRecord,
} from './json.ts'

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface ParameterSpec {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  /** JSON pointer of the parameter's schema inside the contract. */
  schemaPointer: string | null
}

export interface OperationSpec {
  operationId: string
  method: HttpMethod
  /** Path template without the `/api` server prefix, e.g. `/arks/web/site/detail`. */
  path: string
  tag: string
  summary: string
  /** required: a session is needed; optional: used when sent; none: ignored. */
  auth: 'required' | 'optional' | 'none'
  /** §8 business codes the operation can answer (`x-lotus-codes`). */
  codes: number[]
  designed: boolean
  /** Served only by the sandbox (`x-lotus-sandbox-only`); a real backend answers 404. */
  sandboxOnly: boolean
  /**
   * Changes nothing (`x-lotus-read-only`): its handler gets a `Db` that refuses writes
   * (`db/read-only.ts`), its Idempotency-Key checked for form but not remembered.
   */
  readOnly: boolean
  body: { schemaPointer: string; required: boolean } | null
  parameters: ParameterSpec[]
  /** HTTP status (or `default`) -> JSON pointer of the response body schema. */
  responses: Map<string, string>
  /** The success answer is the `{ code, message, data }` envelope (false for static documents). */
  enveloped: boolean
  /** Matches a concrete path; captures path parameters by name. */
  pattern: RegExp
}

function authOf(operation: JsonRecord, root: JsonRecord): OperationSpec['auth'] {
  const security = Array.isArray(operation.security) ? operation.security : asArray(root.security)
  if (security.length === 0) return 'none'
  const anonymousAllowed = security.some(
    (requirement) => isRecord(requirement) && Object.keys(requirement).length === 0,
  )
  return anonymousAllowed ? 'optional' : 'required'
}

function codesOf(operation: JsonRecord): number[] {
  const raw = operation['x-lotus-codes']
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? Object.keys(raw) : []
  return list
    .map((code) => (isRecord(code) ? Number(code.code) : Number(code)))
    .filter((code) => Number.isInteger(code))
}

function patternOf(path: string): RegExp {
  const escaped = path
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{') && part.endsWith('}')
        ? `(?<${part.slice(1, -1).replace(/[^A-Za-z0-9_]/g, '_')}>[^/]+)`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${escaped}$`)
}

function parametersOf(root: JsonRecord, shared: unknown[], own: unknown[], pointer: string): ParameterSpec[] {
  const byKey = new Map<string, ParameterSpec>()
  const collect = (list: unknown[], base: string): void => {
    list.forEach((entry, index) => {
      const { value, pointer: at } = derefObject(root, entry, `${base}/${index}`)
      const location = value.in
      const name = asString(value.name)
      if (!name || (location !== 'path' && location !== 'query' && location !== 'header')) return
      byKey.set(`${location}:${name.toLowerCase()}`, {
        name: location === 'header' ? name.toLowerCase() : name,
        in: location,
        required: value.required === true || location === 'path',
        schemaPointer: isRecord(value.schema) ? `${at}/schema` : null,
      })
    })
  }
  collect(shared, pointer.replace(/\/[a-z]+$/, '/parameters'))
  collect(own, `${pointer}/parameters`)
  return [...byKey.values()]
}

function jsonSchemaPointer(root: JsonRecord, container: unknown, pointer: string): string | null {
  const { value, pointer: at } = derefObject(root, container, pointer)
  const content = asRecord(value.content)
  const mediaType = Object.keys(content).find((type) => type.includes('json'))
  if (!mediaType || !isRecord(asRecord(content[mediaType]).schema)) return null
  return `${at}/content/${pointerSegment(mediaType)}/schema`
}

function isEnvelope(root: JsonRecord, pointer: string | undefined): boolean {
  if (!pointer) return true
  const { value } = derefObject(root, resolvePointer(root, pointer), pointer)
  const properties = asRecord(value.properties)
  return 'code' in properties && 'data' in properties
}

/** Every operation of the contract, with pointers to the schemas ajv compiles. */
export function readOperations(root: JsonRecord): OperationSpec[] {
  const operations: OperationSpec[] = []
  for (const [path, rawItem] of Object.entries(asRecord(root.paths))) {
    const item = asRecord(rawItem)
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (!isRecord(operation)) continue
      const pointer = `/paths/${pointerSegment(path)}/${method}`
      const operationId = asString(operation.operationId) ?? `${method} ${path}`
      let body: OperationSpec['body'] = null
      if (operation.requestBody !== undefined) {
        const { value } = derefObject(root, operation.requestBody, `${pointer}/requestBody`)
        const schemaPointer = jsonSchemaPointer(root, operation.requestBody, `${pointer}/requestBody`)
        if (schemaPointer) body = { schemaPointer, required: value.required === true }
      }
      const responses = new Map<string, string>()
      for (const [status, response] of Object.entries(asRecord(operation.responses))) {
        const schemaPointer = jsonSchemaPointer(
          root,
          response,
          `${pointer}/responses/${pointerSegment(status)}`,
        )
        if (schemaPointer) responses.set(status, schemaPointer)
      }
      operations.push({
        operationId,
        method,
        path,
        tag: asString(asArray(operation.tags)[0]) ?? 'untagged',
        summary: asString(operation.summary) ?? '',
        auth: authOf(operation, root),
        codes: codesOf(operation),
        designed: operation['x-lotus-designed'] === true,
        sandboxOnly: operation['x-lotus-sandbox-only'] === true,
        readOnly: operation['x-lotus-read-only'] === true,
        body,
        parameters: parametersOf(root, asArray(item.parameters), asArray(operation.parameters), pointer),
        responses,
        enveloped: isEnvelope(root, responses.get('200')),
        pattern: patternOf(path),
      })
    }
  }
  return operations
}
