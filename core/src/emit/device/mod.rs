//! cicc's device code (`--gen_device_file_name`): a C lowering of the
//! entities device code needs.
//!
//! Layout (as the reference writes it):
//! 1. `typedef char __nv_bool;`
//! 2. forward declarations of the classes used, and enum definitions;
//! 3. in source order: typedefs and class definitions (with
//!    `#include "crt/device_runtime.h"` after the `size_t` typedef);
//! 4. prototypes of device routines and kernels;
//! 5. device variables (file scope, then function-local statics) without
//!    initializers;
//! 6. `#include "common_functions.h"`;
//! 7. device variables with their initializers;
//! 8. routine definitions.
//!
//! Every line is preceded by a full `# N "file"` marker. Block-scope
//! variables are renamed `__cuda_local_var_<line>_<col>_[non_]const_<name>`
//! (physical line of the preprocessed input, column of the name), their
//! declarations hoisted to the top of the block and their initializers
//! turned into assignments; `break`/`continue` become `goto __T<n>`.

use super::expr::{binary_op_str, is_literal};
use super::printer::{float_spelling, int_suffix, Flavor, Printer, MAX_DEPTH};
use super::stub::cuda_entities;
use crate::walk::{walk_expr, walk_stmt, Visit};

pub(crate) mod implicit;
mod keep;

/// `std::align_val_t`, predeclared by EDG (see `keep::predeclared_align_val_t`).
pub(crate) fn keep_predeclared_align_val_t(il: &crate::il::Il, e: crate::il::EntityId) -> bool {
    keep::predeclared_align_val_t(il, e)
}
mod runtime_types;
use crate::il::*;
use crate::options::Options;
use crate::source::Pos;
use alloc::collections::{BTreeMap, BTreeSet};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

pub(crate) fn emit(il: &Il, opts: &Options, module_id: &str) -> String {
    let mut d = Dev::new(il, opts);
    d.module_id = String::from(module_id);
    d.p.module_id = String::from(module_id);
    d.run();
    renumber_temps(&d.p.out.s)
}

/// cicc names a temporary when it first writes it (a block's temporaries
/// are declared at its top, before those of the blocks inside it): the
/// numbers taken, in order of first appearance.
fn renumber_temps(s: &str) -> String {
    let b = s.as_bytes();
    // (start, end, number) of each `__T<n>`.
    let mut found: Vec<(usize, usize, u64)> = Vec::new();
    let mut i = 0;
    while let Some(off) = s.get(i..).and_then(|r| r.find("__T")) {
        let start = i + off;
        let mut end = start + 3;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
        if end > start + 3 {
            if let Ok(n) = s[start + 3..end].parse::<u64>() {
                found.push((start, end, n));
            }
        }
        i = end.max(start + 3);
    }
    let mut order: Vec<u64> = Vec::new();
    let mut seen: BTreeSet<u64> = BTreeSet::new();
    for (_, _, n) in &found {
        if seen.insert(*n) {
            order.push(*n);
        }
    }
    let mut sorted = order.clone();
    sorted.sort_unstable();
    if sorted == order {
        return String::from(s);
    }
    let map: BTreeMap<u64, u64> = order.iter().copied().zip(sorted.iter().copied()).collect();
    let mut out = String::with_capacity(s.len());
    let mut last = 0;
    for (start, end, n) in found {
        out.push_str(&s[last..start]);
        out.push_str(&format!("__T{}", map.get(&n).copied().unwrap_or(n)));
        last = end;
    }
    out.push_str(&s[last..]);
    out
}

/// The `__T<n>` numbers of the device code's sequence that the stub file
/// uses.
pub(crate) struct TempNumbers {
    /// Each kernel's first stub temporary.
    pub(crate) stub_base: BTreeMap<EntityId, u32>,
    /// How many the device code and the stubs use (the registration
    /// callback takes the next number).
    pub(crate) total: u32,
}

pub(crate) fn temp_numbers(il: &Il, opts: &Options) -> TempNumbers {
    let mut d = Dev::new(il, opts);
    d.run();
    TempNumbers { stub_base: core::mem::take(&mut d.stub_temp_base), total: d.p.temp_counter }
}

/// A frame temporary whose "name" is its whole declaration (a type the
/// IL has no id for, such as a pointer to the range of a `for`).
const RENDERED: TypeId = TypeId(u32::MAX);

/// An open block of device code and the temporaries it declares.
struct Frame {
    /// Right after its `{`: where call temporaries are declared.
    at: usize,
    temps: Vec<(String, TypeId)>,
    /// The end of its hoisted declarations: where the temporaries of
    /// members of call results are declared (`struct A __T1;struct A __T2;`).
    late_at: usize,
    late: Vec<(String, TypeId)>,
    /// It declares a variable.
    declares: bool,
    /// How many scopes of EDG's IL are nested directly in it: those the
    /// parse made (declaring blocks, `for` and condition declarations,
    /// wherever they stand among its statements) and those the lowering
    /// gave statement bodies.
    children: u32,
    /// A statement body without declarations that the lowering made a
    /// scope (once it declares a temporary); `nested`: the scopes in it.
    lowered: bool,
    nested: u32,
    /// It declares the call temporaries of its statements; a braced block
    /// that declares nothing is no scope in EDG's IL, and the block around
    /// it declares them.
    owns: bool,
    /// A statement's prelude block: a scope of EDG's IL that declares no
    /// temporaries of its own.
    scope: bool,
}

/// Loop context for lowering `break`/`continue` to gotos.
#[derive(Default, Clone)]
struct LoopLabels {
    brk: Option<String>,
    cont: Option<String>,
    is_switch: bool,
}

struct Dev<'i, 'a> {
    p: Printer<'i, 'a>,
    routines: Vec<EntityId>,
    vars: Vec<EntityId>,
    local_statics: Vec<(EntityId, DeclId)>,
    /// Block-scope variables declared in a `for` init (keep their names).
    for_locals: BTreeSet<EntityId>,
    /// A loop pragma (`unroll 4`) waiting for the loop it precedes.
    /// A pragma waiting for the statement it precedes, with its position.
    pending_pragma: Option<(String, Pos)>,
    loops: Vec<LoopLabels>,
    /// The block just printed ended in destructor calls (a void function's
    /// closing space is not written then).
    dtor_tail: bool,
    /// Enclosing routine of each block-scope static/shared variable.
    local_owner: Vec<(EntityId, EntityId)>,
    /// `__func__` variables of device routines: (entity, temporary name,
    /// function name).
    func_names: Vec<(EntityId, String, String)>,
    /// Member functions of (non-builtin) classes device code uses.
    methods: Vec<EntityId>,
    /// Printing a member function of this class (fields go through `this`).
    this_class: Option<EntityId>,
    /// Printing a const member function (`*this` is const).
    this_const: bool,
    /// The return type of the routine being printed.
    ret_ty: Option<TypeId>,
    /// Open blocks, innermost last: their temporaries and scope state.
    frames: Vec<Frame>,
    /// Emitting the body of an inline function (declared `inline`, or a
    /// member function defined in its class).
    in_class_body: bool,
    /// The braced block printed next is a statement body (an `if`'s).
    next_block_is_body: bool,
    /// The expression statement being printed discards its value.
    discard: bool,
    /// The condition type of the `switch` being printed.
    switch_ty: Option<TypeId>,
    /// Kernel parameters the body modifies (`__val_param`/`__copy_param`).
    val_params: Vec<EntityId>,
    /// The module id (internal-linkage names are prefixed with it).
    module_id: String,
    /// Unnamed enums/classes in order (their `Ut_`, `Ut0_`… names).
    unnamed: Vec<EntityId>,
    /// The declarations of each entity, in order (`decl_index[entity]`):
    /// searching `il.decls` per entity made emission quadratic.
    decl_index: Vec<Vec<u32>>,
    /// What keep-in-IL marked (set by `collect`).
    keep: Option<keep::Keep>,
    /// Closure fields holding a captured `this`: their `__T<n>` names.
    this_fields: BTreeMap<EntityId, String>,
    /// Classes with a base-class subobject type (`__SO__`).
    subobject_bases: BTreeSet<EntityId>,
    /// The flags of the `new` expressions of the statement being printed,
    /// cleared before it (`__T0 = 0;`).
    stmt_flags: Vec<String>,
    /// Structured bindings: each binding → its hidden object and its
    /// index; each hidden object → its `__T<n>` name.
    bindings: BTreeMap<EntityId, (EntityId, usize)>,
    binding_objects: BTreeMap<EntityId, String>,
    /// Where each hidden object's declaration ends.
    binding_decl_end: BTreeMap<EntityId, usize>,
    /// The member call being printed is on an object at a fixed address.
    fixed_this: bool,
    /// The entities named in the body being printed (its locals that are
    /// not are left out).
    named_in_body: Option<BTreeSet<EntityId>>,
    /// Aggregate temporaries (`Q{a, 2}`) whose constant fields the
    /// statement's prelude stored: the braced expression's address → the
    /// temporary's name.
    agg_temps: BTreeMap<usize, String>,
    /// Each kernel's first stub temporary (see `number_stub_temps`).
    stub_temp_base: BTreeMap<EntityId, u32>,
    /// Declarations inside a `#pragma GCC visibility push(...)` region:
    /// declaration index → the visibility.
    pragma_visibility: BTreeMap<u32, String>,
}

/// The declarations written inside `#pragma GCC visibility push(v)` …
/// `pop` regions, with the innermost `v`.
fn pragma_visibility_regions(items: &[SeqItem], stack: &mut Vec<String>, out: &mut BTreeMap<u32, String>, depth: u32) {
    if depth > 64 {
        return;
    }
    for it in items {
        match it {
            SeqItem::Pragma { text, .. } => {
                let t = crate::emit::printer::pragma_spelling(text);
                if let Some(rest) = t.strip_prefix("GCC visibility push (") {
                    stack.push(String::from(rest.trim_end_matches(')').trim()));
                } else if t.starts_with("GCC visibility pop") {
                    stack.pop();
                }
            }
            SeqItem::Decl(d) => {
                if let Some(v) = stack.last() {
                    out.insert(d.0, v.clone());
                }
            }
            SeqItem::Namespace { items, .. } | SeqItem::LinkageBlock { items, .. } => pragma_visibility_regions(items, stack, out, depth + 1),
            _ => {}
        }
    }
}

impl<'i, 'a> Dev<'i, 'a> {
    fn new(il: &'i Il<'a>, opts: &'i Options) -> Self {
        let mut p = Printer::new(il, opts, Flavor::Device);
        p.out.always_file = true;
        let mut decl_index: Vec<Vec<u32>> = alloc::vec![Vec::new(); il.entities.len()];
        for (i, d) in il.decls.iter().enumerate() {
            if let Some(v) = decl_index.get_mut(d.entity.0 as usize) {
                v.push(i as u32);
            }
        }
        let mut pragma_visibility = BTreeMap::new();
        pragma_visibility_regions(&il.source_sequence, &mut Vec::new(), &mut pragma_visibility, 0);
        Dev { pragma_visibility, p, routines: Vec::new(), vars: Vec::new(), local_statics: Vec::new(), for_locals: BTreeSet::new(), pending_pragma: None, loops: Vec::new(), local_owner: Vec::new(), module_id: String::new(), unnamed: Vec::new(), val_params: Vec::new(), frames: Vec::new(), in_class_body: false, next_block_is_body: false, discard: false, switch_ty: None, methods: Vec::new(), this_class: None, this_const: false, ret_ty: None, func_names: Vec::new(), decl_index, keep: None, dtor_tail: false, this_fields: BTreeMap::new(), subobject_bases: BTreeSet::new(), stmt_flags: Vec::new(), bindings: BTreeMap::new(), binding_objects: BTreeMap::new(), binding_decl_end: BTreeMap::new(), fixed_this: false, named_in_body: None, agg_temps: BTreeMap::new(), stub_temp_base: BTreeMap::new() }
    }

    /// A closure field's name in device code: a captured `this` gets the
    /// next `__T<n>` the first time it is printed.
    fn closure_field_name(&mut self, field: EntityId) -> String {
        let name = self.il().entities.get(field.0 as usize).map(|e| e.name.clone()).unwrap_or_default();
        if name != "this" && !name.is_empty() {
            return name;
        }
        if let Some(n) = self.this_fields.get(&field) {
            return n.clone();
        }
        let n = self.p.fresh_temp();
        self.this_fields.insert(field, n.clone());
        n
    }

