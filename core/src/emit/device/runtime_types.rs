//! The runtime types EDG's C lowering creates for the whole unit and cicc
//! writes at the top of the device code, whatever code is kept: the
//! exception-handling tables (`__C<n>` structures, made for a `try` block),
//! the type-info classes (`__EDG_type_info` and the kinds the unit's
//! `throw`, `catch`, `typeid` and `dynamic_cast` need) and the
//! pointer-to-member-function pair.
//!
//! They are made while host routines are lowered too, so the whole unit is
//! scanned, not only what device code keeps.

use crate::il::*;
use crate::walk::{walk_stmt, Visit};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The type-info class kinds (`__cxxabiv1` names), in the order cicc
/// writes them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum InfoKind {
    Class,
    SiClass,
    VmiClass,
    Fundamental,
}

impl InfoKind {
    fn name(self) -> &'static str {
        match self {
            InfoKind::Class => "__class_type_info",
            InfoKind::SiClass => "__si_class_type_info",
            InfoKind::VmiClass => "__vmi_class_type_info",
            InfoKind::Fundamental => "__fundamental_type_info",
        }
    }

    fn body(self) -> &'static [&'static str] {
        match self {
            InfoKind::Class | InfoKind::Fundamental => &["struct __EDG_type_info base;"],
            InfoKind::SiClass => &["struct __class_type_info base;", "const struct __class_type_info *base_type;"],
            InfoKind::VmiClass => &["struct __class_type_info base;", "unsigned flags;", "unsigned base_count;"],
        }
    }

    /// The class type-info kinds' vtables are declared in device code
    /// (the fundamental ones come from the runtime library).
    fn vtable(self) -> Option<String> {
        match self {
            InfoKind::Fundamental => None,
            k => {
                let n = k.name();
                Some(format!("_ZTVN10__cxxabiv1{}{}E", n.len(), n))
            }
        }
    }
}

/// One generated type: its tag keyword, name and fields (none: only
/// declared).
struct Generated {
    key: &'static str,
    name: String,
    fields: Vec<String>,
}

/// What the unit needs, in creation order.
#[derive(Default)]
pub(super) struct RuntimeTypes {
    types: Vec<Generated>,
    infos: Vec<InfoKind>,
}

/// What a walk over one routine body found.
#[derive(Default)]
struct Uses {
    has_try: bool,
    /// A `throw`, `typeid` or `dynamic_cast` (type information is made).
    rtti: bool,
    infos: Vec<InfoKind>,
    ptmf: bool,
}

struct Scan<'i, 'a> {
    il: &'i Il<'a>,
    uses: Uses,
}

impl<'i, 'a> Scan<'i, 'a> {
    /// The type-info kind describing `t` (references and qualifiers
    /// stripped; a pointer to a fundamental type is itself fundamental).
    fn info_of(&mut self, t: TypeId, depth: u32) {
        if depth > 16 {
            return;
        }
        let il = self.il;
        let c = il.canonical(t);
        let kind = match il.ty(c) {
            TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => return self.info_of(*x, depth + 1),
            TypeKind::Qualified(x, _) => return self.info_of(*x, depth + 1),
            TypeKind::Pointer(x) => return self.info_of(*x, depth + 1),
            TypeKind::Class(e) => {
                let bases = il.class_bases.get(e).map(|v| v.as_slice()).unwrap_or(&[]);
                match bases {
                    [] => InfoKind::Class,
                    [b] if !b.is_virtual && !matches!(b.access, Some(Access::Private | Access::Protected)) => InfoKind::SiClass,
                    _ => InfoKind::VmiClass,
                }
            }
            TypeKind::Void | TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Nullptr => InfoKind::Fundamental,
            _ => return,
        };
        if !self.uses.infos.contains(&kind) {
            self.uses.infos.push(kind);
        }
    }

    fn note_type(&mut self, t: TypeId) {
        if let TypeKind::MemberPointer(m, _) = self.il.ty(self.il.canonical(t)) {
            if matches!(self.il.ty(self.il.canonical(*m)), TypeKind::Function(_)) {
                self.uses.ptmf = true;
            }
        }
    }
}

