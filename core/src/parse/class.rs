//! Class and enum specifiers.

use super::decl::{Context, DeclSpec};
use super::declaration::Declared;
use super::Parser;
use crate::il::*;
use crate::lex::{Kw, TokenKind};
use crate::sema::ScopeKind;
use alloc::string::String;
use alloc::vec::Vec;

impl<'a, 'o> Parser<'a, 'o> {
    /// `struct|class|union [attrs] [name] [: bases] [{ members }]`.
    pub fn class_specifier(&mut self, ds: &mut DeclSpec, ctx: Context) -> TypeId {
        let kw = self.bump();
        let key = match self.text_of(kw) {
            "class" => ClassKey::Class,
            "union" => ClassKey::Union,
            _ => ClassKey::Struct,
        };
        let mut attrs: Vec<Attribute> = Vec::new();
        while self.at_kw(Kw::Attribute) || self.at_kw(Kw::Alignas) || (self.at(TokenKind::LBracket) && self.peek(1).kind == TokenKind::LBracket) {
            if self.at_kw(Kw::Attribute) {
                self.gnu_attributes(&mut attrs, None);
            } else if self.at_kw(Kw::Alignas) {
                // `alignas(N)`: an alignment kept as written (the layout
                // treats it as `aligned(N)`).
                let kw_pos = self.pos_of(self.tok());
                self.bump();
                if !self.expect(TokenKind::LParen, "a \"(\"") {
                    break;
                }
                let start = self.tok().start;
                let e = self.assignment_expression();
                let end = self.tok().start;
                self.expect(TokenKind::RParen, "a \")\"");
                let text = String::from(self.src.get(start as usize..end as usize).unwrap_or("").trim());
                let value = crate::sema::consteval::eval(&self.sema.il, e).map(|v| alloc::format!("{}", v.as_i128())).unwrap_or(text);
                attrs.push(Attribute { name: String::from("alignas"), args: Some(value), pos: kw_pos, name_pos: kw_pos, arg_pos: None, leading: false, std: false });
            } else {
                self.std_attributes(&mut attrs);
            }
        }
        let pos = self.pos_of(kw);
        let name_tok = self.tok();
        let mut name = if self.at_name() { { let t = self.bump(); String::from(self.text_of(t)) } } else { String::new() };
        // `class A::B {`: a member class (or a namespace member) defined
        // outside its enclosing class; `A`'s members are in scope in its body.
        let mut qualifier: Option<EntityId> = None;
        loop {
            if name.is_empty() || !matches!(self.kind(), TokenKind::ColonColon | TokenKind::Lt) {
                break;
            }
            let found = match qualifier {
                None => self.sema.lookup(&name).map(|v| v.to_vec()),
                Some(q) => self.sema.lookup_in(q, &name),
            };
            let Some(mut sc) = found.and_then(|v| {
                v.into_iter().find(|e| matches!(self.sema.il.entity(*e).kind, EntityKind::Class(_) | EntityKind::Namespace { .. }))
            }) else {
                break;
            };
            // `class X<T>::Nested {`: a member class of a class template.
            if self.at(TokenKind::Lt) {
                let Some(tmpl) = self.class_template_of(sc) else { break };
                let at = self.i;
                let args = self.template_argument_list();
                match args {
                    Some(args) if self.at(TokenKind::ColonColon) && self.peek(1).kind == TokenKind::Ident => {
                        let inst = self.instantiate_class(tmpl, args);
                        // `X<T>::` with X's own parameters: the template
                        // itself (the current instantiation), whose member
                        // class this defines.
                        sc = if self.is_current_instantiation_form(inst) && self.class_templates.contains_key(&tmpl) { tmpl } else { inst };
                    }
                    _ => {
                        self.i = at;
                        break;
                    }
                }
            }
            if !(self.at(TokenKind::ColonColon) && self.peek(1).kind == TokenKind::Ident) {
                break;
            }
            self.bump();
            let t = self.bump();
            name = String::from(self.text_of(t));
            qualifier = Some(sc);
        }
        if let Some(q) = qualifier {
            let member = self
                .sema
                .lookup_in(q, &name)
                .and_then(|v| v.into_iter().find(|e| matches!(self.sema.il.entity(*e).kind, EntityKind::Class(_))));
            if let Some(m) = member {
                if !self.at(TokenKind::Lt) {
                    return self.qualified_class_specifier(ds, ctx, key, q, m, attrs, kw);
                }
            }
        }
        // `X<args>`: a specialization of class template X.
        let mut spec: Option<(EntityId, Vec<TemplateArg>)> = None;
        if !name.is_empty() && self.at(TokenKind::Lt) {
            let tmpl = self.sema.lookup(&name).and_then(|v| v.first().copied()).and_then(|e| self.class_template_of(e));
            if let Some(tmpl) = tmpl {
                if let Some(args) = self.template_argument_list() {
                    spec = Some((tmpl, args));
                }
            }
        }
        // `final` after the class name.
        let is_final = self.at_name() && self.text() == "final" && matches!(self.peek(1).kind, TokenKind::LBrace | TokenKind::Colon);
        if is_final {
            self.bump();
        }
        let defines = self.at(TokenKind::LBrace) || self.at(TokenKind::Colon);
        if defines && !name.is_empty() {
            let np = self.pos_of(name_tok);
            self.sema.il.class_head_name_pos.insert(pos, np);
        }
        if let Some((tmpl, args)) = spec {
            return self.specialization_specifier(ds, ctx, key, name, name_tok, attrs, defines, tmpl, args);
        }
        // Find an existing tag: in this scope when defining, anywhere otherwise.
        let existing = if name.is_empty() {
            None
        } else if ds.is_friend && !defines && self.at(TokenKind::Semi) {
            self.sema.lookup_friend_tag(&name).or_else(|| self.sema.lookup_tag_local(&name))
        } else if defines || self.at(TokenKind::Semi) {
            self.sema.lookup_tag_local(&name)
        } else {
            self.sema.lookup_tag(&name)
        };
        let existing = existing.filter(|e| matches!(self.sema.il.entity(*e).kind, EntityKind::Class(_)));
        let ent = match existing {
            Some(e) => e,
            None => {
                let info = ClassInfo {
                    key,
                    complete: false,
                    members: Vec::new(),
                    size: 0,
                    align: 1,
                    anonymous: name.is_empty(),
                    member_decls: Vec::new(),
                    access_specs: Vec::new(),
                    template_params: Vec::new(),
                };
                let owner = self.sema.current_owner();
                let e = self.sema.new_entity(name.clone(), EntityKind::Class(info), pos, owner);
                if let (Context::Block, None, Some(r)) = (ctx, owner, self.sema.current_routine) {
                    self.sema.il.local_classes.insert(e, r);
                }
                if !name.is_empty() {
                    self.sema.bind_tag(&name, e);
                    let np = self.pos_of(name_tok);
                    self.sema.il.tag_name_pos.insert(e, np);
                    // `typedef struct X *T;`: first named inside another
                    // declaration's specifiers.
                    if !defines && !self.at(TokenKind::Semi) {
                        self.sema.il.tag_first_named_in_specifiers.insert(e);
                    }
                }
                e
            }
        };
        if is_final {
            self.sema.il.final_classes.insert(ent);
        }
        self.sema.il.entities[ent.0 as usize].attributes.extend(attrs);
        // A class template (declared or defined) takes the pending template
        // parameters (they must not leak to the first member function); an
        // elaborated reference (`struct X *p` in a function template's
        // parameters) leaves them to the declaration.
        let declares = defines || self.at(TokenKind::Semi);
        // (`template<class J> friend struct rev;` inside `rev<I>` finds the
        // injected name of the specialization: it declares the template,
        // not the specialization.)
        let names_specialization = !defines && self.sema.il.class_instances.contains_key(&ent);
        if let Some(tp) = if declares { self.pending_template_params.take() } else { None } {
            if (!tp.is_empty() || defines) && !names_specialization {
                let mut replaced: Option<Vec<EntityId>> = None;
                if let EntityKind::Class(ci) = &mut self.sema.il.entities[ent.0 as usize].kind {
                    if ci.template_params.is_empty() || defines {
                        replaced = Some(core::mem::replace(&mut ci.template_params, tp.clone()));
                    }
                }
                if let Some(old) = replaced {
                    self.inherit_param_defaults(&old, &tp);
                }
            }
            if defines {
                self.class_templates.insert(ent, self.i);
            }
        }
        if !defines {
            ds.tag_ref = Some(ent);
            return self.sema.il.intern(TypeKind::Class(ent));
        }
        if matches!(&self.sema.il.entity(ent).kind, EntityKind::Class(ci) if ci.complete) {
            let t = kw;
            let msg = alloc::format!("class \"{}\" has already been defined", name);
            self.sema.error_at(t, 101, msg);
        }
        if self.at(TokenKind::Colon) {
            self.base_clause(ent);
        }
        self.class_body(ent, key, ctx);
        self.finish_class_definition(ds, ent)
    }

