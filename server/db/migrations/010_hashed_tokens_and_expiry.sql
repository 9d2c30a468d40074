-- Sessions are kept by the SHA-256 (hex) of their bearer token: the database holds no usable token.
UPDATE sessions SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex');
-- The idle timeout (SESSION_IDLE_MINUTES) counts from the last call made with the session.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX sessions_expires ON sessions (expires_at);

-- Idempotency rows keep the SHA-256 of the key and a sealed answer (see server/http/idempotency.ts);
-- answers stored in plain text before are dropped rather than kept readable.
DELETE FROM idempotency_keys;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Expired rows are purged periodically (server/db/purge.ts).
CREATE INDEX captchas_expires ON captchas (expires_at);
CREATE INDEX sms_codes_created ON sms_codes (created_at);
CREATE INDEX login_attempts_created ON login_attempts (created_at);
CREATE INDEX login_challenges_expires ON login_challenges (expires_at);
CREATE INDEX password_reset_tokens_expires ON password_reset_tokens (expires_at);

-- Account names are unique per site whatever their case, as registration checks them: two
-- registrations racing with "Demo1" and "demo1" cannot both succeed.
CREATE UNIQUE INDEX members_site_account_lower ON members (site_id, lower(member_account));
