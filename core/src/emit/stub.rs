//! The stub file (cicc `--stub_file_name`): per-kernel `__device_stub_`
//! functions that marshal the arguments, host definitions of the kernels
//! forwarding to them, and the registration of kernels and device
//! variables with the CUDA runtime.
//!
//! Layout quirk of the reference: generated text is written compactly
//! (`{__cudaLaunchPrologue(2);…}`) until the first kernel definition has
//! been forwarded (which writes line markers into the source); from then
//! on every generated piece starts with a `# 1 "<stub file>"` marker and is
//! written with spaces (`{  __cudaLaunchPrologue(2); … }`).

use super::printer::{ClassStyle, Flavor, Printer};
use crate::il::*;
use crate::options::Options;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// How many `__T<n>` temporaries a kernel's stub takes: one per
/// `__restrict__` pointer parameter (copied into a plain pointer first).
pub(crate) fn restrict_param_count(il: &Il, kernel: EntityId) -> u32 {
    let Some(EntityKind::Routine(r)) = il.entities.get(kernel.0 as usize).map(|e| &e.kind) else { return 0 };
    let TypeKind::Function(ft) = il.ty(r.ty) else { return 0 };
    ft.params
        .iter()
        .filter(|t| matches!(il.ty(**t), TypeKind::Qualified(inner, q) if q.is_restrict && matches!(il.ty(*inner), TypeKind::Pointer(_))))
        .count() as u32
}

/// The defined kernels whose stubs take temporaries, in the stub file's
/// order.
pub(crate) fn kernels_with_stub_temps(il: &Il) -> Vec<EntityId> {
    let (kernels, _) = cuda_entities(il);
    kernels
        .into_iter()
        .filter(|k| matches!(il.entities.get(k.0 as usize).map(|e| &e.kind), Some(EntityKind::Routine(r)) if r.definition.is_some()))
        .filter(|k| restrict_param_count(il, *k) > 0)
        .collect()
}

/// Kernels and device variables in the order cicc writes their stubs and
/// registers the variables, scope by scope (the blocks of a reopened
/// namespace are one scope): at file scope its own entities, then its
/// namespaces in order of first appearance; in a namespace, its nested
/// namespaces' entities before its own. A scope's kernel template
/// instances follow its own kernels, in the order they were instantiated.
pub(crate) fn cuda_entities(il: &Il) -> (Vec<EntityId>, Vec<EntityId>) {
    let mut scopes = ScopeMembers::default();
    collect_scope(il, None, &il.source_sequence, &mut scopes, 0);
    add_instances(il, &mut scopes);
    let mut kernels = Vec::new();
    let mut vars = Vec::new();
    order_scope(&scopes, None, false, &mut kernels, &mut vars, 0);
    (kernels, vars)
}

/// The kernels in the scopes' pre-order (every scope's own kernels before
/// its nested namespaces'): reversed, the order of their registration.
fn registration_kernel_order(il: &Il) -> Vec<EntityId> {
    let mut scopes = ScopeMembers::default();
    collect_scope(il, None, &il.source_sequence, &mut scopes, 0);
    add_instances(il, &mut scopes);
    let mut kernels = Vec::new();
    order_scope(&scopes, None, true, &mut kernels, &mut Vec::new(), 0);
    kernels
}

/// Kernel template instances join their scope's kernels, in the order
/// they were instantiated (not those by dependent arguments, named in a
/// template's body: they are made only when that template is).
fn add_instances(il: &Il, scopes: &mut ScopeMembers) {
    for (i, ent) in il.entities.iter().enumerate() {
        if let EntityKind::Routine(r) = &ent.kind {
            // (A kernel template named with dependent arguments inside
            // another template is no instance: it gets no stub.)
            let concrete = r.instance_of.as_ref().is_some_and(|(_, args)| !il.args_are_dependent(args, 0));
            if r.exec_space == ExecSpace::Global && concrete {
                let e = EntityId(i as u32);
                let own = scopes.members.entry(ent.parent).or_default();
                if !own.1.contains(&e) {
                    own.1.push(e);
                }
            }
        }
    }
}

/// Per scope (`None`: file scope): its kernels (then instances), its
/// variables, and its nested namespaces in order of first appearance.
#[derive(Default)]
struct ScopeMembers {
    members: alloc::collections::BTreeMap<Option<EntityId>, (Vec<EntityId>, Vec<EntityId>, Vec<EntityId>, Vec<EntityId>)>,
}

fn collect_scope(il: &Il, scope: Option<EntityId>, items: &[SeqItem], out: &mut ScopeMembers, depth: u32) {
    if depth > 64 {
        return;
    }
    for it in items {
        match it {
            SeqItem::Decl(d) => {
                let Some(decl) = il.decls.get(d.0 as usize) else { continue };
                let e = decl.entity;
                let Some(ent) = il.entities.get(e.0 as usize) else { continue };
                let own = out.members.entry(scope).or_default();
                match &ent.kind {
                    // Templates themselves are never emitted (their
                    // instances are).
                    // A defined kernel's stub is made where it is defined
                    // (a kernel declared earlier takes that place).
                    EntityKind::Routine(r) if r.exec_space == ExecSpace::Global && r.template_params.is_empty() && r.instance_of.is_none() => {
                        if r.definition.is_some_and(|def| def != *d) {
                            continue;
                        }
                        if !own.0.contains(&e) {
                            own.0.push(e);
                        }
                    }
                    EntityKind::Variable(v)
                        if matches!(v.memory, MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed) && !v.is_local =>
                    {
                        if !own.2.contains(&e) {
                            own.2.push(e);
                        }
                    }
                    _ => {}
                }
            }
            SeqItem::Namespace { entity, items, .. } => {
                let own = out.members.entry(scope).or_default();
                if !own.3.contains(entity) {
                    own.3.push(*entity);
                }
                collect_scope(il, Some(*entity), items, out, depth + 1);
            }
            SeqItem::LinkageBlock { items, .. } => collect_scope(il, scope, items, out, depth + 1),
            SeqItem::Pragma { .. } | SeqItem::Using { .. } => {}
        }
    }
}

