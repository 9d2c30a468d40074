-- Signing secrets generated at start when the environment gives none (server/secrets.ts).
CREATE TABLE IF NOT EXISTS server_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
