import { queryOptions } from '@tanstack/react-query'
import { memberApi, type DateRangePage, type RecommendSearch } from './api'

/** The range the recommendation tables open on (their loader asks for that first page). */
export const RECOMMEND_FIRST_RANGE = '30d'

export const memberQueries = {
  profile: () => queryOptions({ queryKey: ['member', 'profile'], queryFn: memberApi.profile }),
  // Under the profile's key: profile.updated (sent after a sign-in) refreshes both. Per member, so a
  // member logging in after another on the same page never sees the other's days.
  signIn: (memberId: number | null) =>
    queryOptions({ queryKey: ['member', 'profile', 'sign-in', memberId], queryFn: memberApi.signInDetail }),
  announcements: () =>
    queryOptions({ queryKey: ['member', 'announcements'], queryFn: memberApi.announcements }),
  recommendProject: () =>
    queryOptions({ queryKey: ['member', 'recommend', 'project'], queryFn: memberApi.recommendProject }),
  recommendRecords: (body: DateRangePage) =>
    queryOptions({
      queryKey: ['member', 'recommend', 'records', body],
      queryFn: () => memberApi.recommendRecords(body),
    }),
  recommendSearch: (body: RecommendSearch) =>
    queryOptions({
      queryKey: ['member', 'recommend', 'search', body],
      queryFn: () => memberApi.recommendSearch(body),
    }),
}
