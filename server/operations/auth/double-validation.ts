/** The second login step: questions about the member, answered with a captcha. */
import type { components } from '../../../src/platform/api/schema.gen.ts'
import { verifyPassword } from '../../auth/passwords.ts'
import type { Db } from '../../db/types.ts'
import { businessError, type ApiError } from '../../http/envelope.ts'
import type { OperationContext } from '../context.ts'
import type { Handler } from '../define.ts'
import { authMessage } from './messages.ts'
import { findMemberById, ipRule, spendCaptcha, startSession, type MemberRow } from './shared.ts'

type Schemas = components['schemas']
type Question = Schemas['DoubleValidationQuestion']

/** Second-step challenges: 10 minutes, at most 3 questions, 998 after 5 failures. */
const CHALLENGE_MINUTES = 10
export const DEFAULT_QUESTION_COUNT = 3
const CHALLENGE_MAX_FAILURES = 5

function questionsOf(member: MemberRow): Question[] {
  const all: [Question, unknown][] = [
    ['member_name', member.member_name],
    ['member_phone', member.member_phone],
    ['member_email', member.member_email],
    ['identity_id', member.identity_id],
    ['withdraw_password', member.withdraw_password_hash],
  ]
  return all.filter(([, value]) => typeof value === 'string' && value !== '').map(([q]) => q)
}

export async function openChallenge(
  db: Db,
  member: MemberRow,
  device: number,
  ip: string,
  asked: Question[],
): Promise<Schemas['DoubleValidationChallenge'] | null> {
  const pool = questionsOf(member).slice(0, DEFAULT_QUESTION_COUNT)
  const question = pool.find((q) => !asked.includes(q))
  if (!question) return null
  const row = await db.query<{ member_login_id: number }>(
    `INSERT INTO login_challenges (member_id, question, asked, device, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6)) RETURNING member_login_id`,
    [member.id, question, [...asked, question], device, ip, CHALLENGE_MINUTES],
  )
  return {
    member_login_id: row.rows[0]?.member_login_id ?? 1,
    question,
    available_questions_count: pool.length - asked.length - 1,
  }
}

interface ChallengeRow {
  member_login_id: number
  member_id: number
  question: Question
  asked: Question[]
  failures: number
  expired: boolean
  done: boolean
}

async function findChallenge(db: Db, id: number): Promise<ChallengeRow | null> {
  const found = await db.query<ChallengeRow>(
    `SELECT member_login_id, member_id, question, asked, failures,
            expires_at <= now() AS expired, done_at IS NOT NULL AS done
       FROM login_challenges WHERE member_login_id = $1`,
    [id],
  )
  return found.rows[0] ?? null
}

const WRONG_ANSWER_CODE: Record<Question, number> = {
  member_name: 103,
  identity_id: 103,
  withdraw_password: 104,
  member_phone: 205,
  member_email: 206,
}

async function answerMatches(member: MemberRow, question: Question, answer: string): Promise<boolean> {
  const given = answer.trim()
  switch (question) {
    case 'withdraw_password':
      return member.withdraw_password_hash !== null && verifyPassword(given, member.withdraw_password_hash)
    case 'member_email':
      return (member.member_email ?? '').toLowerCase() === given.toLowerCase()
    case 'member_name':
      return member.member_name.trim().toLowerCase() === given.toLowerCase()
    case 'member_phone':
      return (member.member_phone ?? '') === given.replace(/\D/g, '')
    case 'identity_id':
      return (member.identity_id ?? '') === given
  }
}

export const submitDoubleValidation: Handler<'submitDoubleValidation'> = async (ctx) => {
  const { body, lang } = ctx
  const challenge = await findChallenge(ctx.db, body.member_login_id)
  if (!challenge || challenge.expired) throw businessError(101, authMessage('challenge_expired', lang))
  if (challenge.done) throw businessError(102, authMessage('challenge_done', lang))
  if ((await ipRule(ctx.db, ctx.request.ip, 'login')) !== null) throw businessError(106, authMessage('ip_error', lang))
  const member = await findMemberById(ctx.db, challenge.member_id)
  if (!member || member.status !== 0) throw businessError(202, authMessage('challenge_disabled', lang))
  if ((challengeFailures.get(challenge.member_login_id) ?? 0) >= CHALLENGE_MAX_FAILURES) throw businessError(998, authMessage('too_many_failures', lang))
  if (!(await spendCaptcha(ctx.db, body.captcha_token, body.captcha_answer, 1))) {
    throw challengeFailure(ctx, challenge, 105)
  }
  if (!(await answerMatches(member, challenge.question, body.answer))) {
    throw challengeFailure(ctx, challenge, WRONG_ANSWER_CODE[challenge.question])
  }
  await ctx.db.query('UPDATE login_challenges SET done_at = now() WHERE member_login_id = $1', [challenge.member_login_id])
  return startSession(ctx, member, challenge.member_login_id, body.device)
}

/** Wrong answers per challenge, in memory for the same reason as failed logins. */
const challengeFailures = new Map<number, number>()

function challengeFailure(ctx: OperationContext<unknown>, challenge: ChallengeRow, code: number): ApiError {
  const failures = (challengeFailures.get(challenge.member_login_id) ?? 0) + 1
  challengeFailures.set(challenge.member_login_id, failures)
  if (failures >= CHALLENGE_MAX_FAILURES) {
    return businessError(998, authMessage('too_many_failures', ctx.lang))
  }
  return businessError(code, authMessage('verify_failed', ctx.lang))
}

export const skipDoubleValidationQuestion: Handler<'skipDoubleValidationQuestion'> = async (ctx) => {
  const challenge = await findChallenge(ctx.db, ctx.body.member_login_id)
  const member = challenge ? await findMemberById(ctx.db, challenge.member_id) : null
  if (!challenge || challenge.expired || challenge.done || !member) {
    throw businessError(101, authMessage('account_error', ctx.lang))
  }
  const next = await openChallenge(ctx.db, member, 1, ctx.request.ip, challenge.asked)
  if (!next) throw businessError(101, authMessage('no_more_questions', ctx.lang))
  // The old question can no longer be answered.
  await ctx.db.query('UPDATE login_challenges SET done_at = now() WHERE member_login_id = $1', [challenge.member_login_id])
  return { double_validation: next }
}
