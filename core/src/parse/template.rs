//! Function templates: parameter lists, dependent types, argument deduction
//! and instantiation records. (Class templates come with the C++ breadth
//! work.)

use super::decl::Context;
use super::declaration::Declared;
use super::Parser;
use crate::il::*;
use crate::lex::{Kw, TokenKind};
use crate::sema::ScopeKind;
use crate::walk::{walk_expr, walk_init, walk_stmt, Visit};
use alloc::string::String;
use alloc::vec::Vec;

impl<'a, 'o> Parser<'a, 'o> {
    /// `template < params > declaration`, `template <> declaration`
    /// (explicit specialization) and `template declaration` (explicit
    /// instantiation).
    pub fn template_declaration(&mut self, ns: Option<EntityId>, ctx: Context, out: &mut Declared) {
        let kw_index = self.i;
        let kw = self.bump(); // template
        let header_pos = self.pos_of(kw);
        if !self.at(TokenKind::Lt) {
            // Explicit instantiation: the named specialization is made.
            let first_decl = self.sema.il.decls.len();
            let outer = core::mem::replace(&mut self.in_explicit_instantiation, true);
            self.deduced_instantiation = None;
            let d = self.declaration(ns, ctx);
            self.in_explicit_instantiation = outer;
            // The declarations it wrote (not those made instantiating).
            for k in first_decl..self.sema.il.decls.len() {
                let did = DeclId(k as u32);
                let ent = self.sema.il.decls[k].entity;
                let is_spec = match &self.sema.il.entity(ent).kind {
                    EntityKind::Routine(r) => r.instance_of.is_some(),
                    // (Instantiating an explicit specialization has no
                    // effect: nothing is written for it.)
                    EntityKind::Class(_) => self.sema.il.class_instances.contains_key(&ent) && !self.sema.il.explicit_specializations.contains(&ent),
                    _ => false,
                };
                if is_spec && self.sema.il.decls[k].pos >= header_pos {
                    // An explicitly instantiated class (`extern` too) is
                    // completed there.
                    if matches!(self.sema.il.entity(ent).kind, EntityKind::Class(_)) {
                        self.note_class_need(ent, false);
                    }
                    self.sema.il.explicit_instantiations.insert(did, header_pos);
                    if let Some(at) = self.extern_instantiation {
                        self.sema.il.extern_instantiations.insert(did);
                        // Printed from the line of its `extern`.
                        self.sema.il.decls[k].pos = at;
                    }
                    if self.deduced_instantiation == Some(ent) {
                        self.sema.il.deduced_instantiations.insert(did);
                    }
                }
            }
            out.decls.extend(d.decls);
            return;
        }
        self.bump(); // <
        self.sema.push_scope(ScopeKind::Template, None);
        let params = self.template_parameter_list();
        self.expect(TokenKind::Gt, "a \">\"");
        self.pending_template_params = Some(params.clone());
        let first_decl = self.sema.il.decls.len();
        let d = self.declaration(ns, ctx);
        out.decls.extend(d.decls);
        self.pending_template_params = None;
        self.sema.pop_scope();
        // The declaration(s) this header introduces (not those made while
        // instantiating inside it).
        let packs: Vec<EntityId> = params.iter().copied().filter(|p| self.pack_params.contains(p)).collect();
        let last = self.sema.il.decls.len();
        let mut chosen: Option<DeclId> = None;
        for k in first_decl..last {
            let did = DeclId(k as u32);
            let ent = self.sema.il.decls[k].entity;
            // Members of a specialization made while instantiating (or of
            // an explicit/partial specialization this header closes) are
            // not this header's; a member template written in a partial or
            // explicit specialization still being defined is.
            let owner_is_inst = self.sema.il.entity(ent).parent.is_some_and(|p| {
                let complete = matches!(&self.sema.il.entity(p).kind, EntityKind::Class(ci) if ci.complete);
                // (A partial specialization is a template: a member defined
                // outside it takes this header.)
                let partial = matches!(&self.sema.il.entity(p).kind, EntityKind::Class(ci) if !ci.template_params.is_empty());
                // (Nor does a member of an implicit instance, complete or
                // not: the shell of a dependent `rev<I>` named in this
                // declaration declares its member templates.)
                let explicit = self.sema.il.explicit_specializations.contains(&p);
                let implicit = self.sema.il.class_instances.contains_key(&p) && !explicit;
                !partial && (implicit || (complete && explicit))
            });
            if owner_is_inst {
                continue;
            }
            // A friend declaration under the header is its own (`template<class>
            // friend struct pair;` names the existing template).
            if self.sema.il.friend_decls.contains(&did) {
                if chosen.is_none() && k + 1 == last {
                    chosen = Some(did);
                }
                // Any other friend declaration was made by a class named
                // under the header (`rev<I>` redeclaring its friend
                // `template<class J> friend struct rev;`).
                continue;
            }
            match &self.sema.il.entity(ent).kind {
                // A member class of a class template defined outside it
                // (`template<class T> class X<T>::N { … }`): its
                // definition comes after its members'.
                EntityKind::Class(_) if self.sema.il.decls[k].defines_class && self.outside_member_classes.contains(&ent) => {
                    chosen = Some(did);
                }
                // A class template's own declaration comes after its members'.
                EntityKind::Class(ci) if ci.template_params == params || self.sema.il.explicit_specializations.contains(&ent) => {
                    chosen = Some(did);
                }
                // A later declaration of a class template (`template<class
                // I> struct traits;` after `template<class> struct
                // traits;`) keeps the first one's parameters; the header is
                // its own.
                EntityKind::Class(ci)
                    if k + 1 == last
                        && !ci.template_params.is_empty()
                        && ci.template_params.len() == params.len()
                        && !self.sema.il.decls[k].defines_class
                        && !self.sema.il.class_instances.contains_key(&ent) =>
                {
                    chosen = Some(did);
                }
                // A redeclaration of a function template keeps the first
                // declaration's parameters; its header is its own.
                EntityKind::Routine(r)
                    if chosen.is_none()
                        && (r.template_params == params
                            || (r.instance_of.is_none() && !r.template_params.is_empty() && r.template_params.len() == params.len())) =>
                {
                    chosen = Some(did)
                }
                // A member template of a class template defined outside its
                // class, its own header already taken: this header is the
                // class's.
                EntityKind::Routine(r)
                    if chosen.is_none()
                        && !r.template_params.is_empty()
                        && self.sema.il.template_headers.contains_key(&did)
                        && self.sema.il.entity(ent).parent.is_some_and(|c| self.template_levels_of(c) > 0) =>
                {
                    chosen = Some(did)
                }
                // A member function of a class template defined outside its
                // class: the header is the class's.
                EntityKind::Routine(r)
                    if chosen.is_none()
                        && r.template_params.is_empty()
                        && r.instance_of.is_none()
                        && !params.is_empty()
                        && self.sema.il.entity(ent).parent.is_some_and(|c| self.template_levels_of(c) > 0) =>
                {
                    chosen = Some(did)
                }
                EntityKind::Typedef(_) if chosen.is_none() && self.alias_templates.get(&ent).is_some_and(|(p, _)| *p == params) => {
                    chosen = Some(did)
                }
                // A variable template (or a static data member of a class
                // template defined outside its class).
                EntityKind::Variable(v) if chosen.is_none() && !v.is_local => chosen = Some(did),
                _ => {}
            }
        }
        if let Some(did) = chosen {
            // A variable template (not a static data member of a class
            // template defined outside its class, nor a specialization).
            let ent = self.sema.il.decls[did.0 as usize].entity;
            let in_class = self.sema.il.entity(ent).parent.is_some_and(|p| matches!(self.sema.il.entity(p).kind, EntityKind::Class(_)));
            if matches!(self.sema.il.entity(ent).kind, EntityKind::Variable(_))
                && !params.is_empty()
                && !in_class
                && !self.sema.il.variable_template_specs.contains_key(&ent)
            {
                self.sema.il.variable_templates.insert(ent);
            }
        }
        if let Some(did) = chosen.filter(|d| self.sema.il.template_headers.contains_key(d)) {
            let is_routine = matches!(self.sema.il.entity(self.sema.il.decls[did.0 as usize].entity).kind, EntityKind::Routine(_));
            if is_routine {
                self.sema.il.outer_template_headers.entry(did).or_default().insert(0, TemplateHeader { pos: header_pos, params: params.clone(), packs });
            }
        } else if let Some(did) = chosen {
            self.sema.il.template_headers.insert(did, TemplateHeader { pos: header_pos, params: params.clone(), packs });
            // `template<…> … = delete;`: a function template's tokens.
            let deleted = self.i >= 3
                && self.toks.get(self.i - 1).is_some_and(|t| t.kind == TokenKind::Semi)
                && self.toks.get(self.i - 2).is_some_and(|t| t.kind == TokenKind::Ident && self.text_of(*t) == "delete")
                && self.toks.get(self.i - 3).is_some_and(|t| t.kind == TokenKind::Assign);
            let is_routine = matches!(self.sema.il.entity(self.sema.il.decls[did.0 as usize].entity).kind, EntityKind::Routine(_));
            if deleted && is_routine && !params.is_empty() {
                let text = self.token_text(kw_index, self.i);
                let text: &'a str = self.sema.il.arena.alloc_str(&text);
                self.sema.il.deleted_template_text.insert(did, text);
            }
        }
    }

    /// Tokens `from..to` as EDG writes a saved token sequence back: one
    /// space between tokens (none before `,` and `;`), a token that starts
    /// a line of the input on a new line after that line's indentation,
    /// and integer literals spelled from their value.
    fn token_text(&self, from: usize, to: usize) -> String {
        let mut s = String::new();
        let sm = &self.sema.il.source_map;
        let mut prev_line: Option<u32> = None;
        for t in self.toks.get(from..to).unwrap_or(&[]) {
            let line = sm.pos(t.start).phys_line;
            match prev_line {
                None => {}
                Some(l) if l != line => {
                    s.push('\n');
                    let start = sm.line_starts.get(line as usize).copied().unwrap_or(t.start) as usize;
                    let indent = self.src.get(start..t.start as usize).unwrap_or("");
                    if indent.bytes().all(|c| c == b' ' || c == b'\t') {
                        s.push_str(indent);
                    }
                }
                Some(_) if matches!(t.kind, TokenKind::Comma | TokenKind::Semi) => {}
                Some(_) => s.push(' '),
            }
            prev_line = Some(line);
            let text = self.text_of(*t);
            match (t.kind, integer_spelling(text)) {
                (TokenKind::Number, Some(n)) => s.push_str(&n),
                _ => s.push_str(text),
            }
        }
        s
    }

    /// The parameters of a template parameter list (after `<`, up to `>`).
    fn template_parameter_list(&mut self) -> Vec<EntityId> {
        let mut params: Vec<EntityId> = Vec::new();
        while !self.at(TokenKind::Gt) && !self.at_eof() {
            let start = self.tok();
            let pos = self.pos_of(start);
            let index = params.len() as u32;
            // `template <class> class C`: a template template parameter.
            let mut inner_params: Option<Vec<EntityId>> = None;
            if self.at_kw(Kw::Template) && self.peek(1).kind == TokenKind::Lt {
                self.bump();
                self.bump();
                self.sema.push_scope(ScopeKind::Template, None);
                inner_params = Some(self.template_parameter_list());
                self.sema.pop_scope();
                self.expect(TokenKind::Gt, "a \">\"");
            }
            let key = match self.kw() {
                Some(Kw::Class) | Some(Kw::Struct) => Some(TemplateParamKey::Class),
                Some(Kw::Typename) => Some(TemplateParamKey::Typename),
                _ => None,
            };
            // `typename T::type N` / `typename enable_if<…>::type = true`
            // is a non-type parameter.
            let typename_nontype = key == Some(TemplateParamKey::Typename)
                && ((self.peek(1).kind == TokenKind::Ident && matches!(self.peek(2).kind, TokenKind::ColonColon | TokenKind::Lt))
                    || self.peek(1).kind == TokenKind::ColonColon);
            let e = if let (Some(key), false) = (key, typename_nontype) {
                self.bump();
                let pack = self.eat(TokenKind::Ellipsis);
                let name_tok = self.at_name().then(|| self.tok());
                let name_pos = self.pos_of(self.tok());
                let name = if self.at_name() {
                    let t = self.bump();
                    String::from(self.text_of(t))
                } else {
                    String::new()
                };
                let kind = EntityKind::TemplateParam { index, is_type: true, ty: None, default_type: None, key };
                let e = self.sema.new_entity(name.clone(), kind, pos, None);
                self.sema.il.template_param_name_pos.insert(e, name_pos);
                if pack {
                    self.pack_params.insert(e);
                    self.sema.il.pack_params.insert(e);
                }
                self.sema.cuda.template_param_name.insert(e.0, name_tok.unwrap_or(start));
                self.sema.bind_template_param(&name, e);
                if let Some(inner) = inner_params.take() {
                    self.sema.il.template_template_params.insert(e, inner);
                }
                if self.eat(TokenKind::Assign) {
                    let t = self.type_id();
                    if let EntityKind::TemplateParam { default_type, .. } = &mut self.sema.il.entities[e.0 as usize].kind {
                        *default_type = Some(t);
                    }
                }
                e
            } else {
                // Non-type parameter: `int N`.
                let ds = self.decl_specifiers(Context::Block);
                let base = self.spec_type(&ds);
                let pack = self.eat(TokenKind::Ellipsis);
                let d = self.declarator(true, Context::Block);
                let ty = self.apply_ops(base, &d.ops);
                let name = d.name.clone().unwrap_or_default();
                let name_pos = self.pos_of(d.name_tok.unwrap_or_else(|| self.tok()));
                let kind = EntityKind::TemplateParam { index, is_type: false, ty: Some(ty), default_type: None, key: TemplateParamKey::NonType };
                let e = self.sema.new_entity(name.clone(), kind, pos, None);
                self.sema.il.template_param_name_pos.insert(e, name_pos);
                if pack {
                    self.pack_params.insert(e);
                    self.sema.il.pack_params.insert(e);
                }
                self.sema.cuda.template_param_name.insert(e.0, d.name_tok.unwrap_or(start));
                self.sema.bind_template_param(&name, e);
                if self.eat(TokenKind::Assign) {
                    let saved = self.in_template_args;
                    self.in_template_args = true;
                    let start = self.i;
                    let x = self.conditional_expression();
                    self.in_template_args = saved;
                    self.sema.il.nontype_param_defaults.insert(e, x);
                    if let Some(v) = self.const_int(x) {
                        self.nontype_defaults.insert(e, v);
                    } else if self.expr_is_value_dependent(x) {
                        if let TemplateArg::Expr(k) = self.value_arg(x) {
                            let owner = self.sema.scopes.iter().rev().find_map(|s| match s.kind {
                                ScopeKind::Namespace | ScopeKind::Class => s.owner,
                                _ => None,
                            });
                            self.template_arg_expr_tokens.insert(k, (start, owner));
                            self.nontype_dependent_defaults.insert(e, k);
                        }
                    }
                }
                e
            };
            params.push(e);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        params
    }

    /// Whether a type mentions a template parameter.
    pub fn is_dependent(&self, t: TypeId) -> bool {
        self.dependent_n(t, 0)
    }

    fn dependent_n(&self, t: TypeId, n: u32) -> bool {
        if n > 64 {
            return false;
        }
        match self.sema.il.ty(t) {
            TypeKind::TemplateParam(_) => true,
            TypeKind::PackExpansion(x) => self.dependent_n(*x, n + 1),
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => {
                self.dependent_n(*x, n + 1)
            }
            TypeKind::Function(f) => self.dependent_n(f.ret, n + 1) || f.params.iter().any(|p| self.dependent_n(*p, n + 1)),
            TypeKind::MemberPointer(x, c) => self.dependent_n(*x, n + 1) || self.dependent_n(*c, n + 1),
            TypeKind::Typedef(e) => match &self.sema.il.entity(*e).kind {
                EntityKind::Typedef(x) => self.dependent_n(*x, n + 1),
                _ => false,
            },
            TypeKind::Class(c) => self.class_is_dependent(*c, n + 1),
            TypeKind::ArrayBound { elem, bound, .. } => {
                self.dependent_n(*elem, n + 1)
                    || self.sema.il.array_bounds.get(*bound as usize).is_some_and(|e| self.value_dependent_n(e, n + 1))
            }
            _ => false,
        }
    }

    /// Whether type `t` names no parameter of `params` beyond the first
    /// `n_explicit` (those given explicitly); a dependent class or pack is
    /// taken as naming one.
    fn names_only_explicit(&self, t: TypeId, params: &[EntityId], n_explicit: usize, n: u32) -> bool {
        if n > 64 {
            return false;
        }
        match self.sema.il.ty(t) {
            TypeKind::TemplateParam(e) => params.iter().position(|x| x == e).map_or(true, |i| i < n_explicit),
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => {
                self.names_only_explicit(*x, params, n_explicit, n + 1)
            }
            TypeKind::Typedef(e) => match &self.sema.il.entity(*e).kind {
                EntityKind::Typedef(x) => self.names_only_explicit(*x, params, n_explicit, n + 1),
                _ => false,
            },
            _ => !self.dependent_n(t, n + 1),
        }
    }

    /// Deduce template arguments of `tmpl` from call arguments; `None` if
    /// deduction fails. `explicit` are arguments given as written
    /// (`f<int>(…)`), taken first.
    /// `lvalues[i]` says whether argument `i` is an lvalue (missing: not).
    pub fn deduce_with(&mut self, tmpl: EntityId, explicit: &[TemplateArg], arg_types: &[TypeId], lvalues: &[bool]) -> Option<Vec<TemplateArg>> {
        // (A pack deduced from a specialization's arguments, `seq<Is...>`
        // against `seq<0, 1, 2>`, is recorded in `matched_pack`.)
        let outer = self.matched_pack.take();
        let r = self.deduce_with_inner(tmpl, explicit, arg_types, lvalues);
        self.matched_pack = outer;
        r
    }

    fn deduce_with_inner(&mut self, tmpl: EntityId, explicit: &[TemplateArg], arg_types: &[TypeId], lvalues: &[bool]) -> Option<Vec<TemplateArg>> {
        let (params, fty) = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => (r.template_params.clone(), r.ty),
            _ => return None,
        };
        let f = match self.sema.kind(fty) {
            TypeKind::Function(f) => f.clone(),
            _ => return None,
        };
        let arg_types: Vec<TypeId> = arg_types.iter().map(|a| self.sema.adjusted_function(*a)).collect();
        let arg_types = &arg_types[..];
        let mut bound: Vec<Option<TemplateArg>> = alloc::vec![None; params.len()];
        for (i, a) in explicit.iter().enumerate() {
            // A type given for a non-type parameter, or a value for a type
            // parameter, fails deduction (`cudaCreateChannelDesc<float>()`
            // against `template<cudaChannelFormatKind>`).
            if let Some(EntityKind::TemplateParam { is_type, .. }) = params.get(i).map(|p| &self.sema.il.entity(*p).kind) {
                let fits = match a {
                    TemplateArg::Type(_) => *is_type,
                    TemplateArg::Value(..) => !*is_type,
                    TemplateArg::Expr(_) => true,
                };
                if !fits {
                    return None;
                }
            }
            if let Some(b) = bound.get_mut(i) {
                *b = Some(*a);
            }
        }
        // A trailing function parameter pack (`Args... args`) takes every
        // remaining argument; each deduces one element of its pack.
        let fn_pack = self.trailing_fn_pack(tmpl);
        let explicit_elems = explicit.len().saturating_sub(params.len().saturating_sub(1));
        let mut pack_elems: Vec<TypeId> = Vec::new();
        for (i, a) in arg_types.iter().enumerate() {
            if let Some(k) = fn_pack.filter(|k| i >= *k) {
                let Some(&p) = f.params.get(k) else { break };
                let p = match self.sema.il.ty(p) {
                    TypeKind::PackExpansion(x) => *x,
                    _ => p,
                };
                // Elements given explicitly convert their arguments.
                if i - k < explicit_elems {
                    continue;
                }
                let last = params.len() - 1;
                let saved = bound[last].take();
                let a_adj = if self.sema.is_ref(p) { *a } else {
                    let d = self.decayed(*a);
                    self.sema.unqualified(d)
                };
                let forwarding = matches!(self.sema.il.ty(p).clone(), TypeKind::RvalueRef(x) if matches!(self.sema.il.ty(x), TypeKind::TemplateParam(e) if *e == params[last]));
                let a_adj = if forwarding && lvalues.get(i).copied().unwrap_or(false) { self.sema.lref(self.sema.non_ref(*a)) } else { a_adj };
                let p_in = match self.sema.il.ty(p).clone() {
                    TypeKind::RvalueRef(x) if forwarding && lvalues.get(i).copied().unwrap_or(false) => x,
                    _ => p,
                };
                let ok = self.deduce_one(p_in, a_adj, &params, &mut bound, 0);
                let elem = core::mem::replace(&mut bound[last], saved);
                match (ok, elem) {
                    (true, Some(TemplateArg::Type(t))) => pack_elems.push(t),
                    _ => return None,
                }
                continue;
            }
            let Some(p) = f.params.get(i) else { break };
            // A forwarding reference (`T&&`, `T` a parameter of this
            // template) given an lvalue deduces `T` as an lvalue reference
            // ([temp.deduct.call]/3).
            if let TypeKind::RvalueRef(x) = self.sema.il.ty(*p).clone() {
                let own_param = matches!(self.sema.il.ty(x), TypeKind::TemplateParam(e) if params.contains(e));
                if own_param && lvalues.get(i).copied().unwrap_or(false) {
                    let r = self.sema.lref(self.sema.non_ref(*a));
                    if !self.deduce_one(x, r, &params, &mut bound, 0) {
                        return None;
                    }
                    continue;
                }
            }
            // By-value parameters see the decayed, unqualified argument type.
            let a_adj = if self.sema.is_ref(*p) { *a } else {
                let d = self.decayed(*a);
                self.sema.unqualified(d)
            };
            if !self.deduce_one(*p, a_adj, &params, &mut bound, 0) {
                // A parameter naming no template parameter, or only ones
                // given explicitly, takes no part in deduction: its argument
                // is converted ([temp.deduct.call]/4, [temp.arg.explicit];
                // `f<int>(nullptr)` for a `const K *`, `0` for `const void *`).
                if self.names_only_explicit(*p, &params, explicit.len(), 0) {
                    continue;
                }
                return None;
            }
        }
        let mut out = Vec::new();
        let mut sugar = Vec::new();
        // A trailing pack given nothing (explicitly or by deduction) is
        // empty: `test<F&>(0)` for `template<class Fn, class... Args>`.
        let trailing_pack = params.last().copied().filter(|p| self.pack_params.contains(p));
        for (i, b) in bound.iter().enumerate() {
            // The pack's elements: those given explicitly, then those
            // deduced.
            if i + 1 == params.len() && trailing_pack.is_some() {
                let mut elems: Vec<TemplateArg> = explicit.get(i..).unwrap_or(&[]).iter().copied().chain(pack_elems.iter().map(|t| TemplateArg::Type(*t))).collect();
                if elems.is_empty() {
                    match self.matched_pack.as_ref().filter(|(pk, _)| params.last() == Some(pk)) {
                        // (Deduced from a specialization's arguments:
                        // those.)
                        Some((_, v)) => elems.clone_from(v),
                        // (Bound otherwise, as from a specialization: its
                        // one element.)
                        None => elems.extend(b.iter().copied()),
                    }
                }
                for a in elems {
                    match a {
                        TemplateArg::Type(t) => {
                            sugar.push(TemplateArg::Type(t));
                            let t = self.sema.deep_canon(t);
                            out.push(TemplateArg::Type(t));
                        }
                        a => out.push(a),
                    }
                }
                break;
            }
            match b {
                Some(TemplateArg::Type(t)) => {
                    sugar.push(TemplateArg::Type(*t));
                    let t = self.sema.deep_canon(*t);
                    out.push(TemplateArg::Type(t))
                }
                Some(a) => out.push(*a),
                None => match params.get(i).map(|p| self.default_owner(*p, &params)).map(|(p, dps)| (p, self.sema.il.entity(p).kind.clone(), dps)) {
                    Some((_, EntityKind::TemplateParam { default_type: Some(d), .. }, dps)) => {
                        let done = out.clone();
                        let s = self.substitute(d, &dps, &done, 0);
                        out.push(TemplateArg::Type(s))
                    }
                    Some((p, EntityKind::TemplateParam { ty: Some(t), .. }, dps)) if self.nontype_defaults.contains_key(&p) => {
                        // A parameter whose type fails to substitute
                        // (`enable_if<C>::type = 0`) removes the candidate.
                        if self.is_dependent(t) {
                            let done = out.clone();
                            let outer = core::mem::replace(&mut self.substitution_failed, false);
                            let checking = core::mem::replace(&mut self.checking_substitution, true);
                            self.substitute(t, &dps, &done, 0);
                            self.checking_substitution = checking;
                            if core::mem::replace(&mut self.substitution_failed, outer) {
                                return None;
                            }
                        }
                        let v = self.nontype_defaults.get(&p).copied().unwrap_or(0);
                        out.push(TemplateArg::Value(v, t))
                    }
                    _ => return None,
                },
            }
        }
        // Defaults and values are written as the key has them.
        sugar.extend(out.iter().skip(sugar.len()).copied());
        if sugar.len() == out.len() {
            for (i, a) in out.iter().enumerate() {
                if !matches!(a, TemplateArg::Type(_)) {
                    sugar[i] = *a;
                }
            }
        }
        // Values take their parameter's type.
        for (i, p) in params.iter().enumerate() {
            if let (Some(TemplateArg::Value(v, _)), EntityKind::TemplateParam { ty: Some(t), is_type: false, .. }) =
                (out.get(i).copied(), self.sema.il.entity(*p).kind.clone())
            {
                let c = self.sema.deep_canon(t);
                let c = self.sema.unqualified(c);
                out[i] = TemplateArg::Value(v, c);
                if let Some(x) = sugar.get_mut(i) {
                    *x = TemplateArg::Value(v, c);
                }
            }
        }
        self.deduced_sugar = (sugar.len() == out.len()).then_some(sugar);
        Some(out)
    }

