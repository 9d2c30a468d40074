import type { Db } from '../types.ts'
import { seedAuth } from './auth.ts'
import { seedCodeMembers } from './reachable-codes.ts'
import { resetSequences } from './bulk.ts'
import { seedContent } from './content.ts'
import { seedGames } from './games.ts'
import { seedMembers } from './members.ts'
import { seedMoney } from './money.ts'
import { seedPromotions } from './promotions.ts'
import { seedProtection } from './protection.ts'
import { seedSiteConfig } from './site-config.ts'
import { seedSites } from './sites.ts'

export { MEMBERS, SEED_PASSWORD } from './members.ts'
export { SITES } from './sites.ts'

export interface SeedReport {
  sites: number
  providers: number
  games: number
  tags: number
  members: number
  banners: number
  bulletins: number
}

/** Tables with a serial id that the seed fills with explicit ids. */
const SERIAL_TABLES = [
  'site_assets',
  'template_models',
  'service_agreements',
  'members',
  'wallets',
  'wallet_ledger',
  'agents',
  'banners',
  'bulletins',
  'marquees',
  'sponsors',
  'footers',
  'floats',
  'promotions',
  'letters',
  'red_envelopes',
]

/** Fills an empty database with the demo data, in one transaction. Deterministic except for dates. */
export function seedDatabase(db: Db, reference = new Date()): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await seedSites(tx)
    const games = await seedGames(tx, reference)
    const members = await seedMembers(tx, reference)
    const content = await seedContent(tx, reference)
    await seedSiteConfig(tx)
    await seedPromotions(tx, reference)
    await seedMoney(tx, reference)
    await resetSequences(tx, SERIAL_TABLES)
    await seedAuth(tx)
    await seedCodeMembers(tx)
    await seedProtection(tx)
    const sites = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM sites')
    return { sites: sites.rows[0]?.count ?? 0, members, ...games, ...content }
  })
}

/** Seeds only when no site exists yet, so a persisted database keeps its accounts and balances. */
export async function seedIfEmpty(db: Db): Promise<SeedReport | null> {
  const existing = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM sites')
  if ((existing.rows[0]?.count ?? 0) > 0) return null
  return seedDatabase(db)
}
