#!/usr/bin/env bash
# Speed and memory against the reference: builds the release CLI and runs
# `cargo run -p bench --release` (see bench/src/main.rs for options, e.g.
# `scripts/bench.sh --sizes 1,10,100 --runs 3`). The wasm column needs
# `npm run build:wasm` first; the reference column needs the reference in
# .cache/ref (tests/refgen downloads it) or CUDAFE_REF_TREE.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release -p cudafe-cli
exec cargo run --release -p bench --bin bench -- "$@"
