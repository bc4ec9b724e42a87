//! Keep-in-IL: which entities the device code keeps.
//!
//! cicc compiles the whole translation unit (host code included) and keeps
//! only what is *needed*: a transitive closure from the roots, through
//! routine bodies, variable initializers and types. Host routines take part
//! in the walk (a host `main` calling a `__host__ __device__` function keeps
//! it) but are not printed; the device-code writer prints the kept device
//! entities only.
//!
//! Roots (what a linker could need from this translation unit, plus every
//! device variable):
//! - kernels;
//! - non-inline routine definitions with external linkage (host ones too);
//! - variables in a device memory space (`extern` ones under `--device-c`);
//! - host variable definitions with external linkage.
//!
//! A class reached through a pointer or reference is kept as a declaration;
//! one used by value, or whose members are accessed, keeps its definition
//! (EDG's `keep_definition_in_il`). `sizeof`/`alignof` operands are folded
//! to constants and keep nothing, and so does a constexpr constructor called
//! with constant arguments.

use crate::walk::{walk_expr, walk_init, walk_stmt, Visit};
use crate::emit::printer::{Flavor, Printer};
use crate::il::*;
use crate::options::Options;
use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;

const KEPT: u8 = 1;
const DEFINITION: u8 = 2;
/// Kept only because a using-declaration names it.
const NAMED_ONLY: u8 = 4;


/// The result of the marking: per entity, whether it is kept and (for
/// classes) whether its definition is.
pub(super) struct Keep {
    flags: Vec<u8>,
}

impl Keep {
    pub(super) fn kept(&self, e: EntityId) -> bool {
        self.flags.get(e.0 as usize).map_or(false, |f| f & KEPT != 0)
    }
    /// Kept only because a using-declaration names it (no code uses it).
    pub(super) fn named_only(&self, e: EntityId) -> bool {
        self.flags.get(e.0 as usize).map_or(false, |f| f & NAMED_ONLY != 0)
    }
    pub(super) fn defined(&self, e: EntityId) -> bool {
        self.flags.get(e.0 as usize).map_or(false, |f| f & DEFINITION != 0)
    }
}

enum Work {
    Entity(EntityId),
    Definition(EntityId),
    Type(TypeId, bool),
    /// A class template whose member declarations are walked.
    Pattern(EntityId),
}

struct Marker<'i, 'a> {
    il: &'i Il<'a>,
    p: Printer<'i, 'a>,
    flags: Vec<u8>,
    work: Vec<Work>,
    types_seen: BTreeSet<(TypeId, bool)>,
    patterns_seen: BTreeSet<EntityId>,
    /// `__cudaPushCallConfiguration` (a launch calls it).
    push_config: Option<EntityId>,
    /// The constructor converting a launch dimension to `dim3`.
    dim3_ctor: Option<EntityId>,
    /// The sized `operator delete` a deleting destructor calls (found once).
    sized_delete: Option<EntityId>,
    /// Walking a host-only routine's body.
    in_host: bool,
    /// When the marking being done happens (see `mark`).
    now: Time,
    /// Namespaces → when they were first marked.
    ns_marked: BTreeMap<EntityId, Time>,
    /// The condition of the statement being walked when it is a constant
    /// (folded like an operator on constants, see `folds_to_constant`).
    constant_condition: Option<*const Expr<'a>>,
}

/// A point in the parse: a physical line and column of the `.ii` text.
type Time = (u32, u32);
/// The end of the translation unit (template instances are made there).
const END: Time = (u32::MAX, u32::MAX);

fn time_of(p: crate::source::Pos) -> Time {
    (p.phys_line, p.col)
}

/// When a root is marked: where its definition is (instances: at the end).
fn root_time(il: &Il, ent: &Entity) -> Time {
    match &ent.kind {
        EntityKind::Routine(r) if r.instance_of.is_some() => END,
        EntityKind::Routine(r) => r.definition.and_then(|d| il.decls.get(d.0 as usize)).map_or(time_of(ent.pos), |d| time_of(d.pos)),
        _ => time_of(ent.pos),
    }
}

pub(super) fn mark(il: &Il, opts: &Options) -> Keep {
    let mut m = Marker {
        il,
        p: Printer::new(il, opts, Flavor::Device),
        flags: alloc::vec![0; il.entities.len()],
        work: Vec::new(),
        types_seen: BTreeSet::new(),
        patterns_seen: BTreeSet::new(),
        push_config: find_push_config(il),
        dim3_ctor: find_dim3_ctor(il),
        sized_delete: sized_delete(il),
        in_host: false,
        now: END,
        ns_marked: BTreeMap::new(),
        constant_condition: None,
    };
    // EDG marks as it parses: a root when its definition is complete, the
    // type of a non-type template parameter when the parameter is
    // declared. The order matters for the namespaces' using-declarations
    // (below), so the marking runs in source order.
    let mut events: Vec<(Time, Work)> = Vec::new();
    // An explicitly instantiated class (`template struct X<int>;`) has all
    // its member functions defined: they are roots as external functions.
    let explicit_classes: BTreeSet<EntityId> = il
        .explicit_instantiations
        .keys()
        .filter(|d| !il.extern_instantiations.contains(d))
        .filter_map(|d| il.decls.get(d.0 as usize).map(|x| x.entity))
        .filter(|e| is_class(il, *e))
        .collect();
    let explicit_member = |ent: &Entity| {
        ent.parent.is_some_and(|p| explicit_classes.contains(&p))
            && matches!(&ent.kind, EntityKind::Routine(r) if r.body.is_some() && r.template_params.is_empty())
    };
    for (i, ent) in il.entities.iter().enumerate() {
        let e = EntityId(i as u32);
        if is_root(il, ent, opts.device_c) || explicit_member(ent) {
            events.push((root_time(il, ent), Work::Entity(e)));
        }
        if let EntityKind::TemplateParam { is_type: false, ty: Some(t), .. } = &ent.kind {
            // A dependent type (`T`, `enable_if_t<…, bool>`) names nothing yet.
            if !m.p.type_is_dependent(*t, 0) {
                events.push((time_of(ent.pos), Work::Type(*t, false)));
            }
        }
    }
    events.sort_by_key(|(t, _)| *t);
    for (t, w) in events {
        m.now = t;
        m.work.push(w);
        m.run();
    }
    m.now = END;
    // A routine called from any routine body (even one nothing keeps)
    // keeps its enum parameter types: an enum that only a host helper's
    // parameter names is still declared in device code.
    let mut callees = Callees(Vec::new());
    for ent in il.entities.iter() {
        let EntityKind::Routine(r) = &ent.kind else { continue };
        if in_template(il, ent) || !r.template_params.is_empty() {
            continue;
        }
        if let Some(b) = r.body {
            walk_stmt(il, b, &mut callees);
        }
    }
    callees.0.sort();
    callees.0.dedup();
    for c in callees.0 {
        if let Some(EntityKind::Routine(r)) = il.entities.get(c.0 as usize).map(|x| &x.kind) {
            if let TypeKind::Function(ft) = il.ty(r.ty) {
                let enums = ft.params.iter().filter(|t| matches!(il.ty(il.canonical(**t)), TypeKind::Enum(_)));
                m.work.extend(enums.map(|t| Work::Type(*t, false)));
            }
        }
    }
    m.run();
    m.run();
    // A C library function that is also a CUDA device builtin (declared
    // both plain and `__device_builtin__`) and that a namespace's
    // using-declaration names (`namespace std { using ::sin; }`) is kept,
    // though no code calls it (an empty `#if !defined(__CUDABE__)` block),
    // when the namespace was marked after the using-declaration: EDG marks
    // a namespace the first time one of its typedefs or enums is marked,
    // and then keeps the targets of the using-declarations it holds so far
    // (libstdc++'s first `size_t` template parameter, in <type_traits>,
    // marks std: <cstdlib>'s and <cmath>'s names are kept, <cstdio>'s are
    // not).
    let plain_decl = |e: EntityId| il.decls.iter().any(|d| d.entity == e && d.exec_space == ExecSpace::ImplicitHost);
    for u in il.using_targets.iter() {
        let Some(marked) = u.scope.and_then(|n| m.ns_marked.get(&n).copied()) else { continue };
        if time_of(u.pos) >= marked {
            continue;
        }
        let e = u.target;
        let builtin = il.entities.get(e.0 as usize).map_or(false, |x| matches!(x.kind, EntityKind::Routine(_)) && crate::emit::int_c::is_device_builtin(x))
            && plain_decl(e);
        if builtin && !m.flags.get(e.0 as usize).map_or(true, |f| f & KEPT != 0) {
            m.set(e, NAMED_ONLY);
            m.work.push(Work::Entity(e));
        }
    }
    m.run();
    Keep { flags: m.flags }
}