    /// The declarations of `e` in IL order (what filtering `il.decls` on
    /// `entity == e` gives).
    fn decls_of(&self, e: EntityId) -> impl Iterator<Item = (DeclId, &'i Decl<'a>)> + '_ {
        let il = self.il();
        let listed = self.decl_index.get(e.0 as usize);
        // An entity id outside the table (not expected) falls back to a scan.
        let scan = if listed.is_none() { Some(il.decls.iter().enumerate().filter(move |(_, d)| d.entity == e)) } else { None };
        listed
            .into_iter()
            .flatten()
            .filter_map(move |&i| il.decls.get(i as usize).map(|d| (DeclId(i), d)))
            .chain(scan.into_iter().flatten().map(|(i, d)| (DeclId(i as u32), d)))
    }

    fn il(&self) -> &'i Il<'a> {
        self.p.il
    }

    fn push(&mut self, s: &str) {
        self.p.out.push(s);
    }

    fn mark(&mut self, pos: Pos) {
        self.p.out.newline();
        if pos.line == 0 {
            return;
        }
        self.p.out.mark(pos);
    }

    fn run(&mut self) {
        let il = self.il();
        self.collect();
        self.push("typedef char __nv_bool;\n");
        // The lowering's own types (exception tables, type information)
        // are declared first and defined after the classes' declarations.
        let runtime = runtime_types::RuntimeTypes::scan(il);
        self.push(&runtime.forward_declarations());
        let before_classes = self.p.out.s.len();
        // 2. forward declarations / enums for the types used.
        let (used, complete) = self.used_types();
        // Used types in source order (by their first declaration; a class
        // defined inside another declaration has no declaration of its own).
        let ranks = namespace_order(il);
        let mut found: Vec<(Option<DeclId>, EntityId, (u32, u32))> = Vec::new();
        for (idx, ent) in il.entities.iter().enumerate() {
            let e = EntityId(idx as u32);
            // `size_t` and `std::size_t` are the compiler's own (the types
            // of `sizeof` and of `operator new`'s parameter).
            let in_std = |p: EntityId| il.entities.get(p.0 as usize).map_or(false, |n| n.name == "std" && n.parent.is_none() && matches!(n.kind, EntityKind::Namespace { .. }));
            let is_size_t = ent.name == "size_t" && ent.parent.map_or(true, in_std) && matches!(ent.kind, EntityKind::Typedef(_));
            if !(used.contains(&e) || is_size_t) {
                continue;
            }
            let mut first = self.decls_of(e).next().map(|(i, _)| i);
            let pos = match (&ent.kind, first.and_then(|d| il.decls.get(d.0 as usize))) {
                // Classes sort by their own position (not a use inside
                // another declaration); typedefs by their declarator.
                (EntityKind::Class(_), _) => ent.pos,
                (_, Some(d)) => self.p.decl_mark_pos(d),
                (_, None) => ent.pos,
            };
            // An explicit instantiation directive does not declare the
            // instance (it is marked where its template is).
            let instance = il.class_instances.contains_key(&e) && !il.explicit_specializations.contains(&e);
            if instance && matches!(ent.kind, EntityKind::Class(_)) {
                first = None;
            }
            // A class is marked where it is defined (if it is); else where
            // its name first appeared (`typedef struct cudaArray *cudaArray_t;`
            // before `struct cudaArray;`).
            if matches!(ent.kind, EntityKind::Class(_)) {
                first = self.decls_of(e).find(|(_, d)| d.defines_class).map(|(d, _)| d);
            }
            found.push((first, e, (pos.phys_line, pos.col)));
        }
        // Dynamic bases with tail padding get a subobject type.
        for c in &complete {
            let bases: Vec<EntityId> = il.class_bases.get(c).map(|v| v.iter().filter(|b| !b.is_virtual).filter_map(|b| b.class).collect()).unwrap_or_default();
            for b in bases {
                let size = match self.p.entity(b).map(|x| &x.kind) {
                    Some(EntityKind::Class(ci)) => ci.size,
                    _ => continue,
                };
                if complete.contains(&b) && self.is_dynamic(b, 0) && self.data_size(b, 0).is_some_and(|d| d < size) {
                    self.subobject_bases.insert(b);
                }
            }
        }
        let places = TypePlaces::new(il, &ranks, &complete);
        let mut keyed: Vec<(Vec<TypeStep>, Option<DeclId>, EntityId)> = found.iter().map(|(d, e, _)| (places.key(*e), *d, *e)).collect();
        keyed.sort_by(|a, b| a.0.cmp(&b.0));
        let order: Vec<(Option<DeclId>, EntityId)> = keyed.into_iter().map(|(_, d, e)| (d, e)).collect();
        for (did, e) in &order {
            let Some(ent) = self.p.entity(*e) else { continue };
            // (A definition's head is at its name, as in the .int.c.)
            let pos = did.and_then(|d| self.p.decl(d)).map_or(ent.pos, |d| self.p.class_head_pos(ent, d.pos));
            match &ent.kind {
                EntityKind::Class(ci) if !ci.anonymous || !ent.name.is_empty() || il.closures.contains_key(e) || self.p.unnamed_member_class_name(*e).is_some() => {
                    self.mark(pos);
                    let s = format!("{} {};", if ci.key == ClassKey::Union { "union" } else { "struct" }, self.p.device_type_name(*e));
                    self.push(&s);
                    if self.has_subobject_type(*e) {
                        self.mark(pos);
                        let s = format!("struct {};", self.subobject_name(*e));
                        self.push(&s);
                    }
                }
                EntityKind::Enum(ei) => {
                    // An unnamed enum (even one named by a typedef) is where its `{` is.
                    let unnamed = ent.name.is_empty() || self.p.written_anonymous(ent.pos);
                    let at = if unnamed { crate::emit::printer::open_brace(self.p.il, pos).unwrap_or(pos) } else { pos };
                    self.mark(at);
                    let name = if ent.name.is_empty() { self.unnamed_name(*e) } else { self.p.device_type_name(*e) };
                    let s = format!("enum {} {{", name);
                    self.push(&s);
                    let ens = ei.enumerators.clone();
                    let mut next: i128 = 0;
                    for (i, en) in ens.iter().enumerate() {
                        let Some(ee) = self.p.entity(*en) else { continue };
                        self.mark(ee.pos);
                        let en_name = self.enumerator_name(*en);
                        self.push(&en_name);
                        if let EntityKind::Enumerator(x) = &ee.kind {
                            if x.value != next {
                                // An unsigned underlying type shows in the value.
                                let suffix = match self.il().ty(self.il().canonical(ei.underlying)) {
                                    TypeKind::Int(k) if ei.fixed && !k.is_signed() => {
                                        let s = int_suffix(*k);
                                        if s.is_empty() { "U" } else { s }
                                    }
                                    _ => "",
                                };
                                // The least `int` has no literal of its own.
                                let v = if x.value == i32::MIN as i128 {
                                    String::from(" = (-2147483647-1)")
                                } else if x.value < 0 {
                                    format!(" = ({})", x.value)
                                } else {
                                    format!(" = {}{}", x.value, suffix)
                                };
                                self.push(&v);
                            }
                            next = x.value.saturating_add(1);
                        }
                        if i + 1 < ens.len() {
                            self.push(",");
                        }
                    }
                    self.push("};");
                }
                _ => {}
            }
        }
        if !runtime.is_empty() {
            let spaced = self.p.out.s.len() > before_classes;
            self.push(&runtime.definitions(spaced));
        }
        // 3. typedefs and class definitions in that order, each after the
        // types it needs (a typedef's target typedefs, a class's bases and
        // by-value members).
        let mut runtime_done = false;
        let listed: BTreeMap<EntityId, Option<DeclId>> = order.iter().map(|(d, e)| (*e, *d)).collect();
        let mut defined: BTreeSet<EntityId> = BTreeSet::new();
        for (_, e) in &order {
            self.define_type_with_deps(*e, &listed, &complete, &mut defined, &mut runtime_done, 0);
        }
        // 4. prototypes.
        for r in self.routines.clone() {
            if self.methods.contains(&r) {
                self.method_prototype(r);
            } else {
                self.prototype(r);
            }
        }
        // 5. variables.
        for v in self.vars.clone() {
            self.var_decl(v, None, false);
        }
        // The empty function parameter packs of the instances kept, as
        // cicc leaves them: variables of one unnamed type.
        let mut pack_type: Option<String> = None;
        for (inst, pack) in self.il().empty_function_packs.clone() {
            if !self.routines.contains(&inst) && !self.methods.contains(&inst) {
                continue;
            }
            let Some(pe) = self.p.entity(pack) else { continue };
            let (pos, name) = (pe.pos, pe.name.clone());
            let t = match &pack_type {
                Some(t) => t.clone(),
                None => {
                    let t = self.p.fresh_temp();
                    pack_type = Some(t.clone());
                    t
                }
            };
            let name = if name.is_empty() { self.p.fresh_temp() } else { name };
            self.mark(pos);
            self.push(&format!("static  __device__  __var_used__ {} {};", t, name));
        }
        for (_, t, f) in self.func_names.clone() {
            self.p.out.newline();
            self.push(&format!("static  __device__  __var_used__ const char {}[{}];", t, f.len() + 1));
        }
        for (v, d) in self.local_statics.clone() {
            self.var_decl(v, Some(d), false);
        }
        // The vtables of the dynamic classes defined (made at the end of
        // the unit, after every variable).
        let vtables: Vec<(String, Vec<String>)> = order.iter().filter(|(_, e)| complete.contains(e) && self.is_dynamic(*e, 0)).map(|(_, e)| self.vtable(*e)).collect();
        for (name, entries) in &vtables {
            self.p.out.newline();
            self.push(&format!("static  __device__  __var_used__ const long {}[{}];", name, entries.len()));
        }
        for name in runtime.vtables() {
            self.p.out.newline();
            self.push(&format!("static  __device__  __var_used__ const long {}[];", name));
        }
        self.p.out.newline();
        self.push("#include \"common_functions.h\"");
        // 7. initialized variables.
        for v in self.vars.clone() {
            let has_init = self.var_init_decl(v).is_some();
            if has_init {
                self.var_decl(v, None, true);
            }
        }
        for (_, t, f) in self.func_names.clone() {
            self.p.out.newline();
            self.push(&format!("static  __device__  __var_used__ const char {}[{}] = \"{}\";", t, f.len() + 1, f));
        }
        for (name, entries) in &vtables {
            self.p.out.newline();
            self.push(&format!("static  __device__  __var_used__ const long {}[{}] = {{{}}};", name, entries.len(), entries.join(",")));
        }
        // 8. definitions.
        let mut pending_stubs = self.stub_temp_order();
        for r in self.routines.clone() {
            self.number_stub_temps(&mut pending_stubs, r);
            if self.methods.contains(&r) {
                self.method_definition(r);
            } else {
                self.definition(r);
            }
        }
        self.number_stub_temps(&mut pending_stubs, EntityId(u32::MAX));
        self.p.out.newline();
    }

    /// Where a routine stands in cicc's sequence of definitions: its
    /// definition's place; template instances are made at the end.
    fn definition_place(&self, r: EntityId) -> (u32, u32) {
        let Some(rt) = self.p.routine(r) else { return (u32::MAX, u32::MAX) };
        if rt.instance_of.is_some() {
            return (u32::MAX, u32::MAX);
        }
        let pos = rt.definition.and_then(|d| self.p.decl(d)).map(|d| d.pos).or_else(|| self.p.entity(r).map(|e| e.pos));
        pos.map_or((u32::MAX, u32::MAX), |p| (p.phys_line, p.col))
    }

    /// The kernels whose stubs take temporaries, by definition place.
    fn stub_temp_order(&self) -> Vec<((u32, u32), EntityId)> {
        let mut v: Vec<((u32, u32), EntityId)> =
            super::stub::kernels_with_stub_temps(self.il()).into_iter().map(|k| (self.definition_place(k), k)).collect();
        // Stable: instances keep the stub file's order.
        v.sort_by_key(|x| x.0);
        v
    }

    /// cicc makes a kernel's stub (numbering its temporaries) when the
    /// kernel is defined, among the other routines' bodies, and lowers the
    /// kernels' own bodies last: before routine `r`, number the stubs of
    /// the kernels defined before it (of all, before a kernel's body).
    fn number_stub_temps(&mut self, pending: &mut Vec<((u32, u32), EntityId)>, r: EntityId) {
        let upto = if r.0 == u32::MAX || is_kernel(self.il(), r) { (u32::MAX, u32::MAX) } else { self.definition_place(r) };
        while let Some(&(place, k)) = pending.first() {
            if place > upto || (place == upto && upto != (u32::MAX, u32::MAX)) {
                break;
            }
            pending.remove(0);
            self.stub_temp_base.insert(k, self.p.temp_counter);
            self.p.temp_counter += super::stub::restrict_param_count(self.il(), k);
        }
    }

    /// Define a type (section 3) after the listed types it needs.
    fn define_type_with_deps(
        &mut self,
        e: EntityId,
        listed: &BTreeMap<EntityId, Option<DeclId>>,
        complete: &BTreeSet<EntityId>,
        defined: &mut BTreeSet<EntityId>,
        runtime_done: &mut bool,
        depth: u32,
    ) {
        let Some(&did) = listed.get(&e) else { return };
        if depth > MAX_DEPTH || !defined.insert(e) {
            return;
        }
        let mut deps = Vec::new();
        match self.p.entity(e).map(|x| &x.kind) {
            Some(EntityKind::Typedef(t)) => type_deps(self.il(), *t, false, &mut deps, 0),
            Some(EntityKind::Class(ci)) if complete.contains(&e) => {
                deps.extend(self.il().class_bases.get(&e).into_iter().flatten().filter_map(|b| b.class));
                for m in &ci.members {
                    if let Some(EntityKind::Field(f)) = self.p.entity(*m).map(|x| &x.kind) {
                        type_deps(self.il(), f.ty, true, &mut deps, 0);
                    }
                }
            }
            _ => {}
        }
        for d in deps {
            self.define_type_with_deps(d, listed, complete, defined, runtime_done, depth + 1);
        }
        self.define_type(did, e, complete, runtime_done);
    }

    /// A typedef or a class definition of section 3.
    fn define_type(&mut self, did: Option<DeclId>, e: EntityId, complete: &BTreeSet<EntityId>, runtime_done: &mut bool) {
        let Some(ent) = self.p.entity(e) else { return };
        let decl_pos = did.and_then(|d| self.p.decl(d)).map_or(ent.pos, |d| self.p.decl_mark_pos(d));
        // A block-scope typedef is marked at its name.
        let decl_pos = if self.il().typedef_routine.contains_key(&e) { ent.pos } else { decl_pos };
        match &ent.kind {
            EntityKind::Typedef(t) => {
                self.mark(decl_pos);
                let s = format!("typedef {};", self.p.type_str(*t, &self.p.device_type_name(e)));
                self.push(&s);
                if !*runtime_done && ent.name == "size_t" && ent.parent.is_none() {
                    self.p.out.newline();
                    self.push("#include \"crt/device_runtime.h\"");
                    *runtime_done = true;
                }
            }
            EntityKind::Class(ci) if complete.contains(&e) => {
                let def_pos = self.decls_of(e).map(|(_, d)| d).find(|d| d.defines_class).map_or(decl_pos, |d| self.p.class_head_pos(ent, d.pos));
                self.mark(def_pos);
                let key = if ci.key == ClassKey::Union { "union" } else { "struct" };
                let mut s = format!("{} {} {{", key, self.p.device_type_name(e));
                // A dynamic class without a primary base holds the
                // vtable pointer first.
                if self.is_dynamic(e, 0) && self.primary_base(e).is_none() {
                    s.push_str(" const long *__vptr;");
                }
                // A non-virtual base is a leading member object named
                // after it; an empty one takes no room.
                let bases: Vec<EntityId> = self.il().class_bases.get(&e).map(|v| v.iter().filter(|b| !b.is_virtual).filter_map(|b| b.class).collect()).unwrap_or_default();
                let mut flattened = Vec::new();
                for b in bases {
                    if self.has_subobject_type(b) {
                        // A base whose tail padding the class may reuse is
                        // spelled out member by member.
                        flattened.push(b);
                    } else if !self.is_empty_class(b, 0) {
                        if !flattened.is_empty() {
                            break;
                        }
                        s.push_str(&format!(" struct {} {};", self.p.device_type_name(b), self.base_field_name(b)));
                    }
                }
                self.push(&s);
                let mut base_end = None;
                for b in &flattened {
                    let prefix = format!("{}_", self.base_field_name(*b));
                    if self.is_dynamic(*b, 0) && self.primary_base(*b).is_none() {
                        self.push(&format!("  const long *{}__vptr;", prefix));
                    }
                    self.print_fields(*b, &prefix);
                    base_end = self.data_size(*b, 0);
                }
                self.print_fields(e, "");
                // Tail padding after trailing bit-fields is explicit.
                let fields: Vec<(u64, Option<u32>)> = ci
                    .members
                    .iter()
                    .filter_map(|m| match self.p.entity(*m).map(|x| &x.kind) {
                        Some(EntityKind::Field(f)) => Some((f.offset, f.bit_width)),
                        _ => None,
                    })
                    .collect();
                let aligned = ent.attributes.iter().find(|a| a.name.trim_start_matches("__").trim_end_matches("__") == "aligned" || a.name == "alignas");
                let used = match fields.last() {
                    Some(&(off, Some(_))) => {
                        let bits: u64 = fields.iter().filter(|(o, w)| *o == off && w.is_some()).map(|(_, w)| w.unwrap_or(0) as u64).sum();
                        Some(off + bits.div_ceil(8))
                    }
                    // Tail padding after the last member (alignment of
                    // an earlier one) is explicit in every class.
                    Some(&(off, None)) if ci.key != ClassKey::Union => {
                        let last_ty = ci.members.iter().rev().find_map(|m| match self.p.entity(*m).map(|x| &x.kind) {
                            Some(EntityKind::Field(f)) => Some(f.ty),
                            _ => None,
                        });
                        last_ty.map(|t| off + self.p.size_align(t).0)
                    }
                    // A class without members of its own ends where its
                    // spelled-out base's data ends.
                    None => base_end,
                    _ => None,
                };
                if let Some(used) = used {
                    // (One byte is a plain `char`, not an array.)
                    match ci.size.checked_sub(used) {
                        Some(1) => self.push("char __nv_no_debug_dummy_end_padding_0;"),
                        Some(n) if n > 1 => self.push(&format!("char __nv_no_debug_dummy_end_padding_0[{}];", n)),
                        _ => {}
                    }
                }
                if has_attr(ent, "packed") {
                    self.push("} __attribute__((__packed__));");
                } else if let Some(a) = aligned {
                    // cicc writes the alignment's value.
                    let value = self
                        .p
                        .il
                        .attribute_arg_exprs
                        .get(&a.name_pos)
                        .and_then(|v| v.first())
                        .and_then(|e| crate::sema::consteval::eval(self.p.il, e))
                        .map(|v| alloc::format!("{}", v.as_i128()));
                    self.push(&format!("}} __attribute__((__aligned__({})));", value.unwrap_or_else(|| a.args.clone().unwrap_or_default())));
                } else {
                    self.push("};");
                }
                if self.has_subobject_type(e) {
                    // The base-class subobject: the same members without
                    // the tail padding.
                    self.mark(def_pos);
                    let mut s = format!("struct {} {{", self.subobject_name(e));
                    if self.is_dynamic(e, 0) && self.primary_base(e).is_none() {
                        s.push_str(" const long *__vptr;");
                    }
                    self.push(&s);
                    self.print_fields(e, "");
                    self.push("};");
                }
            }
            _ => {}
        }
    }

    /// The data members of class `c` (`prefix` before their names when
    /// they are a spelled-out base's).
    fn print_fields(&mut self, c: EntityId, prefix: &str) {
        let Some(EntityKind::Class(ci)) = self.p.entity(c).map(|x| &x.kind) else { return };
        let members = ci.members.clone();
        let closure = self.il().closures.contains_key(&c);
        for m in members {
            // A closure's `this` capture (and a `__host__ __device__`
            // lambda's hidden pointer) is `__T<n>`.
            let closure_name = if closure { Some(self.closure_field_name(m)) } else { None };
            let Some(me) = self.p.entity(m) else { continue };
            if let EntityKind::Field(f) = &me.kind {
                let field_name = format!("{}{}", prefix, closure_name.unwrap_or_else(|| me.name.clone()));
                self.mark(me.pos);
                let s = match f.bit_width {
                    Some(w) => {
                        // Bit-fields spell their signedness out.
                        let base = match self.il().ty(self.il().canonical(f.ty)) {
                            TypeKind::Int(IntKind::Int) => String::from("signed int"),
                            TypeKind::Int(IntKind::UInt) => String::from("unsigned int"),
                            TypeKind::Int(IntKind::Short) => String::from("signed short"),
                            TypeKind::Int(IntKind::Char) => String::from("signed char"),
                            TypeKind::Int(IntKind::Long) => String::from("signed long"),
                            // C has no `bool` bit-field: its container is a byte.
                            TypeKind::Int(IntKind::Bool) => String::from("unsigned char"),
                            _ => self.p.type_str(f.ty, ""),
                        };
                        if me.name.is_empty() {
                            format!("{}: {};", base, w)
                        } else {
                            format!("{} {}: {};", base, field_name, w)
                        }
                    }
                    None => format!("{};", self.field_decl(f.ty, &field_name)),
                };
                self.push(&s);
                // An empty class takes no room in C: its byte is a char
                // named after where the member ends.
                let empty = f.bit_width.is_none() && matches!(self.il().ty(self.il().canonical(f.ty)), TypeKind::Class(ec) if self.is_empty_class(*ec, 0));
                if empty {
                    self.push(&format!("char __dummy_empty{};", f.offset + 1));
                }
            }
        }
    }

    /// A data member's declaration: C assigns the members in the
    /// constructor, so a `const` member (or array of const elements) is
    /// declared without its `const`.
    fn field_decl(&self, ty: TypeId, name: &str) -> String {
        let il = self.il();
        let mut t = ty;
        let mut dims = String::new();
        for _ in 0..16 {
            match il.ty(t) {
                TypeKind::Array(x, n) => {
                    dims.push_str(&n.map_or(String::from("[]"), |n| format!("[{}]", n)));
                    t = *x;
                }
                TypeKind::ArrayBound { array, .. } => t = *array,
                _ => break,
            }
        }
        match il.ty(t) {
            TypeKind::Qualified(x, q) if q.is_const && !q.is_volatile => self.p.type_str(*x, &format!("{}{}", name, dims)),
            _ => self.p.type_str(ty, name),
        }
    }

    /// Whether class `c` has a base-class subobject type `__SO__<c>`: a
    /// dynamic class (not POD for layout) whose tail padding a derived
    /// class may reuse, used as a base of a class device code defines.
    fn has_subobject_type(&self, c: EntityId) -> bool {
        self.subobject_bases.contains(&c)
    }

    fn subobject_name(&self, c: EntityId) -> String {
        let n = self.base_field_name(c);
        format!("__SO__{}", n.strip_prefix("__b_").unwrap_or(&n))
    }

    /// Where the data of class `c` ends (its size without tail padding).
    fn data_size(&self, c: EntityId, depth: u32) -> Option<u64> {
        if depth > 32 {
            return None;
        }
        let Some(EntityKind::Class(ci)) = self.p.entity(c).map(|x| &x.kind) else { return None };
        let last = ci.members.iter().rev().find_map(|m| match self.p.entity(*m).map(|x| &x.kind) {
            Some(EntityKind::Field(f)) if f.bit_width.is_none() => Some((f.offset, f.ty)),
            _ => None,
        });
        if let Some((off, ty)) = last {
            return Some(off + self.p.size_align(ty).0);
        }
        let bases: Vec<EntityId> = self.il().class_bases.get(&c).map(|v| v.iter().filter(|b| !b.is_virtual).filter_map(|b| b.class).collect()).unwrap_or_default();
        match bases.as_slice() {
            [b] => self.data_size(*b, depth + 1),
            [] if self.is_dynamic(c, 0) => Some(8),
            _ => None,
        }
    }

    /// A class with virtual functions (its own or a base's), none of its
    /// bases virtual (the layouts with virtual bases are not lowered).
    fn is_dynamic(&self, c: EntityId, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let Some(EntityKind::Class(ci)) = self.p.entity(c).map(|x| &x.kind) else { return false };
        let bases = self.il().class_bases.get(&c);
        if bases.is_some_and(|v| v.iter().any(|b| b.is_virtual)) {
            return false;
        }
        ci.members.iter().any(|m| self.p.routine(*m).is_some_and(|r| r.is_virtual))
            || bases.is_some_and(|v| v.iter().any(|b| b.class.is_some_and(|x| self.is_dynamic(x, depth + 1))))
    }

    /// The primary base: the first (non-virtual) dynamic base, whose
    /// vtable pointer the class shares.
    fn primary_base(&self, c: EntityId) -> Option<EntityId> {
        self.il().class_bases.get(&c)?.iter().filter_map(|b| b.class).find(|b| self.is_dynamic(*b, 0))
    }

    /// The vtable's function slots (Itanium order: the primary base's,
    /// overriders replacing, then the class's new virtual functions; a
    /// destructor takes two, complete and deleting): (routine, whether the
    /// slot is the deleting destructor's). A slot is `None` for an implicit
    /// destructor (named after the class).
    fn vtable_slots(&self, c: EntityId, depth: u32) -> Vec<(Option<EntityId>, bool)> {
        if depth > 32 {
            return Vec::new();
        }
        let il = self.il();
        let Some(EntityKind::Class(ci)) = self.p.entity(c).map(|x| &x.kind) else { return Vec::new() };
        let virtuals: Vec<EntityId> = ci.members.iter().copied().filter(|m| self.p.routine(*m).is_some_and(|r| r.is_virtual || r.special == SpecialMember::Destructor)).collect();
        let name_of = |r: EntityId| self.p.entity(r).map_or("", |e| e.name.as_str());
        let sig = |r: EntityId| match self.p.routine(r).map(|x| il.ty(x.ty)) {
            Some(TypeKind::Function(ft)) => Some((ft.params.iter().map(|t| il.canonical(*t)).collect::<Vec<_>>(), ft.quals.is_const)),
            _ => None,
        };
        let is_dtor = |r: EntityId| self.p.routine(r).is_some_and(|x| x.special == SpecialMember::Destructor);
        let own_dtor = virtuals.iter().copied().find(|m| is_dtor(*m));
        let mut slots = match self.primary_base(c) {
            Some(b) => self.vtable_slots(b, depth + 1),
            None => Vec::new(),
        };
        let mut placed: Vec<EntityId> = Vec::new();
        for slot in slots.iter_mut() {
            let Some(f) = slot.0 else {
                slot.0 = own_dtor;
                continue;
            };
            let over = if is_dtor(f) {
                Some(own_dtor)
            } else {
                virtuals.iter().copied().find(|m| !is_dtor(*m) && name_of(*m) == name_of(f) && sig(*m) == sig(f)).map(Some)
            };
            if let Some(o) = over {
                slot.0 = o;
                if let Some(o) = o {
                    placed.push(o);
                }
            }
        }
        for m in virtuals {
            let virtual_fn = self.p.routine(m).is_some_and(|r| r.is_virtual);
            if placed.contains(&m) || !virtual_fn {
                continue;
            }
            if is_dtor(m) {
                slots.push((Some(m), false));
                slots.push((Some(m), true));
            } else {
                slots.push((Some(m), false));
            }
        }
        slots
    }

    /// `_ZTV<class>`: a dynamic class's vtable and its entries (`0L` for a
    /// host or pure virtual function: device code cannot call it).
    fn vtable(&self, c: EntityId) -> (String, Vec<String>) {
        let class = self.base_field_name(c);
        let class = class.strip_prefix("__b_").unwrap_or(&class);
        let name = format!("_ZTV{}", class);
        let mut entries = alloc::vec![String::from("0L"), String::from("0L")];
        for (f, deleting) in self.vtable_slots(c, 0) {
            let entry = match f.and_then(|f| self.p.routine(f).map(|r| (f, r))) {
                Some((f, r)) if r.exec_space.runs_on_device() && !self.il().virt_specifiers.get(&f).is_some_and(|v| v.2) => {
                    let mut n = self.routine_name(f);
                    if deleting {
                        if let Some(i) = n.rfind("D1E") {
                            n.replace_range(i..i + 3, "D0E");
                        }
                    }
                    format!("((long){})", n)
                }
                _ => String::from("0L"),
            };
            entries.push(entry);
        }
        (name, entries)
    }

    /// A class without data: no fields, no virtual functions, empty bases.
    fn is_empty_class(&self, c: EntityId, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let Some(EntityKind::Class(ci)) = self.p.entity(c).map(|x| &x.kind) else { return false };
        let data = ci.members.iter().any(|m| match self.p.entity(*m).map(|x| &x.kind) {
            Some(EntityKind::Field(_)) => true,
            Some(EntityKind::Routine(r)) => r.is_virtual,
            _ => false,
        });
        let bases = self.il().class_bases.get(&c).map_or(true, |v| v.iter().all(|b| !b.is_virtual && b.class.map_or(false, |x| self.is_empty_class(x, depth + 1))));
        !data && bases
    }

    /// `struct X *const` / `const struct X *const` for a member function.
    fn method_this_type(&self, m: EntityId) -> String {
        let is_const = match self.p.routine(m).map(|r| self.il().ty(r.ty)) {
            Some(TypeKind::Function(ft)) => ft.quals.is_const,
            _ => false,
        };
        let t = self.this_type(m);
        if is_const {
            format!("const {}", t)
        } else {
            t
        }
    }

    /// A constructor or destructor (printed as its `C1`/`C2`, `D1`/`D2`
    /// pair, the second forwarding to the first).
    fn is_ctor(&self, m: EntityId) -> bool {
        self.p.routine(m).map_or(false, |r| matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor))
    }

    fn method_prototype(&mut self, m: EntityId) {
        let Some(rt) = self.p.routine(m) else { return };
        let pos = self.def_pos(m);
        self.mark(pos);
        let ft = match self.il().ty(rt.ty) {
            TypeKind::Function(ft) => ft.clone(),
            _ => return,
        };
        // A static member function has no `this`.
        let mut parts = if rt.is_static_member { Vec::new() } else { alloc::vec![self.method_this_type(m)] };
        for t in &ft.params {
            parts.push(self.p.type_str(*t, ""));
        }
        let list = if parts.is_empty() { String::from("void") } else { parts.join(", ") };
        if self.is_ctor(m) {
            let (c1, c2) = self.ctor_names(m);
            let inl = self.method_inline(m);
            // The base-object constructor only forwards: no attributes.
            self.push(&format!("___device__(static  __no_sc__) {}{}void {}({});", inl, self.inline_attrs(m), c1, list));
            if self.has_deleting_dtor(m) {
                self.p.out.newline();
                self.push(&format!("___device__(static  __no_sc__) {}void {}({});", inl, c1.replacen("D1E", "D0E", 1), list));
            }
            self.p.out.newline();
            self.push(&format!("___device__(static  __no_sc__) {}void {}({});", inl, c2, list));
        } else {
            let declarator = format!("{}({})", self.routine_name(m), list);
            // A member function declared but defined nowhere in the unit
            // is an external one.
            let undefined = rt.body.is_none() && rt.definition.is_none() && !rt.is_inline && !rt.is_constexpr && rt.instance_of.is_none();
            let s = if undefined {
                format!("___device__(extern  __no_sc__) {}{};", self.inline_attrs(m), self.p.type_str(ft.ret, &declarator))
            } else {
                format!("___device__(static  __no_sc__) {}{}{};", self.method_inline(m), self.inline_attrs(m), self.p.type_str(ft.ret, &declarator))
            };
            self.push(&s);
        }
    }

    fn method_definition(&mut self, m: EntityId) {
        let declared_inline = self.p.routine(m).is_some_and(|r| r.is_inline || r.is_constexpr || r.is_forceinline);
        let in_class = self.defined_in_class(m, 0) || declared_inline;
        let saved = core::mem::replace(&mut self.in_class_body, in_class);
        self.method_definition_inner(m);
        self.in_class_body = saved;
    }

    /// A member function whose definition is written in its class (for an
    /// instance: its pattern's).
    fn defined_in_class(&self, m: EntityId, depth: u32) -> bool {
        let Some(rt) = self.p.routine(m) else { return false };
        let parent = self.p.entity(m).and_then(|e| e.parent).and_then(|p| self.p.entity(p));
        if let (Some(EntityKind::Class(ci)), Some(d)) = (parent.map(|p| &p.kind), rt.definition) {
            if ci.member_decls.contains(&d) {
                return true;
            }
        }
        match rt.instance_of {
            Some((pat, _)) if depth < 4 && pat != m => self.defined_in_class(pat, depth + 1),
            _ => false,
        }
    }

    fn method_definition_inner(&mut self, m: EntityId) {
        if self.il().implicit_members.contains(&m) {
            self.implicit_definitions(m);
            return;
        }
        if self.is_ctor(m) {
            let saved = self.this_class;
            self.this_class = self.p.entity(m).and_then(|e| e.parent);
            // A constructor's (or destructor's) `this` is not const.
            let saved_const = core::mem::replace(&mut self.this_const, false);
            self.ctor_definitions(m);
            self.this_const = saved_const;
            self.this_class = saved;
            return;
        }
        let Some(rt) = self.p.routine(m) else { return };
        let Some(body) = rt.body else { return };
        let ret = self.ret_type(m);
        self.ret_ty = Some(ret);
        self.this_const = matches!(self.il().ty(self.il().canonical(rt.ty)), TypeKind::Function(ft) if ft.quals.is_const);
        let pos = self.def_pos(m);
        let is_static = rt.is_static_member;
        if !is_static {
            self.p.out.newline();
            self.push("__asm__(\".align 2\");");
        }
        self.mark(pos);
        let head = self.p.type_str(ret, &format!("{}(", self.routine_name(m)));
        let inl = self.method_inline(m);
        self.push(&format!("___device__(static  __no_sc__) {}{}", inl, self.inline_attrs(m)));
        self.push(&head);
        if !is_static {
            let this_ty = self.method_this_type(m);
            self.push(&format!(" {} this", this_ty));
        } else if rt.params.is_empty() {
            self.push("void");
        }
        for (i, p) in rt.params.clone().into_iter().enumerate() {
            if !is_static || i > 0 {
                self.push(", ");
            }
            let Some(pe) = self.p.entity(p) else { continue };
            let ty = self.p.variable(p).map_or(TypeId(0), |v| v.ty);
            // An unnamed parameter is named `__T<n>`, written inline.
            if pe.name.is_empty() {
                let n = self.p.fresh_temp();
                self.p.param_names.push((p, n.clone()));
                let s = format!(" {}", self.p.type_str(ty, &n));
                self.push(&s);
                continue;
            }
            self.mark(pe.pos);
            let s = self.p.type_str(ty, &pe.name);
            self.push(&s);
        }
        self.push("){");
        let StmtKind::Block(items) = &body.kind else { return };
        let saved = self.this_class;
        self.this_class = self.p.entity(m).and_then(|e| e.parent);
        self.mark(body.pos);
        self.push("{");
        self.block_contents(items);
        let void_ret = matches!(self.il().ty(self.il().canonical(ret)), TypeKind::Void);
        let ends_in_return = matches!(items.last().map(|s| &s.kind), Some(StmtKind::Return(..)));
        if void_ret && !ends_in_return && !core::mem::take(&mut self.dtor_tail) {
            if items.is_empty() {
                self.mark(body.pos);
            } else {
                self.push(" ");
            }
        }
        self.this_class = saved;
        let end = super::printer::block_end(self.il(), body.pos).unwrap_or(body.pos);
        self.mark(end);
        self.push("}}");
    }

    /// `__inline__ ` for a member function defined in its class or
    /// declared `inline`; one defined outside is an ordinary function.
    /// `noinline` / `always_inline` (cicc's order), written as GNU
    /// attributes or `__forceinline__`; an instance has its template's.
    fn inline_attrs(&self, r: EntityId) -> String {
        let mut s = String::new();
        let Some(rt) = self.p.routine(r) else { return s };
        let pattern = rt.instance_of.as_ref().map(|(p, _)| *p).filter(|p| *p != r);
        let has = |n: &str| {
            self.p.entity(r).is_some_and(|e| has_attr(e, n)) || pattern.and_then(|p| self.p.entity(p)).is_some_and(|e| has_attr(e, n))
        };
        let pat = pattern.and_then(|p| self.p.routine(p));
        if rt.is_noinline || pat.is_some_and(|p| p.is_noinline) || has("noinline") {
            s.push_str("__attribute__((__noinline__)) ");
        }
        if rt.is_forceinline || pat.is_some_and(|p| p.is_forceinline) || has("always_inline") {
            s.push_str("__attribute__((__always_inline__)) ");
        }
        // An implicitly declared member cannot throw.
        if self.il().implicit_members.contains(&r) {
            s.push_str("__attribute__((__nothrow__)) ");
        }
        s
    }

    fn method_inline(&self, m: EntityId) -> &'static str {
        let Some(ent) = self.p.entity(m) else { return "__inline__ " };
        let inline = self.p.routine(m).map_or(true, |r| r.is_inline || r.is_constexpr || r.instance_of.is_some());
        let in_class = ent.parent.and_then(|p| self.p.entity(p)).map_or(true, |pe| match (&pe.kind, self.p.routine(m).and_then(|r| r.definition)) {
            (EntityKind::Class(ci), Some(d)) => ci.member_decls.contains(&d),
            _ => true,
        });
        // Members of class template instances are instantiated inline.
        let templ = ent.parent.is_some_and(|p| self.il().class_instances.contains_key(&p));
        if inline || in_class || templ {
            "__inline__ "
        } else {
            ""
        }
    }

    /// A returned class object that cicc copies through a pointer cast
    /// (`((*(struct C *)&c))`): one the return moves from (a local or a
    /// by-value parameter) when its class declares a constructor, so the
    /// copy is a constructor call EDG lowered to a bitwise copy; or a named
    /// const object (a `const C &` parameter: the cast drops the `const`,
    /// and the reference is already a pointer). Gives the class as written
    /// and whether the name is a reference.
    fn returned_through_pointer(&self, x: &Expr) -> Option<(String, bool)> {
        let ExprKind::Name(v) = &x.kind else { return None };
        let var = self.p.variable(*v)?;
        if !(var.is_local || var.is_param) || var.storage == StorageClass::Static {
            return None;
        }
        let il = self.il();
        let by_ref = self.is_ref_type(var.ty);
        let obj = match il.ty(il.canonical(var.ty)) {
            TypeKind::LvalueRef(t) | TypeKind::RvalueRef(t) => *t,
            _ => var.ty,
        };
        let TypeKind::Class(c) = il.ty(il.canonical(obj)) else { return None };
        let declares_ctor = match il.entities.get(c.0 as usize).map(|e| &e.kind) {
            Some(EntityKind::Class(ci)) => ci.members.iter().any(|m| self.p.routine(*m).is_some_and(|r| r.special == SpecialMember::Constructor)),
            _ => false,
        };
        let is_const = il.quals_of(obj).is_const;
        if !(is_const || (!by_ref && declares_ctor)) {
            return None;
        }
        Some((String::from(self.p.type_str(il.canonical(obj), "").trim_start_matches("const ")), by_ref))
    }

    /// The temporary holding a class-typed call result whose data member
    /// is read (`f().x`), declared after the block's locals.
    fn call_result_temp(&mut self, base: &Expr, arrow: bool) -> Option<String> {
        let b = strip_implicit(base);
        if arrow || b.lvalue || !self.p.is_class_type(b.ty) || !matches!(b.kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. } | ExprKind::Construct { .. } | ExprKind::Cast { kind: CastKind::Functional | CastKind::CStyle | CastKind::Static, .. }) {
            return None;
        }
        self.late_temp(b.ty)
    }

    /// A member call `base.member(…)` / `base->member(…)` dispatched through
    /// the vtable (through a pointer or a reference): the callee and the
    /// object pointer (made const for a const member function).
    #[inline(never)]
    fn virtual_member_call(&self, base: &'a Expr<'a>, arrow: bool, member: EntityId, this_text: &str) -> Option<(String, String)> {
        let b = strip_implicit(base);
        let through_ref = matches!(b.kind, ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. }
            if self.p.variable(id).map_or(false, |v| (v.is_local || v.is_param) && self.is_ref_type(v.ty)));
        let indirect = arrow || through_ref || matches!(b.kind, ExprKind::Unary(UnaryOp::Deref, _));
        if !indirect {
            return None;
        }
        self.virtual_callee(member, "")?;
        // (`this_arg` made the pointer const for a const member function.)
        let this_text = String::from(this_text);
        let v = self.virtual_callee(member, &this_text)?;
        Some((v, this_text))
    }

    /// The callee of a virtual call of `member` on the object `obj` (a
    /// pointer): the function pointer in its vtable slot,
    /// `(*((float (**)(const struct S *const))((obj->__vptr) + 0)))`.
    #[inline(never)]
    fn virtual_callee(&self, member: EntityId, obj: &str) -> Option<String> {
        let rt = self.p.routine(member)?;
        if !rt.is_virtual || rt.is_static_member {
            return None;
        }
        let class = self.p.entity(member)?.parent?;
        if !self.is_dynamic(class, 0) {
            return None;
        }
        let slot = self.vtable_slots(class, 0).iter().position(|(f, deleting)| *f == Some(member) && !deleting)?;
        let TypeKind::Function(ft) = self.il().ty(rt.ty) else { return None };
        let mut params = alloc::vec![self.method_this_type(member)];
        params.extend(ft.params.iter().map(|t| self.p.type_str(*t, "")));
        // (A destructor returns nothing, whatever the IL's type says.)
        let ret = if rt.special == SpecialMember::Destructor { self.il().types.iter().position(|t| matches!(t, TypeKind::Void)).map_or(ft.ret, |i| TypeId(i as u32)) } else { ft.ret };
        let fnptr = self.p.type_str(ret, &format!("(**)({})", params.join(", ")));
        let vptr = self.vptr_lvalue(class, obj);
        Some(format!("(*(({})({} + {})))", fnptr, vptr, slot))
    }

    /// The vtable pointer of the object of dynamic class `class` that `obj`
    /// points to: the primary bases' (the first one's own),
    /// `(((obj->__b_4Rect).__b_5Shape).__vptr)`.
    fn vptr_lvalue(&self, class: EntityId, obj: &str) -> String {
        let mut chain = Vec::new();
        let mut c = class;
        for _ in 0..32 {
            match self.primary_base(c) {
                Some(b) => {
                    chain.push(b);
                    c = b;
                }
                None => break,
            }
        }
        if chain.is_empty() {
            return format!("({}->__vptr)", obj);
        }
        // A base laid out flat is reached through its subobject type at
        // its first field (`(*(struct __SO__1B *)&(this->__b_1B___vptr))`).
        let mut text = String::from(obj);
        let mut sep = "->";
        for b in &chain {
            let f = self.base_field_name(*b);
            text = if self.subobject_bases.contains(b) {
                format!("((*(struct {} *)&({}{}{}___vptr)))", self.subobject_name(*b), text, sep, f)
            } else {
                format!("({}{}{})", text, sep, f)
            };
            sep = ".";
        }
        format!("({}.__vptr)", text)
    }

    /// ` (this->__vptr) = (_ZTV5Shape + 2);`: a constructor or destructor
    /// of a dynamic class sets the vtable pointer to its class's.
    fn vptr_store(&self, class: EntityId) -> Option<String> {
        if !self.is_dynamic(class, 0) {
            return None;
        }
        let (vt, _) = self.vtable(class);
        Some(format!("{} = ({} + 2);", self.vptr_lvalue(class, "this"), vt))
    }

    /// A destructor with a deleting variant (`D0`) in its class's vtable.
    fn has_deleting_dtor(&self, m: EntityId) -> bool {
        let Some(class) = self.p.entity(m).and_then(|e| e.parent) else { return false };
        self.p.routine(m).is_some_and(|r| r.special == SpecialMember::Destructor) && self.is_dynamic(class, 0) && self.vtable_slots(class, 0).iter().any(|(f, del)| *del && *f == Some(m))
    }

    /// The complete-object (`C1`) and base-object (`C2`) constructor names.
    fn ctor_names(&self, c: EntityId) -> (String, String) {
        let m = self.p.mangled(c);
        if self.p.routine(c).is_some_and(|r| r.special == SpecialMember::Destructor) {
            let d1 = if m.contains("D1E") { m.clone() } else { m.replacen("D2E", "D1E", 1) };
            let d2 = d1.replacen("D1E", "D2E", 1);
            return (d1, d2);
        }
        let c1 = if m.contains("C1E") { m.clone() } else { m.replacen("C2E", "C1E", 1) };
        let c2 = c1.replacen("C1E", "C2E", 1);
        (c1, c2)
    }

    fn this_type(&self, c: EntityId) -> String {
        let parent = self.p.entity(c).and_then(|e| e.parent);
        let name = parent.map(|p| self.p.device_type_name(p)).unwrap_or_default();
        format!("struct {} *const", name)
    }

    /// The non-virtual base classes leading from class `from` to the class
    /// `to` (empty when they are the same; `None` when `to` is no base).
    fn base_path(&self, from: EntityId, to: EntityId) -> Option<Vec<EntityId>> {
        fn walk(il: &Il, from: EntityId, to: EntityId, out: &mut Vec<EntityId>, depth: u32) -> bool {
            if from == to {
                return true;
            }
            if depth > 32 {
                return false;
            }
            for b in il.class_bases.get(&from).map(|v| v.as_slice()).unwrap_or(&[]) {
                let Some(bc) = b.class.filter(|_| !b.is_virtual) else { continue };
                out.push(bc);
                if walk(il, bc, to, out, depth + 1) {
                    return true;
                }
                out.pop();
            }
            false
        }
        let mut out = Vec::new();
        walk(self.il(), from, to, &mut out, 0).then_some(out)
    }

    /// The field that holds a base-class subobject: `__b_` and the base's
    /// mangled name (`__b_5Shape`).
    fn base_field_name(&self, b: EntityId) -> String {
        let n = self.p.device_type_name(b);
        let m = match n.strip_prefix("_Z") {
            Some(rest) => String::from(rest),
            None => format!("{}{}", n.len(), n),
        };
        format!("__b_{}", m)
    }

    /// The type of the temporary holding an argument: the parameter's, but
    /// written as the argument's when that is the same type (a typedef
    /// parameter given a `signed int` argument holds a `signed int`).
    fn arg_temp_type(&self, a: &Expr, param: Option<TypeId>) -> TypeId {
        let il = self.il();
        let Some(p) = param else { return a.ty };
        if self.is_ref_type(p) {
            return p;
        }
        let mut x = a;
        for _ in 0..16 {
            match &x.kind {
                ExprKind::Cast { kind: CastKind::Implicit, expr, .. } if il.canonical(expr.ty) == il.canonical(x.ty) => x = expr,
                _ => break,
            }
        }
        let plain = |t: TypeId| matches!(il.ty(il.canonical(t)), TypeKind::Int(_) | TypeKind::Float(_));
        if plain(p) && il.canonical(x.ty) == il.canonical(p) && il.quals_of(x.ty) == il.quals_of(p) {
            x.ty
        } else {
            p
        }
    }

    /// The class a member access names its member in: the class of the
    /// object (through a pointer for `->`).
    fn object_class(&self, base: &Expr, arrow: bool) -> Option<EntityId> {
        let il = self.il();
        let unqual = |t: TypeId| {
            let t = il.canonical(t);
            match il.ty(t) {
                TypeKind::Qualified(x, _) => il.canonical(*x),
                _ => t,
            }
        };
        let mut t = unqual(base.ty);
        if arrow {
            if let TypeKind::Pointer(x) = il.ty(t) {
                t = unqual(*x);
            }
        }
        if let TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) = il.ty(t) {
            t = unqual(*x);
        }
        keep::class_of(il, t)
    }

    /// The base subobjects between an object of class `from` and the class
    /// declaring `member` (a member inherited from a base).
    fn member_bases(&self, from: Option<EntityId>, member: EntityId) -> Vec<EntityId> {
        let owner = self.p.entity(member).and_then(|m| m.parent);
        match (from, owner) {
            (Some(f), Some(o)) if f != o => self.base_path(f, o).unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// `expr` (a pointer to a derived class) converted to the pointer type
    /// `to` to a base: the base subobject's address.
    /// (Out of line: `expr_body` recurses, its frame stays small.)
    #[inline(never)]
    fn base_pointer(&mut self, expr: &'a Expr<'a>, to: TypeId) -> bool {
        let Some(addr) = self.base_address(expr, true, to) else { return false };
        self.qualified_base_address(&addr, to, false);
        true
    }

    /// The class a pointer (`pointer`) or an object or reference type `t`
    /// designates.
    fn designated_class(&self, t: TypeId, pointer: bool) -> Option<EntityId> {
        let il = self.il();
        let mut t = il.canonical(t);
        if let TypeKind::Qualified(x, _) = il.ty(t) {
            t = il.canonical(*x);
        }
        t = match il.ty(t) {
            TypeKind::Pointer(x) if pointer => il.canonical(*x),
            TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) if !pointer => il.canonical(*x),
            _ if pointer => return None,
            _ => t,
        };
        if let TypeKind::Qualified(x, _) = il.ty(t) {
            t = il.canonical(*x);
        }
        match il.ty(t) {
            TypeKind::Class(c) => Some(*c),
            _ => None,
        }
    }

    /// The address of the base subobject that `x` (a pointer to a derived
    /// class for `pointer`, else a derived object) converted to `to` (a
    /// pointer or reference to the base) designates, unqualified:
    /// `(&(p->__b_1A))`, `(((struct E *)&o))`, and for a pointer that may
    /// be null, a base at a nonzero offset is
    /// `((p) ? (&(p->__b_1B)) : ((struct B *)0LL))`.
    fn base_address(&mut self, x: &'a Expr<'a>, pointer: bool, to: TypeId) -> Option<String> {
        let (d, b) = (self.designated_class(x.ty, pointer)?, self.designated_class(to, pointer)?);
        if d == b {
            return None;
        }
        let path = self.base_path(d, b)?;
        if path.is_empty() {
            return None;
        }
        let x = strip_implicit(x);
        let (start, nullable) = if pointer {
            match &x.kind {
                ExprKind::Unary(UnaryOp::AddrOf, o) => (self.base_start(strip_implicit(o), false).0, false),
                ExprKind::This => (BaseObj::Ptr(String::from("this")), false),
                _ => (self.base_start(x, true).0, matches!(x.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Member { .. })),
            }
        } else {
            let deref = matches!(&x.kind, ExprKind::Unary(UnaryOp::Deref, p) if matches!(strip_implicit(p).kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Member { .. }));
            (self.base_start(x, false).0, deref)
        };
        let ptr_text = match &start {
            BaseObj::Ptr(p) => Some(p.clone()),
            _ => None,
        };
        let mut nonzero = false;
        let mut c = d;
        for s in &path {
            nonzero |= self.base_offset_nonzero(c, *s);
            c = *s;
        }
        let addr = self.to_base(start, &path).address();
        match ptr_text {
            Some(p) if nullable && nonzero => Some(format!("(({}) ? {} : ((struct {} *)0LL))", p, addr, self.p.device_type_name(b))),
            _ => Some(addr),
        }
    }

    /// A base subobject's address converted to the pointer type `to`: cast
    /// when `to` adds qualifiers to the base.
    fn qualified_base_address(&mut self, addr: &str, to: TypeId, paren: bool) {
        let il = self.il();
        let pointee = match il.ty(il.canonical(to)) {
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => Some(*x),
            _ => None,
        };
        if pointee.is_some_and(|p| il.quals_of(p).any()) {
            let ts = match il.ty(il.canonical(to)) {
                TypeKind::Pointer(_) => self.p.type_str(to, ""),
                _ => self.p.type_str(pointee.unwrap_or(to), "*"),
            };
            if paren {
                self.push(&format!("(({}){})", ts, addr));
            } else {
                self.push(&format!("({}){}", ts, addr));
            }
        } else if paren {
            self.push(addr);
        } else {
            // (The operand's parentheses are the caller's.)
            self.push(addr.strip_prefix('(').and_then(|a| a.strip_suffix(')')).unwrap_or(addr));
        }
    }

    /// Whether the base class `b` is held in a `__b_<b>` field of its
    /// derived classes (an empty base, or one laid out flat through its
    /// subobject type, is reached by a pointer cast instead).
    fn base_in_field(&self, b: EntityId) -> bool {
        !self.is_empty_class(b, 0) && !self.subobject_bases.contains(&b)
    }

    /// Whether the base class `b` of `d` lies at a nonzero offset in it
    /// (after the vtable pointer or another base with data).
    fn base_offset_nonzero(&self, d: EntityId, b: EntityId) -> bool {
        if !self.base_in_field(b) {
            return false;
        }
        if self.is_dynamic(d, 0) && self.primary_base(d).is_none() {
            return true;
        }
        let first = self.il().class_bases.get(&d).and_then(|v| v.iter().filter(|x| !x.is_virtual).filter_map(|x| x.class).find(|x| self.base_in_field(*x)));
        first != Some(b)
    }

    /// An object (`start`, of class `from`) converted along `path` to a
    /// base class: a field `(o.__b_1A)` for a base held in one, a cast
    /// `((struct E *)&o)` for the others.
    fn to_base(&self, start: BaseObj, path: &[EntityId]) -> BaseObj {
        let mut cur = start;
        for b in path {
            if self.base_in_field(*b) {
                let f = self.base_field_name(*b);
                cur = BaseObj::Lval(match cur {
                    BaseObj::Lval(l) => format!("({}.{})", l, f),
                    BaseObj::Deref(p) | BaseObj::Ptr(p) => format!("({}->{})", p, f),
                });
            } else {
                let ts = format!("struct {} *", self.p.device_type_name(*b));
                cur = match cur {
                    BaseObj::Lval(l) => BaseObj::Deref(format!("(({})&{})", ts, l)),
                    BaseObj::Deref(p) => BaseObj::Deref(format!("(({}){})", ts, p)),
                    BaseObj::Ptr(p) => BaseObj::Ptr(format!("(({}){})", ts, p)),
                };
            }
        }
        cur
    }

    /// Whether `path` converts through a pointer cast (which drops the
    /// object's qualifiers: `((struct E *)this)` in a const member).
    fn path_casts(&self, path: &[EntityId]) -> bool {
        path.iter().any(|b| !self.base_in_field(*b))
    }

    /// The start of a base conversion of the object `b` denotes (through a
    /// pointer for `arrow`): a pointer for `->`, `this`, a reference
    /// variable or `*p`; the object itself otherwise. The second value
    /// tells whether the object is const.
    fn base_start(&mut self, b: &'a Expr<'a>, arrow: bool) -> (BaseObj, bool) {
        let il = self.il();
        if matches!(b.kind, ExprKind::This) {
            return (BaseObj::Ptr(String::from("this")), self.this_const);
        }
        if arrow {
            let c = self.pointee(b.ty).is_some_and(|t| il.quals_of(t).is_const);
            let saved = core::mem::take(&mut self.p.out.s);
            self.expr(b, DCtx::Operand);
            return (BaseObj::Ptr(core::mem::replace(&mut self.p.out.s, saved)), c);
        }
        if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &b.kind {
            let referred = self.p.variable(*id).filter(|v| v.is_local || v.is_param).and_then(|v| match il.ty(il.canonical(v.ty)) {
                TypeKind::LvalueRef(t) | TypeKind::RvalueRef(t) => Some(*t),
                _ => None,
            });
            if let Some(t) = referred {
                return (BaseObj::Ptr(self.local_name(*id)), il.quals_of(t).is_const);
            }
        }
        if let ExprKind::Unary(UnaryOp::Deref, p) = &b.kind {
            let c = self.pointee(p.ty).is_some_and(|t| il.quals_of(t).is_const);
            let saved = core::mem::take(&mut self.p.out.s);
            self.expr(p, DCtx::Operand);
            return (BaseObj::Ptr(core::mem::replace(&mut self.p.out.s, saved)), c);
        }
        let c = self.lvalue_quals(b).is_const;
        let saved = core::mem::take(&mut self.p.out.s);
        self.expr(b, DCtx::Operand);
        (BaseObj::Lval(core::mem::replace(&mut self.p.out.s, saved)), c)
    }

    /// The object argument of a call of `member` (a const member function
    /// for `is_const`) on an object reached along `path`:
    /// `(&(d.__b_1A))`, `(((const struct E *)((struct E *)&f)))`,
    /// `((const struct A *)p)`.
    fn base_this_text(&self, start: BaseObj, obj_const: bool, path: &[EntityId], is_const: bool, member: EntityId) -> String {
        let from_object = matches!(start, BaseObj::Lval(_));
        let obj_const = obj_const && !self.path_casts(path);
        let cur = self.to_base(start, path);
        let needs_const = is_const && !obj_const;
        let cls = self.this_type(member);
        let cls = cls.trim_end_matches(" *const");
        match (from_object, needs_const) {
            (true, true) => format!("(((const {} *){}))", cls, cur.address_bare()),
            (false, true) => format!("((const {} *){})", cls, cur.address()),
            _ => cur.address(),
        }
    }

    /// `((obj->__b_5Base).__b_4Next)`: an object expression's text extended
    /// by the base subobjects on `path` (`sep` joins the first one).
    fn through_bases(&self, obj: &str, sep: &str, path: &[EntityId]) -> (String, &'static str) {
        let mut text = String::from(obj);
        let mut sep = sep;
        for b in path {
            text = format!("({}{}{})", text, sep, self.base_field_name(*b));
            sep = ".";
        }
        (text, if path.is_empty() { "" } else { "." })
    }

    fn ctor_definitions(&mut self, c: EntityId) {
        let Some(rt) = self.p.routine(c) else { return };
        let Some(body) = rt.body else { return };
        let (c1, c2) = self.ctor_names(c);
        let this_ty = self.this_type(c);
        let pos = self.def_pos(c);
        self.p.out.newline();
        self.push("__asm__(\".align 2\");");
        self.mark(pos);
        let inl = self.method_inline(c);
        self.push(&format!("___device__(static  __no_sc__) {}{}void {}( {} this", inl, self.inline_attrs(c), c1, this_ty));
        let params = rt.params.clone();
        for p in &params {
            self.push(", ");
            let Some(pe) = self.p.entity(*p) else { continue };
            let ty = self.p.variable(*p).map_or(TypeId(0), |v| v.ty);
            self.mark(pe.pos);
            let s = self.p.type_str(ty, &pe.name);
            self.push(&s);
        }
        self.push("){");
        self.mark(body.pos);
        self.push("{");
        let class = self.p.entity(c).and_then(|e| e.parent);
        let is_dtor = self.p.routine(c).is_some_and(|r| r.special == SpecialMember::Destructor);
        // A destructor first sets the vtable pointer to its class's.
        if let (true, Some(store)) = (is_dtor, class.and_then(|k| self.vptr_store(k))) {
            self.mark(body.pos);
            self.push(&store);
        }
        // A constructor sets it after building its bases (on their line;
        // on a line of its own when no base constructor runs).
        let mut vptr_pending = if is_dtor { None } else { class.and_then(|k| self.vptr_store(k)) };
        let after_brace = self.p.out.s.len();
        // Member initializers become assignments through `this`; a base or
        // a member of class type with a constructor runs it in place (a
        // base its base-object constructor).
        let inits = self.il().ctor_inits(c).unwrap_or_else(|| rt.mem_inits.iter().map(CtorInit::Written).collect());
        for init in inits {
            let base_init = match &init {
                CtorInit::Written(mi) => matches!(self.p.entity(mi.member).map(|x| &x.kind), Some(EntityKind::Class(_))),
                CtorInit::Default { is_base, .. } => *is_base,
                CtorInit::MemberDefault { .. } => false,
            };
            if !base_init {
                if let Some(store) = vptr_pending.take() {
                    self.vptr_after_bases(&store, after_brace, body.pos);
                }
            }
            let mi = match init {
                CtorInit::Written(mi) => mi,
                // A base or member not written: its default constructor.
                CtorInit::Default { member, class, ctor, is_base } => {
                    if self.p.routine(ctor).is_some_and(|r| r.body.is_some()) {
                        self.mark(body.pos);
                        let (k1, k2) = self.ctor_names(ctor);
                        let obj = if is_base {
                            self.to_base(BaseObj::Ptr(String::from("this")), &[class]).address()
                        } else {
                            format!("(&(this->{}))", self.p.entity(member).map(|x| x.name.clone()).unwrap_or_default())
                        };
                        self.ctor_call(if is_base { &k2 } else { &k1 }, ctor, &obj, &[]);
                        self.push(";");
                    }
                    continue;
                }
                // A member's default initializer, assigned.
                CtorInit::MemberDefault { field, init } => {
                    let e = match init {
                        Init::Assign(e) => Some(e),
                        Init::Paren([e]) => Some(*e),
                        Init::List([Init::Assign(e)], _) => Some(*e),
                        _ => None,
                    };
                    let name = self.p.entity(field).map(|x| (x.name.clone(), x.pos));
                    if let (Some(e), Some((name, pos))) = (e, name) {
                        if keep::class_of(self.il(), e.ty).is_none() {
                            self.mark(if pos.line == 0 { body.pos } else { pos });
                            self.push(&format!("(this->{}) = ", name));
                            self.expr(e, DCtx::Operand);
                            self.push(";");
                        }
                    }
                    continue;
                }
            };
            let Some(m) = self.p.entity(mi.member) else { continue };
            let name = m.name.clone();
            self.mark(if mi.pos.line == 0 { body.pos } else { mi.pos });
            let (class, is_base) = match &m.kind {
                EntityKind::Class(_) => (Some(mi.member), true),
                EntityKind::Field(f) => match self.il().ty(self.il().canonical(f.ty)) {
                    TypeKind::Class(c) => (Some(*c), false),
                    _ => (None, false),
                },
                _ => (None, false),
            };
            let ctor = class.and_then(|c| keep::constructor_for_args(self.il(), c, mi.args));
            if let (Some(c), Some(ctor)) = (class, ctor) {
                // One argument converted to the member's class is that
                // conversion's constructor argument.
                let args: &'a [&'a Expr<'a>] = match mi.args {
                    [x] => match (self.construction(x), &x.kind) {
                        (Some((_, _, inner)), _) if keep::class_of(self.il(), x.ty) == Some(c) => inner,
                        (_, ExprKind::Cast { kind: CastKind::Implicit, expr, .. })
                            if keep::class_of(self.il(), x.ty) == Some(c) && keep::class_of(self.il(), expr.ty).is_none() =>
                        {
                            core::slice::from_ref(self.il().arena.alloc(*expr))
                        }
                        _ => mi.args,
                    },
                    _ => mi.args,
                };
                let (c1, c2) = self.ctor_names(ctor);
                let obj = if is_base { self.to_base(BaseObj::Ptr(String::from("this")), &[c]).address() } else { format!("(&(this->{}))", name) };
                self.ctor_call(if is_base { &c2 } else { &c1 }, ctor, &obj, args);
                self.push(";");
                continue;
            }
            if is_base {
                continue;
            }
            self.push(&format!("(this->{}) = ", name));
            if let Some(a) = mi.args.first() {
                self.expr(a, DCtx::Operand);
            }
            self.push(";");
        }
        if let Some(store) = vptr_pending.take() {
            self.vptr_after_bases(&store, after_brace, body.pos);
        }
        if let StmtKind::Block(items) = &body.kind {
            self.block_contents(items);
        }
        self.push(" ");
        let end = super::printer::block_end(self.il(), body.pos).unwrap_or(body.pos);
        self.mark(end);
        self.push("}}");
        // The deleting destructor destroys, then frees the object.
        if self.has_deleting_dtor(c) {
            let size = class.and_then(|k| match self.p.entity(k).map(|x| &x.kind) {
                Some(EntityKind::Class(ci)) => Some(ci.size),
                _ => None,
            });
            self.p.out.newline();
            self.push("__asm__(\".align 2\");");
            self.p.out.newline();
            let d0 = c1.replacen("D1E", "D0E", 1);
            self.push(&format!("___device__(static  __no_sc__) {}void {}( {} this){{ {{  {}(this); _ZdlPvm(((void *)this), {}UL);  }}}}", inl, d0, this_ty, c1, size.unwrap_or(0)));
        }
        // The base-object constructor forwards to the complete one.
        self.p.out.newline();
        self.push("__asm__(\".align 2\");");
        self.p.out.newline();
        let mut decl = format!("___device__(static  __no_sc__) {}void {}( {} this", inl, c2, this_ty);
        let mut names = Vec::new();
        if let Some(TypeKind::Function(ft)) = self.p.routine(c).map(|r| self.il().ty(r.ty)).cloned() {
            for t in &ft.params {
                let n = self.p.fresh_temp();
                decl.push_str(&format!(",  {}", self.p.type_str(*t, &n)));
                names.push(n);
            }
        }
        decl.push_str(&format!("){{ {{  {}(this", c1));
        for n in &names {
            decl.push_str(&format!(", {}", n));
        }
        decl.push_str(");  }}");
        self.push(&decl);
    }

    /// A constructor's vtable pointer store: after the base constructors
    /// on their line, on a marked line of its own when none was written
    /// since the body's `{` (at `after_brace`).
    fn vptr_after_bases(&mut self, store: &str, after_brace: usize, pos: Pos) {
        if self.p.out.s.len() == after_brace {
            self.mark(pos);
        } else {
            self.push(" ");
        }
        self.push(store);
    }

    /// An implicitly declared constructor or destructor (see `implicit`),
    /// written on one line each: the constructor runs the bases' (and
    /// class members') constructors and sets the vtable pointer; the
    /// destructor sets it, then runs the members' and bases' destructors
    /// in a block; then the deleting destructor and the base-object
    /// variant, as for written ones.
    fn implicit_definitions(&mut self, m: EntityId) {
        let Some(class) = self.p.entity(m).and_then(|e| e.parent) else { return };
        let is_dtor = self.p.routine(m).is_some_and(|r| r.special == SpecialMember::Destructor);
        let (c1, c2) = self.ctor_names(m);
        let this_ty = self.this_type(m);
        let inl = self.method_inline(m);
        let mut stmts: Vec<String> = Vec::new();
        let bases: Vec<EntityId> = self.il().class_bases.get(&class).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
        let fields: Vec<(EntityId, String)> = match self.p.entity(class).map(|x| &x.kind) {
            Some(EntityKind::Class(ci)) => ci
                .members
                .iter()
                .filter_map(|f| match self.p.entity(*f).map(|x| (&x.kind, x.name.clone())) {
                    Some((EntityKind::Field(fi), n)) => match self.il().ty(self.il().canonical(fi.ty)) {
                        TypeKind::Class(k) => Some((*k, n)),
                        _ => None,
                    },
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        if is_dtor {
            if let Some(store) = self.vptr_store(class) {
                stmts.push(store);
            }
            // Members in reverse order, then the bases in reverse order.
            let mut calls = Vec::new();
            for (k, n) in fields.iter().rev() {
                if let Some(d) = keep::destructor_of(self.il(), *k) {
                    calls.push(format!("{}((&(this->{})));", self.ctor_names(d).0, n));
                }
            }
            for b in bases.iter().rev() {
                if let Some(d) = keep::destructor_of(self.il(), *b) {
                    calls.push(format!("{}({});", self.ctor_names(d).1, self.to_base(BaseObj::Ptr(String::from("this")), &[*b]).address()));
                }
            }
            if !calls.is_empty() {
                stmts.push(format!("{{ {} }}", calls.join(" ")));
            }
        } else {
            for b in &bases {
                if let Some(k) = self.il().default_constructor(*b) {
                    stmts.push(format!("{}({});", self.ctor_names(k).1, self.to_base(BaseObj::Ptr(String::from("this")), &[*b]).address()));
                }
            }
            if let Some(store) = self.vptr_store(class) {
                stmts.push(store);
            }
            for (k, n) in &fields {
                if let Some(c) = self.il().default_constructor(*k) {
                    stmts.push(format!("{}((&(this->{})));", self.ctor_names(c).0, n));
                }
            }
        }
        let pos = self.def_pos(m);
        self.p.out.newline();
        self.push("__asm__(\".align 2\");");
        self.mark(pos);
        self.push(&format!("___device__(static  __no_sc__) {}{}void {}( {} this){{ {{  {}  }}}}", inl, self.inline_attrs(m), c1, this_ty, stmts.join(" ")));
        if self.has_deleting_dtor(m) {
            let size = match self.p.entity(class).map(|x| &x.kind) {
                Some(EntityKind::Class(ci)) => ci.size,
                _ => 0,
            };
            self.p.out.newline();
            self.push("__asm__(\".align 2\");");
            self.p.out.newline();
            let d0 = c1.replacen("D1E", "D0E", 1);
            self.push(&format!("___device__(static  __no_sc__) {}void {}( {} this){{ {{  {}(this); _ZdlPvm(((void *)this), {}UL);  }}}}", inl, d0, this_ty, c1, size));
        }
        self.p.out.newline();
        self.push("__asm__(\".align 2\");");
        self.p.out.newline();
        self.push(&format!("___device__(static  __no_sc__) {}void {}( {} this){{ {{  {}(this);  }}}}", inl, c2, this_ty, c1));
    }

    /// The kept device routines (kernels, `__device__`, `__host__
    /// __device__`, member functions) and device variables, in cicc's order.
    fn collect(&mut self) {
        let il = self.il();
        let keep = keep::mark(il, self.p.opts);
        let relaxed = self.p.opts.relaxed_constexpr;
        let printed = |r: EntityId| {
            let Some(ent) = il.entities.get(r.0 as usize) else { return false };
            let EntityKind::Routine(rt) = &ent.kind else { return false };
            // With --expt-relaxed-constexpr, constexpr functions are
            // callable from device code too.
            let on_device = rt.exec_space.runs_on_device() || (rt.is_constexpr && relaxed && rt.body.is_some());
            // A pure virtual function without a body is only a null
            // vtable slot: a virtual call names no routine.
            let pure = rt.body.is_none() && il.virt_specifiers.get(&r).is_some_and(|v| v.2);
            keep.kept(r) && on_device && rt.template_params.is_empty() && !pure
        };
        let routines: Vec<EntityId> = routine_order(il).into_iter().filter(|r| printed(*r)).collect();
        for r in &routines {
            if let Some(b) = self.p.routine(*r).and_then(|rt| rt.body) {
                let mut locals = LocalDecls::default();
                walk_stmt(il, b, &mut locals);
                for d in locals.0 {
                    if let Some(decl) = il.decls.get(d.0 as usize) {
                        self.local_owner.push((decl.entity, *r));
                    }
                }
            }
        }
        self.methods = routines
            .iter()
            .copied()
            .filter(|r| il.entities.get(r.0 as usize).and_then(|e| e.parent).map_or(false, |p| matches!(il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Class(_)))))
            .collect();
        self.routines = routines;
        let (_, vars) = cuda_entities(il);
        self.vars = vars.into_iter().filter(|v| keep.kept(*v)).collect();
        // Shared variables at file scope are device variables too.
        for (i, d) in il.decls.iter().enumerate() {
            if let Some(EntityKind::Variable(v)) = il.entities.get(d.entity.0 as usize).map(|e| &e.kind) {
                if v.is_local && (v.storage == StorageClass::Static || v.memory != MemorySpace::None) && !v.is_param {
                    let in_device = self.local_owner.iter().any(|(e, _)| *e == d.entity);
                    // A block-scope `extern` names the one namespace-scope
                    // variable, whichever instance of a template declares it.
                    let name = il.entities.get(d.entity.0 as usize).map_or("", |x| x.name.as_str());
                    let same_extern = v.storage == StorageClass::Extern
                        && self.local_statics.iter().any(|(e, _)| {
                            il.entities.get(e.0 as usize).map_or(false, |x| {
                                x.name == name && matches!(&x.kind, EntityKind::Variable(w) if w.storage == StorageClass::Extern)
                            })
                        });
                    // (A block-scope `extern` never named is not declared.)
                    let unnamed_extern = v.storage == StorageClass::Extern && !keep.kept(d.entity);
                    if in_device && !same_extern && !unnamed_extern && !self.local_statics.iter().any(|(e, _)| *e == d.entity) {
                        self.local_statics.push((d.entity, DeclId(i as u32)));
                    }
                } else if !v.is_local && !v.is_param && v.memory == MemorySpace::Shared && !self.vars.contains(&d.entity) && keep.kept(d.entity) {
                    self.vars.push(d.entity);
                }
            }
        }
        // `__func__` in device code: a static string named `__T<n>`. A
        // kept host routine's (`assert` in `main`) takes its number too,
        // though it is not printed.
        // They are numbered in the order they were made (parse order; a
        // template instance's body comes at the end of the unit).
        let mut found: Vec<(EntityId, bool, String)> = Vec::new();
        let all_kept: Vec<EntityId> = routine_order(il).into_iter().filter(|r| keep.kept(*r)).collect();
        for r in all_kept {
            let printed = self.routines.contains(&r);
            let Some(rt) = self.p.routine(r) else { continue };
            let Some(b) = rt.body else { continue };
            let fname = self.p.entity(r).map(|e| e.name.clone()).unwrap_or_default();
            let mut refs = Names(Vec::new(), if printed { None } else { Some(il) });
            walk_stmt(il, b, &mut refs);
            for id in refs.0 {
                let is_func = self.p.entity(id).map_or(false, |e| {
                    matches!(e.name.as_str(), "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__")
                        && matches!(e.kind, EntityKind::Variable(_))
                });
                if is_func && !found.iter().any(|(e, _, _)| *e == id) {
                    let text = il.function_name_text.get(&id).cloned().unwrap_or_else(|| fname.clone());
                    found.push((id, printed, text));
                }
            }
        }
        found.sort_by_key(|(e, _, _)| e.0);
        for (id, printed, text) in found {
            let t = self.p.fresh_temp();
            if printed {
                self.func_names.push((id, t, text));
            }
        }
        // Keep file order for variables (shared ones were appended).
        let index = &self.decl_index;
        let pos_of = |e: &EntityId| match index.get(e.0 as usize) {
            Some(v) => v.first().map_or(usize::MAX, |&i| i as usize),
            None => il.decls.iter().position(|d| d.entity == *e).unwrap_or(usize::MAX),
        };
        let ns_of = |e: &EntityId| il.entities.get(e.0 as usize).map_or(false, |x| x.parent.is_some());
        self.vars.sort_by_key(|e| (ns_of(e), pos_of(e)));
        self.keep = Some(keep);
    }

    /// The class, enum and typedef entities kept (builtins are the device
    /// runtime's), and the classes whose definitions are kept.
    fn used_types(&self) -> (BTreeSet<EntityId>, BTreeSet<EntityId>) {
        let mut used = BTreeSet::new();
        let mut complete = BTreeSet::new();
        let Some(keep) = &self.keep else { return (used, complete) };
        for (i, ent) in self.il().entities.iter().enumerate() {
            let e = EntityId(i as u32);
            if !keep.kept(e) || super::int_c::is_device_builtin(ent) || keep::in_template(self.il(), ent) {
                continue;
            }
            match &ent.kind {
                EntityKind::Class(ci) if ci.template_params.is_empty() => {
                    used.insert(e);
                    if keep.defined(e) {
                        complete.insert(e);
                    }
                }
                EntityKind::Enum(_) | EntityKind::Typedef(_) => {
                    used.insert(e);
                }
                _ => {}
            }
        }
        (used, complete)
    }

    fn routine_prefix(&self, r: EntityId, proto: bool) -> String {
        let Some(ent) = self.p.entity(r) else { return String::new() };
        let EntityKind::Routine(rt) = &ent.kind else { return String::new() };
        if rt.exec_space == ExecSpace::Global {
            let mut s = String::new();
            if let Some(n) = rt.launch.max_threads {
                // cicc prints negative values in parentheses and leaves out
                // a zero minimum block count.
                let show = |v: i64| if v < 0 { format!("({})", v) } else { format!("{}", v) };
                match rt.launch.min_blocks.filter(|&m| m != 0) {
                    Some(m) => s.push_str(&format!("__launch_bounds__({},{}) ", show(n), show(m))),
                    None => s.push_str(&format!("__launch_bounds__({}) ", show(n))),
                }
            }
            // Separate compilation: a template's instance may be
            // instantiated in other modules too.
            let explicit = self.decls_of(r).any(|(id, _)| self.il().template_headers.get(&id).is_some_and(|h| h.params.is_empty()));
            if !proto && self.p.opts.device_c && rt.instance_of.is_some() && !explicit && !crate::mangle::has_internal_linkage(self.il(), r) {
                s.insert_str(0, " __attribute__((nv_linkonce_odr)) ");
            }
            s.push_str("__global__ __var_used__ ");
            let is_static = rt.storage == StorageClass::Static
                || self.decls_of(r).any(|(_, d)| d.storage == StorageClass::Static)
                || crate::mangle::in_unnamed_namespace(self.il(), r);
            if is_static {
                s.push_str("static ");
            } else if proto {
                s.push_str("extern ");
            }
            s
        } else {
            let internal = rt.storage == StorageClass::Static || rt.linkage == Linkage::Internal;
            let mut s = if rt.body.is_none() || (self.p.opts.device_c && !internal && proto) {
                String::from("___device__(extern  __no_sc__) ")
            } else if self.p.opts.device_c && !internal {
                // Separate compilation: external device functions stay external.
                String::from("___device__( __no_sc__) ")
            } else {
                String::from("___device__(static  __no_sc__) ")
            };
            let has = |n: &str| has_attr(ent, n);
            if rt.is_inline || rt.is_forceinline || rt.is_constexpr {
                s.push_str("__inline__ ");
            }
            if rt.body.is_none() {
                // A library declaration's GNU attributes, in EDG's order
                // (not as written): `nothrow` stands for `noexcept`.
                let attr = |n: &str| ent.attributes.iter().find(|a| a.name.trim_start_matches("__").trim_end_matches("__") == n);
                if let Some(a) = attr("alloc_size") {
                    s.push_str(&format!("__attribute__((__alloc_size__({}))) ", a.args.clone().unwrap_or_default().replace(' ', "")));
                }
                if attr("externally_visible").is_some() {
                    s.push_str("__attribute__((__externally_visible__)) ");
                }
                if attr("malloc").is_some() {
                    s.push_str("__attribute__((__malloc__)) ");
                }
                // A library declaration: `nothrow` comes before `const`.
                if self.declared_nothrow(r) {
                    s.push_str("__attribute__((__nothrow__)) ");
                }
                if attr("const").is_some() {
                    s.push_str("__attribute__((__const__)) ");
                }
            }
            s.push_str(&self.inline_attrs(r));
            // `nothrow` stands for a non-throwing exception specification.
            if rt.body.is_some() && self.declared_nothrow(r) {
                s.push_str("__attribute__((__nothrow__)) ");
            }
            if has("noreturn") {
                s.push_str("__attribute__((__noreturn__)) ");
            }
            // A namespace's GNU visibility applies to its functions; cicc
            // writes it after the other attributes.
            if let Some(v) = self.namespace_visibility(r).or_else(|| self.pragma_visibility_of(r)) {
                s.push_str(&format!("__attribute__((visibility({}))) ", v));
            }
            s
        }
    }

    /// Whether a declaration of the routine (or of the template it
    /// instantiates) says it throws nothing.
    fn declared_nothrow(&self, r: EntityId) -> bool {
        let says = |e: EntityId| {
            self.decls_of(e).any(|(_, d)| match d.exception_spec {
                Some(ExceptionSpec::Noexcept) => true,
                Some(ExceptionSpec::Throw(t)) => t.trim().is_empty(),
                Some(ExceptionSpec::NoexceptExpr(e)) => matches!(e.kind, ExprKind::BoolLit(true)),
                None => false,
            })
        };
        says(r) || self.p.routine(r).and_then(|rt| rt.instance_of.as_ref()).is_some_and(|(t, _)| says(*t))
    }

    /// The visibility a `#pragma GCC visibility push` region gives a
    /// declaration of the routine (or of its template).
    fn pragma_visibility_of(&self, r: EntityId) -> Option<String> {
        let in_region = |e: EntityId| self.decls_of(e).find_map(|(d, _)| self.pragma_visibility.get(&d.0).cloned());
        let v = in_region(r).or_else(|| self.p.routine(r).and_then(|rt| rt.instance_of.as_ref()).and_then(|(t, _)| in_region(*t)))?;
        Some(format!("\"{}\"", v))
    }

    /// The `__visibility__` argument of the nearest enclosing namespace
    /// that has one.
    fn namespace_visibility(&self, r: EntityId) -> Option<String> {
        let mut p = self.p.entity(r).and_then(|e| e.parent);
        for _ in 0..64 {
            let ent = self.p.entity(p?)?;
            if let EntityKind::Namespace { .. } = ent.kind {
                if let Some(a) = ent.attributes.iter().find(|a| a.name.trim_matches('_') == "visibility") {
                    return a.args.as_ref().map(|x| String::from(x.trim()));
                }
            }
            p = ent.parent;
        }
        None
    }

    fn ret_type(&self, r: EntityId) -> TypeId {
        match self.p.routine(r).map(|rt| self.il().ty(rt.ty)) {
            Some(TypeKind::Function(ft)) => ft.ret,
            _ => TypeId(0),
        }
    }

    fn prototype(&mut self, r: EntityId) {
        let Some(rt) = self.p.routine(r) else { return };
        let pos = self.def_pos(r);
        let builtin = self.p.entity(r).map_or(false, super::int_c::is_device_builtin);
        if builtin {
            // The device runtime provides builtins; keep the declaration
            // out of the device compiler's sight.
            self.p.out.newline();
            self.push("#if !defined(__CUDABE__)");
            // Named by a using-declaration only: nothing to declare.
            if self.keep.as_ref().map_or(false, |k| k.named_only(r)) {
                self.p.out.newline();
                self.push("#endif");
                return;
            }
        }
        self.mark(pos);
        let mut prefix = self.routine_prefix(r, true);
        if builtin {
            prefix = format!(" __device_builtin__ {}", prefix);
        }
        let ft = match self.il().ty(rt.ty) {
            TypeKind::Function(ft) => ft.clone(),
            _ => return,
        };
        let params = self.p.param_types_str(&ft);
        let declarator = format!("{}({})", self.routine_name(r), params);
        let s = format!("{}{};", prefix, self.p.type_str(ft.ret, &declarator));
        self.push(&s);
        if builtin {
            self.p.out.newline();
            self.push("#endif");
        }
    }

    /// Where a routine is marked: at its name in its definition, else in
    /// its first declaration in device code (a C library function
    /// redeclared `__host__ __device__` by the CUDA headers is marked
    /// there, as its parameters are the redeclaration's); one without
    /// parameters (`clock(void)`) keeps its first declaration.
    fn def_pos(&self, r: EntityId) -> Pos {
        let il = self.il();
        // An implicit member is placed at its class.
        if il.implicit_members.contains(&r) {
            return self.p.entity(r).map_or(Pos::default(), |e| e.pos);
        }
        let no_params = self.p.routine(r).is_some_and(|rt| matches!(il.ty(il.canonical(rt.ty)), TypeKind::Function(f) if f.params.is_empty() && !f.variadic));
        let decl = match self.p.routine(r).and_then(|rt| rt.definition).and_then(|d| il.decls.get(d.0 as usize)) {
            Some(d) => Some(d),
            None if no_params => self.decls_of(r).next().map(|(_, d)| d),
            None => self.decls_of(r).find(|(_, d)| d.exec_space.runs_on_device()).or_else(|| self.decls_of(r).next()).map(|(_, d)| d),
        };
        match decl {
            Some(d) => self.name_pos(d, r),
            None => Pos::default(),
        }
    }

    /// The position of the entity's (plain) name in a declaration that
    /// starts at `d.pos` (the IL records where a declaration starts; EDG
    /// marks routines at their declarator). Falls back to the start.
    fn name_pos(&self, d: &Decl<'a>, e: EntityId) -> Pos {
        let il = self.il();
        let Some(ent) = self.p.entity(e) else { return d.pos };
        let name = ent.name.as_str();
        let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        if name.is_empty() || !name.bytes().all(ident) || d.pos.line == 0 {
            return d.pos;
        }
        let sm = &il.source_map;
        let Some(&start) = sm.line_starts.get(d.pos.phys_line as usize) else { return d.pos };
        let start = start as usize + d.pos.col.saturating_sub(1) as usize;
        let text = il.source_text.as_bytes();
        // Bounded: a declarator name is within a few lines of its start.
        let end = text.len().min(start + 4096);
        let mut i = start;
        while i + name.len() <= end {
            let at = text.get(i..i + name.len()) == Some(name.as_bytes());
            let before_ok = i == 0 || !text.get(i - 1).map_or(false, |c| ident(*c));
            let after_ok = !text.get(i + name.len()).map_or(false, |c| ident(*c));
            if at && before_ok && after_ok {
                let mut j = i + name.len();
                while text.get(j).map_or(false, |c| c.is_ascii_whitespace()) {
                    j += 1;
                }
                if text.get(j) == Some(&b'(') {
                    return sm.pos(i as u32);
                }
            }
            i += 1;
        }
        d.pos
    }

    fn definition(&mut self, r: EntityId) {
        let Some(rt) = self.p.routine(r) else { return };
        if rt.body.is_none() && self.p.entity(r).map_or(false, super::int_c::is_device_builtin) {
            self.p.out.newline();
            self.push("#if !defined(__CUDABE__)\n#endif");
            return;
        }
        let Some(body) = rt.body else { return };
        self.in_class_body = rt.is_inline || rt.is_constexpr || rt.is_forceinline;
        self.val_params.clear();
        if rt.exec_space == ExecSpace::Global {
            let mut modified = Modified(Vec::new(), Some(self.il()));
            walk_stmt(self.il(), body, &mut modified);
            let modified = modified.0;
            for p in &rt.params {
                let is_ref = self.p.variable(*p).map_or(false, |v| self.is_ref_type(v.ty));
                let grid_constant = self.p.entity(*p).map_or(false, |e| has_attr(e, "grid_constant"));
                if (modified.contains(p) && !is_ref) || grid_constant {
                    self.val_params.push(*p);
                }
            }
        }
        let pos = self.def_pos(r);
        self.mark(pos);
        let prefix = self.routine_prefix(r, false);
        let ret = self.ret_type(r);
        self.ret_ty = Some(ret);
        let name = self.routine_name(r);
        let head = self.p.type_str(ret, &format!("{}(", name));
        self.push(&prefix);
        self.push(&head);
        let params = rt.params.clone();
        if params.is_empty() {
            self.push("void){");
        } else {
            // Named parameters each get a marker line; unnamed ones are
            // named `__T<n>` and written inline after a space.
            for (i, p) in params.iter().enumerate() {
                let Some(pe) = self.p.entity(*p) else { continue };
                let ty = self.p.variable(*p).map_or(TypeId(0), |v| v.ty);
                if pe.name.is_empty() {
                    let n = self.p.fresh_temp();
                    self.p.param_names.push((*p, n.clone()));
                    let s = format!(" {}", self.p.type_str(ty, &n));
                    self.push(&s);
                } else if self.val_params.contains(p) {
                    self.mark(pe.pos);
                    let s = self.p.type_str(ty, &format!("__val_param({})", pe.name));
                    self.push(&s);
                } else {
                    self.mark(pe.pos);
                    let mut s = self.p.type_str(ty, &pe.name);
                    // `[[maybe_unused]]` is GNU's `unused` in C.
                    if pe.attributes.iter().any(|a| matches!(a.name.trim_matches('_'), "unused" | "maybe_unused")) {
                        s.push_str(" __attribute__((__unused__))");
                    }
                    self.push(&s);
                }
                self.push(if i + 1 < params.len() { ", " } else { "){" });
            }
            // Modified by-value kernel parameters are copied in.
            for p in &params {
                if self.val_params.contains(p) {
                    let Some(pe) = self.p.entity(*p) else { continue };
                    let ty = self.p.variable(*p).map_or(TypeId(0), |v| v.ty);
                    let s = format!("__copy_param({},__val_param({}));", self.p.type_str(ty, &pe.name), pe.name);
                    self.push(&s);
                }
            }
        }
        // Body: `{` … `}}`.
        let StmtKind::Block(items) = &body.kind else { return };
        let mut names = Names(Vec::new(), None);
        walk_stmt(self.il(), body, &mut names);
        let saved_named = core::mem::replace(&mut self.named_in_body, Some(names.0.into_iter().collect()));
        self.mark(body.pos);
        self.push("{");
        self.block_contents(items);
        self.named_in_body = saved_named;
        let void_ret = matches!(self.il().ty(self.il().canonical(ret)), TypeKind::Void);
        let ends_in_return = matches!(items.last().map(|s| &s.kind), Some(StmtKind::Return(..)));
        if void_ret && !ends_in_return && !core::mem::take(&mut self.dtor_tail) {
            if items.is_empty() {
                self.mark(body.pos);
            } else {
                self.push(" ");
            }
        }
        let end = super::printer::block_end(self.il(), body.pos).unwrap_or(body.pos);
        self.mark(end);
        self.push("}}");
    }

    /// Start collecting the call temporaries of a block (declared right
    /// after its `{`).
    fn open_frame(&mut self) {
        let at = self.p.out.s.len();
        self.frames.push(Frame { at, temps: Vec::new(), late_at: at, late: Vec::new(), declares: false, children: 0, lowered: false, nested: 0, owns: true, scope: false });
    }

    /// How many scopes of EDG's IL a statement holds directly (not inside
    /// one of them): a block declaring something, a `for` or condition
    /// declaration, a range-based `for` are one each; the branch of an
    /// `if constexpr` not taken holds none.
    fn scopes_in(&self, s: &Stmt<'a>, depth: u32) -> u32 {
        if depth > 256 {
            return 0;
        }
        let d = depth + 1;
        match &s.kind {
            StmtKind::Block(items) => {
                if items.iter().any(|x| matches!(x.kind, StmtKind::Decl(_))) {
                    1
                } else {
                    self.scopes_in_all(items, d)
                }
            }
            StmtKind::If { cond: Cond::Expr(c), then, els } if self.il().constexpr_ifs.contains(&s.pos) && self.constant_condition(c).is_some() => {
                let taken = if self.constant_condition(c).unwrap_or(false) { Some(*then) } else { *els };
                taken.map_or(0, |b| self.scopes_in(b, d))
            }
            StmtKind::If { cond: Cond::Decl(_), .. } => 1,
            StmtKind::If { then, els, .. } => self.scopes_in(then, d) + els.map_or(0, |e| self.scopes_in(e, d)),
            StmtKind::While { cond: Cond::Decl(_), .. } | StmtKind::Switch { cond: Cond::Decl(_), .. } => 1,
            StmtKind::While { body, .. } | StmtKind::Switch { body, .. } | StmtKind::DoWhile { body, .. } => self.scopes_in(body, d),
            StmtKind::For { init, cond, body, .. } => {
                if matches!(init.map(|i| &i.kind), Some(StmtKind::Decl(_))) || matches!(cond, Some(Cond::Decl(_))) {
                    1
                } else {
                    self.scopes_in(body, d)
                }
            }
            StmtKind::RangeFor { .. } => 1,
            StmtKind::Case { stmt, .. } | StmtKind::Default { stmt } | StmtKind::Label { stmt, .. } => self.scopes_in(stmt, d),
            StmtKind::Try { body, .. } => self.scopes_in(body, d),
            _ => 0,
        }
    }

    fn scopes_in_all(&self, items: &[&'a Stmt<'a>], depth: u32) -> u32 {
        items.iter().map(|x| self.scopes_in(x, depth)).fold(0u32, |a, b| a.saturating_add(b))
    }

    /// The open frame's statements `items` hold its nested scopes.
    fn note_child_scopes(&mut self, items: &[&'a Stmt<'a>]) {
        let n = self.scopes_in_all(items, 0);
        if let Some(f) = self.frames.last_mut() {
            f.children = n;
        }
    }

    /// Whether a statement body without declarations of its own, holding
    /// `inside` scopes, gets a scope for its temporaries: only when every
    /// scope nested in the enclosing scope is inside it, and never in an
    /// inline function (its temporaries go to the innermost scope).
    fn body_gets_scope(&self, inside: u32) -> bool {
        !self.in_class_body && self.frames.iter().rev().find(|f| f.owns || f.scope).map_or(true, |f| f.children == inside)
    }

    /// Open the frame of a statement body holding `inside` scopes that got
    /// a scope of its own.
    fn open_lowered_frame(&mut self, inside: u32) {
        self.open_frame();
        if let Some(f) = self.frames.last_mut() {
            f.lowered = true;
            f.nested = inside;
            f.children = inside;
        }
    }

    /// The frame that declares a new call temporary: the innermost one
    /// that owns temporaries.
    fn temp_frame(&mut self) -> Option<&mut Frame> {
        let i = self.frames.iter().rposition(|f| f.owns).or_else(|| self.frames.len().checked_sub(1))?;
        self.frames.get_mut(i)
    }

    /// The current block's hoisted declarations end here.
    fn end_of_declarations(&mut self) {
        let at = self.p.out.s.len();
        if let Some(f) = self.frames.last_mut() {
            f.late_at = at;
        }
    }

    /// A temporary declared after the current block's locals.
    fn late_temp(&mut self, ty: TypeId) -> Option<String> {
        self.frames.last()?;
        let t = self.p.fresh_temp();
        let ty = self.il().canonical(ty);
        if let Some(f) = self.frames.last_mut() {
            f.late.push((t.clone(), ty));
        }
        Some(t)
    }

    /// The frame of a statement body that is not a block (written inside
    /// synthetic braces), when it gets a scope (`body_gets_scope`).
    /// Returns whether a frame was opened.
    fn open_body_frame(&mut self, body: &'a Stmt<'a>) -> bool {
        let inside = self.scopes_in(body, 0);
        if !self.frames.is_empty() && !self.body_gets_scope(inside) {
            return false;
        }
        self.open_lowered_frame(inside);
        true
    }

    /// Insert the block's temporaries after its `{`.
    fn close_frame(&mut self) {
        let Some(Frame { at, temps, late_at, late, declares, lowered, nested, .. }) = self.frames.pop() else { return };
        // A block that declares nothing else leaves the temporaries of
        // members of call results to the block around it (the function's
        // outermost block at last).
        if !late.is_empty() {
            match self.frames.last_mut() {
                Some(outer) if !declares && temps.is_empty() => outer.late.extend(late),
                _ => {
                    let mut text = String::from("\n");
                    for (name, ty) in &late {
                        text.push_str(&self.p.type_str(*ty, name));
                        text.push(';');
                    }
                    // After the locals; before them all (the frame's own
                    // temporaries come first) when the block declares none.
                    let late_at = late_at.max(at);
                    if late_at <= self.p.out.s.len() {
                        self.p.out.s.insert_str(late_at, &text);
                    }
                }
            }
        }
        // A body that declares a temporary is a scope of EDG's IL now,
        // holding the scopes nested in it.
        // (Not in a block that declares variables: there every statement
        // body needing temporaries gets its own scope.)
        if lowered && !temps.is_empty() {
            if let Some(f) = self.frames.iter_mut().rev().find(|f| f.owns || f.scope).filter(|f| !f.declares) {
                f.children = f.children.saturating_sub(nested).saturating_add(1);
            }
        }
        if temps.is_empty() {
            return;
        }
        let mut text = String::new();
        for (i, (name, ty)) in temps.iter().enumerate() {
            if *ty == RENDERED {
                // (A static one is written after one space.)
                let first = if name.starts_with("static ") { " " } else { "  " };
                text.push_str(&if i == 0 { format!("{}{};", first, name) } else { format!("\n {};", name) });
                continue;
            }
            // Temporaries are plain (unqualified) objects.
            let mut t = *ty;
            for _ in 0..8 {
                match self.il().ty(t) {
                    TypeKind::Qualified(x, _) => t = *x,
                    _ => break,
                }
            }
            let d = self.p.type_str(t, name);
            if i == 0 {
                text.push_str(&format!("  {};", d));
            } else {
                text.push_str(&format!("\n {};", d));
            }
        }
        if at <= self.p.out.s.len() {
            self.p.out.s.insert_str(at, &text);
        }
    }

    /// A synthetic ` {` … ` }` around a statement (if/loop bodies).
    fn synthetic_block(&mut self, s: &'a Stmt<'a>, tail: &str) {
        self.push(" {");
        let framed = self.open_body_frame(s);
        self.stmt(s);
        self.push(tail);
        if framed {
            self.close_frame();
        }
        self.push(" }");
    }

    /// Hoisted declarations, then the statements of a block.
    fn block_contents(&mut self, items: &[&'a Stmt<'a>]) {
        self.open_frame();
        self.note_child_scopes(items);
        self.block_contents_inner(items);
        self.close_frame();
    }

    /// A braced block inside a body: it declares the call temporaries of
    /// its statements when it declares something itself (a scope from the
    /// parse), or when it is a statement body that gets a scope
    /// (`body_gets_scope`); otherwise the enclosing scope declares them.
    fn nested_block_contents(&mut self, items: &[&'a Stmt<'a>], is_body: bool) {
        if items.iter().any(|s| matches!(s.kind, StmtKind::Decl(_))) {
            self.open_frame();
            self.note_child_scopes(items);
        } else {
            let inside = self.scopes_in_all(items, 0);
            if is_body && self.body_gets_scope(inside) {
                self.open_lowered_frame(inside);
            } else {
                self.open_frame();
                if let Some(f) = self.frames.last_mut() {
                    f.owns = false;
                }
            }
        }
        self.block_contents_inner(items);
        self.close_frame();
    }

    fn block_contents_inner(&mut self, items: &[&'a Stmt<'a>]) {
        for st in items {
            if let StmtKind::Decl(ds) = &st.kind {
                for d in ds.iter() {
                    self.hoisted_decl(*d, st.pos);
                }
            }
        }
        self.end_of_declarations();
        for st in items {
            self.stmt(st);
        }
        // A pragma that ends a block precedes nothing.
        self.flush_pragma();
        // Class objects of the block with a destructor are destroyed at
        // its end, the last constructed first.
        self.dtor_tail = false;
        if matches!(items.last().map(|s| &s.kind), Some(StmtKind::Return(..) | StmtKind::Break | StmtKind::Continue | StmtKind::Goto(_))) {
            return;
        }
        let mut calls = Vec::new();
        for st in items {
            let StmtKind::Decl(ds) = &st.kind else { continue };
            for d in ds.iter() {
                let Some(decl) = self.p.decl(*d) else { continue };
                let Some(v) = self.p.variable(decl.entity) else { continue };
                if v.storage == StorageClass::Static || v.memory != MemorySpace::None || self.is_ref_type(decl.ty) {
                    continue;
                }
                let Some(dtor) = keep::class_of(self.il(), decl.ty).and_then(|c| keep::destructor_of(self.il(), c)) else { continue };
                let (d1, _) = self.ctor_names(dtor);
                calls.push(format!(" {}((&{}));", d1, self.local_name(decl.entity)));
            }
        }
        if !calls.is_empty() {
            calls.reverse();
            self.push(" {");
            for c in &calls {
                self.push(c);
            }
            self.push("  }");
            self.dtor_tail = true;
        }
    }

    fn local_name(&self, e: EntityId) -> String {
        let Some(ent) = self.p.entity(e) else { return String::new() };
        let Some(v) = self.p.variable(e) else { return ent.name.clone() };
        if v.is_param || self.for_locals.contains(&e) {
            return self.p.param_name(e);
        }
        if v.storage == StorageClass::Static || v.memory != MemorySpace::None {
            return self.local_static_name(e);
        }
        let il = self.il();
        // The entity's position is its name's.
        let pos = ent.pos;
        let c = if il.quals_of(v.ty).is_const && !self.dynamic_scalar_init(e) { "const" } else { "non_const" };
        // A structured binding's hidden object is named by a temporary.
        let name = match self.binding_objects.get(&e) {
            Some(t) if ent.name.is_empty() => t.as_str(),
            _ => ent.name.as_str(),
        };
        format!("__cuda_local_var_{}_{}_{}_{}", pos.phys_line + 1, pos.col, c, name)
    }

    /// A const scalar initialized by a non-constant expression: it is
    /// assigned at run time, so its name says `non_const` (a class
    /// object's does not change).
    fn dynamic_scalar_init(&self, v: EntityId) -> bool {
        let il = self.il();
        let Some(var) = self.p.variable(v) else { return false };
        if matches!(il.ty(il.canonical(var.ty)), TypeKind::Class(_) | TypeKind::Array(..)) {
            return false;
        }
        let e = match self.decls_of(v).find_map(|(_, d)| d.init.as_ref()) {
            Some(Init::Assign(e)) => *e,
            Some(Init::Paren([e])) => *e,
            Some(Init::List([Init::Assign(e)], _)) => *e,
            _ => return false,
        };
        crate::sema::consteval::eval(il, e).is_none()
    }

    /// `_INTERNAL<module id>` as a source name (see `mangle::internal_scope`).
    fn internal_prefix(&self) -> String {
        crate::mangle::internal_scope_name(&self.module_id)
    }

    /// An enumerator's device name: mangled when it belongs to a class or
    /// a scoped enum (`_ZN2Op3AddE`), as written otherwise.
    fn enumerator_name(&self, e: EntityId) -> String {
        let Some(ent) = self.p.entity(e) else { return String::new() };
        let scoped_or_member = ent.parent.and_then(|p| self.p.entity(p)).is_some_and(|p| match &p.kind {
            EntityKind::Enum(ei) => ei.scoped || p.parent.is_some(),
            _ => true,
        });
        if scoped_or_member {
            self.p.mangled(e)
        } else {
            ent.name.clone()
        }
    }

    /// The name cicc gives an unnamed enum/class at file scope.
    fn unnamed_name(&mut self, e: EntityId) -> String {
        // A class member is numbered among its class's unnamed types and
        // named in the class's scope (`_ZN6LimitsUt_E`).
        let il = self.il();
        let parent = self.p.entity(e).and_then(|x| x.parent).filter(|p| matches!(il.entities.get(p.0 as usize).map(|c| &c.kind), Some(EntityKind::Class(_))));
        if let Some(c) = parent {
            let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return String::new() };
            let idx = ci
                .members
                .iter()
                .filter(|m| il.entities.get(m.0 as usize).is_some_and(|x| x.name.is_empty() && matches!(x.kind, EntityKind::Enum(_))))
                .position(|m| *m == e)
                .unwrap_or(0);
            let n = if idx == 0 { String::new() } else { format!("{}", idx - 1) };
            let cn = self.p.device_type_name(c);
            let scope = match (cn.strip_prefix("_ZN"), cn.strip_prefix("_Z")) {
                (Some(rest), _) => String::from(rest.strip_suffix('E').unwrap_or(rest)),
                (None, Some(rest)) => String::from(rest),
                _ => format!("{}{}", cn.len(), cn),
            };
            return format!("_ZN{}Ut{}_E", scope, n);
        }
        let idx = match self.unnamed.iter().position(|x| *x == e) {
            Some(i) => i,
            None => {
                self.unnamed.push(e);
                self.unnamed.len() - 1
            }
        };
        let n = if idx == 0 { String::new() } else { format!("{}", idx - 1) };
        format!("_ZN{}Ut{}_E", self.internal_prefix(), n)
    }

    /// A routine's device-code name: its mangled name, moved into the
    /// `_INTERNAL<module id>` scope when it has internal linkage.
    fn routine_name(&self, r: EntityId) -> String {
        // The device runtime's builtins go by their plain names (also one
        // declared at block scope with C++ linkage).
        if let Some(ent) = self.p.entity(r).filter(|e| super::int_c::is_device_builtin(e) && e.parent.is_none()) {
            return ent.name.clone();
        }
        // cicc names the C library function a GCC math builtin stands for.
        if let Some(ent) = self.p.entity(r).filter(|e| e.parent.is_none() && self.p.routine(r).map_or(false, |rt| rt.body.is_none())) {
            if let Some(lib) = crate::parse::library_builtin_name(&ent.name) {
                return String::from(lib);
            }
        }
        let Some(rt) = self.p.routine(r) else { return self.p.mangled(r) };
        // A kernel keeps its mangled name (see `mangle::device_kernel_name`).
        if rt.exec_space == ExecSpace::Global {
            return crate::mangle::device_kernel_name(self.il(), r, self.p.opts.device_c);
        }
        let m = self.p.mangled(r);
        // Members of an unnamed namespace (named `_GLOBAL__N_<module id>`)
        // go into the internal scope too.
        let anon = crate::mangle::unnamed_namespace_name(self.il());
        let internal = (rt.storage == StorageClass::Static && !rt.is_static_member)
            || rt.linkage == Linkage::Internal
            || crate::mangle::in_unnamed_namespace(self.il(), r)
            || m.contains(&format!("{}{}", anon.len(), anon));
        if !internal || self.module_id.is_empty() {
            return m;
        }
        self.internalized(m)
    }

    /// A namespace-scope variable's name: one in an unnamed namespace is in
    /// the module's internal scope.
    fn global_var_name(&self, v: EntityId) -> String {
        let m = self.p.mangled(v);
        if self.module_id.is_empty() || !crate::mangle::in_unnamed_namespace(self.il(), v) {
            return m;
        }
        self.internalized(m)
    }

    /// `m` moved into the module's internal scope (`_INTERNAL<module id>`).
    fn internalized(&self, m: String) -> String {
        crate::mangle::in_internal_scope(&self.module_id, m)
    }

    /// A variable's device name outside blocks: a device variable's as
    /// registered (`mangle::device_variable_name`), a class member's mangled.
    fn namespace_var_name(&self, v: EntityId) -> String {
        let il = self.il();
        match self.p.variable(v) {
            Some(var) if var.memory != MemorySpace::None && !var.is_static_member => {
                crate::mangle::device_variable_name(il, v, self.p.opts.device_c)
            }
            _ => {
                if self.p.entity(v).is_some_and(|e| e.parent.is_some()) {
                    self.global_var_name(v)
                } else {
                    self.p.entity(v).map(|e| e.name.clone()).unwrap_or_default()
                }
            }
        }
    }

    /// `_ZZ<routine encoding>E<name>` for a block-scope static.
    fn local_static_name(&self, e: EntityId) -> String {
        let name = self.p.entity(e).map(|x| x.name.clone()).unwrap_or_default();
        let is_extern = self.decls_of(e).any(|(_, d)| d.storage == StorageClass::Extern);
        if is_extern {
            return name;
        }
        match self.local_owner.iter().find(|(v, _)| *v == e) {
            Some((_, r)) => {
                let m = self.routine_name(*r);
                let enc = m.strip_prefix("_Z").unwrap_or(&m);
                format!("_ZZ{}E{}{}", enc, name.len(), name)
            }
            None => name,
        }
    }

    /// A block-scope variable cicc leaves out: never named, without an
    /// initializer, and not of a class type with a constructor or
    /// destructor (EDG's "declared but never referenced" ones).
    fn unreferenced_local(&self, decl: &Decl<'a>) -> bool {
        let Some(named) = &self.named_in_body else { return false };
        if decl.init.is_some() || named.contains(&decl.entity) || self.for_locals.contains(&decl.entity) {
            return false;
        }
        let il = self.il();
        match keep::class_of(il, decl.ty) {
            Some(c) => self.local_ctor(decl).is_none() && keep::destructor_of(il, c).is_none() && !implicit::zero_filled(il, c),
            None => true,
        }
    }

    fn hoisted_decl(&mut self, d: DeclId, pos: Pos) {
        if let Some(f) = self.frames.last_mut() {
            f.declares = true;
        }
        let Some(decl) = self.p.decl(d) else { return };
        let e = decl.entity;
        let Some(v) = self.p.variable(e) else { return };
        if v.storage == StorageClass::Static || v.memory != MemorySpace::None || self.unreferenced_local(decl) {
            return;
        }
        self.mark(pos);
        if self.il().structured_bindings.contains_key(&d) && !self.binding_objects.contains_key(&e) {
            let t = self.p.fresh_temp();
            self.binding_objects.insert(e, t);
            if let Some(bs) = self.il().structured_bindings.get(&d) {
                for (i, b) in bs.iter().enumerate() {
                    self.bindings.insert(*b, (e, i));
                }
            }
        }
        let name = self.local_name(e);
        // The declaration is separated from its initialization: no const.
        let ty = match self.il().ty(decl.ty) {
            TypeKind::Qualified(t, q) if q.is_const => *t,
            _ => decl.ty,
        };
        let s = format!(" {};", self.p.type_str(ty, &name));
        self.push(&s);
        if self.binding_objects.contains_key(&e) {
            let end = self.p.out.s.len();
            self.binding_decl_end.insert(e, end);
        }
    }

    /// The initialization of a block-scope variable, as assignments.
    /// A local aggregate class object initialized from a braced list: one
    /// assignment per field given (`None`: an element not lowered here).
    fn aggregate_fields_init(&mut self, name: &str, ty: TypeId, items: &[Option<&'a Expr<'a>>], pos: Pos) {
        let fields: Vec<EntityId> = match self.il().ty(self.il().canonical(ty)) {
            TypeKind::Class(c) => match self.p.entity(*c).map(|x| &x.kind) {
                Some(EntityKind::Class(ci)) => ci.members.iter().copied().filter(|m| matches!(self.p.entity(*m).map(|x| &x.kind), Some(EntityKind::Field(_)))).collect(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        // All-constant initializers: the object is cleared first and the
        // fields are set as plain stores.
        let all_const = items.iter().all(|it| it.is_some_and(|x| self.const_arg(x)));
        if all_const {
            self.mark(pos);
            self.push(&format!("memset((char *)&{}, 0,sizeof({}));", name, name));
        }
        for (i, it) in items.iter().enumerate() {
            let (Some(f), Some(x)) = (fields.get(i), it) else { continue };
            let fname = self.p.entity(*f).map(|x| x.name.clone()).unwrap_or_default();
            self.mark(pos);
            if all_const {
                self.push(&format!("{}.{} = ", name, fname));
            } else {
                self.push(&format!("({}.{}) = ", name, fname));
            }
            self.expr(x, DCtx::Operand);
            self.push(";");
        }
    }

    fn local_init(&mut self, d: DeclId, pos: Pos) {
        // A structured binding's hidden object declares the temporaries of
        // its initializer right after it.
        if let Some(at) = self.p.decl(d).and_then(|x| self.binding_decl_end.get(&x.entity).copied()) {
            self.frames.push(Frame { at, temps: Vec::new(), late_at: at, late: Vec::new(), declares: true, children: 0, lowered: false, nested: 0, owns: true, scope: false });
            self.local_init_inner(d, pos);
            let Some(f) = self.frames.pop() else { return };
            if let Some(outer) = self.frames.last_mut() {
                outer.late.extend(f.late);
            }
            let mut text = String::new();
            for (name, ty) in &f.temps {
                let d = if *ty == RENDERED {
                    name.clone()
                } else {
                    // Temporaries are plain (unqualified) objects.
                    let t = match self.il().ty(*ty) {
                        TypeKind::Qualified(x, _) => *x,
                        _ => *ty,
                    };
                    self.p.type_str(t, name)
                };
                text.push_str(&format!("\n {};", d));
            }
            if at <= self.p.out.s.len() {
                self.p.out.s.insert_str(at, &text);
            }
            return;
        }
        self.local_init_inner(d, pos);
    }

    fn local_init_inner(&mut self, d: DeclId, pos: Pos) {
        let Some(decl) = self.p.decl(d) else { return };
        let e = decl.entity;
        let Some(v) = self.p.variable(e) else { return };
        // A `__shared__` object's construction is dropped (warning 20054),
        // leaving an empty block where it was.
        if keep::is_shared_local(self.il(), e) && decl.init.is_none() {
            if let Some(c) = keep::class_of(self.il(), decl.ty) {
                if keep::constructor_for(self.il(), c, 0).is_some_and(|k| self.p.routine(k).is_some_and(|r| r.body.is_some() && !r.is_constexpr)) {
                    self.mark(pos);
                    self.push("{ }");
                }
            }
            return;
        }
        if v.storage == StorageClass::Static || v.memory != MemorySpace::None {
            return;
        }
        // An object whose implicit constructor only sets vtable pointers
        // is zero-filled, then its vtable pointer set.
        if let Some(c) = keep::class_of(self.il(), decl.ty).filter(|c| decl.init.is_none() && implicit::zero_filled(self.il(), *c)) {
            let name = self.local_name(e);
            let mut path = name.clone();
            let mut k = c;
            for _ in 0..32 {
                let Some(b) = self.primary_base(k) else { break };
                path.push('.');
                path.push_str(&self.base_field_name(b));
                k = b;
            }
            let (vt, _) = self.vtable(c);
            self.mark(pos);
            self.push(&format!("memset((char *)&{}, 0,sizeof({}));", name, name));
            self.mark(pos);
            self.push(&format!("{}.__vptr = ({} + 2);", path, vt));
            return;
        }
        // A class object with a user constructor: call it in place.
        if let Some(ctor) = self.local_ctor(decl) {
            let name = self.local_name(e);
            let (c1, _) = self.ctor_names(ctor);
            self.mark(pos);
            self.push(&format!("{}((&{})", c1, name));
            let written: &'a [&'a Expr<'a>] = match decl.init {
                Some(Init::Paren(args)) => args,
                _ => &[],
            };
            // Default arguments are written out.
            for a in self.with_defaults(ctor, written).iter() {
                self.push(", ");
                self.expr(a, DCtx::Operand);
            }
            self.push(");");
            return;
        }
        let Some(init) = decl.init else {
            self.default_member_inits(decl, pos);
            return;
        };
        let name = self.local_name(e);
        match init {
            // A class object copied from an lvalue: cleared, then copied
            // through a pointer cast (which also drops `const`).
            Init::Assign(x)
                if self.p.is_class_type(decl.ty)
                    && matches!(
                        strip_implicit(x).kind,
                        ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Index(..) | ExprKind::Member { .. } | ExprKind::Unary(UnaryOp::Deref, _) | ExprKind::Call { .. } | ExprKind::OperatorCall { .. }
                    ) =>
            {
                let cls = self.p.type_str(self.il().canonical(decl.ty), "");
                self.mark(pos);
                self.push(&format!("memset((char *)&{}, 0,sizeof({}));", name, name));
                self.mark(pos);
                let src = strip_implicit(x);
                if self.il().quals_of(src.ty).is_const {
                    self.push(&format!("{} = ((*({} *)&", name, cls));
                    self.expr(src, DCtx::Operand);
                    self.push("));");
                } else {
                    self.push(&format!("{} = ", name));
                    self.expr(src, DCtx::Operand);
                    self.push(";");
                }
            }
            // `T x = T{a, b}` of an aggregate: the object itself is
            // initialized field by field, as from `T x = {a, b}`.
            Init::Assign(x)
                if matches!(strip_implicit(x).kind, ExprKind::Construct { ctor: None, braces: true, .. })
                    && self.p.is_class_type(decl.ty)
                    && self.il().canonical(strip_implicit(x).ty) == self.il().canonical(decl.ty)
                    && self.aggregate_parts(strip_implicit(x)).is_some() =>
            {
                let args = self.aggregate_parts(strip_implicit(x)).map(|(_, a)| a).unwrap_or(&[]);
                let elems: Vec<Option<&'a Expr<'a>>> = args.iter().map(|a| Some(*a)).collect();
                self.aggregate_fields_init(&name, decl.ty, &elems, pos);
            }
            Init::Assign(x) if self.is_ref_type(decl.ty) => {
                self.mark(pos);
                self.push(&format!("{} = ", name));
                self.ref_bound(x, decl.ty, DCtx::Operand);
                self.push(";");
            }
            Init::Assign(x) => {
                self.mark(pos);
                self.push(&format!("{} = ", name));
                // An integer initialized by a constant expression stores
                // the folded constant (`int r = 5 / 2;` stores 2).
                let il = self.il();
                let kind = match il.ty(il.canonical(decl.ty)) {
                    TypeKind::Int(k) if *k != IntKind::Bool => Some(*k),
                    _ => None,
                };
                let folded = match (kind, crate::sema::consteval::eval(il, x)) {
                    (Some(k), Some(crate::sema::consteval::Value::Int(v))) if !is_literal(strip_implicit(x)) => {
                        Some(if v < 0 { format!("(-{}{})", v.unsigned_abs(), int_suffix(k)) } else { format!("{}{}", v, int_suffix(k)) })
                    }
                    _ => None,
                };
                match folded {
                    Some(f) => self.push(&f),
                    None => self.converted(x, decl.ty),
                }
                self.push(";");
            }
            Init::List(items, _) if self.p.is_class_type(decl.ty) => {
                let elems: Vec<Option<&'a Expr<'a>>> = items
                    .iter()
                    .map(|it| match it {
                        Init::Assign(x) => Some(*x),
                        _ => None,
                    })
                    .collect();
                self.aggregate_fields_init(&name, decl.ty, &elems, pos);
            }
            Init::List(items, _) => {
                // All-constant elements: cleared, then plain stores; else
                // each element is stored through the decayed array.
                let all_const = items.iter().all(|it| matches!(it, Init::Assign(x) if self.const_arg(x)));
                if all_const {
                    self.mark(pos);
                    self.push(&format!("memset((char *)&{}, 0,sizeof({}));", name, name));
                }
                for (i, it) in items.iter().enumerate() {
                    if let Init::Assign(x) = it {
                        self.mark(pos);
                        if all_const {
                            self.push(&format!("{}[{}] = ", name, i));
                        } else if i == 0 {
                            self.push(&format!("(*({})) = ", name));
                        } else {
                            self.push(&format!("(({})[{}UL]) = ", name, i));
                        }
                        self.expr(x, DCtx::Operand);
                        self.push(";");
                    }
                }
            }
            Init::Paren(args) => {
                if let Some(x) = args.first() {
                    self.mark(pos);
                    self.push(&format!("{} = ", name));
                    self.expr(x, DCtx::Operand);
                    self.push(";");
                }
            }
        }
    }

    /// A class object without initializer whose class has no constructor
    /// but constant default member initializers: EDG lowers the implicit
    /// default constructor like a constant aggregate initialization
    /// (cleared, then one plain store per initialized field).
    fn default_member_inits(&mut self, decl: &Decl<'a>, pos: Pos) {
        let il = self.il();
        let TypeKind::Class(c) = il.ty(il.canonical(decl.ty)) else { return };
        let c = *c;
        if il.class_bases.get(&c).is_some_and(|b| !b.is_empty()) {
            return;
        }
        let Some(EntityKind::Class(ci)) = self.p.entity(c).map(|x| &x.kind) else { return };
        let mut stores: Vec<(String, &'a Expr<'a>)> = Vec::new();
        for m in ci.members.iter() {
            let Some(ent) = self.p.entity(*m) else { continue };
            match &ent.kind {
                EntityKind::Field(f) => match f.init {
                    None => {}
                    Some(Init::Assign(x)) if self.const_arg(x) => stores.push((ent.name.clone(), x)),
                    Some(Init::List([Init::Assign(x)], _)) if self.const_arg(x) => stores.push((ent.name.clone(), x)),
                    Some(_) => return,
                },
                EntityKind::Routine(r) if r.special == SpecialMember::Constructor || r.is_virtual => return,
                _ => {}
            }
        }
        if stores.is_empty() {
            return;
        }
        let name = self.local_name(decl.entity);
        self.mark(pos);
        self.push(&format!("memset((char *)&{}, 0,sizeof({}));", name, name));
        for (f, x) in stores {
            self.mark(pos);
            self.push(&format!("{}.{} = ", name, f));
            self.expr(x, DCtx::Operand);
            self.push(";");
        }
    }

    /// The value of a file-scope `const`/`constexpr` integer variable with
    /// a constant initializer.
    fn const_value(&self, id: EntityId) -> Option<String> {
        let v = self.p.variable(id)?;
        let k = self.p.int_kind(v.ty)?;
        let n = self.const_int(id)?;
        if n < 0 {
            return Some(format!("(-{}{})", n.unsigned_abs(), int_suffix(k)));
        }
        Some(format!("{}{}", n, int_suffix(k)))
    }

    /// The value of a `const`/`constexpr` integer variable with a constant
    /// initializer.
    fn const_int(&self, id: EntityId) -> Option<i128> {
        let v = self.p.variable(id)?;
        if !(v.is_constexpr || self.il().quals_of(v.ty).is_const) || v.memory != MemorySpace::None {
            return None;
        }
        self.p.int_kind(v.ty)?;
        let init = self.decls_of(id).map(|(_, d)| d).find(|d| d.init.is_some())?.init?;
        let Init::Assign(e) = init else { return None };
        match crate::sema::consteval::eval(self.il(), e) {
            Some(crate::sema::consteval::Value::Int(n)) => Some(n),
            _ => self.eval_int(e, &[], 0),
        }
    }

    /// The value of a `constexpr` floating variable (device code sees the
    /// constant, as for integers).
    fn const_float_value(&self, id: EntityId) -> Option<String> {
        let v = self.p.variable(id)?;
        // (A block-scope `const` one with a constant initializer too.)
        let q = self.il().quals_of(v.ty);
        let folded = if v.is_local { v.is_constexpr || (q.is_const && !q.is_volatile) } else { v.is_constexpr };
        if !folded || v.memory != MemorySpace::None || v.is_param {
            return None;
        }
        let TypeKind::Float(k) = self.il().ty(self.il().canonical(v.ty)) else { return None };
        let init = self.decls_of(id).map(|(_, d)| d).find(|d| d.init.is_some())?.init?;
        let e = match init {
            Init::Assign(e) => e,
            Init::List(items, _) => match items.first() {
                Some(Init::Assign(e)) if items.len() == 1 => *e,
                _ => return None,
            },
            Init::Paren(_) => return None,
        };
        let x = match crate::sema::consteval::eval(self.il(), e)? {
            crate::sema::consteval::Value::Float(x) => x,
            crate::sema::consteval::Value::Int(n) => n as f64,
        };
        Some(format!("({})", float_spelling(FloatConst::from_f64(x), *k)))
    }

    /// A constant variable converted to an arithmetic type: the value as a
    /// literal of that type (`Config::block` as `unsigned` is `128U`).
    fn converted_constant(&self, x: &Expr, to: TypeId) -> Option<String> {
        let n = match &strip_implicit(x).kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                let v = self.p.variable(*id)?;
                if v.is_param || v.is_local {
                    return None;
                }
                self.const_int(*id)?
            }
            // `sizeof`/`alignof` are constants of the converted type.
            // (`sizeof...` of a bound pack: its length.)
            ExprKind::SizeofType(t) => self.il().pack_length(*t).map_or_else(|| self.p.size_align(*t).0 as i128, |n| n as i128),
            ExprKind::SizeofExpr(e) => self.p.size_align(e.ty).0 as i128,
            ExprKind::AlignofType(t) => self.p.size_align(*t).1 as i128,
            _ => return None,
        };
        let il = self.il();
        match il.ty(il.canonical(to)) {
            TypeKind::Float(k) => Some(format!("({})", float_spelling(FloatConst::from_f64(n as f64), *k))),
            TypeKind::Int(k) if *k != IntKind::Bool && k.size() >= 4 => {
                Some(if n < 0 { format!("(-{}{})", n.unsigned_abs(), int_suffix(*k)) } else { format!("{}{}", n, int_suffix(*k)) })
            }
            _ => None,
        }
    }

    /// A small integer constant evaluator that also runs constexpr
    /// functions whose body is a single `return` (cicc folds such calls).
    fn eval_int(&self, e: &Expr, env: &[(EntityId, i128)], depth: u32) -> Option<i128> {
        if depth > 64 {
            return None;
        }
        let d = depth + 1;
        match &e.kind {
            ExprKind::IntLit { value, .. } => i128::try_from(*value).ok(),
            ExprKind::CharLit { value, .. } => Some(*value as i128),
            ExprKind::BoolLit(b) => Some(*b as i128),
            ExprKind::Cast { expr, .. } => self.eval_int(expr, env, d),
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                if let Some((_, v)) = env.iter().find(|(p, _)| p == id) {
                    return Some(*v);
                }
                match &self.p.entity(*id)?.kind {
                    EntityKind::Enumerator(en) => Some(en.value),
                    EntityKind::Variable(v) if v.is_constexpr || self.il().quals_of(v.ty).is_const => {
                        let init = self.decls_of(*id).map(|(_, x)| x).find(|x| x.init.is_some())?.init?;
                        match init {
                            Init::Assign(x) => self.eval_int(x, &[], d),
                            _ => None,
                        }
                    }
                    _ => None,
                }
            }
            ExprKind::Unary(op, x) => {
                let v = self.eval_int(x, env, d)?;
                match op {
                    UnaryOp::Minus => Some(v.wrapping_neg()),
                    UnaryOp::Plus => Some(v),
                    UnaryOp::BitNot => Some(!v),
                    UnaryOp::Not => Some((v == 0) as i128),
                    _ => None,
                }
            }
            ExprKind::Binary(op, l, r) => {
                let a = self.eval_int(l, env, d)?;
                let b = self.eval_int(r, env, d)?;
                use BinaryOp::*;
                Some(match op {
                    Mul => a.wrapping_mul(b),
                    Div => a.checked_div(b)?,
                    Rem => a.checked_rem(b)?,
                    Add => a.wrapping_add(b),
                    Sub => a.wrapping_sub(b),
                    Shl => a.checked_shl(u32::try_from(b).ok()?)?,
                    Shr => a.checked_shr(u32::try_from(b).ok()?)?,
                    Lt => (a < b) as i128,
                    Gt => (a > b) as i128,
                    Le => (a <= b) as i128,
                    Ge => (a >= b) as i128,
                    Eq => (a == b) as i128,
                    Ne => (a != b) as i128,
                    BitAnd => a & b,
                    BitXor => a ^ b,
                    BitOr => a | b,
                    LogAnd => (a != 0 && b != 0) as i128,
                    LogOr => (a != 0 || b != 0) as i128,
                    Comma => b,
                    PtrMem | PtrMemArrow => return None,
                })
            }
            ExprKind::Cond(c, a, b) => {
                if self.eval_int(c, env, d)? != 0 {
                    self.eval_int(a, env, d)
                } else {
                    self.eval_int(b, env, d)
                }
            }
            ExprKind::Call { callee, args } => {
                let f = match &strip_implicit(callee).kind {
                    ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => *id,
                    _ => return None,
                };
                let r = self.p.routine(f)?;
                if !r.is_constexpr || r.params.len() != args.len() {
                    return None;
                }
                let StmtKind::Block(items) = &r.body?.kind else { return None };
                let [only] = items else { return None };
                let StmtKind::Return(Some(ret), _) = &only.kind else { return None };
                let mut env2: Vec<(EntityId, i128)> = Vec::new();
                for (p, a) in r.params.iter().zip(args.iter()) {
                    env2.push((*p, self.eval_int(a, env, d)?));
                }
                self.eval_int(ret, &env2, d)
            }
            _ => None,
        }
    }

    /// The fields and initializers of an aggregate class built from a
    /// braced list (`V2{a, b}`, `return {a, b};`); None for anything else.
    fn aggregate_parts(&self, e: &'a Expr<'a>) -> Option<(Vec<EntityId>, &'a [&'a Expr<'a>])> {
        let x = strip_implicit(e);
        let args: &'a [&'a Expr<'a>] = match &x.kind {
            ExprKind::Construct { ctor: None, args, braces: true, .. } => args,
            ExprKind::InitList(items) => items,
            _ => return None,
        };
        let TypeKind::Class(c) = self.il().ty(self.il().canonical(e.ty)) else { return None };
        if self.il().class_bases.get(c).is_some_and(|b| !b.is_empty()) {
            return None;
        }
        let Some(EntityKind::Class(ci)) = self.p.entity(*c).map(|x| &x.kind) else { return None };
        if ci.key == ClassKey::Union {
            return None;
        }
        let fields: Vec<EntityId> = ci.members.iter().copied().filter(|m| matches!(self.p.entity(*m).map(|x| &x.kind), Some(EntityKind::Field(_)))).collect();
        if args.is_empty() || args.len() > fields.len() || args.iter().any(|a| matches!(strip_implicit(a).kind, ExprKind::InitList(_))) {
            return None;
        }
        Some((fields, args))
    }

    /// An aggregate class prvalue built from a braced list inside an
    /// expression (`h(P{4})`, `q = Q{a, b}`): it lives in a temporary.
    fn aggregate_temp(&self, e: &'a Expr<'a>) -> Option<(Vec<EntityId>, &'a [&'a Expr<'a>])> {
        let x = strip_implicit(e);
        if self.frames.is_empty() || !matches!(x.kind, ExprKind::Construct { ctor: None, braces: true, .. }) {
            return None;
        }
        self.aggregate_parts(x)
    }

    /// An initializer of an aggregate temporary that is a constant of the
    /// static initialization (stored by the statement's prelude).
    fn aggregate_const(&self, a: &Expr) -> bool {
        let x = strip_implicit(a);
        self.const_arg(x) && !matches!(x.kind, ExprKind::Unary(UnaryOp::AddrOf, _)) && !self.is_array_variable(x)
    }

    /// The type of a field.
    fn field_type(&self, f: EntityId) -> Option<TypeId> {
        match self.p.entity(f).map(|x| &x.kind) {
            Some(EntityKind::Field(fi)) => Some(fi.ty),
            _ => None,
        }
    }

    /// An aggregate temporary's constant part: the temporary cleared, then
    /// each field given its constant (zero for one not given a constant):
    /// ` memset((char *)&T, 0,sizeof(T)); T.a = 0; T.b = (2.0F);`.
    fn aggregate_constants(&mut self, t: &str, fields: &[EntityId], args: &'a [&'a Expr<'a>], is_const: &dyn Fn(&Self, &Expr) -> bool) {
        self.push(&format!(" memset((char *)&{}, 0,sizeof({}));", t, t));
        for (f, a) in fields.iter().zip(args.iter()) {
            let fname = self.p.entity(*f).map(|x| x.name.clone()).unwrap_or_default();
            self.push(&format!(" {}.{} = ", t, fname));
            let fty = self.field_type(*f);
            if is_const(self, a) {
                match fty.and_then(|ft| self.literal_conversion(strip_implicit(a), ft)) {
                    Some(lit) => self.push(&lit),
                    None => self.expr(a, DCtx::Operand),
                }
            } else {
                self.push(&fty.map_or(String::from("0"), |ft| self.zero_of(ft)));
            }
            self.push(";");
        }
    }

    /// Before a statement: the aggregate temporaries of its expressions
    /// that have constant fields get them stored first, in a block around
    /// the statement (`{ memset((char *)&__T0, 0,sizeof(__T0)); __T0.v = 4;`);
    /// the caller closes it with ` }`. Returns whether it was opened.
    #[inline(never)]
    fn aggregate_prelude(&mut self, exprs: &[&'a Expr<'a>], s: &'a Stmt<'a>) -> bool {
        let pos = s.pos;
        if self.frames.is_empty() {
            return false;
        }
        let mut found = BracedTemps(Vec::new());
        for e in exprs {
            walk_expr(self.il(), e, &mut found);
        }
        let mut opened = false;
        for x in found.0 {
            let Some((fields, args)) = self.aggregate_temp(x) else { continue };
            let key = x as *const Expr as usize;
            if self.agg_temps.contains_key(&key) || !args.iter().any(|a| self.aggregate_const(a)) {
                continue;
            }
            let t = self.p.fresh_temp();
            let ty = self.il().canonical(x.ty);
            if let Some(f) = self.temp_frame() {
                f.temps.push((t.clone(), ty));
            }
            if !opened {
                self.mark(pos);
                self.push("{");
                opened = true;
            }
            self.aggregate_constants(&t, &fields, args, &|d: &Self, a: &Expr| d.aggregate_const(a));
            self.agg_temps.insert(key, t);
        }
        if opened {
            // The block is a scope of EDG's IL holding the statement's
            // scopes (a statement body in it may get a scope of its own).
            let inside = self.scopes_in(s, 0);
            if let Some(f) = self.frames.iter_mut().rev().find(|f| f.owns) {
                f.children = f.children.saturating_sub(inside).saturating_add(1);
            }
            self.open_frame();
            if let Some(f) = self.frames.last_mut() {
                f.owns = false;
                f.scope = true;
                f.children = inside;
            }
        }
        opened
    }

    /// The end of a statement's prelude block.
    fn close_prelude(&mut self) {
        // (Its expressions are printed: nothing names the temporaries again.)
        self.agg_temps.clear();
        self.close_frame();
        self.push(" }");
    }

    /// An aggregate temporary's value: the fields its prelude did not store
    /// assigned in turn, then `result` (the temporary; `&T` or
    /// `(const T *)&T` when bound to a reference):
    /// `((__T0.a) = a) , (((__T0.b) = b) , __T0)`. `ctx` as for `expr`.
    #[inline(never)]
    fn aggregate_value(&mut self, e: &'a Expr<'a>, address: Option<Option<String>>, ctx: DCtx) {
        let Some((fields, args)) = self.aggregate_temp(e) else { return };
        let x = strip_implicit(e);
        let key = x as *const Expr as usize;
        let (t, stored) = match self.agg_temps.get(&key) {
            Some(t) => (t.clone(), true),
            None => {
                let t = self.p.fresh_temp();
                let ty = self.il().canonical(x.ty);
                if let Some(f) = self.temp_frame() {
                    f.temps.push((t.clone(), ty));
                }
                (t, false)
            }
        };
        let assigned: Vec<(EntityId, &'a Expr<'a>)> = fields.iter().copied().zip(args.iter().copied()).filter(|(_, a)| !(stored && self.aggregate_const(a))).collect();
        let (result, leaf) = match &address {
            None => (t.clone(), true),
            Some(None) => (format!("&{}", t), false),
            Some(Some(ts)) => (format!("(({})&{})", ts, t), false),
        };
        let n = assigned.len();
        let wrap = ctx == DCtx::Operand && (n > 0 || !leaf);
        if wrap {
            self.push("(");
        }
        for (i, (f, a)) in assigned.into_iter().enumerate() {
            let fname = self.p.entity(f).map(|x| x.name.clone()).unwrap_or_default();
            self.push(&format!("(({}.{}) = ", t, fname));
            self.expr(a, DCtx::Operand);
            self.push(") , ");
            if i + 1 < n {
                self.push("(");
            }
        }
        if leaf || n == 0 {
            self.push(&result);
        } else {
            self.push(&format!("({})", result));
        }
        self.push(&")".repeat(n.saturating_sub(1)));
        if wrap {
            self.push(")");
        }
    }

    /// An lvalue whose address needs no computation at run time (a
    /// variable, its fields, constant subscripts): a class result is
    /// assigned to it directly.
    fn simple_lvalue(&self, e: &Expr, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let x = strip_implicit(e);
        match &x.kind {
            ExprKind::Name(_) | ExprKind::QualifiedName { .. } => true,
            ExprKind::Member { base, arrow: false, .. } => self.simple_lvalue(base, depth + 1),
            ExprKind::Index(b, i) => self.const_arg(i) && self.simple_lvalue(b, depth + 1),
            _ => false,
        }
    }

    /// Zero of a scalar type as device code spells a constant of it.
    fn zero_of(&self, t: TypeId) -> String {
        match self.il().ty(self.il().canonical(t)) {
            TypeKind::Float(FloatKind::Float) => String::from("(0.0F)"),
            TypeKind::Float(_) => String::from("(0.0)"),
            TypeKind::Int(k) => format!("0{}", int_suffix(*k)),
            _ => String::from("0"),
        }
    }

    /// The constructor a block-scope class object is initialized with
    /// (one of the member functions the device code emits).
    fn local_ctor(&self, decl: &Decl<'a>) -> Option<EntityId> {
        let TypeKind::Class(c) = self.il().ty(self.il().canonical(decl.ty)) else { return None };
        let nargs = match decl.init {
            None => 0,
            Some(Init::Paren(a)) => a.len(),
            _ => return None,
        };
        let ctors = || {
            self.methods.iter().copied().filter(|m| self.p.entity(*m).and_then(|e| e.parent) == Some(*c) && self.p.routine(*m).is_some_and(|r| r.special == SpecialMember::Constructor))
        };
        // An exact arity match wins over one completed by default arguments.
        let defaulted = |m: EntityId| {
            self.p.routine(m).is_some_and(|r| {
                r.params.len() > nargs
                    && (nargs..r.params.len()).all(|i| {
                        r.default_args.get(i).copied().flatten().is_some() || r.params.get(i).and_then(|p| self.p.variable(*p)).is_some_and(|v| v.default_arg.is_some())
                    })
            })
        };
        ctors().find(|m| self.p.routine(*m).map_or(false, |r| r.params.len() == nargs)).or_else(|| ctors().find(|m| defaulted(*m)))
    }

    /// An expression assigned to `target`: C's int-valued comparisons are
    /// cast to `__nv_bool` when stored into a bool.
    fn converted(&mut self, x: &'a Expr<'a>, target: TypeId) {
        let il = self.il();
        let is_bool = matches!(il.ty(il.canonical(target)), TypeKind::Int(IntKind::Bool));
        let inner = strip_implicit(x);
        let int_valued = matches!(
            inner.kind,
            ExprKind::Binary(
                BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne | BinaryOp::LogAnd | BinaryOp::LogOr,
                ..
            ) | ExprKind::Unary(UnaryOp::Not, _)
        );
        // Any other scalar stored into a bool is compared with its zero
        // (`((__nv_bool)(k != 0))`, `((__nv_bool)(p != ((int *)0LL)))`).
        let scalar_zero = match il.ty(il.canonical(inner.ty)) {
            _ if !is_bool || int_valued || is_literal(inner) => None,
            TypeKind::Int(IntKind::Bool) => None,
            TypeKind::Int(_) | TypeKind::Float(_) => Some(self.zero_of(inner.ty)),
            TypeKind::Pointer(_) => Some(format!("(({})0LL)", self.p.abstract_param_str(il.canonical(inner.ty)))),
            _ => None,
        };
        if let Some(zero) = scalar_zero {
            self.push("((__nv_bool)(");
            self.expr(inner, DCtx::Operand);
            self.push(&format!(" != {}))", zero));
        } else if is_bool && int_valued {
            self.push("((__nv_bool)");
            self.expr(inner, DCtx::Operand);
            self.push(")");
        } else {
            self.stored_value(x);
        }
    }

    /// `&f` of a function (the designator's address).
    fn is_function_address(&self, e: &Expr) -> bool {
        let il = self.il();
        matches!(&strip_implicit(e).kind, ExprKind::Unary(UnaryOp::AddrOf, x) if matches!(il.ty(il.canonical(x.ty)), TypeKind::Function(_)))
    }

    /// A value stored by an assignment or an initializer: an array decays
    /// in parentheses (`p = (arr)`), a function's address is the bare
    /// function (`fp = f`), anything else is an operand.
    fn stored_value(&mut self, x: &'a Expr<'a>) {
        // `__func__` is lowered to a pointer temporary: no decay to show.
        let func_name = matches!(&strip_implicit(x).kind, ExprKind::Name(id) if self.func_names.iter().any(|(e, _, _)| e == id));
        if self.is_function_address(x) {
            self.expr(x, DCtx::Top);
        } else if func_name {
            self.expr(x, DCtx::Operand);
        } else {
            self.decayed_operand(x, DCtx::Top);
        }
    }

    fn var_init_decl(&self, v: EntityId) -> Option<&'i Decl<'a>> {
        self.decls_of(v).map(|(_, d)| d).find(|d| d.init.is_some())
    }

    fn var_decl(&mut self, v: EntityId, decl: Option<DeclId>, with_init: bool) {
        let Some(ent) = self.p.entity(v) else { return };
        let Some(var) = self.p.variable(v) else { return };
        let d = match decl.and_then(|d| self.p.decl(d)) {
            Some(d) => Some(d),
            None => {
                if with_init {
                    self.var_init_decl(v)
                } else {
                    // The defining declaration if there is one.
                    self.decls_of(v)
                        .map(|(_, d)| d)
                        .find(|d| d.storage != StorageClass::Extern)
                        .or_else(|| self.decls_of(v).next().map(|(_, d)| d))
                }
            }
        };
        let pos = d.map_or(ent.pos, |d| d.pos);
        self.mark(pos);
        // A block-scope `extern __shared__` array (dynamic shared memory)
        // stays a plain external declaration.
        if var.is_local && var.memory == MemorySpace::Shared && d.map_or(false, |d| d.storage == StorageClass::Extern) {
            let s = format!("extern  __shared__ {};", self.p.type_str(var.ty, &ent.name));
            self.push(&s);
            return;
        }
        let is_static = d.map_or(false, |d| d.storage == StorageClass::Static) || var.is_local || crate::mangle::in_unnamed_namespace(self.il(), v);
        let is_extern = d.map_or(false, |d| d.storage == StorageClass::Extern);
        // Separate compilation: the declaration ahead of an initialized
        // definition is `extern` too.
        let defined_later = !with_init && decl.is_none() && self.var_init_decl(v).is_some();
        let mut s = match (self.p.opts.device_c && !is_static, is_extern || defined_later) {
            // Separate compilation: an `extern` declaration stays one.
            (true, true) => String::from("extern  "),
            (true, false) => String::from(" "),
            _ => String::from("static  "),
        };
        // Separate compilation: an inline variable's definition may be in
        // other modules too.
        if self.p.opts.device_c && !is_static && var.is_inline && with_init {
            s.push_str("__attribute__((nv_weak_odr))  ");
        }
        match var.memory {
            MemorySpace::Shared => s.push_str("__shared__  "),
            MemorySpace::Constant => s.push_str("__constant__  "),
            MemorySpace::Managed => s.push_str("__device__  __managed__  "),
            MemorySpace::Device | MemorySpace::None => s.push_str("__device__  "),
        }
        s.push_str("__var_used__ ");
        let name = if var.is_local { self.local_static_name(v) } else { self.namespace_var_name(v) };
        // A constexpr object is const (written so by cicc); only the
        // simple types whose `const` goes first are covered here.
        let il = self.il();
        let simple = matches!(il.ty(il.canonical(var.ty)), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Class(_) | TypeKind::Enum(_));
        if var.is_constexpr && simple && !il.quals_of(var.ty).is_const {
            s.push_str("const ");
        }
        s.push_str(&self.p.type_str(var.ty, &name));
        self.push(&s);
        if with_init {
            match d.and_then(|d| d.init) {
                Some(Init::Assign(x)) => {
                    self.push(" = ");
                    match self.folded_static_constant(x) {
                        Some(c) => self.push(&c),
                        // A reference is a pointer to what it is bound to.
                        None if self.is_ref_type(var.ty) => self.ref_bound(x, var.ty, DCtx::Operand),
                        None => self.stored_value(x),
                    }
                }
                Some(Init::List(items, _)) => {
                    self.push(" = ");
                    self.init_list(items);
                }
                _ => {}
            }
        }
        self.push(";");
    }

    /// A static-storage initializer that is an arithmetic constant
    /// expression is stored folded, as a constant of the initializer's
    /// (converted) type: `double d = 1.0 / 3.0;` is written
    /// `(0.3333333333333333)`. Literals keep their own printing.
    fn folded_static_constant(&self, x: &Expr) -> Option<String> {
        if is_literal(strip_implicit(x)) {
            return None;
        }
        let il = self.il();
        let value = crate::sema::consteval::eval(il, x)?;
        match (il.ty(il.canonical(x.ty)), value) {
            (TypeKind::Float(k), v) => {
                let f = match v {
                    crate::sema::consteval::Value::Float(f) => f,
                    crate::sema::consteval::Value::Int(n) => n as f64,
                };
                Some(format!("({})", float_spelling(FloatConst::from_f64(f).convert(*k), *k)))
            }
            (TypeKind::Int(k), crate::sema::consteval::Value::Int(n)) if *k != IntKind::Bool && k.size() >= 4 => {
                Some(if n < 0 { format!("(-{}{})", n.unsigned_abs(), int_suffix(*k)) } else { format!("{}{}", n, int_suffix(*k)) })
            }
            _ => None,
        }
    }

    /// `{1,2}` (device initializers are written without spaces).
    fn init_list(&mut self, items: &[Init<'a>]) {
        self.push("{");
        for (i, it) in items.iter().enumerate() {
            if i > 0 {
                self.push(",");
            }
            match it {
                Init::Assign(x) => match self.folded_static_constant(x) {
                    Some(c) => self.push(&c),
                    None => self.expr(x, DCtx::Top),
                },
                Init::List(inner, _) => self.init_list(inner),
                Init::Paren(args) => {
                    if let Some(x) = args.first() {
                        self.expr(x, DCtx::Top);
                    }
                }
            }
        }
        self.push("}");
    }

    // ------------------------------------------------------------ statements

    fn stmt(&mut self, s: &'a Stmt<'a>) {
        if self.p.depth > MAX_DEPTH {
            return;
        }
        self.p.depth += 1;
        let at = self.p.out.s.len();
        let outer_flags = core::mem::take(&mut self.stmt_flags);
        self.stmt_inner(s);
        let flags = core::mem::replace(&mut self.stmt_flags, outer_flags);
        // The flags of its `new` expressions are cleared before the
        // statement: on a line of their own after the block's
        // declarations, else after the statement before it.
        if !flags.is_empty() && at <= self.p.out.s.len() {
            let first = self.frames.last().is_some_and(|f| f.late_at == at || f.at == at);
            let mut text = String::new();
            for f in &flags {
                text.push_str(if first && text.is_empty() { "\n" } else { " " });
                text.push_str(&format!("{} = 0;", f));
            }
            self.p.out.s.insert_str(at, &text);
        }
        self.p.depth -= 1;
    }

    /// A loop/if body: a real block on its own lines, anything else wrapped
    /// in ` {` … ` }` on the statement's line.
    fn body(&mut self, s: &'a Stmt<'a>) {
        if let StmtKind::Block(_) = &s.kind {
            self.next_block_is_body = true;
            self.stmt(s);
        } else {
            self.synthetic_block(s, "");
        }
    }

    fn cond(&mut self, c: &Cond<'a>) {
        match c {
            Cond::Expr(e) => {
                let e = strip_implicit(e);
                // A condition is an int in C: a bool constant is `1`/`0`.
                if let ExprKind::BoolLit(b) = e.kind {
                    self.push(if b { "1" } else { "0" });
                    return;
                }
                self.expr(e, DCtx::Top)
            }
            Cond::Decl(d) => {
                if let Some(decl) = self.p.decl(*d) {
                    let name = self.local_name(decl.entity);
                    self.push(&name);
                }
            }
        }
    }

    /// An expression whose value is discarded (an expression statement, a
    /// `for` init or step). A comma's operands are discarded too: its right
    /// operand is cast to `void` (`(a += s) , (void)(b += 2)`).
    fn discarded(&mut self, e: &'a Expr<'a>) {
        if let ExprKind::Binary(BinaryOp::Comma, l, r) = &e.kind {
            if self.p.depth <= MAX_DEPTH && self.substituted_constant(e).is_none() {
                self.p.depth += 1;
                if matches!(l.kind, ExprKind::Binary(BinaryOp::Comma, ..)) {
                    self.push("(");
                    self.discarded(l);
                    self.push(")");
                } else {
                    self.discard = matches!(strip_implicit(l).kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. });
                    self.decayed_operand(l, DCtx::Operand);
                    self.discard = false;
                }
                self.push(" , ");
                let il = self.il();
                if !matches!(il.ty(il.canonical(r.ty)), TypeKind::Void) {
                    self.push("(void)");
                }
                self.discard = matches!(strip_implicit(r).kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. });
                self.decayed_operand(r, DCtx::Operand);
                self.discard = false;
                self.p.depth -= 1;
                return;
            }
        }
        self.discard = matches!(strip_implicit(e).kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. });
        self.expr(e, DCtx::Top);
        self.discard = false;
    }

    /// A pending pragma printed where it stands (before anything but a loop).
    fn flush_pragma(&mut self) {
        // Before a statement other than a loop, a pragma has its own marker.
        if let Some((t, pos)) = self.pending_pragma.take() {
            self.mark(pos);
            self.push(&format!("#pragma {}", t));
        }
    }

    /// A pending pragma printed right before its loop's keyword, after the
    /// loop's marker, as cicc does (`# 6 "k.cu"`, empty line, `#pragma`).
    fn loop_pragma(&mut self) {
        if let Some((t, _)) = self.pending_pragma.take() {
            self.push(&format!("\n#pragma {}\n", t));
            self.p.out.forget_line();
        }
    }

    fn stmt_inner(&mut self, s: &'a Stmt<'a>) {
        if !matches!(s.kind, StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }) {
            self.flush_pragma();
        }
        match &s.kind {
            StmtKind::Block(items) => {
                let is_body = core::mem::take(&mut self.next_block_is_body);
                self.mark(s.pos);
                self.push("{");
                self.nested_block_contents(items, is_body);
                let end = super::printer::block_end(self.il(), s.pos).unwrap_or(s.pos);
                if let Some(l) = self.loops.last().and_then(|l| if l.is_switch { None } else { l.cont.clone() }) {
                    let _ = l;
                }
                self.mark(end);
                self.push("}");
            }
            StmtKind::Decl(ds) => {
                for d in ds.iter() {
                    self.local_init(*d, s.pos);
                }
            }
            StmtKind::Expr(e) => {
                let prelude = self.aggregate_prelude(&[*e], s);
                self.mark(s.pos);
                self.discarded(e);
                self.push(";");
                if prelude {
                    self.close_prelude();
                }
            }
            // `if constexpr` in an instance: only the branch taken is
            // lowered (the statement leaves its line marker).
            StmtKind::If { cond: Cond::Expr(c), then, els } if self.il().constexpr_ifs.contains(&s.pos) && self.constant_condition(c).is_some() => {
                self.mark(s.pos);
                let taken = if self.constant_condition(c).unwrap_or(false) { Some(*then) } else { *els };
                if let Some(b) = taken {
                    self.stmt(b);
                }
            }
            StmtKind::If { cond, then, els } => {
                let prelude = match cond {
                    Cond::Expr(c) => self.aggregate_prelude(&[*c], s),
                    _ => false,
                };
                self.if_stmt(s, cond, then, *els);
                if prelude {
                    self.close_prelude();
                }
            }
            StmtKind::While { cond, body } => {
                self.mark(s.pos);
                self.loop_pragma();
                self.push("while (");
                self.cond(cond);
                self.push(")");
                self.loop_body(body);
            }
            StmtKind::DoWhile { body, cond, .. } => {
                self.mark(s.pos);
                self.loop_pragma();
                self.push("do");
                self.loops.push(LoopLabels::default());
                self.next_block_is_body = matches!(body.kind, StmtKind::Block(_));
                self.stmt(body);
                let l = self.loops.pop().unwrap_or_default();
                if let Some(c) = l.cont {
                    self.push(&format!(" {}:;", c));
                }
                self.push(" while (");
                self.expr(cond, DCtx::Top);
                self.push(");");
                if let Some(b) = l.brk {
                    self.push(&format!(" {}:;", b));
                }
            }
            StmtKind::For { init, cond, step, body } => {
                let decl_init = matches!(init.map(|i| &i.kind), Some(StmtKind::Decl(_)));
                if decl_init {
                    self.mark(s.pos);
                    self.push("{");
                    // The loop's scope declares the temporaries of a body
                    // that has no scope of its own.
                    self.open_frame();
                    if let Some(f) = self.frames.last_mut() {
                        f.declares = true;
                    }
                    self.note_child_scopes(&[*body]);
                    if let Some(StmtKind::Decl(ds)) = init.map(|i| &i.kind) {
                        for d in ds.iter() {
                            if let Some(decl) = self.p.decl(*d) {
                                self.for_locals.insert(decl.entity);
                            }
                            self.hoisted_decl(*d, s.pos);
                        }
                        self.end_of_declarations();
                        for d in ds.iter() {
                            self.local_init(*d, s.pos);
                        }
                    }
                }
                self.mark(s.pos);
                self.loop_pragma();
                self.push("for (");
                // The init and step expressions discard their values, as an
                // expression statement does.
                if !decl_init {
                    if let Some(StmtKind::Expr(e)) = init.map(|i| &i.kind) {
                        self.discarded(e);
                    }
                }
                self.push("; ");
                if let Some(c) = cond {
                    self.cond(c);
                }
                self.push(";");
                if let Some(st) = step {
                    self.push(" ");
                    self.discarded(st);
                }
                self.push(")");
                self.loop_body(body);
                if decl_init {
                    self.close_frame();
                    self.push(" }");
                }
            }
            StmtKind::Switch { cond, body } => {
                let outer_ty = self.switch_ty.take();
                // (The operand's own type: the IL converts it to `int`.)
                if let Cond::Expr(e) = cond {
                    self.switch_ty = Some(strip_implicit(e).ty);
                }
                self.mark(s.pos);
                self.push("switch (");
                self.cond(cond);
                self.push(")");
                self.loops.push(LoopLabels { is_switch: true, ..Default::default() });
                self.stmt(body);
                self.switch_ty = outer_ty;
                let l = self.loops.pop().unwrap_or_default();
                if let Some(b) = l.brk {
                    self.push(&format!(" {}:;", b));
                }
            }
            StmtKind::Case { value, stmt } => {
                self.mark(s.pos);
                self.push("case ");
                // A literal label has the (promoted) condition's type.
                let kind = self.switch_ty.and_then(|t| self.p.int_kind(t)).filter(|k| k.size() >= 4 && *k != IntKind::Bool);
                match (&strip_implicit(value).kind, kind) {
                    (ExprKind::IntLit { value: v, .. }, Some(k)) => self.push(&format!("{}{}", v, int_suffix(k))),
                    _ => self.expr(value, DCtx::Top),
                }
                self.push(":");
                self.stmt(stmt);
            }
            StmtKind::Default { stmt } => {
                self.mark(s.pos);
                self.push("default:");
                self.stmt(stmt);
            }
            StmtKind::Break => {
                self.mark(s.pos);
                let l = self.label(true);
                self.push(&format!("goto {};", l));
            }
            StmtKind::Continue => {
                self.mark(s.pos);
                let l = self.label(false);
                self.push(&format!("goto {};", l));
            }
            // A class object is returned through a temporary.
            StmtKind::Return(Some(e), _) if self.p.is_class_type(e.ty) && !self.frames.is_empty() && !self.ret_ty.is_some_and(|t| self.is_ref_type(t)) => {
                let t = self.p.fresh_temp();
                let ty = self.il().canonical(e.ty);
                // An aggregate built in place: constants are stored right
                // after clearing the temporary (each field not given a
                // constant gets zero), the rest assigned field by field;
                // without constants, a short list zero-fills the rest in the
                // temporary's declaration.
                if let Some((fields, args)) = self.aggregate_parts(e) {
                    let any_const = args.iter().any(|a| self.const_arg(a));
                    let short = args.len() < fields.len();
                    let decl_name = if short && !any_const { format!("{} = {{0}}", t) } else { t.clone() };
                    if let Some(f) = self.temp_frame() {
                        f.temps.push((decl_name, ty));
                    }
                    self.mark(s.pos);
                    self.push("{");
                    if any_const {
                        self.aggregate_constants(&t, &fields, args, &|d: &Self, a: &Expr| d.const_arg(a));
                    }
                    for (f, a) in fields.iter().zip(args.iter()) {
                        if any_const && self.const_arg(a) {
                            continue;
                        }
                        let fname = self.p.entity(*f).map(|x| x.name.clone()).unwrap_or_default();
                        self.mark(s.pos);
                        self.push(&format!("({}.{}) = ", t, fname));
                        self.expr(a, DCtx::Operand);
                        self.push(";");
                    }
                    self.mark(s.pos);
                    self.push(&format!("return {}; }}", t));
                    return;
                }
                if let Some(f) = self.temp_frame() {
                    f.temps.push((t.clone(), ty));
                }
                self.mark(s.pos);
                self.push("{");
                // `c ? T{a, b} : T{b, a}`: each branch stores its fields in
                // the result temporary.
                if self.returned_conditional(strip_implicit(e), &t) {
                    self.push(";");
                    self.mark(s.pos);
                    self.push(&format!("return {}; }}", t));
                    return;
                }
                self.mark(s.pos);
                // A constructed result is built in the temporary.
                let x = strip_implicit(e);
                match (self.construct_ctor(x), self.construction(x)) {
                    (Some(ctor), Some((_, _, args))) => {
                        let (c1, _) = self.ctor_names(ctor);
                        self.ctor_call(&c1, ctor, &format!("(&{})", t), args);
                    }
                    _ => match self.returned_through_pointer(x) {
                        // `__T = ((*(struct C *)&c))`
                        Some((cls, by_ref)) => {
                            self.push(&format!("{} = ((*({} *){}", t, cls, if by_ref { "" } else { "&" }));
                            match (&x.kind, by_ref) {
                                (ExprKind::Name(v), true) => {
                                    let n = self.local_name(*v);
                                    self.push(&n);
                                }
                                _ => self.expr(x, DCtx::Operand),
                            }
                            self.push("))");
                        }
                        None => {
                            self.push(&format!("{} = ", t));
                            self.expr(e, DCtx::Operand);
                        }
                    },
                }
                self.push(";");
                self.mark(s.pos);
                self.push(&format!("return {}; }}", t));
            }
            // C has no `return` of a void expression: the expression is a
            // statement of its own, followed by a plain `return`.
            StmtKind::Return(Some(e), _) if matches!(self.il().ty(self.il().canonical(e.ty)), TypeKind::Void) => {
                self.mark(s.pos);
                self.push("{");
                self.mark(s.pos);
                self.expr(e, DCtx::Top);
                self.push(";");
                self.mark(s.pos);
                self.push("return; }");
            }
            StmtKind::Return(e, _) => {
                self.mark(s.pos);
                match e {
                    Some(e) => {
                        self.push("return ");
                        // C's int-valued comparisons are cast to `__nv_bool`
                        // when a bool is returned.
                        let inner = strip_implicit(e);
                        let ret_bool = self.ret_ty.is_some_and(|t| matches!(self.il().ty(self.il().canonical(t)), TypeKind::Int(IntKind::Bool)));
                        let int_valued = matches!(
                            inner.kind,
                            ExprKind::Binary(
                                BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne | BinaryOp::LogAnd | BinaryOp::LogOr,
                                ..
                            ) | ExprKind::Unary(UnaryOp::Not, _)
                        );
                        match self.ret_ty.filter(|t| self.is_ref_type(*t)) {
                            Some(t) => self.ref_bound(e, t, DCtx::Top),
                            None if ret_bool && int_valued => {
                                self.push("(__nv_bool)");
                                self.expr(inner, DCtx::Operand);
                            }
                            // A returned array decays (in parentheses); a
                            // function's name (`__T<n>`) is returned as is.
                            None if matches!(&inner.kind, ExprKind::Name(id) if self.func_names.iter().any(|(f, _, _)| f == id)) => self.expr(inner, DCtx::Top),
                            // A returned string literal is converted to the
                            // return type with a cast (C's literal is `char[]`).
                            None if matches!(inner.kind, ExprKind::StringLit { .. }) && self.ret_ty.is_some_and(|t| matches!(self.il().ty(self.il().canonical(t)), TypeKind::Pointer(_))) => {
                                let t = self.ret_ty.map(|t| self.p.type_str(t, "")).unwrap_or_default();
                                self.push(&format!("({})", t));
                                self.decayed_operand(inner, DCtx::Top);
                            }
                            None if matches!(self.il().ty(self.il().canonical(e.ty)), TypeKind::Array(..)) => self.decayed_operand(e, DCtx::Top),
                            None => self.expr(e, DCtx::Top),
                        }
                        self.push(";");
                    }
                    None => self.push("return;"),
                }
            }
            StmtKind::Goto(l) => {
                self.mark(s.pos);
                self.push(&format!("goto {};", l));
            }
            StmtKind::GotoIndirect(e) => {
                self.mark(s.pos);
                self.push("goto *");
                self.expr(e, DCtx::Top);
                self.push(";");
            }
            StmtKind::Label { name, stmt } => {
                self.mark(s.pos);
                self.push(&format!("{}:", name));
                self.stmt(stmt);
            }
            StmtKind::Null => {
                self.mark(s.pos);
                self.push(";");
            }
            // The diagnostic pragmas are the front end's own.
            StmtKind::Pragma(t) if t.trim_start().starts_with("nv_diag") => {}
            StmtKind::Pragma(t) => {
                // `unroll` alone means "fully": cicc writes the count as INT_MAX.
                let t = if t.trim() == "unroll" { String::from("unroll 2147483647") } else { t.clone() };
                self.pending_pragma = Some((t, s.pos));
            }
            StmtKind::Asm(t, operands) => {
                self.mark(s.pos);
                // cicc re-spells the statement as EDG does, with `__asm`
                // and the operands as device expressions.
                let mut printed: Vec<String> = Vec::new();
                for e in operands.iter() {
                    let saved = core::mem::take(&mut self.p.out.s);
                    self.expr(e, DCtx::Top);
                    printed.push(core::mem::replace(&mut self.p.out.s, saved));
                }
                let text = crate::emit::stmt::asm_spelling_with(t, "__asm", Some(&printed));
                self.push(&text);
                self.push(";");
            }
            StmtKind::RangeFor { var, range, body } => self.range_for(s, *var, range, body),
            // Exception handling is host-only (diagnosed in device code).
            StmtKind::Try { body, .. } => self.stmt(body),
        }
    }

    /// `if (c) then else els`.
    fn if_stmt(&mut self, s: &'a Stmt<'a>, cond: &Cond<'a>, then: &'a Stmt<'a>, els: Option<&'a Stmt<'a>>) {
        self.mark(s.pos);
        self.push("if (");
        self.cond(cond);
        self.push(")");
        self.body(then);
        if let Some(e) = els {
            match &e.kind {
                // A block is written on lines of its own.
                StmtKind::Block(items) => {
                    self.mark(e.pos);
                    self.push("else ");
                    self.mark(e.pos);
                    self.push("{");
                    self.nested_block_contents(items, true);
                    let end = super::printer::block_end(self.il(), e.pos).unwrap_or(e.pos);
                    self.mark(end);
                    self.push("}");
                }
                _ => {
                    self.push(" else  {");
                    let framed = self.open_body_frame(e);
                    self.stmt(e);
                    if framed {
                        self.close_frame();
                    }
                    self.push(" }");
                }
            }
        }
    }

    /// A range-based `for`, as cicc lowers it: a block holding the range's
    /// address and the begin and end iterators, then a `for` whose body
    /// declares the loop variable and sets it from the iterator.
    fn range_for(&mut self, s: &'a Stmt<'a>, var: DeclId, range: &'a Expr<'a>, body: &'a Stmt<'a>) {
        let il = self.il();
        let rc = keep::range_calls(il, range);
        let array = match il.ty(il.canonical(range.ty)) {
            TypeKind::Array(elem, Some(n)) => Some((*elem, *n)),
            _ => None,
        };
        if array.is_none() && (rc.begin.is_none() || rc.end.is_none()) {
            self.stmt(body);
            return;
        }
        self.mark(s.pos);
        self.push("{");
        self.open_frame();
        // The range is held by address (a reference is a pointer).
        let rt = self.p.fresh_temp();
        let decl = if array.is_some() { format!("(*{})", rt) } else { format!("*{}", rt) };
        let rdecl = self.p.type_str(range.ty, &decl);
        let bt = self.p.fresh_temp();
        let et = self.p.fresh_temp();
        let iter_decl = |this: &Self, name: &str| match (rc.iter, array) {
            (Some(t), _) => this.p.type_str(t, name),
            (None, Some((elem, _))) => this.p.type_str(elem, &format!("*{}", name)),
            _ => String::new(),
        };
        let (bdecl, edecl) = (iter_decl(self, &bt), iter_decl(self, &et));
        if let Some(f) = self.frames.last_mut() {
            f.temps.push((rdecl, RENDERED));
            f.temps.push((bdecl, RENDERED));
            f.temps.push((edecl, RENDERED));
        }
        // A braced aggregate range lives in a temporary of the loop's block,
        // its constants stored first.
        let range_temp = self.aggregate_temp(range).map(|(fields, args)| (fields, args, strip_implicit(range)));
        if let Some((fields, args, x)) = &range_temp {
            let (args, x) = (*args, *x);
            let t = self.p.fresh_temp();
            let ty = il.canonical(x.ty);
            if let Some(f) = self.frames.last_mut() {
                f.temps.push((t.clone(), ty));
            }
            if args.iter().any(|a| self.aggregate_const(a)) {
                self.p.out.newline();
                let at = self.p.out.s.len();
                self.aggregate_constants(&t, &fields, args, &|d: &Self, a: &Expr| d.aggregate_const(a));
                // (The first store opens its line.)
                if self.p.out.s[at..].starts_with(' ') {
                    self.p.out.s.remove(at);
                }
                self.agg_temps.insert(x as *const Expr as usize, t);
            } else {
                self.agg_temps.insert(x as *const Expr as usize, t);
            }
        }
        self.mark(s.pos);
        self.push(&format!("{} = ", rt));
        if range_temp.is_some() {
            self.aggregate_value(range, Some(None), DCtx::Operand);
            self.agg_temps.clear();
        } else {
            self.address_of(range, DCtx::Operand, 0);
        }
        self.push(";");
        let range_const = il.quals_of(range.ty).is_const;
        let obj = |this: &Self, f: EntityId| {
            let member_const = matches!(this.p.routine(f).map(|r| this.il().ty(r.ty)), Some(TypeKind::Function(ft)) if ft.quals.is_const);
            if member_const && !range_const {
                let cls = this.this_type(f);
                format!("((const {} *){})", cls.trim_end_matches(" *const"), rt)
            } else {
                rt.clone()
            }
        };
        for (t, f, end) in [(&bt, rc.begin, false), (&et, rc.end, true)] {
            self.mark(s.pos);
            match (f, array) {
                (Some(f), _) => {
                    let o = obj(self, f);
                    self.push(&format!("{} = ({}({}));", t, self.routine_name(f), o));
                }
                (None, Some((_, n))) if end => self.push(&format!("{} = (((*{})) + {}UL);", t, rt, n)),
                _ => self.push(&format!("{} = ((*{}));", t, rt)),
            }
        }
        // An iterator object is passed by address (const for const members).
        let iter_arg = |this: &Self, f: EntityId, t: &str| {
            let member_const = matches!(this.p.routine(f).map(|r| this.il().ty(r.ty)), Some(TypeKind::Function(ft)) if ft.quals.is_const);
            if member_const {
                let cls = this.this_type(f);
                format!("(((const {} *)&{}))", cls.trim_end_matches(" *const"), t)
            } else {
                format!("(&{})", t)
            }
        };
        let cond = match rc.ne {
            Some(f) => {
                // The parameter is a const reference: the operand's address.
                let this_arg = iter_arg(self, f, &bt);
                let cls = self.this_type(f);
                format!("{}({}, (((const {} *)&{})))", self.routine_name(f), this_arg, cls.trim_end_matches(" *const"), et)
            }
            None => format!("{} != {}", bt, et),
        };
        let step = match rc.inc {
            Some(f) => {
                let call = format!("{}({})", self.routine_name(f), iter_arg(self, f, &bt));
                if self.routine_returns_ref(f) {
                    format!("*({})", call)
                } else {
                    call
                }
            }
            None => format!("++{}", bt),
        };
        self.mark(s.pos);
        self.loop_pragma();
        self.push(&format!("for (; {}; {})", cond, step));
        // The loop variable keeps its name.
        let Some(vdecl) = self.p.decl(var) else { return };
        let ve = vdecl.entity;
        self.for_locals.insert(ve);
        let by_ref = self.is_ref_type(vdecl.ty);
        let value = match rc.deref {
            Some(f) => {
                let call = format!("{}({})", self.routine_name(f), iter_arg(self, f, &bt));
                if self.routine_returns_ref(f) && !by_ref {
                    format!("(*({}))", call)
                } else {
                    format!("({})", call)
                }
            }
            // A reference adding `const` to the elements: the pointer cast.
            None if by_ref => {
                let il = self.il();
                let pointee = match il.ty(il.canonical(vdecl.ty)) {
                    TypeKind::LvalueRef(t) | TypeKind::RvalueRef(t) => Some(*t),
                    _ => None,
                };
                match (pointee, array) {
                    (Some(t), Some((elem, _))) if il.quals_of(t).is_const && !il.quals_of(elem).is_const => format!("(({}){})", self.p.type_str(t, "*"), bt),
                    _ => bt.clone(),
                }
            }
            None => format!("(*{})", bt),
        };
        let vname = self.local_name(ve);
        self.loops.push(LoopLabels::default());
        let block = matches!(body.kind, StmtKind::Block(_));
        if block {
            self.mark(s.pos);
            self.push("{");
        } else {
            self.push(" {");
        }
        self.hoisted_decl(var, s.pos);
        self.mark(s.pos);
        self.push(&format!("{} = {};", vname, value));
        match &body.kind {
            StmtKind::Block(items) => {
                self.mark(body.pos);
                self.push("{");
                self.block_contents(items);
                self.push_continue_label();
                let end = super::printer::block_end(self.il(), body.pos).unwrap_or(body.pos);
                self.mark(end);
                self.push("}");
            }
            _ => {
                self.push(" {");
                let framed = self.open_body_frame(body);
                self.stmt(body);
                self.push_continue_label();
                if framed {
                    self.close_frame();
                }
                self.push(" }");
            }
        }
        self.push(" }");
        self.close_frame();
        self.push(" }");
        let l = self.loops.pop().unwrap_or_default();
        if let Some(b) = l.brk {
            self.push(&format!(" {}:;", b));
        }
    }

    fn push_continue_label(&mut self) {
        if let Some(c) = self.loops.last().and_then(|l| l.cont.clone()) {
            self.push(&format!(" {}:;", c));
        }
    }

    /// Whether routine `f` returns a reference (a pointer in C).
    fn routine_returns_ref(&self, f: EntityId) -> bool {
        match self.p.routine(f).map(|r| self.il().ty(r.ty)) {
            Some(TypeKind::Function(ft)) => self.is_ref_type(ft.ret),
            _ => false,
        }
    }

    /// The label a `break` (or `continue`) jumps to, allocated on first use.
    fn label(&mut self, brk: bool) -> String {
        let idx = if brk {
            self.loops.len().checked_sub(1)
        } else {
            self.loops.iter().rposition(|l| !l.is_switch)
        };
        let Some(idx) = idx else { return String::from("__T_invalid") };
        let existing = if brk { self.loops[idx].brk.clone() } else { self.loops[idx].cont.clone() };
        if let Some(l) = existing {
            return l;
        }
        let l = self.p.fresh_temp();
        if brk {
            self.loops[idx].brk = Some(l.clone());
        } else {
            self.loops[idx].cont = Some(l.clone());
        }
        l
    }

    fn loop_body(&mut self, body: &'a Stmt<'a>) {
        self.loops.push(LoopLabels::default());
        match &body.kind {
            StmtKind::Block(items) => {
                self.mark(body.pos);
                self.push("{");
                self.nested_block_contents(items, true);
                self.push_continue_label();
                let end = super::printer::block_end(self.il(), body.pos).unwrap_or(body.pos);
                self.mark(end);
                self.push("}");
            }
            _ => {
                self.push(" {");
                let framed = self.open_body_frame(body);
                self.stmt(body);
                self.push_continue_label();
                if framed {
                    self.close_frame();
                }
                self.push(" }");
            }
        }
        let l = self.loops.pop().unwrap_or_default();
        if let Some(b) = l.brk {
            self.push(&format!(" {}:;", b));
        }
    }

    // ------------------------------------------------------------ expressions

    fn expr(&mut self, e: &'a Expr<'a>, ctx: DCtx) {
        if self.p.depth > MAX_DEPTH {
            self.push("0");
            return;
        }
        // An operation on a template argument's value was folded when the
        // template was instantiated: it has no source form, only a value.
        if let Some(v) = self.substituted_constant(e) {
            self.push(&v);
            return;
        }
        if let Some(b) = self.short_circuit_value(e) {
            self.push(if b { "1" } else { "0" });
            return;
        }
        self.p.depth += 1;
        if ctx == DCtx::Operand && !self.is_leaf(e) {
            self.push("(");
            self.expr_body(e);
            self.push(")");
        } else {
            self.expr_body(e);
        }
        self.p.depth -= 1;
    }

    /// The value of a constant operation one of whose operands is a
    /// substituted template argument (a literal with no source text).
    fn substituted_constant(&self, e: &Expr) -> Option<String> {
        // (A bare enumerator keeps its name; converted or in arithmetic it
        // is its value.)
        if !matches!(e.kind, ExprKind::Binary(..) | ExprKind::Unary(..) | ExprKind::Cond(..) | ExprKind::Call { .. } | ExprKind::Cast { kind: CastKind::Implicit | CastKind::CStyle | CastKind::Static | CastKind::Functional, .. }) {
            return None;
        }
        // A constexpr function of floating type called with constants is
        // its value (`Op::identity<float>()` is `(0.0F)`).
        if let (ExprKind::Call { .. }, TypeKind::Float(k)) = (&e.kind, self.il().ty(self.il().canonical(e.ty))) {
            if self.folds_to_constant(e, 0) {
                let f = match crate::sema::consteval::eval(self.il(), e)? {
                    crate::sema::consteval::Value::Float(f) => f,
                    crate::sema::consteval::Value::Int(n) => n as f64,
                };
                return Some(format!("({})", float_spelling(FloatConst::from_f64(f).convert(*k), *k)));
            }
            return None;
        }
        let substituted = has_substituted_literal(e, 0);
        // Otherwise an integer constant expression is folded too (`2 + 3`,
        // an enumerator), except a literal's own sign or conversion (kept
        // as written) and a result narrower than `int` (its cast stays).
        let literal_form = match &e.kind {
            // (`+3` is just `3`.)
            ExprKind::Unary(UnaryOp::Plus, _) => false,
            ExprKind::Unary(_, x) | ExprKind::Cast { expr: x, .. } => is_literal(strip_implicit(x)),
            _ => false,
        };
        // A floating constant expression (`2.0f * 3.1415927f`) is its
        // value, computed in the type's own precision; a division by zero
        // is left as written.
        if let TypeKind::Float(k) = self.il().ty(self.il().canonical(e.ty)) {
            if !self.folds_to_constant(e, 0) || divides_by_zero(self.il(), e, 0) {
                return None;
            }
            let f = match crate::sema::consteval::eval(self.il(), e)? {
                crate::sema::consteval::Value::Float(f) => f,
                crate::sema::consteval::Value::Int(n) => n as f64,
            };
            return Some(match FloatConst::from_f64(f).convert(*k) {
                // (The sign goes inside the builtin's call parentheses.)
                FloatConst::Inf { neg: true } => {
                    let pos = float_spelling(FloatConst::Inf { neg: false }, *k);
                    format!("((-{}))", pos.get(1..pos.len().saturating_sub(1)).unwrap_or_default())
                }
                v => format!("({})", float_spelling(v, *k)),
            });
        }
        if !substituted && (literal_form || !self.folds_to_constant(e, 0)) {
            return None;
        }
        let il = self.il();
        let crate::sema::consteval::Value::Int(v) = crate::sema::consteval::eval(il, e)? else { return None };
        let k = match il.ty(il.canonical(e.ty)) {
            TypeKind::Int(IntKind::Bool) => IntKind::Int,
            TypeKind::Int(k) => *k,
            _ => return None,
        };
        if !substituted && k.size() < 4 {
            return None;
        }
        Some(if v < 0 { format!("(-{}{})", v.unsigned_abs(), int_suffix(k)) } else { format!("{}{}", v, int_suffix(k)) })
    }

    fn is_leaf(&self, e: &'a Expr<'a>) -> bool {
        match &e.kind {
            ExprKind::Name(_)
            | ExprKind::QualifiedName { .. }
            | ExprKind::IntLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::StringLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::Nullptr
            | ExprKind::SizeofType(_)
            | ExprKind::SizeofExpr(_)
            | ExprKind::AlignofType(_)
            | ExprKind::This
            | ExprKind::Error => true,
            ExprKind::Unary(UnaryOp::Minus, x) if matches!(x.kind, ExprKind::FloatLit { .. }) => true,
            // A lowered `new` is its own parenthesized cast.
            ExprKind::New { ty, args, array_size, .. } => {
                (args.is_none() || args.is_some_and(|a| a.is_empty()) && keep::class_of(self.il(), *ty).is_none())
                    && self.trivially_made(*ty)
                    && array_size.map_or(true, |n| self.eval_int(n, &[], 0).is_some())
            }
            // A constant folded through a cast is one literal.
            ExprKind::Cast { kind: CastKind::CStyle | CastKind::Static | CastKind::Functional, expr, to } => {
                self.converted_constant(expr, *to).is_some() || (is_literal(expr) && self.literal_conversion(expr, *to).is_some())
            }
            // A scalar's value-initialization is its zero.
            ExprKind::Construct { args: [], ty, ctor: None, .. } => matches!(self.il().ty(self.il().canonical(*ty)), TypeKind::Int(_) | TypeKind::Float(_)),
            // An aggregate temporary whose prelude stored every field.
            ExprKind::Construct { ctor: None, braces: true, args, .. } if self.agg_temps.contains_key(&(e as *const Expr as usize)) => args.iter().all(|a| self.aggregate_const(a)),
            ExprKind::Cast { kind: CastKind::Implicit, expr, to } => {
                if self.converted_constant(expr, *to).is_some() {
                    return true;
                }
                if is_literal(expr) {
                    return self.literal_conversion(expr, *to).is_some();
                }
                !self.implicit_cast_visible(expr, *to) && self.is_leaf(expr)
            }
            _ => false,
        }
    }

    /// Whether an implicit conversion is written as a cast in device C.
    fn implicit_cast_visible(&self, from: &Expr, to: TypeId) -> bool {
        let il = self.il();
        let ft = il.canonical(from.ty);
        let tt = il.canonical(to);
        // The copy out of a const lambda's by-copy capture is written
        // (`((int)(this->k))`), see `Parser::convert_copy`.
        if matches!(from.kind, ExprKind::Captured { by_ref: false, .. }) && il.quals_of(from.ty).is_const && !il.quals_of(to).is_const {
            return true;
        }
        if ft == tt {
            return false;
        }
        match (il.ty(ft), il.ty(tt)) {
            (TypeKind::Array(..), _) | (TypeKind::Function(_), _) => false,
            (TypeKind::Qualified(..), _) | (_, TypeKind::Qualified(..)) => false,
            // Adding `const` to the pointee (`T *` to `const T *`) is C's
            // own conversion; adding `volatile` is written.
            (TypeKind::Pointer(a), TypeKind::Pointer(b)) => il.canonical(*a) != il.canonical(*b) || {
                let (qa, qb) = (il.quals_of(*a), il.quals_of(*b));
                (qa.is_const && !qb.is_const) || qa.is_volatile != qb.is_volatile
            },
            _ => true,
        }
    }

    /// A converted literal printed as a literal of the target type.
    fn literal_conversion(&self, lit: &Expr, to: TypeId) -> Option<String> {
        let il = self.il();
        let tt = il.canonical(to);
        match (&lit.kind, il.ty(tt)) {
            (ExprKind::IntLit { value, .. }, TypeKind::Float(k)) => Some(format!("({})", float_spelling(FloatConst::Finite { neg: false, mant: *value, exp: 0 }, *k))),
            (ExprKind::FloatLit { value, .. }, TypeKind::Float(k)) => Some(format!("({})", float_spelling(*value, *k))),
            (ExprKind::IntLit { value, .. }, TypeKind::Int(k)) if *k != IntKind::Bool && k.size() >= 4 => {
                Some(format!("{}{}", value, int_suffix(*k)))
            }
            (ExprKind::CharLit { value, .. }, TypeKind::Int(k)) if k.size() >= 4 => Some(format!("{}{}", value, int_suffix(*k))),
            // (`true` is the integer `1`.)
            (ExprKind::BoolLit(b), TypeKind::Int(k)) if *k != IntKind::Bool && k.size() >= 4 => Some(format!("{}{}", *b as u8, int_suffix(*k))),
            // A narrower integer constant is written with its cast, as one
            // parenthesized constant (`((unsigned short)5U)`), when the
            // value fits the type.
            (ExprKind::IntLit { .. } | ExprKind::CharLit { .. }, TypeKind::Int(k)) if *k != IntKind::Bool && k.size() < 4 => {
                let v = match &lit.kind {
                    ExprKind::IntLit { value, .. } => i128::try_from(*value).ok()?,
                    ExprKind::CharLit { value, .. } => *value as i128,
                    _ => return None,
                };
                let bits = k.size() * 8;
                let fits = if k.is_signed() { v >= -(1i128 << (bits - 1)) && v < (1i128 << (bits - 1)) } else { v >= 0 && v < (1i128 << bits) };
                if !fits || v < 0 {
                    return None;
                }
                let t = self.p.type_str(to, "");
                Some(format!("(({}){}{})", t, v, if k.is_signed() { "" } else { "U" }))
            }
            // An integer made a pointer is folded to a pointer constant:
            // the null pointer `0LL`, any other address unsigned (`1ULL`).
            (ExprKind::IntLit { value, .. }, TypeKind::Pointer(_)) => {
                // (A pointer to function is `void (*)(int)` here.)
                let t = self.p.abstract_param_str(to);
                Some(if *value == 0 { format!("(({})0LL)", t) } else { format!("(({}){}ULL)", t, value) })
            }
            _ => None,
        }
    }

    fn expr_body(&mut self, e: &'a Expr<'a>) {
        // A temporary built by its constructor: `(C1((&__T), args…)) , __T`.
        if matches!(e.kind, ExprKind::Construct { .. } | ExprKind::Cast { .. }) && !self.frames.is_empty() {
            if let (Some(ctor), Some((_, _, args))) = (self.construct_ctor(e), self.construction(e)) {
                let t = self.p.fresh_temp();
                let ty = self.il().canonical(e.ty);
                if let Some(f) = self.temp_frame() {
                    f.temps.push((t.clone(), ty));
                }
                let (c1, _) = self.ctor_names(ctor);
                self.push("(");
                self.ctor_call(&c1, ctor, &format!("(&{})", t), args);
                self.push(&format!(") , {}", t));
                return;
            }
        }
        match &e.kind {
            ExprKind::IntLit { value, .. } => {
                let k = self.p.int_kind(e.ty).unwrap_or(IntKind::Int);
                self.push(&format!("{}{}", value, int_suffix(k)));
            }
            ExprKind::FloatLit { value, .. } => {
                let k = match self.il().ty(self.il().canonical(e.ty)) {
                    TypeKind::Float(k) => *k,
                    _ => FloatKind::Double,
                };
                self.push(&format!("({})", float_spelling(*value, k)));
            }
            ExprKind::CharLit { value, .. } => {
                // C has no char constants of type char: written as a cast.
                self.push(&format!("((char){})", value));
            }
            ExprKind::StringLit { pieces, .. } => {
                let s = super::printer::string_spelling(pieces);
                self.push(&s);
            }
            ExprKind::BoolLit(b) => self.push(if *b { "((__nv_bool)1)" } else { "((__nv_bool)0)" }),
            // EDG's C spells the null pointer constant `nullptr` as `0LL`.
            ExprKind::Nullptr => self.push("0LL"),
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => self.name(*id),
            // A negated floating literal is folded into one constant.
            ExprKind::Unary(UnaryOp::Minus, x) if matches!(x.kind, ExprKind::FloatLit { .. }) => {
                if let ExprKind::FloatLit { value, .. } = &x.kind {
                    let k = match self.il().ty(self.il().canonical(x.ty)) {
                        TypeKind::Float(k) => *k,
                        _ => FloatKind::Double,
                    };
                    self.push(&format!("(-{})", float_spelling(*value, k)));
                }
            }
            // `&C::m` of a data member: its byte offset.
            ExprKind::Unary(UnaryOp::AddrOf, x) if self.data_member_pointer(e.ty) && matches!(strip_implicit(x).kind, ExprKind::QualifiedName { .. }) => {
                let offset = match strip_implicit(x).kind {
                    ExprKind::QualifiedName { entity, .. } => match self.il().entities.get(entity.0 as usize).map(|x| &x.kind) {
                        Some(EntityKind::Field(f)) => f.offset,
                        _ => 0,
                    },
                    _ => 0,
                };
                self.push(&format!("{}L", offset));
            }
            // `o.*pm` / `p->*pm` of a data member pointer: the member at
            // the object's address plus the offset.
            ExprKind::Binary(op @ (BinaryOp::PtrMem | BinaryOp::PtrMemArrow), l, r) if self.data_member_pointer(r.ty) => {
                let member = self.il().canonical(e.ty);
                let member = match self.il().ty(member) {
                    TypeKind::Qualified(t, _) => *t,
                    _ => member,
                };
                let pt = self.p.type_str(member, "*");
                self.push(&format!("*(({})(((char *)", pt));
                if *op == BinaryOp::PtrMem {
                    self.address_of(l, DCtx::Operand, 0);
                } else {
                    self.expr(l, DCtx::Operand);
                }
                self.push(") + ");
                self.expr(r, DCtx::Operand);
                self.push("))");
            }
            // `&a[i]` is written as pointer arithmetic.
            ExprKind::Unary(UnaryOp::AddrOf, x) if matches!(strip_implicit(x).kind, ExprKind::Index(..)) => {
                if let ExprKind::Index(b, i) = &strip_implicit(x).kind {
                    self.index_base(b);
                    self.push(" + ");
                    self.expr(i, DCtx::Operand);
                }
            }
            ExprKind::Unary(op, x) => {
                let (pre, post) = match op {
                    UnaryOp::Plus => ("+", ""),
                    UnaryOp::Minus => ("-", ""),
                    UnaryOp::Not => ("!", ""),
                    UnaryOp::BitNot => ("~", ""),
                    UnaryOp::Deref => ("*", ""),
                    // A function's address is the function designator
                    // (kept in the operator's parentheses).
                    UnaryOp::AddrOf if self.is_function_address(e) => ("", ""),
                    UnaryOp::AddrOf => ("&", ""),
                    UnaryOp::PreInc => ("++", ""),
                    UnaryOp::PreDec => ("--", ""),
                    UnaryOp::PostInc => ("", "++"),
                    UnaryOp::PostDec => ("", "--"),
                };
                self.push(pre);
                if *op == UnaryOp::Not {
                    self.truth_operand(x);
                } else {
                    self.expr(x, DCtx::Operand);
                }
                self.push(post);
            }
            // C's `&&` and `||` take any scalar: the operands' conversions
            // to `bool` are not written.
            ExprKind::Binary(op @ (BinaryOp::LogAnd | BinaryOp::LogOr), l, r) => {
                self.truth_operand(l);
                self.push(&format!(" {} ", binary_op_str(*op)));
                self.truth_operand(r);
            }
            ExprKind::Binary(BinaryOp::Div, l, r) if self.float_div(e.ty).is_some() => {
                let f = self.float_div(e.ty).unwrap_or("fdivide");
                self.push(&format!(" {}(", f));
                self.expr(l, DCtx::Operand);
                self.push(" , ");
                self.expr(r, DCtx::Operand);
                self.push(")");
            }
            ExprKind::Assign(AssignOp::Compound(BinaryOp::Div), l, r) if self.float_div(l.ty).is_some() => {
                let f = self.float_div(l.ty).unwrap_or("fdivide");
                self.expr(l, DCtx::Operand);
                self.push(&format!(" = ( {}(", f));
                self.expr(l, DCtx::Operand);
                self.push(" , ");
                self.expr(r, DCtx::Operand);
                self.push("))");
            }
            ExprKind::Binary(op, l, r) => {
                // An array operand decays (in parentheses).
                self.decayed_operand(l, DCtx::Operand);
                if *op == BinaryOp::Comma {
                    self.push(" , ");
                } else {
                    self.push(&format!(" {} ", binary_op_str(*op)));
                }
                self.decayed_operand(r, DCtx::Operand);
            }
            // An empty class object assigned a value that is no call copies
            // nothing: `(void)(lhs)`.
            ExprKind::Assign(AssignOp::Assign, l, r)
                if !matches!(strip_implicit(r).kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. })
                    && matches!(self.il().ty(self.il().canonical(l.ty)), TypeKind::Class(ec) if self.is_empty_class(*ec, 0)) =>
            {
                self.push("(void)(");
                self.expr(l, DCtx::Top);
                self.push(")");
            }
            // A class object assigned from a call goes through a temporary:
            // `(__T = f(…)) , (void)(lhs = __T)`.
            ExprKind::Assign(AssignOp::Assign, l, r)
                if self.p.is_class_type(l.ty) && matches!(strip_implicit(r).kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. }) && !self.frames.is_empty() =>
            {
                let saved = core::mem::take(&mut self.p.out.s);
                self.expr(r, DCtx::Operand);
                let call_text = core::mem::replace(&mut self.p.out.s, saved);
                // A named object (or a member of one, or an element at a
                // constant index) is assigned directly, whatever
                // temporaries the call needs; anything else through a
                // temporary.
                if self.simple_lvalue(l, 0) {
                    self.expr(l, DCtx::Operand);
                    self.push(" = ");
                    self.push(&call_text);
                    return;
                }
                let t = self.p.fresh_temp();
                if let Some(f) = self.temp_frame() {
                    f.temps.push((t.clone(), r.ty));
                }
                self.push(&format!("({} = {}) , (void)(", t, call_text));
                self.expr(l, DCtx::Operand);
                self.push(&format!(" = {})", t));
            }
            ExprKind::Assign(op, l, r) => {
                // The right operand is evaluated first (its temporaries are
                // numbered before the left one's).
                let saved = core::mem::take(&mut self.p.out.s);
                // An integer constant added to a floating object is
                // converted to its type (`x += 1` → `x += (1.0F)`).
                let float_target = matches!(self.il().ty(self.il().canonical(l.ty)), TypeKind::Float(_));
                match (op, float_target) {
                    (AssignOp::Compound(_), true) if matches!(r.kind, ExprKind::IntLit { .. }) => {
                        match self.literal_conversion(r, l.ty) {
                            Some(t) => self.push(&t),
                            None => self.expr(r, DCtx::Operand),
                        }
                    }
                    _ => self.stored_value(r),
                }
                let rhs = core::mem::replace(&mut self.p.out.s, saved);
                self.expr(l, DCtx::Operand);
                match op {
                    AssignOp::Assign => self.push(" = "),
                    AssignOp::Compound(b) => self.push(&format!(" {}= ", binary_op_str(*b))),
                }
                self.push(&rhs);
            }
            ExprKind::Cond(c, a, b) => {
                self.truth_operand(c);
                self.push(" ? ");
                self.cond_operand(a, b);
                self.push(" : ");
                self.cond_operand(b, a);
            }
            ExprKind::Call { callee, args } | ExprKind::KernelLaunch { callee, args, .. } => {
                let discard = core::mem::replace(&mut self.discard, false);
                // A call returning a reference returns a pointer in C.
                // A discarded result is not dereferenced.
                let by_ref = self.returns_ref(callee) && !discard;
                if by_ref {
                    self.push("*(");
                }
                self.call(e, callee, args, discard);
                if by_ref {
                    self.push(")");
                }
            }
            ExprKind::Member { base, member, arrow } => {
                // A reference is a pointer in C: `r.m` is `r->m`.
                let through_ref = match &strip_implicit(base).kind {
                    ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } if !*arrow => self.p.variable(*id).map_or(false, |v| {
                        (v.is_local || v.is_param) && self.is_ref_type(v.ty)
                    }).then_some(*id),
                    _ => None,
                };
                // `this` naming an inherited member is typed as the base.
                let object = match strip_implicit(base).kind {
                    ExprKind::This if self.this_class.is_some() => self.this_class,
                    _ => self.object_class(base, *arrow || through_ref.is_some()),
                };
                let path = self.member_bases(object, *member);
                let arrow_sep = if *arrow || through_ref.is_some() { "->" } else { "." };
                if let Some(id) = through_ref {
                    let n = self.local_name(id);
                    self.push(&"(".repeat(path.len()));
                    self.push(&n);
                } else if let Some(t) = self.call_result_temp(base, *arrow) {
                    // `(__T1 = (f()), __T1.x)`: a member of a class-typed
                    // call result is read from a temporary.
                    self.push(&format!("({} = ", t));
                    self.expr(base, DCtx::Operand);
                    self.push(", ");
                    self.push(&"(".repeat(path.len()));
                    self.push(&t);
                    let mut sep = ".";
                    for b in &path {
                        let f = self.base_field_name(*b);
                        self.push(&format!("{}{})", sep, f));
                        sep = ".";
                    }
                    let n = self.p.entity(*member).map(|m| m.name.clone()).unwrap_or_default();
                    self.push(&format!("{}{})", sep, n));
                    return;
                } else {
                    self.push(&"(".repeat(path.len()));
                    self.expr(base, DCtx::Operand);
                }
                let mut sep = arrow_sep;
                for b in &path {
                    let f = self.base_field_name(*b);
                    self.push(&format!("{}{})", sep, f));
                    sep = ".";
                }
                self.push(sep);
                let n = self.p.entity(*member).map(|m| m.name.clone()).unwrap_or_default();
                self.push(&n);
            }
            ExprKind::Index(b, i) => {
                self.index_base(b);
                self.push("[");
                self.expr(i, DCtx::Operand);
                self.push("]");
            }
            ExprKind::Cast { kind, to, expr } if self.conversion_call(expr, *to).is_some() => {
                let Some(f) = self.conversion_call(expr, *to) else { return };
                let ret = match self.p.routine(f).map(|r| self.il().ty(r.ty)) {
                    Some(TypeKind::Function(ft)) => ft.ret,
                    _ => *to,
                };
                let same = self.il().canonical(ret) == self.il().canonical(*to);
                if *kind != CastKind::Implicit || !same {
                    let t = self.p.type_str(*to, "");
                    self.push(&format!("({})(", t));
                }
                self.conversion(expr, f);
                if *kind != CastKind::Implicit || !same {
                    self.push(")");
                }
            }
            // A cast to a reference type works on the operand's address: its
            // value is the pointer cast, dereferenced.
            ExprKind::Cast { .. } if self.ref_cast(e).is_some() => {
                self.push("(*");
                self.ref_cast_pointer(e, 0);
                self.push(")");
            }
            ExprKind::Cast { kind, to, expr } => {
                // A constant converted (implicitly or by a cast) is folded.
                if matches!(kind, CastKind::Implicit | CastKind::CStyle | CastKind::Static | CastKind::Functional) {
                    if let Some(lit) = self.converted_constant(expr, *to) {
                        self.push(&lit);
                        return;
                    }
                }
                // A literal converted by a cast is one literal of the
                // type (`(long)5` is `5L`; narrower integers keep the cast).
                if matches!(kind, CastKind::CStyle | CastKind::Static | CastKind::Functional) && is_literal(expr) {
                    if let Some(s) = self.literal_conversion(expr, *to) {
                        self.push(&s);
                        return;
                    }
                }
                // A pointer to a derived class made a pointer to a base held
                // in a field: that field's address.
                if matches!(kind, CastKind::Implicit | CastKind::Static | CastKind::CStyle) && self.base_pointer(expr, *to) {
                    return;
                }
                if *kind == CastKind::Implicit {
                    if is_literal(expr) {
                        if let Some(s) = self.literal_conversion(expr, *to) {
                            self.push(&s);
                            return;
                        }
                    }
                    let il = self.il();
                    let pointers = matches!((il.ty(il.canonical(expr.ty)), il.ty(il.canonical(*to))), (TypeKind::Pointer(_), TypeKind::Pointer(_)));
                    if pointers && !self.implicit_cast_visible(expr, *to) {
                        // A qualification conversion: the operand as it is.
                        self.expr_body(expr);
                        return;
                    }
                    if !self.implicit_cast_visible(expr, *to) {
                        // Array decay etc.: the operand alone, parenthesized.
                        self.decayed_operand(expr, DCtx::Top);
                        return;
                    }
                }
                let t = self.p.type_str(*to, "");
                self.push(&format!("({})", t));
                // An array operand decays: written as parentheses.
                self.index_base(expr);
            }
            ExprKind::SizeofType(t) => {
                let sz = self.il().pack_length(*t).map_or_else(|| self.p.size_align(*t).0, |n| n as u64);
                self.push(&format!("{}UL", sz));
            }
            ExprKind::SizeofExpr(x) => {
                let (sz, _) = self.p.size_align(x.ty);
                self.push(&format!("{}UL", sz));
            }
            ExprKind::AlignofType(t) => {
                let (_, al) = self.p.size_align(*t);
                self.push(&format!("{}UL", al));
            }
            ExprKind::LabelAddr(l) => self.push(&format!("(&&{})", l)),
            // (Device code rejects `typeid`; printed as written.)
            ExprKind::TypeidType(t) => {
                let s = self.p.type_str(*t, "");
                self.push(&format!("typeid({})", s));
            }
            ExprKind::TypeidExpr(x) => {
                self.push("typeid(");
                self.expr(x, DCtx::Top);
                self.push(")");
            }
            ExprKind::InitList(items) => {
                self.push("{");
                for (i, x) in items.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.expr(x, DCtx::Top);
                }
                self.push("}");
            }
            ExprKind::Construct { ctor: None, braces: true, .. } if self.aggregate_temp(e).is_some() => self.aggregate_value(e, None, DCtx::Top),
            ExprKind::Construct { args, ty, .. } => {
                if let Some(a) = args.first() {
                    self.expr(a, DCtx::Top);
                } else {
                    // `T()` of a scalar type: its zero.
                    let z = self.zero_of(*ty);
                    self.push(&z);
                }
            }
            ExprKind::This => self.push("this"),
            // A captured entity: the closure's field through the call
            // operator's `this` (dereferenced when captured by reference).
            ExprKind::Captured { field, by_ref } => {
                let n = self.closure_field_name(*field);
                if *by_ref {
                    self.push(&format!("*(this->{})", n));
                } else {
                    self.push(&format!("this->{}", n));
                }
            }
            // `new` of a trivially constructed type: the allocation function
            // called with the size held in a temporary.
            ExprKind::New { ty, array_size, args, .. } if (args.is_none() || args.is_some_and(|a| a.is_empty()) && keep::class_of(self.il(), *ty).is_none()) && self.trivially_made(*ty) => {
                let elem = self.p.size_align(*ty).0 as i128;
                let (alloc_fn, size) = match array_size {
                    None => ("_Znwm", Some(elem)),
                    Some(n) => ("_Znam", self.eval_int(n, &[], 0).map(|v| v.saturating_mul(elem))),
                };
                let Some(size) = size else {
                    self.push("0");
                    return;
                };
                let name = self.p.fresh_temp();
                if let Some(f) = self.temp_frame() {
                    f.temps.push((format!("unsigned long {}", name), RENDERED));
                }
                let pt = self.p.type_str(e.ty, "");
                self.push(&format!("(({})(({} = {}UL) , ({}({}))))", pt, name, size, alloc_fn, name));
            }
            // `delete` of a trivially destroyed object: the (sized)
            // deallocation function.
            ExprKind::Delete { expr: x, array, .. } if self.pointee(x.ty).is_some_and(|t| self.trivially_made(t)) => {
                let size = self.pointee(x.ty).map_or(0, |t| self.p.size_align(t).0);
                self.push(if *array { "_ZdaPv(((void *)" } else { "_ZdlPvm(((void *)" });
                self.index_base(x);
                if *array {
                    self.push("))");
                } else {
                    self.push(&format!("), {}UL)", size));
                }
            }
            // Placement new of a class object: the size, the placement
            // arguments and the new object's address through temporaries,
            // the constructor called on it.
            ExprKind::New { ty, array_size: None, args, placement, .. }
                if !placement.is_empty() && keep::class_of(self.il(), *ty).is_some_and(|c| keep::constructor_for_args(self.il(), c, args.unwrap_or(&[])).is_some()) =>
            {
                let args: &'a [&'a Expr<'a>] = args.unwrap_or(&[]);
                let Some(ctor) = keep::class_of(self.il(), *ty).and_then(|c| keep::constructor_for_args(self.il(), c, args)) else { return };
                let size = self.p.size_align(*ty).0;
                let ts = self.p.fresh_temp();
                let mut decls = alloc::vec![format!("unsigned long {}", ts)];
                let mut temps = Vec::new();
                // The placement arguments are converted to the allocation
                // function's parameter types.
                let alloc_params: Vec<TypeId> = match keep::placement_new(self.il()).and_then(|n| self.p.routine(n)).map(|r| self.il().ty(r.ty)) {
                    Some(TypeKind::Function(ft)) => ft.params.iter().skip(1).copied().collect(),
                    _ => Vec::new(),
                };
                for (i, p) in placement.iter().enumerate() {
                    let t = self.p.fresh_temp();
                    let pty = alloc_params.get(i).copied().unwrap_or(p.ty);
                    decls.push(self.p.type_str(pty, &t));
                    temps.push((t, *p, pty));
                }
                let tr = self.p.fresh_temp();
                decls.push(self.p.type_str(e.ty, &tr));
                if let Some(f) = self.temp_frame() {
                    for d in decls {
                        f.temps.push((d, RENDERED));
                    }
                }
                let pt = self.p.type_str(e.ty, "");
                let alloc_fn = keep::placement_new(self.il()).map_or_else(|| String::from("_ZnwmPv"), |n| self.routine_name(n));
                // (Parenthesized by its context, as a cast.)
                self.push(&format!("({})(({} = {}UL) , (({} = (({})({}({}", pt, ts, size, tr, pt, alloc_fn, ts));
                for (t, p, pty) in temps {
                    self.push(&format!(", ({} = ", t));
                    if self.il().canonical(p.ty) != self.il().canonical(pty) {
                        let ts = self.p.type_str(pty, "");
                        self.push(&format!("(({})", ts));
                        self.expr(p, DCtx::Operand);
                        self.push(")");
                    } else {
                        self.expr(p, DCtx::Operand);
                    }
                    self.push(")");
                }
                self.push(")))) , ((");
                let (c1, _) = self.ctor_names(ctor);
                self.ctor_call(&c1, ctor, &tr, args);
                self.push(&format!(") , {})))", tr));
            }
            ExprKind::New { ty, array_size: None, args, placement: [], braces, .. } if self.new_object(e, *ty, *args, *braces) => {}
            ExprKind::Delete { expr: x, array: false, .. } if self.delete_object(x) => {}
            // Not lowered for the device yet: shown as written.
            ExprKind::New { .. } | ExprKind::Delete { .. } => self.push("0"),
            ExprKind::Lambda { text, .. } => self.push(text),
            // Only in templates, which the device code does not print.
            ExprKind::TypeTrait { .. } | ExprKind::StmtExpr(_) | ExprKind::Error => self.push("0"),
            ExprKind::NoexceptOp(_) => self.push("1"),
            // Host-only (`typeid`) or template-only forms.
            ExprKind::Fold { .. } => self.push("0"),
            ExprKind::PackExpansion(x) => self.expr_body(x),
            // Device code calls the operator function.
            ExprKind::OperatorCall { call, .. } => self.expr_body(call),
            // Exceptions are not supported in device code (diagnosed).
            ExprKind::Throw(_) => self.push("0"),
        }
    }

    /// An operand of `?:`: an lvalue given the other operand's added
    /// qualifiers is read through a pointer cast (`(*(const T *)&x)`).
    fn cond_operand(&mut self, x: &'a Expr<'a>, other: &Expr) {
        let inner = strip_implicit(x);
        let other = strip_implicit(other);
        let to = other.ty;
        let il = self.il();
        let (q, oq) = (self.lvalue_quals(inner), self.lvalue_quals(other));
        let fewer = (oq.is_const && !q.is_const) || (oq.is_volatile && !q.is_volatile);
        if other.lvalue && inner.lvalue && il.canonical(to) == il.canonical(inner.ty) && fewer && !self.p.is_class_type(to) {
            let mut t = self.p.type_str(il.canonical(to), "*");
            if oq.is_volatile {
                t = format!("volatile {}", t);
            }
            if oq.is_const {
                t = format!("const {}", t);
            }
            self.read_through_pointer(inner, &t);
            return;
        }
        self.expr(x, DCtx::Operand);
    }

    /// `((*(T *)&x))`: the lvalue `x` read through a pointer cast to `ptr`
    /// (which adds or drops qualifiers).
    fn read_through_pointer(&mut self, x: &'a Expr<'a>, ptr: &str) {
        self.push(&format!("((*({})&", ptr));
        self.expr(x, DCtx::Operand);
        self.push("))");
    }

    /// The qualifiers of an lvalue, with those of the object a member is
    /// named in (`this->m` in a const member function is const).
    fn lvalue_quals(&self, e: &Expr) -> Quals {
        let il = self.il();
        let mut q = il.quals_of(e.ty);
        let object = match &e.kind {
            ExprKind::Member { base, arrow, .. } => {
                let b = strip_implicit(base);
                match (&b.kind, *arrow) {
                    (ExprKind::This, _) => Some(self.this_const),
                    (_, true) => match il.ty(il.canonical(b.ty)) {
                        TypeKind::Pointer(x) => Some(il.quals_of(*x).is_const),
                        _ => None,
                    },
                    (_, false) => Some(self.lvalue_quals(b).is_const),
                }
            }
            ExprKind::Name(id) if matches!(self.p.entity(*id).map(|x| &x.kind), Some(EntityKind::Field(_))) => Some(self.this_const),
            // An lvalue conditional has its operands' combined qualifiers.
            ExprKind::Cond(_, a, b) => {
                let (qa, qb) = (self.lvalue_quals(strip_implicit(a)), self.lvalue_quals(strip_implicit(b)));
                q.is_volatile |= qa.is_volatile || qb.is_volatile;
                Some(qa.is_const || qb.is_const)
            }
            _ => None,
        };
        q.is_const |= object.unwrap_or(false);
        q
    }

    /// Whether the lvalue `x` names storage whose address does not depend
    /// on any value: a variable or a `.` member of one.
    fn fixed_address(&self, x: &Expr) -> bool {
        let mut x = strip_implicit(x);
        // Bounded by the expression's depth, which the parser bounds.
        loop {
            match &x.kind {
                ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => return self.p.variable(*id).is_some(),
                ExprKind::Member { base, arrow: false, .. } => x = strip_implicit(base),
                // `*r` of an array `r`: the array itself.
                ExprKind::Unary(UnaryOp::Deref, y) if self.is_array_variable(y) => return true,
                _ => return false,
            }
        }
    }

    /// A variable that is an object (not a reference), or a member of one
    /// reached by `.`: its address is fixed.
    fn fixed_object(&self, x: &Expr) -> bool {
        let mut y = strip_implicit(x);
        // Bounded by the expression's depth, which the parser bounds.
        loop {
            match &y.kind {
                ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                    return self.p.variable(*id).is_some_and(|v| !self.is_ref_type(v.ty));
                }
                ExprKind::Member { base, arrow: false, .. } => y = strip_implicit(base),
                _ => return false,
            }
        }
    }

    /// Whether `x` names a variable of array type (its decay is the
    /// array's fixed address).
    fn is_array_variable(&self, x: &Expr) -> bool {
        match &strip_implicit(x).kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                self.p.variable(*id).is_some_and(|v| matches!(self.il().ty(self.il().canonical(v.ty)), TypeKind::Array(..)))
            }
            _ => false,
        }
    }

    /// Whether a call argument is a constant (passed as is; anything else
    /// goes through a temporary when two or more arguments need one).
    fn const_arg(&self, a: &Expr) -> bool {
        let x = strip_implicit(a);
        match &x.kind {
            ExprKind::IntLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::Nullptr
            | ExprKind::StringLit { .. }
            | ExprKind::SizeofType(_)
            | ExprKind::SizeofExpr(_) => true,
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                matches!(self.p.entity(*id).map(|e| &e.kind), Some(EntityKind::Enumerator(_))) || self.is_array_variable(x)
            }
            ExprKind::Unary(UnaryOp::Minus | UnaryOp::Plus, y) => self.const_arg(y),
            // A constant converted to an arithmetic type folds (`T(0)`).
            ExprKind::Cast { kind: CastKind::CStyle | CastKind::Static | CastKind::Functional, to, expr } => {
                matches!(self.il().ty(self.il().canonical(*to)), TypeKind::Int(_) | TypeKind::Float(_)) && self.const_arg(expr)
                    // An integer literal made a pointer is a pointer constant.
                    || matches!(self.il().ty(self.il().canonical(*to)), TypeKind::Pointer(_)) && matches!(strip_implicit(expr).kind, ExprKind::IntLit { .. })
            }
            // The address of a variable, or of a member of one reached by
            // `.`, is fixed for the call: passed as is (`g((&r), …)`,
            // `g((&(s.f)), …)`); through `->` or a subscript it is not.
            ExprKind::Unary(UnaryOp::AddrOf, y) => self.fixed_address(y),
            _ => false,
        }
    }

    /// A call. With two or more non-constant arguments EDG evaluates them
    /// into temporaries first, left to right:
    /// `((__T0 = a) , (void)(__T1 = b)) , (f(__T0, __T1))`.
    fn call(&mut self, e: &'a Expr<'a>, callee: &'a Expr<'a>, args: &'a [&'a Expr<'a>], discard: bool) {
        let _ = e;
        // A member function call passes the object's address first.
        if let ExprKind::Member { base, member, arrow } = &strip_implicit(callee).kind {
            // A static member function called through an object: the
            // object is not used.
            if self.p.routine(*member).is_some_and(|r| r.is_static_member) {
                let name = self.routine_name(*member);
                let params: Vec<TypeId> = match self.p.routine(*member).map(|r| self.il().ty(r.ty)) {
                    Some(TypeKind::Function(ft)) => ft.params.clone(),
                    _ => Vec::new(),
                };
                let args = self.with_defaults(*member, args);
                self.call_with_args(&name, None, args, &params, discard);
                return;
            }
            if matches!(self.p.entity(*member).map(|x| &x.kind), Some(EntityKind::Routine(_))) {
                let mut name = self.routine_name(*member);
                let is_const = matches!(self.p.routine(*member).map(|r| self.il().ty(r.ty)), Some(TypeKind::Function(ft)) if ft.quals.is_const);
                let saved = core::mem::take(&mut self.p.out.s);
                self.this_arg(base, *arrow, is_const, *member);
                let this_text = core::mem::replace(&mut self.p.out.s, saved);
                let params: Vec<TypeId> = match self.p.routine(*member).map(|r| self.il().ty(r.ty)) {
                    Some(TypeKind::Function(ft)) => ft.params.clone(),
                    _ => Vec::new(),
                };
                // A virtual function called through a pointer or a
                // reference: the vtable's slot.
                let mut this_text = this_text;
                if let Some((v, t)) = self.virtual_member_call(base, *arrow, *member, &this_text) {
                    name = v;
                    this_text = t;
                }
                let args = self.with_defaults(*member, args);
                // (An object at a fixed address does not make a discarded
                // call evaluate its arguments first.)
                self.fixed_this = !*arrow && self.fixed_object(base);
                self.call_with_args(&name, Some(this_text), args, &params, discard);
                return;
            }
        }
        // A member function named inside a member function: called through
        // `this` (the base subobject's address for an inherited one; a
        // const one through a const pointer).
        if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &strip_implicit(callee).kind {
            let member = *id;
            let is_method = self.p.routine(member).is_some_and(|r| !r.is_static_member && r.special == SpecialMember::None)
                && self.p.entity(member).and_then(|x| x.parent).is_some_and(|p| matches!(self.p.entity(p).map(|x| &x.kind), Some(EntityKind::Class(_))));
            if let (true, Some(_)) = (is_method, self.this_class) {
                let name = self.routine_name(member);
                let ft = match self.p.routine(member).map(|r| self.il().ty(r.ty)) {
                    Some(TypeKind::Function(ft)) => Some(ft.clone()),
                    _ => None,
                };
                let is_const = ft.as_ref().is_some_and(|f| f.quals.is_const);
                let path = self.member_bases(self.this_class, member);
                let this_text = self.base_this_text(BaseObj::Ptr(String::from("this")), self.this_const, &path, is_const, member);
                let params = ft.map(|f| f.params.clone()).unwrap_or_default();
                let args = self.with_defaults(member, args);
                // An unqualified virtual function is called through the vtable.
                let name = match &strip_implicit(callee).kind {
                    ExprKind::Name(_) => self.virtual_callee(member, &this_text).unwrap_or(name),
                    _ => name,
                };
                self.call_with_args(&name, Some(this_text), args, &params, discard);
                return;
            }
        }
        // Default arguments are written out.
        let args: &'a [&'a Expr<'a>] = match &strip_implicit(callee).kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => self.with_defaults(*id, args),
            _ => args,
        };
        let params: Vec<TypeId> = match self.il().ty(self.il().canonical(callee.ty)) {
            TypeKind::Function(ft) => ft.params.clone(),
            TypeKind::Pointer(t) => match self.il().ty(self.il().canonical(*t)) {
                TypeKind::Function(ft) => ft.params.clone(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        let saved = core::mem::take(&mut self.p.out.s);
        self.callee(callee);
        let callee_text = core::mem::replace(&mut self.p.out.s, saved);
        self.call_with_args(&callee_text, None, args, &params, discard);
    }

    /// A class object built by a constructor: `T(args)` (`Construct`), or
    /// `T(x)`/`(T)x` converting a non-class value to class type `T`.
    fn construction(&self, e: &'a Expr<'a>) -> Option<(TypeId, Option<EntityId>, &'a [&'a Expr<'a>])> {
        match &e.kind {
            ExprKind::Construct { ty, ctor, args, .. } => Some((*ty, *ctor, *args)),
            ExprKind::Cast { kind: CastKind::Functional | CastKind::CStyle | CastKind::Static, to, expr } if keep::class_of(self.il(), *to).is_some() && keep::class_of(self.il(), expr.ty).is_none() => {
                Some((*to, None, core::slice::from_ref(self.il().arena.alloc(*expr))))
            }
            _ => None,
        }
    }

    /// The conversion function a conversion of a class object to the
    /// non-class type `to` calls.
    fn conversion_call(&self, x: &Expr, to: TypeId) -> Option<EntityId> {
        let il = self.il();
        if keep::class_of(il, to).is_some() || matches!(il.ty(il.canonical(to)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_) | TypeKind::Void) {
            return None;
        }
        keep::class_of(il, x.ty).and_then(|c| keep::conversion_for(il, c, to))
    }

    /// `conv(&obj)`: a conversion function called on `x`; a temporary
    /// holds a class prvalue.
    fn conversion(&mut self, x: &'a Expr<'a>, f: EntityId) {
        let name = self.routine_name(f);
        let is_const = matches!(self.p.routine(f).map(|r| self.il().ty(r.ty)), Some(TypeKind::Function(ft)) if ft.quals.is_const);
        self.push(&format!("{}(", name));
        let b = strip_implicit(x);
        if let (Some((_, _, args)), false) = (self.construction(b), self.frames.is_empty()) {
            let t = self.p.fresh_temp();
            let ty = self.il().canonical(b.ty);
            if let Some(fr) = self.temp_frame() {
                fr.temps.push((t.clone(), ty));
            }
            match self.construct_ctor(b) {
                Some(ctor) => {
                    let (c1, _) = self.ctor_names(ctor);
                    self.push("((");
                    self.ctor_call(&c1, ctor, &format!("(&{})", t), args);
                    self.push(&format!(") , (&{}))", t));
                }
                None => self.push(&format!("(&{})", t)),
            }
        } else {
            self.this_arg(x, false, is_const, f);
        }
        self.push(")");
    }

    /// The constructor a class construction expression runs (none for a
    /// constexpr one folded to a constant).
    fn construct_ctor(&self, e: &'a Expr<'a>) -> Option<EntityId> {
        let (ty, ctor, args) = self.construction(e)?;
        let il = self.il();
        let TypeKind::Class(c) = il.ty(il.canonical(ty)) else { return None };
        let ctor = ctor.or_else(|| keep::constructor_for_args(il, *c, args))?;
        let r = self.p.routine(ctor)?;
        let folded = r.is_constexpr && args.iter().all(|a| self.p.is_const_leaf(a) || self.p.is_folded_const(a, 0));
        (!folded).then_some(ctor)
    }

    /// The arguments of a call of routine `r`, completed by its default
    /// arguments.
    fn with_defaults(&self, r: EntityId, args: &'a [&'a Expr<'a>]) -> &'a [&'a Expr<'a>] {
        let defaults: Vec<&'a Expr<'a>> = self
            .p
            .routine(r)
            .map(|r| {
                r.params
                    .iter()
                    .enumerate()
                    .skip(args.len())
                    .map_while(|(i, p)| {
                        // A prototype's defaults hold for a definition that omits them.
                        r.default_args.get(i).copied().flatten().or_else(|| self.p.variable(*p).and_then(|v| v.default_arg))
                    })
                    .collect()
            })
            .unwrap_or_default();
        if defaults.is_empty() {
            args
        } else {
            let mut all: Vec<&'a Expr<'a>> = args.to_vec();
            all.extend(defaults);
            self.il().arena.alloc_slice_copy(&all)
        }
    }

    /// A constructor called on the object `obj` (its address, written):
    /// `C1(obj, args…)` with the default arguments written out.
    fn ctor_call(&mut self, name: &str, ctor: EntityId, obj: &str, args: &'a [&'a Expr<'a>]) {
        let args = self.with_defaults(ctor, args);
        let params: Vec<TypeId> = match self.p.routine(ctor).map(|r| self.il().ty(r.ty)) {
            Some(TypeKind::Function(ft)) => ft.params.clone(),
            _ => Vec::new(),
        };
        self.push(&format!("{}({}", name, obj));
        for (i, a) in args.iter().enumerate() {
            self.push(", ");
            self.arg(a, params.get(i).copied());
        }
        self.push(")");
    }

    /// `callee(this, args…)`, the arguments through temporaries when two or
    /// more are not constants.
    fn call_with_args(&mut self, callee_text: &str, this_text: Option<String>, args: &'a [&'a Expr<'a>], params: &[TypeId], discard: bool) {
        let fixed_this = core::mem::take(&mut self.fixed_this);
        // A variable (or a member of one reached by `.`) bound to a
        // reference parameter is passed as its fixed address (`(&(q.v))`).
        // (One that the binding qualifies, `(const float *)&x`, is not.)
        let ref_fixed = |i: usize| {
            let il = self.il();
            let referred = params.get(i).and_then(|p| match il.ty(il.canonical(*p)) {
                TypeKind::LvalueRef(t) | TypeKind::RvalueRef(t) => Some(*t),
                _ => None,
            });
            referred.is_some_and(|t| {
                args.get(i).is_some_and(|a| {
                    let x = strip_implicit(a);
                    self.fixed_object(a) && il.canonical(x.ty) == il.canonical(t) && il.quals_of(x.ty) == il.quals_of(t)
                })
            })
        };
        let nonconst: Vec<usize> = (0..args.len()).filter(|i| !self.const_arg(args[*i]) && !ref_fixed(*i)).collect();
        // A discarded call whose argument is a class result bound to a
        // reference evaluates its arguments first, too; so does one that
        // binds a variable to a reference.
        let materialized = discard && (this_text.is_none() || !fixed_this)
            && args.iter().zip(params.iter()).enumerate().any(|(i, (a, p))| {
                let x = strip_implicit(a);
                self.is_ref_type(*p) && (ref_fixed(i) || !x.lvalue && self.p.is_class_type(x.ty) && matches!(x.kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. }))
            });
        if (nonconst.len() < 2 && !materialized) || self.frames.is_empty() || nonconst.is_empty() {
            self.push(callee_text);
            self.push("(");
            if let Some(t) = &this_text {
                self.push(t);
            }
            for (i, a) in args.iter().enumerate() {
                if i > 0 || this_text.is_some() {
                    self.push(", ");
                }
                self.arg(a, params.get(i).copied());
            }
            self.push(")");
            return;
        }
        // Allocate the temporaries in the innermost block, each after the
        // temporaries its argument needs itself.
        let mut temps: Vec<(usize, String)> = Vec::new();
        let mut values: Vec<String> = Vec::new();
        for &i in &nonconst {
            let saved = core::mem::take(&mut self.p.out.s);
            self.arg(args[i], params.get(i).copied());
            values.push(core::mem::replace(&mut self.p.out.s, saved));
            let name = self.p.fresh_temp();
            let ty = self.arg_temp_type(args[i], params.get(i).copied());
            if let Some(f) = self.temp_frame() {
                f.temps.push((name.clone(), ty));
            }
            temps.push((i, name));
        }
        // ((…(__T0 = a0) , (void)(__T1 = a1)) , …)
        let n = temps.len();
        for _ in 0..n.saturating_sub(1) {
            self.push("(");
        }
        for (k, ((_, name), value)) in temps.iter().zip(values.iter()).enumerate() {
            if k == 0 {
                self.push(&format!("({} = ", name));
            } else {
                self.push(&format!(" , (void)({} = ", name));
            }
            self.push(value);
            self.push(")");
            if k > 0 {
                self.push(")");
            }
        }
        self.push(if discard { " , (void)(" } else { " , (" });
        self.push(callee_text);
        self.push("(");
        if let Some(t) = &this_text {
            self.push(t);
        }
        for (i, a) in args.iter().enumerate() {
            if i > 0 || this_text.is_some() {
                self.push(", ");
            }
            match temps.iter().find(|(j, _)| *j == i) {
                Some((_, name)) => {
                    let name = name.clone();
                    self.push(&name);
                }
                None => self.arg(a, params.get(i).copied()),
            }
        }
        self.push("))");
    }

    /// A returned conditional whose branches are both braced aggregates of
    /// non-constant fields, stored in the result temporary `t`:
    /// ` (c) ? ((void)(0 , (void)(((t.a) = x) , (((t.b) = y) , t)))) : …`.
    fn returned_conditional(&mut self, e: &'a Expr<'a>, t: &str) -> bool {
        let ExprKind::Cond(c, a, b) = &e.kind else { return false };
        let mut parts = Vec::new();
        for x in [*a, *b] {
            let Some((fields, args)) = self.aggregate_parts(strip_implicit(x)) else { return false };
            if args.len() != fields.len() || args.iter().any(|a| self.const_arg(a)) {
                return false;
            }
            parts.push((fields, args));
        }
        self.push(" ");
        self.expr(c, DCtx::Operand);
        for (k, (fields, args)) in parts.into_iter().enumerate() {
            self.push(if k == 0 { " ? ((void)(0 , (void)(" } else { " : ((void)(0 , (void)(" });
            for (i, (f, x)) in fields.iter().zip(args.iter()).enumerate() {
                let fname = self.p.entity(*f).map(|x| x.name.clone()).unwrap_or_default();
                self.push(&format!("{}(({}.{}) = ", if i > 0 { "(" } else { "" }, t, fname));
                self.expr(x, DCtx::Operand);
                self.push(") , ");
            }
            self.push(t);
            self.push(&")".repeat(fields.len().saturating_sub(1)));
            self.push(")))");
        }
        true
    }

    /// `new T(args)` of a class object: the size and the new object's
    /// address through temporaries, then the constructor called on it
    /// between the settings of a flag that the statement clears first
    /// (`__T0 = 0;`, the flag tells whether a constructor is running):
    /// `(T *)((S = 16UL) , ((P = ((T *)(_Znwm(S)))) , ((((F = 1) ,
    /// (void)(C1(P, args))) , (void)(F = 0)) , P)))`. A value-initialized
    /// aggregate (`new T()`) is zero-filled instead.
    #[inline(never)]
    fn new_object(&mut self, e: &'a Expr<'a>, ty: TypeId, args: Option<&'a [&'a Expr<'a>]>, braces: bool) -> bool {
        let il = self.il();
        let Some(c) = keep::class_of(il, ty) else { return false };
        if self.frames.is_empty() {
            return false;
        }
        let list = args.unwrap_or(&[]);
        let ctor = keep::constructor_for_args(il, c, list).filter(|k| self.p.routine(*k).is_some_and(|r| !r.is_defaulted && r.body.is_some()));
        let zero_fill = ctor.is_none() && args.is_some_and(|a| a.is_empty()) && !braces;
        // A braced aggregate of constants is copied from a static object
        // (declared first in the routine's outermost block).
        let mut agg_static = None;
        if ctor.is_none() && braces && !list.is_empty() {
            let Some((fields, items)) = self.aggregate_parts(self.il().arena.alloc(Expr { kind: ExprKind::InitList(list), ty, lvalue: false, pos: e.pos })) else { return false };
            if !items.iter().all(|a| self.aggregate_const(a)) {
                return false;
            }
            let mut vals = Vec::new();
            for (f, a) in fields.iter().zip(items.iter()) {
                let v = match self.field_type(*f).and_then(|ft| self.literal_conversion(strip_implicit(a), ft)) {
                    Some(lit) => lit,
                    None => {
                        let saved = core::mem::take(&mut self.p.out.s);
                        self.expr(a, DCtx::Top);
                        core::mem::replace(&mut self.p.out.s, saved)
                    }
                };
                vals.push(v);
            }
            let st = self.p.fresh_temp();
            let decl = format!("static {} = {{{}}}", self.p.type_str(self.il().canonical(ty), &st), vals.join(","));
            if let Some(f) = self.frames.first_mut() {
                let i = f.temps.iter().take_while(|(d, t)| *t == RENDERED && d.starts_with("static ")).count();
                f.temps.insert(i, (decl, RENDERED));
            }
            agg_static = Some(st);
        } else if ctor.is_none() && !zero_fill {
            return false;
        }
        let size = self.p.size_align(ty).0;
        let pt = self.p.type_str(e.ty, "");
        let flag = (ctor.is_some() || agg_static.is_some()).then(|| self.p.fresh_temp());
        let ts = self.p.fresh_temp();
        let tp = self.p.fresh_temp();
        if let Some(f) = self.temp_frame() {
            if let Some(fl) = &flag {
                f.temps.push((format!("int {}", fl), RENDERED));
            }
            f.temps.push((format!("unsigned long {}", ts), RENDERED));
        }
        let decl = self.p.type_str(e.ty, &tp);
        if let Some(f) = self.temp_frame() {
            f.temps.push((decl, RENDERED));
        }
        self.push(&format!("({})(({} = {}UL) , (({} = (({})(_Znwm({})))) , (", pt, ts, size, tp, pt, ts));
        match (ctor, &flag) {
            (Some(k), Some(fl)) => {
                self.stmt_flags.push(fl.clone());
                let (c1, _) = self.ctor_names(k);
                self.push(&format!("((({} = 1) , (void)(", fl));
                self.ctor_call(&c1, k, &tp, list);
                self.push(&format!(")) , (void)({} = 0))", fl));
            }
            (None, Some(fl)) => {
                self.stmt_flags.push(fl.clone());
                let st = agg_static.clone().unwrap_or_default();
                self.push(&format!("((({} = 1) , (void)((*{}) = {})) , (void)({} = 0))", fl, tp, st, fl));
            }
            _ => self.push(&format!("(__gen_nvvm_memset(((void *){}), 0, {}UL))", tp, size)),
        }
        self.push(&format!(" , {})))", tp));
        true
    }

    /// `delete p` of a class object with a destructor: the virtual one's
    /// deleting slot, `(p) ? ((*(…)((p->__vptr) + 1)))(p)) : ((void)0)`, or
    /// the destructor then the sized deallocation through a temporary; a
    /// class whose destructor does nothing only deallocates.
    #[inline(never)]
    fn delete_object(&mut self, x: &'a Expr<'a>) -> bool {
        let il = self.il();
        let Some(pointee) = self.pointee(x.ty) else { return false };
        let Some(c) = keep::class_of(il, pointee) else { return false };
        if self.frames.is_empty() {
            return false;
        }
        let size = self.p.size_align(pointee).0;
        let deleting = self.is_dynamic(c, 0).then(|| self.vtable_slots(c, 0).iter().position(|(_, d)| *d)).flatten();
        if let Some(slot) = deleting {
            let vdtor = self.vtable_slots(c, 0).get(slot).and_then(|s| s.0);
            let saved = core::mem::take(&mut self.p.out.s);
            self.expr(x, DCtx::Operand);
            let p = core::mem::replace(&mut self.p.out.s, saved);
            let this_ty = match vdtor {
                Some(d) => self.method_this_type(d),
                None => format!("struct {} *const", self.p.device_type_name(c)),
            };
            let vptr = self.vptr_lvalue(c, &p);
            self.push(&format!("({}) ? ((*((void (**)({}))({} + {})))({})) : ((void)0)", p, this_ty, vptr, slot, p));
            return true;
        }
        match keep::destructor_of(il, c) {
            Some(d) => {
                let t = self.p.fresh_temp();
                let decl = self.p.type_str(il.canonical(x.ty), &t);
                if let Some(f) = self.temp_frame() {
                    f.temps.push((decl, RENDERED));
                }
                let (d1, _) = self.ctor_names(d);
                self.push(&format!("(({} = ", t));
                self.expr(x, DCtx::Top);
                self.push(&format!(")) ? (({}({})) , (void)(_ZdlPvm(((void *){}), {}UL))) : ((void)0)", d1, t, t, size));
            }
            None => {
                self.push("_ZdlPvm(((void *)");
                self.index_base(x);
                self.push(&format!("), {}UL)", size));
            }
        }
        true
    }

    /// The object argument of a member call: `(&obj)`, `(p + i)`, `ptr`,
    /// or `(((const struct X *)&obj))` for a const member function.
    fn this_arg(&mut self, base: &'a Expr<'a>, arrow: bool, is_const: bool, member: EntityId) {
        if self.this_arg_through_bases(base, arrow, is_const, member) {
            return;
        }
        if arrow {
            // `this->f()` of a const member function from a non-const one.
            if is_const && !self.this_const && matches!(strip_implicit(base).kind, ExprKind::This) && self.this_class == self.p.entity(member).and_then(|x| x.parent) {
                let cls = self.this_type(member);
                self.push(&format!("((const {} *)this)", cls.trim_end_matches(" *const")));
                return;
            }
            self.expr(base, DCtx::Operand);
            return;
        }
        let b = strip_implicit(base);
        // A class prvalue (a call's result) is stored in a temporary first.
        if !b.lvalue && self.p.is_class_type(b.ty) && !self.frames.is_empty() && matches!(b.kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. }) {
            let t = self.p.fresh_temp();
            let ty = self.il().canonical(b.ty);
            if let Some(f) = self.temp_frame() {
                f.temps.push((t.clone(), ty));
            }
            if is_const {
                let cls = self.this_type(member);
                let cls = cls.trim_end_matches(" *const");
                self.push(&format!("((const {} *)(", cls));
            } else {
                self.push("(");
            }
            self.push(&format!("({} = ", t));
            self.expr(b, DCtx::Operand);
            self.push(&format!(") , (&{}))", t));
            if is_const {
                self.push(")");
            }
            return;
        }
        // `*this` in a const member function is a const object.
        let this_deref = matches!(&b.kind, ExprKind::Unary(UnaryOp::Deref, x) if matches!(strip_implicit(x).kind, ExprKind::This));
        if this_deref && (self.this_const || !is_const) {
            self.push("this");
            return;
        }
        if is_const && !self.lvalue_quals(b).is_const {
            let cls = self.this_type(member);
            let cls = String::from(cls.trim_end_matches(" *const"));
            // An object of a derived class is converted to the base first.
            let owner = self.p.entity(member).and_then(|e| e.parent);
            let derived = owner.is_some_and(|o| keep::class_of(self.il(), b.ty).is_some_and(|c| c != o));
            if derived {
                self.push(&format!("(((const {} *)(({} *)&", cls, cls));
                self.expr(b, DCtx::Operand);
                self.push(")))");
            } else {
                self.push(&format!("(((const {} *)&", cls));
                self.expr(b, DCtx::Operand);
                self.push("))");
            }
            return;
        }
        if let ExprKind::Index(arr, idx) = &b.kind {
            self.push("(");
            self.expr(arr, DCtx::Operand);
            self.push(" + ");
            self.expr(idx, DCtx::Operand);
            self.push(")");
            return;
        }
        if matches!(b.kind, ExprKind::This) {
            self.push("this");
            return;
        }
        self.address_of(b, DCtx::Operand, 0);
    }

    /// `this_arg` for a member of a base class, or a const member function
    /// called through a pointer to a non-const object: the object
    /// converted to the member's class (`base_this_text`).
    #[inline(never)]
    fn this_arg_through_bases(&mut self, base: &'a Expr<'a>, arrow: bool, is_const: bool, member: EntityId) -> bool {
        let b = strip_implicit(base);
        // (A class prvalue is stored in a temporary first: `this_arg`.)
        if !arrow && !b.lvalue {
            return false;
        }
        let class = match b.kind {
            ExprKind::This => self.this_class,
            _ => self.object_class(b, arrow),
        };
        let path = self.member_bases(class, member);
        if path.is_empty() {
            // Only a pointer to a non-const object needs the const cast here.
            let Some(c) = self.pointer_start_const(b, arrow) else { return false };
            if !is_const || c {
                return false;
            }
        }
        let (start, obj_const) = self.base_start(b, arrow);
        let text = self.base_this_text(start, obj_const, &path, is_const, member);
        self.push(&text);
        true
    }

    /// Whether the object `b` denotes is reached through a pointer (`->`,
    /// `this`, a reference variable, `*p`), and then whether it is const.
    fn pointer_start_const(&self, b: &Expr, arrow: bool) -> Option<bool> {
        let il = self.il();
        if matches!(b.kind, ExprKind::This) {
            return Some(self.this_const);
        }
        if arrow {
            return Some(self.pointee(b.ty).is_some_and(|t| il.quals_of(t).is_const));
        }
        match &b.kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                let v = self.p.variable(*id).filter(|v| v.is_local || v.is_param)?;
                match il.ty(il.canonical(v.ty)) {
                    TypeKind::LvalueRef(t) | TypeKind::RvalueRef(t) => Some(il.quals_of(*t).is_const),
                    _ => None,
                }
            }
            ExprKind::Unary(UnaryOp::Deref, p) => Some(self.pointee(p.ty).is_some_and(|t| il.quals_of(t).is_const)),
            _ => None,
        }
    }

    /// A call argument (string literals decay with an explicit cast).
    fn arg(&mut self, a: &'a Expr<'a>, param: Option<TypeId>) {
        if let ExprKind::StringLit { pieces, .. } = &strip_implicit(a).kind {
            let s = super::printer::string_spelling(pieces);
            match param {
                Some(mut t) => {
                    // The conversion is to the parameter's unqualified
                    // type (`const char *`, not `const char *__restrict__`).
                    for _ in 0..8 {
                        match self.il().ty(t) {
                            TypeKind::Qualified(inner, _) => t = *inner,
                            _ => break,
                        }
                    }
                    let ts = self.p.type_str(t, "");
                    self.push(&format!("(({}){})", ts, s));
                }
                None => self.push(&format!("((const char *)({}))", s)),
            }
            return;
        }
        if let Some(t) = param.filter(|t| self.is_ref_type(*t)) {
            self.ref_bound(a, t, DCtx::Operand);
            return;
        }
        // A comparison (an int in C) passed as a bool is cast.
        if let Some(t) = param.filter(|t| matches!(self.il().ty(self.il().canonical(*t)), TypeKind::Int(IntKind::Bool))) {
            self.converted(a, t);
            return;
        }
        // A const class object copied into a parameter: read through a
        // pointer cast that drops `const`.
        let x = strip_implicit(a);
        if let Some(t) = param.filter(|t| self.p.is_class_type(*t)) {
            if x.lvalue && self.il().quals_of(x.ty).is_const {
                let ts = self.p.type_str(self.il().canonical(t), "*");
                self.read_through_pointer(x, &ts);
                return;
            }
        }
        // An array passed to a pointer parameter: `g((r))` (`__func__` is
        // lowered to a pointer temporary: no decay to show, but through
        // `...` it decays like any array: `(__T0)`).
        if param.is_some() && matches!(&x.kind, ExprKind::Name(id) if self.func_names.iter().any(|(e, _, _)| e == id)) {
            self.expr(a, DCtx::Operand);
        } else {
            self.decayed_operand(a, DCtx::Top);
        }
    }

    /// Whether the routine `callee` calls returns a reference.
    fn returns_ref(&self, callee: &Expr) -> bool {
        let il = self.il();
        let ft = match &strip_implicit(callee).kind {
            ExprKind::Member { member, .. } => self.p.routine(*member).map(|r| r.ty),
            _ => Some(callee.ty),
        };
        let Some(mut t) = ft.map(|t| il.canonical(t)) else { return false };
        if let TypeKind::Pointer(x) = il.ty(t) {
            t = il.canonical(*x);
        }
        match il.ty(t) {
            TypeKind::Function(f) => self.is_ref_type(f.ret),
            _ => false,
        }
    }

    /// A written cast of an lvalue to a reference type (`static_cast<T&&>(x)`):
    /// its operand.
    fn ref_cast<'e>(&self, e: &'e Expr<'a>) -> Option<&'e Expr<'a>> {
        match &e.kind {
            ExprKind::Cast { kind: CastKind::CStyle | CastKind::Static | CastKind::Functional | CastKind::Reinterpret | CastKind::Const, to, expr }
                if self.is_ref_type(*to) && strip_implicit(expr).lvalue =>
            {
                // Only to the operand's own type (a class reference cast to
                // a base is a base-member access).
                let il = self.il();
                let bare = |t: TypeId| {
                    let c = il.canonical(t);
                    let c = match il.ty(c) {
                        TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => il.canonical(*x),
                        _ => c,
                    };
                    match il.ty(c) {
                        TypeKind::Qualified(x, _) => il.canonical(*x),
                        _ => c,
                    }
                };
                (bare(*to) == bare(expr.ty)).then_some(*expr)
            }
            _ => None,
        }
    }

    /// Whether a reference cast's operand is an object named directly (not
    /// through a reference or pointer).
    fn ref_cast_of_object(&self, cast: &Expr<'a>) -> bool {
        let Some(expr) = self.ref_cast(cast) else { return false };
        let inner = strip_implicit(expr);
        let ref_var = matches!(inner.kind, ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. }
            if self.p.variable(id).map_or(false, |v| (v.is_local || v.is_param) && self.is_ref_type(v.ty)));
        matches!(inner.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Member { .. }) && !ref_var
    }

    /// A reference cast as the pointer it is: `(T *)&y`, `(T *)r`.
    fn ref_cast_pointer(&mut self, cast: &'a Expr<'a>, depth: u32) {
        let (ExprKind::Cast { to, expr, .. }, Some(_)) = (&cast.kind, self.ref_cast(cast)) else { return };
        let t = self.p.type_str(*to, "");
        self.push(&format!("({})", t));
        if self.ref_cast_of_object(cast) {
            self.push("&");
            self.expr(strip_implicit(expr), DCtx::Operand);
        } else {
            self.address_of(expr, DCtx::Operand, depth + 1);
        }
    }

    fn is_ref_type(&self, t: TypeId) -> bool {
        let il = self.il();
        matches!(il.ty(il.canonical(t)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_))
    }

    /// An lvalue bound to a reference of type `target`: its address (a
    /// reference is a pointer in C), cast when the reference adds
    /// qualifiers. `&a[i]` is `(a + i)`, `&*p` is `p`, a reference variable
    /// is its pointer. A value that is no lvalue is printed as it is.
    fn ref_bound(&mut self, x: &'a Expr<'a>, target: TypeId, ctx: DCtx) {
        let il = self.il();
        let pointee = match il.ty(il.canonical(target)) {
            TypeKind::LvalueRef(t) | TypeKind::RvalueRef(t) => *t,
            _ => return self.expr(x, ctx),
        };
        let inner = strip_implicit(x);
        let (tq, mut fq) = (il.quals_of(pointee), il.quals_of(inner.ty));
        // A field through `this` in a const member function is const.
        if self.this_const && through_this(il, inner, 0) {
            fq.is_const = true;
        }
        let adds = (tq.is_const && !fq.is_const) || (tq.is_volatile && !fq.is_volatile);
        // A class prvalue (a call's result) bound to a reference is stored
        // in a temporary whose address is passed.
        if !inner.lvalue && self.p.is_class_type(inner.ty) && !self.frames.is_empty() && matches!(inner.kind, ExprKind::Call { .. } | ExprKind::OperatorCall { .. }) {
            let t = self.p.fresh_temp();
            let ty = il.canonical(inner.ty);
            if let Some(f) = self.temp_frame() {
                f.temps.push((t.clone(), ty));
            }
            self.push(&format!("(({} = ", t));
            self.expr(inner, DCtx::Operand);
            if adds {
                let ts = self.p.type_str(pointee, "*");
                self.push(&format!(") , ((({})&{})))", ts, t));
            } else {
                self.push(&format!(") , (&{}))", t));
            }
            return;
        }
        if self.ref_bound_lowered(inner, target, pointee, adds, ctx) {
            return;
        }
        // A scalar prvalue bound to an rvalue reference (`f(3)` for
        // `f(T &&)`) is stored in a temporary whose address is passed.
        if !inner.lvalue && !adds && matches!(il.ty(il.canonical(target)), TypeKind::RvalueRef(_)) && !self.frames.is_empty() {
            let ty = il.canonical(pointee);
            if matches!(il.ty(ty), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_)) {
                let t = self.p.fresh_temp();
                if let Some(f) = self.temp_frame() {
                    f.temps.push((t.clone(), ty));
                }
                self.push(&format!("(({} = ", t));
                self.expr(inner, DCtx::Operand);
                self.push(&format!(") , (&{}))", t));
                return;
            }
        }
        if !inner.lvalue && self.ref_cast(inner).is_none() {
            return self.expr(x, ctx);
        }
        // Qualifiers added to a plain object: its address, cast.
        let plain_object = !matches!(inner.kind, ExprKind::Unary(UnaryOp::Deref, _))
            && !matches!(inner.kind, ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. }
                if self.p.variable(id).map_or(false, |v| (v.is_local || v.is_param) && self.is_ref_type(v.ty)));
        if adds && plain_object {
            let ts = self.p.type_str(pointee, "*");
            let open = if ctx == DCtx::Operand { "(" } else { "" };
            self.push(&format!("{}(({})&", open, ts));
            self.expr(inner, DCtx::Operand);
            self.push(if ctx == DCtx::Operand { "))" } else { ")" });
            return;
        }
        if adds {
            let t = self.p.type_str(pointee, "*");
            self.push(&format!("(({})", t));
        }
        self.address_of(inner, if adds { DCtx::Operand } else { ctx }, 0);
        if adds {
            self.push(")");
        }
    }

    /// `ref_bound`'s lowered forms: a derived object bound to a reference
    /// to a base held in a field, `P{}` and braced aggregate temporaries.
    /// (Out of line: the argument printing recurses, its frame stays small.)
    #[inline(never)]
    fn ref_bound_lowered(&mut self, inner: &'a Expr<'a>, target: TypeId, pointee: TypeId, adds: bool, ctx: DCtx) -> bool {
        // An object of a derived class bound to a reference to a base held
        // in a field: that field's address.
        if inner.lvalue {
            if let Some(addr) = self.base_address(inner, false, target) {
                self.qualified_base_address(&addr, target, true);
                return true;
            }
        }
        // `P{}` bound to a reference: a copy of a static zero object
        // (declared first in the routine's outermost block).
        if !inner.lvalue && !self.frames.is_empty() && matches!(inner.kind, ExprKind::Construct { ctor: None, braces: true, args: [], .. }) && self.p.is_class_type(inner.ty) {
            let zero = self.p.fresh_temp();
            let copy = self.p.fresh_temp();
            let ty = self.il().canonical(inner.ty);
            let zero_decl = format!("static const {} = {{0}}", self.p.type_str(ty, &zero));
            if let Some(f) = self.frames.first_mut() {
                f.temps.insert(0, (zero_decl, RENDERED));
            }
            if let Some(f) = self.temp_frame() {
                f.temps.push((copy.clone(), ty));
            }
            let open = if ctx == DCtx::Operand { "(" } else { "" };
            let close = if ctx == DCtx::Operand { ")" } else { "" };
            let addr = if adds { format!("((({})&{}))", self.p.type_str(pointee, "*"), copy) } else { format!("(&{})", copy) };
            self.push(&format!("{}({} = {}) , {}{}", open, copy, zero, addr, close));
            return true;
        }
        // An aggregate temporary bound to a reference: its address.
        if !inner.lvalue && self.aggregate_temp(inner).is_some() {
            let cast = adds.then(|| self.p.type_str(pointee, "*"));
            self.aggregate_value(inner, Some(cast), ctx);
            return true;
        }
        false
    }

    /// An enumerator of an unscoped enumeration (device code writes its
    /// value).
    fn unscoped_enumerator(&self, id: EntityId) -> bool {
        let Some(EntityKind::Enumerator(en)) = self.p.entity(id).map(|x| &x.kind) else { return false };
        matches!(self.p.entity(en.enum_entity).map(|x| &x.kind), Some(EntityKind::Enum(ei)) if !ei.scoped)
    }

    /// A `static const` integer data member with a constant initializer.
    fn constant_static_member(&self, id: EntityId) -> bool {
        let in_class = self.p.entity(id).and_then(|e| e.parent).and_then(|c| self.p.entity(c)).is_some_and(|c| matches!(c.kind, EntityKind::Class(_)));
        in_class && self.const_int(id).is_some()
    }

    /// A `const` (or constexpr) arithmetic variable whose initializer is a
    /// constant: an operation on it is folded with its value.
    fn constant_variable(&self, id: EntityId, depth: u32) -> bool {
        let Some(EntityKind::Variable(v)) = self.p.entity(id).map(|e| &e.kind) else { return false };
        let q = self.il().quals_of(v.ty);
        if v.is_param || q.is_volatile || !(v.is_constexpr || q.is_const) || !matches!(self.il().ty(self.il().canonical(v.ty)), TypeKind::Float(_) | TypeKind::Int(_)) {
            return false;
        }
        matches!(v.init, Some(Init::Assign(x)) if self.folds_to_constant(x, depth + 1))
    }

    /// Whether an expression is built from literals and unscoped
    /// enumerators by arithmetic (what the front end folds).
    fn folds_to_constant(&self, e: &Expr, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let d = depth + 1;
        match &e.kind {
            ExprKind::IntLit { .. } | ExprKind::CharLit { .. } | ExprKind::BoolLit(_) | ExprKind::FloatLit { .. } => true,
            // (A constant static data member is its value, as in
            // `X<int>::value + X<float>::value`; so is a floating constant.)
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                self.unscoped_enumerator(*id) || self.constant_static_member(*id) || self.constant_variable(*id, d)
            }
            ExprKind::Cast { expr, to, .. } => matches!(self.il().ty(self.il().canonical(*to)), TypeKind::Int(_) | TypeKind::Enum(_) | TypeKind::Float(_)) && self.folds_to_constant(expr, d),
            ExprKind::Unary(UnaryOp::Plus | UnaryOp::Minus | UnaryOp::Not | UnaryOp::BitNot, x) => self.folds_to_constant(x, d),
            ExprKind::Binary(op, l, r) => !matches!(op, BinaryOp::Comma) && self.folds_to_constant(l, d) && self.folds_to_constant(r, d),
            ExprKind::Cond(c, a, b) => self.folds_to_constant(c, d) && self.folds_to_constant(a, d) && self.folds_to_constant(b, d),
            // A constexpr function called with constants.
            ExprKind::Call { callee, args } => {
                let f = match &strip_implicit(callee).kind {
                    ExprKind::Name(f) | ExprKind::QualifiedName { entity: f, .. } => Some(*f),
                    ExprKind::Member { member, .. } if self.p.routine(*member).is_some_and(|r| r.is_static_member) => Some(*member),
                    _ => None,
                };
                f.and_then(|f| self.p.routine(f)).is_some_and(|r| r.is_constexpr) && args.iter().all(|a| self.folds_to_constant(a, d))
            }
            _ => false,
        }
    }

    /// The value of a constant condition (`if constexpr` in an instance).
    fn constant_condition(&self, c: &Expr) -> Option<bool> {
        if let Some(v) = self.eval_int(c, &[], 0) {
            return Some(v != 0);
        }
        match crate::sema::consteval::eval(self.il(), c)? {
            crate::sema::consteval::Value::Int(v) => Some(v != 0),
            _ => None,
        }
    }

    /// The type a pointer type points to.
    fn pointee(&self, t: TypeId) -> Option<TypeId> {
        match self.il().ty(self.il().canonical(t)) {
            TypeKind::Pointer(p) => Some(*p),
            _ => None,
        }
    }

    /// A scalar, or a class without constructors, destructor or virtual
    /// functions (made and destroyed by the allocation alone).
    fn trivially_made(&self, t: TypeId) -> bool {
        let il = self.il();
        match il.ty(il.canonical(t)) {
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_) | TypeKind::Enum(_) => true,
            TypeKind::Qualified(x, _) => self.trivially_made(*x),
            TypeKind::Class(c) => match self.p.entity(*c).map(|x| &x.kind) {
                Some(EntityKind::Class(ci)) => {
                    !ci.members.iter().any(|m| self.p.routine(*m).is_some_and(|r| r.is_virtual || matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor)))
                        && !il.class_bases.contains_key(c)
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// The base of `a[i]` (also of `&a[i]` written `a + i`): an array's
    /// decay to a pointer is written as parentheses.
    fn index_base(&mut self, b: &'a Expr<'a>) {
        self.decayed_operand(b, DCtx::Operand);
    }

    /// An operand whose array type decays: cicc writes the decay as
    /// parentheses around the array (printed in `inner` context); any other
    /// operand is printed as an operand.
    fn decayed_operand(&mut self, e: &'a Expr<'a>, inner: DCtx) {
        let il = self.il();
        if matches!(il.ty(il.canonical(e.ty)), TypeKind::Array(..)) {
            self.push("(");
            self.expr(e, inner);
            self.push(")");
        } else {
            self.expr(e, DCtx::Operand);
        }
    }

    /// A pointer to a data member (an offset, `long`, in device code).
    fn data_member_pointer(&self, t: TypeId) -> bool {
        let il = self.il();
        match il.ty(il.canonical(t)) {
            TypeKind::MemberPointer(m, _) => !matches!(il.ty(il.canonical(*m)), TypeKind::Function(_)),
            _ => false,
        }
    }

    fn address_of(&mut self, x: &'a Expr<'a>, ctx: DCtx, depth: u32) {
        let x = strip_implicit(x);
        match &x.kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. }
                if self.p.variable(*id).map_or(false, |v| (v.is_local || v.is_param) && self.is_ref_type(v.ty)) =>
            {
                let n = self.local_name(*id);
                self.push(&n);
            }
            ExprKind::Unary(UnaryOp::Deref, p) => self.expr(p, ctx),
            // The pointer cast; taking a plain object's address adds its
            // own parentheses (`((int *)&y)`, `(int *)r` for a reference).
            ExprKind::Cast { .. } if self.ref_cast(x).is_some() => {
                let wraps = usize::from(ctx == DCtx::Operand) + usize::from(self.ref_cast_of_object(x));
                self.push(&"(".repeat(wraps));
                self.ref_cast_pointer(x, depth);
                self.push(&")".repeat(wraps));
            }
            // A local's address is the local itself, even when its value
            // would be folded (a `const int` bound to a reference).
            ExprKind::Name(id)
                if self.p.variable(*id).map_or(false, |v| v.is_local && !v.is_param && v.storage != StorageClass::Static && v.memory == MemorySpace::None) =>
            {
                let n = self.local_name(*id);
                self.push(&format!("(&{})", n));
            }
            // A call returning a reference returns the pointer itself.
            ExprKind::Call { callee, args } if self.returns_ref(callee) => self.call(x, callee, args, false),
            ExprKind::OperatorCall { call, .. } if matches!(&strip_implicit(call).kind, ExprKind::Call { callee, .. } if self.returns_ref(callee)) => {
                if let ExprKind::Call { callee, args } = &strip_implicit(call).kind {
                    self.call(strip_implicit(call), callee, args, false);
                }
            }
            ExprKind::Index(b, i) => {
                if ctx == DCtx::Operand {
                    self.push("(");
                }
                self.index_base(b);
                self.push(" + ");
                self.expr(i, DCtx::Operand);
                if ctx == DCtx::Operand {
                    self.push(")");
                }
            }
            ExprKind::Cond(c, a, b) if a.lvalue && b.lvalue && depth < 16 => {
                if ctx == DCtx::Operand {
                    self.push("(");
                }
                self.push("(");
                self.expr(strip_implicit(c), DCtx::Top);
                self.push(") ? ");
                self.address_of(a, DCtx::Operand, depth + 1);
                self.push(" : ");
                self.address_of(b, DCtx::Operand, depth + 1);
                if ctx == DCtx::Operand {
                    self.push(")");
                }
            }
            _ => {
                self.push("(&");
                self.expr(x, DCtx::Operand);
                self.push(")");
            }
        }
    }

    /// An operand of `!`, `&&` or `||`: a scalar's implicit conversion to
    /// `bool` is left to C (a class's conversion function is still called).
    fn truth_operand(&mut self, x: &'a Expr<'a>) {
        // C takes any scalar as a truth value: a conversion to `bool`
        // (implicit or written) is not written, a bool constant is an int,
        // and the operand stands in parentheses of its own.
        let mut x = x;
        for _ in 0..8 {
            match &x.kind {
                ExprKind::Cast { kind: CastKind::Implicit | CastKind::CStyle | CastKind::Static | CastKind::Functional, expr, to } => {
                    let il = self.il();
                    let to_bool = matches!(il.ty(il.canonical(*to)), TypeKind::Int(IntKind::Bool));
                    let scalar = matches!(il.ty(il.canonical(expr.ty)), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_));
                    if !(to_bool && scalar) {
                        break;
                    }
                    x = expr;
                }
                _ => break,
            }
        }
        self.push("(");
        match x.kind {
            ExprKind::BoolLit(b) => self.push(if b { "1" } else { "0" }),
            _ if matches!(self.il().ty(self.il().canonical(x.ty)), TypeKind::Array(..)) => self.decayed_operand(x, DCtx::Top),
            _ => self.expr(x, DCtx::Top),
        }
        self.push(")");
    }

    /// `a && b` whose first operand decides it (`false && x`, `true || x`):
    /// EDG folds it to that constant.
    fn short_circuit_value(&self, e: &Expr) -> Option<bool> {
        let ExprKind::Binary(op @ (BinaryOp::LogAnd | BinaryOp::LogOr), l, _) = &e.kind else { return None };
        let v = crate::sema::consteval::eval(self.il(), l)?.truthy();
        match op {
            BinaryOp::LogAnd if !v => Some(false),
            BinaryOp::LogOr if v => Some(true),
            _ => None,
        }
    }

    /// Floating division is written as a call: `fdividef` / `fdivide`.
    fn float_div(&self, ty: TypeId) -> Option<&'static str> {
        match self.il().ty(self.il().canonical(ty)) {
            TypeKind::Float(FloatKind::Float) => Some("fdividef"),
            TypeKind::Float(FloatKind::Double) => Some("fdivide"),
            _ => None,
        }
    }

    fn callee(&mut self, c: &'a Expr<'a>) {
        match &c.kind {
            ExprKind::Name(_) | ExprKind::QualifiedName { .. } => self.expr_body(c),
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => self.callee(expr),
            _ => self.expr(c, DCtx::Operand),
        }
    }

    /// A structured binding: its element of the hidden object,
    /// `(h.lo)`, `(h->lo)`, `((h)[0UL])`, `(((*h))[0UL])`.
    fn binding_text(&self, id: EntityId) -> Option<String> {
        let (obj, i) = *self.bindings.get(&id)?;
        let il = self.il();
        let h = self.local_name(obj);
        let mut t = il.canonical(self.p.variable(obj)?.ty);
        let by_ref = match il.ty(t) {
            TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => {
                t = il.canonical(*x);
                true
            }
            _ => false,
        };
        if let TypeKind::Qualified(x, _) = il.ty(t) {
            t = il.canonical(*x);
        }
        match il.ty(t) {
            TypeKind::Array(..) => Some(if by_ref { format!("(((*{}))[{}UL])", h, i) } else { format!("(({})[{}UL])", h, i) }),
            TypeKind::Class(c) => {
                let Some(EntityKind::Class(ci)) = self.p.entity(*c).map(|x| &x.kind) else { return None };
                let f = ci.members.iter().filter(|m| matches!(self.p.entity(**m).map(|x| &x.kind), Some(EntityKind::Field(_)))).nth(i)?;
                let n = self.p.entity(*f)?.name.clone();
                Some(if by_ref { format!("({}->{})", h, n) } else { format!("({}.{})", h, n) })
            }
            _ => None,
        }
    }

    fn name(&mut self, id: EntityId) {
        let Some(ent) = self.p.entity(id) else { return };
        let s = match &ent.kind {
            EntityKind::Variable(v) => {
                if let Some((_, t, _)) = self.func_names.iter().find(|(e, _, _)| *e == id) {
                    t.clone()
                } else if let Some(b) = self.binding_text(id) {
                    b
                } else if v.is_device_builtin {
                    ent.name.clone()
                } else if (v.is_local || v.is_param) && self.is_ref_type(v.ty) {
                    // A reference is a pointer in C.
                    format!("(*{})", self.local_name(id))
                } else if let Some(val) = self.const_value(id).or_else(|| self.const_float_value(id)).filter(|_| !v.is_param) {
                    // Device code sees a constant's value, not the object.
                    val
                } else if v.is_local || v.is_param {
                    self.local_name(id)
                } else if let Some(val) = self.const_value(id).or_else(|| self.const_float_value(id)) {
                    // Device code sees a constant's value, not the object.
                    val
                } else {
                    self.namespace_var_name(id)
                }
            }
            EntityKind::Routine(_) => self.routine_name(id),
            EntityKind::Enumerator(_) => self.enumerator_name(id),
            // A field named inside a member function goes through `this`.
            EntityKind::Field(_) if self.this_class.is_some() => {
                let path = self.member_bases(self.this_class, id);
                let (obj, sep) = self.through_bases("this", "->", &path);
                if path.is_empty() {
                    format!("(this->{})", ent.name)
                } else {
                    format!("({}{}{})", obj, sep, ent.name)
                }
            }
            _ => ent.name.clone(),
        };
        self.push(&s);
    }
}

