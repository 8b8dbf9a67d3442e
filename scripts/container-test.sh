#!/usr/bin/env bash
# Builds the container image (Dockerfile) and runs it as production would (ADR 063): on a
# Debian base made with debootstrap (no registry of images is needed), with --network host so
# all traffic stays on loopback, against a throwaway PostgreSQL and Redis. Checks:
#   1. a weak BETTER_AUTH_SECRET stops the start with the reason;
#   2. two containers started at once on the empty database (--memory 512m, read-only root,
#      tmpfs /tmp) both migrate in turn and answer /api/ready 200; the start line says 1 worker;
#   3. sign-in by the dev mailbox and a paid checkout on the Polar twin (scripts/container-load.mjs);
#   4. LOAD_SECONDS (60) of bench/mixed.mjs's mix as fast as it answers in 512 MB: 0 errors,
#      not killed for memory;
#   5. rolling replacement: a new container beside the old, SIGTERM to the old under kept-alive
#      load, clients retrying only a refused connection on the new: 0 requests lost, exit 0.
# Prints the image's size and the memory read at the end of the load. Needs root (dockerd,
# debootstrap); starts dockerd when it is not running, and stops what it started.
# Usage: bash scripts/container-test.sh   (LOAD_SECONDS=10 for a quick run)
set -euo pipefail
cd "$(dirname "$0")/.."

LOAD_SECONDS="${LOAD_SECONDS:-60}"
BASE=timberline-base:bookworm-node24
IMAGE=timberline:container-test
PORT="${CONTAINER_TEST_PORT:-45300}"
PG_PORT=$((PORT + 1))
REDIS_PORT=$((PORT + 2))
# Container names per port: two runs on one machine do not meet.
CT="timberline-ct-$PORT"
NODE="node_modules/.bin/node"
work="$(mktemp -d /tmp/container-test.XXXXXX)"
containers=()
pids=()

cleanup() {
  for container in "${containers[@]}"; do docker rm -f "$container" >/dev/null 2>&1 || true; done
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -f "$work/pg.dir" ]; then
    runuser -u postgres -- pg_ctl -D "$(cat "$work/pg.dir")/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$(cat "$work/pg.dir")"
  fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# Exit 77: no docker here (.ci/run then prints that the test was skipped, and why).
cannot() {
  echo "CANNOT RUN: $*" >&2
  exit 77
}

[ "$(id -u)" = 0 ] || cannot "the container test needs root (dockerd, debootstrap)"

# --- dockerd -------------------------------------------------------------------------------
if ! docker info >/dev/null 2>&1; then
  command -v dockerd >/dev/null || cannot "dockerd is not installed: apt-get install -y docker.io"
  echo "Starting dockerd"
  dockerd --iptables=false --bridge=none >"$work/dockerd.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || cannot "dockerd did not start: $(tail -5 "$work/dockerd.log")"
fi

# --- the base: Debian from debootstrap, with this project's Node 24 and npm ------------------
# CONTAINER_BASE_CACHE: a `docker save` of the base, made once and loaded by later runs (.ci/run).
cache="${CONTAINER_BASE_CACHE:-}"
if ! docker image inspect "$BASE" >/dev/null 2>&1 && [ -n "$cache" ] && [ -f "$cache" ]; then
  echo "Loading $BASE from $cache"
  docker load -i "$cache" >/dev/null || rm -f "$cache"
fi
if ! docker image inspect "$BASE" >/dev/null 2>&1; then
  command -v debootstrap >/dev/null || fail "debootstrap is not installed: apt-get install -y debootstrap"
  echo "Making $BASE with debootstrap"
  rootfs="$work/rootfs"
  nice debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
    fail "debootstrap: $(tail -5 "$work/debootstrap.log")"
  install -m 0755 "$(readlink -f "$NODE")" "$rootfs/usr/local/bin/node"
  # npm from the host, for the build stage's install (Node's own CA list reaches the registry).
  npm_dir="$(dirname "$(readlink -f "$(command -v npm)")")/.."
  mkdir -p "$rootfs/usr/local/lib/node_modules"
  cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  # This machine's certificate authorities, for the registry as this machine reaches it.
  mkdir -p "$rootfs/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  tar -C "$rootfs" -c . | docker import -c 'ENV PATH=/usr/local/bin:/usr/bin:/bin' \
    -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$BASE" >/dev/null
  if [ -n "$cache" ]; then mkdir -p "$(dirname "$cache")" && docker save -o "$cache" "$BASE"; fi