/// Whether the entity is needed whatever uses it.
fn is_root(il: &Il, ent: &Entity, device_c: bool) -> bool {
    if in_template(il, ent) {
        return false;
    }
    match &ent.kind {
        EntityKind::Routine(r) => {
            if r.body.is_none() || !r.template_params.is_empty() {
                return false;
            }
            if r.exec_space == ExecSpace::Global {
                return true;
            }
            let external = matches!(r.linkage, Linkage::External | Linkage::ExternalC) && r.storage != StorageClass::Static;
            external && !r.is_inline && !r.is_constexpr && !r.is_forceinline && r.instance_of.is_none() && !member_defined_in_class(il, ent)
        }
        EntityKind::Variable(v) => {
            if v.is_local || v.is_param || v.is_device_builtin {
                return false;
            }
            // Separate compilation: an `extern` device variable is declared
            // for the link, used or not.
            if v.memory != MemorySpace::None {
                return v.storage != StorageClass::Extern || device_c;
            }
            // constexpr variables are folded where used.
            !v.is_constexpr
                && v.storage != StorageClass::Extern
                && v.storage != StorageClass::Static
                && v.linkage != Linkage::Internal
                // A namespace-scope const object has internal linkage.
                && !(il.quals_of(v.ty).is_const && ent.parent.map_or(true, |p| !is_class(il, p)))
        }
        _ => false,
    }
}

/// A member of a class template (or of a routine template): only its
/// instances are real.
pub(super) fn in_template(il: &Il, ent: &Entity) -> bool {
    ent.parent.is_some_and(|p| il.in_template(p))
}

fn is_class(il: &Il, e: EntityId) -> bool {
    matches!(il.entities.get(e.0 as usize).map(|x| &x.kind), Some(EntityKind::Class(_)))
}

/// A member function defined inside its class is implicitly inline.
fn member_defined_in_class(il: &Il, ent: &Entity) -> bool {
    // (So is a friend function defined there.)
    if let EntityKind::Routine(r) = &ent.kind {
        if r.definition.is_some_and(|d| il.friend_decls.contains(&d)) {
            return true;
        }
    }
    let Some(p) = ent.parent.filter(|p| is_class(il, *p)) else { return false };
    let EntityKind::Routine(r) = &ent.kind else { return false };
    let Some(EntityKind::Class(ci)) = il.entities.get(p.0 as usize).map(|x| &x.kind) else { return false };
    match r.definition {
        Some(d) => ci.member_decls.contains(&d),
        None => true,
    }
}

fn find_push_config(il: &Il) -> Option<EntityId> {
    il.entities
        .iter()
        .position(|e| e.name == "__cudaPushCallConfiguration" && e.parent.is_none() && matches!(e.kind, EntityKind::Routine(_)))
        .map(|i| EntityId(i as u32))
}

/// `dim3(unsigned, unsigned, unsigned)`: how a launch converts a scalar
/// grid or block size.
fn find_dim3_ctor(il: &Il) -> Option<EntityId> {
    il.entities
        .iter()
        .position(|ent| {
            let EntityKind::Routine(r) = &ent.kind else { return false };
            if r.special != SpecialMember::Constructor || r.body.is_none() {
                return false;
            }
            let Some(parent) = ent.parent.and_then(|p| il.entities.get(p.0 as usize)) else { return false };
            parent.name == "dim3"
                && parent.parent.is_none()
                && matches!(il.ty(r.ty), TypeKind::Function(ft)
                    if ft.params.len() == 3 && ft.params.iter().all(|t| matches!(il.ty(il.canonical(*t)), TypeKind::Int(IntKind::UInt))))
        })
        .map(|i| EntityId(i as u32))
}

impl<'i, 'a> Marker<'i, 'a> {
    fn run(&mut self) {
        let mut steps = 0u32;
        while let Some(w) = self.work.pop() {
            // Each entity is expanded once per flag, each type once per
            // mode: the bound only guards against a malformed IL.
            steps += 1;
            if steps > 5_000_000 {
                break;
            }
            match w {
                Work::Entity(e) => self.entity(e),
                Work::Definition(e) => self.definition(e),
                Work::Type(t, by_value) => self.ty(t, by_value),
                Work::Pattern(t) => self.pattern(t),
            }
        }
    }

    fn set(&mut self, e: EntityId, flag: u8) -> bool {
        match self.flags.get_mut(e.0 as usize) {
            Some(f) if *f & flag == 0 => {
                *f |= flag;
                true
            }
            _ => false,
        }
    }

