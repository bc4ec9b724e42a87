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
    /// The parameter types of `__cudaPushCallConfiguration`, which a kernel
    /// launch calls (its configuration converted to them).
    launch_params: Vec<TypeId>,
}

impl<'a> Visit<'a> for BodyTypes<'_, 'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        self.out.push(e.ty);
        if let crate::il::ExprKind::KernelLaunch { .. } = &e.kind {
            self.out.extend(self.launch_params.iter().copied());
        }
        if let crate::il::ExprKind::Member { member, base, arrow } = &e.kind {
            if let Some(EntityKind::Field(f)) = self.il.entities.get(member.0 as usize).map(|x| &x.kind) {
                self.fields.push(member.0);
                // A field of a const object is a `const T` lvalue before
                // its value is taken (EDG's `orig_lvalue_type`).
                let object = if *arrow {
                    match self.il.ty(self.il.canonical(base.ty)) {
                        TypeKind::Pointer(p) => Some(*p),
                        _ => None,
                    }
                } else {
                    Some(base.ty)
                };
                if !f.is_mutable && object.is_some_and(|o| self.il.quals_of(o).is_const) && !self.il.quals_of(f.ty).is_const {
                    let q = crate::il::Quals { is_const: true, is_volatile: false, is_restrict: false };
                    if let Some(c) = self.il.find_type(&TypeKind::Qualified(f.ty, q)) {
                        self.out.push(c);
                    }
                }
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

/// Collects the routines a body uses: named or called, constructors of
/// the class objects it makes, destructors of its class locals.
struct BodyRoutines<'i, 'a> {
    il: &'i Il<'a>,
    out: Vec<u32>,
    /// The body makes a class object by a constructor of its own (a
    /// kernel launch's configuration is converted to `dim3`).
    constructs: bool,
}

/// The routine a callee expression names.
fn callee_of(e: &Expr) -> Option<crate::il::EntityId> {
    use crate::il::ExprKind;
    match &e.kind {
        ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } | ExprKind::Member { member: x, .. } => Some(*x),
        _ => None,
    }
}

impl BodyRoutines<'_, '_> {
    /// Whether a use of constexpr routine `r` with `args` is folded to a
    /// constant (every argument a constant).
    fn folded(&self, r: Option<crate::il::EntityId>, args: &[&Expr]) -> bool {
        let constexpr = r.is_some_and(|r| matches!(self.il.entities.get(r.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(rt)) if rt.is_constexpr));
        constexpr && args.iter().all(|a| crate::sema::consteval::eval(self.il, a).is_some())
    }

    fn class_of(&self, t: TypeId) -> Option<crate::il::EntityId> {
        match self.il.ty(self.il.canonical(t)) {
            TypeKind::Class(c) => Some(*c),
            _ => None,
        }
    }

    /// The constructor of `c` taking `n` arguments (defaults counted).
    fn constructor(&self, c: crate::il::EntityId, n: usize) -> Option<u32> {
        let Some(EntityKind::Class(ci)) = self.il.entities.get(c.0 as usize).map(|x| &x.kind) else { return None };
        let mut fallback = None;
        for m in &ci.members {
            let Some(EntityKind::Routine(r)) = self.il.entities.get(m.0 as usize).map(|x| &x.kind) else { continue };
            if r.special != crate::il::SpecialMember::Constructor {
                continue;
            }
            if r.params.len() == n {
                return Some(m.0);
            }
            let required = r.params.iter().enumerate().take_while(|(i, p)| {
                let own = matches!(self.il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.default_arg.is_some());
                !own && r.default_args.get(*i).copied().flatten().is_none()
            });
            if required.count() <= n && n <= r.params.len() && fallback.is_none() {
                fallback = Some(m.0);
            }
        }
        fallback
    }
}

impl<'a> Visit<'a> for BodyRoutines<'_, 'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        use crate::il::{CastKind, ExprKind};
        match &e.kind {
            // A constexpr routine called with constant arguments is
            // evaluated, not emitted.
            ExprKind::Call { callee, args } if self.folded(callee_of(callee), args) => {
                for a in args.iter() {
                    let il = self.il;
                    crate::walk::walk_expr(il, a, self);
                }
                return false;
            }
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } | ExprKind::Member { member: x, .. } => self.out.push(x.0),
            ExprKind::KernelLaunch { .. } => {
                self.constructs = true;
                let push = self.il.entities.iter().position(|x| x.name == "__cudaPushCallConfiguration" && x.parent.is_none());
                if let Some(p) = push {
                    self.out.push(p as u32);
                }
            }
            ExprKind::Construct { ctor: Some(c), args, .. } => {
                if !self.folded(Some(*c), args) {
                    self.out.push(c.0);
                }
            }
            ExprKind::Construct { ctor: None, ty, args, .. } => {
                if let Some(c) = self.class_of(*ty).and_then(|c| self.constructor(c, args.len())) {
                    if !self.folded(Some(crate::il::EntityId(c)), args) {
                        self.out.push(c);
                    }
                }
            }
            ExprKind::Cast { kind: CastKind::Implicit, to, expr } if self.class_of(expr.ty).is_none() => {
                if let Some(c) = self.class_of(*to).and_then(|c| self.constructor(c, 1)) {
                    if !self.folded(Some(crate::il::EntityId(c)), core::slice::from_ref(expr)) {
                        self.out.push(c);
                    }
                }
            }
            _ => {}
        }
        true
    }
    fn decl(&mut self, _d: crate::il::DeclId, decl: &crate::il::Decl<'a>) {
        let Some(EntityKind::Variable(v)) = self.il.entities.get(decl.entity.0 as usize).map(|x| &x.kind) else { return };
        let Some(c) = self.class_of(v.ty) else { return };
        let n = match &v.init {
            None => Some(0),
            Some(crate::il::Init::Paren(args)) => Some(args.len()),
            _ => None,
        };
        if let Some(ctor) = n.and_then(|n| self.constructor(c, n)) {
            self.out.push(ctor);
        }
        if let Some(EntityKind::Class(ci)) = self.il.entities.get(c.0 as usize).map(|x| &x.kind) {
            for m in &ci.members {
                if matches!(self.il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.special == crate::il::SpecialMember::Destructor) {
                    self.out.push(m.0);
                }
            }
        }
    }
}

