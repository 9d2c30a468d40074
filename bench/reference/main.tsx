/**
 * The fixed reference page of `npm run bench lighthouse`: every library of the stack on its first route
 * (React, the router, Query, effector, Lingui, react-aria, zod) and no product code. Its figures are
 * measured in the same run as the product's, so each product figure can also be read as a ratio to it
 * on a noisy machine. Keep it unchanged: a changed reference breaks the comparison with earlier runs.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { createEvent, createStore, sample } from 'effector'
import { useUnit } from 'effector-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Button } from 'react-aria-components'
import { z } from 'zod'

const Game = z.object({ id: z.number(), name: z.string() })
const games = z
  .array(Game)
  .parse(Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Game ${index + 1}` })))

const liked = createEvent<number>()
const $liked = createStore<number[]>([])
sample({ clock: liked, source: $liked, fn: (list, id) => [...list, id], target: $liked })

i18n.loadAndActivate({ locale: 'en', messages: {} })

function Home() {
  const likedIds = useUnit($liked)
  const list = useQuery({ queryKey: ['games'], queryFn: () => Promise.resolve(games) })
  return (
    <main>
      <img
        className="banner"
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='960' height='360'%3E%3Crect width='960' height='360' fill='%23334'/%3E%3Ctext x='40' y='200' font-size='64' fill='%23fff'%3EWelcome bonus%3C/text%3E%3C/svg%3E"
        width={960}
        height={360}
        alt="Welcome bonus"
        fetchPriority="high"
      />
      <ul>
        {(list.data ?? []).map((game) => (
          <li key={game.id}>
            {game.name}{' '}
            <Button onPress={() => liked(game.id)}>{likedIds.includes(game.id) ? '★' : '☆'}</Button>
          </li>
        ))}
      </ul>
    </main>
  )
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <header>Reference</header>
      <Outlet />
    </>
  ),
})
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home })
const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) })
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  )
