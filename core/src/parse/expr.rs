//! Expressions: precedence climbing with typing as we go. Every implicit
//! conversion becomes a `Cast { kind: Implicit }` node (decays excepted).

use super::decl::Context;
use super::Parser;
use crate::diag::Severity;
use crate::il::*;
use crate::lex::{Kw, Token, TokenKind};
use crate::source::Pos;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Conversion ranks for overload resolution (lower is better).
const RANK_EXACT: u32 = 0;
const RANK_PROMOTION: u32 = 1;
const RANK_CONVERSION: u32 = 2;
const RANK_USER: u32 = 3;
const RANK_ELLIPSIS: u32 = 4;
const NOT_VIABLE: u32 = 100;

/// How an argument is converted to its parameter, as overload resolution
/// compares it ([over.ics.rank]).
#[derive(Clone, Copy)]
struct Ics {
    rank: u32,
    binding: Binding,
    /// An exact match that adds cv-qualifiers.
    adds_cv: bool,
    /// A derived-to-base conversion (of a class, a reference or a
    /// pointer): the base class converted to (`better_candidate` prefers
    /// the base nearer the source, [over.ics.rank]/4.4).
    base: Option<EntityId>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Reference,
    Pointer,
    Other,
}

impl Ics {
    /// `Less` when `self` is the better conversion.
    fn compare(&self, other: &Ics) -> core::cmp::Ordering {
        if self.rank != other.rank {
            return self.rank.cmp(&other.rank);
        }
        // Two reference bindings, or two pointer conversions, that differ
        // only in added qualifiers: the less qualified is better.
        if self.binding == other.binding && self.binding != Binding::Other {
            return self.adds_cv.cmp(&other.adds_cv);
        }
        core::cmp::Ordering::Equal
    }
}

/// Marks instance `c` completed at `made` (after the instances its own
/// instantiation needed), unless it already was.
fn settle_need(out: &mut alloc::collections::BTreeMap<EntityId, (u32, u32)>, deps: &alloc::collections::BTreeMap<EntityId, Vec<EntityId>>, c: EntityId, made: u32, seq: &mut u32, depth: u32) {
    if depth > 64 || out.contains_key(&c) {
        return;
    }
    // (Claimed first: an instance needing itself through a member ends.)
    out.insert(c, (made, u32::MAX));
    for d in deps.get(&c).into_iter().flatten() {
        settle_need(out, deps, *d, made, seq, depth + 1);
    }
    *seq += 1;
    out.insert(c, (made, *seq));
}

impl<'a, 'o> Parser<'a, 'o> {
    pub(super) fn mk(&self, kind: ExprKind<'a>, ty: TypeId, lvalue: bool, pos: Pos) -> &'a Expr<'a> {
        // A class object as a value (a call's result, a member access's
        // operand) needs its class complete.
        self.note_completion_need(ty);
        self.sema.il.arena.alloc(Expr { kind, ty, lvalue, pos })
    }

    /// Records that the code being parsed needs the class template
    /// instance `ty` is (by value, not through a pointer or reference)
    /// complete.
    pub(super) fn note_completion_need(&self, ty: TypeId) {
        self.note_need(ty, false)
    }

    /// A base or member object of the class being defined: completed
    /// with it (only then, inside an instantiation).
    pub(super) fn note_layout_need(&self, ty: TypeId) {
        self.note_need(ty, true)
    }

    fn note_need(&self, ty: TypeId, layout: bool) {
        let il = &self.sema.il;
        let mut t = il.canonical(ty);
        for _ in 0..8 {
            match il.ty(t) {
                TypeKind::Qualified(x, _) | TypeKind::Array(x, _) => t = il.canonical(*x),
                _ => break,
            }
        }
        let TypeKind::Class(c) = il.ty(t) else { return };
        if self.is_dependent(t) {
            return;
        }
        self.note_class_need(*c, layout);
    }

    pub(super) fn note_class_need(&self, c: EntityId, layout: bool) {
        let il = &self.sema.il;
        if !il.class_instances.contains_key(&c) || il.explicit_specializations.contains(&c) {
            return;
        }
        let enclosing = match self.class_inst_stack.last() {
            // (Inside an instantiation only the class's layout needs
            // anything: member functions, their default arguments and
            // initializers are instantiated when used.)
            Some((_, r)) if *r != self.sema.current_routine || !layout => return,
            Some((inst, _)) => Some(*inst),
            None => None,
        };
        if enclosing == Some(c) || self.in_template_definition() {
            return;
        }
        if self.completion_noted.borrow_mut().insert((c, enclosing)) {
            self.completion_needs.borrow_mut().push((c, il.entities.len() as u32, enclosing));
        }
    }

    /// Settles when EDG completed each class template instance: where
    /// code outside any class instantiation first needed it, an instance
    /// needed by another's instantiation (a base, a member) just before
    /// that one.
    pub(super) fn settle_completion_needs(&mut self) {
        let needs = core::mem::take(&mut *self.completion_needs.borrow_mut());
        let mut deps: alloc::collections::BTreeMap<EntityId, Vec<EntityId>> = alloc::collections::BTreeMap::new();
        let mut seq = 0u32;
        for (c, made, enclosing) in needs {
            match enclosing {
                Some(p) => {
                    let v = deps.entry(p).or_default();
                    if !v.contains(&c) {
                        v.push(c);
                    }
                }
                None => settle_need(&mut self.sema.il.class_needed, &deps, c, made, &mut seq, 0),
            }
        }
    }

    /// The cv-qualifiers of the current member function (`this` is a
    /// `cv C *`).
    fn this_quals(&self) -> Quals {
        let Some(r) = self.sema.current_routine else { return Quals::default() };
        match &self.sema.il.entity(r).kind {
            EntityKind::Routine(ri) => match self.sema.il.ty(self.sema.il.canonical(ri.ty)) {
                TypeKind::Function(f) => Quals { is_const: f.quals.is_const, is_volatile: f.quals.is_volatile, is_restrict: false },
                _ => Quals::default(),
            },
            _ => Quals::default(),
        }
    }

    /// Whether the code being parsed is the body of a non-static member
    /// function (where `this` exists).
    fn in_nonstatic_member(&self) -> bool {
        self.sema.current_routine.is_some_and(|r| self.is_class_member(r))
    }

    /// Whether `r` is a non-static member function.
    fn is_class_member(&self, r: EntityId) -> bool {
        let e = self.sema.il.entity(r);
        matches!(&e.kind, EntityKind::Routine(ri) if !ri.is_static_member)
            && matches!(e.parent.map(|p| &self.sema.il.entity(p).kind), Some(EntityKind::Class(_)))
    }

    pub(super) fn error_expr(&self, pos: Pos) -> &'a Expr<'a> {
        self.mk(ExprKind::Error, self.sema.b.error, false, pos)
    }

    // ------------------------------------------------------------ conversions

    /// Array-to-pointer / function-to-pointer type of an operand (no node).
    pub fn decayed(&mut self, t: TypeId) -> TypeId {
        match self.sema.kind(t).clone() {
            TypeKind::Array(e, _) => self.sema.ptr(e),
            TypeKind::Function(_) => self.sema.ptr(t),
            _ => t,
        }
    }

    /// A string literal converted to a pointer to non-const characters:
    /// allowed but deprecated in C++ (EDG's warning 2464).
    fn literal_to_mutable_chars(&self, e: &Expr<'a>, to: TypeId) -> bool {
        if !matches!(e.kind, ExprKind::StringLit { .. }) {
            return false;
        }
        match self.sema.kind(self.sema.il.canonical(to)) {
            // (Only to a pointer to characters: a pointer to a function
            // or to another object type does not take the literal.)
            TypeKind::Pointer(p) => {
                !self.sema.il.quals_of(*p).is_const
                    && matches!(
                        self.sema.il.ty(self.sema.il.canonical(*p)),
                        TypeKind::Int(IntKind::Char | IntKind::SChar | IntKind::UChar | IntKind::WChar | IntKind::Char8 | IntKind::Char16 | IntKind::Char32)
                    )
            }
            _ => false,
        }
    }

    /// EDG's warnings on an implicit integer conversion of a constant whose
    /// value the target type cannot hold: 68 when the value's sign changes
    /// (`unsigned u = -1`, `char c = 200`), 69 when it is truncated
    /// (`unsigned char c = 300`). A constant written as a bit pattern (a
    /// hex, octal or binary literal, or `~`) is exempt, as is a
    /// conversion to `bool`; an instantiation does not repeat what its
    /// template's definition reported.
    fn check_constant_narrowing(&mut self, e: &Expr<'a>, from: TypeId, to: TypeId) {
        if self.inst_depth > 0 {
            return;
        }
        let il = &self.sema.il;
        let (fc, tc) = (il.canonical(from), il.canonical(to));
        let from_integral = matches!(il.ty(fc), TypeKind::Int(_) | TypeKind::Enum(_));
        let to_kind = match il.ty(tc) {
            TypeKind::Int(k) if *k != IntKind::Bool => *k,
            _ => return,
        };
        if !from_integral {
            return;
        }
        let mut core = e;
        loop {
            match &core.kind {
                ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => core = expr,
                _ => break,
            }
        }
        match &core.kind {
            ExprKind::IntLit { text, .. } => {
                let t = text.as_bytes();
                if t.len() > 1 && t[0] == b'0' {
                    return;
                }
            }
            ExprKind::Unary(UnaryOp::BitNot, _) => return,
            _ => {}
        }
        let v = match crate::sema::consteval::eval(il, e) {
            Some(crate::sema::consteval::Value::Int(v)) => v,
            _ => return,
        };
        let bits = to_kind.size() * 8;
        if bits == 0 || bits >= 128 {
            return;
        }
        let m = (1i128 << bits) - 1;
        let u = v & m;
        let w = if to_kind.is_signed() && (u >> (bits - 1)) & 1 == 1 { u - (1i128 << bits) } else { u };
        if w == v {
            return;
        }
        if (w < 0) != (v < 0) {
            self.sema.parse_warning_at_pos(e.pos, 68, String::from("integer conversion resulted in a change of sign"));
        } else {
            self.sema.parse_warning_at_pos(e.pos, 69, String::from("integer conversion resulted in truncation"));
        }
    }

    /// Rank of converting argument `a` to parameter type `to`.
    fn argument_rank(&mut self, a: &Expr<'a>, to: TypeId) -> u32 {
        if self.literal_to_mutable_chars(a, to) {
            return RANK_EXACT;
        }
        self.conversion_rank(a.ty, to)
    }

    /// Convert `e` to `to` (as for initialization), inserting an implicit cast
    /// when the types differ.
    pub fn convert(&mut self, e: &'a Expr<'a>, to: TypeId) -> &'a Expr<'a> {
        // A null pointer constant converts to a pointer even when what it
        // points to is known only at instantiation (`const T *p = 0`).
        if self.is_dependent(to) && !self.sema.is_error(e.ty) && !self.is_dependent(e.ty) && matches!(e.kind, ExprKind::IntLit { value: 0, .. }) {
            let tu = self.sema.unqualified(to);
            if matches!(self.sema.kind(tu), TypeKind::Pointer(_)) {
                return self.mk(ExprKind::Cast { kind: CastKind::Implicit, to: tu, expr: e }, tu, false, e.pos);
            }
        }
        if self.sema.is_error(e.ty) || self.sema.is_error(to) || self.is_dependent(e.ty) || self.is_dependent(to) {
            return e;
        }
        // A member of a dependent specialization (`X<T>::value`) has its
        // type only at instantiation: no conversion is recorded.
        if self.is_dependent_member_name(e) {
            return e;
        }
        if self.literal_to_mutable_chars(e, to) {
            let t = self.sema.type_to_string(to);
            self.sema.parse_warning_at_pos(e.pos, 2464, format!("conversion from a string literal to \"{}\" is deprecated", t));
        }
        // Reference binding: no conversion node when the referred type matches.
        if self.sema.is_ref(to) {
            let r = self.sema.non_ref(to);
            let (a, b) = (self.sema.unqualified(e.ty), self.sema.unqualified(r));
            if self.sema.same_type(a, b) {
                return e;
            }
            let r_unq = self.sema.unqualified(r);
            let inner = self.convert(e, r_unq);
            return inner;
        }
        let from = self.decayed(e.ty);
        let (fu, tu) = (self.sema.unqualified(from), self.sema.unqualified(to));
        if self.sema.same_type(fu, tu) {
            if let TypeKind::Class(c) = self.sema.kind(tu).clone() {
                self.check_copy_construction(e, c);
            }
            return e;
        }
        self.check_constant_narrowing(e, fu, tu);
        // A conversion to a class by one of its constructors uses (refers
        // to) that constructor, as a call would.
        if let TypeKind::Class(c) = self.sema.kind(tu).clone() {
            if !matches!(self.sema.kind(fu), TypeKind::Class(_)) {
                if let Some(ctor) = self.converting_ctor(c, from) {
                    self.sema.il.entities[ctor.0 as usize].referenced = true;
                }
            }
        }
        self.mk(ExprKind::Cast { kind: CastKind::Implicit, to: tu, expr: e }, tu, false, e.pos)
    }

