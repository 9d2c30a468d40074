/** Every call of spec §7 has a path in the contract. */
import { expect, test } from 'vitest'
import { asArray, asRecord } from '../../server/contract/json.ts'
import { contract } from './support/target.ts'

/** Spec §7, as written there (the client adds /api; the spec writes two helpers with it). */
const SPEC_PATHS = [
  // Site and content
  '/arks/web/site/detail',
  '/web/logo',
  '/arks/web/footer',
  '/arks/web/web-mobile-footer',
  '/arks/web/float',
  '/arks/web/model/register-background/detail',
  '/web/model_setting',
  '/web/model_sponsor',
  '/web/model_login',
  '/arks/web/bulletin',
  '/arks/web/bulletin/member',
  '/arks/web/bulletin/history',
  '/arks/web/bulletin/member/hide',
  '/arks/web/carousel_picture',
  '/arks/web/announcement/marquee',
  '/v2/get_jackpot',
  '/check_iframe',
  '/get_login_header',
  '/api/fb_tracking',
  '/api/template_config',
  '/clientCaptcha',
  // Games
  '/demo/play',
  '/demo/gp_games',
  '/demo/gt_games',
  '/member/game/play1',
  '/member/game/leave1',
  '/arks/web/member-games/last-playing-game',
  '/arks/web/member-games/favorite/store',
  '/v3/game_list',
  '/v2/get_tag_game_list',
  '/v2/game_label',
  '/v2/get_template_game_list',
  '/arks/web/game/sport-quickbet-url',
  // Member
  '/login',
  '/logout',
  '/captcha',
  '/login/double_validation',
  '/login/double_validation/skip',
  '/arks/web/vx/verify',
  '/arks/web/vx/reset',
  '/member_info',
  '/get_info_data',
  '/member/profile',
  '/member/profile/common/layout',
  '/member/profile/my_cash',
  '/member/profile/edit_password',
  '/member/profile/balance/all/back',
  '/member/profile/balance_get_back',
  '/arks/web/agent-level-rename',
  '/member/apply_for_agent/check',
  '/arks/web/cash_surplus/check',
  '/arks/web/member/letter',
  '/arks/web/member/letter/read',
  '/arks/web/member/letter/destroy',
  '/arks/web/activity/red_envelope_promotion',
  '/arks/web/activity/red_envelope',
  // Registration
  '/arks/web/register-settings',
  '/arks/web/register-settings/service-agreement',
  '/register/verification',
  '/register',
  '/register/sms',
  '/register/valid_message',
  '/bonus_setting/check',
  '/arks/web/check-agent-domain',
]

test('spec §7 names 64 distinct calls', () => {
  expect(new Set(SPEC_PATHS).size).toBe(64)
})

test('every spec §7 path is in the contract (servers: /api)', () => {
  const paths = new Set(contract.operations.map((operation) => operation.path))
  const missing = SPEC_PATHS.map((path) => path.replace(/^\/api(?=\/)/, '')).filter(
    (path) => !paths.has(path),
  )
  expect(missing).toEqual([])
  console.log(
    `All ${SPEC_PATHS.length} spec §7 paths are in the contract (${contract.operations.length} operations).`,
  )
})

test('every operation has an operationId, one declared tag and a 200 answer', () => {
  const declared = asArray(contract.document.tags).map((tag) => asRecord(tag).name)
  for (const tag of [
    'site',
    'content',
    'auth',
    'registration',
    'games',
    'wallet',
    'member',
    'letters',
    'promotions',
  ]) {
    expect(declared, 'the module tags of the issue are declared').toContain(tag)
  }
  for (const operation of contract.operations) {
    expect(operation.operationId, operation.path).toMatch(/^[a-z][A-Za-z0-9]+$/)
    expect(declared, operation.operationId).toContain(operation.tag)
    expect(operation.responses.has('200'), operation.operationId).toBe(true)
  }
})
