import { queryOptions } from '@tanstack/react-query'
import { memberApi, type DateRangePage, type RecommendSearch } from './api'

export const memberQueries = {
  profile: () => queryOptions({ queryKey: ['member', 'profile'], queryFn: memberApi.profile }),
  // Under the profile's key: profile.updated (sent after a sign-in) refreshes both.
  signIn: () => queryOptions({ queryKey: ['member', 'profile', 'sign-in'], queryFn: memberApi.signInDetail }),
  announcements: () => queryOptions({ queryKey: ['member', 'announcements'], queryFn: memberApi.announcements }),
  recommendProject: () =>
    queryOptions({ queryKey: ['member', 'recommend', 'project'], queryFn: memberApi.recommendProject }),
  recommendRecords: (body: DateRangePage) =>
    queryOptions({ queryKey: ['member', 'recommend', 'records', body], queryFn: () => memberApi.recommendRecords(body) }),
  recommendSearch: (body: RecommendSearch) =>
    queryOptions({ queryKey: ['member', 'recommend', 'search', body], queryFn: () => memberApi.recommendSearch(body) }),
}
