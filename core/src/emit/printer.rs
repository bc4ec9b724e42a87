//! The printer state shared by the emitters, plus name printing and the
//! literal spellings EDG's back end uses.

use super::out::{MarkerStyle, Out};
use crate::il::*;
use crate::options::{HostCompiler, Options};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Which dialect is printed: host C++ (`.int.c`, stub file) or cicc's
/// device C.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flavor {
    Host,
    Device,
}

/// How class/enum types are named in type specifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ClassStyle {
    /// `S`, `N::S` (C++).
    Plain,
    /// `struct S` (C, and the stub file's parameter lists).
    Keyword,
    /// `struct ::S` (the stub file's forwarding kernel definitions).
    KeywordGlobal,
}

/// Bound on expression/statement nesting while printing.
pub(crate) const MAX_DEPTH: u32 = 400;

pub(crate) struct Printer<'i, 'a> {
    /// Printing the body of a template (function template or member of a
    /// class template): names keep their qualifiers as written.
    pub in_template_body: bool,
    /// Printing a constant EDG keeps as an expression (a class template
    /// argument, an enumerator's value): qualified dependent names there
    /// have no `template` keyword (`std::__is_integer< T> ::__value`).
    pub constant_expr: bool,
    /// Printing a name written with a qualifier: qualified from the global
    /// scope, whatever scopes are open (`std::_Hash_impl::hash`).
    pub full_qualification: bool,
    /// Printing the body of a class template with a dependent base class:
    /// a type named from an enclosing namespace is qualified from the
    /// global scope (`std::size_t`, `::FILE`) so that no member of the
    /// base, known at instantiation, could hide it.
    pub qualify_namespace_types: bool,
    pub il: &'i Il<'a>,
    pub opts: &'i Options,
    pub flavor: Flavor,
    pub out: Out<'i>,
    /// Namespaces/classes being printed (innermost last), for qualification.
    pub scope: Vec<EntityId>,
    /// Nesting depth guard.
    pub depth: u32,
    /// Counter for EDG's `__T<n>` temporaries/names.
    pub temp_counter: u32,
    /// Names given to unnamed kernel parameters (`__T0`…), by entity.
    pub param_names: Vec<(EntityId, String)>,
    pub class_style: ClassStyle,
    /// Printing the initializer of a static-storage variable.
    pub static_init: bool,
    /// Printing the initializer of a `constexpr` variable.
    pub constexpr_init: bool,
    /// Printing the signature of a function template that no template
    /// encloses: EDG writes its class specializations with the
    /// non-dependent arguments' typedefs resolved (`pair< T *, long> ` for
    /// `pair<T*, ptrdiff_t>`).
    pub canonical_template_args: bool,
    /// In such a function template's body, the blocks below its outermost
    /// one name class specializations so too (the outermost keeps the
    /// arguments as written); `body_blocks` counts the blocks open.
    pub canonical_nested_blocks: bool,
    pub body_blocks: u32,
    /// Printing inside a folded constant (its inner conversions of names
    /// are not parenthesized).
    pub in_fold: bool,
    /// The node being printed is a whole initializer (see `fold_wraps`).
    pub init_root: bool,
    /// `Il::array_bounds` printed as host expressions (empty for device).
    pub bound_texts: alloc::rc::Rc<Vec<String>>,
    /// Namespaces by (enclosing scope, name), for finding a file-scope
    /// namespace hidden by a nested one of the same name.
    pub namespace_children: alloc::rc::Rc<alloc::collections::BTreeMap<(EntityId, String), EntityId>>,
    /// Whole-program lookups the printer makes per declaration or name,
    /// computed once (scanning `Il::decls` each time was quadratic).
    pub index: alloc::rc::Rc<EmitIndex>,
    /// The written parameter lists still to be met by the type printer in
    /// the declaration being printed (last = next), see
    /// `Il::written_fn_params`.
    pub written_params: core::cell::RefCell<Vec<Vec<EntityId>>>,
    /// The module id (host `.int.c` only), which names the unnamed
    /// namespace.
    pub module_id: String,
    /// Printing a friend declaration of the innermost class (see
    /// `name_with_args`).
    pub in_friend: bool,
    /// The stub file's spelling (cicc writes it from the device program):
    /// a type declared in a scope or a template specialization goes by its
    /// device (mangled) name, declared by a typedef at the top of the file.
    pub stub_names: bool,
    /// Printing a template argument list: block-scope typedefs are
    /// written as the types they name (`Il::block_typedefs`).
    pub in_template_args: core::cell::Cell<bool>,
    /// Inside the pattern of a written pack expansion: a pack named there
    /// is expanded by the enclosing `...`, not where it is named.
    pub in_pack_expansion: core::cell::Cell<bool>,
    /// Printing the callee of a call in a template that is resolved only
    /// at instantiation (overloaded or a template, with dependent
    /// arguments): EDG writes its qualifier without a leading `::`.
    pub unresolved_callee: bool,
    /// Printing the callee of a call with type-dependent arguments.
    pub dependent_callee: bool,
    /// The class whose base clause is being printed: its injected-class-name
    /// is already visible there (its bases are not yet).
    pub class_head: Option<EntityId>,
    /// Printing a type EDG keeps canonical (a base-specifier, the type an
    /// alias template names): specializations are written with their
    /// arguments' canonical types (`unsigned long`, not `size_t`).
    pub canonical_args: core::cell::Cell<bool>,
    /// Printing the parameter types of a friend routine declared in this
    /// class: EDG names them from no open scope, so everything but the
    /// class itself (written by its own name) is qualified from the global
    /// scope (`ns::B< int> `, `D::N`).
    pub friend_params: Option<EntityId>,
    /// The parameter lists of the class templates' headers written on the
    /// out-of-class member being printed (`template< class T> … X< T> ::f`):
    /// a specialization by one of them in order is the current
    /// instantiation.
    pub member_header_params: Vec<Vec<EntityId>>,
    /// Printing a declaration that is (or is inside) a template: its
    /// signature and body are template text (see `in_template_context`).
    pub templated: bool,
}

/// See `Printer::index`.
pub struct EmitIndex {
    /// `Il::decls` position of each entity's first declaration
    /// (`u32::MAX`: none), by entity id.
    first_decl: Vec<u32>,
    /// The names of classes, enums, typedefs and template parameters.
    type_names: alloc::collections::BTreeSet<String>,
    /// (namespace, name) of the classes, enums and typedefs declared in
    /// a namespace.
    namespace_types: alloc::collections::BTreeSet<(EntityId, String)>,
    /// (name, class) of the typedefs that name a class.
    class_typedefs: alloc::collections::BTreeSet<(String, EntityId)>,
}

