/**
 * Fails when a locale's catalog misses a translation of a message the source catalog (en_US) has, or
 * when a translation names other placeholders than its source (a value the page passes would be lost).
 */
import { readFileSync } from 'node:fs'
import { LOCALES } from '../openapi/reference.ts'

type Entry = { id: string; str: string }

function unquote(line: string): string {
  const match = line.match(/^"(.*)"$/)
  return match?.[1] ? JSON.parse(`"${match[1]}"`) : ''
}

export function parsePo(text: string): Entry[] {
  const entries: Entry[] = []
  let id: string | undefined
  let str: string | undefined
  let field: 'id' | 'str' | undefined
  let obsolete = false
  const flush = () => {
    if (id && !obsolete) entries.push({ id, str: str ?? '' })
    id = undefined
    str = undefined
    field = undefined
    obsolete = false
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('#~')) obsolete = true
    if (line.startsWith('msgid ')) {
      if (id !== undefined) flush()
      id = unquote(line.slice(6))
      field = 'id'
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7))
      field = 'str'
    } else if (line.startsWith('"')) {
      if (field === 'id') id = (id ?? '') + unquote(line)
      else if (field === 'str') str = (str ?? '') + unquote(line)
    } else if (line === '') {
      flush()
    }
  }
  flush()
  return entries
}

/** The names of a message's placeholders: `{count}`, `{0}`, `{count, plural, …}`. */
export function placeholdersOf(message: string): string {
  const names = new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))
  return [...names].sort().join(',')
}

const source = parsePo(readFileSync('locales/en_US/messages.po', 'utf8'))
let missing = 0
for (const locale of LOCALES) {
  if (locale === 'en_US') continue
  const entries = new Map(
    parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8')).map((e) => [e.id, e.str]),
  )
  const gaps = source.filter((e) => !entries.get(e.id))
  if (gaps.length > 0) {
    missing += gaps.length
    console.error(
      `✗ ${locale}: ${gaps.length} untranslated (${gaps
        .slice(0, 5)
        .map((g) => g.id)
        .join(', ')}${gaps.length > 5 ? ', …' : ''})`,
    )
    continue
  }
  const strays = source.filter((e) => placeholdersOf(entries.get(e.id) ?? '') !== placeholdersOf(e.str))
  if (strays.length > 0) {
    missing += strays.length
    for (const stray of strays.slice(0, 5))
      console.error(
        `✗ ${locale}: ${stray.id} names {${placeholdersOf(entries.get(stray.id) ?? '')}}, not {${placeholdersOf(stray.str)}}`,
      )
  } else {
    console.log(`✓ ${locale}: ${source.length} messages`)
  }
}
process.exit(missing > 0 ? 1 : 0)
