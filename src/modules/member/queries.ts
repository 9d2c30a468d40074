import { queryOptions } from '@tanstack/react-query'
import { memberApi, type DateRangePage, type RecommendSearch } from './api'

export const memberQueries = {
  profile: () => queryOptions({ queryKey: ['member', 'profile'], queryFn: memberApi.profile }),
  announcements: () => queryOptions({ queryKey: ['member', 'announcements'], queryFn: memberApi.announcements }),
  recommendProject: () =>
    queryOptions({ queryKey: ['member', 'recommend', 'project'], queryFn: memberApi.recommendProject }),
  recommendRecords: (body: DateRangePage) =>
    queryOptions({ queryKey: ['member', 'recommend', 'records', body], queryFn: () => memberApi.recommendRecords(body) }),
  recommendSearch: (body: RecommendSearch) =>
    queryOptions({ queryKey: ['member', 'recommend', 'search', body], queryFn: () => memberApi.recommendSearch(body) }),
}