    fn entity(&mut self, e: EntityId) {
        if self.is_pattern(e) || predeclared_align_val_t(self.il, e) {
            return;
        }
        if !self.set(e, KEPT) {
            return;
        }
        let il = self.il;
        let Some(ent) = il.entities.get(e.0 as usize) else { return };
        match &ent.kind {
            EntityKind::Routine(r) => {
                if let TypeKind::Function(ft) = il.ty(r.ty) {
                    self.work.push(Work::Type(ft.ret, true));
                    self.work.extend(ft.params.iter().map(|t| Work::Type(*t, true)));
                }
                // A member function needs its class.
                if let Some(p) = ent.parent.filter(|p| is_class(il, *p)) {
                    self.work.push(Work::Definition(p));
                    // A member function of a class template instance is
                    // linked to its template: EDG walks the template's
                    // member declarations too (their non-dependent types).
                    if let Some((tmpl, _)) = il.class_instances.get(&p) {
                        self.work.push(Work::Pattern(*tmpl));
                    }
                }
                for mi in r.mem_inits.iter() {
                    self.work.push(Work::Entity(mi.member));
                    // A base or class member is built by its constructor.
                    let class = match il.entities.get(mi.member.0 as usize).map(|x| &x.kind) {
                        Some(EntityKind::Class(_)) => {
                            self.work.push(Work::Definition(mi.member));
                            Some(mi.member)
                        }
                        Some(EntityKind::Field(f)) => match il.ty(il.canonical(f.ty)) {
                            TypeKind::Class(c) => Some(*c),
                            _ => None,
                        },
                        _ => None,
                    };
                    if let Some(ctor) = class.and_then(|c| constructor_for_args(il, c, mi.args)) {
                        self.work.push(Work::Entity(ctor));
                    }
                    for a in mi.args.iter() {
                        walk_expr(il, a, self);
                    }
                }
                // What the constructor builds without a written initializer.
                if r.body.is_some() {
                    for init in il.ctor_inits(e).unwrap_or_default() {
                        match init {
                            CtorInit::Default { member, class, ctor, .. } => {
                                self.work.push(Work::Entity(member));
                                self.work.push(Work::Definition(class));
                                self.work.push(Work::Entity(ctor));
                            }
                            CtorInit::MemberDefault { field, init } => {
                                self.work.push(Work::Entity(field));
                                walk_init(il, &init, self);
                            }
                            CtorInit::Written(_) => {}
                        }
                    }
                }
                // A virtual destructor's deleting variant frees the object
                // with the sized `operator delete`.
                if r.special == SpecialMember::Destructor && r.is_virtual && r.exec_space.runs_on_device() {
                    if let Some(d) = self.sized_delete {
                        self.work.push(Work::Entity(d));
                    }
                }
                // A destructor (with a body, or implicit) runs its bases'
                // and members' destructors after it.
                if r.special == SpecialMember::Destructor && (r.body.is_some() || il.implicit_members.contains(&e)) {
                    if let Some(c) = ent.parent.filter(|p| is_class(il, *p)) {
                        let mut parts: Vec<EntityId> = il.class_bases.get(&c).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
                        if let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) {
                            for m in ci.members.iter() {
                                if let Some(EntityKind::Field(f)) = il.entities.get(m.0 as usize).map(|x| &x.kind) {
                                    parts.extend(class_of(il, f.ty));
                                }
                            }
                        }
                        for part in parts {
                            if let Some(d) = destructor_of(il, part) {
                                self.work.push(Work::Entity(d));
                            }
                        }
                    }
                }
                if let Some(b) = r.body {
                    let outer = self.in_host;
                    self.in_host = !r.exec_space.runs_on_device();
                    let before = self.work.len();
                    walk_stmt(il, b, self);
                    // EDG defines an implicit member where device code
                    // uses it: a host routine's use defines none.
                    if self.in_host && !il.implicit_members.is_empty() {
                        let mut i = before;
                        while i < self.work.len() {
                            if matches!(self.work[i], Work::Entity(x) if il.implicit_members.contains(&x)) {
                                self.work.remove(i);
                            } else {
                                i += 1;
                            }
                        }
                    }
                    self.in_host = outer;
                }
            }
            EntityKind::Variable(v) => {
                self.work.push(Work::Type(v.declared_ty.unwrap_or(v.ty), true));
                if let Some(p) = ent.parent.filter(|p| is_class(il, *p)) {
                    self.work.push(Work::Definition(p));
                }
                if let Some(i) = &v.init {
                    walk_init(il, i, self);
                }
            }
            EntityKind::Field(f) => {
                self.work.push(Work::Type(f.ty, true));
                if let Some(p) = ent.parent {
                    self.work.push(Work::Definition(p));
                }
            }
            // The underlying type is a builtin integer in device code: a typedef
            // naming it is not needed.
            EntityKind::Enum(ei) => {
                self.mark_namespaces(ent.parent);
                self.work.push(Work::Type(il.canonical(ei.underlying), false));
                // The enumerators' initializers as written: the enumerators
                // they name keep their enums (not their classes).
                for en in ei.enumerators.iter() {
                    if let Some(EntityKind::Enumerator(x)) = il.entities.get(en.0 as usize).map(|x| &x.kind) {
                        if let Some(init) = x.init {
                            let mut named = EnumeratorsNamed(il, Vec::new());
                            walk_expr(il, init, &mut named);
                            self.work.extend(named.1.into_iter().filter(|n| n != en).map(Work::Entity));
                        }
                    }
                }
            }
            EntityKind::Enumerator(en) => self.work.push(Work::Entity(en.enum_entity)),
            EntityKind::Typedef(t) => {
                self.mark_namespaces(ent.parent);
                self.work.push(Work::Type(*t, false));
                // A member typedef is declared inside its class: the class
                // is defined (after the typedef) in device code too.
                if let Some(p) = ent.parent.filter(|p| is_class(il, *p) && !il.typedef_routine.contains_key(&e)) {
                    self.work.push(Work::Definition(p));
                }
            }
            // A class template instance names its type arguments (its
            // mangled name does): they are declared too.
            EntityKind::Class(_) => {
                if let Some((_, args)) = il.class_instances.get(&e) {
                    for a in args {
                        if let TemplateArg::Type(t) = a {
                            self.work.push(Work::Type(*t, false));
                        }
                    }
                }
                // What its non-type arguments were computed from (a
                // constant static member is folded and names nothing).
                // The class qualifying the name (`is_small<int>::value`) is
                // defined.
                if let Some(names) = il.instance_arg_origins.get(&e) {
                    for n in names.iter().filter(|n| !folded_member_constant(il, **n)) {
                        self.work.push(Work::Entity(*n));
                        let scope = match il.entities.get(n.0 as usize).map(|x| &x.kind) {
                            Some(EntityKind::Enumerator(en)) => il.entities.get(en.enum_entity.0 as usize).and_then(|x| x.parent),
                            _ => il.entities.get(n.0 as usize).and_then(|x| x.parent),
                        };
                        if let Some(c) = scope.filter(|c| is_class(il, *c)) {
                            self.work.push(Work::Definition(c));
                        }
                    }
                }
            }
            EntityKind::Namespace { .. } | EntityKind::TemplateParam { .. } | EntityKind::StaticAssert { .. } | EntityKind::UsingDeclaration { .. } => {}
        }
    }

    /// A namespace-scope typedef or enum marks its namespace and the
    /// enclosing ones (a class member's does not).
    fn mark_namespaces(&mut self, mut p: Option<EntityId>) {
        for _ in 0..64 {
            let Some(n) = p else { return };
            let Some(ent) = self.il.entities.get(n.0 as usize) else { return };
            if !matches!(ent.kind, EntityKind::Namespace { .. }) {
                return;
            }
            let now = self.now;
            self.ns_marked.entry(n).or_insert(now);
            p = ent.parent;
        }
    }

    /// A class whose definition is needed: its members' types too.
    /// A template's pattern (a template, a member or local of one, a
    /// specialization by dependent arguments): only instances are code.
    fn is_pattern(&self, e: EntityId) -> bool {
        let il = self.il;
        let Some(ent) = il.entities.get(e.0 as usize) else { return false };
        match &ent.kind {
            EntityKind::Routine(r) if !r.template_params.is_empty() => return true,
            EntityKind::Class(ci) if !ci.template_params.is_empty() => return true,
            EntityKind::Class(_) if self.p.is_dependent_instance(e) => return true,
            _ => {}
        }
        in_template(il, ent)
    }

    fn definition(&mut self, e: EntityId) {
        if self.is_pattern(e) {
            return;
        }
        self.work.push(Work::Entity(e));
        if !self.set(e, DEFINITION) {
            return;
        }
        let il = self.il;
        let Some(EntityKind::Class(ci)) = il.entities.get(e.0 as usize).map(|x| &x.kind) else { return };
        // The base classes are part of the layout (an empty one too).
        if let Some(bases) = il.class_bases.get(&e) {
            self.work.extend(bases.iter().filter_map(|b| b.class).map(Work::Definition));
        }
        let virtual_bases = il.class_bases.get(&e).is_some_and(|v| v.iter().any(|b| b.is_virtual));
        for m in &ci.members {
            match il.entities.get(m.0 as usize).map(|x| &x.kind) {
                Some(EntityKind::Field(f)) => self.work.push(Work::Type(f.ty, true)),
                // The vtable names the class's device virtual functions.
                Some(EntityKind::Routine(r)) if r.is_virtual && !virtual_bases && r.exec_space.runs_on_device() && r.body.is_some() => {
                    self.work.push(Work::Entity(*m));
                }
                _ => {}
            }
        }
    }

    /// The member declarations of class template `tmpl` (its member
    /// functions and member function templates): their non-dependent
    /// parameter types (a complete class by value keeps its definition,
    /// not an instance, which the declaration does not instantiate) and
    /// return types (declared only).
    fn pattern(&mut self, tmpl: EntityId) {
        if !self.patterns_seen.insert(tmpl) {
            return;
        }
        let il = self.il;
        let Some(EntityKind::Class(ci)) = il.entities.get(tmpl.0 as usize).map(|x| &x.kind) else { return };
        for m in ci.members.iter() {
            let Some(EntityKind::Routine(r)) = il.entities.get(m.0 as usize).map(|x| &x.kind) else { continue };
            let TypeKind::Function(ft) = il.ty(r.ty) else { continue };
            let declared: Vec<TypeId> = if r.params.len() == ft.params.len() {
                r.params
                    .iter()
                    .zip(ft.params.iter())
                    .map(|(p, t)| match il.entities.get(p.0 as usize).map(|x| &x.kind) {
                        Some(EntityKind::Variable(v)) => v.declared_ty.unwrap_or(*t),
                        _ => *t,
                    })
                    .collect()
            } else {
                ft.params.to_vec()
            };
            for t in declared {
                if self.p.type_is_dependent(t, 0) {
                    continue;
                }
                let instance = class_of(il, t).is_some_and(|c| {
                    il.class_instances.contains_key(&c) && !matches!(il.entities.get(c.0 as usize).map(|x| &x.kind), Some(EntityKind::Class(ci)) if ci.complete)
                });
                self.work.push(Work::Type(t, !instance));
            }
            if !self.p.type_is_dependent(ft.ret, 0) {
                self.work.push(Work::Type(ft.ret, false));
            }
        }
    }

    fn ty(&mut self, t: TypeId, by_value: bool) {
        if !self.types_seen.insert((t, by_value)) {
            return;
        }
        match self.il.ty(t) {
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => self.work.push(Work::Type(*x, false)),
            TypeKind::MemberPointer(x, c) => {
                self.work.push(Work::Type(*x, false));
                self.work.push(Work::Type(*c, false));
            }
            TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => self.work.push(Work::Type(*x, by_value)),
            TypeKind::ArrayBound { array, .. } => self.work.push(Work::Type(*array, by_value)),
            TypeKind::SignedSpelled(x) | TypeKind::PackExpansion(x) => self.work.push(Work::Type(*x, by_value)),
            TypeKind::Function(ft) => {
                self.work.push(Work::Type(ft.ret, false));
                self.work.extend(ft.params.iter().map(|p| Work::Type(*p, false)));
            }
            TypeKind::Class(e) => {
                self.work.push(if by_value { Work::Definition(*e) } else { Work::Entity(*e) });
            }
            TypeKind::Enum(e) => self.work.push(Work::Entity(*e)),
            // A typedef of a dependent type (a template parameter bound in
            // an instance) names nothing.
            TypeKind::Typedef(_) if self.p.type_is_dependent(t, 0) => {}
            TypeKind::Typedef(e) => {
                // `auto` / `decltype(e)` sugar is no declaration of its own.
                let sugar = self.il.entities.get(e.0 as usize).is_some_and(|x| matches!(x.name.as_str(), "auto" | "decltype" | "__typeof__") && x.parent.is_none());
                if !sugar {
                    self.work.push(Work::Entity(*e));
                }
                if let Some(EntityKind::Typedef(x)) = self.il.entities.get(e.0 as usize).map(|x| &x.kind) {
                    self.work.push(Work::Type(*x, by_value));
                }
            }
            TypeKind::Void
            | TypeKind::Int(_)
            | TypeKind::Float(_)
            | TypeKind::Nullptr
            | TypeKind::TemplateParam(_)
            | TypeKind::Error => {}
        }
    }

    fn constant(&self, e: &Expr) -> bool {
        self.p.is_const_leaf(e) || self.p.is_folded_const(e, 0)
    }

    /// Whether constructing with these arguments is folded to a constant.
    fn folded_construction(&self, ctor: EntityId, args: &[&Expr]) -> bool {
        let constexpr = self.p.routine(ctor).map_or(false, |r| r.is_constexpr);
        constexpr && args.iter().all(|a| self.constant(a))
    }
}

