/** Test hook: past registrations from an address, so the per-address register limits (996, 997) can be met. */
import { handler, type Handler } from '../define.ts'

const addRegisterHistory: Handler<'addSandboxRegisterHistory'> = async (ctx) => {
  const { ip, count, minutes_ago: minutesAgo = 60 } = ctx.body
  await ctx.db.query(
    `INSERT INTO register_log (ip, created_at)
     SELECT $1, now() - make_interval(mins => $2) FROM generate_series(1, $3)`,
    [ip, minutesAgo, count],
  )
  return null
}

export const sandboxRegisterHistoryHandlers = [handler('addSandboxRegisterHistory', addRegisterHistory)]
