#!/usr/bin/env bash
# Restarts idx server instances one at a time, waiting for each to answer 200 at /readyz before
# the next, so the site stays up behind a proxy that sends requests to the instances that answer
# (docs/operations.md, "Upgrades"). Stops at the first instance that does not come back (exit 1),
# leaving the others on the old version and running.
#
#   deploy/rolling-restart.sh 3001 3002 3003          # systemd: restarts idx@3001, idx@3002, …
#   deploy/rolling-restart.sh --timeout 120 3001 3002
#   deploy/rolling-restart.sh --restart-command 'podman restart idx-{port}' 3001 3002
#
# Options:
#   --host <host>              where the instances listen (default 127.0.0.1)
#   --timeout <seconds>        how long one instance may take to be ready again (default 90)
#   --restart-command <cmd>    how to restart one instance, {port} replaced by its port (default
#                              'systemctl restart idx@{port}'); it must return once the old process
#                              has stopped (systemctl restart does)
#   --settle <seconds>         pause after an instance is ready, before the next (default 2), so
#                              the proxy sees it back
set -euo pipefail

host=127.0.0.1
timeout=90
settle=2
restart_command='systemctl restart idx@{port}'
ports=()

usage() {
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --host) host=${2:?--host needs a value}; shift 2 ;;
    --timeout) timeout=${2:?--timeout needs a value}; shift 2 ;;
    --settle) settle=${2:?--settle needs a value}; shift 2 ;;
    --restart-command) restart_command=${2:?--restart-command needs a value}; shift 2 ;;
    -h|--help) usage ;;
    --*) echo "rolling-restart: unknown option $1" >&2; usage ;;
    *) ports+=("${1#idx@}"); shift ;;
  esac
done

[ ${#ports[@]} -gt 0 ] || { echo 'rolling-restart: give the ports of the instances (e.g. 3001 3002)' >&2; exit 2; }
for port in "${ports[@]}"; do
  [[ $port =~ ^[0-9]{1,5}$ ]] || { echo "rolling-restart: \"$port\" is not a port" >&2; exit 2; }
done
[[ $timeout =~ ^[0-9]+$ ]] || { echo "rolling-restart: --timeout must be whole seconds, got \"$timeout\"" >&2; exit 2; }
[[ $settle =~ ^[0-9]+$ ]] || { echo "rolling-restart: --settle must be whole seconds, got \"$settle\"" >&2; exit 2; }

# 200 from /readyz: the process answers, its database is reachable and fully migrated.
ready() {
  local code
  code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "http://$host:$1/readyz" || true)
  [ "$code" = 200 ]
}

for port in "${ports[@]}"; do
  if ! ready "$port"; then
    echo "rolling-restart: instance $host:$port is not ready before its restart; fix it first (nothing restarted after it)" >&2
    exit 1
  fi
  echo "rolling-restart: restarting $host:$port"
  command=${restart_command//\{port\}/$port}
  if ! bash -c "$command"; then
    echo "rolling-restart: \"$command\" failed; stopping here" >&2
    exit 1
  fi
  deadline=$((SECONDS + timeout))
  until ready "$port"; do
    if [ $SECONDS -ge $deadline ]; then
      echo "rolling-restart: $host:$port did not answer 200 at /readyz within ${timeout}s; stopping here, the instances after it were not restarted" >&2
      exit 1
    fi
    sleep 1
  done
  echo "rolling-restart: $host:$port is ready"
  sleep "$settle"
done
echo "rolling-restart: all ${#ports[@]} instances restarted"
