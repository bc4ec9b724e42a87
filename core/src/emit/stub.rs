//! The stub file (cicc `--stub_file_name`).

use crate::il::Il;
use crate::options::Options;
use alloc::string::String;

pub(crate) fn emit(il: &Il, opts: &Options, module_id: &str) -> String {
    let _ = (il, opts, module_id);
    String::new()
}
