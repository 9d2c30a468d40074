/**
 * Writes the browsable API reference into dist/api/docs/ (after `vite build`): the page, its start
 * script, the bundled renderer and the contract as JSON — the same files the sandbox serves at /api/docs.
 *
 *   node --import tsx scripts/build-api-docs.ts [outDir]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Contract } from '../server/contract/contract.ts'
import { API_DOCS_FILES, API_DOCS_START, apiDocsPage, apiDocsRenderer } from '../server/http/api-docs.ts'

const outDir = join(process.argv[2] ?? process.env.DIST_DIR ?? 'dist', 'api', 'docs')
const renderer = await apiDocsRenderer()
if (renderer === null) throw new Error('@scalar/api-reference is not installed (npm install)')
await mkdir(outDir, { recursive: true })
await writeFile(join(outDir, API_DOCS_FILES.page), apiDocsPage())
await writeFile(join(outDir, API_DOCS_FILES.start), API_DOCS_START)
await writeFile(join(outDir, API_DOCS_FILES.renderer), renderer)
await writeFile(join(outDir, API_DOCS_FILES.contract), JSON.stringify(Contract.load().document))
console.log(`[api-docs] ${outDir}`)
