-- Failed attempts at the doors to an account (login password, account recovery), per account name
-- (known or not, so a lockout reveals nothing) and per address. One row per (door, subject):
-- failures since the count was last reset, the latest one, and the time before which the door stays shut.
CREATE TABLE auth_failures (
  door          text NOT NULL CHECK (door IN ('login_account', 'recovery_account', 'recovery_address')),
  subject       text NOT NULL,
  failures      integer NOT NULL DEFAULT 0,
  last_failure  timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz,
  PRIMARY KEY (door, subject)
);

-- Deep-link logins are single use: the link's id is recorded when it opens a session.
CREATE TABLE deep_link_uses (
  link_id     text PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  used_at     timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX deep_link_uses_expiry ON deep_link_uses (expires_at);

-- The second login step is bound to whoever passed the password: the challenge is named by an
-- unguessable token (stored as its SHA-256), not by its sequential id.
ALTER TABLE login_challenges ADD COLUMN token_hash text;
CREATE UNIQUE INDEX login_challenges_token ON login_challenges (token_hash);
