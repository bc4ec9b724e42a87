//! Macro expansion, following GNU cpp's `cpp_get_token_1`: a stack of token
//! contexts, padding tokens that tell the writer where white space was,
//! argument collection and pre-expansion, `#`, `##`, `__VA_OPT__`, the GNU
//! comma paste, and "blue paint" (a disabled macro's name is marked
//! NO_EXPAND for good).

use super::lexer::EOF_BUFFER_END;
use super::token::*;
use super::{Ctx, Pp, MAX_CONTEXT_DEPTH};

/// Bound on nested argument pre-expansion (recursive).
const MAX_ARG_NESTING: u32 = 256;
use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;

/// `Tok::sym` of the `Eof` closing a macro argument.
pub const EOF_ARG_END: u32 = 2;

pub struct Arg {
    pub toks: Vec<Tok>,
    pub expanded: Option<Vec<Tok>>,
    pub stringified: Option<Tok>,
    /// The variadic argument was omitted entirely (GNU `, ## args`).
    pub absent: bool,
}

/// Built-in macro kinds.
pub const BT_FILE: u8 = 1;
pub const BT_LINE: u8 = 2;
pub const BT_COUNTER: u8 = 3;
pub const BT_INCLUDE_LEVEL: u8 = 4;
pub const BT_BASE_FILE: u8 = 5;
pub const BT_FILE_NAME: u8 = 6;
pub const BT_DATE: u8 = 7;
pub const BT_TIME: u8 = 8;
pub const BT_TIMESTAMP: u8 = 9;
pub const BT_PRAGMA: u8 = 10;
pub const BT_HAS_ATTRIBUTE: u8 = 11;
pub const BT_HAS_CPP_ATTRIBUTE: u8 = 12;
pub const BT_HAS_BUILTIN: u8 = 13;
pub const BT_HAS_INCLUDE: u8 = 14;
pub const BT_HAS_INCLUDE_NEXT: u8 = 15;

impl<'a> Pp<'a> {
    fn in_macro_expansion(&self) -> bool {
        self.about_to_expand || self.ctxs.iter().any(|c| c.macro_sym.is_some())
    }

    pub fn push_ctx(&mut self, toks: Rc<[Tok]>, macro_sym: Option<u32>) {
        self.push_ctx_at(toks, macro_sym, None);
    }

    /// Push a context; tokens read from it take position `exp` (the macro's
    /// expansion point, as GCC's virtual locations resolve) if given.
    pub fn push_ctx_at(&mut self, toks: Rc<[Tok]>, macro_sym: Option<u32>, exp: Option<(u32, u32)>) {
        if self.ctxs.len() >= MAX_CONTEXT_DEPTH {
            if !self.fatal {
                let name = self.cur_name();
                let l = self.presumed(self.cur_line());
                let msg = alloc::format!("{}:{}: fatal error: macro expansion nested too deeply\ncompilation terminated.", name, l);
                self.push_gcc_diag(crate::diag::Severity::Catastrophic, msg);
                self.fatal = true;
            }
            return;
        }
        self.ctxs.push(Ctx { toks, pos: 0, macro_sym, exp });
    }

    pub fn push_one(&mut self, t: Tok) {
        let v: Rc<[Tok]> = Rc::from(alloc::vec![t]);
        self.push_ctx(v, None);
    }

    fn pop_ctx(&mut self) {
        if let Some(c) = self.ctxs.pop() {
            if let Some(s) = c.macro_sym {
                if let Some(i) = self.syms.info.get_mut(s as usize) {
                    i.disabled = false;
                }
            }
        }
    }

    /// Step back one token (GNU `_cpp_backup_tokens (pfile, 1)`).
    pub fn backup(&mut self, t: Tok) {
        match self.ctxs.last_mut() {
            Some(c) => {
                if c.pos > 0 {
                    c.pos -= 1;
                }
            }
            None => self.lookahead.push(t),
        }
    }

