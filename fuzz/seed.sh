#!/usr/bin/env bash
# Seeds fuzz/corpus/<target>/ from the conformance cases (inputs and
# preprocessed host.ii files); mutate_tokens starts from one-byte picks.
set -euo pipefail
cd "$(dirname "$0")/.."
for t in preprocess compile; do
    mkdir -p fuzz/corpus/$t
    for c in tests/cases/*/; do cp "$c/input.cu" "fuzz/corpus/$t/$(basename "$c").cu"; done
done
mkdir -p fuzz/corpus/lex
for c in tests/cases/*/; do
    [ -f "$c/expected/host.ii" ] && cp "$c/expected/host.ii" "fuzz/corpus/lex/$(basename "$c").ii"
    cp "$c/input.cu" "fuzz/corpus/lex/$(basename "$c").cu"
done
mkdir -p fuzz/corpus/mutate_tokens
n=$(ls -d tests/cases/*/ | wc -l)
for i in $(seq 0 $((n < 256 ? n - 1 : 255))); do printf "$(printf '\\x%02x' "$i")" > "fuzz/corpus/mutate_tokens/pick_$i"; done
