#!/usr/bin/env bash
# A new version of the shop with no downtime: the app servers are replaced one at a time, each only after
# the one before passes its health check (docs/decisions.md, "The scaled shop under faults").
#
#   deploy/rolling-deploy.sh              # every appN service of docker-compose.yml, app1 first
#   deploy/rolling-deploy.sh app2 app1    # these, in this order
#
# 1. Builds the new image.
# 2. Runs the migrate step once. The servers still running meanwhile are the previous version: a migration
#    must keep it working (add a column now, drop the old one in a later release).
# 3. For each app server: recreates it (Docker sends SIGTERM; it drains within SHUTDOWN_GRACE_MS while
#    nginx sends to the others), waits until Docker reports it healthy (/readyz), has nginx reload so it
#    finds the new container, then goes on to the next.
# Stops at the first server that does not become healthy: the ones not yet replaced keep serving the
# previous version. HEALTH_TIMEOUT_S (180) is how long a server may take; POLL_S (2) how often it is asked.
set -euo pipefail
cd "$(dirname "$0")/.."

HEALTH_TIMEOUT_S="${HEALTH_TIMEOUT_S:-180}"
POLL_S="${POLL_S:-2}"

servers=("$@")
if [ "${#servers[@]}" -eq 0 ]; then
  mapfile -t servers < <(docker compose config --services | grep -E '^app[0-9]+$' | sort -V)
fi
if [ "${#servers[@]}" -eq 0 ]; then
  echo "rolling-deploy: no app servers (appN services) in docker-compose.yml" >&2
  exit 1
fi

# Waits until the service's container is healthy; fails when it is unhealthy, has exited or took too long.
wait_healthy() {
  local service=$1 waited=0 container status
  while true; do
    container=$(docker compose ps -q "$service")
    status=$(docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$container" 2>/dev/null || echo missing)
    if [ "$status" = healthy ]; then
      return 0
    fi
    if [ "$status" = unhealthy ] || [ "$status" = exited ] || [ "$waited" -ge "$HEALTH_TIMEOUT_S" ]; then
      echo "rolling-deploy: $service is $status after ${waited}s; stopping here (not replaced, still the previous version: ${servers[*]:1})" >&2
      return 1
    fi
    sleep "$POLL_S"
    waited=$((waited + POLL_S))
  done
}

echo "rolling-deploy: building the new image"
docker compose build migrate "${servers[@]}"
echo "rolling-deploy: migrating the database"
docker compose run --rm --no-deps migrate

while [ "${#servers[@]}" -gt 0 ]; do
  service=${servers[0]}
  echo "rolling-deploy: replacing $service"
  docker compose up -d --no-deps --no-build --force-recreate "$service"
  wait_healthy "$service"
  docker compose exec -T nginx nginx -s reload
  echo "rolling-deploy: $service is healthy and in the balancer"
  servers=("${servers[@]:1}")
done
echo "rolling-deploy: done"
