//! GCC 12.2's predefined macros for x86_64 C++ (gnu++17), as
//! `gcc -dM -E -x c++ -m64 - </dev/null` lists them (this is GCC's own
//! table, not NVIDIA's), the built-in macros, and GCC-like answers for
//! `__has_attribute`, `__has_cpp_attribute` and `__has_builtin`.

use super::macros::*;
use super::{Macro, Pp};
use alloc::rc::Rc;
use alloc::vec::Vec;

pub const PREDEFINED: &str = include_str!("predef.txt");

const BUILTINS: &[(&str, u8)] = &[
    ("__FILE__", BT_FILE),
    ("__LINE__", BT_LINE),
    ("__COUNTER__", BT_COUNTER),
    ("__INCLUDE_LEVEL__", BT_INCLUDE_LEVEL),
    ("__BASE_FILE__", BT_BASE_FILE),
    ("__FILE_NAME__", BT_FILE_NAME),
    ("__DATE__", BT_DATE),
    ("__TIME__", BT_TIME),
    ("__TIMESTAMP__", BT_TIMESTAMP),
    ("_Pragma", BT_PRAGMA),
    ("__has_attribute", BT_HAS_ATTRIBUTE),
    ("__has_cpp_attribute", BT_HAS_CPP_ATTRIBUTE),
    ("__has_builtin", BT_HAS_BUILTIN),
    ("__has_include", BT_HAS_INCLUDE),
    ("__has_include_next", BT_HAS_INCLUDE_NEXT),
];

impl<'a> Pp<'a> {
    pub fn define_builtins(&mut self) {
        for &(name, kind) in BUILTINS {
            let sym = self.syms.intern(name.as_bytes());
            self.macros.push(Macro {
                fun_like: false,
                variadic: false,
                params: Vec::new(),
                body: Rc::from(Vec::new()),
                builtin: kind,
                file: Rc::from("<built-in>"),
                line: 0,
                col: 0,
            });
            if let Some(i) = self.syms.info.get_mut(sym as usize) {
                i.macro_id = self.macros.len() as u32;
            }
        }
    }
}

/// Standard attributes and the value of `__has_cpp_attribute` for them.
const STD_ATTRS: &[(&str, u32)] = &[
    ("noreturn", 200809),
    ("carries_dependency", 200809),
    ("deprecated", 201309),
    ("fallthrough", 201603),
    ("maybe_unused", 201603),
    ("nodiscard", 201907),
    ("likely", 201803),
    ("unlikely", 201803),
    ("no_unique_address", 201803),
];

/// GNU attributes GCC 12 knows (the common ones).
const GNU_ATTRS: &[&str] = &[
    "access", "alias", "aligned", "alloc_align", "alloc_size", "always_inline", "artificial", "assume_aligned",
    "cdecl", "cleanup", "cold", "common", "const", "constructor", "copy", "deprecated", "designated_init",
    "destructor", "error", "externally_visible", "fallthrough", "fastcall", "flatten", "format", "format_arg",
    "gnu_inline", "hot", "ifunc", "init_priority", "abi_tag", "interrupt", "leaf", "malloc", "may_alias",
    "mode", "ms_abi", "ms_struct", "gcc_struct", "naked", "no_icf", "no_instrument_function",
    "no_profile_instrument_function", "no_reorder", "no_sanitize", "no_sanitize_address",
    "no_sanitize_thread", "no_sanitize_undefined", "no_split_stack", "no_stack_limit", "no_stack_protector",
    "noclone", "nocommon", "noinit", "noinline", "noipa", "nonnull", "nonstring", "noplt", "noreturn",
    "nothrow", "optimize", "packed", "patchable_function_entry", "persistent", "pure", "regparm", "retain",
    "returns_nonnull", "returns_twice", "scalar_storage_order", "section", "sentinel", "simd", "stack_protect",
    "stdcall", "symver", "sysv_abi", "target", "target_clones", "thiscall", "tls_model", "transparent_union",
    "unavailable", "unused", "used", "vector_size", "visibility", "warn_if_not_aligned", "warn_unused",
    "warn_unused_result", "warning", "weak", "weakref", "zero_call_used_regs", "no_address_safety_analysis",
    "indirect_branch", "function_return", "nocf_check", "cf_check", "force_align_arg_pointer", "fentry_name",
    "fentry_section", "ms_hook_prologue", "callee_pop_aggregate_return", "init_priority", "uninitialized",
];

fn strip_underscores(n: &[u8]) -> &[u8] {
    if n.len() > 4 && n.starts_with(b"__") && n.ends_with(b"__") {
        &n[2..n.len() - 2]
    } else {
        n
    }
}

pub fn has_feature(kind: u8, words: &[Vec<u8>]) -> u32 {
    if kind == BT_HAS_BUILTIN {
        let Some(n) = words.first() else { return 0 };
        if words.len() != 1 {
            return 0;
        }
        let n = &n[..];
        if n.starts_with(b"__builtin_") || n.starts_with(b"__sync_") || n.starts_with(b"__atomic_") {
            return 1;
        }
        const TRAITS: &[&str] = &[
            "__has_nothrow_assign", "__has_nothrow_constructor", "__has_nothrow_copy", "__has_trivial_assign",
            "__has_trivial_constructor", "__has_trivial_copy", "__has_trivial_destructor",
            "__has_unique_object_representations", "__has_virtual_destructor", "__is_abstract", "__is_aggregate",
            "__is_base_of", "__is_class", "__is_empty", "__is_enum", "__is_final", "__is_layout_compatible",
            "__is_literal_type", "__is_pod", "__is_pointer_interconvertible_base_of", "__is_polymorphic",
            "__is_same", "__is_same_as", "__is_standard_layout", "__is_trivial", "__is_trivially_assignable",
            "__is_trivially_constructible", "__is_trivially_copyable", "__is_union", "__underlying_type",
            "__is_assignable", "__is_constructible", "__is_nothrow_assignable", "__is_nothrow_constructible",
            "__integer_pack", "__is_corresponding_member",
        ];
        return TRAITS.iter().any(|t| t.as_bytes() == n) as u32;
    }
    // [scope ::] name
    let (scope, name): (Option<&[u8]>, &[u8]) = match words {
        [n] => (None, &n[..]),
        [s, c, n] if &c[..] == b"::" => (Some(&s[..]), &n[..]),
        _ => return 0,
    };
    let name = strip_underscores(name);
    match scope {
        Some(s) => {
            let s = strip_underscores(s);
            if s == b"gnu" {
                GNU_ATTRS.iter().any(|a| a.as_bytes() == name) as u32
            } else {
                0
            }
        }
        None => {
            if let Some(&(_, v)) = STD_ATTRS.iter().find(|(a, _)| a.as_bytes() == name) {
                return v;
            }
            if kind == BT_HAS_ATTRIBUTE {
                GNU_ATTRS.iter().any(|a| a.as_bytes() == name) as u32
            } else {
                0
            }
        }
    }
}
