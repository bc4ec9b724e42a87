//! The output writer: GNU's `scan_translation_unit` and its line-marker
//! logic (`maybe_print_line`, `print_line`, the line-change callback).
//! Which whitespace GCC prints follows from padding tokens and flags, so
//! this mirrors its decisions exactly.

use super::lexer::EOF_BUFFER_END;
use super::token::*;
use super::Pp;
use alloc::rc::Rc;

impl<'a> Pp<'a> {
    /// GNU `print_line`: end the current line and write a line marker.
    pub fn print_marker(&mut self, name: &Rc<str>, line: u32, flags: &str, sysp: u8) {
        if self.printed {
            self.out.push(b'\n');
        }
        self.printed = false;
        self.src_line = line;
        self.src_file = name.clone();
        self.out.extend_from_slice(b"# ");
        let mut buf = itoa(line as u64);
        self.out.extend_from_slice(buf.as_bytes());
        self.out.extend_from_slice(b" \"");
        for &c in name.as_bytes() {
            match c {
                b'\\' | b'"' => {
                    self.out.push(b'\\');
                    self.out.push(c);
                }
                b'\n' => self.out.extend_from_slice(b"\\n"),
                _ => self.out.push(c),
            }
        }
        self.out.push(b'"');
        self.out.extend_from_slice(flags.as_bytes());
        if sysp == 2 {
            self.out.extend_from_slice(b" 3 4");
        } else if sysp == 1 {
            self.out.extend_from_slice(b" 3");
        }
        self.out.push(b'\n');
        buf.clear();
    }

    /// GNU `maybe_print_line`: reach `line` with newlines if it is close
    /// (fewer than 8 lines ahead in the same file), else write a marker.
    pub fn maybe_print_line(&mut self, name: &Rc<str>, line: u32) -> bool {
        // Line numbers wrap as GCC's unsigned linenum_type does (`# 4294967295`
        // is valid input); a plain `+=` panicked with overflow checks
        // (found by fuzz/compile).
        if self.printed {
            self.out.push(b'\n');
            self.src_line = self.src_line.wrapping_add(1);
            self.printed = false;
        }
        if line >= self.src_line && line < self.src_line.saturating_add(8) && **name == *self.src_file {
            while line > self.src_line {
                self.out.push(b'\n');
                self.src_line = self.src_line.wrapping_add(1);
            }
            false
        } else {
            let sysp = self.bufs.last().map(|b| b.sysp).unwrap_or(0);
            self.print_marker(name, line, "", sysp);
            true
        }
    }

    /// The presumed line of physical line `phys` in the current buffer.
    pub fn presumed(&self, phys: u32) -> u32 {
        let d = self.bufs.last().map(|b| b.line_delta).unwrap_or(0);
        (phys as i64 + d).max(0) as u32
    }

    pub fn cur_name(&self) -> Rc<str> {
        self.bufs.last().map(|b| b.name.clone()).unwrap_or_else(|| self.main_name.clone())
    }

    /// GNU `cb_line_change`: a new source line starts with token at
    /// (`line`, `col`): move the output there and indent to its column.
    pub fn line_change(&mut self, line: u32, col: u32) {
        if self.parsing_args != 0 {
            return;
        }
        let name = self.cur_name();
        let l = self.presumed(line);
        let _ = self.maybe_print_line(&name, l);
        self.prev = None;
        self.source = PAD_NONE;
        self.printed = true;
        let mut spaces = col as i64 - 2;
        while spaces > 0 {
            self.out.push(b' ');
            spaces -= 1;
        }
    }

    /// GNU `scan_translation_unit`: read tokens until the end of the
    /// buffer the scan started in, writing them out.
    pub fn scan_translation_unit(&mut self) {
        self.scan_base = self.bufs.len();
        let mut avoid_paste = false;
        let mut line_marker_emitted = false;
        self.source = PAD_NONE;
        loop {
            let t = self.get_token();
            if self.fatal {
                return;
            }
            if t.kind == K::Padding {
                avoid_paste = true;
                if self.source == PAD_NONE || (self.source == PAD_SRC && t.pad == PAD_NONE) {
                    self.source = t.pad;
                }
                continue;
            }
            if t.kind == K::Eof {
                if t.sym == EOF_BUFFER_END {
                    break;
                }
                continue;
            }
            let line = self.presumed(t.line);
            if avoid_paste {
                let src = match self.source {
                    s if s != PAD_NONE => s,
                    _ => {
                        if t.flags & PREV_WHITE != 0 {
                            PAD_SRC_WHITE
                        } else {
                            PAD_SRC
                        }
                    }
                };
                if line != self.src_line && !self.in_pragma {
                    line_marker_emitted = self.line_change_tok(line, t.col);
                    self.out.push(b' ');
                    self.printed = true;
                } else if src == PAD_SRC_WHITE
                    || self.prev.map(|p| self.avoid_paste(&p, &t)).unwrap_or(false)
                    || (self.prev.is_none() && t.kind == K::Hash)
                {
                    self.out.push(b' ');
                    self.printed = true;
                }
            } else if t.flags & PREV_WHITE != 0 {
                if line != self.src_line && !self.in_pragma {
                    line_marker_emitted = self.line_change_tok(line, t.col);
                    self.out.push(b' ');
                    self.printed = true;
                } else {
                    self.out.push(b' ');
                }
            }
            avoid_paste = false;
            self.source = PAD_NONE;
            self.prev = Some(t);
            match t.kind {
                K::Pragma => {
                    let name = self.cur_name();
                    let _ = self.maybe_print_line(&name, line);
                    self.out.extend_from_slice(b"#pragma ");
                    let s = t.start as usize..(t.start + t.len) as usize;
                    if let Some(b) = self.pool.get(s) {
                        let b = b.to_vec();
                        self.out.extend_from_slice(&b);
                    }
                    self.printed = true;
                    self.in_pragma = true;
                }
                K::PragmaEol => {
                    let name = self.cur_name();
                    let _ = self.maybe_print_line(&name, line);
                    self.in_pragma = false;
                }
                _ => {
                    // A change between system-header and other tokens gets
                    // its own line marker.
                    let sys = t.flags & SYS != 0;
                    if !self.in_pragma && !line_marker_emitted && self.prev_was_system_token != sys {
                        self.line_change_tok(line, t.col);
                        self.prev_was_system_token = sys;
                    }
                    let (s, e) = (t.start as usize, (t.start + t.len) as usize);
                    if t.kind == K::Name && self.pool.get(s..e).map(|b| b.iter().any(|&c| c >= 0x80 || c == b'\\')).unwrap_or(false) {
                        // GCC writes extended characters in identifiers as UCNs.
                        let b = self.pool[s..e].to_vec();
                        write_ident_ucn(&mut self.out, &b);
                    } else if e <= self.pool.len() {
                        self.out.extend_from_slice(&self.pool[s..e]);
                        if t.kind.is_string() && self.pool[s..e].contains(&b'\n') {
                            // Raw strings: keep the line count in step.
                            let n = self.pool[s..e].iter().filter(|&&c| c == b'\n').count();
                            self.src_line += n as u32;
                        }
                    }
                    line_marker_emitted = false;
                    self.printed = true;
                }
            }
        }
    }