    /// GNU `_cpp_lex_token`: the lexer plus directives, skipping, and the
    /// line-change callback.
    #[inline(always)]
    pub fn lex_token(&mut self) -> Tok {
        loop {
            if self.fatal {
                return Tok::new(K::Eof);
            }
            let mut t = match self.lookahead.pop() {
                Some(t) => t,
                None => self.lex_direct(),
            };
            if t.kind == K::Eof && t.sym == EOF_BUFFER_END {
                if self.in_directive || self.parsing_args != 0 {
                    return t;
                }
                if self.bufs.len() > self.scan_base {
                    self.pop_buffer(true);
                    continue;
                }
                return t;
            }
            if t.flags & BOL != 0 && !self.in_directive {
                if t.kind == K::Hash && self.parsing_args != 1 {
                    match self.handle_directive(t) {
                        None => continue,
                        Some(r) => t = r,
                    }
                }
                if !self.skipping && t.kind != K::Eof {
                    self.line_change(t.line, t.col);
                }
            }
            if self.in_directive || self.in_deferred_pragma {
                return t;
            }
            self.mi_valid = false;
            if !self.skipping || t.kind == K::Eof {
                return t;
            }
        }
    }

    /// GNU `cpp_get_token_1`.
    pub fn get_token(&mut self) -> Tok {
        loop {
            if self.fatal {
                let mut t = Tok::new(K::Eof);
                t.sym = EOF_BUFFER_END;
                return t;
            }
            let mut t;
            let from_ctx;
            match self.ctxs.last_mut() {
                None => {
                    t = self.lex_token();
                    from_ctx = false;
                }
                Some(c) => {
                    if let Some(&x) = c.toks.get(c.pos) {
                        c.pos += 1;
                        t = x;
                        from_ctx = true;
                        if let Some((l, col)) = c.exp {
                            if t.kind != K::Padding {
                                t.line = l;
                                t.col = col;
                            }
                        }
                        if t.flags & PASTE_LEFT != 0 {
                            self.paste_all_tokens(t);
                            if self.in_directive {
                                continue;
                            }
                            return Tok::padding_from(&t);
                        }
                    } else {
                        self.pop_ctx();
                        if self.in_directive || self.in_deferred_pragma {
                            continue;
                        }
                        return Tok::avoid_paste();
                    }
                }
            }
            let _ = from_ctx;
            if t.kind != K::Name || t.flags & NO_EXPAND != 0 {
                return t;
            }
            let info = match self.syms.info.get(t.sym as usize) {
                Some(i) => *i,
                None => return t,
            };
            if info.macro_id == 0 {
                return t;
            }
            if !info.disabled {
                if !self.in_macro_expansion() {
                    self.invocation = (t.line, t.col);
                }
                if self.prevent_expansion > 0 {
                    return t;
                }
                let ret = self.enter_macro_context(t);
                if ret != 0 {
                    if self.in_directive || ret == 2 {
                        continue;
                    }
                    return Tok::padding_from(&t);
                }
            } else {
                t.flags |= NO_EXPAND;
            }
            return t;
        }
    }

    /// Next non-padding token.
    pub fn get_token_np(&mut self) -> Tok {
        loop {
            let t = self.get_token();
            if t.kind != K::Padding {
                return t;
            }
        }
    }

    /// GNU `enter_macro_context`: 0 = not expanded, 1 = expanded, 2 = expanded
    /// and nothing to return yet.
    fn enter_macro_context(&mut self, name: Tok) -> u8 {
        self.mi_valid = false;
        self.angled_headers = false;
        let mid = match self.syms.info.get(name.sym as usize) {
            Some(i) if i.macro_id != 0 => (i.macro_id - 1) as usize,
            _ => return 0,
        };
        let (fun_like, builtin, nparams) = match self.macros.get(mid) {
            Some(m) => (m.fun_like, m.builtin, m.params.len()),
            None => return 0,
        };
        if builtin != 0 {
            return self.builtin_macro(name, builtin);
        }
        self.about_to_expand = true;
        if fun_like {
            self.prevent_expansion += 1;
            self.parsing_args = 1;
            let args = self.funlike_invocation_p(name, mid);
            self.parsing_args = 0;
            self.prevent_expansion -= 1;
            let Some(mut args) = args else {
                self.about_to_expand = false;
                return 0;
            };
            if nparams > 0 {
                self.replace_args(name, mid, &mut args);
            }
        }
        if let Some(i) = self.syms.info.get_mut(name.sym as usize) {
            i.disabled = true;
        }
        if nparams == 0 {
            let body = match self.macros.get(mid) {
                Some(m) => m.body.clone(),
                None => Rc::from(Vec::new()),
            };
            self.push_ctx_at(body, Some(name.sym), Some((name.line, name.col)));
        }
        self.about_to_expand = false;
        1
    }

