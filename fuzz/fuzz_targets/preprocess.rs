//! The preprocessor on arbitrary bytes (host and device pass macros).
#![no_main]
use libfuzzer_sys::fuzz_target;
include!("common.rs");

fuzz_target!(|data: &[u8]| {
    let mut vfs = cudafe_core::Vfs::with_builtins();
    vfs.insert(MAIN, data.to_vec());
    vfs.insert("input.h", data.to_vec());
    let opts = options();
    let _ = cudafe_core::preprocess::preprocess(&vfs, MAIN, &opts, false);
    let _ = cudafe_core::preprocess::preprocess(&vfs, MAIN, &opts, true);
});
