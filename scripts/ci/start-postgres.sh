#!/usr/bin/env bash
# Starts a throwaway Debian PostgreSQL server on 127.0.0.1 (trust auth, the first free port from
# 55433, clear of the ports the test stack takes: scripts/test-stack.ts) for the second run of the integration tests, and prints the URL to use as TEST_DATABASE_URL.
# Installs PostgreSQL and plpgsql_check when missing.
# Where pg_cron, pg_net and supabase_vault are installed (supabase/vendor/install-supabase-extensions.sh),
# the server preloads them as hosted Supabase does, their workers bound to the database the platform run
# creates (PLATFORM_DATABASE, scripts/platform/): every other database of the server has them available
# but not creatable, as a plain server does (docs/decisions/0043-the-hosted-path-in-the-test-run.md).
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
options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
extensions="$("$bin/pg_config" --sharedir)/extension"
if [ -f "$extensions/pg_cron.control" ] && [ -f "$extensions/pg_net.control" ] && [ -f "$extensions/supabase_vault.control" ]; then
  platform_database="${PLATFORM_DATABASE:-lsg_platform}"
  # Vault's root key, as a Supabase project's server reads it: a script that prints 64 hex digits.
  printf '#!/bin/sh\necho %s\n' "$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')" >"$dir/vault-key.sh"
  chmod 0755 "$dir/vault-key.sh"
  options="$options -c shared_preload_libraries=pg_cron,pg_net,supabase_vault -c vault.getkey_script=$dir/vault-key.sh"
  options="$options -c cron.database_name=$platform_database -c pg_net.database_name=$platform_database -c cron.timezone=UTC"
fi
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$options" start >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
