#!/usr/bin/env bash
# Starts a throwaway Debian PostgreSQL server on 127.0.0.1 (trust auth, the first free port from
# 55433, clear of the ports the test stack takes: scripts/test-stack.ts) for the second run of the integration tests, and prints the URL to use as TEST_DATABASE_URL.
# Installs PostgreSQL and plpgsql_check when missing.
set -euo pipefail
port="${PGPORT_TEST:-55433}"
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
  port=$((port + 1))
done

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql postgresql-contrib >/dev/null
fi
# plpgsql_check, for `supabase db lint` (npm run db:schema:check).
if ! ls /usr/share/postgresql/*/extension/plpgsql_check.control >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15-plpgsql-check >/dev/null
fi
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
dir="$(mktemp -d /tmp/lsg-postgres.XXXXXX)"
chown postgres "$dir"
runuser -u postgres -- "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
