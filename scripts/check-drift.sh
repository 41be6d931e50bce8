#!/usr/bin/env bash
# Fails when committed generated artefacts are stale: migrations vs entities,
# schema.graphql vs resolvers, web codegen vs schema and operations.
set -euo pipefail
cd "$(dirname "$0")/.."
node --import @swc-node/register/esm-register server/db/cli.ts check
npm run -s schema:emit >/dev/null
npm run -s codegen >/dev/null
paths=(schema.graphql web/src/__generated__ server/db/migrations)
if [ -n "$(git status --porcelain -- "${paths[@]}")" ]; then
  echo "Drift: generated files differ from the committed ones. Run npm run schema:emit, npm run codegen" >&2
  echo "(and npm run migration:create for entity changes), then commit:" >&2
  git status --porcelain -- "${paths[@]}" >&2
  git --no-pager diff --stat -- "${paths[@]}" >&2
  exit 1
fi
echo "drift: schema.graphql, codegen output and migrations are up to date"
# The schema against the last released one: breaking changes only when listed as deliberate.
npm run -s schema:compat
