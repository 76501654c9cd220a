#!/usr/bin/env bash
# Quick start: install, build, and serve site + API on the embedded database with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh
node tools/build.mjs
# glibc keeps what image decoding used in one arena per thread; two arenas keep memory flat under
# parallel uploads (api/README.md, "Uploads and memory").
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec npm run start --silent -w api
