//! Statements.

use super::decl::Context;
use super::Parser;
use crate::il::*;
use crate::lex::{Kw, Token, TokenKind};
use crate::sema::ScopeKind;
use alloc::string::String;
use alloc::vec::Vec;

impl<'a, 'o> Parser<'a, 'o> {
    /// `{ … }` with its own scope.
    pub fn compound_statement(&mut self) -> &'a Stmt<'a> {
        let lb = self.bump();
        let pos = self.pos_of(lb);
        self.sema.push_scope(ScopeKind::Block, None);
        let mut stmts: Vec<&'a Stmt<'a>> = Vec::new();
        while !self.at(TokenKind::RBrace) && !self.at_eof() {
            let before = self.i;
            let s = self.statement();
            stmts.push(s);
            if self.i == before {
                self.bump();
            }
            if self.sema.too_many_errors() {
                break;
            }
        }
        let close = self.tok();
        self.expect_closing_brace(lb);
        self.sema.il.block_ends.insert(pos, self.pos_of(close));
        self.sema.pop_scope();
        let stmts = self.sema.il.arena.alloc_slice_copy(&stmts);
        self.mk_stmt(pos, StmtKind::Block(stmts))
    }

    fn mk_stmt(&self, pos: crate::source::Pos, kind: StmtKind<'a>) -> &'a Stmt<'a> {
        self.sema.il.arena.alloc(Stmt { pos, kind })
    }

    pub fn statement(&mut self) -> &'a Stmt<'a> {
        let pos = self.pos();
        if !self.enter() {
            self.skip_to_semi();
            return self.mk_stmt(pos, StmtKind::Null);
        }
        let s = self.statement_inner();
        self.leave();
        s
    }