impl EmitIndex {
    fn new(il: &Il<'_>) -> Self {
        let mut first_decl = alloc::vec![u32::MAX; il.entities.len()];
        for (i, d) in il.decls.iter().enumerate().rev() {
            if let Some(slot) = first_decl.get_mut(d.entity.0 as usize) {
                *slot = i as u32;
            }
        }
        let type_names = il
            .entities
            .iter()
            .filter(|x| matches!(x.kind, EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_) | EntityKind::TemplateParam { .. }))
            .map(|x| x.name.clone())
            .collect();
        let namespace_types = il
            .entities
            .iter()
            .filter(|x| matches!(x.kind, EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_)) && !x.name.is_empty())
            .filter_map(|x| {
                let p = x.parent?;
                matches!(il.entities.get(p.0 as usize)?.kind, EntityKind::Namespace { .. }).then(|| (p, x.name.clone()))
            })
            .collect();
        let class_typedefs = il
            .entities
            .iter()
            .filter_map(|x| match &x.kind {
                EntityKind::Typedef(t) if !x.name.is_empty() => match il.ty(il.canonical(*t)) {
                    TypeKind::Class(c) => Some((x.name.clone(), *c)),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        EmitIndex { first_decl, type_names, namespace_types, class_typedefs }
    }

    /// Whether some typedef named `name` names class `c`.
    pub fn typedef_names_class(&self, name: &str, c: EntityId) -> bool {
        self.class_typedefs.contains(&(String::from(name), c))
    }

    /// The first declaration of `e`, in `Il::decls` order.
    pub fn first_decl<'i, 'a>(&self, il: &'i Il<'a>, e: EntityId) -> Option<&'i Decl<'a>> {
        let i = *self.first_decl.get(e.0 as usize)?;
        il.decls.get(i as usize)
    }

    /// Whether namespace `n` declares a class, enum or typedef `name`.
    pub fn namespace_declares_type(&self, n: EntityId, name: &str) -> bool {
        self.namespace_types.contains(&(n, String::from(name)))
    }

    /// Whether some class, enum, typedef or template parameter is named `name`.
    pub fn names_a_type(&self, name: &str) -> bool {
        self.type_names.contains(name)
    }
}

impl<'i, 'a> Printer<'i, 'a> {
    pub fn new(il: &'i Il<'a>, opts: &'i Options, flavor: Flavor) -> Self {
        let style = match opts.host_compiler {
            HostCompiler::Msvc(_) if flavor == Flavor::Host => MarkerStyle::Line,
            _ => MarkerStyle::Gnu,
        };
        let namespace_children = alloc::rc::Rc::new(
            il.entities
                .iter()
                .enumerate()
                .filter_map(|(i, x)| match (&x.kind, x.parent) {
                    (EntityKind::Namespace { .. }, Some(p)) if !x.name.is_empty() => Some(((p, x.name.clone()), EntityId(i as u32))),
                    _ => None,
                })
                .collect(),
        );
        let index = alloc::rc::Rc::new(EmitIndex::new(il));
        let p = Self::with_tables(il, opts, flavor, Out::new(&il.source_map, style), namespace_children, index);
        Self::finish_new(p, il, flavor)
    }

    fn with_tables(
        il: &'i Il<'a>,
        opts: &'i Options,
        flavor: Flavor,
        out: Out<'i>,
        namespace_children: alloc::rc::Rc<alloc::collections::BTreeMap<(EntityId, String), EntityId>>,
        index: alloc::rc::Rc<EmitIndex>,
    ) -> Self {
        Printer {
            il,
            opts,
            flavor,
            out,
            scope: Vec::new(),
            depth: 0,
            temp_counter: 0,
            param_names: Vec::new(),
            class_style: if flavor == Flavor::Device { ClassStyle::Keyword } else { ClassStyle::Plain },
            static_init: false,
            constexpr_init: false,
            canonical_template_args: false,
            canonical_nested_blocks: false,
            body_blocks: 0,
            in_fold: false,
            init_root: false,
            in_template_body: false,
            constant_expr: false,
            full_qualification: false,
            qualify_namespace_types: false,
            bound_texts: alloc::rc::Rc::new(Vec::new()),
            namespace_children,
            index,
            written_params: core::cell::RefCell::new(Vec::new()),
            module_id: String::new(),
            in_friend: false,
            stub_names: false,
            in_template_args: core::cell::Cell::new(false),
            in_pack_expansion: core::cell::Cell::new(false),
            unresolved_callee: false,
            dependent_callee: false,
            class_head: None,
            canonical_args: core::cell::Cell::new(false),
            friend_params: None,
            member_header_params: Vec::new(),
            templated: false,
        }
    }

    /// A new printer (default state, no output yet), as `new` makes it,
    /// that shares its precomputed tables: `new` walks every entity and
    /// array bound, which per kernel parameter made the stub quadratic.
    pub(crate) fn fresh(&self, flavor: Flavor) -> Printer<'i, 'a> {
        if flavor != self.flavor {
            return Printer::new(self.il, self.opts, flavor);
        }
        let mut p = Self::with_tables(self.il, self.opts, self.flavor, self.out.fresh(), self.namespace_children.clone(), self.index.clone());
        p.bound_texts = self.bound_texts.clone();
        p
    }

    fn finish_new(mut p: Self, il: &'i Il<'a>, flavor: Flavor) -> Self {
        // Written array bounds are printed once, up front, so the (shared,
        // immutable) type printer can use them.
        if flavor != Flavor::Device {
            // (A bound naming a variable unqualified, `float v[rows]` in its
            // class, shows the name as written: the printer here is in no
            // scope and would qualify it.)
            let texts: Vec<String> = il
                .array_bounds
                .iter()
                .map(|e| {
                    let mut x: &crate::il::Expr = e;
                    while let crate::il::ExprKind::Cast { kind: crate::il::CastKind::Implicit, expr, .. } = x.kind {
                        x = expr;
                    }
                    match x.kind {
                        crate::il::ExprKind::Name(id)
                            if il.entities.get(id.0 as usize).is_some_and(|n| {
                                matches!(n.kind, crate::il::EntityKind::Variable(_)) && n.parent.is_some_and(|c| matches!(il.entity(c).kind, crate::il::EntityKind::Class(_)))
                            }) =>
                        {
                            il.entity(id).name.clone()
                        }
                        _ => p.expr_string(e, super::expr::Ctx::Arg),
                    }
                })
                .collect();
            p.bound_texts = alloc::rc::Rc::new(texts);
        }
        p
    }

    /// A printer in the same scope writing to its own buffer: the type
    /// printer (shared, immutable) uses it for the expressions inside
    /// dependent types (template arguments, default arguments).
    pub(crate) fn fragment_printer(&self) -> Printer<'i, 'a> {
        Printer {
            il: self.il,
            opts: self.opts,
            flavor: self.flavor,
            out: self.out.scratch(),
            scope: self.scope.clone(),
            depth: self.depth,
            temp_counter: self.temp_counter,
            param_names: self.param_names.clone(),
            class_style: self.class_style,
            static_init: self.static_init,
            constexpr_init: self.constexpr_init,
            canonical_template_args: self.canonical_template_args,
            canonical_nested_blocks: self.canonical_nested_blocks,
            body_blocks: self.body_blocks,
            in_fold: false,
            init_root: false,
            in_template_body: false,
            constant_expr: self.constant_expr,
            full_qualification: false,
            qualify_namespace_types: self.qualify_namespace_types,
            bound_texts: self.bound_texts.clone(),
            namespace_children: self.namespace_children.clone(),
            index: self.index.clone(),
            written_params: core::cell::RefCell::new(Vec::new()),
            module_id: String::new(),
            in_friend: self.in_friend,
            stub_names: self.stub_names,
            in_template_args: core::cell::Cell::new(self.in_template_args.get()),
            in_pack_expansion: core::cell::Cell::new(self.in_pack_expansion.get()),
            unresolved_callee: false,
            dependent_callee: false,
            class_head: self.class_head,
            canonical_args: core::cell::Cell::new(self.canonical_args.get()),
            friend_params: self.friend_params,
            member_header_params: self.member_header_params.clone(),
            templated: self.templated || self.in_template_body,
        }
    }

    /// A dependent expression (template argument, default argument) as
    /// EDG prints it in a template's declaration.
    pub(crate) fn dependent_expr_text(&self, e: &Expr<'a>, ctx: super::expr::Ctx) -> String {
        if self.depth > MAX_DEPTH / 2 {
            return String::new();
        }
        let mut p = self.fragment_printer();
        p.expr_string(e, ctx)
    }

    pub(crate) fn push(&mut self, s: &str) {
        self.out.push(s);
    }

    pub(crate) fn entity(&self, e: EntityId) -> Option<&'i Entity<'a>> {
        self.il.entities.get(e.0 as usize)
    }

    pub(crate) fn decl(&self, d: DeclId) -> Option<&'i Decl<'a>> {
        self.il.decls.get(d.0 as usize)
    }

    /// The name of an entity, qualified by the namespaces/classes enclosing
    /// it that are not currently open.
    pub(crate) fn qualified_name(&self, e: EntityId) -> String {
        self.qualified(e, false)
    }

    /// The name of a class template's member defined outside the class
    /// under template header `h`: the class is named with the header's
    /// parameters as its arguments (`C< T> ::lim`, `U< N, Ts...> ::f`).
    /// Member classes between the template and the member are named
    /// after it (`O< C> ::sentry::sentry`).
    pub(crate) fn template_member_name(&self, e: EntityId, h: &TemplateHeader) -> Option<String> {
        let ent = self.entity(e)?;
        let mut c = ent.parent?;
        let mut inner: Vec<&str> = Vec::new();
        for _ in 0..16 {
            let EntityKind::Class(ci) = &self.entity(c)?.kind else { return None };
            if !ci.template_params.is_empty() || self.il.class_instances.contains_key(&c) {
                break;
            }
            inner.insert(0, self.entity(c)?.name.as_str());
            c = self.entity(c)?.parent?;
        }
        let EntityKind::Class(ci) = &self.entity(c)?.kind else { return None };
        if ci.template_params.is_empty() || h.params.is_empty() || self.il.class_instances.contains_key(&c) {
            return None;
        }
        let args: Vec<String> = h
            .params
            .iter()
            .filter_map(|p| {
                let pe = self.entity(*p)?;
                Some(alloc::format!("{}{}", pe.name, if h.packs.contains(p) { "..." } else { "" }))
            })
            .collect();
        let mut tail = String::new();
        for n in inner {
            tail.push_str(n);
            tail.push_str("::");
        }
        Some(alloc::format!("{}< {}> ::{}{}", self.qualified_name(c), args.join(", "), tail, ent.name))
    }

    /// A qualified name in an expression: a dependent class template
    /// specialization named after a namespace qualifier is introduced by
    /// `template` (`std::template X< T> ::value`), as EDG writes it.
    pub(crate) fn qualified_expr_name(&self, e: EntityId) -> String {
        self.qualified(e, true)
    }

    /// `e` qualified by the enclosing scopes that are not open; in an
    /// expression with `template` before a dependent specialization that
    /// follows a namespace. An unnamed namespace adds no qualifier: its
    /// members are visible in the enclosing scope.
    fn qualified(&self, e: EntityId, in_expression: bool) -> String {
        // Inside a class template its own specialization by its parameters
        // (the current instantiation) is written as the template's name.
        // (So is it in an out-of-class member's parameters, where the
        // arguments are the member's header's parameters, by position.)
        let e = match self.current_instantiation_of(e).or_else(|| self.current_instantiation_form(e)) {
            Some(t) if self.scope.contains(&t) && !self.in_friend => t,
            _ => e,
        };
        if let Some(c) = self.friend_params {
            if e == c || self.current_instantiation_of(e) == Some(c) {
                return self.name_with_args(c);
            }
        }
        let Some(ent) = self.entity(e) else { return String::new() };
        let full = self.full_qualification;
        // An open class is named by its injected-class-name (its member
        // defined outside the class's namespace: `swap(basic_string &)`).
        if !full && !self.in_friend && self.friend_params.is_none() && matches!(ent.kind, EntityKind::Class(_)) && self.scope.contains(&e) {
            return self.name_with_args(e);
        }
        let mut chain: Vec<EntityId> = Vec::new();
        let mut p = ent.parent;
        let mut guard = 0;
        while let Some(pid) = p {
            guard += 1;
            if guard > 64 || (!full && (self.scope.contains(&pid) || self.is_base_of_open_class(pid))) {
                break;
            }
            let Some(pe) = self.entity(pid) else { break };
            if self.friend_params.is_some_and(|c| c == pid || self.current_instantiation_of(pid) == Some(c)) {
                chain.push(pid);
                break;
            }
            // The stub file names the unnamed namespace by the `.int.c`'s macro.
            if self.stub_names || !(pe.name.is_empty() && matches!(pe.kind, EntityKind::Namespace { .. })) {
                chain.push(pid);
            }
            p = pe.parent;
        }
        // A type whose simple name finds a same-named type of a namespace
        // opened inside its own (`std::vector` inside `std::pmr`, which
        // declares `pmr::vector`) is qualified.
        if !full && !in_expression && self.flavor == Flavor::Host {
            let outer = chain.last().copied().unwrap_or(e);
            let name = self.entity(outer).map(|x| x.name.clone()).unwrap_or_default();
            if let Some(stop) = p.filter(|x| self.scope.contains(x) && matches!(self.entity(*x).map(|x| &x.kind), Some(EntityKind::Namespace { .. }))) {
                let hidden = !name.is_empty()
                    && self
                        .scope
                        .iter()
                        .rev()
                        .filter(|x| matches!(self.entity(**x).map(|x| &x.kind), Some(EntityKind::Namespace { .. })))
                        .take_while(|x| **x != stop)
                        .any(|x| self.index.namespace_declares_type(*x, &name));
                // (qualified up to that visible namespace, unless an
                // injected-class-name hides it: see `hidden_name_prefix`)
                if hidden && !self.injected_name_hides(outer) && self.entity(stop).is_some_and(|x| !x.name.is_empty()) {
                    chain.push(stop);
                }
            }
        }
        // A class template named where its simple name finds a class's
        // injected-class-name instead is written fully qualified; EDG looks
        // the name up this way for types and the constants in their
        // template arguments, not for a qualifier in a plain expression.
        let outermost = chain.last().copied().unwrap_or(e);
        let mut s = String::new();
        let mut member_template_kw = false;
        if !in_expression || self.constant_expr {
            if let Some((prefix, class_qualified)) = self.hidden_name_prefix(outermost, in_expression) {
                s.push_str(&prefix);
                // A member template's dependent specialization after a
                // class qualifier: `S::template M< U...> `.
                member_template_kw = outermost == e && class_qualified && self.is_dependent_instance(e);
            }
        }
        // Inside `cuda::std`, `std` names `cuda::std`: the file-scope one
        // is written `::std`.
        if s.is_empty() && !in_expression && chain.last().is_some_and(|&o| self.file_namespace_hidden(o)) {
            s.push_str("::");
        }
        let mut after_namespace = false;
        // In a template, a type naming a member class template's
        // specialization after its class is written `C::template M< A> `
        // (dependent or not).
        let template_types = !in_expression && self.in_template_context();
        let mut after_class = false;
        for pid in chain.iter().rev() {
            let dependent = in_expression && self.is_dependent_instance(*pid);
            if (dependent && (after_namespace || after_class) && !self.constant_expr) || (template_types && after_class && self.is_member_template_instance(*pid)) {
                s.push_str("template ");
            }
            match self.entity(*pid) {
                Some(pe) if pe.name.is_empty() && matches!(pe.kind, EntityKind::Namespace { .. }) => s.push_str(super::stub::ANON_NAMESPACE_MACRO),
                _ => s.push_str(&self.name_with_args(*pid)),
            }
            s.push_str("::");
            after_namespace = matches!(self.entity(*pid).map(|x| &x.kind), Some(EntityKind::Namespace { .. }));
            after_class = matches!(self.entity(*pid).map(|x| &x.kind), Some(EntityKind::Class(_)));
        }
        if member_template_kw || (template_types && after_class && self.is_member_template_instance(e)) {
            s.push_str("template ");
        }
        s.push_str(&self.name_with_args(e));
        s
    }

    /// Whether file-scope namespace `n`'s simple name finds, from the
    /// innermost open scope, a different namespace nested in an enclosing
    /// one (`std` inside `cuda::std::__4`).
    pub(crate) fn file_namespace_hidden(&self, n: EntityId) -> bool {
        let Some(ne) = self.entity(n) else { return false };
        if ne.parent.is_some() || ne.name.is_empty() || !matches!(ne.kind, EntityKind::Namespace { .. }) {
            return false;
        }
        let mut s = self.scope.last().copied();
        let mut guard = 0;
        while let Some(x) = s {
            guard += 1;
            if guard > 64 {
                break;
            }
            if let Some(&c) = self.namespace_children.get(&(x, ne.name.clone())) {
                return c != n;
            }
            s = self.entity(x).and_then(|e| e.parent);
        }
        false
    }

    /// When class `c`'s simple name is hidden by an injected-class-name
    /// (see `injected_name_hides`), the qualifier to write before it: up to
    /// a scope that is visible (its own name as it would be written here),
    /// or `::` for the global scope; with whether it names a class.
    pub(crate) fn hidden_name_prefix(&self, c: EntityId, in_expression: bool) -> Option<(String, bool)> {
        if !self.injected_name_hides(c) {
            return None;
        }
        // (A specialization is declared where its template is.)
        let owner = self.il.class_instances.get(&c).map_or(c, |(t, _)| *t);
        let mut parent = self.entity(owner).and_then(|x| x.parent);
        while let Some(pe) = parent.and_then(|p| self.entity(p)) {
            if !(pe.name.is_empty() && matches!(pe.kind, EntityKind::Namespace { .. })) {
                break;
            }
            parent = pe.parent;
        }
        match parent {
            None => Some((String::from("::"), false)),
            // A qualifier naming a template's pattern cannot be written.
            Some(p) if self.is_class_pattern(p) => None,
            Some(p) => Some((
                alloc::format!("{}::", self.qualified(p, in_expression)),
                matches!(self.entity(p).map(|x| &x.kind), Some(EntityKind::Class(_))),
            )),
        }
    }

    /// Whether the simple name of class (template) `c` finds, from the
    /// scopes being printed, the injected-class-name of a class other than
    /// the template itself: of an enclosing specialization of the same
    /// template (inside `template<class T> struct A<T*>`, `A` is that
    /// partial specialization) or of a non-dependent base of an enclosing
    /// class (`IC< true> ` inside a class derived from it).
    fn injected_name_hides(&self, c: EntityId) -> bool {
        let Some(ce) = self.entity(c) else { return false };
        if !matches!(ce.kind, EntityKind::Class(_)) {
            return false;
        }
        let tmpl = match self.il.class_instances.get(&c) {
            Some((t, _)) => *t,
            None => match &ce.kind {
                EntityKind::Class(ci) if !ci.template_params.is_empty() => c,
                _ => return false,
            },
        };
        // (A friend is no member: there even the specialization's own name
        // is the template's, hidden by the injected one.)
        // An enclosing class of another template (or no template) with the
        // same simple name hides it too: inside `cuda_cub::execution_policy`
        // the base `thrust::execution_policy< D> ` is written qualified.
        let other_same_name = |s: EntityId| -> bool {
            let st = self.il.class_instances.get(&s).map_or(s, |(t, _)| *t);
            st != tmpl && self.entity(st).is_some_and(|x| x.name == ce.name && !x.name.is_empty())
        };
        let hides = |s: EntityId| -> bool {
            (s != tmpl && (s != c || self.in_friend) && self.il.class_instances.get(&s).is_some_and(|(t, _)| *t == tmpl))
                || other_same_name(s)
        };
        if self.class_head.is_some_and(hides) {
            return true;
        }
        if self.member_name_hides(c, tmpl) {
            return true;
        }
        for s in self.scope.iter().rev() {
            if !matches!(self.entity(*s).map(|x| &x.kind), Some(EntityKind::Class(_))) {
                continue;
            }
            if hides(*s) {
                return true;
            }
            // The (non-dependent) bases' own names, through their bases.
            let mut work: Vec<EntityId> = self.il.class_bases.get(s).map(|b| b.iter().filter_map(|x| x.class).collect()).unwrap_or_default();
            let mut seen = 0;
            while let Some(b) = work.pop() {
                seen += 1;
                if seen > 256 {
                    break;
                }
                // (A base's name finds the base itself: `IC< true> ` too is
                // written qualified there.)
                // A dependent base is searched in its template's pattern.
                let b = match self.il.class_instances.get(&b) {
                    Some((t, _)) if self.is_dependent_instance(b) => *t,
                    _ => b,
                };
                if b != tmpl && self.il.class_instances.get(&b).is_some_and(|(t, _)| *t == tmpl) {
                    return true;
                }
                if let Some(bs) = self.il.class_bases.get(&b) {
                    work.extend(bs.iter().filter_map(|x| x.class));
                }
            }
        }
        false
    }

    /// Whether a member of a scope open inside the one declaring class
    /// template `tmpl` has its name (`typedef … duration;` in a clock
    /// class, `using vector = …` in a nested namespace): the simple name
    /// would find that member.
    fn member_name_hides(&self, c: EntityId, tmpl: EntityId) -> bool {
        let Some(te) = self.entity(tmpl) else { return false };
        let Some(home) = te.parent else { return false };
        let Some(at) = self.scope.iter().position(|s| *s == home) else { return false };
        let hides = |m: EntityId| {
            m != c
                && m != tmpl
                && self.entity(m).is_some_and(|x| {
                    x.name == te.name
                        && !matches!(&x.kind, EntityKind::Routine(r) if matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor))
                        // (nor does a using-declaration of its constructors)
                        && !matches!(&x.kind, EntityKind::UsingDeclaration { scope: Some(b) }
                            if *b == c || *b == tmpl || self.il.class_instances.get(b).is_some_and(|(t, _)| *t == tmpl))
                })
                && !self.il.class_instances.get(&m).is_some_and(|(t, _)| *t == tmpl)
        };
        self.scope[at + 1..].iter().any(|s| {
            // (In the template itself its constructors share its name.)
            if *s == c || *s == tmpl || self.il.class_instances.get(s).is_some_and(|(t, _)| *t == tmpl) {
                return false;
            }
            match self.entity(*s).map(|x| &x.kind) {
                // (A friend declared in a class is no member of it.)
                Some(EntityKind::Class(ci)) => ci
                    .member_decls
                    .iter()
                    .filter(|d| !self.il.friend_decls.contains(d))
                    .filter_map(|d| self.il.decls.get(d.0 as usize))
                    .any(|d| hides(d.entity)),
                Some(EntityKind::Namespace { members }) => members.iter().any(|m| hides(*m)),
                _ => false,
            }
        })
    }

    /// Whether class `c` is a (non-dependent, direct or indirect) base of
    /// a class being printed: its members are found from there unqualified.
    fn is_base_of_open_class(&self, c: EntityId) -> bool {
        if !matches!(self.entity(c).map(|x| &x.kind), Some(EntityKind::Class(_))) {
            return false;
        }
        let mut work: Vec<EntityId> = Vec::new();
        for s in &self.scope {
            if let Some(bs) = self.il.class_bases.get(s) {
                work.extend(bs.iter().filter_map(|x| x.class));
            }
        }
        let mut seen = 0;
        while let Some(b) = work.pop() {
            seen += 1;
            if seen > 256 {
                break;
            }
            if self.is_dependent_instance(b) {
                continue;
            }
            if b == c {
                return true;
            }
            if let Some(bs) = self.il.class_bases.get(&b) {
                work.extend(bs.iter().filter_map(|x| x.class));
            }
        }
        false
    }

    /// A class template's pattern: the template itself, a partial
    /// specialization, or a specialization by dependent arguments.
    pub(crate) fn is_class_pattern(&self, c: EntityId) -> bool {
        matches!(self.entity(c).map(|x| &x.kind), Some(EntityKind::Class(ci)) if !ci.template_params.is_empty()) || self.is_dependent_instance(c)
    }

    /// A specialization of a class template declared in a class.
    pub(crate) fn is_member_template_instance(&self, c: EntityId) -> bool {
        self.il
            .class_instances
            .get(&c)
            .and_then(|(t, _)| self.entity(*t))
            .and_then(|t| t.parent)
            .is_some_and(|p| matches!(self.entity(p).map(|x| &x.kind), Some(EntityKind::Class(_))))
    }

    /// Whether what is printed is inside a class template's definition
    /// (a friend function defined there is template text too, though
    /// it is no member).
    pub(crate) fn in_class_pattern_scope(&self) -> bool {
        self.scope.iter().any(|s| matches!(self.entity(*s).map(|x| &x.kind), Some(EntityKind::Class(ci)) if !ci.template_params.is_empty()))
    }

    /// Whether what is printed is template text: a template's body or
    /// signature, or a member of a class template.
    pub(crate) fn in_template_context(&self) -> bool {
        self.templated || self.in_template_body || self.scope.iter().any(|s| self.is_class_pattern(*s))
    }

    /// A class template specialization with dependent arguments (`X< T> `).
    pub(crate) fn is_dependent_instance(&self, c: EntityId) -> bool {
        self.il.class_instances.get(&c).is_some_and(|(_, args)| {
            args.iter().any(|a| match a {
                TemplateArg::Type(t) => self.type_is_dependent(*t, 0),
                TemplateArg::Value(..) => false,
                TemplateArg::Expr(_) => true,
            })
        })
    }

    /// A type's name qualified from the global scope when it is declared
    /// in a namespace whose members unqualified lookup would find
    /// (`qualify_namespace_types`); `None` otherwise.
    pub(crate) fn namespace_type_name(&self, e: EntityId) -> Option<String> {
        if !self.qualify_namespace_types {
            return None;
        }
        let ent = self.entity(e)?;
        // (`auto`, `decltype(…)`: placeholders, not names.)
        if ent.parent.is_none() && matches!(ent.kind, EntityKind::Typedef(_)) && matches!(ent.name.as_str(), "auto" | "decltype" | "__typeof__") {
            return None;
        }
        // (The class itself goes by its injected name.)
        if self.scope.contains(&e) || self.current_instantiation_of(e).is_some_and(|t| self.scope.contains(&t)) {
            return None;
        }
        // (A dependent specialization is looked up at instantiation anyway.)
        if self.is_dependent_instance(e) {
            return None;
        }
        match ent.parent {
            None => Some(alloc::format!("::{}", self.name_with_args(e))),
            Some(p) if self.scope.contains(&p) && matches!(self.entity(p)?.kind, EntityKind::Namespace { .. }) => {
                let mut prefix = String::new();
                let mut n = Some(p);
                for _ in 0..64 {
                    let Some(ne) = n.and_then(|x| self.entity(x)) else { break };
                    if !ne.name.is_empty() {
                        prefix = alloc::format!("{}::{}", ne.name, prefix);
                    }
                    n = ne.parent;
                }
                Some(alloc::format!("{}{}", prefix, self.name_with_args(e)))
            }
            _ => None,
        }
    }

    /// Whether an entity is declared (directly or not) in an unnamed
    /// namespace: internal linkage, so no visibility of its own.
    pub(crate) fn in_unnamed_namespace(&self, e: EntityId) -> bool {
        let mut p = self.entity(e).and_then(|x| x.parent);
        for _ in 0..64 {
            let Some(pe) = p.and_then(|x| self.entity(x)) else { return false };
            if pe.name.is_empty() && matches!(pe.kind, EntityKind::Namespace { .. }) {
                return true;
            }
            p = pe.parent;
        }
        false
    }

    /// An entity's name; for a class template specialization followed by
    /// its arguments as EDG writes them (`Array< float, 4> `).
    pub(crate) fn name_with_args(&self, e: EntityId) -> String {
        let Some(ent) = self.entity(e) else { return String::new() };
        let mut s = ent.name.clone();
        // Inside a partial specialization its own name is the
        // injected-class-name, written alone (as in the primary template).
        let partial = matches!(&ent.kind, EntityKind::Class(ci) if !ci.template_params.is_empty()) && self.il.class_instances.contains_key(&e);
        if partial && self.flavor == Flavor::Host && self.scope.contains(&e) && !self.in_friend {
            return s;
        }
        // A dependent specialization is written with its arguments as
        // written (host code only has those).
        if let Some(args) = self.il.written_instance_args.get(&e).filter(|_| self.flavor == Flavor::Host) {
            let tmpl = self.il.class_instances.get(&e).map(|(t, _)| *t);
            if self.canonical_template_args {
                let args: Vec<TemplateArg> = args
                    .iter()
                    .map(|a| match a {
                        TemplateArg::Type(t) if !self.type_is_dependent(*t, 0) => TemplateArg::Type(self.il.canonical(*t)),
                        a => *a,
                    })
                    .collect();
                s.push_str(&self.template_args_text_of(tmpl, &args));
                return s;
            }
            s.push_str(&self.template_args_text_of(tmpl, args));
        } else if let Some(args) = self.il.template_body_instance_args.get(&e).filter(|_| self.flavor == Flavor::Host && self.in_template_context() && !self.canonical_template_args) {
            // In a template's body: as first written in one.
            let tmpl = self.il.class_instances.get(&e).map(|(t, _)| *t);
            if args.is_empty() {
                s.push_str("<> ");
            } else {
                s.push_str(&self.template_args_text_of(tmpl, args));
            }
        } else if let Some((_, args)) = self.il.class_instances.get(&e).or_else(|| self.il.alias_instances.get(&e)) {
            // Host code names a specialization without the arguments its
            // template's defaults supplied.
            let given = match self.il.given_template_args.get(&e) {
                Some(n) if self.flavor == Flavor::Host => (*n).min(args.len()),
                _ => args.len(),
            };
            // All arguments from defaults: `X<> `; none at all (an empty
            // pack): `X< > `.
            if given == 0 && !args.is_empty() {
                s.push_str("<> ");
            } else {
                let tmpl = self.il.class_instances.get(&e).map(|(t, _)| *t);
                s.push_str(&self.template_args_text_of(tmpl, &args[..given]));
            }
        } else if self.in_friend && (self.scope.last() == Some(&e) || self.friend_params == Some(e)) {
            // The injected-class-name in a friend of the class template.
            if let EntityKind::Class(ci) = &ent.kind {
                if !ci.template_params.is_empty() {
                    s.push_str(&self.own_params_as_args(&ci.template_params));
                }
            }
        }
        s
    }

    /// A template's own parameters written as its argument list (`< T, Ts...> `),
    /// as its injected name stands for them.
    pub(crate) fn own_params_as_args(&self, params: &[EntityId]) -> String {
        let args: Vec<String> = params
            .iter()
            .filter_map(|p| {
                let pe = self.entity(*p)?;
                Some(alloc::format!("{}{}", pe.name, if self.il.pack_params.contains(p) { "..." } else { "" }))
            })
            .collect();
        alloc::format!("< {}> ", args.join(", "))
    }

    /// The class template whose own parameters, in order, are the
    /// arguments of specialization `e` (`X< T, N> ` inside `X`).
    pub(crate) fn current_instantiation_of(&self, e: EntityId) -> Option<EntityId> {
        let (t, args) = self.il.class_instances.get(&e)?;
        let EntityKind::Class(ci) = &self.entity(*t)?.kind else { return None };
        if ci.template_params.is_empty() || ci.template_params.len() != args.len() {
            return None;
        }
        let same = ci.template_params.iter().zip(args.iter()).all(|(p, a)| match a {
            TemplateArg::Type(ty) => matches!(self.il.ty(*ty), TypeKind::TemplateParam(x) if x == p),
            TemplateArg::Expr(i) => match self.il.template_arg_exprs.get(*i as usize).map(|x| &x.kind) {
                Some(ExprKind::Name(x)) => x == p,
                Some(ExprKind::Cast { kind: CastKind::Implicit, expr, .. }) => matches!(expr.kind, ExprKind::Name(x) if x == *p),
                _ => false,
            },
            TemplateArg::Value(..) => false,
        });
        same.then_some(*t)
    }

    /// The class template whose specialization `e` is written with
    /// the parameters of a class header of the out-of-class member being
    /// printed (`X< U> ` under its `template< class U> `).
    fn current_instantiation_form(&self, e: EntityId) -> Option<EntityId> {
        let (t, args) = self.il.class_instances.get(&e)?;
        let EntityKind::Class(ci) = &self.entity(*t)?.kind else { return None };
        if ci.template_params.is_empty() || ci.template_params.len() != args.len() {
            return None;
        }
        let form = |list: &Vec<EntityId>| {
            list.len() == args.len()
                && args.iter().zip(list.iter()).all(|(a, p)| match a {
                    TemplateArg::Type(ty) => matches!(self.il.ty(*ty), TypeKind::TemplateParam(x) if x == p),
                    TemplateArg::Expr(k) => match self.il.template_arg_exprs.get(*k as usize).map(|x| &x.kind) {
                        Some(ExprKind::Name(x)) => x == p,
                        Some(ExprKind::Cast { kind: CastKind::Implicit, expr, .. }) => matches!(expr.kind, ExprKind::Name(x) if x == *p),
                        _ => false,
                    },
                    TemplateArg::Value(..) => false,
                })
        };
        self.member_header_params.iter().any(form).then_some(*t)
    }

    /// The enumerator of enum `en` with value `v` (a template argument of
    /// enum type is written as its enumerator).
    fn enumerator_named(&self, en: EntityId, v: i128) -> Option<String> {
        let EntityKind::Enum(ei) = &self.entity(en)?.kind else { return None };
        ei.enumerators.iter().find_map(|x| match &self.entity(*x)?.kind {
            EntityKind::Enumerator(n) if n.value == v => Some(self.entity(*x)?.name.clone()),
            _ => None,
        })
    }

    /// `< a, b> ` (EDG's spacing of a template argument list).
    pub(crate) fn template_args_text(&self, args: &[TemplateArg]) -> String {
        self.template_args_text_of(None, args)
    }

    /// `template_args_text` for the arguments of template `tmpl` (when
    /// known): a function template's constants are converted to its
    /// parameters' types.
    pub(crate) fn template_args_text_of(&self, tmpl: Option<EntityId>, args: &[TemplateArg]) -> String {
        let saved = self.in_template_args.replace(true);
        let params: &[EntityId] = match tmpl.and_then(|t| self.entity(t)).map(|t| &t.kind) {
            Some(EntityKind::Class(ci)) => &ci.template_params,
            // (A class's arguments are printed as written.)
            Some(EntityKind::Routine(r)) => &r.template_params,
            _ => &[],
        };
        let routine = matches!(tmpl.and_then(|t| self.entity(t)).map(|t| &t.kind), Some(EntityKind::Routine(_)));
        let s = self.template_args_text_inner(args, params, routine);
        self.in_template_args.set(saved);
        s
    }

    fn template_args_text_inner(&self, args: &[TemplateArg], params: &[EntityId], convert_values: bool) -> String {
        let mut parts: Vec<String> = Vec::new();
        for (k, a) in args.iter().enumerate() {
            parts.push(match a {
                // A written expansion: its pattern, then `...` (`is_same< T,
                // Ts> ...`, `Ts...`).
                TemplateArg::Type(t) if matches!(self.il.ty(*t), TypeKind::PackExpansion(_)) => {
                    let TypeKind::PackExpansion(x) = self.il.ty(*t) else { continue };
                    let saved = self.in_pack_expansion.replace(true);
                    let s = alloc::format!("{}...", self.abstract_param_str(*x));
                    self.in_pack_expansion.set(saved);
                    s
                }
                // A pack named bare outside any expansion is one made by
                // us (an injected-class-name's own arguments): expanded
                // where it is named (`_Bn...`).
                TemplateArg::Type(t) if !self.in_pack_expansion.get() && matches!(self.il.ty(*t), TypeKind::TemplateParam(p) if self.il.pack_params.contains(p)) => {
                    alloc::format!("{}...", self.type_str(*t, ""))
                }
                TemplateArg::Type(t) if self.canonical_args.get() => self.abstract_param_str(self.without_plain_typedefs(*t)),
                // An abstract pointer declarator is `(*)` here, as in a
                // parameter list (`traits< R (*)(A ...)> `).
                TemplateArg::Type(t) => self.abstract_param_str(*t),
                // A constant is converted to its parameter's type
                // (`tiles< 128U, 5L> ` for `unsigned`, `long` parameters).
                TemplateArg::Value(v, t) => {
                    let pt = match params.get(k).filter(|_| convert_values).and_then(|p| self.entity(*p)).map(|p| &p.kind) {
                        Some(EntityKind::TemplateParam { is_type: false, ty: Some(pt), .. })
                            if matches!(self.il.ty(self.il.canonical(*pt)), TypeKind::Int(_)) && matches!(self.il.ty(self.il.canonical(*t)), TypeKind::Int(_)) =>
                        {
                            *pt
                        }
                        _ => *t,
                    };
                    let converted = pt != *t;
                    // (The value as the parameter's type holds it.)
                    let v = match self.il.ty(self.il.canonical(pt)) {
                        TypeKind::Int(k) if *k != IntKind::Bool && k.size() > 0 && k.size() < 16 => {
                            let bits = k.size() * 8;
                            let m = (*v as u128) & ((1u128 << bits) - 1);
                            if k.is_signed() && (m >> (bits - 1)) & 1 == 1 { (m as i128) - (1i128 << bits) } else { m as i128 }
                        }
                        _ => *v,
                    };
                    match self.il.ty(self.il.canonical(pt)) {
                        // A character or short constant is written as a cast
                        // of its literal (`(unsigned char)'x'`, `(short)(-7)`).
                        TypeKind::Int(k @ (IntKind::Char | IntKind::SChar | IntKind::UChar | IntKind::Short | IntKind::UShort)) if converted => {
                            let tn = self.type_str(pt, "");
                            if *k == IntKind::Char {
                                char_spelling((v as u32) & 0xff, CharKind::Plain)
                            } else if matches!(k, IntKind::Short | IntKind::UShort) {
                                if v < 0 { alloc::format!("({})({})", tn, v) } else { alloc::format!("({}){}", tn, v) }
                            } else {
                                alloc::format!("({}){}", tn, char_spelling((v as u32) & 0xff, CharKind::Plain))
                            }
                        }
                        _ => self.constant_arg_text(v, pt),
                    }
                }
                TemplateArg::Expr(i) => match self.il.template_arg_exprs.get(*i as usize) {
                    Some(x) if self.depth <= MAX_DEPTH / 2 => {
                        let mut p = self.fragment_printer();
                        p.constant_expr = true;
                        // Types inside an expression argument keep their
                        // typedef names (`aux< __is_pod(V)> `): only a type
                        // argument is written as the type it names.
                        let saved = p.in_template_args.replace(false);
                        let s = p.expr_string(x, super::expr::Ctx::Arg);
                        p.in_template_args.set(saved);
                        // A `>` or `>>` operator in it would close the list:
                        // the argument is parenthesized.
                        if has_greater_operator(self.il, x) {
                            alloc::format!("({})", s)
                        } else {
                            s
                        }
                    }
                    _ => String::new(),
                },
            });
        }
        alloc::format!("< {}> ", parts.join(", "))
    }

    /// `t` with the typedef names at its top replaced by the types they
    /// name (`size_t` → `unsigned long`); alias template specializations
    /// (`__remove_cv_t< T> `) are kept.
    fn without_plain_typedefs(&self, mut t: TypeId) -> TypeId {
        for _ in 0..32 {
            let TypeKind::Typedef(e) = self.il.ty(t) else { break };
            // (A member typedef, `typename X< T> ::type`, stays as written.)
            if self.il.alias_instances.contains_key(e) || self.il.decltype_exprs.contains_key(e) || self.entity(*e).and_then(|x| x.parent).and_then(|p| self.entity(p)).is_some_and(|p| matches!(p.kind, EntityKind::Class(_))) {
                break;
            }
            match self.entity(*e).map(|x| &x.kind) {
                Some(EntityKind::Typedef(u)) => t = *u,
                _ => break,
            }
        }
        t
    }

    /// A constant template argument of type `t`: `true`, an enumerator,
    /// or the value converted to the parameter's type (`slot< 1U>` for an
    /// `unsigned` parameter).
    fn constant_arg_text(&self, v: i128, t: TypeId) -> String {
        match self.il.ty(self.il.canonical(t)) {
            TypeKind::Int(IntKind::Bool) => String::from(if v != 0 { "true" } else { "false" }),
            // A scoped enumeration's enumerator is named through its enum.
            TypeKind::Enum(en) => match self.enumerator_named(*en, v) {
                Some(n) if matches!(self.entity(*en).map(|x| &x.kind), Some(EntityKind::Enum(ei)) if ei.scoped) => {
                    alloc::format!("{}::{}", self.qualified_name(*en), n)
                }
                Some(n) => n,
                None => alloc::format!("{}", v),
            },
            // (A `char` constant is written as a character literal.)
            TypeKind::Int(IntKind::Char) => char_spelling((v as u32) & 0xff, CharKind::Plain),
            TypeKind::Int(k) => alloc::format!("{}{}", v, int_suffix(*k)),
            _ => alloc::format!("{}", v),
        }
    }

    /// `template< class T, int N> ` / `template<> `.
    pub(crate) fn template_header_text(&self, h: &TemplateHeader) -> String {
        self.template_header_text_marked(h, false)
    }

    /// The header with in-band line markers (see `push_marked`) before the
    /// parameter names on later lines than the `template` keyword.
    pub(crate) fn template_header_marked(&self, h: &TemplateHeader) -> String {
        self.template_header_text_marked(h, true)
    }

    fn template_header_text_marked(&self, h: &TemplateHeader, marked: bool) -> String {
        if h.params.is_empty() {
            return String::from("template<> ");
        }
        let mut parts: Vec<String> = Vec::new();
        let mut line = h.pos.line;
        for p in &h.params {
            let Some(pe) = self.entity(*p) else { continue };
            let pack = if h.packs.contains(p) { "..." } else { "" };
            let mut mark = String::new();
            if let Some(np) = self.il.template_param_name_pos.get(p).filter(|np| marked && np.file == h.pos.file && np.line > line) {
                mark = alloc::format!("\u{1}{}\u{1}", np.line);
                line = np.line;
            }
            match &pe.kind {
                EntityKind::TemplateParam { is_type: true, default_type, .. } => {
                    let mut t = alloc::format!("class {}{}{}", pack, mark, pe.name);
                    // `template< class ...>  class C`: a line marker goes
                    // before the whole parameter.
                    if let Some(inner) = self.il.template_template_params.get(p) {
                        let packs = inner.iter().copied().filter(|q| self.il.pack_params.contains(q)).collect();
                        let h = TemplateHeader { pos: h.pos, params: inner.clone(), packs };
                        t = alloc::format!("{}{} class {}{}", mark, self.template_header_text(&h), pack, pe.name);
                    }
                    if let Some(d) = default_type {
                        t.push_str(" = ");
                        t.push_str(&self.type_str(*d, ""));
                    }
                    parts.push(t);
                }
                EntityKind::TemplateParam { ty: Some(ty), .. } => {
                    let name = alloc::format!("{}{}", pack, pe.name);
                    let mut t = if name.is_empty() { self.type_str(*ty, "") } else { self.type_str(*ty, &alloc::format!("{}{}", mark, name)) };
                    // EDG writes the (empty) name after the type's space.
                    if name.is_empty() {
                        t.push(' ');
                        t.push_str(&mark);
                    }
                    if let Some(d) = self.il.nontype_param_defaults.get(p) {
                        t.push_str(" = ");
                        // A constant default of an integral type is written
                        // as its value converted to that type (`= 0U`).
                        let integral = matches!(self.il.ty(self.il.canonical(*ty)), TypeKind::Int(k) if *k != IntKind::Bool);
                        let value = if integral && !self.is_value_dependent(d) { crate::sema::consteval::eval(self.il, d) } else { None };
                        match value {
                            Some(crate::sema::consteval::Value::Int(v)) => t.push_str(&self.constant_arg_text(v, *ty)),
                            _ => t.push_str(&self.dependent_expr_text(d, super::expr::Ctx::Arg)),
                        }
                    }
                    parts.push(t);
                }
                _ => {}
            }
        }
        alloc::format!("template< {}> ", parts.join(", "))
    }

    /// GNU attribute groups to re-emit (see `attribute_groups`), arguments
    /// EDG parsed printed as expressions.
    pub(crate) fn attribute_groups(&self, attrs: &[Attribute], leading: bool, skip: &dyn Fn(&str) -> bool) -> Vec<(crate::source::Pos, String)> {
        attribute_groups_with(attrs, leading, skip, &|a| {
            let exprs = self.il.attribute_arg_exprs.get(&a.name_pos).filter(|_| self.flavor == Flavor::Host)?;
            let mut p = self.fragment_printer();
            let parts: Vec<String> = exprs.iter().map(|e| p.expr_string(e, super::expr::Ctx::Arg)).collect();
            Some(parts.join(", "))
        })
    }

    /// The name to print for a parameter (kernels get `__T<n>` for unnamed
    /// parameters).
    pub(crate) fn param_name(&self, e: EntityId) -> String {
        if let Some((_, n)) = self.param_names.iter().find(|(id, _)| *id == e) {
            return n.clone();
        }
        self.entity(e).map(|x| x.name.clone()).unwrap_or_default()
    }

    pub(crate) fn fresh_temp(&mut self) -> String {
        let n = self.temp_counter;
        self.temp_counter += 1;
        format!("__T{}", n)
    }

    pub(crate) fn routine(&self, e: EntityId) -> Option<&'i Routine<'a>> {
        match &self.entity(e)?.kind {
            EntityKind::Routine(r) => Some(r),
            _ => None,
        }
    }

    pub(crate) fn variable(&self, e: EntityId) -> Option<&'i Variable<'a>> {
        match &self.entity(e)?.kind {
            EntityKind::Variable(v) => Some(v),
            _ => None,
        }
    }

    /// The Itanium-mangled name of an entity.
    pub(crate) fn mangled(&self, e: EntityId) -> String {
        super::mangled_name(self.il, e)
    }

    /// The IntKind of a (canonical) integer type, if any.
    pub(crate) fn int_kind(&self, ty: TypeId) -> Option<IntKind> {
        match self.il.ty(self.il.canonical(ty)) {
            TypeKind::Int(k) => Some(*k),
            TypeKind::Enum(e) => match &self.entity(*e)?.kind {
                EntityKind::Enum(ei) => match self.il.ty(self.il.canonical(ei.underlying)) {
                    TypeKind::Int(k) => Some(*k),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }
}

/// The suffix EDG writes after an integer constant of kind `k`.
pub(crate) fn int_suffix(k: IntKind) -> &'static str {
    use IntKind::*;
    match k {
        UInt | UInt128 => "U",
        Long => "L",
        ULong => "UL",
        LongLong => "LL",
        ULongLong => "ULL",
        _ => "",
    }
}

/// A floating constant as EDG re-spells it from its value (rounded to
/// `kind` first): see `il::float::spelling`.
pub(crate) fn float_spelling(value: FloatConst, kind: FloatKind) -> String {
    crate::il::float::spelling(value.convert(kind), kind)
}

/// The position of the `}` closing the braced construct recorded at `pos`:
/// from `Il::block_ends` when the parser filled it, otherwise found in the
/// preprocessed text (the first `{` at or after `pos`, matched while
/// skipping string and character literals).
/// The `{` that opens the construct at `pos` (a class head), if it comes
/// before any `;`.
pub(crate) fn open_brace(il: &Il, pos: crate::source::Pos) -> Option<crate::source::Pos> {
    if pos.line == 0 {
        return None;
    }
    let sm = &il.source_map;
    let start = *sm.line_starts.get(pos.phys_line as usize)? as usize + (pos.col.max(1) as usize - 1);
    let bytes = il.source_text.as_bytes();
    let limit = (start + 4096).min(bytes.len());
    let mut i = start;
    // (Braces inside parentheses belong to the head, as in `block_end`.)
    let mut parens: u32 = 0;
    while i < limit {
        match bytes[i] {
            b'(' => parens += 1,
            b')' => parens = parens.saturating_sub(1),
            b'{' if parens == 0 => return Some(sm.pos(i as u32)),
            b';' if parens == 0 => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

pub(crate) fn block_end(il: &Il, pos: crate::source::Pos) -> Option<crate::source::Pos> {
    if let Some(e) = il.block_ends.get(&pos) {
        return Some(*e);
    }
    if pos.line == 0 {
        return None;
    }
    let sm = &il.source_map;
    let start = *sm.line_starts.get(pos.phys_line as usize)? as usize + (pos.col.max(1) as usize - 1);
    let bytes = il.source_text.as_bytes();
    let mut i = start;
    // Find the opening brace (a class/namespace position precedes it);
    // braces inside parentheses belong to the head (a base class's
    // template argument `f(T{})`).
    let limit = (start + 4096).min(bytes.len());
    let mut parens: u32 = 0;
    while i < limit && (parens > 0 || bytes[i] != b'{') {
        match bytes[i] {
            b'(' => parens += 1,
            b')' => parens = parens.saturating_sub(1),
            b';' if parens == 0 => return None,
            _ => {}
        }
        i += 1;
    }
    if i >= limit {
        return None;
    }
    let mut depth: u32 = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Some(sm.pos(i as u32));
                }
            }
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < bytes.len() && bytes[i] != q && bytes[i] != b'\n' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Escape one character value as EDG writes it inside a narrow character
/// or string literal.
fn narrow_escape(c: u32, out: &mut String) {
    match c {
        0x07 => out.push_str("\\a"),
        0x08 => out.push_str("\\b"),
        0x0c => out.push_str("\\f"),
        0x0a => out.push_str("\\n"),
        0x0d => out.push_str("\\r"),
        0x09 => out.push_str("\\t"),
        0x0b => out.push_str("\\v"),
        0x22 => out.push_str("\\\""),
        0x27 => out.push_str("\\'"),
        0x3f => out.push_str("\\?"),
        0x5c => out.push_str("\\\\"),
        0x20..=0x7e => out.push(char::from_u32(c).unwrap_or('?')),
        _ => out.push_str(&format!("\\{:03o}", c & 0xff)),
    }
}

/// The prefix of a literal of `kind` (u8 strings lose theirs).
fn char_prefix(kind: CharKind) -> &'static str {
    match kind {
        CharKind::Plain | CharKind::Utf8 => "",
        CharKind::Wide => "L",
        CharKind::Utf16 => "u",
        CharKind::Utf32 => "U",
    }
}

/// A character literal re-spelled from its value (`'\"'`, `L'\x61'`).
pub(crate) fn char_spelling(value: u32, kind: CharKind) -> String {
    let mut s = String::from(char_prefix(kind));
    s.push('\'');
    match kind {
        CharKind::Plain | CharKind::Utf8 => narrow_escape(value & 0xff, &mut s),
        _ => s.push_str(&format!("\\x{:x}", value)),
    }
    s.push('\'');
    s
}

/// Decode the characters of string-literal pieces as written (escapes,
/// raw strings, adjacent pieces concatenated).
pub(crate) fn decode_string_pieces(pieces: &[&str]) -> (CharKind, Vec<u32>) {
    let mut kind = CharKind::Plain;
    let mut out: Vec<u32> = Vec::new();
    for p in pieces {
        let Some(q) = p.find('"') else { continue };
        let prefix = &p[..q];
        let raw = prefix.ends_with('R');
        let pk = match prefix.trim_end_matches('R') {
            "L" => CharKind::Wide,
            "u" => CharKind::Utf16,
            "U" => CharKind::Utf32,
            "u8" => CharKind::Utf8,
            _ => CharKind::Plain,
        };
        if pk != CharKind::Plain {
            kind = pk;
        }
        let body = &p[q + 1..];
        let body = body.strip_suffix('"').unwrap_or(body);
        if raw {
            // R"delim( … )delim"
            let open = body.find('(').unwrap_or(0);
            let delim = &body[..open];
            let inner = body.get(open + 1..).unwrap_or("");
            let close = format!("){}", delim);
            let inner = inner.strip_suffix(close.as_str()).unwrap_or(inner);
            out.extend(inner.chars().map(|c| c as u32));
            continue;
        }
        out.extend(crate::lex::unescape(body));
    }
    (kind, out)
}

/// A string literal re-spelled from its characters, as EDG writes it.
pub(crate) fn string_spelling(pieces: &[&str]) -> String {
    let (kind, chars) = decode_string_pieces(pieces);
    let mut s = String::from(char_prefix(kind));
    s.push('"');
    for c in chars {
        match kind {
            CharKind::Plain | CharKind::Utf8 => {
                if c == 0x27 {
                    s.push('\'');
                } else if c == 0x3f {
                    s.push('?');
                } else if c > 0x7f && kind == CharKind::Utf8 {
                    utf8_octal_escapes(c, &mut s);
                } else {
                    narrow_escape(c, &mut s);
                }
            }
            _ => s.push_str(&format!("\\x{:x}", c)),
        }
    }
    s.push('"');
    s
}

/// A code point of a UTF-8 literal as the octal escapes of its bytes.
fn utf8_octal_escapes(c: u32, out: &mut String) {
    let mut buf = [0u8; 4];
    let ch = char::from_u32(c).unwrap_or('?');
    for b in ch.encode_utf8(&mut buf).bytes() {
        out.push_str(&format!("\\{:03o}", b));
    }
}

/// A string literal as EDG writes it in the `.int.c`: adjacent pieces
/// concatenated, every character that may be escaped escaped (`\'`, `\?`),
/// and long literals split into pieces of 128 written characters (an
/// escape sequence is never split).
pub(crate) fn host_string_spelling(pieces: &[&str]) -> String {
    const PIECE: usize = 128;
    let (kind, chars) = decode_string_pieces(pieces);
    let mut units: Vec<String> = Vec::with_capacity(chars.len());
    for c in chars {
        let mut u = String::new();
        match kind {
            CharKind::Plain | CharKind::Utf8 => {
                if c > 0x7f && kind == CharKind::Utf8 {
                    utf8_octal_escapes(c, &mut u);
                } else {
                    narrow_escape(c, &mut u);
                }
            }
            _ => u.push_str(&format!("\\x{:x}", c)),
        }
        units.push(u);
    }
    let prefix = char_prefix(kind);
    let mut s = String::from(prefix);
    s.push('"');
    let mut len = 0usize;
    // A piece is cut once it holds PIECE characters; an escape sequence
    // begun before that is finished in it (a piece may run over).
    for u in units {
        if len >= PIECE {
            s.push_str("\" ");
            s.push_str(prefix);
            s.push('"');
            len = 0;
        }
        len += u.len();
        s.push_str(&u);
    }
    s.push('"');
    s
}

/// The string-literal tokens of `text` (`"a" "b"`), if it is nothing else.
pub(crate) fn string_literal_pieces(text: &str) -> Option<Vec<&str>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i] != b'"' && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
            i += 1;
        }
        let prefix = text.get(start..i).unwrap_or("");
        if i >= b.len() || b[i] != b'"' || !matches!(prefix.strip_suffix('R').unwrap_or(prefix), "" | "L" | "u" | "U" | "u8") {
            return None;
        }
        i += 1;
        if prefix.ends_with('R') {
            // R"delim( … )delim": up to the first `)delim"`.
            let rest = text.get(i..)?;
            let open = rest.find('(')?;
            let close = format!("){}\"", rest.get(..open)?);
            let end = rest.get(open..)?.find(close.as_str())? + open + close.len();
            i += end;
            out.push(text.get(start..i)?);
            continue;
        }
        while i < b.len() && b[i] != b'"' {
            if b[i] == b'\\' {
                i += 1;
            }
            i += 1;
        }
        if i >= b.len() {
            return None;
        }
        i += 1;
        out.push(text.get(start..i)?);
    }
    if out.is_empty() {
        None
    } else {
        Some(out)
    }
}

