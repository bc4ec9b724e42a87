//! The built-in headers the playground ships (our own text, written from the
//! documented CUDA interface), mounted in the virtual file system.

/// Where the built-in headers live in the virtual file system. Line markers in
/// the outputs name headers by this path.
pub const INCLUDE_DIR: &str = "/usr/local/cuda/include";

/// (file name relative to `INCLUDE_DIR`, contents).
pub const HEADERS: &[(&str, &str)] = &[
    ("cuda_runtime.h", include_str!("include/cuda_runtime.h")),
];