/// Whether an entity carries the GNU attribute `name` (any `__` spelling).
/// A field reached through `this` (also an element of an array field).
/// An object on its way to a base-class subobject (`Dev::to_base`).
enum BaseObj {
    /// An lvalue: `d`, `(d.__b_1A)`.
    Lval(String),
    /// The lvalue `*p`, `p` a pointer cast of an lvalue's address
    /// (`((struct E *)&f)`).
    Deref(String),
    /// A pointer: `p`, `this`, `((struct E *)p)`.
    Ptr(String),
}

impl BaseObj {
    /// The object's address: `(&(d.__b_1A))`, `(((struct E *)&f))`, `p`.
    fn address(&self) -> String {
        match self {
            BaseObj::Lval(l) => format!("(&{})", l),
            BaseObj::Deref(p) => format!("({})", p),
            BaseObj::Ptr(p) => p.clone(),
        }
    }

    /// The address as a cast's operand: `&(d.__b_1A)`, `((struct E *)&f)`.
    fn address_bare(&self) -> String {
        match self {
            BaseObj::Lval(l) => format!("&{}", l),
            BaseObj::Deref(p) | BaseObj::Ptr(p) => p.clone(),
        }
    }
}

fn through_this(il: &Il, e: &Expr, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    match &strip_implicit(e).kind {
        ExprKind::Member { base, arrow, .. } => matches!(strip_implicit(base).kind, ExprKind::This) || (!arrow && through_this(il, base, depth + 1)),
        ExprKind::Index(b, _) => matches!(il.ty(il.canonical(strip_implicit(b).ty)), TypeKind::Array(..)) && through_this(il, b, depth + 1),
        _ => false,
    }
}

