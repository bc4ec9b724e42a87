//! Directives (GNU cpp's `directives.cc`): conditionals with the
//! include-guard optimization, `#define`/`#undef`, `#include` and friends,
//! `#line`, `#error`/`#warning`, `#pragma` (kept in the output as GCC keeps
//! it) and the `_Pragma` operator.

use super::lexer::EOF_BUFFER_END;
use super::macros::EOF_ARG_END;
use super::token::*;
use super::{IfEntry, Macro, Pp, MAX_INCLUDES, MAX_INCLUDE_DEPTH};
use crate::diag::Severity;
use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Dir {
    Define,
    Include,
    Endif,
    Ifdef,
    If,
    Else,
    Ifndef,
    Undef,
    Line,
    Elif,
    Elifdef,
    Elifndef,
    Error,
    Pragma,
    Warning,
    IncludeNext,
    Ident,
    Import,
    Assert,
    Unassert,
    Sccs,
}

fn lookup_dir(n: &[u8]) -> Option<Dir> {
    Some(match n {
        b"define" => Dir::Define,
        b"include" => Dir::Include,
        b"endif" => Dir::Endif,
        b"ifdef" => Dir::Ifdef,
        b"if" => Dir::If,
        b"else" => Dir::Else,
        b"ifndef" => Dir::Ifndef,
        b"undef" => Dir::Undef,
        b"line" => Dir::Line,
        b"elif" => Dir::Elif,
        b"elifdef" => Dir::Elifdef,
        b"elifndef" => Dir::Elifndef,
        b"error" => Dir::Error,
        b"pragma" => Dir::Pragma,
        b"warning" => Dir::Warning,
        b"include_next" => Dir::IncludeNext,
        b"ident" => Dir::Ident,
        b"import" => Dir::Import,
        b"assert" => Dir::Assert,
        b"unassert" => Dir::Unassert,
        b"sccs" => Dir::Sccs,
        _ => return None,
    })
}

fn is_cond(d: Dir) -> bool {
    matches!(d, Dir::If | Dir::Ifdef | Dir::Ifndef | Dir::Elif | Dir::Elifdef | Dir::Elifndef | Dir::Else | Dir::Endif)
}

fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::Define => "define",
        Dir::Include => "include",
        Dir::Endif => "endif",
        Dir::Ifdef => "ifdef",
        Dir::If => "if",
        Dir::Else => "else",
        Dir::Ifndef => "ifndef",
        Dir::Undef => "undef",
        Dir::Line => "line",
        Dir::Elif => "elif",
        Dir::Elifdef => "elifdef",
        Dir::Elifndef => "elifndef",
        Dir::Error => "error",
        Dir::Pragma => "pragma",
        Dir::Warning => "warning",
        Dir::IncludeNext => "include_next",
        Dir::Ident => "ident",
        Dir::Import => "import",
        Dir::Assert => "assert",
        Dir::Unassert => "unassert",
        Dir::Sccs => "sccs",
    }
}

/// An `#include` to enter once its directive line is finished.
struct PendingInclude {
    obj: u32,
    line: u32,
}

/// Pragmas libcpp runs itself (`once`, `push_macro`, ... and `GCC poison`, ...).
fn internal_pragma(ns: &[u8], name: &[u8]) -> bool {
    if ns.is_empty() {
        matches!(name, b"once" | b"push_macro" | b"pop_macro")
    } else {
        ns == b"GCC" && matches!(name, b"poison" | b"system_header" | b"dependency" | b"warning" | b"error")
    }
}

/// Pragmas GCC defers with macro expansion of their operands under `-E`.
fn deferred_pragma(name: &[u8]) -> bool {
    matches!(name, b"message" | b"redefine_extname" | b"scalar_storage_order")
}

impl<'a> Pp<'a> {
    /// Handle the directive starting with `hash`. Returns a token to give
    /// the caller instead (a deferred `#pragma`), or None.
    pub fn handle_directive(&mut self, hash: Tok) -> Option<Tok> {
        let saved_ctxs = core::mem::take(&mut self.ctxs);
        let saved_args = self.parsing_args;
        let saved_prevent = self.prevent_expansion;
        let saved_about = self.about_to_expand;
        self.parsing_args = 0;
        self.prevent_expansion = 0;
        self.in_directive = true;
        self.directive_line = hash.line;
        let mut result: Option<Tok> = None;
        let mut pending: Option<PendingInclude> = None;
        let dname = self.lex_token();
        self.dname_col = dname.col;
        let mut skip_line = true;
        match dname.kind {
            K::Name => {
                let d = lookup_dir(self.spell(&dname));
                match d {
                    Some(d) if !self.skipping || is_cond(d) => {
                        if !matches!(d, Dir::If | Dir::Ifdef | Dir::Ifndef) {
                            self.mi_valid = false;
                        }
                        match d {
                            Dir::Define => self.do_define(),
                            Dir::Undef => self.do_undef(),
                            Dir::Include | Dir::IncludeNext | Dir::Import => {
                                pending = self.do_include(d, &dname);
                            }
                            Dir::If => self.do_if(),
                            Dir::Ifdef | Dir::Ifndef => self.do_ifdef(d == Dir::Ifndef),
                            Dir::Elif | Dir::Elifdef | Dir::Elifndef => self.do_elif(d, &dname),
                            Dir::Else => self.do_else(&dname),
                            Dir::Endif => self.do_endif(&dname),
                            Dir::Line => self.do_line(),
                            Dir::Error | Dir::Warning => self.do_diagnostic(d == Dir::Error, &dname),
                            Dir::Pragma => {
                                result = self.do_pragma(&hash);
                                if result.is_some() {
                                    skip_line = false;
                                }
                            }
                            Dir::Ident | Dir::Sccs => self.do_ident(&dname),
                            Dir::Assert | Dir::Unassert => {}
                        }
                    }
                    Some(_) => {}
                    None => {
                        if !self.skipping {
                            let msg = alloc::format!(
                                "invalid preprocessing directive #{}",
                                String::from_utf8_lossy(self.spell(&dname))
                            );
                            self.error_tok(&dname, &msg);
                        }
                    }
                }
            }
            K::Number if !self.skipping => self.do_linemarker(&dname),
            K::Eof => {}
            _ => {
                if !self.skipping {
                    let msg = alloc::format!(
                        "invalid preprocessing directive #{}",
                        String::from_utf8_lossy(self.spell(&dname))
                    );
                    self.error_tok(&dname, &msg);
                }
            }
        }
        if skip_line {
            self.skip_rest_of_line();
            self.end_directive_line();
        }
        self.in_directive = false;
        self.angled_headers = false;
        self.ctxs = saved_ctxs;
        self.parsing_args = saved_args;
        self.prevent_expansion = saved_prevent;
        self.about_to_expand = saved_about;
        if let Some(p) = pending {
            if self.fatal {
                return None;
            }
            self.enter_file(p.obj, p.line);
        }
        result
    }

