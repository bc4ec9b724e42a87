//! Which types the dump marks `needed`: EDG marks a type needed when an
//! entity the translation unit must emit uses it (a needed routine's
//! parameters, result, locals and expressions; a needed variable's type),
//! together with everything that type is built from. The `size_t` typedef
//! is needed (and referenced) in every translation unit: the front end
//! takes it as the type of `sizeof`.

use super::Dump;
use crate::il::{EntityKind, Expr, Il, StorageClass, TypeId, TypeKind};
use crate::walk::{walk_stmt, Visit};
use alloc::collections::BTreeSet;
use alloc::vec::Vec;

/// Collects the types of a body's expressions and local declarations.
struct BodyTypes<'i, 'a> {
    il: &'i Il<'a>,
    out: Vec<TypeId>,
    /// Fields the body accesses.
    fields: Vec<u32>,
}

impl<'a> Visit<'a> for BodyTypes<'_, 'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        self.out.push(e.ty);
        if let crate::il::ExprKind::Member { member, .. } = &e.kind {
            if matches!(self.il.entities.get(member.0 as usize).map(|x| &x.kind), Some(EntityKind::Field(_))) {
                self.fields.push(member.0);
            }
        }
        // A subscripted array decays to a pointer to its element (the IL
        // does not represent decays).
        if let crate::il::ExprKind::Index(base, _) = &e.kind {
            let elem = match self.il.ty(self.il.canonical(base.ty)) {
                TypeKind::Array(el, _) => Some(*el),
                _ => None,
            };
            if let Some(p) = elem.and_then(|el| self.il.find_type(&TypeKind::Pointer(el))) {
                self.out.push(p);
            }
        }
        true
    }
    fn decl(&mut self, _d: crate::il::DeclId, decl: &crate::il::Decl<'a>) {
        if let Some(EntityKind::Variable(v)) = self.il.entities.get(decl.entity.0 as usize).map(|x| &x.kind) {
            self.out.push(v.declared_ty.unwrap_or(v.ty));
        }
    }
}

impl Dump<'_, '_> {
    /// The `size_t` typedef of the file scope, if declared.
    pub(super) fn size_t_typedef(&self) -> Option<u32> {
        self.typedef_by_name.get(&(None, alloc::string::String::from("size_t"))).copied()
    }