fn order_scope(
    scopes: &ScopeMembers,
    scope: Option<EntityId>,
    pre_order: bool,
    kernels: &mut Vec<EntityId>,
    vars: &mut Vec<EntityId>,
    depth: u32,
) {
    let Some((own_k, inst_k, own_v, nested)) = scopes.members.get(&scope) else { return };
    if depth > 64 {
        return;
    }
    let file_scope = scope.is_none();
    let mut nested_k = Vec::new();
    let mut nested_v = Vec::new();
    for n in nested {
        order_scope(scopes, Some(*n), pre_order, &mut nested_k, &mut nested_v, depth + 1);
    }
    let own_kernels = own_k.iter().chain(inst_k.iter()).copied();
    if file_scope || pre_order {
        kernels.extend(own_kernels);
        kernels.extend(nested_k);
    } else {
        kernels.extend(nested_k);
        kernels.extend(own_kernels);
    }
    if file_scope {
        vars.extend(own_v.iter().copied());
        vars.extend(nested_v);
    } else {
        vars.extend(nested_v);
        vars.extend(own_v.iter().copied());
    }
}

/// `fill<int>` / `scale_by<4>` (wrapper spelling) and the launch-cast
/// spelling `fill<int> ` / `scale_by<(int)4> ` of a template instance.
/// A stub's body: the parameters set up at their offsets (LP64 layout of
/// the parameter buffer) and the launch. A `__restrict__` pointer is
/// copied into a plain temporary (`__T<first>` on) before it is set up.
/// The spaced form puts a blank after each statement:
/// `{  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); ... }`.
fn stub_body(p: &Printer, k: &Kernel, first_temp: u32, spaced: bool, fptr: &str, name: &str) -> String {
    let il = p.il;
    let gap = if spaced { " " } else { "" };
    let mut next = first_temp;
    let mut decls = String::new();
    let mut setups = String::new();
    let mut off: u64 = 0;
    for (i, t) in k.params.iter().enumerate() {
        let (sz, al) = p.size_align(*t);
        let al = al.max(1);
        off = off.div_ceil(al) * al;
        match il.ty(*t) {
            TypeKind::Qualified(inner, q) if q.is_restrict && matches!(il.ty(*inner), TypeKind::Pointer(_)) => {
                let temp = format!("__T{}", next);
                next += 1;
                decls.push_str(&format!("{} {};", if decls.is_empty() { "" } else { "\n" }, p.type_str(*inner, &temp)));
                setups.push_str(&format!("{} = __par{};{}__cudaSetupArgSimple({}, {}UL);{}", temp, i, gap, temp, off, gap));
            }
            _ => {
                let simple = if p.is_class_type(*t) { "" } else { "Simple" };
                setups.push_str(&format!("__cudaSetupArg{}(__par{}, {}UL);{}", simple, i, off, gap));
            }
        }
        off += sz;
    }
    let open = match (decls.is_empty(), spaced) {
        (true, true) => String::from("{  "),
        (true, false) => String::from("{"),
        (false, true) => format!("{{ {}\n", decls),
        (false, false) => format!("{{{}\n", decls),
    };
    format!("{}__cudaLaunchPrologue({});{}{}__cudaLaunch(((char *)(({}){})), 0U);{}}}", open, k.params.len().max(1), gap, setups, fptr, name, gap)
}

/// `unsigned` standing alone written `unsigned int`.
fn full_int_names(text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let mut out = String::with_capacity(text.len() + 4);
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(w);
        let next = words.get(i + 1).copied().unwrap_or("");
        if *w == "unsigned" && !matches!(next, "char" | "short" | "int" | "long") {
            out.push_str(" int");
        }
    }
    out
}

