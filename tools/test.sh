#!/usr/bin/env bash
# The README's test command: installs what it needs (npm packages, Debian's Chromium), builds,
# and runs every layer. The last line is `N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh
bash tools/ensure-chromium.sh
node tools/build.mjs
exec node tools/run-layers.mjs
