//! The built-in headers the playground ships (our own text, written from the
//! documented CUDA interface), mounted in the virtual file system.

/// Where the built-in headers live in the virtual file system. Line markers in
/// the outputs name headers by this path.
pub const INCLUDE_DIR: &str = "/usr/local/cuda/include";

/// (file name relative to `INCLUDE_DIR`, contents).
pub const HEADERS: &[(&str, &str)] = &[
    ("assert.h", include_str!("include/assert.h")),
    ("cassert", include_str!("include/cassert")),
    ("cfloat", include_str!("include/cfloat")),
    ("climits", include_str!("include/climits")),
    ("cmath", include_str!("include/cmath")),
    ("cstddef", include_str!("include/cstddef")),
    ("cstdint", include_str!("include/cstdint")),
    ("cstdio", include_str!("include/cstdio")),
    ("cstdlib", include_str!("include/cstdlib")),
    ("cstring", include_str!("include/cstring")),
    ("ctime", include_str!("include/ctime")),
    ("cuda_runtime.h", include_str!("include/cuda_runtime.h")),
    ("cuda_runtime_api.h", include_str!("include/cuda_runtime_api.h")),
    ("device_functions.h", include_str!("include/device_functions.h")),
    ("device_launch_parameters.h", include_str!("include/device_launch_parameters.h")),
    ("driver_types.h", include_str!("include/driver_types.h")),
    ("float.h", include_str!("include/float.h")),
    ("host_defines.h", include_str!("include/host_defines.h")),
    ("limits.h", include_str!("include/limits.h")),
    ("math.h", include_str!("include/math.h")),
    ("new", include_str!("include/new")),
    ("stddef.h", include_str!("include/stddef.h")),
    ("stdint.h", include_str!("include/stdint.h")),
    ("stdio.h", include_str!("include/stdio.h")),
    ("stdlib.h", include_str!("include/stdlib.h")),
    ("string.h", include_str!("include/string.h")),
    ("time.h", include_str!("include/time.h")),
    ("vector_types.h", include_str!("include/vector_types.h")),
];