fn has_attr(e: &Entity, name: &str) -> bool {
    e.attributes.iter().any(|a| a.name.trim_start_matches("__").trim_end_matches("__") == name)
}

/// Strip implicit conversions (conditions are converted implicitly in C).
fn strip_implicit<'x, 'a>(mut e: &'x Expr<'a>) -> &'x Expr<'a> {
    for _ in 0..16 {
        match &e.kind {
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => e = expr,
            _ => break,
        }
    }
    e
}

/// Where a device expression is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DCtx {
    Top,
    Operand,
}

/// All routines in cicc's order: per scope, the routines declared there
/// (template instances after them), non-kernels first, then kernels; then
/// the member functions of the scope's classes; then the nested
/// namespaces (a reopened namespace is one scope), in order of first
/// opening.
fn routine_order(il: &Il) -> Vec<EntityId> {
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    // Template instances with bodies, by their template's scope (found once:
    // a scan per scope is quadratic in programs with many namespaces).
    let mut instances: BTreeMap<Option<EntityId>, Vec<EntityId>> = BTreeMap::new();
    for (i, ent) in il.entities.iter().enumerate() {
        if let EntityKind::Routine(r) = &ent.kind {
            let owner = r.instance_of.as_ref().and_then(|(t, _)| il.entities.get(t.0 as usize)).map(|t| t.parent);
            if let (Some(owner), true) = (owner, r.body.is_some()) {
                instances.entry(owner).or_default().push(EntityId(i as u32));
            }
        }
    }
    // Class template instances (not declared anywhere): their member
    // functions follow the scope's classes', in the order the instances
    // were completed.
    let mut classes: Vec<((u32, u32), EntityId, Option<EntityId>)> = Vec::new();
    for (c, (tmpl, _)) in il.class_instances.iter() {
        if il.explicit_specializations.contains(c) {
            continue;
        }
        let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { continue };
        if !ci.template_params.is_empty() || il.in_template(*c) {
            continue;
        }
        let owner = il.entities.get(tmpl.0 as usize).and_then(|t| t.parent);
        let seq = il.class_completed.get(c).map_or(u32::MAX, |x| x.2);
        classes.push(((seq, c.0), *c, owner));
    }
    classes.sort();
    let mut instance_classes: BTreeMap<Option<EntityId>, Vec<EntityId>> = BTreeMap::new();
    for (_, c, owner) in classes {
        instance_classes.entry(owner).or_default().push(c);
    }
    let mut declared = BTreeMap::new();
    declared_routines(il, &il.source_sequence, &mut declared, 0);
    let scopes = Instances { declared: &declared, routines: &instances, classes: &instance_classes };
    scope_routines(il, None, &[&il.source_sequence], &scopes, &mut out, &mut seen, 0);
    // Member functions of local classes (declared in no scope's list).
    for (i, ent) in il.entities.iter().enumerate() {
        let r = EntityId(i as u32);
        if matches!(ent.kind, EntityKind::Routine(_)) && ent.parent.is_some_and(|p| il.local_classes.contains_key(&p)) && seen.insert(r) {
            out.push(r);
        }
    }
    out
}

