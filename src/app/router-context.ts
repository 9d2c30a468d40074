import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'

/** What every route's `beforeLoad`, `loader` and `head` receive: the one query client and the effector scope. */
export type RouterContext = { queryClient: QueryClient; scope: Scope }