/// Attributes the CUDA front end consumes itself (execution and memory
/// spaces, launch configuration, runtime markers): never re-emitted as GNU
/// attributes.
pub(crate) fn is_cuda_attribute(name: &str) -> bool {
    matches!(
        name.trim_start_matches("__").trim_end_matches("__"),
        "host" | "device" | "global" | "shared" | "constant" | "managed" | "device_builtin" | "cudart_builtin" | "launch_bounds"
            | "maxnreg" | "cluster_dims" | "block_size" | "grid_constant" | "nv_register_params" | "device_builtin_texture_type"
            | "device_builtin_surface_type" | "local_maxnreg"
    )
}

/// An attribute name as EDG re-emits it: as written, except alternative
/// keyword spellings (`__const__`), which it lexed as the keyword.
fn attribute_name(raw: &str) -> &str {
    match raw {
        "__const" | "__const__" => "const",
        "__volatile" | "__volatile__" => "volatile",
        "__inline" | "__inline__" => "inline",
        _ => raw,
    }
}

/// GNU attributes whose arguments EDG 6.6 parses (and prints from what it
/// parsed); the arguments of any other attribute are kept as a token list.
fn attribute_args_known(name: &str) -> bool {
    matches!(
        name.trim_start_matches("__").trim_end_matches("__"),
        "aligned" | "alloc_size" | "format" | "format_arg" | "nonnull" | "malloc" | "deprecated" | "unavailable" | "visibility"
            | "section" | "mode" | "abi_tag" | "alias" | "weakref" | "cleanup" | "sentinel" | "vector_size" | "tls_model"
            | "constructor" | "destructor" | "optimize" | "target" | "warning" | "error" | "ifunc" | "init_priority"
            | "noinline" | "always_inline" | "noreturn" | "const" | "pure" | "unused" | "used" | "packed" | "weak"
            | "nothrow" | "warn_unused_result" | "returns_nonnull" | "may_alias" | "transparent_union" | "cold" | "hot"
            | "leaf" | "artificial" | "gnu_inline" | "flatten" | "noclone" | "externally_visible" | "no_instrument_function"
            | "returns_twice" | "no_sanitize_address" | "no_address_safety_analysis" | "no_split_stack" | "naked"
            | "assume_aligned" | "nodebug" | "fallthrough" | "nonstring"
    )
}