impl<'i, 'a> Visit<'a> for Scan<'i, 'a> {
    fn stmt(&mut self, s: &'a Stmt<'a>) {
        if let StmtKind::Try { handlers, .. } = &s.kind {
            self.uses.has_try = true;
            for h in handlers.iter() {
                let ty = h.ty.or_else(|| h.param.and_then(|d| self.il.decls.get(d.0 as usize)).map(|d| d.ty));
                if let Some(t) = ty {
                    self.info_of(t, 0);
                }
            }
        }
    }

    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        self.note_type(e.ty);
        match &e.kind {
            ExprKind::Throw(Some(x)) => {
                self.uses.rtti = true;
                self.info_of(x.ty, 0);
            }
            ExprKind::TypeidType(t) => {
                self.uses.rtti = true;
                self.info_of(*t, 0);
            }
            ExprKind::TypeidExpr(x) => {
                self.uses.rtti = true;
                self.info_of(x.ty, 0);
            }
            ExprKind::Cast { kind: CastKind::Dynamic, to, expr } => {
                // `dynamic_cast<void *>` names no target type information.
                let target_void = matches!(self.il.ty(self.il.canonical(*to)), TypeKind::Pointer(p) if matches!(self.il.ty(self.il.canonical(*p)), TypeKind::Void | TypeKind::Qualified(..)));
                self.uses.rtti = true;
                self.info_of(expr.ty, 0);
                if !target_void {
                    self.info_of(*to, 0);
                }
            }
            _ => {}
        }
        true
    }

    fn decl(&mut self, _d: DeclId, decl: &Decl<'a>) {
        self.note_type(decl.ty);
    }
}

