import type { Manifest } from '@tanstack/react-router'
import { z } from 'zod/mini'
import type { ShellAsset } from './shell-assets'

const hrefs = z.array(z.string().check(z.startsWith('/assets/')))

/**
 * The client build's `page-chunks.json` (written by `scripts/vite-page-chunks.ts`): the chunks beyond
 * the entry that each route (by router id) and each language's message catalogue load, and those the
 * entry imports as it starts.
 */
const pageChunksSchema = z.object({
  routes: z.record(z.string(), hrefs),
  catalogs: z.record(z.string(), hrefs),
  start: hrefs,
})

export type PageChunks = z.infer<typeof pageChunksSchema>

/** The map as read from the build, or undefined when it is missing or not of this shape. */
export function pageChunksOf(value: unknown): PageChunks | undefined {
  const parsed = pageChunksSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** The router's asset manifest: each route's chunks, preloaded by the head (`HeadContent`) of a page rendering it. */
export function routerManifestOf(chunks: PageChunks): Manifest {
  const routes: Manifest['routes'] = {}
  for (const [routeId, list] of Object.entries(chunks.routes))
    routes[routeId] = { preloads: list.map((href) => ({ href, crossOrigin: 'anonymous' as const })) }
  return { routes }
}

/** What a page loads before it hydrates besides its routes: its language's catalogue and the entry's start. */
export function startPreloads(chunks: PageChunks | undefined, locale: string): ShellAsset[] {
  const hrefs = [...(chunks?.start ?? []), ...(chunks?.catalogs[locale] ?? [])]
  return hrefs.map((href) => ({ tag: 'link', rel: 'modulepreload', href }))
}