/// Attributes whose arguments are string literals (printed as one literal).
fn attribute_takes_string(name: &str) -> bool {
    matches!(
        name.trim_start_matches("__").trim_end_matches("__"),
        "deprecated" | "unavailable" | "visibility" | "section" | "abi_tag" | "alias" | "weakref" | "warning" | "error" | "ifunc" | "target"
            | "tls_model"
    )
}

/// The arguments of GNU attribute `name` as EDG prints them: string
/// arguments as one literal each, an unknown attribute's as its tokens
/// each followed by a space (`__access__(__read_only__ , 1 )`), others
/// from their parsed form (`, ` between arguments).
pub(crate) fn attribute_args_for(name: &str, raw: &str) -> String {
    if !attribute_args_known(name) {
        let mut s = String::new();
        for t in attribute_tokens(raw) {
            s.push_str(t);
            s.push(' ');
        }
        return s;
    }
    if attribute_takes_string(name) {
        let parts: Vec<String> = super::stmt::split_top_commas(raw)
            .iter()
            .map(|a| match string_literal_pieces(a) {
                Some(p) => host_string_spelling(&p),
                None => attribute_args(a),
            })
            .collect();
        return parts.join(", ");
    }
    attribute_args(raw)
}

/// The tokens of attribute arguments as written.
fn attribute_tokens(raw: &str) -> Vec<&str> {
    let b = raw.as_bytes();
    let mut toks: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(b.len());
        } else {
            i += 1;
            // Two-character operators stay together.
            if i < b.len() && matches!((c, b[i]), (b':', b':') | (b'<', b'<') | (b'>', b'>') | (b'=', b'=') | (b'!', b'=') | (b'<', b'=') | (b'>', b'=') | (b'&', b'&') | (b'|', b'|') | (b'-', b'>')) {
                i += 1;
            }
        }
        if let Some(t) = raw.get(start..i) {
            toks.push(t);
        }
    }
    toks
}

