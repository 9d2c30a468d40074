import { api, done, need, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'

type Schemas = components['schemas']
export type MemberProfile = Schemas['MemberProfile']
export type ProfileEdit = Schemas['ProfileEditRequest']
export type WithdrawPasswordEdit = Schemas['EditWithdrawPasswordRequest']
export type RecommendRecords = Schemas['RecommendRecordsData']
export type RecommendMembers = Schemas['RecommendMembersData']
export type DateRangePage = Schemas['DateRangePageRequest']
export type RecommendSearch = Schemas['RecommendMemberSearchRequest']
export type SignInDetail = Schemas['SignInDetail']

/** Member centre calls: profile, contact fields, announcements and friend recommendation. */
export const memberApi = {
  profile: () => need(unwrap(api.POST('/member/profile', { body: {} }))),
  editProfile: (body: ProfileEdit) => need(unwrap(api.POST('/arks/web/member/profile/edit', { body }))),
  editWithdrawPassword: (body: WithdrawPasswordEdit) =>
    done(api.POST('/arks/web/member/profile/edit-withdraw-password', { body })),
  announcements: () =>
    need(
      unwrap(
        api.POST('/arks/web/announcement/marquee', {
          body: { site_id: config.siteId, sort_field: 'created_at', sort_order: 'desc' },
        }),
      ),
    ),
  recommendProject: () => need(unwrap(api.POST('/arks/web/member/recommend/project', { body: {} }))),
  recommendRecords: (body: DateRangePage) =>
    need(unwrap(api.POST('/arks/web/member/recommend/records', { body }))),
  recommendSearch: (body: RecommendSearch) =>
    need(unwrap(api.POST('/arks/web/member/recommend/member-search', { body }))),
  signInDetail: () => need(unwrap(api.POST('/arks/web/member/sign-in/detail', { body: {} }))),
  signIn: () => need(unwrap(api.POST('/arks/web/member/sign-in', { body: {} }))),
}
