import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import type { ShellAssets } from './ssr/shell-assets'

/**
 * What every route's `beforeLoad`, `loader` and `head` receive: the one query client and the effector
 * scope. `shell` is set when the page is (or was) rendered on the server: the root route then renders
 * the whole document with the built assets; without it the app renders into index.html's `#root`.
 */
export type RouterContext = {
  queryClient: QueryClient
  scope: Scope
  shell?: ShellAssets | undefined
}
