//! The types EDG predeclares in every C++ translation unit (for an x86-64
//! GNU target), displayed first in the file scope's type list.
//!
//! Our IL does not hold these objects (the parser knows their names as
//! keywords or built-ins), so they are described here as EDG builds them,
//! derived from the reference's dump of our own inputs: in list order,
//! `_Float16`, `__float80`, `__float128` (typedefs of floating types),
//! `__va_list_tag` (the System V register-save structure with its two
//! implicitly declared assignment operators), `__builtin_va_list`
//! (`__va_list_tag[1]`), `__int128_t`, `__uint128_t`, `_IO_FILE` (an
//! incomplete struct, for printf-format checking), `__fp16` and `__bf16`.
//!
//! The walk is EDG's: an entry is displayed after everything it leads to
//! (based types, the types it is built from, members), each object once.
//! Builtin types that our IL also has (`unsigned int`, `void *`, …) are
//! displayed as the IL's own types, so later mentions share the address.

use super::{Dump, Key};
use crate::il::{FloatKind, IntKind, TypeId, TypeKind};
use alloc::format;
use alloc::string::String;

// Indices of the synthetic objects (`Key::Pre`).
const FLOAT16: u32 = 0;
const TD_FLOAT16: u32 = 1;
const LONG_DOUBLE: u32 = 2;
const TD_FLOAT80: u32 = 3;
const FLOAT128: u32 = 4;
const TD_FLOAT128: u32 = 5;
const TAG_REF: u32 = 6;
const TAG_RREF: u32 = 7;
const TAG_CONST_REF: u32 = 8;
const TAG_CONST: u32 = 9;
const UINT: u32 = 10;
const VOID_PTR: u32 = 11;
const VOID: u32 = 12;
const FIELD0: u32 = 13; // .. 16
const COPY_PARAM: u32 = 17; // copy: +0 param, +1 exception spec, +2 type, +3 routine
const MOVE_PARAM: u32 = 21; // move: the same four
const TAG_SCOPE: u32 = 25;
const TAG_SUPPLEMENT: u32 = 26;
const TAG: u32 = 27;
const TAG_ARRAY: u32 = 28;
const TD_VA_LIST: u32 = 29;
const INT128: u32 = 30;
const TD_INT128: u32 = 31;
const UINT128: u32 = 32;
const TD_UINT128: u32 = 33;
const IO_FILE_SUPPLEMENT: u32 = 34;
const IO_FILE: u32 = 35;
const FP16: u32 = 36;
const TD_FP16: u32 = 37;
const BF16: u32 = 38;
const TD_BF16: u32 = 39;

/// The first predeclared type of the file scope's list.
pub(super) const FIRST: (Key, &str) = (Key::Pre("type", TD_FLOAT16), "_Float16");

/// A builtin type as the predeclared entries point at it.
struct Ty {
    key: Key,
    text: String,
}

fn pre(id: u32) -> Key {
    Key::Pre("type", id)
}