    /// Read and drop the rest of the directive line (macro contexts too).
    fn skip_rest_of_line(&mut self) {
        while !self.ctxs.is_empty() {
            let c = self.ctxs.len();
            self.ctxs.truncate(c - 1);
        }
        loop {
            let t = self.lex_token();
            if t.kind == K::Eof || self.fatal {
                break;
            }
        }
    }

    /// Consume the newline ending a directive.
    fn end_directive_line(&mut self) {
        self.lookahead.clear();
        let (pos, end) = match self.bufs.last() {
            Some(b) => (b.pos, b.end),
            None => return,
        };
        if pos < end && self.pool.get(pos) == Some(&b'\n') {
            self.newline_at_pub(pos);
            if let Some(b) = self.bufs.last_mut() {
                b.pos = pos + 1;
                b.at_bol = true;
            }
        } else if let Some(b) = self.bufs.last_mut() {
            b.at_bol = true;
        }
    }

    fn newline_at_pub(&mut self, pos: usize) {
        // Same bookkeeping as the lexer's newline handling.
        let (_l, _c) = self.loc_of(pos);
        if let Some(b) = self.bufs.last_mut() {
            b.line += 1;
            b.line_start = pos + 1;
        }
    }

    /// Warn about extra tokens after a directive's operands.
    fn check_eol(&mut self, dir: &str) {
        let t = self.lex_token();
        if t.kind != K::Eof {
            let msg = alloc::format!("extra tokens at end of #{} directive", dir);
            self.warning_tok(&t, &msg, "");
        }
    }

    /// A macro name operand (GNU `lex_macro_node`).
    fn lex_macro_node(&mut self, dir: &str) -> Option<Tok> {
        let t = self.lex_token();
        if t.kind == K::Name {
            if t.sym == self.sym_defined {
                self.error_tok(&t, "\"defined\" cannot be used as a macro name");
                return None;
            }
            if t.sym == self.sym_has_include || t.sym == self.sym_has_include_next {
                let msg = alloc::format!("\"{}\" cannot be used as a macro name", self.name_str(t.sym));
                self.error_tok(&t, &msg);
                return None;
            }
            return Some(t);
        }
        if t.flags & NAMED_OP != 0 {
            let msg = alloc::format!(
                "\"{}\" cannot be used as a macro name as it is an operator in C++",
                String::from_utf8_lossy(self.spell(&t))
            );
            self.error_tok(&t, &msg);
        } else if t.kind == K::Eof {
            let msg = alloc::format!("no macro name given in #{} directive", dir);
            self.error_at(t.line, t.col, 1, &msg);
        } else {
            self.error_tok(&t, "macro names must be identifiers");
        }
        None
    }

