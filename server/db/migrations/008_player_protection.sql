-- Player protection: limits (deposit, loss, session time) with pending increases, reality-check
-- settings, time-outs and self-exclusions, active session time, and per-site safer-gambling settings.

CREATE TABLE protection_limits (
  member_id             integer NOT NULL REFERENCES members(id),
  kind                  text NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period                text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- the limit in force; NULL is none
  amount                numeric(20, 2) CHECK (amount IS NULL OR amount > 0),
  -- an increase or removal waiting for pending_effective_at; pending_amount NULL is a removal
  pending_amount        numeric(20, 2) CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_effective_at  timestamptz,
  ever_set              boolean NOT NULL DEFAULT true,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period),
  CHECK (pending_amount IS NULL OR pending_effective_at IS NOT NULL)
);

CREATE TABLE protection_settings (
  member_id              integer PRIMARY KEY REFERENCES members(id),
  reality_check_minutes  smallint NOT NULL CHECK (reality_check_minutes IN (0, 10, 20, 30, 45, 60)),
  updated_at             timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE protection_exclusions (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members(id),
  kind        text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  period      text NOT NULL CHECK (period IN ('24h', '1w', '1m', 'custom', '6m', '1y', '5y')),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL CHECK (ends_at > starts_at),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protection_exclusions_member ON protection_exclusions (member_id, ends_at DESC);

-- Active time of each session (the header clock reports every minute): session-time limits count it.
CREATE TABLE protection_session_activity (
  token         text PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members(id),
  started_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  CHECK (last_seen_at >= started_at)
);
CREATE INDEX protection_session_activity_member ON protection_session_activity (member_id, last_seen_at DESC);

CREATE TABLE site_protection (
  site_id                        integer PRIMARY KEY REFERENCES sites(id),
  min_age                        smallint NOT NULL DEFAULT 18,
  -- [{ "name": ..., "url": ..., "phone": ... }]
  help                           jsonb NOT NULL DEFAULT '[]',
  reality_check_can_be_off       boolean NOT NULL DEFAULT true,
  default_reality_check_minutes  smallint NOT NULL DEFAULT 60
                                 CHECK (default_reality_check_minutes IN (0, 10, 20, 30, 45, 60)),
  time_out_max_days              smallint NOT NULL DEFAULT 42 CHECK (time_out_max_days BETWEEN 1 AND 42)
);