impl Dump<'_, '_> {
    /// Displays the predeclared types; `first_user` is the file scope's
    /// first declared type (the list continues there).
    pub(super) fn predeclared(&mut self, first_user: Option<(Key, String)>) {
        let f16 = self.synthetic_arith(FLOAT16, "tk_float", "float_kind", "_Float16", 2);
        self.predeclared_typedef(TD_FLOAT16, "_Float16", &f16, Some((pre(TD_FLOAT80), "__float80")), false);
        let ld = self.builtin(TypeKind::Float(FloatKind::LongDouble), LONG_DOUBLE, "tk_float", "float_kind", "long double", 16);
        self.predeclared_typedef(TD_FLOAT80, "__float80", &ld, Some((pre(TD_FLOAT128), "__float128")), false);
        let f128 = self.builtin(TypeKind::Float(FloatKind::Float128), FLOAT128, "tk_float", "float_kind", "__float128", 16);
        self.predeclared_typedef(TD_FLOAT128, "__float128", &f128, Some((pre(TAG), "__va_list_tag")), false);
        self.va_list_tag();
        // `__builtin_va_list`: an array of one tag.
        self.plain_type_entry(pre(TAG_ARRAY), "24", "8", "tk_array");
        self.w.ptr_text("element_type", pre(TAG), "__va_list_tag");
        self.w.field("number_of_elements", "1");
        let arr = Ty { key: pre(TAG_ARRAY), text: String::from("__va_list_tag [1]") };
        self.predeclared_typedef(TD_VA_LIST, "__builtin_va_list", &arr, Some((pre(TD_INT128), "__int128_t")), true);
        let i128 = self.builtin(TypeKind::Int(IntKind::Int128), INT128, "tk_integer", "int_kind", "__int128", 16);
        self.predeclared_typedef(TD_INT128, "__int128_t", &i128, Some((pre(TD_UINT128), "__uint128_t")), false);
        let u128 = self.builtin(TypeKind::Int(IntKind::UInt128), UINT128, "tk_integer", "int_kind", "unsigned __int128", 16);
        self.predeclared_typedef(TD_UINT128, "__uint128_t", &u128, Some((pre(IO_FILE), "_IO_FILE")), false);
        // `struct _IO_FILE;`
        self.incomplete_class(IO_FILE, IO_FILE_SUPPLEMENT, "_IO_FILE", Key::FileScope, (pre(TD_FP16), "__fp16"), "tk_struct");
        let fp16 = self.synthetic_arith(FP16, "tk_float", "float_kind", "__fp16", 2);
        self.predeclared_typedef(TD_FP16, "__fp16", &fp16, Some((pre(TD_BF16), "__bf16")), false);
        let bf16 = self.synthetic_arith(BF16, "tk_float", "float_kind", "__bf16", 2);
        let next = first_user.as_ref().map(|(k, t)| (k.clone(), t.as_str()));
        self.predeclared_typedef(TD_BF16, "__bf16", &bf16, next, false);
    }

    /// A builtin arithmetic type: the IL's own when it has it, else ours.
    fn builtin(&mut self, kind: TypeKind, id: u32, tk: &str, label: &str, name: &str, size: u32) -> Ty {
        match self.il.find_type(&kind) {
            Some(t) => self.il_type(t),
            None => self.synthetic_arith(id, tk, label, name, size),
        }
    }

    fn il_type(&mut self, t: TypeId) -> Ty {
        self.ensure_type(t, 0);
        Ty { key: Key::Type(t.0), text: self.type_text(t) }
    }

    fn synthetic_arith(&mut self, id: u32, tk: &str, label: &str, name: &str, size: u32) -> Ty {
        if !self.pre_shown.insert(id) {
            return Ty { key: pre(id), text: String::from(name) };
        }
        self.plain_type_entry(pre(id), &format!("{}", size), &format!("{}", size), tk);
        self.w.field(label, name);
        Ty { key: pre(id), text: String::from(name) }
    }

    /// `source_corresp` of a predeclared name (no position, no
    /// declaration in the source).
    fn named_corresp(&mut self, name: &str, class_scope: Option<Key>, referenced: bool, linkage: &str) {
        self.w.raw("source_corresp:\n");
        self.w.ptr_text("  name", Key::IdName(String::from(name)), &super::quoted(name));
        match class_scope {
            Some(s) => {
                self.w.bool("  is_class_member", true);
                self.w.field("  access", "as_public");
                self.w.ptr("  parent_scope", Some(s));
            }
            None => self.w.ptr("  parent_scope", Some(Key::FileScope)),
        }
        self.corresp_tail(referenced, linkage);
    }

    /// The fields every predeclared entity's `source_corresp` ends with.
    fn corresp_tail(&mut self, referenced: bool, linkage: &str) {
        self.w.field("  enclosing_routine", "NULL");
        self.w.bool("  referenced", referenced);
        self.w.bool("  needed", false);
        self.w.field("  name_linkage", linkage);
        self.w.field("  attributes", "NULL");
    }

