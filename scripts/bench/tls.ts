import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

const DIR = '.data/bench-tls'

export type Certificate = { certFile: string; keyFile: string }

/**
 * A self-signed certificate for 127.0.0.1 (made once with openssl, kept in .data): the bench serves
 * pages over HTTPS with HTTP/2 as a deployment does, and tells Chromium to accept it.
 */
export function benchCertificate(): Certificate {
  const certFile = join(DIR, 'cert.pem')
  const keyFile = join(DIR, 'key.pem')
  if (existsSync(certFile) && existsSync(keyFile)) return { certFile, keyFile }
  mkdirSync(DIR, { recursive: true })
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650'],
      ...['-keyout', keyFile, '-out', certFile, '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    ],
    { stdio: 'ignore' },
  )
  return { certFile, keyFile }
}