    fn do_define(&mut self) {
        let Some(name) = self.lex_macro_node("define") else { return };
        let name_col = name.col;
        let mut head_last = (name.line, name.col);
        let mut t = self.lex_token();
        let mut fun_like = false;
        let mut variadic = false;
        let mut params: Vec<u32> = Vec::new();
        if t.kind == K::OpenParen && t.flags & PREV_WHITE == 0 {
            fun_like = true;
            // Parameter list.
            let mut expect_name = true;
            loop {
                let p = self.lex_token();
                match p.kind {
                    K::CloseParen if params.is_empty() && !variadic && expect_name => {
                        head_last = (p.line, p.col);
                        break;
                    }
                    K::CloseParen if !expect_name => {
                        head_last = (p.line, p.col);
                        break;
                    }
                    K::Name if expect_name && !variadic => {
                        if p.sym == self.sym_va_args {
                            self.error_tok(&p, "__VA_ARGS__ can only appear in the expansion of a C++11 variadic macro");
                            return;
                        }
                        if params.contains(&p.sym) {
                            let msg = alloc::format!("duplicate macro parameter \"{}\"", self.name_str(p.sym));
                            self.error_tok(&p, &msg);
                            return;
                        }
                        params.push(p.sym);
                        expect_name = false;
                    }
                    K::Comma if !expect_name && !variadic => expect_name = true,
                    K::Ellipsis if !variadic => {
                        if expect_name {
                            params.push(self.sym_va_args);
                        }
                        variadic = true;
                        expect_name = false;
                    }
                    _ => {
                        let msg = if p.kind == K::Eof {
                            if expect_name && !variadic && !params.is_empty() {
                                String::from("expected parameter name before end of line")
                            } else if expect_name && !variadic {
                                String::from("expected parameter name, found end of line")
                            } else {
                                String::from("expected ')' before end of line")
                            }
                        } else if expect_name && !variadic {
                            alloc::format!(
                                "expected parameter name, found \"{}\"",
                                String::from_utf8_lossy(self.spell(&p))
                            )
                        } else if variadic {
                            alloc::format!("expected ')' after \"...\"")
                        } else {
                            alloc::format!(
                                "expected ',' or ')', found \"{}\"",
                                String::from_utf8_lossy(self.spell(&p))
                            )
                        };
                        if p.kind == K::Eof {
                            self.error_at(p.line, p.col, 1, &msg);
                        } else {
                            self.error_tok(&p, &msg);
                        }
                        return;
                    }
                }
            }
            t = self.lex_token();
        } else if t.kind != K::Eof && t.flags & PREV_WHITE == 0 {
            // C++ requires white space after the macro name.
            self.pedwarn_tok(&t, "missing whitespace after the macro name");
        }
        // Replacement list. GCC lexes it into the macro's own storage, so
        // its diagnostics point at the last token before it.
        let mut body: Vec<Tok> = Vec::new();
        self.last_lexed = head_last;
        self.freeze_last_lexed = true;
        let mut following_paste = false;
        loop {
            if t.kind == K::Eof {
                break;
            }
            let mut tok = t;
            tok.flags &= !BOL;
            if tok.kind == K::Name {
                if let Some(i) = params.iter().position(|&p| p == tok.sym) {
                    tok.kind = K::MacroArg;
                    tok.sym = i as u32;
                } else if tok.sym == self.sym_va_args && !variadic {
                    let mut at = tok;
                    at.len = 1;
                    self.pedwarn_tok(&at, "__VA_ARGS__ can only appear in the expansion of a C++11 variadic macro");
                }
            }
            let is_vaopt = tok.kind == K::Name && tok.sym == self.sym_va_opt && variadic;
            if fun_like && matches!(body.last(), Some(p) if p.kind == K::Hash && p.flags & STRINGIFY_ARG == 0 && p.sym != u32::MAX) {
                let hash_flags = body.last().map(|p| p.flags).unwrap_or(0);
                if tok.kind == K::MacroArg || is_vaopt {
                    tok.flags &= !PREV_WHITE;
                    tok.flags |= STRINGIFY_ARG | (hash_flags & PREV_WHITE);
                    body.pop();
                } else {
                    self.freeze_last_lexed = false;
                    let (l, c) = head_last;
                    self.error_at(l, c, 1, "'#' is not followed by a macro parameter");
                    return;
                }
            }
            if tok.kind == K::Paste {
                if body.is_empty() {
                    self.freeze_last_lexed = false;
                    let (l, c) = head_last;
                    self.error_at(l, c, 1, "'##' cannot appear at either end of a macro expansion");
                    return;
                }
                if !following_paste {
                    if let Some(l) = body.last_mut() {
                        l.flags |= PASTE_LEFT;
                    }
                }
                following_paste = true;
                t = self.lex_token();
                continue;
            }
            following_paste = false;
            body.push(tok);
            t = self.lex_token();
        }
        self.freeze_last_lexed = false;
        if following_paste {
            // GCC points at the last token before the replacement list.
            let (l, c) = head_last;
            self.error_at(l, c, 0, "'##' cannot appear at either end of a macro expansion");
            return;
        }
        if fun_like {
            if let Some(p) = body.last() {
                if p.kind == K::Hash && p.flags & STRINGIFY_ARG == 0 {
                    let (l, c) = head_last;
                    self.error_at(l, c, 1, "'#' is not followed by a macro parameter");
                    return;
                }
            }
        }
        if let Some(f) = body.first_mut() {
            f.flags &= !PREV_WHITE;
        }
        let file = self.cur_name();
        let line = self.presumed(name.line);
        let m = Macro {
            fun_like,
            variadic,
            params,
            body: Rc::from(body),
            builtin: 0,
            file,
            line,
            col: name_col,
        };
        self.install_macro(name, m);
    }

    fn install_macro(&mut self, name: Tok, m: Macro) {
        let sym = name.sym as usize;
        let old = self.syms.info.get(sym).map(|i| i.macro_id).unwrap_or(0);
        if old != 0 {
            if let Some(o) = self.macros.get((old - 1) as usize) {
                let differs = o.builtin != 0 || !self.same_definition(o, &m);
                if differs && !self.in_quiet_buffer() {
                    let (of, ol, oc, ob) = (o.file.clone(), o.line, o.col, o.builtin);
                    let nm = self.name_str(name.sym);
                    if ob != 0 {
                        let msg = alloc::format!("redefining builtin macro \"{}\"", nm);
                        self.warning_tok(&name, &msg, "");
                    } else {
                        let msg = alloc::format!("\"{}\" redefined", nm);
                        self.warning_at(name.line, 0, 0, &msg, "");
                        let _ = oc;
                        if ol > 0 {
                            let raw = self.raw_of_name(&of);
                            let text = super::gccdiag::render(&of, ol, 0, 0, "note", "this is the location of the previous definition", raw.as_deref(), "");
                            self.append_to_last_diag(text);
                        }
                    }
                }
            }
            if let Some(slot) = self.macros.get_mut((old - 1) as usize) {
                *slot = m;
                return;
            }
        }
        self.macros.push(m);
        if let Some(i) = self.syms.info.get_mut(sym) {
            i.macro_id = self.macros.len() as u32;
        }
    }

    fn in_quiet_buffer(&self) -> bool {
        false
    }

    fn same_definition(&self, a: &Macro, b: &Macro) -> bool {
        if a.fun_like != b.fun_like || a.variadic != b.variadic || a.params != b.params || a.body.len() != b.body.len() {
            return false;
        }
        for (x, y) in a.body.iter().zip(b.body.iter()) {
            if x.kind != y.kind {
                return false;
            }
            let fm = PREV_WHITE | STRINGIFY_ARG | PASTE_LEFT;
            if (x.flags & fm) != (y.flags & fm) {
                return false;
            }
            if x.kind == K::MacroArg {
                if x.sym != y.sym {
                    return false;
                }
            } else if self.spell(x) != self.spell(y) {
                return false;
            }
        }
        true
    }

    fn do_undef(&mut self) {
        let Some(name) = self.lex_macro_node("undef") else { return };
        if let Some(i) = self.syms.info.get(name.sym as usize) {
            if i.macro_id != 0 {
                let builtin = self.macros.get((i.macro_id - 1) as usize).map(|m| m.builtin).unwrap_or(0);
                if builtin != 0 && !self.in_quiet_buffer() {
                    let msg = alloc::format!("undefining \"{}\"", self.name_str(name.sym));
                    self.warning_tok(&name, &msg, "");
                }
            }
        }
        if let Some(i) = self.syms.info.get_mut(name.sym as usize) {
            i.macro_id = 0;
        }
        self.check_eol("undef");
    }

