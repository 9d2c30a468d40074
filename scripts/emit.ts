/**
 * Emit any realtime event through the sandbox (operation emitRealtimeEvent), to watch the site react.
 *
 *   node --import tsx scripts/emit.ts member.cash --member 1 --data '{"cash":1500000}'
 *   node --import tsx scripts/emit.ts login --member 1 --data '{"token":"elsewhere"}'
 *   node --import tsx scripts/emit.ts RedEnvelopeDisplay --currency VND
 *   node --import tsx scripts/emit.ts carousel_picture.url --currency USD --url http://localhost:8080
 */
import { parseArgs } from 'node:util'
import { serverEnv } from '../server/config.ts'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    member: { type: 'string', short: 'm' },
    currency: { type: 'string', short: 'c' },
    site: { type: 'string', short: 's' },
    data: { type: 'string', short: 'd' },
    url: {
      type: 'string',
      short: 'u',
      default: process.env.LOTUS_URL ?? `http://localhost:${serverEnv().port}`,
    },
  },
})

const event = positionals[0]
if (!event) {
  console.error(
    'usage: scripts/emit.ts <event> [--member id] [--currency VND] [--site 1] [--data JSON] [--url base]',
  )
  process.exit(2)
}
let data: unknown = {}
if (values.data) {
  try {
    data = JSON.parse(values.data)
  } catch {
    console.error('--data must be JSON')
    process.exit(2)
  }
}
const body = {
  event,
  data,
  ...(values.member ? { member_id: Number(values.member) } : {}),
  ...(values.currency ? { currency: values.currency } : {}),
  ...(values.site ? { site_id: Number(values.site) } : {}),
}
const response = await fetch(`${values.url}/api/sandbox/realtime/emit`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const answer: unknown = await response.json().catch(() => null)
console.log(JSON.stringify(answer))
const ok = typeof answer === 'object' && answer !== null && 'code' in answer && answer.code === 100
process.exit(ok ? 0 : 1)