    /// `convert` where the value is copied into an object of type `to`
    /// (initialization, assignment, return, an argument, a unary
    /// promotion). A variable captured by copy and named in a const
    /// lambda is a `const` member of the closure: EDG records the copy out
    /// of it as a conversion to the unqualified type even when that is the
    /// variable's own (device code shows `((int)(this->k))`).
    pub fn convert_copy(&mut self, e: &'a Expr<'a>, to: TypeId) -> &'a Expr<'a> {
        let c = self.convert(e, to);
        if !core::ptr::eq(c, e) || self.sema.is_ref(to) || !matches!(e.kind, ExprKind::Captured { by_ref: false, .. }) {
            return c;
        }
        if !self.sema.il.quals_of(e.ty).is_const {
            return c;
        }
        let tu = self.sema.unqualified(to);
        if !matches!(self.sema.kind(tu), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_)) {
            return c;
        }
        self.mk(ExprKind::Cast { kind: CastKind::Implicit, to: tu, expr: e }, tu, false, e.pos)
    }

    /// A default argument is converted to its parameter's type where it is
    /// declared (the IL keeps it as written): a converting constructor it
    /// selects is used from there.
    pub(super) fn default_arg_conversion_uses(&mut self, e: &'a Expr<'a>, to: TypeId) {
        if self.sema.is_error(e.ty) || self.sema.is_error(to) || self.is_dependent(e.ty) || self.is_dependent(to) {
            return;
        }
        let tu = self.sema.unqualified(self.sema.non_ref(to));
        let from = self.decayed(e.ty);
        let fu = self.sema.unqualified(from);
        if let TypeKind::Class(c) = self.sema.kind(tu).clone() {
            if !matches!(self.sema.kind(fu), TypeKind::Class(_)) {
                if let Some(ctor) = self.converting_ctor(c, from) {
                    self.sema.il.entities[ctor.0 as usize].referenced = true;
                }
            }
        }
    }

    /// The non-template, non-explicit constructor of `cls` taking one
    /// argument that converts best from `from` without a user conversion.
    fn converting_ctor(&mut self, cls: EntityId, from: TypeId) -> Option<EntityId> {
        let mut best: Option<(u32, EntityId)> = None;
        for c in self.constructors(cls) {
            let (is_template, is_explicit) = match &self.sema.il.entity(c).kind {
                EntityKind::Routine(r) => (!r.template_params.is_empty(), r.is_explicit),
                _ => continue,
            };
            if is_template || is_explicit || self.required_params(c) > 1 {
                continue;
            }
            let Some(f) = self.routine_ftype(c) else { continue };
            let Some(&p) = f.params.first() else { continue };
            let rank = self.conversion_rank(from, p);
            if rank < RANK_USER && best.map_or(true, |(r, _)| rank < r) {
                best = Some((rank, c));
            }
        }
        best.map(|(_, c)| c)
    }

    /// An xvalue: a cast to an rvalue reference, or a call of a function
    /// returning one (`static_cast<T &&>(x)`, `std::move(x)`).
    fn is_xvalue(&self, e: &Expr<'a>, depth: u32) -> bool {
        if depth > 8 {
            return false;
        }
        match &e.kind {
            ExprKind::Cast { kind: CastKind::Implicit, .. } => false,
            ExprKind::Cast { to, .. } => matches!(self.sema.kind(*to), TypeKind::RvalueRef(_)),
            ExprKind::OperatorCall { call, .. } => self.is_xvalue(call, depth + 1),
            ExprKind::Call { callee, .. } => {
                let mut t = callee.ty;
                if let TypeKind::Pointer(f) = self.sema.kind(t) {
                    t = *f;
                }
                matches!(self.sema.kind(t), TypeKind::Function(f) if matches!(self.sema.kind(f.ret), TypeKind::RvalueRef(_)))
            }
            _ => false,
        }
    }

    /// A class object copied from an lvalue of its own class uses the copy
    /// constructor (`C(C &)` for a non-const source if declared, else
    /// `C(const C &)`): one declared deleted cannot be referenced.
    fn check_copy_construction(&mut self, e: &'a Expr<'a>, cls: EntityId) {
        // An xvalue (`std::move(x)`) is moved from, not copied.
        if !e.lvalue || self.is_xvalue(e, 0) || self.in_template_definition() || self.inst_depth > 0 {
            return;
        }
        let source_const = self.sema.il.quals_of(e.ty).is_const;
        let mut copy_ctor: Option<(EntityId, bool)> = None;
        for c in self.constructors(cls) {
            let Some(f) = self.routine_ftype(c) else { continue };
            let Some(&p0) = f.params.first() else { continue };
            if self.required_params(c) > 1 {
                continue;
            }
            let TypeKind::LvalueRef(r) = self.sema.kind(p0).clone() else { continue };
            let ru = self.sema.unqualified(r);
            if !matches!(self.sema.kind(ru), TypeKind::Class(x) if *x == cls) {
                continue;
            }
            let const_param = self.sema.il.quals_of(r).is_const;
            if !const_param && source_const {
                continue;
            }
            // A non-const source prefers `C &`.
            let better = match copy_ctor {
                None => true,
                Some((_, prev_const)) => prev_const && !const_param && !source_const,
            };
            if better {
                copy_ctor = Some((c, const_param));
            }
        }
        if let Some((c, _)) = copy_ctor {
            self.check_deleted(c, e.pos);
        }
    }

    /// Whether the current function may name member `m` of its class:
    /// a public member, or one named from a member (or a friend) of the
    /// class, or for a protected member from a derived class. Local
    /// classes and templates are not judged (no verdict: accessible).
    fn member_accessible(&self, m: EntityId) -> bool {
        let il = &self.sema.il;
        let ent = il.entity(m);
        if ent.access == Access::Public {
            return true;
        }
        let Some(cls) = ent.parent.filter(|p| matches!(il.entity(*p).kind, EntityKind::Class(_))) else { return true };
        let Some(r) = self.sema.current_routine else { return true };
        if self.in_template_definition() || self.inst_depth > 0 || il.in_template(cls) {
            return true;
        }
        let is_friend = |e: EntityId| {
            let tmpl = match &il.entity(e).kind {
                EntityKind::Routine(rt) => rt.instance_of.as_ref().map(|(t, _)| *t),
                _ => il.class_instances.get(&e).map(|(t, _)| *t),
            };
            // (A friend function declared first in the class is a separate
            // entity from its later definition: same name.)
            let ee = il.entity(e);
            let same_function = |f: EntityId| {
                let fe = il.entity(f);
                let in_class = fe.parent.is_some_and(|p| matches!(il.entity(p).kind, EntityKind::Class(_)));
                matches!(fe.kind, EntityKind::Routine(_))
                    && matches!(ee.kind, EntityKind::Routine(_))
                    && fe.name == ee.name
                    && (fe.parent == ee.parent || in_class)
            };
            il.friend_decls
                .iter()
                .any(|d| il.decls.get(d.0 as usize).is_some_and(|x| x.entity == e || Some(x.entity) == tmpl || same_function(x.entity)))
        };
        let mut cur = Some(r);
        for _ in 0..64 {
            let Some(c) = cur else { return false };
            if c == cls || is_friend(c) {
                return true;
            }
            let ce = il.entity(c);
            if let EntityKind::Class(_) = ce.kind {
                if ent.access == Access::Protected && self.sema.is_base_of(cls, c, 0) {
                    return true;
                }
                if ce.parent.is_none() {
                    match il.closures.get(&c) {
                        // A lambda's body: the function it is written in.
                        Some(cl) => {
                            cur = cl.function;
                            continue;
                        }
                        None => return true,
                    }
                }
            }
            cur = ce.parent;
        }
        true
    }

    /// A member named where it is not accessible.
    pub(super) fn check_member_access(&mut self, m: EntityId, at: Pos) {
        if self.member_accessible(m) {
            return;
        }
        let ent = self.sema.il.entity(m);
        let what = if matches!(ent.kind, EntityKind::Routine(_)) { "function" } else { "member" };
        let name = self.sema.qualified_name(m);
        let declared = self.sema.declared_at(ent.pos, at);
        let msg = format!("{} \"{}\" ({}) is inaccessible", what, name, declared);
        self.sema.error_at_pos(at, 265, msg);
    }

    /// A deleted function named or selected by a call.
    pub(super) fn check_deleted(&mut self, r: EntityId, at: Pos) {
        if !matches!(&self.sema.il.entity(r).kind, EntityKind::Routine(rt) if rt.is_deleted) {
            return;
        }
        let name = self.sema.routine_display_name(r);
        let declared = self.sema.declared_at(self.sema.il.entity(r).pos, at);
        let msg = format!("function \"{}\" ({}) cannot be referenced -- it is a deleted function", name, declared);
        self.sema.error_at_pos(at, 1776, msg);
    }

    pub fn convert_for_init(&mut self, e: &'a Expr<'a>, to: TypeId) -> &'a Expr<'a> {
        // `char s[] = "…"`: the array is initialized from the literal.
        if self.sema.is_array(to) {
            // ... when the array holds all of it, its terminating null included.
            if let (ExprKind::StringLit { .. }, TypeKind::Array(_, Some(len)), TypeKind::Array(_, Some(n))) =
                (&e.kind, self.sema.kind(self.sema.il.canonical(e.ty)), self.sema.kind(self.sema.il.canonical(to)))
            {
                if len > n && !self.is_dependent(to) {
                    let (ft, tt) = (self.sema.type_to_string(e.ty), self.sema.type_to_string(to));
                    self.sema.error_at_pos(e.pos, 144, format!("a value of type \"{}\" cannot be used to initialize an entity of type \"{}\"", ft, tt));
                }
            }
            return e;
        }
        if !self.check_compatible(e, to, "cannot be used to initialize an entity of type") {
            return e;
        }
        self.convert_copy(e, to)
    }

    /// Whether `e` may be implicitly converted to `to`; if not, report
    /// `a value of type "X" <what> "Y"` at `e` and return false.
    fn check_compatible(&mut self, e: &'a Expr<'a>, to: TypeId, what: &str) -> bool {
        if self.sema.is_error(e.ty) || self.sema.is_error(to) || self.is_dependent(e.ty) || self.is_dependent(to) {
            return true;
        }
        if matches!(e.kind, ExprKind::InitList(_)) || self.literal_to_mutable_chars(e, to) {
            return true;
        }
        let to_v = self.sema.non_ref(to);
        // A reference to an array binds the array itself (no decay).
        if to_v != to && self.sema.is_array(to_v) && self.sema.il.canonical(self.sema.non_ref(e.ty)) == self.sema.il.canonical(to_v) {
            return true;
        }
        let from = self.decayed(e.ty);
        let (fk, tk) = (self.sema.kind(from).clone(), self.sema.kind(to_v).clone());
        let ok = match (&fk, &tk) {
            // Only a null pointer constant converts from an integer to a pointer.
            (TypeKind::Int(_) | TypeKind::Enum(_), TypeKind::Pointer(_)) => {
                matches!(crate::sema::consteval::eval(&self.sema.il, e), Some(crate::sema::consteval::Value::Int(0)))
                    && matches!(e.kind, ExprKind::IntLit { .. } | ExprKind::Cast { .. })
            }
            (TypeKind::Pointer(_) | TypeKind::Nullptr, TypeKind::Int(IntKind::Bool)) => true,
            (TypeKind::Pointer(_), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_)) => false,
            (TypeKind::Int(_) | TypeKind::Float(_), TypeKind::Enum(_)) => false,
            (_, TypeKind::Class(c)) => {
                // The same class, or one derived from it (a derived-to-base
                // conversion: reference binding or slicing copy).
                let same = matches!(&fk, TypeKind::Class(x) if x == c || self.sema.is_base_of(*c, *x, 0));
                if !same && !self.has_converting_ctor(*c, from) {
                    let ft = self.sema.type_to_string(from);
                    let tt = self.sema.type_to_string(to_v);
                    let msg = format!("no suitable constructor exists to convert from \"{}\" to \"{}\"", ft, tt);
                    self.sema.error_at_pos(e.pos, 415, msg);
                    return false;
                }
                true
            }
            _ => self.conversion_rank(e.ty, to) < NOT_VIABLE,
        };
        if !ok {
            let ft = self.sema.type_to_string(from);
            let tt = self.sema.type_to_string(to_v);
            let msg = format!("a value of type \"{}\" {} \"{}\"", ft, what, tt);
            self.sema.error_at_pos(e.pos, 144, msg);
        }
        ok
    }

    pub fn convert_for_return(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        let Some(r) = self.sema.current_routine else {
            // A lambda's body: to the return type written, else to the one
            // deduced (the returned type without its qualifiers).
            let Some(frame) = self.closure_frames.last() else { return e };
            return match frame.ret_written {
                Some(t) if !self.sema.is_void(t) && !self.sema.is_ref(t) => {
                    if !self.check_compatible(e, t, "cannot be used to initialize an entity of type") {
                        return e;
                    }
                    self.convert_copy(e, t)
                }
                Some(_) => e,
                None if matches!(e.kind, ExprKind::Captured { by_ref: false, .. }) => {
                    let t = self.sema.unqualified(e.ty);
                    self.convert_copy(e, t)
                }
                None => e,
            };
        };
        // A deduced return type comes from the returned expression.
        if self.sema.il.auto_return.contains(&r) {
            return e;
        }
        let ret = match &self.sema.il.entity(r).kind {
            EntityKind::Routine(rt) => match self.sema.kind(rt.ty) {
                TypeKind::Function(f) => f.ret,
                _ => return e,
            },
            _ => return e,
        };
        if self.sema.is_void(ret) {
            // (A dependent expression may be void once instantiated.)
            if !self.sema.is_void(e.ty) && !self.sema.is_error(e.ty) && !self.is_dependent(e.ty) {
                self.sema.error_at_pos(e.pos, 118, String::from("return value type does not match the function type"));
            }
            return e;
        }
        if !self.check_compatible(e, ret, "cannot be used to initialize an entity of type") {
            return e;
        }
        let e = self.convert_aggregate_list(e, ret);
        self.convert_copy(e, ret)
    }

    /// `return {a, 2};` to an aggregate class: each element converted to
    /// the member it initializes, as in a declaration's braces.
    fn convert_aggregate_list(&mut self, e: &'a Expr<'a>, to: TypeId) -> &'a Expr<'a> {
        let ExprKind::InitList(items) = e.kind else { return e };
        match self.convert_aggregate_items(items, to) {
            Some(converted) => self.mk(ExprKind::InitList(converted), e.ty, e.lvalue, e.pos),
            None => e,
        }
    }

    /// The elements of braces initializing an aggregate class (no bases,
    /// no constructors, no nested braces), each converted to the member
    /// it initializes; None when the braces are left as written.
    fn convert_aggregate_items(&mut self, items: &[&'a Expr<'a>], to: TypeId) -> Option<&'a [&'a Expr<'a>]> {
        let TypeKind::Class(c) = self.sema.kind(self.sema.il.canonical(to)).clone() else { return None };
        let has_bases = self.sema.il.class_bases.get(&c).is_some_and(|b| !b.is_empty());
        if self.is_dependent(to) || has_bases || !self.constructors(c).is_empty() {
            return None;
        }
        let EntityKind::Class(ci) = &self.sema.il.entity(c).kind else { return None };
        let fields: Vec<TypeId> = ci
            .members
            .iter()
            .filter_map(|m| match &self.sema.il.entity(*m).kind {
                EntityKind::Field(f) => Some(f.ty),
                _ => None,
            })
            .collect();
        if items.len() > fields.len() || items.iter().any(|x| matches!(x.kind, ExprKind::InitList(_) | ExprKind::PackExpansion(_))) {
            return None;
        }
        let converted: Vec<&'a Expr<'a>> = items.iter().zip(fields.iter()).map(|(x, t)| self.convert_copy(x, *t)).collect();
        Some(self.sema.il.arena.alloc_slice_copy(&converted))
    }

    /// Contextual conversion to bool (conditions, `!`, `&&`, `||`).
    pub fn to_condition(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        // A constant assigned where a truth value is tested was probably
        // meant as a comparison.
        if let ExprKind::Assign(AssignOp::Assign, _, r) = &e.kind {
            if crate::sema::consteval::eval(&self.sema.il, r).is_some() {
                self.sema.parse_warning_at_pos(e.pos, 187, String::from("use of \"=\" where \"==\" may have been intended"));
            }
        }
        let b = self.sema.b.bool_;
        self.convert(e, b)
    }

    fn promote(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        if !self.sema.is_arith(e.ty) {
            return e;
        }
        let p = self.sema.promoted(e.ty);
        self.convert(e, p)
    }

    /// Rank of converting an argument of type `from` (lvalue or not) to `to`.
    fn conversion_rank(&mut self, from: TypeId, to: TypeId) -> u32 {
        if self.sema.is_error(from) || self.sema.is_error(to) {
            return RANK_CONVERSION;
        }
        let to_v = self.sema.non_ref(to);
        // A reference binds to an array or function itself (no decay).
        if self.sema.is_ref(to) {
            let (fu, tu) = (self.sema.unqualified(self.sema.non_ref(from)), self.sema.unqualified(to_v));
            if matches!(self.sema.kind(tu), TypeKind::Array(..) | TypeKind::Function(_)) && self.sema.same_type(fu, tu) {
                return RANK_EXACT;
            }
        }
        let from_d = self.decayed(from);
        let (fu, tu) = (self.sema.unqualified(from_d), self.sema.unqualified(to_v));
        if self.sema.same_type(fu, tu) {
            return RANK_EXACT;
        }
        // A type known only at instantiation (a member type of a dependent
        // specialization left unresolved): the conversion is checked then;
        // viable meanwhile, behind any known conversion.
        if self.is_dependent(fu) || self.is_dependent(tu) {
            return RANK_USER;
        }
        let (fk, tk) = (self.sema.kind(fu).clone(), self.sema.kind(tu).clone());
        match (&fk, &tk) {
            (TypeKind::Int(_) | TypeKind::Enum(_), TypeKind::Int(_)) => {
                let p = self.sema.promoted(fu);
                if self.sema.same_type(p, tu) {
                    RANK_PROMOTION
                } else {
                    RANK_CONVERSION
                }
            }
            (TypeKind::Float(FloatKind::Float), TypeKind::Float(FloatKind::Double)) => RANK_PROMOTION,
            (TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_), TypeKind::Int(_) | TypeKind::Float(_)) => {
                RANK_CONVERSION
            }
            (TypeKind::Pointer(a), TypeKind::Pointer(b)) => {
                let (ua, ub) = (self.sema.unqualified(*a), self.sema.unqualified(*b));
                let (qa, qb) = (self.sema.il.quals_of(*a), self.sema.il.quals_of(*b));
                // A conversion may add cv-qualifiers to the pointee, never drop them.
                let drops_quals = (qa.is_const && !qb.is_const) || (qa.is_volatile && !qb.is_volatile);
                let derived_to_base = match (self.sema.kind(self.sema.il.canonical(ua)), self.sema.kind(self.sema.il.canonical(ub))) {
                    (TypeKind::Class(d), TypeKind::Class(b)) => *d != *b && self.sema.is_base_of(*b, *d, 0),
                    _ => false,
                };
                if drops_quals {
                    NOT_VIABLE
                } else if self.sema.same_type(ua, ub) {
                    // Qualification conversion only.
                    RANK_EXACT
                } else if self.sema.is_void(*b) || derived_to_base {
                    RANK_CONVERSION
                } else {
                    NOT_VIABLE
                }
            }
            (TypeKind::Nullptr, TypeKind::Pointer(_)) => RANK_CONVERSION,
            (TypeKind::Int(_), TypeKind::Pointer(_)) => RANK_CONVERSION, // null pointer constants (checked loosely)
            (TypeKind::Pointer(_) | TypeKind::Nullptr, TypeKind::Int(IntKind::Bool)) => RANK_CONVERSION,
            (TypeKind::Class(d), TypeKind::Class(b)) if self.sema.is_base_of(*b, *d, 0) => RANK_CONVERSION,
            (_, TypeKind::Class(c)) => {
                if self.has_converting_ctor(*c, fu) {
                    RANK_USER
                } else {
                    NOT_VIABLE
                }
            }
            (TypeKind::Class(_), _) => RANK_USER,
            _ => NOT_VIABLE,
        }
    }

    fn has_converting_ctor(&mut self, cls: EntityId, from: TypeId) -> bool {
        if self.in_user_conversion {
            return false;
        }
        self.complete_if_named_early(cls);
        self.in_user_conversion = true;
        let found = self.has_converting_ctor_standard(cls, from);
        self.in_user_conversion = false;
        found
    }

    fn has_converting_ctor_standard(&mut self, cls: EntityId, from: TypeId) -> bool {
        let ctors = self.constructors(cls);
        for c in ctors {
            // A constructor template converts when its parameters deduce
            // from the source type (explicit ones do not convert implicitly).
            let (is_template, is_explicit) = match &self.sema.il.entity(c).kind {
                EntityKind::Routine(r) => (!r.template_params.is_empty(), r.is_explicit),
                _ => (false, false),
            };
            if is_template {
                if is_explicit || self.required_params(c) > 1 {
                    continue;
                }
                let Some(args) = self.deduce_with(c, &[], &[from], &[]) else { continue };
                let inst = self.instantiate(c, args);
                if let Some(f) = self.routine_ftype(inst) {
                    if f.params.first().is_some_and(|p| self.conversion_rank(from, *p) < RANK_USER) {
                        return true;
                    }
                }
                continue;
            }
            if let Some(f) = self.routine_ftype(c) {
                let min = self.required_params(c);
                if !f.params.is_empty() && min <= 1 {
                    let p = f.params[0];
                    if self.conversion_rank(from, p) < RANK_USER {
                        return true;
                    }
                }
            }
        }
        false
    }

    pub fn constructors(&self, cls: EntityId) -> Vec<EntityId> {
        match &self.sema.il.entity(cls).kind {
            EntityKind::Class(ci) => ci
                .members
                .iter()
                .copied()
                .filter(|m| matches!(&self.sema.il.entity(*m).kind, EntityKind::Routine(r) if r.special == SpecialMember::Constructor))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn routine_ftype(&self, r: EntityId) -> Option<FunctionType> {
        match &self.sema.il.entity(r).kind {
            EntityKind::Routine(rt) => match self.sema.kind(rt.ty) {
                TypeKind::Function(f) => Some(f.clone()),
                _ => None,
            },
            _ => None,
        }
    }

    fn required_params(&self, r: EntityId) -> usize {
        match &self.sema.il.entity(r).kind {
            EntityKind::Routine(rt) => {
                let first_default = rt.default_args.iter().position(|x| x.is_some());
                let own = rt
                    .params
                    .iter()
                    // (A function parameter pack may be given nothing.)
                    .take_while(|p| !self.sema.il.pack_function_params.contains(*p) && !matches!(&self.sema.il.entity(**p).kind, EntityKind::Variable(v) if v.default_arg.is_some()))
                    .count();
                first_default.map_or(own, |f| f.min(own))
            }
            _ => 0,
        }
    }

    /// Pick the best viable candidate for `args`.
    fn resolve_overload(&mut self, cands: &[EntityId], args: &[&'a Expr<'a>]) -> Option<EntityId> {
        let mut best: Option<(EntityId, Vec<Ics>)> = None;
        let mut viable: Vec<(EntityId, Vec<Ics>)> = Vec::new();
        self.ambiguous_candidates = None;
        let arg_types: Vec<TypeId> = args.iter().map(|a| a.ty).collect();
        let arg_lvalues: Vec<bool> = args.iter().map(|a| a.lvalue).collect();
        // Explicit template arguments apply to this resolution only.
        let explicit_args = self.explicit_for_call.take();
        let object_quals = self.call_object_quals.take();
        let object_lvalue = self.call_object_lvalue.take();
        for &c in cands {
            let is_template = matches!(&self.sema.il.entity(c).kind, EntityKind::Routine(r) if !r.template_params.is_empty());
            // `f<int>(…)` names only templates.
            if explicit_args.is_some() && !is_template {
                continue;
            }
            // A template whose parameter count cannot take the arguments is
            // no candidate: nothing is deduced or instantiated for it.
            if is_template && !self.arity_fits(c, args.len()) {
                continue;
            }
            let c = if is_template {
                let explicit = explicit_args.clone().unwrap_or_default();
                match self.deduce_with(c, &explicit, &arg_types, &arg_lvalues) {
                    // Substitution failure is not an error: a signature that
                    // stays dependent for concrete arguments (a member type
                    // the specialization lacks: `enable_if<false, T>::type`)
                    // drops the candidate.
                    Some(targs) if !targs.iter().any(|a| self.arg_is_dependent(a)) && self.substitution_fails(c, &targs) => continue,
                    Some(targs) => self.instantiate(c, targs),
                    None => continue,
                }
            } else {
                c
            };
            let Some(f) = self.routine_ftype(c) else { continue };
            let min = self.required_params(c);
            if args.len() < min || (args.len() > f.params.len() && !f.variadic) {
                continue;
            }
            let mut ranks = Vec::with_capacity(args.len() + 1);
            // The implicit object argument binds like a `cv C &` parameter:
            // a const (volatile) object cannot call a non-const (non-volatile)
            // member function, and each qualifier the binding adds makes the
            // candidate worse (`const` beats `const volatile` for a plain
            // object; `const` against `volatile` stays a tie).
            if let Some(oq) = object_quals {
                // (No object argument for a static member or, called by an
                // unqualified name in a member function, a non-member.)
                let static_member = matches!(&self.sema.il.entity(c).kind, EntityKind::Routine(r) if r.is_static_member)
                    || !self.sema.il.entity(c).parent.is_some_and(|p| matches!(self.sema.il.entity(p).kind, EntityKind::Class(_)));
                if !static_member && ((oq.is_const && !f.quals.is_const) || (oq.is_volatile && !f.quals.is_volatile)) {
                    continue;
                }
                let added = u32::from(f.quals.is_const && !oq.is_const) + u32::from(f.quals.is_volatile && !oq.is_volatile);
                // A ref-qualifier binds the object like a reference
                // parameter: `&&` takes only rvalues, `&` only lvalues
                // unless const; an rvalue prefers `&&`.
                let lv = object_lvalue.unwrap_or(true);
                let ref_rank = match f.ref_qual {
                    RefQualifier::Rvalue if lv => continue,
                    RefQualifier::Lvalue if !lv && !f.quals.is_const => continue,
                    RefQualifier::Lvalue if !lv => 1,
                    _ => 0,
                };
                ranks.push(Ics { rank: if static_member { 0 } else { added } + ref_rank, binding: Binding::Other, adds_cv: false, base: None });
            }
            let mut ok = true;
            for (i, a) in args.iter().enumerate() {
                let ics = match f.params.get(i) {
                    Some(p) => {
                        let mut rank = self.argument_rank(a, *p);
                        // An rvalue does not bind to a reference to non-const
                        // (kept viable, behind every real conversion, so
                        // that a single candidate still reports its own
                        // mismatch).
                        if rank < RANK_ELLIPSIS && !a.lvalue && self.binds_lvalue_only(*p) && !self.is_dependent(a.ty) && !self.sema.is_error(a.ty) {
                            rank = RANK_ELLIPSIS;
                        }
                        // Nor an lvalue to an rvalue reference to its own
                        // (or a base) class: no temporary is made.
                        if rank < RANK_ELLIPSIS && a.lvalue && self.binds_rvalue_only(a.ty, *p) && !self.is_dependent(a.ty) && !self.sema.is_error(a.ty) {
                            rank = RANK_ELLIPSIS;
                        }
                        let (binding, adds_cv) = if rank == RANK_EXACT { self.qualification_added(a.ty, *p) } else { (Binding::Other, false) };
                        let base = if rank == RANK_CONVERSION { self.derived_to_base_target(a.ty, *p) } else { None };
                        Ics { rank, binding, adds_cv, base }
                    }
                    None => Ics { rank: RANK_ELLIPSIS, binding: Binding::Other, adds_cv: false, base: None },
                };
                if ics.rank >= NOT_VIABLE {
                    ok = false;
                    break;
                }
                ranks.push(ics);
            }
            if !ok {
                continue;
            }
            viable.push((c, ranks.clone()));
            best = match best {
                None => Some((c, ranks)),
                Some((bc, br)) => {
                    if self.better_candidate(c, &ranks, bc, &br, args.len()) {
                        Some((c, ranks))
                    } else {
                        Some((bc, br))
                    }
                }
            };
        }
        // The best must be better than every other viable candidate;
        // otherwise the call is ambiguous among those it does not beat.
        if let Some((bc, br)) = &best {
            let mut tied: Vec<EntityId> = Vec::new();
            for (c, r) in &viable {
                if c == bc {
                    continue;
                }
                if !self.better_candidate(*bc, br, *c, r, args.len()) {
                    tied.push(*c);
                }
            }
            if !tied.is_empty() {
                let mut all = alloc::vec![*bc];
                all.extend(tied);
                all.sort();
                self.ambiguous_candidates = Some(all);
            }
        }
        best.map(|(c, _)| c)
    }

    /// Whether routine `r` can take `n` arguments: no fewer than its
    /// parameters without defaults, no more than its parameters unless it
    /// is variadic or has a parameter pack.
    fn arity_fits(&self, r: EntityId, n: usize) -> bool {
        let Some(f) = self.routine_ftype(r) else { return true };
        let has_pack = f.params.iter().any(|p| matches!(self.sema.il.ty(*p), TypeKind::PackExpansion(_)));
        if has_pack {
            return true;
        }
        n >= self.required_params(r) && (n <= f.params.len() || f.variadic)
    }

    /// An rvalue reference to a class type that an argument of class type
    /// `from` binds directly (`P &&` for a `P`).
    #[inline(never)]
    fn binds_rvalue_only(&self, from: TypeId, to: TypeId) -> bool {
        let TypeKind::RvalueRef(x) = self.sema.kind(to) else { return false };
        let is_class = |t: TypeId| matches!(self.sema.kind(self.sema.unqualified(t)), TypeKind::Class(_));
        is_class(*x) && is_class(from)
    }

    /// A reference to a non-const object type (`T &`).
    fn binds_lvalue_only(&self, to: TypeId) -> bool {
        match self.sema.kind(to) {
            TypeKind::LvalueRef(x) => {
                let q = self.sema.il.quals_of(*x);
                !q.is_const && !matches!(self.sema.kind(*x), TypeKind::Function(_))
            }
            _ => false,
        }
    }

    /// [over.match.best]: whether candidate `x` is better than `y`: no
    /// argument converts worse and one converts better, or, all being
    /// equal, `x` is not a template specialization and `y` is, or both are
    /// and `x`'s template is more specialized.
    fn better_candidate(&mut self, x: EntityId, xr: &[Ics], y: EntityId, yr: &[Ics], nargs: usize) -> bool {
        let mut strictly = false;
        for (a, b) in xr.iter().zip(yr.iter()) {
            // Converting to a base that derives from the other's base is
            // the better conversion (`random_access_iterator_tag` to
            // `forward_iterator_tag` beats it to `input_iterator_tag`).
            let order = match (a.compare(b), a.base, b.base) {
                (core::cmp::Ordering::Equal, Some(ab), Some(bb)) if ab != bb => {
                    if self.sema.is_base_of(bb, ab, 0) {
                        core::cmp::Ordering::Less
                    } else if self.sema.is_base_of(ab, bb, 0) {
                        core::cmp::Ordering::Greater
                    } else {
                        core::cmp::Ordering::Equal
                    }
                }
                (o, _, _) => o,
            };
            match order {
                core::cmp::Ordering::Greater => return false,
                core::cmp::Ordering::Less => strictly = true,
                core::cmp::Ordering::Equal => {}
            }
        }
        if strictly {
            return true;
        }
        let is_instance = |p: &Self, e: EntityId| matches!(&p.sema.il.entity(e).kind, EntityKind::Routine(r) if r.instance_of.is_some());
        match (is_instance(self, x), is_instance(self, y)) {
            (false, true) => true,
            (true, true) => self.more_specialized_instance(x, y, nargs) == Some(true),
            _ => false,
        }
    }

    /// The base class a derived-to-base conversion from `from` to `to`
    /// converts to (by value, by reference or through pointers).
    fn derived_to_base_target(&self, from: TypeId, to: TypeId) -> Option<EntityId> {
        let class = |p: &Self, t: TypeId| match p.sema.kind(p.sema.il.canonical(p.sema.unqualified(t))) {
            TypeKind::Class(c) => Some(*c),
            _ => None,
        };
        let (f, t) = (self.sema.unqualified(self.sema.non_ref(from)), self.sema.unqualified(self.sema.non_ref(to)));
        let (d, b) = match (self.sema.kind(self.sema.il.canonical(f)), self.sema.kind(self.sema.il.canonical(t))) {
            (TypeKind::Pointer(x), TypeKind::Pointer(y)) => (class(self, *x)?, class(self, *y)?),
            _ => (class(self, f)?, class(self, t)?),
        };
        (d != b).then_some(b)
    }

    /// For an exact match of an argument of type `from` to a parameter of
    /// type `to`: what kind of conversion it is, and whether it adds
    /// cv-qualifiers (a reference bound to a more qualified type, a
    /// qualification conversion of a pointer), which the same binding
    /// without them beats ([over.ics.rank]/3.2.5-6).
    fn qualification_added(&mut self, from: TypeId, to: TypeId) -> (Binding, bool) {
        let adds = |p: &Self, f: TypeId, t: TypeId| {
            let (qf, qt) = (p.sema.il.quals_of(f), p.sema.il.quals_of(t));
            (qt.is_const && !qf.is_const) || (qt.is_volatile && !qf.is_volatile)
        };
        if self.sema.is_ref(to) {
            let r = self.sema.non_ref(to);
            let f = self.sema.non_ref(from);
            return (Binding::Reference, adds(self, f, r));
        }
        let fd = self.decayed(from);
        let (fu, tu) = (self.sema.unqualified(fd), self.sema.unqualified(to));
        match (self.sema.kind(fu).clone(), self.sema.kind(tu).clone()) {
            (TypeKind::Pointer(a), TypeKind::Pointer(b)) => (Binding::Pointer, adds(self, a, b)),
            _ => (Binding::Other, false),
        }
    }

    // ------------------------------------------------------------ overloaded operators

    /// The class of an operand's type (through references and qualifiers).
    fn operand_class(&self, t: TypeId) -> Option<EntityId> {
        let t = self.sema.non_ref(t);
        match self.sema.kind(t) {
            TypeKind::Class(c) => Some(*c),
            _ => None,
        }
    }

    /// The enum of an operand of enumeration type (operators may be
    /// overloaded for enums: libstdc++'s `_Ios_Fmtflags`).
    fn operand_enum(&self, t: TypeId) -> Option<EntityId> {
        let t = self.sema.non_ref(t);
        let t = self.sema.unqualified(t);
        match self.sema.kind(t) {
            TypeKind::Enum(e) => Some(*e),
            _ => None,
        }
    }

    fn operand_class_or_enum(&self, t: TypeId) -> bool {
        self.operand_class(t).is_some() || self.operand_enum(t).is_some()
    }

    /// `a @ b`, `@a`, `a[i]`, `f(args)` with a class operand: the operator
    /// function chosen by overload resolution among the members of the
    /// first operand's class and the non-member `operator@` found by
    /// ordinary lookup and in the operands' namespaces. `None` when no
    /// operand is a class or no candidate fits (the builtin meaning then
    /// applies: the implicit copy assignment, a conversion to a scalar).
    /// A function template named where a function of a known type is
    /// wanted (a pointer or reference to it, `out << std::endl`): the
    /// specialization whose type that is, its arguments deduced from the
    /// wanted parameter types; named as written (no arguments).
    fn template_designator_for(&mut self, e: &'a Expr<'a>, target: TypeId) -> Option<&'a Expr<'a>> {
        let id = match e.kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => id,
            _ => return None,
        };
        if !matches!(&self.sema.il.entity(id).kind, EntityKind::Routine(r) if !r.template_params.is_empty()) {
            return None;
        }
        let t = self.sema.unqualified(self.sema.non_ref(target));
        let fty = match self.sema.kind(t).clone() {
            TypeKind::Pointer(x) => self.sema.unqualified(x),
            TypeKind::Function(_) => t,
            _ => return None,
        };
        if self.is_dependent(fty) {
            return None;
        }
        let TypeKind::Function(f) = self.sema.kind(fty).clone() else { return None };
        let args: Vec<TypeId> = f.params.iter().map(|p| self.sema.non_ref(*p)).collect();
        let lvalues: Vec<bool> = f.params.iter().map(|p| matches!(self.sema.kind(*p), TypeKind::LvalueRef(_))).collect();
        let targs = self.deduce_with(id, &[], &args, &lvalues)?;
        let inst = self.instantiate(id, targs);
        let ity = match &self.sema.il.entity(inst).kind {
            EntityKind::Routine(r) => r.ty,
            _ => return None,
        };
        if self.sema.deep_canon(ity) != self.sema.deep_canon(fty) {
            return None;
        }
        self.sema.il.entities[inst.0 as usize].referenced = true;
        let kind = match e.kind {
            ExprKind::QualifiedName { qualifier, .. } => ExprKind::QualifiedName { entity: inst, qualifier },
            _ => ExprKind::Name(inst),
        };
        Some(self.mk(kind, ity, true, e.pos))
    }

    /// The right operand of a member operator of the left operand's class
    /// that names a function template, resolved against the operators
    /// taking a pointer to function (`out << std::endl`).
    fn resolve_template_operand(&mut self, op: OverloadedOp, operands: &[&'a Expr<'a>]) -> Option<&'a Expr<'a>> {
        let [first, second] = operands else { return None };
        if !matches!(second.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. }) || !self.is_dependent(second.ty) || self.is_dependent(first.ty) {
            return None;
        }
        let cls = self.operand_class(first.ty)?;
        let name = operator_function_name(op);
        let members = self.sema.lookup_in(cls, &name).unwrap_or_default();
        for m in members {
            let Some(f) = self.routine_ftype(m) else { continue };
            let [p] = f.params.as_slice() else { continue };
            if let Some(x) = self.template_designator_for(second, *p) {
                return Some(x);
            }
        }
        None
    }

    fn overloaded_operator(&mut self, op: OverloadedOp, operands: &[&'a Expr<'a>], at: Token) -> Option<&'a Expr<'a>> {
        let first = *operands.first()?;
        if operands.iter().any(|o| self.sema.is_error(o.ty) || self.is_dependent(o.ty)) {
            return None;
        }
        let classes: Vec<EntityId> = operands.iter().filter_map(|o| self.operand_class(o.ty)).collect();
        let enums: Vec<EntityId> = operands.iter().filter_map(|o| self.operand_enum(o.ty)).collect();
        if classes.is_empty() && enums.is_empty() {
            return None;
        }
        let enums_only = classes.is_empty();
        let name = operator_function_name(op);
        let postfix = matches!(op, OverloadedOp::Unary(UnaryOp::PostInc | UnaryOp::PostDec));
        let pos = first.pos;
        // `x++` calls `operator++(int)` with a dummy 0.
        let dummy = self.mk(ExprKind::IntLit { value: 0, text: "0" }, self.sema.b.int, false, pos);
        // Member candidates, for an object of the first operand's class.
        if let Some(cls) = self.operand_class(first.ty) {
            let obj_quals = self.sema.il.quals_of(self.sema.non_ref(first.ty));
            let obj_const = obj_quals.is_const;
            let mut members: Vec<EntityId> = self
                .sema
                .lookup_in(cls, &name)
                .unwrap_or_default()
                .into_iter()
                .filter(|m| matches!(self.sema.il.entity(*m).kind, EntityKind::Routine(_)))
                .collect();
            // A const object calls only const members; otherwise a
            // non-const member wins a tie (first candidate kept).
            let is_const_fn = |p: &Self, m: EntityId| p.routine_ftype(m).is_some_and(|f| f.quals.is_const);
            if obj_const {
                members.retain(|m| is_const_fn(self, *m));
            } else {
                members.sort_by_key(|m| is_const_fn(self, *m));
            }
            let mut margs: Vec<&'a Expr<'a>> = operands[1..].to_vec();
            if postfix {
                margs.push(dummy);
            }
            // The implicitly declared copy assignment `C &operator=(const C &)`
            // is a candidate too: from an object of the class (or of a class
            // derived from it) it binds a reference directly and beats any
            // user `operator=` reached through a conversion, unless the class
            // declares its own copy or move assignment.
            if matches!(op, OverloadedOp::Assign(AssignOp::Assign)) {
                if let Some(src) = operands.get(1).and_then(|o| self.operand_class(o.ty)) {
                    let declares_copy = members.iter().any(|m| {
                        self.routine_ftype(*m).is_some_and(|f| f.params.len() == 1 && self.operand_class(f.params[0]) == Some(cls))
                    });
                    if !declares_copy && self.sema.is_base_of(cls, src, 0) {
                        return None;
                    }
                }
            }
            if !members.is_empty() {
                // The operand is the implicit object argument (its
                // volatile-qualified overloads compete by qualification).
                self.call_object_quals = Some(obj_quals);
                if let Some(f) = self.resolve_overload(&members, &margs) {
                    let fty = self.routine_ftype(f)?;
                    let rty = match &self.sema.il.entity(f).kind {
                        EntityKind::Routine(r) => r.ty,
                        _ => return None,
                    };
                    let callee = self.mk(ExprKind::Member { base: first, member: f, arrow: false }, rty, false, pos);
                    let args = self.convert_args(&fty, &margs);
                    return Some(self.finish_operator_call(op, f, &fty, callee, args, at, pos));
                }
            }
        }
        if matches!(op, OverloadedOp::Assign(AssignOp::Assign) | OverloadedOp::Index | OverloadedOp::Call | OverloadedOp::Arrow) {
            return None;
        }
        // Non-member candidates: ordinary lookup, then the namespaces of
        // the operands' classes.
        let mut cands: Vec<EntityId> = Vec::new();
        let add = |p: &Self, v: Option<Vec<EntityId>>, cands: &mut Vec<EntityId>| {
            for c in v.unwrap_or_default() {
                let ent = p.sema.il.entity(c);
                let member = ent.parent.is_some_and(|q| matches!(p.sema.il.entity(q).kind, EntityKind::Class(_)));
                if matches!(ent.kind, EntityKind::Routine(_)) && !member && !cands.contains(&c) {
                    cands.push(c);
                }
            }
        };
        let found = self.sema.lookup(&name).map(|v| v.to_vec());
        add(self, found, &mut cands);
        let global = self.sema.lookup_global(&name);
        add(self, global, &mut cands);
        for c in classes.into_iter().chain(enums) {
            let mut scope = self.sema.il.entity(c).parent;
            for _ in 0..16 {
                let Some(sc) = scope else { break };
                if matches!(self.sema.il.entity(sc).kind, EntityKind::Namespace { .. }) {
                    let v = self.sema.lookup_in(sc, &name);
                    add(self, v, &mut cands);
                    break;
                }
                scope = self.sema.il.entity(sc).parent;
            }
        }
        // Friends defined in the operands' classes (hidden friends) are
        // found by argument-dependent lookup only.
        for f in self.argument_dependent_lookup(&name, operands) {
            if !cands.contains(&f) {
                cands.push(f);
            }
        }
        if cands.is_empty() {
            return None;
        }
        let mut args: Vec<&'a Expr<'a>> = operands.to_vec();
        if postfix {
            args.push(dummy);
        }
        let f = self.resolve_overload(&cands, &args)?;
        let fty = self.routine_ftype(f)?;
        // With enum operands only, the builtin operator competes: a user
        // operator is taken when it takes each enum operand as its own type
        // (an exact match, better than the builtin's promotion).
        if enums_only {
            for (a, p) in args.iter().zip(fty.params.iter()) {
                if let Some(e) = self.operand_enum(a.ty) {
                    if self.operand_enum(*p) != Some(e) {
                        return None;
                    }
                }
            }
        }
        let rty = match &self.sema.il.entity(f).kind {
            EntityKind::Routine(r) => r.ty,
            _ => return None,
        };
        let callee = self.mk(ExprKind::Name(f), rty, true, pos);
        let args = self.convert_args(&fty, &args);
        Some(self.finish_operator_call(op, f, &fty, callee, args, at, pos))
    }

    #[allow(clippy::too_many_arguments)]
    fn finish_operator_call(
        &mut self,
        op: OverloadedOp,
        f: EntityId,
        fty: &FunctionType,
        callee: &'a Expr<'a>,
        args: &'a [&'a Expr<'a>],
        at: Token,
        pos: Pos,
    ) -> &'a Expr<'a> {
        self.sema.il.entities[f.0 as usize].referenced = true;
        self.sema.check_call_at(f, at, false);
        let lv = self.sema.is_ref(fty.ret);
        let rty = self.sema.non_ref(fty.ret);
        let call = self.mk(ExprKind::Call { callee, args }, rty, lv, pos);
        self.mk(ExprKind::OperatorCall { op, call }, rty, lv, pos)
    }

    /// Convert call arguments to the parameter types (with default promotions
    /// for the variadic part).
    fn convert_args(&mut self, f: &FunctionType, args: &[&'a Expr<'a>]) -> &'a [&'a Expr<'a>] {
        let mut out: Vec<&'a Expr<'a>> = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let c = match f.params.get(i) {
                Some(p) => {
                    let p = *p;
                    self.convert_copy(a, p)
                }
                None => {
                    // Default argument promotions.
                    if self.sema.is_float(a.ty) && matches!(self.sema.kind(a.ty), TypeKind::Float(FloatKind::Float)) {
                        let d = self.sema.b.double;
                        self.convert(a, d)
                    } else if self.sema.is_integral(a.ty) {
                        self.promote(a)
                    } else {
                        a
                    }
                }
            };
            out.push(c);
        }
        self.sema.il.arena.alloc_slice_copy(&out)
    }

    // ------------------------------------------------------------ grammar

    pub fn expression(&mut self) -> &'a Expr<'a> {
        let start = self.i;
        let mut e = self.assignment_expression();
        while self.at(TokenKind::Comma) {
            let pos = e.pos;
            self.bump();
            // `(pattern , ...)`: a fold over the comma operator.
            if self.at(TokenKind::Ellipsis) && self.peek(1).kind == TokenKind::RParen {
                e = self.comma_fold(e, start, pos);
                break;
            }
            let r = self.assignment_expression();
            e = self.mk(ExprKind::Binary(BinaryOp::Comma, e, r), r.ty, r.lvalue, pos);
        }
        e
    }

    pub fn assignment_expression(&mut self) -> &'a Expr<'a> {
        let pos = self.pos();
        if !self.enter() {
            return self.error_expr(pos);
        }
        let e = self.assignment_inner();
        self.leave();
        e
    }

    fn assignment_inner(&mut self) -> &'a Expr<'a> {
        if self.at_kw(Kw::Throw) {
            let t = self.bump();
            self.sema.cuda_exception_handling(t);
            let pos = self.pos_of(t);
            let operand = if !matches!(self.kind(), TokenKind::Semi | TokenKind::RParen | TokenKind::Comma | TokenKind::Colon) {
                Some(self.assignment_expression())
            } else {
                None
            };
            return self.mk(ExprKind::Throw(operand), self.sema.b.void, false, pos);
        }
        let lhs = self.conditional_expression();
        let op = match self.kind() {
            TokenKind::Assign => AssignOp::Assign,
            TokenKind::PlusAssign => AssignOp::Compound(BinaryOp::Add),
            TokenKind::MinusAssign => AssignOp::Compound(BinaryOp::Sub),
            TokenKind::StarAssign => AssignOp::Compound(BinaryOp::Mul),
            TokenKind::SlashAssign => AssignOp::Compound(BinaryOp::Div),
            TokenKind::PercentAssign => AssignOp::Compound(BinaryOp::Rem),
            TokenKind::AmpAssign => AssignOp::Compound(BinaryOp::BitAnd),
            TokenKind::PipeAssign => AssignOp::Compound(BinaryOp::BitOr),
            TokenKind::CaretAssign => AssignOp::Compound(BinaryOp::BitXor),
            TokenKind::ShlAssign => AssignOp::Compound(BinaryOp::Shl),
            TokenKind::ShrAssign => AssignOp::Compound(BinaryOp::Shr),
            _ => return lhs,
        };
        let op_tok = self.bump();
        let rhs = if op == AssignOp::Assign && self.at(TokenKind::LBrace) {
            self.braced_list_expr()
        } else {
            self.assignment_expression()
        };
        let compound = op != AssignOp::Assign && self.operand_enum(lhs.ty).is_some();
        if (self.operand_class(lhs.ty).is_some() || compound) && !matches!(rhs.kind, ExprKind::InitList(_)) {
            if let Some(e) = self.overloaded_operator(OverloadedOp::Assign(op), &[lhs, rhs], op_tok) {
                return e;
            }
        }
        let mut is_const = self.sema.il.quals_of(lhs.ty).is_const;
        // A __constant__ variable is read-only in device code.
        if let ExprKind::Name(v) = lhs.kind {
            let in_device = self.sema.current_routine.map(|r| self.sema.exec_space_of(r).runs_on_device()).unwrap_or(false);
            if in_device && matches!(&self.sema.il.entity(v).kind, EntityKind::Variable(x) if x.memory == MemorySpace::Constant) {
                is_const = true;
            }
        }
        if (!lhs.lvalue || is_const) && !self.sema.is_error(lhs.ty) && !self.is_dependent(lhs.ty) {
            self.sema.error_at_pos(lhs.pos, 137, String::from("expression must be a modifiable lvalue"));
        }
        let lty = self.sema.unqualified(lhs.ty);
        let rhs = match op {
            AssignOp::Assign => {
                if !self.check_compatible(rhs, lty, "cannot be assigned to an entity of type") {
                    rhs
                } else {
                    self.convert_copy(rhs, lty)
                }
            }
            // The right operand of an arithmetic compound assignment is
            // converted to the operation's type: the usual arithmetic
            // conversions of both operands (`size_t += unsigned` converts to
            // unsigned long, `float += int` to float); a shift count is only
            // promoted.
            AssignOp::Compound(b) if self.sema.is_arith(lty) && self.sema.is_arith(rhs.ty) && !self.is_dependent(lty) && !self.is_dependent(rhs.ty) => {
                let to = match b {
                    BinaryOp::Shl | BinaryOp::Shr => self.sema.promoted(rhs.ty),
                    _ => self.sema.usual_arith(lty, rhs.ty),
                };
                self.convert_copy(rhs, to)
            }
            _ => rhs,
        };
        self.mk(ExprKind::Assign(op, lhs, rhs), lhs.ty, true, lhs.pos)
    }

    pub(crate) fn braced_list_expr(&mut self) -> &'a Expr<'a> {
        let t = self.bump();
        let pos = self.pos_of(t);
        let mut items: Vec<&'a Expr<'a>> = Vec::new();
        while !self.at(TokenKind::RBrace) && !self.at_eof() {
            let mut e = self.assignment_expression();
            if self.eat(TokenKind::Ellipsis) {
                e = self.mk(ExprKind::PackExpansion(e), e.ty, false, e.pos);
            }
            items.push(e);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "a \"}\"");
        let items = self.sema.il.arena.alloc_slice_copy(&items);
        self.mk(ExprKind::InitList(items), self.sema.b.void, false, pos)
    }

    pub fn conditional_expression(&mut self) -> &'a Expr<'a> {
        let c = self.binary(0);
        if !self.at(TokenKind::Question) {
            return c;
        }
        self.bump();
        let a = self.expression();
        self.expect(TokenKind::Colon, "a \":\"");
        let b = self.assignment_expression();
        let cond = self.to_condition(c);
        // Result type.
        let (ta, tb) = (a.ty, b.ty);
        let (a2, b2, ty, lv) = if self.sema.is_arith(ta) && self.sema.is_arith(tb) {
            let same = self.sema.same_type(ta, tb);
            if same {
                (a, b, ta, a.lvalue && b.lvalue)
            } else {
                let common = self.sema.usual_arith(ta, tb);
                (self.convert(a, common), self.convert(b, common), common, false)
            }
        } else if { let (da, db) = (self.decayed(ta), self.decayed(tb)); self.sema.is_pointer(da) && !self.sema.is_pointer(db) } {
            let t = self.decayed(ta);
            (a, self.convert(b, t), t, false)
        } else if { let (da, db) = (self.decayed(ta), self.decayed(tb)); self.sema.is_pointer(db) && !self.sema.is_pointer(da) } {
            let t = self.decayed(tb);
            (self.convert(a, t), b, t, false)
        } else {
            (a, b, ta, a.lvalue && b.lvalue)
        };
        self.mk(ExprKind::Cond(cond, a2, b2), ty, lv, c.pos)
    }

    /// Binary operator at the cursor with its precedence (higher binds tighter).
    fn binary_op(&self) -> Option<(BinaryOp, u8, usize)> {
        let t = self.tok();
        Some(match t.kind {
            TokenKind::PipePipe => (BinaryOp::LogOr, 1, 1),
            TokenKind::AmpAmp => (BinaryOp::LogAnd, 2, 1),
            TokenKind::Pipe => (BinaryOp::BitOr, 3, 1),
            TokenKind::Caret => (BinaryOp::BitXor, 4, 1),
            TokenKind::Amp => (BinaryOp::BitAnd, 5, 1),
            TokenKind::EqEq => (BinaryOp::Eq, 6, 1),
            TokenKind::Ne => (BinaryOp::Ne, 6, 1),
            TokenKind::Lt => (BinaryOp::Lt, 7, 1),
            // In a template argument list a `>` closes the list.
            TokenKind::Gt if self.in_template_args => return None,
            TokenKind::Gt => {
                let n = self.peek(1);
                if n.kind == TokenKind::Gt && n.start == t.end {
                    (BinaryOp::Shr, 8, 2)
                } else {
                    (BinaryOp::Gt, 7, 1)
                }
            }
            TokenKind::Le => (BinaryOp::Le, 7, 1),
            TokenKind::Ge => (BinaryOp::Ge, 7, 1),
            TokenKind::Shl => (BinaryOp::Shl, 8, 1),
            TokenKind::Plus => (BinaryOp::Add, 9, 1),
            TokenKind::Minus => (BinaryOp::Sub, 9, 1),
            TokenKind::Star => (BinaryOp::Mul, 10, 1),
            TokenKind::Slash => (BinaryOp::Div, 10, 1),
            TokenKind::Percent => (BinaryOp::Rem, 10, 1),
            TokenKind::DotStar => (BinaryOp::PtrMem, 11, 1),
            TokenKind::ArrowStar => (BinaryOp::PtrMemArrow, 11, 1),
            _ => return None,
        })
    }

    fn binary(&mut self, min_prec: u8) -> &'a Expr<'a> {
        let start = self.i;
        let mut lhs = self.cast_expression();
        let mut first_operand = true;
        while let Some((op, prec, ntoks)) = self.binary_op() {
            if prec < min_prec.max(1) {
                break;
            }
            let op_tok = self.tok();
            let op_at = self.i;
            // A fold expression `(pack op ...)` / `(pack op ... op init)`:
            // expanded at instantiation; the pattern stands for it here.
            if self.peek(ntoks).kind == TokenKind::Ellipsis {
                lhs = self.binary_fold(lhs, (start, op_at), first_operand, (op, prec, ntoks), op_tok);
                continue;
            }
            first_operand = false;
            for _ in 0..ntoks {
                self.bump();
            }
            if !self.enter() {
                return lhs;
            }
            let rhs = self.binary(prec + 1);
            self.leave();
            lhs = self.make_binary(op, lhs, rhs, op_tok);
        }
        lhs
    }

    /// `lhs op ... [op init]` (the `op` at `at.1`, `lhs` from `at.0`): a
    /// fold, expanded in an instantiation. (Out of line: `binary` is on
    /// the recursion path of nested expressions and keeps a small frame.)
    #[inline(never)]
    fn binary_fold(&mut self, lhs: &'a Expr<'a>, at: (usize, usize), first_operand: bool, op: (BinaryOp, u8, usize), op_tok: Token) -> &'a Expr<'a> {
        let (start, op_at) = at;
        let (op, prec, ntoks) = op;
        for _ in 0..=ntoks {
            self.bump();
        }
        let mut last = None;
        let last_at = self.i + ntoks;
        if self.binary_op().is_some_and(|(o, _, _)| o == op) {
            for _ in 0..ntoks {
                self.bump();
            }
            last = Some(self.binary(prec + 1));
        }
        // In an instantiation the fold is expanded: a right fold when the
        // pattern comes first, a left fold `(init op ... op pattern)`
        // otherwise.
        if first_operand {
            let end = self.i;
            if let Some((packs, n)) = self.packs_named_in(start, op_at) {
                let e = self.expand_fold(op, op_tok, (start, op_at), &packs, n, last, false, |p| p.cast_expression());
                self.i = end;
                return e;
            }
            if let Some((packs, n)) = last.and_then(|_| self.packs_named_in(last_at, end)) {
                let e = self.expand_fold(op, op_tok, (last_at, end), &packs, n, Some(lhs), true, |p| p.binary(prec + 1));
                self.i = end;
                return e;
            }
        }
        self.mk(ExprKind::Fold { op, first: lhs, last, left: false }, lhs.ty, false, lhs.pos)
    }

    /// `sizeof...(args)` of a bound function parameter pack (at `args`):
    /// its length, as for a bound type pack (a binding of that length).
    /// (Out of line: `sizeof` is on the recursion path of nested unary
    /// expressions.)
    #[inline(never)]
    fn sizeof_bound_function_pack(&mut self, pos: Pos) -> Option<&'a Expr<'a>> {
        if self.pack_elements.is_empty() || self.peek(1).kind != TokenKind::RParen {
            return None;
        }
        let (_, n) = self.packs_named_in(self.i, self.i + 1)?;
        let name = String::from(self.text());
        self.bump();
        let int = self.sema.b.int;
        let alias = self.sema.new_entity(name, EntityKind::Typedef(int), pos, None);
        self.sema.il.pack_lengths.insert(alias, n);
        let t = self.sema.il.intern(TypeKind::Typedef(alias));
        let ty = self.sema.il.intern(TypeKind::PackExpansion(t));
        let ulong = self.sema.b.ulong;
        Some(self.mk(ExprKind::SizeofType(ty), ulong, false, pos))
    }

    /// In an instantiation, an argument `pattern...` naming bound packs:
    /// one argument per element (pushed to `args`); whether it was one.
    #[inline(never)]
    fn expand_call_arg(&mut self, first: usize, args: &mut Vec<&'a Expr<'a>>) -> bool {
        let Some(ell) = self.expansion_ellipsis(first) else { return false };
        let Some((packs, n)) = self.packs_named_in(first, ell) else { return false };
        for k in 0..n {
            self.i = first;
            let a = self.with_pack_element(&packs, k, |p| if p.at(TokenKind::LBrace) { p.braced_list_expr() } else { p.assignment_expression() });
            args.push(a);
        }
        self.i = ell + 1;
        true
    }

    /// `(pattern , ...)` at the `...`: a fold over the comma operator,
    /// expanded in an instantiation. (Out of line, as `binary_fold`.)
    #[inline(never)]
    fn comma_fold(&mut self, e: &'a Expr<'a>, start: usize, pos: Pos) -> &'a Expr<'a> {
        let comma = self.toks.get(self.i.saturating_sub(1)).copied().unwrap_or_else(|| self.tok());
        self.bump();
        if let Some((packs, n)) = self.packs_named_in(start, self.i.saturating_sub(2)) {
            let end = self.i;
            let x = self.expand_fold(BinaryOp::Comma, comma, (start, end - 2), &packs, n, None, false, |p| p.assignment_expression());
            self.i = end;
            return x;
        }
        self.mk(ExprKind::Fold { op: BinaryOp::Comma, first: e, last: None, left: false }, e.ty, false, pos)
    }

    /// `( ... op pattern)` after the `op`: a unary left fold, expanded in
    /// an instantiation. (Out of line, as `binary_fold`.)
    #[inline(never)]
    fn unary_left_fold(&mut self, op: BinaryOp, prec: u8, pos: Pos) -> &'a Expr<'a> {
        let op_tok = self.toks.get(self.i.saturating_sub(1)).copied().unwrap_or_else(|| self.tok());
        let from = self.i;
        let x = if op == BinaryOp::Comma { self.assignment_expression() } else { self.binary(prec + 1) };
        if let Some((packs, n)) = self.packs_named_in(from, self.i) {
            let end = self.i;
            let x = self.expand_fold(op, op_tok, (from, end), &packs, n, None, true, move |p| if op == BinaryOp::Comma { p.assignment_expression() } else { p.binary(prec + 1) });
            self.i = end;
            return x;
        }
        self.mk(ExprKind::Fold { op, first: x, last: None, left: true }, x.ty, false, pos)
    }

    /// A fold expression instantiated: the pattern (tokens `pattern`)
    /// parsed once per element of `packs`, combined by `op` — a right fold
    /// `E1 op (… op (En op init))`, a left fold `((init op E1) op …) op En`.
    /// An empty pack gives the init, or `&&`'s `true`, `||`'s `false`,
    /// `,`'s `void()`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn expand_fold(
        &mut self,
        op: BinaryOp,
        op_tok: Token,
        pattern: (usize, usize),
        packs: &[(String, Vec<EntityId>)],
        n: usize,
        init: Option<&'a Expr<'a>>,
        left: bool,
        parse: impl Fn(&mut Self) -> &'a Expr<'a>,
    ) -> &'a Expr<'a> {
        let mut elems = Vec::new();
        for k in 0..n {
            self.i = pattern.0;
            let e = self.with_pack_element(packs, k, |p| parse(p));
            // An operand of a `&&`/`||` fold is converted to `bool` (a
            // conversion EDG keeps even from `bool`: `(x) && (y)`).
            let e = if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) && self.sema.is_bool(e.ty) && !matches!(e.kind, ExprKind::Cast { .. }) {
                let b = self.sema.b.bool_;
                self.mk(ExprKind::Cast { kind: CastKind::Implicit, expr: e, to: b }, b, false, e.pos)
            } else {
                e
            };
            elems.push(e);
        }
        let pos = self.pos_of(op_tok);
        let combine = |p: &mut Self, l: &'a Expr<'a>, r: &'a Expr<'a>| -> &'a Expr<'a> {
            if op == BinaryOp::Comma {
                // (EDG discards the value of the operands after the first:
                // `E1 , (void)E2`.)
                let v = p.sema.b.void;
                let r = p.mk(ExprKind::Cast { kind: CastKind::Implicit, expr: r, to: v }, v, false, r.pos);
                p.mk(ExprKind::Binary(BinaryOp::Comma, l, r), v, false, l.pos)
            } else {
                p.make_binary(op, l, r, op_tok)
            }
        };
        let mut acc: Option<&'a Expr<'a>> = if left { init } else { None };
        if left {
            for e in elems {
                acc = Some(match acc {
                    Some(a) => combine(self, a, e),
                    None => e,
                });
            }
        } else {
            acc = init;
            for e in elems.into_iter().rev() {
                acc = Some(match acc {
                    Some(a) => combine(self, e, a),
                    None => e,
                });
            }
        }
        match acc {
            Some(a) => a,
            None => match op {
                BinaryOp::LogAnd | BinaryOp::LogOr => {
                    let b = self.sema.b.bool_;
                    self.mk(ExprKind::BoolLit(op == BinaryOp::LogAnd), b, false, pos)
                }
                _ => {
                    let v = self.sema.b.void;
                    self.mk(ExprKind::Fold { op, first: self.error_expr(pos), last: None, left }, v, false, pos)
                }
            },
        }
    }

    /// `o.*pm` / `p->*pm`: the member the pointer designates, of the
    /// object (an lvalue for `->*`, or when the object is one). With an
    /// operand of dependent type the member is known at instantiation.
    fn pointer_to_member_access(&mut self, op: BinaryOp, l: &'a Expr<'a>, r: &'a Expr<'a>) -> &'a Expr<'a> {
        let pos = l.pos;
        let pm = self.sema.non_ref(r.ty);
        let pm = self.sema.unqualified(pm);
        if let TypeKind::MemberPointer(m, _) = self.sema.kind(pm).clone() {
            let lvalue = op == BinaryOp::PtrMemArrow || l.lvalue;
            return self.mk(ExprKind::Binary(op, l, r), m, lvalue && !self.sema.is_function(m), pos);
        }
        if self.is_dependent(r.ty) || self.is_dependent(l.ty) {
            let t = self.dependent_call_type();
            return self.mk(ExprKind::Binary(op, l, r), t, true, pos);
        }
        let ts = self.sema.type_to_string(r.ty);
        self.sema.error_at_pos(r.pos, 3, format!("expression must have pointer-to-member type but it has type \"{}\"", ts));
        self.mk(ExprKind::Binary(op, l, r), self.sema.b.error, false, pos)
    }

    /// Type a binary operation and insert its operand conversions.
    fn make_binary(&mut self, op: BinaryOp, l: &'a Expr<'a>, r: &'a Expr<'a>, op_tok: Token) -> &'a Expr<'a> {
        let pos = l.pos;
        if self.sema.is_error(l.ty) || self.sema.is_error(r.ty) {
            return self.mk(ExprKind::Binary(op, l, r), self.sema.b.error, false, pos);
        }
        if matches!(op, BinaryOp::PtrMem | BinaryOp::PtrMemArrow) {
            return self.pointer_to_member_access(op, l, r);
        }
        // `out << std::endl`: the template's specialization is chosen by
        // the member operator taking a pointer to function.
        let r = self.resolve_template_operand(OverloadedOp::Binary(op), &[l, r]).unwrap_or(r);
        if self.is_dependent(l.ty) || self.is_dependent(r.ty) {
            return self.mk(ExprKind::Binary(op, l, r), l.ty, false, pos);
        }
        // An operand naming a member of a dependent specialization has its
        // type only at instantiation: no conversions are recorded.
        if self.is_dependent_member_name(l) || self.is_dependent_member_name(r) {
            let ty = match op {
                BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne | BinaryOp::LogAnd | BinaryOp::LogOr => self.sema.b.bool_,
                _ if self.is_dependent_member_name(l) => r.ty,
                _ => l.ty,
            };
            return self.mk(ExprKind::Binary(op, l, r), ty, false, pos);
        }
        if self.operand_class_or_enum(l.ty) || self.operand_class_or_enum(r.ty) {
            if let Some(e) = self.overloaded_operator(OverloadedOp::Binary(op), &[l, r], op_tok) {
                return e;
            }
            if self.no_operator_matches(op, l, r, op_tok) {
                return self.mk(ExprKind::Binary(op, l, r), self.sema.b.error, false, pos);
            }
        }
        let b = self.sema.b;
        use BinaryOp::*;
        match op {
            LogAnd | LogOr => {
                let (l, r) = (self.to_condition(l), self.to_condition(r));
                self.mk(ExprKind::Binary(op, l, r), b.bool_, false, pos)
            }
            Shl | Shr => {
                if self.sema.is_float(l.ty) || self.sema.is_float(r.ty) {
                    for x in [l, r] {
                        if self.sema.is_float(x.ty) {
                            self.sema.error_at_pos(x.pos, 31, String::from("expression must have integral or unscoped enum type"));
                        }
                    }
                    return self.mk(ExprKind::Binary(op, l, r), b.error, false, pos);
                }
                let (l, r) = (self.promote(l), self.promote(r));
                self.mk(ExprKind::Binary(op, l, r), l.ty, false, pos)
            }
            Lt | Gt | Le | Ge | Eq | Ne => {
                if self.sema.is_arith(l.ty) && self.sema.is_arith(r.ty) {
                    let c = self.sema.usual_arith(self.arith_operand_type(l), self.arith_operand_type(r));
                    let (l, r) = (self.convert(l, c), self.convert(r, c));
                    return self.mk(ExprKind::Binary(op, l, r), b.bool_, false, pos);
                }
                // Pointer comparisons: convert a null constant to the pointer type.
                let (lt, rt) = (self.decayed(l.ty), self.decayed(r.ty));
                let (l, r) = if self.sema.is_pointer(lt) && !self.sema.is_pointer(rt) {
                    (l, self.convert(r, lt))
                } else if self.sema.is_pointer(rt) && !self.sema.is_pointer(lt) {
                    (self.convert(l, rt), r)
                } else {
                    (l, r)
                };
                self.mk(ExprKind::Binary(op, l, r), b.bool_, false, pos)
            }
            Add | Sub => {
                let (lt, rt) = (self.decayed(l.ty), self.decayed(r.ty));
                let (lp, rp) = (self.sema.is_pointer(lt), self.sema.is_pointer(rt));
                if lp && rp && op == Sub {
                    return self.mk(ExprKind::Binary(op, l, r), b.long, false, pos);
                }
                // Pointer arithmetic takes an integer offset, and only a
                // pointer is subtracted from a pointer.
                let offset_ok = |p: &Self, t: TypeId| p.sema.is_integral(t) || p.sema.is_class(t);
                if lp && !offset_ok(self, rt) {
                    self.sema.error_at_pos(r.pos, 31, String::from("expression must have integral or unscoped enum type"));
                    return self.mk(ExprKind::Binary(op, l, r), b.error, false, pos);
                }
                if rp && op == Add && !offset_ok(self, lt) {
                    self.sema.error_at_pos(l.pos, 31, String::from("expression must have integral or unscoped enum type"));
                    return self.mk(ExprKind::Binary(op, l, r), b.error, false, pos);
                }
                if rp && op == Sub && !lp && self.sema.is_arith(lt) {
                    self.sema.error_at_pos(r.pos, 33, String::from("expression must have arithmetic or unscoped enum type"));
                    return self.mk(ExprKind::Binary(op, l, r), b.error, false, pos);
                }
                if lp {
                    return self.mk(ExprKind::Binary(op, l, r), lt, false, pos);
                }
                if rp && op == Add {
                    return self.mk(ExprKind::Binary(op, l, r), rt, false, pos);
                }
                self.arith_binary(op, l, r, op_tok)
            }
            _ => self.arith_binary(op, l, r, op_tok),
        }
    }

    /// A binary operator on a class operand that has no operator function
    /// for it and no conversion function: EDG's error, with one note per
    /// built-in candidate saying which argument does not fit. Returns
    /// whether it was reported.
    fn no_operator_matches(&mut self, op: BinaryOp, l: &'a Expr<'a>, r: &'a Expr<'a>, op_tok: Token) -> bool {
        if self.inst_depth > 0 || self.in_template_definition() {
            return false;
        }
        // Only a class that converts to nothing (no conversion function,
        // no base that might have one) certainly fits no built-in operator.
        let plain_class = |p: &Self, t: TypeId| -> Option<bool> {
            let c = p.sema.unqualified(p.sema.il.canonical(p.sema.non_ref(t)));
            match p.sema.il.ty(c) {
                TypeKind::Class(e) => match &p.sema.il.entity(*e).kind {
                    EntityKind::Class(ci) => Some(
                        p.sema.il.class_bases.get(e).is_none_or(|b| b.is_empty())
                            && !ci.members.iter().any(|m| matches!(&p.sema.il.entity(*m).kind, EntityKind::Routine(rt) if rt.special == SpecialMember::Conversion)),
                    ),
                    _ => Some(false),
                },
                _ => None,
            }
        };
        let (lc, rc) = (plain_class(self, l.ty), plain_class(self, r.ty));
        if lc == Some(false) || rc == Some(false) || (lc.is_none() && rc.is_none()) {
            return false;
        }
        #[derive(Clone, Copy, PartialEq)]
        enum Cat {
            Arith,
            Integral,
            PtrObj,
            Ptrdiff,
            Null,
            Bool,
        }
        use BinaryOp::*;
        use Cat::*;
        let candidates: &[(Cat, Cat)] = match op {
            Add => &[(Arith, Arith), (PtrObj, Ptrdiff), (Ptrdiff, PtrObj)],
            Sub => &[(Arith, Arith), (PtrObj, Ptrdiff)],
            Mul | Div => &[(Arith, Arith)],
            Rem | BitAnd | BitOr | BitXor | Shl | Shr => &[(Integral, Integral)],
            Lt | Gt | Le | Ge | Eq | Ne => &[(Arith, Arith), (Null, Null)],
            LogAnd | LogOr => &[(Bool, Bool)],
            _ => return false,
        };
        let fits = |p: &Self, e: &Expr<'a>, c: Cat| -> bool {
            let t = p.sema.non_ref(e.ty);
            if p.sema.is_class(t) {
                return false;
            }
            let t = p.decayed_type(t);
            match c {
                Arith | Integral | Ptrdiff => p.sema.is_arith(t),
                PtrObj => matches!(p.sema.kind(t), TypeKind::Pointer(x) if !p.sema.is_function(*x) && !p.sema.is_void(*x)),
                Null => matches!(p.sema.kind(t), TypeKind::Nullptr),
                Bool => p.sema.is_scalar(t),
            }
        };
        let name = |c: Cat| match c {
            Arith => "<promoted arithmetic>",
            Integral => "<promoted integral>",
            PtrObj => "<pointer to object>",
            Ptrdiff => "<ptrdiff_t>",
            Null => "<nullptr>",
            Bool => "<bool>",
        };
        let sym = op.symbol();
        // Any operator function of that name (a friend, one in another
        // namespace) might be found by a lookup this front end does not
        // make yet: then no error is claimed.
        let fname = format!("operator{}", sym);
        if self.sema.il.entities.iter().any(|e| matches!(e.kind, EntityKind::Routine(_)) && e.name == fname) {
            return false;
        }
        let (lt, rt) = (self.sema.type_to_string(self.sema.non_ref(l.ty)), self.sema.type_to_string(self.sema.non_ref(r.ty)));
        let msg = format!("no operator \"{}\" matches these operands\noperand types are: {} {} {}", sym, lt, sym, rt);
        let before = self.sema.diags.len();
        self.sema.error_at(op_tok, 349, msg);
        if self.sema.diags.len() == before {
            return true;
        }
        let loc = self.sema.location_at(op_tok.start);
        for &(a, b) in candidates {
            let bad = if !fits(self, l, a) { 1 } else if !fits(self, r, b) { 2 } else { continue };
            let m = format!("built-in operator{}({}, {}) does not match because argument #{} does not match parameter", sym, name(a), name(b), bad);
            let mut d = crate::diag::Diagnostic::new(crate::diag::Severity::Note, 3328, m, Some(loc.clone()));
            d.discretionary = true;
            self.sema.diags.push(d);
        }
        true
    }

    /// The type an operand of type `t` has after array-to-pointer and
    /// function-to-pointer decay.
    fn decayed_type(&self, t: TypeId) -> TypeId {
        match self.sema.kind(t) {
            TypeKind::Array(..) | TypeKind::Function(_) => self.sema.b.error,
            _ => t,
        }
    }

    fn arith_binary(&mut self, op: BinaryOp, l: &'a Expr<'a>, r: &'a Expr<'a>, op_tok: Token) -> &'a Expr<'a> {
        let pos = l.pos;
        // `%` and the bitwise operators take integers: each floating
        // operand is reported.
        if matches!(op, BinaryOp::Rem | BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor) && (self.sema.is_float(l.ty) || self.sema.is_float(r.ty)) {
            for x in [l, r] {
                if self.sema.is_float(x.ty) {
                    self.sema.error_at_pos(x.pos, 31, String::from("expression must have integral or unscoped enum type"));
                }
            }
            return self.mk(ExprKind::Binary(op, l, r), self.sema.b.error, false, pos);
        }
        if !self.sema.is_arith(l.ty) || !self.sema.is_arith(r.ty) {
            if !self.sema.is_class(l.ty) && !self.sema.is_class(r.ty) {
                let lt = self.sema.type_to_string(l.ty);
                let rt = self.sema.type_to_string(r.ty);
                let _ = (lt, rt);
                self.sema.error_at(op_tok, 42, String::from("operand types are incompatible"));
            }
            return self.mk(ExprKind::Binary(op, l, r), self.sema.b.error, false, pos);
        }
        let c = self.sema.usual_arith(self.arith_operand_type(l), self.arith_operand_type(r));
        let (l, r) = (self.convert(l, c), self.convert(r, c));
        self.mk(ExprKind::Binary(op, l, r), c, false, pos)
    }

    /// The type an arithmetic operand has for the usual conversions: a
    /// bit-field narrower than `int` promotes to `int` whatever its
    /// declared type ([conv.prom]/5), so `bits == 127` converts nothing.
    fn arith_operand_type(&self, e: &Expr<'a>) -> TypeId {
        let ExprKind::Member { member, .. } = e.kind else { return e.ty };
        let EntityKind::Field(f) = &self.sema.il.entity(member).kind else { return e.ty };
        match (f.bit_width, self.sema.int_kind(f.ty)) {
            (Some(w), Some(k)) if w < 32 && k.size() <= 4 && !matches!(k, IntKind::Bool) => self.sema.b.int,
            _ => e.ty,
        }
    }

    /// `(type) expr` or a unary expression.
    fn cast_expression(&mut self) -> &'a Expr<'a> {
        if self.at(TokenKind::LParen) && self.paren_starts_type() {
            let (start, cp) = (self.i, self.sema.checkpoint());
            let lp = self.bump();
            let pos = self.pos_of(lp);
            let ty = self.type_id();
            // `(X<T>::value && …)`: not a type after all; parse it again as
            // a parenthesized expression.
            if !self.at(TokenKind::RParen) && self.tentative_budget > 0 {
                self.tentative_budget -= 1;
                self.sema.rollback(cp);
                self.i = start;
                return self.unary_expression();
            }
            self.expect(TokenKind::RParen, "a \")\"");
            if self.at(TokenKind::LBrace) {
                // Compound literal (GNU): treat as a cast of the list.
                let l = self.braced_list_expr();
                return self.mk(ExprKind::Cast { kind: CastKind::CStyle, to: ty, expr: l }, ty, true, pos);
            }
            if !self.enter() {
                return self.error_expr(pos);
            }
            let e = self.cast_expression();
            self.leave();
            let lv = self.sema.is_ref(ty);
            let rty = self.sema.non_ref(ty);
            return self.mk(ExprKind::Cast { kind: CastKind::CStyle, to: ty, expr: e }, rty, lv, pos);
        }
        self.unary_expression()
    }

    /// After `(`: does a type-id follow?
    fn paren_starts_type(&self) -> bool {
        let t = self.peek(1);
        if t.kind != TokenKind::Ident {
            return t.kind == TokenKind::ColonColon && self.is_type_name_at(2);
        }
        if let Some(k) = crate::lex::keyword(self.text_of(t)) {
            use Kw::*;
            return matches!(
                k,
                Const | Volatile | Void | Char | Char8T | Char16T | Char32T | WcharT | Bool | Short | Int | Long | Signed
                    | Unsigned | Float | Double | Struct | Class | Union | Enum | Int128 | Float128 | Typename | Decltype
                    | Typeof
            );
        }
        // `(X<T>::f(a))`, `sizeof(X<T>::value)`: a member of a class
        // template's specialization that is no type.
        if self.peek(2).kind == TokenKind::Lt && self.qualified_member_is_type(1) == Some(false) {
            return false;
        }
        if self.is_qualified_type_at(1) {
            // `(ns::T)`, `(ns::T *)`: not a functional cast `(ns::T(x))`.
            let mut k = 1;
            while self.peek(k).kind == TokenKind::Ident && self.peek(k + 1).kind == TokenKind::ColonColon {
                k += 2;
            }
            return self.peek(k + 1).kind != TokenKind::LParen
                || (self.peek(k + 1).kind == TokenKind::LParen && self.peek(k + 2).kind == TokenKind::Star);
        }
        self.is_type_name_at(1) && self.peek(2).kind != TokenKind::LParen
            || (self.is_type_name_at(1) && self.peek(2).kind == TokenKind::LParen && self.peek(3).kind == TokenKind::Star)
    }

    /// A type-id: specifiers plus an abstract declarator.
    pub fn type_id(&mut self) -> TypeId {
        let ds = self.decl_specifiers(Context::Block);
        if !ds.any {
            self.expected("a type specifier");
            return self.sema.b.error;
        }
        let base = self.spec_type(&ds);
        let d = self.declarator(true, Context::Block);
        self.apply_ops(base, &d.ops)
    }

    fn unary_expression(&mut self) -> &'a Expr<'a> {
        let t = self.tok();
        let pos = self.pos_of(t);
        let op = match t.kind {
            TokenKind::Plus => Some(UnaryOp::Plus),
            TokenKind::Minus => Some(UnaryOp::Minus),
            TokenKind::Bang => Some(UnaryOp::Not),
            TokenKind::Tilde => Some(UnaryOp::BitNot),
            TokenKind::Star => Some(UnaryOp::Deref),
            TokenKind::Amp => Some(UnaryOp::AddrOf),
            TokenKind::PlusPlus => Some(UnaryOp::PreInc),
            TokenKind::MinusMinus => Some(UnaryOp::PreDec),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            if !self.enter() {
                return self.error_expr(pos);
            }
            let e = self.cast_expression();
            self.leave();
            return self.make_unary(op, e, pos, t);
        }
        if t.kind == TokenKind::AmpAmp {
            // GNU label address `&&label` (a `void *`).
            self.bump();
            if !self.at_name() {
                self.expected("an identifier");
                return self.error_expr(pos);
            }
            let lt = self.bump();
            let name: &'a str = self.text_of(lt);
            self.gotos.push((String::from(name), lt));
            self.sema.cuda_label_address(t);
            let void = self.sema.b.void;
            let vp = self.sema.ptr(void);
            return self.mk(ExprKind::LabelAddr(name), vp, false, pos);
        }
        let global_new = self.at(TokenKind::ColonColon) && matches!(self.kw_at(1), Some(Kw::New) | Some(Kw::Delete));
        if global_new {
            self.bump();
        }
        match self.kw() {
            Some(Kw::New) => return self.new_expression(pos, global_new),
            Some(Kw::Delete) => {
                self.bump();
                let array = if self.at(TokenKind::LBracket) && self.peek(1).kind == TokenKind::RBracket {
                    self.bump();
                    self.bump();
                    true
                } else {
                    false
                };
                // Bounded like the other unary operators (`delete delete …`).
                if !self.enter() {
                    return self.error_expr(pos);
                }
                let e = self.cast_expression();
                self.leave();
                let void = self.sema.b.void;
                return self.mk(ExprKind::Delete { expr: e, array, global: global_new }, void, false, pos);
            }
            // (`typeid` is a postfix-expression: `primary_expression`.)
            Some(Kw::Sizeof) => {
                self.bump();
                let ulong = self.sema.b.ulong;
                if self.at(TokenKind::LParen) && self.paren_starts_type() {
                    self.bump();
                    let ty_tok = self.tok();
                    let ty = self.type_id();
                    if let Some(cname) = self.plainly_incomplete_class(ty) {
                        self.sema.error_at(ty_tok, 70, format!("incomplete type \"{}\" is not allowed", cname));
                    }
                    self.expect(TokenKind::RParen, "a \")\"");
                    return self.mk(ExprKind::SizeofType(ty), ulong, false, pos);
                }
                if self.at(TokenKind::Ellipsis) && self.peek(1).kind == TokenKind::LParen {
                    // `sizeof...(pack)`: the pack's length, known at
                    // instantiation (kept as a sizeof of the pack meanwhile).
                    self.bump();
                    self.bump();
                    // The operand is kept as the whole pack (an expansion),
                    // unlike `sizeof(x)` of one element in a pattern.
                    let e = if self.starts_type_here() {
                        // In an instantiation the name is the pack's binding,
                        // which knows the pack's length (`Il::pack_lengths`).
                        let bound = if self.at(TokenKind::Ident) && self.peek(1).kind == TokenKind::RParen {
                            self.sema.lookup(self.text()).and_then(|v| v.first().copied()).filter(|a| self.sema.il.pack_lengths.contains_key(a))
                        } else {
                            None
                        };
                        let ty = self.type_id();
                        let ty = match bound {
                            Some(a) => self.sema.il.intern(TypeKind::Typedef(a)),
                            None => ty,
                        };
                        let ty = self.sema.il.intern(TypeKind::PackExpansion(ty));
                        self.mk(ExprKind::SizeofType(ty), ulong, false, pos)
                    } else if let Some(e) = self.sizeof_bound_function_pack(pos) {
                        e
                    } else {
                        let e = self.assignment_expression();
                        let e = self.mk(ExprKind::PackExpansion(e), e.ty, false, e.pos);
                        self.mk(ExprKind::SizeofExpr(e), ulong, false, pos)
                    };
                    self.expect(TokenKind::RParen, "a \")\"");
                    return e;
                }
                // Bounded like the other unary operators: 10,000 `sizeof`s
                // overflowed a 1 MiB stack (bench --bin deep).
                if !self.enter() {
                    return self.error_expr(pos);
                }
                let e = self.unary_expression();
                self.leave();
                return self.mk(ExprKind::SizeofExpr(e), ulong, false, pos);
            }
            Some(Kw::Alignof) => {
                self.bump();
                let ulong = self.sema.b.ulong;
                self.expect(TokenKind::LParen, "a \"(\"");
                let ty = if self.starts_type_here() {
                    self.type_id()
                } else {
                    self.expression().ty
                };
                self.expect(TokenKind::RParen, "a \")\"");
                return self.mk(ExprKind::AlignofType(ty), ulong, false, pos);
            }
            Some(Kw::Extension) => {
                self.bump();
                if !self.enter() {
                    return self.error_expr(pos);
                }
                let e = self.cast_expression();
                self.leave();
                if let ExprKind::Name(v) = e.kind {
                    if matches!(self.sema.il.entity(v).kind, EntityKind::Variable(_)) {
                        self.sema.il.extension_names.insert(e.pos);
                    }
                }
                return e;
            }
            _ => {}
        }
        self.postfix_expression()
    }

    /// `new T`, `new T[n]`, `new T(args)`, `new T{args}`.
    fn new_expression(&mut self, pos: Pos, global: bool) -> &'a Expr<'a> {
        self.bump(); // new
        // `new (place) T`: the placement arguments.
        let mut placement: Vec<&'a Expr<'a>> = Vec::new();
        if self.at(TokenKind::LParen) {
            self.bump();
            while !self.at(TokenKind::RParen) && !self.at_eof() {
                placement.push(self.assignment_expression());
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "a \")\"");
        }
        let placement = &*self.sema.il.arena.alloc_slice_copy(&placement);
        let ds = self.decl_specifiers(Context::Block);
        if !ds.any {
            self.expected("a type specifier");
            return self.error_expr(pos);
        }
        let mut ty = self.spec_type(&ds);
        while self.at(TokenKind::Star) {
            self.bump();
            ty = self.sema.ptr(ty);
        }
        let mut array_size = None;
        if self.at(TokenKind::LBracket) {
            self.bump();
            let n = self.expression();
            self.expect(TokenKind::RBracket, "a \"]\"");
            array_size = Some(n);
        }
        let mut args = None;
        let braces = self.at(TokenKind::LBrace);
        if self.at(TokenKind::LParen) || self.at(TokenKind::LBrace) {
            let close = if braces { TokenKind::RBrace } else { TokenKind::RParen };
            self.bump();
            let mut v: Vec<&'a Expr<'a>> = Vec::new();
            while !self.at(close) && !self.at_eof() {
                let mut a = self.assignment_expression();
                if self.eat(TokenKind::Ellipsis) {
                    a = self.mk(ExprKind::PackExpansion(a), a.ty, false, a.pos);
                }
                v.push(a);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(close, if braces { "a \"}\"" } else { "a \")\"" });
            if !self.sema.is_class(ty) && v.len() == 1 && !matches!(v[0].kind, ExprKind::PackExpansion(_)) {
                let c = self.convert(v[0], ty);
                v[0] = c;
            }
            // A class object's arguments are converted to the parameters of
            // the constructor chosen (as for `T(args)`).
            if let (TypeKind::Class(c), false) = (self.sema.kind(ty).clone(), braces) {
                if !v.is_empty() && !v.iter().any(|a| matches!(a.kind, ExprKind::PackExpansion(_))) {
                    let ctors = self.constructors(c);
                    if let Some(f) = self.resolve_overload(&ctors, &v).and_then(|k| self.routine_ftype(k)) {
                        let conv = self.convert_args(&f, &v);
                        v = conv.to_vec();
                    }
                }
            }
            args = Some(&*self.sema.il.arena.alloc_slice_copy(&v));
        }
        let rty = self.sema.ptr(ty);
        self.mk(ExprKind::New { ty, array_size, args, global, braces, placement }, rty, false, pos)
    }

    /// A lambda expression: its closure class gets a field per captured
    /// entity (explicit captures as written, then implicit ones in the
    /// order the body first names them) and a call operator whose body is
    /// the lambda's; the expression keeps the fields' initializers.
    fn lambda_expression(&mut self, pos: Pos) -> &'a Expr<'a> {
        let start = self.tok().start as usize;
        // Entities made from here on (parameters, locals) are the lambda's own.
        let own_start = self.sema.il.entities.len() as u32;
        // The capture list.
        self.bump();
        let mut default = CaptureDefault::None;
        let mut explicit: Vec<(String, bool)> = Vec::new();
        let mut explicit_this: Option<bool> = None;
        let mut first = true;
        let mut init_names: Vec<String> = Vec::new();
        while !self.at_eof() && !self.at(TokenKind::RBracket) {
            let ends = |k: TokenKind| matches!(k, TokenKind::Comma | TokenKind::RBracket);
            if first && self.at(TokenKind::Amp) && ends(self.peek(1).kind) {
                default = CaptureDefault::Ref;
                self.bump();
            } else if first && self.at(TokenKind::Assign) && ends(self.peek(1).kind) {
                default = CaptureDefault::Copy;
                self.bump();
            } else if self.at_kw(Kw::This) {
                explicit_this = Some(false);
                self.bump();
            } else if self.at(TokenKind::Star) && self.kw_at(1) == Some(Kw::This) {
                explicit_this = Some(true);
                self.bump();
                self.bump();
            } else {
                let by_ref = self.eat(TokenKind::Amp);
                if self.at_name() {
                    let name = String::from(self.text());
                    self.bump();
                    if matches!(self.kind(), TokenKind::Assign | TokenKind::LParen | TokenKind::LBrace) {
                        init_names.push(name);
                    } else {
                        self.eat(TokenKind::Ellipsis);
                        explicit.push((name, by_ref));
                    }
                }
            }
            first = false;
            // Skip the rest of this capture (an init-capture's initializer).
            let mut depth = 0i32;
            while !self.at_eof() {
                match self.kind() {
                    TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                    TokenKind::RParen | TokenKind::RBrace => depth -= 1,
                    TokenKind::RBracket if depth == 0 => break,
                    TokenKind::RBracket => depth -= 1,
                    TokenKind::Comma if depth == 0 => break,
                    _ => {}
                }
                self.bump();
            }
            self.eat(TokenKind::Comma);
        }
        self.eat(TokenKind::RBracket);
        let captures_end = self.prev_token().end as usize;
        let capture_text: &'a str = self.src.get(start..captures_end).unwrap_or("");
        let mut attrs = Vec::new();
        self.gnu_attributes(&mut attrs, None);
        let after_attrs = self.tok();
        let mut constexpr_written = false;
        let mut mutable = false;
        let mut ret = self.sema.b.void;
        let mut ret_written = None;
        let mut param_types: Vec<TypeId> = Vec::new();
        let mut params: Vec<EntityId> = Vec::new();
        let mut params_written = false;
        self.sema.push_scope(crate::sema::ScopeKind::Block, None);
        // Init-captures (`[v = 5]`) name members of the closure, visible in
        // the body; their initializers are not analyzed (error type).
        for name in &init_names {
            let var = Variable { is_local: false, ..Variable::local(self.sema.b.error) };
            let e = self.sema.new_entity(name.clone(), EntityKind::Variable(var), pos, None);
            self.sema.bind(name, e);
        }
        if self.at(TokenKind::LParen) {
            self.bump();
            params_written = true;
            let (ps, _variadic) = self.lambda_parameters();
            params = ps;
            for &p in &params {
                if let EntityKind::Variable(v) = &self.sema.il.entity(p).kind {
                    param_types.push(v.declared_ty.unwrap_or(v.ty));
                }
            }
            for &p in &params {
                let n = self.sema.il.entity(p).name.clone();
                self.sema.bind(&n, p);
            }
        }
        // Specifiers, attributes and a trailing return type.
        let late_attrs = attrs.len();
        loop {
            if self.at_kw(Kw::Attribute) {
                self.gnu_attributes(&mut attrs, None);
            } else if matches!(self.kw(), Some(Kw::Mutable) | Some(Kw::Constexpr) | Some(Kw::Noexcept)) {
                constexpr_written |= self.at_kw(Kw::Constexpr);
                mutable |= self.at_kw(Kw::Mutable);
                self.bump();
            } else if self.at(TokenKind::Arrow) {
                self.bump();
                ret = self.type_id();
                ret_written = Some(ret);
            } else {
                break;
            }
        }
        let info = crate::sema::cuda_decl::LambdaDecl {
            start: start as u32,
            captures: capture_text,
            attrs: &attrs,
            after_attrs,
            constexpr_written,
            body: self.tok(),
            late_attrs,
        };
        let mut frame = self.sema.check_cuda_lambda(&info);
        // The lambda's own parameters are not captures.
        frame.first_own_entity = own_start;
        let extended = frame.extended;
        let kind = match (extended, frame.host, frame.device) {
            (true, true, true) => LambdaKind::HostDevice,
            (true, _, true) => LambdaKind::Device,
            _ => LambdaKind::Plain,
        };
        let exec_space = match (frame.host, frame.device) {
            (true, true) => ExecSpace::HostDevice,
            (false, true) => ExecSpace::Device,
            (true, false) => ExecSpace::Host,
            _ => ExecSpace::ImplicitHost,
        };
        let function = self.sema.current_routine.or_else(|| self.closure_frames.last().and_then(|f| f.enclosing));
        // A lambda in a lambda's body is local to its call operator.
        let enclosing = self.closure_frames.last().map(|f| f.call_op).or(function);
        // The closure class and its call operator (typed once the body gives
        // the return type).
        let cinfo = ClassInfo {
            key: ClassKey::Class,
            complete: false,
            members: Vec::new(),
            size: 1,
            align: 1,
            anonymous: true,
            member_decls: Vec::new(),
            access_specs: Vec::new(),
            template_params: Vec::new(),
        };
        let closure = self.sema.new_entity(String::new(), EntityKind::Class(cinfo), pos, None);
        let op_quals = Quals { is_const: !mutable, ..Quals::default() };
        let op_ty = self.sema.func(ret, param_types.clone(), false, op_quals);
        let routine = Routine {
            params: params.clone(),
            exec_space,
            is_inline: true,
            special: SpecialMember::Operator,
            ..Routine::of_type(op_ty)
        };
        let call_op = self.sema.new_entity(String::from("operator()"), EntityKind::Routine(routine), pos, Some(closure));
        // Numbered as met (an enclosing lambda before the ones in its body).
        let key = (enclosing, param_types.iter().map(|t| self.sema.il.canonical(*t)).collect::<Vec<_>>());
        let counter = self.closure_counts.entry(key).or_insert(0);
        let discriminator = *counter;
        *counter += 1;
        for &p in &params {
            self.sema.il.entities[p.0 as usize].parent = Some(call_op);
        }
        self.closure_frames.push(crate::parse::ClosureFrame {
            closure,
            call_op,
            enclosing: function,
            default,
            mutable,
            first_own_entity: own_start,
            explicit: explicit.clone(),
            explicit_this,
            captures: Vec::new(),
            inits: Vec::new(),
            ret_written,
        });
        // Explicit captures make their fields first, in the order written.
        if explicit_this.is_some() {
            self.capture_this(pos);
        }
        for (name, _) in &explicit {
            let var = self.sema.lookup(name).and_then(|v| v.first().copied());
            if let Some(v) = var {
                self.capture_reference(v, pos);
            }
        }
        let mut body_stmt = None;
        if self.at(TokenKind::LBrace) {
            // The body belongs to the closure's call operator, not to the
            // enclosing function: its returns and calls are not the
            // enclosing function's.
            let saved = self.sema.current_routine.take();
            self.sema.cuda.lambdas.push(frame);
            let body = self.compound_statement();
            self.sema.cuda.lambdas.pop();
            self.sema.current_routine = saved;
            if ret_written.is_none() {
                if let Some(t) = first_return_type(body, 0) {
                    ret = self.decayed(t);
                    ret = self.sema.unqualified(ret);
                }
            }
            body_stmt = Some(body);
        } else {
            self.expected("a \"{\"");
        }
        self.sema.pop_scope();
        let cf = self.closure_frames.pop();
        let (captures, inits) = match cf {
            Some(f) => (f.captures, f.inits),
            None => (Vec::new(), Vec::new()),
        };
        let end = self.prev_token().end as usize;
        let text: &'a str = self.src.get(start..end).unwrap_or("");
        let op_ty = self.sema.func(ret, param_types.clone(), false, op_quals);
        if let EntityKind::Routine(r) = &mut self.sema.il.entities[call_op.0 as usize].kind {
            r.ty = op_ty;
            r.body = body_stmt;
        }
        let mut members: Vec<EntityId> = captures.iter().map(|c| c.field).collect();
        // A capturing `__host__ __device__` lambda's closure also holds a
        // pointer (unnamed) for the host side's type-erased wrapper.
        if kind == LambdaKind::HostDevice && !captures.is_empty() {
            let vp = self.sema.ptr(self.sema.b.void);
            let f = Field { ty: vp, bit_width: None, offset: 0, is_mutable: false, init: None };
            members.push(self.sema.new_entity(String::new(), EntityKind::Field(f), pos, Some(closure)));
        }
        members.push(call_op);
        // The fields and the call operator are declared where the lambda is.
        let mut member_decls = Vec::new();
        for (k, m) in members.iter().enumerate() {
            let (mpos, mty) = match &self.sema.il.entity(*m).kind {
                EntityKind::Field(f) => (self.sema.il.entity(*m).pos, f.ty),
                EntityKind::Routine(r) => (pos, r.ty),
                _ => continue,
            };
            let d = self.sema.new_decl(Decl {
                entity: *m,
                pos: mpos,
                storage: StorageClass::None,
                is_definition: true,
                params: if k + 1 == members.len() { params.clone() } else { Vec::new() },
                exec_space,
                extern_c: false,
                extern_c_direct: false,
                extern_cpp_direct: false,
                init: None,
                defines_class: false,
                group: 0,
                first_in_group: true,
                ty: mty,
                exception_spec: None,
                gnu_extension: false,
                asm_label: None,
                attributes: None,
            });
            member_decls.push(d);
        }
        if let Some(&d) = member_decls.last() {
            if let EntityKind::Routine(r) = &mut self.sema.il.entities[call_op.0 as usize].kind {
                r.definition = Some(d);
            }
        }
        if let EntityKind::Class(ci) = &mut self.sema.il.entities[closure.0 as usize].kind {
            ci.members = members;
            ci.member_decls = member_decls;
            ci.complete = true;
        }
        self.sema.layout_class(closure);
        let tag = if kind != LambdaKind::Plain {
            let n = self.extended_lambda_tags.entry(function).or_insert(0);
            *n += 1;
            *n
        } else {
            0
        };
        self.sema.il.closures.insert(
            closure,
            Closure {
                kind,
                enclosing,
                function,
                call_op,
                default,
                captures,
                capture_text,
                params_written,
                mutable,
                ret_written,
                discriminator,
                tag,
                pos,
            },
        );
        // How EDG names the closure type in messages: `lambda [](int)->int`.
        let captures: String = capture_text.chars().filter(|c| !c.is_whitespace()).collect();
        let ps: Vec<String> = param_types.iter().map(|&t| self.sema.type_to_string(t)).collect();
        let shown = format!("lambda {}({})->{}", captures, ps.join(", "), self.sema.type_to_string(ret));
        self.sema.cuda_closure_made(closure, shown, extended, function, pos);
        let ty = self.sema.il.intern(TypeKind::Class(closure));
        let inits: &'a [&'a Expr<'a>] = self.sema.il.arena.alloc_slice_copy(&inits);
        self.mk(ExprKind::Lambda { text, closure, captures: inits }, ty, false, pos)
    }

    /// A local variable of an enclosing function named inside lambda
    /// bodies: captured by each lambda between its owner and here (a field
    /// per closure); the expression that names it here.
    pub(super) fn capture_reference(&mut self, v: EntityId, pos: Pos) -> Option<&'a Expr<'a>> {
        if self.closure_frames.is_empty() {
            return None;
        }
        let EntityKind::Variable(var) = &self.sema.il.entity(v).kind else { return None };
        if !(var.is_local || var.is_param) || var.storage == StorageClass::Static || var.is_device_builtin || var.memory != MemorySpace::None {
            return None;
        }
        // A constant is used by value, not captured.
        let vty = var.ty;
        let constant = var.is_constexpr
            || (self.sema.il.quals_of(vty).is_const
                && matches!(self.sema.il.ty(self.sema.il.canonical(self.sema.unqualified(vty))), TypeKind::Int(_) | TypeKind::Enum(_))
                && var.init.is_some());
        if constant {
            return None;
        }
        let k = self.closure_frames.iter().position(|f| v.0 < f.first_own_entity)?;
        let name = self.sema.il.entity(v).name.clone();
        let base_ty = self.sema.non_ref(vty);
        let mut outer = self.mk(ExprKind::Name(v), base_ty, true, pos);
        for i in k..self.closure_frames.len() {
            let frame = &self.closure_frames[i];
            let existing = frame.captures.iter().find(|c| c.var == Some(v)).copied();
            let cap = match existing {
                Some(c) => c,
                None => {
                    let by_ref = match frame.explicit.iter().find(|(n, _)| *n == name) {
                        Some((_, r)) => *r,
                        None => match frame.default {
                            CaptureDefault::Copy => false,
                            CaptureDefault::Ref => true,
                            CaptureDefault::None => return Some(outer),
                        },
                    };
                    let closure = frame.closure;
                    let fty = if by_ref { self.sema.ptr(base_ty) } else { base_ty };
                    let f = Field { ty: fty, bit_width: None, offset: 0, is_mutable: false, init: None };
                    let field = self.sema.new_entity(name.clone(), EntityKind::Field(f), pos, Some(closure));
                    let c = Capture { field, var: Some(v), by_ref, star_this: false };
                    let frame = &mut self.closure_frames[i];
                    frame.captures.push(c);
                    frame.inits.push(outer);
                    c
                }
            };
            let mutable = self.closure_frames[i].mutable;
            let ty = if !cap.by_ref && !mutable && !matches!(self.sema.il.ty(self.sema.il.canonical(base_ty)), TypeKind::Array(..)) {
                self.sema.qualified(base_ty, Quals { is_const: true, ..Quals::default() })
            } else {
                base_ty
            };
            outer = self.mk(ExprKind::Captured { field: cap.field, by_ref: cap.by_ref }, ty, true, pos);
        }
        Some(outer)
    }

    /// `this` named inside lambda bodies (explicitly or by naming a member):
    /// the enclosing object captured by each lambda (`*this`: a copy); the
    /// expression that stands for the object's address or, for a `*this`
    /// capture, the object itself. With the flag: whether it is the object.
    pub(super) fn capture_this(&mut self, pos: Pos) -> Option<(&'a Expr<'a>, bool)> {
        let enclosing = self.closure_frames.first().and_then(|f| f.enclosing)?;
        let cls = self.sema.il.entity(enclosing).parent.filter(|p| matches!(self.sema.il.entity(*p).kind, EntityKind::Class(_)))?;
        let ct = self.sema.il.intern(TypeKind::Class(cls));
        // In a const member function `this` points to a const object.
        let const_fn = matches!(&self.sema.il.entity(enclosing).kind, EntityKind::Routine(r)
            if matches!(self.sema.il.ty(self.sema.il.canonical(r.ty)), TypeKind::Function(f) if f.quals.is_const));
        let pointee = if const_fn { self.sema.qualified(ct, Quals { is_const: true, ..Quals::default() }) } else { ct };
        let pt = self.sema.ptr(pointee);
        let mut outer = self.mk(ExprKind::This, pt, false, pos);
        let mut is_object = false;
        for i in 0..self.closure_frames.len() {
            let frame = &self.closure_frames[i];
            let existing = frame.captures.iter().find(|c| c.var.is_none()).copied();
            let cap = match existing {
                Some(c) => c,
                None => {
                    let star = frame.explicit_this.unwrap_or(false);
                    if frame.explicit_this.is_none() && frame.default == CaptureDefault::None {
                        return Some((outer, is_object));
                    }
                    let closure = frame.closure;
                    let fty = if star { ct } else { pt };
                    let f = Field { ty: fty, bit_width: None, offset: 0, is_mutable: false, init: None };
                    let field = self.sema.new_entity(String::from("this"), EntityKind::Field(f), pos, Some(closure));
                    let c = Capture { field, var: None, by_ref: false, star_this: star };
                    let init = if star && !is_object { self.mk(ExprKind::Unary(UnaryOp::Deref, outer), ct, true, pos) } else { outer };
                    let frame = &mut self.closure_frames[i];
                    frame.captures.push(c);
                    frame.inits.push(init);
                    c
                }
            };
            is_object = cap.star_this;
            let ty = if cap.star_this { ct } else { pt };
            let ty = if cap.star_this && !self.closure_frames[i].mutable { self.sema.qualified(ty, Quals { is_const: true, ..Quals::default() }) } else { ty };
            outer = self.mk(ExprKind::Captured { field: cap.field, by_ref: false }, ty, cap.star_this, pos);
        }
        Some((outer, is_object))
    }

    pub(crate) fn starts_type_here(&self) -> bool {
        if let Some(k) = self.kw() {
            use Kw::*;
            return matches!(
                k,
                Const | Volatile | Void | Char | Bool | Short | Int | Long | Signed | Unsigned | Float | Double | Struct
                    | Class | Union | Enum | WcharT | Char16T | Char32T | Char8T | Int128 | Typename | Decltype | Typeof
            );
        }
        self.is_type_name_at(0)
    }

    fn make_unary(&mut self, op: UnaryOp, e: &'a Expr<'a>, pos: Pos, t: Token) -> &'a Expr<'a> {
        if self.sema.is_error(e.ty) {
            return self.mk(ExprKind::Unary(op, e), self.sema.b.error, false, pos);
        }
        if op != UnaryOp::AddrOf && self.operand_class_or_enum(e.ty) {
            if let Some(x) = self.overloaded_operator(OverloadedOp::Unary(op), &[e], t) {
                return x;
            }
        }
        match op {
            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot => {
                let e2 = if self.sema.is_arith(e.ty) {
                    let p = self.sema.promoted(e.ty);
                    self.convert_copy(e, p)
                } else {
                    e
                };
                self.mk(ExprKind::Unary(op, e2), e2.ty, false, pos)
            }
            UnaryOp::Not => {
                let e2 = self.to_condition(e);
                self.mk(ExprKind::Unary(op, e2), self.sema.b.bool_, false, pos)
            }
            UnaryOp::Deref => {
                let d = self.decayed(e.ty);
                match self.sema.pointee(d) {
                    Some(p) if !self.sema.is_function(p) => self.mk(ExprKind::Unary(op, e), p, true, pos),
                    Some(p) => self.mk(ExprKind::Unary(op, e), p, false, pos),
                    // `*it` on an object of dependent type (an iterator
                    // template parameter): known at instantiation.
                    None if self.is_dependent(e.ty) => self.mk(ExprKind::Unary(op, e), e.ty, true, pos),
                    None => {
                        let _ = t;
                        let ts = self.sema.type_to_string(e.ty);
                        self.sema.error_at_pos(e.pos, 75, format!("operand of \"*\" must be a pointer but has type \"{}\"", ts));
                        self.mk(ExprKind::Unary(op, e), self.sema.b.error, false, pos)
                    }
                }
            }
            UnaryOp::AddrOf => {
                // `&C::m` of a non-static member: a pointer to member.
                if let ExprKind::QualifiedName { entity, .. } = e.kind {
                    let ent = self.sema.il.entity(entity);
                    let class = ent.parent.filter(|c| matches!(self.sema.il.entity(*c).kind, EntityKind::Class(_)));
                    let member_ty = match &ent.kind {
                        EntityKind::Field(f) => Some(f.ty),
                        EntityKind::Routine(r) if !r.is_static_member => Some(r.ty),
                        _ => None,
                    };
                    if let (Some(c), Some(mt)) = (class, member_ty) {
                        let ct = self.sema.il.intern(TypeKind::Class(c));
                        let p = self.sema.il.intern(TypeKind::MemberPointer(mt, ct));
                        return self.mk(ExprKind::Unary(op, e), p, false, pos);
                    }
                }
                if self.plainly_rvalue(e) {
                    self.sema.error_at_pos(e.pos, 158, String::from("expression must be an lvalue or a function designator"));
                }
                let p = self.sema.ptr(e.ty);
                self.mk(ExprKind::Unary(op, e), p, false, pos)
            }
            UnaryOp::PreInc | UnaryOp::PreDec => {
                if self.sema.il.quals_of(e.ty).is_const || !e.lvalue {
                    self.sema.error_at_pos(e.pos, 137, String::from("expression must be a modifiable lvalue"));
                }
                self.mk(ExprKind::Unary(op, e), e.ty, true, pos)
            }
            UnaryOp::PostInc | UnaryOp::PostDec => {
                if self.sema.il.quals_of(e.ty).is_const || !e.lvalue {
                    self.sema.error_at_pos(e.pos, 137, String::from("expression must be a modifiable lvalue"));
                }
                let t = self.sema.unqualified(e.ty);
                self.mk(ExprKind::Unary(op, e), t, false, pos)
            }
        }
    }

    /// The name of a class type that is declared and never defined (not a
    /// template's, whose definition may come with an instantiation), where
    /// no template argument can change that.
    fn plainly_incomplete_class(&self, t: TypeId) -> Option<String> {
        if self.inst_depth > 0 || self.in_template_definition() {
            return None;
        }
        let il = &self.sema.il;
        let c = self.sema.unqualified(il.canonical(t));
        let TypeKind::Class(e) = il.ty(c) else { return None };
        let incomplete = matches!(&il.entity(*e).kind, EntityKind::Class(ci) if !ci.complete)
            && !il.class_instances.contains_key(e)
            && !il.in_template(*e);
        incomplete.then(|| self.sema.type_to_string(c))
    }

    /// An operand that is a value, never an object, whatever the template
    /// arguments or overloads: a literal, an arithmetic or comparison
    /// result, or a cast to a scalar type (its address cannot be taken).
    fn plainly_rvalue(&self, e: &Expr<'a>) -> bool {
        if e.lvalue || self.inst_depth > 0 || self.in_template_definition() || self.sema.is_error(e.ty) || self.is_dependent(e.ty) {
            return false;
        }
        match &e.kind {
            ExprKind::IntLit { .. } | ExprKind::FloatLit { .. } | ExprKind::CharLit { .. } | ExprKind::BoolLit(_) | ExprKind::Nullptr => true,
            ExprKind::Binary(op, ..) => !matches!(op, BinaryOp::Comma | BinaryOp::PtrMem | BinaryOp::PtrMemArrow),
            ExprKind::Unary(op, _) => matches!(op, UnaryOp::Plus | UnaryOp::Minus | UnaryOp::Not | UnaryOp::BitNot | UnaryOp::AddrOf | UnaryOp::PostInc | UnaryOp::PostDec),
            ExprKind::Cast { kind: CastKind::Implicit, .. } => false,
            ExprKind::Cast { to, .. } => matches!(self.sema.kind(self.sema.il.canonical(*to)), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_)),
            _ => false,
        }
    }

    /// Records the class template instances argument-dependent lookup
    /// completes for a call with `args`: each argument's class (through
    /// pointers and references) after the classes of its type template
    /// arguments (those first).
    fn note_adl_completions(&mut self, args: &[&'a Expr<'a>]) {
        let mut order: Vec<EntityId> = Vec::new();
        for a in args {
            self.adl_associated(a.ty, &mut order, 0);
        }
        for c in order {
            self.note_class_need(c, false);
        }
    }

    fn adl_associated(&self, t: TypeId, out: &mut Vec<EntityId>, depth: u32) {
        if depth > 16 {
            return;
        }
        let mut t = self.sema.il.canonical(t);
        for _ in 0..16 {
            match self.sema.il.ty(t) {
                TypeKind::Pointer(p) | TypeKind::LvalueRef(p) | TypeKind::RvalueRef(p) | TypeKind::Array(p, _) | TypeKind::Qualified(p, _) => {
                    t = self.sema.il.canonical(*p)
                }
                _ => break,
            }
        }
        let TypeKind::Class(c) = self.sema.il.ty(t) else { return };
        let c = *c;
        if out.contains(&c) {
            return;
        }
        let Some((_, targs)) = self.sema.il.class_instances.get(&c) else { return };
        for a in targs.iter() {
            if let TemplateArg::Type(x) = a {
                self.adl_associated(*x, out, depth + 1);
            }
        }
        if !out.contains(&c) && !self.sema.il.explicit_specializations.contains(&c) {
            out.push(c);
        }
    }

    /// Functions named `name` found through the arguments' types
    /// ([basic.lookup.argdep]): friends declared in their classes and
    /// functions of the classes' namespaces.
    fn argument_dependent_lookup(&mut self, name: &str, args: &[&'a Expr<'a>]) -> Vec<EntityId> {
        let mut out: Vec<EntityId> = Vec::new();
        for a in args {
            let mut t = self.sema.non_ref(a.ty);
            for _ in 0..8 {
                let c = self.sema.unqualified(self.sema.il.canonical(t));
                match self.sema.il.ty(c) {
                    TypeKind::Pointer(p) | TypeKind::Array(p, _) => t = *p,
                    _ => {
                        t = c;
                        break;
                    }
                }
            }
            let cls = match self.sema.il.ty(t) {
                TypeKind::Class(c) | TypeKind::Enum(c) => *c,
                _ => continue,
            };
            // The class and its bases are associated classes: their
            // friends are found (`operator!=` of `_Bit_iterator_base` for
            // two `_Bit_iterator`s).
            let mut associated: Vec<EntityId> = alloc::vec![cls];
            let mut k = 0;
            while k < associated.len() && associated.len() < 64 {
                if let Some(bases) = self.sema.il.class_bases.get(&associated[k]) {
                    for b in bases.iter() {
                        if let Some(x) = b.class {
                            if !associated.contains(&x) {
                                associated.push(x);
                            }
                        }
                    }
                }
                k += 1;
            }
            for c in associated {
                let EntityKind::Class(ci) = &self.sema.il.entity(c).kind else { continue };
                for d in ci.member_decls.iter() {
                    if !self.sema.il.friend_decls.contains(d) {
                        continue;
                    }
                    let Some(decl) = self.sema.il.decls.get(d.0 as usize) else { continue };
                    let f = decl.entity;
                    if self.sema.il.entity(f).name == name && matches!(self.sema.il.entity(f).kind, EntityKind::Routine(_)) && !out.contains(&f) {
                        out.push(f);
                    }
                }
            }
            let mut ns = self.sema.il.entity(cls).parent;
            for _ in 0..64 {
                match ns {
                    Some(n) if matches!(self.sema.il.entity(n).kind, EntityKind::Namespace { .. }) => break,
                    Some(n) => ns = self.sema.il.entity(n).parent,
                    None => break,
                }
            }
            if let Some(n) = ns {
                for f in self.sema.lookup_in(n, name).unwrap_or_default() {
                    if matches!(self.sema.il.entity(f).kind, EntityKind::Routine(_)) && !out.contains(&f) {
                        out.push(f);
                    }
                }
            }
        }
        out
    }

    fn postfix_expression(&mut self) -> &'a Expr<'a> {
        let (mut e, mut callee_info) = self.primary_expression();
        loop {
            match self.kind() {
                TokenKind::LBracket => {
                    let lb = self.bump();
                    let idx = self.expression();
                    self.expect(TokenKind::RBracket, "a \"]\"");
                    e = self.make_index(e, idx, lb);
                    callee_info = None;
                }
                TokenKind::LParen => {
                    let unresolved = self.unresolved_callee.take();
                    let lp = self.bump();
                    let args = self.call_args_until_rparen();
                    self.expect(TokenKind::RParen, "a \")\"");
                    if let Some(t) = unresolved {
                        let name = self.text_of(t);
                        let found = if self.in_template_definition() && args.iter().any(|a| self.is_dependent(a.ty)) {
                            Vec::new()
                        } else {
                            self.argument_dependent_lookup(name, &args)
                        };
                        if let Some(&first) = found.first() {
                            self.sema.il.entities[first.0 as usize].referenced = true;
                            // (A friend defined in its class is no member.)
                            let fty = match &self.sema.il.entity(first).kind {
                                EntityKind::Routine(r) => r.ty,
                                _ => self.sema.b.error,
                            };
                            let callee = self.mk(ExprKind::Name(first), fty, false, self.pos_of(t));
                            e = self.make_call(callee, Some((found, t)), args, lp, None);
                            continue;
                        }
                        if !args.iter().any(|a| self.is_dependent(a.ty) || self.sema.is_error(a.ty)) {
                            let msg = format!("identifier \"{}\" is undefined", self.text_of(t));
                            self.sema.error_at(t, 20, msg);
                        }
                        e = self.error_expr(e.pos);
                        callee_info = None;
                        continue;
                    }
                    e = self.make_call(e, callee_info.take(), args, lp, None);
                }
                TokenKind::LaunchOpen => {
                    let lo = self.bump();
                    let mut config: Vec<&'a Expr<'a>> = Vec::new();
                    while !self.at(TokenKind::Gt) && !self.at_eof() {
                        // Launch arguments are assignment expressions; a `>`
                        // ends them, so parse above relational level.
                        let a = self.launch_arg();
                        config.push(a);
                        if !self.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                    for _ in 0..3 {
                        if !self.eat(TokenKind::Gt) {
                            self.expected("a \">>>\"");
                            break;
                        }
                    }
                    if !self.at(TokenKind::LParen) {
                        self.expected("a \"(\"");
                        return e;
                    }
                    self.bump();
                    let args = self.call_args_until_rparen();
                    self.expect(TokenKind::RParen, "a \")\"");
                    e = self.make_call(e, callee_info.take(), args, lo, Some(config));
                }
                TokenKind::Dot | TokenKind::Arrow => {
                    let arrow = self.at(TokenKind::Arrow);
                    self.bump();
                    let template_kw = self.eat_kw(Kw::Template);
                    let name_tok = self.tok();
                    // `x.~T()`: a destructor call; on a non-class (or
                    // dependent) object a pseudo-destructor call, which only
                    // evaluates the object (type void).
                    if self.at(TokenKind::Tilde) && self.peek(1).kind == TokenKind::Ident {
                        self.bump();
                        let n = self.bump();
                        if self.at(TokenKind::Lt) {
                            let _ = self.template_argument_list();
                        }
                        let dname = alloc::format!("~{}", self.text_of(n));
                        let obj = if arrow { let d = self.decayed(e.ty); self.sema.pointee(d) } else { Some(e.ty) };
                        let cls = obj.and_then(|t| self.operand_class(t));
                        let has_dtor = cls.is_some_and(|c| self.sema.lookup_in(c, &dname).is_some_and(|v| !v.is_empty()));
                        // On an object of template-parameter type the call is
                        // made at instantiation: kept as written
                        // (`declval< T &> ().~T()`).
                        let dependent_obj = cls.is_none() && obj.is_some_and(|t| self.is_dependent(t));
                        if has_dtor {
                            let (m, cands) = self.make_member_named(e, &dname, name_tok, arrow);
                            e = m;
                            callee_info = cands.map(|c| (c, name_tok));
                            continue;
                        }
                        if let (true, Some(ot)) = (dependent_obj, obj) {
                            let ot = self.sema.non_ref(ot);
                            let ot = self.sema.unqualified(ot);
                            if let TypeKind::TemplateParam(tp) = self.sema.kind(ot).clone() {
                                let pos = self.pos_of(name_tok);
                                let m = self.dependent_member_entity(&dname, pos, tp);
                                e = self.mk(ExprKind::Member { base: e, member: m, arrow }, ot, true, pos);
                                callee_info = None;
                                continue;
                            }
                        }
                        if self.at(TokenKind::LParen) && self.peek(1).kind == TokenKind::RParen {
                            self.bump();
                            self.bump();
                        }
                        let void = self.sema.b.void;
                        // `p->~T()` reads the pointer (its object is named).
                        let obj_expr = match obj {
                            Some(ot) if arrow => self.mk(ExprKind::Unary(UnaryOp::Deref, e), ot, true, e.pos),
                            _ => e,
                        };
                        e = self.mk(ExprKind::Cast { kind: CastKind::Implicit, to: void, expr: obj_expr }, void, false, e.pos);
                        callee_info = None;
                        continue;
                    }
                    // `x.operator==(y)`, `p->operator()(…)`.
                    if self.at_kw(Kw::Operator) {
                        self.bump();
                        let (oname, _) = self.operator_name();
                        let (m, cands) = self.make_member_named(e, &oname, name_tok, arrow);
                        e = m;
                        callee_info = cands.map(|c| (c, name_tok));
                        continue;
                    }
                    // `this->B::f()`: a member named with its class (the
                    // qualifier is skipped; the member is found by name).
                    let mut name_tok = name_tok;
                    while self.at(TokenKind::Ident) && self.peek(1).kind == TokenKind::ColonColon && matches!(self.peek(2).kind, TokenKind::Ident | TokenKind::Tilde) {
                        self.bump();
                        self.bump();
                        name_tok = self.tok();
                    }
                    if !self.at_name() && !self.at(TokenKind::Tilde) {
                        self.expected("an identifier");
                        return self.error_expr(e.pos);
                    }
                    self.bump();
                    let (m, cands) = self.make_member(e, name_tok, arrow);
                    e = m;
                    callee_info = cands.map(|c| (c, name_tok));
                    // `x.template f<0>()`, `x.f<int>()`: explicit template
                    // arguments of a member function template (kept as
                    // written; a dependent member is resolved at
                    // instantiation).
                    if self.at(TokenKind::Lt) {
                        let member = match e.kind {
                            ExprKind::Member { member, .. } => Some(member),
                            _ => None,
                        };
                        let names_template = template_kw
                            || callee_info.as_ref().is_some_and(|(c, _)| {
                                c.iter().any(|x| matches!(&self.sema.il.entity(*x).kind, EntityKind::Routine(r) if !r.template_params.is_empty()))
                            });
                        if let (Some(m), true) = (member, names_template) {
                            if let Some(args) = self.template_argument_list() {
                                // They take part in choosing the call's candidate.
                                self.partial_explicit_args.insert(name_tok.start, args.clone());
                                self.sema.il.written_template_args.entry((e.pos, m)).or_insert((template_kw, args));
                            }
                        }
                    }
                }
                TokenKind::PlusPlus | TokenKind::MinusMinus => {
                    let t = self.bump();
                    let op = if t.kind == TokenKind::PlusPlus { UnaryOp::PostInc } else { UnaryOp::PostDec };
                    let pos = e.pos;
                    e = self.make_unary(op, e, pos, t);
                    callee_info = None;
                }
                _ => break,
            }
        }
        e
    }

    /// An expression at shift level or tighter (no relational operators), as
    /// in `<<<…>>>` and template argument lists where `>` closes.
    fn launch_arg(&mut self) -> &'a Expr<'a> {
        // Shift and additive level: `>` would end the configuration.
        let mut lhs = self.cast_expression();
        while let Some((op, prec, ntoks)) = self.binary_op() {
            if prec < 8 || (op == BinaryOp::Shr) {
                break;
            }
            let t = self.tok();
            for _ in 0..ntoks {
                self.bump();
            }
            let rhs = self.binary(prec + 1);
            lhs = self.make_binary(op, lhs, rhs, t);
        }
        lhs
    }

    pub fn call_args_until_rparen(&mut self) -> &'a [&'a Expr<'a>] {
        let mut args: Vec<&'a Expr<'a>> = Vec::new();
        while !self.at(TokenKind::RParen) && !self.at_eof() {
            let first = self.i;
            // In an instantiation, `pattern...` is one argument per element
            // of the packs it names.
            if !self.pack_elements.is_empty() && self.expand_call_arg(first, &mut args) {
                if !self.eat(TokenKind::Comma) {
                    break;
                }
                continue;
            }
            let mut a = if self.at(TokenKind::LBrace) { self.braced_list_expr() } else { self.assignment_expression() };
            // `args...`: a pack expansion (expanded at instantiation).
            if self.at(TokenKind::Ellipsis) {
                // In an instantiation, the expansion of a pack bound to no
                // arguments is no argument at all.
                let empty = (first..self.i).any(|k| self.empty_pack_named_at(k));
                self.bump();
                if empty {
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                    continue;
                }
                a = self.mk(ExprKind::PackExpansion(a), a.ty, false, a.pos);
            }
            args.push(a);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.sema.il.arena.alloc_slice_copy(&args)
    }

    /// Whether token `k` is a name bound (in an instantiation) to a
    /// template parameter pack of no arguments.
    fn empty_pack_named_at(&self, k: usize) -> bool {
        let Some(t) = self.toks.get(k) else { return false };
        if t.kind != TokenKind::Ident {
            return false;
        }
        let name = self.text_of(*t);
        self.sema.lookup(name).and_then(|v| v.first().copied()).is_some_and(|e| self.sema.il.pack_lengths.get(&e) == Some(&0))
    }

    fn make_index(&mut self, a: &'a Expr<'a>, i: &'a Expr<'a>, t: Token) -> &'a Expr<'a> {
        let pos = a.pos;
        if self.operand_class(a.ty).is_some() {
            if let Some(e) = self.overloaded_operator(OverloadedOp::Index, &[a, i], t) {
                return e;
            }
            // Inside a template the operator is chosen at instantiation.
            if self.in_template_definition() {
                return self.mk(ExprKind::Index(a, i), a.ty, true, pos);
            }
        }
        // An element of an array whose bound is value-dependent (`T
        // local[N]` in a template): EDG types it at instantiation, so
        // nothing converts it meanwhile (`local[b] = 0`).
        if matches!(self.sema.il.ty(self.sema.non_ref(a.ty)), TypeKind::ArrayBound { .. }) && self.is_dependent(a.ty) {
            let ty = self.dependent_call_type();
            return self.mk(ExprKind::Index(a, i), ty, true, pos);
        }
        let (at, it) = (self.decayed(a.ty), self.decayed(i.ty));
        // An operand of dependent type (`t[i]` with `T t`, a member type of
        // a dependent specialization): the subscript is checked at
        // instantiation.
        if self.sema.pointee(at).is_none() && (self.is_dependent(a.ty) || self.is_dependent(i.ty)) {
            let ty = if self.is_dependent(a.ty) { a.ty } else { i.ty };
            return self.mk(ExprKind::Index(a, i), ty, true, pos);
        }
        if let Some(p) = self.sema.pointee(at) {
            return self.mk(ExprKind::Index(a, i), p, true, pos);
        }
        if let Some(p) = self.sema.pointee(it) {
            return self.mk(ExprKind::Index(a, i), p, true, pos);
        }
        if !self.sema.is_error(a.ty) {
            let _ = t;
            let ts = self.sema.type_to_string(a.ty);
            self.sema.error_at_pos(a.pos, 349, format!("expression must have pointer-to-object type but it has type \"{}\"", ts));
        }
        self.mk(ExprKind::Index(a, i), self.sema.b.error, true, pos)
    }

    /// The type of `*range.begin()` (a range-based `for`'s element), by the
    /// expression rules themselves (overloads, base classes, instances); a
    /// failure says nothing (the caller falls back), leaving no diagnostic.
    pub(crate) fn member_begin_deref_type(&mut self, range: &'a Expr<'a>, at: Token) -> Option<TypeId> {
        let before = self.sema.checkpoint();
        let before_errors = self.sema.error_count();
        let (m, cands) = self.make_member_named(range, "begin", at, false);
        let ty = match cands {
            Some(c) if !self.sema.is_error(m.ty) => {
                let call = self.make_call(m, Some((c, at)), &[], at, None);
                if self.sema.is_error(call.ty) {
                    None
                } else {
                    let d = self.make_unary(UnaryOp::Deref, call, range.pos, at);
                    Some(d.ty).filter(|t| !self.sema.is_error(*t))
                }
            }
            _ => None,
        };
        if ty.is_none() || self.sema.error_count() != before_errors {
            self.sema.rollback(before);
            return None;
        }
        ty
    }

    /// `base.name` / `base->name`: returns the member expression and, for
    /// member functions, the overload candidates.
    fn make_member(&mut self, base: &'a Expr<'a>, name_tok: Token, arrow: bool) -> (&'a Expr<'a>, Option<Vec<EntityId>>) {
        let name = self.text_of(name_tok);
        self.make_member_named(base, name, name_tok, arrow)
    }

    /// Member access by a name that may not be one token (`operator==`,
    /// `~T`); `name_tok` is where diagnostics go.
    fn make_member_named(&mut self, base: &'a Expr<'a>, name: &str, name_tok: Token, arrow: bool) -> (&'a Expr<'a>, Option<Vec<EntityId>>) {
        let pos = base.pos;
        // `p->m` on a class object: `p.operator->()->m`.
        let mut base = base;
        if arrow && self.operand_class(base.ty).is_some() {
            if let Some(e) = self.overloaded_operator(OverloadedOp::Arrow, &[base], name_tok) {
                base = e;
            }
        }
        let obj_ty = if arrow {
            let d = self.decayed(base.ty);
            match self.sema.pointee(d) {
                Some(p) => p,
                None => {
                    if self.sema.is_class(base.ty) {
                        let ts = self.sema.type_to_string(base.ty);
                        let msg = format!("operator -> or ->* applied to \"{}\" instead of to a pointer type", ts);
                        self.sema.error_at_pos(base.pos, 3, msg);
                        return (self.error_expr(pos), None);
                    }
                    // `t->m` on an object of template-parameter type: its
                    // `operator->` is chosen at instantiation.
                    if self.is_dependent(d) { d } else { self.sema.b.error }
                }
            }
        } else {
            base.ty
        };
        if let Some(cname) = self.plainly_incomplete_class(obj_ty) {
            let msg = if arrow {
                format!("pointer or reference to incomplete type \"{}\" is not allowed", cname)
            } else {
                format!("incomplete type \"{}\" is not allowed", cname)
            };
            self.sema.error_at_pos(base.pos, 833, msg);
            return (self.error_expr(pos), None);
        }
        let obj_quals = self.sema.il.quals_of(obj_ty);
        let cls = match self.sema.kind(obj_ty) {
            TypeKind::Class(c) => Some(*c),
            _ => None,
        };
        // A member of an object of template-parameter type: known at
        // instantiation (typed as the dependent object type meanwhile).
        if cls.is_none() && self.is_dependent(obj_ty) {
            let unq = self.sema.unqualified(obj_ty);
            if let TypeKind::TemplateParam(tp) = self.sema.kind(unq).clone() {
                let m = self.dependent_member_entity(name, pos, tp);
                return (self.mk(ExprKind::Member { base, member: m, arrow }, unq, true, pos), None);
            }
        }
        let Some(cls) = cls else {
            if !self.sema.is_error(obj_ty) {
                let ts = self.sema.type_to_string(obj_ty);
                let msg = if arrow {
                    format!("expression must have pointer-to-class type but it has type \"{}\"", ts)
                } else {
                    format!("expression must have class type but it has type \"{}\"", ts)
                };
                self.sema.error_at(name_tok, 153, msg);
            }
            return (self.error_expr(pos), None);
        };
        let found = self.sema.lookup_in(cls, name).unwrap_or_default();
        // A member of the current instantiation found only in a dependent
        // base: known at instantiation (EDG does not look there).
        if !found.is_empty() && self.found_only_in_dependent_base(cls, name) {
            let m = self.dependent_member_entity(name, pos, cls);
            let ty = self.sema.il.intern(TypeKind::TemplateParam(m));
            return (self.mk(ExprKind::Member { base, member: m, arrow }, ty, true, pos), None);
        }
        // A specialization of a template template parameter (`C<T>`): its
        // members are known at instantiation.
        let of_template_param =
            self.sema.il.class_instances.get(&cls).is_some_and(|(t, _)| self.sema.il.template_template_params.contains_key(t));
        if found.is_empty() && of_template_param {
            let unq = self.sema.unqualified(obj_ty);
            let m = self.dependent_member_entity(name, pos, cls);
            return (self.mk(ExprKind::Member { base, member: m, arrow }, unq, true, pos), None);
        }
        // A dependent specialization of a template not yet defined (or one
        // whose member comes from a specialization): its members are known
        // at instantiation (`__out.rdbuf()` on a `basic_ostream<C, T> &`
        // before <ostream> defines the template).
        if found.is_empty() && self.sema.il.class_instances.contains_key(&cls) && self.class_is_dependent(cls, 0) {
            let m = self.dependent_member_entity(name, pos, cls);
            let ty = self.sema.il.intern(TypeKind::TemplateParam(m));
            return (self.mk(ExprKind::Member { base, member: m, arrow }, ty, true, pos), None);
        }
        // Not found in a class with a dependent base: perhaps a member of
        // that base, known at instantiation (`this->m` in a template).
        if found.is_empty() {
            if let Some(bt) = self.dependent_base_type(cls, 0) {
                let sc = match self.sema.il.ty(bt) {
                    TypeKind::TemplateParam(tp) => *tp,
                    _ => cls,
                };
                let m = self.dependent_member_entity(name, pos, sc);
                return (self.mk(ExprKind::Member { base, member: m, arrow }, bt, true, pos), None);
            }
        }
        // A dependent specialization other than the current instantiation
        // (of a template perhaps only declared yet, or specialized later):
        // its members are looked up at instantiation.
        if found.is_empty() && self.is_dependent(obj_ty) && !self.sema.scopes.iter().any(|s| s.owner == Some(cls)) {
            let unq = self.sema.unqualified(obj_ty);
            let m = self.dependent_member_entity(name, pos, cls);
            return (self.mk(ExprKind::Member { base, member: m, arrow }, unq, true, pos), None);
        }
        let Some(&m) = found.first() else {
            let cname = self.sema.il.entity(cls).name.clone();
            let msg = format!("class \"{}\" has no member \"{}\"", cname, name);
            self.sema.error_at(name_tok, 135, msg);
            return (self.error_expr(pos), None);
        };
        match &self.sema.il.entity(m).kind {
            EntityKind::Field(f) if self.sema.is_ref(f.ty) => {
                // A reference member names the object it refers to (the
                // object expression's qualifiers do not reach it).
                let fty = self.sema.non_ref(f.ty);
                self.sema.il.entities[m.0 as usize].referenced = true;
                self.check_member_access(m, self.pos_of(name_tok));
                (self.mk(ExprKind::Member { base, member: m, arrow }, fty, true, pos), None)
            }
            EntityKind::Field(f) => {
                let fty = f.ty;
                // A reference member names the object it refers to, whose
                // qualifiers are its own (not the containing object's).
                let fty = if self.sema.is_ref(fty) { self.sema.non_ref(fty) } else { self.sema.qualified(fty, obj_quals) };
                let lv = arrow || base.lvalue;
                // EDG types `obj.field` of an lvalue through a reference to
                // the (qualified) field type, which it makes then.
                if !arrow && base.lvalue {
                    // Its folding of `obj.field` first takes the object (a
                    // named variable or a member of one) as a glvalue,
                    // through a reference to the object's type as written
                    // (`uint3 &` for a `uint3` typedef).
                    if matches!(base.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Member { arrow: false, .. }) {
                        self.sema.lref(base.ty);
                    }
                    self.sema.lref(fty);
                }
                self.sema.il.entities[m.0 as usize].referenced = true;
                self.check_member_access(m, self.pos_of(name_tok));
                (self.mk(ExprKind::Member { base, member: m, arrow }, fty, lv, pos), None)
            }
            EntityKind::Variable(v) => {
                let t = v.ty;
                self.check_member_access(m, self.pos_of(name_tok));
                (self.mk(ExprKind::Member { base, member: m, arrow }, t, true, pos), None)
            }
            EntityKind::Routine(r) => {
                let t = r.ty;
                (self.mk(ExprKind::Member { base, member: m, arrow }, t, false, pos), Some(found))
            }
            EntityKind::Enumerator(en) => {
                let et = self.sema.il.intern(TypeKind::Enum(en.enum_entity));
                (self.mk(ExprKind::Name(m), et, false, pos), None)
            }
            _ => (self.error_expr(pos), None),
        }
    }

    /// Build a call (or kernel launch when `config` is given).
    fn make_call(
        &mut self,
        callee: &'a Expr<'a>,
        cands: Option<(Vec<EntityId>, Token)>,
        args: &'a [&'a Expr<'a>],
        at: Token,
        config: Option<Vec<&'a Expr<'a>>>,
    ) -> &'a Expr<'a> {
        let pos = callee.pos;
        if self.sema.is_error(callee.ty) {
            return self.mk(ExprKind::Call { callee, args }, self.sema.b.error, false, pos);
        }
        // Resolve overloads on a named callee.
        let mut callee = callee;
        let mut chosen: Option<EntityId> = None;
        let mut name_tok = at;
        // A function template named as the callee is not dependent itself:
        // its arguments are deduced from the call.
        let names_template = cands.as_ref().is_some_and(|(c, _)| {
            c.iter().any(|x| matches!(&self.sema.il.entity(*x).kind, EntityKind::Routine(r) if !r.template_params.is_empty()))
        });
        let dependent = args.iter().any(|a| self.is_dependent(a.ty)) || (self.is_dependent(callee.ty) && !names_template);
        if dependent {
            // Resolved at instantiation; keep the call as written.
            let ret = match self.sema.kind(callee.ty).clone() {
                TypeKind::Function(f) => f.ret,
                _ => callee.ty,
            };
            let mut rty = self.sema.non_ref(ret);
            // With a dependent argument the function itself is chosen at
            // instantiation when the name is unqualified (argument-dependent
            // lookup adds candidates), overloaded, or a template (deduction):
            // the call's type is unknown until then, so nothing converts it
            // (`!f(t)`, `f(t) < 0`). A qualified name with one plain
            // candidate is bound now.
            if args.iter().any(|a| self.is_dependent(a.ty)) {
                if let Some((c, _)) = cands.as_ref() {
                    let routines: Vec<EntityId> =
                        c.iter().copied().filter(|x| matches!(self.sema.il.entity(*x).kind, EntityKind::Routine(_))).collect();
                    let free_function = routines.first().is_some_and(|r| {
                        !matches!(self.sema.il.entity(*r).parent.map(|p| &self.sema.il.entity(p).kind), Some(EntityKind::Class(_)))
                    });
                    let unqualified = matches!(callee.kind, ExprKind::Name(_));
                    if names_template || routines.len() > 1 || (unqualified && free_function) {
                        rty = self.dependent_call_type();
                    }
                }
            }
            if let Some(config) = config {
                let cfg = self.sema.il.arena.alloc_slice_copy(&config);
                return self.mk(ExprKind::KernelLaunch { callee, config: cfg, args }, rty, false, pos);
            }
            return self.mk(ExprKind::Call { callee, args }, rty, false, pos);
        }
        if let Some((cands, nt)) = cands {
            name_tok = nt;
            let routines: Vec<EntityId> =
                cands.iter().copied().filter(|c| matches!(self.sema.il.entity(*c).kind, EntityKind::Routine(_))).collect();
            // An unqualified name calling non-member functions is also
            // looked up through the arguments' classes, which EDG
            // completes for it.
            if matches!(callee.kind, ExprKind::Name(_)) && !routines.is_empty() && !routines.iter().any(|r| self.is_class_member(*r)) {
                self.note_adl_completions(args);
            }
            let single = routines.len() == 1
                && matches!(&self.sema.il.entity(routines[0]).kind, EntityKind::Routine(r) if r.template_params.is_empty());
            self.explicit_for_call = self.partial_explicit_args.get(&nt.start).cloned();
            let (object_quals, object_lvalue) = match callee.kind {
                ExprKind::Member { base, arrow, .. } => {
                    let t = self.sema.non_ref(base.ty);
                    let t = if arrow { self.sema.pointee(t).unwrap_or(t) } else { t };
                    (Some(self.sema.il.quals_of(t)), Some(arrow || base.lvalue))
                }
                // `f()` naming members from within a non-static member
                // function: the object is `*this`, as qualified as the function.
                ExprKind::Name(_) | ExprKind::QualifiedName { .. } if self.in_nonstatic_member() && routines.iter().any(|r| self.is_class_member(*r)) => {
                    (Some(self.this_quals()), Some(true))
                }
                _ => (None, None),
            };
            self.call_object_quals = object_quals;
            self.call_object_lvalue = object_lvalue;
            if single && self.resolve_overload(&routines, args).is_none() {
                // One candidate: each argument is checked on its own.
                self.report_each_arg_mismatch(routines[0], args);
                return self.mk(ExprKind::Call { callee, args }, self.sema.b.error, false, pos);
            }
            if !routines.is_empty() {
                self.explicit_for_call = self.partial_explicit_args.get(&nt.start).cloned();
                self.call_object_quals = object_quals;
                self.call_object_lvalue = object_lvalue;
                let resolved = self.resolve_overload(&routines, args);
                if let (Some(_), Some(amb)) = (resolved, self.ambiguous_candidates.take()) {
                    // More than one candidate fits equally well.
                    let name = self.sema.il.entity(routines[0]).name.clone();
                    let mut msg = format!("more than one instance of overloaded function \"{}\" matches the argument list:", name);
                    for c in &amb {
                        let line = self.sema.location_of(self.sema.il.entity(*c).pos).line;
                        // A specialization is named by its template's
                        // signature, return type first.
                        let template = match &self.sema.il.entity(*c).kind {
                            EntityKind::Routine(r) => r.instance_of.as_ref().map(|(t, _)| *t),
                            _ => None,
                        };
                        if let Some(t) = template {
                            let (ret, sig) = match self.routine_ftype(t) {
                                Some(f) => (
                                    self.sema.type_to_string(f.ret),
                                    f.params.iter().map(|p| self.sema.type_to_string(*p)).collect::<Vec<_>>().join(", "),
                                ),
                                None => (String::new(), String::new()),
                            };
                            let name = self.sema.il.entity(t).name.clone();
                            msg.push_str(&format!("\nfunction template \"{} {}({})\" (declared at line {})", ret, name, sig, line));
                            continue;
                        }
                        let sig = match self.routine_ftype(*c) {
                            Some(f) => f.params.iter().map(|p| self.sema.type_to_string(*p)).collect::<Vec<_>>().join(", "),
                            None => String::new(),
                        };
                        msg.push_str(&format!("\nfunction \"{}({})\" (declared at line {})", self.sema.il.entity(*c).name, sig, line));
                    }
                    let types: Vec<String> = args.iter().map(|a| self.sema.type_to_string(a.ty)).collect();
                    msg.push_str(&format!("\nargument types are: ({})", types.join(", ")));
                    self.sema.error_at(nt, 308, msg);
                    return self.mk(ExprKind::Call { callee, args }, self.sema.b.error, false, pos);
                }
                match resolved {
                    Some(r) => {
                        chosen = Some(r);
                        self.deduce_instance_return(r);
                        let rty = match &self.sema.il.entity(r).kind {
                            EntityKind::Routine(rt) => rt.ty,
                            _ => self.sema.b.error,
                        };
                        callee = match callee.kind {
                            ExprKind::Member { base, arrow, .. } => {
                                self.mk(ExprKind::Member { base, member: r, arrow }, rty, false, callee.pos)
                            }
                            ExprKind::QualifiedName { qualifier, .. } => {
                                self.mk(ExprKind::QualifiedName { entity: r, qualifier }, rty, true, callee.pos)
                            }
                            _ => self.mk(ExprKind::Name(r), rty, true, callee.pos),
                        };
                    }
                    None => {
                        let name = self.sema.il.entity(routines[0]).name.clone();
                        let all_templates = routines
                            .iter()
                            .all(|r| matches!(&self.sema.il.entity(*r).kind, EntityKind::Routine(x) if !x.template_params.is_empty()));
                        // (In a template, or while instantiating one, explicit
                        // arguments may be dependent or not modelled: no
                        // verdict there.)
                        let settled = !self.in_template_definition() && self.inst_depth == 0;
                        if all_templates && settled && !args.iter().any(|a| self.sema.is_error(a.ty)) {
                            // Deduction failed for every candidate template.
                            let types: Vec<String> = args.iter().map(|a| self.sema.type_to_string(a.ty)).collect();
                            let msg = format!(
                                "no instance of function template \"{}\" matches the argument list\nargument types are: ({})",
                                name,
                                types.join(", ")
                            );
                            let before = self.sema.diags.len();
                            self.sema.error_at(nt, 304, msg);
                            if self.sema.diags.len() > before {
                                for r in &routines {
                                    let pos = self.sema.il.entity(*r).pos;
                                    let loc = self.sema.location_of(pos);
                                    let n = self.sema.il.entity(*r).name.clone();
                                    let mut d = crate::diag::Diagnostic::new(
                                        crate::diag::Severity::Note,
                                        3327,
                                        format!("candidate function template \"{}\" failed deduction", n),
                                        Some(loc),
                                    );
                                    d.discretionary = true;
                                    self.sema.diags.push(d);
                                }
                            }
                            return self.mk(ExprKind::Call { callee, args }, self.sema.b.error, false, pos);
                        }
                        if routines.len() > 1 {
                            let types: Vec<String> = args.iter().map(|a| self.sema.type_to_string(a.ty)).collect();
                            let msg = format!("no instance of overloaded function \"{}\" matches the argument list\nargument types are: ({})", name, types.join(", "));
                            let before = self.sema.diags.len();
                            self.sema.error_at(nt, 304, msg);
                            if self.sema.diags.len() > before {
                                self.candidate_notes(&routines, args);
                            }
                        } else {
                            self.report_arg_mismatch(routines[0], args);
                        }
                        return self.mk(ExprKind::Call { callee, args }, self.sema.b.error, false, pos);
                    }
                }
            }
        }
        // Function type of the callee (direct, or through a pointer).
        let cty = self.decayed(callee.ty);
        let fty = match self.sema.kind(cty).clone() {
            TypeKind::Function(f) => Some(f),
            TypeKind::Pointer(p) => match self.sema.kind(p).clone() {
                TypeKind::Function(f) => Some(f),
                _ => None,
            },
            TypeKind::Class(_) => None,
            _ => None,
        };
        if fty.is_none() && config.is_none() && self.operand_class(callee.ty).is_some() {
            let mut operands = alloc::vec![callee];
            operands.extend(args.iter().copied());
            if let Some(e) = self.overloaded_operator(OverloadedOp::Call, &operands, at) {
                return e;
            }
        }
        let Some(f) = fty else {
            if !self.sema.is_class(callee.ty) {
                self.sema.error_at_pos(callee.pos, 109, String::from("expression preceding parentheses of apparent call must have (pointer-to-) function type"));
            }
            return self.mk(ExprKind::Call { callee, args }, self.sema.b.error, false, pos);
        };
        // Argument count check for non-overloaded calls through pointers.
        if chosen.is_none() {
            // (A function named directly, `f<float>(x)` resolved with its
            // template arguments, still has its default arguments.)
            let named = match &callee.kind {
                ExprKind::Name(r) | ExprKind::QualifiedName { entity: r, .. } if matches!(self.sema.il.entity(*r).kind, EntityKind::Routine(_)) => Some(*r),
                _ => None,
            };
            let required = named.map_or(f.params.len(), |r| self.required_params(r).min(f.params.len()));
            if args.len() < required {
                let close = self.prev_token();
                self.sema.error_at(close, 165, String::from("too few arguments in function call"));
            } else if args.len() > f.params.len() && !f.variadic {
                let p = args[f.params.len()].pos;
                self.sema.error_at_pos(p, 140, String::from("too many arguments in function call"));
            }
        }
        // `__nv_tex_surf_handler` takes its arguments as they are (no
        // default promotions: a float coordinate stays float).
        let raw_args = chosen.is_some_and(|r| self.sema.il.entity(r).name == "__nv_tex_surf_handler" && self.sema.il.entity(r).parent.is_none());
        let mut args_c = if raw_args { args } else { self.convert_args(&f, args) };
        // Default arguments are not materialized in the IL: EDG prints the
        // call as written (defaults are implied by the declaration).
        if let Some(r) = chosen {
            self.sema.il.entities[r.0 as usize].referenced = true;
            self.check_deleted(r, self.pos_of(name_tok));
            if matches!(callee.kind, ExprKind::Member { .. }) {
                self.check_member_access(r, self.pos_of(name_tok));
            }
            self.sema.check_call_at(r, name_tok, config.is_some());
        } else if let ExprKind::Name(r) | ExprKind::QualifiedName { entity: r, .. } = callee.kind {
            // A function named in parentheses (`(hf)(x)`) was bound without
            // overload resolution; the call table still applies to it.
            if matches!(self.sema.il.entity(r).kind, EntityKind::Routine(_)) {
                self.sema.check_call_at(r, name_tok, config.is_some());
            }
        }
        let ret = f.ret;
        // A `decltype(auto)` instance whose body is not yet instantiated
        // may return a reference: its call is not diagnosed as a value.
        let undeduced = chosen.is_some_and(|r| {
            self.sema.il.decltype_auto_return.contains(&r)
                && matches!(&self.sema.il.entity(r).kind, EntityKind::Routine(ri) if ri.instance_of.is_some() && ri.body.is_none())
        });
        let lv = self.sema.is_ref(ret) || undeduced;
        let rty = self.sema.non_ref(ret);
        if let Some(config) = config {
            self.sema.check_device_side_launch(callee.pos);
            let cfg = self.launch_config(config, at);
            if args_c.len() != args.len() {
                args_c = args;
            }
            return self.mk(ExprKind::KernelLaunch { callee, config: cfg, args: args_c }, rty, false, pos);
        }
        self.mk(ExprKind::Call { callee, args: args_c }, rty, lv, pos)
    }

    /// One note per candidate of a failed overload resolution (the most
    /// recently declared first): why it does not fit.
    fn candidate_notes(&mut self, routines: &[EntityId], args: &[&'a Expr<'a>]) {
        for &r in routines.iter().rev() {
            let Some(f) = self.routine_ftype(r) else { continue };
            let sig = format!(
                "{}({})",
                self.sema.il.entity(r).name,
                f.params.iter().map(|p| self.sema.type_to_string(*p)).collect::<Vec<_>>().join(", ")
            );
            let min = self.required_params(r);
            let (number, msg) = if args.len() < min || (args.len() > f.params.len() && !f.variadic) {
                (3322, format!("number of parameters of function \"{}\" does not match the call", sig))
            } else {
                let bad = args.iter().enumerate().find(|(i, a)| f.params.get(*i).is_some_and(|p| self.argument_rank(a, *p) >= NOT_VIABLE));
                match bad {
                    Some((i, _)) => (3326, format!("function \"{}\" does not match because argument #{} does not match parameter", sig, i + 1)),
                    None => continue,
                }
            };
            let loc = self.sema.location_of(self.sema.il.entity(r).pos);
            let mut d = crate::diag::Diagnostic::new(crate::diag::Severity::Note, number, msg, Some(loc));
            d.discretionary = true;
            self.sema.diags.push(d);
        }
    }

    /// Why a single candidate does not fit; reported where EDG points.
    fn report_arg_mismatch(&mut self, r: EntityId, args: &[&'a Expr<'a>]) {
        let Some(f) = self.routine_ftype(r) else { return };
        let min = self.required_params(r);
        if args.len() < min {
            let close = self.prev_token();
            self.sema.error_at(close, 165, String::from("too few arguments in function call"));
            return;
        }
        if args.len() > f.params.len() && !f.variadic {
            let p = args[f.params.len()].pos;
            self.sema.error_at_pos(p, 140, String::from("too many arguments in function call"));
            return;
        }
        for (i, a) in args.iter().enumerate() {
            if let Some(p) = f.params.get(i) {
                if self.argument_rank(a, *p) >= NOT_VIABLE {
                    let d = self.decayed(a.ty);
                    let at = self.sema.type_to_string(d);
                    let pt = self.sema.type_to_string(*p);
                    let msg = format!("argument of type \"{}\" is incompatible with parameter of type \"{}\"", at, pt);
                    self.sema.error_at_pos(a.pos, 167, msg);
                    return;
                }
            }
        }
    }

    /// EDG's checks of a call to a single (non-overloaded) function: every
    /// incompatible argument, then the count.
    fn report_each_arg_mismatch(&mut self, r: EntityId, args: &[&'a Expr<'a>]) {
        let Some(f) = self.routine_ftype(r) else { return };
        for (i, a) in args.iter().enumerate() {
            if let Some(p) = f.params.get(i) {
                if self.argument_rank(a, *p) >= NOT_VIABLE {
                    let d = self.decayed(a.ty);
                    let at = self.sema.type_to_string(d);
                    let pt = self.sema.type_to_string(*p);
                    let msg = format!("argument of type \"{}\" is incompatible with parameter of type \"{}\"", at, pt);
                    self.sema.error_at_pos(a.pos, 167, msg);
                }
            }
        }
        let min = self.required_params(r);
        if args.len() < min {
            let close = self.prev_token();
            self.sema.error_at(close, 165, String::from("too few arguments in function call"));
        } else if args.len() > f.params.len() && !f.variadic {
            let p = args[f.params.len()].pos;
            self.sema.error_at_pos(p, 140, String::from("too many arguments in function call"));
        }
    }

    /// The token before the cursor (e.g. a just-consumed `)`).
    pub fn prev_token(&self) -> Token {
        self.toks.get(self.i.saturating_sub(1)).copied().unwrap_or_else(|| self.tok())
    }

    /// Convert `<<<g, b, s, t>>>` to `__cudaPushCallConfiguration`'s parameters.
    fn launch_config(&mut self, config: Vec<&'a Expr<'a>>, at: Token) -> &'a [&'a Expr<'a>] {
        let push = self.sema.lookup("__cudaPushCallConfiguration").and_then(|v| v.first().copied());
        let Some(push) = push else {
            let loc = self.location(at);
            self.sema.report(
                Severity::Catastrophic,
                3654,
                String::from("unable to find __cudaPushCallConfiguration declaration. CUDA toolkit installation may be corrupt."),
                Some(loc),
            );
            self.aborted = true;
            return self.sema.il.arena.alloc_slice_copy(&config);
        };
        // Checked as a call of __cudaPushCallConfiguration.
        let f = self.routine_ftype(push);
        let (required, total) = (self.required_params(push), f.as_ref().map(|f| f.params.len()).unwrap_or(4));
        if config.len() > total {
            let p = config[total].pos;
            self.sema.error_at_pos(p, 140, String::from("too many arguments in function call"));
        } else if config.len() < required {
            self.sema.error_at(at, 165, String::from("too few arguments in function call"));
        }
        let mut out = Vec::new();
        for (i, c) in config.iter().enumerate() {
            let conv = match f.as_ref().and_then(|f| f.params.get(i)) {
                Some(p) => {
                    let p = *p;
                    self.convert(c, p)
                }
                None => c,
            };
            out.push(conv);
        }
        self.sema.il.arena.alloc_slice_copy(&out)
    }

    // ------------------------------------------------------------ primary

    /// A primary expression; for names of functions, also the overload set.
    fn primary_expression(&mut self) -> (&'a Expr<'a>, Option<(Vec<EntityId>, Token)>) {
        let t = self.tok();
        let pos = self.pos_of(t);
        let b = self.sema.b;
        if let Some(x) = self.builtin_primary() {
            return (x, None);
        }
        match t.kind {
            TokenKind::Number => {
                self.bump();
                return (self.number_literal(t), None);
            }
            TokenKind::CharLit => {
                self.bump();
                return (self.char_literal(t), None);
            }
            TokenKind::StringLit | TokenKind::RawStringLit => return (self.string_literal(), None),
            TokenKind::LParen => {
                self.bump();
                if self.at(TokenKind::LBrace) {
                    // GNU statement expression.
                    let s = self.compound_statement();
                    self.expect(TokenKind::RParen, "a \")\"");
                    let ty = stmt_expr_type(s).unwrap_or(b.void);
                    return (self.mk(ExprKind::StmtExpr(s), ty, false, pos), None);
                }
                let saved_args = core::mem::replace(&mut self.in_template_args, false);
                // `(... op pattern)`: a unary left fold.
                if self.at(TokenKind::Ellipsis) {
                    self.bump();
                    let op = if self.at(TokenKind::Comma) { Some((BinaryOp::Comma, 0, 1)) } else { self.binary_op() };
                    if let Some((op, prec, ntoks)) = op {
                        for _ in 0..ntoks {
                            self.bump();
                        }
                        let x = self.unary_left_fold(op, prec, pos);
                        self.in_template_args = saved_args;
                        self.expect(TokenKind::RParen, "a \")\"");
                        return (x, None);
                    }
                }
                let e = self.expression();
                self.in_template_args = saved_args;
                self.expect(TokenKind::RParen, "a \")\"");
                // Diagnostics on a parenthesized expression point at its `(`.
                let e: &'a Expr<'a> = self.sema.il.arena.alloc(Expr { pos, ..e.clone() });
                if self.at(TokenKind::LParen) && matches!(e.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. }) {
                    self.sema.il.parenthesized_callees.insert(pos);
                }
                return (e, None);
            }
            TokenKind::LBrace => return (self.braced_list_expr(), None),
            TokenKind::LBracket => return (self.lambda_expression(pos), None),
            _ => {}
        }
        if let Some(k) = self.kw() {
            match k {
                Kw::True | Kw::False => {
                    self.bump();
                    return (self.mk(ExprKind::BoolLit(k == Kw::True), b.bool_, false, pos), None);
                }
                Kw::Nullptr => {
                    self.bump();
                    return (self.mk(ExprKind::Nullptr, b.nullptr, false, pos), None);
                }
                Kw::Typeid => return (self.typeid_expression(pos), None),
                Kw::This if !self.closure_frames.is_empty() => {
                    self.bump();
                    if let Some((x, _)) = self.capture_this(pos) {
                        return (x, None);
                    }
                    return (self.error_expr(pos), None);
                }
                Kw::This => {
                    self.bump();
                    let cls = self
                        .sema
                        .current_routine
                        .and_then(|r| self.sema.il.entity(r).parent)
                        .filter(|p| matches!(self.sema.il.entity(*p).kind, EntityKind::Class(_)));
                    let ty = match cls {
                        Some(c) => {
                            let ct = self.sema.il.intern(TypeKind::Class(c));
                            let q = self.this_quals();
                            let obj = self.sema.qualified(ct, q);
                            self.sema.ptr(obj)
                        }
                        None => {
                            self.sema.error_at(t, 258, String::from("\"this\" may only be used inside a nonstatic member function"));
                            b.error
                        }
                    };
                    self.sema.il.written_this.insert(pos);
                    return (self.mk(ExprKind::This, ty, false, pos), None);
                }
                Kw::StaticCast | Kw::ConstCast | Kw::ReinterpretCast | Kw::DynamicCast => {
                    self.bump();
                    let kind = match k {
                        Kw::StaticCast => CastKind::Static,
                        Kw::ConstCast => CastKind::Const,
                        Kw::ReinterpretCast => CastKind::Reinterpret,
                        _ => CastKind::Dynamic,
                    };
                    self.expect(TokenKind::Lt, "a \"<\"");
                    let ty = self.type_id();
                    self.expect(TokenKind::Gt, "a \">\"");
                    self.expect(TokenKind::LParen, "a \"(\"");
                    let e = self.expression();
                    self.expect(TokenKind::RParen, "a \")\"");
                    let lv = self.sema.is_ref(ty);
                    let rty = self.sema.non_ref(ty);
                    return (self.mk(ExprKind::Cast { kind, to: ty, expr: e }, rty, lv, pos), None);
                }
                Kw::Char | Kw::Bool | Kw::Short | Kw::Int | Kw::Long | Kw::Signed | Kw::Unsigned | Kw::Float | Kw::Double
                | Kw::Void | Kw::WcharT | Kw::Char16T | Kw::Char32T => {
                    // Functional cast `int(x)`: specifiers only.
                    let ds = self.decl_specifiers(Context::Block);
                    let ty = self.spec_type(&ds);
                    // `int()` written with type keywords is EDG's zero of that
                    // type, printed as the cast `((int)0)`; through a typedef
                    // name it stays `I()`.
                    if self.at(TokenKind::LParen) && self.peek(1).kind == TokenKind::RParen && !self.sema.is_void(ty) {
                        self.bump();
                        self.bump();
                        let int = self.sema.b.int;
                        let zero = self.mk(ExprKind::IntLit { value: 0, text: "()" }, int, false, pos);
                        return (self.mk(ExprKind::Cast { kind: CastKind::Functional, to: ty, expr: zero }, ty, false, pos), None);
                    }
                    return (self.functional_cast(ty, pos), None);
                }
                // An operator function named: `operator()(g, p)`.
                Kw::Operator => return self.id_expression(),
                // `decltype(e)` as a simple-type-specifier: a functional
                // cast `decltype(e){}` or the scope of a qualified name
                // `decltype(e)::value`.
                Kw::Decltype if self.peek(1).kind == TokenKind::LParen => {
                    let start = self.i;
                    self.bump();
                    let ty = self.decltype_specifier(false);
                    if self.at(TokenKind::ColonColon) && self.peek(1).kind == TokenKind::Ident {
                        if let Some(sc) = self.type_scope_entity(ty) {
                            return self.id_expression_from(Some((start, sc)));
                        }
                    }
                    return (self.functional_cast(ty, pos), None);
                }
                _ => {
                    self.expected("an expression");
                    return (self.error_expr(pos), None);
                }
            }
        }
        if self.at(TokenKind::ColonColon) || self.at_name() || self.at_kw(Kw::Operator) {
            return self.id_expression();
        }
        if self.at(TokenKind::Tilde) {
            self.bump();
        }
        self.expected("an expression");
        (self.error_expr(pos), None)
    }

    pub(super) fn functional_cast(&mut self, ty: TypeId, pos: Pos) -> &'a Expr<'a> {
        let braces = self.at(TokenKind::LBrace);
        if !braces && !self.at(TokenKind::LParen) {
            self.expected("a \"(\"");
            return self.error_expr(pos);
        }
        self.bump();
        let close = if braces { TokenKind::RBrace } else { TokenKind::RParen };
        let mut args: Vec<&'a Expr<'a>> = Vec::new();
        while !self.at(close) && !self.at_eof() {
            let mut a = self.assignment_expression();
            // `T(args...)`: a pack expansion (expanded at instantiation).
            if self.eat(TokenKind::Ellipsis) {
                a = self.mk(ExprKind::PackExpansion(a), a.ty, false, a.pos);
            }
            args.push(a);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(close, if braces { "a \"}\"" } else { "a \")\"" });
        if let TypeKind::Class(c) = self.sema.kind(ty).clone() {
            // `T(x)` with one argument is a (functional) cast in EDG's IL.
            if args.len() == 1 && !braces {
                // The argument is converted to the chosen constructor's parameter.
                let ctors = self.constructors(c);
                let mut e = args[0];
                if let Some(f) = self.resolve_overload(&ctors, &args).and_then(|k| self.routine_ftype(k)) {
                    if let Some(p) = f.params.first() {
                        let p = *p;
                        e = self.convert(e, p);
                    }
                }
                return self.mk(ExprKind::Cast { kind: CastKind::Functional, to: ty, expr: e }, ty, false, pos);
            }
            let ctors = self.constructors(c);
            let ctor = self.resolve_overload(&ctors, &args);
            let args_c = match ctor.and_then(|c| self.routine_ftype(c)) {
                Some(f) => self.convert_args(&f, &args),
                // `Agg{a, b}`: each element converted to its member.
                None if braces => match self.convert_aggregate_items(&args, ty) {
                    Some(converted) => converted,
                    None => self.sema.il.arena.alloc_slice_copy(&args),
                },
                None => self.sema.il.arena.alloc_slice_copy(&args),
            };
            return self.mk(ExprKind::Construct { ty, ctor, args: args_c, braces }, ty, false, pos);
        }
        if args.len() == 1 && !braces {
            let e = args[0];
            return self.mk(ExprKind::Cast { kind: CastKind::Functional, to: ty, expr: e }, ty, false, pos);
        }
        let args = self.sema.il.arena.alloc_slice_copy(&args);
        self.mk(ExprKind::Construct { ty, ctor: None, args, braces }, ty, false, pos)
    }

    /// A (possibly qualified) name used as an expression.
    fn id_expression(&mut self) -> (&'a Expr<'a>, Option<(Vec<EntityId>, Token)>) {
        self.id_expression_from(None)
    }

    /// An id-expression; `lead` is a `decltype(e)` already parsed (its
    /// first token's index and the scope it names) with the cursor at the
    /// `::` after it (`decltype(f<T>(0))::value`).
    fn id_expression_from(&mut self, lead: Option<(usize, EntityId)>) -> (&'a Expr<'a>, Option<(Vec<EntityId>, Token)>) {
        let first_index = lead.map_or(self.i, |(k, _)| k);
        let first = self.toks.get(first_index).copied().unwrap_or_else(|| self.tok());
        let pos = self.pos_of(first);
        let global = lead.is_none() && self.eat(TokenKind::ColonColon);
        let mut scope: Option<EntityId> = None;
        if let Some((_, sc)) = lead {
            self.bump();
            scope = Some(sc);
        }
        let mut template_kw = false;
        loop {
            // `Op::template f<T>`: the keyword says a template's name follows.
            if scope.is_some() && self.at_kw(Kw::Template) {
                self.bump();
                template_kw = true;
            }
            // An operator function named: `::operator new(n)`, `operator==(a, b)`.
            if self.at_kw(Kw::Operator) {
                let t = self.bump();
                let (oname, _) = self.operator_name();
                let found = match scope {
                    Some(s) => self.sema.lookup_in(s, &oname),
                    None if global => self.sema.lookup_global(&oname),
                    None => self.sema.lookup(&oname).map(|v| v.to_vec()),
                };
                let Some(ents) = found.filter(|v| !v.is_empty()) else {
                    self.sema.error_at(t, 20, format!("identifier \"{}\" is undefined", oname));
                    return (self.error_expr(pos), None);
                };
                let e = ents[0];
                self.sema.il.entities[e.0 as usize].referenced = true;
                let mut expr = self.name_expr(e, pos);
                if global || scope.is_some() {
                    if let ExprKind::Name(ent) = expr.kind {
                        let qualifier: &'a str = self.src.get(first.start as usize..t.start as usize).unwrap_or("");
                        expr = self.mk(ExprKind::QualifiedName { entity: ent, qualifier }, expr.ty, expr.lvalue, expr.pos);
                    }
                }
                let is_routine = matches!(self.sema.il.entity(e).kind, EntityKind::Routine(_));
                return (expr, if is_routine { Some((ents, t)) } else { None });
            }
            if !self.at_name() {
                self.expected("an identifier");
                return (self.error_expr(pos), None);
            }
            let t = self.bump();
            let name = self.text_of(t);
            let found: Option<Vec<EntityId>> = match scope {
                Some(s) => self.sema.lookup_in(s, name),
                None if global => self.sema.lookup_global(name),
                None => self.sema.lookup(name).map(|v| v.to_vec()),
            };
            // `A<args>` (alias template) before `::`, `(` or `{`.
            if let Some(alias) = self.at(TokenKind::Lt).then(|| found.as_ref().and_then(|v| v.first().copied())).flatten().filter(|e| self.alias_templates.contains_key(e)) {
                let back = self.i;
                if let Some(args) = self.template_argument_list() {
                    let ty = self.instantiate_alias(alias, args);
                    if self.eat(TokenKind::ColonColon) {
                        let c = self.sema.il.canonical(ty);
                        if let TypeKind::Class(x) | TypeKind::Enum(x) | TypeKind::TemplateParam(x) = self.sema.il.ty(c) {
                            scope = Some(*x);
                            continue;
                        }
                    }
                    return (self.functional_cast(ty, pos), None);
                }
                self.i = back;
            }
            // `X<args>` (class template specialization) before `::`, `(` or `{`.
            if self.at(TokenKind::Lt) {
                if let Some(tmpl) = found.as_ref().and_then(|v| v.first().copied()).and_then(|e| self.class_template_of(e)) {
                    let back = self.i;
                    if let Some(args) = self.template_argument_list() {
                        let inst = self.instantiate_class(tmpl, args);
                        if self.eat(TokenKind::ColonColon) {
                            scope = Some(inst);
                            continue;
                        }
                        let ty = self.sema.il.intern(TypeKind::Class(inst));
                        return (self.functional_cast(ty, pos), None);
                    }
                    self.i = back;
                }
            }
            if self.at(TokenKind::ColonColon) {
                if let Some(e) = found.as_ref().and_then(|v| v.first().copied()) {
                    let target = match &self.sema.il.entity(e).kind {
                        EntityKind::Namespace { .. } | EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::TemplateParam { is_type: true, .. } => Some(e),
                        EntityKind::Typedef(t) => {
                            let c = self.sema.il.canonical(*t);
                            match self.sema.il.ty(c) {
                                TypeKind::Class(x) | TypeKind::Enum(x) | TypeKind::TemplateParam(x) => Some(*x),
                                _ => None,
                            }
                        }
                        _ => None,
                    };
                    if let Some(target) = target {
                        self.bump();
                        scope = Some(target);
                        continue;
                    }
                }
            }
            if found.is_none() {
                if let Some(sc) = scope {
                    if self.scope_is_dependent(sc) {
                        // A member of a dependent scope: known at instantiation.
                        let ty = self.sema.b.error;
                        let qual_start = first.start as usize;
                        let qual_end = t.start as usize;
                        let qualifier: &'a str = self.src.get(qual_start..qual_end).unwrap_or("");
                        let e = self.dependent_member_entity(name, pos, sc);
                        if self.at(TokenKind::Lt) && (template_kw || self.closing_angle_ahead()) {
                            if let Some(args) = self.template_argument_list() {
                                self.sema.il.written_template_args.entry((pos, e)).or_insert((template_kw, args));
                            }
                        }
                        // `P::X::A`: a member of that member, dependent too
                        // (its qualifier is the whole text written).
                        if self.at(TokenKind::ColonColon) && (self.peek(1).kind == TokenKind::Ident) {
                            self.bump();
                            scope = Some(e);
                            template_kw = false;
                            continue;
                        }
                        return (self.mk(ExprKind::QualifiedName { entity: e, qualifier }, ty, true, pos), None);
                    }
                }
            }
            if found.is_none() && scope.is_none() {
                // (`__integer_pack(N)...` is GCC's builtin behind
                // `make_integer_sequence`.)
                // (`__nv_tex_surf_handler` is the CUDA front end's own: the
                // texture and surface functions' bodies call it.)
                if name.starts_with("__builtin_") || name.starts_with("__sync_") || name.starts_with("__atomic_") || name == "__integer_pack" || name == "__nv_tex_surf_handler" {
                    // GCC builtins are implicitly declared.
                    let e = self.implicit_builtin(name, pos);
                    let x = self.name_expr(e, pos);
                    return (x, Some((alloc::vec![e], t)));
                }
                if name == "__null" {
                    let ty = self.sema.b.long;
                    return (self.mk(ExprKind::IntLit { value: 0, text: "__null" }, ty, false, pos), None);
                }
                if matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") && self.sema.current_routine.is_some() {
                    let e = self.function_name_variable(name, pos);
                    return (self.name_expr(e, pos), None);
                }
            }
            // `f(args)` in a template's body with `f` not declared: an
            // unqualified dependent name, looked up (by argument-dependent
            // lookup) at instantiation; kept as written.
            if found.as_ref().map_or(true, |v| v.is_empty()) && scope.is_none() && !global && self.at(TokenKind::LParen) && self.in_template_declaration() {
                let kind = EntityKind::TemplateParam { index: u32::MAX, is_type: false, ty: None, default_type: None, key: TemplateParamKey::NonType };
                let e = self.sema.new_entity(String::from(name), kind, pos, None);
                let ty = self.sema.b.error;
                return (self.mk(ExprKind::Name(e), ty, true, pos), None);
            }
            let Some(ents) = found.filter(|v| !v.is_empty()) else {
                // `f(args)` in a template: with a dependent argument, `f` is
                // looked up at instantiation (argument-dependent lookup);
                // the call decides (`postfix_expression`).
                // Outside templates too: the call's arguments may find it by
                // argument-dependent lookup (a hidden friend, a function of
                // an argument's namespace).
                if scope.is_none() && !global && self.at(TokenKind::LParen) {
                    self.unresolved_callee = Some(t);
                    return (self.error_expr(pos), None);
                }
                // Qualified by a named namespace: the namespace lacks it.
                let ns_name = scope.and_then(|sc| match &self.sema.il.entity(sc).kind {
                    EntityKind::Namespace { .. } if !self.sema.il.entity(sc).name.is_empty() => {
                        let mut parts: Vec<String> = Vec::new();
                        let mut cur = Some(sc);
                        while let Some(c) = cur.filter(|_| parts.len() < 64) {
                            parts.push(self.sema.il.entity(c).name.clone());
                            cur = self.sema.il.entity(c).parent;
                        }
                        parts.reverse();
                        Some(parts.join("::"))
                    }
                    _ => None,
                });
                if let Some(ns) = ns_name {
                    let msg = format!("namespace \"{}\" has no member \"{}\"", ns, name);
                    self.sema.error_at(t, 136, msg);
                    return (self.error_expr(pos), None);
                }
                let msg = format!("identifier \"{}\" is undefined", name);
                self.sema.error_at(t, 20, msg);
                return (self.error_expr(pos), None);
            };
            // A member named through a dependent specialization (`X<T>::f`)
            // is that specialization's member (found in the template).
            let ents: Vec<EntityId> = match scope {
                Some(sc) if self.sema.il.class_instances.contains_key(&sc) && self.class_is_dependent(sc, 0) => {
                    ents.iter().map(|m| self.member_of_dependent(sc, *m)).collect()
                }
                _ => ents,
            };
            let e = ents[0];
            // `f<int>(…)`: explicit template arguments.
            let mut written_args: Option<Vec<TemplateArg>> = None;
            if self.at(TokenKind::Lt) {
                let tmpl = ents.iter().copied().find(|c| matches!(&self.sema.il.entity(*c).kind, EntityKind::Routine(r) if !r.template_params.is_empty()));
                if let Some(tmpl) = tmpl {
                    self.last_written_args = None;
                    // Several templates by this name (`tex1Dfetch<float>(t, i)`
                    // against a three-parameter overload): the call's overload
                    // resolution chooses among them, the explicit arguments
                    // applying to each.
                    let overloaded = ents
                        .iter()
                        .filter(|c| matches!(&self.sema.il.entity(**c).kind, EntityKind::Routine(r) if !r.template_params.is_empty()))
                        .nth(1)
                        .is_some();
                    self.explicit_defers_to_call = overloaded;
                    let inst = self.explicit_instance(tmpl);
                    self.explicit_defers_to_call = false;
                    written_args = self.last_written_args.take();
                    if let Some(inst) = inst {
                        self.sema.il.entities[inst.0 as usize].referenced = true;
                        if let Some(a) = written_args.take() {
                            self.sema.il.written_template_args.entry((pos, inst)).or_insert((template_kw, a));
                        }
                        let mut x = self.name_expr(inst, pos);
                        if global || scope.is_some() {
                            if let ExprKind::Name(ent) = x.kind {
                                let qualifier: &'a str = self.src.get(first.start as usize..t.start as usize).unwrap_or("");
                                x = self.mk(ExprKind::QualifiedName { entity: ent, qualifier }, x.ty, x.lvalue, x.pos);
                            }
                        }
                        return (x, None);
                    }
                }
            }
            // `v<args>`: a variable template's specialization, kept as
            // written; with arguments known, the specialization they choose.
            let mut e = e;
            let mut var_ty: Option<TypeId> = None;
            let mut var_value: Option<i128> = None;
            if self.at(TokenKind::Lt) && self.sema.il.variable_templates.contains(&e) {
                let back = self.i;
                match self.template_argument_list() {
                    Some(a) => {
                        let v = e;
                        (e, var_ty) = self.variable_template_use(e, &a);
                        var_value = self.last_variable_template_value.take();
                        let dependent = a.iter().any(|x| self.arg_is_dependent(x));
                        self.var_template_use_dependent.insert((pos, v), dependent);
                        if e != v {
                            self.var_template_use_dependent.insert((pos, e), dependent);
                        }
                        written_args = Some(a);
                    }
                    None => self.i = back,
                }
            }
            if let Some(a) = written_args {
                self.sema.il.written_template_args.entry((pos, e)).or_insert((template_kw, a));
            }
            if self.entity_is_type(e) {
                let ty = self.entity_type(e);
                return (self.functional_cast(ty, pos), None);
            }
            self.sema.il.entities[e.0 as usize].referenced = true;
            // `&C::m` of a data member is a pointer to member, never
            // `&this->m`; outside member functions `C::m` names no object.
            let member_pointer_operand = match &self.sema.il.entity(e).kind {
                EntityKind::Field(f) if scope.is_some_and(|s| matches!(self.sema.il.entity(s).kind, EntityKind::Class(_))) => {
                    let before = |k: usize| first_index.checked_sub(k).and_then(|j| self.toks.get(j)).map(|t| t.kind);
                    let after_amp = before(1) == Some(TokenKind::Amp)
                        && !matches!(before(2), Some(TokenKind::Ident | TokenKind::RParen | TokenKind::RBracket | TokenKind::Number | TokenKind::CharLit | TokenKind::StringLit));
                    (after_amp || !self.in_nonstatic_member()).then_some(f.ty)
                }
                _ => None,
            };
            if let Some(fty) = member_pointer_operand {
                let qualifier: &'a str = self.src.get(first.start as usize..t.start as usize).unwrap_or("");
                return (self.mk(ExprKind::QualifiedName { entity: e, qualifier }, fty, true, pos), None);
            }
            let mut expr = self.name_expr(e, pos);
            // A variable template's specialization has its own type.
            if let Some(t) = var_ty.filter(|_| matches!(expr.kind, ExprKind::Name(_))) {
                let rty = self.sema.non_ref(t);
                expr = self.mk(expr.kind.clone(), rty, true, expr.pos);
            }
            if global || scope.is_some() {
                if let ExprKind::Name(ent) = expr.kind {
                    let qual_start = first.start as usize;
                    let qual_end = t.start as usize;
                    let qualifier: &'a str = self.src.get(qual_start..qual_end).unwrap_or("");
                    expr = self.mk(ExprKind::QualifiedName { entity: ent, qualifier }, expr.ty, expr.lvalue, expr.pos);
                }
            }
            if let Some(v) = var_value.filter(|_| matches!(expr.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. })) {
                self.sema.il.variable_template_values.insert(expr as *const Expr<'a> as usize, v);
            }
            let is_routine = matches!(self.sema.il.entity(e).kind, EntityKind::Routine(_));
            if is_routine && ents.len() == 1 && !self.at(TokenKind::LParen) {
                self.sema.cuda_routine_referenced(e, pos);
            }
            return (expr, if is_routine { Some((ents, t)) } else { None });
        }
    }

    /// The type of a call whose function is chosen at instantiation: one
    /// placeholder standing for every such type.
    pub(super) fn dependent_call_type(&mut self) -> TypeId {
        if let Some(t) = self.dependent_call_ty {
            return t;
        }
        let kind = EntityKind::TemplateParam { index: u32::MAX, is_type: true, ty: None, default_type: None, key: TemplateParamKey::Typename };
        let e = self.sema.new_entity(String::from("auto"), kind, Pos::default(), None);
        let t = self.sema.il.intern(TypeKind::TemplateParam(e));
        self.dependent_call_ty = Some(t);
        t
    }

    /// The member `m` of a class template as a member of the dependent
    /// specialization `sc` (a copy whose parent is `sc`, made once).
    fn member_of_dependent(&mut self, sc: EntityId, m: EntityId) -> EntityId {
        if self.sema.il.entity(m).parent == Some(sc) {
            return m;
        }
        if let Some(x) = self.dependent_members.get(&(sc, m)) {
            return *x;
        }
        let mut copy = self.sema.il.entity(m).clone();
        copy.parent = Some(sc);
        self.sema.il.entities.push(copy);
        let x = EntityId((self.sema.il.entities.len() - 1) as u32);
        self.dependent_members.insert((sc, m), x);
        x
    }

    /// The entity standing for `name` in dependent scope `sc` (a member
    /// of a template parameter or of a dependent specialization).
    /// Whether `name`, looked up in class template pattern `cls`, is
    /// neither its own member nor one of a non-dependent base, but would be
    /// found in a dependent base (`Base<T>`).
    fn found_only_in_dependent_base(&self, cls: EntityId, name: &str) -> bool {
        let is_pattern = matches!(&self.sema.il.entity(cls).kind, EntityKind::Class(ci) if !ci.template_params.is_empty());
        if !is_pattern {
            return false;
        }
        let src = self.sema.member_source(cls);
        if let EntityKind::Class(ci) = &self.sema.il.entity(src).kind {
            if ci.members.iter().any(|m| self.sema.il.entity(*m).name == name) {
                return false;
            }
        }
        let Some(bases) = self.sema.il.class_bases.get(&src) else { return false };
        let mut in_dependent = false;
        for b in bases.iter() {
            let Some(x) = b.class else { continue };
            let found = self.sema.lookup_in(x, name).is_some_and(|v| !v.is_empty());
            if !found {
                continue;
            }
            if self.class_is_dependent(x, 0) {
                in_dependent = true;
            } else {
                return false;
            }
        }
        in_dependent
    }

    fn dependent_member_entity(&mut self, name: &str, pos: Pos, sc: EntityId) -> EntityId {
        let kind = EntityKind::TemplateParam { index: u32::MAX, is_type: false, ty: None, default_type: None, key: TemplateParamKey::NonType };
        self.sema.new_entity(String::from(name), kind, pos, Some(sc))
    }

    /// A GCC builtin function, declared on first use as
    /// `extern "C" int name(...)` (its real signature is not modelled).
    fn implicit_builtin(&mut self, name: &str, pos: Pos) -> EntityId {
        if let Some(v) = self.sema.lookup_global(name) {
            if let Some(e) = v.first() {
                return *e;
            }
        }
        let int = self.sema.b.int;
        let ty = match self.library_builtin_signature(name) {
            Some((ret, params)) => self.sema.func(ret, params, false, Quals::default()),
            None => self.sema.func(int, Vec::new(), true, Quals::default()),
        };
        let r = Routine {
            exec_space: ExecSpace::HostDevice,
            is_constexpr: true,
            storage: StorageClass::Extern,
            linkage: Linkage::ExternalC,
            ..Routine::of_type(ty)
        };
        let e = self.sema.new_entity(String::from(name), EntityKind::Routine(r), pos, None);
        if let Some(s) = self.sema.scopes.first_mut() {
            s.names.entry(String::from(name)).or_default().push(e);
        }
        e
    }

    /// The signature of a GCC builtin that stands for a C library math
    /// function (`__builtin_fabsf` is `float fabsf(float)`): calls to it
    /// take no promotions, and device code names the library function.
    fn library_builtin_signature(&self, name: &str) -> Option<(TypeId, Vec<TypeId>)> {
        let b = &self.sema.b;
        let base = library_builtin_name(name)?;
        match base {
            "abs" => return Some((b.int, alloc::vec![b.int])),
            "labs" => return Some((b.long, alloc::vec![b.long])),
            "llabs" => return Some((b.llong, alloc::vec![b.llong])),
            _ => {}
        }
        let (precision, arity) = libm_form(base)?;
        let fp = match precision {
            LibmPrecision::Double => b.double,
            LibmPrecision::Float => b.float,
            LibmPrecision::LongDouble => b.ldouble,
        };
        Some((fp, alloc::vec![fp; arity]))
    }

    /// `__func__` and friends: a function-local `static const char[]`.
    fn function_name_variable(&mut self, name: &str, pos: Pos) -> EntityId {
        let fname = match self.sema.current_routine {
            Some(r) if name == "__PRETTY_FUNCTION__" => self.sema.pretty_function_text(r),
            Some(r) => self.sema.il.entity(r).name.clone(),
            None => String::new(),
        };
        let c = self.sema.qualified(self.sema.b.char_, Quals { is_const: true, ..Quals::default() });
        let ty = self.sema.array(c, Some(fname.len() as u64 + 1));
        let var = Variable { storage: StorageClass::Static, ..Variable::local(ty) };
        let e = self.sema.new_entity(String::from(name), EntityKind::Variable(var), pos, None);
        self.sema.il.function_name_text.insert(e, fname);
        self.sema.bind(name, e);
        e
    }

    /// Whether a `>` follows the `<` at the current token at bracket depth 0
    /// before a `;` or an unmatched closing bracket (a necessary condition
    /// for a template argument list).
    pub(crate) fn closing_angle_ahead(&self) -> bool {
        // After a catastrophic error nothing more is parsed.
        if self.aborted {
            return false;
        }
        let mut depth = 0i32;
        let mut k = self.i + 1;
        while let Some(t) = self.toks.get(k) {
            match t.kind {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    depth -= 1;
                    if depth < 0 {
                        return false;
                    }
                }
                TokenKind::Gt | TokenKind::Ge | TokenKind::ShrAssign if depth == 0 => return true,
                TokenKind::Semi if depth == 0 => return false,
                TokenKind::Eof => return false,
                _ => {}
            }
            k += 1;
        }
        false
    }

    /// After a template's name at `<`: parse type arguments and instantiate.
    fn explicit_instance(&mut self, tmpl: EntityId) -> Option<EntityId> {
        // Without a `>` ahead (before the enclosing brackets close or the
        // statement ends) the arguments cannot parse: do not try. Trying
        // made `f<4(f<4(f<4(…` parse each level twice, exponential in time
        // and memory (found by fuzz/mutate_tokens).
        if !self.closing_angle_ahead() {
            return None;
        }
        let save = self.i;
        self.bump(); // <
        let mut args: Vec<TemplateArg> = Vec::new();
        // In a template's body an argument may depend on its parameters
        // (`warpReduce<blockSize, T>(…)`): the call is resolved when the
        // enclosing template is instantiated, so only the syntax is checked.
        let mut dependent = false;
        while !self.at(TokenKind::Gt) && !self.at_eof() {
            // A type ends the argument; anything after it (`X<T>::value`)
            // makes the argument an expression: parsed again as one.
            let start = self.i;
            let cp = self.sema.checkpoint();
            let mut as_type = None;
            // (A qualified type: `f<ns::X<int>&>`.)
            let type_ahead = self.starts_type_here()
                || self.is_qualified_type_at(0)
                || (self.at(TokenKind::ColonColon) && (self.is_type_name_at(1) || self.is_qualified_type_at(1)));
            if type_ahead {
                let t = self.type_id();
                if matches!(self.kind(), TokenKind::Comma | TokenKind::Gt | TokenKind::Ellipsis) || self.tentative_budget == 0 {
                    as_type = Some(t);
                } else {
                    self.tentative_budget -= 1;
                    self.sema.rollback(cp);
                    self.i = start;
                }
            }
            if let Some(t) = as_type {
                args.push(TemplateArg::Type(t));
            } else {
                // A constant expression in which `>` closes the list
                // (`K<P, f == F::Yes>`).
                let saved_args = core::mem::replace(&mut self.in_template_args, true);
                let e = self.conditional_expression();
                self.in_template_args = saved_args;
                match self.const_int(e) {
                    Some(v) => {
                        let t = self.sema.unqualified(e.ty);
                        args.push(TemplateArg::Value(v, t));
                    }
                    None if self.in_template_definition() => {
                        dependent = true;
                        args.push(self.value_arg(e));
                    }
                    // An address or pointer constant (`k<&var>`): kept as
                    // the expression, as in a class template's arguments.
                    None if !self.sema.is_error(e.ty) && matches!(self.kind(), TokenKind::Comma | TokenKind::Gt) => {
                        args.push(self.value_arg(e));
                    }
                    None => {
                        self.i = save;
                        return None;
                    }
                }
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        if !self.eat(TokenKind::Gt) {
            self.i = save;
            return None;
        }
        // The arguments as written: the `.int.c` prints them at the call.
        self.last_written_args = Some(args.clone());
        if dependent {
            return None;
        }
        let nparams = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => r.template_params.len(),
            _ => 0,
        };
        // (A trailing pack takes any number of explicit arguments, and
        // the call may deduce more: `k<1, 2, 3>(o)`.)
        let pack_call = (self.at(TokenKind::LParen) || self.at(TokenKind::LaunchOpen))
            && match &self.sema.il.entity(tmpl).kind {
                EntityKind::Routine(r) => r.template_params.last().is_some_and(|p| self.pack_params.contains(p)),
                _ => false,
            };
        if args.len() != nparams || (self.explicit_defers_to_call && self.at(TokenKind::LParen)) || pack_call {
            // Partial explicit arguments: deduction of the rest comes later.
            if args.len() < nparams || self.explicit_defers_to_call || pack_call {
                if let Some(name) = save.checked_sub(1).and_then(|k| self.toks.get(k)) {
                    self.partial_explicit_args.insert(name.start, args);
                }
            }
            return None;
        }
        self.values_to_param_types(tmpl, &mut args);
        // The instance is keyed by the canonical arguments; its signature
        // is written with them as written (`k<typename D::pol_t>`).
        let sugar = args.clone();
        for a in args.iter_mut() {
            if let TemplateArg::Type(t) = a {
                *t = self.sema.deep_canon(*t);
            }
        }
        self.deduced_sugar = Some(sugar);
        Some(self.instantiate(tmpl, args))
    }

    /// Values given explicitly to a function template take their
    /// parameter's type (`256` for an `unsigned` parameter is `256U`,
    /// mangled `Lj256E`).
    pub(crate) fn values_to_param_types(&mut self, tmpl: EntityId, args: &mut [TemplateArg]) {
        let params = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => r.template_params.clone(),
            _ => Vec::new(),
        };
        for (i, p) in params.iter().enumerate() {
            if let (Some(TemplateArg::Value(v, _)), EntityKind::TemplateParam { ty: Some(t), is_type: false, .. }) =
                (args.get(i).copied(), self.sema.il.entity(*p).kind.clone())
            {
                let c = self.sema.deep_canon(t);
                let c = self.sema.unqualified(c);
                if matches!(self.sema.il.ty(c), TypeKind::Int(_)) {
                    let v = if self.sema.is_bool(c) { (v != 0) as i128 } else { v };
                    args[i] = TemplateArg::Value(v, c);
                }
            }
        }
    }

    /// `typeid(type)` / `typeid(expr)`: an lvalue of type
    /// `const std::type_info` (the class the program declares).
    fn typeid_expression(&mut self, pos: Pos) -> &'a Expr<'a> {
        let t = self.bump();
        let rejected = self.sema.cuda_typeid(t);
        if !self.at(TokenKind::LParen) {
            self.expected("a \"(\"");
            return self.error_expr(pos);
        }
        let is_type = self.paren_starts_type();
        self.bump();
        let operand = if is_type { Err(self.type_id()) } else { Ok(self.expression()) };
        self.expect(TokenKind::RParen, "a \")\"");
        let info = self
            .sema
            .lookup("std")
            .and_then(|v| v.iter().copied().find(|e| matches!(self.sema.il.entity(*e).kind, EntityKind::Namespace { .. })))
            .and_then(|ns| self.sema.lookup_in(ns, "type_info"))
            .and_then(|v| v.first().copied());
        let ty = match info {
            _ if rejected => self.sema.b.error,
            Some(c) => {
                let ct = self.sema.il.intern(TypeKind::Class(c));
                self.sema.qualified(ct, Quals { is_const: true, ..Quals::default() })
            }
            // Without a declared `std::type_info` the result has no usable
            // type (the reference's own message for this is not modelled).
            None => self.sema.b.error,
        };
        let kind = match operand {
            Err(ty) => ExprKind::TypeidType(ty),
            Ok(e) => ExprKind::TypeidExpr(e),
        };
        self.mk(kind, ty, true, pos)
    }

    /// Parsing the body of a function template or of a member of a class
    /// template (where expressions may depend on template parameters).
    pub(crate) fn in_template_definition(&self) -> bool {
        self.sema.current_routine.is_some_and(|r| self.sema.il.in_template(r))
    }

    /// In a template's body, or in its declaration before the entity is
    /// made (a trailing return type `-> decltype(f(x))`).
    fn in_template_declaration(&self) -> bool {
        self.in_template_definition() || self.pending_template_params.as_ref().is_some_and(|p| !p.is_empty())
    }

    fn name_expr(&mut self, e: EntityId, pos: Pos) -> &'a Expr<'a> {
        // A non-type template parameter bound during instantiation is its value.
        if let Some(TemplateArg::Value(v, t)) = self.arg_bindings.get(&e).copied() {
            if self.sema.is_bool(t) {
                return self.mk(ExprKind::BoolLit(v != 0), t, false, pos);
            }
            let lit = self.mk(ExprKind::IntLit { value: v.unsigned_abs(), text: "" }, t, false, pos);
            if v < 0 {
                return self.mk(ExprKind::Unary(UnaryOp::Minus, lit), t, false, pos);
            }
            return lit;
        }
        if let EntityKind::TemplateParam { is_type: false, ty: Some(t), .. } = self.sema.il.entity(e).kind {
            // A value-dependent name: typed as its parameter.
            return self.mk(ExprKind::Name(e), t, false, pos);
        }
        let (ty, lv) = match &self.sema.il.entity(e).kind {
            EntityKind::Variable(v) => {
                let lv = true;
                (self.sema.non_ref(v.ty), lv)
            }
            EntityKind::Routine(r) => (r.ty, true),
            // Before the closing brace an enumerator has its value's type
            // (int here), afterwards the enum's.
            EntityKind::Enumerator(en) => {
                let complete = matches!(&self.sema.il.entity(en.enum_entity).kind, EntityKind::Enum(ei) if ei.complete);
                if complete {
                    (self.sema.il.intern(TypeKind::Enum(en.enum_entity)), false)
                } else {
                    (self.sema.b.int, false)
                }
            }
            // A reference member names the object it refers to.
            EntityKind::Field(f) => (self.sema.non_ref(f.ty), true),
            _ => (self.sema.b.error, false),
        };
        if matches!(self.sema.il.entity(e).kind, EntityKind::Variable(_)) {
            self.sema.cuda_variable_named(e, pos);
            if let Some(x) = self.capture_reference(e, pos) {
                return x;
            }
        }
        // A member of the enclosing class named inside a lambda body:
        // reached through the captured `this` (or the `*this` copy).
        let closure_member = !self.closure_frames.is_empty()
            && self.sema.il.entity(e).parent.is_some_and(|p| !self.sema.il.closures.contains_key(&p) && !self.closure_frames.iter().any(|f| f.closure == p));
        if closure_member && matches!(self.sema.il.entity(e).kind, EntityKind::Field(_)) {
            if let Some((base, object)) = self.capture_this(pos) {
                self.sema.il.entities[e.0 as usize].referenced = true;
                return self.mk(ExprKind::Member { base, member: e, arrow: !object }, ty, true, pos);
            }
        }
        // A member of an anonymous union of a block or namespace: a member
        // of its unnamed object.
        if let Some(&obj) = self.sema.il.entity(e).parent.and_then(|c| self.sema.il.anonymous_objects.get(&c)) {
            if let EntityKind::Variable(v) = &self.sema.il.entity(obj).kind {
                let oty = v.ty;
                self.sema.il.entities[e.0 as usize].referenced = true;
                self.sema.il.entities[obj.0 as usize].referenced = true;
                let base = self.mk(ExprKind::Name(obj), oty, true, pos);
                return self.mk(ExprKind::Member { base, member: e, arrow: false }, ty, true, pos);
            }
        }
        // A field named inside a member function: `this->field`.
        if let EntityKind::Field(_) = &self.sema.il.entity(e).kind {
            let this_ty = {
                let cls = self.sema.il.entity(e).parent;
                match cls {
                    Some(c) => {
                        let ct = self.sema.il.intern(TypeKind::Class(c));
                        let q = self.this_quals();
                        let obj = self.sema.qualified(ct, q);
                        self.sema.ptr(obj)
                    }
                    None => self.sema.b.error,
                }
            };
            // In a const member function the field is reached through a
            // `const C *this`, which EDG types as the const field type.
            let const_member = self.sema.current_routine.is_some_and(|r| match &self.sema.il.entity(r).kind {
                EntityKind::Routine(ri) => {
                    let ft = self.sema.il.canonical(ri.ty);
                    matches!(self.sema.il.ty(ft), TypeKind::Function(f) if f.quals.is_const)
                }
                _ => false,
            });
            self.sema.il.entities[e.0 as usize].referenced = true;
            if const_member {
                self.sema.qualified(ty, Quals { is_const: true, is_volatile: false, is_restrict: false });
            }
            let this = self.mk(ExprKind::This, this_ty, false, pos);
            return self.mk(ExprKind::Member { base: this, member: e, arrow: true }, ty, true, pos);
        }
        self.mk(ExprKind::Name(e), ty, lv, pos)
    }

    // ------------------------------------------------------------ literals

    fn number_literal(&mut self, t: Token) -> &'a Expr<'a> {
        let text: &'a str = self.text_of(t);
        let pos = self.pos_of(t);
        let b = self.sema.b;
        let clean: String = text.chars().filter(|c| *c != '\'').collect();
        let lower = clean.to_ascii_lowercase();
        let is_hex = lower.starts_with("0x");
        let is_bin = lower.starts_with("0b");
        let is_float = if is_hex {
            lower.contains('p') || lower.contains('.')
        } else {
            lower.contains('.') || lower.contains('e')
        };
        if is_float {
            let mut body = lower.as_str();
            let mut ty = b.double;
            let mut kind = FloatKind::Double;
            if body.ends_with('f') && !is_hex || (is_hex && body.ends_with('f') && body.contains('p')) {
                ty = b.float;
                kind = FloatKind::Float;
                body = &body[..body.len() - 1];
            } else if body.ends_with('l') {
                ty = b.ldouble;
                kind = FloatKind::LongDouble;
                body = &body[..body.len() - 1];
                self.sema.check_long_double_literal(pos);
            }
            let value = FloatConst::parse(body, kind);
            let Some(value) = value else {
                self.sema.error_at(t, 0, String::from("invalid floating constant"));
                return self.error_expr(pos);
            };
            return self.mk(ExprKind::FloatLit { value, text }, ty, false, pos);
        }
        // Integer: split suffix.
        let digits_end = lower
            .char_indices()
            .find(|(i, c)| {
                let hexdig = is_hex && c.is_ascii_hexdigit();
                !(c.is_ascii_digit() || hexdig || (*i == 1 && (*c == 'x' || *c == 'b') && lower.starts_with('0')))
            })
            .map(|(i, _)| i)
            .unwrap_or(lower.len());
        let (digits, suffix) = lower.split_at(digits_end);
        let (radix, body) = if is_hex {
            (16, &digits[2..])
        } else if is_bin {
            (2, &digits[2..])
        } else if digits.len() > 1 && digits.starts_with('0') {
            (8, &digits[1..])
        } else {
            (10, digits)
        };
        let value = u128::from_str_radix(if body.is_empty() { "0" } else { body }, radix);
        let (unsigned, longs) = match suffix {
            "" => (false, 0),
            "u" => (true, 0),
            "l" => (false, 1),
            "ul" | "lu" => (true, 1),
            "ll" => (false, 2),
            "ull" | "llu" => (true, 2),
            _ => {
                let msg = format!("extra text after expected end of number");
                self.sema.error_at(t, 0, msg);
                return self.error_expr(pos);
            }
        };
        let Ok(value) = value else {
            self.sema.error_at(t, 0, String::from("invalid integer constant"));
            return self.error_expr(pos);
        };
        // C++ [lex.icon] type selection.
        let fits = |v: u128, bits: u32| v < (1u128 << bits);
        let decimal = radix == 10;
        let ty = match (unsigned, longs) {
            (false, 0) => {
                if fits(value, 31) {
                    b.int
                } else if !decimal && fits(value, 32) {
                    b.uint
                } else if fits(value, 63) {
                    b.long
                } else if !decimal || fits(value, 64) {
                    b.ulong
                } else {
                    b.ulong
                }
            }
            (true, 0) => {
                if fits(value, 32) {
                    b.uint
                } else {
                    b.ulong
                }
            }
            (false, 1) => {
                if fits(value, 63) {
                    b.long
                } else {
                    b.ulong
                }
            }
            (true, 1) => b.ulong,
            (false, _) => {
                if fits(value, 63) {
                    b.llong
                } else {
                    b.ullong
                }
            }
            (true, _) => b.ullong,
        };
        self.mk(ExprKind::IntLit { value, text }, ty, false, pos)
    }

    fn char_literal(&mut self, t: Token) -> &'a Expr<'a> {
        let text: &'a str = self.text_of(t);
        let pos = self.pos_of(t);
        let b = self.sema.b;
        let (kind, ty, body) = if let Some(r) = text.strip_prefix("u8") {
            (CharKind::Utf8, b.char8, r)
        } else if let Some(r) = text.strip_prefix('u') {
            (CharKind::Utf16, b.char16, r)
        } else if let Some(r) = text.strip_prefix('U') {
            (CharKind::Utf32, b.char32, r)
        } else if let Some(r) = text.strip_prefix('L') {
            (CharKind::Wide, b.wchar, r)
        } else {
            (CharKind::Plain, b.char_, text)
        };
        let inner = body.get(1..body.len().saturating_sub(1)).unwrap_or("");
        let vals = crate::lex::unescape(inner);
        let mut ty = ty;
        let value = match vals.len() {
            0 => {
                self.sema.error_at(t, 26, String::from("empty character constant"));
                0
            }
            1 => {
                let v = vals[0];
                if kind == CharKind::Plain && v > 0x7f && v <= 0xff {
                    // Plain char is signed on x86-64.
                    v
                } else {
                    v
                }
            }
            _ if kind != CharKind::Plain => {
                // A wide or Unicode constant holds one character: EDG keeps
                // its type and warns.
                self.sema.parse_warning_at_pos(pos, 26, String::from("too many characters in character constant"));
                vals.last().copied().unwrap_or(0)
            }
            _ => {
                // Multi-character constant: int.
                self.sema.parse_warning_at_pos(pos, 1422, String::from("multicharacter character literal (potential portability problem)"));
                ty = b.int;
                vals.iter().fold(0u32, |acc, v| (acc << 8) | (v & 0xff))
            }
        };
        self.mk(ExprKind::CharLit { value, kind, text }, ty, false, pos)
    }

    fn string_literal(&mut self) -> &'a Expr<'a> {
        let first = self.tok();
        let pos = self.pos_of(first);
        let mut pieces: Vec<&'a str> = Vec::new();
        let mut len: u64 = 0;
        let mut kind = CharKind::Plain;
        while matches!(self.kind(), TokenKind::StringLit | TokenKind::RawStringLit) {
            let t = self.bump();
            let s: &'a str = self.text_of(t);
            pieces.push(s);
            let (k, rest) = if let Some(r) = s.strip_prefix("u8") {
                (CharKind::Utf8, r)
            } else if let Some(r) = s.strip_prefix('u') {
                (CharKind::Utf16, r)
            } else if let Some(r) = s.strip_prefix('U') {
                (CharKind::Utf32, r)
            } else if let Some(r) = s.strip_prefix('L') {
                (CharKind::Wide, r)
            } else {
                (CharKind::Plain, s)
            };
            if k != CharKind::Plain {
                kind = k;
            }
            if t.kind == TokenKind::RawStringLit {
                // R"d( … )d"
                let open = rest.find('(').unwrap_or(0);
                let close = rest.rfind(')').unwrap_or(rest.len());
                len += rest.get(open + 1..close).map(|x| x.chars().count() as u64).unwrap_or(0);
            } else {
                let inner = rest.get(1..rest.len().saturating_sub(1)).unwrap_or("");
                len += crate::lex::unescape(inner).len() as u64;
            }
        }
        let b = self.sema.b;
        let elem = match kind {
            CharKind::Plain => b.char_,
            CharKind::Utf8 => b.char8,
            CharKind::Utf16 => b.char16,
            CharKind::Utf32 => b.char32,
            CharKind::Wide => b.wchar,
        };
        let celem = self.sema.qualified(elem, Quals { is_const: true, ..Quals::default() });
        let ty = self.sema.array(celem, Some(len + 1));
        let pieces = self.sema.il.arena.alloc_slice_copy(&pieces);
        self.mk(ExprKind::StringLit { pieces, kind }, ty, true, pos)
    }
}