    /// A predeclared class that is never defined (`struct _IO_FILE;`,
    /// `std::type_info`): its class-type supplement, then the class.
    fn incomplete_class(&mut self, id: u32, supplement: u32, name: &str, scope: Key, next: (Key, &str), kind: &str) {
        self.w.entry(Key::Pre("class-type-supplement", supplement));
        self.supplement_fields(0, 1);
        self.w.field("assoc_scope", "NULL");
        self.supplement_tail();
        self.w.entry(pre(id));
        self.named_corresp_in(name, scope, false, "C++");
        self.w.ptr_text("next", next.0, next.1);
        self.w.field("based_types", "NULL");
        self.w.field("size", "0");
        self.w.field("alignment", "1");
        self.w.bool("incomplete", true);
        self.w.field("kind", kind);
        self.w.field("field_list", "NULL");
        self.w.ptr("extra_info", Some(Key::Pre("class-type-supplement", supplement)));
        self.w.bool("definition_needed", false);
    }

    fn predeclared_typedef(&mut self, id: u32, name: &str, to: &Ty, next: Option<(Key, &str)>, va_list: bool) {
        self.w.entry(pre(id));
        self.named_corresp(name, None, false, "no");
        match next {
            Some((k, t)) => self.w.ptr_text("next", k, t),
            None => self.w.field("next", "NULL"),
        }
        self.w.field("based_types", "NULL");
        self.w.field("size", "0");
        self.w.field("alignment", "1");
        if va_list {
            self.w.bool("is_builtin_va_list", true);
        }
        self.w.field("kind", "tk_typeref");
        self.w.ptr_text("typeref_type", to.key.clone(), &to.text);
        self.w.field("kind", "none");
        self.w.bool("predeclared", true);
    }

    /// The leading fields of a class-type supplement without bases.
    fn supplement_fields(&mut self, size: u64, align: u64) {
        self.w.field("base_classes", "NULL");
        self.w.field("direct_base_classes", "NULL");
        self.w.field("preorder_base_classes", "NULL");
        self.w.field("primary_base_class", "NULL");
        self.w.field("size_without_virtual_base_classes", &format!("{}", size));
        self.w.field("alignment_without_virtual_base_classes", &format!("{}", align));
        self.w.field("highest_virtual_function_number", "65535");
        self.w.field("virtual_function_info_offset", "0");
    }

    fn supplement_tail(&mut self) {
        self.w.field("assoc_operator_new_routine", "NULL");
        self.w.field("assoc_operator_delete_routine", "NULL");
        self.w.field("min_template_arguments", "-1");
    }

    /// A reference or qualified type of the tag (`TAG_REF` …).
    fn tag_derived(&mut self, id: u32, based: Option<(&str, Key, &str)>, pointee: (Key, &str), form: &str) {
        self.w.entry(pre(id));
        self.source_corresp_anonymous(None, true, false);
        self.w.field("next", "NULL");
        match based {
            Some((label, k, t)) => {
                self.w.field("based_types", "");
                self.w.ptr_text(&format!("  {}", label), k, t);
            }
            None => self.w.field("based_types", "NULL"),
        }
        match form {
            "const" => {
                self.w.field("size", "0");
                self.w.field("alignment", "1");
                self.w.field("kind", "tk_typeref");
                self.w.ptr_text("typeref_type", pointee.0, pointee.1);
                self.w.field("qualifiers", "const");
                self.w.field("kind", "none");
            }
            _ => {
                self.w.field("size", "8");
                self.w.field("alignment", "8");
                self.w.field("kind", "tk_pointer");
                self.w.ptr_text("type_pointed_to", pointee.0, pointee.1);
                self.w.bool("is_reference", true);
                if form == "&&" {
                    self.w.bool("is_rvalue_reference", true);
                }
            }
        }
    }

