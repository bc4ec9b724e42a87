//! Type-trait builtins (`__is_trivially_copyable(T)`, `__is_same(T, U)`,
//! `__has_trivial_destructor(T)`, …): the GNU/EDG intrinsics the standard
//! library's `<type_traits>` is built on. Evaluated here for non-dependent
//! arguments; class properties are judged from the members as declared
//! (user-provided special members, virtual functions, bases, fields).

use super::Sema;
use crate::il::*;
use alloc::vec::Vec;

/// How many arguments a trait takes: one type, two types, or a type and
/// any number of argument types (`__is_constructible(T, Args...)`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TraitArity {
    One,
    Two,
    Variadic,
}

/// The arity of the type-trait builtin `name`; `None` when `name` is not one.
pub fn type_trait_arity(name: &str) -> Option<TraitArity> {
    use TraitArity::*;
    Some(match name {
        "__has_nothrow_assign" | "__has_nothrow_constructor" | "__has_nothrow_copy" | "__has_trivial_assign"
        | "__has_trivial_constructor" | "__has_trivial_copy" | "__has_trivial_destructor"
        | "__has_virtual_destructor" | "__is_abstract" | "__is_class" | "__is_empty" | "__is_enum" | "__is_pod"
        | "__is_polymorphic" | "__is_union" | "__is_trivial" | "__is_standard_layout" | "__is_literal_type"
        | "__is_trivially_copyable" | "__is_final" | "__is_aggregate" | "__has_unique_object_representations"
        | "__is_destructible" | "__is_nothrow_destructible" | "__is_trivially_destructible" => One,
        "__is_base_of" | "__is_same" | "__is_same_as" | "__is_convertible" | "__is_convertible_to"
        | "__is_nothrow_convertible" | "__is_assignable" | "__is_nothrow_assignable" | "__is_trivially_assignable"
        | "__is_layout_compatible" | "__is_pointer_interconvertible_base_of" | "__reference_binds_to_temporary"
        | "__reference_constructs_from_temporary" | "__reference_converts_from_temporary" => Two,
        "__is_constructible" | "__is_nothrow_constructible" | "__is_trivially_constructible" => Variadic,
        _ => return None,
    })
}

/// Bound on the walk through bases and fields.
const MAX_TRAIT_DEPTH: u32 = 32;

impl<'a, 'o> Sema<'a, 'o> {
    /// The value of a type-trait builtin for non-dependent arguments.
    pub fn type_trait_value(&mut self, name: &str, args: &[TypeId]) -> bool {
        let Some(&t) = args.first() else { return false };
        let c = self.canon(t);
        let class = self.class_of(c);
        match name {
            "__is_class" => class.is_some_and(|e| !self.is_union_class(e)),
            "__is_union" => class.is_some_and(|e| self.is_union_class(e)),
            "__is_enum" => matches!(self.kind(c), TypeKind::Enum(_)),
            "__is_empty" => class.is_some_and(|e| self.class_is_empty(e, 0)),
            "__is_polymorphic" | "__has_virtual_destructor" => class.is_some_and(|e| self.class_has_virtual(e, 0)),
            "__is_abstract" | "__is_final" => false,
            "__is_trivially_copyable" | "__has_trivial_copy" | "__has_trivial_assign" | "__has_nothrow_copy"
            | "__has_nothrow_assign" => self.trivially_copyable(c, 0),
            "__has_trivial_destructor" | "__is_trivially_destructible" => self.trivially_destructible(c, 0),
            "__is_trivial" | "__is_pod" | "__has_trivial_constructor" | "__has_nothrow_constructor" => {
                self.trivially_copyable(c, 0) && self.trivially_default_constructible(c, 0)
            }
            "__is_standard_layout" => class.map_or(!self.is_ref(c), |e| !self.class_has_virtual(e, 0)),
            "__is_literal_type" => self.is_scalar(c) || self.is_ref(c) || self.trivially_destructible(c, 0),
            "__is_aggregate" => {
                self.is_array(c) || class.is_some_and(|e| !self.class_has_virtual(e, 0) && !self.has_user_constructor(e))
            }
            "__has_unique_object_representations" => {
                (self.is_integral(c) && !self.is_bool(c)) || self.is_pointer(c)
            }
            "__is_destructible" | "__is_nothrow_destructible" => {
                !self.is_void(c) && !self.is_function(c) && !matches!(self.kind(c), TypeKind::Array(_, None))
            }
            "__is_same" | "__is_same_as" | "__is_layout_compatible" => {
                args.get(1).is_some_and(|&u| self.same_type(t, u))
            }
            "__is_base_of" | "__is_pointer_interconvertible_base_of" => {
                let d = args.get(1).map(|&u| self.canon(u)).and_then(|u| self.class_of(u));
                match (class, d) {
                    (Some(b), Some(d)) => self.derives_from(d, b, 0),
                    _ => false,
                }
            }
            "__is_convertible" | "__is_convertible_to" | "__is_nothrow_convertible" => {
                args.get(1).is_some_and(|&u| self.convertible(t, u))
            }
            "__is_assignable" | "__is_nothrow_assignable" => {
                // Only to a modifiable object: `T&` or a class.
                let target = self.non_ref(c);
                (self.is_ref(c) || class.is_some()) && !self.il.quals_of(target).is_const
            }
            "__is_trivially_assignable" => {
                let target = self.non_ref(c);
                self.is_ref(c) && !self.il.quals_of(target).is_const && self.trivially_copyable(target, 0)
            }
            "__is_constructible" | "__is_nothrow_constructible" => self.constructible(c, &args[1..]),
            "__is_trivially_constructible" => {
                self.constructible(c, &args[1..])
                    && match args.len() {
                        1 => self.trivially_default_constructible(c, 0),
                        _ => self.trivially_copyable(self.non_ref(c), 0),
                    }
            }
            "__reference_binds_to_temporary" | "__reference_constructs_from_temporary"
            | "__reference_converts_from_temporary" => false,
            _ => false,
        }
    }

