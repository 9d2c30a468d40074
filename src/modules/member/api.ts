import { api, clientError, unwrap, type components } from '@/platform/api'
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

async function need<T>(call: Promise<T | null | undefined>): Promise<T> {
  const data = await call
  if (data === null || data === undefined) throw clientError('unknown')
  return data
}

/** A call whose envelope carries no data (`data: null`). */
async function done(call: Promise<{ data?: object; error?: unknown; response: Response }>): Promise<void> {
  await unwrap(
    call.then((result) => ({ ...result, data: result.data ? { ...result.data, data: null } : undefined })),
  )
}

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