pub(crate) fn instance_names(p: &Printer, e: EntityId) -> Option<(String, String)> {
    let Some(EntityKind::Routine(r)) = p.il.entities.get(e.0 as usize).map(|x| &x.kind) else { return None };
    let (_, args) = r.instance_of.as_ref()?;
    let base = p.qualified_name(e);
    // The wrapper is declared in the kernel's own scope.
    let own = p.il.entities.get(e.0 as usize).map_or_else(String::new, |x| x.name.clone());
    let mut wrapper = Vec::new();
    let mut wnames = CiccNames::new(p);
    let mut cast = Vec::new();
    let mut cnames = CiccNames::new(p);
    for a in args {
        match a {
            // A closure type: its mangled name, and in the launch its
            // wrapper type.
            TemplateArg::Type(t) if matches!(p.il.ty(p.il.canonical(*t)), TypeKind::Class(c) if p.il.closures.contains_key(c)) => {
                let c = match p.il.ty(p.il.canonical(*t)) {
                    TypeKind::Class(c) => *c,
                    _ => EntityId(0),
                };
                wrapper.push(super::mangled_name(p.il, c));
                cast.push(format!(" ::{}", super::lambda::stub_wrapper_type(p, c)));
            }
            TemplateArg::Type(t) => {
                wrapper.push(wnames.type_text(*t, true));
                cast.push(cnames.type_text(*t, false));
            }
            TemplateArg::Value(v, t) => {
                // The wrapper's argument is a constant as EDG writes one
                // (`256U`, `true`); the launch's is the value cast to the
                // parameter's type in full (`(unsigned int)256u`).
                let kind = match p.il.ty(p.il.canonical(*t)) {
                    TypeKind::Int(k) => Some(*k),
                    _ => None,
                };
                let suffix = kind.map_or("", super::printer::int_suffix);
                // A negative value, and a character or short constant
                // (a cast of its literal), are parenthesized there:
                // `(-2L)`, `((unsigned char)'x')`, `((short)(-7))`.
                let enum_ty = match p.il.ty(p.il.canonical(*t)) {
                    TypeKind::Enum(c) => Some(*c),
                    _ => None,
                };
                match kind {
                    _ if enum_ty.is_some() => wrapper.push(enum_value_text(p, enum_ty.unwrap_or(EntityId(0)), *v)),
                    Some(IntKind::Bool) => wrapper.push(String::from(if *v != 0 { "true" } else { "false" })),
                    Some(k @ (IntKind::SChar | IntKind::UChar)) => {
                        let tn = if k == IntKind::SChar { "signed char" } else { "unsigned char" };
                        wrapper.push(format!("(({}){})", tn, super::printer::char_spelling((*v as u32) & 0xff, CharKind::Plain)));
                    }
                    Some(IntKind::Char) => wrapper.push(super::printer::char_spelling((*v as u32) & 0xff, CharKind::Plain)),
                    Some(k @ (IntKind::Short | IntKind::UShort)) => {
                        let tn = if k == IntKind::Short { "short" } else { "unsigned short" };
                        if *v < 0 {
                            wrapper.push(format!("(({})({}))", tn, v));
                        } else {
                            wrapper.push(format!("(({}){})", tn, v));
                        }
                    }
                    _ if *v < 0 => wrapper.push(format!("({}{})", v, suffix)),
                    _ => wrapper.push(format!("{}{}", v, suffix)),
                }
                cast.push(cnames.value_text(*v, *t));
            }
            // Kernel instances have concrete arguments only.
            TemplateArg::Expr(_) => {}
        }
    }
    // The elements of a trailing parameter pack are one argument, written
    // with a space after it (`vk<int, float > `, `vk< > `); a wrapper for an
    // empty list has none (`__wrapper__device_stub_vk`).
    let tmpl = r.instance_of.as_ref().map(|(t, _)| *t);
    let pack_at = match tmpl.and_then(|t| p.il.entities.get(t.0 as usize)).map(|x| &x.kind) {
        Some(EntityKind::Routine(tr)) => tr.template_params.last().filter(|l| p.il.pack_params.contains(*l)).map(|_| tr.template_params.len() - 1),
        _ => None,
    };
    let cast_list = match pack_at.filter(|k| *k <= cast.len()) {
        Some(k) => {
            // (After other arguments an empty pack is a second space:
            // `head<double  > `.)
            let head = cast[..k].join(", ");
            let sep = if head.is_empty() { "" } else if cast.len() == k { " " } else { ", " };
            format!("{}{}{} ", head, sep, cast[k..].join(", "))
        }
        None => cast.join(", "),
    };
    let wrapper_name = if wrapper.is_empty() && pack_at.is_some() { own } else { format!("{}<{}>", own, wrapper.join(",")) };
    Some((wrapper_name, format!("{}<{}> ", base, cast_list)))
}

/// cicc writes the host names of the stub file by demangling device names,
/// and its demangler's spacing shows: a class named from the global scope
/// by its own name is written `    ::S` (also when repeated, as a whole
/// type), one named through a scope (`N..E`) or a template named again
/// (a substitution) ` ::N::S`; a specialization is followed by its
/// arguments (`W<    ::G> `), non-type ones cast (`(int)4`).
struct CiccNames<'p, 'i, 'a> {
    p: &'p Printer<'i, 'a>,
    /// Templates named so far.
    templates: Vec<EntityId>,
    /// Class types written so far, with their text (a repeat writes it again).
    written: Vec<(EntityId, String)>,
}

impl<'p, 'i, 'a> CiccNames<'p, 'i, 'a> {
    fn new(p: &'p Printer<'i, 'a>) -> Self {
        CiccNames { p, templates: Vec::new(), written: Vec::new() }
    }

    /// `(int)4`, `(unsigned int)256u`.
    fn value_text(&self, v: i128, t: TypeId) -> String {
        let kind = match self.p.il.ty(self.p.il.canonical(t)) {
            TypeKind::Int(k) => Some(*k),
            // An enumeration by its qualified name (`(    ::E)1`, `( ::ns::E)1`).
            TypeKind::Enum(c) => {
                let global = self.p.entity(*c).is_some_and(|x| x.parent.is_none());
                return format!("({}{}){}", if global { "    ::" } else { " ::" }, self.p.qualified_name(*c), v);
            }
            _ => None,
        };
        let suffix = kind.map_or("", super::printer::int_suffix);
        let full = match kind {
            Some(IntKind::UInt) => String::from("unsigned int"),
            Some(IntKind::Long) => String::from("long"),
            Some(IntKind::ULong) => String::from("unsigned long"),
            Some(IntKind::LongLong) => String::from("long long"),
            Some(IntKind::ULongLong) => String::from("unsigned long long"),
            _ => self.p.type_str(t, ""),
        };
        format!("({}){}{}", full, v, suffix.to_ascii_lowercase())
    }

