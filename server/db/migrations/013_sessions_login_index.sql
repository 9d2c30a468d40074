-- The realtime endpoint checks every second whether the logins of its member connections are still live.
CREATE INDEX IF NOT EXISTS sessions_login ON sessions (login_id);
