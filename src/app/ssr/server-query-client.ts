import {
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query'

/**
 * The query cache of one server render. Every query a page asks for (and may ask for: not a disabled
 * one, such as a member's for a guest) suspends the render until it has answered, so the HTML carries
 * the data and the cache sent with it lets the browser render the same thing. A `useQuery` that fails
 * renders the part's own error state; a `useSuspenseQuery` that fails throws as it does in the browser,
 * and its `QueryBoundary` is rendered there.
 */
class ServerQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options)
    if (defaulted.suspense === true) return defaulted
    if (defaulted.enabled === undefined || defaulted.enabled === true) {
      defaulted.suspense = true
      defaulted.throwOnError = false
    }
    return defaulted
  }
}

export function createServerQueryClient(): QueryClient {
  return new ServerQueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: false },
    },
  })
}
