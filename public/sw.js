/* Lotus service worker: an offline shell and a cache of the built assets. The shell is the build's
 * client-rendered `index.html`; pages the server rendered for one address are never kept as it.
 * `/api`, `/realtime`, the build manifest and the sandbox's provider pages (`/sandbox/`: games,
 * sports, payment) always go to the network and are never stored, so a provider page is never taken
 * for the site's shell. */
const VERSION = 'lotus-v2'
const SHELL_CACHE = `${VERSION}-shell`
const ASSET_CACHE = `${VERSION}-assets`
const SHELL_URL = '/index.html'
const PRECACHE = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png']

function neverCached(url) {
  return (
    url.pathname.startsWith('/api/') ||
    url.pathname === '/api' ||
    url.pathname.startsWith('/realtime') ||
    url.pathname.startsWith('/builds/') ||
    url.pathname.startsWith('/sandbox/') ||
    url.pathname === '/sw.js'
  )
}

async function precacheShell() {
  const shell = await caches.open(SHELL_CACHE)
  const response = await fetch(SHELL_URL, { cache: 'no-store' })
  if (!response.ok) return
  const html = await response.clone().text()
  await shell.put(SHELL_URL, response)
  // The entry script, its preloads and styles named in the page.
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1])
  const cache = await caches.open(ASSET_CACHE)
  await cache.addAll([...new Set([...assets, ...PRECACHE])])
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !k.startsWith(VERSION)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

let shellRefreshed = false

async function networkFirstShell(request) {
  try {
    return await fetch(request)
  } catch {
    const cached = await caches.match(SHELL_URL)
    return cached ?? new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } })
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE)
    await cache.put(request, response.clone())
  }
  return response
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(ASSET_CACHE)
  const cached = await cache.match(request)
  const refresh = fetch(request)
    .then((response) => {
      if (response.ok) void cache.put(request, response.clone())
      return response
    })
    .catch(() => cached)
  return cached ?? refresh
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || neverCached(url)) return
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request))
    // Once per run of the worker, the shell follows the build now deployed.
    if (!shellRefreshed) {
      shellRefreshed = true
      event.waitUntil(precacheShell().catch(() => undefined))
    }
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request))
    return
  }
  event.respondWith(staleWhileRevalidate(request))
})