    /// Parse the header name of `#include` / `__has_include`; returns
    /// (name, angled, token for diagnostics).
    pub fn parse_header_name(&mut self, dir: &str, in_has_include: bool) -> Option<(String, bool, Tok)> {
        self.angled_headers = true;
        let t = self.get_token_np();
        self.angled_headers = false;
        match t.kind {
            K::String | K::HeaderName => {
                let sp = self.spell(&t);
                let inner = sp.get(1..sp.len().saturating_sub(1)).unwrap_or(&[]);
                let s = String::from_utf8_lossy(inner).into_owned();
                Some((s, t.kind == K::HeaderName, t))
            }
            K::Less => {
                // Macro-expanded `<` ... `>`.
                let mut s = Vec::new();
                loop {
                    let u = self.get_token();
                    if u.kind == K::Padding {
                        continue;
                    }
                    if u.kind == K::Greater {
                        break;
                    }
                    if u.kind == K::Eof {
                        self.error_tok(&t, "missing terminating > character");
                        break;
                    }
                    if u.flags & PREV_WHITE != 0 && !s.is_empty() {
                        s.push(b' ');
                    }
                    s.extend_from_slice(self.spell(&u));
                }
                Some((String::from_utf8_lossy(&s).into_owned(), true, t))
            }
            _ => {
                let msg = if in_has_include {
                    alloc::format!("operator \"{}\" requires a header-name", dir)
                } else {
                    alloc::format!("#{} expects \"FILENAME\" or <FILENAME>", dir)
                };
                if t.kind == K::Eof {
                    let l = self.directive_line;
                    let c = self.last_col();
                    self.error_at(l, c, 0, &msg);
                } else {
                    self.error_tok(&t, &msg);
                }
                if t.kind != K::Eof && in_has_include {
                    self.backup(t);
                }
                None
            }
        }
    }

    fn do_include(&mut self, d: Dir, dname: &Tok) -> Option<PendingInclude> {
        let dn = dir_name(d);
        let (name, angled, htok) = self.parse_header_name(dn, false)?;
        if name.is_empty() {
            let msg = alloc::format!("empty filename in #{}", dn);
            self.error_tok(&htok, &msg);
            return None;
        }
        self.check_eol(dn);
        self.include_count = self.include_count.saturating_add(1);
        if self.include_count > MAX_INCLUDES {
            let (l, c) = self.last_lexed;
            let msg = alloc::format!("more than {} #include directives processed", MAX_INCLUDES);
            self.diag_fatal_at(l, c, &msg);
            return None;
        }
        let depth = self.bufs.iter().filter(|b| !b.quiet).count();
        if depth >= MAX_INCLUDE_DEPTH {
            let msg = alloc::format!(
                "#include nested depth {} exceeds maximum of {} (use -fmax-include-depth=DEPTH to increase the maximum)",
                depth,
                MAX_INCLUDE_DEPTH
            );
            let (l, c) = self.last_lexed;
            self.error_at(l, c, 1, &msg);
            return None;
        }
        let mut next = d == Dir::IncludeNext;
        if next && self.bufs.len() <= self.scan_base && self.bufs.last().map(|b| b.dir_idx.is_none()).unwrap_or(true) {
            if self.bufs.iter().filter(|b| !b.quiet).count() <= 1 {
                self.warning_tok(dname, "#include_next in primary source file", "");
                next = false;
            }
        }
        let found = self.find_include(&name, angled, next);
        match found {
            None => {
                let msg = alloc::format!("{}: No such file or directory", name);
                self.fatal_tok(&htok, &msg);
                None
            }
            Some(o) => {
                let f = self.incs.get(o as usize).map(|i| i.file).unwrap_or(0);
                if d == Dir::Import {
                    if let Some(fe) = self.files.get(f as usize) {
                        if fe.once_only {
                            return None;
                        }
                    }
                }
                if !self.should_stack(o) {
                    return None;
                }
                if d == Dir::Import {
                    if let Some(fe) = self.files.get_mut(f as usize) {
                        fe.once_only = true;
                    }
                }
                Some(PendingInclude { obj: o, line: self.directive_line })
            }
        }
    }

    /// `__has_include (...)` in `#if`: 1 if the header is found.
    pub fn has_include(&mut self, next: bool) -> u32 {
        let open = self.get_token_np();
        let paren = open.kind == K::OpenParen;
        if !paren {
            let msg = if next { "missing '(' before \"__has_include_next\" operand" } else { "missing '(' before \"__has_include\" operand" };
            self.error_tok(&open, msg);
            if open.kind != K::Eof {
                self.backup(open);
            }
            return 0;
        }
        let dn = if next { "__has_include_next" } else { "__has_include" };
        let r = self.parse_header_name(dn, true);
        let v = match r {
            Some((name, angled, _)) => {
                let saved = core::mem::take(&mut self.diags_suppress);
                let f = self.find_include(&name, angled, next);
                self.diags_suppress = saved;
                f.is_some() as u32
            }
            None => 0,
        };
        let close = self.get_token_np();
        if close.kind != K::CloseParen {
            let msg = alloc::format!("missing ')' after \"{}\" operand", dn);
            self.error_tok(&close, &msg);
            if close.kind != K::Eof {
                self.backup(close);
            }
        }
        v
    }

    fn push_conditional(&mut self, skip: bool, cmacro: Option<u32>, line: u32, col: u32, kind: u8) {
        let was_skipping = self.skipping;
        let mi = if self.mi_valid && self.mi_cmacro.is_none() { cmacro } else { None };
        if let Some(b) = self.bufs.last_mut() {
            b.if_stack.push(IfEntry {
                line,
                col,
                was_skipping,
                skip_elses: was_skipping || !skip,
                saw_else: false,
                mi_cmacro: mi,
                kind,
            });
        }
        self.skipping = skip;
    }

    fn do_if(&mut self) {
        let line = self.directive_line;
        let col = self.dname_col;
        let mut skip = true;
        let mut cm = None;
        if !self.skipping {
            let (v, c) = self.parse_expr(false);
            skip = !v;
            cm = c;
        }
        self.push_conditional(skip, cm, line, col, 0);
    }

