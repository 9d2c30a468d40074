-- Game types, providers (game platforms) and games.

CREATE TABLE game_types (
  id           smallint PRIMARY KEY,
  code         text NOT NULL UNIQUE,
  name         jsonb NOT NULL,
  app_prefix   text NOT NULL,
  intro_key    text NOT NULL,
  sort         smallint NOT NULL
);

CREATE TABLE providers (
  id             integer PRIMARY KEY,
  code           text NOT NULL UNIQUE,
  name           text NOT NULL,
  app_id         text NOT NULL,
  active         boolean NOT NULL DEFAULT true,
  is_demo        boolean NOT NULL DEFAULT false,
  house          text,
  game_types     smallint[] NOT NULL,
  sort           smallint NOT NULL,
  maintain_start timestamptz,
  maintain_end   timestamptz
);

-- Which providers a site offers, in which currencies.
CREATE TABLE site_providers (
  site_id      integer NOT NULL REFERENCES sites(id),
  provider_id  integer NOT NULL REFERENCES providers(id),
  currencies   text[] NOT NULL,
  sort         smallint NOT NULL,
  PRIMARY KEY (site_id, provider_id)
);

CREATE TABLE games (
  id              integer PRIMARY KEY,
  provider_id     integer NOT NULL REFERENCES providers(id),
  game_type       smallint NOT NULL REFERENCES game_types(id),
  game_code       text NOT NULL,
  names           jsonb NOT NULL,
  has_image       boolean NOT NULL DEFAULT true,
  customized      boolean NOT NULL DEFAULT false,
  is_demo         boolean NOT NULL DEFAULT false,
  -- support devices of the spec: 0 desktop, 1 mobile, 2 app
  support_devices smallint[] NOT NULL DEFAULT '{0,1,2}',
  active          boolean NOT NULL DEFAULT true,
  sort            integer NOT NULL,
  released_at     date NOT NULL,
  UNIQUE (provider_id, game_code)
);
CREATE INDEX games_type_provider ON games (game_type, provider_id, sort);
CREATE INDEX games_provider ON games (provider_id);

CREATE TABLE game_tags (
  game_id   integer NOT NULL REFERENCES games(id),
  tag       text NOT NULL CHECK (tag IN ('hot', 'new', 'slot')),
  sort      integer NOT NULL,
  PRIMARY KEY (tag, game_id)
);
