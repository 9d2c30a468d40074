import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import type { Contract } from '../contract/contract.ts'
import { htmlSecurityHeaders, securityOptionsFromEnv } from './security-headers.ts'

/**
 * The contract as a browsable reference (Scalar's API reference, bundled: nothing is loaded from
 * another origin) at /api/docs. `npm run build` writes the same files to dist/api/docs/.
 */
const RENDERER = fileURLToPath(
  new URL('../../node_modules/@scalar/api-reference/dist/browser/standalone.js', import.meta.url),
)
const BUILT_RENDERER = fileURLToPath(new URL('../../dist/api/docs/scalar.js', import.meta.url))

export const API_DOCS_FILES = {
  page: 'index.html',
  start: 'start.js',
  renderer: 'scalar.js',
  contract: 'openapi.json',
} as const

/** The page: no inline script, so it runs under the site's strict Content-Security-Policy. */
export function apiDocsPage(base = '/api/docs'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lotus player API</title>
</head>
<body>
<div id="api-reference" data-contract="${base}/${API_DOCS_FILES.contract}"></div>
<script src="${base}/${API_DOCS_FILES.renderer}"></script>
<script src="${base}/${API_DOCS_FILES.start}"></script>
</body>
</html>
`
}

/** Starts the renderer on the contract, offline: no default fonts, no proxy, no telemetry. */
export const API_DOCS_START = `(() => {
  const mount = document.getElementById('api-reference')
  window.Scalar.createApiReference(mount, {
    url: mount.dataset.contract,
    withDefaultFonts: false,
    hideClientButton: true,
    telemetry: false,
    showDeveloperTools: 'never',
  })
})()
`

/** The renderer's web fonts come from its own CDN: the page uses local fonts instead. */
const HOSTED_FONT = /url\(https:\/\/fonts\.scalar\.com\/[\w.-]+\)\s*format\("woff2"\)/g

/** The renderer's bundle (node_modules, else the build), with no request to another origin. */
export async function apiDocsRenderer(): Promise<string | null> {
  for (const file of [RENDERER, BUILT_RENDERER])
    if (existsSync(file)) return (await readFile(file, 'utf8')).replace(HOSTED_FONT, 'local("Inter")')
  return null
}

/** Routes under /api (mounted with `app.route('/api', …)`): the page at /api/docs and its files. */
export function apiDocsRoutes(contract: Contract): Hono {
  const docs = new Hono()
  const headers = { ...htmlSecurityHeaders(securityOptionsFromEnv()), 'cache-control': 'no-cache' }
  for (const path of ['/docs', '/docs/', `/docs/${API_DOCS_FILES.page}`])
    docs.get(path, (c) => c.html(apiDocsPage(), 200, headers))
  docs.get(`/docs/${API_DOCS_FILES.start}`, (c) =>
    c.body(API_DOCS_START, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  )
  docs.get(`/docs/${API_DOCS_FILES.contract}`, (c) =>
    c.json(contract.document, 200, { 'cache-control': 'no-cache' }),
  )
  docs.get(`/docs/${API_DOCS_FILES.renderer}`, async (c) => {
    const renderer = await apiDocsRenderer()
    if (renderer === null)
      return c.json({ code: 404, message: 'The API reference renderer is not installed', data: null }, 404)
    return c.body(renderer, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    })
  })
  return docs
}