    /// `struct __va_list_tag { unsigned gp_offset, fp_offset; void
    /// *overflow_arg_area, *reg_save_area; }` with its implicit copy and
    /// move assignment operators.
    fn va_list_tag(&mut self) {
        let tag = || (pre(TAG), "__va_list_tag");
        // Based types first: `&`, `&&`, `const` (with its own `&`).
        self.tag_derived(TAG_REF, None, tag(), "&");
        self.tag_derived(TAG_RREF, None, tag(), "&&");
        self.tag_derived(TAG_CONST_REF, None, (pre(TAG_CONST), "const __va_list_tag"), "&");
        self.tag_derived(TAG_CONST, Some(("reference", pre(TAG_CONST_REF), "const __va_list_tag &")), tag(), "const");
        let scope = Key::Pre("scope", TAG_SCOPE);
        // The fields, each after its type.
        let uint = self.builtin(TypeKind::Int(IntKind::UInt), UINT, "tk_integer", "int_kind", "unsigned int", 4);
        let fields: [(&str, u32); 4] = [("gp_offset", 0), ("fp_offset", 4), ("overflow_arg_area", 8), ("reg_save_area", 16)];
        let mut void_ptr: Option<Ty> = None;
        for (i, (name, offset)) in fields.iter().enumerate() {
            let ty = if i < 2 {
                Ty { key: uint.key.clone(), text: uint.text.clone() }
            } else {
                if void_ptr.is_none() {
                    void_ptr = Some(self.void_ptr());
                }
                match &void_ptr {
                    Some(t) => Ty { key: t.key.clone(), text: t.text.clone() },
                    None => continue,
                }
            };
            self.w.entry(Key::Pre("field", FIELD0 + i as u32));
            self.named_corresp(name, Some(scope.clone()), false, "no");
            match fields.get(i + 1) {
                Some((n, _)) => self.w.ptr_text("next", Key::Pre("field", FIELD0 + i as u32 + 1), n),
                None => self.w.field("next", "NULL"),
            }
            self.w.ptr_text("type", ty.key, &ty.text);
            self.w.field("offset", &format!("{}", offset));
        }
        // `operator=(const __va_list_tag &)` and `operator=(__va_list_tag &&)`.
        for (base, param, text, is_move) in [
            (COPY_PARAM, TAG_CONST_REF, "const __va_list_tag &", false),
            (MOVE_PARAM, TAG_RREF, "__va_list_tag &&", true),
        ] {
            self.w.entry(Key::Pre("param-type", base));
            self.w.field("next", "NULL");
            self.w.ptr_text("type", pre(param), text);
            self.w.field("declared_type", "NULL");
            self.w.field("param_num", "1");
            if is_move {
                self.w.bool("move_ctor_or_assign_parameter", true);
            }
            self.w.entry(Key::Pre("exception-specification", base + 1));
            self.w.bool("indeterminate", true);
            self.w.bool("compiler_generated", true);
            self.w.field("exception_specification_type_list", "NULL");
            self.plain_type_entry(pre(base + 2), "0", "1", "tk_routine");
            self.w.ptr_text("return_type", pre(TAG_REF), "__va_list_tag &");
            self.w.ptr("param_type_list", Some(Key::Pre("param-type", base)));
            self.w.ptr_text("assoc_routine", Key::Pre("routine", base + 3), "operator=");
            self.w.bool("prototyped", true);
            self.w.field("routine_name_linkage", "C++");
            self.w.bool("has_this_param", true);
            self.w.field("fmt_arg", "0");
            self.w.field("format_first_subst_arg", "0");
            self.w.field("calling_convention", "<default>");
            self.w.ptr_text("this_class", pre(TAG), "__va_list_tag");
            self.w.ptr("exception_specification", Some(Key::Pre("exception-specification", base + 1)));
            self.w.entry(Key::Pre("routine", base + 3));
            self.named_corresp("operator=", Some(scope.clone()), false, "C++");
            if is_move {
                self.w.field("next", "NULL");
            } else {
                self.w.ptr_text("next", Key::Pre("routine", MOVE_PARAM + 3), "operator=");
            }
            self.w.ptr_text("type", pre(base + 2), &format!("__va_list_tag &({})", text));
            self.w.field("function_def_number", "0");
            self.w.field("memory_region", "0");
            self.w.field("storage_class", "sc_extern");
            self.w.field("declared_storage_class", "sc_unspecified");
            self.w.field("special_kind", "sfk_operator");
            self.w.field("opname_kind", "onk_assign");
            self.w.bool("is_inline", true);
            self.w.bool("is_constexpr", true);
            self.w.bool("compiler_generated", true);
            self.w.bool("defined", false);
            self.w.bool("called", false);
            self.w.bool("is_trivial_copy_function", true);
            self.w.field("surrounding_name_linkage_state", "C++");
            self.w.bool("definition_needed", false);
            self.w.field("declared_type", "NULL");
        }
        self.w.entry(scope.clone());
        self.w.field("next", "NULL");
        self.w.ptr("parent", Some(Key::FileScope));
        self.w.field("kind", "sck_class_struct_union");
        self.w.ptr_text("assoc_type", pre(TAG), "__va_list_tag");
        for f in ["assoc_block", "lifetime", "constants", "types", "variables", "nonstatic_variables", "labels"] {
            self.w.field(f, "NULL");
        }
        self.w.ptr_text("routines", Key::Pre("routine", COPY_PARAM + 3), "operator=");
        for f in [
            "asm_entries",
            "scopes",
            "using_declarations",
            "using_directives",
            "dynamic_inits",
            "pragmas",
            "hidden_names",
            "templates",
        ] {
            self.w.field(f, "NULL");
        }
        self.w.entry(Key::Pre("class-type-supplement", TAG_SUPPLEMENT));
        self.supplement_fields(24, 8);
        self.w.bool("is_va_list_tag", true);
        self.w.bool("contains_error", false);
        self.w.ptr("assoc_scope", Some(scope));
        self.supplement_tail();
        self.w.entry(pre(TAG));
        self.named_corresp("__va_list_tag", None, true, "C++");
        self.w.ptr_text("next", pre(TD_VA_LIST), "__builtin_va_list");
        self.w.field("based_types", "");
        self.w.ptr_text("  reference", pre(TAG_REF), "__va_list_tag &");
        self.w.ptr_text("  rvalue reference", pre(TAG_RREF), "__va_list_tag &&");
        self.w.ptr_text("  qualified", pre(TAG_CONST), "const __va_list_tag");
        self.w.field("size", "24");
        self.w.field("alignment", "8");
        self.w.field("kind", "tk_struct");
        self.w.ptr_text("field_list", Key::Pre("field", FIELD0), "gp_offset");
        self.w.ptr("extra_info", Some(Key::Pre("class-type-supplement", TAG_SUPPLEMENT)));
        self.w.bool("definition_needed", false);
        self.w.bool("has_zero_init_component", true);
    }

