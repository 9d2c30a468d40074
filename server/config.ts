/** Configuration of the sandbox app and of the one-port server, from the environment. */

export type Mode = 'development' | 'test' | 'production'

export interface AppConfig {
  mode: Mode
  /** Validate every answer against the contract (default: on in test mode). */
  validateResponses: boolean
  /** Path of openapi/lotus.yaml. */
  contractPath?: string
  /** Extra origins allowed in game frames (CSP frame-src, check_iframe). */
  frameSrc: string[]
  log: (line: string) => void
}

export function modeFromEnv(env: NodeJS.ProcessEnv = process.env): Mode {
  if (env.NODE_ENV === 'test' || env.VITEST) return 'test'
  return env.NODE_ENV === 'production' ? 'production' : 'development'
}

export function listFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean)
}

export function appConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = modeFromEnv(env)
  return {
    mode,
    validateResponses: env.LOTUS_VALIDATE_RESPONSES ? env.LOTUS_VALIDATE_RESPONSES === '1' : mode === 'test',
    frameSrc: listFromEnv(env.FRAME_SRC),
    log: (line) => console.log(line),
  }
}
