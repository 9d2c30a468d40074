#!/usr/bin/env bash
# Runs a command against a real PostgreSQL on loopback: installs Debian's postgresql when missing,
# starts a throwaway cluster (reused on the next run), recreates an empty database and exports
# DATABASE_URL for the command. Idempotent; used by CI and by hand.
#
#   scripts/with-postgres.sh                 # npm run test:contract on PostgreSQL
#   scripts/with-postgres.sh npm start       # any command
#   scripts/with-postgres.sh --stop          # stop the cluster
set -euo pipefail

PG_PORT="${LOTUS_PG_PORT:-54329}"
PG_DIR="${LOTUS_PG_DIR:-/tmp/lotus-postgres}"
PG_DB="${LOTUS_PG_DB:-lotus_contract}"

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ]; then
  echo "[postgres] installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(pg_bin)"

# initdb and postgres refuse to run as root: use the postgres account then.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-}" = "--stop" ]; then
  as_pg "$BIN/pg_ctl" -D "$PG_DIR" -m fast stop || true
  exit 0
fi

if [ ! -f "$PG_DIR/PG_VERSION" ]; then
  mkdir -p "$PG_DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_DIR"
  as_pg "$BIN/initdb" -D "$PG_DIR" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
fi

if ! as_pg "$BIN/pg_ctl" -D "$PG_DIR" status >/dev/null 2>&1; then
  # A test database: durability is not needed, speed is.
  as_pg "$BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/server.log" -w start \
    -o "-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
  echo "[postgres] started on 127.0.0.1:$PG_PORT ($PG_DIR)"
fi

psql_admin() { PGOPTIONS="-c client_min_messages=warning" as_pg "$BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
psql_admin -c "DROP DATABASE IF EXISTS \"$PG_DB\" WITH (FORCE)" >/dev/null
psql_admin -c "CREATE DATABASE \"$PG_DB\"" >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/$PG_DB"
echo "[postgres] DATABASE_URL=$DATABASE_URL"
if [ "$#" -eq 0 ]; then set -- npm run test:contract; fi
exec "$@"
