import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import type { PageChunks } from '../src/app/ssr/page-chunks.ts'

/** Where the client build writes the chunk map the server render reads (`server/http/ssr.ts`). */
const PAGE_CHUNKS_FILE = 'page-chunks.json'

/** The router's id of the route a route file declares (`createFileRoute('/{-$locale}/')`, the root). */
function routeIdOf(file: string): string | null {
  const source = readFileSync(file, 'utf8')
  if (/\bcreateRootRoute(WithContext)?\b/.test(source)) return '__root__'
  return /\bcreateFileRoute\(\s*['"]([^'"]+)['"]\s*\)/.exec(source)?.[1] ?? null
}

/** A route's chunks without those of its ancestors, which every page that renders it names already. */
function withoutAncestors(routes: Record<string, string[]>): Record<string, string[]> {
  const isAncestor = (ancestor: string, route: string) =>
    ancestor === '__root__' || (!ancestor.endsWith('/') && route.startsWith(`${ancestor}/`))
  const own: Record<string, string[]> = {}
  for (const [routeId, hrefs] of Object.entries(routes)) {
    const inherited = new Set(
      Object.entries(routes)
        .filter(([other]) => other !== routeId && isAncestor(other, routeId))
        .flatMap(([, list]) => list),
    )
    own[routeId] = hrefs.filter((href) => !inherited.has(href))
  }
  return own
}

/**
 * Writes `page-chunks.json` (`PageChunks`): the chunks, beyond the entry, that each route's lazily
 * loaded parts (the router's code-split component…), each language's message catalogue and the
 * modules the entry imports at start (`atStart`, paths from the project root; one ending in `/` names
 * every module of that folder the entry imports) need, as `/assets/…`
 * paths. The server render names those of the page it renders in its head
 * (`<link rel="modulepreload">`), so the browser fetches them while the entry loads instead of
 * finding them one by one once the entry has run.
 */
export function pageChunks({ atStart }: { atStart: readonly string[] }): Plugin {
  return {
    name: 'lotus-page-chunks',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[] }>()
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output)
      const close = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return
        into.add(fileName)
        for (const imported of chunks.get(fileName)?.imports ?? []) close(imported, into)
      }
      // What the entry loads already: index.html names it, and it imports these itself.
      const initial = new Set<string>()
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.isEntry) close(output.fileName, initial)
      const needs = (fileName: string) => {
        const needed = new Set<string>()
        close(fileName, needed)
        return [...needed].filter((name) => !initial.has(name)).map((name) => `/${name}`)
      }
      const dynamicEntries = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId
          ? [{ fileName: output.fileName, id: output.facadeModuleId }]
          : [],
      )
      // The entry's start first: the routes' lists leave out what it loads already.
      const start = [
        ...new Set(
          dynamicEntries
            .filter(({ id }) =>
              atStart.some((path) => (path.endsWith('/') ? id.includes(path) : id.endsWith(path))),
            )
            .flatMap(({ fileName }) => needs(fileName)),
        ),
      ]
      for (const href of start) initial.add(href.slice(1))
      const routes: Record<string, string[]> = {}
      const catalogs: Record<string, string[]> = {}
      for (const { fileName, id } of dynamicEntries) {
        const [file = '', query = ''] = id.split('?')
        const locale = /\/locales\/([^/]+)\/messages\.po$/.exec(file)?.[1]
        if (locale) catalogs[locale] = needs(fileName)
        if (!file.includes('/src/app/routes/') || !query.includes('tsr-split')) continue
        const routeId = routeIdOf(file)
        if (!routeId) continue
        routes[routeId] = [...new Set([...(routes[routeId] ?? []), ...needs(fileName)])]
      }
      const map: PageChunks = { routes: withoutAncestors(routes), catalogs, start }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(map) })
    },
  }
}