    fn class_of(&self, c: TypeId) -> Option<EntityId> {
        let c = self.il.canonical(c);
        match self.il.ty(c) {
            TypeKind::Class(e) => Some(*e),
            _ => None,
        }
    }

    fn is_union_class(&self, e: EntityId) -> bool {
        matches!(&self.il.entity(e).kind, EntityKind::Class(ci) if ci.key == ClassKey::Union)
    }

    fn members_of(&self, e: EntityId) -> Vec<EntityId> {
        match &self.il.entity(e).kind {
            EntityKind::Class(ci) => ci.members.clone(),
            _ => Vec::new(),
        }
    }

    fn base_classes(&self, e: EntityId) -> Vec<EntityId> {
        self.il.class_bases.get(&e).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default()
    }

    fn field_types(&self, e: EntityId) -> Vec<TypeId> {
        self.members_of(e)
            .into_iter()
            .filter_map(|m| match &self.il.entity(m).kind {
                EntityKind::Field(f) => Some(f.ty),
                _ => None,
            })
            .collect()
    }

    /// The user-provided (not defaulted, not deleted) special members of `e`
    /// of kind `special`.
    fn user_provided(&self, e: EntityId, special: SpecialMember) -> Vec<EntityId> {
        self.members_of(e)
            .into_iter()
            .filter(|m| match &self.il.entity(*m).kind {
                EntityKind::Routine(r) => r.special == special && !r.is_defaulted && !r.is_deleted,
                _ => false,
            })
            .collect()
    }

    fn has_user_constructor(&self, e: EntityId) -> bool {
        !self.user_provided(e, SpecialMember::Constructor).is_empty()
    }

    /// A user-provided copy/move constructor or assignment: a constructor
    /// or `operator=` whose first parameter is a reference.
    fn has_user_copy(&self, e: EntityId) -> bool {
        let ctors = self.user_provided(e, SpecialMember::Constructor);
        let assigns: Vec<EntityId> = self
            .members_of(e)
            .into_iter()
            .filter(|m| {
                let en = self.il.entity(*m);
                matches!(&en.kind, EntityKind::Routine(r) if !r.is_defaulted && !r.is_deleted) && en.name == "operator="
            })
            .collect();
        ctors.iter().chain(assigns.iter()).any(|r| {
            let EntityKind::Routine(r) = &self.il.entity(*r).kind else { return false };
            match self.il.ty(r.ty) {
                TypeKind::Function(f) => f.params.len() == 1 && f.params.first().is_some_and(|p| self.is_ref(*p)),
                _ => false,
            }
        })
    }