fi

# --- the image ----------------------------------------------------------------------------------
echo "Building $IMAGE on $BASE"
DOCKER_BUILDKIT=0 nice docker build --network host --build-arg "BASE_IMAGE=$BASE" -t "$IMAGE" . \
  >"$work/build.log" 2>&1 || fail "docker build: $(tail -20 "$work/build.log")"
size=$(docker image inspect -f '{{.Size}}' "$IMAGE")
base_size=$(docker image inspect -f '{{.Size}}' "$BASE")
echo "Image size: $((size / 1000000)) MB ($(((size - base_size) / 1000000)) MB above the base)"

# --- PostgreSQL and Redis ---------------------------------------------------------------------
pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
[ -x "$pg_bin/initdb" ] || fail "PostgreSQL is not installed: apt-get install -y postgresql"
pg_dir="$work/pg"
mkdir -p "$pg_dir" && chown postgres "$pg_dir" && echo "$pg_dir" >"$work/pg.dir"
chmod 755 "$work"
runuser -u postgres -- "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust --no-sync >/dev/null
runuser -u postgres -- "$pg_bin/pg_ctl" -D "$pg_dir/data" -w -l "$pg_dir/log" \
  -o "-p $PG_PORT -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no >/dev/null &
pids+=($!)

# The environment of production, with the local Polar twin and dev mailbox allowed (no accounts).
# The per-key limit is raised as for the benchmark's servers: at the mixed load's rate each of
# its three keys makes more calls a minute than a plan allows, and the limit is not under test.
secret="$("$NODE" -e 'console.log(require("node:crypto").randomBytes(32).toString("base64"))')"
env_args=(
  -e "DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  -e "REDIS_URL=redis://127.0.0.1:$REDIS_PORT" -e "ALLOW_LOCAL_SERVICES=true"
  -e "AUTH_LIMIT_PER_IP=1000000" -e "AUTH_LIMIT_OTHER_PER_IP=1000000" -e "LOG_REQUESTS=false"
  -e "API_RATE_LIMIT_MAX=100000000"
)
run_args=(--network host --read-only --tmpfs /tmp --memory 512m --memory-swap 512m)

# --- 1. a weak secret is refused ----------------------------------------------------------------
echo "1. A weak secret stops the start"
set +e
refused="$(docker run --rm "${run_args[@]}" "${env_args[@]}" -e "BETTER_AUTH_SECRET=$(printf 'a%.0s' {1..32})" "$IMAGE" 2>&1)"
code=$?
set -e
[ "$code" -ne 0 ] || fail "the server started with a weak secret"
grep -q "BETTER_AUTH_SECRET" <<<"$refused" || fail "no reason given: $refused"

# --- 2. two start together in 512 MB each ---------------------------------------------------------
# Both find the database empty and apply the migrations at the same moment: the advisory lock
# makes them take turns, and both must turn ready.
run_app() {
  local name="$1" port="$2"
  docker run -d --name "$name" "${run_args[@]}" "${env_args[@]}" -e "PORT=$port" \
    -e "APP_URL=http://127.0.0.1:$port" -e "BETTER_AUTH_SECRET=$secret" "$IMAGE" >/dev/null
  containers+=("$name")
}
wait_ready() {
  local name="$1" port="$2"
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1; then return 0; fi
    [ "$(docker inspect -f '{{.State.Running}}' "$name")" = true ] || break
    sleep 0.5
  done
  docker logs "$name" 2>&1 | tail -20 >&2
  fail "$name did not turn ready"
}
echo "2. Two start together on an empty database, read-only in 512 MB, and turn ready"
run_app $CT-1 "$PORT"
run_app $CT-2 "$((PORT + 3))"
wait_ready $CT-1 "$PORT"
wait_ready $CT-2 "$((PORT + 3))"
docker rm -f $CT-2 >/dev/null
line="$(docker logs $CT-1 2>&1 | grep -m1 '^Starting ' || true)"
echo "   $line"
grep -q "^Starting 1 worker: .*512 MB of memory (the container's limit)" <<<"$line" ||
  fail "the start line does not say 1 worker for 512 MB: $line"

