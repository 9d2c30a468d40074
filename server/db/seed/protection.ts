import type { Db } from '../types.ts'

/** Safer-gambling settings per site: minimum age, help organisations, reality-check rules. */
export async function seedProtection(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO site_protection (site_id, min_age, help, reality_check_can_be_off, default_reality_check_minutes, time_out_max_days)
     SELECT id, 18, $1::jsonb, true, 60, 42 FROM sites WHERE id = 1
     UNION ALL
     SELECT id, 18, $2::jsonb, false, 30, 42 FROM sites WHERE id <> 1
     ON CONFLICT (site_id) DO NOTHING`,
    [
      JSON.stringify([
        { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/', phone: null },
        { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/', phone: null },
      ]),
      JSON.stringify([{ name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/', phone: null }]),
    ],
  )
}