/// Attribute arguments re-spelled as EDG prints its token lists: no space
/// around parentheses, `, ` between arguments, single spaces elsewhere.
pub(crate) fn attribute_args(raw: &str) -> String {
    let toks = attribute_tokens(raw);
    let mut s = String::new();
    let mut prev: Option<&str> = None;
    for t in toks {
        if let Some(p) = prev {
            let word = |x: &str| x.bytes().next().map_or(false, |c| c.is_ascii_alphanumeric() || c == b'_' || c == b'"' || c == b'\'');
            let space = if t == ")" || t == "," || t == "(" || t == "::" || p == "(" || p == "::" {
                false
            } else if p == "," {
                true
            } else {
                word(p) || word(t) || p == ")"
            };
            if space {
                s.push(' ');
            }
        }
        s.push_str(t);
        prev = Some(t);
    }
    s
}

/// GNU attribute specifiers to re-emit, grouped as written (one
/// `__attribute__((a, b))` per group), each with the position of its
/// `__attribute__`. `leading` selects those written among the declaration
/// specifiers, else those after the declarator; the arguments of an
/// attribute are taken from `parsed_args` when it has them.
pub(crate) fn attribute_groups_with(
    attrs: &[Attribute],
    leading: bool,
    skip: &dyn Fn(&str) -> bool,
    parsed_args: &dyn Fn(&Attribute) -> Option<String>,
) -> Vec<(crate::source::Pos, String)> {
    let mut out: Vec<(crate::source::Pos, Vec<String>)> = Vec::new();
    for a in attrs {
        if a.std || a.leading != leading || is_cuda_attribute(&a.name) || skip(a.name.trim_start_matches("__").trim_end_matches("__")) {
            continue;
        }
        // `alignas(N)` is written as such, in a group of its own.
        if a.name == "alignas" {
            out.push((a.pos, alloc::vec![alloc::format!("\u{0}alignas({})", a.args.clone().unwrap_or_default())]));
            continue;
        }
        let mut text = String::from(attribute_name(&a.name));
        if let Some(args) = &a.args {
            text.push('(');
            match parsed_args(a) {
                Some(t) => text.push_str(&t),
                None => text.push_str(&attribute_args_for(&a.name, args)),
            }
            text.push(')');
        }
        match out.last_mut() {
            Some((p, v)) if *p == a.pos => v.push(text),
            _ => out.push((a.pos, alloc::vec![text])),
        }
    }
    out.into_iter()
        .map(|(p, v)| match v.first().and_then(|t| t.strip_prefix('\u{0}')) {
            Some(raw) => (p, String::from(raw)),
            None => (p, format!("__attribute(({}))", v.join(", "))),
        })
        .collect()
}

