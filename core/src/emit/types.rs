//! Type and declarator printing shared by the emitters.
//!
//! A C/C++ type is printed as a specifier part (`const int`, `S`) and a
//! declarator wrapped around the declared name (`*p`, `(*fp)(int)`,
//! `a[3][4]`). EDG writes `int *p`, `char **argv`, abstract `float *` and
//! `void ( *)(float *, int)`.

use super::printer::{ClassStyle, Flavor, Printer};
use crate::il::*;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// Recursion bound for type walks (types are acyclic, but input may be odd).
const MAX_TYPE_DEPTH: u32 = 64;

pub(crate) fn int_kind_name(k: IntKind) -> &'static str {
    use IntKind::*;
    match k {
        Bool => "bool",
        Char => "char",
        SChar => "signed char",
        UChar => "unsigned char",
        WChar => "wchar_t",
        Char8 => "char8_t",
        Char16 => "char16_t",
        Char32 => "char32_t",
        Short => "short",
        UShort => "unsigned short",
        Int => "int",
        UInt => "unsigned",
        Long => "long",
        ULong => "unsigned long",
        LongLong => "long long",
        ULongLong => "unsigned long long",
        Int128 => "__int128",
        UInt128 => "unsigned __int128",
    }
}

pub(crate) fn float_kind_name(k: FloatKind) -> &'static str {
    match k {
        FloatKind::Float => "float",
        FloatKind::Double => "double",
        FloatKind::LongDouble => "long double",
        FloatKind::Float128 => "__float128",
    }
}

/// A member function's ref-qualifier as printed after its parameters.
pub(super) fn ref_qualifier_suffix(r: RefQualifier) -> &'static str {
    match r {
        RefQualifier::None => "",
        RefQualifier::Lvalue => " &",
        RefQualifier::Rvalue => " &&",
    }
}

fn quals_prefix(q: Quals) -> String {
    let mut s = String::new();
    if q.is_const {
        s.push_str("const ");
    }
    if q.is_volatile {
        s.push_str("volatile ");
    }
    s
}

fn quals_after_star(q: Quals) -> String {
    let mut s = String::new();
    if q.is_const {
        s.push_str("const ");
    }
    if q.is_volatile {
        s.push_str("volatile ");
    }
    if q.is_restrict {
        s.push_str("__restrict__ ");
    }
    s
}

impl<'i, 'a> Printer<'i, 'a> {
    /// `typename S::name` with the scope as EDG prints a type
    /// (`typename X< T> ::type`, `typename X< T> ::template apply< U> `).
    pub(crate) fn dependent_name_text(&self, dn: &DependentName) -> String {
        self.dependent_name_text_n(dn, 0)
    }

    fn dependent_name_text_n(&self, dn: &DependentName, n: u32) -> String {
        // A block-scope typedef written as the scope is printed as the
        // type it names (`typename rr_t< G> ::x` for `Gen::x`).
        // So is a class template's member typedef naming a dependent type
        // (`typename _Bvector_base< _Alloc> ::_Bit_alloc_traits::x` for
        // `_Bit_alloc_traits::x`).
        let written = dn.written_scope.map(|t| match self.il.ty(t) {
            TypeKind::Typedef(e) if self.il.block_typedefs.contains(e) || self.dependent_member_typedef(*e) => match self.entity(*e).map(|x| &x.kind) {
                Some(EntityKind::Typedef(u)) => *u,
                _ => t,
            },
            _ => t,
        });
        let scope = match written {
            // (A dependent name as the scope loses its `typename`.)
            Some(t) if n < MAX_TYPE_DEPTH => {
                let t = self.split_type(t, String::new(), n + 1).0;
                String::from(t.strip_prefix("typename ").unwrap_or(&t))
            }
            _ => self.dependent_scope_text(dn, n),
        };
        let mut s = format!("typename {}::", scope);
        if dn.template_kw {
            s.push_str("template ");
        }
        s.push_str(&dn.name);
        if let Some(args) = &dn.args {
            s.push_str(&self.template_args_text(args));
        }
        s
    }

    /// A typedef member of a class template (its pattern) naming a
    /// dependent type.
    fn dependent_member_typedef(&self, e: EntityId) -> bool {
        let Some(ent) = self.entity(e) else { return false };
        let EntityKind::Typedef(u) = &ent.kind else { return false };
        ent.parent.is_some_and(|p| self.is_class_pattern(p)) && self.type_is_dependent(*u, 0)
    }