impl<'i, 'a> Visit<'a> for Marker<'i, 'a> {
    fn stmt(&mut self, s: &'a Stmt<'a>) {
        self.constant_condition = match &s.kind {
            StmtKind::If { cond: Cond::Expr(c), .. } | StmtKind::While { cond: Cond::Expr(c), .. } => {
                matches!(crate::sema::consteval::eval(self.il, c), Some(crate::sema::consteval::Value::Int(_))).then_some(*c as *const Expr<'a>)
            }
            _ => None,
        };
        // A range-based `for` calls its range's and iterator's members.
        if let StmtKind::RangeFor { range, .. } = &s.kind {
            let rc = range_calls(self.il, range);
            for f in [rc.begin, rc.end, rc.ne, rc.inc, rc.deref].into_iter().flatten() {
                self.work.push(Work::Entity(f));
            }
            if let Some(t) = rc.iter {
                self.work.push(Work::Type(t, true));
            }
        }
    }

    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        // In host code `(void)x` of a variable has no effect: EDG drops it
        // and the variable's type is not needed for it.
        if let ExprKind::Cast { to, expr, .. } = &e.kind {
            let named = matches!(&strip_implicit(expr).kind, ExprKind::Name(v) if matches!(self.il.entities.get(v.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(_))));
            if self.in_host && named && matches!(self.il.ty(self.il.canonical(*to)), TypeKind::Void) {
                return false;
            }
        }
        match &e.kind {
            // Folded to constants: the operand is not evaluated. (An enum
            // measured is kept all the same; a class or typedef is not.)
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => {
                if let TypeKind::Enum(en) = self.il.ty(self.il.canonical(*t)) {
                    self.work.push(Work::Entity(*en));
                }
                return false;
            }
            ExprKind::SizeofExpr(_) => return false,
            _ => {}
        }
        // A constexpr function called with constants is folded to its
        // value: nothing it names is needed.
        if let ExprKind::Call { callee, args } = &e.kind {
            let f = match &callee.kind {
                ExprKind::Name(f) | ExprKind::QualifiedName { entity: f, .. } => Some(*f),
                ExprKind::Member { member, .. } => Some(*member),
                _ => None,
            };
            let constexpr = f.and_then(|f| self.il.entities.get(f.0 as usize)).is_some_and(|x| matches!(&x.kind, EntityKind::Routine(r) if r.is_constexpr));
            // (An integer result, or a floating one of any constant value.)
            let folds = match (self.il.ty(self.il.canonical(e.ty)), crate::sema::consteval::eval(self.il, e)) {
                (TypeKind::Int(_), Some(crate::sema::consteval::Value::Int(_))) => true,
                (TypeKind::Float(_), Some(_)) => true,
                _ => false,
            };
            if constexpr && folds && args.iter().all(|a| constant_operand(self.il, a, 0)) {
                return false;
            }
        }
        // An operator on constants (`-C::v`, `C::v * 2`, `a::v && b::v`,
        // `C::v ? 1 : 2`) is folded to its value: the enumerators it names
        // keep their enums, not the classes they are members of.
        if folds_to_constant(self.il, e) || self.constant_condition.is_some_and(|c| core::ptr::eq(c, e)) {
            self.work.push(Work::Type(e.ty, true));
            let mut named = EnumeratorsNamed(self.il, Vec::new());
            walk_expr(self.il, e, &mut named);
            self.work.extend(named.1.into_iter().map(Work::Entity));
            return false;
        }
        // `typeid` designates the runtime's `type_info` object: its class
        // is only named.
        let by_value = !matches!(e.kind, ExprKind::TypeidType(_) | ExprKind::TypeidExpr(_));
        self.work.push(Work::Type(e.ty, by_value));
        // In host code a conditional with a constant condition is folded
        // (`assert(INT_MAX > 0)`): the operand not taken uses nothing.
        if let Some((c, taken)) = live_branch(self.il, e).filter(|_| self.in_host) {
            walk_expr(self.il, c, self);
            walk_expr(self.il, taken, self);
            return false;
        }
        match &e.kind {
            // A constant static data member is folded to its value: neither
            // it nor its class is needed.
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } if folded_member_constant(self.il, *id) => {
                // EDG keeps the expression the constant came from: the
                // enumerators its initializer names (through other folded
                // members) keep their enums.
                let mut found = Vec::new();
                folded_origins(self.il, *id, &mut found, 0);
                self.work.extend(found.into_iter().map(Work::Entity));
            }
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                self.work.push(Work::Entity(*id));
                // An enumerator used as a value (not folded into a larger
                // constant) is named with its class: the class is defined.
                if let Some(EntityKind::Enumerator(en)) = self.il.entities.get(id.0 as usize).map(|x| &x.kind) {
                    if let Some(c) = self.il.entities.get(en.enum_entity.0 as usize).and_then(|x| x.parent).filter(|c| is_class(self.il, *c)) {
                        self.work.push(Work::Definition(c));
                    }
                }
            }
            ExprKind::Member { member, .. } => self.work.push(Work::Entity(*member)),
            ExprKind::Cast { to, expr, kind } => {
                self.work.push(Work::Type(*to, true));
                // `T(x)` converting a non-class value to a class runs its
                // constructor.
                if matches!(kind, CastKind::Functional | CastKind::CStyle | CastKind::Static) && class_of(self.il, expr.ty).is_none() {
                    if let Some(ctor) = class_of(self.il, *to).and_then(|c| constructor_for_args(self.il, c, core::slice::from_ref(expr))) {
                        if !self.folded_construction(ctor, core::slice::from_ref(expr)) {
                            self.work.push(Work::Entity(ctor));
                        }
                    }
                }
                // A class object converted to a non-class type calls its
                // conversion function.
                if class_of(self.il, *to).is_none() && !matches!(self.il.ty(self.il.canonical(*to)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_) | TypeKind::Void) {
                    if let Some(f) = class_of(self.il, expr.ty).and_then(|c| conversion_for(self.il, c, *to)) {
                        self.work.push(Work::Entity(f));
                    }
                }
            }
            ExprKind::Construct { ctor, args, ty, .. } => {
                let class = match self.il.ty(self.il.canonical(*ty)) {
                    TypeKind::Class(c) => Some(*c),
                    _ => None,
                };
                if let Some(c) = ctor.or_else(|| class.and_then(|c| constructor_for_args(self.il, c, args))) {
                    if !self.folded_construction(c, args) {
                        self.work.push(Work::Entity(c));
                    }
                }
            }
            ExprKind::New { ty, array_size, args, placement, braces, .. } => {
                self.work.push(Work::Type(*ty, true));
                // A placement new calls the global `operator new(size_t,
                // void *)` (<new>'s inline one, device-callable in CUDA),
                // and for a class object the constructor.
                if !placement.is_empty() {
                    if let Some(f) = global_operator(self.il, "operator new", 1 + placement.len()) {
                        self.work.push(Work::Entity(f));
                    }
                }
                if array_size.is_none() {
                    match class_of(self.il, *ty).and_then(|c| constructor_for_args(self.il, c, args.unwrap_or(&[]))) {
                        Some(k) => self.work.push(Work::Entity(k)),
                        // `new T()` of an aggregate zero-fills it (the
                        // lowering names the builtin `memset`).
                        None if placement.is_empty() && !*braces && args.is_some_and(|a| a.is_empty()) && class_of(self.il, *ty).is_some() => {
                            // (Kept undeclared, like a builtin a
                            // using-declaration names, unless code calls it.)
                            if let Some(f) = global_function(self.il, "memset") {
                                if self.flags.get(f.0 as usize).is_some_and(|x| x & KEPT == 0) {
                                    self.set(f, NAMED_ONLY);
                                }
                                self.work.push(Work::Entity(f));
                            }
                        }
                        None => {}
                    }
                }
            }
            // `delete` of a class object runs its destructor.
            ExprKind::Delete { expr, .. } => {
                let pointee = match self.il.ty(self.il.canonical(expr.ty)) {
                    TypeKind::Pointer(t) => Some(*t),
                    _ => None,
                };
                if let Some(d) = pointee.and_then(|t| class_of(self.il, t)).and_then(|c| destructor_of(self.il, c)) {
                    self.work.push(Work::Entity(d));
                }
            }
            ExprKind::Lambda { closure, .. } => self.work.push(Work::Definition(*closure)),
            ExprKind::KernelLaunch { config, .. } => {
                if let Some(p) = self.push_config {
                    self.work.push(Work::Entity(p));
                }
                // A scalar grid or block size is converted through the
                // `dim3` constructor unless it is a constant.
                let il = self.il;
                let converts = config.iter().take(2).any(|c| {
                    let x = strip_implicit(c);
                    !matches!(il.ty(il.canonical(x.ty)), TypeKind::Class(_)) && !self.constant(x)
                });
                if let (true, Some(c)) = (converts, self.dim3_ctor) {
                    self.work.push(Work::Entity(c));
                }
            }
            _ => {}
        }
        true
    }

    fn decl(&mut self, _d: DeclId, decl: &Decl<'a>) {
        // A block-scope variable that is never named and neither
        // initialized nor constructed is dropped with its type; its
        // initializer is walked by the caller.
        let il = self.il;
        let is_class = matches!(il.ty(il.canonical(decl.ty)), TypeKind::Class(_));
        if decl.init.is_some() {
            self.work.push(Work::Entity(decl.entity));
        }
        if !is_class {
            return;
        }
        // A block-scope class object runs its constructor, and its
        // destructor at the end of the block.
        let TypeKind::Class(c) = il.ty(il.canonical(decl.ty)) else { return };
        let automatic = matches!(il.entities.get(decl.entity.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.storage != StorageClass::Static && v.memory == MemorySpace::None);
        if let Some(d) = destructor_of(il, *c).filter(|_| automatic) {
            self.work.push(Work::Entity(decl.entity));
            self.work.push(Work::Entity(d));
        }
        let args: &[&Expr] = match decl.init {
            None => &[],
            Some(Init::Paren(a)) => a,
            Some(Init::List(items, _)) => {
                if let Some(ctor) = list_constructor(il, *c, items.len()) {
                    self.work.push(Work::Entity(decl.entity));
                    self.work.push(Work::Entity(ctor));
                    // The `std::initializer_list` object is made by its
                    // own (private) constructor.
                    if let Some(l) = initializer_list_param(il, ctor).and_then(|l| constructor_for(il, l, 2)) {
                        self.work.push(Work::Entity(l));
                    }
                }
                return;
            }
            _ => return,
        };
        // A `__shared__` object is not constructed (cicc warns that its
        // dynamic initialization is unsupported and drops it).
        if is_shared_local(il, decl.entity) {
            return;
        }
        // (An object whose implicit constructor only sets vtable pointers
        // is zero-filled in place: the constructor is not called.)
        if args.is_empty() && super::implicit::zero_filled(il, *c) {
            self.work.push(Work::Entity(decl.entity));
            self.work.push(Work::Definition(*c));
            return;
        }
        if let Some(ctor) = constructor_for_args(il, *c, args) {
            if !self.folded_construction(ctor, args) {
                self.work.push(Work::Entity(decl.entity));
                self.work.push(Work::Entity(ctor));
            }
        }
    }
}