    fn class_has_virtual(&self, e: EntityId, n: u32) -> bool {
        if n > MAX_TRAIT_DEPTH {
            return false;
        }
        self.members_of(e).iter().any(|m| matches!(&self.il.entity(*m).kind, EntityKind::Routine(r) if r.is_virtual))
            || self.il.class_bases.get(&e).is_some_and(|v| v.iter().any(|b| b.is_virtual))
            || self.base_classes(e).into_iter().any(|b| self.class_has_virtual(b, n + 1))
    }

    fn class_is_empty(&self, e: EntityId, n: u32) -> bool {
        n <= MAX_TRAIT_DEPTH
            && !self.is_union_class(e)
            && self.field_types(e).is_empty()
            && !self.class_has_virtual(e, 0)
            && self.base_classes(e).into_iter().all(|b| self.class_is_empty(b, n + 1))
    }

    fn element_type(&self, c: TypeId) -> TypeId {
        let mut t = self.il.canonical(c);
        for _ in 0..MAX_TRAIT_DEPTH {
            match self.il.ty(t) {
                TypeKind::Array(x, _) => t = self.il.canonical(*x),
                _ => break,
            }
        }
        t
    }

    fn trivially_copyable(&self, c: TypeId, n: u32) -> bool {
        let t = self.element_type(c);
        if self.is_scalar(t) {
            return true;
        }
        self.class_of(t).is_some_and(|e| self.class_trivially_copyable(e, n))
    }

    fn class_trivially_copyable(&self, e: EntityId, n: u32) -> bool {
        n <= MAX_TRAIT_DEPTH
            && !self.has_user_copy(e)
            && self.user_provided(e, SpecialMember::Destructor).is_empty()
            && !self.class_has_virtual(e, 0)
            && self.base_classes(e).into_iter().all(|b| self.class_trivially_copyable(b, n + 1))
            && self.field_types(e).into_iter().all(|f| self.trivially_copyable(f, n + 1))
    }

    fn trivially_destructible(&self, c: TypeId, n: u32) -> bool {
        let t = self.element_type(c);
        if self.is_scalar(t) || self.is_ref(t) {
            return true;
        }
        let Some(e) = self.class_of(t) else { return false };
        n <= MAX_TRAIT_DEPTH
            && self.user_provided(e, SpecialMember::Destructor).is_empty()
            && self.field_types(e).into_iter().all(|f| self.trivially_destructible(f, n + 1))
    }

    fn trivially_default_constructible(&self, c: TypeId, n: u32) -> bool {
        let t = self.element_type(c);
        if self.is_scalar(t) {
            return true;
        }
        let Some(e) = self.class_of(t) else { return false };
        n <= MAX_TRAIT_DEPTH
            && !self.has_user_constructor(e)
            && !self.class_has_virtual(e, 0)
            && self.field_types(e).into_iter().all(|f| self.trivially_default_constructible(f, n + 1))
    }

    fn derives_from(&self, d: EntityId, b: EntityId, n: u32) -> bool {
        d == b || (n <= MAX_TRAIT_DEPTH && self.base_classes(d).into_iter().any(|x| self.derives_from(x, b, n + 1)))
    }

    /// An implicit conversion from an expression of type `from` to `to`
    /// (standard conversions and derived-to-base only).
    fn convertible(&mut self, from: TypeId, to: TypeId) -> bool {
        let f = self.canon(self.non_ref(from));
        let t = self.canon(self.non_ref(to));
        if self.is_void(t) {
            return self.is_void(f);
        }
        if self.same_type(self.unqualified(f), self.unqualified(t)) {
            return true;
        }
        if self.is_arith(f) && self.is_arith(t) {
            return !matches!(self.kind(t), TypeKind::Enum(_));
        }
        if let (Some(fc), Some(tc)) = (self.class_of(f), self.class_of(t)) {
            return self.derives_from(fc, tc, 0);
        }
        if self.is_pointer(t) {
            return matches!(self.kind(f), TypeKind::Nullptr) || self.is_pointer(f) || self.is_array(f);
        }
        self.class_of(t).is_some_and(|e| self.has_user_constructor(e))
    }

    fn constructible(&mut self, c: TypeId, args: &[TypeId]) -> bool {
        if self.is_void(c) || self.is_function(c) {
            return false;
        }
        match args {
            [] => !self.is_ref(c),
            [a] => self.convertible(*a, c) || self.class_of(c).is_some(),
            _ => self.class_of(c).is_some(),
        }
    }
}