    /// A type argument; `top`: an argument of the wrapper's own list
    /// (always ` ::S`).
    fn type_text(&mut self, t: TypeId, top: bool) -> String {
        let il = self.p.il;
        // The class or enum the type is built on (through pointers and
        // qualifiers), written by name in place of the host spelling.
        let mut base = il.canonical(t);
        for _ in 0..16 {
            match il.ty(base) {
                TypeKind::Pointer(x) | TypeKind::Qualified(x, _) => base = *x,
                _ => break,
            }
        }
        let named = match il.ty(base) {
            TypeKind::Class(c) | TypeKind::Enum(c) => Some(*c),
            _ => None,
        };
        let Some(c) = named.filter(|c| self.nameable(*c)) else {
            let text = self.p.type_str(t, "");
            // The launch's cast names the kernel as EDG writes a type in
            // full (`k3<unsigned int>`); the wrapper keeps `unsigned`.
            return if top { text } else { full_int_names(&text) };
        };
        let name = self.class_text(c, top);
        let (spec, decl) = self.p.split_type(il.canonical(t), String::new(), 0);
        let plain = self.p.type_entity_name(c);
        let spec = match spec.strip_suffix(plain.as_str()) {
            Some(q) => format!("{}{}", q, name),
            None => spec,
        };
        if decl.is_empty() {
            spec
        } else {
            format!("{} {}", spec, decl)
        }
    }

    /// An ordinary named class or enum (not a closure type or one of the
    /// lambda wrappers, which have their own spelling).
    fn nameable(&self, c: EntityId) -> bool {
        self.p.entity(c).is_some_and(|x| !x.name.is_empty() && !x.name.starts_with("_Z") && !x.name.starts_with("__nv"))
    }

    fn class_text(&mut self, c: EntityId, top: bool) -> String {
        if let Some((_, s)) = self.written.iter().find(|(x, _)| *x == c) {
            let s = s.clone();
            return if top { format!(" {}", s.trim_start()) } else { s };
        }
        let il = self.p.il;
        let global = self.p.entity(c).is_some_and(|x| x.parent.is_none());
        let text = match il.class_instances.get(&c) {
            Some((tmpl, args)) => {
                let again = self.templates.contains(tmpl);
                self.templates.push(*tmpl);
                let prefix = if global && !again { "    ::" } else { " ::" };
                format!("{}{}", prefix, self.specialization_text(*tmpl, args))
            }
            None => format!("{}{}", if global { "    ::" } else { " ::" }, self.p.qualified_name(c)),
        };
        self.written.push((c, text.clone()));
        if top {
            format!(" {}", text.trim_start())
        } else {
            text
        }
    }

    /// `N::W<int, (int)4> ` (the template named, then its arguments).
    fn specialization_text(&mut self, tmpl: EntityId, args: &[TemplateArg]) -> String {
        if !self.templates.contains(&tmpl) {
            self.templates.push(tmpl);
        }
        let mut parts = Vec::new();
        for a in args {
            match a {
                TemplateArg::Type(t) => parts.push(self.type_text(*t, false)),
                TemplateArg::Value(v, t) => parts.push(self.value_text(*v, *t)),
                TemplateArg::Expr(_) => {}
            }
        }
        // A trailing pack's elements are one argument, a space after it.
        let pack_at = match self.p.entity(tmpl).map(|x| &x.kind) {
            Some(EntityKind::Class(ci)) => ci.template_params.last().filter(|l| self.p.il.pack_params.contains(*l)).map(|_| ci.template_params.len() - 1),
            _ => None,
        };
        if let Some(k) = pack_at.filter(|k| *k <= parts.len() && parts.len() == args.len()) {
            let head = parts[..k].join(", ");
            let sep = if head.is_empty() { "" } else if parts.len() == k { " " } else { ", " };
            return format!("{}<{}{}{} > ", self.p.qualified_name(tmpl), head, sep, parts[k..].join(", "));
        }
        format!("{}<{}> ", self.p.qualified_name(tmpl), parts.join(", "))
    }
}

/// The typedefs that declare the device names the stub file uses (see
/// `Printer::stub_names`): one per type named in a kernel's parameter
/// types, in cicc's order — the scopes in order (file scope first, then
/// the namespaces), a scope's types as created (a class's member types
/// before it), each after the named types its fields and arguments use.
fn device_name_typedefs(p: &Printer, kernels: &[Kernel]) -> String {
    let il = p.il;
    let mut needed: Vec<EntityId> = Vec::new();
    for k in kernels {
        for t in &k.params {
            named_types(il, *t, &mut needed, 0);
        }
    }
    needed.retain(|e| p.stub_device_name(*e).is_some());
    if needed.is_empty() {
        return String::new();
    }
    let order = super::device::namespace_order(il);
    let key = |e: EntityId| -> (usize, u32, u32, u32) {
        // The outermost enclosing class, and the namespace it is in.
        let mut top = e;
        let mut scope = il.entities.get(e.0 as usize).and_then(|x| x.parent);
        for _ in 0..64 {
            let Some(s) = scope else { break };
            match il.entities.get(s.0 as usize).map(|x| &x.kind) {
                Some(EntityKind::Class(_)) => {
                    top = s;
                    scope = il.entities.get(s.0 as usize).and_then(|x| x.parent);
                }
                _ => break,
            }
        }
        let rank = scope.and_then(|s| order.iter().position(|n| *n == s)).map_or(0, |i| i + 1);
        (rank, top.0, if top == e { 1 } else { 0 }, e.0)
    };
    needed.sort_by_key(|e| key(*e));
    needed.dedup();
    let mut done: Vec<EntityId> = Vec::new();
    let mut s = String::new();
    for e in needed.clone() {
        emit_device_typedef(p, e, &needed, &mut done, &mut s, 0);
    }
    s
}

