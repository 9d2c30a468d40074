import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { buildManifest } from './scripts/vite-build-manifest.ts'
import { documentHead } from './scripts/vite-document-head.ts'
import { pageChunks } from './scripts/vite-page-chunks.ts'
import { pandaStaticCss } from './scripts/vite-panda-static-css.ts'
import { precompressAssets } from './scripts/vite-precompress.ts'
import { preloadInBatches } from './scripts/vite-preload-batches.ts'
import { reactAriaStableIds } from './scripts/vite-react-aria-ids.ts'
import { reactAriaEffectTiming } from './scripts/vite-react-aria-effect-timing.ts'
import { reactAriaLocaleCheck } from './scripts/vite-react-aria-locale.ts'
import { startGroups } from './scripts/vite-start-groups.ts'

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8081)

/** The flow files, in the order the entry imports them (each in a task of its own). */
const flowNames = [
  ...readFileSync(new URL('./src/app/flows/index.ts', import.meta.url), 'utf8').matchAll(
    /import\('\.\/([\w-]+)'\)/g,
  ),
].map((match) => match[1] ?? '')
// What a page loads before its first view, in fewer files: each flow file's needs, then the layout's,
// then the pages'.
const start = startGroups({
  configFile: fileURLToPath(import.meta.url),
  steps: [
    ...flowNames.map((name) => ({
      name: `flow-${name}`,
      startsWith: (id: string) => id.endsWith(`/src/app/flows/${name}.ts`),
    })),
    {
      name: 'layout',
      startsWith: (id: string) => id.includes('/src/app/routes/{-$locale}/route.tsx?tsr-split'),
    },
  ],
  isPage: (id) => id.includes('/src/app/routes/') && id.includes('?tsr-split'),
})

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    buildManifest(),
    documentHead(),
    pageChunks({ atStart: ['/src/app/flows/'] }),
    reactAriaLocaleCheck(),
    reactAriaStableIds(),
    reactAriaEffectTiming(),
    pandaStaticCss(),
    precompressAssets(),
    preloadInBatches(),
    start.plugin,
    {
      // The server render's files are ES modules (some await at their top level) wherever the tree is
      // copied, whatever the package.json above it says.
      name: 'lotus-ssr-module-type',
      apply: (_, env) => env.isSsrBuild === true,
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' })
      },
    },
  ],
  // The server render (`vite build --ssr src/entry-server.tsx`) is one self-contained file tree: it
  // runs wherever it is copied, without node_modules beside it.
  ssr: { noExternal: true },
  // Its libraries (React among them) pick their build from NODE_ENV when they run, and the sandbox and
  // `npm start` run without it: a production build renders with their production builds, decided here.
  ...(isSsrBuild && mode === 'production'
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: true },
      '/realtime': { target: `ws://127.0.0.1:${sandboxPort}`, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // The public files are the client build's.
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      // Merging shared modules into an importing chunk can put a helper of the first view inside a
      // lazy dialog's chunk, and so load that dialog (and react-aria) with the page.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // Everything the entry needs before the first view is one file. Left to itself, the bundler
      // cut it into some forty chunks (each module a lazy page shares with the entry became its own
      // file): more requests on a phone's connection and a worse gzip. What the start and the pages load
      // next is grouped the same way (`startGroups`).
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'boot', tags: ['$initial'], includeDependenciesRecursively: false },
                ...start.groups,
              ],
            },
          },
    },
  },
}))