/// Template instances by the scope of their template.
struct Instances<'x> {
    declared: &'x BTreeMap<Option<EntityId>, Vec<(EntityId, u32)>>,
    routines: &'x BTreeMap<Option<EntityId>, Vec<EntityId>>,
    classes: &'x BTreeMap<Option<EntityId>, Vec<EntityId>>,
}

/// The namespaces in cicc's scope order (each after its enclosing scope,
/// reopenings merged).
pub(crate) fn namespace_order(il: &Il) -> Vec<EntityId> {
    let mut out = Vec::new();
    namespaces_in(il, &[&il.source_sequence], &mut out, 0);
    out
}

fn namespaces_in(il: &Il, lists: &[&[SeqItem]], out: &mut Vec<EntityId>, depth: u32) {
    if depth > 64 {
        return;
    }
    let mut items = ScopeItems::default();
    for l in lists {
        gather_scope(il, l, &mut items, depth);
    }
    for (ns, lists) in &items.namespaces {
        out.push(*ns);
        namespaces_in(il, lists, out, depth + 1);
    }
}

/// The typedefs and classes a type needs defined before it: typedef names
/// it is written with, and classes it holds by value.
fn type_deps(il: &Il, t: TypeId, by_value: bool, out: &mut Vec<EntityId>, depth: u32) {
    if depth > MAX_DEPTH {
        return;
    }
    match il.ty(t) {
        TypeKind::Typedef(x) => {
            if by_value {
                if let Some(EntityKind::Typedef(target)) = il.entities.get(x.0 as usize).map(|e| &e.kind) {
                    type_deps(il, *target, true, out, depth + 1);
                }
            }
            out.push(*x);
        }
        TypeKind::Class(c) if by_value => out.push(*c),
        TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => type_deps(il, *x, false, out, depth + 1),
        TypeKind::MemberPointer(x, c) => {
            type_deps(il, *x, false, out, depth + 1);
            type_deps(il, *c, false, out, depth + 1);
        }
        TypeKind::Array(x, _) | TypeKind::Qualified(x, _) | TypeKind::SignedSpelled(x) | TypeKind::ArrayBound { elem: x, .. } => {
            type_deps(il, *x, by_value, out, depth + 1)
        }
        TypeKind::Function(ft) => {
            type_deps(il, ft.ret, false, out, depth + 1);
            for p in &ft.params {
                type_deps(il, *p, false, out, depth + 1);
            }
        }
        _ => {}
    }
}

