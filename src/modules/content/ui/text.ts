/** Server text that may contain markup, reduced to plain text (parsed inert, never inserted as HTML). */
export function sanitizeText(value: string): string {
  if (!/[<&]/.test(value)) return value.replace(/\s+/g, ' ').trim()
  const doc = new DOMParser().parseFromString(value, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
