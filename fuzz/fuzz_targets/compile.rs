//! The whole pipeline on arbitrary bytes; the result must be coherent: a
//! non-zero exit status comes with at least one diagnostic.
#![no_main]
use libfuzzer_sys::fuzz_target;
include!("common.rs");

fuzz_target!(|data: &[u8]| {
    let out = compile_bytes(data);
    assert!(out.exit_status == 0 || !out.diagnostics.is_empty(), "exit {} without diagnostics", out.exit_status);
});