fn emit_device_typedef(p: &Printer, e: EntityId, needed: &[EntityId], done: &mut Vec<EntityId>, s: &mut String, depth: u32) {
    if depth > 32 || done.contains(&e) {
        return;
    }
    done.push(e);
    let il = p.il;
    let Some(ent) = il.entities.get(e.0 as usize) else { return };
    let Some(name) = p.stub_device_name(e) else { return };
    // What it is declared with comes first.
    let mut uses = Vec::new();
    match &ent.kind {
        EntityKind::Class(ci) => {
            for m in &ci.members {
                if let Some(EntityKind::Field(f)) = il.entities.get(m.0 as usize).map(|x| &x.kind) {
                    named_types(il, f.ty, &mut uses, 0);
                }
            }
            if let Some((_, args)) = il.class_instances.get(&e) {
                for a in args {
                    if let TemplateArg::Type(t) = a {
                        named_types(il, *t, &mut uses, 0);
                    }
                }
            }
        }
        EntityKind::Typedef(t) => named_types(il, *t, &mut uses, 0),
        _ => {}
    }
    for u in uses {
        if needed.contains(&u) {
            emit_device_typedef(p, u, needed, done, s, depth + 1);
        }
    }
    let host = match (&ent.kind, il.class_instances.get(&e)) {
        (EntityKind::Class(_), Some((tmpl, args))) => CiccNames::new(p).specialization_text(*tmpl, args),
        // A typedef of an arithmetic type is written as that type.
        (EntityKind::Typedef(t), _) if matches!(il.ty(il.canonical(*t)), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Void) => {
            p.type_str(il.canonical(*t), "")
        }
        // An alias template specialization as written (`ptr<int> `).
        (EntityKind::Typedef(_), _) if il.alias_instances.contains_key(&e) => match il.alias_instances.get(&e) {
            Some((tmpl, args)) => CiccNames::new(p).specialization_text(*tmpl, args),
            None => p.qualified_name(e),
        },
        _ => p.qualified_name(e),
    };
    s.push_str(&format!("typedef {} {};\n", host, name));
}

/// The named types (classes, enums, typedefs) a type is written with,
/// through pointers, references, arrays, qualifiers and function types.
fn named_types(il: &Il, t: TypeId, out: &mut Vec<EntityId>, depth: u32) {
    if depth > 32 {
        return;
    }
    match il.ty(t) {
        TypeKind::Class(e) | TypeKind::Enum(e) | TypeKind::Typedef(e) => {
            if !out.contains(e) {
                out.push(*e);
            }
        }
        TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Qualified(x, _) | TypeKind::Array(x, _) => {
            named_types(il, *x, out, depth + 1)
        }
        TypeKind::ArrayBound { elem, .. } => named_types(il, *elem, out, depth + 1),
        TypeKind::Function(ft) => {
            named_types(il, ft.ret, out, depth + 1);
            for x in &ft.params {
                named_types(il, *x, out, depth + 1);
            }
        }
        _ => {}
    }
}

/// The macro the `.int.c` defines to the unnamed namespace's name
/// (`_GLOBAL__N_<module id>`) around its `#include` of the stub file.
pub(crate) const ANON_NAMESPACE_MACRO: &str = "_NV_ANON_NAMESPACE";

struct Kernel {
    entity: EntityId,
    /// The name in the stub's own mangling (closure types as their
    /// extended-lambda wrappers: `Unvdl…`).
    stub: String,
    /// Parameter types.
    params: Vec<TypeId>,
    decl_line: u32,
    body_line: u32,
    end_line: u32,
    file: u32,
    is_static: bool,
    /// Declared `inline`: its stub is `__inline__` too.
    is_inline: bool,
    max_threads: Option<i64>,
}

