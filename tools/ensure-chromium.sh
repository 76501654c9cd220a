#!/usr/bin/env bash
# Browser tests use Debian's Chromium (no browser downloads on this network) and Debian's fonts:
# the visual comparisons (e2e/tests/visual.spec.ts) need the same glyphs on every machine.
# Installs what is missing, once per machine.
set -euo pipefail
PACKAGES=(chromium fonts-inter fonts-dejavu-core)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} (once per machine)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
command -v chromium >/dev/null
