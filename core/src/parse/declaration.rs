//! Whole declarations: entity creation and redeclaration merging,
//! initializers, function definitions, CUDA declaration checks.

use super::decl::{Context, DeclOp, DeclSpec, Declarator, ExternC};
use super::Parser;
use crate::il::*;
use crate::lex::{Kw, Token, TokenKind};
use crate::sema::ScopeKind;
use alloc::string::String;
use alloc::vec::Vec;

/// What the caller should do with the declarations produced.
pub struct Declared {
    pub decls: Vec<DeclId>,
}

impl<'a, 'o> Parser<'a, 'o> {
    /// One declaration (statement). At file/namespace scope the declarations
    /// are appended to the source sequence; in a block they are returned; in
    /// a class they are added to the class.
    pub fn declaration(&mut self, ns: Option<EntityId>, ctx: Context) -> Declared {
        let mut out = Declared { decls: Vec::new() };
        if !self.enter() {
            self.skip_to_semi();
            return out;
        }
        self.declaration_inner(ns, ctx, &mut out);
        self.leave();
        out
    }

    fn declaration_inner(&mut self, ns: Option<EntityId>, ctx: Context, out: &mut Declared) {
        if self.at_kw(Kw::StaticAssert) {
            self.static_assert_decl(ns, ctx, out);
            return;
        }
        if self.at_kw(Kw::Using) {
            self.using_decl(ns, ctx, out);
            return;
        }
        // `__extension__ template<> …` (libstdc++'s __int128 traits): the
        // keyword only silences pedantic warnings.
        if self.at_kw(Kw::Extension) && self.kw_at(1) == Some(Kw::Template) {
            self.bump();
        }
        if self.at_kw(Kw::Template) {
            self.template_declaration(ns, ctx, out);
            return;
        }
        // `extern template class X<int>;` / `extern template R f<A>(…);`:
        // an explicit instantiation declaration.
        if self.at_kw(Kw::Extern) && self.kw_at(1) == Some(Kw::Template) && self.peek(2).kind != TokenKind::Lt {
            let kw = self.bump();
            let at = self.pos_of(kw);
            let outer = core::mem::replace(&mut self.extern_instantiation, Some(at));
            self.template_declaration(ns, ctx, out);
            self.extern_instantiation = outer;
            return;
        }
        if self.deduction_guide_ahead() {
            self.deduction_guide(ns, ctx, out);
            return;
        }
        let start = self.tok();
        let ds = self.decl_specifiers(ctx);
        let group = self.sema.group_counter;
        self.sema.group_counter += 1;

        if self.at(TokenKind::Semi) {
            self.bump();
            // `struct S { … };` / `enum E { … };` / `struct S;`
            // Explicitly instantiating an explicit specialization has no
            // effect: nothing is declared (nor printed).
            let no_effect = |p: &Self, tag: EntityId| p.in_explicit_instantiation && p.sema.il.explicit_specializations.contains(&tag);
            if let Some(tag) = ds.defined_tag.or(ds.tag_ref).filter(|t| !no_effect(self, *t)) {
                let ty = self.entity_type(tag);
                let pos = self.pos_of(start);
                let d = self.make_decl(tag, pos, &ds, ty, group, true, Vec::new(), None);
                self.sema.il.decls[d.0 as usize].defines_class = ds.defined_tag.is_some();
                self.place_decl(ns, ctx, d, out);
                if ds.defined_tag.is_some() && self.is_anonymous_aggregate(tag) {
                    let obj_pos = self.anonymous_aggregate(tag, ty, pos, &ds, ctx);
                    // `static union { … };` is printed from its object's
                    // position (the storage class is the object's).
                    if let (Some(p), Context::File, StorageClass::Static) = (obj_pos, ctx, ds.storage) {
                        self.sema.il.decls[d.0 as usize].pos = p;
                    }
                }
            } else if !ds.any {
                // A stray `;`.
            }
            return;
        }
        if !ds.any && !matches!(ctx, Context::Class(_)) {
            // No type: an expression or garbage at declaration level.
            // (`C::C(`, or a class template's `C<T>::C(` / `C<T>::~C(`.)
            let is_ctor_like = self.at_name()
                && (self.peek(1).kind == TokenKind::ColonColon
                    || (self.peek(1).kind == TokenKind::Lt
                        && self.template_id_end(1).is_some_and(|close| {
                            self.peek(close + 1).kind == TokenKind::ColonColon
                                && ((self.peek(close + 2).kind == TokenKind::Ident && self.text_of(self.peek(close + 2)) == self.text())
                                    || self.peek(close + 2).kind == TokenKind::Tilde)
                        })))
                || self.qualified_special_member_ahead();
            if !is_ctor_like {
                if self.at_name() {
                    let t = self.tok();
                    let msg = alloc::format!("this declaration has no storage class or type specifier");
                    self.sema.error_at(t, 77, msg);
                } else {
                    self.expected("a declaration");
                }
                self.skip_declaration();
                return;
            }
        }
        let base = self.spec_type(&ds);
        let mut first = true;
        loop {
            self.trailing_return = None;
            let d = self.declarator(false, ctx);
            // `auto f(…) -> T`: the trailing return type replaces `auto`;
            // without one the return type is deduced from the body.
            self.auto_return = ds.is_auto() && self.trailing_return.is_none() && d.function_params().is_some();
            self.decltype_auto_return = self.auto_return && ds.decltype_auto;
            self.trailing_written = ds.is_auto() && self.trailing_return.is_some();
            let base = self.trailing_return.take().unwrap_or(base);
            // `virtual f() = 0;`
            if d.function_params().is_some() && self.at(TokenKind::Assign) && self.peek(1).kind == TokenKind::Number && self.text_of(self.peek(1)) == "0" {
                self.bump();
                self.bump();
                self.pending_pure = true;
            }
            if d.name.is_none() && matches!(ctx, Context::Class(_)) && self.at(TokenKind::Colon) {
                // Unnamed bit-field: padding only.
                self.bump();
                let e = self.conditional_expression();
                let w = self.const_int(e).map(|v| v.max(0) as u32);
                let f = Field { ty: base, bit_width: w, offset: 0, is_mutable: false, init: None };
                let pos = self.pos_of(start);
                if let Context::Class(cls) = ctx {
                    let ent = self.sema.new_entity(String::new(), EntityKind::Field(f), pos, Some(cls));
                    let dd = self.make_decl(ent, pos, &ds, base, group, first, Vec::new(), None);
                    self.place_decl(ns, ctx, dd, out);
                }
                first = false;
                if self.eat(TokenKind::Comma) {
                    continue;
                }
                if !self.eat(TokenKind::Semi) {
                    self.expected("a \";\"");
                    self.skip_declaration();
                }
                return;
            }
            if d.name.is_none() {
                if !self.at_eof() {
                    self.expected("an identifier");
                }
                self.skip_declaration();
                return;
            }
            // Bit-field width.
            let mut d = d;
            if matches!(ctx, Context::Class(_)) && self.at(TokenKind::Colon) && d.function_params().is_none() {
                self.bump();
                let e = self.conditional_expression();
                d.bit_width = self.const_int(e).map(|v| v.max(0) as u32);
            }
            let is_func = d.function_params().is_some();
            if is_func && first && self.at_function_body() {
                self.function_definition(ns, ctx, &ds, base, d, group, out);
                return;
            }
            self.simple_declaration(ns, ctx, &ds, base, d, group, first, out);
            first = false;
            if self.eat(TokenKind::Comma) {
                continue;
            }
            if !self.eat(TokenKind::Semi) {
                self.expected("a \";\"");
                self.skip_declaration();
            }
            return;
        }
    }