/// The file-scope allocation function `name` taking `n` parameters, the
/// last ones pointers (a placement form), with a definition if one has.
/// The file-scope function `name` (its definition when it has one).
fn global_function(il: &Il, name: &str) -> Option<EntityId> {
    let mut found = None;
    for (i, ent) in il.entities.iter().enumerate() {
        if ent.name != name || ent.parent.is_some() {
            continue;
        }
        let EntityKind::Routine(r) = &ent.kind else { continue };
        found = Some(EntityId(i as u32));
        if r.body.is_some() {
            break;
        }
    }
    found
}

fn global_operator(il: &Il, name: &str, n: usize) -> Option<EntityId> {
    let mut found = None;
    for (i, ent) in il.entities.iter().enumerate() {
        if ent.name != name || ent.parent.is_some() {
            continue;
        }
        let EntityKind::Routine(r) = &ent.kind else { continue };
        let TypeKind::Function(ft) = il.ty(il.canonical(r.ty)) else { continue };
        let placement = ft.params.iter().skip(1).all(|t| matches!(il.ty(il.canonical(*t)), TypeKind::Pointer(_)));
        if ft.params.len() == n && placement {
            found = Some(EntityId(i as u32));
            if r.body.is_some() {
                break;
            }
        }
    }
    found
}

