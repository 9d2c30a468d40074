-- Site content: banners, bulletins, marquee, FAQ, pages, sponsors, footers, floats,
-- promotions, letters and red envelopes.

CREATE TABLE banners (
  id                   serial PRIMARY KEY,
  site_id              integer NOT NULL REFERENCES sites(id),
  -- 0 desktop, 1 small, 2 mobile
  use_type             smallint NOT NULL,
  currency             text REFERENCES currencies(code),
  title                jsonb NOT NULL,
  image_url            text NOT NULL,
  -- 0 external, 1 internal, 2 game
  link_type            smallint NOT NULL,
  -- 0 same page, 1 new tab
  link_method          smallint NOT NULL,
  url                  text NOT NULL DEFAULT '',
  game_link_parameter  jsonb,
  sort                 smallint NOT NULL,
  start_at             timestamptz NOT NULL DEFAULT now() - interval '30 days',
  end_at               timestamptz
);
CREATE INDEX banners_site_use ON banners (site_id, use_type, sort);

CREATE TABLE bulletins (
  id                    serial PRIMARY KEY,
  site_id               integer NOT NULL REFERENCES sites(id),
  title                 jsonb NOT NULL,
  content               jsonb NOT NULL,
  -- 2 every page except deposit, 3 deposit page (1 reserved for the home page)
  display_location      smallint NOT NULL,
  -- 0 desktop, 1 mobile, 2 app
  display_device        smallint NOT NULL,
  -- 0: shown until the member hides it; 1: every visit
  display_frequency     smallint NOT NULL,
  display_before_login  boolean NOT NULL,
  display_after_login   boolean NOT NULL,
  currency              text REFERENCES currencies(code),
  image_url             text,
  sort                  smallint NOT NULL,
  start_at              timestamptz NOT NULL,
  end_at                timestamptz,
  updated_at            timestamptz NOT NULL
);
CREATE INDEX bulletins_site_location ON bulletins (site_id, display_location, sort);

CREATE TABLE bulletin_hides (
  member_id    integer NOT NULL REFERENCES members(id),
  bulletin_id  integer NOT NULL REFERENCES bulletins(id),
  hidden_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, bulletin_id)
);

CREATE TABLE marquees (
  id           serial PRIMARY KEY,
  site_id      integer NOT NULL REFERENCES sites(id),
  content      jsonb NOT NULL,
  currency     text REFERENCES currencies(code),
  sort         smallint NOT NULL,
  is_top       boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL
);
CREATE INDEX marquees_site ON marquees (site_id, sort);

-- FAQ and content page ids are per site (/faq/2 and /faq/31 exist on every site).
CREATE TABLE faqs (
  site_id      integer NOT NULL REFERENCES sites(id),
  id           integer NOT NULL,
  category     text NOT NULL,
  title        jsonb NOT NULL,
  content      jsonb NOT NULL,
  sort         smallint NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, id)
);

CREATE TABLE content_pages (
  site_id      integer NOT NULL REFERENCES sites(id),
  id           integer NOT NULL,
  slug         text NOT NULL,
  title        jsonb NOT NULL,
  content      jsonb NOT NULL,
  sort         smallint NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, id),
  UNIQUE (site_id, slug)
);

CREATE TABLE sponsors (
  id           serial PRIMARY KEY,
  site_id      integer NOT NULL REFERENCES sites(id),
  name         text NOT NULL,
  title        jsonb NOT NULL,
  description  jsonb NOT NULL,
  image_url    text NOT NULL,
  url          text,
  sort         smallint NOT NULL
);

-- Footer blocks: one row per variant (announcement, deposit, discount, home, letter, sign_up_user,
-- sponsor, wallet, withdrawal, custom_link, custom_service) and device (1 desktop, 2 mobile).
CREATE TABLE footers (
  id           serial PRIMARY KEY,
  site_id      integer NOT NULL REFERENCES sites(id),
  variant      text NOT NULL,
  device       smallint NOT NULL,
  title        jsonb NOT NULL,
  icon         text,
  url          text,
  content      jsonb NOT NULL DEFAULT '{}',
  sort         smallint NOT NULL
);
CREATE INDEX footers_site ON footers (site_id, device, sort);

CREATE TABLE floats (
  id           serial PRIMARY KEY,
  site_id      integer NOT NULL REFERENCES sites(id),
  position     text NOT NULL CHECK (position IN ('left', 'right')),
  title        jsonb NOT NULL,
  image_url    text NOT NULL,
  url          text NOT NULL,
  link_method  smallint NOT NULL DEFAULT 1,
  sort         smallint NOT NULL
);

CREATE TABLE promotions (
  id           serial PRIMARY KEY,
  site_id      integer NOT NULL REFERENCES sites(id),
  category     text NOT NULL,
  title        jsonb NOT NULL,
  summary      jsonb NOT NULL,
  content      jsonb NOT NULL,
  image_url    text NOT NULL,
  currencies   text[] NOT NULL,
  -- 0 automatic, 1 apply button, 2 apply through customer service
  apply_type   smallint NOT NULL DEFAULT 0,
  is_popup     boolean NOT NULL DEFAULT false,
  sort         smallint NOT NULL,
  start_at     timestamptz NOT NULL,
  end_at       timestamptz
);

CREATE TABLE promotion_applications (
  promotion_id integer NOT NULL REFERENCES promotions(id),
  member_id    integer NOT NULL REFERENCES members(id),
  status       smallint NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, member_id)
);

CREATE TABLE letters (
  id           serial PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members(id),
  title        jsonb NOT NULL,
  content      jsonb NOT NULL,
  is_read      boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL,
  deleted_at   timestamptz
);
CREATE INDEX letters_member ON letters (member_id, id DESC);

CREATE TABLE red_envelopes (
  id           serial PRIMARY KEY,
  site_id      integer NOT NULL REFERENCES sites(id),
  currency     text NOT NULL REFERENCES currencies(code),
  -- NULL: every member of the currency; otherwise only this member
  member_id    integer REFERENCES members(id),
  title        jsonb NOT NULL,
  min_cash     numeric(20, 2) NOT NULL,
  max_cash     numeric(20, 2) NOT NULL,
  start_at     timestamptz NOT NULL,
  end_at       timestamptz NOT NULL
);

CREATE TABLE red_envelope_claims (
  envelope_id  integer NOT NULL REFERENCES red_envelopes(id),
  member_id    integer NOT NULL REFERENCES members(id),
  cash         numeric(20, 2) NOT NULL CHECK (cash > 0),
  claimed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (envelope_id, member_id)
);
