import type { Plugin } from 'vite'

/** A bundle's chunk as the plan needs it. */
interface PlannedChunk {
  fileName: string
  name: string
  moduleIds: readonly string[]
  imports: readonly string[]
  dynamicImports: readonly string[]
  isEntry: boolean
  facadeModuleId: string | null
}

/** A step of the start: the lazily imported modules it begins with, and the name of its file. */
export interface StartStep {
  name: string
  startsWith: (id: string) => boolean
}

/** rolldown's `codeSplitting.groups` entry. */
interface OutputGroup {
  debugName: string
  name: (id: string) => string | null
  test: (id: string) => boolean
  includeDependenciesRecursively: false
}

/**
 * From a bundle cut the bundler's own way (one file per set of lazy parts that share a module), the file
 * each module goes in instead:
 * - each of `steps`, in order, gets one file of what its first modules need that no earlier step (nor
 *   the entry) loaded: the entry's flow files one by one, then the layout every page renders in;
 * - after them, what a page route (`isPage`) needs goes in one file per set of the entry's lazy imports
 *   (the pages, a route loader's own imports) that need it.
 * The files a step or a page begins with, and every other file something imports lazily, stay as they
 * are. A file holds only modules that whoever loads it evaluates at that moment anyway, so what runs,
 * and in which task, is unchanged.
 */
export function planGroups(
  chunks: readonly PlannedChunk[],
  steps: readonly StartStep[],
  isPage: (id: string) => boolean,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const reach = (from: readonly string[]) => {
    const reached = new Set<string>()
    const queue = [...from]
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (reached.has(file)) continue
      reached.add(file)
      queue.push(...(byFile.get(file)?.imports ?? []))
    }
    return reached
  }
  const startingWith = (test: (id: string) => boolean) =>
    chunks.flatMap((chunk) =>
      chunk.facadeModuleId !== null && test(chunk.facadeModuleId) ? [chunk.fileName] : [],
    )
  const initial = reach(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
  const claimed = new Set(initial)
  // A file something imports lazily stays its own: whoever imports it loads only that.
  const lazilyImported = new Set(chunks.flatMap((chunk) => chunk.facadeModuleId ?? []))
  for (const chunk of chunks)
    if (chunk.moduleIds.some((id) => lazilyImported.has(id))) claimed.add(chunk.fileName)
  const groupOf = new Map<string, string>()
  const stepStarts = new Set<string>()
  for (const step of steps) {
    const first = startingWith(step.startsWith)
    for (const file of first) stepStarts.add(file)
    for (const file of reach(first))
      if (!claimed.has(file)) {
        claimed.add(file)
        groupOf.set(file, step.name)
      }
  }
  // What the pages need, by the set of the entry's lazy imports that need it: the pages, and what may
  // load before a page's code (a route's loader imports what it asks for lazily).
  const pages = new Set(startingWith(isPage))
  const earlyImports = chunks.flatMap((chunk) => (initial.has(chunk.fileName) ? chunk.dynamicImports : []))
  const needing = new Map<string, string[]>()
  for (const start of new Set([...pages, ...earlyImports]))
    if (!stepStarts.has(start))
      for (const file of reach([start]))
        if (!claimed.has(file) && file !== start) needing.set(file, [...(needing.get(file) ?? []), start])
  const pagesNeeding = new Map([...needing].filter(([, starts]) => starts.some((start) => pages.has(start))))
  const nameOfSet = new Map<string, string>()
  const names = new Set(steps.map((step) => step.name))
  for (const [file, needing] of pagesNeeding) {
    const key = needing.sort().join(' ')
    let name = nameOfSet.get(key)
    if (name === undefined) {
      const base = byFile.get(file)?.name ?? 'page'
      name = base
      for (let n = 2; names.has(name); n++) name = `${base}-${n}`
      names.add(name)
      nameOfSet.set(key, name)
    }
    groupOf.set(file, name)
  }
  const moduleGroup = new Map<string, string>()
  for (const [file, group] of groupOf)
    for (const id of byFile.get(file)?.moduleIds ?? []) moduleGroup.set(id, group)
  return moduleGroup
}

/**
 * Output groups that put what a page loads before its first view in fewer files (`planGroups`): sixty
 * and more small files on a page became about thirty. A browser sends at most six requests at a time to
 * a host over HTTP/1.1, and each waits a round trip.
 *
 * The plan needs the bundle the bundler cuts by itself, so the plugin first builds it that way in memory
 * (unminified, which does not change the cut), and the real build reads the plan from the groups.
 */
declare global {
  /** The planning build's chunks, as its `generateBundle` saw them (the build's result marks no entry). */
  var lotusPlannedChunks: PlannedChunk[] | undefined
}

function takePlannedChunks(): PlannedChunk[] {
  const chunks = globalThis.lotusPlannedChunks ?? []
  globalThis.lotusPlannedChunks = undefined
  return chunks
}

export function startGroups(options: {
  configFile: string
  steps: readonly StartStep[]
  isPage: (id: string) => boolean
}): { plugin: Plugin; groups: OutputGroup[] } {
  const PLANNING = 'LOTUS_PLANNING_CHUNKS'
  const planning = () => process.env[PLANNING] === '1'
  const moduleGroup = new Map<string, string>()
  const plugin: Plugin = {
    name: 'lotus-start-groups',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    async config(_, env) {
      if (planning()) return
      const { build } = await import('vite')
      process.env[PLANNING] = '1'
      globalThis.lotusPlannedChunks = undefined
      try {
        await build({
          configFile: options.configFile,
          mode: env.mode,
          logLevel: 'error',
          build: { write: false, minify: false, copyPublicDir: false, emptyOutDir: false },
        })
      } finally {
        delete process.env[PLANNING]
      }
      const chunks = takePlannedChunks()
      if (!chunks.some((chunk) => chunk.isEntry))
        throw new Error('lotus-start-groups: the planning build has no entry')
      moduleGroup.clear()
      for (const [id, group] of planGroups(chunks, options.steps, options.isPage)) moduleGroup.set(id, group)
    },
    generateBundle(_, bundle) {
      if (!planning()) return
      globalThis.lotusPlannedChunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                name: output.name,
                moduleIds: output.moduleIds,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
              },
            ]
          : [],
      )
    },
  }
  return {
    plugin,
    groups: [
      {
        debugName: 'start groups',
        name: (id) => moduleGroup.get(id) ?? null,
        test: (id) => moduleGroup.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  }
}