/// `std::align_val_t`: EDG predeclares it (the aligned allocation
/// functions' parameter type), so it is no declaration of the source's and
/// device code writes its underlying type instead.
pub(crate) fn predeclared_align_val_t(il: &Il, e: EntityId) -> bool {
    let Some(ent) = il.entities.get(e.0 as usize) else { return false };
    let std = ent.parent.and_then(|p| il.entities.get(p.0 as usize));
    ent.name == "align_val_t" && matches!(ent.kind, EntityKind::Enum(_)) && std.is_some_and(|n| n.name == "std" && n.parent.is_none())
}

/// A block-scope `__shared__` variable.
pub(super) fn is_shared_local(il: &Il, v: EntityId) -> bool {
    matches!(il.entities.get(v.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.is_local && v.memory == MemorySpace::Shared)
}

/// The constructor of class `c` callable with `n` arguments (the
/// parameters after them have defaults).
pub(super) fn constructor_for(il: &Il, c: EntityId, n: usize) -> Option<EntityId> {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return None };
    let fits = |r: &Routine| {
        r.params.len() >= n
            && r.params.iter().skip(n).all(|p| matches!(il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.default_arg.is_some()))
    };
    let ctors = || {
        ci.members.iter().copied().filter_map(move |m| match il.entities.get(m.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(r)) if r.special == SpecialMember::Constructor => Some((m, r)),
            _ => None,
        })
    };
    // An exact arity match wins over one completed by defaults.
    ctors().find(|(_, r)| r.params.len() == n).or_else(|| ctors().find(|(_, r)| fits(r))).map(|(m, _)| m)
}