    /// `void *`, the IL's own when it has it.
    fn void_ptr(&mut self) -> Ty {
        if let Some(v) = self.il.find_type(&TypeKind::Void) {
            if let Some(p) = self.il.find_type(&TypeKind::Pointer(v)) {
                return self.il_type(p);
            }
        }
        if self.pre_shown.contains(&VOID_PTR) {
            return Ty { key: pre(VOID_PTR), text: String::from("void *") };
        }
        let void = match self.il.find_type(&TypeKind::Void) {
            Some(v) => self.il_type(v),
            None => {
                self.pre_shown.insert(VOID);
                self.w.entry(pre(VOID));
                self.source_corresp_anonymous(None, true, false);
                self.w.field("next", "NULL");
                self.w.field("based_types", "NULL");
                self.w.field("size", "0");
                self.w.field("alignment", "1");
                self.w.bool("incomplete", true);
                self.w.field("kind", "tk_void");
                Ty { key: pre(VOID), text: String::from("void") }
            }
        };
        self.pre_shown.insert(VOID_PTR);
        self.plain_type_entry(pre(VOID_PTR), "8", "8", "tk_pointer");
        self.w.ptr_text("type_pointed_to", void.key, &void.text);
        self.w.bool("is_reference", false);
        Ty { key: pre(VOID_PTR), text: String::from("void *") }
    }
}

// The predeclared allocation functions, then the predeclared namespaces.
const STD_SCOPE: u32 = 40;
const ALIGN_VAL_T: u32 = 41;
const STD: u32 = 42;
const CUDA: u32 = 43;
const CUDA_SCOPE: u32 = 44;
const CUDA_STD: u32 = 45;
const CUDA_STD_SCOPE: u32 = 46;
const TYPE_INFO: u32 = 47;
const TYPE_INFO_SUPPLEMENT: u32 = 48;
const CXXABI: u32 = 49;
const CXXABI_SCOPE: u32 = 50;
const ULONG: u32 = 51;
/// Per routine: name reference, 3 parameters, exception specification,
/// type, routine.
const ROUTINE0: u32 = 100;
const ROUTINE_STRIDE: u32 = 8;

/// A parameter of a predeclared allocation function.
#[derive(Clone, Copy, PartialEq)]
enum AllocParam {
    Size,
    Ptr,
    Align,
}

