-- Reference data and site configuration.
-- Localised texts are jsonb maps keyed by locale ({"vi_VN": "...", "en_US": "..."}); en_US is the fallback.

CREATE TABLE currencies (
  code        text PRIMARY KEY,
  symbol      text NOT NULL,
  name        text NOT NULL,
  decimals    smallint NOT NULL DEFAULT 2,
  sort        smallint NOT NULL
);

CREATE TABLE sites (
  id                 integer PRIMARY KEY,
  code               text NOT NULL UNIQUE,
  name               text NOT NULL,
  default_language   text NOT NULL,
  languages          text[] NOT NULL,
  mobile_template    text NOT NULL,
  desktop_template   text NOT NULL,
  demo_mode          boolean NOT NULL DEFAULT false,
  game_room_mode     boolean NOT NULL DEFAULT false,
  domains            text[] NOT NULL DEFAULT '{}',
  env_config         jsonb NOT NULL DEFAULT '{}',
  settings           jsonb NOT NULL DEFAULT '{}',
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE site_currencies (
  site_id     integer NOT NULL REFERENCES sites(id),
  currency    text NOT NULL REFERENCES currencies(code),
  sort        smallint NOT NULL,
  PRIMARY KEY (site_id, currency)
);

-- Logos, register backgrounds and other per-site images, by kind and device.
CREATE TABLE site_assets (
  id          serial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES sites(id),
  kind        text NOT NULL,
  device      smallint NOT NULL DEFAULT 0,
  locale      text,
  url         text NOT NULL,
  title       jsonb NOT NULL DEFAULT '{}',
  link        text,
  sort        smallint NOT NULL DEFAULT 0
);
CREATE INDEX site_assets_site_kind ON site_assets (site_id, kind);

-- Template models: ad lists (setting), sponsor lists (sponsor) and login content (login) per locale.
CREATE TABLE template_models (
  id             serial PRIMARY KEY,
  site_id        integer NOT NULL REFERENCES sites(id),
  kind           text NOT NULL CHECK (kind IN ('setting', 'sponsor', 'login')),
  locale         text NOT NULL,
  model_version  integer NOT NULL DEFAULT 1,
  content        jsonb NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, kind, locale)
);

CREATE TABLE register_settings (
  site_id                        integer NOT NULL REFERENCES sites(id),
  currency                       text NOT NULL REFERENCES currencies(code),
  name                           text NOT NULL,
  is_display                     boolean NOT NULL,
  is_required                    boolean NOT NULL,
  is_unique                      boolean NOT NULL,
  is_member_center               boolean NOT NULL,
  is_verification                boolean NOT NULL,
  is_member_center_verification  boolean NOT NULL,
  sort                           smallint NOT NULL,
  PRIMARY KEY (site_id, currency, name)
);

CREATE TABLE service_agreements (
  id          serial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES sites(id),
  title       jsonb NOT NULL,
  content     jsonb NOT NULL,
  sort        smallint NOT NULL
);

CREATE TABLE jackpots (
  site_id     integer NOT NULL REFERENCES sites(id),
  currency    text NOT NULL REFERENCES currencies(code),
  amount      numeric(20, 2) NOT NULL CHECK (amount >= 0),
  growth_per_minute numeric(20, 2) NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, currency)
);