    /// A function template's type with its trailing function parameter
    /// pack (parameter `k`) expanded: one parameter per element of the
    /// template's trailing pack (`args` past the other parameters).
    pub(crate) fn substitute_expanding(&mut self, fty: TypeId, k: usize, params: &[EntityId], args: &[TemplateArg]) -> TypeId {
        let TypeKind::Function(f) = self.sema.il.ty(self.sema.il.canonical(fty)).clone() else { return self.substitute(fty, params, args, 0) };
        let fixed = params.len().saturating_sub(1);
        let elems: Vec<TemplateArg> = args.get(fixed..).unwrap_or(&[]).to_vec();
        let base = &args[..fixed.min(args.len())];
        let ret = self.substitute(f.ret, params, base, 0);
        let mut ps = Vec::new();
        for (j, p) in f.params.iter().enumerate() {
            if j != k {
                ps.push(self.substitute(*p, params, base, 0));
                continue;
            }
            // `(Ts......)`: the pack, then C varargs.
            let pattern = match self.sema.il.ty(*p) {
                TypeKind::PackExpansion(x) => *x,
                _ => *p,
            };
            for e in &elems {
                let mut one = base.to_vec();
                one.push(*e);
                ps.push(self.substitute(pattern, params, &one, 0));
            }
        }
        let variadic = f.params.get(k).is_some_and(|p| matches!(self.sema.il.ty(*p), TypeKind::PackExpansion(_)));
        self.sema.il.intern(TypeKind::Function(FunctionType { ret, params: ps, variadic, ..f }))
    }

    /// The index of a function template's trailing function parameter
    /// pack (`Args... args`) when it expands the template's trailing
    /// parameter pack (whose arguments are kept flat after the others).
    pub(crate) fn trailing_fn_pack(&self, tmpl: EntityId) -> Option<usize> {
        let EntityKind::Routine(r) = &self.sema.il.entity(tmpl).kind else { return None };
        let last = *r.params.last()?;
        let tp = *r.template_params.last()?;
        if !self.sema.il.pack_function_params.contains(&last) || !self.pack_params.contains(&tp) {
            return None;
        }
        let TypeKind::Function(f) = self.sema.il.ty(self.sema.il.canonical(r.ty)) else { return None };
        (f.params.len() == r.params.len()).then(|| r.params.len() - 1)
    }

    pub(crate) fn deduce_one(&mut self, p: TypeId, a: TypeId, params: &[EntityId], bound: &mut [Option<TemplateArg>], n: u32) -> bool {
        if n > 32 {
            return false;
        }
        let pk = match self.sema.il.ty(p).clone() {
            TypeKind::PackExpansion(x) => self.sema.il.ty(x).clone(),
            k => k,
        };
        match pk {
            TypeKind::TemplateParam(e) => {
                let Some(idx) = params.iter().position(|x| *x == e) else { return true };
                match bound[idx] {
                    None => {
                        bound[idx] = Some(TemplateArg::Type(a));
                        true
                    }
                    Some(TemplateArg::Type(prev)) => self.sema.same_type(prev, a),
                    Some(_) => false,
                }
            }
            TypeKind::Qualified(x, q) => {
                // Match `const T` against `const U`: strip the same qualifiers.
                let aq = self.sema.il.quals_of(a);
                let a_un = if (q.is_const && aq.is_const) || (q.is_volatile && aq.is_volatile) { self.sema.unqualified(a) } else { a };
                self.deduce_one(x, a_un, params, bound, n + 1)
            }
            TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => {
                let a2 = self.sema.non_ref(a);
                self.deduce_one(x, a2, params, bound, n + 1)
            }
            TypeKind::Pointer(x) => {
                let ad = self.decayed(a);
                match self.sema.kind(ad).clone() {
                    TypeKind::Pointer(y) => self.deduce_one(x, y, params, bound, n + 1),
                    _ => false,
                }
            }
            TypeKind::Array(x, _) => match self.sema.kind(a).clone() {
                TypeKind::Array(y, _) => self.deduce_one(x, y, params, bound, n + 1),
                _ => false,
            },
            // `T (&)[N]`: the element type and the bound deduce from an
            // array argument.
            TypeKind::ArrayBound { .. } => self.match_type_exact(p, a, params, bound, n + 1),
            TypeKind::MemberPointer(x, c) => match self.sema.kind(a).clone() {
                TypeKind::MemberPointer(y, d) => {
                    self.deduce_one(x, y, params, bound, n + 1) && self.deduce_one(c, d, params, bound, n + 1)
                }
                _ => false,
            },
            TypeKind::Class(pc) => {
                // `X<T, N>` against a specialization `X<float, 4>`.
                let Some((pt, pargs)) = self.sema.il.class_instances.get(&pc).cloned() else { return true };
                let ac = match self.sema.kind(a) {
                    TypeKind::Class(c) => *c,
                    _ => return false,
                };
                if self.deduce_from_specialization(pt, &pargs, ac, params, bound, n) {
                    return true;
                }
                // Otherwise a base class of the argument's class that is a
                // specialization of the same template ([temp.deduct.call]:
                // `const vector_base<T, A>&` from a class derived from it).
                let bases: Vec<EntityId> = self.sema.il.class_bases.get(&ac).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
                for b in bases {
                    let bt = self.sema.il.intern(TypeKind::Class(b));
                    let saved: Vec<Option<TemplateArg>> = bound.to_vec();
                    if self.deduce_one(p, bt, params, bound, n + 1) {
                        return true;
                    }
                    bound.copy_from_slice(&saved);
                }
                false
            }
            _ => true,
        }
    }

    /// Deduce from `ac` being the specialization `pt<pargs>` itself.
    fn deduce_from_specialization(&mut self, pt: EntityId, pargs: &[TemplateArg], ac: EntityId, params: &[EntityId], bound: &mut [Option<TemplateArg>], n: u32) -> bool {
        let Some((at, aargs)) = self.sema.il.class_instances.get(&ac).cloned() else { return false };
        let saved: Vec<Option<TemplateArg>> = bound.to_vec();
        // `C<T>` with `C` a template template parameter being deduced:
        // `C` is the argument's template.
        let template_param = params.iter().position(|x| *x == pt).filter(|_| self.sema.il.template_template_params.contains_key(&pt));
        if let Some(idx) = template_param {
            let tt = self.sema.il.intern(TypeKind::Class(at));
            match bound[idx] {
                None => bound[idx] = Some(TemplateArg::Type(tt)),
                Some(TemplateArg::Type(prev)) if prev == tt => {}
                _ => return false,
            }
            if pargs.len() > aargs.len() {
                bound.copy_from_slice(&saved);
                return false;
            }
        } else if pt != at {
            return false;
        }
        // `tl<T, R...>` against `tl<int>` in a partial specialization's
        // pattern: the trailing pack takes what is left, none included.
        let pack = params.last().copied().filter(|p| self.pack_params.contains(p));
        let expands = pack.is_some() && pargs.last().and_then(|l| self.pattern_expands(l)) == pack;
        let lead = if expands { pargs.len() - 1 } else { pargs.len() };
        if lead > aargs.len() {
            bound.copy_from_slice(&saved);
            return false;
        }
        for (x, y) in pargs.iter().zip(aargs.iter()).take(lead) {
            if !self.match_arg(x, y, params, bound, n + 1) {
                bound.copy_from_slice(&saved);
                return false;
            }
        }
        if let (true, Some(pk), Some(rest)) = (expands, pack, aargs.get(lead..)) {
            // (An argument list ending in an expansion itself is matched
            // one for one.)
            let arg_expands = rest.last().is_some_and(|l| self.pattern_expands(l).is_some());
            let ok = if arg_expands {
                rest.len() == 1 && pargs.last().is_some_and(|x| self.match_arg(x, &rest[0], params, bound, n + 1))
            } else {
                self.bind_matched_pack(pk, rest.to_vec())
            };
            if !ok {
                bound.copy_from_slice(&saved);
                return false;
            }
        }
        true
    }

    /// Substitute template arguments into a type.
    pub fn substitute(&mut self, t: TypeId, params: &[EntityId], args: &[TemplateArg], n: u32) -> TypeId {
        if n > 64 {
            return t;
        }
        // `decltype(a + b)` of the function's parameters: the type of the
        // expression with the parameters' types substituted.
        let decltype_sugar = match self.sema.il.ty(t).clone() {
            TypeKind::Typedef(d) => Some(d),
            // (A dependent decltype in a canonical type: its placeholder.)
            TypeKind::TemplateParam(p) => self.decltype_placeholders.get(&p).copied(),
            _ => None,
        };
        if let Some(d) = decltype_sugar {
            if let Some((x, parenthesized)) = self.sema.il.decltype_exprs.get(&d).copied() {
                if self.is_dependent(t) {
                    if !parenthesized {
                        if let Some(r) = self.decltype_substituted(x, params, args, n + 1) {
                            return r;
                        }
                    }
                    match self.decltype_reparsed(d, params, args) {
                        Some(Ok(r)) => return r,
                        // An invalid operand: substitution fails (SFINAE).
                        Some(Err(())) => {
                            self.substitution_failed = true;
                            return t;
                        }
                        None => {}
                    }
                }
            }
        }
        match self.sema.il.ty(t).clone() {
            TypeKind::Class(c) if self.sema.il.class_instances.contains_key(&c) && self.class_is_dependent(c, 0) => {
                let Some((mut tmpl, cargs)) = self.sema.il.class_instances.get(&c).cloned() else { return t };
                // `C<T>` for a template template parameter: the template
                // it is bound to (an argument naming a class template is
                // that template's class type).
                if self.sema.il.template_template_params.contains_key(&tmpl) {
                    let bound = params.iter().position(|x| *x == tmpl).and_then(|i| args.get(i)).copied();
                    match bound {
                        Some(TemplateArg::Type(a)) => match self.sema.il.ty(self.sema.il.canonical(a)) {
                            TypeKind::Class(x) => tmpl = self.class_template_of(*x).unwrap_or(*x),
                            _ => return t,
                        },
                        _ => {}
                    }
                }
                let mark = self.arg_origins.len();
                let mut new_args = Vec::new();
                for a in cargs {
                    if let Some(elems) = self.expand_pack_arg(&a, params, args, n) {
                        new_args.extend(elems);
                        continue;
                    }
                    new_args.push(match a {
                        TemplateArg::Type(x) => TemplateArg::Type(self.substitute(x, params, args, n + 1)),
                        TemplateArg::Expr(i) => self.substitute_value(i, params, args),
                        v => v,
                    });
                }
                let first_new = self.sema.il.entities.len();
                let inst = self.instantiate_class(tmpl, new_args);
                self.take_arg_origins(inst, first_new, mark);
                self.sema.il.intern(TypeKind::Class(inst))
            }
            TypeKind::Typedef(_) if self.is_dependent(t) => {
                let c = self.sema.il.canonical(t);
                let q = self.sema.il.quals_of(t);
                let s = self.substitute(c, params, args, n + 1);
                self.sema.qualified(s, q)
            }
            // `typename V::type`: the member of the substituted scope.
            TypeKind::TemplateParam(e) if !params.contains(&e) && self.sema.il.dependent_names.contains_key(&e) => {
                let Some(dn) = self.sema.il.dependent_names.get(&e).cloned() else { return t };
                let scope_ty = match &self.sema.il.entity(dn.scope).kind {
                    EntityKind::TemplateParam { .. } => self.sema.il.intern(TypeKind::TemplateParam(dn.scope)),
                    EntityKind::Class(_) => self.sema.il.intern(TypeKind::Class(dn.scope)),
                    _ => return t,
                };
                let s = self.substitute(scope_ty, params, args, n + 1);
                if s == scope_ty || self.is_dependent(s) {
                    return t;
                }
                let c = self.sema.il.canonical(s);
                let TypeKind::Class(cls) = self.sema.il.ty(c).clone() else {
                    // A member of a type that is no class: SFINAE.
                    if !matches!(self.sema.il.ty(c), TypeKind::Error | TypeKind::Enum(_)) {
                        self.substitution_failed = true;
                    }
                    return t;
                };
                // A specialization named only so far (no body yet) is
                // instantiated (as in `substitute_dependent_name`).
                if let Some((tmpl, cargs)) = self.sema.il.class_instances.get(&cls).cloned() {
                    let shell = matches!(&self.sema.il.entity(cls).kind, EntityKind::Class(ci) if !ci.complete && ci.members.is_empty());
                    if shell && !self.sema.il.explicit_specializations.contains(&cls) && !self.class_is_dependent(cls, 0) {
                        self.instantiate_class(tmpl, cargs);
                    }
                }
                let found = self.sema.lookup_in(cls, &dn.name).and_then(|v| v.first().copied());
                match found {
                    Some(m) if self.entity_is_type(m) => self.entity_type(m),
                    None if !self.class_is_dependent(cls, 0) && matches!(&self.sema.il.entity(cls).kind, EntityKind::Class(ci) if ci.complete) => {
                        self.substitution_failed = true;
                        t
                    }
                    _ => t,
                }
            }
            TypeKind::TemplateParam(e) => match params.iter().position(|x| *x == e).and_then(|i| args.get(i)) {
                Some(TemplateArg::Type(a)) => *a,
                _ => self.substitute_dependent_name(t, e, params, args, n),
            },
            // An expansion's pattern stands for its (first) element once
            // the pack is bound.
            TypeKind::PackExpansion(x) => {
                let y = self.substitute(x, params, args, n + 1);
                if y == x || self.is_dependent(y) {
                    self.sema.il.intern(TypeKind::PackExpansion(y))
                } else {
                    y
                }
            }
            TypeKind::Pointer(x) => {
                let y = self.substitute(x, params, args, n + 1);
                self.sema.ptr(y)
            }
            // References collapse ([dcl.ref]/6): `T&` or `T&&` with `T` = `U&`
            // is `U&`; `T&&` with `T` = `U&&` is `U&&`.
            TypeKind::LvalueRef(x) => {
                let y = self.substitute(x, params, args, n + 1);
                let c = self.sema.il.canonical(y);
                match self.sema.il.ty(c).clone() {
                    TypeKind::LvalueRef(_) => y,
                    TypeKind::RvalueRef(z) if y != x => self.sema.lref(z),
                    _ => self.sema.lref(y),
                }
            }
            TypeKind::RvalueRef(x) => {
                let y = self.substitute(x, params, args, n + 1);
                let c = self.sema.il.canonical(y);
                if y != x && self.sema.is_ref(c) {
                    y
                } else {
                    self.sema.rref(y)
                }
            }
            TypeKind::Array(x, b) => {
                let y = self.substitute(x, params, args, n + 1);
                self.sema.array(y, b)
            }
            TypeKind::MemberPointer(x, c) => {
                let y = self.substitute(x, params, args, n + 1);
                let d = self.substitute(c, params, args, n + 1);
                self.sema.il.intern(TypeKind::MemberPointer(y, d))
            }
            TypeKind::ArrayBound { elem, bound, .. } if self.is_dependent(t) => {
                let y = self.substitute(elem, params, args, n + 1);
                let e = self.sema.il.array_bounds.get(bound as usize).copied();
                let len = e.and_then(|e| self.bound_param(e)).and_then(|x| params.iter().position(|q| *q == x)).and_then(|i| args.get(i));
                match len {
                    Some(TemplateArg::Value(v, _)) => self.sema.array(y, Some((*v).max(0) as u64)),
                    _ => t,
                }
            }
            TypeKind::Qualified(x, q) => {
                let y = self.substitute(x, params, args, n + 1);
                self.sema.qualified(y, q)
            }
            TypeKind::Function(f) => {
                let r = self.substitute(f.ret, params, args, n + 1);
                let ps: Vec<TypeId> = f.params.iter().map(|p| self.substitute(*p, params, args, n + 1)).collect();
                self.sema.il.intern(TypeKind::Function(FunctionType { ret: r, params: ps, ..f }))
            }
            _ => t,
        }
    }

