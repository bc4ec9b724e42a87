//! Function templates: parameter lists, dependent types, argument deduction
//! and instantiation records. (Class templates come with the C++ breadth
//! work.)

use super::decl::Context;
use super::declaration::Declared;
use super::Parser;
use crate::il::*;
use crate::lex::{Kw, TokenKind};
use crate::sema::ScopeKind;
use alloc::string::String;
use alloc::vec::Vec;

impl<'a, 'o> Parser<'a, 'o> {
    /// `template < params > declaration`.
    pub fn template_declaration(&mut self, ns: Option<EntityId>, ctx: Context, out: &mut Declared) {
        self.bump(); // template
        if !self.expect(TokenKind::Lt, "a \"<\"") {
            self.skip_declaration();
            return;
        }
        self.sema.push_scope(ScopeKind::Template, None);
        let mut params: Vec<EntityId> = Vec::new();
        while !self.at(TokenKind::Gt) && !self.at_eof() {
            let start = self.tok();
            let pos = self.pos_of(start);
            let index = params.len() as u32;
            let key = match self.kw() {
                Some(Kw::Class) => Some(TemplateParamKey::Class),
                Some(Kw::Typename) => Some(TemplateParamKey::Typename),
                _ => None,
            };
            let e = if let Some(key) = key {
                self.bump();
                self.eat(TokenKind::Ellipsis);
                let name = if self.at_name() {
                    let t = self.bump();
                    String::from(self.text_of(t))
                } else {
                    String::new()
                };
                let kind = EntityKind::TemplateParam { index, is_type: true, ty: None, default_type: None, key };
                let e = self.sema.new_entity(name.clone(), kind, pos, None);
                self.sema.bind_template_param(&name, e);
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
                let d = self.declarator(true, Context::Block);
                let ty = self.apply_ops(base, &d.ops);
                let name = d.name.clone().unwrap_or_default();
                let kind = EntityKind::TemplateParam { index, is_type: false, ty: Some(ty), default_type: None, key: TemplateParamKey::NonType };
                let e = self.sema.new_entity(name.clone(), kind, pos, None);
                self.sema.bind_template_param(&name, e);
                if self.eat(TokenKind::Assign) {
                    let _ = self.launch_arg_level();
                }
                e
            };
            params.push(e);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::Gt, "a \">\"");
        self.pending_template_params = Some(params);
        let before = self.sema.il.entities.len();
        let d = self.declaration(ns, ctx);
        out.decls.extend(d.decls);
        // A template that declared no routine (class templates etc.).
        if self.pending_template_params.take().is_some() && self.sema.il.entities.len() == before {
            // Nothing declared: tolerated.
        }
        self.sema.pop_scope();
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
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => {
                self.dependent_n(*x, n + 1)
            }
            TypeKind::Function(f) => self.dependent_n(f.ret, n + 1) || f.params.iter().any(|p| self.dependent_n(*p, n + 1)),
            TypeKind::Typedef(e) => match &self.sema.il.entity(*e).kind {
                EntityKind::Typedef(x) => self.dependent_n(*x, n + 1),
                _ => false,
            },
            _ => false,
        }
    }

    /// Deduce template arguments of `tmpl` from call arguments; `None` if
    /// deduction fails.
    pub fn deduce(&mut self, tmpl: EntityId, arg_types: &[TypeId]) -> Option<Vec<TemplateArg>> {
        let (params, fty) = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => (r.template_params.clone(), r.ty),
            _ => return None,
        };
        let f = match self.sema.kind(fty) {
            TypeKind::Function(f) => f.clone(),
            _ => return None,
        };
        let mut bound: Vec<Option<TypeId>> = alloc::vec![None; params.len()];
        for (i, a) in arg_types.iter().enumerate() {
            let Some(p) = f.params.get(i) else { break };
            // By-value parameters see the decayed, unqualified argument type.
            let a_adj = if self.sema.is_ref(*p) { *a } else {
                let d = self.decayed(*a);
                self.sema.unqualified(d)
            };
            if !self.deduce_one(*p, a_adj, &params, &mut bound, 0) {
                return None;
            }
        }
        let mut out = Vec::new();
        for (i, b) in bound.iter().enumerate() {
            match b {
                Some(t) => out.push(TemplateArg::Type(*t)),
                None => match params.get(i).map(|p| &self.sema.il.entity(*p).kind) {
                    Some(EntityKind::TemplateParam { default_type: Some(d), .. }) => out.push(TemplateArg::Type(*d)),
                    _ => return None,
                },
            }
        }
        Some(out)
    }

    fn deduce_one(&mut self, p: TypeId, a: TypeId, params: &[EntityId], bound: &mut [Option<TypeId>], n: u32) -> bool {
        if n > 32 {
            return false;
        }
        let pk = self.sema.il.ty(p).clone();
        match pk {
            TypeKind::TemplateParam(e) => {
                let Some(idx) = params.iter().position(|x| *x == e) else { return true };
                match bound[idx] {
                    None => {
                        bound[idx] = Some(a);
                        true
                    }
                    Some(prev) => self.sema.same_type(prev, a),
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
            _ => true,
        }
    }

    /// Substitute template arguments into a type.
    pub fn substitute(&mut self, t: TypeId, params: &[EntityId], args: &[TemplateArg], n: u32) -> TypeId {
        if n > 64 {
            return t;
        }
        match self.sema.il.ty(t).clone() {
            TypeKind::TemplateParam(e) => match params.iter().position(|x| *x == e).and_then(|i| args.get(i)) {
                Some(TemplateArg::Type(a)) => *a,
                _ => t,
            },
            TypeKind::Pointer(x) => {
                let y = self.substitute(x, params, args, n + 1);
                self.sema.ptr(y)
            }
            TypeKind::LvalueRef(x) => {
                let y = self.substitute(x, params, args, n + 1);
                self.sema.lref(y)
            }
            TypeKind::RvalueRef(x) => {
                let y = self.substitute(x, params, args, n + 1);
                self.sema.rref(y)
            }
            TypeKind::Array(x, b) => {
                let y = self.substitute(x, params, args, n + 1);
                self.sema.array(y, b)
            }
            TypeKind::Qualified(x, q) => {
                let y = self.substitute(x, params, args, n + 1);
                self.sema.qualified(y, q)
            }
            TypeKind::Function(f) => {
                let r = self.substitute(f.ret, params, args, n + 1);
                let ps: Vec<TypeId> = f.params.iter().map(|p| self.substitute(*p, params, args, n + 1)).collect();
                self.sema.func(r, ps, f.variadic, f.quals)
            }
            _ => t,
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
        let ty = self.substitute(fty, &params, &args, 0);
        routine.ty = ty;
        routine.template_params = Vec::new();
        routine.instance_of = Some((tmpl, args));
        routine.body = None;
        routine.definition = None;
        let ent = self.sema.il.entity(tmpl);
        let (name, pos, parent) = (ent.name.clone(), ent.pos, ent.parent);
        let e = self.sema.new_entity(name, EntityKind::Routine(routine), pos, parent);
        self.instances.push((key, e));
        e
    }

    /// Skip a default template argument expression (non-type parameter).
    fn launch_arg_level(&mut self) -> &'a Expr<'a> {
        self.binary_above_relational()
    }
}