    /// After a class body: the attributes written after its closing brace,
    /// its layout, and the defined type.
    fn finish_class_definition(&mut self, ds: &mut DeclSpec, ent: EntityId) -> TypeId {
        let mut tail: Vec<Attribute> = Vec::new();
        while self.at_kw(Kw::Attribute) {
            self.gnu_attributes(&mut tail, None);
        }
        self.sema.il.entities[ent.0 as usize].attributes.extend(tail);
        self.sema.layout_class(ent);
        ds.defined_tag = Some(ent);
        self.sema.il.intern(TypeKind::Class(ent))
    }

    /// `class A::B …` naming the existing member class `m` of `q`.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn qualified_class_specifier(
        &mut self,
        ds: &mut DeclSpec,
        ctx: Context,
        key: ClassKey,
        q: EntityId,
        m: EntityId,
        attrs: Vec<Attribute>,
        kw: crate::lex::Token,
    ) -> TypeId {
        if self.at_name() && self.text() == "final" && matches!(self.peek(1).kind, TokenKind::LBrace | TokenKind::Colon) {
            self.bump();
            self.sema.il.final_classes.insert(m);
        }
        self.sema.il.entities[m.0 as usize].attributes.extend(attrs);
        let defines = self.at(TokenKind::LBrace) || self.at(TokenKind::Colon);
        if !defines {
            ds.tag_ref = Some(m);
            return self.sema.il.intern(TypeKind::Class(m));
        }
        if matches!(&self.sema.il.entity(m).kind, EntityKind::Class(ci) if ci.complete) {
            let msg = alloc::format!("class \"{}\" has already been defined", self.sema.il.entity(m).name);
            self.sema.error_at(kw, 101, msg);
        }
        let pending = self.pending_template_params.take();
        // A member class of a class template defined outside it takes the
        // enclosing template's parameters (in scope while its body is
        // parsed); it is not a template of its own.
        let member_of_class = matches!(self.sema.il.entity(q).kind, EntityKind::Class(_));
        if let Some(tp) = pending.filter(|_| !member_of_class) {
            let mut old = Vec::new();
            if let EntityKind::Class(ci) = &mut self.sema.il.entities[m.0 as usize].kind {
                old = core::mem::replace(&mut ci.template_params, tp.clone());
            }
            self.inherit_param_defaults(&old, &tp);
            self.class_templates.insert(m, self.i);
        }
        if member_of_class {
            self.outside_member_classes.insert(m);
            if self.class_templates.contains_key(&q) {
                self.outside_member_class_bodies.insert(m, (key, self.i));
            }
        }
        let opened = member_of_class && self.enter_class_scope(q);
        if self.at(TokenKind::Colon) {
            self.base_clause(m);
        }
        self.class_body(m, key, ctx);
        if opened {
            self.sema.pop_scope();
        }
        self.finish_class_definition(ds, m)
    }

    /// `struct X<args> …`: an explicit or partial specialization, or a
    /// reference to a specialization. Kept out of `class_specifier` so
    /// nested class definitions use small stack frames.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn specialization_specifier(
        &mut self,
        ds: &mut DeclSpec,
        ctx: Context,
        key: ClassKey,
        name: String,
        name_tok: crate::lex::Token,
        attrs: Vec<Attribute>,
        defines: bool,
        tmpl: EntityId,
        args: Vec<TemplateArg>,
    ) -> TypeId {
        let pending = self.pending_template_params.take();
        let ent = match (&pending, defines) {
            (Some(ps), true) if !ps.is_empty() => {
                // A partial specialization: a class template of its own,
                // chosen by matching its argument pattern.
                let info = ClassInfo {
                    key,
                    complete: false,
                    members: Vec::new(),
                    size: 0,
                    align: 1,
                    anonymous: false,
                    member_decls: Vec::new(),
                    access_specs: Vec::new(),
                    template_params: ps.clone(),
                };
                let owner = self.sema.current_owner();
                let e = self.sema.new_entity(name.clone(), EntityKind::Class(info), self.pos_of(name_tok), owner);
                self.sema.il.class_instances.insert(e, (tmpl, args.clone()));
                self.partial_specs.push(super::template::PartialSpec {
                    tmpl,
                    params: ps.clone(),
                    pattern: args,
                    body: self.i,
                    entity: Some(e),
                });
                e
            }
            (Some(_), true) => {
                // An explicit specialization: defined here.
                let params = match &self.sema.il.entity(tmpl).kind {
                    EntityKind::Class(ci) => ci.template_params.clone(),
                    _ => Vec::new(),
                };
                let _ = params;
                let probe = self.instantiate_class_shell(tmpl, args);
                self.sema.il.explicit_specializations.insert(probe);
                probe
            }
            _ => self.instantiate_class(tmpl, args),
        };
        self.sema.il.entities[ent.0 as usize].attributes.extend(attrs);
        if !defines {
            ds.tag_ref = Some(ent);
            return self.sema.il.intern(TypeKind::Class(ent));
        }
        if self.at(TokenKind::Colon) {
            self.base_clause(ent);
        }
        self.class_body(ent, key, ctx);
        let mut tail: Vec<Attribute> = Vec::new();
        while self.at_kw(Kw::Attribute) {
            self.gnu_attributes(&mut tail, None);
        }
        self.sema.il.entities[ent.0 as usize].attributes.extend(tail);
        self.sema.layout_class(ent);
        ds.defined_tag = Some(ent);
        return self.sema.il.intern(TypeKind::Class(ent));
        }

    pub fn class_body(&mut self, ent: EntityId, key: ClassKey, ctx: Context) {
        // A class definition nested in the source costs about two ordinary
        // nesting levels of stack (declaration, specifiers, class specifier
        // and body frames: some 5 KiB): it is charged one more level.
        let charged = self.inst_depth == 0;
        if charged && !self.enter() {
            return;
        }
        self.class_body_inner(ent, key, ctx);
        if charged {
            self.leave();
        }
    }

    fn class_body_inner(&mut self, ent: EntityId, key: ClassKey, _ctx: Context) {
        if !self.expect(TokenKind::LBrace, "a \"{\"") {
            return;
        }
        let saved_access = self.current_access;
        let saved_deferred = core::mem::take(&mut self.deferred_bodies);
        self.current_access = if key == ClassKey::Class { Access::Private } else { Access::Public };
        self.sema.push_scope(ScopeKind::Class, Some(ent));
        // The injected class name.
        let name = self.sema.il.entity(ent).name.clone();
        self.sema.bind_tag(&name, ent);
        self.sema.bind_base_members(ent);
        while !self.at_eof() && !self.at(TokenKind::RBrace) {
            let before = self.i;
            match self.kw() {
                Some(Kw::Public) | Some(Kw::Private) | Some(Kw::Protected) if self.peek(1).kind == TokenKind::Colon => {
                    let a = match self.kw() {
                        Some(Kw::Public) => Access::Public,
                        Some(Kw::Private) => Access::Private,
                        _ => Access::Protected,
                    };
                    self.bump();
                    self.bump();
                    self.current_access = a;
                    if let EntityKind::Class(ci) = &mut self.sema.il.entities[ent.0 as usize].kind {
                        let at = ci.member_decls.len();
                        ci.access_specs.push((at, a));
                    }
                    continue;
                }
                _ => {}
            }
            if self.at(TokenKind::Pragma) {
                self.bump();
                continue;
            }
            let mut sink = Declared { decls: Vec::new() };
            let _ = &mut sink;
            self.declaration(None, Context::Class(ent));
            if self.i == before {
                self.bump();
            }
        }
        if self.inst_depth == 0 {
            let made = self.sema.il.entities.len() as u32;
            self.sema.il.class_done.entry(ent).or_insert(made);
        }
        self.expect(TokenKind::RBrace, "a \"}\"");
        if let EntityKind::Class(ci) = &mut self.sema.il.entities[ent.0 as usize].kind {
            ci.complete = true;
        }
        // Member function bodies see the complete class.
        let deferred = core::mem::replace(&mut self.deferred_bodies, saved_deferred);
        // A specialization made while one of its type arguments is still
        // being defined (`struct D : Base<D>`, CRTP): its member bodies
        // would see the incomplete class; they are parsed at the end of the
        // translation unit, as EDG instantiates them.
        let premature = self.sema.il.class_instances.get(&ent).is_some_and(|(_, args)| {
            args.iter().any(|a| match a {
                TemplateArg::Type(t) => self.is_incomplete_class(*t),
                _ => false,
            })
        });
        if premature && !deferred.is_empty() {
            self.late_member_bodies.push((ent, deferred));
            self.sema.pop_scope();
            self.current_access = saved_access;
            return;
        }
        // A nested class's member bodies wait for the outermost enclosing
        // class to be complete ([class.mem]/7: they are complete-class
        // contexts of it too).
        let n = self.sema.scopes.len();
        let in_incomplete_class = n >= 2
            && self.sema.scopes[n - 2].kind == ScopeKind::Class
            && self.sema.scopes[n - 2].owner.is_some_and(|o| matches!(&self.sema.il.entity(o).kind, EntityKind::Class(ci) if !ci.complete));
        if in_incomplete_class {
            self.deferred_bodies.extend(deferred);
            self.sema.pop_scope();
            self.current_access = saved_access;
            return;
        }
        let resume = self.i;
        for (routine, decl, at) in deferred {
            self.i = at;
            self.function_body(routine, decl);
        }
        self.i = resume;
        self.sema.pop_scope();
        self.current_access = saved_access;
    }

    /// A class type (possibly cv-qualified or a typedef) without its
    /// definition yet.
    fn is_incomplete_class(&self, t: TypeId) -> bool {
        let c = self.sema.il.canonical(t);
        let c = self.sema.unqualified(c);
        match self.sema.il.ty(c) {
            TypeKind::Class(e) => matches!(&self.sema.il.entity(*e).kind, EntityKind::Class(ci) if !ci.complete),
            _ => false,
        }
    }

    /// The member function bodies of specializations deferred by
    /// `class_body`, parsed in their class's scope with the template's
    /// parameters bound.
    pub fn parse_late_member_bodies(&mut self) {
        let late = core::mem::take(&mut self.late_member_bodies);
        for (inst, bodies) in late {
            let Some((tmpl, args)) = self.sema.il.class_instances.get(&inst).cloned() else { continue };
            let params = match &self.sema.il.entity(tmpl).kind {
                EntityKind::Class(ci) => ci.template_params.clone(),
                _ => continue,
            };
            let state = self.save_for_instantiation();
            let scopes = self.sema.enter_definition_context(Some(inst));
            self.sema.push_scope(ScopeKind::Template, None);
            self.bind_template_args(&params, &args);
            self.inst_depth += 1;
            for (routine, decl, at) in bodies {
                if self.aborted {
                    break;
                }
                self.i = at;
                if self.enter() {
                    self.function_body(routine, decl);
                    self.leave();
                }
            }
            self.inst_depth -= 1;
            self.sema.pop_scope();
            self.sema.leave_definition_context(scopes);
            self.restore_after_instantiation(state);
        }
    }

    /// `enum [class] [name] [: type] [{ enumerators }]`.
    pub fn enum_specifier(&mut self, ds: &mut DeclSpec) -> TypeId {
        let kw = self.bump();
        let scoped = self.eat_kw(Kw::Class) || self.eat_kw(Kw::Struct);
        let mut attrs: Vec<Attribute> = Vec::new();
        while self.at_kw(Kw::Attribute) {
            self.gnu_attributes(&mut attrs, None);
        }
        let pos = self.pos_of(kw);
        let name_tok = if self.at_name() { Some(self.bump()) } else { None };
        let name = name_tok.map(|t| String::from(self.text_of(t))).unwrap_or_default();
        let mut underlying = self.sema.b.uint;
        let mut fixed = false;
        let written_underlying = self.at(TokenKind::Colon);
        if self.at(TokenKind::Colon) {
            self.bump();
            let uds = self.decl_specifiers(Context::Block);
            underlying = self.spec_type(&uds);
            fixed = true;
        } else if scoped {
            underlying = self.sema.b.int;
            fixed = true;
        }
        let defines = self.at(TokenKind::LBrace);
        let existing = if name.is_empty() {
            None
        } else if defines {
            self.sema.lookup_tag_local(&name)
        } else {
            self.sema.lookup_tag(&name)
        };
        let existing = existing.filter(|e| matches!(self.sema.il.entity(*e).kind, EntityKind::Enum(_)));
        let ent = match existing {
            Some(e) => e,
            None => {
                let info = EnumInfo { underlying, scoped, fixed, written_underlying, enumerators: Vec::new(), complete: false };
                let owner = self.sema.current_owner();
                let e = self.sema.new_entity(name.clone(), EntityKind::Enum(info), pos, owner);
                if !name.is_empty() {
                    self.sema.bind_tag(&name, e);
                }
                if let Some(t) = name_tok {
                    let np = self.pos_of(t);
                    self.sema.il.tag_name_pos.insert(e, np);
                }
                e
            }
        };
        self.sema.il.entities[ent.0 as usize].attributes.extend(attrs);
        let ety = self.sema.il.intern(TypeKind::Enum(ent));
        if !defines {
            ds.tag_ref = Some(ent);
            return ety;
        }
        self.bump(); // {
        let mut next: i128 = 0;
        let mut list: Vec<EntityId> = Vec::new();
        let (mut min, mut max) = (0i128, 0i128);
        while self.at_name() {
            let t = self.bump();
            let ename = String::from(self.text_of(t));
            let mut init = None;
            if self.eat(TokenKind::Assign) {
                let e = self.conditional_expression();
                let int = self.sema.b.int;
                let e = if fixed { self.convert(e, underlying) } else { self.convert(e, int) };
                match self.const_int(e) {
                    Some(v) => next = v,
                    // Known at instantiation (`bool(_Sp::__value) || …`).
                    None if self.expr_is_value_dependent(e) => {}
                    None => {
                        self.sema.error_at(t, 28, String::from("expression must have a constant value"));
                    }
                }
                init = Some(e);
            }
            min = min.min(next);
            max = max.max(next);
            let en = Enumerator { value: next, init, enum_entity: ent };
            let epos = self.pos_of(t);
            let owner = if scoped { Some(ent) } else { self.sema.current_owner() };
            let id = self.sema.new_entity(ename.clone(), EntityKind::Enumerator(en), epos, owner);
            if !scoped {
                self.sema.bind(&ename, id);
            }
            list.push(id);
            next = next.wrapping_add(1);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "a \"}\"");
        if !fixed {
            // EDG: int when every value fits, else the first of unsigned
            // int, long, unsigned long that holds them all.
            let b = self.sema.b;
            underlying = if min >= i32::MIN as i128 && max <= i32::MAX as i128 {
                b.int
            } else if min >= 0 && max <= u32::MAX as i128 {
                b.uint
            } else if min >= i64::MIN as i128 && max <= i64::MAX as i128 {
                b.long
            } else {
                b.ulong
            };
        }
        if let EntityKind::Enum(ei) = &mut self.sema.il.entities[ent.0 as usize].kind {
            ei.enumerators = list;
            ei.complete = true;
            ei.underlying = underlying;
        }
        ds.defined_tag = Some(ent);
        ety
    }
}
