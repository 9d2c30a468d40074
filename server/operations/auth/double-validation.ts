/** The second login step: questions about the member, answered with a captcha. */
import { createHash, randomBytes } from 'node:crypto'
import type { components } from '../../../openapi/lotus.gen.ts'
import { verifyPassword } from '../../auth/passwords.ts'
import { autocommitted } from '../../db/transaction.ts'
import type { Db } from '../../db/types.ts'
import { businessError, keepingWrites, type ApiError } from '../../http/envelope.ts'
import type { Handler } from '../define.ts'
import { findMemberById, ipRule, spendCaptcha, startSession, type MemberRow } from './shared.ts'
import { t } from '../../i18n/messages.ts'

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

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * Opens the next question of a member's challenge. Its token is the only way to answer or skip it
 * and is handed only to whoever passed the password (or the previous question's token).
 */
export async function openChallenge(
  db: Db,
  member: MemberRow,
  device: number,
  ip: string,
  asked: Question[],
  failures = 0,
): Promise<Schemas['DoubleValidationChallenge'] | null> {
  const pool = questionsOf(member).slice(0, DEFAULT_QUESTION_COUNT)
  const question = pool.find((q) => !asked.includes(q))
  if (!question) return null
  const token = randomBytes(24).toString('base64url')
  const row = await db.query<{ member_login_id: number }>(
    `INSERT INTO login_challenges (member_id, question, asked, device, ip, expires_at, failures, token_hash)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6), $7, $8) RETURNING member_login_id`,
    [member.id, question, [...asked, question], device, ip, CHALLENGE_MINUTES, failures, tokenHash(token)],
  )
  return {
    member_login_id: row.rows[0]?.member_login_id ?? 1,
    challenge_token: token,
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

/** The challenge a token names. */
async function findChallenge(db: Db, token: string): Promise<ChallengeRow | null> {
  const found = await db.query<ChallengeRow>(
    `SELECT member_login_id, member_id, question, asked, failures,
            expires_at <= now() AS expired, done_at IS NOT NULL AS done
       FROM login_challenges WHERE token_hash = $1`,
    [tokenHash(token)],
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
  const challenge = await findChallenge(ctx.db, body.challenge_token)
  if (!challenge || challenge.expired) throw businessError(101, t('challenge_expired', lang))
  if (challenge.done) throw businessError(102, t('challenge_done', lang))
  if ((await ipRule(ctx.db, ctx.request.ip, 'login')) !== null) throw businessError(106, t('ip_error', lang))
  const member = await findMemberById(ctx.db, challenge.member_id)
  if (!member || member.status !== 0) throw businessError(202, t('challenge_disabled', lang))
  // Every answer is counted before it is checked, at once and for good: parallel guesses each take
  // one of the five places, and the check (a withdraw password is a scrypt) holds no connection.
  const counted = await autocommitted(ctx.db).query<{ failures: number }>(
    `UPDATE login_challenges SET failures = failures + 1
      WHERE member_login_id = $1 AND failures < $2 AND done_at IS NULL RETURNING failures`,
    [challenge.member_login_id, CHALLENGE_MAX_FAILURES],
  )
  const place = counted.rows[0]?.failures
  if (place === undefined) throw businessError(998, t('too_many_failures', lang))
  const failure = (code: number): ApiError =>
    keepingWrites(
      place >= CHALLENGE_MAX_FAILURES
        ? businessError(998, t('too_many_failures', lang))
        : businessError(code, t('verify_failed', lang)),
    )
  if (!(await spendCaptcha(ctx.db, body.captcha_token, body.captcha_answer, 1))) throw failure(105)
  if (!(await answerMatches(member, challenge.question, body.answer))) {
    throw failure(WRONG_ANSWER_CODE[challenge.question])
  }
  const finished = await ctx.db.query(
    'UPDATE login_challenges SET done_at = now() WHERE member_login_id = $1 AND done_at IS NULL RETURNING member_login_id',
    [challenge.member_login_id],
  )
  if (finished.rows.length === 0) throw businessError(102, t('challenge_done', lang))
  return startSession(ctx, member, challenge.member_login_id, body.device)
}

export const skipDoubleValidationQuestion: Handler<'skipDoubleValidationQuestion'> = async (ctx) => {
  const challenge = await findChallenge(ctx.db, ctx.body.challenge_token)
  const member = challenge ? await findMemberById(ctx.db, challenge.member_id) : null
  if (!challenge || challenge.expired || challenge.done || !member) {
    throw businessError(101, t('account_error', ctx.lang))
  }
  // The old question can no longer be answered; of two skips at once only one goes on.
  const closed = await ctx.db.query<{ failures: number }>(
    `UPDATE login_challenges SET done_at = now()
      WHERE member_login_id = $1 AND done_at IS NULL AND failures < $2 RETURNING failures`,
    [challenge.member_login_id, CHALLENGE_MAX_FAILURES],
  )
  const failures = closed.rows[0]?.failures
  if (failures === undefined) throw businessError(101, t('account_error', ctx.lang))
  // The next question carries the wrong answers given so far: skipping does not reset them.
  const next = await openChallenge(ctx.db, member, 1, ctx.request.ip, challenge.asked, failures)
  if (!next) throw businessError(101, t('no_more_questions', ctx.lang))
  return { double_validation: next }
}
