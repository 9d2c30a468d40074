import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/platform/api'
import { toast } from '@/ui'

function report(error: unknown, silent: boolean) {
  if (silent) return
  if (isApiError(error)) {
    if (error.silent || error.kind === 'unauthorized') return
    toast.error(error.message)
    return
  }
  toast.error(error instanceof Error ? error.message : String(error))
}

/** Failures surface as an error toast with the server message (spec §8) unless the caller handles them. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.silent === true) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => report(error, mutation.meta?.silent === true),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      silent?: boolean
      /** `false`: too large to go into a page's HTML; the browser asks for it itself. */
      sentWithPage?: boolean
    }
    mutationMeta: { silent?: boolean }
  }
}