    fn dependent_scope_text(&self, dn: &DependentName, n: u32) -> String {
        match self.entity(dn.scope).map(|x| &x.kind) {
            Some(EntityKind::TemplateParam { .. }) => match self.il.dependent_names.get(&dn.scope) {
                Some(inner) if n < MAX_TYPE_DEPTH => {
                    let t = self.dependent_name_text_n(inner, n + 1);
                    String::from(t.strip_prefix("typename ").unwrap_or(&t))
                }
                _ => self.entity(dn.scope).map(|x| x.name.clone()).unwrap_or_default(),
            },
            _ => self.qualified_name(dn.scope),
        }
    }

    /// The name of a class/enum/typedef entity as a type specifier.
    pub(crate) fn type_entity_name(&self, e: EntityId) -> String {
        let Some(ent) = self.entity(e) else { return String::new() };
        if self.stub_names {
            if let Some(m) = self.stub_device_name(e) {
                // A class or enum keeps the place of its (omitted) key.
                return match ent.kind {
                    EntityKind::Typedef(_) => m,
                    _ => format!(" {}", m),
                };
            }
        }
        // A closure type goes by its mangled name (after an empty class
        // key in the stub file: ` _ZZ4mainEUliE_`).
        if self.flavor == Flavor::Host && self.il.closures.contains_key(&e) {
            let m = self.mangled(e);
            return if self.class_style == ClassStyle::Plain { m } else { format!(" {}", m) };
        }
        let name = match self.flavor {
            Flavor::Host => self
                .pattern_member_type_name(e)
                .or_else(|| self.namespace_type_name(e))
                .unwrap_or_else(|| self.qualified_name(e)),
            Flavor::Device => self.device_type_name(e),
        };
        // A dependent specialization of a member class template named
        // after its class is a dependent type name (`typename
        // C::template M< T> `).
        let name = if self.flavor == Flavor::Host && name.contains("::template ") && !name.starts_with("typename ") && self.is_dependent_instance(e) && self.in_template_context() {
            format!("typename {}", name)
        } else {
            name
        };
        let global = if self.class_style == ClassStyle::KeywordGlobal { "::" } else { "" };
        match (&ent.kind, self.class_style) {
            (_, ClassStyle::Plain) => name,
            (EntityKind::Class(ci), _) => {
                let key = if ci.key == ClassKey::Union { "union " } else { "struct " };
                format!("{}{}{}", key, global, name)
            }
            (EntityKind::Enum(_), _) => format!("enum {}{}", global, name),
            _ => format!("{}{}", global, name),
        }
    }

    /// A member type of a class template named outside the template (the
    /// return type of a member defined outside its class): a member of
    /// the current instantiation, written `typename X< T> ::type`.
    fn pattern_member_type_name(&self, e: EntityId) -> Option<String> {
        let ent = self.entity(e)?;
        let c = ent.parent?;
        let EntityKind::Class(ci) = &self.entity(c)?.kind else { return None };
        if ci.template_params.is_empty() || self.friend_params == Some(e) {
            return None;
        }
        // Inside the template itself the plain name; inside a class nested
        // in it that has a dependent base (not in its base clause), the
        // name could be the base's: it is qualified as the one found.
        if self.scope.contains(&c) {
            let inner = self.scope.iter().rev().copied().find(|s| matches!(self.entity(*s).map(|x| &x.kind), Some(EntityKind::Class(_))));
            let dependent_base = |i: EntityId| self.il.class_bases.get(&i).is_some_and(|bs| bs.iter().any(|b| self.type_is_dependent(b.ty, 0)));
            if inner.is_none_or(|i| i == c || !dependent_base(i)) || self.scope.contains(&e) {
                return None;
            }
        }
        if !matches!(ent.kind, EntityKind::Typedef(_) | EntityKind::Class(_) | EntityKind::Enum(_)) {
            return None;
        }
        if self.scope.iter().any(|s| self.il.class_instances.get(s).is_some_and(|(t, _)| *t == c)) {
            return None;
        }
        let cls = if self.il.class_instances.contains_key(&c) || self.friend_params == Some(c) {
            // A partial specialization: its pattern arguments (a friend's
            // class: its own name with its parameters).
            self.qualified_name(c)
        } else {
            format!("{}{}", self.qualified_name(c), self.own_params_as_args(&ci.template_params))
        };
        Some(format!("typename {}::{}", cls, ent.name))
    }