# --- 3. sign in and a checkout -------------------------------------------------------------------
echo "3. Sign in by the dev mailbox, check out a plan on the Polar twin"
journey="$("$NODE" scripts/container-load.mjs journey "http://127.0.0.1:$PORT")" || fail "sign-in or checkout: $journey"
echo "   $journey"

# --- 4. mixed load ------------------------------------------------------------------------------
# bench/mixed.mjs's mix (pages, sessions, REST API, signed webhooks), 50 requests under way at all
# times: a rate is the bench's to measure (ADR 063). Its webhooks are signed with the twin's
# secret, kept in the container's DATA_DIR.
echo "4. ${LOAD_SECONDS} s of the bench's mixed load as fast as it answers, in 512 MB"
mkdir -p "$work/data-1"
docker exec $CT-1 cat /data/polar-twin-webhook-secret >"$work/data-1/polar-twin-webhook-secret"
pid="$(docker inspect -f '{{.State.Pid}}' $CT-1)"
# A failure here is reported at the end, after the rolling replacement has been checked too.
mixed_failed=0
result="$("$NODE" scripts/container-load.mjs mixed "http://127.0.0.1:$PORT" "$work/data-1" "$pid" "$LOAD_SECONDS")" ||
  mixed_failed=1
echo "   $result"
memory="$(docker stats --no-stream --format '{{.MemUsage}}' $CT-1)"
echo "   memory at the end of the load: $memory (cgroup); server process: $(grep -E 'VmRSS|VmHWM' "/proc/$pid/status" | tr -s ' \t\n' ' ')"
[ "$(docker inspect -f '{{.State.OOMKilled}}' $CT-1)" = false ] || fail "killed for memory"

# --- 5. rolling replacement under load ----------------------------------------------------------
# The new container starts beside the old one; ten clients send one request after another over
# kept-alive connections to the old one and move to the new one when a connection is refused
# (what a load balancer retries: nothing was sent). SIGTERM to the old one must lose nothing: no
# reset, no hang-up, no 503, and the old container exits 0.
echo "5. Rolling replacement: the new one starts, the old one gets SIGTERM under load"
run_app $CT-3 "$((PORT + 3))"
wait_ready $CT-3 "$((PORT + 3))"
"$NODE" scripts/container-load.mjs rolling "http://127.0.0.1:$PORT" "http://127.0.0.1:$((PORT + 3))" \
  "$work/rolling.ready" >"$work/rolling.json" &
loader=$!
pids+=("$loader")
for _ in $(seq 1 600); do [ -f "$work/rolling.ready" ] && break; sleep 0.1; done
[ -f "$work/rolling.ready" ] || fail "the clients were not answered by the old container"
signalled=$(date +%s%N)
docker kill --signal SIGTERM $CT-1 >/dev/null
code="$(docker wait $CT-1)"
stopped_ms=$((($(date +%s%N) - signalled) / 1000000))
loaded=0
wait "$loader" || loaded=$?
echo "   $(cat "$work/rolling.json"); old container exited $code after ${stopped_ms} ms"
[ "$loaded" = 0 ] || fail "requests were lost in the rolling replacement"
[ "$code" = 0 ] || fail "the old container exited $code"
[ "$mixed_failed" = 0 ] || fail "the mixed load (step 4) had errors"

echo "PASS"
