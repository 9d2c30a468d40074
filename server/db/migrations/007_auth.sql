-- Identity: login throttling, second-step challenges, device binding, password reset tokens,
-- register SMS codes, the register log (limits 996/997) and sandbox IP rules.

ALTER TABLE members ADD COLUMN double_validation boolean NOT NULL DEFAULT false;
-- A member bound to one app device (udid): logging in from another answers 107.
ALTER TABLE members ADD COLUMN bound_udid text;
-- A member migrated from another platform: login answers 802 until the transfer verification resets the password.
ALTER TABLE members ADD COLUMN needs_transfer_verify boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN password_changed_at timestamptz;
ALTER TABLE captchas ADD COLUMN ip text;
CREATE INDEX captchas_ip ON captchas (ip, expires_at DESC);

CREATE TABLE login_attempts (
  id          bigserial PRIMARY KEY,
  ip          text NOT NULL,
  account     text NOT NULL,
  success     boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at DESC);

CREATE TABLE login_challenges (
  member_login_id  serial PRIMARY KEY,
  member_id        integer NOT NULL REFERENCES members(id),
  question         text NOT NULL,
  asked            text[] NOT NULL,
  failures         smallint NOT NULL DEFAULT 0,
  device           smallint NOT NULL DEFAULT 1,
  ip               text,
  expires_at       timestamptz NOT NULL,
  done_at          timestamptz
);

CREATE TABLE password_reset_tokens (
  token       text PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members(id),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE sms_codes (
  id          bigserial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES sites(id),
  phone       text NOT NULL,
  code        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  used_at     timestamptz
);
CREATE INDEX sms_codes_phone ON sms_codes (site_id, phone, created_at DESC);

CREATE TABLE register_log (
  id          bigserial PRIMARY KEY,
  ip          text NOT NULL,
  member_id   integer REFERENCES members(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX register_log_ip ON register_log (ip, created_at DESC);

-- Answers the sandbox gives to requests from these addresses (X-Forwarded-For), so every IP code is reachable.
CREATE TABLE ip_rules (
  ip     text PRIMARY KEY,
  scope  text NOT NULL CHECK (scope IN ('login', 'register', 'sms')),
  code   smallint NOT NULL
);

-- Names, emails and phones the operator refuses at registration (214, 216, 215).
CREATE TABLE register_blacklist (
  kind   text NOT NULL CHECK (kind IN ('name', 'email', 'phone')),
  value  text NOT NULL,
  PRIMARY KEY (kind, value)
);
