#!/usr/bin/env bash
# PostgreSQL for the newsletter's storage tests, idempotent: installs Debian's postgresql if missing,
# starts its cluster, creates the role and database if missing, and prints the URL (only the URL goes
# to stdout, so `export TEST_DATABASE_URL="$(bash scripts/test-postgres.sh)"` works). Runs as root.
set -euo pipefail

role=newsletter
password=newsletter
database=newsletter_test

log() { echo "test-postgres: $*" >&2; }

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  log "installing postgresql"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

# The newest installed cluster; create one if the package left none.
cluster=$(pg_lsclusters --no-header | sort -V -k1,1 | tail -n 1 || true)
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  log "creating cluster $version/main"
  pg_createcluster "$version" main >&2
  cluster=$(pg_lsclusters --no-header | sort -V -k1,1 | tail -n 1)
fi
read -r version name port status _ <<<"$cluster"
if [ "$status" != "online" ]; then
  log "starting cluster $version/$name"
  pg_ctlcluster "$version" "$name" start >&2
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 1
done

as_postgres() { runuser -u postgres -- "$@"; }
if [ "$(as_postgres psql -p "$port" -tAc "select 1 from pg_roles where rolname = '$role'")" != "1" ]; then
  log "creating role $role"
  as_postgres psql -p "$port" -qc "create role $role login password '$password'" >&2
fi
if [ "$(as_postgres psql -p "$port" -tAc "select 1 from pg_database where datname = '$database'")" != "1" ]; then
  log "creating database $database"
  as_postgres createdb -p "$port" -O "$role" "$database" >&2
fi

echo "postgres://$role:$password@127.0.0.1:$port/$database"
