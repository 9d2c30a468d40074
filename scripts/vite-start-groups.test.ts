// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { rolldown, type OutputChunk } from 'rolldown'
import { afterAll, describe, expect, it } from 'vitest'
import { planGroups, type StartStep } from './vite-start-groups.ts'

/** Each module notes when it runs; the entry loads two flow files in turn, the layout, then a page. */
const sources: Record<string, string> = {
  'entry.js': `import './note.js'
export async function start(page) {
  await import('./flows/a.js'); note('after a')
  await import('./flows/b.js'); note('after b')
  await import('./layout.js'); note('after layout')
  // As a route's loader does, before the page's code.
  await import('./loader.js')
  note('after loader')
  const { open } = await (page === 'p1' ? import('./pages/p1.js') : import('./pages/p2.js'))
  note('after page')
  await open()
  note('after dialog')
}`,
  'note.js': `globalThis.note = (what) => globalThis.notes.push(what)`,
  'flows/a.js': `import '../m1.js'; import '../m2.js'; note('a')`,
  'flows/b.js': `import '../m2.js'; import '../m3.js'; note('b')`,
  'layout.js': `import './m4.js'; import './m5.js'; import './m1.js'; note('layout')`,
  'pages/p1.js': `import '../q.js'; import '../m6.js'; import '../m7.js'; note('p1'); export const open = () => import('../dialog.js')`,
  'pages/p2.js': `import '../q.js'; import '../m6.js'; import '../m7.js'; import '../m8.js'; note('p2'); export const open = () => {}`,
  'loader.js': `import './q.js'; note('loader')`,
  'dialog.js': `import './m3.js'; import './m7.js'; import './m9.js'; note('dialog')`,
  ...Object.fromEntries(
    ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'q'].map((name) => [
      `${name}.js`,
      `note('${name}')`,
    ]),
  ),
}

const root = mkdtempSync(join(tmpdir(), 'start-groups-'))
for (const [file, source] of Object.entries(sources)) {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), source)
}
afterAll(() => rmSync(root, { recursive: true, force: true }))

const steps: StartStep[] = [
  { name: 'flow-a', startsWith: (id) => id.endsWith('/flows/a.js') },
  { name: 'flow-b', startsWith: (id) => id.endsWith('/flows/b.js') },
  { name: 'layout', startsWith: (id) => id.endsWith('/layout.js') },
]
const isPage = (id: string) => id.includes('/pages/')

async function bundle(outDir: string, groupOf?: Map<string, string>): Promise<OutputChunk[]> {
  const build = await rolldown({
    input: join(root, 'entry.js'),
    experimental: { chunkOptimization: { mergeCommonChunks: false } },
    preserveEntrySignatures: 'allow-extension',
  })
  const { output } = await build.write({
    dir: join(root, outDir),
    format: 'es',
    ...(groupOf
      ? {
          codeSplitting: {
            groups: [
              {
                debugName: 'start groups',
                name: (id: string) => groupOf.get(id) ?? null,
                test: (id: string) => groupOf.has(id),
                includeDependenciesRecursively: false,
              },
            ],
          },
        }
      : {}),
  })
  return output.flatMap((item) => (item.type === 'chunk' ? [item] : []))
}

/** What ran, in order, when a fresh copy of a bundle starts on `page`. */
async function notesOf(page: string, groupOf?: Map<string, string>): Promise<string[]> {
  const outDir = `${groupOf ? 'grouped' : 'default'}-${page}`
  await bundle(outDir, groupOf)
  const notes: string[] = []
  Object.assign(globalThis, { notes })
  const entry = (await import(pathToFileURL(join(root, outDir, 'entry.js')).href)) as {
    start: (page: string) => Promise<void>
  }
  await entry.start(page)
  return notes
}

const short = (id: string) => id.slice(root.length + 1)

describe('the start groups', async () => {
  const cut = await bundle('default')
  const groupOf = planGroups(cut, steps, isPage)
  const grouped = await bundle('grouped', groupOf)
  const fileHolding = (chunks: OutputChunk[], module: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => short(id) === module))?.fileName

  it('puts what each step is the first to need in one file', () => {
    expect(fileHolding(grouped, 'm1.js')).toBe(fileHolding(grouped, 'm2.js'))
    expect(fileHolding(grouped, 'm4.js')).toBe(fileHolding(grouped, 'm5.js'))
    expect(fileHolding(grouped, 'm6.js')).toBe(fileHolding(grouped, 'm7.js'))
    expect(fileHolding(grouped, 'm1.js')).not.toBe(fileHolding(grouped, 'm4.js'))
    expect(grouped.length).toBeLessThan(cut.length)
  })

  it('leaves what only a later part needs where the bundler put it, and a lazily imported file alone', () => {
    expect(fileHolding(grouped, 'q.js')).not.toBe(fileHolding(grouped, 'm6.js'))
    expect([...groupOf.keys()].map(short)).not.toContain('m9.js')
    expect(fileHolding(grouped, 'm9.js')).not.toBe(fileHolding(grouped, 'm6.js'))
    expect(fileHolding(grouped, 'm8.js')).not.toBe(fileHolding(grouped, 'm6.js'))
  })

  it('runs every module at the same moment as the bundler’s own cut', async () => {
    for (const page of ['p1', 'p2']) {
      const before = await notesOf(page)
      const after = await notesOf(page, groupOf)
      expect(after).toEqual(before)
      expect(after.indexOf('m3')).toBeGreaterThan(after.indexOf('after a'))
      expect(after.includes('m9')).toBe(page === 'p1')
    }
  })
})