    /// `[explicit] C(params) -> type;` with `C` naming a class template.
    fn deduction_guide_ahead(&self) -> bool {
        let mut k = self.i;
        if self.toks.get(k).is_some_and(|t| t.kind == TokenKind::Ident && self.text_of(*t) == "explicit") {
            k += 1;
        }
        let Some(name) = self.toks.get(k).filter(|t| t.kind == TokenKind::Ident) else { return false };
        if self.toks.get(k + 1).map(|t| t.kind) != Some(TokenKind::LParen) {
            return false;
        }
        let is_class_template = self.sema.lookup(self.text_of(*name)).is_some_and(|v| {
            v.iter().any(|e| matches!(&self.sema.il.entity(*e).kind, EntityKind::Class(ci) if !ci.template_params.is_empty()))
        });
        if !is_class_template {
            return false;
        }
        // The `->` after the matching `)`.
        let mut depth = 0u32;
        for (j, t) in self.toks.iter().enumerate().skip(k + 1) {
            match t.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return self.toks.get(j + 1).map(|t| t.kind) == Some(TokenKind::Arrow);
                    }
                }
                TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace => return false,
                _ => {}
            }
        }
        false
    }

    /// A deduction guide: a routine of its own (bound to no name: the
    /// name is the class template's), printed back as written
    /// (`box(T)->box< T> ;`, without `explicit`).
    fn deduction_guide(&mut self, ns: Option<EntityId>, ctx: Context, out: &mut Declared) {
        if self.at(TokenKind::Ident) && self.text() == "explicit" {
            self.bump();
        }
        self.trailing_return = None;
        let d = self.declarator(false, ctx);
        let ret = self.trailing_return.take();
        let (Some(ret), Some(name), Some(params), Some(name_tok)) = (ret, d.name.clone(), d.function_params().cloned(), d.name_tok) else {
            self.pending_template_params = None;
            self.skip_declaration();
            return;
        };
        if !self.eat(TokenKind::Semi) {
            self.expected("a \";\"");
            self.skip_declaration();
        }
        let ty = self.apply_ops(ret, &d.ops);
        let ds = DeclSpec::default();
        let owner = self.sema.current_owner();
        let linkage = self.linkage_for(&ds, ctx, ty, true);
        let routine = Routine {
            params: params.clone(),
            exec_space: ExecSpace::Host,
            linkage,
            template_params: self.pending_template_params.take().unwrap_or_default(),
            ..Routine::of_type(ty)
        };
        let name_pos = self.pos_of(name_tok);
        let e = self.sema.new_entity(name, EntityKind::Routine(routine), name_pos, owner);
        if matches!(ctx, Context::Class(_)) {
            self.sema.il.entities[e.0 as usize].access = self.current_access;
        }
        self.sema.il.deduction_guides.insert(e);
        self.record_written_fn_params(e, &d.ops, true);
        let group = self.sema.group_counter;
        self.sema.group_counter += 1;
        let dd = self.make_decl(e, name_pos, &ds, ty, group, true, params, None);
        self.sema.il.decls[dd.0 as usize].is_definition = false;
        self.place_decl(ns, ctx, dd, out);
    }

    /// A pure virtual function of `c` (or its bases) that `c` does not
    /// override (same name and parameter types).
    fn unoverridden_pure_virtual(&mut self, c: EntityId) -> Option<EntityId> {
        let mut chain: Vec<EntityId> = Vec::new();
        let mut stack = alloc::vec![(c, 0u32)];
        while let Some((x, depth)) = stack.pop() {
            if depth > 32 || chain.contains(&x) {
                continue;
            }
            chain.push(x);
            if let Some(bs) = self.sema.il.class_bases.get(&x) {
                for b in bs.iter().filter_map(|b| b.class) {
                    stack.push((b, depth + 1));
                }
            }
        }
        let pures: Vec<EntityId> = self.sema.il.virt_specifiers.iter().filter(|(_, v)| v.2).map(|(e, _)| *e).collect();
        for p in pures {
            let Some(owner) = self.sema.il.entity(p).parent else { continue };
            if !chain.contains(&owner) {
                continue;
            }
            let (pname, pty) = match &self.sema.il.entity(p).kind {
                EntityKind::Routine(r) => (self.sema.il.entity(p).name.clone(), r.ty),
                _ => continue,
            };
            // Overridden in a class below `owner` in the chain.
            let mut overridden = false;
            for cls in chain.clone() {
                if cls == owner || !self.sema.is_base_of(owner, cls, 0) {
                    continue;
                }
                let members = match &self.sema.il.entity(cls).kind {
                    EntityKind::Class(ci) => ci.members.clone(),
                    _ => Vec::new(),
                };
                for m in members {
                    if self.sema.il.entity(m).name != pname {
                        continue;
                    }
                    let mty = match &self.sema.il.entity(m).kind {
                        EntityKind::Routine(r) => r.ty,
                        _ => continue,
                    };
                    if self.same_params(mty, pty) && !self.sema.il.virt_specifiers.get(&m).is_some_and(|v| v.2) {
                        overridden = true;
                    }
                }
            }
            if !overridden {
                return Some(p);
            }
        }
        None
    }

    fn at_function_body(&self) -> bool {
        match self.kind() {
            TokenKind::LBrace => true,
            TokenKind::Colon => true,
            TokenKind::Assign => matches!(self.kw_at(1), Some(Kw::Default) | Some(Kw::Delete)),
            _ => self.at_kw(Kw::Try),
        }
    }

    /// Skip the rest of a declaration after an error.
    pub fn skip_declaration(&mut self) {
        self.skip_to_semi();
    }

    fn static_assert_decl(&mut self, ns: Option<EntityId>, ctx: Context, out: &mut Declared) {
        let kw = self.bump();
        let pos = self.pos_of(kw);
        if !self.expect(TokenKind::LParen, "a \"(\"") {
            self.skip_to_semi();
            return;
        }
        let e = self.assignment_expression();
        let mut msg: Option<String> = None;
        let mut written: Option<&'a str> = None;
        if self.eat(TokenKind::Comma) {
            if self.at(TokenKind::StringLit) {
                let t = self.bump();
                let s = self.text_of(t);
                written = Some(s);
                msg = Some(String::from(s));
                // Adjacent literals are one string (`"a" "b"` is `"ab"`).
                let mut joined = String::from(s);
                let mut pieces = 1;
                while self.at(TokenKind::StringLit) {
                    let t = self.bump();
                    let next = self.text_of(t);
                    if joined.ends_with('"') && next.starts_with('"') {
                        joined.pop();
                        joined.push_str(&next[1..]);
                    } else {
                        joined.push_str(next);
                    }
                    pieces += 1;
                }
                if pieces > 1 {
                    let text: &'a str = self.sema.il.arena.alloc_str(&joined);
                    written = Some(text);
                    msg = Some(joined);
                }
            }
        }
        self.expect(TokenKind::RParen, "a \")\"");
        self.expect(TokenKind::Semi, "a \";\"");
        // Kept in the IL where it was written: the `.int.c` re-emits it.
        let parent = match ctx {
            Context::Class(c) => Some(c),
            _ => None,
        };
        let ent = self.sema.new_entity(String::new(), EntityKind::StaticAssert { cond: e, message: written }, pos, parent);
        let group = self.sema.group_counter;
        self.sema.group_counter += 1;
        let void = self.sema.b.void;
        let ds = DeclSpec::default();
        let d = self.make_decl(ent, pos, &ds, void, group, true, Vec::new(), None);
        self.place_decl(ns, ctx, d, out);
        if let Some(v) = self.const_int(e) {
            if v == 0 {
                let m = match msg {
                    Some(s) => alloc::format!("static assertion failed with {}", s),
                    None => String::from("static assertion failed"),
                };
                self.sema.error_at(kw, 1574, m);
            }
        }
    }

    fn using_decl(&mut self, ns: Option<EntityId>, ctx: Context, out: &mut Declared) {
        let kw = self.bump();
        let pos = self.pos_of(kw);
        let at_ns_scope = matches!(ctx, Context::File);
        if self.eat_kw(Kw::Namespace) {
            // `using namespace n;`: make n's names visible here.
            let target = self.qualified_lookup().and_then(|v| v.first().copied());
            if let Some(t) = target {
                self.sema.using_directive(t);
                if at_ns_scope {
                    self.sema.push_seq(ns, SeqItem::Using { kind: UsingKind::Directive { target: t }, pos });
                } else if matches!(ctx, Context::Block) {
                    self.sema.il.block_usings.insert(pos, UsingKind::Directive { target: t });
                }
            }
            self.expect(TokenKind::Semi, "a \";\"");
            return;
        }
        // `using T = type;`, attributes possibly between the name and `=`
        // (`using T __attribute__((deprecated)) = type;`).
        let attributed = self.kw_at(1) == Some(Kw::Attribute)
            || (self.peek(1).kind == TokenKind::LBracket && self.peek(2).kind == TokenKind::LBracket);
        if self.at_name() && (self.peek(1).kind == TokenKind::Assign || attributed) {
            let name_tok = self.bump();
            let mut attrs: Vec<Attribute> = Vec::new();
            loop {
                if self.at_kw(Kw::Attribute) {
                    self.gnu_attributes(&mut attrs, None);
                } else if self.at(TokenKind::LBracket) && self.peek(1).kind == TokenKind::LBracket {
                    self.std_attributes(&mut attrs);
                } else {
                    break;
                }
            }
            self.expect(TokenKind::Assign, "a \"=\"");
            // `template<params> using A = type;`: an alias template, whose
            // type is parsed again for each argument list (see
            // `instantiate_alias`).
            let alias_params = self.pending_template_params.take().filter(|p| !p.is_empty());
            let type_start = self.i;
            let ds = self.decl_specifiers(ctx);
            let base = self.spec_type(&ds);
            let d = self.declarator(true, ctx);
            let ty = self.apply_ops(base, &d.ops);
            self.expect(TokenKind::Semi, "a \";\"");
            let name = String::from(self.text_of(name_tok));
            let pos = self.pos_of(kw);
            let owner = self.sema.current_owner();
            let e = self.sema.new_entity(name.clone(), EntityKind::Typedef(ty), pos, owner);
            if self.sema.scopes.last().is_some_and(|s| s.kind == crate::sema::ScopeKind::Block) {
                self.sema.il.block_typedefs.insert(e);
                if let Some(r) = self.sema.current_routine {
                    self.sema.il.typedef_routine.insert(e, r);
                }
            }
            self.sema.bind(&name, e);
            self.sema.il.entities[e.0 as usize].attributes = attrs;
            self.sema.il.alias_declarations.insert(e);
            if let Some(params) = alias_params {
                self.alias_templates.insert(e, (params, type_start));
            }
            let mut dsx = DeclSpec::default();
            dsx.storage = StorageClass::Typedef;
            let group = self.sema.group_counter;
            self.sema.group_counter += 1;
            let d = self.make_decl(e, pos, &dsx, ty, group, true, Vec::new(), None);
            self.place_decl(ns, ctx, d, out);
            return;
        }
        // `using ns::name;`: bring the name in.
        let (found, scope) = self.qualified_lookup_scoped();
        if let (Some(v), true) = (&found, at_ns_scope) {
            // A using-declaration naming a type or variable of this very
            // scope (`using std::div_t;` at file scope, where std's div_t
            // is `::div_t`) declares nothing: EDG drops it. Functions are
            // kept.
            let here = self.sema.current_owner();
            let redundant = v.first().is_some_and(|&e| {
                let ent = self.sema.il.entity(e);
                !matches!(ent.kind, EntityKind::Routine(_)) && ent.parent == here
            })
                // So does one whose qualifier names this very namespace
                // (`using std::wcstof;` inside `std`), functions too.
                || (here.is_some() && scope == here);
            if let (Some(&e), false) = (v.first(), redundant) {
                let name = self.sema.il.entity(e).name.clone();
                self.sema.push_seq(ns, SeqItem::Using { kind: UsingKind::Declaration { scope, name }, pos });
            }
        }
        // In a class or block it is kept where written (the `.int.c`
        // re-emits it).
        if let (Some(v), Context::Class(_) | Context::Block) = (&found, ctx) {
            if let Some(&e) = v.first() {
                let name = self.sema.il.entity(e).name.clone();
                let parent = match ctx {
                    Context::Class(c) => Some(c),
                    _ => None,
                };
                let u = self.sema.new_entity(name, EntityKind::UsingDeclaration { scope }, pos, parent);
                let group = self.sema.group_counter;
                self.sema.group_counter += 1;
                let void = self.sema.b.void;
                let ds = DeclSpec::default();
                let d = self.make_decl(u, pos, &ds, void, group, true, Vec::new(), None);
                self.place_decl(ns, ctx, d, out);
            }
        }
        if let Some(v) = found {
            if !matches!(ctx, Context::Class(_) | Context::Block) {
                let scope = self.sema.current_owner();
                self.sema.il.using_targets.extend(v.iter().map(|&target| UsingTarget { target, scope, pos }));
            }
            if let Context::Class(cls) = ctx {
                let fns: Vec<EntityId> = v.iter().copied().filter(|e| matches!(self.sema.il.entity(*e).kind, EntityKind::Routine(_))).collect();
                if !fns.is_empty() {
                    self.sema.il.class_using_members.entry(cls).or_default().extend(fns);
                }
            }
            // A member of a dependent base named in a class template is
            // itself dependent: kept as written (`(__value)`) until
            // instantiation, where the base is known.
            let dependent_scope = matches!(ctx, Context::Class(_))
                && scope.is_some_and(|sc| self.sema.il.class_instances.contains_key(&sc) && self.class_is_dependent(sc, 0));
            if dependent_scope {
                if let Some(&e) = v.first() {
                    let n = self.sema.il.entity(e).name.clone();
                    let kind = EntityKind::TemplateParam { index: u32::MAX, is_type: false, ty: None, default_type: None, key: TemplateParamKey::NonType };
                    let x = self.sema.new_entity(n.clone(), kind, pos, None);
                    self.sema.bind(&n, x);
                    if let Context::Class(cls) = ctx {
                        self.class_using_names.entry(cls).or_default().push(x);
                    }
                }
                self.expect(TokenKind::Semi, "a \";\"");
                return;
            }
            for e in v {
                let n = self.sema.il.entity(e).name.clone();
                self.sema.bind(&n, e);
                if let Context::Class(cls) = ctx {
                    self.class_using_names.entry(cls).or_default().push(e);
                }
            }
        }
        self.expect(TokenKind::Semi, "a \";\"");
    }

    /// Parse `[::]a::b::c` and look it up: each component in the scope the
    /// previous one named; the result is what the last one finds.
    pub(super) fn qualified_lookup(&mut self) -> Option<Vec<EntityId>> {
        self.qualified_lookup_scoped().0
    }

    /// [`Self::qualified_lookup`], with the scope the qualifier named
    /// (`None` for `::name` or an unqualified name).
    pub(super) fn qualified_lookup_scoped(&mut self) -> (Option<Vec<EntityId>>, Option<EntityId>) {
        let mut scope: Option<EntityId> = None;
        let mut named_scope: Option<EntityId> = None;
        let mut found: Option<Vec<EntityId>> = None;
        // `using typename X<T>::type;`
        self.eat_kw(Kw::Typename);
        // `using ::std::initializer_list;` inside `cuda::std`: a leading
        // `::` starts at the file scope, past any enclosing `std`.
        let mut global = self.at(TokenKind::ColonColon);
        while self.at_name() || self.at(TokenKind::ColonColon) || self.at_kw(Kw::Template) {
            if self.eat(TokenKind::ColonColon) || self.eat_kw(Kw::Template) {
                continue;
            }
            let t = self.bump();
            let s = self.text_of(t);
            named_scope = scope;
            found = match scope {
                None if global => self.sema.lookup_global(s),
                None => self.sema.lookup(s).map(|v| v.to_vec()),
                Some(sc) => self.sema.lookup_in(sc, s),
            };
            global = false;
            scope = found.as_ref().and_then(|v| v.first().copied());
            // `X<args>::`: a member of a class template specialization.
            if self.at(TokenKind::Lt) {
                if let Some(tmpl) = scope.and_then(|e| self.class_template_of(e)) {
                    if let Some(args) = self.template_argument_list() {
                        let inst = self.instantiate_class(tmpl, args);
                        scope = Some(inst);
                        found = Some(alloc::vec![inst]);
                    }
                }
            }
            // A typedef naming a class is that class as a scope.
            if let Some(EntityKind::Typedef(ty)) = scope.map(|e| &self.sema.il.entity(e).kind) {
                let c = self.sema.il.canonical(*ty);
                if let TypeKind::Class(x) | TypeKind::Enum(x) = self.sema.il.ty(c) {
                    scope = Some(*x);
                }
            }
        }
        (found, named_scope)
    }

    /// GNU `__mode__(m)` on an integer type: the integer of that width with
    /// the same signedness (`int __attribute__((__mode__(__word__)))` is
    /// `long` under LP64).
    fn apply_mode_attribute<'x>(&self, ty: TypeId, attrs: impl Iterator<Item = &'x Attribute>) -> TypeId {
        let Some(mode) = attrs.filter(|a| a.name.trim_matches('_') == "mode").last().and_then(|a| a.args.clone()) else { return ty };
        let TypeKind::Int(k) = self.sema.kind(ty).clone() else { return ty };
        let unsigned = matches!(k, IntKind::UChar | IntKind::UShort | IntKind::UInt | IntKind::ULong | IntKind::ULongLong | IntKind::UInt128 | IntKind::Bool);
        let b = &self.sema.b;
        let (s, u) = match mode.trim().trim_matches('_') {
            "QI" | "byte" => (b.schar, b.uchar),
            "HI" => (b.short, b.ushort),
            "SI" => (b.int, b.uint),
            "DI" | "word" | "pointer" => (b.long, b.ulong),
            "TI" => (b.int128, b.uint128),
            _ => return ty,
        };
        if unsigned { u } else { s }
    }

    /// A routine's asm label (`__asm__("name")`) names the entity: EDG
    /// prints it on every declaration of it, earlier ones included.
    fn share_asm_label(&mut self, dd: DeclId, label: Option<&'a str>) {
        let e = self.sema.il.decls[dd.0 as usize].entity;
        match label {
            Some(l) => {
                if self.asm_labels.insert(e, l).is_none() {
                    for x in self.sema.il.decls.iter_mut().filter(|x| x.entity == e) {
                        x.asm_label = Some(l);
                    }
                }
                self.sema.il.decls[dd.0 as usize].asm_label = Some(l);
            }
            None => self.sema.il.decls[dd.0 as usize].asm_label = self.asm_labels.get(&e).copied(),
        }
    }

    /// Build a `Decl` record.
    #[allow(clippy::too_many_arguments)]
    pub fn make_decl(
        &mut self,
        e: EntityId,
        pos: crate::source::Pos,
        ds: &DeclSpec,
        ty: TypeId,
        group: u32,
        first: bool,
        params: Vec<EntityId>,
        init: Option<Init<'a>>,
    ) -> DeclId {
        let extern_c = self.sema.extern_c != ExternC::No;
        let friend = ds.is_friend;
        // A variable defined with a class type needs the class complete.
        if matches!(&self.sema.il.entity(e).kind, EntityKind::Variable(v) if !v.is_param && !v.is_static_member) && ds.storage != StorageClass::Extern {
            self.note_completion_need(ty);
        }
        let d = self.sema.new_decl(Decl {
            entity: e,
            pos,
            storage: ds.storage,
            is_definition: false,
            params,
            exec_space: ds.exec_space(),
            extern_c,
            extern_c_direct: self.sema.extern_c == ExternC::Direct && !self.direct_linkage_in_c,
            extern_cpp_direct: self.direct_cpp_in_c,
            init,
            defines_class: false,
            group,
            first_in_group: first,
            ty,
            exception_spec: None,
            gnu_extension: ds.gnu_extension && first,
            asm_label: None,
            attributes: None,
        });
        if friend {
            self.sema.il.friend_decls.insert(d);
        }
        d
    }

    /// Put a declaration where it belongs for its context.
    /// `union { … };` (or GNU `struct { … };`) with no declarator: an
    /// anonymous aggregate, whose members are named in the enclosing scope.
    fn is_anonymous_aggregate(&self, tag: EntityId) -> bool {
        let ent = self.sema.il.entity(tag);
        ent.name.is_empty() && matches!(&ent.kind, EntityKind::Class(ci) if ci.anonymous && matches!(ci.key, ClassKey::Union | ClassKey::Struct))
    }

    /// An anonymous aggregate's unnamed object: a member of the enclosing
    /// class (laid out with it), or an unnamed variable of the enclosing
    /// block or namespace; its members' names are bound in the enclosing
    /// scope, those of nested anonymous aggregates included.
    fn anonymous_aggregate(&mut self, tag: EntityId, ty: TypeId, pos: crate::source::Pos, ds: &DeclSpec, ctx: Context) -> Option<crate::source::Pos> {
        let mut obj_pos = None;
        match ctx {
            Context::Class(cls) => {
                let f = Field { ty, bit_width: None, offset: 0, is_mutable: false, init: None };
                let e = self.sema.new_entity(String::new(), EntityKind::Field(f), pos, Some(cls));
                if let EntityKind::Class(ci) = &mut self.sema.il.entities[cls.0 as usize].kind {
                    ci.members.push(e);
                }
            }
            Context::Block | Context::File => {
                let mut v = Variable::local(ty);
                v.is_local = ctx == Context::Block;
                v.storage = ds.storage;
                if ctx == Context::File {
                    v.linkage = Linkage::Internal;
                }
                // The object is positioned at the declaration's `;`.
                let owner = self.sema.current_owner();
                let at = self.pos_of(self.prev_token());
                let e = self.sema.new_entity(String::new(), EntityKind::Variable(v), at, owner);
                self.sema.il.anonymous_objects.insert(tag, e);
                obj_pos = Some(at);
            }
        }
        let mut names: Vec<(String, EntityId)> = Vec::new();
        self.anonymous_member_names(tag, &mut names, 0);
        for (n, m) in names {
            self.sema.bind(&n, m);
        }
        obj_pos
    }

    fn anonymous_member_names(&self, cls: EntityId, out: &mut Vec<(String, EntityId)>, depth: u32) {
        let EntityKind::Class(ci) = &self.sema.il.entity(cls).kind else { return };
        if depth > 32 {
            return;
        }
        for &m in &ci.members {
            let ent = self.sema.il.entity(m);
            match &ent.kind {
                EntityKind::Field(f) if ent.name.is_empty() => {
                    if let TypeKind::Class(inner) = self.sema.il.ty(self.sema.il.canonical(f.ty)) {
                        if self.is_anonymous_aggregate(*inner) {
                            self.anonymous_member_names(*inner, out, depth + 1);
                        }
                    }
                }
                EntityKind::Field(_) | EntityKind::Variable(_) | EntityKind::Routine(_) if !ent.name.is_empty() => {
                    out.push((ent.name.clone(), m));
                }
                _ => {}
            }
        }
    }

    pub fn place_decl(&mut self, ns: Option<EntityId>, ctx: Context, d: DeclId, out: &mut Declared) {
        match ctx {
            Context::File => self.sema.push_seq(ns, SeqItem::Decl(d)),
            Context::Block => out.decls.push(d),
            Context::Class(c) => {
                let e = self.sema.il.decls[d.0 as usize].entity;
                let is_assert = matches!(self.sema.il.entities[e.0 as usize].kind, EntityKind::StaticAssert { .. } | EntityKind::UsingDeclaration { .. });
                // (A friend class declared elsewhere is no member.)
                let foreign_friend_class = self.sema.il.friend_decls.contains(&d)
                    && matches!(self.sema.il.entities[e.0 as usize].kind, EntityKind::Class(_))
                    && self.sema.il.entities[e.0 as usize].parent != Some(c);
                if let EntityKind::Class(ci) = &mut self.sema.il.entities[c.0 as usize].kind {
                    ci.member_decls.push(d);
                    if !is_assert && !foreign_friend_class && !ci.members.contains(&e) && e != c {
                        ci.members.push(e);
                    }
                }
            }
        }
    }

    fn linkage_for(&self, ds: &DeclSpec, ctx: Context, ty: TypeId, is_func: bool) -> Linkage {
        match ctx {
            Context::Block => {
                if ds.storage == StorageClass::Extern || is_func {
                    self.external_linkage()
                } else {
                    Linkage::None
                }
            }
            Context::Class(_) => Linkage::External,
            Context::File => {
                if ds.storage == StorageClass::Static {
                    Linkage::Internal
                } else if !is_func
                    && ds.storage != StorageClass::Extern
                    && !ds.is_inline
                    && (self.sema.il.quals_of(ty).is_const || ds.is_constexpr)
                    && !self.sema.il.quals_of(ty).is_volatile
                    && self.sema.extern_c != ExternC::Direct
                {
                    // Namespace-scope const (and constexpr) objects that are
                    // not `inline` have internal linkage in C++.
                    Linkage::Internal
                } else {
                    self.external_linkage()
                }
            }
        }
    }

    fn external_linkage(&self) -> Linkage {
        if self.sema.extern_c != ExternC::No {
            Linkage::ExternalC
        } else {
            Linkage::External
        }
    }

    /// Find a previous declaration of the same entity in this scope.
    fn find_redeclaration(&mut self, name: &str, ty: TypeId, is_func: bool, ctx: Context, qualifier: Option<EntityId>) -> Option<EntityId> {
        let cands: Vec<EntityId> = match qualifier {
            Some(q) => self.sema.lookup_in(q, name).unwrap_or_default(),
            None => match ctx {
                // Only the class's own members: a base's member of the same
                // name is hidden or overridden, not redeclared.
                Context::Class(c) => {
                    let v = self.sema.lookup_in(c, name).unwrap_or_default();
                    v.into_iter().filter(|m| self.sema.il.entity(*m).parent == Some(c)).collect()
                }
                _ => self.sema.lookup_local(name).map(|v| v.to_vec()).unwrap_or_default(),
            },
        };
        // `template<class T> void A<T>::f()`: the header is the class
        // template's, and f is not a template itself.
        let declares_template = self.pending_template_params.is_some()
            && qualifier.is_none_or(|q| self.open_template_headers() > self.template_levels_of(q));
        for c in cands {
            let (ety, is_r) = match &self.sema.il.entity(c).kind {
                EntityKind::Routine(r) => (r.ty, true),
                EntityKind::Variable(v) => (v.ty, false),
                _ => continue,
            };
            if is_r != is_func {
                continue;
            }
            if !is_func {
                return Some(c);
            }
            let c_is_template = matches!(&self.sema.il.entity(c).kind, EntityKind::Routine(r) if !r.template_params.is_empty());
            if c_is_template != declares_template {
                continue;
            }
            // Function templates differing in their template parameter lists
            // (`template<class T> f()` / `template<Kind K> f()`) overload.
            if c_is_template && !self.same_template_parameter_kinds(c) {
                continue;
            }
            // Same parameter types → same function (or extern "C" same name).
            // Two `extern "C"` declarations of a name are one function.
            let linkage_c = matches!(&self.sema.il.entity(c).kind, EntityKind::Routine(r) if r.linkage == Linkage::ExternalC)
                && self.sema.extern_c != ExternC::No;
            // A function template redeclared (cuda_device_runtime_api.h's
            // `__device__ cudaMalloc<T>`, then cuda_runtime.h's `__host__`
            // one) names its parameters anew: compare with the earlier
            // declaration's parameters put in terms of the new ones.
            let written_ety = ety;
            let ety = if c_is_template { self.in_terms_of_pending_params(c, ety) } else { ety };
            if linkage_c || self.same_params(ety, ty) {
                // A function template's return type is part of its
                // signature.
                if c_is_template {
                    let rets = match (self.sema.kind(ety).clone(), self.sema.kind(ty).clone(), self.sema.kind(written_ety).clone()) {
                        // Two specializations of one alias template (compared
                        // as written: substitution may expand the alias).
                        (_, TypeKind::Function(g), TypeKind::Function(w)) if self.same_alias_template(w.ret, g.ret) => Some((w.ret, g.ret, None)),
                        (TypeKind::Function(f), TypeKind::Function(g), TypeKind::Function(w)) => Some((f.ret, g.ret, Some(w.ret))),
                        (TypeKind::Function(f), TypeKind::Function(g), _) => Some((f.ret, g.ret, None)),
                        _ => None,
                    };
                    if let Some((r1, r2, written)) = rets {
                        // Also as written (template parameters compare by
                        // position): an alias template on one side
                        // (`_Require<C<T>>`) and its expansion on the other
                        // (`enable_if<__and_<C<T>>::value>::type`) are one
                        // return type, which substituting the alias's
                        // value-dependent arguments can lose.
                        if !self.template_types_equivalent(r1, r2, 0)
                            && !written.is_some_and(|w| self.template_types_equivalent(w, r2, 0))
                        {
                            continue;
                        }
                    }
                }
                return Some(c);
            }
        }
        None
    }

    /// How many template headers (`template<…>`) precede the declaration
    /// being parsed: the template scopes open innermost.
    fn open_template_headers(&self) -> usize {
        self.sema.scopes.iter().rev().take_while(|s| s.kind == ScopeKind::Template).count()
    }

    /// How many of the classes `q` names (itself and its enclosing classes)
    /// are templates, each taking one header of an out-of-class member
    /// definition: patterns, and specializations whose arguments depend on
    /// template parameters (`A<T>`, a partial specialization's `A<T *>`).
    pub(super) fn template_levels_of(&self, q: EntityId) -> usize {
        let mut n = 0;
        let mut cur = Some(q);
        let mut guard = 0;
        while let Some(x) = cur {
            guard += 1;
            if guard > 64 {
                break;
            }
            let EntityKind::Class(ci) = &self.sema.il.entity(x).kind else { break };
            let dependent_spec = self.sema.il.class_instances.get(&x).is_some_and(|(_, args)| {
                args.iter().any(|a| match a {
                    TemplateArg::Type(t) => self.is_dependent(*t),
                    TemplateArg::Expr(_) => true,
                    TemplateArg::Value(..) => false,
                })
            });
            if !ci.template_params.is_empty() || dependent_spec {
                n += 1;
            }
            cur = self.sema.il.entity(x).parent;
        }
        n
    }

    /// Whether the template declaration being parsed has parameters of the
    /// same kinds (type / non-type, pack or not) as function template `tmpl`,
    /// its non-type parameters of equivalent types: `template<class U,
    /// enable_if_t<c<U>, bool> = true> f()` and the same with `!c<U>` are
    /// two templates (the SFINAE overloads of libstdc++'s `pair`).
    fn same_template_parameter_kinds(&mut self, tmpl: EntityId) -> bool {
        let Some(pending) = self.pending_template_params.clone() else { return false };
        let old = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => r.template_params.clone(),
            _ => return false,
        };
        if old.len() != pending.len() {
            return false;
        }
        for (a, b) in old.iter().zip(pending.iter()) {
            let (ka, kb) = (&self.sema.il.entity(*a).kind, &self.sema.il.entity(*b).kind);
            let (EntityKind::TemplateParam { is_type: ta, ty: ya, .. }, EntityKind::TemplateParam { is_type: tb, ty: yb, .. }) = (ka, kb) else {
                return false;
            };
            if ta != tb || self.pack_params.contains(a) != self.pack_params.contains(b) {
                return false;
            }
            if let (false, Some(ya), Some(yb)) = (*ta, *ya, *yb) {
                if !self.template_types_equivalent(ya, yb, 0) {
                    return false;
                }
            }
        }
        true
    }

    /// `ty` (of function template `tmpl`) with `tmpl`'s type parameters
    /// replaced by those of the template declaration being parsed.
    /// Whether `a` and `b` are both specializations of one alias template.
    fn same_alias_template(&self, a: TypeId, b: TypeId) -> bool {
        match (self.sema.il.ty(a), self.sema.il.ty(b)) {
            (TypeKind::Typedef(x), TypeKind::Typedef(y)) => {
                self.sema.il.alias_instances.get(x).zip(self.sema.il.alias_instances.get(y)).is_some_and(|(p, q)| p.0 == q.0)
            }
            _ => false,
        }
    }

    fn in_terms_of_pending_params(&mut self, tmpl: EntityId, ty: TypeId) -> TypeId {
        let Some(pending) = self.pending_template_params.clone() else { return ty };
        let old = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => r.template_params.clone(),
            _ => return ty,
        };
        if old.len() != pending.len() {
            return ty;
        }
        let mut args = Vec::with_capacity(pending.len());
        for (o, n) in old.iter().zip(pending.iter()) {
            let both_types = [*o, *n]
                .iter()
                .all(|e| matches!(&self.sema.il.entity(*e).kind, EntityKind::TemplateParam { is_type: true, .. }));
            if !both_types {
                return ty;
            }
            args.push(TemplateArg::Type(self.sema.il.intern(TypeKind::TemplateParam(*n))));
        }
        self.substitute(ty, &old, &args, 0)
    }

    fn same_params(&mut self, a: TypeId, b: TypeId) -> bool {
        let fa = match self.sema.kind(a) {
            TypeKind::Function(f) => f.clone(),
            _ => return false,
        };
        let fb = match self.sema.kind(b) {
            TypeKind::Function(f) => f.clone(),
            _ => return false,
        };
        if fa.params.len() != fb.params.len() || fa.variadic != fb.variadic || fa.quals != fb.quals || fa.ref_qual != fb.ref_qual {
            return false;
        }
        for (x, y) in fa.params.iter().zip(fb.params.iter()) {
            // Top-level cv of parameters does not matter.
            let ux = self.sema.unqualified(*x);
            let uy = self.sema.unqualified(*y);
            if !self.sema.same_type(ux, uy) {
                return false;
            }
        }
        true
    }

    /// Declare (or redeclare) a routine; returns its entity.
    fn declare_routine(&mut self, ds: &DeclSpec, d: &Declarator<'a>, ty: TypeId, ctx: Context) -> EntityId {
        let e = self.declare_routine_entity(ds, d, ty, ctx);
        let params = d.function_params().cloned().unwrap_or_default();
        self.merge_default_args(e, &params);
        e
    }

    /// Record the default arguments this declaration writes: they stay in
    /// force for every later declaration and call.
    fn merge_default_args(&mut self, routine: EntityId, params: &[EntityId]) {
        let written: Vec<(usize, &'a crate::il::Expr<'a>)> = params
            .iter()
            .enumerate()
            .filter_map(|(i, p)| match &self.sema.il.entity(*p).kind {
                EntityKind::Variable(v) => v.default_arg.map(|x| (i, x)),
                _ => None,
            })
            .collect();
        if written.is_empty() {
            return;
        }
        if let EntityKind::Routine(r) = &mut self.sema.il.entities[routine.0 as usize].kind {
            for (i, x) in written {
                if r.default_args.len() <= i {
                    r.default_args.resize(i + 1, None);
                }
                r.default_args[i] = Some(x);
            }
        }
    }

    /// The specialization of a function template named `name` whose type
    /// is `ty` (an explicit instantiation written without arguments):
    /// arguments deduced from the declared parameter types, the instance's
    /// type checked against the declared one.
    fn deduced_explicit_instance(&mut self, name: &str, ty: TypeId, ctx: Context, qualifier: Option<EntityId>) -> Option<EntityId> {
        // (`ostream::_M_insert`: a typedef names the class.)
        let qualifier = qualifier.map(|q| match &self.sema.il.entity(q).kind {
            EntityKind::Typedef(t) => match self.sema.kind(*t) {
                TypeKind::Class(c) => *c,
                _ => q,
            },
            _ => q,
        });
        let cands: Vec<EntityId> = match (qualifier, ctx) {
            (Some(q), _) => self.sema.lookup_in(q, name).unwrap_or_default(),
            (None, Context::Class(c)) => self.sema.lookup_in(c, name).unwrap_or_default(),
            (None, _) => self.sema.lookup(name).map(|v| v.to_vec()).unwrap_or_default(),
        };
        let TypeKind::Function(f) = self.sema.kind(ty).clone() else { return None };
        let args: Vec<TypeId> = f.params.iter().map(|p| self.sema.non_ref(*p)).collect();
        let lvalues: Vec<bool> = f.params.iter().map(|p| matches!(self.sema.kind(*p), TypeKind::LvalueRef(_))).collect();
        // (Parameter types decide: the specialization is named by its
        // arguments, which the parameters deduce.)
        let want: Vec<TypeId> = f.params.iter().map(|p| self.sema.deep_canon(*p)).collect();
        for c in cands {
            let is_template = matches!(&self.sema.il.entity(c).kind, EntityKind::Routine(r) if !r.template_params.is_empty());
            if !is_template {
                continue;
            }
            let Some(targs) = self.deduce_with(c, &[], &args, &lvalues) else { continue };
            let inst = self.instantiate(c, targs);
            let got = match &self.sema.il.entity(inst).kind {
                EntityKind::Routine(r) => r.ty,
                _ => continue,
            };
            let got: Vec<TypeId> = match self.sema.kind(got).clone() {
                TypeKind::Function(g) => g.params.iter().map(|p| self.sema.deep_canon(*p)).collect(),
                _ => continue,
            };
            if got == want {
                self.deduced_instantiation = Some(inst);
                return Some(inst);
            }
        }
        None
    }

    fn declare_routine_entity(&mut self, ds: &DeclSpec, d: &Declarator<'a>, ty: TypeId, ctx: Context) -> EntityId {
        let name = d.name.clone().unwrap_or_default();
        let name_tok = d.name_tok.unwrap_or_else(|| self.tok());
        // An entity's position is its name's (EDG's convention).
        let pos = self.pos_of(name_tok);
        let params = d.function_params().cloned().unwrap_or_default();
        let space = ds.exec_space();
        // `template R f(…);` without arguments: the specialization whose
        // type is the declared one, its arguments deduced from it.
        if self.in_explicit_instantiation && d.explicit_spec.is_none() {
            if let Some(inst) = self.deduced_explicit_instance(&name, ty, ctx, d.qualifier) {
                if self.extern_instantiation.is_none() {
                    self.sema.il.entities[inst.0 as usize].referenced = true;
                    self.explicit_instances.push(inst);
                }
                return inst;
            }
        }
        if let Some((tmpl, mut args)) = d.explicit_spec.clone() {
            self.values_to_param_types(tmpl, &mut args);
            if self.in_explicit_instantiation && self.extern_instantiation.is_some() {
                // `extern template R f<args>(…);` names the specialization
                // without making its definition.
                return self.instantiate(tmpl, args);
            }
            if self.in_explicit_instantiation {
                // `template R f<args>(…);`: the specialization is made as if used.
                let inst = self.instantiate(tmpl, args);
                self.sema.il.entities[inst.0 as usize].referenced = true;
                self.explicit_instances.push(inst);
                return inst;
            }
            return self.explicit_function_specialization(ds, d, ty, tmpl, args, pos);
        }
        let visible = self.find_redeclaration(&name, ty, true, ctx, d.qualifier);
        let prev = visible.or_else(|| self.earlier_block_function(&name, ty, ctx));
        if let (Some(e), None) = (prev, visible) {
            // Declared in another body: visible here from now on.
            self.sema.bind(&name, e);
        }
        if let Some(prev) = prev {
            let prev_space = self.sema.exec_space_of(prev);
            // The CUDA headers redeclare C library functions
            // `__device_builtin__`: cicc merges those silently.
            let builtin = ds.attrs.iter().chain(d.attrs.iter()).any(|a| a.name.trim_matches('_') == "device_builtin");
            let merged = self.redeclared_space(prev_space, space, &name, name_tok, ds.first_space_tok, builtin);
            let mut prev_params = Vec::new();
            // Attributes accumulate over the declarations (EDG keeps them
            // on the entity: a C library function redeclared
            // `__device_builtin__` by the CUDA headers is a builtin).
            let mut attrs = ds.attrs.clone();
            attrs.extend(d.attrs.iter().cloned());
            for a in attrs {
                if !self.sema.il.entities[prev.0 as usize].attributes.contains(&a) {
                    self.sema.il.entities[prev.0 as usize].attributes.push(a);
                }
            }
            if let EntityKind::Routine(r) = &mut self.sema.il.entities[prev.0 as usize].kind {
                r.exec_space = merged;
                r.is_inline |= ds.is_inline;
                if ds.launch != LaunchConfig::default() {
                    r.launch = ds.launch;
                }
                prev_params = r.params.clone();
            }
            if ds.launch_dependent != [None, None] {
                self.launch_dependent.insert(prev, ds.launch_dependent);
            }
            self.check_routine_declaration(ds, d, ty, prev, true, &prev_params, ctx);
            return prev;
        }
        let mut owner = d.qualifier.or_else(|| self.sema.current_owner());
        // A friend function first declared in its class is a member of
        // the class's innermost enclosing namespace ([namespace.memdef]/3).
        if ds.is_friend && d.qualifier.is_none() && matches!(ctx, Context::Class(_)) {
            for _ in 0..64 {
                match owner {
                    Some(o) if matches!(self.sema.il.entity(o).kind, EntityKind::Class(_)) => owner = self.sema.il.entity(o).parent,
                    _ => break,
                }
            }
        }
        let linkage = self.linkage_for(ds, ctx, ty, true);
        let space = if space == ExecSpace::ImplicitHost && self.implicitly_host_device(&name, owner, params.len()) {
            ExecSpace::HostDevice
        } else {
            space
        };
        let routine = Routine {
            ty,
            params,
            exec_space: space,
            launch: ds.launch,
            is_inline: ds.is_inline,
            is_constexpr: ds.is_constexpr,
            is_forceinline: ds.forceinline,
            is_noinline: ds.noinline,
            storage: ds.storage,
            linkage,
            body: None,
            definition: None,
            used_in_device: false,
            mangled: String::new(),
            special: d.special,
            mem_inits: &[],
            is_virtual: ds.is_virtual,
            is_explicit: ds.is_explicit,
            is_defaulted: false,
            is_deleted: false,
            is_static_member: matches!(ctx, Context::Class(_)) && ds.storage == StorageClass::Static,
            template_params: self.pending_template_params.take().unwrap_or_default(),
            instance_of: None,
            default_args: Vec::new(),
        };
        let e = self.sema.new_entity(name.clone(), EntityKind::Routine(routine), pos, owner);
        if ds.launch_dependent != [None, None] {
            self.launch_dependent.insert(e, ds.launch_dependent);
        }
        if matches!(ctx, Context::Block) && d.qualifier.is_none() {
            self.block_functions.entry(name.clone()).or_default().push(e);
        }
        if matches!(ctx, Context::Class(_)) {
            self.sema.il.entities[e.0 as usize].access = self.current_access;
        }
        let pure = core::mem::take(&mut self.pending_pure);
        if d.virt.0 || d.virt.1 || pure {
            self.sema.il.virt_specifiers.insert(e, (d.virt.0, d.virt.1, pure));
        }
        let mut attrs = ds.attrs.clone();
        attrs.extend(d.attrs.iter().cloned());
        self.sema.il.entities[e.0 as usize].attributes = attrs;
        if !ds.written_attrs.is_empty() {
            self.sema.il.routine_attributes.insert(e, ds.written_attrs.clone());
        }
        if d.qualifier.is_none() && d.special != SpecialMember::Constructor {
            self.sema.bind(&name, e);
        }
        self.check_routine_declaration(ds, d, ty, e, false, &[], ctx);
        e
    }

    /// A function declared at block scope that an earlier body declared
    /// too (with the same parameter types): the same entity, whose
    /// position stays the first declaration's.
    fn earlier_block_function(&mut self, name: &str, ty: TypeId, ctx: Context) -> Option<EntityId> {
        if !matches!(ctx, Context::Block) {
            return None;
        }
        let cands: Vec<(EntityId, TypeId)> = self
            .block_functions
            .get(name)?
            .iter()
            .filter_map(|e| match &self.sema.il.entity(*e).kind {
                EntityKind::Routine(r) => Some((*e, r.ty)),
                _ => None,
            })
            .collect();
        cands.into_iter().find(|(_, t)| self.same_params(*t, ty)).map(|(e, _)| e)
    }

    /// CUDA treats the one-argument function templates `std::move` and
    /// `std::forward` and the members of `std::initializer_list` as
    /// `__host__ __device__` when they carry no execution space of their own
    /// (unless `--no_host_device_move_forward` /
    /// `--no_host_device_initializer_list`), so device code may call them.
    fn implicitly_host_device(&self, name: &str, owner: Option<EntityId>, n_params: usize) -> bool {
        let Some(owner) = owner else { return false };
        let il = &self.sema.il;
        let top_std = |e: EntityId| {
            let ent = il.entity(e);
            ent.name == "std" && ent.parent.is_none() && matches!(ent.kind, EntityKind::Namespace { .. })
        };
        if top_std(owner) {
            let template = self.pending_template_params.as_ref().is_some_and(|p| !p.is_empty());
            return !self.sema.opts.no_host_device_move_forward && template && n_params == 1 && (name == "move" || name == "forward");
        }
        matches!(il.entity(owner).kind, EntityKind::Class(_)) && !self.sema.opts.no_host_device_initializer_list && self.sema.is_std_initializer_list_class(owner)
    }

    /// `template<> R f<args>(…)`: the specialization of `tmpl` for `args`,
    /// defined by the user; calls naming `f<args>` use it instead of an
    /// instantiation. It is not bound to the name (the template is).
    fn explicit_function_specialization(&mut self, ds: &DeclSpec, d: &Declarator<'a>, ty: TypeId, tmpl: EntityId, args: Vec<TemplateArg>, pos: crate::source::Pos) -> EntityId {
        self.pending_template_params = None;
        let key = (tmpl, args.clone());
        if let Some(e) = self.instances.iter().find(|(k, _)| *k == key).map(|(_, e)| *e) {
            if let EntityKind::Routine(r) = &mut self.sema.il.entities[e.0 as usize].kind {
                r.ty = ty;
                r.params = d.function_params().cloned().unwrap_or_default();
                r.is_inline |= ds.is_inline;
            }
            return e;
        }
        let (name, parent, mut routine) = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => {
                let t = self.sema.il.entity(tmpl);
                (t.name.clone(), t.parent, r.clone())
            }
            _ => return tmpl,
        };
        routine.ty = ty;
        routine.params = d.function_params().cloned().unwrap_or_default();
        routine.template_params = Vec::new();
        routine.instance_of = Some((tmpl, args));
        routine.body = None;
        routine.definition = None;
        routine.is_inline = ds.is_inline;
        routine.is_constexpr = ds.is_constexpr;
        routine.exec_space = ds.exec_space();
        routine.storage = ds.storage;
        let e = self.sema.new_entity(name, EntityKind::Routine(routine), pos, parent);
        let mut attrs = ds.attrs.clone();
        attrs.extend(d.attrs.iter().cloned());
        self.sema.il.entities[e.0 as usize].attributes = attrs;
        self.instances.push((key, e));
        e
    }

    /// The execution space after a redeclaration, with EDG's diagnostics
    /// (errors 20024/20030/20038, warnings 20035–20040).
    ///
    /// | previous \\ new | none | H | D | HD | G |
    /// |---|---|---|---|---|---|
    /// | none/H | – | – | 20039 → HD | 20040 → HD | 20038 |
    /// | D | 20037 → HD | 20035 → HD | – | 20036 → HD | 20024 |
    /// | HD | – | – | – | – | 20024 |
    /// | G | 20030 | 20024 | 20024 | 20024 | – |
    /// The execution space after a redeclaration (prev → new), with the
    /// diagnostics: cudafe++ reports `illegal combination of memory
    /// qualifiers` (global vs. an explicit other space); cicc reports
    /// "redeclared with/without __global__" (20030/20038) and the warnings
    /// 20035–20040 (device/host mixes, which it treats as host-device).
    fn redeclared_space(&mut self, prev: ExecSpace, new: ExecSpace, name: &str, name_tok: Token, space_tok: Option<Token>, builtin: bool) -> ExecSpace {
        use ExecSpace::*;
        let device_pass = self.sema.pass == crate::diag::Pass::Device;
        // cicc reports these while parsing, with a caret (catalog rows; the
        // catalog's reporter decides the pass).
        let cicc = |p: &mut Self, tag: &str| {
            let loc = p.location(name_tok);
            p.sema.cuda_diag(tag, &[name], loc, false);
        };
        let to_hd = |p: &mut Self, tag: &str| {
            if !builtin {
                cicc(p, tag);
            }
            // cicc merges to __host__ __device__; cudafe++ takes an explicit
            // new space and otherwise keeps the old one.
            if device_pass {
                HostDevice
            } else if new == ImplicitHost {
                prev
            } else {
                new
            }
        };
        match (prev, new) {
            (a, b) if a == b => a,
            (Global, ImplicitHost) => {
                cicc(self, "global_redeclared_without_global");
                Global
            }
            (ImplicitHost | Host, Global) => {
                cicc(self, "host_redeclared_with_global");
                // cudafe++ takes the new space silently.
                if device_pass {
                    prev
                } else {
                    Global
                }
            }
            (Global, _) | (Device | HostDevice, Global) => {
                let t = space_tok.unwrap_or(name_tok);
                let loc = self.location(t);
                self.sema.cuda_diag("illegal_memory_qualifiers", &[], loc, false);
                prev
            }
            (Device, ImplicitHost) => to_hd(self, "device_redeclared_without_device"),
            (Device, Host) => to_hd(self, "device_redeclared_with_host"),
            (Device, HostDevice) => to_hd(self, "device_redeclared_with_hd"),
            (ImplicitHost | Host, Device) => to_hd(self, "host_redeclared_with_device"),
            (ImplicitHost | Host, HostDevice) => to_hd(self, "host_redeclared_with_hd"),
            // An unannotated redeclaration keeps what was declared before.
            (p, ImplicitHost) => p,
            (ImplicitHost, n) => n,
            (p, _) => p,
        }
    }

    /// CUDA checks on a variable's or data member's declaration (`sema::cuda_decl`).
    #[allow(clippy::too_many_arguments)]
    fn check_variable_declaration(&mut self, ds: &DeclSpec, d: &Declarator, ty: TypeId, e: Option<EntityId>, is_field: bool, is_static_member: bool, init: Option<Init<'a>>) {
        let memory = match ds.memory {
            MemorySpace::None if ds.device => MemorySpace::Device,
            m => m,
        };
        let name = d.name.clone().unwrap_or_default();
        let info = crate::sema::cuda_decl::VariableDecl {
            entity: e,
            attrs: &ds.cuda_attrs,
            memory,
            name: &name,
            name_tok: d.name_tok.unwrap_or_else(|| self.tok()),
            start_tok: ds.start,
            ty,
            storage: ds.storage,
            is_thread_local: ds.is_thread_local,
            is_inline: ds.is_inline,
            is_field,
            is_static_member,
            is_local: self.sema.current_routine.is_some() && self.sema.at_block_scope(),
            init,
        };
        self.sema.check_cuda_variable(&info);
        // A space that does not apply here (warning 1835: `__global__` on
        // an object, a memory space on a non-static data member) is kept
        // as a plain GNU attribute and printed back as written.
        if let Some(e) = e {
            for a in &ds.cuda_attrs {
                let ignored = a.name == "global" || (is_field && matches!(a.name.as_str(), "device" | "constant" | "shared" | "managed"));
                if ignored {
                    let pos = self.pos_of(a.tok);
                    if let Some(ent) = self.sema.il.entities.get_mut(e.0 as usize) {
                        ent.attributes.push(Attribute { name: a.name.clone(), args: None, pos, leading: true, std: false, name_pos: pos, arg_pos: None });
                    }
                }
            }
        }
    }

    /// CUDA checks on a routine's declaration (`sema::cuda_decl`).
    #[allow(clippy::too_many_arguments)]
    fn check_routine_declaration(&mut self, ds: &DeclSpec, d: &Declarator, ty: TypeId, e: EntityId, redeclaration: bool, prev_params: &[EntityId], ctx: Context) {
        let params = d.function_params().cloned().unwrap_or_default();
        let name = d.name.clone().unwrap_or_default();
        let template_params: Vec<(EntityId, bool)> = match &self.sema.il.entity(e).kind {
            EntityKind::Routine(r) => r.template_params.iter().map(|&p| (p, self.pack_params.contains(&p))).collect(),
            _ => Vec::new(),
        };
        let info = crate::sema::cuda_decl::RoutineDecl {
            entity: e,
            redeclaration,
            params: &params,
            prev_params,
            attrs: &ds.cuda_attrs,
            space: ds.exec_space(),
            name: &name,
            name_tok: d.name_tok.unwrap_or_else(|| self.tok()),
            start_tok: ds.start,
            ty,
            is_constexpr: ds.is_constexpr,
            is_inline: ds.is_inline,
            is_friend: ds.is_friend,
            in_class: matches!(ctx, Context::Class(_)),
            deduced_return: ds.is_auto(),
            exception_spec: d.exception_spec.is_some(),
            defines: self.at(TokenKind::LBrace) || self.at(TokenKind::Colon),
            template_params: &template_params,
        };
        self.sema.check_cuda_routine(&info);
    }

    #[allow(clippy::too_many_arguments)]
    fn simple_declaration(
        &mut self,
        ns: Option<EntityId>,
        ctx: Context,
        ds: &DeclSpec,
        base: TypeId,
        d: Declarator<'a>,
        group: u32,
        first: bool,
        out: &mut Declared,
    ) {
        let mut ty = self.apply_ops(d.conversion_ty.unwrap_or(base), &d.ops);
        let name = d.name.clone().unwrap_or_default();
        let name_tok = d.name_tok.unwrap_or_else(|| self.tok());
        let pos = self.pos_of(if first { ds.start.unwrap_or(name_tok) } else { name_tok });
        let name_pos = self.pos_of(name_tok);

        if ds.storage == StorageClass::Typedef {
            let ty = self.apply_mode_attribute(ty, ds.attrs.iter().chain(d.attrs.iter()));
            let owner = self.sema.current_owner();
            let e = self.sema.new_entity(name.clone(), EntityKind::Typedef(ty), name_pos, owner);
            if self.sema.scopes.last().is_some_and(|s| s.kind == crate::sema::ScopeKind::Block) {
                self.sema.il.block_typedefs.insert(e);
                if let Some(r) = self.sema.current_routine {
                    self.sema.il.typedef_routine.insert(e, r);
                }
            }
            self.record_written_fn_params(e, &d.ops, false);
            let mut attrs = ds.attrs.clone();
            attrs.extend(d.attrs.iter().cloned());
            self.sema.il.entities[e.0 as usize].attributes = attrs;
            self.sema.bind(&name, e);
            // `typedef struct {…} T;` names the anonymous class.
            if let Some(tag) = ds.defined_tag {
                if self.sema.il.entity(tag).name.is_empty() {
                    self.sema.il.entities[tag.0 as usize].name = name.clone();
                }
            }
            let dd = self.make_decl(e, pos, ds, ty, group, first, Vec::new(), None);
            self.sema.il.decls[dd.0 as usize].defines_class = first && ds.defined_tag.is_some();
            self.place_decl(ns, ctx, dd, out);
            return;
        }
        if self.sema.is_function(ty) {
            let e = self.declare_routine(ds, &d, ty, ctx);
            self.record_written_fn_params(e, &d.ops, true);
            let params = d.function_params().cloned().unwrap_or_default();
            // A routine declaration is positioned at its name (EDG marks the
            // name's line; leading attributes carry their own positions).
            let dd = self.make_decl(e, name_pos, ds, ty, group, first, params, None);
            self.sema.il.decls[dd.0 as usize].defines_class = first && ds.defined_tag.is_some();
            // (A declaration keeps its own form of return type, `auto f()
            // -> T` or `T f()`, whatever a later definition writes.)
            if core::mem::take(&mut self.trailing_written) {
                self.sema.il.trailing_returns.insert(dd);
            }
            self.sema.il.decls[dd.0 as usize].exception_spec = d.exception_spec;
            self.share_asm_label(dd, d.asm_label);
            self.sema.il.decls[dd.0 as usize].attributes = Some(ds.attrs.iter().chain(d.attrs.iter()).cloned().collect());
            self.place_decl(ns, ctx, dd, out);
            return;
        }
        // An object (or a non-static data member) of a class type that is
        // declared but not defined.
        if let TypeKind::Class(c) = self.sema.kind(self.sema.il.canonical(ty)).clone() {
            let incomplete = matches!(&self.sema.il.entity(c).kind, EntityKind::Class(ci) if !ci.complete)
                && !self.sema.il.class_instances.contains_key(&c)
                && !self.sema.il.in_template(c);
            let static_member = matches!(ctx, Context::Class(_)) && ds.storage == StorageClass::Static;
            let in_template = self.sema.current_routine.is_some_and(|r| self.sema.il.in_template(r))
                || matches!(ctx, Context::Class(k) if self.sema.il.in_template(k));
            if incomplete && ds.storage != StorageClass::Extern && !static_member && !in_template && !ds.is_friend {
                let cname = self.sema.type_to_string(ty);
                self.sema.error_at(name_tok, 70, alloc::format!("incomplete type \"{}\" is not allowed", cname));
            }
        }
        // An object of abstract class type.
        if let TypeKind::Class(c) = self.sema.kind(ty).clone() {
            if ds.storage != StorageClass::Extern {
                if let Some(pure) = self.unoverridden_pure_virtual(c) {
                    let cname = self.sema.il.entity(c).name.clone();
                    let owner = self.sema.il.entity(pure).parent.map(|p| self.sema.il.entity(p).name.clone()).unwrap_or_default();
                    let fname = self.sema.il.entity(pure).name.clone();
                    let msg = alloc::format!(
                        "object of abstract class type \"{}\" is not allowed:\npure virtual function \"{}::{}\" has no overrider",
                        cname, owner, fname
                    );
                    self.sema.error_at(name_tok, 322, msg);
                }
            }
        }
        // A field?
        if let Context::Class(cls) = ctx {
            if ds.storage != StorageClass::Static {
                // A member object's class is completed with its class.
                self.note_layout_need(ty);
                let init = if self.at(TokenKind::Assign) || self.at(TokenKind::LBrace) {
                    if self.eat(TokenKind::Assign) {
                        Some(self.initializer(ty, true))
                    } else {
                        Some(self.initializer(ty, false))
                    }
                } else {
                    None
                };
                let f = Field { ty, bit_width: d.bit_width, offset: 0, is_mutable: ds.is_mutable, init };
                let e = self.sema.new_entity(name.clone(), EntityKind::Field(f), name_pos, Some(cls));
                if !d.bound_literals.is_empty() {
                    self.sema.il.field_array_bounds.insert(e, d.bound_literals.clone());
                }
                self.record_written_fn_params(e, &d.ops, false);
                self.sema.bind(&name, e);
                let mut attrs = ds.attrs.clone();
                attrs.extend(d.attrs.iter().cloned());
                self.sema.il.entities[e.0 as usize].attributes = attrs;
                self.check_variable_declaration(ds, &d, ty, Some(e), true, false, None);
                self.sema.il.entities[e.0 as usize].access = self.current_access;
                let dd = self.make_decl(e, pos, ds, ty, group, first, Vec::new(), None);
                self.sema.il.decls[dd.0 as usize].defines_class = first && ds.defined_tag.is_some();
                self.place_decl(ns, ctx, dd, out);
                return;
            }
        }
        // A variable (a specialization of a variable template is a
        // variable of its own).
        let existing = if (matches!(ctx, Context::Block) && ds.storage != StorageClass::Extern) || d.var_spec.is_some() {
            None
        } else {
            self.find_redeclaration(&name, ty, false, ctx, d.qualifier)
        };
        let memory = match ds.memory {
            MemorySpace::None if ds.device => MemorySpace::Device,
            m => m,
        };
        let linkage = self.linkage_for(ds, ctx, ty, false);
        let will_define = ds.storage != StorageClass::Extern || self.at(TokenKind::Assign);
        if let (Some(prev), true) = (existing, will_define) {
            let prev_def = self
                .sema
                .il
                .decls
                .iter()
                .find(|d| d.entity == prev && d.is_definition && d.storage != StorageClass::Extern && d.init.is_some());
            if let Some(pd) = prev_def {
                if self.at(TokenKind::Assign) || self.at(TokenKind::LBrace) {
                    let line = pd.pos.line;
                    let msg = alloc::format!("variable \"{}\" has already been defined (previous definition at line {})", name, line);
                    self.sema.error_at(name_tok, 247, msg);
                }
            }
        }
        let e = match existing {
            Some(e) => e,
            None => {
                let var = Variable {
                    ty,
                    storage: ds.storage,
                    linkage,
                    memory,
                    is_constexpr: ds.is_constexpr,
                    // C++17: a static constexpr data member is inline.
                    is_inline: ds.is_inline || (ds.is_constexpr && matches!(ctx, Context::Class(_))),
                    is_thread_local: ds.is_thread_local,
                    init: None,
                    is_param: false,
                    is_local: matches!(ctx, Context::Block),
                    is_device_builtin: ds.device_builtin,
                    mangled: String::new(),
                    is_static_member: matches!(ctx, Context::Class(_)),
                    default_arg: None,
            declared_ty: None,
                };
                let owner = d.qualifier.or_else(|| self.sema.current_owner());
                let e = self.sema.new_entity(name.clone(), EntityKind::Variable(var), name_pos, owner);
                if matches!(ctx, Context::Block) {
                    self.function_locals.push(e);
                }
                let mut attrs = ds.attrs.clone();
                attrs.extend(d.attrs.iter().cloned());
                self.sema.il.entities[e.0 as usize].attributes = attrs;
                self.sema.il.entities[e.0 as usize].access = self.current_access;
                if let Some((_, args)) = &d.var_spec {
                    // Not bound: the name still finds the template.
                    self.sema.il.variable_template_specs.insert(e, args.clone());
                } else if d.qualifier.is_none() {
                    self.sema.bind(&name, e);
                }
                e
            }
        };
        self.record_written_fn_params(e, &d.ops, false);
        if existing.is_some() {
            if let EntityKind::Variable(v) = &mut self.sema.il.entities[e.0 as usize].kind {
                // A later declaration may complete an array bound.
                v.ty = ty;
                if v.memory == MemorySpace::None {
                    v.memory = memory;
                }
            }
        }
        // A variable defined with a class type needs the class complete
        // (before its initializer is parsed).
        if matches!(&self.sema.il.entity(e).kind, EntityKind::Variable(v) if !v.is_param && !v.is_static_member) && ds.storage != StorageClass::Extern {
            self.note_completion_need(ty);
        }
        // Initializer.
        let mut init = None;
        // `auto &r = e`, `const auto *p = e`, `auto &&f = e`: one reference
        // or pointer around the placeholder is deduced as well.
        let auto_op = match d.ops.as_slice() {
            [op @ (DeclOp::LRef(_) | DeclOp::RRef(_) | DeclOp::Ptr(_))] if ds.is_auto() => Some(op.clone()),
            _ => None,
        };
        let deduced = ds.is_auto() && (d.ops.is_empty() || auto_op.is_some());
        // Where a namespace-scope `= e` starts: a variable template's
        // value-dependent initializer is parsed again with its arguments.
        let init_start = (self.at(TokenKind::Assign) && self.peek(1).kind != TokenKind::LBrace && !matches!(ctx, Context::Block | Context::Class(_)))
            .then_some(self.i + 1);
        if deduced && self.at(TokenKind::Assign) && self.peek(1).kind != TokenKind::LBrace {
            // `auto x = e;`: no conversion, the type comes from `e`.
            self.bump();
            init = Some(Init::Assign(self.assignment_expression()));
        } else if self.eat(TokenKind::Assign) {
            init = Some(self.initializer(ty, true));
        } else if self.at(TokenKind::LBrace) {
            init = Some(self.initializer(ty, false));
        } else if self.at(TokenKind::LParen) {
            self.bump();
            let args = self.call_args_until_rparen();
            self.expect(TokenKind::RParen, "a \")\"");
            init = Some(Init::Paren(args));
        }
        // `auto x = e;`: the type is deduced from the initializer.
        let mut auto_sugar = None;
        if deduced {
            if let (Some(Init::Assign(e)), Some(op)) = (init, auto_op.clone()) {
                // The placeholder stands for the referred (pointed-to) type,
                // with the cv-qualifiers the declaration does not write.
                let inner = match op {
                    DeclOp::Ptr(_) => {
                        let t = self.decayed(e.ty);
                        self.sema.pointee(t)
                    }
                    _ => Some(self.sema.non_ref(e.ty)),
                };
                if let Some(inner) = inner.filter(|t| !self.sema.is_error(*t)) {
                    let forwarding_rvalue = matches!(op, DeclOp::RRef(_)) && !e.lvalue;
                    let deduced_t = if forwarding_rvalue || ds.quals.is_const { self.sema.unqualified(inner) } else { inner };
                    let q = self.sema.qualified(deduced_t, ds.quals);
                    ty = match op {
                        // `auto &&` given an lvalue collapses to `T &`.
                        DeclOp::RRef(_) if !forwarding_rvalue => self.sema.lref(q),
                        _ => self.apply_ops(q, &d.ops),
                    };
                    let sugar = self.auto_placeholder(deduced_t);
                    let sugar = self.sema.qualified(sugar, ds.quals);
                    auto_sugar = Some(self.apply_ops(sugar, &d.ops));
                }
            } else if let Some(Init::Assign(e)) = init {
                let t = self.decayed(e.ty);
                let t = self.sema.unqualified(t);
                ty = self.sema.qualified(t, ds.quals);
                // `auto` stays visible in the declaration as written (in a
                // template too, where the initializer's type is dependent).
                if !self.sema.is_error(t) || self.in_template_definition() {
                    let sugar = self.auto_placeholder(t);
                    auto_sugar = Some(self.sema.qualified(sugar, ds.quals));
                }
            }
        }
        // The declaration keeps the type as written (`float w[]`); the
        // entity gets the completed one.
        let written_ty = auto_sugar.unwrap_or(ty);
        if let Some(i) = init {
            // Complete `T a[] = {…}` / `char s[] = "…"`.
            if let TypeKind::Array(elem, None) = self.sema.il.ty(self.sema.il.canonical(ty)).clone() {
                let n = match i {
                    Init::List(items, _) => Some(items.len() as u64),
                    Init::Assign(e) => match &e.kind {
                        ExprKind::StringLit { .. } => self.string_length(e).map(|l| l + 1),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(n) = n {
                    ty = self.sema.array(elem, Some(n));
                }
            }
            if let EntityKind::Variable(v) = &mut self.sema.il.entities[e.0 as usize].kind {
                v.init = Some(i);
                v.ty = ty;
            }
            if let (Some(start), Init::Assign(x)) = (init_start, i) {
                if self.expr_is_value_dependent(x) {
                    let owner = self.sema.scopes.iter().rev().find_map(|s| match s.kind {
                        crate::sema::ScopeKind::Namespace | crate::sema::ScopeKind::Class => s.owner,
                        _ => None,
                    });
                    self.var_init_tokens.insert(e, (start, owner));
                }
            }
        }
        let is_member = matches!(ctx, Context::Class(_))
            || d.qualifier.map(|q| matches!(self.sema.il.entity(q).kind, EntityKind::Class(_))).unwrap_or(false);
        self.check_variable_declaration(ds, &d, written_ty, Some(e), false, is_member, init);
        let dd = self.make_decl(e, pos, ds, written_ty, group, first, Vec::new(), init);
        {
            let decl = &mut self.sema.il.decls[dd.0 as usize];
            // An in-class static data member declaration is no definition
            // (unless inline/constexpr).
            let in_class_static = matches!(ctx, Context::Class(_)) && !ds.is_inline && !ds.is_constexpr;
            decl.is_definition = !in_class_static && (ds.storage != StorageClass::Extern || init.is_some());
            decl.defines_class = first && ds.defined_tag.is_some();
        }
        self.place_decl(ns, ctx, dd, out);
    }

    /// Characters in a (concatenated) narrow string literal, after escapes.
    pub fn string_length(&self, e: &Expr) -> Option<u64> {
        if let TypeKind::Array(_, Some(n)) = self.sema.il.ty(self.sema.il.canonical(e.ty)) {
            return Some(n.saturating_sub(1));
        }
        None
    }

    /// Parse an initializer for an object of type `ty`.
    pub fn initializer(&mut self, ty: TypeId, with_assign: bool) -> Init<'a> {
        if self.at(TokenKind::LBrace) {
            return self.brace_initializer(ty, with_assign, 0);
        }
        let e = self.assignment_expression();
        let e = self.convert_for_init(e, ty);
        Init::Assign(e)
    }

    /// In an instantiation, an initializer `pattern...` naming bound
    /// packs: one element per element of the packs (pushed to `items`,
    /// the `idx`th on); their number. (Out of line: braces nest.)
    #[inline(never)]
    fn expand_init_item(&mut self, idx: usize, ety: TypeId, is_array_elems: bool, elem_types: &[TypeId], items: &mut Vec<Init<'a>>) -> Option<usize> {
        if self.pack_elements.is_empty() {
            return None;
        }
        let ell = self.expansion_ellipsis(self.i)?;
        let (packs, n) = self.packs_named_in(self.i, ell)?;
        let first = self.i;
        for k in 0..n {
            self.i = first;
            let e = self.with_pack_element(&packs, k, |p| p.assignment_expression());
            let ety_k = if is_array_elems { ety } else { elem_types.get(idx + k).copied().unwrap_or(ety) };
            let e = self.convert_for_init(e, ety_k);
            items.push(Init::Assign(e));
        }
        self.i = ell + 1;
        Some(n)
    }

    fn brace_initializer(&mut self, ty: TypeId, with_assign: bool, depth: u32) -> Init<'a> {
        self.bump(); // {
        let mut items: Vec<Init<'a>> = Vec::new();
        let elem_types = self.aggregate_element_types(ty);
        // An array of scalars' bound limits its initializers (EDG reports
        // the first one too many, once per list). (Elements that are
        // aggregates may take several, their braces elided.)
        let array_bound = match self.sema.kind(self.sema.il.canonical(ty)).clone() {
            TypeKind::Array(el, Some(n)) if !self.is_dependent(ty) && self.is_scalar_type(el) => Some(n as usize),
            _ => None,
        };
        let mut idx = 0usize;
        while !self.at(TokenKind::RBrace) && !self.at_eof() {
            if array_bound == Some(idx) {
                let t = self.tok();
                self.sema.error_at(t, 146, String::from("too many initializer values"));
            }
            let ety = elem_types.get(idx).copied().or_else(|| elem_types.last().copied()).unwrap_or(self.sema.b.error);
            let is_array_elems = matches!(self.sema.kind(ty), TypeKind::Array(..));
            let ety = if is_array_elems { elem_types.first().copied().unwrap_or(ety) } else { ety };
            if self.at(TokenKind::LBrace) && self.is_scalar_type(ty) {
                // `int c = {{2}}`: braces inside a scalar's braces.
                let t = self.tok();
                let ts = self.sema.type_to_string(ty);
                let msg = alloc::format!("only one level of braces is allowed on an initializer for an object of type \"{}\"", ts);
                self.sema.error_at(t, 1104, msg);
                self.skip_balanced_braces();
                items.push(Init::Assign(self.error_expr(self.pos_of(t))));
            } else if self.at(TokenKind::LBrace) && self.is_scalar_type(ety) {
                // A scalar element in braces of its own: nonstandard (EDG
                // accepts one level with a warning, more is an error).
                let t = self.tok();
                if self.peek(1).kind == TokenKind::LBrace {
                    self.sema.error_at(t, 991, String::from("extra braces are nonstandard"));
                    self.skip_balanced_braces();
                    items.push(Init::Assign(self.error_expr(self.pos_of(t))));
                } else {
                    self.sema.warning_at_pos(self.pos_of(t), 991, String::from("extra braces are nonstandard"));
                    let it = self.brace_initializer(ety, false, depth + 1);
                    items.push(it);
                }
            } else if self.at(TokenKind::LBrace) {
                if depth > 200 || !self.enter() {
                    self.skip_to_semi();
                    break;
                }
                let it = self.brace_initializer(ety, false, depth + 1);
                self.leave();
                items.push(it);
            } else if let Some(n) = self.expand_init_item(idx, ety, is_array_elems, &elem_types, &mut items) {
                // In an instantiation: one element per element of the packs.
                idx += n.saturating_sub(1);
                if n == 0 {
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                    continue;
                }
            } else {
                let e = self.assignment_expression();
                // `{f(Ts)...}`: an expansion, converted element by element
                // at instantiation.
                if self.eat(TokenKind::Ellipsis) {
                    items.push(Init::Assign(self.mk(ExprKind::PackExpansion(e), e.ty, false, e.pos)));
                } else {
                    let e = self.convert_for_init(e, ety);
                    items.push(Init::Assign(e));
                }
            }
            idx += 1;
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "a \"}\"");
        Init::List(self.sema.il.arena.alloc_slice_copy(&items), with_assign)
    }

    /// An arithmetic, enumeration or pointer type (not dependent).
    fn is_scalar_type(&self, t: TypeId) -> bool {
        if self.is_dependent(t) {
            return false;
        }
        matches!(
            self.sema.kind(self.sema.il.canonical(t)),
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_) | TypeKind::Nullptr
        )
    }

    /// Skip a balanced `{ … }` (without recursion: it may nest deeply).
    fn skip_balanced_braces(&mut self) {
        let mut depth = 0usize;
        while !self.at_eof() {
            match self.kind() {
                TokenKind::LBrace => depth += 1,
                TokenKind::RBrace => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// The element types an aggregate initializer list initializes, in order.
    fn aggregate_element_types(&mut self, ty: TypeId) -> Vec<TypeId> {
        match self.sema.kind(ty).clone() {
            TypeKind::Array(e, _) => alloc::vec![e],
            TypeKind::Class(c) => match &self.sema.il.entity(c).kind {
                EntityKind::Class(ci) => {
                    let ms = ci.members.clone();
                    ms.iter()
                        .filter_map(|m| match &self.sema.il.entity(*m).kind {
                            EntityKind::Field(f) => Some(f.ty),
                            _ => None,
                        })
                        .collect()
                }
                _ => Vec::new(),
            },
            _ => alloc::vec![ty],
        }
    }

    fn function_definition(
        &mut self,
        ns: Option<EntityId>,
        ctx: Context,
        ds: &DeclSpec,
        base: TypeId,
        d: Declarator<'a>,
        group: u32,
        out: &mut Declared,
    ) {
        let ty = self.apply_ops(d.conversion_ty.unwrap_or(base), &d.ops);
        let e = self.declare_routine(ds, &d, ty, ctx);
        if core::mem::take(&mut self.auto_return) {
            self.sema.il.auto_return.insert(e);
        }
        if core::mem::take(&mut self.decltype_auto_return) {
            self.sema.il.decltype_auto_return.insert(e);
        }
        let trailing = core::mem::take(&mut self.trailing_written);
        self.record_written_fn_params(e, &d.ops, true);
        let name_tok = d.name_tok.unwrap_or_else(|| self.tok());
        let pos = self.pos_of(name_tok);
        let params = d.function_params().cloned().unwrap_or_default();
        let dd = self.make_decl(e, pos, ds, ty, group, true, params.clone(), None);
        self.sema.il.decls[dd.0 as usize].is_definition = true;
        if trailing {
            self.sema.il.trailing_returns.insert(dd);
        }
        self.sema.il.decls[dd.0 as usize].exception_spec = d.exception_spec;
        self.share_asm_label(dd, d.asm_label);
        self.sema.il.decls[dd.0 as usize].attributes = Some(ds.attrs.iter().chain(d.attrs.iter()).cloned().collect());
        // The defining declaration's parameters are the routine's.
        let prev_def = match &self.sema.il.entities[e.0 as usize].kind {
            EntityKind::Routine(r) => r.definition,
            _ => None,
        };
        if let Some(pd) = prev_def {
            let n = self.sema.il.entities[e.0 as usize].name.clone();
            let line = self.sema.il.decls[pd.0 as usize].pos.line;
            let msg = alloc::format!("function \"{}\" has already been defined (previous definition at line {})", n, line);
            self.sema.error_at(name_tok, 247, msg);
        }
        if let EntityKind::Routine(r) = &mut self.sema.il.entities[e.0 as usize].kind {
            r.params = params.clone();
            r.definition = Some(dd);
            // (The execution space was merged by `declare_routine`.)
        }
        // A function template's body is parsed again for each instance
        // code uses (at the end of the translation unit).
        // A redeclared template's definition names its parameters anew
        // (the header being parsed is still pending): the body uses those.
        if let EntityKind::Routine(r) = &self.sema.il.entities[e.0 as usize].kind {
            if !r.template_params.is_empty() {
                let tparams = self.pending_template_params.clone().unwrap_or_else(|| r.template_params.clone());
                self.function_template_bodies.insert(e, (self.i, tparams));
            }
        }
        if let Context::Class(_) = ctx {
            // Member function bodies are parsed after the class is complete.
            let start = self.i;
            self.skip_function_body();
            self.deferred_bodies.push((e, dd, start));
            self.place_decl(ns, ctx, dd, out);
            return;
        }
        self.place_decl(ns, ctx, dd, out);
        self.function_body(e, dd);
    }

    /// Skip `: inits { … }` / `{ … }` / `= default;` without parsing.
    fn skip_function_body(&mut self) {
        if self.at(TokenKind::Assign) {
            self.skip_to_semi();
            return;
        }
        // After the ctor-initializer's `:`, a `{` right after a name (or
        // template arguments) is a braced mem-initializer, not the body.
        let mut in_inits = false;
        loop {
            if self.at_eof() {
                break;
            }
            if self.at(TokenKind::Colon) {
                in_inits = true;
            }
            if self.at(TokenKind::LBrace) {
                let prev = self.i.checked_sub(1).and_then(|j| self.toks.get(j)).map(|t| t.kind);
                if in_inits && matches!(prev, Some(TokenKind::Ident | TokenKind::Gt)) {
                    self.skip_balanced_braces();
                    continue;
                }
                break;
            }
            if self.at(TokenKind::LParen) {
                let mut depth = 0;
                while !self.at_eof() {
                    match self.kind() {
                        TokenKind::LParen => depth += 1,
                        TokenKind::RParen => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    self.bump();
                }
            }
            self.bump();
        }
        let mut depth = 0;
        while !self.at_eof() {
            match self.kind() {
                TokenKind::LBrace => depth += 1,
                TokenKind::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Parse `= default;`, `: inits {body}` or `{body}` for routine `e`.
    /// Open a scope in which `c`'s members (and its bases') are found by
    /// unqualified lookup, as in a member defined outside its class; false
    /// (nothing opened) when `c`'s scope is already open.
    pub fn enter_class_scope(&mut self, c: EntityId) -> bool {
        if self.sema.scopes.iter().any(|s| s.owner == Some(c)) {
            return false;
        }
        // Where the members are is decided before the scope opens (an open
        // scope makes `c` count as being defined).
        let src = self.sema.member_source(c);
        self.sema.push_scope(ScopeKind::Class, Some(c));
        let members = match &self.sema.il.entity(src).kind {
            EntityKind::Class(ci) => ci.members.clone(),
            _ => Vec::new(),
        };
        let cname = self.sema.il.entity(c).name.clone();
        for m in members {
            let n = self.sema.il.entity(m).name.clone();
            // Constructors are not found by name (the injected-class-name is).
            if n == cname && matches!(self.sema.il.entity(m).kind, EntityKind::Routine(_)) {
                continue;
            }
            // (What a using-declaration names is bound below.)
            if matches!(self.sema.il.entity(m).kind, EntityKind::UsingDeclaration { .. }) {
                continue;
            }
            if matches!(self.sema.il.entity(m).kind, EntityKind::Class(_) | EntityKind::Enum(_)) {
                self.sema.bind_tag(&n, m);
            } else {
                self.sema.bind(&n, m);
            }
        }
        // Members of anonymous unions/structs and enumerators of unscoped
        // member enums are found as the class's own members.
        for (n, m) in self.implicit_class_member_names(src, 0) {
            self.sema.bind(&n, m);
        }
        self.sema.bind_base_members(c);
        for u in self.class_using_names.get(&src).cloned().unwrap_or_default() {
            let n = self.sema.il.entity(u).name.clone();
            self.sema.bind(&n, u);
        }
        self.sema.bind_tag(&cname, c);
        true
    }

    /// The names a class's anonymous unions/structs (nested too) and
    /// unscoped enums bring into its scope.
    fn implicit_class_member_names(&self, cls: EntityId, depth: u32) -> Vec<(String, EntityId)> {
        let mut out = Vec::new();
        if depth > 16 {
            return out;
        }
        let EntityKind::Class(ci) = &self.sema.il.entity(cls).kind else { return out };
        for m in ci.members.iter().copied() {
            let me = self.sema.il.entity(m);
            match &me.kind {
                EntityKind::Field(f) if me.name.is_empty() => {
                    if let TypeKind::Class(inner) = self.sema.il.ty(self.sema.il.canonical(f.ty)) {
                        let ie = self.sema.il.entity(*inner);
                        if ie.name.is_empty() && matches!(&ie.kind, EntityKind::Class(x) if x.anonymous) {
                            if let EntityKind::Class(x) = &ie.kind {
                                for im in x.members.iter().copied() {
                                    let n = self.sema.il.entity(im).name.clone();
                                    if !n.is_empty() && matches!(self.sema.il.entity(im).kind, EntityKind::Field(_)) {
                                        out.push((n, im));
                                    }
                                }
                            }
                            out.extend(self.implicit_class_member_names(*inner, depth + 1));
                        }
                    }
                }
                EntityKind::Enum(ei) if !ei.scoped => {
                    for x in ei.enumerators.iter().copied() {
                        out.push((self.sema.il.entity(x).name.clone(), x));
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// `auto f(…) { return e; }`: the return type is that of the first
    /// returned expression (decayed, cv-unqualified); `void` without one.
    /// In a template it stays open until instantiation.
    fn deduce_return_type(&mut self, e: EntityId, body: &'a Stmt<'a>) {
        if !self.sema.il.auto_return.contains(&e) {
            return;
        }
        let Some(EntityKind::Routine(r)) = self.sema.il.entities.get(e.0 as usize).map(|x| &x.kind) else { return };
        if !r.template_params.is_empty() || self.sema.il.in_template(e) {
            return;
        }
        let TypeKind::Function(mut f) = self.sema.kind(r.ty).clone() else { return };
        let decltype_rules = self.sema.il.decltype_auto_return.contains(&e);
        let ret = match super::expr::first_return_type(body, 0) {
            Some(t) if self.is_dependent(t) || self.sema.is_error(t) => return,
            // `decltype(auto)`: a name or member access written without
            // parentheses keeps its declared type; any other lvalue is
            // returned by reference.
            Some(t) if decltype_rules => match super::expr::first_return(body, 0) {
                Some((x, parens))
                    if x.lvalue
                        && !self.sema.is_ref(t)
                        && (parens
                            || self.parenthesized_returns.contains(&x.pos)
                            || !matches!(x.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Member { .. })) =>
                {
                    self.sema.lref(t)
                }
                _ => t,
            },
            Some(t) => {
                let t = self.decayed(t);
                self.sema.unqualified(t)
            }
            None => self.sema.b.void,
        };
        f.ret = ret;
        let ty = self.sema.il.intern(TypeKind::Function(f));
        if let EntityKind::Routine(r) = &mut self.sema.il.entities[e.0 as usize].kind {
            r.ty = ty;
        }
    }

    pub fn function_body(&mut self, e: EntityId, dd: DeclId) {
        if self.at(TokenKind::Assign) {
            self.bump();
            let deleted = self.at_kw(Kw::Delete);
            self.bump();
            self.expect(TokenKind::Semi, "a \";\"");
            if let EntityKind::Routine(r) = &mut self.sema.il.entities[e.0 as usize].kind {
                r.is_defaulted = !deleted;
                r.is_deleted = deleted;
            }
            let _ = dd;
            return;
        }
        let params = match &self.sema.il.entity(e).kind {
            EntityKind::Routine(r) => r.params.clone(),
            _ => Vec::new(),
        };
        // A definition needs its parameter and return classes complete.
        let rty = match &self.sema.il.entity(e).kind {
            EntityKind::Routine(r) => Some(r.ty),
            _ => None,
        };
        if let Some(TypeKind::Function(ft)) = rty.map(|t| self.sema.il.ty(self.sema.il.canonical(t)).clone()) {
            self.note_completion_need(ft.ret);
            for p in ft.params.iter() {
                self.note_completion_need(*p);
            }
        }
        let saved_routine = self.sema.current_routine;
        self.sema.current_routine = Some(e);
        // A member function defined outside its class sees the class's
        // members (and its bases') by unqualified lookup.
        let parent = self.sema.il.entity(e).parent.filter(|p| matches!(self.sema.il.entity(*p).kind, EntityKind::Class(_)));
        let class_scope = parent.is_some_and(|c| self.enter_class_scope(c));
        // A non-static member function's body has the `this` parameter,
        // of type `cv C *const` (EDG makes the type when the body starts).
        if let (Some(c), EntityKind::Routine(r)) = (parent, &self.sema.il.entity(e).kind) {
            if !r.is_static_member && !self.sema.il.in_template(c) {
                let fq = match self.sema.il.ty(self.sema.il.canonical(r.ty)) {
                    TypeKind::Function(f) => Quals { is_const: f.quals.is_const, is_volatile: f.quals.is_volatile, is_restrict: false },
                    _ => Quals::default(),
                };
                let ct = self.sema.il.intern(TypeKind::Class(c));
                let obj = self.sema.qualified(ct, fq);
                let p = self.sema.ptr(obj);
                self.sema.qualified(p, Quals { is_const: true, is_volatile: false, is_restrict: false });
            }
        }
        // A member function template's body parsed once its class is
        // complete: its template parameters are in scope again.
        let tparams = match &self.sema.il.entity(e).kind {
            EntityKind::Routine(r) => r.template_params.clone(),
            _ => Vec::new(),
        };
        let template_scope = !tparams.is_empty();
        if template_scope {
            self.sema.push_scope(ScopeKind::Template, None);
            for tp in &tparams {
                let n = self.sema.il.entity(*tp).name.clone();
                if !n.is_empty() {
                    self.sema.bind_template_param(&n, *tp);
                }
            }
        }
        self.sema.push_scope(ScopeKind::Block, None);
        for p in &params {
            let n = self.sema.il.entity(*p).name.clone();
            self.sema.bind(&n, *p);
        }
        // Constructor initializers.
        if self.eat(TokenKind::Colon) {
            let inits = self.mem_initializers(e);
            if let EntityKind::Routine(r) = &mut self.sema.il.entities[e.0 as usize].kind {
                r.mem_inits = inits;
            }
        }
        if self.at(TokenKind::LBrace) {
            let diags_before = self.sema.diags.len();
            let saved_locals = core::mem::take(&mut self.function_locals);
            let saved_labels = (core::mem::take(&mut self.labels_defined), core::mem::take(&mut self.gotos));
            let saved_loops = (core::mem::replace(&mut self.loop_depth, 0), core::mem::take(&mut self.switches));
            let body = self.compound_statement();
            self.check_labels();
            self.labels_defined = saved_labels.0;
            self.gotos = saved_labels.1;
            self.loop_depth = saved_loops.0;
            self.switches = saved_loops.1;
            if let EntityKind::Routine(r) = &mut self.sema.il.entities[e.0 as usize].kind {
                r.body = Some(body);
            }
            self.deduce_return_type(e, body);
            let locals = core::mem::replace(&mut self.function_locals, saved_locals);
            self.sema.check_variable_access(e, body);
            // EDG gives no usage warnings for a body that had errors (in
            // cicc, its own CUDA errors do not count).
            let device_pass = self.sema.pass == crate::diag::Pass::Device;
            let had_errors = self
                .sema
                .diags
                .get(diags_before..)
                .unwrap_or(&[])
                .iter()
                .any(|d| d.severity >= crate::diag::Severity::Error && !(device_pass && d.number > 3456));
            if !had_errors {
                // EDG judges usage once, on a template's definition, and
                // only for the locals whose type is known there (not
                // again per instance).
                let template_def = self.in_template_definition();
                let instance = self.inst_depth > 0;
                let locals: Vec<EntityId> = if instance {
                    Vec::new()
                } else if template_def {
                    locals
                        .iter()
                        .copied()
                        .filter(|v| match &self.sema.il.entity(*v).kind {
                            EntityKind::Variable(var) => !self.is_dependent(var.ty),
                            _ => false,
                        })
                        .collect()
                } else {
                    locals
                };
                self.sema.check_local_usage(e, body, &locals, template_def);
                self.check_missing_return(e, body);
            }
        } else {
            self.expected("a \"{\"");
            self.skip_to_semi();
        }
        self.sema.pop_scope();
        if template_scope {
            self.sema.pop_scope();
        }
        if class_scope {
            self.sema.pop_scope();
        }
        self.sema.current_routine = saved_routine;
    }

    /// Warning 940: the end of a non-void function's body is reachable.
    /// (`main` returns 0 there; templates are checked per instance, which
    /// is left out, as are lambdas.)
    fn check_missing_return(&mut self, e: EntityId, body: &'a Stmt<'a>) {
        let ent = self.sema.il.entity(e);
        let EntityKind::Routine(r) = &ent.kind else { return };
        if matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor) || ent.name == "main" || !r.template_params.is_empty() || r.instance_of.is_some() || self.sema.il.in_template(e) || ent.name.is_empty() {
            return;
        }
        if ent.parent.is_some_and(|c| self.sema.il.closures.contains_key(&c)) {
            return;
        }
        let ret = match self.sema.kind(r.ty) {
            TypeKind::Function(f) => f.ret,
            _ => return,
        };
        if self.sema.is_void(ret) || self.sema.is_error(ret) || self.is_dependent(ret) || self.sema.il.auto_return.contains(&e) {
            return;
        }
        if !completes_normally(body, 0) {
            return;
        }
        let Some(close) = self.i.checked_sub(1).and_then(|k| self.toks.get(k)).copied() else { return };
        if close.kind != TokenKind::RBrace {
            return;
        }
        let name = ent.name.clone();
        let p = self.pos_of(close);
        self.sema.parse_warning_at_pos(p, 940, alloc::format!("missing return statement at end of non-void function \"{}\"", name));
    }

    fn mem_initializers(&mut self, ctor: EntityId) -> &'a [MemInit<'a>] {
        let cls = self.sema.il.entity(ctor).parent;
        let mut out: Vec<MemInit<'a>> = Vec::new();
        loop {
            if !self.at_name() {
                self.expected("an identifier");
                break;
            }
            let t = self.tok();
            let name = self.text_of(t);
            // A base class (possibly a template specialization `B<T>`).
            // (or one named through a namespace: `ns::B<T>`)
            let base = self.sema.lookup(name).and_then(|v| v.first().copied()).filter(|b| match self.sema.il.entity(*b).kind {
                EntityKind::Class(_) | EntityKind::Typedef(_) | EntityKind::TemplateParam { .. } => true,
                EntityKind::Namespace { .. } => self.peek(1).kind == TokenKind::ColonColon,
                _ => false,
            });
            let mut member = None;
            let mut written = None;
            if let (Some(_), Some(c)) = (base, cls) {
                let save = self.i;
                if let Some(ty) = self.try_base_type() {
                    let bc = match self.sema.kind(ty) {
                        TypeKind::Class(x) => Some(*x),
                        _ => None,
                    };
                    let dependent = self.is_dependent(ty);
                    if bc.is_some_and(|b| self.sema.is_base_of(b, c, 0)) || dependent {
                        member = bc.or(base);
                        written = Some(ty);
                    } else {
                        self.i = save;
                    }
                }
            }
            if member.is_none() {
                self.bump();
                member = cls.and_then(|c| self.sema.lookup_in(c, name)).and_then(|v| v.first().copied());
            }
            let pos = self.pos_of(t);
            let braces = self.at(TokenKind::LBrace);
            let close = if braces { TokenKind::RBrace } else { TokenKind::RParen };
            if !braces && !self.at(TokenKind::LParen) {
                self.expected("a \"(\"");
                break;
            }
            self.bump();
            let mut args: Vec<&'a Expr<'a>> = Vec::new();
            while !self.at(close) && !self.at_eof() {
                let mut a = self.assignment_expression();
                // `B(args...)`: a pack expansion (expanded at instantiation).
                if self.eat(TokenKind::Ellipsis) {
                    a = self.mk(ExprKind::PackExpansion(a), a.ty, false, a.pos);
                }
                args.push(a);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(close, if braces { "a \"}\"" } else { "a \")\"" });
            // `Bases(args)...`: one initializer per base of a pack.
            self.eat(TokenKind::Ellipsis);
            match member {
                Some(m) => {
                    let fty = match &self.sema.il.entity(m).kind {
                        EntityKind::Field(f) => Some(f.ty),
                        _ => None,
                    };
                    if let (Some(fty), 1) = (fty, args.len()) {
                        args[0] = self.convert_for_init(args[0], fty);
                    }
                    let args = self.sema.il.arena.alloc_slice_copy(&args);
                    out.push(MemInit { member: m, written, args, braces, pos });
                }
                None => {
                    self.sema.error_at(t, 292, alloc::format!("\"{}\" is not a nonstatic data member or base class of class", name));
                }
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        // Kept in initialization order (EDG's): bases in base-clause order,
        // then members in declaration order; an initializer naming a member
        // type of an enclosing template goes last (not known to be a base
        // until instantiation).
        if let Some(c) = cls {
            let il = &self.sema.il;
            let bases = il.class_bases.get(&c);
            let key = |mi: &MemInit<'a>| -> (u8, u32) {
                let ent = il.entity(mi.member);
                if let EntityKind::Field(_) = ent.kind {
                    return (1, mi.member.0);
                }
                // A typedef of an enclosing template named from a nested
                // class is a member of that template, not yet a type.
                let foreign = matches!(ent.kind, EntityKind::Typedef(_))
                    && ent.parent.is_some_and(|p| p != c)
                    && !matches!(il.ty(il.canonical(mi.written.unwrap_or(TypeId(0)))), TypeKind::Class(_));
                let written = mi.written.map(|w| il.canonical(w));
                let at = bases.filter(|_| !foreign).and_then(|bs| {
                    bs.iter().position(|b| b.class == Some(mi.member) || written.is_some_and(|w| same_type_named(il, il.canonical(b.ty), w)))
                });
                // (A dependent base not matched here, `B<I + 1, T...>`,
                // still comes before the members.)
                match at {
                    Some(i) => (0, i as u32),
                    None if foreign => (2, 0),
                    None => (0, u32::MAX),
                }
            };
            out.sort_by_key(|mi| key(mi));
        }
        self.sema.il.arena.alloc_slice_copy(&out)
    }

}

/// Whether two types are one: the same type, or the same member of the
/// same dependent scope (each mention of `typename X<T>::type` makes its
/// own placeholder).
fn same_type_named(il: &crate::il::Il, a: TypeId, b: TypeId) -> bool {
    if a == b {
        return true;
    }
    let (TypeKind::TemplateParam(x), TypeKind::TemplateParam(y)) = (il.ty(a), il.ty(b)) else { return false };
    match (il.dependent_names.get(x), il.dependent_names.get(y)) {
        (Some(p), Some(q)) => p.scope == q.scope && p.name == q.name && p.args == q.args,
        _ => false,
    }
}

/// Whether control can reach the end of `s`, judged conservatively: where
/// the flow is not simple (switches, labels, `try`, calls of functions
/// that may not return), it is assumed not to.
fn completes_normally(s: &Stmt, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    match &s.kind {
        StmtKind::Return(..) | StmtKind::Goto(_) | StmtKind::GotoIndirect(_) => false,
        StmtKind::Expr(x) => !matches!(x.kind, ExprKind::Throw(_) | ExprKind::Call { .. } | ExprKind::Error),
        StmtKind::Decl(_) | StmtKind::Null | StmtKind::Pragma(_) => true,
        StmtKind::Block(items) => items.iter().all(|x| completes_normally(x, depth + 1)),
        StmtKind::If { then, els, .. } => match els {
            None => true,
            Some(e) => completes_normally(then, depth + 1) || completes_normally(e, depth + 1),
        },
        // A loop whose condition can be false ends normally (unless its
        // body never gets there: left as not judged).
        StmtKind::While { cond: Cond::Expr(c), body } => !is_true_constant(c) && completes_normally(body, depth + 1),
        StmtKind::For { cond: Some(Cond::Expr(c)), body, .. } => !is_true_constant(c) && completes_normally(body, depth + 1),
        _ => false,
    }
}

fn is_true_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => is_true_constant(expr),
        ExprKind::BoolLit(b) => *b,
        ExprKind::IntLit { value, .. } => *value != 0,
        _ => true,
    }
}
