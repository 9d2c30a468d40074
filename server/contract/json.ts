/** Narrowing helpers for walking parsed YAML/JSON without casts. */

export type JsonRecord = Record<string, unknown>

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asRecord(value: unknown): JsonRecord {
  return isRecord(value) ? value : {}
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** RFC 6901 escaping of one JSON pointer segment. */
export function pointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1')
}

export function resolvePointer(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '#') return root
  const parts = pointer.replace(/^#?\//, '').split('/')
  let current: unknown = root
  for (const raw of parts) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    if (Array.isArray(current)) current = current[Number(part)]
    else if (isRecord(current)) current = current[part]
    else return undefined
  }
  return current
}

/**
 * Follows local `$ref`s of a non-schema object (parameter, request body, response) and returns the
 * object with the JSON pointer where it really lives, so schemas inside it can be referenced by ajv.
 */
export function derefObject(
  root: unknown,
  value: unknown,
  pointer: string,
): { value: JsonRecord; pointer: string } {
  let current = value
  let at = pointer
  for (let hops = 0; hops < 10 && isRecord(current) && typeof current.$ref === 'string'; hops += 1) {
    at = current.$ref.replace(/^#/, '')
    current = resolvePointer(root, at)
  }
  return { value: asRecord(current), pointer: at }
}
