#!/usr/bin/env bash
# Builds the cudafe-wasm crate and generates its JavaScript bindings:
#   web/pkg/       --target web     (ES module, loaded by the page's worker)
#   wasm/pkg/      the npm package `cudafe` (wasm/npm/ has its hand-written
#                  files): `--target nodejs` glue at the top (CommonJS, also
#                  what `require` and the bench load), `--target web` glue in
#                  web/ for bundlers, ES module entries and TypeScript types.
# All of these directories are generated (gitignored).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

target_dir="${CARGO_TARGET_DIR:-target}"
echo "build-wasm: cargo build --release --target wasm32-unknown-unknown -p cudafe-wasm"
cargo build --release --target wasm32-unknown-unknown -p cudafe-wasm
wasm="$target_dir/wasm32-unknown-unknown/release/cudafe_wasm.wasm"

echo "build-wasm: wasm-bindgen --target web -> web/pkg"
wasm-bindgen --target web --out-dir web/pkg "$wasm"

echo "build-wasm: npm package -> wasm/pkg"
rm -rf wasm/pkg
wasm-bindgen --target nodejs --out-dir wasm/pkg "$wasm"
wasm-bindgen --target web --out-dir wasm/pkg/web "$wasm"
cp wasm/npm/package.json wasm/npm/index.mjs wasm/npm/index.d.ts wasm/npm/README.md wasm/pkg/
cp wasm/npm/web-index.js wasm/pkg/web/index.js
# The web glue is an ES module inside a CommonJS package.
echo '{ "type": "module" }' > wasm/pkg/web/package.json

raw=$(stat -c %s web/pkg/cudafe_wasm_bg.wasm)
gz=$(gzip -9 -c web/pkg/cudafe_wasm_bg.wasm | wc -c)
echo "build-wasm: cudafe_wasm_bg.wasm is $raw bytes ($gz gzipped)"
