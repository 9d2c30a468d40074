import type { Db } from '../../db/types.ts'
import type { OperationContext } from '../context.ts'
import { fail, member } from '../wallet/index.ts'

/**
 * Agent (proxy) helpers. The downline is every member whose introducer is the agent; reports and
 * settlements are computed from their orders, ledger and bet records, never stored per request.
 */
/** Commission rate per agent level. */
export const COMMISSION: Record<number, number> = { 1: 0.3, 2: 0.35, 3: 0.4 }

interface AgentRow {
  id: number
  level: number
  active: boolean
}

export async function activeAgent(ctx: OperationContext<unknown>): Promise<AgentRow> {
  const session = member(ctx)
  const result = await ctx.db.query<AgentRow>('SELECT id, level, active FROM agents WHERE member_id = $1', [
    session.member_id,
  ])
  const agent = result.rows[0]
  if (!agent?.active) throw fail(630, 'not_agent', ctx.lang)
  return agent
}

export async function levelNames(db: Db, siteId: number, locale: string): Promise<Map<number, string>> {
  const result = await db.query<{ level: number; names: Record<string, string> }>(
    'SELECT level, names FROM agent_level_names WHERE site_id = $1',
    [siteId],
  )
  return new Map(
    result.rows.map((row) => [row.level, row.names[locale] ?? row.names.en_US ?? `Level ${row.level}`]),
  )
}