    /// Print `ty` declaring `name` (may be empty for an abstract declarator).
    pub(crate) fn type_str(&self, ty: TypeId, name: &str) -> String {
        let (spec, decl) = self.split_type(ty, String::from(name), 0);
        if decl.is_empty() {
            spec
        } else {
            format!("{} {}", spec, decl)
        }
    }

    /// The specifier part of `ty` alone (`int` for `int *`).
    pub(crate) fn type_spec(&self, ty: TypeId) -> String {
        self.split_type(ty, String::new(), 0).0
    }

    /// Split into (specifier, declarator).
    pub(crate) fn split_type(&self, ty: TypeId, inner: String, depth: u32) -> (String, String) {
        if depth > MAX_TYPE_DEPTH {
            return (String::from("int"), inner);
        }
        match self.il.ty(ty) {
            TypeKind::Void => (String::from("void"), inner),
            TypeKind::Int(k) => {
                if *k == IntKind::Bool && self.flavor == Flavor::Device {
                    (String::from("__nv_bool"), inner)
                } else {
                    (String::from(int_kind_name(*k)), inner)
                }
            }
            TypeKind::Float(k) => (String::from(float_kind_name(*k)), inner),
            TypeKind::SignedSpelled(t) => match self.il.ty(*t) {
                TypeKind::Int(k) => (format!("signed {}", int_kind_name(*k)), inner),
                _ => self.split_type(*t, inner, depth + 1),
            },
            // Only ever written as `decltype(nullptr)`, which EDG prints so.
            TypeKind::Nullptr => (String::from("__decltype((nullptr))"), inner),
            TypeKind::Error => (String::from("int"), inner),
            // In device code a builtin typedef (from the device runtime) is
            // written as the type it names.
            TypeKind::Typedef(e)
                if (self.flavor == Flavor::Device || self.class_style != ClassStyle::Plain)
                    && self.entity(*e).map_or(false, super::int_c::is_device_builtin)
                    && matches!(self.entity(*e).map(|x| &x.kind), Some(EntityKind::Typedef(_))) =>
            {
                match self.entity(*e).map(|x| &x.kind) {
                    Some(EntityKind::Typedef(t)) => self.split_type(*t, inner, depth + 1),
                    _ => (self.type_entity_name(*e), inner),
                }
            }
            // C has no enums with a fixed underlying type (scoped enums
            // always have one): device code uses that type.
            TypeKind::Enum(e)
                if self.flavor == Flavor::Device
                    && matches!(self.entity(*e).map(|x| &x.kind), Some(EntityKind::Enum(ei)) if ei.fixed || ei.scoped) =>
            {
                match self.entity(*e).map(|x| &x.kind) {
                    // (EDG's predeclared `std::align_val_t` has the
                    // compiler's own `unsigned long`, no typedef.)
                    Some(EntityKind::Enum(ei)) if depth < 64 && crate::emit::device::keep_predeclared_align_val_t(self.il, *e) => self.split_type(self.il.canonical(ei.underlying), inner, depth + 1),
                    Some(EntityKind::Enum(ei)) if depth < 64 => self.split_type(ei.underlying, inner, depth + 1),
                    _ => (self.type_entity_name(*e), inner),
                }
            }
            // The `auto` placeholder (sugar over the deduced type) is only
            // written in host C++; device code has the deduced type.
            TypeKind::Typedef(e)
                if (self.flavor == Flavor::Device || self.class_style != ClassStyle::Plain)
                    && self.entity(*e).is_some_and(|x| matches!(x.name.as_str(), "auto" | "decltype" | "__typeof__") && x.parent.is_none()) =>
            {
                match self.entity(*e).map(|x| &x.kind) {
                    Some(EntityKind::Typedef(t)) => self.split_type(*t, inner, depth + 1),
                    _ => (self.type_entity_name(*e), inner),
                }
            }
            // So is a member typedef of a class being printed, when it
            // names a non-dependent type (`sel< 1, L< char> > ` for a
            // member `using U = L<char>;` written `sel<1, U>`).
            TypeKind::Typedef(e) if self.in_template_args.get() && (self.il.block_typedefs.contains(e) || self.is_enclosing_member_typedef(*e)) => match self.entity(*e).map(|x| &x.kind) {
                Some(EntityKind::Typedef(t)) => self.split_type(*t, inner, depth + 1),
                _ => (self.type_entity_name(*e), inner),
            },
            // `decltype(e)` as written: `__decltype(n)`, `__decltype((a + b))`.
            TypeKind::Typedef(e) if self.il.decltype_exprs.contains_key(e) => {
                let Some((x, paren)) = self.il.decltype_exprs.get(e).copied() else { return (String::new(), inner) };
                // Printed from the current scope (names as seen from there).
                let mut q = self.fragment_printer();
                let gnu_typeof = self.entity(*e).is_some_and(|x| x.name == "__typeof__");
                // `__typeof__(a + b)` is written bare, `__decltype((a + b))`
                // as an operand.
                let text = if paren {
                    alloc::format!("({})", q.expr_string(x, super::expr::Ctx::Top))
                } else if gnu_typeof {
                    q.expr_string(x, super::expr::Ctx::Top)
                } else if !matches!(x.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Member { .. }) {
                    // Anything but an id-expression or member access is
                    // parenthesized (`__decltype((f< T> (0)))`): for those
                    // the parentheses would change the type.
                    alloc::format!("({})", q.expr_string(x, super::expr::Ctx::Top))
                } else {
                    q.expr_string(x, super::expr::Ctx::Operand)
                };
                let keyword = match self.entity(*e) {
                    Some(x) if x.name == "__typeof__" => "__typeof__",
                    _ => "__decltype",
                };
                (alloc::format!("{}({})", keyword, text), inner)
            }
            TypeKind::Class(e) | TypeKind::Enum(e) | TypeKind::Typedef(e) => (self.type_entity_name(*e), inner),
            // Written after its pattern where it is a template argument
            // (`template_args_text`); elsewhere the pattern alone.
            TypeKind::PackExpansion(x) => self.split_type(*x, inner, depth + 1),
            TypeKind::TemplateParam(e) => match self.il.dependent_names.get(e) {
                Some(dn) => (self.dependent_name_text(dn), inner),
                None => (self.entity(*e).map(|x| x.name.clone()).unwrap_or_default(), inner),
            },
            TypeKind::Pointer(t) => self.split_type(*t, self.ptr_inner("*", *t, inner, Quals::default()), depth + 1),
            // C (device code, the stub file) holds a pointer to data member
            // as its offset.
            TypeKind::MemberPointer(t, _)
                if (self.flavor == Flavor::Device || self.class_style != ClassStyle::Plain) && !matches!(self.il.ty(self.il.canonical(*t)), TypeKind::Function(_)) =>
            {
                (String::from("long"), inner)
            }
            TypeKind::MemberPointer(t, c) => {
                let (cls, _) = self.split_type(*c, String::new(), depth + 1);
                let op = format!("{}::*", cls);
                // A pointer to data member is parenthesized too (`int (C::*p)`,
                // `T (C::*)`), as EDG writes every member pointer declarator.
                let d = match self.il.ty(*t) {
                    TypeKind::Function(_) | TypeKind::Array(..) | TypeKind::ArrayBound { .. } => self.ptr_inner(&op, *t, inner, Quals::default()),
                    _ => format!("({})", self.ptr_inner(&op, *t, inner, Quals::default())),
                };
                self.split_type(*t, d, depth + 1)
            }
            // C has no references: device code uses pointers.
            TypeKind::LvalueRef(t) | TypeKind::RvalueRef(t) if self.flavor == Flavor::Device => {
                self.split_type(*t, self.ptr_inner("*", *t, inner, Quals::default()), depth + 1)
            }
            TypeKind::LvalueRef(t) => self.split_type(*t, self.ptr_inner("&", *t, inner, Quals::default()), depth + 1),
            TypeKind::RvalueRef(t) => self.split_type(*t, self.ptr_inner("&&", *t, inner, Quals::default()), depth + 1),
            TypeKind::Array(t, n) => {
                let dim = match n {
                    Some(n) => format!("[{}]", n),
                    None => String::from("[]"),
                };
                self.split_type(*t, inner + &dim, depth + 1)
            }
            TypeKind::ArrayBound { elem, array, bound } => {
                // Host code shows the bound as written; device code its value.
                match self.bound_texts.get(*bound as usize) {
                    Some(text) if self.flavor != Flavor::Device => {
                        // Inside a class (or a member defined outside it)
                        // the bound's names are seen from there:
                        // `buf[cap + 1]`, not `buf[ns::str::cap + 1]`.
                        let scoped = match self.il.array_bounds.get(*bound as usize) {
                            Some(x) if !self.scope.is_empty() => Some(self.fragment_printer().expr_string(x, super::expr::Ctx::Arg)),
                            _ => None,
                        };
                        let dim = format!("[{}]", scoped.as_deref().unwrap_or(text));
                        self.split_type(*elem, inner + &dim, depth + 1)
                    }
                    _ => match self.il.ty(*array) {
                        TypeKind::Array(_, n) => {
                            let dim = format!("[{}]", n.unwrap_or(0));
                            self.split_type(*elem, inner + &dim, depth + 1)
                        }
                        _ => self.split_type(*array, inner, depth + 1),
                    },
                }
            }
            TypeKind::Function(ft) => {
                let written = self.written_params.borrow_mut().pop();
                let params = match written {
                    Some(ps) if ps.len() == ft.params.len() => self.written_param_types_str(ft, &ps),
                    _ => self.param_types_str(ft),
                };
                let mut d = format!("{}({})", inner, params);
                if ft.quals.is_const {
                    d.push_str(" const");
                }
                if ft.quals.is_volatile {
                    d.push_str(" volatile");
                }
                d.push_str(ref_qualifier_suffix(ft.ref_qual));
                match ft.noexcept {
                    FnNoexcept::None => {}
                    FnNoexcept::Noexcept => d.push_str(" noexcept"),
                    FnNoexcept::Expr(i) => {
                        let text = self.bound_texts.get(i as usize).map(String::as_str).unwrap_or("true");
                        d.push_str(&format!(" noexcept({})", text));
                    }
                }
                self.split_type(ft.ret, d, depth + 1)
            }
            TypeKind::Qualified(t, q) => {
                // Qualifiers on a pointer go after its `*`.
                match self.il.ty(*t) {
                    TypeKind::Pointer(p) => self.split_type(*p, self.ptr_inner("*", *p, inner, *q), depth + 1),
                    // `int &__restrict__ r` (GNU); a pointer in device code.
                    TypeKind::LvalueRef(p) | TypeKind::RvalueRef(p) => {
                        let op = match (self.flavor, self.il.ty(*t)) {
                            (Flavor::Device, _) => "*",
                            (_, TypeKind::LvalueRef(_)) => "&",
                            _ => "&&",
                        };
                        self.split_type(*p, self.ptr_inner(op, *p, inner, *q), depth + 1)
                    }
                    TypeKind::Qualified(..) | TypeKind::Array(..) | TypeKind::ArrayBound { .. } => {
                        // Merge nested qualifiers / push them to the element.
                        let (s, d) = self.split_type(*t, inner, depth + 1);
                        (format!("{}{}", quals_prefix(*q), s), d)
                    }
                    _ => {
                        let (s, d) = self.split_type(*t, inner, depth + 1);
                        (format!("{}{}", quals_prefix(*q), s), d)
                    }
                }
            }
        }
    }

