import { asArray, asRecord, resolvePointer, type JsonRecord } from '../../../server/contract/json.ts'
import { operation } from './client.ts'
import { validBody } from './requests.ts'
import { contract } from './target.ts'

export interface MalformedCase {
  name: string
  /** JSON body, or raw text when `raw` is set. */
  body?: unknown
  raw?: string
  /** Field the 400 message must name. */
  field: string
}

interface Property {
  name: string
  schema: JsonRecord
  required: boolean
}

function deref(value: unknown): JsonRecord {
  let schema = asRecord(value)
  for (let hops = 0; hops < 10 && typeof schema.$ref === 'string'; hops += 1) {
    schema = asRecord(resolvePointer(contract.document, schema.$ref.replace(/^#/, '')))
  }
  return schema
}

function propertiesOf(schema: JsonRecord): Property[] {
  const own = Object.entries(asRecord(schema.properties)).map(([name, value]) => ({
    name,
    schema: deref(value),
    required: asArray(schema.required).includes(name),
  }))
  return [...asArray(schema.allOf).flatMap((part) => propertiesOf(deref(part))), ...own]
}

function typesOf(schema: JsonRecord): string[] {
  if (typeof schema.type === 'string') return [schema.type]
  if (Array.isArray(schema.type))
    return schema.type.filter((type): type is string => typeof type === 'string')
  if ('const' in schema) return [typeof schema.const === 'number' ? 'integer' : typeof schema.const]
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'number'))
    return ['integer']
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')) return ['string']
  return []
}

/** Bad requests derived from the contract: not JSON, wrong top-level type, missing, mistyped and oversized fields. */
export function malformedCases(operationId: string): MalformedCase[] {
  const spec = operation(operationId)
  if (!spec.body) return []
  const schema = deref(resolvePointer(contract.document, spec.body.schemaPointer))
  const base = asRecord(validBody(operationId))
  const cases: MalformedCase[] = [
    { name: 'a body that is not JSON', raw: '{"site_id": 1,', field: 'body' },
    { name: 'a JSON array instead of an object', body: [base], field: 'body' },
  ]
  const properties = propertiesOf(schema)
  const required = properties.find((property) => property.required)
  if (required) {
    const { [required.name]: _removed, ...rest } = base
    cases.push({ name: `missing required ${required.name}`, body: rest, field: required.name })
  }
  const typed = properties.find((property) => {
    const types = typesOf(property.schema)
    return (
      types.length > 0 && !types.includes('null') && (types.includes('integer') || types.includes('string'))
    )
  })
  if (typed) {
    const wrong = typesOf(typed.schema).includes('integer') ? 'not-a-number' : 12345
    cases.push({
      name: `${typed.name} of the wrong type`,
      body: { ...base, [typed.name]: wrong },
      field: typed.name,
    })
  }
  const bounded = properties.find(
    (property) =>
      typeof property.schema.maxLength === 'number' && typesOf(property.schema).includes('string'),
  )
  if (bounded && typeof bounded.schema.maxLength === 'number') {
    cases.push({
      name: `${bounded.name} longer than ${bounded.schema.maxLength}`,
      body: { ...base, [bounded.name]: 'x'.repeat(bounded.schema.maxLength + 1) },
      field: bounded.name,
    })
  }
  return cases
}
