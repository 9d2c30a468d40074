-- Deposits, withdrawals, bank accounts, bet records, agent applications, promotion links and
-- settlements. Every balance change still goes through wallet_ledger (003): an order row only
-- describes the request, the ledger row is the money.

CREATE TABLE deposit_channels (
  id                    serial PRIMARY KEY,
  currency              text NOT NULL REFERENCES currencies(code),
  name                  text NOT NULL,
  type                  text NOT NULL CHECK (type IN ('bank_transfer', 'e_wallet', 'qr_code', 'crypto', 'card', 'online_bank')),
  min_amount            numeric(20, 2) NOT NULL CHECK (min_amount > 0),
  max_amount            numeric(20, 2) NOT NULL CHECK (max_amount >= min_amount),
  fee_rate              numeric(6, 4) NOT NULL DEFAULT 0 CHECK (fee_rate >= 0 AND fee_rate <= 1),
  preset_amounts        numeric(20, 2)[] NOT NULL DEFAULT '{}',
  needs_depositor_name  boolean NOT NULL DEFAULT false,
  fast_payment          boolean NOT NULL DEFAULT false,
  active                boolean NOT NULL DEFAULT true,
  sort                  smallint NOT NULL DEFAULT 0
);
CREATE INDEX deposit_channels_currency ON deposit_channels (currency, sort);

CREATE TABLE banks (
  currency   text NOT NULL REFERENCES currencies(code),
  code       text NOT NULL,
  name       text NOT NULL,
  sort       smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (currency, code)
);

CREATE TABLE bank_accounts (
  id              serial PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES members(id),
  bank_code       text NOT NULL,
  bank_name       text NOT NULL,
  account_name    text NOT NULL,
  account_number  text NOT NULL,
  branch          text,
  is_default      boolean NOT NULL DEFAULT false,
  verified        boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  removed_at      timestamptz
);
CREATE UNIQUE INDEX bank_accounts_live ON bank_accounts (member_id, account_number) WHERE removed_at IS NULL;

CREATE TABLE deposit_orders (
  id              serial PRIMARY KEY,
  order_number    text NOT NULL UNIQUE,
  member_id       integer NOT NULL REFERENCES members(id),
  channel_id      integer NOT NULL REFERENCES deposit_channels(id),
  amount          numeric(20, 2) NOT NULL CHECK (amount > 0),
  fee             numeric(20, 2) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  currency        text NOT NULL REFERENCES currencies(code),
  status          text NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'processing', 'success', 'failed', 'cancelled', 'expired')),
  fast_payment    boolean NOT NULL DEFAULT false,
  agent_id        integer,
  bank_code       text,
  depositor_name  text,
  discount_id     integer,
  return_url      text,
  remark          text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz,
  completed_at    timestamptz
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC);

CREATE TABLE withdraw_orders (
  id               serial PRIMARY KEY,
  order_number     text NOT NULL UNIQUE,
  member_id        integer NOT NULL REFERENCES members(id),
  bank_account_id  integer NOT NULL REFERENCES bank_accounts(id),
  amount           numeric(20, 2) NOT NULL CHECK (amount > 0),
  fee              numeric(20, 2) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  currency         text NOT NULL REFERENCES currencies(code),
  status           text NOT NULL DEFAULT 'processing'
                   CHECK (status IN ('pending', 'processing', 'success', 'failed', 'cancelled', 'expired')),
  remark           text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  completed_at     timestamptz
);
CREATE INDEX withdraw_orders_member ON withdraw_orders (member_id, created_at DESC);

-- The provider's bet log as reported back to the operator (bets happen in the provider wallet).
CREATE TABLE bet_records (
  id            bigserial PRIMARY KEY,
  bet_number    text NOT NULL UNIQUE,
  member_id     integer NOT NULL REFERENCES members(id),
  provider_id   integer NOT NULL REFERENCES providers(id),
  game_type     smallint NOT NULL,
  game_name     jsonb,
  bet_amount    numeric(20, 2) NOT NULL CHECK (bet_amount >= 0),
  valid_amount  numeric(20, 2) NOT NULL CHECK (valid_amount >= 0),
  payout        numeric(20, 2) NOT NULL CHECK (payout >= 0),
  status        text NOT NULL CHECK (status IN ('unsettled', 'settled', 'cancelled')),
  bet_at        timestamptz NOT NULL,
  settled_at    timestamptz
);
CREATE INDEX bet_records_member ON bet_records (member_id, bet_at DESC);

CREATE TABLE agent_applications (
  id                  serial PRIMARY KEY,
  member_id           integer NOT NULL REFERENCES members(id),
  real_name           text NOT NULL,
  member_phone        text NOT NULL,
  member_email        text,
  contact             text,
  promotion_channels  text,
  parent_agent_id     integer REFERENCES agents(id),
  -- 1 pending, 2 approved, 3 rejected
  status              smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at          timestamptz NOT NULL DEFAULT now(),
  decided_at          timestamptz
);
CREATE UNIQUE INDEX agent_applications_open ON agent_applications (member_id) WHERE status = 1;

CREATE TABLE agent_promotion_links (
  id          serial PRIMARY KEY,
  agent_id    integer NOT NULL REFERENCES agents(id),
  type        text NOT NULL CHECK (type IN ('member', 'agent')),
  code        text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE agent_settlements (
  id               serial PRIMARY KEY,
  agent_id         integer NOT NULL REFERENCES agents(id),
  period_start     date NOT NULL,
  period_end       date NOT NULL,
  active_members   integer NOT NULL DEFAULT 0,
  valid_bet_total  numeric(20, 2) NOT NULL DEFAULT 0,
  profit           numeric(20, 2) NOT NULL DEFAULT 0,
  commission_rate  numeric(6, 4) NOT NULL,
  commission       numeric(20, 2) NOT NULL DEFAULT 0,
  status           text NOT NULL CHECK (status IN ('pending', 'settled', 'rejected')),
  settled_at       timestamptz,
  UNIQUE (agent_id, period_start)
);

-- Friend-recommendation rewards: a row per recommended friend; paid rewards are ledger rows.
CREATE TABLE recommend_rewards (
  id                 serial PRIMARY KEY,
  referrer_id        integer NOT NULL REFERENCES members(id),
  friend_id          integer NOT NULL UNIQUE REFERENCES members(id),
  reward             numeric(20, 2) NOT NULL DEFAULT 0,
  status             text NOT NULL CHECK (status IN ('pending', 'rewarded', 'invalid')),
  first_deposit_at   timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);
