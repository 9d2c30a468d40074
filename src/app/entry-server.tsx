/**
 * The server render: a Fetch handler (`Request` -> `Response`) that renders a page of the app with its
 * data to streamed HTML, for any Node or edge host. Built with Vite's SSR build (`npm run build`).
 */
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { allSettled, fork } from 'effector'
import { renderToReadableStream } from 'react-dom/server'
import { App } from './providers'
import { createServerQueryClient } from './ssr/server-query-client'
import { createAppRouter } from './router'
import { shellAssetsOf, type ShellAssets } from './ssr/shell-assets'
import { startPreloads, pageChunksOf, routerManifestOf, type PageChunks } from './ssr/page-chunks'
import type { Manifest } from '@tanstack/react-router'
import { authApi } from '@/modules/auth'
import { $locale, loadSiteFx, visitorCountryReceived } from '@/modules/session'
import { setServerApiFetch } from '@/platform/api'
import { $firstViewWidth, $viewportWidth, layoutWidthFor } from '@/platform/device'
import { activateLocale, detectLocale, type Locale } from '@/platform/i18n'
import { $queryClient } from '@/platform/query'
import { setServerPageOrigin } from '@/platform/router'
import { collectServerCookies, parseCookies } from '@/platform/storage'
import { renderLock } from './ssr/render-lock'

export type RenderOptions = {
  /** The client build's index.html: its head names the assets the page loads. */
  indexHtml: string
  /**
   * The client build's `page-chunks.json` (as parsed JSON): the chunks each route and each language's
   * catalogue load beyond the entry. A page's head preloads those it needs to hydrate; without the
   * map the browser finds them once the entry runs.
   */
  pageChunks?: unknown
  /** Answers the API calls of the render (the in-process sandbox); without it they go to the network. */
  apiFetch?: (request: Request) => Promise<Response>
}

/**
 * `origin`: the page's public origin when it differs from the request's (behind a proxy). `apiFetch`:
 * how this page's API calls reach the API as its visitor (their address decides the visitor's country).
 */
export type RenderPage = (
  request: Request,
  options?: { nonce?: string; origin?: string; apiFetch?: (request: Request) => Promise<Response> },
) => Promise<Response>

/** Accept-Language as the browser's `navigator.languages`, best first. */
function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1)
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag)
}

/** The page's language as the client's locale guard would pick it: URL prefix, cookie, browser. */
function localeOf(request: Request): Locale {
  const url = new URL(request.url)
  return detectLocale({
    prefix: url.pathname.split('/')[1],
    cookie: parseCookies(request.headers.get('cookie') ?? '')['i18n_redirected'],
    navigatorLanguages: acceptedLanguages(request.headers.get('accept-language')),
  })
}

async function render(
  request: Request,
  {
    shell: buildShell,
    chunks,
    manifest,
  }: { shell: ShellAssets; chunks: PageChunks | undefined; manifest: Manifest | undefined },
  {
    nonce,
    origin = new URL(request.url).origin,
  }: { nonce?: string | undefined; origin?: string | undefined },
): Promise<Response> {
  const locale = localeOf(request)
  // What the entry loads before it hydrates (its start, the page's catalogue): asked for with it.
  const shell = [...startPreloads(chunks, locale), ...buildShell]
  const width = layoutWidthFor(request.headers.get('user-agent') ?? '')
  await activateLocale(locale)
  setServerPageOrigin(origin)
  const queryClient = createServerQueryClient()
  // One scope per request, with what the first view needs.
  const scope = fork({
    values: [
      [$queryClient, queryClient],
      [$viewportWidth, width],
      [$firstViewWidth, width],
      [$locale, locale],
    ],
  })
  // What decides a guest's currency: the site detail and the visitor's country (spec §4).
  const [, country] = await Promise.all([
    allSettled(loadSiteFx, { scope, params: false }),
    authApi.loginHeader().then(
      (header) => header.country_code ?? null,
      () => null,
    ),
  ])
  await allSettled(visitorCountryReceived, { scope, params: country })
  const handler = createRequestHandler({
    request,
    ...(manifest ? { getRouterManifest: () => manifest } : {}),
    createRouter: () =>
      createAppRouter(
        { queryClient, scope, shell },
        { nonce, dehydrate: () => ({ locale, width, country, shell }) },
      ),
  })
  return handler(async ({ request, responseHeaders, router }) => {
    const signal = request.signal
    try {
      const stream = await renderToReadableStream(
        <App scope={scope} queryClient={queryClient}>
          <RouterServer router={router} />
        </App>,
        {
          signal,
          ...(nonce ? { nonce } : {}),
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            if (!signal.aborted) console.error('[ssr] render:', error)
          },
        },
      )
      // Every part of the page in place before the first byte, none behind a fallback that only a
      // script would swap: the page reads the same with JavaScript off (and to crawlers). The API is
      // in process, so the wait is short; the document then streams.
      await stream.allReady
      const body = transformReadableStreamWithRouter(router, stream, {
        rendererSafePoint: 'script-close',
        signal,
      })
      return createSsrStreamResponse(
        router,
        new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
      )
    } catch (error) {
      router.serverSsr?.cleanup()
      throw error
    }
  })
}

/** The page's body, giving the render lock up once it has been read to its end or dropped. */
function releasing(body: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          release()
          controller.close()
        } else controller.enqueue(value)
      } catch (error) {
        release()
        controller.error(error)
      }
    },
    async cancel(reason) {
      release()
      await reader.cancel(reason)
    },
  })
}

/** The render handler for a build: `indexHtml` is its client index.html. */
export function createRenderer(options: RenderOptions): RenderPage {
  const chunks = pageChunksOf(options.pageChunks)
  // Read once per build: the router's asset manifest is the same for every page.
  const build = {
    shell: shellAssetsOf(options.indexHtml),
    chunks,
    manifest: chunks ? routerManifestOf(chunks) : undefined,
  }
  const hostApiFetch = options.apiFetch
  return async (request, { apiFetch = hostApiFetch, ...options } = {}) => {
    // The language is the process's (Lingui's one i18n): one page renders at a time, to its last byte.
    const release = await renderLock()
    // So is the API client: this page's calls go out as its visitor's.
    setServerApiFetch(apiFetch ?? ((apiRequest) => globalThis.fetch(apiRequest)))
    const cookiesWritten = collectServerCookies(request.headers.get('cookie') ?? '')
    try {
      const response = await render(request, build, options)
      const headers = new Headers(response.headers)
      for (const cookie of cookiesWritten()) headers.append('set-cookie', cookie)
      if (!response.body) {
        release()
        return new Response(null, { status: response.status, headers })
      }
      const body = releasing(response.body, release)
      return new Response(body, { status: response.status, headers })
    } catch (error) {
      // A failed render's cookies end with it, so no later code on the server reads this request's.
      cookiesWritten()
      release()
      throw error
    }
  }
}
