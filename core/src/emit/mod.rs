//! The emitters: from the IL to the reference's output texts.
//!
//! Layout: `out` (buffer + line-marker tracking), `printer` (shared state,
//! names, literal spellings), `types` (declarators), `expr`/`stmt`/`decl`
//! (host C++ printing, shared by the `.int.c` and the stub file),
//! `int_c`, `stub`, `device` (cicc's device C), `il_display`.

mod decl;
mod device;
mod expr;
mod il_display;
mod int_c;
mod lambda;
mod out;
mod printer;
mod stmt;
mod stub;
mod types;
#[cfg(test)]
mod tests;

pub mod module_id;

use crate::il::{EntityId, EntityKind, Il};
use crate::options::Options;
use alloc::string::String;

/// The host `.int.c` (cudafe++ `--gen_c_file_name`).
pub fn int_c(il: &Il, opts: &Options, module_id: &str) -> String {
    int_c::emit(il, opts, module_id)
}

/// The stub file (cicc `--stub_file_name`).
pub fn stub_file(il: &Il, opts: &Options, module_id: &str) -> String {
    stub::emit(il, opts, module_id)
}

/// The device code (cicc `--gen_device_file_name`).
/// The device pass's implicitly declared special members (see
/// `device::implicit`): declared before the stub file and device code are
/// written from the device IL.
pub fn declare_implicit_members(il: &mut Il) {
    device::implicit::declare_implicit_members(il)
}

pub fn device_code(il: &Il, opts: &Options, module_id: &str) -> String {
    device::emit(il, opts, module_id)
}

/// The IL dump (`--il_display`).
pub fn il_display(il: &Il, opts: &Options) -> String {
    il_display::emit(il, opts)
}

/// The module id (cudafe++ `--module_id_file_name`); see [`module_id`](self::module_id).
pub fn module_id(il: &Il, opts: &Options) -> String {
    self::module_id::module_id(il, opts)
}

/// The Itanium-mangled name of an entity: the name sema recorded, else
/// `crate::mangle::mangle_entity`.
pub(crate) fn mangled_name(il: &Il, e: EntityId) -> String {
    if il.entities.get(e.0 as usize).is_some() {
        let m = crate::mangle::mangle_entity(il, e);
        if !m.is_empty() {
            return m;
        }
    }
    match il.entities.get(e.0 as usize).map(|x| &x.kind) {
        Some(EntityKind::Routine(r)) if !r.mangled.is_empty() => r.mangled.clone(),
        Some(EntityKind::Variable(v)) if !v.mangled.is_empty() => v.mangled.clone(),
        _ => crate::mangle::mangle_entity(il, e),
    }
}