    /// The type `decltype(x)` names once `params` are bound to `args`, for
    /// the forms whose type follows from their operands' (a function
    /// parameter, arithmetic, comparisons); `None` otherwise.
    fn decltype_substituted(&mut self, x: &Expr<'a>, params: &[EntityId], args: &[TemplateArg], n: u32) -> Option<TypeId> {
        if n > 64 {
            return None;
        }
        let r = match &x.kind {
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => return self.decltype_substituted(expr, params, args, n + 1),
            ExprKind::Name(v) => match &self.sema.il.entity(*v).kind {
                EntityKind::Variable(var) if var.is_param => {
                    let ty = var.ty;
                    self.substitute(ty, params, args, n + 1)
                }
                _ => return None,
            },
            ExprKind::Binary(op, a, b) => {
                let ta = self.decltype_substituted(a, params, args, n + 1)?;
                let tb = self.decltype_substituted(b, params, args, n + 1)?;
                let (ta, tb) = (self.sema.non_ref(ta), self.sema.non_ref(tb));
                if !self.sema.is_arith(ta) || !self.sema.is_arith(tb) {
                    return None;
                }
                match op {
                    BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem | BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor => {
                        self.sema.usual_arith(ta, tb)
                    }
                    BinaryOp::Shl | BinaryOp::Shr => self.sema.promoted(ta),
                    BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne | BinaryOp::LogAnd | BinaryOp::LogOr => {
                        self.sema.b.bool_
                    }
                    _ => return None,
                }
            }
            _ => return None,
        };
        if self.is_dependent(r) || self.sema.is_error(r) {
            return None;
        }
        Some(r)
    }

    /// The type of dependent `decltype(e)` (sugar entity `d`) with `params`
    /// bound to `args`: its operand's tokens parsed again where it was
    /// written. `Err` when the operand is invalid then; `None` when it
    /// cannot be judged (still dependent, names function parameters, out
    /// of budget).
    fn decltype_reparsed(&mut self, d: EntityId, params: &[EntityId], args: &[TemplateArg]) -> Option<Result<TypeId, ()>> {
        let (start, owner) = *self.decltype_tokens.get(&d)?;
        if params.is_empty() {
            return None;
        }
        let (x, cp, failed) = self.reparse_bound(start, owner, params, args, |p| {
            let x = p.expression();
            (x, p.at(TokenKind::RParen))
        })?;
        let (x, ends) = match x {
            Some((x, ends)) => (Some(x), ends),
            None => (None, false),
        };
        // (A name the operand uses that is not in scope here: a function
        // parameter of a trailing return type; not judged.)
        let undefined = self.sema.error_since(cp, 20);
        self.sema.rollback(cp);
        let x = x?;
        if undefined || !ends {
            return None;
        }
        if failed || self.sema.is_error(x.ty) {
            return Some(Err(()));
        }
        if self.is_dependent(x.ty) {
            return None;
        }
        Some(Ok(x.ty))
    }

    /// A dependent-name placeholder (`typename X<T>::type`,
    /// `typename T::template rebind<U>::other`) after substitution: its
    /// scope substituted, the member looked up there (instantiating the
    /// class), its template arguments substituted. Left as it is while the
    /// scope stays dependent or the member is not a type.
    fn substitute_dependent_name(&mut self, t: TypeId, e: EntityId, params: &[EntityId], args: &[TemplateArg], n: u32) -> TypeId {
        let Some(dn) = self.sema.il.dependent_names.get(&e).cloned() else { return t };
        let scope_ty = match &self.sema.il.entity(dn.scope).kind {
            EntityKind::TemplateParam { is_type: true, .. } => self.sema.il.intern(TypeKind::TemplateParam(dn.scope)),
            EntityKind::Class(_) => self.sema.il.intern(TypeKind::Class(dn.scope)),
            _ => return t,
        };
        let s = self.substitute(scope_ty, params, args, n + 1);
        if self.is_dependent(s) {
            return t;
        }
        let c = self.sema.il.canonical(s);
        let cls = match self.sema.il.ty(c) {
            TypeKind::Class(x) => *x,
            // A member of a type that is no class (`int::type`):
            // substitution fails (SFINAE).
            k if !matches!(k, TypeKind::Error | TypeKind::Enum(_)) => {
                self.substitution_failed = true;
                return t;
            }
            _ => return t,
        };
        // A specialization named only so far (no body yet) is instantiated.
        if let Some((tmpl, cargs)) = self.sema.il.class_instances.get(&cls).cloned() {
            let incomplete = matches!(&self.sema.il.entity(cls).kind, EntityKind::Class(ci) if !ci.complete && ci.members.is_empty());
            if incomplete && !self.sema.il.explicit_specializations.contains(&cls) {
                let inst = self.instantiate_class(tmpl, cargs);
                if inst != cls {
                    return t;
                }
            }
        }
        if self.sema.il.class_instances.contains_key(&cls) {
            self.sema.il.member_lookup_instances.insert(cls);
        }
        let Some(m) = self.sema.lookup_in(cls, &dn.name).and_then(|v| v.first().copied()) else {
            // A concrete, defined class without the member: substitution
            // fails (SFINAE).
            if !self.class_is_dependent(cls, 0) && matches!(&self.sema.il.entity(cls).kind, EntityKind::Class(ci) if ci.complete) {
                self.substitution_failed = true;
            }
            return t;
        };
        match dn.args {
            Some(margs) => {
                let Some(mt) = self.class_template_of(m) else { return t };
                let mark = self.arg_origins.len();
                let mut new_args = Vec::new();
                for a in margs {
                    new_args.push(match a {
                        TemplateArg::Type(x) => TemplateArg::Type(self.substitute(x, params, args, n + 1)),
                        TemplateArg::Expr(i) => self.substitute_value(i, params, args),
                        v => v,
                    });
                }
                if new_args.iter().any(|a| self.arg_is_dependent(a)) {
                    self.arg_origins.truncate(mark);
                    return t;
                }
                let first_new = self.sema.il.entities.len();
                let inst = self.instantiate_class(mt, new_args);
                self.take_arg_origins(inst, first_new, mark);
                self.sema.il.intern(TypeKind::Class(inst))
            }
            None if self.entity_is_type(m) => {
                let mt = self.entity_type(m);
                if self.is_dependent(mt) {
                    t
                } else {
                    mt
                }
            }
            None => t,
        }
    }

    /// The arguments a class template argument `X...` expanding the
    /// trailing pack of `params` stands for once `args` bind it (one per
    /// element: `tl<Ts...>`, `tl<P<Ts>...>`, `seq<Is...>`); `None` for
    /// any other argument.
    fn expand_pack_arg(&mut self, a: &TemplateArg, params: &[EntityId], args: &[TemplateArg], n: u32) -> Option<Vec<TemplateArg>> {
        let pk = params.last().copied().filter(|p| self.pack_params.contains(p))?;
        let last = params.len() - 1;
        let elems = args.get(last..)?.to_vec();
        match a {
            TemplateArg::Type(t) => {
                let TypeKind::PackExpansion(x) = self.sema.il.ty(*t).clone() else { return None };
                if self.names_only_explicit(x, params, last, 0) {
                    return None;
                }
                let mut out = Vec::new();
                for e in elems {
                    let mut one = args[..last].to_vec();
                    one.push(e);
                    out.push(TemplateArg::Type(self.substitute(x, params, &one, n + 1)));
                }
                Some(out)
            }
            TemplateArg::Expr(i) => match self.sema.il.template_arg_exprs.get(*i as usize).map(|e| &e.kind) {
                Some(ExprKind::PackExpansion(x)) if matches!(x.kind, ExprKind::Name(p) if p == pk) => Some(elems),
                _ => None,
            },
            TemplateArg::Value(..) => None,
        }
    }

    /// A value-dependent argument after substitution: a parameter's value.
    fn substitute_value(&mut self, i: u32, params: &[EntityId], args: &[TemplateArg]) -> TemplateArg {
        let Some(mut e) = self.sema.il.template_arg_exprs.get(i as usize).copied() else { return TemplateArg::Expr(i) };
        // An alias template's value parameter bound to a dependent argument
        // (`B` of `template<bool B> using bool_c = C<bool, B>`, named
        // `bool_c<sizeof(T) == 4>`) stands for that argument.
        let mut i = i;
        for _ in 0..8 {
            let ExprKind::Name(x) = e.kind else { break };
            let Some(TemplateArg::Expr(j)) = self.arg_bindings.get(&x).copied() else { break };
            let Some(y) = self.sema.il.template_arg_exprs.get(j as usize).copied() else { break };
            (i, e) = (j, y);
        }
        let param = match e.kind {
            ExprKind::Name(x) => Some(x),
            ExprKind::Cast { expr, .. } => match expr.kind {
                ExprKind::Name(x) => Some(x),
                _ => None,
            },
            _ => None,
        };
        match param.and_then(|x| params.iter().position(|q| *q == x)).and_then(|k| args.get(k)) {
            Some(a) => *a,
            None => self.evaluate_substituted(i, params, args).unwrap_or(TemplateArg::Expr(i)),
        }
    }

    /// The value of a value-dependent argument (`is_float<T>::value`,
    /// `N + 1`) for concrete arguments: its tokens parsed again with the
    /// parameters bound (as a class template's body is). Nothing when it
    /// does not evaluate (it stays dependent); diagnostics of the attempt
    /// are dropped.
    fn evaluate_substituted(&mut self, i: u32, params: &[EntityId], args: &[TemplateArg]) -> Option<TemplateArg> {
        // Only a candidate's signature is evaluated so (elsewhere the
        // argument stays as written).
        if !self.checking_substitution {
            return None;
        }
        self.evaluate_with_args(i, params, args)
    }

    /// The value of the value-dependent argument expression `i` with
    /// `params` bound to `args` (its tokens parsed again).
    fn evaluate_with_args(&mut self, i: u32, params: &[EntityId], args: &[TemplateArg]) -> Option<TemplateArg> {
        let (start, owner) = *self.template_arg_expr_tokens.get(&i)?;
        if params.is_empty()
            || args.iter().any(|a| self.arg_is_dependent(a))
            || self.tentative_budget == 0
            || self.inst_depth >= MAX_INSTANTIATION_DEPTH
            || self.aborted
        {
            return None;
        }
        self.tentative_budget -= 1;
        let cp = self.sema.checkpoint();
        let state = self.save_for_instantiation();
        let scopes = self.sema.enter_definition_context(owner);
        self.sema.push_scope(ScopeKind::Template, None);
        self.bind_template_args(params, args);
        self.inst_depth += 1;
        self.i = start;
        self.in_template_args = true;
        let x = self.conditional_expression();
        let ends = matches!(self.kind(), TokenKind::Comma | TokenKind::Gt | TokenKind::Ellipsis);
        self.inst_depth -= 1;
        self.sema.pop_scope();
        self.sema.leave_definition_context(scopes);
        self.restore_after_instantiation(state);
        self.sema.rollback(cp);
        let v = self.const_int(x).filter(|_| ends)?;
        let t = self.sema.unqualified(x.ty);
        let mut names = NamesUsed(Vec::new());
        walk_expr(&self.sema.il, x, &mut names);
        self.arg_origins.extend(names.0);
        Some(TemplateArg::Value(v, t))
    }

    /// Give a class instance made just now (entities from `first_new` on)
    /// the names its arguments' evaluation recorded since `mark`.
    fn take_arg_origins(&mut self, inst: EntityId, first_new: usize, mark: usize) {
        if mark >= self.arg_origins.len() {
            return;
        }
        let names = self.arg_origins.split_off(mark);
        if (inst.0 as usize) < first_new || !self.sema.il.class_instances.contains_key(&inst) {
            return;
        }
        let v = self.sema.il.instance_arg_origins.entry(inst).or_default();
        for n in names {
            if !v.contains(&n) {
                v.push(n);
            }
        }
    }

    /// The instantiation of `tmpl` for `args` (created once).
    pub fn instantiate(&mut self, tmpl: EntityId, args: Vec<TemplateArg>) -> EntityId {
        let key = (tmpl, args.clone());
        if let Some(e) = self.instances.iter().find(|(k, _)| *k == key).map(|(_, e)| *e) {
            return e;
        }
        let (params, fty, mut routine) = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => (r.template_params.clone(), r.ty, r.clone()),
            _ => return tmpl,
        };
        // The signature is written with the arguments as first deduced.
        let sugar = self.deduced_sugar.take().filter(|s| {
            s.len() == args.len()
                && s.iter().zip(args.iter()).all(|(x, y)| match (x, y) {
                    (TemplateArg::Type(x), TemplateArg::Type(y)) => self.sema.deep_canon(*x) == *y,
                    _ => x == y,
                })
        });
        // Value-dependent arguments in the signature (`enable_if<
        // is_float<T>::value, T>::type`) are evaluated for the instance.
        let checking = core::mem::replace(&mut self.checking_substitution, true);
        let failed = self.substitution_failed;
        let ty = match self.trailing_fn_pack(tmpl) {
            Some(k) => self.substitute_expanding(fty, k, &params, sugar.as_ref().unwrap_or(&args)),
            None => self.substitute(fty, &params, sugar.as_ref().unwrap_or(&args), 0),
        };
        self.checking_substitution = checking;
        self.substitution_failed = failed;
        routine.ty = ty;
        routine.template_params = Vec::new();
        // `__launch_bounds__(BLOCK)`: the instance's values.
        if let Some(exprs) = self.launch_dependent.get(&tmpl).copied() {
            for (i, k) in exprs.iter().enumerate() {
                let Some(k) = *k else { continue };
                let v = match self.substitute_value(k, &params, &args) {
                    TemplateArg::Value(v, _) => Some(v as i64),
                    _ => match self.evaluate_with_args(k, &params, &args) {
                        Some(TemplateArg::Value(v, _)) => Some(v as i64),
                        _ => None,
                    },
                };
                if i == 0 {
                    routine.launch.max_threads = v;
                } else {
                    routine.launch.min_blocks = v;
                }
            }
        }
        routine.instance_of = Some((tmpl, args));
        routine.body = None;
        routine.definition = None;
        let ent = self.sema.il.entity(tmpl);
        let (name, pos, parent) = (ent.name.clone(), ent.pos, ent.parent);
        let access = ent.access;
        let e = self.sema.new_entity(name, EntityKind::Routine(routine), pos, parent);
        self.sema.il.entities[e.0 as usize].access = access;
        let made = self.sema.il.decls.len() as u32;
        self.sema.il.routine_instance_made.insert(e, made);
        self.instances.push((key, e));
        if let Some(s) = sugar {
            self.instance_sugar.insert(e, s);
        }
        // Its return type is deduced from its own body.
        if self.sema.il.auto_return.contains(&tmpl) {
            self.sema.il.auto_return.insert(e);
        }
        if self.sema.il.decltype_auto_return.contains(&tmpl) {
            self.sema.il.decltype_auto_return.insert(e);
        }
        e
    }
}

/// A partial specialization of a class template
/// (`template <class T> struct X<T *> { … }`).
#[derive(Debug, Clone)]
pub struct PartialSpec {
    pub tmpl: EntityId,
    pub params: Vec<EntityId>,
    /// The argument pattern, in terms of `params`.
    pub pattern: Vec<TemplateArg>,
    /// Token index of the body (`:` or `{`).
    pub body: usize,
    /// The specialization's own class (its members as written).
    pub entity: Option<EntityId>,
}

/// How many levels of `Parser::enter` nesting one template argument list
/// counts for.
const TEMPLATE_ARGS_NESTING_WEIGHT: u32 = 4;

/// Instantiations nested deeper than this are runaway recursion (EDG's
/// default limit is also in the hundreds); well under what the stack holds.
const MAX_INSTANTIATION_DEPTH: u32 = 64;