impl RuntimeTypes {
    /// Scan every lowered routine of the unit (templates are not lowered,
    /// their instances are).
    pub(super) fn scan(il: &Il) -> RuntimeTypes {
        let mut routines: Vec<(Pos, EntityId)> = Vec::new();
        for (i, ent) in il.entities.iter().enumerate() {
            let e = EntityId(i as u32);
            if let EntityKind::Routine(r) = &ent.kind {
                if r.body.is_some() && !il.in_template(e) {
                    let pos = r.definition.and_then(|d| il.decls.get(d.0 as usize)).map_or(ent.pos, |d| d.pos);
                    routines.push((pos, e));
                }
            }
        }
        routines.sort_by_key(|(p, e)| (p.phys_line, p.col, e.0));
        let mut has_try = false;
        let mut ptmf = false;
        let mut infos: Vec<InfoKind> = Vec::new();
        // Type information made before the first routine with a `try` is
        // there when the handler tables are made (they then name it
        // without taking a number for it).
        let mut rtti_before_try = false;
        for (_, r) in &routines {
            let Some(EntityKind::Routine(rt)) = il.entities.get(r.0 as usize).map(|x| &x.kind) else { continue };
            let Some(body) = rt.body else { continue };
            let mut scan = Scan { il, uses: Uses::default() };
            walk_stmt(il, body, &mut scan);
            for p in &rt.params {
                if let Some(EntityKind::Variable(v)) = il.entities.get(p.0 as usize).map(|x| &x.kind) {
                    scan.note_type(v.ty);
                }
            }
            let u = scan.uses;
            if !has_try && !u.has_try && u.rtti {
                rtti_before_try = true;
            }
            has_try |= u.has_try;
            ptmf |= u.ptmf;
            for k in u.infos {
                if !infos.contains(&k) {
                    infos.push(k);
                }
            }
        }
        infos.sort();
        let mut out = RuntimeTypes { types: Vec::new(), infos: infos.clone() };
        // The handler tables name `__EDG_type_info`.
        let rtti = !infos.is_empty() || has_try;
        let mut n = 0u32;
        let next = |n: &mut u32| {
            *n += 1;
            format!("__C{}", n)
        };
        let info_types = |out: &mut RuntimeTypes| {
            // Only named by the handler tables unless some type's
            // information is made.
            let fields = if infos.is_empty() { Vec::new() } else { strings(&["const long *__vptr;", "const char *__name;"]) };
            out.types.push(Generated { key: "struct", name: String::from("__EDG_type_info"), fields });
            for k in &infos {
                out.types.push(Generated { key: "struct", name: String::from(k.name()), fields: k.body().iter().map(|x| String::from(*x)).collect() });
            }
        };
        if has_try {
            let c1 = next(&mut n);
            let c2 = next(&mut n);
            let c3 = next(&mut n);
            out.types.push(Generated { key: "struct", name: c1.clone(), fields: Vec::new() });
            out.types.push(Generated { key: "struct", name: c2.clone(), fields: Vec::new() });
            let region = format!("struct {} *regions;", c2);
            let array = format!("struct {} *array_table;", c1);
            out.types.push(Generated {
                key: "struct",
                name: c3.clone(),
                fields: strings(&[&region, "void **obj_table;", &array, "unsigned short saved_region_number;char __nv_no_debug_dummy_end_padding_0[6];"]),
            });
            if !rtti_before_try {
                // Made here, numbered like the tables.
                n += 1;
                info_types(&mut out);
            }
            let c4 = next(&mut n);
            let c5 = next(&mut n);
            let c6 = next(&mut n);
            let c7 = next(&mut n);
            out.types.push(Generated { key: "struct", name: c4.clone(), fields: strings(&["const struct __EDG_type_info *tinfo;", "unsigned flags;", "unsigned *ptr_flags;"]) });
            let catches = format!("struct {} *catch_entries;", c4);
            out.types.push(Generated {
                key: "struct",
                name: c5.clone(),
                fields: strings(&["long setjmp_buffer[25];", &catches, "void *rtinfo;", "unsigned short region_number;char __nv_no_debug_dummy_end_padding_0[6];"]),
            });
            let tb = format!("struct {} try_block;", c5);
            let fun = format!("struct {} function;", c3);
            let ts = format!("struct {} *throw_spec;", c4);
            out.types.push(Generated { key: "union", name: c6.clone(), fields: strings(&[&tb, &fun, &ts]) });
            let nx = format!("struct {} *next;", c7);
            let var = format!("union {} variant;", c6);
            out.types.push(Generated { key: "struct", name: c7, fields: strings(&[&nx, "unsigned char kind;", &var]) });
        }
        if ptmf {
            let c = next(&mut n);
            out.types.push(Generated { key: "struct", name: c, fields: strings(&["void (*f)();", "long d;"]) });
        }
        if rtti && (!has_try || rtti_before_try) {
            info_types(&mut out);
        }
        out
    }

    pub(super) fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// The declarations written right after `typedef char __nv_bool;`.
    pub(super) fn forward_declarations(&self) -> String {
        let mut s = String::new();
        for t in &self.types {
            s.push_str(&format!("{} {};", t.key, t.name));
        }
        s
    }

    /// The definitions, written after the forward declarations of the
    /// unit's classes: each item is preceded by a space when they follow a
    /// line marker (`spaced`), not when they continue the first line.
    pub(super) fn definitions(&self, spaced: bool) -> String {
        let sp = if spaced { " " } else { "" };
        let mut s = String::new();
        for t in self.types.iter().filter(|t| !t.fields.is_empty()) {
            s.push_str(&format!("{}{} {} {{", sp, t.key, t.name));
            for f in &t.fields {
                s.push_str(sp);
                s.push_str(f);
            }
            s.push_str("};");
        }
        s
    }

    /// The type-info classes' vtables (declared after the unit's own).
    pub(super) fn vtables(&self) -> Vec<String> {
        self.infos.iter().filter_map(|k| k.vtable()).collect()
    }
}

fn strings(parts: &[&str]) -> Vec<String> {
    parts.iter().map(|x| String::from(*x)).collect()
}

use crate::source::Pos;
