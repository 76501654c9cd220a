#!/usr/bin/env bash
# Quick start: install, build, and serve site + API on the embedded database with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh
node tools/build.mjs
exec npm run start --silent -w api