/// The constructor of class `c` called with `args`: among those callable
/// with as many arguments, the first whose parameters best fit the
/// arguments' types (the IL does not record it for a conversion `T(x)`).
pub(super) fn constructor_for_args(il: &Il, c: EntityId, args: &[&Expr]) -> Option<EntityId> {
    let first = constructor_for(il, c, args.len())?;
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return Some(first) };
    let n = args.len();
    // How well a parameter of type `p` takes an argument of type `a`:
    // the same type, then a standard conversion between non-class types,
    // then anything needing a user-defined conversion.
    let bare = |t: TypeId| {
        let mut t = il.canonical(t);
        for _ in 0..4 {
            t = match il.ty(t) {
                TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Qualified(x, _) => il.canonical(*x),
                _ => break,
            };
        }
        t
    };
    let fit = |p: TypeId, a: TypeId| -> u32 {
        let (p, a) = (bare(p), bare(a));
        if p == a {
            3
        } else if class_of(il, p).is_none() && class_of(il, a).is_none() {
            2
        } else if class_of(il, p).is_some() && class_of(il, a).is_some() {
            1
        } else {
            0
        }
    };
    let score = |m: EntityId| -> Option<u32> {
        let Some(EntityKind::Routine(r)) = il.entities.get(m.0 as usize).map(|x| &x.kind) else { return None };
        if r.special != SpecialMember::Constructor || r.params.len() < n {
            return None;
        }
        let TypeKind::Function(ft) = il.ty(il.canonical(r.ty)) else { return None };
        if ft.params.len() < n {
            return None;
        }
        let defaults = r.params.iter().skip(n).all(|p| matches!(il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.default_arg.is_some()));
        defaults.then(|| args.iter().zip(ft.params.iter()).map(|(a, p)| fit(*p, a.ty)).sum())
    };
    let base = score(first).unwrap_or(0);
    let mut best = (base, first);
    for m in ci.members.iter().copied() {
        if let Some(s) = score(m) {
            if s > best.0 {
                best = (s, m);
            }
        }
    }
    Some(best.1)
}

/// The constructor a braced list of `n` items initializing class `c`
/// calls: an initializer-list constructor first ([over.match.list]), else
/// one taking the items as arguments (none for an aggregate).
fn list_constructor(il: &Il, c: EntityId, n: usize) -> Option<EntityId> {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return None };
    let list_ctor = ci.members.iter().copied().find(|m| {
        let Some(EntityKind::Routine(r)) = il.entities.get(m.0 as usize).map(|x| &x.kind) else { return false };
        r.special == SpecialMember::Constructor
            && initializer_list_param(il, *m).is_some()
            && r.params.iter().skip(1).all(|p| matches!(il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.default_arg.is_some()))
    });
    if list_ctor.is_some() || n == 0 {
        return list_ctor;
    }
    // Without overload resolution here: only a constructor that alone
    // takes `n` arguments.
    let mut fitting = ci.members.iter().copied().filter(|m| {
        let Some(EntityKind::Routine(r)) = il.entities.get(m.0 as usize).map(|x| &x.kind) else { return false };
        r.special == SpecialMember::Constructor
            && r.params.len() >= n
            && r.params.iter().skip(n).all(|p| matches!(il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.default_arg.is_some()))
    });
    let first = fitting.next();
    if fitting.next().is_some() {
        return None;
    }
    first
}

/// The `std::initializer_list<E>` class a routine's first parameter has
/// (by value or by reference).
fn initializer_list_param(il: &Il, r: EntityId) -> Option<EntityId> {
    let Some(EntityKind::Routine(rt)) = il.entities.get(r.0 as usize).map(|x| &x.kind) else { return None };
    let TypeKind::Function(ft) = il.ty(rt.ty) else { return None };
    let mut t = il.canonical(*ft.params.first()?);
    for _ in 0..4 {
        t = match il.ty(t) {
            TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Qualified(x, _) => il.canonical(*x),
            _ => break,
        };
    }
    let TypeKind::Class(cls) = il.ty(t) else { return None };
    let tmpl = il.class_instances.get(cls).map_or(*cls, |(t, _)| *t);
    let ent = il.entities.get(tmpl.0 as usize)?;
    let std = ent.parent.and_then(|p| il.entities.get(p.0 as usize))?;
    (ent.name == "initializer_list" && std.name == "std" && std.parent.is_none()).then_some(*cls)
}

/// The conversion function (`operator T()`) of class `c` that converts to
/// `to`: the one returning that type, else the only one.
pub(super) fn conversion_for(il: &Il, c: EntityId, to: TypeId) -> Option<EntityId> {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return None };
    let convs: Vec<(EntityId, TypeId)> = ci
        .members
        .iter()
        .copied()
        .filter_map(|m| match il.entities.get(m.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(r)) if r.special == SpecialMember::Conversion => match il.ty(r.ty) {
                TypeKind::Function(ft) => Some((m, ft.ret)),
                _ => None,
            },
            _ => None,
        })
        .collect();
    let target = il.canonical(to);
    let unqual = |t: TypeId| match il.ty(il.canonical(t)) {
        TypeKind::Qualified(x, _) => il.canonical(*x),
        _ => il.canonical(t),
    };
    convs
        .iter()
        .find(|(_, r)| il.canonical(*r) == target || unqual(*r) == unqual(target))
        .or_else(|| if convs.len() == 1 { convs.first() } else { None })
        .map(|(m, _)| *m)
}

/// The member function named `name` of class `c` taking `n` parameters;
/// of a const and a non-const overload, the one matching `is_const`.
pub(super) fn member_named(il: &Il, c: EntityId, name: &str, n: usize, is_const: bool) -> Option<EntityId> {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return None };
    let cands: Vec<(EntityId, bool)> = ci
        .members
        .iter()
        .copied()
        .filter_map(|m| {
            let ent = il.entities.get(m.0 as usize)?;
            let EntityKind::Routine(r) = &ent.kind else { return None };
            let TypeKind::Function(ft) = il.ty(r.ty) else { return None };
            (ent.name == name && ft.params.len() == n && !r.is_static_member).then_some((m, ft.quals.is_const))
        })
        .collect();
    cands.iter().find(|(_, k)| *k == is_const).or_else(|| cands.iter().find(|(_, k)| *k || !is_const)).map(|(m, _)| *m)
}

/// What a range-based `for` over `range` calls: `begin()`/`end()` of the
/// range's class (none for an array), and the iterator class's
/// `operator!=`, `operator++` and `operator*` (none for a pointer).
pub(super) struct RangeCalls {
    pub begin: Option<EntityId>,
    pub end: Option<EntityId>,
    pub ne: Option<EntityId>,
    pub inc: Option<EntityId>,
    pub deref: Option<EntityId>,
    /// The iterator type (`begin()`'s return type, or the element pointer).
    pub iter: Option<TypeId>,
}

pub(super) fn range_calls(il: &Il, range: &Expr) -> RangeCalls {
    let mut rc = RangeCalls { begin: None, end: None, ne: None, inc: None, deref: None, iter: None };
    let Some(c) = class_of(il, range.ty) else { return rc };
    let is_const = il.quals_of(range.ty).is_const;
    rc.begin = member_named(il, c, "begin", 0, is_const);
    rc.end = member_named(il, c, "end", 0, is_const);
    let Some(EntityKind::Routine(r)) = rc.begin.and_then(|b| il.entities.get(b.0 as usize)).map(|x| &x.kind) else { return rc };
    let TypeKind::Function(ft) = il.ty(r.ty) else { return rc };
    rc.iter = Some(ft.ret);
    if let Some(ic) = class_of(il, ft.ret) {
        rc.ne = member_named(il, ic, "operator!=", 1, true);
        rc.inc = member_named(il, ic, "operator++", 0, false);
        rc.deref = member_named(il, ic, "operator*", 0, true);
    }
    rc
}

