//! The emitters: from the IL to the reference's output texts.

pub mod module_id;

use crate::il::Il;
use crate::options::Options;
use alloc::string::String;

/// The host `.int.c` (cudafe++ `--gen_c_file_name`).
pub fn int_c(il: &Il, opts: &Options, module_id: &str) -> String {
    let _ = (il, opts, module_id);
    String::new()
}

/// The stub file (cicc `--stub_file_name`).
pub fn stub_file(il: &Il, opts: &Options, module_id: &str) -> String {
    let _ = (il, opts, module_id);
    String::new()
}

/// The device code (cicc `--gen_device_file_name`).
pub fn device_code(il: &Il, opts: &Options, module_id: &str) -> String {
    let _ = (il, opts, module_id);
    String::new()
}

/// The IL dump (`--il_display`).
pub fn il_display(il: &Il, opts: &Options) -> String {
    let _ = (il, opts);
    String::new()
}

/// The module id (cudafe++ `--module_id_file_name`); see [`module_id`](self::module_id).
pub fn module_id(il: &Il, opts: &Options) -> String {
    self::module_id::module_id(il, opts)
}
