import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Below this, compression saves less than a packet (the server's own threshold too). */
export const PRECOMPRESS_THRESHOLD = 1024
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/

/** Writes `name.br` and `name.gz` beside each named file in `outDir` that is at least the threshold. */
export async function precompressFiles(outDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const file = join(outDir, name)
      const source = await readFile(file)
      if (source.byteLength < PRECOMPRESS_THRESHOLD) return
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
          },
        }),
        gzipped(source, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    }),
  )
}

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every hashed file in
 * `assets/` that is worth compressing. The server sends them as they are: a script is compressed
 * once, at build time, at the best ratio, instead of with fast settings on every request, on the
 * same CPU that renders the pages.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'lotus-precompress-assets',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(output, bundle) {
      if (!output.dir) return
      const names = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && COMPRESSIBLE.test(name),
      )
      await precompressFiles(output.dir, names)
    },
  }
}
