#!/usr/bin/env bash
# Builds the container image (Dockerfile) and runs it as production would (ADR 063): on a
# Debian base made with debootstrap (no registry of images is needed), with --network host so
# all traffic stays on loopback, against a throwaway PostgreSQL and Redis. Checks:
#   1. a weak BETTER_AUTH_SECRET stops the start with the reason;
#   2. two containers started at once on the empty database (--memory 512m, read-only root,
#      tmpfs /tmp) both migrate in turn and answer /api/ready 200; the start line says 1 worker;
#   3. LOAD_SECONDS (60) of mixed anonymous load: 0 errors, 0 non-2xx, not killed for memory;
#   4. SIGTERM under load: every request gets an answer (200, or 503 while draining), none is
#      dropped, and the container exits 0.
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

# --- dockerd -------------------------------------------------------------------------------
if ! docker info >/dev/null 2>&1; then
  command -v dockerd >/dev/null || fail "dockerd is not installed: apt-get install -y docker.io"
  echo "Starting dockerd"
  dockerd --iptables=false --bridge=none >"$work/dockerd.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || fail "dockerd did not start: $(tail -5 "$work/dockerd.log")"
fi

# --- the base: Debian from debootstrap, with this project's Node 24 and npm ------------------
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
secret="$("$NODE" -e 'console.log(require("node:crypto").randomBytes(32).toString("base64"))')"
env_args=(
  -e "DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  -e "REDIS_URL=redis://127.0.0.1:$REDIS_PORT" -e "ALLOW_LOCAL_SERVICES=true"
  -e "AUTH_LIMIT_PER_IP=1000000" -e "AUTH_LIMIT_OTHER_PER_IP=1000000" -e "LOG_REQUESTS=false"
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
run_app timberline-ct-1 "$PORT"
run_app timberline-ct-2 "$((PORT + 3))"
wait_ready timberline-ct-1 "$PORT"
wait_ready timberline-ct-2 "$((PORT + 3))"
docker rm -f timberline-ct-2 >/dev/null
line="$(docker logs timberline-ct-1 2>&1 | grep -m1 '^Starting ' || true)"
echo "   $line"
grep -q "^Starting 1 worker: .*512 MB of memory (the container's limit)" <<<"$line" ||
  fail "the start line does not say 1 worker for 512 MB: $line"

# --- 3. mixed load ------------------------------------------------------------------------------
load() {
  "$NODE" --input-type=module -e "
    import autocannon from 'autocannon';
    const result = await autocannon({
      url: 'http://127.0.0.1:$PORT', connections: 10, duration: Number(process.argv[1]),
      requests: [{ path: '/' }, { path: '/login' }, { path: '/api/health' }],
    });
    const codes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count]));
    console.log(JSON.stringify({ requests: result.requests.total, errors: result.errors, timeouts: result.timeouts, codes }));
  " "$1"
}
echo "3. ${LOAD_SECONDS} s of mixed load in 512 MB"
result="$(load "$LOAD_SECONDS")"
echo "   $result"
memory="$(docker stats --no-stream --format '{{.MemUsage}}' timberline-ct-1)"
echo "   memory at the end of the load: $memory (cgroup); server process: $(docker exec timberline-ct-1 grep -E 'VmRSS|VmHWM' /proc/1/status | tr -s ' \t\n' ' ')"
[ "$(docker inspect -f '{{.State.OOMKilled}}' timberline-ct-1)" = false ] || fail "killed for memory"
"$NODE" -e '
  const r = JSON.parse(process.argv[1]);
  const bad = Object.keys(r.codes).filter((code) => code !== "200");
  if (r.errors || r.timeouts || bad.length) { console.error("errors or non-200 answers:", process.argv[1]); process.exit(1); }
' "$result" || fail "the load had errors"

# --- 4. SIGTERM under load ----------------------------------------------------------------------
# Ten clients request pages one after another over kept-alive connections until the server is
# gone: each request ends with a status, or with an error. A refused connection means no server
# listens any more (nothing was lost); any other error (reset, hang-up) is a request dropped.
echo "4. SIGTERM under load: every request answered"
"$NODE" --input-type=module -e "
  import http from 'node:http';
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const outcomes = {};
  const count = (key) => { outcomes[key] = (outcomes[key] ?? 0) + 1; };
  const once = (path) => new Promise((done) => {
    const req = http.get({ host: '127.0.0.1', port: $PORT, path, agent }, (res) => {
      res.resume();
      res.on('end', () => done(String(res.statusCode)));
      res.on('error', (error) => done(error.code ?? 'error'));
    });
    req.on('error', (error) => done(error.code ?? 'error'));
  });
  const client = async (i) => {
    for (;;) {
      const outcome = await once(i % 2 ? '/login' : '/api/health');
      count(outcome);
      if (outcome === 'ECONNREFUSED') return;
    }
  };
  await Promise.all(Array.from({ length: 10 }, (_, i) => client(i)));
  console.log(JSON.stringify(outcomes));
" >"$work/drain.json" &
loader=$!
sleep 2
docker kill --signal SIGTERM timberline-ct-1 >/dev/null
code="$(docker wait timberline-ct-1)"
wait "$loader" || fail "the load during the drain failed"
drain="$(cat "$work/drain.json")"
echo "   $drain; exit code $code"
[ "$code" = 0 ] || fail "the container exited $code"
"$NODE" -e '
  const outcomes = JSON.parse(process.argv[1]);
  const lost = Object.keys(outcomes).filter((o) => !["200", "503", "ECONNREFUSED"].includes(o));
  if (lost.length || !outcomes["200"]) { console.error("requests lost or failed:", process.argv[1]); process.exit(1); }
' "$drain" || fail "requests were lost during the drain"

echo "PASS"