    fn ptr_inner(&self, op: &str, pointee: TypeId, inner: String, q: Quals) -> String {
        let qs = quals_after_star(q);
        let qs = if inner.is_empty() { String::from(qs.trim_end()) } else { qs };
        let base = format!("{}{}{}", op, qs, inner);
        // (Device code writes the type an `auto` placeholder stands for.)
        let mut pointee = pointee;
        for _ in 0..4 {
            match self.il.ty(pointee) {
                TypeKind::Typedef(e)
                    if (self.flavor == Flavor::Device || self.class_style != ClassStyle::Plain)
                        && self.entity(*e).is_some_and(|x| matches!(x.name.as_str(), "auto" | "decltype" | "__typeof__") && x.parent.is_none()) =>
                {
                    match self.entity(*e).map(|x| &x.kind) {
                        Some(EntityKind::Typedef(t)) => pointee = *t,
                        _ => break,
                    }
                }
                _ => break,
            }
        }
        match self.il.ty(pointee) {
            TypeKind::Function(_) | TypeKind::Array(..) | TypeKind::ArrayBound { .. } => {
                if inner.is_empty() {
                    format!("( {})", base)
                } else {
                    format!("({})", base)
                }
            }
            _ => base,
        }
    }

    /// `split_type` with the parameter names written in the declarator of
    /// `e` (host output keeps them: `void (*cb)(void * user)`).
    pub(crate) fn split_type_for(&self, ty: TypeId, inner: String, e: EntityId) -> (String, String) {
        let lists = match self.il.written_fn_params.get(&e) {
            Some(l) if self.flavor != Flavor::Device => l.iter().rev().cloned().collect(),
            _ => return self.split_type(ty, inner, 0),
        };
        let saved = core::mem::replace(&mut *self.written_params.borrow_mut(), lists);
        let r = self.split_type(ty, inner, 0);
        *self.written_params.borrow_mut() = saved;
        r
    }

