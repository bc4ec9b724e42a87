//! Host expression printing with EDG's parenthesization.
//!
//! EDG's C++-generating back end does not use precedence: an operand that is
//! itself an operation is always parenthesized (`(x * 2) + 1`,
//! `(sh[0]) = f(x)`), while names, literals, calls and `sizeof` are not.
//! Constant operations the front end folded (a converted literal, `-5`,
//! `2 * 3`) are printed in parentheses as their original expression
//! (`('a')`, `(-5)`, `((2 * 3) + 1)`) except as call arguments. Floating
//! literals are re-spelled from their value and always parenthesized.

use super::printer::{char_spelling, float_spelling, int_suffix, Printer, MAX_DEPTH};
use crate::il::*;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Where an expression is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ctx {
    /// Statement level, initializer, condition, subscript, return value.
    Top,
    /// Operand of an operator: non-leaf operands get parentheses.
    Operand,
    /// A call argument: converted constants are not parenthesized.
    Arg,
}

pub(crate) fn is_literal(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::IntLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::Nullptr
            | ExprKind::StringLit { .. }
    )
}

impl<'i, 'a> Printer<'i, 'a> {
    /// A constant leaf: a (non-string) literal, `sizeof`, or a `const`
    /// variable with a constant value.
    pub(crate) fn is_const_leaf(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::StringLit { .. } => false,
            // (Not of a dependent type: its value comes at instantiation.)
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => !self.type_is_dependent(*t, 0),
            ExprKind::SizeofExpr(_) => true,
            // A constexpr function called with constant arguments.
            ExprKind::Call { callee, args } => {
                let f = match &strip_conversions(callee).kind {
                    ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => self.routine(*id),
                    _ => None,
                };
                f.map_or(false, |r| r.is_constexpr)
                    && !self.is_dependent_name_ref(strip_conversions(callee))
                    && args.iter().all(|a| self.is_const_leaf(a) || self.is_folded_const(a, 1))
            }
            // (An enumerator of a dependent specialization, `X< T> ::e`, has
            // its value only at instantiation.)
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } if matches!(self.entity(*id).map(|e| &e.kind), Some(EntityKind::Enumerator(_))) => {
                !self.is_dependent_name_ref(e)
            }
            // A non-type template parameter of integral type is a constant
            // (so converted, it is parenthesized: `x * (N)`).
            ExprKind::Name(id)
                if matches!(self.entity(*id).map(|e| &e.kind), Some(EntityKind::TemplateParam { is_type: false, ty: Some(t), .. }) if self.int_kind(*t).is_some()) =>
            {
                true
            }
            // A member of a dependent specialization (`X< T> ::n`) has its
            // value only at instantiation.
            ExprKind::Name(_) | ExprKind::QualifiedName { .. } if self.is_dependent_name_ref(e) => false,
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => match self.variable(*id) {
                Some(v) => {
                    self.int_kind(v.ty).is_some()
                        && (v.is_constexpr
                            || (self.il.quals_of(v.ty).is_const && crate::sema::consteval::eval(self.il, e).is_some()))
                }
                None => false,
            },
            _ => is_literal(e),
        }
    }

    /// A constant operation EDG folds (keeping the original for printing).
    pub(crate) fn is_folded_const(&self, e: &Expr, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let ok = |x: &Expr| self.is_const_leaf(x) || self.is_folded_const(x, depth + 1);
        match &e.kind {
            // A construction of a class object is not a folded constant.
            ExprKind::Cast { to, .. } if self.is_class_type(*to) => false,
            ExprKind::Cast { expr, .. } => ok(expr) || matches!(expr.kind, ExprKind::StringLit { .. }),
            ExprKind::Unary(UnaryOp::Minus | UnaryOp::Plus | UnaryOp::BitNot | UnaryOp::Not, x) => ok(x),
            // Address constants.
            ExprKind::Unary(UnaryOp::AddrOf, x) => self.is_static_designator(x, depth + 1),
            _ if self.is_static_array(e) => true,
            // The distance between two elements of one array is constant.
            ExprKind::Binary(BinaryOp::Sub, l, r) if self.same_array_addresses(l, r) => true,
            // `false && x`, `true || x`: the first operand decides.
            ExprKind::Binary(op @ (BinaryOp::LogAnd | BinaryOp::LogOr), l, _)
                if ok(l) && crate::sema::consteval::eval(self.il, l).is_some_and(|v| v.truthy() == (*op == BinaryOp::LogOr)) =>
            {
                true
            }
            ExprKind::Binary(op, l, r) if *op != BinaryOp::Comma => ok(l) && ok(r),
            ExprKind::Cond(c, a, b) => ok(c) && ok(a) && ok(b),
            _ => false,
        }
    }

    /// An lvalue whose address is a link-time constant: a variable of
    /// static storage, an element of such an array at a constant index,
    /// or a member of such an object. (A managed variable is reached
    /// through the runtime on the host, so its address is not constant.)
    /// `e` names the unnamed object of a block's or namespace's anonymous
    /// union (its members are written without it).
    pub(crate) fn names_anonymous_object(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Name(v) => self.il.anonymous_objects.values().any(|o| o == v),
            _ => false,
        }
    }

    pub(crate) fn is_static_designator(&self, e: &Expr, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match &strip_conversions(e).kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => self.variable(*id).map_or(false, |v| {
                !v.is_param
                    && (!v.is_local || matches!(v.storage, StorageClass::Static | StorageClass::Extern))
                    && v.memory != crate::il::MemorySpace::Managed
                    && !matches!(self.il.ty(self.il.canonical(v.ty)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_))
            }),
            ExprKind::Index(a, i) => {
                matches!(self.il.ty(self.il.canonical(a.ty)), TypeKind::Array(..))
                    && (self.is_const_leaf(i) || self.is_folded_const(i, depth + 1))
                    && self.is_static_designator(a, depth + 1)
            }
            ExprKind::Member { base, arrow: false, .. } => self.is_static_designator(base, depth + 1),
            _ => false,
        }
    }

    /// An array of static storage named where it decays: its address is a
    /// constant, which EDG prints in parentheses of its own where the
    /// conversion is kept (`int *p = (a);`, `(char *)(a)`).
    /// (Shared memory is not: its address is the launch's.)
    pub(crate) fn is_static_array(&self, e: &Expr) -> bool {
        let x = strip_conversions(e);
        let shared = matches!(&x.kind, ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. }
            if self.variable(*id).is_some_and(|v| v.memory == crate::il::MemorySpace::Shared));
        matches!(x.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. })
            && self.is_array_typed(x)
            && !shared
            && self.is_static_designator(e, 0)
    }

    /// An expression of array type (where it is used as a value, it decays).
    pub(crate) fn is_array_typed(&self, e: &Expr) -> bool {
        let mut t = self.il.canonical(e.ty);
        if let TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) = self.il.ty(t) {
            t = self.il.canonical(*x);
        }
        matches!(self.il.ty(t), TypeKind::Array(..))
    }

    /// `&a[i] - &a[j]` with constant subscripts.
    fn same_array_addresses(&self, l: &Expr, r: &Expr) -> bool {
        let elem = |x: &Expr| -> Option<EntityId> {
            let ExprKind::Unary(UnaryOp::AddrOf, y) = &strip_conversions(x).kind else { return None };
            let ExprKind::Index(a, i) = &strip_conversions(y).kind else { return None };
            if !(self.is_const_leaf(i) || self.is_folded_const(i, 1)) {
                return None;
            }
            match &strip_conversions(a).kind {
                ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => Some(*id),
                _ => None,
            }
        };
        matches!((elem(l), elem(r)), (Some(a), Some(b)) if a == b)
    }

    /// Whether a folded constant prints its own parentheses at this node
    /// (an implicit conversion of a non-leaf constant leaves them to its
    /// operand; a converted leaf is parenthesized).
    fn fold_wraps(&self, e: &Expr) -> bool {
        if self.is_const_leaf(e) || is_literal(e) || self.is_static_array(e) || !self.is_folded_const(e, 0) {
            return false;
        }
        match &e.kind {
            // A converted constant variable is parenthesized only as a
            // whole initializer (`unsigned u = (w);`, but `u = w;`,
            // `w + b.x`); other converted constants (template parameters,
            // constexpr calls) everywhere.
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => {
                let variable = matches!(&expr.kind, ExprKind::Name(v) | ExprKind::QualifiedName { entity: v, .. }
                    if matches!(self.entity(*v).map(|x| &x.kind), Some(EntityKind::Variable(_))));
                // (A template parameter converted inside a folded
                // operation too: `((C) + L) + (S)`.)
                let parameter = matches!(&expr.kind, ExprKind::Name(v) if matches!(self.entity(*v).map(|x| &x.kind), Some(EntityKind::TemplateParam { .. })));
                is_literal(expr) || ((parameter || (!self.in_fold && (self.init_root || !variable))) && self.is_const_leaf(expr))
            }
            _ => true,
        }
    }
}