    fn do_ifdef(&mut self, ifndef: bool) {
        let line = self.directive_line;
        let col = self.dname_col;
        let mut skip = true;
        let mut cm = None;
        if !self.skipping {
            let dn = if ifndef { "ifndef" } else { "ifdef" };
            if let Some(n) = self.lex_macro_node(dn) {
                let defined = self.syms.info.get(n.sym as usize).map(|i| i.macro_id != 0).unwrap_or(false);
                skip = if ifndef { defined } else { !defined };
                self.check_eol(dn);
                if ifndef {
                    cm = Some(n.sym);
                }
            }
        }
        self.push_conditional(skip, cm, line, col, if ifndef { 2 } else { 1 });
    }

    fn do_else(&mut self, dname: &Tok) {
        let top = self.bufs.last().and_then(|b| b.if_stack.last().copied());
        let Some(ifs) = top else {
            self.error_tok(dname, "#else without #if");
            return;
        };
        if ifs.saw_else {
            self.error_tok(dname, "#else after #else");
            let name = self.cur_name();
            let raw = self.raw_of_name(&name);
            let text = super::gccdiag::render(&name, self.presumed(ifs.line), ifs.col, 0, "error", "the conditional began here", raw.as_deref(), "");
            self.push_gcc_diag(Severity::Error, text);
        }
        self.skipping = ifs.skip_elses;
        if let Some(e) = self.bufs.last_mut().and_then(|b| b.if_stack.last_mut()) {
            e.saw_else = true;
            e.kind = 4;
            e.skip_elses = true;
            e.mi_cmacro = None;
        }
        if !ifs.was_skipping {
            self.check_eol_endif_labels("else");
        }
    }

    fn check_eol_endif_labels(&mut self, dir: &str) {
        let t = self.lex_token();
        if t.kind != K::Eof {
            let msg = alloc::format!("extra tokens at end of #{} directive", dir);
            self.warning_tok(&t, &msg, " [-Wendif-labels]");
        }
    }

    fn do_elif(&mut self, d: Dir, dname: &Tok) {
        let dn = dir_name(d);
        let top = self.bufs.last().and_then(|b| b.if_stack.last().copied());
        let Some(ifs) = top else {
            let msg = alloc::format!("#{} without #if", dn);
            self.error_tok(dname, &msg);
            return;
        };
        if ifs.saw_else {
            let msg = alloc::format!("#{} after #else", dn);
            self.error_tok(dname, &msg);
            let name = self.cur_name();
            let raw = self.raw_of_name(&name);
            let text = super::gccdiag::render(&name, self.presumed(ifs.line), ifs.col, 0, "error", "the conditional began here", raw.as_deref(), "");
            self.push_gcc_diag(Severity::Error, text);
        }
        let mut skip_elses = ifs.skip_elses;
        if ifs.skip_elses {
            self.skipping = true;
        } else {
            if d == Dir::Elif {
                self.skipping = false;
                let (v, _) = self.parse_expr(true);
                self.skipping = !v;
            } else {
                self.skipping = false;
                match self.lex_macro_node(dn) {
                    Some(n) => {
                        let defined = self.syms.info.get(n.sym as usize).map(|i| i.macro_id != 0).unwrap_or(false);
                        self.check_eol(dn);
                        self.skipping = if d == Dir::Elifdef { !defined } else { defined };
                    }
                    None => self.skipping = true,
                }
            }
            skip_elses = !self.skipping;
        }
        if let Some(e) = self.bufs.last_mut().and_then(|b| b.if_stack.last_mut()) {
            e.skip_elses = skip_elses;
            e.kind = 3;
            e.mi_cmacro = None;
        }
    }

    fn do_endif(&mut self, dname: &Tok) {
        let top = self.bufs.last_mut().and_then(|b| b.if_stack.pop());
        let Some(ifs) = top else {
            self.error_tok(dname, "#endif without #if");
            return;
        };
        if !ifs.was_skipping {
            self.check_eol_endif_labels("endif");
        }
        let outer = self.bufs.last().map(|b| b.if_stack.is_empty()).unwrap_or(true);
        if outer {
            if let Some(m) = ifs.mi_cmacro {
                self.mi_valid = true;
                self.mi_cmacro = Some(m);
            }
        }
        self.skipping = ifs.was_skipping;
    }

    /// Report conditionals left open at the end of a buffer.
    pub fn report_unterminated(&mut self, b: &super::Buffer) {
        for e in b.if_stack.iter().rev() {
            let raw = self.files.get(b.file as usize).map(|f| f.raw.clone());
            let l = (e.line as i64 + b.line_delta).max(0) as u32;
            let what = alloc::format!("unterminated #{}", e_kind_name(e));
            let text = super::gccdiag::render(&b.name, l, 0, 0, "error", &what, raw.as_deref(), "");
            self.push_gcc_diag(Severity::Error, text);
        }
    }

    fn do_line(&mut self) {
        let t = self.get_token_np();
        if t.kind != K::Number || !self.spell(&t).iter().all(|c| c.is_ascii_digit()) {
            let msg = alloc::format!("\"{}\" after #line is not a positive integer", String::from_utf8_lossy(self.spell(&t)));
            if t.kind == K::Eof {
                let l = self.directive_line;
                let c = self.last_col();
                self.error_at(l, c, 0, "unexpected end of file after #line");
            } else {
                self.error_tok(&t, &msg);
            }
            return;
        }
        let n: u64 = self.spell(&t).iter().fold(0u64, |a, &c| a.saturating_mul(10).saturating_add((c - b'0') as u64));
        let s = self.get_token_np();
        let mut new_name: Option<Rc<str>> = None;
        if s.kind == K::String {
            let sp = self.spell(&s).to_vec();
            new_name = Some(Rc::from(unescape_name(&sp).as_str()));
            self.check_eol("line");
        } else if s.kind != K::Eof {
            let msg = alloc::format!("invalid filename \"{}\"", String::from_utf8_lossy(self.spell(&s)));
            self.error_tok(&s, &msg);
            return;
        }
        self.apply_line_change(n as u32, new_name, "", None);
    }