/// The standard `[[…]]` attribute specifiers written among the
/// declaration specifiers, as EDG writes them back (`[[nodiscard]] `, a
/// GNU-namespaced name in its plain spelling: `[[__gnu__::const]]`), with
/// the position of the first.
pub(crate) fn std_attributes_text(attrs: &[Attribute]) -> Option<(crate::source::Pos, String)> {
    std_attributes_text_placed(attrs, true)
}

/// The standard attribute specifiers written after a declarator's name
/// (`T x [[maybe_unused]]`), as EDG writes them back there (each followed
/// by a space).
pub(crate) fn trailing_std_attributes_text(attrs: &[Attribute]) -> Option<String> {
    std_attributes_text_placed(attrs, false).map(|x| x.1)
}

fn std_attributes_text_placed(attrs: &[Attribute], leading: bool) -> Option<(crate::source::Pos, String)> {
    let mut first = None;
    let mut s = String::new();
    for a in attrs.iter().filter(|a| a.std && a.leading == leading) {
        first.get_or_insert(a.pos);
        s.push_str("[[");
        let mut items: Vec<String> = Vec::new();
        let mut depth = 0i32;
        let mut cur = String::new();
        for c in a.name.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(core::mem::take(&mut cur));
                    continue;
                }
                _ => {}
            }
            cur.push(c);
        }
        items.push(cur);
        let items: Vec<String> = items
            .iter()
            .map(|it| {
                let it = it.trim();
                match it.split_once("::") {
                    Some((ns, name)) if matches!(ns.trim(), "gnu" | "__gnu__") => {
                        let name = name.trim();
                        let (n, rest) = name.find('(').map_or((name, ""), |i| name.split_at(i));
                        format!("{}::{}{}", ns.trim(), attribute_name(n), rest)
                    }
                    _ => String::from(it),
                }
            })
            .collect();
        s.push_str(&items.join(", "));
        s.push_str("]] ");
    }
    first.map(|p| (p, s))
}

