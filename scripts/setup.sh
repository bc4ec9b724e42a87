#!/usr/bin/env bash
# Installs what building and testing the project needs, and nothing that is
# already there: the wasm32 target, wasm-bindgen-cli (pinned to the
# wasm-bindgen crate version), the npm packages and Debian's Chromium.
# Idempotent; quick when everything is already in place.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130
export PATH="$HOME/.cargo/bin:$PATH"

say() { echo "setup: $*"; }

# 1. Rust target for the browser build.
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "wasm32-unknown-unknown target present"
else
  say "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 2. wasm-bindgen-cli must match the wasm-bindgen crate exactly.
have_bindgen="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_bindgen" = "$WASM_BINDGEN_VERSION" ] && command -v wasm-bindgen-test-runner >/dev/null; then
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION present"
else
  say "cargo install wasm-bindgen-cli --version $WASM_BINDGEN_VERSION (had: ${have_bindgen:-none})"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# 3. npm packages, only when node_modules is older than the manifest/lock.
stamp=node_modules/.setup-stamp
if [ -f "$stamp" ] && [ "$stamp" -nt package.json ] && { [ ! -f package-lock.json ] || [ "$stamp" -nt package-lock.json ]; }; then
  say "node_modules up to date"
else
  if [ -f package-lock.json ]; then
    say "npm ci"
    npm ci --no-audit --no-fund
  else
    say "npm install"
    npm install --no-audit --no-fund
  fi
  touch "$stamp"
fi

# 4. Chromium for the browser test (Debian's package; no browser downloads).
if [ -x /usr/bin/chromium ]; then
  say "chromium present"
else
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  say "apt-get update && apt-get install -y chromium"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends chromium
fi

say "done"