/// Collects the routines a body names (a named function decays to a
/// pointer to its type); a kernel launch names its kernel and calls
/// `__cudaPushCallConfiguration`.
struct NamedRoutines<'i, 'a> {
    il: &'i Il<'a>,
    out: BTreeSet<u32>,
}

impl<'a> Visit<'a> for NamedRoutines<'_, 'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        use crate::il::ExprKind;
        match &e.kind {
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                if matches!(self.il.entities.get(x.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(_))) {
                    self.out.insert(x.0);
                }
            }
            ExprKind::KernelLaunch { .. } => {
                let push = self.il.entities.iter().position(|x| x.name == "__cudaPushCallConfiguration" && x.parent.is_none());
                if let Some(p) = push {
                    self.out.insert(p as u32);
                }
            }
            _ => {}
        }
        true
    }
}

impl Dump<'_, '_> {
    /// Fills `decayed_routines`: the routines named in the program's bodies.
    pub(super) fn index_decayed_routines(&mut self) {
        let il = self.il;
        let mut v = NamedRoutines { il, out: BTreeSet::new() };
        for (i, x) in il.entities.iter().enumerate() {
            let EntityKind::Routine(r) = &x.kind else { continue };
            let Some(b) = r.body else { continue };
            if il.in_template(crate::il::EntityId(i as u32)) {
                continue;
            }
            walk_stmt(il, b, &mut v);
        }
        self.decayed_routines = v.out;
    }

    /// Fills `needed_routines`: the definitions the translation unit must
    /// emit (non-inline functions of namespace scope), and every routine
    /// with a body that a needed routine uses, transitively.
    pub(super) fn index_needed_routines(&mut self) {
        let il = self.il;
        let has_body = |e: u32| match il.entities.get(e as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(r)) => r.body.is_some() && !il.in_template(crate::il::EntityId(e)),
            _ => false,
        };
        let mut stack: Vec<u32> = Vec::new();
        for (i, x) in il.entities.iter().enumerate() {
            let EntityKind::Routine(r) = &x.kind else { continue };
            let member = x.parent.is_some_and(|p| matches!(il.entity(p).kind, EntityKind::Class(_)));
            if !r.is_inline && !member && has_body(i as u32) {
                stack.push(i as u32);
            }
        }
        let mut needed: BTreeSet<u32> = BTreeSet::new();
        let mut used: BTreeSet<u32> = BTreeSet::new();
        let mut budget = 1_000_000u32;
        while let Some(r) = stack.pop() {
            budget = budget.saturating_sub(1);
            if budget == 0 {
                break;
            }
            if !needed.insert(r) {
                continue;
            }
            let Some(EntityKind::Routine(rt)) = il.entities.get(r as usize).map(|x| &x.kind) else { continue };
            let Some(b) = rt.body else { continue };
            let mut v = BodyRoutines { il, out: Vec::new(), constructs: false };
            walk_stmt(il, b, &mut v);
            for m in rt.mem_inits.iter() {
                for a in m.args.iter() {
                    crate::walk::walk_expr(il, a, &mut v);
                }
            }
            // What an instance's body uses is not looked at again.
            if rt.instance_of.is_none() {
                let ctor = v.out.iter().any(|c| {
                    let x = il.entity(crate::il::EntityId(*c));
                    matches!(&x.kind, EntityKind::Routine(cr) if cr.special == crate::il::SpecialMember::Constructor && cr.body.is_some())
                });
                self.allocation_needed |= v.constructs || ctor;
            }
            for x in &v.out {
                if matches!(il.entities.get(*x as usize).map(|e| &e.kind), Some(EntityKind::Routine(_))) {
                    used.insert(*x);
                }
            }
            stack.extend(v.out.into_iter().filter(|x| has_body(*x) && !needed.contains(x)));
        }
        // Declared-only routines a needed body calls are needed too.
        for u in used {
            if !has_body(u) && !il.in_template(crate::il::EntityId(u)) {
                needed.insert(u);
            }
        }
        self.needed_routines = needed;
    }

    /// The `size_t` typedef of the file scope, if declared.
    pub(super) fn size_t_typedef(&self) -> Option<u32> {
        self.typedef_by_name.get(&(None, alloc::string::String::from("size_t"))).copied()
    }

    /// Fills `needed_types` (see the module comment).
    pub(super) fn index_needed(&mut self) {
        self.index_needed_routines();
        let launch_params: Vec<TypeId> = self
            .il
            .entities
            .iter()
            .find(|e| e.name == "__cudaPushCallConfiguration" && e.parent.is_none())
            .and_then(|e| match &e.kind {
                EntityKind::Routine(r) => match self.il.ty(self.il.canonical(r.ty)) {
                    TypeKind::Function(f) => Some(f.params.clone()),
                    _ => None,
                },
                _ => None,
            })
            .unwrap_or_default();
        // A launch also passes its kernel through `void *`.
        let mut launch_params = launch_params;
        if let Some(vp) = self.il.find_type(&TypeKind::Void).and_then(|v| self.il.find_type(&TypeKind::Pointer(v))) {
            launch_params.push(vp);
        }
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
                        let mut v = BodyTypes { il: self.il, out: Vec::new(), fields: Vec::new(), launch_params: launch_params.clone() };
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