pub(crate) fn emit(il: &Il, opts: &Options, module_id: &str) -> String {
    let mut p = Printer::new(il, opts, Flavor::Host);
    p.class_style = ClassStyle::Keyword;
    p.stub_names = true;
    // The wrapper specializations name classes from the global scope.
    let mut pw = Printer::new(il, opts, Flavor::Host);
    pw.class_style = ClassStyle::KeywordGlobal;
    pw.stub_names = true;
    let stub_name = opts.stub_file_name.clone().unwrap_or_default();
    let fatbin = opts.include_file_name.clone().unwrap_or_default();
    let (kernel_ids, var_ids) = cuda_entities(il);

    let mut kernels: Vec<Kernel> = Vec::new();
    for k in &kernel_ids {
        let Some(ent) = il.entities.get(k.0 as usize) else { continue };
        let EntityKind::Routine(r) = &ent.kind else { continue };
        let tmpl_routine = r.instance_of.as_ref().and_then(|(t, _)| match il.entities.get(t.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(tr)) => Some(tr),
            _ => None,
        });
        let def_id = r.definition.or_else(|| tmpl_routine.and_then(|t| t.definition));
        let Some(def) = def_id.and_then(|d| il.decls.get(d.0 as usize)) else { continue };
        let r_body = r.body.or_else(|| tmpl_routine.and_then(|t| t.body));
        let params: Vec<TypeId> = match il.ty(r.ty) {
            TypeKind::Function(ft) => ft.params.clone(),
            _ => Vec::new(),
        };
        let (body_line, end_line) = match r_body {
            Some(b) => (b.pos.line, super::printer::block_end(il, b.pos).map_or(b.pos.line, |e| e.line)),
            None => (def.pos.line, def.pos.line),
        };
        kernels.push(Kernel {
            entity: *k,
            stub: crate::mangle::mangle_for_stub(il, *k, &crate::mangle::mangle_cxx(il, *k)),
            params,
            decl_line: def.pos.line,
            body_line,
            end_line,
            file: def.pos.file,
            is_static: def.storage == StorageClass::Static || r.storage == StorageClass::Static,
            is_inline: r.is_inline,
            max_threads: r.launch.max_threads,
        });
    }

    let mut s = String::new();
    s.push_str("#pragma GCC diagnostic push\n");
    // For clang, whose `struct`/`class` mismatch warning the stub would trip.
    if matches!(opts.host_compiler, crate::options::HostCompiler::Clang(_)) {
        s.push_str("#pragma GCC diagnostic ignored \"-Wmismatched-tags\"\n");
    }
    s.push_str("#pragma GCC diagnostic ignored \"-Wunused-function\"\n#pragma GCC diagnostic ignored \"-Wcast-qual\"\n");
    if opts.device_c {
        s.push_str(&format!("#define __NV_MODULE_ID {}\n#define __NV_CUBIN_HANDLE_STORAGE__ extern\n", module_id));
    } else {
        s.push_str("#define __NV_CUBIN_HANDLE_STORAGE__ static\n");
    }
    s.push_str("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n");
    s.push_str(&format!("#include \"{}\"\n", fatbin));

    s.push_str(&device_name_typedefs(&p, &kernels));
    // The extended lambdas' closure types the kernel instances take are
    // named by typedefs of their wrapper types.
    let mut closures_named: Vec<EntityId> = Vec::new();
    for k in &kernels {
        for t in &k.params {
            if let TypeKind::Class(c) = il.ty(il.canonical(*t)) {
                if il.closures.get(c).is_some_and(|x| x.kind != LambdaKind::Plain) && !closures_named.contains(c) {
                    closures_named.push(*c);
                    s.push_str(&format!("typedef {} {};\n", super::lambda::stub_wrapper_type(&p, *c), super::mangled_name(il, *c)));
                }
            }
        }
    }
    // Forward declarations of the stubs.
    for k in &kernels {
        let types: Vec<String> = k.params.iter().map(|t| stub_param_type(&p, *t)).collect();
        let list = if types.is_empty() { String::from("void") } else { types.join(", ") };
        if k.is_static || instance_names(&p, k.entity).is_some() {
            s.push_str(&format!("static void __device_stub_{}({});\n", k.stub, list));
        } else {
            s.push_str(&format!(
                "extern {}{}void __device_stub_{}({});\n",
                if k.is_inline { "__inline__ " } else { "" },
                visibility(opts),
                k.stub,
                list
            ));
        }
    }
    s.push_str("static void __nv_cudaEntityRegisterCallback(void **);\n");
    s.push_str("static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));\n");

    let mut spaced = false;
    // Whether the last line marker named the source (not the stub file).
    let mut in_source = false;
    // cicc numbers the stubs' temporaries in the device code's sequence.
    let temps = super::device::temp_numbers(il, opts);
    for k in &kernels {
        // A template instance: a static stub and a wrapper specialization.
        if let Some((wrapper, cast_name)) = instance_names(&p, k.entity) {
            let fptr = launch_fn_ptr_type(&p, &k.params);
            // Written like the other stubs: compact before the first
            // line marker into the source, spaced after it.
            if spaced && in_source {
                s.push_str(&format!("# 1 \"{}\"\n", stub_name));
                in_source = false;
            }
            // The spaced form puts a blank before each parameter and after
            // each statement (`{  __cudaLaunchPrologue(1); ... }`).
            let gap = if spaced { " " } else { "" };
            let params: Vec<String> =
                k.params.iter().enumerate().map(|(i, t)| format!("{}{}", gap, join_decl(&stub_def_param_type(&p, *t), &format!("__par{}", i)))).collect();
            let list = if params.is_empty() { String::from("void") } else { params.join(", ") };
            s.push_str(&format!("static void __device_stub_{}({}){}", k.stub, list, gap));
            s.push_str(&stub_body(&p, k, temps.stub_base.get(&k.entity).copied().unwrap_or(0), spaced, &fptr, &cast_name));
            // The wrapper is specialized in the kernel's namespace, reopened
            // after the stub.
            let mut namespaces = Vec::new();
            let mut scope = il.entities.get(k.entity.0 as usize).and_then(|x| x.parent);
            while let Some(n) = scope.filter(|_| namespaces.len() < 64) {
                let Some(ne) = il.entities.get(n.0 as usize) else { break };
                let name = if ne.name.is_empty() { String::from(ANON_NAMESPACE_MACRO) } else { ne.name.clone() };
                namespaces.push((name, il.inline_namespaces.contains(&n)));
                scope = ne.parent;
            }
            // One namespace a line, each as declared (`inline` kept).
            for (i, (n, inline)) in namespaces.iter().rev().enumerate() {
                if i > 0 {
                    s.push('\n');
                }
                s.push_str(&format!("{}namespace {}{{", if *inline { "inline " } else { "" }, n));
            }
            s.push_str(if namespaces.is_empty() { "\n" } else { "\n\n" });
            let wparams: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, t)| pw.type_str(*t, &format!("&__cuda_{}", i)))
                .collect();
            let wargs: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    // The argument is cast without its top-level qualifiers.
                    let t = match il.ty(*t) {
                        TypeKind::Qualified(inner, _) => *inner,
                        _ => *t,
                    };
                    format!("({})__cuda_{}", pw.type_str(t, "&"), i)
                })
                .collect();
            // No parameters: `(void)`, and the call has no arguments.
            if wparams.is_empty() {
                s.push_str(&format!("template<> __specialization_static void __wrapper__device_stub_{}(void){{__device_stub_{}();}}\n", wrapper, k.stub));
            } else {
                s.push_str(&format!(
                    "template<> __specialization_static void __wrapper__device_stub_{}( {}){{__device_stub_{}( {});}}\n",
                    wrapper,
                    wparams.join(","),
                    k.stub,
                    wargs.join(",")
                ));
            }
            if !namespaces.is_empty() {
                s.pop();
                s.push_str(&"}".repeat(namespaces.len()));
                s.push('\n');
            }
            continue;
        }
        let vis = match (k.is_static, k.is_inline) {
            (true, _) => String::from("static "),
            (false, true) => format!("__inline__ {}", visibility(opts)),
            (false, false) => String::from(visibility(opts)),
        };
        let fptr = launch_fn_ptr_type(&p, &k.params);
        let host_name = p.qualified_name(k.entity);
        let base = temps.stub_base.get(&k.entity).copied().unwrap_or(0);
        if !spaced {
            let params: Vec<String> =
                k.params.iter().enumerate().map(|(i, t)| join_decl(&stub_def_param_type(&p, *t), &format!("__par{}", i))).collect();
            let list = if params.is_empty() { String::from("void") } else { params.join(", ") };
            s.push_str(&format!("{}void __device_stub_{}({})", vis, k.stub, list));
        } else {
            if in_source {
                s.push_str(&format!("# 1 \"{}\"\n", stub_name));
            }
            let params: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, t)| format!(" {}", join_decl(&stub_def_param_type(&p, *t), &format!("__par{}", i))))
                .collect();
            let list = if params.is_empty() { String::from("void") } else { params.join(", ") };
            s.push_str(&format!("{}void __device_stub_{}({}) ", vis, k.stub, list));
        }
        s.push_str(&stub_body(&p, k, base, spaced, &fptr, &host_name));
        s.push('\n');
        // The kernel itself, forwarding to its stub.
        let file = il.source_map.file_name(k.file);
        s.push_str(&format!("# {} \"{}\"\n", k.decl_line, file));
        let fwd: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, t)| join_decl(&fwd_param_type(&p, *t), &format!("__cuda_{}", i)))
            .collect();
        let st = if k.is_static { "static " } else { "" };
        if fwd.is_empty() {
            s.push_str(&format!("{}void {}(void)\n", st, host_name));
        } else {
            s.push_str(&format!("{}void {}( {})\n", st, host_name, fwd.join(",")));
        }
        s.push_str(&format!("# {} \"{}\"\n", k.body_line, file));
        let args: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, t)| {
                if matches!(il.ty(il.canonical(*t)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)) {
                    format!("__cudaAddressOf(__cuda_{})", i)
                } else {
                    format!("__cuda_{}", i)
                }
            })
            .collect();
        if args.is_empty() {
            s.push_str(&format!("{{__device_stub_{}();", k.stub));
        } else {
            s.push_str(&format!("{{__device_stub_{}( {});", k.stub, args.join(",")));
        }
        let diff = k.end_line.saturating_sub(k.body_line);
        if diff == 0 {
            s.push_str(" }\n");
        } else if diff <= 5 {
            for _ in 0..diff {
                s.push('\n');
            }
            s.push_str("}\n");
        } else {
            s.push_str(&format!("\n# {} \"{}\"\n}}\n", k.end_line, file));
        }
        spaced = true;
        in_source = true;
    }

    // Registration.
    let t = format!("__T{}", temps.total);
    let mut entries: Vec<String> = Vec::new();
    // Kernels register in the reverse of the scopes' pre-order.
    let mut reg_kernels: Vec<&Kernel> = Vec::new();
    for e in registration_kernel_order(il).iter().rev() {
        if let Some(k) = kernels.iter().find(|k| k.entity == *e) {
            reg_kernels.push(k);
        }
    }
    for k in reg_kernels {
        let fptr = launch_fn_ptr_type(&p, &k.params);
        let host_name = match instance_names(&p, k.entity) {
            Some((_, cast)) => cast,
            None => p.qualified_name(k.entity),
        };
        // A negative bound is written in parentheses, like the `(-1)` of none.
        let bound = match k.max_threads {
            Some(n) if n < 0 => format!("({})", n),
            Some(n) => format!("{}", n),
            None => String::from("(-1)"),
        };
        let device_name = crate::mangle::device_kernel_name(il, k.entity, opts.device_c);
        entries.push(format!("__cudaRegisterEntry({}, (({}){}), {}, {});", t, fptr, host_name, device_name, bound));
    }
    let extern_only = extern_only_entities(il);
    for v in &var_ids {
        let Some(ent) = il.entities.get(v.0 as usize) else { continue };
        let EntityKind::Variable(var) = &ent.kind else { continue };
        let host_name = p.qualified_name(*v);
        let shadow_name = crate::mangle::device_variable_name(il, *v, opts.device_c);
        let ext = if extern_only.get(v) == Some(&true) { 1 } else { 0 };
        // Separate compilation registers a variable where it is defined.
        if ext == 1 && opts.device_c {
            continue;
        }
        let (size, _) = p.size_align(var.ty);
        let constant = if var.memory == MemorySpace::Constant { 1 } else { 0 };
        let func = if var.memory == MemorySpace::Managed { "__cudaRegisterManagedVariable" } else { "__cudaRegisterVariable" };
        entries.push(format!(
            "{}({}, __shadow_var({},::{}), {}, {}UL, {}, 0);",
            func, t, shadow_name, host_name, ext, size, constant
        ));
    }
    if spaced {
        if in_source {
            s.push_str(&format!("# 1 \"{}\"\n", stub_name));
        }
        s.push_str(&format!(
            "static void __nv_cudaEntityRegisterCallback( void **{t}) {{  __nv_dummy_param_ref({t}); __nv_save_fatbinhandle_for_managed_rt({t}); "
        ));
        for e in &entries {
            s.push_str(e);
            s.push(' ');
        }
        s.push_str("}\n");
        s.push_str(&format!("static void __sti____cudaRegisterAll(void) {{  {}(__nv_cudaEntityRegisterCallback);  }}\n", register_fn(opts)));
    } else {
        s.push_str(&format!(
            "static void __nv_cudaEntityRegisterCallback(void **{t}){{__nv_dummy_param_ref({t});__nv_save_fatbinhandle_for_managed_rt({t});"
        ));
        for e in &entries {
            s.push_str(e);
        }
        s.push_str("}\n");
        s.push_str(&format!("static void __sti____cudaRegisterAll(void){{{}(__nv_cudaEntityRegisterCallback);}}\n", register_fn(opts)));
    }
    s.push_str("\n#pragma GCC diagnostic pop\n");
    s
}