    /// Fills `needed_types` (see the module comment).
    pub(super) fn index_needed(&mut self) {
        let mut roots: Vec<TypeId> = Vec::new();
        if let Some(t) = self.size_t_typedef().and_then(|e| self.own_type.get(&e).copied()) {
            roots.push(t);
        }
        for i in 0..self.il.entities.len() {
            let e = crate::il::EntityId(i as u32);
            match &self.il.entities[i].kind {
                EntityKind::Routine(r) if self.routine_needed(e) => {
                    for p in &r.params {
                        if let Some(EntityKind::Variable(v)) = self.il.entities.get(p.0 as usize).map(|x| &x.kind) {
                            roots.push(v.declared_ty.unwrap_or(v.ty));
                        }
                    }
                    if let TypeKind::Function(f) = self.il.ty(self.il.canonical(r.ty)) {
                        roots.push(f.ret);
                    }
                    if let Some(b) = r.body {
                        let mut v = BodyTypes { il: self.il, out: Vec::new(), fields: Vec::new() };
                        walk_stmt(self.il, b, &mut v);
                        roots.extend(v.out);
                        self.needed_fields.extend(v.fields);
                    }
                }
                EntityKind::Variable(v) if !v.is_local && !v.is_param => {
                    let extern_only = v.storage == StorageClass::Extern && v.init.is_none();
                    if !extern_only && self.il.entities[i].referenced {
                        roots.push(v.ty);
                    }
                }
                _ => {}
            }
        }
        let mut seen: BTreeSet<u32> = BTreeSet::new();
        let mut stack = roots;
        let mut budget = 1_000_000u32;
        while let Some(t) = stack.pop() {
            budget = budget.saturating_sub(1);
            if budget == 0 {
                break;
            }
            if !seen.insert(t.0) {
                continue;
            }
            match self.il.ty(t) {
                TypeKind::Pointer(p) | TypeKind::LvalueRef(p) | TypeKind::RvalueRef(p) | TypeKind::Qualified(p, _) => {
                    stack.push(*p)
                }
                TypeKind::Array(e, _) => stack.push(*e),
                TypeKind::ArrayBound { elem, array, .. } => {
                    stack.push(*elem);
                    stack.push(*array);
                }
                TypeKind::SignedSpelled(x) => stack.push(*x),
                TypeKind::Function(f) => {
                    stack.push(f.ret);
                    stack.extend(f.params.iter().copied());
                }
                TypeKind::Typedef(e) => {
                    if let Some(EntityKind::Typedef(to)) = self.il.entities.get(e.0 as usize).map(|x| &x.kind) {
                        stack.push(*to);
                    }
                }
                TypeKind::Enum(e) => {
                    if let Some(EntityKind::Enum(en)) = self.il.entities.get(e.0 as usize).map(|x| &x.kind) {
                        stack.push(en.underlying);
                    }
                }
                TypeKind::Class(c) => {
                    if let Some(EntityKind::Class(ci)) = self.il.entities.get(c.0 as usize).map(|x| &x.kind) {
                        // A needed class's fields are needed.
                        for m in &ci.members {
                            if let Some(EntityKind::Field(f)) = self.il.entities.get(m.0 as usize).map(|x| &x.kind) {
                                stack.push(f.ty);
                                self.needed_fields.insert(m.0);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        self.needed_types = seen;
    }
}

impl Dump<'_, '_> {
    /// The classes whose supplement shows `contains_local_type` (and
    /// `contains_unnamed_namespace_type`): EDG asks whether a type contains
    /// a local (or unnamed-namespace) class when it gives an entity of C++
    /// linkage that type, and records the answer in each class it looks at.
    /// It asks for the declared type of every variable of namespace scope and
    /// every routine written in the source (a member function also for its
    /// class); for a non-inline, non-member function definition it asks
    /// about unnamed namespaces too.
    pub(super) fn index_linkage_checks(&mut self) {
        let mut local: BTreeSet<u32> = BTreeSet::new();
        let mut unnamed: BTreeSet<u32> = BTreeSet::new();
        for (i, x) in self.il.entities.iter().enumerate() {
            if self.il.in_template(crate::il::EntityId(i as u32)) {
                continue;
            }
            let linked = |l: crate::il::Linkage| matches!(l, crate::il::Linkage::External | crate::il::Linkage::Internal);
            match &x.kind {
                EntityKind::Routine(r) if linked(r.linkage) && r.template_params.is_empty() => {
                    let mut found = Vec::new();
                    classes_in(self.il, r.ty, &mut found, 0);
                    let member = x.parent.filter(|p| matches!(self.il.entity(*p).kind, EntityKind::Class(_)));
                    if r.body.is_some() && member.is_none() && !r.is_inline {
                        unnamed.extend(found.iter().copied());
                    }
                    local.extend(found);
                    if let Some(p) = member {
                        local.insert(p.0);
                    }
                }
                EntityKind::Variable(v) if !v.is_local && !v.is_param && linked(v.linkage) => {
                    let mut found = Vec::new();
                    classes_in(self.il, v.ty, &mut found, 0);
                    local.extend(found);
                }
                _ => {}
            }
        }
        self.local_type_checked = local;
        self.unnamed_type_checked = unnamed;
    }
}

/// The classes a type is built from (through pointers, references,
/// qualifiers, arrays, typedefs and function types).
fn classes_in(il: &Il, t: TypeId, out: &mut Vec<u32>, depth: u32) {
    if depth > 64 {
        return;
    }
    match il.ty(t) {
        TypeKind::Class(c) => out.push(c.0),
        TypeKind::Pointer(p) | TypeKind::LvalueRef(p) | TypeKind::RvalueRef(p) | TypeKind::Qualified(p, _) | TypeKind::Array(p, _) => {
            classes_in(il, *p, out, depth + 1)
        }
        TypeKind::ArrayBound { elem, .. } => classes_in(il, *elem, out, depth + 1),
        TypeKind::Typedef(e) => {
            if let Some(EntityKind::Typedef(to)) = il.entities.get(e.0 as usize).map(|x| &x.kind) {
                classes_in(il, *to, out, depth + 1)
            }
        }
        TypeKind::Function(f) => {
            classes_in(il, f.ret, out, depth + 1);
            for p in &f.params {
                classes_in(il, *p, out, depth + 1);
            }
        }
        _ => {}
    }
}