/// One step of a type's place in cicc's order: (group, time) within one
/// scope.
type TypeStep = (u8, u64);

/// Where each used type goes among the types of the device code, scope
/// by scope (as cicc walks them): the file scope's own types, then its
/// namespaces; in a namespace, its nested namespaces first, then its own
/// types; a class's nested types before the class. Within a scope, types
/// are in the order EDG entered them: a class when its definition was
/// completed (an instance: instantiated; one only declared: when
/// declared), a typedef or enum when declared. Types local to functions
/// (closures too) belong to the enclosing namespace.
struct TypePlaces<'x, 'a> {
    il: &'x Il<'a>,
    ranks: &'x [EntityId],
    /// The classes whose definitions the device code has.
    complete: &'x BTreeSet<EntityId>,
}

impl<'x, 'a> TypePlaces<'x, 'a> {
    fn new(il: &'x Il<'a>, ranks: &'x [EntityId], complete: &'x BTreeSet<EntityId>) -> Self {
        TypePlaces { il, ranks, complete }
    }

    fn kind(&self, e: EntityId) -> Option<&'x EntityKind<'a>> {
        self.il.entities.get(e.0 as usize).map(|x| &x.kind)
    }

    fn parent(&self, e: EntityId) -> Option<EntityId> {
        self.il.entities.get(e.0 as usize).and_then(|x| x.parent)
    }