/// The binary registration call (separate compilation links first).
fn register_fn(opts: &Options) -> &'static str {
    if opts.device_c {
        "____cudaRegisterLinkedBinary"
    } else {
        "__cudaRegisterBinary"
    }
}

fn visibility(opts: &Options) -> &'static str {
    if opts.device_hidden_visibility {
        "__attribute__((visibility(\"hidden\"))) "
    } else {
        ""
    }
}

/// For each declared entity, whether it is only declared `extern` (never
/// defined here); one pass over the declarations (a scan per variable was
/// quadratic).
fn extern_only_entities(il: &Il) -> alloc::collections::BTreeMap<EntityId, bool> {
    let mut m = alloc::collections::BTreeMap::new();
    for d in &il.decls {
        let only = m.entry(d.entity).or_insert(true);
        *only = *only && d.storage == StorageClass::Extern;
    }
    m
}

/// `type` + `name`, with no space after `*`/`&` (EDG's stub spelling).
fn join_decl(ty: &str, name: &str) -> String {
    if ty.ends_with('*') || ty.ends_with('&') {
        format!("{}{}", ty, name)
    } else {
        format!("{} {}", ty, name)
    }
}

/// A stub parameter's type: class objects are passed by reference.
fn stub_param_type(p: &Printer, t: TypeId) -> String {
    // A reference parameter is passed as a pointer; the prototype keeps a
    // `__restrict__` written on the reference (`int *__restrict__`).
    if let TypeKind::Qualified(r, q) = p.il.ty(t) {
        if let TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) = p.il.ty(*r) {
            let star = if q.is_restrict { "*__restrict__" } else { "*" };
            let (spec, decl) = p.split_type(*x, String::from(star), 0);
            return format!("{} {}", spec, decl);
        }
    }
    stub_def_param_type(p, t)
}