    /// The declarator part of `ty` around `name` (`*p` for `int *`), with
    /// the parameter names written for `e`.
    pub(crate) fn type_declarator_for(&self, ty: TypeId, name: &str, e: EntityId) -> String {
        self.split_type_for(ty, String::from(name), e).1
    }

    /// A function type's parameter list with the names written for it.
    fn written_param_types_str(&self, ft: &FunctionType, written: &[EntityId]) -> String {
        let mut parts: Vec<String> = ft
            .params
            .iter()
            .zip(written)
            .map(|(p, e)| {
                let name = self.entity(*e).map(|x| x.name.clone()).unwrap_or_default();
                // A parameter pack: `Ts ...vs`, `Ts ...`.
                let pack = self.il.pack_function_params.contains(e);
                let name = if pack { format!("...{}", name) } else { name };
                let (spec, mut decl) = self.split_type_for(*p, name.clone(), *e);
                // EDG separates a pointer's `*` from the parameter name.
                if !name.is_empty() {
                    if let Some(at) = decl.rfind(name.as_str()) {
                        if at > 0 && matches!(decl.as_bytes().get(at - 1), Some(b'*') | Some(b'&')) {
                            decl.insert(at, ' ');
                        }
                    }
                }
                if decl.is_empty() {
                    spec
                } else {
                    format!("{} {}", spec, decl)
                }
            })
            .collect();
        // (`(Ts ..., ...)`: a pack marked expanded, then C varargs.)
        let has_pack = written.iter().any(|e| self.il.pack_function_params.contains(e));
        let pack_then_varargs = ft.params.last().is_some_and(|p| matches!(self.il.ty(*p), TypeKind::PackExpansion(_)));
        if ft.variadic && (!has_pack || pack_then_varargs) {
            parts.push(String::from("..."));
        }
        if parts.is_empty() && !ft.unprototyped {
            return String::from("void");
        }
        parts.join(", ")
    }