/// The value type of a GNU statement expression (its last expression statement).
fn stmt_expr_type(s: &Stmt) -> Option<TypeId> {
    if let StmtKind::Block(ss) = &s.kind {
        if let Some(last) = ss.last() {
            if let StmtKind::Expr(e) = &last.kind {
                return Some(e.ty);
            }
        }
    }
    None
}

/// The name of the function an overloaded operator calls.
fn operator_function_name(op: OverloadedOp) -> String {
    let sym = match op {
        OverloadedOp::Binary(b) => b.symbol(),
        OverloadedOp::Assign(AssignOp::Assign) => "=",
        OverloadedOp::Assign(AssignOp::Compound(b)) => {
            return format!("operator{}=", b.symbol());
        }
        OverloadedOp::Unary(u) => u.symbol(),
        OverloadedOp::Index => "[]",
        OverloadedOp::Call => "()",
        OverloadedOp::Arrow => "->",
    };
    format!("operator{}", sym)
}

/// C library math functions (the `double` forms) that GCC also offers as
/// `__builtin_<name>`, with their arity.
const LIBM_ARITY: &[(&str, usize)] = &[
    ("fabs", 1), ("sqrt", 1), ("cbrt", 1), ("sin", 1), ("cos", 1), ("tan", 1), ("asin", 1), ("acos", 1), ("atan", 1),
    ("sinh", 1), ("cosh", 1), ("tanh", 1), ("asinh", 1), ("acosh", 1), ("atanh", 1), ("exp", 1), ("exp2", 1),
    ("expm1", 1), ("log", 1), ("log2", 1), ("log10", 1), ("log1p", 1), ("logb", 1), ("floor", 1), ("ceil", 1),
    ("trunc", 1), ("round", 1), ("rint", 1), ("nearbyint", 1), ("erf", 1), ("erfc", 1), ("tgamma", 1),
    ("lgamma", 1), ("fmin", 2), ("fmax", 2), ("fdim", 2), ("fmod", 2), ("pow", 2), ("atan2", 2), ("hypot", 2),
    ("copysign", 2), ("remainder", 2), ("nextafter", 2), ("fma", 3),
];