    /// `# 33 "file" flags` in the source.
    fn do_linemarker(&mut self, num: &Tok) {
        let n: u64 = self.spell(num).iter().filter(|c| c.is_ascii_digit()).fold(0u64, |a, &c| a.saturating_mul(10).saturating_add((c - b'0') as u64));
        let s = self.lex_token();
        let mut new_name: Option<Rc<str>> = None;
        let mut flags = String::new();
        let mut sysp = None;
        if s.kind == K::String {
            let sp = self.spell(&s).to_vec();
            new_name = Some(Rc::from(unescape_name(&sp).as_str()));
            loop {
                let f = self.lex_token();
                if f.kind != K::Number {
                    break;
                }
                match self.spell(&f) {
                    b"1" => flags = String::from(" 1"),
                    b"2" => flags = String::from(" 2"),
                    b"3" => sysp = Some(1),
                    b"4" => sysp = Some(2),
                    _ => {}
                }
            }
        }
        self.apply_line_change(n as u32, new_name, &flags, sysp);
    }

    /// `#line`: the next line is presumed line `n` (of `name`).
    fn apply_line_change(&mut self, n: u32, name: Option<Rc<str>>, flags: &str, sysp: Option<u8>) {
        // The directive line's newline is not consumed yet: the next
        // physical line is the current one + 1.
        self.skip_rest_of_line();
        let phys_next = self.cur_line() as i64 + 1;
        if let Some(b) = self.bufs.last_mut() {
            b.line_delta = n as i64 - phys_next;
            if let Some(nm) = name {
                b.name = nm;
            }
            if let Some(s) = sysp {
                b.sysp = s;
            } else if !flags.is_empty() {
                b.sysp = 0;
            }
        }
        if self.bufs.last().map(|b| b.quiet).unwrap_or(true) {
            return;
        }
        let nm = self.cur_name();
        let sp = self.bufs.last().map(|b| b.sysp).unwrap_or(0);
        self.print_marker(&nm, n, flags, sp);
    }

    fn do_diagnostic(&mut self, is_error: bool, dname: &Tok) {
        // The message is the rest of the line as tokens.
        let mut text = String::from(if is_error { "#error" } else { "#warning" });
        self.prevent_expansion += 1;
        let mut first = true;
        loop {
            let t = self.lex_token();
            if t.kind == K::Eof {
                break;
            }
            if first || t.flags & PREV_WHITE != 0 {
                text.push(' ');
            }
            first = false;
            text.push_str(&String::from_utf8_lossy(self.spell(&t)));
        }
        self.prevent_expansion -= 1;
        if is_error {
            self.error_tok(dname, &text);
        } else {
            self.warning_tok(dname, &text, " [-Wcpp]");
        }
    }

    fn do_ident(&mut self, dname: &Tok) {
        let t = self.get_token_np();
        if t.kind != K::String {
            let msg = alloc::format!("invalid #{} directive", String::from_utf8_lossy(self.spell(dname)));
            self.error_tok(dname, &msg);
            return;
        }
        let line = self.presumed(self.directive_line);
        let name = self.cur_name();
        let _ = self.maybe_print_line(&name, line);
        let sp = self.spell(&t).to_vec();
        self.out.extend_from_slice(b"#ident ");
        self.out.extend_from_slice(&sp);
        self.out.push(b'\n');
        self.src_line += 1;
        self.check_eol("ident");
    }

    /// `#pragma`: internal ones run here, deferred ones become a Pragma
    /// token for the writer, the rest are printed as they are.
    fn do_pragma(&mut self, _hash: &Tok) -> Option<Tok> {
        self.prevent_expansion += 1;
        let first = self.lex_token();
        let mut ns: Vec<u8> = Vec::new();
        let mut name: Vec<u8> = Vec::new();
        let mut second: Option<Tok> = None;
        if first.kind == K::Name {
            let f = self.spell(&first).to_vec();
            if f == b"GCC" || f == b"STDC" || f == b"omp" || f == b"acc" {
                let s = self.lex_token();
                second = Some(s);
                if s.kind == K::Name {
                    name = self.spell(&s).to_vec();
                }
                ns = f;
            } else {
                name = f;
            }
        }
        if first.kind == K::Name && internal_pragma(&ns, &name) {
            self.prevent_expansion -= 1;
            let line = self.directive_line;
            if !self.skipping {
                self.line_change(line, first.col);
            }
            self.run_internal_pragma(&ns, &name, &first);
            return None;
        }
        if first.kind == K::Name && ns.is_empty() && deferred_pragma(&name) {
            // Deferred with expansion: the writer prints `#pragma NAME`
            // and then the (expanded) operand tokens.
            self.prevent_expansion -= 1;
            let mut t = first;
            t.kind = K::Pragma;
            self.in_deferred_pragma = true;
            return Some(t);
        }
        // Unknown to the preprocessor: print the line (GNU `cb_def_pragma`).
        let line = self.presumed(self.directive_line);
        let cname = self.cur_name();
        let _ = self.maybe_print_line(&cname, line);
        self.out.extend_from_slice(b"#pragma ");
        let mut toks: Vec<Tok> = Vec::new();
        if first.kind != K::Eof {
            toks.push(first);
            if let Some(s) = second {
                if s.kind != K::Eof {
                    toks.push(s);
                }
            }
            if second.map(|s| s.kind != K::Eof).unwrap_or(true) {
                loop {
                    let t = self.lex_token();
                    if t.kind == K::Eof {
                        break;
                    }
                    toks.push(t);
                }
            }
        }
        for (i, t) in toks.iter().enumerate() {
            if i > 0 && t.flags & PREV_WHITE != 0 {
                self.out.push(b' ');
            }
            let (s, e) = (t.start as usize, (t.start + t.len) as usize);
            if e <= self.pool.len() {
                let b = self.pool[s..e].to_vec();
                self.out.extend_from_slice(&b);
            }
        }
        self.out.push(b'\n');
        self.printed = false;
        self.src_line += 1;
        self.prevent_expansion -= 1;
        None
    }