/// `operator new`/`delete` and their array and aligned forms, in EDG's
/// order: (name, opname kind, parameters, referenced). The size-taking
/// `new` and the sized `delete` are referenced by the class supplements'
/// allocation-function lookup.
const ALLOC_ROUTINES: [(&str, &str, &[AllocParam], bool); 12] = {
    use AllocParam::*;
    [
        ("operator new", "onk_new", &[Size], true),
        ("operator delete", "onk_delete", &[Ptr], false),
        ("operator delete", "onk_delete", &[Ptr, Size], true),
        ("operator new", "onk_new", &[Size, Align], false),
        ("operator delete", "onk_delete", &[Ptr, Size, Align], false),
        ("operator delete", "onk_delete", &[Ptr, Align], false),
        ("operator new[]", "onk_array_new", &[Size], false),
        ("operator delete[]", "onk_array_delete", &[Ptr], false),
        ("operator delete[]", "onk_array_delete", &[Ptr, Size], false),
        ("operator new[]", "onk_array_new", &[Size, Align], false),
        ("operator delete[]", "onk_array_delete", &[Ptr, Size, Align], false),
        ("operator delete[]", "onk_array_delete", &[Ptr, Align], false),
    ]
};

/// The allocation functions a class's supplement names once one of its
/// constructors is used: `operator new(size_t)` and the sized
/// `operator delete(void *, size_t)` (entries 0 and 2 of the list).
pub(super) fn class_allocation_routines() -> (Key, Key) {
    (Key::Pre("routine", ROUTINE0 + 6), Key::Pre("routine", ROUTINE0 + 2 * ROUTINE_STRIDE + 6))
}

/// The first predeclared routine of the file scope's list.
pub(super) const FIRST_ROUTINE: (Key, &str) = (Key::Pre("routine", ROUTINE0 + 6), "operator new");

/// The first predeclared namespace of the file scope's list.
pub(super) const FIRST_NAMESPACE: (Key, &str) = (Key::Pre("namespace", CUDA), "cuda");