/// A `static const`/`constexpr` integral data member whose initializer is
/// a constant.
fn folded_member_constant(il: &Il, id: EntityId) -> bool {
    let Some(ent) = il.entities.get(id.0 as usize) else { return false };
    let EntityKind::Variable(v) = &ent.kind else { return false };
    if !v.is_static_member || v.memory != MemorySpace::None || !(v.is_constexpr || il.quals_of(v.ty).is_const) {
        return false;
    }
    // (A constexpr floating one is folded too.)
    let floating = matches!(il.ty(il.canonical(v.ty)), TypeKind::Float(_)) && v.is_constexpr;
    if !floating && !matches!(il.ty(il.canonical(v.ty)), TypeKind::Int(_) | TypeKind::Enum(_)) {
        return false;
    }
    let init = v.init.or_else(|| il.decls.iter().filter(|d| d.entity == id).find_map(|d| d.init));
    matches!(init, Some(Init::Assign(e)) if matches!(crate::sema::consteval::eval(il, e), Some(crate::sema::consteval::Value::Int(_))) || floating && crate::sema::consteval::eval(il, e).is_some())
}

/// The enumerators named by the initializer of folded constant member `id`
/// and, through the folded constant members it names, by theirs.
fn folded_origins(il: &Il, id: EntityId, out: &mut Vec<EntityId>, depth: u32) {
    if depth > 16 {
        return;
    }
    let init = match il.entities.get(id.0 as usize).map(|x| &x.kind) {
        Some(EntityKind::Variable(v)) => v.init.or_else(|| il.decls.iter().filter(|d| d.entity == id).find_map(|d| d.init)),
        _ => None,
    };
    let Some(Init::Assign(e)) = init else { return };
    let mut named = NamesUsed(Vec::new());
    walk_expr(il, e, &mut named);
    for n in named.0 {
        match il.entities.get(n.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Enumerator(_)) if !out.contains(&n) => out.push(n),
            Some(EntityKind::Variable(_)) if n != id && folded_member_constant(il, n) => folded_origins(il, n, out, depth + 1),
            _ => {}
        }
    }
}

/// The entities an expression names.
struct NamesUsed(Vec<EntityId>);

impl<'a> Visit<'a> for NamesUsed {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &e.kind {
            self.0.push(*id);
        }
        true
    }
}

/// `operator new(size_t, void *)`, the placement allocation function.
pub(super) fn placement_new(il: &Il) -> Option<EntityId> {
    global_operator(il, "operator new", 2)
}

/// `operator delete(void *, size_t)`, the sized deallocation function.
fn sized_delete(il: &Il) -> Option<EntityId> {
    il.entities
        .iter()
        .position(|ent| {
            let EntityKind::Routine(r) = &ent.kind else { return false };
            ent.name == "operator delete"
                && ent.parent.map_or(true, |p| !is_class(il, p))
                && r.exec_space.runs_on_device()
                && matches!(il.ty(r.ty), TypeKind::Function(ft) if ft.params.len() == 2
                    && matches!(ft.params.get(1).map(|t| il.ty(il.canonical(*t))), Some(TypeKind::Int(IntKind::ULong))))
        })
        .map(|i| EntityId(i as u32))
}

/// The user-declared destructor of class `c` that has a body.
pub(super) fn destructor_of(il: &Il, c: EntityId) -> Option<EntityId> {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return None };
    ci.members.iter().copied().find(|m| {
        matches!(il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.special == SpecialMember::Destructor && r.body.is_some() && !r.is_defaulted)
    })
}

/// The class an expression's value has (none for other types).
pub(super) fn class_of(il: &Il, t: TypeId) -> Option<EntityId> {
    match il.ty(il.canonical(t)) {
        TypeKind::Class(c) => Some(*c),
        TypeKind::Qualified(x, _) => match il.ty(il.canonical(*x)) {
            TypeKind::Class(c) => Some(*c),
            _ => None,
        },
        _ => None,
    }
}

/// Strip implicit conversions.
fn strip_implicit<'x, 'a>(mut e: &'x Expr<'a>) -> &'x Expr<'a> {
    for _ in 0..16 {
        match &e.kind {
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => e = expr,
            _ => break,
        }
    }
    e
}

/// A conditional expression whose condition is a constant: the condition
/// and the operand it selects.
pub(super) fn live_branch<'x, 'a>(il: &Il, e: &'x Expr<'a>) -> Option<(&'x Expr<'a>, &'x Expr<'a>)> {
    let ExprKind::Cond(c, a, b) = &e.kind else { return None };
    let v = crate::sema::consteval::eval(il, c)?;
    Some((c, if v.truthy() { a } else { b }))
}

/// Whether EDG folds `e`, an operator applied to constants, to a constant
/// of its own (conversions and `+x` keep the operand's constant).
fn folds_to_constant(il: &Il, e: &Expr) -> bool {
    let folding = match &e.kind {
        ExprKind::Unary(op, _) => matches!(op, UnaryOp::Minus | UnaryOp::Not | UnaryOp::BitNot),
        ExprKind::Binary(op, _, _) => *op != BinaryOp::Comma,
        ExprKind::Cond(..) => true,
        _ => false,
    };
    folding && matches!(crate::sema::consteval::eval(il, e), Some(crate::sema::consteval::Value::Int(_)))
}

/// The enumerators an expression names.
struct EnumeratorsNamed<'i, 'a>(&'i Il<'a>, Vec<EntityId>);

impl<'i, 'a> Visit<'a> for EnumeratorsNamed<'i, 'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &e.kind {
            if matches!(self.0.entities.get(id.0 as usize).map(|x| &x.kind), Some(EntityKind::Enumerator(_))) {
                self.1.push(*id);
            }
        }
        true
    }
}

/// Routines called by name in a body.
struct Callees(Vec<EntityId>);

impl<'a> Visit<'a> for Callees {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        if let ExprKind::Call { callee, .. } = &e.kind {
            if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &strip_implicit(callee).kind {
                self.0.push(*id);
            }
        }
        true
    }
}

/// An operand built from literals and enumerators (what a folded constexpr
/// call may take).
fn constant_operand(il: &Il, e: &Expr, depth: u32) -> bool {
    if depth > 32 {
        return false;
    }
    let d = depth + 1;
    match &e.kind {
        ExprKind::IntLit { .. } | ExprKind::CharLit { .. } | ExprKind::BoolLit(_) => true,
        ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => matches!(il.entities.get(id.0 as usize).map(|x| &x.kind), Some(EntityKind::Enumerator(_))),
        ExprKind::Cast { expr, .. } | ExprKind::Unary(_, expr) => constant_operand(il, expr, d),
        ExprKind::Binary(_, l, r) => constant_operand(il, l, d) && constant_operand(il, r, d),
        _ => false,
    }
}
