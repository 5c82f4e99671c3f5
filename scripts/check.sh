#!/usr/bin/env bash
# `npm run check`: the gates vitest cannot be (it strips types). Runs every gate, names each that failed,
# and exits 1 if any did. CI runs it before the tests.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
gate() {
  local name=$1
  shift
  echo "== check: $name"
  if ! "$@"; then
    echo "!! check failed: $name"
    failed+=("$name")
  fi
}

generated_is_current() {
  # Regenerate from the resolvers and the client's documents; any difference from the commit is stale.
  npm run --silent schema && npm run --silent codegen -- --silent &&
    git diff --exit-code --stat -- schema.graphql client/src/gql &&
    test -z "$(git status --porcelain --untracked-files=all -- schema.graphql client/src/gql)"
}

gate typecheck npm run --silent typecheck
gate lint npm run --silent lint
gate format npx prettier --check --log-level warn .
gate "generated schema.graphql and client/src/gql" generated_is_current
gate "unused dependencies" npx knip --dependencies

if [ ${#failed[@]} -gt 0 ]; then
  printf '!! %d gate(s) failed: %s\n' "${#failed[@]}" "$(IFS=,; echo "${failed[*]}")"
  exit 1
fi
echo "== all gates passed"
