#!/bin/sh
# Regenerate the expected outputs of the preprocessor tests with the
# machine's GNU cpp (GCC 12.2), called the way nvcc 13.0 calls it.
#
# Each case is a directory tests/pp/cases/NAME with the main file k.cu, any
# headers it includes, optionally `cuda/` (headers mounted as
# /usr/local/cuda/include; default: tests/pp/default_cuda) and `args`
# (extra -I/-D/-U flags, one line); a file `use_builtin` mounts the project's
# built-in headers (core/src/builtin/include) instead (rerun after they change). Outputs: expected.host.ii,
# expected.device.ii and the matching .err (GCC's stderr).
set -e
here=$(cd "$(dirname "$0")" && pwd)
only="$1"
export SOURCE_DATE_EPOCH=1700000000
export LC_ALL=C
cases_root=${PP_CASES:-$here/cases}
for case in "$cases_root"/*/; do
  name=$(basename "$case")
  [ -n "$only" ] && [ "$only" != "$name" ] && continue
  tmp=$(mktemp -d)
  if [ -f "$case/use_builtin" ]; then cp -r "$here/../../core/src/builtin/include" "$tmp/inc";
  elif [ -d "$case/cuda" ]; then cp -r "$case/cuda" "$tmp/inc"; else cp -r "$here/default_cuda" "$tmp/inc"; fi
  args=""
  [ -f "$case/args" ] && args=$(cat "$case/args")
  for pass in host device; do
    if [ $pass = device ]; then
      pre="-D__CUDA_ARCH__=750 -D__CUDA_ARCH_LIST__=750 -E -x c++ -DCUDA_DOUBLE_MATH_FUNCTIONS"
    else
      pre="-D__CUDA_ARCH_LIST__=750 -E -x c++"
    fi
    (cd "$case" && gcc $pre -D__CUDACC__ -D__NVCC__ -nostdinc $(echo $args | tr ' ' '\n' | grep '^-I' | tr '\n' ' ') -I"$tmp/inc" \
        $(echo $args | tr ' ' '\n' | grep -v '^-I' | tr '\n' ' ') \
        -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -D__CUDACC_VER_BUILD__=88 \
        -D__CUDA_API_VER_MAJOR__=13 -D__CUDA_API_VER_MINOR__=0 -D__NVCC_DIAG_PRAGMA_SUPPORT__=1 \
        -D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1 -include cuda_runtime.h -m64 k.cu \
        >"$tmp/out" 2>"$tmp/err" || true)
    sed "s|$tmp/inc|/usr/local/cuda/include|g" "$tmp/out" > "$case/expected.$pass.ii"
    sed "s|$tmp/inc|/usr/local/cuda/include|g" "$tmp/err" > "$case/expected.$pass.err"
  done
  rm -rf "$tmp"
done
