//! The IL dump (`--il_display`). Not implemented yet: prints nothing.

use crate::il::Il;
use crate::options::Options;
use alloc::string::String;

pub(crate) fn emit(il: &Il, opts: &Options) -> String {
    let _ = (il, opts);
    String::new()
}
