#!/usr/bin/env bash
# Stops a server that start-postgres.sh started, given its URL, and removes its folder. A server
# left running holds its port and its memory until the machine restarts.
set -euo pipefail
port="$(node -e 'console.log(new URL(process.argv[1]).port)' "$1")"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
for pid in /tmp/lsg-postgres.*/data/postmaster.pid; do
  [ -f "$pid" ] || continue
  if [ "$(sed -n 4p "$pid")" = "$port" ]; then
    dir="$(dirname "$(dirname "$pid")")"
    # A server that is already gone (a stale pid file) still has its folder removed.
    runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
  fi
done