    fn statement_inner(&mut self) -> &'a Stmt<'a> {
        let pos = self.pos();
        // `[[fallthrough]];`, `[[likely]] stmt`: attributes on a statement.
        let mut fallthrough = false;
        while self.at(TokenKind::LBracket) && self.peek(1).kind == TokenKind::LBracket {
            let mut attrs = Vec::new();
            let before = self.i;
            self.std_attributes(&mut attrs);
            if self.i == before {
                break;
            }
            fallthrough |= self.toks.get(before..self.i).is_some_and(|ts| ts.iter().any(|t| matches!(self.text_of(*t), "fallthrough" | "__fallthrough__")));
        }
        match self.kind() {
            TokenKind::LBrace => return self.compound_statement(),
            TokenKind::Semi => {
                self.bump();
                let st = self.mk_stmt(pos, StmtKind::Null);
                if fallthrough {
                    self.sema.il.fallthrough_stmts.insert(pos);
                }
                return st;
            }
            TokenKind::Pragma => {
                let t = self.bump();
                let s = self.text_of(t);
                let s = s.trim_start_matches('#').trim_start();
                let s = s.strip_prefix("pragma").unwrap_or(s).trim();
                return self.mk_stmt(pos, StmtKind::Pragma(String::from(s)));
            }
            _ => {}
        }
        // Labels.
        if self.at_name() && self.peek(1).kind == TokenKind::Colon {
            let t = self.bump();
            self.bump();
            let name = String::from(self.text_of(t));
            self.labels_defined.push(name.clone());
            let stmt = self.statement();
            return self.mk_stmt(pos, StmtKind::Label { name, stmt });
        }
        if let Some(k) = self.kw() {
            match k {
                Kw::If => {
                    self.bump();
                    let is_constexpr = self.eat_kw(Kw::Constexpr);
                    self.expect(TokenKind::LParen, "a \"(\"");
                    self.sema.push_scope(ScopeKind::Block, None);
                    let cond = self.condition();
                    self.expect(TokenKind::RParen, "a \")\"");
                    // Extended lambdas cannot first capture in a branch.
                    self.sema.cuda.constexpr_if_depth += is_constexpr as u32;
                    // In an instance, the branch a constant condition
                    // discards is not instantiated ([stmt.if]/2): its
                    // tokens are passed over unchecked.
                    let taken = match cond {
                        Cond::Expr(c) if is_constexpr && self.inst_depth > 0 => self.const_int(c).map(|v| v != 0),
                        _ => None,
                    };
                    let then = if taken == Some(false) { self.discarded_statement() } else { self.statement() };
                    let els = if self.eat_kw(Kw::Else) {
                        Some(if taken == Some(true) { self.discarded_statement() } else { self.statement() })
                    } else {
                        None
                    };
                    self.sema.cuda.constexpr_if_depth -= is_constexpr as u32;
                    self.sema.pop_scope();
                    if is_constexpr {
                        self.sema.il.constexpr_ifs.insert(pos);
                    }
                    return self.mk_stmt(pos, StmtKind::If { cond, then, els });
                }
                Kw::While => {
                    self.bump();
                    self.expect(TokenKind::LParen, "a \"(\"");
                    self.sema.push_scope(ScopeKind::Block, None);
                    let cond = self.condition();
                    self.expect(TokenKind::RParen, "a \")\"");
                    let body = self.loop_body();
                    self.sema.pop_scope();
                    return self.mk_stmt(pos, StmtKind::While { cond, body });
                }
                Kw::Do => {
                    self.bump();
                    let body = self.loop_body();
                    let while_pos = self.pos_of(self.tok());
                    if !self.eat_kw(Kw::While) {
                        self.expected("\"while\"");
                    }
                    self.expect(TokenKind::LParen, "a \"(\"");
                    let e = self.expression();
                    let cond = self.to_condition(e);
                    self.expect(TokenKind::RParen, "a \")\"");
                    self.expect_semi();
                    return self.mk_stmt(pos, StmtKind::DoWhile { body, cond, while_pos });
                }
                Kw::For => {
                    self.bump();
                    self.expect(TokenKind::LParen, "a \"(\"");
                    self.sema.push_scope(ScopeKind::Block, None);
                    if self.starts_declaration() && self.range_for_ahead() {
                        let s = self.range_for(pos);
                        self.sema.pop_scope();
                        return s;
                    }
                    let init = if self.at(TokenKind::Semi) {
                        self.bump();
                        None
                    } else if self.starts_declaration() {
                        let ipos = self.pos();
                        let d = self.declaration(None, Context::Block);
                        let ds = self.sema.il.arena.alloc_slice_copy(&d.decls);
                        Some(self.mk_stmt(ipos, StmtKind::Decl(ds)))
                    } else {
                        let ipos = self.pos();
                        let e = self.expression();
                        self.expect_semi();
                        Some(self.mk_stmt(ipos, StmtKind::Expr(e)))
                    };
                    let cond = if self.at(TokenKind::Semi) { None } else { Some(self.condition()) };
                    self.expect_semi();
                    let step = if self.at(TokenKind::RParen) { None } else { Some(self.expression()) };
                    self.expect(TokenKind::RParen, "a \")\"");
                    let body = self.loop_body();
                    self.sema.pop_scope();
                    return self.mk_stmt(pos, StmtKind::For { init, cond, step, body });
                }
                Kw::Switch => {
                    self.bump();
                    self.expect(TokenKind::LParen, "a \"(\"");
                    self.sema.push_scope(ScopeKind::Block, None);
                    let cond = match self.condition() {
                        Cond::Expr(e) => {
                            let t = self.sema.promoted(e.ty);
                            Cond::Expr(self.convert(e, t))
                        }
                        c => c,
                    };
                    self.expect(TokenKind::RParen, "a \")\"");
                    self.switches.push(super::SwitchLabels::default());
                    let body = self.statement();
                    self.switches.pop();
                    self.sema.pop_scope();
                    return self.mk_stmt(pos, StmtKind::Switch { cond, body });
                }
                Kw::Case => {
                    let kw = self.bump();
                    let value = self.conditional_expression();
                    let v = self.const_int(value);
                    match self.switches.last_mut() {
                        None => self.sema.error_at(kw, 127, String::from("a case label may only be used within a switch")),
                        Some(sw) => {
                            if let Some(v) = v {
                                if let Some((_, line)) = sw.values.iter().find(|(x, _)| *x == v) {
                                    let msg = alloc::format!("case label value has already appeared in this switch at line {}", line);
                                    self.sema.error_at_pos(value.pos, 153, msg);
                                } else {
                                    sw.values.push((v, value.pos.line));
                                }
                            }
                        }
                    }
                    self.expect(TokenKind::Colon, "a \":\"");
                    let stmt = self.statement();
                    return self.mk_stmt(pos, StmtKind::Case { value, stmt });
                }
                Kw::Default => {
                    let kw = self.bump();
                    match self.switches.last_mut() {
                        None => self.sema.error_at(kw, 128, String::from("a default label may only be used within a switch")),
                        Some(sw) if sw.has_default => {
                            self.sema.error_at(kw, 129, String::from("default label has already appeared in this switch"))
                        }
                        Some(sw) => sw.has_default = true,
                    }
                    self.expect(TokenKind::Colon, "a \":\"");
                    let stmt = self.statement();
                    return self.mk_stmt(pos, StmtKind::Default { stmt });
                }
                Kw::Break => {
                    let kw = self.bump();
                    if self.loop_depth == 0 && self.switches.is_empty() {
                        self.sema.error_at(kw, 116, String::from("a break statement may only be used within a loop or switch"));
                    }
                    self.expect_semi();
                    return self.mk_stmt(pos, StmtKind::Break);
                }
                Kw::Continue => {
                    let kw = self.bump();
                    if self.loop_depth == 0 {
                        self.sema.error_at(kw, 115, String::from("a continue statement may only be used within a loop"));
                    }
                    self.expect_semi();
                    return self.mk_stmt(pos, StmtKind::Continue);
                }
                Kw::Return => {
                    self.bump();
                    let whole_parenthesized = self.operand_is_parenthesized();
                    let e = if self.at(TokenKind::Semi) {
                        self.check_bare_return();
                        None
                    } else {
                        let e = self.expression();
                        Some(self.convert_for_return(e))
                    };
                    if let (true, Some(e)) = (whole_parenthesized, e) {
                        self.parenthesized_returns.insert(e.pos);
                    }
                    let parens = whole_parenthesized && e.is_some_and(|e| self.keeps_return_parens(e));
                    self.expect_semi();
                    return self.mk_stmt(pos, StmtKind::Return(e, parens));
                }
                Kw::Try => {
                    let t = self.bump();
                    self.sema.cuda_exception_handling(t);
                    return self.try_block(pos);
                }
                Kw::Goto => {
                    self.bump();
                    // GNU computed goto.
                    if self.eat(TokenKind::Star) {
                        let e = self.expression();
                        self.expect_semi();
                        return self.mk_stmt(pos, StmtKind::GotoIndirect(e));
                    }
                    let name = if self.at_name() {
                        let t = self.bump();
                        let n = String::from(self.text_of(t));
                        self.gotos.push((n.clone(), t));
                        n
                    } else {
                        String::new()
                    };
                    self.expect_semi();
                    return self.mk_stmt(pos, StmtKind::Goto(name));
                }
                Kw::Asm => {
                    let start = self.tok().start;
                    // The device pass checks and keeps them for the device
                    // code, the host pass for the `.int.c`.
                    let mut operands = self.device_asm_operands();
                    if operands.is_empty() {
                        operands = self.host_asm_operands();
                    }
                    self.skip_to_semi();
                    let end = self.toks.get(self.i.saturating_sub(1)).map(|t| t.start).unwrap_or(start);
                    let text = String::from(self.src.get(start as usize..end as usize).unwrap_or(""));
                    let operands = self.sema.il.arena.alloc_slice_copy(&operands);
                    return self.mk_stmt(pos, StmtKind::Asm(text, operands));
                }
                _ => {}
            }
        }
        if self.structured_binding_ahead() {
            return self.structured_binding(pos);
        }
        if self.starts_declaration() {
            let d = self.declaration(None, Context::Block);
            let ds = self.sema.il.arena.alloc_slice_copy(&d.decls);
            return self.mk_stmt(pos, StmtKind::Decl(ds));
        }
        // `Unknown x;`: EDG reports the unknown type name and goes on.
        if self.at_name() && self.peek(1).kind == TokenKind::Ident && self.sema.lookup(self.text()).is_none()
            && crate::lex::keyword(self.text_of(self.peek(1))).is_none()
        {
            let t = self.bump();
            let name = String::from(self.text_of(t));
            self.sema.error_at(t, 20, alloc::format!("identifier \"{}\" is undefined", name));
            self.skip_to_semi();
            return self.mk_stmt(pos, StmtKind::Null);
        }
        let e = self.expression();
        self.expect_semi();
        self.mk_stmt(pos, StmtKind::Expr(e))
    }