impl Dump<'_, '_> {
    /// Displays the predeclared allocation functions; `first_user` is the
    /// file scope's first declared routine (the list continues there).
    pub(super) fn predeclared_routines(&mut self, first_user: Option<(Key, String)>) {
        let ulong = self.builtin(TypeKind::Int(IntKind::ULong), ULONG, "tk_integer", "int_kind", "unsigned long", 8);
        let vptr = self.void_ptr();
        let void = match self.il.find_type(&TypeKind::Void) {
            Some(v) => Ty { key: Key::Type(v.0), text: String::from("void") },
            None => Ty { key: pre(VOID), text: String::from("void") },
        };
        // The functions a class supplement names are needed once one of
        // those constructors is.
        let supplement_needed = self.allocation_functions_needed();
        for (i, (name, opname, params, referenced)) in ALLOC_ROUTINES.iter().enumerate() {
            let needed = *referenced && supplement_needed;
            let base = ROUTINE0 + ROUTINE_STRIDE * i as u32;
            let is_new = opname.ends_with("new");
            self.w.entry(Key::Pre("name-reference", base));
            self.name_reference_fields(false);
            let mut text = String::new();
            for (j, p) in params.iter().enumerate() {
                if *p == AllocParam::Align {
                    self.align_val_t();
                }
                self.w.entry(Key::Pre("param-type", base + 1 + j as u32));
                if j + 1 < params.len() {
                    self.w.ptr("next", Some(Key::Pre("param-type", base + 2 + j as u32)));
                } else {
                    self.w.field("next", "NULL");
                }
                let (k, t) = match p {
                    AllocParam::Size => (ulong.key.clone(), ulong.text.as_str()),
                    AllocParam::Ptr => (vptr.key.clone(), vptr.text.as_str()),
                    AllocParam::Align => (pre(ALIGN_VAL_T), "std::align_val_t"),
                };
                self.w.ptr_text("type", k, t);
                self.w.field("declared_type", "NULL");
                self.w.field("param_num", &format!("{}", j + 1));
                if j > 0 {
                    text.push_str(", ");
                }
                text.push_str(t);
            }
            if !is_new {
                self.w.entry(Key::Pre("exception-specification", base + 4));
                self.w.field("exception_specification_type_list", "NULL");
            }
            self.w.entry(pre(base + 5));
            self.source_corresp_anonymous(None, true, needed);
            self.w.field("next", "NULL");
            self.w.field("based_types", "NULL");
            self.w.field("size", "0");
            self.w.field("alignment", "1");
            self.w.field("kind", "tk_routine");
            let ret = if is_new { &vptr } else { &void };
            self.w.ptr_text("return_type", ret.key.clone(), &ret.text);
            self.w.ptr("param_type_list", Some(Key::Pre("param-type", base + 1)));
            self.w.field("assoc_routine", "NULL");
            self.w.bool("prototyped", true);
            self.w.field("routine_name_linkage", "C++");
            self.w.field("fmt_arg", "0");
            self.w.field("format_first_subst_arg", "0");
            self.w.field("calling_convention", "<default>");
            if !is_new {
                self.w.ptr("exception_specification", Some(Key::Pre("exception-specification", base + 4)));
            }
            self.w.entry(Key::Pre("routine", base + 6));
            self.w.raw("source_corresp:\n");
            self.w.ptr_text("  name", Key::IdName(String::from(*name)), &super::quoted(name));
            self.w.ptr("  name_references", Some(Key::Pre("name-reference", base)));
            self.w.ptr("  parent_scope", Some(Key::FileScope));
            self.w.field("  enclosing_routine", "NULL");
            self.w.bool("  referenced", *referenced);
            self.w.bool("  needed", needed);
            self.w.field("  name_linkage", "C++");
            self.w.field("  attributes", "NULL");
            match ALLOC_ROUTINES.get(i + 1) {
                Some((n, ..)) => self.w.ptr_text("next", Key::Pre("routine", base + ROUTINE_STRIDE + 6), n),
                None => match &first_user {
                    Some((k, t)) => self.w.ptr_text("next", k.clone(), t),
                    None => self.w.field("next", "NULL"),
                },
            }
            let ty_text = if is_new { format!("void *({})", text) } else { format!("void ({}) throw()", text) };
            self.w.ptr_text("type", pre(base + 5), &ty_text);
            self.w.field("function_def_number", "0");
            self.w.field("memory_region", "0");
            self.w.field("storage_class", "sc_extern");
            self.w.field("declared_storage_class", "sc_unspecified");
            self.w.field("special_kind", "sfk_operator");
            self.w.field("opname_kind", opname);
            self.w.bool("compiler_generated", true);
            self.w.bool("defined", false);
            self.w.bool("called", *referenced);
            if !is_new {
                self.w.bool("never_throws", true);
            }
            self.w.field("surrounding_name_linkage_state", "C++");
            self.w.bool("definition_needed", needed);
            self.w.field("declared_type", "NULL");
        }
    }

    /// `enum class std::align_val_t : size_t`, at its first use.
    fn align_val_t(&mut self) {
        if self.align_val_t_shown {
            return;
        }
        self.align_val_t_shown = true;
        let ulong = match self.il.find_type(&TypeKind::Int(IntKind::ULong)) {
            Some(t) => Ty { key: Key::Type(t.0), text: self.type_text(t) },
            None => Ty { key: pre(ULONG), text: String::from("unsigned long") },
        };
        self.w.entry(pre(ALIGN_VAL_T));
        self.named_corresp_in("align_val_t", Key::Pre("scope", STD_SCOPE), false, "C++");
        self.w.field("next", "NULL");
        self.w.field("based_types", "NULL");
        self.w.field("size", "8");
        self.w.field("alignment", "1");
        self.w.field("kind", "tk_integer");
        self.w.field("int_kind", "unsigned long");
        self.w.bool("has_explicit_enum_base", true);
        self.w.bool("enum_type", true);
        self.w.bool("is_scoped_enum", true);
        self.w.field("enum_info.assoc_scope", "NULL");
        self.w.ptr_text("base_type", ulong.key, &ulong.text);
    }

