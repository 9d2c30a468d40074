-- What the register form refused before a registration went through (the register call's errorTrack),
-- kept with the registration for the operator.
ALTER TABLE register_log ADD COLUMN error_track text;