/// Pragmas EDG acts on itself and does not pass to the host compiler.
pub(crate) fn is_front_end_pragma(text: &str) -> bool {
    text.trim_start().starts_with("nv_")
}

/// A passed-on pragma as EDG re-emits it: its tokens separated by single
/// spaces (`GCC visibility push ( default )`).
pub(crate) fn pragma_spelling(text: &str) -> String {
    let b = text.as_bytes();
    let mut toks: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_alphanumeric() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(b.len());
        } else {
            i += 1;
            while i < b.len() && !b[i].is_ascii() {
                i += 1;
            }
        }
        if let Some(t) = text.get(start..i) {
            toks.push(t);
        }
    }
    toks.join(" ")
}

/// Whether an expression contains a `>` or `>>` operator.
fn has_greater_operator<'a>(il: &Il<'a>, e: &'a Expr<'a>) -> bool {
    struct Finder {
        found: bool,
    }
    impl<'a> crate::walk::Visit<'a> for Finder {
        fn expr(&mut self, e: &'a Expr<'a>) -> bool {
            if matches!(e.kind, ExprKind::Binary(BinaryOp::Gt | BinaryOp::Shr, ..)) {
                self.found = true;
            }
            !self.found
        }
    }
    let mut f = Finder { found: false };
    crate::walk::walk_expr(il, e, &mut f);
    f.found
}
