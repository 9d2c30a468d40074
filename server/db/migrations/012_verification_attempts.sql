-- SMS codes die after a few wrong tries, and sending is limited per address and per member as well as per phone.
ALTER TABLE sms_codes ADD COLUMN failures integer NOT NULL DEFAULT 0;
ALTER TABLE sms_codes ADD COLUMN ip text;
ALTER TABLE sms_codes ADD COLUMN member_id integer REFERENCES members(id) ON DELETE SET NULL;
CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at DESC);
CREATE INDEX sms_codes_member ON sms_codes (member_id, created_at DESC);

-- Wrong answers to a member's secrets (withdraw password, login password asked again in the member
-- centre): after a few in a row the secret is refused until locked_until.
CREATE TABLE secret_failures (
  member_id     integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  secret        text NOT NULL CHECK (secret IN ('withdraw_password', 'login_password')),
  failures      integer NOT NULL DEFAULT 0,
  locked_until  timestamptz,
  PRIMARY KEY (member_id, secret)
);