/// The C library function a GCC builtin stands for (`__builtin_fabsf` →
/// `fabsf`, `__builtin_alloca` → `alloca`), if it is one cicc renames.
pub(crate) fn library_builtin_name(name: &str) -> Option<&str> {
    let base = name.strip_prefix("__builtin_")?;
    if matches!(base, "abs" | "labs" | "llabs" | "alloca") {
        return Some(base);
    }
    libm_form(base).map(|_| base)
}

#[derive(Clone, Copy)]
enum LibmPrecision {
    Double,
    Float,
    LongDouble,
}

/// The modelled C library math function `base` is (`fabs`, `fabsf`,
/// `fabsl`): its precision and arity.
fn libm_form(base: &str) -> Option<(LibmPrecision, usize)> {
    let arity_of = |stem: &str| LIBM_ARITY.iter().find(|(n, _)| *n == stem).map(|x| x.1);
    if let Some(a) = arity_of(base) {
        return Some((LibmPrecision::Double, a));
    }
    if let Some(a) = base.strip_suffix('f').and_then(arity_of) {
        return Some((LibmPrecision::Float, a));
    }
    base.strip_suffix('l').and_then(arity_of).map(|a| (LibmPrecision::LongDouble, a))
}

/// The type of the first `return e;` in a lambda body (its deduced return
/// type, before decay), searched through nested statements.
/// The first returned expression of a body, with whether it was written
/// in parentheses.
pub(super) fn first_return<'x, 'a>(s: &'x Stmt<'a>, depth: u32) -> Option<(&'a Expr<'a>, bool)> {
    if depth > 200 {
        return None;
    }
    let d = depth + 1;
    match &s.kind {
        StmtKind::Return(Some(e), parens) => Some((*e, *parens)),
        StmtKind::Block(b) => b.iter().find_map(|x| first_return(x, d)),
        StmtKind::If { then, els, .. } => first_return(then, d).or_else(|| els.and_then(|x| first_return(x, d))),
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } | StmtKind::For { body, .. } | StmtKind::RangeFor { body, .. } => {
            first_return(body, d)
        }
        _ => None,
    }
}

pub(super) fn first_return_type(s: &Stmt, depth: u32) -> Option<TypeId> {
    if depth > 200 {
        return None;
    }
    let d = depth + 1;
    match &s.kind {
        StmtKind::Return(Some(e), _) => Some(e.ty),
        StmtKind::Block(b) => b.iter().find_map(|x| first_return_type(x, d)),
        StmtKind::If { then, els, .. } => first_return_type(then, d).or_else(|| els.and_then(|x| first_return_type(x, d))),
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } | StmtKind::For { body, .. } | StmtKind::RangeFor { body, .. } => {
            first_return_type(body, d)
        }
        _ => None,
    }
}
