#!/usr/bin/env bash
# Builds the cudafe-wasm crate and generates its JavaScript bindings:
#   web/pkg/   --target web     (ES module, loaded by the page's worker)
#   wasm/pkg/  --target nodejs  (CommonJS, for Node scripts and tests)
# Both directories are generated (gitignored).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

target_dir="${CARGO_TARGET_DIR:-target}"
echo "build-wasm: cargo build --release --target wasm32-unknown-unknown -p cudafe-wasm"
cargo build --release --target wasm32-unknown-unknown -p cudafe-wasm
wasm="$target_dir/wasm32-unknown-unknown/release/cudafe_wasm.wasm"

echo "build-wasm: wasm-bindgen --target web -> web/pkg"
wasm-bindgen --target web --out-dir web/pkg "$wasm"
echo "build-wasm: wasm-bindgen --target nodejs -> wasm/pkg"
wasm-bindgen --target nodejs --out-dir wasm/pkg "$wasm"
# The nodejs glue is CommonJS; the repository's package.json says "module".
echo '{ "type": "commonjs" }' > wasm/pkg/package.json

raw=$(stat -c %s web/pkg/cudafe_wasm_bg.wasm)
gz=$(gzip -9 -c web/pkg/cudafe_wasm_bg.wasm | wc -c)
echo "build-wasm: cudafe_wasm_bg.wasm is $raw bytes ($gz gzipped)"
