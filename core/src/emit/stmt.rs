//! Host statement printing (EDG's layout: statements end in `"; "`, nested
//! statements follow on the same line, a line marker precedes every
//! statement or closing brace whose logical line differs from the current
//! one, and `if`/`else`/loop bodies always get braces).

use super::expr::Ctx;
use super::printer::{Printer, MAX_DEPTH};
use crate::il::*;
use alloc::string::String;

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
        let saved = self.enter_body_block();
        self.block_inner(s, items);
        self.leave_body_block(saved);
    }

    /// A block (or braced sub-statement) of a function body opens: below
    /// the outermost one, see `canonical_nested_blocks`.
    fn enter_body_block(&mut self) -> bool {
        self.body_blocks += 1;
        let saved = self.canonical_template_args;
        if self.canonical_nested_blocks && self.body_blocks >= 2 {
            self.canonical_template_args = true;
        }
        saved
    }

    fn leave_body_block(&mut self, saved: bool) {
        self.body_blocks = self.body_blocks.saturating_sub(1);
        self.canonical_template_args = saved;
    }

    fn block_inner(&mut self, s: &Stmt<'a>, items: &[&Stmt<'a>]) {
        self.out.mark(s.pos);
        self.push("{ ");
        let mut i = 0;
        while let Some(st) = items.get(i) {
            i += 1;
            // EDG attaches a pragma to the statement after it: the
            // statement's line marker, the pragma line, then the statement
            // without a marker of its own (`# 9` `#pragma unroll` `for (`).
            if let (StmtKind::Pragma(t), Some(next)) = (&st.kind, items.get(i)) {
                let attached = is_loop_pragma(t) && !matches!(next.kind, StmtKind::Pragma(_) | StmtKind::Block(_));
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
            let saved = self.enter_body_block();
            self.push("{ ");
            self.stmt(s);
            self.push("} ");
            self.leave_body_block(saved);
        }
    }

    /// A loop's body block that declares locals and is left by a
    /// `continue` gets EDG's continue label at its end, which the host
    /// output shows as one more space after the loop (`}   `).
    fn continue_label_space(&mut self, body: &Stmt<'a>) {
        if self.flavor != super::printer::Flavor::Host || !matches!(body.kind, StmtKind::Block(_)) {
            return;
        }
        let (mut cont, mut decl) = (false, false);
        scan_loop_body(body, &mut cont, &mut decl, 0);
        if cont && decl {
            self.push(" ");
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
                if is_loop_pragma(t) {
                    self.out.newline();
                    self.push("#pragma ");
                    self.push(&super::printer::pragma_spelling(t));
                    self.push("\n");
                    self.out.forget_line();
                    return;
                }
                // A pragma EDG does not interpret is passed on where it
                // stands; its own line counts (what follows on the next
                // line needs no marker).
                if !self.out.is_next_line(s.pos) {
                    self.out.mark(s.pos);
                }
                self.out.newline();
                self.push("#pragma ");
                self.push(&super::printer::pragma_spelling(t));
                self.push("\n");
                self.out.set_line(s.pos.line + 1);
                return;
            }
            _ => {}
        }
        self.out.mark(self.statement_mark_pos(s));
        self.stmt_unmarked(s);
    }

    /// Where a statement's line marker points: its start, but a typedef
    /// or variable declaration is marked at its (first) name, EDG's
    /// position for it, so one whose name is on a later line is written
    /// on one line.
    fn statement_mark_pos(&self, s: &Stmt<'a>) -> crate::source::Pos {
        if let StmtKind::Decl(ds) = &s.kind {
            if let Some(decl) = ds.first().and_then(|d| self.decl(*d)) {
                let named = self.entity(decl.entity).filter(|e| {
                    (matches!(e.kind, EntityKind::Typedef(_)) && !self.il.alias_declarations.contains(&decl.entity))
                        || matches!(e.kind, EntityKind::Variable(_))
                });
                if let Some(ent) = named {
                    if ent.pos.file == s.pos.file && ent.pos.line > s.pos.line && self.inline_definition(decl).is_none() {
                        return ent.pos;
                    }
                }
            }
        }
        s.pos
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
            StmtKind::Decl(ds) if ds.is_empty() && self.il.block_usings.contains_key(&s.pos) => {
                if let Some(k) = self.il.block_usings.get(&s.pos) {
                    let text = super::int_c::using_text(self, k);
                    self.push(&text);
                }
            }
            StmtKind::Decl(ds) => {
                self.local_decls(ds, true);
            }
            StmtKind::If { cond, then, els } => {
                self.push(if self.il.constexpr_ifs.contains(&s.pos) { "if constexpr (" } else { "if (" });
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
                self.continue_label_space(body);
            }
            StmtKind::DoWhile { body, cond, while_pos } => {
                self.push("do ");
                self.braced(body);
                self.continue_label_space(body);
                self.out.mark(*while_pos);
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
                self.continue_label_space(body);
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
            StmtKind::Return(e, parens) => {
                self.push("return");
                if let Some(e) = e {
                    self.push(" ");
                    // A `?:` yielding a class object is parenthesized.
                    // (Not one of dependent class type in a template.)
                    let class_cond = matches!(e.kind, ExprKind::Cond(..))
                        && matches!(self.il.ty(self.il.canonical(e.ty)), TypeKind::Class(_))
                        && !self.type_is_dependent(e.ty, 0);
                    if self.elided_class_static_cast(e) {
                    } else if *parens {
                        // One pair: none added when the operand printed its own.
                        let start = self.out.s.len();
                        self.expr(e, Ctx::Top);
                        if !wholly_parenthesized(&self.out.s[start..]) {
                            self.out.s.insert(start, '(');
                            self.push(")");
                        }
                    } else if class_cond {
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
            StmtKind::GotoIndirect(e) => {
                self.push("goto *");
                self.expr(e, Ctx::Operand);
                self.push("; ");
            }
            StmtKind::Label { name, stmt } => {
                self.push(name);
                self.push(":; ");
                self.stmt(stmt);
            }
            StmtKind::Null if self.flavor == super::printer::Flavor::Host && self.il.fallthrough_stmts.contains(&s.pos) => self.push("[[fallthrough]] ; "),
            StmtKind::Null => self.push("; "),
            StmtKind::Asm(t, operands) => {
                let printed: alloc::vec::Vec<String> = operands.iter().map(|o| self.expr_string(o, Ctx::Top)).collect();
                let text = asm_spelling(t, &printed);
                self.push(&text);
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
                    // A `catch` on a later line than the `}` gets its own.
                    self.out.mark(h.pos);
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

/// A GNU asm statement (its text as written, without the `;`) as EDG
/// re-emits it: `__asm__ volatile("…" : "=r" (x) : "r" (y) : "memory")`.
/// With operands, the output and input sections are always written; the
/// clobbers only when there are some. `operands`, when given for each
/// output and input operand, are their expressions as printed.
/// Whether a loop body (not counting nested loops, whose `continue`s and
/// scopes are their own) has a `continue` and a local declaration.
fn scan_loop_body(s: &Stmt, cont: &mut bool, decl: &mut bool, depth: u32) {
    if depth > MAX_DEPTH {
        return;
    }
    match &s.kind {
        StmtKind::Continue => *cont = true,
        StmtKind::Decl(_) => *decl = true,
        StmtKind::Block(items) => items.iter().for_each(|st| scan_loop_body(st, cont, decl, depth + 1)),
        StmtKind::If { cond, then, els } => {
            if matches!(cond, Cond::Decl(_)) {
                *decl = true;
            }
            scan_loop_body(then, cont, decl, depth + 1);
            if let Some(e) = els {
                scan_loop_body(e, cont, decl, depth + 1);
            }
        }
        StmtKind::Switch { body, .. } => scan_loop_body(body, cont, decl, depth + 1),
        StmtKind::Case { stmt, .. } | StmtKind::Default { stmt } | StmtKind::Label { stmt, .. } => scan_loop_body(stmt, cont, decl, depth + 1),
        StmtKind::Try { body, handlers } => {
            scan_loop_body(body, cont, decl, depth + 1);
            handlers.iter().for_each(|h| scan_loop_body(h.body, cont, decl, depth + 1));
        }
        _ => {}
    }
}

pub(crate) fn asm_spelling(raw: &str, operands: &[String]) -> String {
    asm_spelling_with(raw, "__asm__", (!operands.is_empty()).then_some(operands))
}

/// [`asm_spelling`] with another keyword (cicc writes `__asm`) and,
/// when given, the operands' expressions as printed (in order, outputs
/// then inputs) in place of their text.
pub(crate) fn asm_spelling_with(raw: &str, keyword: &str, operands: Option<&[String]>) -> String {
    let t = raw.trim();
    let Some(open) = t.find('(') else { return String::from(t) };
    let head = &t[..open];
    let mut words = head.split_whitespace();
    if !matches!(words.next(), Some("asm" | "__asm__" | "__asm")) {
        return String::from(t);
    }
    let mut volatile = false;
    for w in words {
        match w {
            "volatile" | "__volatile__" | "__volatile" => volatile = true,
            "inline" | "__inline__" | "__inline" => {}
            _ => return String::from(t),
        }
    }
    let Some(body) = t[open + 1..].strip_suffix(')') else { return String::from(t) };
    let sections = split_top(body, b':');
    let mut out = String::from(keyword);
    out.push_str(if volatile { " volatile(" } else { "(" });
    let mut next_operand = 0usize;
    // The template is one literal (adjacent pieces concatenated).
    let template = sections.first().map_or("", |s| s.trim());
    match super::printer::string_literal_pieces(template) {
        Some(p) => out.push_str(&super::printer::host_string_spelling(&p)),
        None => out.push_str(template),
    }
    if sections.len() > 1 {
        let written = |i: usize| -> alloc::vec::Vec<&str> {
            sections.get(i).map(|sec| split_top(sec, b',').into_iter().filter(|o| !o.trim().is_empty()).collect()).unwrap_or_default()
        };
        let n_written = written(1).len() + written(2).len();
        // Printed operands only when there is one for each written.
        let operands = operands.filter(|p| p.len() == n_written);
        for i in 1..3 {
            out.push_str(" :");
            let mut ops: alloc::vec::Vec<alloc::string::String> = alloc::vec::Vec::new();
            for o in written(i) {
                let printed = operands.and_then(|p| p.get(next_operand));
                next_operand += 1;
                ops.push(match printed {
                    Some(e) => asm_operand_with(o, e),
                    None => asm_operand(o),
                });
            }
            if !ops.is_empty() {
                out.push(' ');
                out.push_str(&ops.join(", "));
            }
        }
        let clobbers: alloc::vec::Vec<&str> =
            sections.get(3).map(|sec| split_top(sec, b',').into_iter().map(str::trim).filter(|c| !c.is_empty()).collect()).unwrap_or_default();
        if !clobbers.is_empty() {
            out.push_str(" : ");
            out.push_str(&clobbers.join(", "));
        }
    }
    out.push(')');
    out
}

/// `"=r"(x)` with `x` printed as `e` → `"=r" (e)`.
fn asm_operand_with(op: &str, e: &str) -> alloc::string::String {
    let op = op.trim();
    match op.rfind('"') {
        Some(q) if op.starts_with('"') || op.starts_with('[') => alloc::format!("{} ({})", op[..q + 1].trim(), e),
        _ => asm_operand(op),
    }
}

/// `"=r"(x)` → `"=r" (x)`.
fn asm_operand(op: &str) -> alloc::string::String {
    let op = op.trim();
    match op.rfind('"') {
        Some(q) if op.starts_with('"') || op.starts_with('[') => {
            let (c, e) = op.split_at(q + 1);
            alloc::format!("{} {}", c.trim(), e.trim())
        }
        _ => alloc::string::String::from(op),
    }
}

/// Split at top-level commas (outside strings, parentheses, brackets).
pub(crate) fn split_top_commas(s: &str) -> alloc::vec::Vec<&str> {
    split_top(s, b',')
}

/// Split at `sep` outside strings, parentheses and brackets.
fn split_top(s: &str, sep: u8) -> alloc::vec::Vec<&str> {
    let b = s.as_bytes();
    let mut out = alloc::vec::Vec::new();
    let (mut depth, mut start, mut i) = (0i32, 0usize, 0usize);
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                let q = b[i];
                i += 1;
                while i < b.len() && b[i] != q {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            // `::` inside an operand's expression is a scope; at the top
            // level (`"x" ::: "memory"`, lexed as `::` `:`) two separators.
            b':' if sep == b':' && b.get(i + 1) == Some(&b':') && depth > 0 => i += 1,
            c if c == sep && depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(&s[start..]);
    out
}

/// Whether printed text is one parenthesized whole (`(a + b)`, not
/// `(a) + (b)`), skipping string and character literals.
fn wholly_parenthesized(text: &str) -> bool {
    let b = text.as_bytes();
    if b.first() != Some(&b'(') {
        return false;
    }
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < b.len() && b[i] != q {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' => depth += 1,
            b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1 == b.len();
                }
            }
            _ => {}
        }
        i += 1;
    }
    false
}

/// A loop pragma (`unroll`), which EDG attaches to the statement after it.
fn is_loop_pragma(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with("unroll") || t.starts_with("nounroll")
}