    fn run_internal_pragma(&mut self, ns: &[u8], name: &[u8], first: &Tok) {
        match (ns, name) {
            (b"", b"once") => {
                if self.bufs.iter().filter(|b| !b.quiet).count() <= 1 && self.bufs.len() <= self.scan_base && self.scan_is_main {
                    self.warning_tok(first, "#pragma once in main file", "");
                }
                self.check_eol("pragma once");
                if let Some(f) = self.bufs.last().map(|b| b.file) {
                    if let Some(fe) = self.files.get_mut(f as usize) {
                        fe.once_only = true;
                    }
                }
            }
            (b"", b"push_macro") | (b"", b"pop_macro") => {
                let open = self.lex_token();
                let s = self.lex_token();
                let close = self.lex_token();
                if open.kind != K::OpenParen || s.kind != K::String || close.kind != K::CloseParen {
                    let msg = alloc::format!("invalid #pragma {}_macro directive", if name == b"push_macro" { "push" } else { "pop" });
                    self.error_tok(first, &msg);
                    return;
                }
                let sp = self.spell(&s).to_vec();
                let inner = sp.get(1..sp.len().saturating_sub(1)).unwrap_or(&[]).to_vec();
                let sym = self.syms.intern(&inner);
                if name == b"push_macro" {
                    let cur = self.syms.info.get(sym as usize).map(|i| i.macro_id).unwrap_or(0);
                    // Save a copy of the definition (it may be redefined in place).
                    let saved = if cur != 0 {
                        match self.macros.get((cur - 1) as usize) {
                            Some(m) => {
                                let c = Macro {
                                    fun_like: m.fun_like,
                                    variadic: m.variadic,
                                    params: m.params.clone(),
                                    body: m.body.clone(),
                                    builtin: m.builtin,
                                    file: m.file.clone(),
                                    line: m.line,
                                    col: m.col,
                                };
                                self.macros.push(c);
                                Some(self.macros.len() as u32)
                            }
                            None => None,
                        }
                    } else {
                        None
                    };
                    self.pushed_macros.push((sym, saved));
                } else if let Some(i) = self.pushed_macros.iter().rposition(|p| p.0 == sym) {
                    let (_, saved) = self.pushed_macros.remove(i);
                    if let Some(info) = self.syms.info.get_mut(sym as usize) {
                        info.macro_id = saved.unwrap_or(0);
                    }
                }
            }
            (b"GCC", b"poison") => {
                self.in_poison_directive = true;
                loop {
                    let t = self.lex_token();
                    if t.kind == K::Eof {
                        break;
                    }
                    if t.kind != K::Name {
                        self.error_tok(&t, "invalid #pragma GCC poison directive");
                        break;
                    }
                    if let Some(i) = self.syms.info.get_mut(t.sym as usize) {
                        i.poisoned = true;
                    }
                }
                self.in_poison_directive = false;
            }
            (b"GCC", b"system_header") => {
                let main = self.bufs.iter().filter(|b| !b.quiet).count() <= 1 && self.scan_is_main;
                if main {
                    self.warning_tok(first, "#pragma system_header ignored outside include file", "");
                } else {
                    self.check_eol("pragma system_header");
                    self.skip_rest_of_line();
                    let next = self.cur_line() as i64 + 1;
                    let d = self.bufs.last().map(|b| b.line_delta).unwrap_or(0);
                    if let Some(b) = self.bufs.last_mut() {
                        b.sysp = 1;
                    }
                    let nm = self.cur_name();
                    self.print_marker(&nm, (next + d).max(0) as u32, "", 1);
                }
            }
            (b"GCC", b"warning") | (b"GCC", b"error") => {
                let t = self.get_token_np();
                if t.kind != K::String {
                    let msg = alloc::format!("invalid \"#pragma GCC {}\" directive", String::from_utf8_lossy(name));
                    self.error_tok(first, &msg);
                    return;
                }
                let sp = self.spell(&t).to_vec();
                let inner = String::from_utf8_lossy(sp.get(1..sp.len().saturating_sub(1)).unwrap_or(&[])).into_owned();
                if name == b"warning" {
                    self.warning_tok(first, &inner, " [-Wpragmas]");
                } else {
                    self.error_tok(first, &inner);
                }
            }
            _ => {}
        }
    }