    /// After `for (`: whether a `:` at nesting level 0 comes before the
    /// first `;` (a range-based for).
    fn range_for_ahead(&self) -> bool {
        let mut depth = 0i32;
        for n in 0..4096 {
            match self.peek(n).kind {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    depth -= 1;
                    if depth < 0 {
                        return false;
                    }
                }
                TokenKind::Semi if depth == 0 => return false,
                TokenKind::Colon if depth == 0 => return true,
                TokenKind::Eof => return false,
                _ => {}
            }
        }
        false
    }

    /// `for (decl : range) body`, after `for (`. The loop variable's type is
    /// deduced from the range's elements when written with `auto`.
    fn range_for(&mut self, pos: crate::source::Pos) -> &'a Stmt<'a> {
        let ds = self.decl_specifiers(Context::Block);
        let base = self.spec_type(&ds);
        let d = self.declarator(false, Context::Block);
        let written = self.apply_ops(base, &d.ops);
        let name = d.name.clone().unwrap_or_default();
        let name_pos = d.name_tok.map(|t| self.pos_of(t)).unwrap_or(pos);
        if let Some(nt) = d.name_tok {
            self.sema.check_range_for_variable(ds.memory, nt);
        }
        self.expect(TokenKind::Colon, "a \":\"");
        let range = if self.at(TokenKind::LBrace) { self.braced_list_expr() } else { self.expression() };
        self.expect(TokenKind::RParen, "a \")\"");
        let (ty, decl_ty) = if ds.is_auto() {
            match self.range_element_type(range) {
                Some(elem) => {
                    let elem = self.sema.unqualified(elem);
                    let q = self.sema.qualified(elem, ds.quals);
                    // `auto` stays visible in the declaration as written
                    // (with its qualifiers: `const auto &`).
                    let sugar = self.auto_placeholder(elem);
                    let sugar = self.sema.qualified(sugar, ds.quals);
                    (self.apply_ops(q, &d.ops), self.apply_ops(sugar, &d.ops))
                }
                // (A dependent range: `auto` as written.)
                None if self.in_template_definition() => {
                    let q = self.sema.qualified(self.sema.b.error, ds.quals);
                    let sugar = self.auto_placeholder(q);
                    (written, self.apply_ops(sugar, &d.ops))
                }
                None => (written, written),
            }
        } else {
            (written, written)
        };
        let var = Variable::local(ty);
        let dd = self.define_local(name.clone(), var, name_pos, &ds, decl_ty, None, true);
        let body = self.loop_body();
        self.mk_stmt(pos, StmtKind::RangeFor { var: dd, range, body })
    }

    /// The type of `*begin(range)`: an array's element, or what the class's
    /// `begin()` returns, dereferenced.
    fn range_element_type(&mut self, range: &'a Expr<'a>) -> Option<TypeId> {
        let rt = self.sema.non_ref(range.ty);
        if let TypeKind::Array(elem, _) = self.sema.kind(rt).clone() {
            return Some(elem);
        }
        let TypeKind::Class(cls) = self.sema.kind(rt).clone() else { return None };
        if let Some(t) = self.member_begin_deref_type(range, self.prev_token()) {
            return Some(self.sema.non_ref(t));
        }
        let begin = self.sema.lookup_in(cls, "begin")?;
        let obj_const = self.sema.il.quals_of(rt).is_const;
        let mut it = None;
        for b in begin {
            if let EntityKind::Routine(r) = &self.sema.il.entity(b).kind {
                if let TypeKind::Function(f) = self.sema.kind(r.ty) {
                    if f.params.is_empty() && (!obj_const || f.quals.is_const) {
                        it = Some(f.ret);
                        if !f.quals.is_const || obj_const {
                            break;
                        }
                    }
                }
            }
        }
        let it = self.sema.non_ref(it?);
        if let Some(p) = self.sema.pointee(it) {
            return Some(p);
        }
        let TypeKind::Class(icls) = self.sema.kind(it).clone() else { return None };
        let star = self.sema.lookup_in(icls, "operator*")?;
        for s in star {
            if let EntityKind::Routine(r) = &self.sema.il.entity(s).kind {
                if let TypeKind::Function(f) = self.sema.kind(r.ty) {
                    if f.params.is_empty() {
                        return Some(self.sema.non_ref(f.ret));
                    }
                }
            }
        }
        None
    }

    /// `auto` deduced as `t`: sugar (a typedef named `auto`) that prints as
    /// written and is `t` everywhere else.
    pub fn auto_placeholder(&mut self, t: TypeId) -> TypeId {
        let pos = self.pos();
        let e = self.sema.new_entity(String::from("auto"), EntityKind::Typedef(t), pos, None);
        self.sema.il.intern(TypeKind::Typedef(e))
    }

    /// `[cv] auto [&|&&] [` at the cursor: a structured binding declaration.
    fn structured_binding_ahead(&self) -> bool {
        let mut n = 0;
        while matches!(self.kw_at(n), Some(Kw::Const | Kw::Volatile | Kw::Static | Kw::Constexpr)) {
            n += 1;
        }
        if self.kw_at(n) != Some(Kw::Auto) {
            return false;
        }
        n += 1;
        if matches!(self.peek(n).kind, TokenKind::Amp | TokenKind::AmpAmp) {
            n += 1;
        }
        self.peek(n).kind == TokenKind::LBracket && self.peek(n + 1).kind == TokenKind::Ident
    }

    /// `auto [a, b] = e;`: a hidden object initialized from `e`, and one
    /// name per element (class data members or array elements, in order).
    fn structured_binding(&mut self, pos: crate::source::Pos) -> &'a Stmt<'a> {
        let ds = self.decl_specifiers(Context::Block);
        let is_ref = self.at(TokenKind::Amp) || self.at(TokenKind::AmpAmp);
        let rvalue_ref = self.at(TokenKind::AmpAmp);
        if is_ref {
            self.bump();
        }
        // (The hidden object's name is at the `[`.)
        let bracket = self.pos();
        self.expect(TokenKind::LBracket, "a \"[\"");
        let mut names: Vec<(String, crate::source::Pos)> = Vec::new();
        while self.at_name() {
            let t = self.bump();
            names.push((String::from(self.text_of(t)), self.pos_of(t)));
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBracket, "a \"]\"");
        let init = if self.eat(TokenKind::Assign) {
            let e = self.assignment_expression();
            Some(Init::Assign(e))
        } else if self.at(TokenKind::LBrace) || self.at(TokenKind::LParen) {
            let close = if self.at(TokenKind::LBrace) { TokenKind::RBrace } else { TokenKind::RParen };
            let braces = close == TokenKind::RBrace;
            self.bump();
            let e = self.assignment_expression();
            self.expect(close, if braces { "a \"}\"" } else { "a \")\"" });
            let es = self.sema.il.arena.alloc_slice_copy(&[e]);
            Some(if braces { Init::List(self.sema.il.arena.alloc_slice_copy(&[Init::Assign(e)]), false) } else { Init::Paren(es) })
        } else {
            self.expected("an \"=\"");
            None
        };
        self.expect_semi();
        let init_expr = match init {
            Some(Init::Assign(e)) => Some(e),
            Some(Init::Paren(es)) => es.first().copied(),
            Some(Init::List(items, _)) => match items.first() {
                Some(Init::Assign(e)) => Some(*e),
                _ => None,
            },
            None => None,
        };
        let obj_ty = match init_expr {
            Some(e) => {
                let t = self.sema.non_ref(e.ty);
                let t = if is_ref { t } else { self.sema.unqualified(t) };
                self.sema.qualified(t, ds.quals)
            }
            None => self.sema.b.error,
        };
        let sugar = {
            let q = self.sema.qualified(obj_ty, ds.quals);
            self.auto_placeholder(q)
        };
        let (var_ty, decl_ty) = if is_ref {
            if rvalue_ref {
                (self.sema.rref(obj_ty), self.sema.rref(sugar))
            } else {
                (self.sema.lref(obj_ty), self.sema.lref(sugar))
            }
        } else {
            (obj_ty, sugar)
        };
        // The element types: data members in order, or the array's element.
        let elem_types: Vec<TypeId> = match self.sema.kind(obj_ty).clone() {
            TypeKind::Array(elem, _) => names.iter().map(|_| elem).collect(),
            TypeKind::Class(c) => {
                let q = self.sema.il.quals_of(obj_ty);
                let fields: Vec<TypeId> = match &self.sema.il.entity(c).kind {
                    EntityKind::Class(ci) => ci
                        .members
                        .iter()
                        .filter_map(|m| match &self.sema.il.entity(*m).kind {
                            EntityKind::Field(f) => Some(f.ty),
                            _ => None,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                fields.into_iter().map(|t| self.sema.qualified(t, q)).collect()
            }
            _ => Vec::new(),
        };
        let var = Variable { storage: ds.storage, init, ..Variable::local(var_ty) };
        let obj = self.sema.new_entity(String::new(), EntityKind::Variable(var), bracket, None);
        let g = self.sema.group_counter;
        self.sema.group_counter += 1;
        let dd = self.make_decl(obj, pos, &ds, decl_ty, g, true, Vec::new(), init);
        self.sema.il.decls[dd.0 as usize].is_definition = true;
        let mut bindings = Vec::with_capacity(names.len());
        for (i, (name, npos)) in names.into_iter().enumerate() {
            let ty = elem_types.get(i).copied().unwrap_or(self.sema.b.error);
            let v = Variable::local(ty);
            let e = self.sema.new_entity(name.clone(), EntityKind::Variable(v), npos, None);
            self.sema.bind(&name, e);
            bindings.push(e);
        }
        self.sema.il.structured_bindings.insert(dd, bindings);
        let ds_slice = self.sema.il.arena.alloc_slice_copy(&[dd]);
        self.mk_stmt(pos, StmtKind::Decl(ds_slice))
    }

    /// `try { … } catch (…) { … } …`, after `try`.
    fn try_block(&mut self, pos: crate::source::Pos) -> &'a Stmt<'a> {
        if !self.at(TokenKind::LBrace) {
            self.expected("a \"{\"");
            return self.mk_stmt(pos, StmtKind::Null);
        }
        let body = self.compound_statement();
        let mut handlers: Vec<Handler<'a>> = Vec::new();
        while self.at_kw(Kw::Catch) {
            let ct = self.bump();
            let hpos = self.pos_of(ct);
            self.expect(TokenKind::LParen, "a \"(\"");
            self.sema.push_scope(ScopeKind::Block, None);
            let (mut param, mut ty) = (None, None);
            if self.at(TokenKind::Ellipsis) {
                self.bump();
            } else {
                let ds = self.decl_specifiers(Context::Block);
                let base = self.spec_type(&ds);
                let d = self.declarator(true, Context::Block);
                let t = self.apply_ops(base, &d.ops);
                match (d.name.clone(), d.name_tok) {
                    (Some(name), Some(nt)) => {
                        let npos = self.pos_of(nt);
                        let var = Variable::local(t);
                        let dd = self.define_local(name.clone(), var, npos, &ds, t, None, true);
                        param = Some(dd);
                    }
                    _ => ty = Some(t),
                }
            }
            self.expect(TokenKind::RParen, "a \")\"");
            let hbody = if self.at(TokenKind::LBrace) {
                self.compound_statement()
            } else {
                self.expected("a \"{\"");
                self.mk_stmt(hpos, StmtKind::Null)
            };
            self.sema.pop_scope();
            handlers.push(Handler { param, ty, body: hbody, pos: hpos });
        }
        if handlers.is_empty() {
            self.expected("\"catch\"");
        }
        let handlers = self.sema.il.arena.alloc_slice_copy(&handlers);
        self.mk_stmt(pos, StmtKind::Try { body, handlers })
    }

    /// A loop body: `break`/`continue` are allowed inside; a `switch` inside
    /// the loop keeps `continue` meaningful, so only the depth is tracked.
    /// Pass over one statement without analysing it (a discarded
    /// `if constexpr` branch): a null statement stands in for it.
    fn discarded_statement(&mut self) -> &'a Stmt<'a> {
        let pos = self.pos();
        self.skip_statement_tokens(0);
        self.mk_stmt(pos, StmtKind::Null)
    }

    fn skip_statement_tokens(&mut self, n: u32) {
        if n > 256 {
            self.skip_to_semi();
            return;
        }
        match self.kind() {
            TokenKind::LBrace => {
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
            _ if self.at_kw(Kw::If) || self.at_kw(Kw::While) || self.at_kw(Kw::For) || self.at_kw(Kw::Switch) => {
                let is_if = self.at_kw(Kw::If);
                self.bump();
                self.eat_kw(Kw::Constexpr);
                self.skip_parenthesized();
                self.skip_statement_tokens(n + 1);
                if is_if && self.eat_kw(Kw::Else) {
                    self.skip_statement_tokens(n + 1);
                }
            }
            _ if self.at_kw(Kw::Do) => {
                self.bump();
                self.skip_statement_tokens(n + 1);
                self.skip_to_semi();
            }
            _ => {
                // An expression or declaration up to its `;`, past any
                // braces inside it (lambdas, initializer lists).
                let mut depth = 0usize;
                while !self.at_eof() {
                    match self.kind() {
                        TokenKind::LBrace | TokenKind::LParen | TokenKind::LBracket => depth += 1,
                        TokenKind::RBrace | TokenKind::RParen | TokenKind::RBracket => depth = depth.saturating_sub(1),
                        TokenKind::Semi if depth == 0 => {
                            self.bump();
                            return;
                        }
                        _ => {}
                    }
                    self.bump();
                }
            }
        }
    }

    /// At `(`: past its matching `)`.
    fn skip_parenthesized(&mut self) {
        let mut depth = 0usize;
        while !self.at_eof() {
            match self.kind() {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
            if depth == 0 {
                return;
            }
        }
    }

    fn loop_body(&mut self) -> &'a Stmt<'a> {
        self.loop_depth += 1;
        let saved = core::mem::take(&mut self.switches);
        let body = self.statement();
        self.switches = saved;
        self.loop_depth -= 1;
        body
    }

    /// At the end of a function: `goto` targets that were never defined.
    pub fn check_labels(&mut self) {
        let gotos = core::mem::take(&mut self.gotos);
        let defined = core::mem::take(&mut self.labels_defined);
        for (name, t) in gotos {
            if !defined.contains(&name) {
                self.sema.error_at(t, 114, alloc::format!("label \"{}\" was referenced but not defined", name));
            }
        }
    }

    /// Whether the tokens from here are `( … ) ;`: a return operand written
    /// in parentheses as a whole.
    fn operand_is_parenthesized(&self) -> bool {
        if !self.at(TokenKind::LParen) {
            return false;
        }
        let mut depth = 0usize;
        let mut n = 0usize;
        loop {
            match self.peek(n).kind {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return self.peek(n + 1).kind == TokenKind::Semi;
                    }
                }
                TokenKind::Eof => return false,
                _ => {}
            }
            n += 1;
        }
    }

    /// EDG remembers that a return operand was parenthesized (it matters to
    /// `decltype(auto)`) and the `.int.c` prints the parentheses again, but
    /// only around an operation: not around a name, a literal, `this`, a
    /// call or a functional cast; and not in a template around a
    /// value-dependent constant (kept as a constant, `sizeof(T) + 1`) nor
    /// around an arithmetic unary operator on an operand of dependent type.
    pub(super) fn keeps_return_parens(&self, e: &Expr<'a>) -> bool {
        let operation = match &e.kind {
            ExprKind::Unary(op, a) => {
                !(matches!(op, UnaryOp::Plus | UnaryOp::Minus | UnaryOp::Not | UnaryOp::BitNot) && self.is_dependent(a.ty))
            }
            ExprKind::Binary(..)
            | ExprKind::Assign(..)
            | ExprKind::Cond(..)
            | ExprKind::Member { .. }
            | ExprKind::Index(..)
            | ExprKind::Cast { .. }
            | ExprKind::SizeofExpr(_)
            | ExprKind::SizeofType(_)
            | ExprKind::AlignofType(_)
            | ExprKind::New { .. }
            | ExprKind::Delete { .. } => true,
            ExprKind::OperatorCall { op, .. } => !matches!(op, OverloadedOp::Call),
            _ => false,
        };
        operation && !(self.expr_is_value_dependent(e) && self.is_constant_shape(e, 0))
    }

    /// Whether an expression is built from constants only (literals,
    /// `sizeof`, template parameters, enumerators, constant variables and
    /// dependent names) by operators and conversions.
    fn is_constant_shape(&self, e: &Expr<'a>, n: u32) -> bool {
        if n > 64 {
            return false;
        }
        let c = |x: &Expr<'a>| self.is_constant_shape(x, n + 1);
        match &e.kind {
            ExprKind::IntLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::Nullptr
            | ExprKind::SizeofType(_)
            | ExprKind::SizeofExpr(_)
            | ExprKind::AlignofType(_)
            | ExprKind::TypeTrait { .. } => true,
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => match &self.sema.il.entity(*x).kind {
                EntityKind::TemplateParam { .. } | EntityKind::Enumerator(_) => true,
                EntityKind::Variable(v) => v.is_constexpr || self.sema.il.quals_of(v.ty).is_const || self.is_dependent_member_name(e),
                _ => self.is_dependent_member_name(e),
            },
            ExprKind::Unary(op, a) => !matches!(op, UnaryOp::Deref | UnaryOp::AddrOf | UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec) && c(a),
            ExprKind::Binary(_, a, b) => c(a) && c(b),
            ExprKind::Cond(a, b, x) => c(a) && c(b) && c(x),
            ExprKind::Cast { expr, .. } => c(expr),
            ExprKind::Construct { args, .. } => args.iter().all(|a| c(a)),
            _ => false,
        }
    }

    /// `return;` in a function returning a value (warning 117).
    fn check_bare_return(&mut self) {
        let Some(r) = self.sema.current_routine else { return };
        let ret = match &self.sema.il.entity(r).kind {
            EntityKind::Routine(rt) => match self.sema.kind(rt.ty) {
                TypeKind::Function(f) => f.ret,
                _ => return,
            },
            _ => return,
        };
        if self.sema.is_void(ret) || self.sema.is_error(ret) || self.is_dependent(ret) {
            return;
        }
        let name = self.sema.il.entity(r).name.clone();
        let t = self.tok();
        let p = self.pos_of(t);
        self.sema.warning_at_pos(p, 117, alloc::format!("non-void function \"{}\" should return a value", name));
    }

    /// `;` at the end of a statement; on error, skip to a synchronizing point.
    fn expect_semi(&mut self) {
        if !self.eat(TokenKind::Semi) {
            self.expected("a \";\"");
            // Recover: if the next token could continue a statement list,
            // leave it; else skip to `;`.
            if !matches!(self.kind(), TokenKind::RBrace) {
                self.skip_to_semi();
            }
        }
    }

    /// A condition: expression or declaration, converted to bool.
    fn condition(&mut self) -> Cond<'a> {
        if self.starts_declaration() {
            // A condition declares a variable only if an initializer follows
            // its declarator (`if (bool(x & m))` and
            // `if constexpr (typename T::tag{})` are expressions).
            let named = self.at_kw(Kw::Typename)
                || match self.kind() {
                    TokenKind::Ident => matches!(self.peek(1).kind, TokenKind::LParen | TokenKind::ColonColon | TokenKind::LBrace),
                    TokenKind::ColonColon => true,
                    _ => false,
                };
            if named && self.tentative_budget > 0 {
                let (start, cp) = (self.i, self.sema.checkpoint());
                self.tentative_budget -= 1;
                let ds = self.decl_specifiers(Context::Block);
                let _ = self.spec_type(&ds);
                let d = self.declarator(false, Context::Block);
                let is_decl = d.name.is_some() && matches!(self.kind(), TokenKind::Assign | TokenKind::LBrace);
                self.sema.rollback(cp);
                self.i = start;
                if !is_decl {
                    let e = self.expression();
                    return Cond::Expr(self.to_condition(e));
                }
            }
            let d = self.declaration_in_condition();
            if let Some(d) = d {
                return Cond::Decl(d);
            }
        }
        let e = self.expression();
        Cond::Expr(self.to_condition(e))
    }

    fn declaration_in_condition(&mut self) -> Option<DeclId> {
        let ds = self.decl_specifiers(Context::Block);
        let base = self.spec_type(&ds);
        let d = self.declarator(false, Context::Block);
        let mut ty = self.apply_ops(base, &d.ops);
        let name = d.name.clone().unwrap_or_default();
        let pos = self.pos();
        // `if (auto p = e)`: the type comes from `e`, as for a block-scope
        // `auto` (which stays visible in the declaration as written).
        let deduced = ds.is_auto() && d.ops.is_empty();
        let mut decl_ty = ty;
        let init = if deduced && self.at(TokenKind::Assign) && self.peek(1).kind != TokenKind::LBrace {
            self.bump();
            let e = self.assignment_expression();
            let t = self.decayed(e.ty);
            let t = self.sema.unqualified(t);
            ty = self.sema.qualified(t, ds.quals);
            decl_ty = ty;
            if !self.sema.is_error(t) || self.in_template_definition() {
                let sugar = self.auto_placeholder(t);
                decl_ty = self.sema.qualified(sugar, ds.quals);
            }
            Some(Init::Assign(e))
        } else if self.eat(TokenKind::Assign) {
            Some(self.initializer(ty, true))
        } else {
            None
        };
        let var = Variable { init, ..Variable::local(ty) };
        let dd = self.define_local(name.clone(), var, pos, &ds, decl_ty, init, false);
        Some(dd)
    }

    /// Declare and define a block-scope variable (`track`: counted among
    /// the function's locals): the entity, its name, its declaration.
    fn define_local(&mut self, name: String, var: Variable<'a>, pos: crate::source::Pos, ds: &super::decl::DeclSpec, decl_ty: TypeId, init: Option<Init<'a>>, track: bool) -> DeclId {
        let e = self.sema.new_entity(name.clone(), EntityKind::Variable(var), pos, None);
        if track {
            self.function_locals.push(e);
        }
        self.sema.bind(&name, e);
        let g = self.sema.group_counter;
        self.sema.group_counter += 1;
        let dd = self.make_decl(e, pos, ds, decl_ty, g, true, Vec::new(), init);
        self.sema.il.decls[dd.0 as usize].is_definition = true;
        dd
    }

    /// The output and input operands (`"constraint"(expr)`) of the asm
    /// statement at the cursor: each one's constraint token and expression,
    /// and whether all parsed cleanly. The cursor and the diagnostics are
    /// restored afterwards.
    fn scan_asm_operands(&mut self) -> (Vec<(Token, &'a Expr<'a>)>, bool) {
        let saved_i = self.i;
        let cp = self.sema.checkpoint();
        let mut operands: Vec<(Token, &'a Expr<'a>)> = Vec::new();
        let (mut colons, mut depth, mut ok) = (0, 0i32, true);
        while !self.at_eof() && !(depth <= 0 && matches!(self.kind(), TokenKind::Semi | TokenKind::RBrace)) {
            match self.kind() {
                TokenKind::Colon if depth == 1 => colons += 1,
                TokenKind::ColonColon if depth == 1 => colons += 2,
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => depth -= 1,
                TokenKind::StringLit if depth == 1 && (1..=2).contains(&colons) && self.peek(1).kind == TokenKind::LParen => {
                    let t = self.bump();
                    self.bump();
                    operands.push((t, self.expression()));
                    if !self.eat(TokenKind::RParen) {
                        ok = false;
                        break;
                    }
                    continue;
                }
                _ => {}
            }
            self.bump();
        }
        let clean = ok && self.sema.checkpoint() == cp;
        self.sema.rollback(cp);
        self.i = saved_i;
        (operands, clean)
    }

    /// The operands' expressions of the asm statement at the cursor (host
    /// pass: the `.int.c` prints them). Empty when one does not parse
    /// cleanly (the statement is then printed as written).
    fn host_asm_operands(&mut self) -> Vec<&'a Expr<'a>> {
        if self.sema.pass != crate::diag::Pass::Host {
            return Vec::new();
        }
        match self.scan_asm_operands() {
            (ops, true) => ops.into_iter().map(|(_, e)| e).collect(),
            _ => Vec::new(),
        }
    }

    /// cicc's checks on an `asm` statement's operands in device code: one
    /// constraint letter per operand, no `m`, and the operand's size must be
    /// the one the letter implies. The operands' expressions are returned
    /// in order (the device code prints them; the statement's text is kept
    /// as written); the cursor and the diagnostics are restored afterwards.
    fn device_asm_operands(&mut self) -> Vec<&'a Expr<'a>> {
        let mut exprs: Vec<&'a Expr<'a>> = Vec::new();
        if self.sema.pass != crate::diag::Pass::Device {
            return exprs;
        }
        let Some(r) = self.sema.current_routine else { return exprs };
        if !matches!(self.sema.exec_space_of(r), ExecSpace::Device | ExecSpace::Global | ExecSpace::HostDevice) {
            return exprs;
        }
        let (scanned, _) = self.scan_asm_operands();
        let mut operands: Vec<(Token, String, Option<TypeId>)> = Vec::new();
        for (t, e) in scanned {
            let constraint = String::from(self.text_of(t).trim_matches('"'));
            operands.push((t, constraint, (!self.sema.is_error(e.ty)).then_some(e.ty)));
            exprs.push(e);
        }
        for (t, constraint, ty) in operands {
            let letters: Vec<char> = constraint.chars().filter(|c| !matches!(c, '=' | '+' | '&')).collect();
            for (k, &c) in letters.iter().enumerate() {
                if k == 1 {
                    self.sema.cuda_diag_at_token("asm_one_constraint_letter", &[], t);
                }
                if c == 'm' {
                    self.sema.cuda_diag_at_token("asm_memory_constraint", &[], t);
                }
            }
            if letters.len() != 1 || letters[0] == 'm' || letters[0] == 'n' {
                continue;
            }
            let Some(ty) = ty else { continue };
            let ty = self.sema.non_ref(ty);
            let size = self.sema.size_align(ty).0;
            let implied = match letters[0] {
                'h' => Some(2),
                'r' | 'f' => Some(4),
                'l' | 'd' => Some(8),
                _ => None,
            };
            if implied != Some(size) {
                let n = alloc::format!("{}", size);
                let l = alloc::format!("{}", letters[0]);
                self.sema.cuda_diag_at_token("asm_operand_size", &[&n, &l], t);
            }
        }
        exprs
    }
}
