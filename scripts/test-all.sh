#!/usr/bin/env bash
# The whole test suite (`npm test`): unit, integration on PGlite, integration again on
# PostgreSQL, then a production build and the end-to-end tests in Chromium.
# PostgreSQL: TEST_POSTGRES_URL, else DATABASE_URL when it is postgres://, else a
# throwaway cluster started by scripts/with-postgres.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
reports=$(mktemp -d /tmp/voyage-test-reports.XXXXXX)
trap 'rm -rf "$reports"' EXIT
run=0
vitest_pass() { # name, then vitest args
  local name=$1; shift
  run=$((run + 1))
  echo "=== $name"
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$reports/$run-$name.json"
}

pg_url=${TEST_POSTGRES_URL:-}
if [ -z "$pg_url" ] && [[ "${DATABASE_URL:-}" == postgres* ]]; then pg_url=$DATABASE_URL; fi

# Browser tests drive Debian's Chromium; install it on a fresh machine (root only).
if ! command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    echo "=== installing chromium (Debian package) for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  else
    echo "chromium is not installed: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)" >&2
    exit 1
  fi
fi

# The IMAP reader's tests start their own Dovecot on loopback (Debian's dovecot-imapd); install it when missing.
if ! command -v dovecot >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    echo "=== installing dovecot-imapd (Debian package) for the IMAP reader tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends dovecot-imapd >/dev/null
  else
    echo "dovecot is not installed: run 'sudo apt-get install -y dovecot-imapd' (the IMAP tests are skipped without it)" >&2
  fi
fi

# The multi-process tests start their own redis-server on loopback (Debian's redis-server); install it when missing.
if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    echo "=== installing redis-server (Debian package) for the multi-process tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  else
    echo "redis-server is not installed: run 'sudo apt-get install -y redis-server' (the Redis tests are skipped without it)" >&2
  fi
fi

status=0
vitest_pass unit --project unit || status=1
DATABASE_URL=pglite://memory vitest_pass integration-pglite --project 'integration*' || status=1
if [ -n "$pg_url" ]; then
  DATABASE_URL=$pg_url vitest_pass integration-postgresql --project 'integration*' || status=1
elif [ -z "${INSIDE_WITH_POSTGRES:-}" ] && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  run=$((run + 1))
  echo "=== integration-postgresql (throwaway cluster)"
  INSIDE_WITH_POSTGRES=1 bash scripts/with-postgres.sh bash -c \
    'DATABASE_URL=$TEST_POSTGRES_URL npx vitest run --project "integration*" --reporter=default --reporter=json --outputFile.json='"$reports/$run-integration-postgresql.json" || status=1
else
  echo "=== integration-postgresql: SKIPPED (no PostgreSQL server binaries; set TEST_POSTGRES_URL)"
  [ -n "${CI:-}" ] && status=1
fi
echo "=== build"
npm run build || status=1
vitest_pass e2e --project e2e || status=1

node -e '
const fs = require("fs"); const dir = process.argv[1];
let passed = 0, failed = 0, skipped = 0;
for (const f of fs.readdirSync(dir)) {
  const r = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8"));
  // A test file that fails to load has no failed test in it: count it as a failure too.
  const brokenFiles = r.testResults.filter((s) => s.status === "failed" && !s.assertionResults.some((a) => a.status === "failed")).length;
  const projectFailed = r.numFailedTests + brokenFiles;
  passed += r.numPassedTests; failed += projectFailed; skipped += r.numPendingTests + (r.numTodoTests || 0);
  console.log(`${f.replace(/^\d+-|\.json$/g, "").padEnd(24)} ${r.numPassedTests} passed, ${projectFailed} failed` + (brokenFiles ? ` (${brokenFiles} test files failed to run)` : ""));
}
// Name every failed test (and every file that failed to load), so the tail of a CI log says what to look at.
for (const f of fs.readdirSync(dir)) {
  const r = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8"));
  const project = f.replace(/^\d+-|\.json$/g, "");
  for (const s of r.testResults) {
    const file = s.name.replace(process.cwd() + "/", "");
    const failedTests = s.assertionResults.filter((a) => a.status === "failed");
    if (s.status === "failed" && failedTests.length === 0) console.log(`FAILED ${project} ${file}: ${String(s.message || "did not load").split("\n")[0].slice(0, 300)}`);
    for (const a of failedTests) console.log(`FAILED ${project} ${file} > ${a.fullName}: ${String((a.failureMessages || [])[0] || "").split("\n")[0].slice(0, 300)}`);
  }
}
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$reports"
exit $status