    /// An unnamed parameter's type: EDG writes an abstract pointer to a
    /// function or array in a parameter list as `(*)` (a cast's `( *)`).
    pub(crate) fn abstract_param_str(&self, ty: TypeId) -> String {
        const HOLE: &str = "\u{2}";
        let (spec, decl) = self.split_type(ty, String::from(HOLE), 0);
        let decl = decl.replace(&format!(" {}", HOLE), "").replace(HOLE, "");
        if decl.is_empty() {
            spec
        } else {
            format!("{} {}", spec, decl)
        }
    }

    /// A typedef member of a class in the printing scope that names a
    /// non-dependent type.
    fn is_enclosing_member_typedef(&self, e: EntityId) -> bool {
        let Some(ent) = self.entity(e) else { return false };
        let EntityKind::Typedef(t) = &ent.kind else { return false };
        ent.parent.is_some_and(|p| self.scope.contains(&p) && matches!(self.entity(p).map(|x| &x.kind), Some(EntityKind::Class(_))))
            && !self.type_is_dependent(*t, 0)
            && !self.il.decltype_exprs.contains_key(&e)
    }

    /// Whether a type names a template parameter pack outside any
    /// expansion: as a function type's last parameter followed by `...`
    /// it is an expansion (`F(Args...)`), not C varargs.
    pub(crate) fn mentions_unexpanded_pack(&self, t: TypeId, depth: u32) -> bool {
        if depth > MAX_TYPE_DEPTH {
            return false;
        }
        match self.il.ty(t) {
            TypeKind::TemplateParam(p) => self.il.pack_params.contains(p),
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => {
                self.mentions_unexpanded_pack(*x, depth + 1)
            }
            TypeKind::Class(c) => self.il.class_instances.get(c).is_some_and(|(_, args)| {
                args.iter().any(|a| matches!(a, TemplateArg::Type(x) if self.mentions_unexpanded_pack(*x, depth + 1)))
            }),
            _ => false,
        }
    }