impl<'a, 'o> Parser<'a, 'o> {
    /// The class template `e` names: `e` itself when it is a primary class
    /// template, or the template of the specialization `e` (inside a
    /// specialization its own name is the injected-class-name).
    pub fn class_template_of(&self, e: EntityId) -> Option<EntityId> {
        if self.sema.il.template_template_params.contains_key(&e) {
            return Some(e);
        }
        match &self.sema.il.entity(e).kind {
            EntityKind::Class(ci) => {
                if let Some((t, _)) = self.sema.il.class_instances.get(&e) {
                    return Some(*t);
                }
                if !ci.template_params.is_empty() {
                    return Some(e);
                }
                None
            }
            // A template template parameter bound to a class template (in
            // an instance: `H<int>` with `H` = `Cell`).
            EntityKind::Typedef(t) if self.arg_bindings.contains_key(&e) => match self.sema.il.ty(self.sema.il.canonical(*t)) {
                TypeKind::Class(x) if !self.sema.il.class_instances.contains_key(x) => match &self.sema.il.entity(*x).kind {
                    EntityKind::Class(ci) if !ci.template_params.is_empty() => Some(*x),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// `< args >` at the cursor (the `<` not yet consumed). `None` (with the
    /// cursor restored) when it does not parse as a template argument list.
    pub fn template_argument_list(&mut self) -> Option<Vec<TemplateArg>> {
        if !self.closing_angle_ahead() {
            return None;
        }
        // Nested argument lists recurse (`X<X<X<…>>>`) through large frames
        // (specifiers, declarators): each level counts as several levels of
        // nesting so the limit is reached well within a 1 MiB stack.
        let mut entered = 0;
        while entered < TEMPLATE_ARGS_NESTING_WEIGHT {
            if !self.enter() {
                for _ in 0..entered {
                    self.leave();
                }
                return None;
            }
            entered += 1;
        }
        let r = self.template_argument_list_inner();
        for _ in 0..entered {
            self.leave();
        }
        r
    }

    fn template_argument_list_inner(&mut self) -> Option<Vec<TemplateArg>> {
        let save = self.i;
        self.bump(); // <
        let saved_flag = self.in_template_args;
        self.in_template_args = true;
        let mut args: Vec<TemplateArg> = Vec::new();
        let mut toks = Vec::new();
        let mut ok = true;
        while !self.at(TokenKind::Gt) && !self.at_eof() {
            toks.push(self.tok());
            let start = self.i;
            let cp = self.sema.checkpoint();
            let Some(a) = self.template_argument(start, false) else {
                ok = false;
                break;
            };
            // `pattern...` in an instantiation, naming bound packs: one
            // argument per element, the pattern parsed again with each
            // pack standing for that element (none for an empty pack).
            let ellipsis = if self.at(TokenKind::Ellipsis) {
                Some(self.i)
            } else {
                (self.i > start && self.toks.get(self.i - 1).is_some_and(|k| k.kind == TokenKind::Ellipsis)).then(|| self.i - 1)
            };
            match ellipsis.and_then(|e| self.packs_named_in(start, e).map(|p| (e, p))) {
                Some((e, (packs, n))) => {
                    self.sema.rollback(cp);
                    for k in 0..n {
                        self.i = start;
                        let one = self.with_pack_element(&packs, k, |p| p.template_argument(start, true));
                        match one {
                            Some(a) => args.push(a),
                            None => ok = false,
                        }
                    }
                    self.i = e;
                    if !ok {
                        break;
                    }
                }
                None => args.push(a),
            }
            self.eat(TokenKind::Ellipsis);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.in_template_args = saved_flag;
        if !ok || !self.eat(TokenKind::Gt) {
            self.i = save;
            return None;
        }
        self.last_template_arg_toks = toks;
        Some(args)
    }

    /// One template argument at `start` (the cursor): a type, a template
    /// named alone, or an expression; `None` after an error.
    /// `element`: the pattern of a bound pack's expansion, parsed for one
    /// element (an argument, not an expansion any more).
    fn template_argument(&mut self, start: usize, element: bool) -> Option<TemplateArg> {
        let cp = self.sema.checkpoint();
        // A template named without arguments (for a template template
        // parameter): the template's own class type.
        if self.at(TokenKind::Ident) && matches!(self.peek(1).kind, TokenKind::Comma | TokenKind::Gt) {
            let named = self.sema.lookup(self.text()).and_then(|v| v.first().copied());
            if let Some(e) = named.filter(|e| self.class_template_of(*e) == Some(*e)) {
                self.bump();
                let t = match self.sema.il.entity(e).kind {
                    EntityKind::TemplateParam { .. } => self.sema.il.intern(TypeKind::TemplateParam(e)),
                    _ => self.sema.il.intern(TypeKind::Class(e)),
                };
                return Some(TemplateArg::Type(t));
            }
        }
        let type_ahead = (self.starts_type_here() && !self.type_then_expression_ahead())
            || self.is_qualified_type_at(0)
            || (self.at(TokenKind::ColonColon) && (self.is_type_name_at(1) || self.is_qualified_type_at(1)));
        let as_type = if type_ahead {
            let t = self.type_id();
            // A type argument ends the argument; anything else after it
            // (`X<T>::value`, `T(1) + 2`) means the argument is an
            // expression: parse it again as one.
            let ends = matches!(self.kind(), TokenKind::Comma | TokenKind::Gt | TokenKind::Ellipsis);
            if ends || self.tentative_budget == 0 {
                Some(t)
            } else {
                self.tentative_budget -= 1;
                self.sema.rollback(cp);
                self.i = start;
                None
            }
        } else {
            None
        };
        if let Some(t) = as_type {
            // `pattern...`: the expansion is kept as written (the
            // pattern alone names one element).
            // (An abstract declarator takes the `...` itself.)
            let expanded = self.at(TokenKind::Ellipsis) || (self.i > start && self.toks.get(self.i - 1).is_some_and(|k| k.kind == TokenKind::Ellipsis));
            // In an instantiation the bound pack already stands for its
            // elements (the first): nothing is left to expand.
            let t = if expanded && !element && self.is_dependent(t) { self.sema.il.intern(TypeKind::PackExpansion(t)) } else { t };
            Some(TemplateArg::Type(t))
        } else {
            let mut e = self.conditional_expression();
            if self.at(TokenKind::Ellipsis) && !element && self.expr_is_value_dependent(e) {
                e = self.mk(ExprKind::PackExpansion(e), e.ty, false, e.pos);
            }
            if self.sema.is_error(e.ty) && !matches!(e.kind, ExprKind::Name(_)) && !self.expr_is_value_dependent(e) {
                return None;
            }
            let a = self.value_arg(e);
            // A value-dependent argument is parsed again, its
            // parameters bound, when substituted (where it is written).
            if let TemplateArg::Expr(k) = a {
                let owner = self.sema.scopes.iter().rev().find_map(|s| match s.kind {
                    ScopeKind::Namespace | ScopeKind::Class => s.owner,
                    _ => None,
                });
                self.template_arg_expr_tokens.insert(k, (start, owner));
            }
            Some(a)
        }
    }

    /// Check the number of arguments written for class template `tmpl`
    /// (the last argument list parsed); false after an error.
    pub fn check_class_template_arity(&mut self, tmpl: EntityId, nargs: usize) -> bool {
        let params = self.class_template_params(tmpl);
        if params.last().is_some_and(|p| self.pack_params.contains(p)) {
            return true;
        }
        if nargs > params.len() {
            let at = self.last_template_arg_toks.get(params.len()).copied().unwrap_or_else(|| self.tok());
            let name = self.sema.il.entity(tmpl).name.clone();
            self.sema.error_at(at, 441, alloc::format!("too many arguments for class template \"{}\"", name));
            return false;
        }
        true
    }

    /// A type name directly followed by `(`, `{` or `::` in an argument list
    /// is an expression (`X<T(1)>` is rare; `X<T::value>` is common).
    fn type_then_expression_ahead(&self) -> bool {
        self.at_name() && matches!(self.peek(1).kind, TokenKind::ColonColon) && !self.qualified_names_type()
    }

    /// `A::B::c` at the cursor ends in a type.
    fn qualified_names_type(&self) -> bool {
        let mut k = 0;
        let mut scope: Option<EntityId> = None;
        loop {
            let t = self.peek(k);
            if t.kind != TokenKind::Ident {
                return false;
            }
            let s = self.text_of(t);
            let found = match scope {
                None => self.sema.lookup(s).map(|v| v.to_vec()),
                Some(sc) => self.sema.lookup_in(sc, s),
            };
            let Some(e) = found.and_then(|v| v.first().copied()) else { return false };
            if self.peek(k + 1).kind == TokenKind::ColonColon {
                scope = Some(e);
                k += 2;
                continue;
            }
            // `X<…>::` cannot be followed here without parsing: assume value.
            return self.entity_is_type(e);
        }
    }

    /// A non-type template argument: its value, or the expression when it
    /// depends on template parameters.
    pub fn value_arg(&mut self, e: &'a Expr<'a>) -> TemplateArg {
        match self.const_int(e) {
            Some(v) => {
                let t = self.sema.unqualified(e.ty);
                TemplateArg::Value(v, t)
            }
            None => {
                self.sema.il.template_arg_exprs.push(e);
                TemplateArg::Expr((self.sema.il.template_arg_exprs.len() - 1) as u32)
            }
        }
    }

    /// The variable `v<args>` names: with arguments that depend on no
    /// template parameter, the explicit or first matching partial
    /// specialization of `v`, else `v` itself.
    /// The template parameters of the declaration of variable `v` (a
    /// variable template or one of its partial specializations).
    fn variable_template_params(&self, v: EntityId) -> Vec<EntityId> {
        self.sema
            .il
            .decls
            .iter()
            .enumerate()
            .find(|(_, d)| d.entity == v)
            .and_then(|(k, _)| self.sema.il.template_headers.get(&DeclId(k as u32)))
            .map(|h| h.params.clone())
            .unwrap_or_default()
    }

    /// `v<args>` for variable template `v`: the specialization the
    /// arguments choose (an explicit or partial specialization, else `v`)
    /// and, when it differs from the declared one, the type of the
    /// variable for these arguments (the chosen declaration's type with
    /// its parameters bound; with dependent arguments and partial
    /// specializations to choose from, a type known at instantiation).
    pub fn variable_template_use(&mut self, v: EntityId, args: &[TemplateArg]) -> (EntityId, Option<TypeId>) {
        self.last_variable_template_value = None;
        let name = self.sema.il.entity(v).name.clone();
        let parent = self.sema.il.entity(v).parent;
        let specs: Vec<(EntityId, Vec<TemplateArg>)> = self
            .sema
            .il
            .variable_template_specs
            .iter()
            .filter(|(s, _)| self.sema.il.entity(**s).name == name && self.sema.il.entity(**s).parent == parent)
            .map(|(s, a)| (*s, a.clone()))
            .collect();
        let declared_ty = |this: &Self, e: EntityId| match &this.sema.il.entity(e).kind {
            EntityKind::Variable(var) => Some(var.ty),
            _ => None,
        };
        let primary_params = self.variable_template_params(v);
        if args.iter().any(|a| self.arg_is_dependent(a)) {
            let Some(t) = declared_ty(self, v) else { return (v, None) };
            // (Specializations all of the primary's type, as `bool` of a
            // trait's `_v`, leave it known.)
            let primary = self.sema.il.canonical(t);
            let same_type = specs.iter().all(|(sp, _)| declared_ty(self, *sp).is_some_and(|u| self.sema.il.canonical(u) == primary));
            if !same_type {
                return (v, Some(self.dependent_call_type()));
            }
            if !self.is_dependent(t) || primary_params.len() < args.len() {
                return (v, None);
            }
            let s = self.substitute(t, &primary_params, args, 0);
            return (v, (s != t).then_some(s));
        }
        // (Defaults complete the arguments the specializations match.)
        let full = self.complete_args(&primary_params, args.to_vec());
        let key = self.identity_args(&full);
        // Of the matching specializations, the most specialized
        // ([temp.spec.partial.order], as for class templates).
        let mut matching: Vec<(EntityId, PartialSpec, Vec<TemplateArg>)> = Vec::new();
        for (spec, pattern) in specs {
            let params = self.variable_template_params(spec);
            let ps = PartialSpec { tmpl: v, params, pattern, body: 0, entity: None };
            if let Some(bound) = self.match_partial(&ps, &key) {
                matching.push((spec, ps, bound));
            }
        }
        let candidates: Vec<PartialSpec> = matching.iter().map(|m| m.1.clone()).collect();
        if let Some((spec, ps, bound)) = self.most_specialized_partial(&candidates).and_then(|k| matching.get(k)).cloned() {
            let ty = declared_ty(self, spec).filter(|t| self.is_dependent(*t)).map(|t| self.substitute(t, &ps.params, &bound, 0));
            self.last_variable_template_value = self.variable_template_value(spec, &ps.params, &bound, ty);
            return (spec, ty);
        }
        let ty = declared_ty(self, v)
            .filter(|t| self.is_dependent(*t) && primary_params.len() >= full.len())
            .map(|t| self.substitute(t, &primary_params, &full, 0));
        self.last_variable_template_value = self.variable_template_value(v, &primary_params, &full, ty);
        (v, ty)
    }

    /// The value of variable template declaration `v` (primary or partial
    /// specialization) for concrete `args` of its `params`, when its
    /// initializer is value-dependent: the initializer's tokens parsed
    /// again with the parameters bound, converted to the variable's type
    /// (`ty` when it depends on the arguments). Nothing when it does not
    /// evaluate; diagnostics of the attempt are dropped.
    fn variable_template_value(&mut self, v: EntityId, params: &[EntityId], args: &[TemplateArg], ty: Option<TypeId>) -> Option<i128> {
        let (start, owner) = *self.var_init_tokens.get(&v)?;
        let key = (v, self.identity_args(args));
        if let Some(known) = self.var_template_values.get(&key) {
            return *known;
        }
        if params.is_empty() || params.len() < args.len() {
            return None;
        }
        let var_ty = match &self.sema.il.entity(v).kind {
            EntityKind::Variable(var) => ty.unwrap_or(var.ty),
            _ => return None,
        };
        let (x, cp, failed) = self.reparse_bound(start, owner, params, args, |p| {
            let x = p.assignment_expression();
            (x, p.at(TokenKind::Semi) || p.at(TokenKind::Comma))
        })?;
        let x = x.filter(|(_, ends)| *ends && !failed).map(|(x, _)| self.convert_for_init(x, var_ty));
        self.sema.rollback(cp);
        let value = x.and_then(|x| self.const_int(x));
        self.var_template_values.insert(key, value);
        value
    }

    /// Tokens at `start` parsed again as they read in `owner`'s definition
    /// context with `params` bound to concrete `args`: a tentative pass (one
    /// unit of the tentative budget) whose entities and diagnostics the
    /// caller rolls back from the returned checkpoint. Gives the result of
    /// `parse` (nothing when the nesting bound stopped it), the checkpoint,
    /// and whether errors were reported; nothing at all when the pass cannot
    /// be tried (dependent arguments, budget or depth spent).
    fn reparse_bound<R>(
        &mut self,
        start: usize,
        owner: Option<EntityId>,
        params: &[EntityId],
        args: &[TemplateArg],
        parse: impl FnOnce(&mut Self) -> R,
    ) -> Option<(Option<R>, crate::sema::Checkpoint, bool)> {
        if args.iter().any(|a| self.arg_is_dependent(a)) || self.tentative_budget == 0 || self.inst_depth >= MAX_INSTANTIATION_DEPTH || self.aborted {
            return None;
        }
        self.tentative_budget -= 1;
        let cp = self.sema.checkpoint();
        let cp_errors = self.sema.error_count();
        let state = self.save_for_instantiation();
        let scopes = self.sema.enter_definition_context(owner);
        self.sema.push_scope(ScopeKind::Template, None);
        self.bind_template_args(params, args);
        self.inst_depth += 1;
        self.i = start;
        let r = if self.enter() {
            let r = parse(self);
            self.leave();
            Some(r)
        } else {
            None
        };
        self.inst_depth -= 1;
        self.sema.pop_scope();
        self.sema.leave_definition_context(scopes);
        self.restore_after_instantiation(state);
        let failed = self.sema.error_count() != cp_errors;
        Some((r, cp, failed))
    }

    /// Whether an expression's value depends on template parameters (it is
    /// known only at instantiation, so it is not diagnosed as non-constant).
    pub fn expr_is_value_dependent(&self, e: &Expr<'a>) -> bool {
        self.value_dependent_n(e, 0)
    }

    fn value_dependent_n(&self, e: &Expr<'a>, n: u32) -> bool {
        if n > 64 {
            return false;
        }
        let dep = |x: &Expr<'a>| self.value_dependent_n(x, n + 1);
        match &e.kind {
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                let ent = self.sema.il.entity(*x);
                // A member of a dependent specialization (`X<T>::value`): its
                // value is that of the specialization chosen at instantiation.
                // An enumerator initialized from template parameters
                // (`enum { __value = _Tp::__value }`) is known at
                // instantiation too.
                // So is any enumerator of a class template's own (its
                // members belong to the template, not to an instance).
                let enumerator_dependent = match &ent.kind {
                    EntityKind::Enumerator(en) => en.init.is_some_and(|i| dep(i)) || self.declared_in_template_pattern(*x),
                    // A local constant initialized from template parameters
                    // (`const bool simple = X<T>::value;`): its value comes
                    // at instantiation, so it stays a name (`f< simple> `).
                    // So is a static data member (`alignment_value` in
                    // `aligned_storage< len, alignment_value> `).
                    // In a template's body every local constant does: EDG
                    // makes the template's locals anew in each instance
                    // (`const bool t = true; filler< t> ::run();`).
                    EntityKind::Variable(v) if v.is_local && !v.is_param && self.in_template_definition() => true,
                    EntityKind::Variable(v) if (v.is_local || v.is_static_member) && !v.is_param => match v.init {
                        Some(Init::Assign(i)) => dep(i),
                        Some(Init::Paren(xs)) => xs.iter().any(|i| dep(i)),
                        _ => false,
                    },
                    _ => false,
                };
                // (A variable template specialization whose value is
                // known: not.)
                if self.sema.il.variable_template_values.contains_key(&(e as *const Expr<'a> as usize)) {
                    return false;
                }
                // So is a constexpr variable initialized from them
                // (`constexpr size_t n = sizeof...(Ts);`).
                let constant_dependent = matches!(&ent.kind, EntityKind::Variable(v) if v.is_constexpr && matches!(v.init, Some(Init::Assign(i)) if dep(i)));
                // A variable template named with dependent arguments.
                // (As last parsed: concrete in an instance's re-parse.)
                let template_id_dependent = self.sema.il.variable_templates.contains(x)
                    && match self.var_template_use_dependent.get(&(e.pos, *x)) {
                        Some(d) => *d,
                        None => self.sema.il.written_template_args.get(&(e.pos, *x)).is_some_and(|(_, a)| a.iter().any(|a| self.arg_is_dependent(a))),
                    };
                matches!(ent.kind, EntityKind::TemplateParam { .. })
                    || template_id_dependent
                    || enumerator_dependent
                    || constant_dependent
                    || ent.parent.is_some_and(|p| self.sema.il.class_instances.contains_key(&p) && self.class_is_dependent(p, 0))
            }
            ExprKind::Unary(_, a) => dep(a),
            // The size of a type-dependent operand is known at instantiation.
            ExprKind::SizeofExpr(a) => dep(a) || self.is_dependent(a.ty),
            ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => dep(a) || dep(b),
            ExprKind::Cond(a, b, c) => dep(a) || dep(b) || dep(c),
            ExprKind::Cast { to, expr, .. } => self.is_dependent(*to) || dep(expr),
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => self.is_dependent(*t),
            ExprKind::Call { callee, args } => dep(callee) || args.iter().any(|a| dep(a)),
            ExprKind::Member { base, .. } => dep(base),
            ExprKind::Construct { ty, args, .. } => self.is_dependent(*ty) || args.iter().any(|a| dep(a)),
            ExprKind::InitList(xs) => xs.iter().any(|a| dep(a)),
            ExprKind::TypeTrait { args, .. } => args.iter().any(|t| self.is_dependent(*t)),
            ExprKind::PackExpansion(x) => dep(x),
            ExprKind::Fold { first, last, .. } => dep(first) || last.is_some_and(|l| dep(l)),
            _ => self.is_dependent(e.ty),
        }
    }

    /// Whether `e` is declared inside a class template's pattern (primary
    /// or partial specialization), not in an instance of it.
    fn declared_in_template_pattern(&self, e: EntityId) -> bool {
        let mut p = self.sema.il.entity(e).parent;
        for _ in 0..64 {
            let Some(c) = p else { return false };
            let ent = self.sema.il.entity(c);
            match &ent.kind {
                EntityKind::Class(ci) if !ci.template_params.is_empty() => return true,
                EntityKind::Namespace { .. } => return false,
                _ => {}
            }
            p = ent.parent;
        }
        false
    }

    /// Whether an expression or one of its operands has a type that
    /// depends on template parameters (`a.swap(b)` with `a` of type `X<T>&`).
    pub fn expr_is_type_dependent(&self, e: &'a Expr<'a>) -> bool {
        struct Types(Vec<TypeId>);
        impl<'a> Visit<'a> for Types {
            fn expr(&mut self, e: &'a Expr<'a>) -> bool {
                self.0.push(e.ty);
                true
            }
        }
        let mut v = Types(Vec::new());
        walk_expr(&self.sema.il, e, &mut v);
        v.0.iter().any(|t| self.is_dependent(*t))
    }

    /// A name of a member of a dependent specialization (`X<T>::value`).
    pub fn is_dependent_member_name(&self, e: &Expr<'a>) -> bool {
        match &e.kind {
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                let ent = self.sema.il.entity(*x);
                // (A local variable or parameter is no member, though its
                // parent is the class of the member function it is in.)
                if matches!(&ent.kind, EntityKind::Variable(v) if v.is_local || v.is_param) {
                    return false;
                }
                ent.parent.is_some_and(|p| self.sema.il.class_instances.contains_key(&p) && self.class_is_dependent(p, 0))
            }
            _ => false,
        }
    }

    /// A non-dependent specialization named in a template's body: the
    /// arguments as first written in one (see
    /// `Il::template_body_instance_args`).
    fn note_template_body_args(&mut self, e: EntityId, written: &[TemplateArg]) {
        if self.in_template_definition() && !self.sema.il.template_body_instance_args.contains_key(&e) {
            let written = written.iter().map(|a| self.without_template_member_typedefs(*a)).collect();
            self.sema.il.template_body_instance_args.insert(e, written);
        }
    }

    /// A type argument naming a member typedef of a class template (the
    /// enclosing one, `difference_type`): the type it names, as EDG
    /// records the argument in the template's body.
    fn without_template_member_typedefs(&self, a: TemplateArg) -> TemplateArg {
        let TemplateArg::Type(mut t) = a else { return a };
        for _ in 0..32 {
            let TypeKind::Typedef(e) = self.sema.il.ty(t) else { break };
            let ent = self.sema.il.entity(*e);
            let EntityKind::Typedef(u) = ent.kind else { break };
            let member_of_template = ent.parent.is_some_and(|p| matches!(self.sema.il.entity(p).kind, EntityKind::Class(_)) && self.sema.il.in_template(p));
            if !member_of_template || self.sema.il.alias_instances.contains_key(e) || self.sema.il.decltype_exprs.contains_key(e) {
                break;
            }
            t = u;
        }
        TemplateArg::Type(t)
    }

    /// Whether a template argument depends on template parameters.
    pub fn arg_is_dependent(&self, a: &TemplateArg) -> bool {
        match a {
            TemplateArg::Type(t) => self.is_dependent(*t),
            TemplateArg::Value(..) => false,
            TemplateArg::Expr(_) => true,
        }
    }

    /// Whether the class is a template or a specialization with dependent
    /// arguments.
    pub fn class_is_dependent(&self, c: EntityId, n: u32) -> bool {
        if n > 64 {
            return false;
        }
        if let Some((tmpl, args)) = self.sema.il.class_instances.get(&c) {
            // `C<int>` for a template template parameter `C`.
            if self.sema.il.template_template_params.contains_key(tmpl) {
                return true;
            }
            let (tmpl, args) = (*tmpl, args.clone());
            let params = self.class_template_params(tmpl);
            return args.iter().enumerate().any(|(i, a)| match a {
                _ if self.is_template_template_arg(params.get(i).copied(), a) => false,
                TemplateArg::Type(t) => self.dependent_n(*t, n + 1),
                TemplateArg::Value(..) => false,
                TemplateArg::Expr(_) => true,
            });
        }
        matches!(&self.sema.il.entity(c).kind, EntityKind::Class(ci) if !ci.template_params.is_empty())
    }

    /// A class template named as the argument of a template template
    /// parameter (`Store<Cell>`): not a dependent type there.
    fn is_template_template_arg(&self, param: Option<EntityId>, a: &TemplateArg) -> bool {
        let (Some(p), TemplateArg::Type(t)) = (param, a) else { return false };
        if !self.sema.il.template_template_params.contains_key(&p) {
            return false;
        }
        match self.sema.il.ty(self.sema.il.canonical(*t)) {
            TypeKind::Class(c) => {
                !self.sema.il.class_instances.contains_key(c) && matches!(&self.sema.il.entity(*c).kind, EntityKind::Class(ci) if !ci.template_params.is_empty())
            }
            _ => false,
        }
    }

    /// A base of `cls` (directly or through its bases) whose members are
    /// known only at instantiation: a template parameter or a member type
    /// of a dependent scope (`: T`, `: X<T>::type`). Its type.
    pub fn dependent_base_type(&self, cls: EntityId, n: u32) -> Option<TypeId> {
        if n > 32 {
            return None;
        }
        let src = self.sema.member_source(cls);
        let bases = self.sema.il.class_bases.get(&src)?;
        for b in bases.iter() {
            match b.class {
                None if self.is_dependent(b.ty) => return Some(b.ty),
                Some(c) if c != cls => {
                    if let Some(t) = self.dependent_base_type(c, n + 1) {
                        return Some(t);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The parameters of a class template and its pattern's body.
    fn class_template_params(&self, tmpl: EntityId) -> Vec<EntityId> {
        if let Some(inner) = self.sema.il.template_template_params.get(&tmpl) {
            return inner.clone();
        }
        match &self.sema.il.entity(tmpl).kind {
            EntityKind::Class(ci) => ci.template_params.clone(),
            _ => Vec::new(),
        }
    }

    /// The parameter whose default argument `p` has (itself, or the same
    /// parameter of the earlier declaration it inherits it from) and the
    /// parameter list the default is written against.
    pub(super) fn default_owner(&self, p: EntityId, params: &[EntityId]) -> (EntityId, Vec<EntityId>) {
        let has_default = |q: EntityId| match &self.sema.il.entity(q).kind {
            EntityKind::TemplateParam { default_type, .. } => {
                default_type.is_some() || self.nontype_defaults.contains_key(&q) || self.nontype_dependent_defaults.contains_key(&q)
            }
            _ => false,
        };
        let mut cur = p;
        let mut list: Vec<EntityId> = params.to_vec();
        for _ in 0..16 {
            if has_default(cur) {
                break;
            }
            match self.inherited_defaults.get(&cur) {
                Some(&old) => {
                    cur = old;
                    list = list.iter().map(|q| self.inherited_defaults.get(q).copied().unwrap_or(*q)).collect();
                }
                None => break,
            }
        }
        (cur, list)
    }

    /// A later declaration of a class template (`new`) replaces its
    /// parameters: each inherits the earlier one's default argument.
    pub(super) fn inherit_param_defaults(&mut self, old: &[EntityId], new: &[EntityId]) {
        if old.len() != new.len() {
            return;
        }
        for (o, n) in old.iter().zip(new) {
            if o != n {
                self.inherited_defaults.insert(*n, *o);
            }
        }
    }

    /// Canonical form of arguments for `params`: typedefs stripped, values
    /// typed as their parameter, defaults appended.
    pub(super) fn complete_args(&mut self, params: &[EntityId], mut args: Vec<TemplateArg>) -> Vec<TemplateArg> {
        for (i, p) in params.iter().enumerate() {
            let (is_type, pty) = match &self.sema.il.entity(*p).kind {
                EntityKind::TemplateParam { is_type, ty, .. } => (*is_type, *ty),
                _ => (true, None),
            };
            if i >= args.len() {
                // The default may come from an earlier declaration, written
                // in terms of its parameters.
                let (dp, dparams) = self.default_owner(*p, params);
                let dflt = match &self.sema.il.entity(dp).kind {
                    EntityKind::TemplateParam { default_type, .. } => *default_type,
                    _ => None,
                };
                if is_type {
                    match dflt {
                        Some(d) => {
                            let done = args.clone();
                            let s = self.substitute(d, &dparams, &done, 0);
                            // A default naming a member typedef
                            // (`typename _Alloc::value_type`) names it: the
                            // device code keeps it with its class.
                            if let TypeKind::Typedef(td) = self.sema.il.ty(s) {
                                let td = *td;
                                if self.sema.il.entity(td).parent.is_some_and(|c| matches!(self.sema.il.entity(c).kind, EntityKind::Class(_))) {
                                    self.arg_origins.push(td);
                                }
                            }
                            args.push(TemplateArg::Type(s));
                        }
                        None => break,
                    }
                } else {
                    match (self.nontype_defaults.get(&dp).copied(), pty) {
                        (Some(v), Some(t)) => args.push(TemplateArg::Value(v, t)),
                        _ => {
                            // A default depending on earlier arguments is
                            // evaluated for them (when they are concrete).
                            let k = self.nontype_dependent_defaults.get(&dp).copied();
                            let done = args.clone();
                            match k.and_then(|k| self.evaluate_with_args(k, &dparams, &done)) {
                                Some(a) => args.push(a),
                                None => break,
                            }
                        }
                    }
                }
            }
            let args_before: Vec<TemplateArg> = args.iter().take(i).copied().collect();
            if let Some(a) = args.get_mut(i) {
                match a {
                    TemplateArg::Type(t) => {
                        let c = self.sema.deep_canon(*t);
                        let c = self.keep_signed_spelling(*t, c);
                        *a = TemplateArg::Type(c);
                    }
                    TemplateArg::Value(v, _) => {
                        if let Some(t) = pty {
                            // A parameter typed by an earlier one (`_Tp __v`)
                            // has that argument's type.
                            let t = if self.is_dependent(t) {
                                let done: Vec<TemplateArg> = args_before.clone();
                                self.substitute(t, params, &done, 0)
                            } else {
                                t
                            };
                            let c = self.sema.deep_canon(t);
                            let c = self.sema.unqualified(c);
                            let v = if self.sema.is_bool(c) { (*v != 0) as i128 } else { *v };
                            *a = TemplateArg::Value(v, c);
                        }
                    }
                    TemplateArg::Expr(_) => {}
                }
            }
        }
        args
    }

    /// The specialization of class template `tmpl` for `args`: found, or
    /// created (and, for non-dependent arguments, instantiated from the
    /// matching partial specialization or the primary template).
    /// A type argument written as (a typedef of) an explicitly signed
    /// integer type keeps that spelling, as EDG's distinct type node does;
    /// `canon` is its canonical form, used when there is nothing to keep.
    fn keep_signed_spelling(&mut self, written: TypeId, canon: TypeId) -> TypeId {
        let mut t = written;
        for _ in 0..64 {
            match self.sema.il.ty(t) {
                TypeKind::Typedef(e) => match &self.sema.il.entity(*e).kind {
                    EntityKind::Typedef(x) => t = *x,
                    _ => return canon,
                },
                TypeKind::Qualified(x, _) => t = *x,
                TypeKind::SignedSpelled(_) => {
                    let q = self.sema.il.quals_of(written);
                    return self.sema.qualified(t, q);
                }
                _ => return canon,
            }
        }
        canon
    }

    /// Template arguments as instance identity sees them: an explicit
    /// `signed` is spelling only.
    pub(super) fn identity_args(&mut self, args: &[TemplateArg]) -> Vec<TemplateArg> {
        args.iter()
            .map(|a| match a {
                TemplateArg::Type(t) => TemplateArg::Type(self.sema.deep_canon(*t)),
                other => other.clone(),
            })
            .collect()
    }

    /// How many arguments a class template's parameters need to be all
    /// given: a trailing pack may take none (`make_seq<0>` for
    /// `template<int N, int... Is>`).
    fn required_class_args(&self, params: &[EntityId]) -> usize {
        match params.last() {
            Some(p) if self.pack_params.contains(p) => params.len() - 1,
            _ => params.len(),
        }
    }

    pub fn instantiate_class(&mut self, tmpl: EntityId, args: Vec<TemplateArg>) -> EntityId {
        let params = self.class_template_params(tmpl);
        let written = args.clone();
        let mark = self.arg_origins.len();
        let args = self.complete_args(&params, args);
        let key = self.identity_args(&args);
        let mut named_early = false;
        let e = if let Some(e) = self.class_instance_cache.iter().find(|(k, _)| k.0 == tmpl && k.1 == key).map(|(_, e)| *e) {
            self.note_given_args(e, written.len(), args.len(), &params);
            self.arg_origins.truncate(mark);
            // A specialization named before its template was defined
            // (`typedef basic_string<char> string;` ahead of the
            // definition) is instantiated when named again once a
            // definition exists (`extern template class basic_string<char>;`).
            let shell = matches!(&self.sema.il.entity(e).kind, EntityKind::Class(ci) if !ci.complete && ci.members.is_empty())
                && !self.sema.il.explicit_specializations.contains(&e)
                && !self.instance_bindings.contains_key(&e)
                && !self.sema.scopes.iter().any(|s| s.owner == Some(e));
            let dependent = args.iter().enumerate().any(|(i, a)| !self.is_template_template_arg(params.get(i).copied(), a) && self.arg_is_dependent(a)) || args.len() < self.required_class_args(&params);
            if !dependent {
                self.note_template_body_args(e, &written);
            }
            if !shell || dependent {
                return e;
            }
            named_early = true;
            e
        } else {
            let first_new = self.sema.il.entities.len();
            let e = self.new_specialization(tmpl, args.clone());
            self.note_given_args(e, written.len(), args.len(), &params);
            self.take_arg_origins(e, first_new, mark);
            e
        };
        let dependent = args.iter().enumerate().any(|(i, a)| !self.is_template_template_arg(params.get(i).copied(), a) && self.arg_is_dependent(a)) || args.len() < self.required_class_args(&params);
        if dependent {
            // A constant is still converted to its parameter's type
            // (`_Tuple_impl< 0UL, _Elements...> `).
            let mut written = written;
            for (a, p) in written.iter_mut().zip(params.iter()) {
                let TemplateArg::Value(v, _) = *a else { continue };
                let pty = match &self.sema.il.entity(*p).kind {
                    EntityKind::TemplateParam { is_type: false, ty: Some(t), .. } => *t,
                    _ => continue,
                };
                if self.sema.il.pack_params.contains(p) || self.is_dependent(pty) {
                    continue;
                }
                let c = self.sema.deep_canon(pty);
                let c = self.sema.unqualified(c);
                if matches!(self.sema.il.ty(c), TypeKind::Int(k) if *k != IntKind::Bool) {
                    *a = TemplateArg::Value(v, c);
                }
            }
            self.sema.il.written_instance_args.insert(e, written);
            return e;
        }
        self.note_template_body_args(e, &written);
        // Choose the pattern: the most specialized matching partial
        // specialization, else the primary template.
        let mut pattern: Option<(usize, Vec<EntityId>, Vec<TemplateArg>)> = None;
        let specs: Vec<PartialSpec> = self.partial_specs.iter().filter(|p| p.tmpl == tmpl).cloned().collect();
        let mut matching: Vec<(PartialSpec, Vec<TemplateArg>)> = Vec::new();
        for ps in specs {
            if let Some(bound) = self.match_partial(&ps, &key) {
                matching.push((ps, bound));
            }
        }
        let only: Vec<PartialSpec> = matching.iter().map(|(p, _)| p.clone()).collect();
        if let Some(k) = self.most_specialized_partial(&only) {
            if let Some((ps, bound)) = matching.into_iter().nth(k) {
                pattern = Some((ps.body, ps.params.clone(), bound));
            }
        }
        if pattern.is_none() {
            if let Some(&body) = self.class_templates.get(&tmpl) {
                // The members see the type arguments as first written
                // (typedef sugar kept: `array<cuFloatComplex, 64>`'s
                // `value_type` is `cuFloatComplex`); identity is canonical.
                let bound: Vec<TemplateArg> = args
                    .iter()
                    .enumerate()
                    .map(|(i, a)| match (a, written.get(i)) {
                        (TemplateArg::Type(_), Some(TemplateArg::Type(w))) => TemplateArg::Type(self.without_binding_sugar(*w)),
                        _ => *a,
                    })
                    .collect();
                // (An instance of a partial specialization stays where
                // the primary template was declared.)
                // (One named before the definition stays where it was
                // first named.)
                if !named_early {
                    self.place_at_definition(e, body);
                }
                pattern = Some((body, params, bound));
            }
        }
        if let Some((body, ps, bound)) = pattern {
            self.instantiate_class_body(e, tmpl, body, &ps, &bound);
        }
        e
    }

    /// A specialization named (through a typedef) before its template was
    /// defined is instantiated where its constructors are first needed.
    pub(crate) fn complete_if_named_early(&mut self, cls: EntityId) {
        let Some((tmpl, args)) = self.sema.il.class_instances.get(&cls).cloned() else { return };
        let shell = matches!(&self.sema.il.entity(cls).kind, EntityKind::Class(ci) if !ci.complete && ci.members.is_empty() && ci.template_params.is_empty());
        if shell && self.class_templates.contains_key(&tmpl) {
            self.instantiate_class(tmpl, args);
        }
    }

    /// A type argument written inside an instance names the instance's
    /// parameter bindings: the argument is what they are bound to.
    fn without_binding_sugar(&self, mut t: TypeId) -> TypeId {
        for _ in 0..16 {
            match self.sema.il.ty(t) {
                TypeKind::Typedef(e) if self.arg_bindings.contains_key(e) => match &self.sema.il.entity(*e).kind {
                    EntityKind::Typedef(u) => t = *u,
                    _ => break,
                },
                _ => break,
            }
        }
        t
    }

    /// An instance stands where its pattern is defined (the class name of
    /// the definition's head, before the body at token `body`), not where
    /// the template was first declared.
    fn place_at_definition(&mut self, inst: EntityId, body: usize) {
        let name = self.sema.il.entity(inst).name.clone();
        let lo = body.saturating_sub(256);
        let found = (lo..body).rev().find(|&k| self.toks.get(k).is_some_and(|t| t.kind == TokenKind::Ident && t.text(self.src) == name));
        if let Some(t) = found.and_then(|k| self.toks.get(k).copied()) {
            let pos = self.pos_of(t);
            self.sema.il.entities[inst.0 as usize].pos = pos;
        }
    }

    /// A specialization is printed with as many arguments as the shortest
    /// template-id naming it anywhere in the unit gave (`X<float, 3> c;`
    /// after `X<float> b;` is `X< float> `; alone, `X< float, 3> `); the
    /// defaults supply the rest.
    pub(crate) fn note_given_args(&mut self, e: EntityId, written: usize, full: usize, params: &[EntityId]) {
        if params.iter().any(|p| self.sema.il.pack_params.contains(p)) {
            return;
        }
        let given = self.sema.il.given_template_args.get(&e).copied().unwrap_or(full).min(written);
        if given < full {
            self.sema.il.given_template_args.insert(e, given);
        }
    }

    /// The specialization entity for `tmpl<args>` without instantiating it
    /// (an explicit specialization defines it).
    pub fn instantiate_class_shell(&mut self, tmpl: EntityId, args: Vec<TemplateArg>) -> EntityId {
        let params = self.class_template_params(tmpl);
        let written = args.len();
        let args = self.complete_args(&params, args);
        let key = self.identity_args(&args);
        let full = args.len();
        let e = match self.class_instance_cache.iter().find(|(k, _)| k.0 == tmpl && k.1 == key).map(|(_, e)| *e) {
            Some(e) => e,
            None => self.new_specialization(tmpl, args),
        };
        self.note_given_args(e, written, full, &params);
        e
    }

    /// A new class entity for a specialization of `tmpl` (not yet defined).
    pub fn new_specialization(&mut self, tmpl: EntityId, args: Vec<TemplateArg>) -> EntityId {
        let (name, pos, parent, key) = {
            let t = self.sema.il.entity(tmpl);
            let key = match &t.kind {
                EntityKind::Class(ci) => ci.key,
                _ => ClassKey::Struct,
            };
            (t.name.clone(), t.pos, t.parent, key)
        };
        let info = ClassInfo {
            key,
            complete: false,
            members: Vec::new(),
            size: 0,
            align: 1,
            anonymous: false,
            member_decls: Vec::new(),
            access_specs: Vec::new(),
            template_params: Vec::new(),
        };
        // A specialization belongs to its template's scope, wherever it is
        // first named (not a local class of the function naming it).
        let routine = self.sema.current_routine.take();
        let e = self.sema.new_entity(name, EntityKind::Class(info), pos, parent);
        self.sema.current_routine = routine;
        self.sema.il.class_instances.insert(e, (tmpl, args.clone()));
        let key = self.identity_args(&args);
        self.class_instance_cache.push(((tmpl, key), e));
        e
    }

    /// Match `args` against a partial specialization's pattern; the values
    /// of its parameters on success.
    pub(super) fn match_partial(&mut self, ps: &PartialSpec, args: &[TemplateArg]) -> Option<Vec<TemplateArg>> {
        // A trailing parameter pack takes every argument its expansion
        // stands for, none included: `X<T, R...>` against `X<int>`,
        // `function<R(A...)>` against `function<void(int, float)>`.
        let pack = ps.params.last().copied().filter(|p| self.pack_params.contains(p));
        // A pattern written with fewer arguments than the template has
        // parameters (`R<T*>` of `template<class P, class E = void>`) has
        // the defaults for the rest.
        let completed;
        let ps = if pack.is_none() && ps.pattern.len() < args.len() {
            let primary = self.class_template_params(ps.tmpl);
            let pattern = self.complete_args(&primary, ps.pattern.clone());
            completed = PartialSpec { pattern, ..ps.clone() };
            &completed
        } else {
            ps
        };
        let outer = self.matched_pack.take();
        let outer_matching = core::mem::replace(&mut self.matching_partial, true);
        let lead = match ps.pattern.last() {
            Some(last) if pack.is_some() && self.pattern_expands(last) == pack => ps.pattern.len() - 1,
            _ => ps.pattern.len(),
        };
        let fits = if lead < ps.pattern.len() { args.len() >= lead } else { args.len() == lead };
        let mut bound: Vec<Option<TemplateArg>> = alloc::vec![None; ps.params.len()];
        let mut ok = fits;
        if ok {
            for (p, a) in ps.pattern.iter().zip(args.iter()).take(lead) {
                if !self.match_arg(p, a, &ps.params, &mut bound, 0) {
                    ok = false;
                    break;
                }
            }
        }
        if ok && lead < ps.pattern.len() {
            if let (Some(pk), Some(rest)) = (pack, args.get(lead..)) {
                ok = self.bind_matched_pack(pk, rest.to_vec());
            }
        }
        let elems = core::mem::replace(&mut self.matched_pack, outer);
        self.matching_partial = outer_matching;
        if !ok {
            return None;
        }
        let mut out = Vec::new();
        for (i, b) in bound.into_iter().enumerate() {
            match (pack, &elems) {
                (Some(pk), Some((e, v))) if ps.params.get(i) == Some(&pk) && *e == pk => out.extend(v.iter().copied()),
                // (A pack no expansion reached is empty.)
                (Some(pk), None) if ps.params.get(i) == Some(&pk) && b.is_none() => {}
                _ => out.push(b?),
            }
        }
        Some(out)
    }

    /// The trailing parameter pack of `params` that function type `f`'s
    /// last parameter expands (`A` of `R(A...)`), and whether it is
    /// written as a pack parameter (a pack parameter's type is its
    /// pattern, the function type variadic) rather than an expansion type.
    fn function_pack_expansion(&self, f: &FunctionType, params: &[EntityId]) -> Option<(EntityId, bool)> {
        let pk = params.last().copied().filter(|p| self.pack_params.contains(p))?;
        let last = f.params.last()?;
        match self.sema.il.ty(*last) {
            TypeKind::PackExpansion(x) => matches!(self.sema.il.ty(*x), TypeKind::TemplateParam(p) if *p == pk).then_some((pk, false)),
            TypeKind::TemplateParam(p) if *p == pk && f.variadic => Some((pk, true)),
            _ => None,
        }
    }

    /// Whether function type `f` ends in a parameter pack of its own.
    fn function_expands_pack(&self, f: &FunctionType) -> bool {
        match f.params.last().map(|t| self.sema.il.ty(*t)) {
            Some(TypeKind::PackExpansion(_)) => true,
            Some(TypeKind::TemplateParam(p)) => f.variadic && self.pack_params.contains(p),
            _ => false,
        }
    }

    /// The parameter pack a pattern argument expands (`R...`, `N...`).
    fn pattern_expands(&self, a: &TemplateArg) -> Option<EntityId> {
        match a {
            TemplateArg::Type(t) => match self.sema.il.ty(*t) {
                TypeKind::PackExpansion(x) => match self.sema.il.ty(*x) {
                    TypeKind::TemplateParam(p) => Some(*p),
                    _ => None,
                },
                _ => None,
            },
            TemplateArg::Expr(i) => match self.sema.il.template_arg_exprs.get(*i as usize).map(|e| &e.kind) {
                Some(ExprKind::PackExpansion(x)) => match x.kind {
                    ExprKind::Name(p) => Some(p),
                    _ => None,
                },
                _ => None,
            },
            TemplateArg::Value(..) => None,
        }
    }

    /// Record the elements pack `pk` takes while a pattern is matched; a
    /// second expansion of the same pack must take the same ones.
    fn bind_matched_pack(&mut self, pk: EntityId, elems: Vec<TemplateArg>) -> bool {
        let elems: Vec<TemplateArg> = elems
            .into_iter()
            .map(|a| match a {
                TemplateArg::Type(t) => TemplateArg::Type(self.sema.deep_canon(t)),
                a => a,
            })
            .collect();
        match &self.matched_pack {
            Some((e, v)) if *e == pk => *v == elems,
            Some(_) => false,
            None => {
                self.matched_pack = Some((pk, elems));
                true
            }
        }
    }

    /// Match a type pattern against a template argument type exactly (no
    /// conversions, as for partial specializations: `is_const<T const>`
    /// matches `const int`, not `int`).
    pub(super) fn match_type_exact(&mut self, p: TypeId, a: TypeId, params: &[EntityId], bound: &mut [Option<TemplateArg>], n: u32) -> bool {
        if n > 32 {
            return false;
        }
        if !self.is_dependent(p) {
            return self.sema.same_type(p, a);
        }
        // (`canonical` drops the qualifiers: they are matched apart.)
        let a_quals = self.sema.il.quals_of(a);
        let a_written = a;
        let a = self.sema.il.canonical(a);
        let pk = match self.sema.il.ty(p).clone() {
            TypeKind::PackExpansion(x) => self.sema.il.ty(x).clone(),
            k => k,
        };
        match pk {
            TypeKind::TemplateParam(e) => {
                let Some(idx) = params.iter().position(|x| *x == e) else { return true };
                let whole = if a_quals.any() { self.sema.qualified(a, a_quals) } else { a };
                match bound[idx] {
                    None => {
                        bound[idx] = Some(TemplateArg::Type(whole));
                        true
                    }
                    Some(TemplateArg::Type(prev)) => self.sema.same_type(prev, whole),
                    Some(_) => false,
                }
            }
            TypeKind::Typedef(_) => {
                let c = self.sema.il.canonical(p);
                if c == p {
                    return false;
                }
                self.match_type_exact(c, a, params, bound, n + 1)
            }
            TypeKind::Qualified(x, q) => {
                let aq = a_quals;
                if (q.is_const && !aq.is_const) || (q.is_volatile && !aq.is_volatile) {
                    return false;
                }
                let rest = Quals { is_const: aq.is_const && !q.is_const, is_volatile: aq.is_volatile && !q.is_volatile, ..aq };
                let base = self.sema.unqualified(a);
                let base = self.sema.il.canonical(base);
                let a2 = if rest.any() { self.sema.qualified(base, rest) } else { base };
                self.match_type_exact(x, a2, params, bound, n + 1)
            }
            TypeKind::Pointer(x) => match self.sema.il.ty(a).clone() {
                TypeKind::Pointer(y) => self.match_type_exact(x, y, params, bound, n + 1),
                _ => false,
            },
            TypeKind::LvalueRef(x) => match self.sema.il.ty(a).clone() {
                TypeKind::LvalueRef(y) => self.match_type_exact(x, y, params, bound, n + 1),
                _ => false,
            },
            TypeKind::RvalueRef(x) => match self.sema.il.ty(a).clone() {
                TypeKind::RvalueRef(y) => self.match_type_exact(x, y, params, bound, n + 1),
                _ => false,
            },
            TypeKind::Array(x, pb) => match self.sema.il.ty(a).clone() {
                TypeKind::Array(y, ab) if pb.is_none() == ab.is_none() => self.match_type_exact(x, y, params, bound, n + 1),
                _ => false,
            },
            TypeKind::ArrayBound { elem, bound: b, .. } => match self.sema.il.ty(a).clone() {
                TypeKind::Array(y, Some(len)) => {
                    if !self.match_type_exact(elem, y, params, bound, n + 1) {
                        return false;
                    }
                    let Some(e) = self.sema.il.array_bounds.get(b as usize).copied() else { return false };
                    match self.bound_param(e).and_then(|x| params.iter().position(|q| *q == x)) {
                        Some(idx) => {
                            let ty = match &self.sema.il.entity(params[idx]).kind {
                                EntityKind::TemplateParam { ty: Some(t), .. } => *t,
                                _ => self.sema.b.ulong,
                            };
                            match bound[idx] {
                                None => {
                                    bound[idx] = Some(TemplateArg::Value(len as i128, ty));
                                    true
                                }
                                Some(TemplateArg::Value(v, _)) => v == len as i128,
                                Some(_) => false,
                            }
                        }
                        None => self.const_int(e).is_some_and(|v| v == len as i128),
                    }
                }
                // Another template's array of dependent bound (partial
                // ordering: `T (&)[N]` against `int (&)[M]`): a bound that
                // is a parameter takes it.
                _ => match self.sema.il.ty(self.sema.unqualified(a_written)).clone() {
                    TypeKind::ArrayBound { elem: y, .. } => {
                        let names_param = self
                            .sema
                            .il
                            .array_bounds
                            .get(b as usize)
                            .copied()
                            .and_then(|e| self.bound_param(e))
                            .is_some_and(|x| params.contains(&x));
                        names_param && self.match_type_exact(elem, y, params, bound, n + 1)
                    }
                    _ => false,
                },
            },
            TypeKind::MemberPointer(x, c) => match self.sema.il.ty(a).clone() {
                TypeKind::MemberPointer(y, d) => {
                    self.match_type_exact(x, y, params, bound, n + 1) && self.match_type_exact(c, d, params, bound, n + 1)
                }
                _ => false,
            },
            TypeKind::Function(pf) => match self.sema.il.ty(a).clone() {
                TypeKind::Function(af) if pf.quals == af.quals && pf.ref_qual == af.ref_qual => {
                    if !self.match_type_exact(pf.ret, af.ret, params, bound, n + 1) {
                        return false;
                    }
                    // `R(A...)`: the pack takes the argument's remaining
                    // parameter types (unless those are an expansion
                    // themselves, matched one for one).
                    let pack = self.function_pack_expansion(&pf, params).filter(|_| !self.function_expands_pack(&af));
                    if let Some((pk, by_variadic)) = pack {
                        // (A pack parameter makes the pattern's type
                        // variadic; the argument's own `...` is C's.)
                        let variadic_fits = if by_variadic { !af.variadic } else { pf.variadic == af.variadic };
                        let lead = pf.params.len().saturating_sub(1);
                        if !variadic_fits || af.params.len() < lead {
                            return false;
                        }
                        for (x, y) in pf.params.iter().zip(af.params.iter()).take(lead) {
                            if !self.match_type_exact(*x, *y, params, bound, n + 1) {
                                return false;
                            }
                        }
                        let rest: Vec<TemplateArg> = af.params.get(lead..).unwrap_or(&[]).iter().map(|t| TemplateArg::Type(*t)).collect();
                        if !self.bind_matched_pack(pk, rest) {
                            return false;
                        }
                    } else {
                        if pf.params.len() != af.params.len() || pf.variadic != af.variadic {
                            return false;
                        }
                        for (x, y) in pf.params.iter().zip(af.params.iter()) {
                            if !self.match_type_exact(*x, *y, params, bound, n + 1) {
                                return false;
                            }
                        }
                    }
                    // `noexcept(NE)` deduces `NE` from whether the argument's
                    // function type is `noexcept`.
                    let a_noexcept = af.noexcept != FnNoexcept::None;
                    match pf.noexcept {
                        FnNoexcept::None => !a_noexcept,
                        FnNoexcept::Noexcept => a_noexcept,
                        FnNoexcept::Expr(i) => {
                            let Some(e) = self.sema.il.array_bounds.get(i as usize).copied() else { return false };
                            match self.bound_param(e).and_then(|x| params.iter().position(|q| *q == x)) {
                                Some(idx) => {
                                    let v = i128::from(a_noexcept);
                                    match bound[idx] {
                                        None => {
                                            bound[idx] = Some(TemplateArg::Value(v, self.sema.b.bool_));
                                            true
                                        }
                                        Some(TemplateArg::Value(w, _)) => w == v,
                                        Some(_) => false,
                                    }
                                }
                                None => true,
                            }
                        }
                    }
                }
                _ => false,
            },
            TypeKind::Class(_) => self.deduce_one(p, a, params, bound, n + 1),
            _ => false,
        }
    }

    /// The template parameter an array bound or argument expression names
    /// (`N`, `(size_t)N`).
    fn bound_param(&self, e: &Expr<'a>) -> Option<EntityId> {
        match e.kind {
            ExprKind::Name(x) => Some(x),
            ExprKind::Cast { expr, .. } => match expr.kind {
                ExprKind::Name(x) => Some(x),
                _ => None,
            },
            _ => None,
        }
    }

    /// Match one template argument pattern against an argument.
    pub(super) fn match_arg(&mut self, p: &TemplateArg, a: &TemplateArg, params: &[EntityId], bound: &mut [Option<TemplateArg>], n: u32) -> bool {
        match (p, a) {
            (TemplateArg::Type(pt), TemplateArg::Type(at)) => self.match_type_exact(*pt, *at, params, bound, n + 1),
            (TemplateArg::Value(x, _), TemplateArg::Value(y, _)) => x == y,
            // A parameter against another template's parameter (partial
            // ordering: `vec<T, N>` against `vec<float, M>`).
            (TemplateArg::Expr(i), TemplateArg::Expr(j)) => {
                let name_of = |p: &Self, k: u32| {
                    p.sema.il.template_arg_exprs.get(k as usize).copied().and_then(|e| {
                        let e = match e.kind {
                            ExprKind::PackExpansion(x) => x,
                            _ => e,
                        };
                        p.bound_param(e)
                    })
                };
                let Some(idx) = name_of(self, *i).and_then(|x| params.iter().position(|q| *q == x)) else {
                    return i == j;
                };
                match bound[idx] {
                    None => {
                        bound[idx] = Some(*a);
                        true
                    }
                    Some(TemplateArg::Expr(k)) => k == *j || (name_of(self, k).is_some() && name_of(self, k) == name_of(self, *j)),
                    Some(_) => false,
                }
            }
            (TemplateArg::Expr(i), TemplateArg::Value(..)) => {
                let Some(e) = self.sema.il.template_arg_exprs.get(*i as usize).copied() else { return false };
                let e = match e.kind {
                    ExprKind::PackExpansion(x) => x,
                    _ => e,
                };
                let param = match e.kind {
                    ExprKind::Name(x) => Some(x),
                    ExprKind::Cast { expr, .. } => match expr.kind {
                        ExprKind::Name(x) => Some(x),
                        _ => None,
                    },
                    _ => None,
                };
                let Some(idx) = param.and_then(|x| params.iter().position(|q| *q == x)) else { return false };
                match bound[idx] {
                    None => {
                        bound[idx] = Some(*a);
                        true
                    }
                    Some(prev) => match (prev, a) {
                        (TemplateArg::Value(x, _), TemplateArg::Value(y, _)) => x == *y,
                        _ => false,
                    },
                }
            }
            _ => false,
        }
    }

    /// Instantiate a class template specialization by parsing the pattern's
    /// body again with the parameters bound to the arguments (the result is
    /// an ordinary complete class, not printed in the `.int.c`: the host
    /// compiler instantiates the template itself).
    fn instantiate_class_body(&mut self, inst: EntityId, tmpl: EntityId, body: usize, params: &[EntityId], args: &[TemplateArg]) {
        // (Once the recursion limit is hit, the instantiations in progress
        // unwind without starting others: a body that instantiates two
        // classes at every level would otherwise take 2^limit steps.)
        if self.inst_depth >= MAX_INSTANTIATION_DEPTH || self.aborted || (self.instantiation_limit_reported && self.inst_depth > 0) {
            if !self.instantiation_limit_reported {
                self.instantiation_limit_reported = true;
                let name = self.sema.il.entity(tmpl).name.clone();
                let at = self.tok();
                let msg = alloc::format!("excessive recursion at instantiation of class \"{}\"", name);
                self.sema.error_at(at, 0, msg);
            }
            return;
        }
        let key = match &self.sema.il.entity(inst).kind {
            EntityKind::Class(ci) => ci.key,
            _ => return,
        };
        // The point of instantiation: where the outermost instantiation was
        // needed (inside a function instance made at the end of the unit:
        // the end).
        let outermost = self.class_inst_point.is_none();
        if outermost {
            let here = self.pos();
            self.class_inst_point = Some(if self.inst_depth == 0 { (here.phys_line, here.col) } else { (u32::MAX, u32::MAX) });
        }
        let state = self.save_for_instantiation();
        let owner = self.sema.il.entity(tmpl).parent;
        let scopes = self.sema.enter_definition_context(owner);
        self.sema.push_scope(ScopeKind::Template, None);
        self.bind_enclosing_instance_args(owner);
        self.bind_template_args(params, args);
        self.instance_bindings.insert(inst, (params.to_vec(), args.to_vec()));
        self.inst_depth += 1;
        self.i = body;
        if self.enter() {
            let routine = self.sema.current_routine;
            self.class_inst_stack.push((inst, routine));
            if self.at(TokenKind::Colon) {
                self.base_clause(inst);
            }
            self.class_body(inst, key, Context::File);
            self.instantiate_outside_member_classes(inst, tmpl);
            self.class_inst_stack.pop();
            self.leave();
        }
        self.inst_depth -= 1;
        self.sema.pop_scope();
        self.sema.leave_definition_context(scopes);
        self.restore_after_instantiation(state);
        self.sema.layout_class(inst);
        let (line, col) = self.class_inst_point.unwrap_or((u32::MAX, u32::MAX));
        let seq = self.sema.il.class_completed.len() as u32;
        let made = self.sema.il.entities.len() as u32;
        self.sema.il.class_done.entry(inst).or_insert(made);
        self.sema.il.class_completed.entry(inst).or_insert((line, col, seq));
        if outermost {
            self.class_inst_point = None;
        }
    }

    /// The member classes of `inst` that template `tmpl` defines outside
    /// its body (`template<class T> class X<T>::N { … }`): their bodies
    /// parsed in the instance's scope, the arguments still bound.
    fn instantiate_outside_member_classes(&mut self, inst: EntityId, tmpl: EntityId) {
        if self.outside_member_class_bodies.is_empty() {
            return;
        }
        let members = |p: &Self, c: EntityId| match &p.sema.il.entity(c).kind {
            EntityKind::Class(ci) => ci.members.clone(),
            _ => Vec::new(),
        };
        let mut todo: Vec<(EntityId, ClassKey, usize)> = Vec::new();
        for tm in members(self, tmpl) {
            let Some(&(key, body)) = self.outside_member_class_bodies.get(&tm) else { continue };
            let name = self.sema.il.entity(tm).name.clone();
            let im = members(self, inst).into_iter().find(|m| {
                let e = self.sema.il.entity(*m);
                e.name == name && matches!(&e.kind, EntityKind::Class(ci) if !ci.complete)
            });
            if let Some(im) = im {
                todo.push((im, key, body));
            }
        }
        for (im, key, body) in todo {
            let opened = self.enter_class_scope(inst);
            let at = self.i;
            self.i = body;
            if self.at(TokenKind::Colon) {
                self.base_clause(im);
            }
            self.class_body(im, key, Context::Class(inst));
            self.i = at;
            if opened {
                self.sema.pop_scope();
            }
            self.sema.layout_class(im);
        }
    }

    /// The type `alias<args>` stands for: the alias template's type parsed
    /// again with its parameters bound to `args` (as a class template's body
    /// is), so members of dependent types resolve (`typename X<T>::type`).
    pub fn instantiate_alias(&mut self, alias: EntityId, args: Vec<TemplateArg>) -> TypeId {
        let key = (alias, args);
        if let Some(t) = self.alias_instances.iter().find(|(k, _)| *k == key).map(|(_, t)| *t) {
            return t;
        }
        let Some((params, start)) = self.alias_templates.get(&alias).cloned() else { return self.sema.b.error };
        if self.inst_depth >= MAX_INSTANTIATION_DEPTH || self.aborted {
            return self.sema.b.error;
        }
        let named = self.sema.il.entities.len() as u32;
        let args = self.complete_args(&params, key.1.clone());
        let state = self.save_for_instantiation();
        let owner = self.sema.il.entity(alias).parent;
        let scopes = self.sema.enter_definition_context(owner);
        self.sema.push_scope(ScopeKind::Template, None);
        self.bind_enclosing_instance_args(owner);
        self.bind_template_args(&params, &args);
        // Parameters left without an argument (a default depending on a
        // still-dependent argument, `bool Self = is_same<F, X>::value` with
        // `F` a parameter of an enclosing template) stay themselves: the
        // alias's type is then dependent on them.
        for p in params.iter().skip(args.len()) {
            let name = self.sema.il.entity(*p).name.clone();
            if !name.is_empty() && matches!(self.sema.il.entity(*p).kind, EntityKind::TemplateParam { .. }) {
                self.sema.bind_template_param(&name, *p);
            }
        }
        self.inst_depth += 1;
        self.i = start;
        let t = if self.enter() {
            let t = self.type_id();
            self.leave();
            t
        } else {
            self.sema.b.error
        };
        self.inst_depth -= 1;
        self.sema.pop_scope();
        self.sema.leave_definition_context(scopes);
        self.restore_after_instantiation(state);
        // The specialization as written is kept as sugar over the type.
        let (name, pos) = {
            let a = self.sema.il.entity(alias);
            (a.name.clone(), a.pos)
        };
        let sugar = self.sema.new_entity(name, EntityKind::Typedef(t), pos, owner);
        self.sema.il.alias_instances.insert(sugar, (alias, key.1.clone()));
        self.sema.il.alias_named.insert(sugar, named);
        let t = self.sema.il.intern(TypeKind::Typedef(sugar));
        self.alias_instances.push((key, t));
        t
    }

    /// Bind each template parameter's name to its argument in the current
    /// (template) scope.
    /// A member template of a class template instance names the enclosing
    /// templates' parameters (`A` in `template <class U> struct
    /// rebind_alloc { typedef typename A::template rebind<U>::other o; }`):
    /// bind them again to the instance's arguments, outermost first.
    fn bind_enclosing_instance_args(&mut self, owner: Option<EntityId>) {
        let mut chain: Vec<(Vec<EntityId>, Vec<TemplateArg>)> = Vec::new();
        let mut cur = owner;
        for _ in 0..64 {
            let Some(c) = cur else { break };
            if let Some(b) = self.instance_bindings.get(&c) {
                chain.push(b.clone());
            }
            cur = self.sema.il.entity(c).parent;
        }
        for (params, args) in chain.iter().rev() {
            self.bind_template_args(params, args);
        }
    }

    pub fn bind_template_args(&mut self, params: &[EntityId], args: &[TemplateArg]) {
        for (p, a) in params.iter().zip(args.iter()) {
            let (name, pos) = {
                let pe = self.sema.il.entity(*p);
                (pe.name.clone(), pe.pos)
            };
            if name.is_empty() {
                continue;
            }
            let alias = match a {
                TemplateArg::Type(t) => self.sema.new_entity(name.clone(), EntityKind::Typedef(*t), pos, None),
                _ => {
                    let kind = match &self.sema.il.entity(*p).kind {
                        EntityKind::TemplateParam { .. } => self.sema.il.entity(*p).kind.clone(),
                        _ => continue,
                    };
                    self.sema.new_entity(name.clone(), kind, pos, None)
                }
            };
            self.arg_bindings.insert(alias, *a);
            // A trailing pack takes the remaining arguments.
            if self.pack_params.contains(p) && params.last() == Some(p) {
                self.sema.il.pack_lengths.insert(alias, (args.len() + 1).saturating_sub(params.len()));
                let elems = self.pack_element_aliases(*p, &args[params.len() - 1..]);
                self.pack_elements.insert(alias, elems);
            }
            self.sema.bind_template_param(&name, alias);
        }
        // A trailing pack given no arguments is bound too, as an empty
        // pack (its expansions vanish: `f(declval<Args>()...)`).
        if let Some(p) = params.last().copied().filter(|p| self.pack_params.contains(p) && args.len() + 1 == params.len()) {
            let (name, pos) = {
                let pe = self.sema.il.entity(p);
                (pe.name.clone(), pe.pos)
            };
            let kind = self.sema.il.entity(p).kind.clone();
            let alias = match kind {
                _ if name.is_empty() => None,
                EntityKind::TemplateParam { is_type: true, .. } => {
                    let t = self.sema.il.intern(TypeKind::TemplateParam(p));
                    Some(self.sema.new_entity(name.clone(), EntityKind::Typedef(t), pos, None))
                }
                // (A constant pack given nothing: `Sum<Ns...>` in the
                // instance of `Sum<N, Ns...>` for `Sum<5>`.)
                EntityKind::TemplateParam { is_type: false, .. } => Some(self.sema.new_entity(name.clone(), kind, pos, None)),
                _ => None,
            };
            if let Some(alias) = alias {
                self.sema.il.pack_lengths.insert(alias, 0);
                self.pack_elements.insert(alias, Vec::new());
                self.sema.bind_template_param(&name, alias);
            }
        }
    }

    /// One binding per element of template parameter pack `p` (bound to
    /// `elems`): a typedef of a type, a parameter bound to a value.
    fn pack_element_aliases(&mut self, p: EntityId, elems: &[TemplateArg]) -> Vec<EntityId> {
        let (name, pos, kind) = {
            let pe = self.sema.il.entity(p);
            (pe.name.clone(), pe.pos, pe.kind.clone())
        };
        let mut out = Vec::new();
        for a in elems {
            let alias = match a {
                TemplateArg::Type(t) => self.sema.new_entity(name.clone(), EntityKind::Typedef(*t), pos, None),
                _ => self.sema.new_entity(name.clone(), kind.clone(), pos, None),
            };
            self.arg_bindings.insert(alias, *a);
            out.push(alias);
        }
        out
    }

    /// Where the pattern starting at token `from` ends when it is followed
    /// by `...` (the index of the `...`): the pattern runs to the first
    /// `,` `)` `]` `}` or `;` outside brackets.
    pub(crate) fn expansion_ellipsis(&self, from: usize) -> Option<usize> {
        let mut depth = 0u32;
        let mut k = from;
        while let Some(t) = self.toks.get(k) {
            match t.kind {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace if depth > 0 => depth -= 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace | TokenKind::Comma | TokenKind::Semi if depth == 0 => break,
                TokenKind::Semi => return None,
                _ => {}
            }
            k += 1;
        }
        (k > from + 1 && self.toks.get(k - 1).is_some_and(|t| t.kind == TokenKind::Ellipsis)).then(|| k - 1)
    }

    /// In an instantiation: the bound packs named in tokens `from..to`
    /// (name, elements) and their length; `None` when none is named.
    pub(crate) fn packs_named_in(&self, from: usize, to: usize) -> Option<(Vec<(String, Vec<EntityId>)>, usize)> {
        if self.pack_elements.is_empty() {
            return None;
        }
        let mut packs: Vec<(String, Vec<EntityId>)> = Vec::new();
        for k in from..to {
            let Some(t) = self.toks.get(k) else { break };
            if t.kind != TokenKind::Ident {
                continue;
            }
            // (`x.args` names a member, not the pack.)
            if k > from && self.toks.get(k - 1).is_some_and(|p| matches!(p.kind, TokenKind::Dot | TokenKind::Arrow)) {
                continue;
            }
            let name = self.text_of(*t);
            let Some(e) = self.sema.lookup(name).and_then(|v| v.first().copied()) else { continue };
            let Some(elems) = self.pack_elements.get(&e) else { continue };
            if !packs.iter().any(|(n, _)| n == name) {
                packs.push((String::from(name), elems.clone()));
            }
        }
        let n = packs.first()?.1.len();
        Some((packs, n))
    }

    /// Run `f` with each pack name of `packs` bound to its element `k`.
    pub(crate) fn with_pack_element<T>(&mut self, packs: &[(String, Vec<EntityId>)], k: usize, f: impl FnOnce(&mut Self) -> T) -> T {
        self.sema.push_scope(ScopeKind::Template, None);
        for (name, elems) in packs {
            if let Some(e) = elems.get(k) {
                self.sema.bind_template_param(name, *e);
            }
        }
        let r = f(self);
        self.sema.pop_scope();
        r
    }

    pub(crate) fn save_for_instantiation(&mut self) -> InstState<'a> {
        InstState {
            i: self.i,
            access: self.current_access,
            deferred: core::mem::take(&mut self.deferred_bodies),
            pending: self.pending_template_params.take(),
            locals: core::mem::take(&mut self.function_locals),
            loop_depth: core::mem::replace(&mut self.loop_depth, 0),
            switches: core::mem::take(&mut self.switches),
            labels: core::mem::take(&mut self.labels_defined),
            gotos: core::mem::take(&mut self.gotos),
            routine: self.sema.current_routine.take(),
            extern_c: core::mem::replace(&mut self.sema.extern_c, super::ExternC::No),
            conversion: self.conversion_type.take(),
            in_args: core::mem::replace(&mut self.in_template_args, false),
            _p: core::marker::PhantomData,
        }
    }

    pub(crate) fn restore_after_instantiation(&mut self, s: InstState<'a>) {
        self.i = s.i;
        self.current_access = s.access;
        self.deferred_bodies = s.deferred;
        self.pending_template_params = s.pending;
        self.function_locals = s.locals;
        self.loop_depth = s.loop_depth;
        self.switches = s.switches;
        self.labels_defined = s.labels;
        self.gotos = s.gotos;
        self.sema.current_routine = s.routine;
        self.sema.extern_c = s.extern_c;
        self.conversion_type = s.conversion;
        self.in_template_args = s.in_args;
    }

    /// `: [virtual] [access] base, …` of class `cls` (cursor at `:`).
    pub fn base_clause(&mut self, cls: EntityId) {
        self.bump(); // :
        let mut bases: Vec<BaseSpec> = Vec::new();
        loop {
            let mut access = None;
            let mut is_virtual = false;
            loop {
                match self.kw() {
                    Some(Kw::Virtual) => is_virtual = true,
                    Some(Kw::Public) => access = Some(Access::Public),
                    Some(Kw::Protected) => access = Some(Access::Protected),
                    Some(Kw::Private) => access = Some(Access::Private),
                    _ => break,
                }
                self.bump();
            }
            let start = self.i;
            let ds = self.decl_specifiers(Context::Block);
            if !ds.any {
                self.expected("a class or struct name");
                while !self.at_eof() && !self.at(TokenKind::LBrace) {
                    self.bump();
                }
                break;
            }
            let ty = self.spec_type(&ds);
            // In an instantiation a base pack expansion (`: Bases...`)
            // names one base per element of the bound pack.
            let expanded = if self.at(TokenKind::Ellipsis) { self.packs_named_in(start, self.i) } else { None };
            let tys = match expanded {
                Some((packs, n)) => {
                    let ell = self.i;
                    let mut tys = Vec::new();
                    for k in 0..n {
                        self.i = start;
                        tys.push(self.with_pack_element(&packs, k, |p| {
                            let ds = p.decl_specifiers(Context::Block);
                            p.spec_type(&ds)
                        }));
                    }
                    self.i = ell;
                    tys
                }
                // (In the template the base stays the expansion.)
                None if self.at(TokenKind::Ellipsis) => alloc::vec![self.sema.il.intern(TypeKind::PackExpansion(ty))],
                None => alloc::vec![ty],
            };
            for ty in tys {
                let class = match self.sema.kind(ty) {
                    TypeKind::Class(c) => Some(*c),
                    _ => None,
                };
                // A base must be complete: a specialization only named so far
                // (a function's return type seen through `decltype`) is
                // instantiated now.
                if let Some(c) = class {
                    self.complete_if_named_early(c);
                    self.note_layout_need(ty);
                }
                bases.push(BaseSpec { ty, class, access, is_virtual });
            }
            self.eat(TokenKind::Ellipsis);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.sema.il.class_bases.insert(cls, bases);
    }
}

/// Parser state saved around an instantiation (which parses elsewhere).
pub struct InstState<'a> {
    i: usize,
    access: Access,
    deferred: Vec<(EntityId, DeclId, usize)>,
    pending: Option<Vec<EntityId>>,
    locals: Vec<EntityId>,
    loop_depth: u32,
    switches: Vec<super::SwitchLabels>,
    labels: Vec<String>,
    gotos: Vec<(String, crate::lex::Token)>,
    routine: Option<EntityId>,
    extern_c: super::ExternC,
    conversion: Option<TypeId>,
    in_args: bool,
    _p: core::marker::PhantomData<&'a ()>,
}

/// More instances than this in one translation unit are not given bodies
/// (a guard against runaway instantiation; real programs stay far below).
const MAX_FUNCTION_INSTANCES: usize = 20_000;

/// The function template instances a body uses that have no body yet.
struct InstanceUses<'i, 'a> {
    il: &'i Il<'a>,
    /// Instances used, with where.
    found: Vec<(EntityId, crate::source::Pos)>,
}

impl<'i, 'a> InstanceUses<'i, 'a> {
    /// The constructors a constructor runs for its bases and members
    /// (written or default) and its members' default initializers.
    fn ctor_inits(&mut self, ctor: EntityId) {
        let il = self.il;
        let Some(inits) = il.ctor_inits(ctor) else { return };
        let at = il.entities.get(ctor.0 as usize).map(|x| x.pos).unwrap_or_default();
        for init in inits {
            match init {
                CtorInit::Default { ctor: k, .. } => self.note(k, at),
                CtorInit::MemberDefault { init, .. } => walk_init(il, &init, self),
                CtorInit::Written(mi) => {
                    let class = match il.entities.get(mi.member.0 as usize).map(|x| &x.kind) {
                        Some(EntityKind::Class(_)) => Some(mi.member),
                        Some(EntityKind::Field(f)) => match il.ty(il.canonical(f.ty)) {
                            TypeKind::Class(c) => Some(*c),
                            _ => None,
                        },
                        _ => None,
                    };
                    let Some(EntityKind::Class(ci)) = class.and_then(|c| il.entities.get(c.0 as usize)).map(|x| &x.kind) else { continue };
                    // The constructor taking as many arguments (a single
                    // candidate of that arity).
                    let n = mi.args.len();
                    let mut fits = ci.members.iter().copied().filter(|m| {
                        matches!(il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.special == SpecialMember::Constructor && r.template_params.is_empty() && r.params.len() == n)
                    });
                    if let (Some(k), None) = (fits.next(), fits.next()) {
                        self.note(k, at);
                    }
                }
            }
        }
    }

    fn note(&mut self, e: EntityId, at: crate::source::Pos) {
        if let Some(EntityKind::Routine(r)) = self.il.entities.get(e.0 as usize).map(|x| &x.kind) {
            if r.instance_of.is_some() && r.body.is_none() {
                self.found.push((e, at));
            }
        }
    }
}

impl<'i, 'a> Visit<'a> for InstanceUses<'i, 'a> {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        match &e.kind {
            ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } | ExprKind::Member { member: id, .. } => self.note(*id, e.pos),
            ExprKind::Construct { ctor: Some(c), .. } => self.note(*c, e.pos),
            _ => {}
        }
        true
    }
}

/// EDG's limit on nested instantiations (`f<N>` instantiating `f<N+1>` …):
/// the instance at this depth is "excessive recursion".
const MAX_INSTANTIATION_CHAIN: u32 = 200;

impl<'a, 'o> Parser<'a, 'o> {
    /// Give the function template instances that code uses their bodies,
    /// as EDG does at the end of the translation unit: the template's
    /// body is parsed again with its parameters bound to the arguments, in
    /// the scope of the template's namespace. Uses are found in the bodies
    /// and initializers outside templates, then in the new bodies (an
    /// instance using another). Only instances that can run on the device
    /// are made: the device code prints them, and the host compiler
    /// instantiates host templates itself.
    pub fn instantiate_function_bodies(&mut self) {
        if self.sema.pass != crate::diag::Pass::Device {
            return;
        }
        let pending = {
            let il = &self.sema.il;
            let mut uses = InstanceUses { il, found: Vec::new() };
            for (i, ent) in il.entities.iter().enumerate() {
                if il.in_template(EntityId(i as u32)) {
                    continue;
                }
                match &ent.kind {
                    EntityKind::Routine(r) => {
                        for mi in r.mem_inits.iter() {
                            for a in mi.args.iter() {
                                walk_expr(il, a, &mut uses);
                            }
                        }
                        if let Some(b) = r.body {
                            uses.ctor_inits(EntityId(i as u32));
                            walk_stmt(il, b, &mut uses);
                        }
                    }
                    EntityKind::Variable(v) if !v.is_local => {
                        if let Some(init) = &v.init {
                            walk_init(il, init, &mut uses);
                        }
                    }
                    _ => {}
                }
            }
            uses.found
        };
        // Explicit instantiations are made whether used or not.
        // Each pending instance with where it is used and the chain of
        // instantiations that led there (outermost first: instance, line).
        type Chain = alloc::rc::Rc<Vec<(EntityId, u32)>>;
        let mut roots: Vec<(EntityId, crate::source::Pos, Chain)> = self
            .explicit_instances
            .iter()
            .map(|e| (*e, self.sema.il.entity(*e).pos, Chain::default()))
            .collect();
        roots.extend(pending.into_iter().map(|(e, at)| (e, at, Chain::default())));
        let mut pending = roots;
        pending.reverse();
        let mut done: alloc::collections::BTreeSet<EntityId> = alloc::collections::BTreeSet::new();
        while let Some((inst, at, chain)) = pending.pop() {
            if done.len() >= MAX_FUNCTION_INSTANCES || self.aborted {
                break;
            }
            if chain.len() as u32 >= MAX_INSTANTIATION_CHAIN {
                if !done.contains(&inst) {
                    self.excessive_instantiation(inst, at, &chain);
                }
                break;
            }
            let before = self.sema.diags.len();
            if !done.insert(inst) {
                continue;
            }
            let made = self.instantiate_function_body(inst);
            // A failed static assertion in the instance is shown with its
            // source line and the instantiation that led there.
            if self.sema.diags.len() > before {
                let mut lines: Vec<String> = Vec::new();
                for (e, line) in chain.iter().copied().chain(core::iter::once((inst, self.sema.location_of(at).line))).collect::<Vec<_>>().into_iter().rev() {
                    lines.push(alloc::format!("instantiation of \"{}\" at line {}", self.instance_description(e, true), line));
                }
                for d in self.sema.diags[before..].iter_mut() {
                    if d.number != 1574 || !d.context.is_empty() {
                        continue;
                    }
                    d.caret = Some(true);
                    if lines.len() == 1 {
                        d.context.push(alloc::format!("detected during {}", lines[0]));
                    } else {
                        d.context.push(String::from("detected during:"));
                        d.context.extend(lines.iter().map(|l| alloc::format!("  {}", l)));
                    }
                }
            }
            if !made {
                continue;
            }
            let il = &self.sema.il;
            let mut uses = InstanceUses { il, found: Vec::new() };
            if let Some(EntityKind::Routine(r)) = il.entities.get(inst.0 as usize).map(|x| &x.kind) {
                for mi in r.mem_inits.iter() {
                    for a in mi.args.iter() {
                        walk_expr(il, a, &mut uses);
                    }
                }
                if let Some(b) = r.body {
                    uses.ctor_inits(inst);
                    walk_stmt(il, b, &mut uses);
                }
            }
            // Depth first: an instance's uses are made before its siblings.
            let mut next: Vec<(EntityId, u32)> = (*chain).clone();
            next.push((inst, at.line));
            let next = Chain::new(next);
            pending.extend(uses.found.into_iter().rev().map(|(e, p)| (e, p, next.clone())));
        }
    }

    /// EDG's error for runaway instantiation, with the instantiation
    /// contexts (innermost first; the middle ones elided past ten).
    fn excessive_instantiation(&mut self, inst: EntityId, at: crate::source::Pos, chain: &[(EntityId, u32)]) {
        let what = self.instance_description(inst, false);
        let before = self.sema.diags.len();
        self.sema.error_at_pos(at, 0, alloc::format!("excessive recursion at instantiation of function \"{}\"", what));
        if self.sema.diags.len() == before {
            return;
        }
        let mut lines: Vec<String> = Vec::new();
        let n = chain.len();
        for (k, (e, line)) in chain.iter().rev().enumerate() {
            if n > 10 && k == 5 {
                lines.push(alloc::format!("  [ {} instantiation contexts not shown ]", n - 10));
            }
            if n > 10 && k >= 5 && k < n - 5 {
                continue;
            }
            lines.push(alloc::format!("  instantiation of \"{}\" at line {}", self.instance_description(*e, true), line));
        }
        if let Some(d) = self.sema.diags.last_mut() {
            d.caret = Some(true);
            d.severity = crate::diag::Severity::Error;
            d.context.push(String::from("detected during:"));
            d.context.extend(lines);
        }
    }

    /// `f<N>() [with N=200]`: a function template instance as EDG names it
    /// in instantiation diagnostics.
    fn instance_description(&self, inst: EntityId, with_ret: bool) -> String {
        let Some(EntityKind::Routine(r)) = self.sema.il.entities.get(inst.0 as usize).map(|x| &x.kind) else { return String::new() };
        let Some((tmpl, args)) = r.instance_of.clone() else { return self.sema.il.entity(inst).name.clone() };
        let Some(EntityKind::Routine(t)) = self.sema.il.entities.get(tmpl.0 as usize).map(|x| &x.kind) else { return String::new() };
        let names: Vec<String> = t.template_params.iter().map(|p| self.sema.il.entity(*p).name.clone()).collect();
        let (params, ret): (Vec<String>, String) = match self.sema.il.ty(self.sema.il.canonical(t.ty)) {
            TypeKind::Function(f) => (f.params.iter().map(|p| self.sema.type_to_string(*p)).collect(), self.sema.type_to_string(f.ret)),
            _ => (Vec::new(), String::new()),
        };
        let ret = if with_ret && !ret.is_empty() { alloc::format!("{} ", ret) } else { String::new() };
        let with: Vec<String> = names
            .iter()
            .zip(args.iter())
            .map(|(n, a)| match a {
                TemplateArg::Type(t) => alloc::format!("{}={}", n, self.sema.type_to_string(*t)),
                TemplateArg::Value(v, _) => alloc::format!("{}={}", n, v),
                TemplateArg::Expr(_) => alloc::format!("{}=?", n),
            })
            .collect();
        alloc::format!("{}{}<{}>({}) [with {}]", ret, self.sema.il.entity(tmpl).name, names.join(", "), params.join(", "), with.join(", "))
    }

    /// A call to an instance whose return type is deduced (`auto f(T)`)
    /// needs that type now: its body is instantiated at the call, as EDG
    /// does, instead of at the end of the unit.
    pub(crate) fn deduce_instance_return(&mut self, inst: EntityId) {
        if !self.sema.il.auto_return.contains(&inst) || self.in_template_definition() {
            return;
        }
        let pending = matches!(&self.sema.il.entity(inst).kind, EntityKind::Routine(r) if r.instance_of.is_some() && r.body.is_none());
        if pending {
            self.instantiate_function_body(inst);
        }
    }

    /// Parse the body of function template instance `inst`; whether it was
    /// given one.
    fn instantiate_function_body(&mut self, inst: EntityId) -> bool {
        let Some(EntityKind::Routine(ir)) = self.sema.il.entities.get(inst.0 as usize).map(|x| &x.kind) else { return false };
        // (Made already where its deduced return type was needed.)
        if ir.body.is_some() {
            return true;
        }
        let Some((tmpl, args)) = ir.instance_of.clone() else { return false };
        let Some((start, tparams)) = self.function_template_bodies.get(&tmpl).cloned() else { return false };
        let Some(EntityKind::Routine(tr)) = self.sema.il.entities.get(tmpl.0 as usize).map(|x| &x.kind) else { return false };
        // A host template is made too, the library's included: cicc
        // instantiates every used template, and what a host instance's
        // body names (a kernel it launches, classes, block typedefs,
        // libstdc++'s tag types and traits) is kept in device code.
        let tmpl_params = tr.params.clone();
        let definition = tr.definition;
        // (The arguments of a trailing pack are kept flat after the others.)
        let trailing_pack = tparams.last().is_some_and(|p| self.pack_params.contains(p));
        let fixed = if trailing_pack { tparams.len() - 1 } else { tparams.len() };
        if (args.len() != tparams.len() && !(trailing_pack && args.len() >= fixed))
            || tparams[..fixed].iter().any(|p| self.pack_params.contains(p))
            // (A class template bound to a template template parameter
            // names no dependent type.)
            || args.iter().enumerate().any(|(i, a)| !self.is_template_template_arg(tparams.get(i).copied(), a) && self.arg_is_dependent(a))
            || self.inst_depth >= MAX_INSTANTIATION_DEPTH
        {
            return false;
        }
        // The namespaces around the template, outermost first.
        let mut chain = Vec::new();
        let mut cur = self.sema.il.entity(tmpl).parent;
        for _ in 0..64 {
            let Some(c) = cur else { break };
            if matches!(self.sema.il.entity(c).kind, EntityKind::Namespace { .. }) {
                chain.push(c);
            }
            cur = self.sema.il.entity(c).parent;
        }
        chain.reverse();
        let state = self.save_for_instantiation();
        for ns in &chain {
            self.sema.reenter_namespace(*ns);
        }
        self.sema.push_scope(ScopeKind::Template, None);
        let args = self.instance_sugar.get(&inst).filter(|s| s.len() == args.len()).cloned().unwrap_or(args);
        // A member template of a class template instance: its body names
        // the enclosing class templates' parameters too.
        let owner = self.sema.il.entity(tmpl).parent;
        self.bind_enclosing_instance_args(owner);
        self.bind_template_args(&tparams, &args);
        // The instance's parameters: the template's, with their types
        // substituted.
        let mut params = Vec::new();
        for p in &tmpl_params {
            let (name, pos, parent, attrs, kind) = {
                let pe = self.sema.il.entity(*p);
                (pe.name.clone(), pe.pos, pe.parent, pe.attributes.clone(), pe.kind.clone())
            };
            let EntityKind::Variable(mut v) = kind else { continue };
            // A function parameter pack: one parameter per element of the
            // trailing pack, named `__<n>_<line>_<column>_<name>` (counting
            // down to 1) as cicc writes them; the pack's own name stands
            // for them in expansions.
            if trailing_pack && self.sema.il.pack_function_params.contains(p) {
                let pattern = match self.sema.il.ty(v.ty) {
                    TypeKind::PackExpansion(x) => *x,
                    _ => v.ty,
                };
                let elems: Vec<TemplateArg> = args.get(fixed..).unwrap_or(&[]).to_vec();
                let n = elems.len();
                let mut made = Vec::new();
                for (k, a) in elems.iter().enumerate() {
                    let mut one = args[..fixed].to_vec();
                    one.push(*a);
                    let mut ev = v.clone();
                    ev.ty = self.substitute(pattern, &tparams, &one, 0);
                    ev.declared_ty = None;
                    let ename = if name.is_empty() { String::new() } else { alloc::format!("__{}_{}_{}_{}", n - k, pos.phys_line + 1, pos.col, name) };
                    let parent = if parent == Some(tmpl) { Some(inst) } else { parent };
                    let e = self.sema.new_entity(ename, EntityKind::Variable(ev), pos, parent);
                    self.sema.il.entities[e.0 as usize].attributes = attrs.clone();
                    made.push(e);
                }
                params.extend(made.iter().copied());
                if made.is_empty() {
                    self.sema.il.empty_function_packs.push((inst, *p));
                }
                if !name.is_empty() {
                    let first_ty = made.first().and_then(|e| match &self.sema.il.entity(*e).kind {
                        EntityKind::Variable(x) => Some(x.ty),
                        _ => None,
                    });
                    let pack_var = Variable { is_param: true, ..Variable::local(first_ty.unwrap_or(self.sema.b.int)) };
                    let alias = self.sema.new_entity(name.clone(), EntityKind::Variable(pack_var), pos, None);
                    self.pack_elements.insert(alias, made);
                    self.sema.bind_template_param(&name, alias);
                }
                continue;
            }
            v.ty = self.substitute(v.ty, &tparams, &args, 0);
            v.declared_ty = v.declared_ty.map(|t| self.substitute(t, &tparams, &args, 0));
            let parent = if parent == Some(tmpl) { Some(inst) } else { parent };
            let e = self.sema.new_entity(name, EntityKind::Variable(v), pos, parent);
            self.sema.il.entities[e.0 as usize].attributes = attrs;
            params.push(e);
        }
        if let EntityKind::Routine(r) = &mut self.sema.il.entities[inst.0 as usize].kind {
            r.params = params;
            r.definition = definition;
        }
        self.inst_depth += 1;
        self.i = start;
        if self.enter() {
            self.function_body(inst, definition.unwrap_or(DeclId(0)));
            self.leave();
        }
        self.inst_depth -= 1;
        self.sema.pop_scope();
        for ns in chain.iter().rev() {
            self.sema.leave_namespace(*ns);
        }
        self.restore_after_instantiation(state);
        matches!(&self.sema.il.entity(inst).kind, EntityKind::Routine(r) if r.body.is_some())
    }
}

/// Equivalence of function template signatures ([temp.over.link]): two
/// declarations of a function template declare the same template only
/// when their return types, written in terms of their own template
/// parameters, are equivalent — `enable_if<C<T>::value, T>::type f(T)`
/// and `enable_if<!C<T>::value, T>::type f(T)` overload.
impl<'a, 'o> Parser<'a, 'o> {
    pub(crate) fn template_types_equivalent(&mut self, a: TypeId, b: TypeId, n: u32) -> bool {
        if a == b || n > 32 {
            return true;
        }
        let il = &self.sema.il;
        match (il.ty(a).clone(), il.ty(b).clone()) {
            (TypeKind::TemplateParam(x), TypeKind::TemplateParam(y)) => self.template_params_equivalent(x, y, n + 1),
            (TypeKind::Class(x), TypeKind::Class(y)) => self.classes_equivalent(x, y, n + 1),
            (TypeKind::Pointer(x), TypeKind::Pointer(y))
            | (TypeKind::LvalueRef(x), TypeKind::LvalueRef(y))
            | (TypeKind::RvalueRef(x), TypeKind::RvalueRef(y)) => self.template_types_equivalent(x, y, n + 1),
            (TypeKind::Qualified(x, p), TypeKind::Qualified(y, q)) => p == q && self.template_types_equivalent(x, y, n + 1),
            // Two specializations of one alias template are the same type
            // when their arguments are (`_Require< X>` / `_Require< Y>`:
            // two SFINAE overloads, even when substituting into the alias
            // leaves its arguments unexpanded).
            (TypeKind::Typedef(x), TypeKind::Typedef(y))
                if il.alias_instances.get(&x).zip(il.alias_instances.get(&y)).is_some_and(|(p, q)| p.0 == q.0) =>
            {
                let (Some((_, p)), Some((_, q))) = (il.alias_instances.get(&x).cloned(), il.alias_instances.get(&y).cloned()) else { return false };
                self.template_args_equivalent(&p, &q, n + 1)
            }
            (TypeKind::Typedef(_), _) | (_, TypeKind::Typedef(_)) => {
                let (ca, cb) = (il.canonical(a), il.canonical(b));
                (ca == a && cb == b) || self.template_types_equivalent(ca, cb, n + 1)
            }
            _ => self.sema.same_type(a, b),
        }
    }

    fn template_params_equivalent(&mut self, x: EntityId, y: EntityId, n: u32) -> bool {
        if x == y {
            return true;
        }
        let (dx, dy) = (self.sema.il.dependent_names.get(&x).cloned(), self.sema.il.dependent_names.get(&y).cloned());
        match (dx, dy) {
            (Some(dx), Some(dy)) => {
                if dx.name != dy.name || dx.template_kw != dy.template_kw {
                    return false;
                }
                let kinds = (self.sema.il.entity(dx.scope).kind.clone(), self.sema.il.entity(dy.scope).kind.clone());
                let scopes = match kinds {
                    (EntityKind::TemplateParam { .. }, EntityKind::TemplateParam { .. }) => {
                        self.template_params_equivalent(dx.scope, dy.scope, n + 1)
                    }
                    (EntityKind::Class(_), EntityKind::Class(_)) => self.classes_equivalent(dx.scope, dy.scope, n + 1),
                    _ => dx.scope == dy.scope,
                };
                let args = match (&dx.args, &dy.args) {
                    (Some(p), Some(q)) => self.template_args_equivalent(p, q, n + 1),
                    (None, None) => true,
                    _ => false,
                };
                scopes && args
            }
            (None, None) => match (&self.sema.il.entity(x).kind, &self.sema.il.entity(y).kind) {
                (EntityKind::TemplateParam { index: i, is_type: s, .. }, EntityKind::TemplateParam { index: j, is_type: t, .. }) => {
                    i == j && s == t
                }
                _ => false,
            },
            _ => false,
        }
    }

    fn classes_equivalent(&mut self, x: EntityId, y: EntityId, n: u32) -> bool {
        if x == y {
            return true;
        }
        match (self.sema.il.class_instances.get(&x).cloned(), self.sema.il.class_instances.get(&y).cloned()) {
            (Some((tx, ax)), Some((ty, ay))) => tx == ty && self.template_args_equivalent(&ax, &ay, n + 1),
            _ => false,
        }
    }

    fn template_args_equivalent(&mut self, p: &[TemplateArg], q: &[TemplateArg], n: u32) -> bool {
        p.len() == q.len()
            && p.iter().zip(q.iter()).all(|(a, b)| match (a, b) {
                (TemplateArg::Type(x), TemplateArg::Type(y)) => self.template_types_equivalent(*x, *y, n + 1),
                (TemplateArg::Value(v, _), TemplateArg::Value(w, _)) => v == w,
                (TemplateArg::Expr(i), TemplateArg::Expr(j)) => {
                    match (self.sema.il.template_arg_exprs.get(*i as usize).copied(), self.sema.il.template_arg_exprs.get(*j as usize).copied()) {
                        (Some(x), Some(y)) => self.exprs_equivalent(x, y, n + 1),
                        _ => true,
                    }
                }
                _ => false,
            })
    }

    /// Expressions written alike (template parameters compared by position).
    /// Only a difference seen for certain counts: forms not compared here
    /// are taken as equivalent.
    fn exprs_equivalent(&mut self, a: &'a Expr<'a>, b: &'a Expr<'a>, n: u32) -> bool {
        if n > 64 {
            return true;
        }
        // A value parameter bound to a still-dependent argument (an alias
        // template's `B` in `enable_if<B>::type`, bound to `C<T>::value`)
        // stands for that argument.
        let (a, b) = (self.bound_value_expr(a), self.bound_value_expr(b));
        if core::mem::discriminant(&a.kind) != core::mem::discriminant(&b.kind) {
            return false;
        }
        match (&a.kind, &b.kind) {
            (ExprKind::IntLit { value: x, .. }, ExprKind::IntLit { value: y, .. }) => x == y,
            (ExprKind::BoolLit(x), ExprKind::BoolLit(y)) => x == y,
            (ExprKind::Name(x), ExprKind::Name(y)) => self.expr_names_equivalent(*x, *y),
            (ExprKind::QualifiedName { entity: x, qualifier: p }, ExprKind::QualifiedName { entity: y, qualifier: q }) => {
                if !self.expr_names_equivalent(*x, *y) {
                    return false;
                }
                if p == q {
                    return true;
                }
                // Written differently: the same member of equivalent
                // scopes (`A< T> ::value` / `A< U> ::value` with `T`, `U`
                // at the same position), not of two different ones
                // (`and_< X> ::value` / `and_< Y, Z> ::value`).
                match (self.sema.il.entity(*x).parent, self.sema.il.entity(*y).parent) {
                    (Some(s), Some(t)) => s == t || self.classes_equivalent(s, t, n + 1) || self.template_params_equivalent(s, t, n + 1),
                    (None, None) => true,
                    _ => false,
                }
            }
            (ExprKind::Unary(o, x), ExprKind::Unary(p, y)) => o == p && self.exprs_equivalent(x, y, n + 1),
            (ExprKind::Binary(o, x1, x2), ExprKind::Binary(p, y1, y2)) => {
                o == p && self.exprs_equivalent(x1, y1, n + 1) && self.exprs_equivalent(x2, y2, n + 1)
            }
            (ExprKind::Cast { expr: x, .. }, ExprKind::Cast { expr: y, .. }) => self.exprs_equivalent(x, y, n + 1),
            (ExprKind::Cond(x1, x2, x3), ExprKind::Cond(y1, y2, y3)) => {
                self.exprs_equivalent(x1, y1, n + 1) && self.exprs_equivalent(x2, y2, n + 1) && self.exprs_equivalent(x3, y3, n + 1)
            }
            (ExprKind::Member { base: x, member: m, .. }, ExprKind::Member { base: y, member: k, .. }) => {
                self.expr_names_equivalent(*m, *k) && self.exprs_equivalent(x, y, n + 1)
            }
            _ => true,
        }
    }

    /// The expression a name bound to a value-dependent template argument
    /// stands for (itself otherwise).
    fn bound_value_expr(&self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        let mut e = e;
        for _ in 0..8 {
            let ExprKind::Name(x) = e.kind else { break };
            let Some(TemplateArg::Expr(i)) = self.arg_bindings.get(&x).copied() else { break };
            match self.sema.il.template_arg_exprs.get(i as usize).copied() {
                Some(y) => e = y,
                None => break,
            }
        }
        e
    }

    /// Names in two expressions naming alike: the same entity, template
    /// parameters at the same position, or entities of the same name.
    fn expr_names_equivalent(&self, x: EntityId, y: EntityId) -> bool {
        if x == y {
            return true;
        }
        let (ex, ey) = (self.sema.il.entity(x), self.sema.il.entity(y));
        match (&ex.kind, &ey.kind) {
            (EntityKind::TemplateParam { index: i, .. }, EntityKind::TemplateParam { index: j, .. }) => i == j,
            _ => ex.name == ey.name,
        }
    }
}

impl<'a, 'o> Parser<'a, 'o> {
    /// Whether substituting concrete `args` into function template
    /// `tmpl`'s signature fails (leaves a dependent type).
    pub(crate) fn substitution_fails(&mut self, tmpl: EntityId, args: &[TemplateArg]) -> bool {
        let (params, fty) = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => (r.template_params.clone(), r.ty),
            _ => return false,
        };
        let sugar = self.deduced_sugar.clone();
        let outer = core::mem::replace(&mut self.substitution_failed, false);
        let checking = core::mem::replace(&mut self.checking_substitution, true);
        self.substitute(fty, &params, args, 0);
        self.checking_substitution = checking;
        self.deduced_sugar = sugar;
        core::mem::replace(&mut self.substitution_failed, outer)
    }
}

/// An integer literal's value with its suffix as EDG writes constants
/// (`3ul` → `3UL`, `0x10` → `16`); `None` for other pp-numbers.
fn integer_spelling(text: &str) -> Option<String> {
    let clean: String = text.chars().filter(|c| *c != '\'').collect();
    let lower = clean.to_ascii_lowercase();
    let (radix, rest) = if let Some(r) = lower.strip_prefix("0x") {
        (16, r)
    } else if let Some(r) = lower.strip_prefix("0b") {
        (2, r)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    let end = rest.find(|c: char| !c.is_digit(radix)).unwrap_or(rest.len());
    let (digits, suffix) = rest.split_at(end);
    let suffix = match suffix {
        "" => "",
        "u" => "U",
        "l" => "L",
        "ul" | "lu" => "UL",
        "ll" => "LL",
        "ull" | "llu" => "ULL",
        _ => return None,
    };
    let value = u128::from_str_radix(if digits.is_empty() { "0" } else { digits }, radix).ok()?;
    Some(alloc::format!("{}{}", value, suffix))
}

/// The entities an expression names (variables, enumerators, members).
struct NamesUsed(Vec<EntityId>);

impl<'a> Visit<'a> for NamesUsed {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        match &e.kind {
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } | ExprKind::Member { member: x, .. } => self.0.push(*x),
            _ => {}
        }
        true
    }
}