impl<'i, 'a> Printer<'i, 'a> {
    /// A `static_assert` condition: parenthesized, except a folded constant
    /// (which prints its own parentheses).
    pub(crate) fn static_assert_condition(&mut self, e: &Expr<'a>) {
        // A bool name or literal needing no conversion is printed bare.
        let bare = match &e.kind {
            ExprKind::BoolLit(_) => true,
            // (Not a variable template given dependent arguments: its
            // value comes at instantiation, `(is_same_v< T, U> )`.)
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                self.is_bool_type(e.ty)
                    && !self.is_dependent_name_ref(e)
                    && !(self.il.variable_templates.contains(x)
                        && self.il.written_template_args.get(&(e.pos, *x)).is_some_and(|(_, a)| self.il.args_are_dependent(a, 0)))
            }
            _ => false,
        };
        if bare || self.is_folded_const(e, 0) {
            self.expr(e, Ctx::Top);
        } else {
            self.push("(");
            self.expr(e, Ctx::Top);
            self.push(")");
        }
    }

    /// Template arguments written after a routine's name (`f< float> `).
    fn written_args(&mut self, pos: crate::source::Pos, id: EntityId) {
        // Written on the template's name; the call may have resolved to
        // the instance (deduction completed the arguments).
        let tmpl = match self.entity(id).map(|x| &x.kind) {
            Some(EntityKind::Routine(r)) => r.instance_of.as_ref().map(|(t, _)| *t),
            _ => None,
        };
        // (Or on another template of the overload set the call chose among:
        // one name token, one position.)
        let found = self
            .il
            .written_template_args
            .get(&(pos, id))
            .or_else(|| tmpl.and_then(|t| self.il.written_template_args.get(&(pos, t))))
            .or_else(|| {
                let name = self.entity(id).map(|x| x.name.as_str())?;
                self.il
                    .written_template_args
                    .range((pos, EntityId(0))..=(pos, EntityId(u32::MAX)))
                    .find(|((_, t), _)| self.entity(*t).is_some_and(|x| x.name == name && matches!(x.kind, EntityKind::Routine(_))))
                    .map(|(_, v)| v)
            });
        if let Some((_, args)) = found {
            // (An empty list is written `f<> `, an empty pack's too.)
            if args.is_empty() {
                self.push("<> ");
                return;
            }
            let t = self.template_args_text_of(tmpl.or(Some(id)), args);
            self.push(&t);
        }
    }

    /// The qualifier written before the name of `e` as EDG prints it back:
    /// the classes at its end re-spelled from `e`'s enclosing classes
    /// (`C< T> ::sv` for `C::sv` in `C`, `template` before a dependent
    /// specialization after a namespace), the namespaces before them as
    /// written (`D::q` inside `N`, `A::q` through an alias, `::N::g0`).
    /// None when the written classes are not `e`'s enclosing ones (a
    /// typedef, a base class).
    fn written_qualifier(&self, e: EntityId, qualifier: &str) -> Option<String> {
        let q = qualifier.trim();
        let (global, rest) = match q.strip_prefix("::") {
            Some(r) => (true, r),
            None => (false, q),
        };
        let rest = rest.strip_suffix("::")?;
        // Components split at `::` outside angle brackets and parentheses.
        let mut parts: Vec<&str> = Vec::new();
        let (mut depth, mut start) = (0i32, 0usize);
        let bytes = rest.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'<' | b'(' => depth += 1,
                b'>' | b')' => depth -= 1,
                b':' if depth == 0 && bytes.get(i + 1) == Some(&b':') => {
                    parts.push(rest[start..i].trim());
                    i += 2;
                    start = i;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        parts.push(rest[start..].trim());
        // The identifier a component names (`template X<T>` names `X`).
        let ident = |p: &str| -> String {
            let p = p.strip_prefix("template").filter(|r| r.starts_with(char::is_whitespace)).map_or(p, |r| r.trim_start());
            p.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$').collect()
        };
        if parts.iter().any(|p| ident(p).is_empty() || ident(p) == "typename" || ident(p) == "decltype") {
            return None;
        }
        // Classes from the right, matched against the enclosing scopes.
        let mut classes: Vec<EntityId> = Vec::new();
        let mut cur = self.entity(e)?.parent;
        let mut n = parts.len();
        while n > 0 {
            let Some(c) = cur else { break };
            let ce = self.entity(c)?;
            if !matches!(ce.kind, EntityKind::Class(_)) {
                break;
            }
            let base_name = match self.il.class_instances.get(&c) {
                Some((t, _)) => self.entity(*t).map(|x| x.name.clone()).unwrap_or_default(),
                None => ce.name.clone(),
            };
            if ident(parts[n - 1]) != base_name {
                // An alias template specialization naming the class
                // (`__gnu_cxx::__int_traits< T> ::__max`) is printed as
                // written, its namespaces too.
                // So is a class template specialization whose member was
                // found in a base (`__numeric_traits< ptrdiff_t> ::__max`).
                if n == parts.len() && (self.is_alias_template_name(&ident(parts[n - 1])) || self.is_class_template_name(&ident(parts[n - 1]))) {
                    if let Some(alias) = simple_template_id(parts[n - 1], &|a| self.written_type_arg(a)) {
                        if parts[..n - 1].iter().all(|p| !p.contains('<')) {
                            let mut s = String::from(if global { "::" } else { "" });
                            for p in &parts[..n - 1] {
                                s.push_str(&ident(p));
                                s.push_str("::");
                            }
                            s.push_str(&alias);
                            s.push_str("::");
                            return Some(s);
                        }
                    }
                }
                // A member named through a typedef of its class
                // (`chrono::high_resolution_clock::now()`) keeps the
                // qualifier as written.
                // (A dependent specialization is named itself, below.)
                if n == parts.len()
                    && ident(parts[n - 1]).as_str() == parts[n - 1]
                    && !self.is_dependent_instance(c)
                    && self.index.typedef_names_class(parts[n - 1], c)
                    && parts.iter().all(|p| !p.contains('<'))
                {
                    let mut s = String::from(if global { "::" } else { "" });
                    for p in &parts {
                        s.push_str(&ident(p));
                        s.push_str("::");
                    }
                    return Some(s);
                }
                // A member named through a typedef of a dependent
                // specialization (`using most = S< Ts...> ; most::size`)
                // keeps the typedef's name; in a type's template argument
                // the class is named instead.
                if n == parts.len() && !self.constant_expr && self.is_dependent_instance(c) && parts.iter().all(|p| ident(p).as_str() == *p) {
                    return Some(format!("{}{}::", if global { "::" } else { "" }, parts.join("::")));
                }
                return None;
            }
            classes.push(c);
            cur = ce.parent;
            n -= 1;
        }
        // What remains must be namespaces (or aliases of them).
        if parts[..n].iter().any(|p| p.contains('<')) {
            return None;
        }
        // In a template argument's constant, the namespaces are those
        // between the current scope and the class (`execution::v1::X< T> `
        // for `__pstl::execution::X<T>` inside `__pstl::__internal`).
        if self.constant_expr && !global && n > 0 {
            if let Some(outer) = classes.last().copied() {
                let mut s = self.qualified_name(outer);
                s.push_str("::");
                for c in classes.iter().rev().skip(1) {
                    s.push_str(&self.class_name_in_qualifier(*c));
                    s.push_str("::");
                }
                return Some(s);
            }
        }
        let mut s = String::from(if global { "::" } else { "" });
        // A class written first whose name an injected-class-name hides
        // here (in a constant of a type's template argument) is qualified.
        if !global && n == 0 && self.constant_expr {
            if let Some((prefix, _)) = classes.last().and_then(|c| self.hidden_name_prefix(*c, true)) {
                s.push_str(&prefix);
            }
        }
        for p in &parts[..n] {
            s.push_str(&ident(p));
            s.push_str("::");
        }
        // Written from a class (`C::sv`, `X< T> ::v`): qualified by the
        // usual rule (`name_ref`), except where the classes are re-spelled
        // (`RW< T> ::f` for `RW::f` in `RW`, see `respell_classes`).
        if n == 0 && !global && !self.respell_classes(e) {
            return None;
        }
        let mut after_namespace = n > 0;
        for c in classes.into_iter().rev() {
            let dependent = self.is_dependent_instance(c);
            if dependent && after_namespace && !self.constant_expr {
                s.push_str("template ");
            }
            s.push_str(&self.class_name_in_qualifier(c));
            s.push_str("::");
            after_namespace = false;
        }
        Some(s)
    }

    /// Whether a member named through its enclosing classes alone keeps
    /// that qualifier (re-spelled): a function (`NC::one(3)`), and in a
    /// template's body a static data member too (`RW< T> ::sv`).
    fn respell_classes(&self, e: EntityId) -> bool {
        match self.entity(e).map(|x| &x.kind) {
            Some(EntityKind::Routine(_)) => true,
            Some(EntityKind::Variable(v)) => self.in_template_body && !v.is_local && !v.is_param,
            _ => false,
        }
    }

    /// A qualifier of namespaces written before a function chosen at
    /// instantiation in a template's body, less its
    /// leading namespaces that enclose the current scope (EDG prints
    /// `__detail::f` for `std::__detail::f` inside `std`), keeping at least
    /// one (`std::f` stays qualified).
    fn relative_namespace_qualifier(&self, q: &str) -> String {
        if q.starts_with("::") {
            return String::from(q);
        }
        let parts: Vec<&str> = q.split("::").filter(|c| !c.is_empty()).collect();
        // (A class's member keeps its qualifier as written:
        // `std::_Hash_impl::hash`.)
        if parts.last().is_some_and(|c| self.index.names_a_type(c.trim())) {
            return String::from(q);
        }
        let open: Vec<&str> = self
            .scope
            .iter()
            .filter_map(|s| self.entity(*s))
            .filter(|s| matches!(s.kind, EntityKind::Namespace { .. }) && !s.name.is_empty())
            .map(|s| s.name.as_str())
            .collect();
        let mut k = 0;
        while k + 1 < parts.len() && open.get(k) == Some(&parts[k]) {
            k += 1;
        }
        let mut out = String::new();
        for p in &parts[k..] {
            out.push_str(p);
            out.push_str("::");
        }
        out
    }

    fn is_enumerator_ref(&self, e: &Expr<'a>) -> bool {
        matches!(&e.kind, ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } if matches!(self.entity(*id).map(|x| &x.kind), Some(EntityKind::Enumerator(_))))
    }

    /// Whether `name` names a class template.
    fn is_class_template_name(&self, name: &str) -> bool {
        !name.is_empty()
            && self.il.class_instances.values().any(|(t, _)| {
                self.entity(*t).is_some_and(|x| x.name == name && matches!(&x.kind, EntityKind::Class(ci) if !ci.template_params.is_empty()))
            })
    }

    /// A type argument written as a plain name, as EDG prints that type
    /// here (qualified where namespace types are, `std::ptrdiff_t`).
    fn written_type_arg(&self, a: &str) -> String {
        if a.contains("::") {
            return String::from(a);
        }
        let found = self.scope.iter().rev().find_map(|s| {
            self.il.entities.iter().position(|x| {
                x.name == a && x.parent == Some(*s) && matches!(x.kind, EntityKind::Typedef(_) | EntityKind::Class(_) | EntityKind::Enum(_))
            })
        });
        let found = found.map(|i| EntityId(i as u32));
        // A member typedef of the enclosing class template is the type it
        // names (`__numeric_traits< difference_type> ` is printed with
        // `std::ptrdiff_t`), as in a template argument recorded in a
        // template's body.
        if let Some(EntityKind::Typedef(u)) = found.and_then(|f| self.entity(f)).map(|x| &x.kind) {
            let f = found.unwrap_or(EntityId(0));
            let member_of_template = self.entity(f).and_then(|x| x.parent).is_some_and(|p| self.il.in_template(p) && matches!(self.entity(p).map(|x| &x.kind), Some(EntityKind::Class(_))));
            if member_of_template && !self.il.alias_instances.contains_key(&f) && !self.il.decltype_exprs.contains_key(&f) && !self.type_is_dependent(*u, 0) {
                return self.type_str(*u, "");
            }
        }
        if !self.qualify_namespace_types {
            return String::from(a);
        }
        found.and_then(|f| self.namespace_type_name(f)).unwrap_or_else(|| String::from(a))
    }

    /// Whether `name` names an alias template (one specialized somewhere).
    fn is_alias_template_name(&self, name: &str) -> bool {
        !name.is_empty() && self.il.alias_instances.values().any(|(t, _)| self.entity(*t).is_some_and(|x| x.name == name))
    }

    /// A class as a qualifier: a class template (its injected name) with
    /// its parameters as arguments (`C< T> `), a specialization with its
    /// arguments.
    fn class_name_in_qualifier(&self, c: EntityId) -> String {
        let Some(ce) = self.entity(c) else { return String::new() };
        if let EntityKind::Class(ci) = &ce.kind {
            if !ci.template_params.is_empty() && !self.il.class_instances.contains_key(&c) {
                return format!("{}{}", ce.name, self.own_params_as_args(&ci.template_params));
            }
        }
        self.name_with_args(c)
    }

    /// Whether `qualifier` (as written before the name of `e`) starts with
    /// a namespace enclosing `e` (`ns::g`, `std::X< T> ::v`), not with a
    /// class named as found from the current scope (`X< T> ::v`).
    fn namespace_qualified(&self, e: EntityId, qualifier: &str) -> bool {
        let q = qualifier.trim_start();
        let first: String = q.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if first.is_empty() || !q[first.len()..].trim_start().starts_with("::") {
            return false;
        }
        let mut p = self.entity(e).and_then(|x| x.parent);
        for _ in 0..64 {
            let Some(pe) = p.and_then(|x| self.entity(x)) else { return false };
            if matches!(pe.kind, EntityKind::Namespace { .. }) && pe.name == first {
                return true;
            }
            p = pe.parent;
        }
        false
    }

    /// A function or variable of a named namespace (not a class member, not
    /// local), outside template bodies: EDG prints its references as written.
    fn namespace_member_as_written(&self, id: EntityId) -> bool {
        let Some(ent) = self.entity(id) else { return false };
        let is_object_or_function = match &ent.kind {
            EntityKind::Routine(_) => true,
            EntityKind::Variable(v) => !v.is_local && !v.is_param && !v.is_device_builtin && v.memory != MemorySpace::Managed,
            _ => false,
        };
        let in_namespace = ent.parent.and_then(|p| self.entity(p)).is_some_and(|p| matches!(p.kind, EntityKind::Namespace { .. }) && !p.name.is_empty());
        is_object_or_function && in_namespace && !self.in_template_body
    }

    /// Whether each component of a written qualifier names a namespace
    /// (or a namespace alias), not a class, enum or typedef.
    fn qualifier_names_namespaces(&self, qualifier: &str) -> bool {
        qualifier.split("::").map(str::trim).filter(|c| !c.is_empty()).all(|c| !self.index.names_a_type(c))
    }

    /// Print an expression in host flavor.
    pub(crate) fn expr(&mut self, e: &Expr<'a>, ctx: Ctx) {
        if self.depth > MAX_DEPTH {
            self.push("0");
            return;
        }
        self.depth += 1;
        self.expr_inner(e, ctx);
        self.depth -= 1;
    }

    /// An enumerator converted from its enum type: EDG parenthesizes it as
    /// an operand, qualified or not (`(A) + x`, `(S::C)`); a variable, or an
    /// enumerator used inside its own enum (type int, no conversion), not.
    fn is_converted_enumerator(&self, converted: &Expr<'a>) -> bool {
        match &strip_conversions(converted).kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                matches!(self.entity(*id).map(|x| &x.kind), Some(EntityKind::Enumerator(_))) && !self.in_class_template_pattern(*id)
            }
            _ => false,
        }
    }

    /// `e` is declared in a class template's definition (not an instance):
    /// its enum's type is dependent there, so no conversion is made.
    fn in_class_template_pattern(&self, e: EntityId) -> bool {
        let mut p = self.entity(e).and_then(|x| x.parent);
        for _ in 0..32 {
            let Some(id) = p else { return false };
            let Some(pe) = self.entity(id) else { return false };
            if let EntityKind::Class(ci) = &pe.kind {
                if !ci.template_params.is_empty() && !self.il.class_instances.contains_key(&id) {
                    return true;
                }
            }
            p = pe.parent;
        }
        false
    }

    /// The class of an operand's type (through references and qualifiers).
    fn operand_class(&self, ty: TypeId) -> Option<EntityId> {
        let mut t = self.il.canonical(ty);
        if let TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) = self.il.ty(t) {
            t = self.il.canonical(*x);
        }
        match self.il.ty(t) {
            TypeKind::Class(c) => Some(*c),
            _ => None,
        }
    }

    /// Whether class `d` is `b` or derives from it.
    fn class_derives_from(&self, d: EntityId, b: EntityId, depth: u32) -> bool {
        if d == b {
            return true;
        }
        if depth > 32 {
            return false;
        }
        self.il.class_bases.get(&d).is_some_and(|v| v.iter().filter_map(|x| x.class).any(|x| self.class_derives_from(x, b, depth + 1)))
    }

    /// A cast of a class object to another class `to` that is made by the
    /// operand's conversion function (`operator R()`), not by a
    /// constructor of `to` taking the operand's class.
    pub(crate) fn class_cast_by_conversion(&self, to: TypeId, operand: &Expr<'a>) -> bool {
        if self.in_template_body {
            return false;
        }
        let (Some(t), Some(s)) = (self.operand_class(to), self.operand_class(operand.ty)) else { return false };
        if self.class_derives_from(s, t, 0) {
            return false;
        }
        let members = |c: EntityId| -> Vec<EntityId> {
            match self.entity(c).map(|x| &x.kind) {
                Some(EntityKind::Class(ci)) => ci.members.clone(),
                _ => Vec::new(),
            }
        };
        let ftype = |m: EntityId| -> Option<(crate::il::SpecialMember, crate::il::FunctionType)> {
            match self.entity(m).map(|x| &x.kind) {
                Some(EntityKind::Routine(r)) => match self.il.ty(r.ty) {
                    TypeKind::Function(f) => Some((r.special, f.clone())),
                    _ => None,
                },
                _ => None,
            }
        };
        let by_constructor = members(t).into_iter().filter_map(ftype).any(|(sp, f)| {
            sp == crate::il::SpecialMember::Constructor && f.params.first().is_some_and(|&p| self.operand_class(p) == Some(s))
        });
        !by_constructor
            && members(s).into_iter().filter_map(ftype).any(|(sp, f)| {
                sp == crate::il::SpecialMember::Conversion && self.operand_class(f.ret).is_some_and(|r| self.class_derives_from(r, t, 0))
            })
    }

    /// A `static_cast` to a class made by a constructor that directly
    /// initializes a variable or the return value: EDG elides the temporary
    /// and writes the construction as a cast, `((H)(r))`. True when printed.
    pub(crate) fn elided_class_static_cast(&mut self, e: &Expr<'a>) -> bool {
        let x = strip_conversions(e);
        let ExprKind::Cast { kind: CastKind::Static, to, expr } = &x.kind else { return false };
        if self.in_template_body || !self.is_class_type(*to) || self.class_cast_by_conversion(*to, expr) {
            return false;
        }
        let t = self.type_str(*to, "");
        self.push(&format!("(({})(", t));
        self.expr(expr, Ctx::Arg);
        self.push("))");
        true
    }

    /// The argument of a `static_cast<T>(x)` construction that initializes
    /// an object of class `T` in parentheses (`T v(static_cast<T>(x))`, a
    /// member initializer): EDG constructs the object from `x` directly.
    pub(crate) fn elided_construction_argument<'e>(&self, e: &'e Expr<'a>, target: TypeId) -> Option<&'e Expr<'a>> {
        let x = strip_conversions(e);
        let ExprKind::Cast { kind: CastKind::Static, to, expr } = &x.kind else { return None };
        if self.in_template_body || !self.is_class_type(*to) || self.class_cast_by_conversion(*to, expr) {
            return None;
        }
        (self.operand_class(*to).is_some() && self.operand_class(*to) == self.operand_class(target)
            && !matches!(self.il.ty(self.il.canonical(target)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)))
            .then_some(*expr)
    }

    /// Whether `e` printed in operand position needs wrapping parentheses.
    fn needs_parens(&self, e: &Expr<'a>) -> bool {
        match &e.kind {
            // An operator left to instantiation is an operation like a
            // builtin one.
            ExprKind::OperatorCall { op, call } if self.is_unresolved_operator_call(call) => is_prefix_or_binary(*op),
            // A cast to a class prints its own parentheses, or is a
            // `static_cast< T>(x)` construction.
            ExprKind::Cast { kind: CastKind::CStyle | CastKind::Functional | CastKind::Static, to, .. }
                if !self.in_template_body && self.is_class_type(*to) =>
            {
                false
            }
            // A trait of dependent types is a primary expression kept for
            // instantiation (`__is_pod(T) && k`, `!__is_final(T)`).
            ExprKind::TypeTrait { args, .. } if self.in_template_body || args.iter().any(|t| self.type_is_dependent(*t, 0)) => false,
            ExprKind::Name(_)
            | ExprKind::QualifiedName { .. }
            | ExprKind::IntLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::StringLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::Nullptr
            | ExprKind::Call { .. }
            | ExprKind::SizeofType(_)
            | ExprKind::SizeofExpr(_)
            | ExprKind::AlignofType(_)
            | ExprKind::This
            | ExprKind::Captured { .. }
            | ExprKind::TypeTrait { name: "__nv_is_extended_device_lambda_closure_type" | "__nv_is_extended_host_device_lambda_closure_type" | "__nv_is_extended_device_lambda_with_preserved_return_type", .. }
            | ExprKind::TypeidType(_)
            | ExprKind::TypeidExpr(_)
            | ExprKind::LabelAddr(_)
            | ExprKind::NoexceptOp(_)
            | ExprKind::Construct { .. }
            | ExprKind::InitList(_)
            // An operator call prints its own parentheses (or none, in
            // postfix form: `v[i]`, `f(x)`, `it++`).
            | ExprKind::OperatorCall { .. }
            | ExprKind::Fold { .. }
            | ExprKind::Error => false,
            ExprKind::Cast { kind: CastKind::Implicit, expr, to } => {
                let _ = to;
                if self.is_converted_enumerator(expr) {
                    return true;
                }
                // A braced list converted to a class shows no parentheses
                // (`(l.block) = {64, 1, 1}`).
                if matches!(expr.kind, ExprKind::InitList(_)) {
                    return false;
                }
                if self.is_folded_const(e, 0) {
                    return false; // printed with its own parentheses
                }
                let inner = strip_conversions(expr);
                !matches!(inner.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Captured { .. }) && !self.is_captured_this_member(inner)
            }
            _ if self.is_captured_this_member(e) => false,
            _ => !self.is_folded_const(e, 0),
        }
    }

    /// `o.m` / `p->m` whose member is known only at instantiation: the
    /// object's type is dependent (not reached through `this`), or the
    /// member is a name looked up then (in a dependent base). EDG keeps it
    /// as an operation of its own, parenthesized as a call argument too.
    pub(crate) fn is_dependent_member_access(&self, e: &Expr<'a>) -> bool {
        let ExprKind::Member { base, member, arrow } = &e.kind else { return false };
        if matches!(self.entity(*member).map(|m| &m.kind), Some(EntityKind::TemplateParam { index: u32::MAX, .. })) {
            return true;
        }
        if matches!(base.kind, ExprKind::This) {
            return false;
        }
        let obj = if *arrow {
            match self.il.ty(self.il.canonical(base.ty)) {
                TypeKind::Pointer(p) => *p,
                _ => base.ty,
            }
        } else {
            base.ty
        };
        // A partial specialization is the current instantiation in its
        // own members: its members are known.
        if let TypeKind::Class(c) = self.il.ty(self.il.canonical(obj)) {
            if self.il.class_instances.contains_key(c) && matches!(self.entity(*c).map(|x| &x.kind), Some(EntityKind::Class(ci)) if !ci.template_params.is_empty()) {
                return false;
            }
            // A class declared inside a class template (`_Vector_impl` in
            // `_Vector_base< T, A>`) is a dependent type: its members too
            // are known only at instantiation, except inside that class
            // itself (`__x._M_start` in its own constructor).
            if self.is_template_member_class(*c) && !self.scope.contains(c) {
                return true;
            }
        }
        self.type_is_dependent(self.il.canonical(obj), 0) || self.type_is_dependent(obj, 0)
    }

    /// A class declared inside a class template (or a function
    /// template): a member of the current instantiation, a dependent type.
    pub(crate) fn is_template_member_class(&self, c: EntityId) -> bool {
        !self.il.class_instances.contains_key(&c) && self.entity(c).and_then(|x| x.parent).is_some_and(|p| self.il.in_template(p))
    }

    /// Whether a type is dependent as EDG sees it in a template's body:
    /// naming a template parameter, or a class of the current
    /// instantiation (the template itself, or a class declared in it).
    pub(crate) fn type_is_dependent_in_body(&self, t: TypeId) -> bool {
        if self.type_is_dependent(t, 0) {
            return true;
        }
        let mut c = self.il.canonical(t);
        if let TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) = self.il.ty(c) {
            c = self.il.canonical(*x);
        }
        match self.il.ty(c) {
            TypeKind::Class(k) => {
                self.is_template_member_class(*k)
                    || (!self.il.class_instances.contains_key(k) && matches!(self.entity(*k).map(|x| &x.kind), Some(EntityKind::Class(ci)) if !ci.template_params.is_empty()))
            }
            _ => false,
        }
    }

    /// A member of the enclosing object named in a lambda body (reached
    /// through the captured `this`): printed `(name)`.
    fn is_captured_this_member(&self, e: &Expr<'a>) -> bool {
        matches!(&e.kind, ExprKind::Member { base, .. }
            if matches!(&base.kind, ExprKind::Captured { field, .. } if self.entity(*field).is_some_and(|f| f.name == "this")))
    }

    /// A pointer to a type that is not const.
    fn points_to_mutable(&self, ty: TypeId) -> bool {
        match self.il.ty(self.il.canonical(ty)) {
            TypeKind::Pointer(p) => !self.il.quals_of(*p).is_const,
            _ => false,
        }
    }

    /// A name whose meaning is known only at instantiation: a member of a
    /// template parameter (`T::value`) or of a dependent specialization
    /// (`X<T>::value`).
    /// A call of `operator<` left to instantiation names it with a space
    /// before its arguments (`x.operator< (y)`), as EDG writes an
    /// unresolved name that a `<` could otherwise continue.
    fn unresolved_operator_lt_gap(&mut self, id: EntityId) {
        if self.dependent_callee && self.entity(id).is_some_and(|x| x.name == "operator<") {
            self.push(" ");
        }
    }

    pub(crate) fn is_dependent_name_ref(&self, e: &Expr<'a>) -> bool {
        let (ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. }) = &e.kind else { return false };
        let Some(ent) = self.entity(*x) else { return false };
        if matches!(ent.kind, EntityKind::TemplateParam { index: u32::MAX, .. }) {
            return true;
        }
        // (A local variable or parameter is no member, though its parent
        // is the class of the member function it is in.)
        if matches!(&ent.kind, EntityKind::Variable(v) if v.is_local || v.is_param) {
            return false;
        }
        ent.parent.is_some_and(|p| self.is_dependent_instance(p))
    }

    /// Whether an expression's value is known only at instantiation (it
    /// names a template parameter or a dependent name, or uses a dependent
    /// type).
    pub(crate) fn is_value_dependent(&self, e: &'a Expr<'a>) -> bool {
        self.dependence(e, true)
    }

    /// Whether `e`'s value depends on a template parameter; with `casts`,
    /// conversions to a dependent type count too (they make the type, not
    /// the value, dependent).
    fn dependence(&self, e: &'a Expr<'a>, casts: bool) -> bool {
        struct Finder<'p, 'i, 'a> {
            p: &'p Printer<'i, 'a>,
            casts: bool,
            found: bool,
        }
        impl<'p, 'i, 'a> crate::walk::Visit<'a> for Finder<'p, 'i, 'a> {
            fn expr(&mut self, e: &'a Expr<'a>) -> bool {
                let dep = match &e.kind {
                    ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                        matches!(self.p.entity(*x).map(|n| &n.kind), Some(EntityKind::TemplateParam { .. })) || self.p.is_dependent_name_ref(e)
                    }
                    ExprKind::Cast { to, .. } => self.casts && self.p.type_is_dependent(*to, 0),
                    ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => self.p.type_is_dependent(*t, 0),
                    ExprKind::TypeTrait { args, .. } => args.iter().any(|t| self.p.type_is_dependent(*t, 0)),
                    ExprKind::NoexceptOp(_) => true,
                    _ => false,
                };
                self.found |= dep;
                !self.found
            }
        }
        let mut f = Finder { p: self, casts, found: false };
        crate::walk::walk_expr(self.il, e, &mut f);
        f.found
    }

    /// Whether a type mentions a template parameter.
    pub(crate) fn type_is_dependent(&self, t: TypeId, n: u32) -> bool {
        self.il.type_is_dependent(t, n)
    }

    fn is_bool_type(&self, ty: TypeId) -> bool {
        matches!(self.il.ty(self.il.canonical(ty)), TypeKind::Int(IntKind::Bool))
    }

    fn expr_inner(&mut self, e: &Expr<'a>, ctx: Ctx) {
        let init_root = core::mem::take(&mut self.init_root);
        self.expr_node(e, ctx, init_root);
        self.init_root = false;
    }

    fn expr_node(&mut self, e: &Expr<'a>, ctx: Ctx, init_root: bool) {
        // `int()`: EDG's zero of the type, `((int)0)` in every context.
        if let ExprKind::Cast { kind: CastKind::Functional, to, expr } = &e.kind {
            if matches!(expr.kind, ExprKind::IntLit { text: "()", .. }) {
                let t = self.type_str(*to, "");
                self.push(&format!("(({})0)", t));
                return;
            }
        }
        // `long{}`: the same zero, with its suffix (`((long)0L)`); through a
        // typedef (`size_t{}`) the cast alone (`(unsigned long)0UL`).
        if let ExprKind::Construct { ty, ctor: None, args: [], braces: true } = &e.kind {
            let canon = self.il.canonical(*ty);
            if let (TypeKind::Int(k), false) = (self.il.ty(canon), self.type_is_dependent(*ty, 0)) {
                if !matches!(k, IntKind::Bool) {
                    let t = self.type_str(canon, "");
                    let suffix = super::printer::int_suffix(*k);
                    let sugar = !matches!(self.il.ty(*ty), TypeKind::Int(_));
                    self.push(&if sugar { format!("({})0{}", t, suffix) } else { format!("(({})0{})", t, suffix) });
                    return;
                }
            }
        }
        if ctx == Ctx::Operand && self.needs_parens(e) {
            self.push("(");
            self.expr_body(e, Ctx::Top);
            self.push(")");
            return;
        }
        self.init_root = init_root;
        let wraps = self.fold_wraps(e);
        self.init_root = false;
        if ctx != Ctx::Arg && wraps {
            self.push("(");
            let saved = self.in_fold;
            self.in_fold = true;
            self.expr_body(e, Ctx::Top);
            self.in_fold = saved;
            self.push(")");
            return;
        }
        // Inside any folded constant, conversions of constant names are
        // not parenthesized.
        if !self.in_fold && !is_literal(e) && self.is_folded_const(e, 0) {
            self.in_fold = true;
            self.expr_body(e, ctx);
            self.in_fold = false;
            return;
        }
        // A decaying string literal as an operand is parenthesized.
        if ctx == Ctx::Operand && matches!(e.kind, ExprKind::StringLit { .. }) {
            self.push("(");
            self.expr_body(e, Ctx::Top);
            self.push(")");
            return;
        }
        self.expr_body(e, ctx);
    }

    fn expr_body(&mut self, e: &Expr<'a>, ctx: Ctx) {
        if matches!(e.kind, ExprKind::Name(_)) && self.il.extension_names.contains(&e.pos) {
            self.push("__extension__ ");
        }
        match &e.kind {
            // GCC's `NULL` stays `__null`.
            ExprKind::IntLit { text: "__null", .. } => self.push("__null"),
            ExprKind::IntLit { value, .. } => {
                let k = self.int_kind(e.ty).unwrap_or(IntKind::Int);
                self.push(&format!("{}{}", value, int_suffix(k)));
            }
            ExprKind::FloatLit { value, .. } => {
                let k = match self.il.ty(self.il.canonical(e.ty)) {
                    TypeKind::Float(k) => *k,
                    _ => FloatKind::Double,
                };
                self.push(&format!("({})", float_spelling(*value, k)));
            }
            ExprKind::CharLit { value, kind, .. } => {
                // A multi-character constant has type int: written as its value.
                let is_int = matches!(self.il.ty(self.il.canonical(e.ty)), TypeKind::Int(IntKind::Int));
                if is_int && *kind == CharKind::Plain {
                    self.push(&format!("{}", value));
                } else {
                    self.push(&char_spelling(*value, *kind));
                }
            }
            ExprKind::StringLit { pieces, .. } => {
                let s = super::printer::host_string_spelling(pieces);
                self.push(&s);
            }
            ExprKind::BoolLit(b) => self.push(if *b { "true" } else { "false" }),
            ExprKind::Nullptr => self.push("nullptr"),
            // A namespace member named without a qualifier is printed as
            // written (found by ordinary lookup: through an enclosing scope,
            // a using-declaration or -directive), in a template's body too.
            ExprKind::Name(id) if self.namespace_member_as_written(*id) || self.unqualified_namespace_member(*id) => {
                let n = self.entity(*id).map(|x| x.name.clone()).unwrap_or_default();
                self.push(&n);
                self.unresolved_operator_lt_gap(*id);
                self.written_args(e.pos, *id);
            }
            ExprKind::Name(id) => {
                self.name_ref(*id);
                self.unresolved_operator_lt_gap(*id);
                self.written_args(e.pos, *id);
            }
            // A namespace member named through namespaces (or an alias) is
            // printed with the qualifier as written.
            ExprKind::QualifiedName { entity, qualifier }
                if self.namespace_member_as_written(*entity)
                    && !qualifier.contains('<')
                    && qualifier.trim_end().ends_with("::")
                    && !qualifier.trim_start().starts_with("::")
                    && self.qualifier_names_namespaces(qualifier) =>
            {
                let q: String = qualifier.chars().filter(|c| !c.is_whitespace()).collect();
                let n = self.entity(*entity).map(|x| x.name.clone()).unwrap_or_default();
                self.push(&q);
                self.push(&n);
                self.written_args(e.pos, *entity);
            }
            // EDG re-derives the qualification itself (`name_ref`), except
            // that a name written `::f` for a file-scope entity keeps its `::`.
            // In a template's body a function named through namespaces is
            // printed as written (`std::sqrt(x)`): EDG prints the template
            // as parsed, before any lookup at instantiation.
            ExprKind::QualifiedName { entity, qualifier }
                if self.in_template_body
                    && qualifier.trim_end().ends_with("::")
                    && qualifier.trim() != "::"
                    && matches!(self.entity(*entity).map(|x| &x.kind), Some(EntityKind::Routine(_))) =>
            {
                let mut q: String = qualifier.chars().filter(|c| !c.is_whitespace()).collect();
                if self.unresolved_callee && q.starts_with("::") {
                    q = self.unresolved_qualifier(&q[2..]);
                }
                let ent = self.entity(*entity);
                let name = ent.map(|x| x.name.clone()).unwrap_or_default();
                match q.find('<') {
                    None => {
                        // (A function chosen at instantiation is named
                        // relative to the enclosing namespaces; one chosen
                        // here keeps its qualifier as written.)
                        let q = if self.unresolved_callee { self.relative_namespace_qualifier(&q) } else { q };
                        // (its classes re-spelled: `RW< T> ::fun`)
                        let q = match self.written_qualifier(*entity, qualifier) {
                            Some(w) if q.trim_end_matches("::").rsplit("::").next().is_some_and(|c| self.index.names_a_type(c.trim())) => w,
                            _ => q,
                        };
                        self.push(&q);
                        self.push(&name);
                        self.written_args(e.pos, *entity);
                    }
                    // `ns::X<T>::f`: the namespaces as written, then the
                    // dependent class introduced by `template`.
                    Some(lt) => {
                        let ns_part = q[..lt].rfind("::").map_or("", |k| &q[..k + 2]);
                        let parent = ent.and_then(|x| x.parent);
                        match parent {
                            Some(c) if !ns_part.is_empty() && ns_part != "::" && self.il.class_instances.contains_key(&c) => {
                                let cls = self.name_with_args(c);
                                self.push(&format!("{}template {}::{}", ns_part, cls, name));
                            }
                            _ => self.name_ref(*entity),
                        }
                    }
                }
            }
            ExprKind::QualifiedName { entity, qualifier } => {
                let file_scope = self.entity(*entity).is_some_and(|x| x.parent.is_none());
                if file_scope && qualifier.trim_start().starts_with("::") {
                    self.push("::");
                }
                if self.il.written_template_args.get(&(e.pos, *entity)).is_some_and(|(kw, _)| *kw) {
                    // `Op::template f< T> `: the keyword goes after the
                    // (dependent) qualifier.
                    let q = self.qualified_name(*entity);
                    let n = self.entity(*entity).map(|x| x.name.clone()).unwrap_or_default();
                    let prefix = q.strip_suffix(n.as_str()).unwrap_or("");
                    self.push(&format!("{}template {}", prefix, n));
                    self.written_args(e.pos, *entity);
                    return;
                }
                // A name written with a qualifier keeps the qualifier as
                // written (`D::q` inside `N`, `A::q` through an alias,
                // `::N::g0`), class specializations in it re-spelled.
                if let Some(q) = self.written_qualifier(*entity, qualifier) {
                    let name = self.entity(*entity).map(|x| x.name.clone()).unwrap_or_default();
                    if self.variable(*entity).is_some_and(|v| v.memory == MemorySpace::Managed && !v.is_param) {
                        self.push(&format!("(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), ({}{})))", q, name));
                    } else {
                        self.push(&q);
                        self.push(&name);
                    }
                    self.written_args(e.pos, *entity);
                    return;
                }
                // A name written with a qualifier is printed qualified
                // from the global scope (`ns::g(2)` inside `ns`).
                let saved = self.full_qualification;
                self.full_qualification = self.namespace_qualified(*entity, qualifier);
                self.name_ref(*entity);
                self.full_qualification = saved;
                self.written_args(e.pos, *entity);
            }
            ExprKind::Unary(op, x) => {
                let (pre, post) = match op {
                    UnaryOp::Plus => ("+", ""),
                    UnaryOp::Minus => ("-", ""),
                    UnaryOp::Not => ("!", ""),
                    UnaryOp::BitNot => ("~", ""),
                    UnaryOp::Deref => ("*", ""),
                    UnaryOp::AddrOf => ("&", ""),
                    UnaryOp::PreInc => ("++", ""),
                    UnaryOp::PreDec => ("--", ""),
                    UnaryOp::PostInc => ("", "++"),
                    UnaryOp::PostDec => ("", "--"),
                };
                self.push(pre);
                self.expr(x, Ctx::Operand);
                self.push(post);
            }
            ExprKind::Binary(op, l, r) => {
                // Beside an operand whose type is known only at
                // instantiation, the other operand is not converted
                // (`size() == 0`).
                let arith = !matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr | BinaryOp::Comma);
                let (l, r) = if arith && (self.is_type_dependent_operand(l, 0) || self.is_type_dependent_operand(r, 0)) {
                    (strip_conversions(l), strip_conversions(r))
                } else if !matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr | BinaryOp::Comma) && self.is_implicit_this_template_call(l) && is_literal(strip_conversions(r)) {
                    (*l, strip_conversions(r))
                } else if !matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr | BinaryOp::Comma) && self.is_implicit_this_template_call(r) && is_literal(strip_conversions(l)) {
                    (strip_conversions(l), *r)
                } else {
                    (*l, *r)
                };
                // `a && b && c` is written flat (unlike `||`).
                let l_inner = strip_conversions(l);
                if *op == BinaryOp::LogAnd && matches!(l_inner.kind, ExprKind::Binary(BinaryOp::LogAnd, ..)) {
                    // Flat inside a folded constant too: the chain is one
                    // operation, whose parentheses the outermost `&&` prints.
                    if self.in_fold && self.depth <= MAX_DEPTH {
                        self.depth += 1;
                        self.expr_body(l_inner, Ctx::Top);
                        self.depth -= 1;
                    } else {
                        self.expr(l_inner, Ctx::Top);
                    }
                } else {
                    self.expr(l, Ctx::Operand);
                }
                if *op == BinaryOp::Comma {
                    self.push(", ");
                } else if matches!(op, BinaryOp::PtrMem | BinaryOp::PtrMemArrow) {
                    // A member access: no spaces (`o.*pm`, `p->*pm`).
                    self.push(binary_op_str(*op));
                } else {
                    self.push(" ");
                    self.push(binary_op_str(*op));
                    self.push(" ");
                }
                self.expr(r, Ctx::Operand);
            }
            ExprKind::Assign(op, l, r) => {
                self.expr(l, Ctx::Operand);
                // A compound assignment converts its literal operand (the
                // conversion is implicit in the IL).
                // Not into an object of dependent type (converted at
                // instantiation).
                let conv_lit = matches!(op, AssignOp::Compound(b) if !matches!(b, BinaryOp::Shl | BinaryOp::Shr))
                    && is_literal(r)
                    && !self.type_is_dependent(l.ty, 0)
                    && self.il.canonical(l.ty) != self.il.canonical(r.ty)
                    && !matches!(r.kind, ExprKind::FloatLit { .. });
                match op {
                    AssignOp::Assign => self.push(" = "),
                    AssignOp::Compound(b) => {
                        self.push(" ");
                        self.push(binary_op_str(*b));
                        self.push("= ");
                    }
                }
                if conv_lit {
                    self.push("(");
                    self.expr(r, Ctx::Top);
                    self.push(")");
                } else {
                    self.expr(r, Ctx::Operand);
                }
            }
            ExprKind::Cond(c, a, b) => {
                // A condition converted to bool is parenthesized.
                match &c.kind {
                    ExprKind::Cast { kind: CastKind::Implicit, to, expr }
                        if self.is_bool_type(*to) && !self.is_bool_type(expr.ty) && !self.is_folded_const(c, 0) =>
                    {
                        self.push("(");
                        self.expr(expr, Ctx::Top);
                        self.push(")");
                    }
                    // So is a dependent name or an operand of dependent type
                    // (its conversion is made at instantiation).
                    _ if self.is_dependent_name_ref(c)
                        || (matches!(c.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Call { .. }) && self.type_is_dependent(c.ty, 0))
                        || self.is_implicit_this_template_call(c) =>
                    {
                        self.push("(");
                        self.expr(c, Ctx::Top);
                        self.push(")");
                    }
                    _ => self.expr(c, Ctx::Operand),
                }
                self.push(" ? ");
                self.expr(a, Ctx::Arg);
                self.push(" : ");
                self.cond_branch(b);
            }
            ExprKind::Call { callee, args } => {
                let saved = (self.unresolved_callee, self.dependent_callee);
                self.unresolved_callee = self.in_template_body && self.call_resolved_at_instantiation(callee, args);
                self.dependent_callee = args.iter().any(|a| self.type_is_dependent(strip_conversions(a).ty, 0))
                    || matches!(&strip_conversions(callee).kind, ExprKind::Member { base, .. } if self.type_is_dependent(base.ty, 0));
                self.callee(callee, args);
                (self.unresolved_callee, self.dependent_callee) = saved;
                self.push("(");
                self.args(args);
                self.push(")");
            }
            // A member of the enclosing object inside a lambda body, reached
            // through the captured `this`: `(weight)`.
            ExprKind::Member { member, .. } if self.is_captured_this_member(e) => {
                let n = self.entity(*member).map(|m| m.name.clone()).unwrap_or_default();
                self.push(&format!("({})", n));
            }
            ExprKind::Member { base, member, arrow } => {
                // Implicit `this->` is not written; a `typeid` object is
                // parenthesized (`(typeid(x)).name()`).
                // So is an aggregate initialized in place (`(A{1}).f()`),
                // unlike a constructor call (`A{1}.f()`).
                let aggregate_temp = !self.in_template_body
                    && matches!(&base.kind, ExprKind::Construct { ty, ctor: None, braces: true, .. } if self.is_class_type(*ty));
                if matches!(base.kind, ExprKind::TypeidType(_) | ExprKind::TypeidExpr(_)) || aggregate_temp {
                    self.push("(");
                    self.expr(base, Ctx::Top);
                    self.push(")");
                    self.push(if *arrow { "->" } else { "." });
                } else if self.names_anonymous_object(base) {
                    // A member of a block's or namespace's anonymous union
                    // is named alone.
                } else if self.in_template_body
                    && matches!(&base.kind, ExprKind::Cast { kind: CastKind::CStyle | CastKind::Functional, to, .. } if matches!(self.il.ty(self.il.canonical(*to)), TypeKind::Class(_)))
                {
                    // A cast to a class already carries its parentheses:
                    // `((Helper)(f)).v`.
                    self.expr(base, Ctx::Top);
                    self.push(if *arrow { "->" } else { "." });
                } else if !matches!(base.kind, ExprKind::This) || self.il.written_this.contains(&base.pos) {
                    self.expr(base, Ctx::Operand);
                    self.push(if *arrow { "->" } else { "." });
                }
                let n = self.entity(*member).map(|m| m.name.clone()).unwrap_or_default();
                if self.il.written_template_args.get(&(e.pos, *member)).is_some_and(|(kw, _)| *kw) {
                    self.push("template ");
                }
                self.push(&n);
                self.unresolved_operator_lt_gap(*member);
                self.written_args(e.pos, *member);
            }
            ExprKind::Index(b, i) => {
                self.expr(b, Ctx::Operand);
                self.push("[");
                // A folded constant subscript shows no parentheses of its own.
                self.expr(i, Ctx::Arg);
                self.push("]");
            }
            ExprKind::Cast { kind, to, expr } => match kind {
                // The deprecated string literal → `char *` conversion is
                // the one implicit conversion EDG spells out: `(char *)("s")`.
                CastKind::Implicit if matches!(expr.kind, ExprKind::StringLit { .. }) && self.points_to_mutable(*to) => {
                    let t = self.type_str(*to, "");
                    self.push(&format!("({})", t));
                    self.expr(expr, Ctx::Operand);
                }
                CastKind::Implicit => {
                    let c = if ctx == Ctx::Arg { Ctx::Arg } else { Ctx::Top };
                    self.expr(expr, c)
                }
                // `bool(args...)`: the expansion is inside the argument list.
                CastKind::Functional if matches!(expr.kind, ExprKind::PackExpansion(_)) => {
                    let t = self.type_str(*to, "");
                    self.push(&format!("{}(", t));
                    self.expr(expr, Ctx::Top);
                    self.push(")");
                }
                // A cast to a class through the operand's conversion
                // function, however written, is EDG's cast `((R)h)`.
                CastKind::CStyle | CastKind::Functional | CastKind::Static if self.class_cast_by_conversion(*to, expr) => {
                    let t = self.type_str(*to, "");
                    self.push(&format!("(({})", t));
                    self.expr(expr, Ctx::Operand);
                    self.push(")");
                }
                // A construction written `(T)x` or `T(x)` keeps its argument
                // list: `((T)(x))`.
                CastKind::CStyle | CastKind::Functional if self.is_class_type(*to) && !self.in_template_body => {
                    let t = self.type_str(*to, "");
                    self.push(&format!("(({})(", t));
                    self.expr(expr, Ctx::Arg);
                    self.push("))");
                }
                CastKind::CStyle | CastKind::Functional => {
                    // A cast to a class type (a converting construction) is
                    // wrapped in parentheses of its own: `((dim3)(1))`.
                    let to_class = matches!(self.il.ty(self.il.canonical(*to)), TypeKind::Class(_));
                    let t = self.type_str(*to, "");
                    if to_class {
                        self.push("(");
                    }
                    self.push(&format!("({})", t));
                    // A functional cast to a dependent class, and in a
                    // template any cast to a class, keeps its argument list
                    // (a construction chosen at instantiation).
                    if to_class && ((*kind == CastKind::Functional && self.type_is_dependent(*to, 0)) || self.in_template_body) {
                        self.push("(");
                        if self.is_dependent_member_access(expr) {
                            // (An argument: a member known only at
                            // instantiation is parenthesized there.)
                            self.arg(expr);
                        } else {
                            self.expr(expr, Ctx::Top);
                        }
                        self.push(")");
                    } else if self.is_array_typed(strip_conversions(expr)) && !matches!(strip_conversions(expr).kind, ExprKind::StringLit { .. }) {
                        // The operand decays: the conversion shows as
                        // parentheses (`(char *)(a)`).
                        self.push("(");
                        self.expr(expr, Ctx::Top);
                        self.push(")");
                    } else {
                        self.expr(expr, Ctx::Operand);
                    }
                    if to_class {
                        self.push(")");
                    }
                }
                CastKind::Static | CastKind::Const | CastKind::Reinterpret | CastKind::Dynamic => {
                    let kw = match kind {
                        CastKind::Static => "static_cast",
                        CastKind::Const => "const_cast",
                        CastKind::Reinterpret => "reinterpret_cast",
                        _ => "dynamic_cast",
                    };
                    let t = self.type_str(*to, "");
                    self.push(&format!("{}< {}>(", kw, t));
                    // The cast's own parentheses enclose its operand: a
                    // folded constant gets none of its own (`(-1)`).
                    self.expr(expr, Ctx::Arg);
                    self.push(")");
                }
            },
            ExprKind::SizeofType(t) => {
                // `sizeof...(Ts)`: the operand is the expanded pack.
                let pack = matches!(self.il.ty(*t), TypeKind::PackExpansion(_));
                let t = self.type_str(*t, "");
                self.push(&format!("sizeof{}({})", if pack { "..." } else { "" }, t));
            }
            ExprKind::PackExpansion(x) => {
                let saved = self.in_pack_expansion.replace(true);
                // A type trait's own parentheses suffice: `__is_same(T, Ts)...`.
                let ctx = if matches!(x.kind, ExprKind::TypeTrait { .. }) { Ctx::Top } else { Ctx::Operand };
                self.expr(x, ctx);
                self.in_pack_expansion.set(saved);
                self.push("...");
            }
            // EDG's spacing: `(x op ... )`, `( ... op x)`, `(x op ... op y)`.
            ExprKind::Fold { op, first, last, left } => {
                let o = binary_op_str(*op);
                let saved = self.in_pack_expansion.replace(true);
                if *left {
                    self.push(&format!("( ... {} ", o));
                    self.expr(first, Ctx::Operand);
                    self.push(")");
                } else {
                    self.push("(");
                    self.expr(first, Ctx::Operand);
                    self.push(&format!(" {} ...", o));
                    match last {
                        Some(l) => {
                            self.push(&format!(" {} ", o));
                            self.expr(l, Ctx::Operand);
                            self.push(")");
                        }
                        None => self.push(" )"),
                    }
                }
                self.in_pack_expansion.set(saved);
            }
            ExprKind::NoexceptOp(x) => {
                // The operand is parenthesized unless it is a name or a call.
                let bare = matches!(x.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Call { .. });
                self.push(if bare { "noexcept(" } else { "noexcept((" });
                self.expr(x, Ctx::Top);
                self.push(if bare { ")" } else { "))" });
            }
            ExprKind::TypeTrait { name, args } => {
                self.push(name);
                self.push("(");
                for (k, t) in args.iter().enumerate() {
                    if k > 0 {
                        self.push(", ");
                    }
                    let pack = !self.in_pack_expansion.get() && matches!(self.il.ty(*t), TypeKind::TemplateParam(p) if self.il.pack_params.contains(p));
                    let t = self.type_str(*t, "");
                    self.push(&t);
                    if pack {
                        self.push("...");
                    }
                }
                self.push(")");
            }
            // `sizeof...(I)`, `sizeof...(args)`: a pack's length (a pack
            // cannot be the operand of a plain `sizeof`).
            ExprKind::SizeofExpr(Expr { kind: ExprKind::PackExpansion(x), .. }) => {
                self.push("sizeof...(");
                self.expr(x, Ctx::Top);
                self.push(")");
            }
            // An operand of dependent type stays an expression, printed
            // in the function-like form.
            ExprKind::SizeofExpr(x) if self.type_is_dependent(x.ty, 0) => {
                self.push("sizeof(");
                self.arg(x);
                self.push(")");
            }
            ExprKind::SizeofExpr(x) => {
                self.push("sizeof ");
                self.expr(x, Ctx::Operand);
            }
            ExprKind::AlignofType(t) => {
                let t = self.type_str(*t, "");
                self.push(&format!("__alignof__({})", t));
            }
            ExprKind::InitList(items) => {
                self.push("{");
                self.init_list_items(items);
                self.push("}");
            }
            ExprKind::KernelLaunch { callee, config, args } => {
                self.push("(__cudaPushCallConfiguration(");
                for (i, c) in config.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.expr(strip_conversions(c), Ctx::Arg);
                }
                self.push(")) ? (void)0 : ");
                self.callee(callee, args);
                self.push("(");
                self.args(args);
                self.push(")");
            }
            ExprKind::Construct { ty, args, braces, ctor } => {
                let t = self.type_str(*ty, "");
                self.push(&t);
                self.push(if *braces { "{" } else { "(" });
                // `Agg{...}` of a class without a constructor is aggregate
                // initialization: its elements print as an initializer
                // list's (`Range{(-(1.0)), (2.0)}`), not as arguments.
                if *braces && ctor.is_none() && matches!(self.il.ty(self.il.canonical(*ty)), TypeKind::Class(_)) {
                    self.init_list_items(args);
                } else {
                    self.args(args);
                }
                self.push(if *braces { "}" } else { ")" });
            }
            ExprKind::This => self.push("this"),
            ExprKind::New { ty, array_size, args, global, braces, placement } => {
                // EDG: `new float [n]`, `new Buffer`, `new T(args)`,
                // `new ((void *)p) T(args)`.
                if *global {
                    self.push("::");
                }
                self.push("new ");
                if !placement.is_empty() {
                    self.push("(");
                    self.args(placement);
                    self.push(") ");
                }
                let t = self.type_str(*ty, "");
                self.push(&t);
                if let Some(n) = array_size {
                    self.push(" [");
                    self.expr(n, Ctx::Top);
                    self.push("]");
                }
                if let Some(a) = args {
                    self.push(if *braces { "{" } else { "(" });
                    self.args(a);
                    self.push(if *braces { "}" } else { ")" });
                }
            }
            ExprKind::Delete { expr, array, global } => {
                if *global {
                    self.push("::");
                }
                self.push(if *array { "delete [] " } else { "delete " });
                self.expr(expr, Ctx::Operand);
            }
            ExprKind::Lambda { text, closure, captures } => self.lambda_expr(*closure, captures, text),
            // A captured entity: EDG prints the closure member's name in
            // parentheses.
            ExprKind::Captured { field, .. } => {
                let n = self.entity(*field).map(|m| m.name.clone()).unwrap_or_default();
                if ctx == Ctx::Arg {
                    self.push(&n);
                } else {
                    self.push(&format!("({})", n));
                }
            }
            ExprKind::StmtExpr(s) => {
                self.push("(");
                self.stmt(s);
                self.push(")");
            }
            ExprKind::OperatorCall { op, call } if self.is_unresolved_operator_call(call) => self.unresolved_operator_call(*op, call),
            ExprKind::OperatorCall { op, call } => self.operator_call(*op, call, true),
            // An address constant: parenthesized.
            ExprKind::LabelAddr(l) => self.push(&format!("(&&{})", l)),
            ExprKind::TypeidType(t) => {
                let s = self.type_str(*t, "");
                self.push(&format!("typeid({})", s));
            }
            ExprKind::TypeidExpr(x) => {
                self.push("typeid(");
                self.expr(x, Ctx::Top);
                self.push(")");
            }
            ExprKind::Throw(x) => {
                self.push("throw");
                if let Some(x) = x {
                    self.push(" ");
                    self.expr(x, Ctx::Top);
                }
            }
            ExprKind::Error => self.push("0"),
        }
    }

    /// Whether EDG takes the type of operand `e` of an operator as known
    /// only at instantiation, in a template's body: of dependent type, a
    /// call through the implicit `this` of a class template, a member
    /// known only then, a member function called on such an object, or
    /// an operation on such an operand.
    pub(crate) fn is_type_dependent_operand(&self, e: &Expr<'a>, depth: u32) -> bool {
        if !self.in_template_body || depth > 16 {
            return false;
        }
        let x = strip_conversions(e);
        if self.type_is_dependent_in_body(x.ty) || self.is_implicit_this_template_call(x) || self.is_dependent_member_access(x) {
            return true;
        }
        match &x.kind {
            ExprKind::Call { callee, .. } => match &strip_conversions(callee).kind {
                ExprKind::Member { base, .. } => !matches!(base.kind, ExprKind::This) && self.is_type_dependent_operand(base, depth + 1),
                _ => false,
            },
            ExprKind::OperatorCall { call, .. } => call.operator_operands().iter().any(|o| self.is_type_dependent_operand(o, depth + 1)),
            ExprKind::Unary(_, o) => self.is_type_dependent_operand(o, depth + 1),
            ExprKind::Binary(op, l, r) if *op != BinaryOp::Comma => self.is_type_dependent_operand(l, depth + 1) || self.is_type_dependent_operand(r, depth + 1),
            _ => false,
        }
    }

    /// An operator call the parser resolved whose operand EDG takes as
    /// type-dependent: EDG leaves the operator to instantiation.
    fn is_unresolved_operator_call(&self, call: &Expr<'a>) -> bool {
        self.in_template_body && call.operator_operands().iter().any(|o| self.is_type_dependent_operand(o, 0))
    }

    /// An operator left to instantiation, written as the builtin operator
    /// is: operands without conversions, operations among them
    /// parenthesized (`*begin()`, `(p + (1)) != end()`).
    fn unresolved_operator_call(&mut self, op: OverloadedOp, call: &Expr<'a>) {
        let ops = call.operator_operands();
        let Some(first) = ops.first().map(|x| strip_conversions(x)) else {
            self.expr(call, Ctx::Top);
            return;
        };
        let second = ops.get(1).map(|x| strip_conversions(x));
        match op {
            OverloadedOp::Binary(b) => {
                self.expr(first, Ctx::Operand);
                if b == BinaryOp::Comma {
                    self.push(", ");
                } else {
                    self.push(&format!(" {} ", binary_op_str(b)));
                }
                if let Some(r) = second {
                    self.expr(r, Ctx::Operand);
                }
            }
            OverloadedOp::Assign(a) => {
                self.expr(first, Ctx::Operand);
                match a {
                    AssignOp::Assign => self.push(" = "),
                    AssignOp::Compound(b) => self.push(&format!(" {}= ", binary_op_str(b))),
                }
                if let Some(r) = second {
                    self.expr(r, Ctx::Operand);
                }
            }
            OverloadedOp::Unary(u @ (UnaryOp::PostInc | UnaryOp::PostDec)) => {
                self.expr(first, Ctx::Operand);
                self.push(if u == UnaryOp::PostInc { "++" } else { "--" });
            }
            OverloadedOp::Unary(u) => {
                let s = u.symbol();
                self.push(s);
                self.expr(first, Ctx::Operand);
            }
            OverloadedOp::Index => {
                self.expr(first, Ctx::Operand);
                self.push("[");
                if let Some(i) = second {
                    self.expr(i, Ctx::Arg);
                }
                self.push("]");
            }
            OverloadedOp::Call => {
                self.expr(first, Ctx::Operand);
                self.push("(");
                self.args(&ops[1..]);
                self.push(")");
            }
            OverloadedOp::Arrow => self.expr(first, Ctx::Operand),
        }
    }

    /// An overloaded operator in operator form, as EDG writes it: a
    /// prefix or binary operator in parentheses of its own (`(a + b)`,
    /// `(-v)`, `(s += t)`), postfix forms bare (`v[i]`, `f(x)`, `it++`).
    fn operator_call(&mut self, op: OverloadedOp, call: &Expr<'a>, own_parens: bool) {
        let (open, close) = if own_parens { ("(", ")") } else { ("", "") };
        let ops = call.operator_operands();
        let Some(first) = ops.first().copied() else {
            self.expr(call, Ctx::Top);
            return;
        };
        match op {
            OverloadedOp::Binary(b) => {
                self.push(open);
                self.operator_operand(first);
                if b == BinaryOp::Comma {
                    self.push(", ");
                } else {
                    self.push(&format!(" {} ", binary_op_str(b)));
                }
                if let Some(r) = ops.get(1) {
                    self.operator_operand(r);
                }
                self.push(close);
            }
            OverloadedOp::Assign(a) => {
                self.push(open);
                self.operator_operand(first);
                match a {
                    AssignOp::Assign => self.push(" = "),
                    AssignOp::Compound(b) => self.push(&format!(" {}= ", binary_op_str(b))),
                }
                if let Some(r) = ops.get(1) {
                    self.operator_operand(r);
                }
                self.push(close);
            }
            OverloadedOp::Unary(UnaryOp::PostInc | UnaryOp::PostDec) => {
                self.expr(first, Ctx::Operand);
                self.push(if op == OverloadedOp::Unary(UnaryOp::PostInc) { "++" } else { "--" });
            }
            OverloadedOp::Unary(u) => {
                let s = u.symbol();
                self.push("(");
                self.push(s);
                self.operator_operand(first);
                self.push(close);
            }
            OverloadedOp::Index => {
                self.postfix_object(first);
                self.push("[");
                if let Some(i) = ops.get(1) {
                    self.expr(i, Ctx::Arg);
                }
                self.push("]");
            }
            OverloadedOp::Call => {
                self.postfix_object(first);
                self.push("(");
                self.args(&ops[1..]);
                self.push(close);
            }
            OverloadedOp::Arrow => {
                self.expr(first, Ctx::Operand);
            }
        }
    }

    /// The object of `a[i]` / `a(x)` as an operator call: parenthesized
    /// like an operand, and also when it is itself an operator call
    /// (`(out[y])[x]`).
    fn postfix_object(&mut self, x: &Expr<'a>) {
        if matches!(strip_conversions(x).kind, ExprKind::OperatorCall { .. }) {
            self.push("(");
            self.expr(x, Ctx::Top);
            self.push(")");
        } else {
            self.expr(x, Ctx::Operand);
        }
    }

    /// A `for` condition or step: an operator call there shows no
    /// parentheses of its own (`i < n`, `i += k`).
    pub(crate) fn for_clause(&mut self, e: &Expr<'a>, is_cond: bool) {
        let x = strip_conversions(e);
        if let ExprKind::OperatorCall { op, call } = &x.kind {
            self.operator_call(*op, call, false);
        } else if is_cond {
            self.condition(e);
        } else {
            self.expr(e, Ctx::Top);
        }
    }

    /// An operand of a prefix or binary operator call: parenthesized like
    /// a builtin operator's operand, and also when it is itself such a
    /// call or a floating literal (`((a + b)) + c`, `((2.0F)) * v`).
    fn operator_operand(&mut self, x: &Expr<'a>) {
        let inner = strip_conversions(x);
        let extra = match &inner.kind {
            // (A postfix `it++` too: `(*(it++))`.)
            // A subscript or call through an operator function is a call
            // as well (`out << (v[1])`).
            ExprKind::OperatorCall { op, .. } => {
                is_prefix_or_binary(*op) || matches!(op, OverloadedOp::Unary(UnaryOp::PostInc | UnaryOp::PostDec) | OverloadedOp::Index | OverloadedOp::Call)
            }
            // So is a call (`(v = (f(1)))`).
            ExprKind::Call { .. } => true,
            // A function designator (converted to a pointer: `out << (std::endl)`).
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } if matches!(self.entity(*id).map(|e| &e.kind), Some(EntityKind::Routine(_))) => true,
            // Literals other than strings (which already get parentheses),
            // once: a converted literal's own parentheses are those
            // (`(p + (1))`).
            ExprKind::IntLit { .. } | ExprKind::CharLit { .. } | ExprKind::BoolLit(_) if !core::ptr::eq(inner, x) && self.fold_wraps(x) => false,
            ExprKind::IntLit { .. } | ExprKind::FloatLit { .. } | ExprKind::CharLit { .. } | ExprKind::BoolLit(_) => true,
            // An enumerator is a constant as well (`f |= (f_hex)`).
            ExprKind::Name(_) | ExprKind::QualifiedName { .. } => self.is_converted_enumerator(inner),
            _ => false,
        };
        if extra {
            self.push("(");
            self.expr(x, Ctx::Top);
            self.push(")");
        } else {
            self.expr(x, Ctx::Operand);
        }
    }

    /// A `?:` branch: explicit casts are not parenthesized there.
    fn cond_branch(&mut self, x: &Expr<'a>) {
        match &x.kind {
            ExprKind::Cast { kind: CastKind::CStyle | CastKind::Functional, .. } | ExprKind::Index(..) if !self.is_folded_const(x, 0) => {
                self.expr(x, Ctx::Top)
            }
            _ => self.expr(x, Ctx::Operand),
        }
    }

    fn unqualified_namespace_member(&self, id: EntityId) -> bool {
        let Some(ent) = self.entity(id) else { return false };
        let in_namespace = ent.parent.and_then(|p| self.entity(p)).is_some_and(|p| matches!(p.kind, EntityKind::Namespace { .. }));
        in_namespace
            && match &ent.kind {
                EntityKind::Routine(_) => true,
                EntityKind::Variable(v) => !v.is_param && !v.is_local && !v.is_device_builtin && v.memory != MemorySpace::Managed,
                _ => false,
            }
    }

    /// Whether a call in a template is resolved only at instantiation: a
    /// function template or an overloaded name called with an argument
    /// of dependent type.
    fn call_resolved_at_instantiation(&self, callee: &Expr<'a>, args: &[&'a Expr<'a>]) -> bool {
        let ExprKind::QualifiedName { entity, .. } = &strip_conversions(callee).kind else { return false };
        let Some(ent) = self.entity(*entity) else { return false };
        let EntityKind::Routine(r) = &ent.kind else { return false };
        if !r.template_params.is_empty() || r.instance_of.is_some() {
            return true;
        }
        let dependent_arg = args.iter().any(|a| self.type_is_dependent(strip_conversions(a).ty, 0) || self.dependence(a, true));
        dependent_arg
            && self
                .il
                .entities
                .iter()
                .filter(|x| x.name == ent.name && matches!(x.kind, EntityKind::Routine(_)))
                .nth(1)
                .is_some()
    }

    /// The namespace qualifier of a call resolved at instantiation, written
    /// from the global scope (`N::D::` for `::N::D::q`): as seen from the
    /// open scopes (`D::` inside `N`), but never reduced to nothing
    /// (`std::` inside `std`).
    fn unresolved_qualifier(&self, q: &str) -> String {
        let parts: Vec<&str> = q.split("::").filter(|p| !p.is_empty()).collect();
        let open: Vec<&str> = self
            .scope
            .iter()
            .filter_map(|e| self.entity(*e))
            .filter(|e| matches!(e.kind, EntityKind::Namespace { .. }) && !e.name.is_empty())
            .map(|e| e.name.as_str())
            .collect();
        let mut skip = 0;
        while skip + 1 < parts.len() && open.get(skip) == Some(&parts[skip]) {
            skip += 1;
        }
        let mut s = String::new();
        for p in &parts[skip..] {
            s.push_str(p);
            s.push_str("::");
        }
        s
    }

    fn callee(&mut self, c: &Expr<'a>, args: &[&'a Expr<'a>]) {
        if self.is_own_static_member_function(c, args) {
            if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &c.kind {
                let n = self.entity(*id).map(|x| x.name.clone()).unwrap_or_default();
                self.push(&format!("({})", n));
                return;
            }
        }
        // A member function called on `*this`: in a template EDG binds
        // `this->f()` to the implicit object and writes `f()`; elsewhere it
        // writes the implicit object, `this->f()`.
        if self.flavor == super::printer::Flavor::Host {
            match &c.kind {
                ExprKind::Member { base, member, arrow: true }
                    if self.in_template_body
                        && matches!(base.kind, ExprKind::This)
                        && self.is_bound_member_function(*member, args) =>
                {
                    let n = self.entity(*member).map(|x| x.name.clone()).unwrap_or_default();
                    self.push(&n);
                    self.written_args(c.pos, *member);
                    return;
                }
                ExprKind::Name(id) if !self.in_template_body && self.is_nonstatic_member_function(*id) => {
                    self.push("this->");
                }
                // A base's member named with its class (`base::reset(o)`)
                // is called on the implicit object: `this->base::reset(o)`.
                ExprKind::QualifiedName { entity: id, .. } if !self.in_template_body && self.is_nonstatic_member_function(*id) => {
                    self.push("this->");
                    // (The class is written even when it is a base of the
                    // class being defined: the call is not virtual.)
                    let class = self.entity(*id).and_then(|x| x.parent).filter(|c| matches!(self.entity(*c).map(|x| &x.kind), Some(EntityKind::Class(_))));
                    let q = match class {
                        Some(c) => alloc::format!("{}::{}", self.qualified_name(c), self.entity(*id).map(|x| x.name.clone()).unwrap_or_default()),
                        None => self.qualified_name(*id),
                    };
                    self.push(&q);
                    self.written_args(c.pos, *id);
                    return;
                }
                _ => {}
            }
        }
        // A called name written in parentheses keeps them: always in a
        // template body, elsewhere when it names a function outside any
        // class (`(n::mn)(a, b)`, `(q)(r)`; `(S::sf)(x)` prints `S::sf(x)`).
        let named = match c.kind {
            ExprKind::Name(e) | ExprKind::QualifiedName { entity: e, .. } => Some(e),
            _ => None,
        };
        let keeps_parens = named.filter(|_| self.il.parenthesized_callees.contains(&c.pos)).is_some_and(|e| {
            self.in_template_body || !self.entity(e).and_then(|x| x.parent).is_some_and(|p| matches!(self.entity(p).map(|x| &x.kind), Some(EntityKind::Class(_))))
        });
        if keeps_parens {
            self.push("(");
            self.expr_body(c, Ctx::Top);
            self.push(")");
            return;
        }
        match &c.kind {
            // A data member called (an object of dependent class type, its
            // `operator()` chosen at instantiation) is an operand: `(comp)(x)`.
            ExprKind::Member { member, .. } if matches!(self.entity(*member).map(|m| &m.kind), Some(EntityKind::Field(_))) => {
                self.expr(c, Ctx::Operand)
            }
            ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Member { .. } => self.expr_body(c, Ctx::Top),
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => self.callee(expr, args),
            // A lambda called where it is written, in a template, is kept
            // as written: `[&](E ...c) { … } (args...)`.
            ExprKind::Lambda { .. } if self.in_template_body => self.expr(c, Ctx::Top),
            _ => self.expr(c, Ctx::Operand),
        }
    }

    /// A call of a non-static member function of a class template through
    /// the implicit `this`, in a template's body: EDG takes its type as
    /// known only at instantiation (unlike `this->f()` written out).
    pub(crate) fn is_implicit_this_template_call(&self, e: &Expr<'a>) -> bool {
        if !self.in_template_body {
            return false;
        }
        let e = strip_conversions(e);
        let ExprKind::Call { callee, .. } = &e.kind else { return false };
        let member = match &strip_conversions(callee).kind {
            ExprKind::Member { base, member, arrow: true } if matches!(base.kind, ExprKind::This) && !self.il.written_this.contains(&base.pos) => *member,
            ExprKind::Name(id) => *id,
            _ => return false,
        };
        self.is_nonstatic_member_function(member) && self.entity(member).and_then(|m| m.parent).is_some_and(|c| self.is_class_pattern(c))
    }

    fn is_nonstatic_member_function(&self, f: EntityId) -> bool {
        let Some(ent) = self.entity(f) else { return false };
        let EntityKind::Routine(r) = &ent.kind else { return false };
        !r.is_static_member
            && !matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor)
            && ent.parent.and_then(|p| self.entity(p)).is_some_and(|p| matches!(p.kind, EntityKind::Class(_)))
    }

    /// A non-static member function of a class template named through
    /// `this`, chosen where written (not overloaded nor a template, or no
    /// argument depends on the template's parameters).
    fn is_bound_member_function(&self, f: EntityId, args: &[&'a Expr<'a>]) -> bool {
        if !self.is_nonstatic_member_function(f) {
            return false;
        }
        let Some(ent) = self.entity(f) else { return false };
        let overloaded = ent.parent.and_then(|p| self.entity(p)).is_some_and(|p| match &p.kind {
            EntityKind::Class(ci) => {
                ci.members.iter().filter(|m| self.entity(**m).is_some_and(|x| x.name == ent.name && matches!(x.kind, EntityKind::Routine(_)))).count() > 1
            }
            _ => true,
        });
        // (An overloaded one is chosen at instantiation, the object being
        // of dependent type: `this->f()` stays as written; so is a member
        // function template given dependent arguments, deduced then.)
        let template = matches!(&ent.kind, EntityKind::Routine(r) if !r.template_params.is_empty());
        !(overloaded || (template && args.iter().any(|a| self.type_is_dependent(a.ty, 0) || self.type_is_dependent(strip_conversions(a).ty, 0))))
    }

    /// A static member function (not a template) of a class template
    /// named inside that template (`f()`, `C::f()`, from a nested class
    /// too), the call bound where written: EDG writes the designator
    /// alone in parentheses, without qualifier (`(f)()`).
    fn is_own_static_member_function(&self, c: &Expr<'a>, args: &[&'a Expr<'a>]) -> bool {
        let (ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. }) = &c.kind else { return false };
        let Some(ent) = self.entity(*id) else { return false };
        let EntityKind::Routine(r) = &ent.kind else { return false };
        if !r.is_static_member || !r.template_params.is_empty() || r.instance_of.is_some() {
            return false;
        }
        // (With a dependent argument an overloaded function is chosen at
        // instantiation: the call stays as written. A single candidate is
        // bound here.)
        let overloaded = ent.parent.and_then(|p| self.entity(p)).is_some_and(|p| match &p.kind {
            EntityKind::Class(ci) => {
                ci.members.iter().filter(|m| self.entity(**m).is_some_and(|x| x.name == ent.name && matches!(x.kind, EntityKind::Routine(_)))).count() > 1
            }
            _ => true,
        });
        if overloaded && args.iter().any(|a| self.type_is_dependent(a.ty, 0) || self.type_is_dependent(strip_conversions(a).ty, 0)) {
            return false;
        }
        // Named through the current instantiation (`C< T> ::f` in `C`).
        let Some(cls) = ent.parent.map(|p| self.current_instantiation_of(p).unwrap_or(p)) else { return false };
        self.flavor == super::printer::Flavor::Host
            && (!self.il.class_instances.contains_key(&cls) || matches!(self.entity(cls).map(|x| &x.kind), Some(EntityKind::Class(ci)) if !ci.template_params.is_empty()))
            && self.il.in_template(cls)
            && self.scope.contains(&cls)
    }

    /// The elements of a braced initializer list, `, `-separated.
    fn init_list_items(&mut self, items: &[&Expr<'a>]) {
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            // An element is an argument of the initialization (a member
            // known only at instantiation is parenthesized).
            if self.in_template_body && self.is_dependent_member_access(x) {
                self.arg(x);
            } else {
                self.expr(x, Ctx::Top);
            }
        }
    }

    fn args(&mut self, args: &[&Expr<'a>]) {
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.arg(a);
        }
    }

    /// A call or construction argument: a member known only at
    /// instantiation is parenthesized there.
    pub(crate) fn arg(&mut self, a: &Expr<'a>) {
        if self.is_dependent_member_access(a) {
            self.push("(");
            self.expr(a, Ctx::Top);
            self.push(")");
        } else {
            self.expr(a, Ctx::Arg);
        }
    }

    /// A reference to a named entity in host code.
    fn name_ref(&mut self, id: EntityId) {
        let Some(ent) = self.entity(id) else { return };
        match &ent.kind {
            EntityKind::Variable(v) => {
                if v.is_device_builtin {
                    self.push("__device_builtin_variable_");
                    self.push(&ent.name.clone());
                } else if v.memory == MemorySpace::Managed && !v.is_param {
                    let n = self.qualified_name(id);
                    self.push(&format!(
                        "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), ({})))",
                        n
                    ));
                } else if v.is_param {
                    let n = self.param_name(id);
                    self.push(&n);
                } else if v.is_local {
                    self.push(&ent.name.clone());
                } else {
                    let n = self.qualified_expr_name(id);
                    self.push(&n);
                }
            }
            EntityKind::Enumerator(en) => {
                let scoped = matches!(
                    self.entity(en.enum_entity).map(|x| &x.kind),
                    Some(EntityKind::Enum(ei)) if ei.scoped
                );
                if scoped {
                    let en_name = self.qualified_name(en.enum_entity);
                    self.push(&format!("{}::{}", en_name, ent.name));
                } else {
                    let n = self.qualified_expr_name(id);
                    self.push(&n);
                }
            }
            _ => {
                let n = self.qualified_expr_name(id);
                self.push(&n);
            }
        }
    }

    /// A statement condition: implicit conversions to bool are not written,
    /// nor are folded-constant parentheses; an assignment is parenthesized.
    pub(crate) fn condition(&mut self, e: &Expr<'a>) {
        let x = strip_conversions(e);
        if matches!(x.kind, ExprKind::Assign(..)) || self.converted_by_conversion_function(e, x) {
            self.push("(");
            self.expr(x, Ctx::Top);
            self.push(")");
        } else {
            self.expr(x, Ctx::Arg);
        }
    }

    /// An operation of class type converted to a scalar (by the class's
    /// conversion function, `operator bool`): EDG parenthesizes a member
    /// converted (`if ((m))`); a variable's name or a temporary stays
    /// bare.
    fn converted_by_conversion_function(&self, e: &Expr<'a>, x: &Expr<'a>) -> bool {
        !core::ptr::eq(e, x)
            && self.is_class_type(x.ty)
            && !self.is_class_type(e.ty)
            && matches!(x.kind, ExprKind::Member { .. })
            && !self.is_captured_this_member(x)
    }

    /// Whether `e` is built of constants only (literals, template
    /// parameters, dependent names, `sizeof`): no variables, members or
    /// calls.
    fn is_constant_shaped(&self, e: &'a Expr<'a>) -> bool {
        struct Shape<'p, 'i, 'a> {
            p: &'p Printer<'i, 'a>,
            ok: bool,
        }
        impl<'p, 'i, 'a> crate::walk::Visit<'a> for Shape<'p, 'i, 'a> {
            fn expr(&mut self, e: &'a Expr<'a>) -> bool {
                let ok = match &e.kind {
                    ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                        self.p.is_dependent_name_ref(e)
                            || matches!(self.p.entity(*x).map(|n| &n.kind), Some(EntityKind::TemplateParam { .. } | EntityKind::Enumerator(_)))
                            // A static data member with a constant
                            // initializer (`__numeric_traits< T> ::__max`).
                            || self.p.variable(*x).is_some_and(|v| {
                                v.is_static_member && v.init.is_some() && (v.is_constexpr || self.p.il.quals_of(v.ty).is_const)
                            })
                    }
                    ExprKind::Call { .. } | ExprKind::Member { .. } | ExprKind::Assign(..) | ExprKind::OperatorCall { .. } => false,
                    _ => true,
                };
                self.ok &= ok;
                self.ok
            }
        }
        let mut s = Shape { p: self, ok: true };
        crate::walk::walk_expr(self.il, e, &mut s);
        s.ok
    }

    /// An initializer operation of dependent type whose result EDG keeps
    /// pending (printed parenthesized): a unary operation (`-x`, `*&x`,
    /// `x++`), or a subscript, binary or conditional operation whose
    /// operands are all pending or constant (`(-x) / ((T)2)`, `arr[0]`); an
    /// operand that names a variable or calls a function makes it an
    /// ordinary expression (`(-x) + x`, `((T)4) * f(x)`).
    fn pending_operation(&self, x: &'a Expr<'a>) -> bool {
        matches!(x.kind, ExprKind::Unary(..) | ExprKind::Binary(..) | ExprKind::Index(..) | ExprKind::Cond(..))
            && self.pending_shape(x, 0)
            && self.type_dependence(x)
    }

    fn pending_shape(&self, e: &'a Expr<'a>, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let e = strip_conversions(e);
        match &e.kind {
            _ if is_literal(e) => true,
            ExprKind::SizeofType(_) | ExprKind::SizeofExpr(_) | ExprKind::AlignofType(_) => true,
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                self.is_dependent_name_ref(e)
                    || matches!(self.entity(*id).map(|n| &n.kind), Some(EntityKind::TemplateParam { .. } | EntityKind::Enumerator(_)))
                    || self.is_dependent_constant(*id)
            }
            ExprKind::Unary(_, x) => self.type_dependence(x) || self.pending_shape(x, depth + 1),
            ExprKind::Cast { kind: CastKind::CStyle | CastKind::Functional, expr, .. } => self.pending_shape(expr, depth + 1),
            ExprKind::Index(_, i) => self.pending_shape(i, depth + 1),
            ExprKind::Binary(op, l, r) if *op != BinaryOp::Comma => self.pending_shape(l, depth + 1) && self.pending_shape(r, depth + 1),
            ExprKind::Cond(c, a, b) => self.pending_shape(c, depth + 1) && self.pending_shape(a, depth + 1) && self.pending_shape(b, depth + 1),
            _ => false,
        }
    }

    /// A const variable of integral type initialized by a dependent
    /// expression: a constant whose value comes at instantiation.
    fn is_dependent_constant(&self, id: EntityId) -> bool {
        self.dependent_constant_n(id, 0)
    }

    fn dependent_constant_n(&self, id: EntityId, depth: u32) -> bool {
        let Some(v) = self.variable(id) else { return false };
        if depth > 8 || v.is_param || !self.il.quals_of(v.ty).is_const || self.int_kind(v.ty).is_none() {
            return false;
        }
        match &v.init {
            Some(Init::Assign(x)) => self.type_dependence_n(x, depth + 1),
            _ => false,
        }
    }

    /// Whether `e` or a part of it has a dependent type or value.
    fn type_dependence(&self, e: &'a Expr<'a>) -> bool {
        self.type_dependence_n(e, 0)
    }

    fn type_dependence_n(&self, e: &'a Expr<'a>, depth: u32) -> bool {
        struct Finder<'p, 'i, 'a> {
            p: &'p Printer<'i, 'a>,
            found: bool,
            depth: u32,
        }
        impl<'p, 'i, 'a> crate::walk::Visit<'a> for Finder<'p, 'i, 'a> {
            fn expr(&mut self, e: &'a Expr<'a>) -> bool {
                let dep = self.p.type_is_dependent(e.ty, 0)
                    || match &e.kind {
                        ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                            matches!(self.p.entity(*x).map(|n| &n.kind), Some(EntityKind::TemplateParam { .. }))
                                || self.p.is_dependent_name_ref(e)
                                || self.p.dependent_constant_n(*x, self.depth)
                        }
                        ExprKind::Cast { to, .. } => self.p.type_is_dependent(*to, 0),
                        ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => self.p.type_is_dependent(*t, 0),
                        _ => false,
                    };
                self.found |= dep;
                !self.found
            }
        }
        let mut f = Finder { p: self, found: false, depth };
        crate::walk::walk_expr(self.il, e, &mut f);
        f.found
    }

    /// An initializer expression (after ` = `): a value-dependent one is
    /// parenthesized (its conversion to the declared type is made at
    /// instantiation, and EDG prints the pending conversion as
    /// parentheses) unless it prints its own.
    pub(crate) fn init_expr(&mut self, e: &'a Expr<'a>, declared: TypeId) {
        let x = strip_conversions(e);
        // A captured variable initializing a declaration is its bare name
        // (`int *r = p;`; elsewhere `(p)`).
        if matches!(x.kind, ExprKind::Captured { .. }) {
            self.expr(x, Ctx::Arg);
            return;
        }
        let converted = !core::ptr::eq(x, e);
        let pending = match &x.kind {
            // A name: when its type is not known to be the declared one.
            ExprKind::Name(_) | ExprKind::QualifiedName { .. } => {
                self.is_dependent_name_ref(x)
                    || (self.dependence(x, false) && (converted || self.type_is_dependent(x.ty, 0)))
                    // An enumerator, like a literal, when converted to a
                    // dependent type.
                    || (self.is_enumerator_ref(x) && self.type_is_dependent(declared, 0))
            }
            // A literal: when converted to a dependent type.
            _ if is_literal(x) => self.type_is_dependent(declared, 0),
            // A call is not (`std::numeric_limits<T>::max()`), nor a
            // captured variable (its copy out of a const lambda is a
            // conversion, see `Parser::convert_copy`).
            ExprKind::Call { .. } | ExprKind::Captured { .. } => false,
            // An operation: a value-dependent constant expression, or one
            // of dependent type built of operations and constants only;
            // not a `sizeof`/trait whose type is the declared one
            // (`sizeof(T)` for a `size_t`).
            _ => {
                let primary = matches!(x.kind, ExprKind::SizeofType(_) | ExprKind::SizeofExpr(_) | ExprKind::AlignofType(_) | ExprKind::TypeTrait { .. });
                let same_type = primary && !converted && !self.type_is_dependent(x.ty, 0) && self.il.canonical(x.ty) == self.il.canonical(declared);
                (!same_type && self.dependence(e, false) && self.is_constant_shaped(e))
                    || self.pending_operation(x)
                    // A constexpr variable's value-dependent operation is a
                    // constant expression evaluated at instantiation.
                    || (self.constexpr_init
                        && self.in_template_body
                        && matches!(x.kind, ExprKind::Unary(..) | ExprKind::Binary(..) | ExprKind::Cond(..))
                        && (self.dependence(e, true) || self.type_dependence(x)))
            }
        };
        if self.converted_by_conversion_function(e, x) {
            self.push("(");
            self.expr(x, Ctx::Top);
            self.push(")");
        } else if self.is_dependent_member_access(x) {
            // Its conversion to the declared type waits for instantiation.
            self.push("(");
            self.arg(x);
            self.push(")");
        } else {
            self.init_root = true;
            let wraps = self.fold_wraps(e);
            if pending && !wraps {
                self.init_root = false;
                self.push("(");
                self.expr(e, Ctx::Top);
                self.push(")");
            } else {
                self.expr(e, Ctx::Top);
            }
            self.init_root = false;
        }
    }

    /// An expression printed to a string (host flavor).
    pub(crate) fn expr_string(&mut self, e: &Expr<'a>, ctx: Ctx) -> String {
        let saved = core::mem::take(&mut self.out.s);
        self.expr(e, ctx);
        core::mem::replace(&mut self.out.s, saved)
    }

}