    /// `do_line_change` for a token at presumed `line`.
    fn line_change_tok(&mut self, line: u32, col: u32) -> bool {
        let name = self.cur_name();
        let emitted = self.maybe_print_line(&name, line);
        self.prev = None;
        self.source = PAD_NONE;
        self.printed = true;
        let mut spaces = col as i64 - 2;
        while spaces > 0 {
            self.out.push(b' ');
            spaces -= 1;
        }
        emitted
    }

    /// GNU `cpp_avoid_paste`: would printing `b` right after `a` lex differently?
    pub fn avoid_paste(&self, a: &Tok, b: &Tok) -> bool {
        let mut ak = a.kind;
        let mut bk = b.kind;
        if a.flags & NAMED_OP != 0 {
            ak = K::Name;
        }
        if b.flags & NAMED_OP != 0 {
            bk = K::Name;
        }
        let c: Option<u8> = if bk.is_operator() { self.spell(b).first().copied() } else { None };
        if ak <= K::Lshift && c == Some(b'=') {
            return true;
        }
        let c = c.unwrap_or(0);
        match ak {
            K::Greater => c == b'>',
            K::Less => c == b'<' || c == b'%' || c == b':',
            K::Plus => c == b'+',
            K::Minus => c == b'-' || c == b'>',
            K::Div => c == b'/' || c == b'*',
            K::Mod => c == b':' || c == b'%',
            K::And => c == b'&',
            K::Or => c == b'|',
            K::Colon => c == b':' || c == b'>',
            K::Deref => c == b'*',
            K::Dot => c == b'.' || c == b'%' || bk == K::Number,
            K::Hash => c == b'#' || c == b'%',
            K::Name => bk == K::Name || bk == K::Char || bk == K::String,
            K::Number => {
                bk == K::Number || bk == K::Name || bk == K::Char || c == b'.' || c == b'+' || c == b'-'
            }
            K::Other => self.spell(a).first() == Some(&b'\\') && bk == K::Name,
            K::LessEq => c == b'>',
            K::String | K::WString | K::Utf8String | K::String16 | K::String32 => {
                bk == K::Name || (is_literal(bk) && self.spell(b).first().map(|&x| super::lexer::is_idstart(x) && x != b'$').unwrap_or(false))
            }
            _ => false,
        }
    }
}

/// An identifier with extended characters (UTF-8 or UCNs) as GCC prints it.
fn write_ident_ucn(out: &mut alloc::vec::Vec<u8>, b: &[u8]) {
    let text = alloc::string::String::from_utf8_lossy(b);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let mut ch = c;
        if c == '\\' {
            let n = match chars.peek() {
                Some('u') => 4,
                Some('U') => 8,
                _ => 0,
            };
            if n > 0 {
                chars.next();
                let mut v: u32 = 0;
                for _ in 0..n {
                    v = v * 16 + chars.next().and_then(|d| d.to_digit(16)).unwrap_or(0);
                }
                ch = char::from_u32(v).unwrap_or('?');
            }
        }
        if (ch as u32) < 0x80 {
            out.push(ch as u8);
        } else {
            out.extend_from_slice(alloc::format!("\\U{:08x}", ch as u32).as_bytes());
        }
    }
}

fn is_literal(k: K) -> bool {
    matches!(
        k,
        K::Number
            | K::Char
            | K::WChar
            | K::Char16
            | K::Char32
            | K::Utf8Char
            | K::Other
            | K::String
            | K::WString
            | K::String16
            | K::String32
            | K::Utf8String
            | K::HeaderName
            | K::CharUserdef
            | K::StringUserdef
    )
}

pub fn itoa(mut v: u64) -> alloc::string::String {
    let mut b = [0u8; 20];
    let mut i = 20;
    loop {
        i -= 1;
        b[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    alloc::string::String::from_utf8_lossy(&b[i..]).into_owned()
}