/// A parameter's type in the stub's definition: a reference's qualifiers
/// are not carried to the pointer that stands for it (`int *__par0`).
fn stub_def_param_type(p: &Printer, t: TypeId) -> String {
    let t = match p.il.ty(t) {
        TypeKind::Qualified(r, _) if matches!(p.il.ty(*r), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)) => *r,
        _ => t,
    };
    if let TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) = p.il.ty(t) {
        let (spec, decl) = p.split_type(*x, String::from("*"), 0);
        return format!("{} {}", spec, decl);
    }
    let s = p.type_str(t, "");
    if p.is_class_type(t) {
        format!("{}&", s)
    } else {
        s
    }
}

/// A forwarding kernel parameter's type (`struct ::S`).
fn fwd_param_type(p: &Printer, t: TypeId) -> String {
    let mut q = p.fresh(Flavor::Host);
    q.class_style = ClassStyle::KeywordGlobal;
    q.stub_names = p.stub_names;
    q.type_str(t, "")
}

/// `void ( *)(float *, int)`.
fn launch_fn_ptr_type(p: &Printer, params: &[TypeId]) -> String {
    let types: Vec<String> = params.iter().map(|t| p.type_str(*t, "")).collect();
    let list = if types.is_empty() { String::from("void") } else { types.join(", ") };
    format!("void ( *)({})", list)
}

/// A value of enumeration `e` as the wrapper's template argument: its
/// enumerator (`( ::ns::E::a)` when scoped, `(a)` at file scope), else the
/// value cast to the enumeration (`(( E)5)`).
fn enum_value_text(p: &Printer, e: EntityId, v: i128) -> String {
    let il = p.il;
    let Some(EntityKind::Enum(info)) = p.entity(e).map(|x| &x.kind) else { return format!("{}", v) };
    let found = info.enumerators.iter().copied().find(|x| matches!(p.entity(*x).map(|y| &y.kind), Some(EntityKind::Enumerator(en)) if en.value == v));
    let parent = p.entity(e).and_then(|x| x.parent);
    if let Some(en) = found {
        let name = p.entity(en).map_or_else(String::new, |x| x.name.clone());
        let scope = if info.scoped { Some(e) } else { parent };
        return match scope {
            Some(s) => format!("( ::{}::{})", p.qualified_name(s), name),
            None => format!("({})", name),
        };
    }
    let ty = il.find_type(&TypeKind::Enum(e));
    let name = match (parent, ty) {
        (Some(_), Some(t)) => p.type_str(t, ""),
        _ => p.entity(e).map_or_else(String::new, |x| x.name.clone()),
    };
    let suffix = match il.ty(il.canonical(info.underlying)) {
        TypeKind::Int(IntKind::UChar | IntKind::UShort | IntKind::UInt) => "U",
        TypeKind::Int(k) => super::printer::int_suffix(*k),
        _ => "",
    };
    format!("(( {}){}{})", name.trim_start(), v, suffix)
}