    /// The `_Pragma ("...")` operator.
    pub fn do_pragma_operator(&mut self, name: Tok) -> u8 {
        // GCC leaves `_Pragma` alone while pre-expanding a macro argument
        // (it may be stringized); it runs when the result is rescanned.
        if self.arg_depth > 0 {
            return 0;
        }
        let open = self.get_token_np();
        let s = if open.kind == K::OpenParen { self.get_token_np() } else { open };
        let close = if open.kind == K::OpenParen && s.kind.is_string() { self.get_token_np() } else { s };
        if open.kind != K::OpenParen || !s.kind.is_string() || s.kind == K::StringUserdef || close.kind != K::CloseParen {
            self.error_tok(&name, "_Pragma takes a parenthesized string literal");
            if close.kind == K::Eof && close.sym == EOF_ARG_END {
                self.backup(close);
            }
            return 0;
        }
        // Destringize.
        let sp = self.spell(&s).to_vec();
        let q = sp.iter().position(|&c| c == b'"').unwrap_or(0);
        let inner = sp.get(q + 1..sp.len().saturating_sub(1)).unwrap_or(&[]);
        let mut text: Vec<u8> = Vec::with_capacity(inner.len());
        let mut i = 0;
        while i < inner.len() {
            if inner[i] == b'\\' && i + 1 < inner.len() && (inner[i + 1] == b'\\' || inner[i + 1] == b'"') {
                i += 1;
            }
            text.push(inner[i]);
            i += 1;
        }
        // Lex the pragma's tokens.
        let start = self.pool.len();
        self.pool.extend_from_slice(&text);
        self.pool.push(b'\n');
        let end = self.pool.len();
        let line = self.cur_line();
        let saved = (self.in_directive, self.parsing_args, self.angled_headers, self.in_deferred_pragma);
        let saved_ctxs = core::mem::take(&mut self.ctxs);
        let saved_look = core::mem::take(&mut self.lookahead);
        self.in_directive = true;
        self.parsing_args = 0;
        self.bufs.push(super::Buffer {
            file: u32::MAX,
            pos: start,
            end,
            line,
            line_start: start,
            splice_idx: 0,
            at_bol: false,
            first_col: 1,
            if_stack: Vec::new(),
            dir_idx: None,
            name: self.cur_name(),
            dir: String::new(),
            line_delta: self.bufs.last().map(|b| b.line_delta).unwrap_or(0),
            sysp: self.bufs.last().map(|b| b.sysp).unwrap_or(0),
            quiet: true,
            obj: None,
            has_splices: false,
            inc_line: 0,
        });
        let mut toks: Vec<Tok> = Vec::new();
        loop {
            let t = self.lex_direct();
            if t.kind == K::Eof || toks.len() > 100000 {
                break;
            }
            toks.push(t);
        }
        self.bufs.pop();
        self.in_directive = saved.0;
        self.parsing_args = saved.1;
        self.angled_headers = saved.2;
        self.in_deferred_pragma = saved.3;
        let first_col = self.bufs.last().map(|b| b.first_col).unwrap_or(1);
        let cur_line = self.cur_line();
        let (ns, pname) = {
            let f = toks.first().map(|t| self.spell(t).to_vec()).unwrap_or_default();
            if f == b"GCC" || f == b"STDC" || f == b"omp" || f == b"acc" {
                (f, toks.get(1).map(|t| self.spell(t).to_vec()).unwrap_or_default())
            } else {
                (Vec::new(), f)
            }
        };
        let first_is_name = toks.first().map(|t| t.kind == K::Name).unwrap_or(false);
        if first_is_name && ns.is_empty() && deferred_pragma(&pname) {
            // A deferred pragma (`message`, ...): its tokens go through the
            // writer like `#pragma message` does, macro-expanded.
            self.ctxs = saved_ctxs;
            self.lookahead = saved_look;
            let mut v: Vec<Tok> = Vec::with_capacity(toks.len() + 2);
            let mut p = toks[0];
            p.kind = K::Pragma;
            p.flags &= !(PREV_WHITE | BOL);
            p.line = name.line;
            p.col = name.col;
            v.push(p);
            // Expand the operands now (GCC reads them with expansion on).
            let rest: Vec<Tok> = toks[1..].to_vec();
            let mut expanded: Vec<Tok> = Vec::new();
            if !rest.is_empty() {
                let mut eof = Tok::new(K::Eof);
                eof.sym = EOF_ARG_END;
                let mut r = rest.clone();
                r.push(eof);
                let depth = self.ctxs.len();
                self.push_ctx(Rc::from(r), None);
                loop {
                    let t = self.get_token();
                    if t.kind == K::Eof || self.fatal {
                        break;
                    }
                    expanded.push(t);
                }
                while self.ctxs.len() > depth {
                    self.ctxs.pop();
                }
            }
            for mut t in expanded {
                t.flags |= NO_EXPAND;
                if t.kind != K::Padding {
                    t.line = name.line;
                    t.col = name.col;
                }
                v.push(t);
            }
            let mut eol = Tok::new(K::PragmaEol);
            eol.line = name.line + 1;
            v.push(eol);
            self.push_ctx(Rc::from(v), None);
            return 2;
        }
        if first_is_name && internal_pragma(&ns, &pname) {
            self.line_change(cur_line, 1);
            // Run it over the lexed tokens.
            let mut rest: Vec<Tok> = toks.iter().skip(if ns.is_empty() { 1 } else { 2 }).copied().collect();
            rest.reverse();
            self.in_directive = true;
            let saved_la = core::mem::replace(&mut self.lookahead, rest);
            let mut eofb = self.bufs.pop();
            // Directive-mode lexing of an exhausted buffer gives Eof.
            self.bufs.push(super::Buffer {
                file: u32::MAX,
                pos: end,
                end,
                line,
                line_start: end,
                splice_idx: 0,
                at_bol: true,
                first_col: 1,
                if_stack: Vec::new(),
                dir_idx: None,
                name: self.cur_name_of(&eofb),
                dir: String::new(),
                line_delta: eofb.as_ref().map(|b| b.line_delta).unwrap_or(0),
                sysp: 0,
                quiet: true,
                obj: None,
                has_splices: false,
                inc_line: 0,
            });
            let first = toks[0];
            self.run_internal_pragma(&ns, &pname, &first);
            self.bufs.pop();
            if let Some(b) = eofb.take() {
                self.bufs.push(b);
            }
            self.lookahead = saved_la;
            self.in_directive = saved.0;
        } else {
            let l = self.presumed(cur_line);
            let cname = self.cur_name();
            let _ = self.maybe_print_line(&cname, l);
            self.out.extend_from_slice(b"#pragma ");
            for (i, t) in toks.iter().enumerate() {
                if i > 0 && t.flags & PREV_WHITE != 0 {
                    self.out.push(b' ');
                }
                let (s, e) = (t.start as usize, (t.start + t.len) as usize);
                if e <= self.pool.len() {
                    let b = self.pool[s..e].to_vec();
                    self.out.extend_from_slice(&b);
                }
            }
            self.out.push(b'\n');
            self.printed = false;
            self.src_line += 1;
        }
        self.ctxs = saved_ctxs;
        self.lookahead = saved_look;
        self.line_change(cur_line, first_col);
        self.push_one(Tok::avoid_paste());
        1
    }

    fn cur_name_of(&self, b: &Option<super::Buffer>) -> Rc<str> {
        match b {
            Some(b) => b.name.clone(),
            None => self.main_name.clone(),
        }
    }

    fn last_col(&self) -> u32 {
        match self.bufs.last() {
            Some(b) => (b.pos.saturating_sub(b.line_start) + 1) as u32,
            None => 1,
        }
    }

}

fn e_kind_name(e: &IfEntry) -> &'static str {
    match e.kind {
        1 => "ifdef",
        2 => "ifndef",
        3 => "elif",
        4 => "else",
        _ => "if",
    }
}

/// The file name of a `#line`: the string's contents with escapes undone.
fn unescape_name(sp: &[u8]) -> String {
    let inner = sp.get(1..sp.len().saturating_sub(1)).unwrap_or(&[]);
    let mut v = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        if inner[i] == b'\\' && i + 1 < inner.len() {
            i += 1;
        }
        v.push(inner[i]);
        i += 1;
    }
    String::from_utf8_lossy(&v).into_owned()
}

#[allow(dead_code)]
fn unused(_: u32) -> u32 {
    EOF_BUFFER_END
}
