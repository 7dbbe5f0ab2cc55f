#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on 127.0.0.1 from Debian's packages and prints the
# TEST_DATABASE_URL to use. Usage: eval "$(bash scripts/ci/start-postgres.sh)"
set -euo pipefail
# A free port unless PGPORT_TEST says which: another cluster (a developer's) may hold any fixed one.
port="${PGPORT_TEST:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL não está instalado (apt-get install -y postgresql)." >&2
  exit 1
fi
dir=$(mktemp -d /tmp/mci-pg.XXXXXX)
run=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root: the cluster belongs to Debian's postgres user.
  chown postgres:postgres "$dir"
  run=(runuser -u postgres --)
fi
"${run[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
"${run[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >&2 || { cat "$dir/server.log" >&2; exit 1; }
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') em 127.0.0.1:$port (dados em $dir)" >&2
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export MCI_TEST_PG_DIR=$dir"