    /// The namespace holding an entity (through enclosing classes and
    /// routines); nothing at file scope.
    fn namespace(&self, e: EntityId) -> Option<EntityId> {
        let mut p = self.parent(e);
        for _ in 0..64 {
            let id = p?;
            if matches!(self.kind(id), Some(EntityKind::Namespace { .. })) {
                return Some(id);
            }
            p = self.parent(id);
        }
        None
    }

    /// When EDG entered a type into its scope, on one scale with entity
    /// creation (a class completed after n entities were made sorts just
    /// before the n-th).
    fn time(&self, e: EntityId) -> u64 {
        let instance = self.il.class_instances.contains_key(&e) && !self.il.explicit_specializations.contains(&e);
        // Our parser completes an instance wherever it is named; EDG only
        // where the definition is needed, which device code shows when it
        // has the definition.
        // (A member looked up in it, as in a dependent name, needs it.)
        let needed = |e: &EntityId| self.complete.contains(e) || self.il.member_lookup_instances.contains(e);
        // An alias template specialization is made where it is named,
        // before a class it names is completed.
        if let Some(&n) = self.il.alias_named.get(&e) {
            return (2 * n as u64).saturating_sub(2) << 20;
        }
        // Where code first needed an instance complete (those its
        // instantiation needed first, in that order).
        if let Some(&(n, seq)) = self.il.class_needed.get(&e).filter(|_| instance) {
            return ((2 * n as u64).saturating_sub(1) << 20) + u64::from(seq.min(0xF_FFFF));
        }
        match self.il.class_done.get(&e).filter(|_| !instance || needed(&e)) {
            Some(&n) => (2 * n as u64).saturating_sub(1) << 20,
            // An instance never completed stays where it was first named
            // (completing one moves it to the end of its scope's types).
            None => (2 * e.0 as u64) << 20,
        }
    }

