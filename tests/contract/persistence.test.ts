/** LOTUS_DATA_DIR: a restart on the same data directory keeps accounts and balances and does not reseed. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { createSession, findSession } from '../../server/auth/sessions.ts'
import { openDatabase } from '../../server/db/index.ts'
import { postLedger } from '../../server/domain/ledger.ts'

/** Opens databases of its own in the test process, whatever the target. */
const onPglite = !process.env.DATABASE_URL

test.skipIf(!onPglite)('a PGlite data directory survives a restart', { timeout: 120_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lotus-data-'))
  try {
    const first = await openDatabase({ dataDir: dir })
    expect(first.seed?.games).toBeGreaterThanOrEqual(5000)
    const wallet = await first.db.query<{ id: number; balance: string }>(
      "SELECT w.id, w.balance FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.member_account = 'demo888' AND w.wallet_code = 'main'",
    )
    const row = wallet.rows[0]
    if (!row) throw new Error('demo888 has no main wallet')
    await postLedger(first.db, { walletId: row.id, amount: '1234.00', kind: 'persistence_test' })
    const session = await createSession(first.db, { id: 1, site_id: 1 })
    await first.close()

    const second = await openDatabase({ dataDir: dir })
    try {
      expect(second.seed).toBeNull()
      expect(second.migrations).toEqual([])
      const after = await second.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE id = $1', [
        row.id,
      ])
      expect(Number(after.rows[0]?.balance)).toBe(Number(row.balance) + 1234)
      expect((await findSession(second.db, session.token))?.member_account).toBe('demo888')
    } finally {
      await second.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