/// Strip implicit conversions and converting constructions (launch
/// configuration arguments are printed as written).
pub(crate) fn strip_conversions<'x, 'a>(mut e: &'x Expr<'a>) -> &'x Expr<'a> {
    for _ in 0..16 {
        match &e.kind {
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => e = expr,
            _ => break,
        }
    }
    e
}

/// An overloaded operator written in prefix or infix form (printed in
/// parentheses of its own).
pub(crate) fn is_prefix_or_binary(op: OverloadedOp) -> bool {
    !matches!(
        op,
        OverloadedOp::Index | OverloadedOp::Call | OverloadedOp::Arrow | OverloadedOp::Unary(UnaryOp::PostInc | UnaryOp::PostDec)
    )
}

pub(crate) fn binary_op_str(op: BinaryOp) -> &'static str {
    op.symbol()
}

/// `A<x, ns::y>` as EDG spaces a template-id (`A< x, ns::y> `), when its
/// arguments are plain (qualified) names; `None` otherwise.
fn simple_template_id(written: &str, arg: &dyn Fn(&str) -> String) -> Option<String> {
    let lt = written.find('<')?;
    let name = written[..lt].trim();
    let inner = written[lt + 1..].trim_end().strip_suffix('>')?;
    // (A type of several keywords keeps one space between them: `long
    // double`.)
    let is_path = |a: &str| {
        !a.is_empty() && a.split("::").all(|c| !c.is_empty() && c.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_' || ch == ' '))
    };
    let mut args: Vec<String> = Vec::new();
    for a in inner.split(',') {
        let words: Vec<&str> = a.split_whitespace().collect();
        match builtin_type_name(&words) {
            Some(b) => args.push(String::from(b)),
            None if is_path(&words.concat()) => args.push(arg(&words.concat())),
            None => return None,
        }
    }
    if name.is_empty() {
        return None;
    }
    Some(format!("{}< {}> ", name, args.join(", ")))
}

/// The name EDG prints for a builtin type written in several words
/// (`unsigned long long`, `long int` as `long`); None for anything else.
fn builtin_type_name(words: &[&str]) -> Option<&'static str> {
    if words.len() < 2 || !words.iter().all(|w| matches!(*w, "unsigned" | "signed" | "long" | "short" | "int" | "char" | "double")) {
        return None;
    }
    let has = |w: &str| words.contains(&w);
    let longs = words.iter().filter(|w| **w == "long").count();
    Some(if has("double") {
        "long double"
    } else if has("char") {
        if has("unsigned") { "unsigned char" } else if has("signed") { "signed char" } else { "char" }
    } else {
        match (has("unsigned"), has("short"), longs) {
            (true, true, _) => "unsigned short",
            (true, false, 0) => "unsigned",
            (true, false, 1) => "unsigned long",
            (true, false, _) => "unsigned long long",
            (false, true, _) => "short",
            (false, false, 0) => "int",
            (false, false, 1) => "long",
            (false, false, _) => "long long",
        }
    })
}