    /// `source_corresp` of a predeclared name in a namespace scope.
    fn named_corresp_in(&mut self, name: &str, scope: Key, referenced: bool, linkage: &str) {
        self.w.raw("source_corresp:\n");
        self.w.ptr_text("  name", Key::IdName(String::from(name)), &super::quoted(name));
        self.w.ptr("  parent_scope", Some(scope));
        self.corresp_tail(referenced, linkage);
    }

    /// A namespace scope with only `types` (and nested namespaces) set.
    fn namespace_scope(&mut self, scope: u32, parent: Key, ns: (Key, &str), types: Option<(Key, &str)>, inner: Option<(Key, &str)>) {
        self.w.entry(Key::Pre("scope", scope));
        self.w.field("next", "NULL");
        self.w.ptr("parent", Some(parent));
        self.w.field("kind", "sck_namespace");
        self.w.ptr_text("assoc_namespace", ns.0, ns.1);
        for f in ["assoc_block", "lifetime", "constants"] {
            self.w.field(f, "NULL");
        }
        match types {
            Some((k, t)) => self.w.ptr_text("types", k, t),
            None => self.w.field("types", "NULL"),
        }
        for f in ["variables", "nonstatic_variables", "labels", "routines", "asm_entries", "scopes"] {
            self.w.field(f, "NULL");
        }
        match inner {
            Some((k, t)) => self.w.ptr_text("namespaces", k, t),
            None => self.w.field("namespaces", "NULL"),
        }
        for f in ["using_declarations", "using_directives", "dynamic_inits", "pragmas", "hidden_names", "templates"] {
            self.w.field(f, "NULL");
        }
    }

    /// The predeclared namespaces `cuda` (holding `cuda::std`), `std`
    /// (`type_info`, `align_val_t`) and `__cxxabiv1`; `first_user` is the
    /// file scope's first declared namespace.
    pub(super) fn predeclared_namespaces(&mut self, first_user: Option<(Key, String)>) {
        let std = (Key::Pre("namespace", STD), "std");
        let cuda = (Key::Pre("namespace", CUDA), "cuda");
        let cuda_std = (Key::Pre("namespace", CUDA_STD), "std");
        let cxxabi = (Key::Pre("namespace", CXXABI), "__cxxabiv1");
        self.namespace_scope(CUDA_STD_SCOPE, Key::Pre("scope", CUDA_SCOPE), cuda_std.clone(), None, None);
        self.w.entry(cuda_std.0.clone());
        self.named_corresp_in("std", Key::Pre("scope", CUDA_SCOPE), false, "C++");
        self.w.field("next", "NULL");
        self.w.ptr("assoc_scope", Some(Key::Pre("scope", CUDA_STD_SCOPE)));
        self.namespace_scope(CUDA_SCOPE, Key::FileScope, cuda.clone(), None, Some(cuda_std.clone()));
        self.w.entry(cuda.0.clone());
        self.named_corresp_in("cuda", Key::FileScope, false, "C++");
        self.w.ptr_text("next", std.0.clone(), std.1);
        self.w.ptr("assoc_scope", Some(Key::Pre("scope", CUDA_SCOPE)));
        // `class std::type_info;`
        self.incomplete_class(TYPE_INFO, TYPE_INFO_SUPPLEMENT, "type_info", Key::Pre("scope", STD_SCOPE), (pre(ALIGN_VAL_T), "std::align_val_t"), "tk_class");
        self.namespace_scope(STD_SCOPE, Key::FileScope, std.clone(), Some((pre(TYPE_INFO), "std::type_info")), None);
        self.w.entry(std.0.clone());
        self.named_corresp_in("std", Key::FileScope, false, "C++");
        self.w.ptr_text("next", cxxabi.0.clone(), cxxabi.1);
        self.w.bool("is_std", true);
        self.w.ptr("assoc_scope", Some(Key::Pre("scope", STD_SCOPE)));
        self.namespace_scope(CXXABI_SCOPE, Key::FileScope, cxxabi.clone(), None, None);
        self.w.entry(cxxabi.0);
        self.named_corresp_in("__cxxabiv1", Key::FileScope, false, "C++");
        match first_user {
            Some((k, t)) => self.w.ptr_text("next", k, &t),
            None => self.w.field("next", "NULL"),
        }
        self.w.ptr("assoc_scope", Some(Key::Pre("scope", CXXABI_SCOPE)));
    }
}
