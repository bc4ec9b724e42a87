#!/usr/bin/env bash
# The project's test command (README: `npm test`, which runs this script).
#
#   1. bash scripts/setup.sh          (toolchains and packages; when present)
#   2. cargo test --workspace         (unit, integration and robustness tests)
#   3. cargo run --release -p conformance
#                                     (committed reference outputs; fails on a
#                                      regression against tests/conformance/passing.txt)
#   4. npm run test:wasm / test:browser (when package.json defines them)
#
# Every step runs even if an earlier one failed; the script exits non-zero if
# any failed, after a closing "N passed, M failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failed_steps=()

step() {
    local name=$1
    shift
    echo "=== test.sh: $name"
    if "$@"; then
        echo "=== test.sh: $name: ok"
        passed=$((passed + 1))
    else
        echo "=== test.sh: $name: FAILED"
        failed=$((failed + 1))
        failed_steps+=("$name")
    fi
}

has_npm_script() {
    [ -f package.json ] && command -v node >/dev/null 2>&1 &&
        node -e 'const s = require("./package.json").scripts || {}; process.exit(s[process.argv[1]] ? 0 : 1)' "$1"
}

if [ -f scripts/setup.sh ]; then
    step "setup" bash scripts/setup.sh
fi

# The wasm crate is tested on its own target by `npm run test:wasm`.
# The CUDA diagnostics table in docs/ must be the one the catalog generates
# (a stale file fails here instead of being rewritten).
export CUDA_CATALOG_CHECK_ONLY=1
step "cargo test" cargo test --workspace --exclude cudafe-wasm

conformance() {
    local out
    out=$(cargo run --release -q -p conformance)
    local status=$?
    printf '%s\n' "$out" | tail -n 40
    printf '%s\n' "$out" | grep -q '^conformance: ' || { echo "conformance line missing"; return 1; }
    return $status
}
step "conformance" conformance

if has_npm_script test:wasm; then
    step "npm run test:wasm" npm run test:wasm
fi
if has_npm_script test:browser; then
    step "npm run test:browser" npm run test:browser
fi

echo "test.sh: $passed passed, $failed failed${failed_steps:+ (${failed_steps[*]})}"
[ "$failed" -eq 0 ]