    /// `int, char *` for a function type's parameter list.
    pub(crate) fn param_types_str(&self, ft: &FunctionType) -> String {
        let mut parts: Vec<String> = ft
            .params
            .iter()
            .map(|p| match self.il.ty(*p) {
                TypeKind::PackExpansion(x) => format!("{} ...", self.abstract_param_str(*x)),
                // Device code: the pointer standing for a reference parameter
                // in a function type does not keep the reference's
                // `__restrict__` (the parameter's own declaration does).
                TypeKind::Qualified(r, _)
                    if self.flavor == Flavor::Device && matches!(self.il.ty(*r), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)) =>
                {
                    self.abstract_param_str(*r)
                }
                _ => self.abstract_param_str(*p),
            })
            .collect();
        // `(Args ...)`: the last parameter is a pack expansion.
        if ft.variadic && ft.params.last().is_some_and(|p| self.mentions_unexpanded_pack(*p, 0)) {
            if let Some(last) = parts.last_mut() {
                last.push_str(" ...");
            }
        } else if ft.variadic {
            parts.push(String::from("..."));
        }
        // EDG prints an empty prototype as `(void)` in a function type
        // (a routine's own declarator keeps `()`).
        if parts.is_empty() && !ft.unprototyped {
            return String::from("void");
        }
        parts.join(", ")
    }

    /// Size and alignment of a type under LP64 (used for stub offsets and
    /// registration sizes).
    pub(crate) fn size_align(&self, ty: TypeId) -> (u64, u64) {
        self.size_align_d(ty, 0)
    }

    fn size_align_d(&self, ty: TypeId, depth: u32) -> (u64, u64) {
        if depth > MAX_TYPE_DEPTH {
            return (1, 1);
        }
        match self.il.ty(ty) {
            TypeKind::TemplateParam(_) => (1, 1),
            TypeKind::PackExpansion(x) => self.size_align_d(*x, depth + 1),
            TypeKind::ArrayBound { array, .. } => self.size_align_d(*array, depth + 1),
            TypeKind::SignedSpelled(x) => self.size_align_d(*x, depth + 1),
            TypeKind::Int(k) => (k.size(), k.size()),
            TypeKind::Float(k) => match k {
                FloatKind::Float => (4, 4),
                FloatKind::Double => (8, 8),
                FloatKind::LongDouble | FloatKind::Float128 => (16, 16),
            },
            TypeKind::Pointer(_) | TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_) | TypeKind::Nullptr => (8, 8),
            // A pointer to a member function is a (pointer, adjustment) pair.
            TypeKind::MemberPointer(t, _) => match self.il.ty(self.il.canonical(*t)) {
                TypeKind::Function(_) => (16, 8),
                _ => (8, 8),
            },
            TypeKind::Array(t, n) => {
                let (s, a) = self.size_align_d(*t, depth + 1);
                (s.saturating_mul(n.unwrap_or(0)), a)
            }
            TypeKind::Class(e) => match self.entity(*e).map(|x| &x.kind) {
                Some(EntityKind::Class(ci)) => (ci.size, ci.align.max(1)),
                _ => (1, 1),
            },
            TypeKind::Enum(e) => match self.entity(*e).map(|x| &x.kind) {
                Some(EntityKind::Enum(ei)) => self.size_align_d(ei.underlying, depth + 1),
                _ => (4, 4),
            },
            TypeKind::Typedef(e) => match self.entity(*e).map(|x| &x.kind) {
                Some(EntityKind::Typedef(t)) => self.size_align_d(*t, depth + 1),
                _ => (1, 1),
            },
            TypeKind::Qualified(t, _) => self.size_align_d(*t, depth + 1),
            TypeKind::Void | TypeKind::Function(_) | TypeKind::Error => (1, 1),
        }
    }

    /// Whether the canonical type is a class type.
    pub(crate) fn is_class_type(&self, ty: TypeId) -> bool {
        matches!(self.il.ty(self.il.canonical(ty)), TypeKind::Class(_))
    }

    /// The device name of a type entity when it is not its source name
    /// (declared in a scope, or a class template specialization).
    pub(crate) fn stub_device_name(&self, e: EntityId) -> Option<String> {
        let ent = self.entity(e)?;
        if !matches!(ent.kind, EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_))
            || ent.name.is_empty()
            || ent.name.starts_with("_Z")
            || ent.name.starts_with("__nv")
        {
            return None;
        }
        let m = self.device_type_name(e);
        (m != ent.name).then_some(m)
    }

    /// An unnamed class that declares a named member of its class
    /// (`struct { … } parts;`): numbered among the class's unnamed types
    /// (`_ZN9FloatBitsUt_E`). Anonymous aggregates are not named so.
    pub(crate) fn unnamed_member_class_name(&self, e: EntityId) -> Option<String> {
        let parent = self.entity(e)?.parent?;
        let Some(EntityKind::Class(ci)) = self.entity(parent).map(|x| &x.kind) else { return None };
        let names_field = ci.members.iter().any(|m| {
            self.entity(*m).is_some_and(|x| !x.name.is_empty() && matches!(&x.kind, EntityKind::Field(f) if matches!(self.il.ty(self.il.canonical(f.ty)), TypeKind::Class(c) if *c == e)))
        });
        if !names_field || self.il.closures.contains_key(&e) {
            return None;
        }
        // (An unnamed type declaring a member is not itself listed among
        // the class's members: the types are taken in declaration order.)
        let idx = self
            .il
            .entities
            .iter()
            .enumerate()
            .filter(|(i, x)| {
                x.parent == Some(parent)
                    && x.name.is_empty()
                    && matches!(x.kind, EntityKind::Enum(_) | EntityKind::Class(_))
                    && !self.il.closures.contains_key(&EntityId(*i as u32))
            })
            .position(|(i, _)| i == e.0 as usize)?;
        let n = if idx == 0 { String::new() } else { format!("{}", idx - 1) };
        let cn = self.device_type_name(parent);
        let scope = match (cn.strip_prefix("_ZN"), cn.strip_prefix("_Z")) {
            (Some(rest), _) => String::from(rest.strip_suffix('E').unwrap_or(rest)),
            (None, Some(rest)) => String::from(rest),
            _ => format!("{}{}", cn.len(), cn),
        };
        Some(format!("_ZN{}Ut{}_E", scope, n))
    }

    /// The device-side name of a type entity (plain name; nested names are
    /// not mangled here).
    pub(crate) fn device_type_name(&self, e: EntityId) -> String {
        // cicc's C has no scopes: a type declared in a namespace or class
        // goes by its mangled name (`_ZSt6size_t`, `_ZN3ops3AddE`).
        match self.entity(e) {
            // (The unnamed namespace is already the module's: `mangle`.)
            Some(x) if x.parent.is_some() && !x.name.is_empty() => self.mangled(e),
            // A local class goes by its local name (`_ZZ1kPiE5Local`), and
            // so does a block-scope typedef.
            Some(x) if !x.name.is_empty() && (self.il.local_classes.contains_key(&e) || self.il.typedef_routine.contains_key(&e)) => self.mangled(e),
            // A closure type goes by its mangled local name (`_ZZ4mainEUliE_`).
            Some(_) if self.il.closures.contains_key(&e) => self.mangled(e),
            // A class template's instances share its name: theirs carries
            // the arguments (`_Z5ArrayIfLi4EE`).
            Some(x) if !x.name.is_empty() && (self.il.class_instances.contains_key(&e) || self.il.alias_instances.contains_key(&e) || self.il.explicit_specializations.contains(&e)) => self.mangled(e),
            Some(x) if x.name.is_empty() => self.unnamed_member_class_name(e).unwrap_or_default(),
            Some(x) => x.name.to_string(),
            None => String::new(),
        }
    }
}
