-- Game launches (play1 / demo play) and provider maintenance.
-- A launch is the token in the address of the sandbox demo game page; a real launch moves the
-- member's main balance into the provider wallet (ledger rows) and leave1 moves it back.

ALTER TABLE providers ADD COLUMN maintenance boolean NOT NULL DEFAULT false;

CREATE TABLE game_launches (
  token        text PRIMARY KEY,
  member_id    integer REFERENCES members(id),
  game_id      integer NOT NULL REFERENCES games(id),
  provider_id  integer NOT NULL REFERENCES providers(id),
  currency     text NOT NULL REFERENCES currencies(code),
  demo         boolean NOT NULL DEFAULT false,
  -- demo launches play with play money kept here
  demo_balance numeric(20, 2) NOT NULL DEFAULT 0 CHECK (demo_balance >= 0),
  lobby_url    text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  closed_at    timestamptz
);
CREATE INDEX game_launches_member ON game_launches (member_id, created_at DESC);
