import { queryOptions } from '@tanstack/react-query'
import { sessionApi } from './api'

const FIVE_MINUTES = 5 * 60_000

/** The site detail's one query: the session model reads it at start, the frame's components read the same entry. */
export const sessionQueries = {
  siteDetail: () =>
    queryOptions({
      queryKey: ['content', 'site-detail'],
      queryFn: sessionApi.siteDetail,
      staleTime: FIVE_MINUTES,
    }),
}
