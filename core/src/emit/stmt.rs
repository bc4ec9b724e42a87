//! Host statement printing (EDG's layout: statements end in `"; "`, nested
//! statements follow on the same line, a line marker precedes every
//! statement or closing brace whose logical line differs from the current
//! one, and `if`/`else`/loop bodies always get braces).

use super::expr::Ctx;
use super::printer::{Printer, MAX_DEPTH};
use crate::il::*;

impl<'i, 'a> Printer<'i, 'a> {
    pub(crate) fn stmt(&mut self, s: &Stmt<'a>) {
        if self.depth > MAX_DEPTH {
            return;
        }
        self.depth += 1;
        self.stmt_inner(s);
        self.depth -= 1;
    }

    /// A braced block's body; `s` must be a `Block`.
    pub(crate) fn block(&mut self, s: &Stmt<'a>, items: &[&Stmt<'a>]) {
        self.out.mark(s.pos);
        self.push("{ ");
        let mut i = 0;
        while let Some(st) = items.get(i) {
            i += 1;
            // EDG attaches a pragma to the statement after it: the
            // statement's line marker, the pragma line, then the statement
            // without a marker of its own (`# 9` `#pragma unroll` `for (`).
            if let (StmtKind::Pragma(t), Some(next)) = (&st.kind, items.get(i)) {
                let attached = !super::printer::is_front_end_pragma(t)
                    && !matches!(next.kind, StmtKind::Pragma(_) | StmtKind::Block(_));
                if attached && self.depth <= MAX_DEPTH {
                    self.out.mark(next.pos);
                    self.stmt_inner(st);
                    self.depth += 1;
                    self.stmt_unmarked(next);
                    self.depth -= 1;
                    i += 1;
                    continue;
                }
            }
            self.stmt(st);
        }
        if let Some(end) = super::printer::block_end(self.il, s.pos).as_ref() {
            self.out.mark(*end);
        }
        self.push("} ");
    }

    /// A sub-statement that EDG always braces.
    fn braced(&mut self, s: &Stmt<'a>) {
        if let StmtKind::Block(items) = &s.kind {
            self.block(s, items);
        } else {
            self.push("{ ");
            self.stmt(s);
            self.push("} ");
        }
    }

    fn cond(&mut self, c: &Cond<'a>) {
        match c {
            Cond::Expr(e) => self.condition(e),
            Cond::Decl(d) => self.local_decls(&[*d], false),
        }
    }

    /// `auto [a, b] = e;` as written.
    fn structured_binding(&mut self, d: DeclId) {
        let Some(decl) = self.il.decls.get(d.0 as usize) else { return };
        let names: alloc::vec::Vec<alloc::string::String> = self
            .il
            .structured_bindings
            .get(&d)
            .map(|v| v.iter().filter_map(|e| self.entity(*e).map(|x| x.name.clone())).collect())
            .unwrap_or_default();
        let (ty, init) = (decl.ty, decl.init);
        let declarator = alloc::format!("[{}]", names.join(", "));
        let t = self.type_str(ty, &declarator);
        self.push(&t);
        match init {
            Some(Init::Assign(e)) => {
                self.push(" = ");
                self.expr(e, Ctx::Top);
            }
            Some(Init::Paren(es)) => {
                self.push("(");
                if let Some(e) = es.first() {
                    self.expr(e, Ctx::Top);
                }
                self.push(")");
            }
            Some(Init::List(items, _)) => {
                self.push("{");
                if let Some(Init::Assign(e)) = items.first() {
                    self.expr(e, Ctx::Top);
                }
                self.push("}");
            }
            None => {}
        }
        self.push("; ");
    }

    fn stmt_inner(&mut self, s: &Stmt<'a>) {
        match &s.kind {
            StmtKind::Block(items) => {
                self.block(s, items);
                return;
            }
            StmtKind::Pragma(t) => {
                if super::printer::is_front_end_pragma(t) {
                    return;
                }
                self.out.newline();
                self.push("#pragma ");
                self.push(&super::printer::pragma_spelling(t));
                self.push("\n");
                self.out.forget_line();
                return;
            }
            _ => {}
        }
        self.out.mark(s.pos);
        self.stmt_unmarked(s);
    }

    /// A statement other than a block or pragma, after its line marker.
    fn stmt_unmarked(&mut self, s: &Stmt<'a>) {
        match &s.kind {
            StmtKind::Expr(e) => {
                self.expr(e, Ctx::Top);
                self.push("; ");
            }
            StmtKind::Decl(ds) if ds.len() == 1 && self.il.structured_bindings.contains_key(&ds[0]) => {
                self.structured_binding(ds[0]);
            }
            StmtKind::Decl(ds) => {
                self.local_decls(ds, true);
            }
            StmtKind::If { cond, then, els } => {
                self.push("if (");
                self.cond(cond);
                self.push(") ");
                self.braced(then);
                if let Some(e) = els {
                    self.push("else ");
                    self.braced(e);
                }
                self.push(" ");
            }
            StmtKind::While { cond, body } => {
                self.push("while (");
                self.cond(cond);
                self.push(") ");
                self.braced(body);
                self.push(" ");
            }
            StmtKind::DoWhile { body, cond } => {
                self.push("do ");
                self.braced(body);
                self.push("while (");
                self.condition(cond);
                self.push("); ");
            }
            StmtKind::For { init, cond, step, body } => {
                self.push("for (");
                if let Some(i) = init {
                    // The init is marked like a statement (visible after a
                    // pragma, which leaves the line unknown).
                    self.out.mark(i.pos);
                    match &i.kind {
                        StmtKind::Decl(ds) => self.local_decls(ds, false),
                        StmtKind::Expr(e) => self.expr(e, Ctx::Top),
                        _ => {}
                    }
                }
                self.push("; ");
                match cond {
                    Some(Cond::Expr(e)) => self.for_clause(e, true),
                    Some(c) => self.cond(c),
                    None => {}
                }
                self.push(";");
                if let Some(st) = step {
                    self.push(" ");
                    self.for_clause(st, false);
                }
                self.push(") ");
                self.braced(body);
                self.push(" ");
            }
            StmtKind::Switch { cond, body } => {
                self.push("switch (");
                self.cond(cond);
                self.push(") ");
                self.braced(body);
                self.push(" ");
            }
            StmtKind::Case { value, stmt } => {
                self.push("case ");
                self.expr(value, Ctx::Top);
                self.push(":  ");
                self.stmt(stmt);
            }
            StmtKind::Default { stmt } => {
                self.push("default:  ");
                self.stmt(stmt);
            }
            StmtKind::Break => self.push("break; "),
            StmtKind::Continue => self.push("continue; "),
            StmtKind::Return(e) => {
                self.push("return");
                if let Some(e) = e {
                    self.push(" ");
                    // A `?:` yielding a class object is parenthesized.
                    let class_cond = matches!(e.kind, ExprKind::Cond(..))
                        && matches!(self.il.ty(self.il.canonical(e.ty)), TypeKind::Class(_));
                    if class_cond {
                        self.push("(");
                        self.expr(e, Ctx::Top);
                        self.push(")");
                    } else {
                        // Like an argument: converted constants stay bare.
                        self.expr(e, Ctx::Arg);
                    }
                }
                self.push("; ");
            }
            StmtKind::Goto(l) => {
                self.push("goto ");
                self.push(l);
                self.push("; ");
            }
            StmtKind::Label { name, stmt } => {
                self.push(name);
                self.push(":; ");
                self.stmt(stmt);
            }
            StmtKind::Null => self.push("; "),
            StmtKind::Asm(t) => {
                self.push(t);
                self.push("; ");
            }
            StmtKind::RangeFor { var, range, body } => {
                self.push("for (");
                self.local_decls(&[*var], false);
                self.push(" : ");
                self.expr(range, Ctx::Top);
                self.push(") ");
                self.braced(body);
                self.push(" ");
            }
            StmtKind::Try { body, handlers } => {
                self.push("try ");
                self.braced(body);
                for h in handlers.iter() {
                    self.push("catch (");
                    match (h.param, h.ty) {
                        (Some(p), _) => self.local_decls(&[p], false),
                        (None, Some(t)) => {
                            let t = self.type_str(t, "");
                            self.push(&t);
                        }
                        (None, None) => self.push("..."),
                    }
                    self.push(") ");
                    self.braced(h.body);
                }
                self.push(" ");
            }
            StmtKind::Block(_) | StmtKind::Pragma(_) => {}
        }
    }
}
