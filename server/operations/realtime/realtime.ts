import type { ValidateFunction } from 'ajv'
import { Contract } from '../../contract/contract.ts'
import { badRequest, businessError } from '../../http/envelope.ts'
import {
  isRealtimeEventName,
  memberChannel,
  memberCurrencyChannel,
  mobileTemplateChannel,
  REALTIME_EVENTS,
  TEMPLATE_CHANNEL_TEMPLATES,
  templateChannel,
  WEB_MEMBER_CHANNEL,
  webApiChannel,
} from '../../realtime/channels.ts'
import { realtime } from '../../realtime/publisher.ts'
import { issueRealtimeToken, realtimeConfigFromEnv, type RealtimeConfig } from '../../realtime/tokens.ts'
import { handler } from '../define.ts'
import { requireSite, siteOf } from '../site/sites.ts'

let config: RealtimeConfig | undefined
const realtimeConfig = () => (config ??= realtimeConfigFromEnv())

/**
 * The event payload schemas of the contract (the webhooks name them), compiled once when the sandbox
 * loads, from the same file the dispatcher validates requests with.
 */
const payloadValidators: ReadonlyMap<string, ValidateFunction> = (() => {
  const contract = Contract.load()
  const schemas = new Set<string>(Object.values(REALTIME_EVENTS).map((spec) => spec.schema))
  return new Map([...schemas].map((schema) => [schema, contract.compileAt(`/components/schemas/${schema}`)]))
})()

export const realtimeHandlers = [
  handler('createRealtimeToken', async (ctx) => {
    const site = await requireSite(ctx.db, ctx.body.site_id)
    const member =
      ctx.session && ctx.session.site_id === site.id
        ? {
            member_id: ctx.session.member_id,
            member_currency: ctx.session.member_currency,
            session: ctx.session.login_id,
          }
        : null
    return issueRealtimeToken(realtimeConfig(), site, { currency: ctx.body.currency, member })
  }),

  handler('emitRealtimeEvent', async (ctx) => {
    const { event, member_id, currency, site_id } = ctx.body
    const data: Record<string, unknown> = ctx.body.data ?? {}
    if (!isRealtimeEventName(event)) throw badRequest('/body/event', 'unknown event', 'enum')
    const spec = REALTIME_EVENTS[event]
    const validate = payloadValidators.get(spec.schema)
    if (validate && !validate(data)) {
      const first = validate.errors?.[0]
      throw badRequest(
        `/body/data${first?.instancePath ?? ''}`,
        first?.message ?? 'does not match the event',
        first?.keyword,
      )
    }

    const memberOf = async (id: number) => {
      const found = await ctx.db.query<{ id: number; member_currency: string; site_id: number }>(
        'SELECT id, member_currency, site_id FROM members WHERE id = $1',
        [id],
      )
      const row = found.rows[0]
      if (!row) throw businessError(404, `No member ${id}`)
      return row
    }

    let channel: string
    switch (spec.kind) {
      case 'web_member':
        channel = WEB_MEMBER_CHANNEL
        break
      case 'web_api': {
        const site = await siteOf(ctx, site_id)
        channel = webApiChannel(currency ?? site.currencies[0] ?? 'USD')
        break
      }
      case 'template': {
        const site = await siteOf(ctx, site_id)
        if (!TEMPLATE_CHANNEL_TEMPLATES.includes(site.desktop_template))
          throw badRequest('/body/site_id', `template ${site.desktop_template} has no template channel`)
        channel = templateChannel(site.desktop_template)
        break
      }
      case 'mobile_template':
        channel = mobileTemplateChannel((await siteOf(ctx, site_id)).mobile_template)
        break
      case 'member':
        if (member_id === undefined)
          throw badRequest('/body/member_id', 'is required for a member event', 'required')
        channel = memberChannel((await memberOf(member_id)).id)
        break
      case 'member_currency': {
        const chosen =
          currency ?? (member_id === undefined ? undefined : (await memberOf(member_id)).member_currency)
        if (!chosen) throw badRequest('/body/currency', 'currency or member_id is required', 'required')
        channel = memberCurrencyChannel(chosen)
        break
      }
    }
    const published = channel
    ctx.afterCommit(() => realtime.publish(published, event, data))
    return { channel, event }
  }),
]