    fn key(&self, e: EntityId) -> Vec<TypeStep> {
        // The classes around the type (not through a function), outermost
        // first.
        let mut chain = alloc::vec![e];
        // A block-scope typedef is no member of the class around its
        // routine.
        let mut cur = if self.il.typedef_routine.contains_key(&e) { None } else { self.parent(e) };
        for _ in 0..64 {
            let Some(c) = cur else { break };
            if !matches!(self.kind(c), Some(EntityKind::Class(_))) {
                break;
            }
            chain.push(c);
            cur = self.parent(c);
        }
        chain.reverse();
        let (mut k, group) = match self.namespace(e) {
            None => (Vec::new(), 0),
            Some(n) => (self.ns_path(n, 0), 1),
        };
        for (i, c) in chain.iter().enumerate() {
            k.push((if i == 0 { group } else { 0 }, self.time(*c)));
        }
        // After the types nested in it.
        k.push((1, 0));
        k
    }

    fn ns_path(&self, n: EntityId, depth: u32) -> Vec<TypeStep> {
        if depth > 64 {
            return Vec::new();
        }
        let rank = self.ranks.iter().position(|x| *x == n).map_or(0, |i| i as u64);
        let (mut k, group) = match self.namespace(n) {
            Some(p) => (self.ns_path(p, depth + 1), 0),
            None => (Vec::new(), 1),
        };
        k.push((group, rank));
        k
    }
}

/// What one scope declares (over all its openings).
#[derive(Default)]
struct ScopeItems<'x> {
    /// Routines in the order EDG entered them into the scope, each with
    /// the declaration index that placed it.
    routines: Vec<(EntityId, u32)>,
    classes: Vec<EntityId>,
    namespaces: Vec<(EntityId, Vec<&'x [SeqItem]>)>,
}

/// A scope's items, template instances included: a function template
/// instance is entered into its template's scope when it is made (among
/// the routines declared by then); a class template instance goes among
/// the scope's classes where it was first named.
fn scope_items<'x>(il: &Il, scope: Option<EntityId>, lists: &[&'x [SeqItem]], instances: &Instances, depth: u32) -> ScopeItems<'x> {
    let mut items = ScopeItems::default();
    for l in lists {
        gather_scope(il, l, &mut items, depth);
    }
    items.routines = instances.declared.get(&scope).cloned().unwrap_or_default();
    let declared: BTreeSet<EntityId> = items.routines.iter().map(|(e, _)| *e).collect();
    let mut made: Vec<(u32, EntityId)> = Vec::new();
    for e in instances.routines.get(&scope).into_iter().flatten() {
        if !declared.contains(e) {
            made.push((il.routine_instance_made.get(e).copied().unwrap_or(u32::MAX), *e));
        }
    }
    if !made.is_empty() {
        // Stable: instances made at one point keep the order they were made.
        let mut merged: Vec<(EntityId, u32)> = Vec::new();
        let mut m = made.into_iter().peekable();
        for (e, at) in core::mem::take(&mut items.routines) {
            while let Some(&(k, x)) = m.peek() {
                if k > at {
                    break;
                }
                merged.push((x, k));
                m.next();
            }
            merged.push((e, at));
        }
        merged.extend(m.map(|(k, x)| (x, k)));
        items.routines = merged;
    }
    // Specializations named at the same place keep their completion order
    // (one completed while completing another comes first).
    let written = core::mem::take(&mut items.classes);
    let mut placed: Vec<(usize, EntityId)> = Vec::new();
    for e in instances.classes.get(&scope).into_iter().flatten() {
        if !written.contains(e) {
            placed.push((written.iter().position(|c| c.0 > e.0).unwrap_or(written.len()), *e));
        }
    }
    for (i, c) in written.iter().copied().chain(core::iter::once(EntityId(u32::MAX))).enumerate() {
        items.classes.extend(placed.iter().filter(|(at, _)| *at == i).map(|(_, e)| *e));
        if c.0 != u32::MAX {
            items.classes.push(c);
        }
    }
    // Member functions follow their classes in the scope's type order
    // (classes as their definitions were completed).
    items.classes.sort_by_key(|c| class_time(il, *c));
    items
}

/// When EDG entered a class into its scope's types, on one scale with
/// entity creation: when its definition was completed (an instance: when
/// instantiated), else when declared; an instance never completed at the
/// end of the unit.
fn class_time(il: &Il, c: EntityId) -> u64 {
    match il.class_done.get(&c) {
        Some(&n) => 2 * n as u64 - 1,
        None if il.class_instances.contains_key(&c) && !il.explicit_specializations.contains(&c) => u64::MAX / 2 + c.0 as u64,
        None => 2 * c.0 as u64,
    }
}

/// The place of a global allocation function among those EDG predeclares
/// (`operator new(size_t)`, `operator delete(void *)`, `operator
/// delete(void *, size_t)`, the aligned forms, then the array forms).
fn predeclared_alloc_rank(il: &Il, e: EntityId) -> Option<usize> {
    let ent = il.entities.get(e.0 as usize)?;
    if ent.parent.is_some() {
        return None;
    }
    let EntityKind::Routine(r) = &ent.kind else { return None };
    let base = match ent.name.as_str() {
        "operator new" | "operator delete" => 0,
        "operator new[]" | "operator delete[]" => 6,
        _ => return None,
    };
    let TypeKind::Function(ft) = il.ty(il.canonical(r.ty)) else { return None };
    // 0: size_t, 1: void *, 2: std::align_val_t.
    let mut kinds: Vec<u8> = Vec::new();
    for t in ft.params.iter() {
        kinds.push(match il.ty(il.canonical(*t)) {
            TypeKind::Int(IntKind::ULong) => 0,
            TypeKind::Pointer(x) if matches!(il.ty(il.canonical(*x)), TypeKind::Void) => 1,
            TypeKind::Enum(x) if keep::predeclared_align_val_t(il, *x) => 2,
            _ => return None,
        });
    }
    let new = ent.name.starts_with("operator new");
    let at = match (new, kinds.as_slice()) {
        (true, [0]) => 0,
        (false, [1]) => 1,
        (false, [1, 0]) => 2,
        (true, [0, 2]) => 3,
        (false, [1, 0, 2]) => 4,
        (false, [1, 2]) => 5,
        _ => return None,
    };
    Some(base + at)
}

fn is_kernel(il: &Il, e: EntityId) -> bool {
    matches!(il.entities.get(e.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.exec_space == ExecSpace::Global)
}

/// The kernels of a namespace and of the namespaces in it (its own first).
fn scope_kernels(il: &Il, scope: Option<EntityId>, lists: &[&[SeqItem]], instances: &Instances, out: &mut Vec<EntityId>, seen: &mut BTreeSet<EntityId>, depth: u32) {
    if depth > 64 {
        return;
    }
    let items = scope_items(il, scope, lists, instances, depth);
    for (e, _) in &items.routines {
        if is_kernel(il, *e) && seen.insert(*e) {
            out.push(*e);
        }
    }
    for (ns, lists) in &items.namespaces {
        scope_kernels(il, Some(*ns), lists, instances, out, seen, depth + 1);
    }
}

/// cicc's routine order: the file scope's own routines other than
/// kernels; every kernel (the file scope's, then each namespace's before
/// the namespaces in it); then the member functions of the file scope's
/// classes; then each namespace in order of first opening: its classes'
/// member functions, the namespaces in it, its own routines.
fn scope_routines(
    il: &Il,
    scope: Option<EntityId>,
    lists: &[&[SeqItem]],
    instances: &Instances,
    out: &mut Vec<EntityId>,
    seen: &mut BTreeSet<EntityId>,
    depth: u32,
) {
    if depth > 64 {
        return;
    }
    let items = scope_items(il, scope, lists, instances, depth);
    if scope.is_none() {
        // EDG predeclares the global allocation functions: they lead the
        // file scope's routines, in its order.
        let mut predeclared: Vec<(usize, EntityId)> = items.routines.iter().filter_map(|(e, _)| predeclared_alloc_rank(il, *e).map(|k| (k, *e))).collect();
        predeclared.sort();
        for (_, e) in predeclared {
            if seen.insert(e) {
                out.push(e);
            }
        }
        for (e, _) in &items.routines {
            if !is_kernel(il, *e) && seen.insert(*e) {
                out.push(*e);
            }
        }
        scope_kernels(il, None, lists, instances, out, seen, depth);
    }
    for c in &items.classes {
        class_routines(il, *c, instances, out, seen, depth + 1);
    }
    // Lambdas' closure classes are local to functions: their call
    // operators follow the file scope's classes, in the order written.
    if scope.is_none() && depth == 0 {
        for c in il.closures.keys() {
            class_routines(il, *c, instances, out, seen, depth + 1);
        }
    }
    for (ns, lists) in &items.namespaces {
        scope_routines(il, Some(*ns), lists, instances, out, seen, depth + 1);
    }
    if scope.is_some() {
        for (e, _) in &items.routines {
            if seen.insert(*e) {
                out.push(*e);
            }
        }
    }
}

/// The namespace (or file scope) an entity belongs to; nothing for a
/// class member.
fn enclosing_namespace(il: &Il, e: EntityId) -> Result<Option<EntityId>, ()> {
    let mut p = il.entities.get(e.0 as usize).and_then(|x| x.parent);
    for _ in 0..64 {
        let Some(id) = p else { return Ok(None) };
        match il.entities.get(id.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Namespace { .. }) => return Ok(Some(id)),
            Some(EntityKind::Class(_)) | None => return Err(()),
            _ => p = il.entities.get(id.0 as usize).and_then(|x| x.parent),
        }
    }
    Err(())
}

/// The routines declared in each namespace (and the file scope), in the
/// order EDG enters them, each with the declaration that placed it
/// (wherever it is written: an explicit instantiation or a qualified
/// definition outside its namespace still belongs to it). A routine
/// declared, then defined, takes the place of its definition; a function
/// declared at block scope comes after the function declaring it.
fn declared_routines(il: &Il, list: &[SeqItem], out: &mut BTreeMap<Option<EntityId>, Vec<(EntityId, u32)>>, depth: u32) {
    if depth > 64 {
        return;
    }
    let place = |out: &mut BTreeMap<Option<EntityId>, Vec<(EntityId, u32)>>, e: EntityId, at: u32, definition: bool| {
        let Ok(scope) = enclosing_namespace(il, e) else { return };
        let l = out.entry(scope).or_default();
        match l.iter().position(|(x, _)| *x == e) {
            None => l.push((e, at)),
            Some(i) if definition => {
                l.remove(i);
                l.push((e, at));
            }
            Some(_) => {}
        }
    };
    for it in list {
        match it {
            SeqItem::Decl(d) => {
                let Some(decl) = il.decls.get(d.0 as usize) else { continue };
                let Some(EntityKind::Routine(r)) = il.entities.get(decl.entity.0 as usize).map(|x| &x.kind) else { continue };
                place(out, decl.entity, d.0, decl.is_definition);
                if let (Some(b), true) = (r.body, decl.is_definition) {
                    let mut locals = LocalDecls::default();
                    walk_stmt(il, b, &mut locals);
                    for ld_id in locals.0 {
                        let Some(ld) = il.decls.get(ld_id.0 as usize) else { continue };
                        if matches!(il.entities.get(ld.entity.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(_))) {
                            let known = out.values().any(|l| l.iter().any(|(x, _)| *x == ld.entity));
                            if !known {
                                place(out, ld.entity, d.0, false);
                            }
                        }
                    }
                }
            }
            SeqItem::Namespace { items, .. } | SeqItem::LinkageBlock { items, .. } => declared_routines(il, items, out, depth + 1),
            SeqItem::Pragma { .. } | SeqItem::Using { .. } => {}
        }
    }
}

fn gather_scope<'x>(il: &Il, list: &'x [SeqItem], items: &mut ScopeItems<'x>, depth: u32) {
    if depth > 64 {
        return;
    }
    for it in list {
        match it {
            SeqItem::Decl(d) => {
                let Some(decl) = il.decls.get(d.0 as usize) else { continue };
                let Some(ent) = il.entities.get(decl.entity.0 as usize) else { continue };
                let member = ent.parent.map_or(false, |p| matches!(il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Class(_))));
                if matches!(ent.kind, EntityKind::Class(_)) && !member && !items.classes.contains(&decl.entity) {
                    items.classes.push(decl.entity);
                }
            }
            SeqItem::Namespace { entity, items: inner, .. } => match items.namespaces.iter_mut().find(|(e, _)| e == entity) {
                Some((_, l)) => l.push(inner),
                None => items.namespaces.push((*entity, alloc::vec![inner.as_slice()])),
            },
            SeqItem::LinkageBlock { items: inner, .. } => gather_scope(il, inner, items, depth + 1),
            SeqItem::Pragma { .. } | SeqItem::Using { .. } => {}
        }
    }
}

/// The member functions of a class (and of its nested classes), in
/// member order.
fn class_routines(il: &Il, c: EntityId, instances: &Instances, out: &mut Vec<EntityId>, seen: &mut BTreeSet<EntityId>, depth: u32) {
    if depth > 64 {
        return;
    }
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return };
    let mut nested = Vec::new();
    for m in &ci.members {
        match il.entities.get(m.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(_)) => {
                if seen.insert(*m) {
                    out.push(*m);
                }
            }
            Some(EntityKind::Class(_)) => nested.push(*m),
            _ => {}
        }
    }
    // Instances of its member function templates (members of no list).
    if let Some(v) = instances.routines.get(&Some(c)) {
        for r in v {
            if seen.insert(*r) {
                out.push(*r);
            }
        }
    }
    for n in nested {
        class_routines(il, n, instances, out, seen, depth + 1);
    }
}

/// Braced class prvalues of an expression (`Q{a, 2}`), in order.
struct BracedTemps<'a>(Vec<&'a Expr<'a>>);

impl<'a> Visit<'a> for BracedTemps<'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        if matches!(e.kind, ExprKind::Construct { ctor: None, braces: true, .. }) {
            self.0.push(e);
        }
        // (Unevaluated operands hold no temporaries.)
        !matches!(e.kind, ExprKind::SizeofExpr(_) | ExprKind::Lambda { .. })
    }
}

/// Block-scope declarations of a body.
#[derive(Default)]
struct LocalDecls(Vec<DeclId>);

impl<'a> Visit<'a> for LocalDecls {
    fn decl(&mut self, d: DeclId, _: &Decl<'a>) {
        self.0.push(d);
    }
}

/// Entities named in a body (in order of appearance). With `.1` set (host code), the operand a constant condition does not
/// select is skipped (folded away).
struct Names<'i, 'a>(Vec<EntityId>, Option<&'i Il<'a>>);

impl<'i, 'a> Visit<'a> for Names<'i, 'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        if let Some(il) = self.1 {
            if let Some((c, taken)) = keep::live_branch(il, e) {
                walk_expr(il, c, self);
                walk_expr(il, taken, self);
                return false;
            }
        }
        if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &e.kind {
            self.0.push(*id);
        }
        true
    }
}

/// Parameters/variables assigned, incremented or address-taken.
#[derive(Default)]
/// Variables a body modifies or whose address it takes (assigned,
/// incremented, `&x`, the object of a member function call, bound to a
/// reference parameter).
struct Modified<'i, 'a>(Vec<EntityId>, Option<&'i Il<'a>>);

impl<'i, 'a> Visit<'a> for Modified<'i, 'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        let mut targets: Vec<&'a Expr<'a>> = Vec::new();
        match &e.kind {
            ExprKind::Assign(_, l, _) => targets.push(l),
            ExprKind::Unary(UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec | UnaryOp::AddrOf, x) => targets.push(x),
            ExprKind::Call { callee, args } => {
                if let Some(il) = self.1 {
                    let c = strip_implicit(callee);
                    let fty = match &c.kind {
                        ExprKind::Member { base, member, arrow: false } => match il.entities.get(member.0 as usize).map(|x| &x.kind) {
                            Some(EntityKind::Routine(r)) => {
                                targets.push(base);
                                Some(r.ty)
                            }
                            _ => None,
                        },
                        _ => Some(callee.ty),
                    };
                    let params = fty.map(|t| il.canonical(t)).and_then(|t| match il.ty(t) {
                        TypeKind::Function(f) => Some(f.params.clone()),
                        TypeKind::Pointer(x) => match il.ty(il.canonical(*x)) {
                            TypeKind::Function(f) => Some(f.params.clone()),
                            _ => None,
                        },
                        _ => None,
                    });
                    for (a, p) in args.iter().zip(params.unwrap_or_default()) {
                        if matches!(il.ty(il.canonical(p)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)) {
                            targets.push(a);
                        }
                    }
                }
            }
            _ => {}
        }
        for t in targets {
            if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &strip_implicit(t).kind {
                self.0.push(*id);
            }
        }
        true
    }
}

/// Whether an expression contains a template argument's substituted value
/// (an integer literal without source text).
fn has_substituted_literal(e: &Expr, depth: u32) -> bool {
    if depth > 32 {
        return false;
    }
    let d = depth + 1;
    match &e.kind {
        ExprKind::IntLit { text, .. } => text.is_empty(),
        ExprKind::Cast { expr, .. } | ExprKind::Unary(_, expr) => has_substituted_literal(expr, d),
        ExprKind::Binary(_, l, r) => has_substituted_literal(l, d) || has_substituted_literal(r, d),
        ExprKind::Cond(c, a, b) => has_substituted_literal(c, d) || has_substituted_literal(a, d) || has_substituted_literal(b, d),
        _ => false,
    }
}

/// Whether a constant expression divides by a constant zero somewhere
/// (not folded: it has no value).
fn divides_by_zero(il: &Il, e: &Expr, depth: u32) -> bool {
    if depth > 32 {
        return true;
    }
    let d = depth + 1;
    match &e.kind {
        ExprKind::Binary(op, l, r) => {
            (matches!(op, BinaryOp::Div | BinaryOp::Rem) && crate::sema::consteval::eval(il, r).is_some_and(|v| !v.truthy()))
                || divides_by_zero(il, l, d)
                || divides_by_zero(il, r, d)
        }
        ExprKind::Unary(_, x) | ExprKind::Cast { expr: x, .. } => divides_by_zero(il, x, d),
        ExprKind::Cond(c, a, b) => divides_by_zero(il, c, d) || divides_by_zero(il, a, d) || divides_by_zero(il, b, d),
        _ => false,
    }
}
