import { ApiError } from '../../http/envelope.ts'
import type { RawHandler } from '../context.ts'
import { handler, type Handler } from '../define.ts'

/** Sandbox only: what a developer needs to get past the captcha and the SMS step by hand or in tests. */
const peekCaptcha: Handler<'peekSandboxCaptcha'> = async (ctx) => {
  const found = await ctx.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE token = $1', [
    ctx.params.token ?? '',
  ])
  const answer = found.rows[0]?.answer
  if (!answer) throw new ApiError(404, 404, 'No such captcha')
  return { answer }
}

const peekSms: Handler<'peekSandboxSms'> = async (ctx) => {
  const phone = String(ctx.query.phone ?? '')
  const found = await ctx.db.query<{ code: string }>(
    'SELECT code FROM sms_codes WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [phone],
  )
  const code = found.rows[0]?.code
  if (!code) throw new ApiError(404, 404, 'No code was sent to this phone')
  return { code }
}

export const sandboxPeekHandlers: [string, RawHandler][] = [
  handler('peekSandboxCaptcha', peekCaptcha),
  handler('peekSandboxSms', peekSms),
]
