-- Members, sessions, agents and money. Money is a ledger: every balance change inserts a
-- wallet_ledger row in the same transaction as the wallets update; balances never go negative.

CREATE TABLE members (
  id                                  serial PRIMARY KEY,
  site_id                             integer NOT NULL REFERENCES sites(id),
  member_account                      text NOT NULL,
  password_hash                       text NOT NULL,
  withdraw_password_hash              text,
  member_name                         text NOT NULL DEFAULT '',
  member_currency                     text NOT NULL REFERENCES currencies(code),
  -- 1 member; anything else is an agent (spec §6)
  member_type                         smallint NOT NULL DEFAULT 1,
  agent_type                          smallint NOT NULL DEFAULT 0,
  agent_level                         smallint NOT NULL DEFAULT 0,
  agent_active                        boolean NOT NULL DEFAULT false,
  -- 0 active, 1 disabled, 2 frozen
  status                              smallint NOT NULL DEFAULT 0,
  member_email                        text,
  member_phone                        text,
  member_birthday                     date,
  identity_id                         text,
  contacts                            jsonb NOT NULL DEFAULT '{}',
  cash_back_status                    smallint NOT NULL DEFAULT 0,
  wallet_status                       smallint NOT NULL DEFAULT 1,
  first_login_to_change_password      boolean NOT NULL DEFAULT false,
  need_bank_account_deposit_verified  boolean NOT NULL DEFAULT false,
  introducer_agent_id                 integer,
  introducer_recommend_code           text,
  created_at                          timestamptz NOT NULL DEFAULT now(),
  last_login_at                       timestamptz,
  UNIQUE (site_id, member_account)
);
CREATE UNIQUE INDEX members_site_email ON members (site_id, lower(member_email)) WHERE member_email IS NOT NULL;
CREATE UNIQUE INDEX members_site_phone ON members (site_id, member_phone) WHERE member_phone IS NOT NULL;

CREATE TABLE sessions (
  token        text PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members(id),
  site_id      integer NOT NULL REFERENCES sites(id),
  login_id     text NOT NULL,
  device       smallint NOT NULL DEFAULT 1,
  ip           text,
  user_agent   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id);

-- One main wallet per member (wallet_code 'main') plus one per game platform (provider code).
CREATE TABLE wallets (
  id           serial PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members(id),
  wallet_code  text NOT NULL,
  currency     text NOT NULL REFERENCES currencies(code),
  balance      numeric(20, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, wallet_code)
);

CREATE TABLE wallet_ledger (
  id               bigserial PRIMARY KEY,
  wallet_id        integer NOT NULL REFERENCES wallets(id),
  member_id        integer NOT NULL REFERENCES members(id),
  amount           numeric(20, 2) NOT NULL CHECK (amount <> 0),
  balance_after    numeric(20, 2) NOT NULL CHECK (balance_after >= 0),
  kind             text NOT NULL,
  reference        text,
  idempotency_key  text UNIQUE,
  note             text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_ledger_member ON wallet_ledger (member_id, id DESC);

CREATE TABLE agents (
  id           serial PRIMARY KEY,
  member_id    integer NOT NULL UNIQUE REFERENCES members(id),
  site_id      integer NOT NULL REFERENCES sites(id),
  parent_id    integer REFERENCES agents(id),
  level        smallint NOT NULL DEFAULT 1,
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE agent_domains (
  host         text PRIMARY KEY,
  agent_id     integer NOT NULL REFERENCES agents(id),
  site_id      integer NOT NULL REFERENCES sites(id),
  currency     text NOT NULL REFERENCES currencies(code),
  active       boolean NOT NULL DEFAULT true
);

CREATE TABLE agent_level_names (
  site_id      integer NOT NULL REFERENCES sites(id),
  level        smallint NOT NULL,
  names        jsonb NOT NULL,
  PRIMARY KEY (site_id, level)
);

CREATE TABLE recommend_codes (
  code         text PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members(id),
  site_id      integer NOT NULL REFERENCES sites(id),
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE favorites (
  member_id    integer NOT NULL REFERENCES members(id),
  game_id      integer NOT NULL REFERENCES games(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE game_plays (
  id           serial PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members(id),
  game_id      integer NOT NULL REFERENCES games(id),
  started_at   timestamptz NOT NULL DEFAULT now(),
  ended_at     timestamptz
);
CREATE INDEX game_plays_member ON game_plays (member_id, started_at DESC);

CREATE TABLE captchas (
  token        text PRIMARY KEY,
  type         smallint NOT NULL,
  answer       text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);

-- Stored answers of POSTs carrying an Idempotency-Key: same key + same request -> same answer.
CREATE TABLE idempotency_keys (
  key           text PRIMARY KEY,
  fingerprint   text NOT NULL,
  operation_id  text NOT NULL,
  member_id     integer,
  http_status   smallint,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);
