-- Daily sign-in: one row per member and site-time-zone day. The primary key is what makes a second
-- sign-in on the same day (concurrent or not) a no-op.
CREATE TABLE member_sign_ins (
  member_id  integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day        date NOT NULL,
  signed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day)
);
