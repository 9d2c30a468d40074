import { randomBytes } from 'node:crypto'
import { serverEnv, type ServerEnv } from './config.ts'
import type { Db } from './db/types.ts'

/**
 * The server's signing secrets. Each comes from its variable (`REALTIME_SANDBOX_SECRET`,
 * `LOTUS_ENC_SECRET`); an unset one is generated at start and, when the database outlives the process
 * (`LOTUS_DATA_DIR`, `DATABASE_URL`), kept in it so a restart or a second server on the same database
 * signs with the same secret. `NODE_ENV=production` refuses to start without explicit ones.
 */
export type SecretName = keyof ServerEnv['secrets']

export const SECRET_VARIABLES: Record<SecretName, string> = {
  realtime: 'REALTIME_SANDBOX_SECRET',
  deepLink: 'LOTUS_ENC_SECRET',
}

const held = new Map<SecretName, string>()

const generate = () => randomBytes(32).toString('base64url')

/** The secret `name`: the environment's, else the database's, else one generated for this process. */
export function serverSecret(name: SecretName, env: ServerEnv = serverEnv()): string {
  const explicit = env.secrets[name]
  if (explicit) return explicit
  let value = held.get(name)
  if (!value) {
    value = generate()
    held.set(name, value)
  }
  return value
}

/** Secrets a production server must be given; their variable names. */
export function missingProductionSecrets(env: ServerEnv = serverEnv()): string[] {
  if (env.mode !== 'production') return []
  const names = Object.keys(SECRET_VARIABLES) as SecretName[]
  const missing = names.filter((name) => !env.secrets[name]).map((name) => SECRET_VARIABLES[name])
  // A real Ably key signs realtime tokens itself.
  return env.ablyApiKey ? missing.filter((name) => name !== SECRET_VARIABLES.realtime) : missing
}

/**
 * Makes the generated secrets durable: the first server to start on a database stores its own, every
 * later one (or a restart) adopts them.
 */
export async function adoptStoredSecrets(db: Db, env: ServerEnv = serverEnv()): Promise<void> {
  for (const name of Object.keys(SECRET_VARIABLES) as SecretName[]) {
    if (env.secrets[name]) continue
    await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      held.get(name) ?? generate(),
    ])
    const stored = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
      name,
    ])
    const value = stored.rows[0]?.value
    if (value) held.set(name, value)
  }
}