    fn funlike_invocation_p(&mut self, name: Tok, mid: usize) -> Option<Vec<Arg>> {
        let mut padding: Option<Tok> = None;
        let mut tok;
        loop {
            tok = self.get_token();
            if tok.kind != K::Padding {
                break;
            }
            match padding {
                None => padding = Some(tok),
                Some(p) => {
                    if p.pad == PAD_NONE || (p.pad == PAD_SRC && tok.pad == PAD_NONE) {
                        padding = Some(tok);
                    }
                }
            }
        }
        if tok.kind == K::OpenParen {
            self.parsing_args = 2;
            return self.collect_args(name, mid);
        }
        if tok.kind != K::Eof || tok.sym == EOF_ARG_END {
            self.backup(tok);
            if let Some(p) = padding {
                self.push_one(p);
            }
        }
        None
    }

    fn collect_args(&mut self, name: Tok, mid: usize) -> Option<Vec<Arg>> {
        let (paramc, variadic) = match self.macros.get(mid) {
            Some(m) => (m.params.len(), m.variadic),
            None => return None,
        };
        let mut args: Vec<Arg> = Vec::new();
        let mut depth = 0u32;
        let mut tok;
        loop {
            let mut cur: Vec<Tok> = Vec::new();
            let argc = args.len() + 1;
            loop {
                tok = self.get_token();
                match tok.kind {
                    K::Padding => {
                        if cur.is_empty() {
                            continue;
                        }
                    }
                    K::OpenParen => depth += 1,
                    K::CloseParen => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                    }
                    K::Comma => {
                        if depth == 0 && !(variadic && argc == paramc) {
                            break;
                        }
                    }
                    K::Eof => break,
                    K::Hash if tok.flags & BOL != 0 => break,
                    _ => {}
                }
                cur.push(tok);
            }
            while matches!(cur.last(), Some(t) if t.kind == K::Padding) {
                cur.pop();
            }
            args.push(Arg { toks: cur, expanded: None, stringified: None, absent: false });
            if tok.kind != K::Comma {
                break;
            }
            if self.fatal {
                return None;
            }
        }
        if tok.kind == K::Eof || tok.kind == K::Hash {
            if !self.ctxs.is_empty() || self.in_directive {
                self.backup(tok);
            }
            let msg = alloc::format!("unterminated argument list invoking macro \"{}\"", self.name_str(name.sym));
            let (l, c) = self.last_lexed;
            self.error_at(l, c, 1, &msg);
            return None;
        }
        let mut argc = args.len();
        if argc == 1 && paramc == 0 && args[0].toks.is_empty() {
            argc = 0;
            args.clear();
        }
        if argc != paramc {
            if argc < paramc && argc + 1 == paramc && variadic {
                // The variadic argument may be omitted.
            } else {
                let msg = if argc < paramc {
                    alloc::format!(
                        "macro \"{}\" requires {} arguments, but only {} given",
                        self.name_str(name.sym),
                        paramc,
                        argc
                    )
                } else {
                    alloc::format!(
                        "macro \"{}\" passed {} arguments, but takes just {}",
                        self.name_str(name.sym),
                        argc,
                        paramc
                    )
                };
                let (l, c) = self.last_lexed;
                self.error_at(l, c, 1, &msg);
                self.macro_defined_here_note(mid, name.sym);
                return None;
            }
        }
        if variadic && (argc < paramc || (argc == 1 && args.first().map(|a| a.toks.is_empty()).unwrap_or(false))) {
            while args.len() < paramc {
                args.push(Arg { toks: Vec::new(), expanded: None, stringified: None, absent: false });
            }
            if let Some(a) = args.get_mut(paramc - 1) {
                a.absent = true;
            }
        }
        while args.len() < paramc {
            args.push(Arg { toks: Vec::new(), expanded: None, stringified: None, absent: false });
        }
        Some(args)
    }

    /// GNU `expand_arg`: fully macro-expand an argument in isolation.
    fn expand_arg(&mut self, arg: &mut Arg) {
        if arg.expanded.is_some() {
            return;
        }
        // Arguments nest by recursion here; bound it (GCC has no limit, but
        // no real program nests macro arguments this deep).
        if self.arg_depth >= MAX_ARG_NESTING {
            if !self.fatal {
                let (l, c) = self.last_lexed;
                self.diag_fatal_at(l, c, "macro arguments nested too deeply");
            }
            arg.expanded = Some(Vec::new());
            return;
        }
        self.arg_depth += 1;
        let mut v: Vec<Tok> = Vec::with_capacity(arg.toks.len() + 1);
        v.extend_from_slice(&arg.toks);
        let mut eof = Tok::new(K::Eof);
        eof.sym = EOF_ARG_END;
        v.push(eof);
        let depth = self.ctxs.len();
        self.push_ctx(Rc::from(v), None);
        let mut out = Vec::with_capacity(arg.toks.len());
        loop {
            let t = self.get_token();
            if t.kind == K::Eof || self.fatal {
                break;
            }
            out.push(t);
        }
        while self.ctxs.len() > depth {
            self.pop_ctx();
        }
        self.arg_depth -= 1;
        arg.expanded = Some(out);
    }

    /// GNU `replace_args`: substitute arguments into the replacement list
    /// and push the result.
    fn replace_args(&mut self, name: Tok, mid: usize, args: &mut [Arg]) {
        let sym = name.sym;
        let (body, variadic, paramc) = match self.macros.get(mid) {
            Some(m) => (m.body.clone(), m.variadic, m.params.len()),
            None => return,
        };
        let in_dir = self.in_directive;
        // Stringify and pre-expand first.
        for (i, src) in body.iter().enumerate() {
            if src.kind != K::MacroArg {
                continue;
            }
            let Some(arg) = args.get_mut(src.sym as usize) else { continue };
            if src.flags & STRINGIFY_ARG != 0 {
                if arg.stringified.is_none() {
                    let toks = core::mem::take(&mut arg.toks);
                    let s = self.stringify(&toks);
                    arg.toks = toks;
                    arg.stringified = Some(s);
                }
            } else if src.flags & PASTE_LEFT != 0 || (i > 0 && body[i - 1].flags & PASTE_LEFT != 0) {
            } else {
                self.expand_arg(arg);
            }
        }
        let mut buff: Vec<Tok> = Vec::with_capacity(body.len() + 8);
        // __VA_OPT__ tracking (GNU `vaopt_state`).
        let mut vo_state: u32 = 0;
        let mut vo_update: u8 = 0; // 0 = unknown, 1 = include, 2 = drop
        let mut vo_stringify = false;
        // Length of `buff` when `__VA_OPT__` began (None: it began empty).
        let mut vaopt_start: Option<usize> = None;
        for (i, src) in body.iter().enumerate() {
            let src = *src;
            // vaopt update
            let mut vostate = 0u8; // 0 include, 1 drop, 2 begin, 3 end
            if variadic {
                if src.kind == K::Name && src.sym == self.sym_va_opt {
                    vo_state = 1;
                    vo_stringify = src.flags & STRINGIFY_ARG != 0;
                    vostate = 2;
                } else if vo_state == 1 {
                    if src.kind != K::OpenParen {
                        vo_state = 0;
                        vostate = 0;
                    } else {
                        vo_state = 2;
                        if vo_update == 0 {
                            vo_update = 2;
                            if let Some(a) = args.get_mut(paramc - 1) {
                                self.expand_arg(a);
                                if a.expanded.as_ref().map(|e| e.iter().any(|t| t.kind != K::Padding)).unwrap_or(false) {
                                    vo_update = 1;
                                }
                            }
                        }
                        vostate = 1;
                    }
                } else if vo_state >= 2 {
                    if vo_state == 2 {
                        vo_state = 3;
                    }
                    if src.kind == K::OpenParen {
                        vo_state += 1;
                        vostate = if vo_update == 1 { 0 } else { 1 };
                    } else if src.kind == K::CloseParen {
                        vo_state -= 1;
                        if vo_state == 2 {
                            vo_state = 0;
                            vostate = 3;
                        } else {
                            vostate = if vo_update == 1 { 0 } else { 1 };
                        }
                    } else {
                        vostate = if vo_update == 1 { 0 } else { 1 };
                    }
                }
            }
            if vostate != 0 {
                if vostate == 2 {
                    if i > 0 && body[i - 1].flags & PASTE_LEFT == 0 {
                        buff.push(Tok::padding_from(&src));
                    }
                    vaopt_start = if buff.is_empty() { None } else { Some(buff.len()) };
                } else if vostate == 3 {
                    let start = vaopt_start.take();
                    let last = buff.len();
                    if vo_stringify {
                        let from = start.unwrap_or(0);
                        let mut seq: Vec<Tok> = buff.drain(from..).collect();
                        seq = self.paste_seq(seq);
                        let mut s = self.stringify(&seq);
                        if src.flags & PASTE_LEFT != 0 {
                            s.flags |= PASTE_LEFT;
                        }
                        buff.push(s);
                        continue;
                    }
                    if let Some(st) = start {
                        if st == last && st > 0 {
                            if let Some(t) = buff.get_mut(st - 1) {
                                if t.flags & PASTE_LEFT != 0 {
                                    t.flags &= !PASTE_LEFT;
                                }
                            }
                        }
                    }
                    if src.flags & PASTE_LEFT != 0 {
                        if last > 0 {
                            if let Some(t) = buff.get_mut(last - 1) {
                                if t.kind != K::Padding {
                                    t.flags |= PASTE_LEFT;
                                }
                            }
                        }
                    } else {
                        buff.push(Tok::avoid_paste());
                    }
                }
                continue;
            }
            if src.kind != K::MacroArg {
                buff.push(src);
                continue;
            }
            let ai = src.sym as usize;
            let Some(arg) = args.get(ai) else { continue };
            let mut paste_flag: Option<usize> = None;
            let from: Vec<Tok>;
            let prev_paste = i > 0 && body[i - 1].flags & PASTE_LEFT != 0;
            if src.flags & STRINGIFY_ARG != 0 {
                from = arg.stringified.into_iter().collect();
            } else if src.flags & PASTE_LEFT != 0 {
                from = arg.toks.clone();
            } else if prev_paste {
                from = arg.toks.clone();
                if let Some(li) = buff.len().checked_sub(1) {
                    let last = buff[li];
                    if last.kind == K::Comma && variadic && ai + 1 == paramc {
                        // GNU `, ## __VA_ARGS__`: swallow the comma when
                        // the variable argument was omitted.
                        if arg.absent {
                            buff.pop();
                        } else {
                            paste_flag = Some(li);
                        }
                    } else if from.is_empty() && vaopt_start != Some(buff.len()) {
                        paste_flag = Some(li);
                    }
                }
            } else {
                let mut e = arg.expanded.clone().unwrap_or_default();
                if vaopt_start.is_some() && vaopt_start == Some(buff.len()) {
                    let k = e.iter().take_while(|t| t.kind == K::Padding).count();
                    e.drain(..k);
                }
                from = e;
            }
            // Padding on the left of an argument (unless RHS of ##).
            if !in_dir && i > 0 && !prev_paste && vaopt_start != Some(buff.len()) {
                buff.push(Tok::padding_from(&src));
            }
            if !from.is_empty() {
                buff.extend_from_slice(&from);
                if src.flags & PASTE_LEFT != 0 {
                    paste_flag = Some(buff.len() - 1);
                }
            }
            // Avoid paste on RHS (even case count == 0).
            if !in_dir && src.flags & PASTE_LEFT == 0 {
                buff.push(Tok::avoid_paste());
            }
            if let Some(pi) = paste_flag {
                if let Some(t) = buff.get_mut(pi) {
                    if src.flags & PASTE_LEFT != 0 {
                        t.flags |= PASTE_LEFT;
                    } else {
                        t.flags &= !PASTE_LEFT;
                    }
                }
            }
        }
        self.push_ctx_at(Rc::from(buff), Some(sym), Some((name.line, name.col)));
    }

    /// Paste the `PASTE_LEFT` runs of a token sequence (for `#__VA_OPT__`).
    fn paste_seq(&mut self, seq: Vec<Tok>) -> Vec<Tok> {
        let mut out = Vec::with_capacity(seq.len());
        let mut i = 0;
        while i < seq.len() {
            let mut t = seq[i];
            i += 1;
            while t.flags & PASTE_LEFT != 0 && i < seq.len() {
                let r = seq[i];
                if r.kind == K::Padding {
                    i += 1;
                    continue;
                }
                match self.paste_tokens(&t, &r) {
                    Some(n) => {
                        t = n;
                        t.flags = (t.flags & !PASTE_LEFT) | (r.flags & PASTE_LEFT);
                        i += 1;
                    }
                    None => {
                        t.flags &= !PASTE_LEFT;
                        break;
                    }
                }
            }
            out.push(t);
        }
        out
    }

    /// GNU `paste_all_tokens`.
    fn paste_all_tokens(&mut self, lhs0: Tok) {
        let mut lhs = lhs0;
        loop {
            let rhs = match self.ctxs.last_mut() {
                Some(c) => match c.toks.get(c.pos) {
                    Some(&r) => {
                        c.pos += 1;
                        r
                    }
                    None => break,
                },
                None => break,
            };
            if rhs.kind == K::Padding {
                if rhs.pad == PAD_NONE {
                    continue;
                }
                break;
            }
            match self.paste_tokens(&lhs, &rhs) {
                Some(n) => {
                    lhs = n;
                    if rhs.flags & PASTE_LEFT == 0 {
                        break;
                    }
                }
                None => {
                    if let Some(c) = self.ctxs.last_mut() {
                        c.pos -= 1;
                    }
                    lhs.flags &= !PASTE_LEFT;
                    break;
                }
            }
        }
        lhs.flags &= !PASTE_LEFT;
        self.push_one(lhs);
    }

    /// GNU `paste_tokens`: spell both, re-lex; None if that is not one token.
    fn paste_tokens(&mut self, lhs: &Tok, rhs: &Tok) -> Option<Tok> {
        let mut buf: Vec<u8> = Vec::with_capacity((lhs.len + rhs.len + 2) as usize);
        buf.extend_from_slice(self.spell(lhs));
        let lhs_len = buf.len();
        if lhs.kind == K::Div && rhs.kind != K::Eq {
            buf.push(b' ');
        }
        buf.extend_from_slice(self.spell(rhs));
        let (t, whole) = self.lex_text_once(&buf);
        if !whole {
            let a = String::from_utf8_lossy(&buf[..lhs_len]).into_owned();
            let b = String::from_utf8_lossy(self.spell(rhs)).into_owned();
            let msg = alloc::format!("pasting \"{}\" and \"{}\" does not give a valid preprocessing token", a, b);
            let (l, c) = self.invocation;
            self.error_at(l, c, 0, &msg);
            return None;
        }
        let mut t = t;
        t.flags = (t.flags & !(PREV_WHITE | BOL | SYS)) | (lhs.flags & (PREV_WHITE | SYS));
        t.line = lhs.line;
        t.col = lhs.col;
        Some(t)
    }

    /// Lex `text` as one token in a temporary buffer; also say whether the
    /// token used all of it.
    pub fn lex_text_once(&mut self, text: &[u8]) -> (Tok, bool) {
        let start = self.pool.len();
        self.pool.extend_from_slice(text);
        self.pool.push(b'\n');
        let end = self.pool.len();
        let saved = (self.in_directive, self.parsing_args, self.angled_headers, self.skipping, self.in_deferred_pragma);
        self.in_directive = true;
        self.parsing_args = 0;
        self.angled_headers = false;
        self.skipping = false;
        self.in_deferred_pragma = false;
        self.bufs.push(super::Buffer {
            file: u32::MAX,
            pos: start,
            end,
            line: 1,
            line_start: start,
            splice_idx: 0,
            at_bol: false,
            first_col: 1,
            if_stack: Vec::new(),
            dir_idx: None,
            name: self.main_name.clone(),
            dir: String::new(),
            line_delta: 0,
            sysp: 0,
            quiet: true,
            obj: None,
            has_splices: false,
            inc_line: 0,
        });
        let t = self.lex_direct();
        let pos = self.bufs.last().map(|b| b.pos).unwrap_or(end);
        self.bufs.pop();
        self.in_directive = saved.0;
        self.parsing_args = saved.1;
        self.angled_headers = saved.2;
        self.skipping = saved.3;
        self.in_deferred_pragma = saved.4;
        (t, pos + 1 == end && t.kind != K::Eof)
    }

    /// GNU `stringify_arg`.
    pub fn stringify(&mut self, toks: &[Tok]) -> Tok {
        let mut dest: Vec<u8> = Vec::with_capacity(16);
        dest.push(b'"');
        let mut source: Option<u8> = None;
        let mut backslash_count = 0u32;
        for t in toks {
            if t.kind == K::Padding {
                match source {
                    None => source = Some(t.pad),
                    Some(s) => {
                        if s == PAD_NONE || (s == PAD_SRC && t.pad == PAD_NONE) {
                            source = Some(t.pad);
                        }
                    }
                }
                continue;
            }
            let escape = t.kind.is_string() || t.kind.is_char();
            if dest.len() > 1 {
                let s = match source {
                    Some(s) if s != PAD_NONE => s,
                    _ => {
                        if t.flags & PREV_WHITE != 0 {
                            PAD_SRC_WHITE
                        } else {
                            PAD_SRC
                        }
                    }
                };
                if s == PAD_SRC_WHITE {
                    dest.push(b' ');
                }
            }
            source = None;
            let sp = self.spell(t).to_vec();
            if escape {
                for &c in &sp {
                    match c {
                        b'\n' => dest.extend_from_slice(b"\\n"),
                        b'\\' | b'"' => {
                            dest.push(b'\\');
                            dest.push(c);
                        }
                        _ => dest.push(c),
                    }
                }
            } else {
                dest.extend_from_slice(&sp);
            }
            if t.kind == K::Other && sp.first() == Some(&b'\\') {
                backslash_count += 1;
            } else {
                backslash_count = 0;
            }
        }
        if backslash_count & 1 == 1 {
            let (l, c) = self.last_lexed;
            self.warning_at(l, c, 0, "invalid string literal, ignoring final '\\'", "");
            dest.pop();
        }
        dest.push(b'"');
        let mut t = Tok::new(K::String);
        if self.bufs.last().map(|b| b.sysp != 0).unwrap_or(false) {
            t.flags |= SYS;
        }
        t.start = self.add_text(&dest);
        t.len = dest.len() as u32;
        t
    }

    fn macro_defined_here_note(&mut self, mid: usize, sym: u32) {
        let (file, line, col) = match self.macros.get(mid) {
            Some(m) => (m.file.clone(), m.line, m.col),
            None => return,
        };
        if line == 0 {
            return;
        }
        let msg = alloc::format!("macro \"{}\" defined here", self.name_str(sym));
        let raw = self.raw_of_name(&file);
        let _ = col;
        let text = super::gccdiag::render(&file, line, 0, 0, "note", &msg, raw.as_deref(), "");
        self.append_to_last_diag(text);
    }

    /// Built-in macros (`__FILE__`, `__LINE__`, `_Pragma`, ...).
    fn builtin_macro(&mut self, name: Tok, kind: u8) -> u8 {
        if kind == BT_PRAGMA {
            if self.in_directive && !self.in_deferred_pragma {
                return 0;
            }
            return self.do_pragma_operator(name);
        }
        let text: Vec<u8> = match kind {
            BT_FILE | BT_BASE_FILE => {
                let n = if kind == BT_FILE { self.cur_name() } else { self.main_name.clone() };
                quote_string(n.as_bytes())
            }
            BT_FILE_NAME => {
                let n = self.cur_name();
                let base = n.rsplit('/').next().unwrap_or(&n);
                quote_string(base.as_bytes())
            }
            BT_LINE => {
                super::output::itoa(self.presumed(name.line) as u64).into_bytes()
            }
            BT_COUNTER => {
                let c = self.counter;
                self.counter += 1;
                super::output::itoa(c as u64).into_bytes()
            }
            BT_INCLUDE_LEVEL => {
                let depth = self.bufs.iter().filter(|b| !b.quiet).count();
                super::output::itoa(depth.saturating_sub(1) as u64).into_bytes()
            }
            BT_DATE | BT_TIME | BT_TIMESTAMP => super::gccdiag::date_text(self.epoch, kind).into_bytes(),
            BT_HAS_ATTRIBUTE | BT_HAS_CPP_ATTRIBUTE | BT_HAS_BUILTIN => {
                let v = self.has_feature(name, kind);
                super::output::itoa(v as u64).into_bytes()
            }
            BT_HAS_INCLUDE | BT_HAS_INCLUDE_NEXT => {
                if !self.in_directive {
                    let msg = alloc::format!("\"{}\" used outside of preprocessing directive", self.name_str(name.sym));
                    self.error_tok(&name, &msg);
                }
                let v = self.has_include(kind == BT_HAS_INCLUDE_NEXT);
                super::output::itoa(v as u64).into_bytes()
            }
            _ => return 0,
        };
        let (t, _) = self.lex_text_once(&text);
        let mut t = t;
        t.flags = name.flags & SYS;
        t.line = name.line;
        t.col = name.col;
        self.push_one(t);
        1
    }

    /// `__has_attribute(x)`, `__has_cpp_attribute(x)`, `__has_builtin(x)`.
    fn has_feature(&mut self, name: Tok, kind: u8) -> u32 {
        self.prevent_expansion += 1;
        let open = self.get_token_np();
        if open.kind != K::OpenParen {
            self.prevent_expansion -= 1;
            let msg = alloc::format!("missing '(' after \"{}\"", self.name_str(name.sym));
            self.error_tok(&name, &msg);
            if open.kind != K::Eof {
                self.backup(open);
            }
            return 0;
        }
        let mut words: Vec<Vec<u8>> = Vec::new();
        let mut depth = 0;
        loop {
            let t = self.get_token_np();
            match t.kind {
                K::Eof => {
                    self.backup(t);
                    break;
                }
                K::OpenParen => depth += 1,
                K::CloseParen => {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                }
                _ => words.push(self.spell(&t).to_vec()),
            }
        }
        self.prevent_expansion -= 1;
        super::predef::has_feature(kind, &words)
    }
}

pub fn quote_string(s: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(s.len() + 2);
    v.push(b'"');
    for &c in s {
        match c {
            b'\\' | b'"' => {
                v.push(b'\\');
                v.push(c);
            }
            b'\n' => v.extend_from_slice(b"\\n"),
            _ => v.push(c),
        }
    }
    v.push(b'"');
    v
}
