//! The pp-token lexer (GNU cpp's `_cpp_lex_direct`): reads the current
//! buffer of cleaned text (line splices already removed, see
//! `Pp::load_file`) and produces one token with its flags and position.

use super::token::*;
use super::Pp;

/// `Tok::sym` of the `Eof` that marks the end of a buffer (as opposed to
/// the end of a directive line or of a macro argument).
pub const EOF_BUFFER_END: u32 = 1;

#[inline]
pub fn is_idstart(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80
}
#[inline]
pub fn is_idnum(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

impl<'a> Pp<'a> {
    #[inline]
    fn byte(&self, i: usize) -> u8 {
        match self.pool.get(i) {
            Some(&b) => b,
            None => b'\n',
        }
    }

    /// Account for the physical lines that splices folded into the
    /// logical line, up to position `p`.
    #[inline]
    fn sync_splices(&mut self, p: usize) {
        let Some(b) = self.bufs.last_mut() else { return };
        if !b.has_splices {
            return;
        }
        let Some(f) = self.files.get(b.file as usize) else { return };
        while let Some(&s) = f.splices.get(b.splice_idx) {
            let abs = f.base + s as usize;
            if abs > p {
                break;
            }
            b.line += 1;
            b.line_start = abs;
            b.splice_idx += 1;
        }
    }

    /// A newline at `p` was consumed.
    #[inline]
    fn newline_at(&mut self, p: usize) {
        self.sync_splices(p);
        if let Some(b) = self.bufs.last_mut() {
            b.line += 1;
            b.line_start = p + 1;
        }
    }

    /// Lex one token from the current buffer.
    pub fn lex_direct(&mut self) -> Tok {
        let mut flags: u8 = 0;
        loop {
            let (mut pos, end, at_bol) = match self.bufs.last() {
                Some(b) => (b.pos, b.end, b.at_bol),
                None => {
                    let mut t = Tok::new(K::Eof);
                    t.sym = EOF_BUFFER_END;
                    return t;
                }
            };
            if at_bol {
                if self.in_directive || self.in_deferred_pragma {
                    let mut t = Tok::new(K::Eof);
                    if self.in_deferred_pragma {
                        t.kind = K::PragmaEol;
                        self.in_deferred_pragma = false;
                    }
                    t.line = self.cur_line();
                    return t;
                }
                if pos >= end {
                    let mut t = Tok::new(K::Eof);
                    t.sym = EOF_BUFFER_END;
                    // GCC places the end of a file at the end of its last line.
                    let (l, c) = self.end_of_last_line(end);
                    t.line = l;
                    t.col = c;
                    self.last_lexed = (l, c);
                    return t;
                }
                if let Some(b) = self.bufs.last_mut() {
                    b.at_bol = false;
                }
                flags = BOL;
                if self.parsing_args == 2 {
                    flags |= PREV_WHITE;
                }
            }
            if self.bufs.last().map(|b| b.sysp != 0).unwrap_or(false) {
                flags |= SYS;
            }
            // Horizontal white space.
            {
                let src = &self.pool[..];
                while let Some(&c) = src.get(pos) {
                    if c == b' ' || c == b'\t' || c == 0x0c || c == 0x0b || c == 0 || c == b'\r' {
                        pos += 1;
                        flags |= PREV_WHITE;
                    } else {
                        break;
                    }
                }
            }
            let c = self.byte(pos);
            // Fast path: a plain ASCII identifier (the common token).
            if c < 0x80 && (c.is_ascii_alphabetic() || c == b'_' || c == b'$') && pos < end {
                let src = &self.pool[..];
                let n1 = src.get(pos + 1).copied().unwrap_or(b'\n');
                let maybe_prefix = matches!(c, b'L' | b'u' | b'U' | b'R')
                    && (n1 == b'"' || n1 == b'\'' || n1 == b'R' || n1 == b'8');
                if !maybe_prefix {
                    let mut p = pos + 1;
                    while let Some(&d) = src.get(p) {
                        if d.is_ascii_alphanumeric() || d == b'_' || d == b'$' {
                            p += 1;
                        } else {
                            break;
                        }
                    }
                    let stop = src.get(p).copied().unwrap_or(b'\n');
                    if stop != b'\\' && stop < 0x80 {
                        let (line, col) = match self.bufs.last() {
                            Some(b) if !b.has_splices => (b.line, (pos.saturating_sub(b.line_start) + 1) as u32),
                            _ => self.loc_of(pos),
                        };
                        let mut t = Tok::new(K::Name);
                        t.flags = flags;
                        t.line = line;
                        t.col = col;
                        t.start = pos as u32;
                        t.len = (p - pos) as u32;
                        if let Some(b) = self.bufs.last_mut() {
                            b.pos = p;
                            if flags & BOL != 0 {
                                b.first_col = col;
                            }
                        }
                        if !self.freeze_last_lexed {
                            self.last_lexed = (line, col);
                        }
                        if !self.skipping {
                            let sym = self.syms.intern(&self.pool[pos..p]);
                            t.sym = sym;
                            if let Some(info) = self.syms.info.get(sym as usize) {
                                if info.named_op != 0 {
                                    t.kind = named_kind(info.named_op - 1);
                                    t.flags |= NAMED_OP;
                                } else if info.poisoned && !self.in_poison_directive {
                                    let msg = alloc::format!("attempt to use poisoned \"{}\"", self.name_str(sym));
                                    self.error_at(line, col, 1, &msg);
                                }
                            }
                        }
                        return t;
                    }
                }
            }
            if c == b'\n' || pos >= end {
                if let Some(b) = self.bufs.last_mut() {
                    b.pos = pos;
                }
                if self.in_deferred_pragma {
                    self.in_deferred_pragma = false;
                    let mut t = Tok::new(K::PragmaEol);
                    t.line = self.cur_line() + 1;
                    self.consume_newline();
                    return t;
                }
                if self.in_directive {
                    let (l, c) = self.loc_of(pos);
                    let mut t = Tok::new(K::Eof);
                    t.line = l;
                    t.col = c;
                    if !self.freeze_last_lexed {
                        self.last_lexed = (l, c);
                    }
                    return t;
                }
                self.consume_newline();
                flags &= SYS;
                continue;
            }
            if c == b'/' {
                let n = self.byte(pos + 1);
                if n == b'*' {
                    let start = pos;
                    let (sl, sc) = self.loc_of(start);
                    pos += 2;
                    loop {
                        if pos >= end {
                            self.error_at(sl, sc, 0, "unterminated comment");
                            break;
                        }
                        // Skip to the next '*' or newline at once.
                        let skip = self.pool.get(pos..end).and_then(|r| r.iter().position(|&c| c == b'*' || c == b'\n'));
                        match skip {
                            Some(k) => pos += k,
                            None => {
                                pos = end;
                                continue;
                            }
                        }
                        let b = self.byte(pos);
                        if b == b'*' && self.byte(pos + 1) == b'/' {
                            pos += 2;
                            break;
                        }
                        if b == b'\n' {
                            self.newline_at(pos);
                        }
                        pos += 1;
                    }
                    if let Some(b) = self.bufs.last_mut() {
                        b.pos = pos;
                    }
                    flags |= PREV_WHITE;
                    continue;
                } else if n == b'/' {
                    pos += self.pool.get(pos..end).and_then(|r| r.iter().position(|&c| c == b'\n')).unwrap_or(end.saturating_sub(pos));
                    if let Some(b) = self.bufs.last_mut() {
                        b.pos = pos;
                    }
                    flags |= PREV_WHITE;
                    continue;
                }
            }
            // A real token.
            let start = pos;
            let (line, col) = self.loc_of(start);
            let mut t = Tok::new(K::Other);
            t.flags = flags;
            t.line = line;
            t.col = col;
            t.start = start as u32;
            let next = self.lex_body(&mut t, start, end);
            if let Some(b) = self.bufs.last_mut() {
                b.pos = next;
                if flags & BOL != 0 {
                    b.first_col = col;
                }
            }
            t.len = (next - start) as u32;
            if !self.freeze_last_lexed {
                self.last_lexed = (line, col);
            }
            if t.kind == K::Name && !self.skipping {
                let sym = self.syms.intern(&self.pool[start..next]);
                t.sym = sym;
                let info = self.syms.info[sym as usize];
                if info.named_op != 0 {
                    t.kind = named_kind(info.named_op - 1);
                    t.flags |= NAMED_OP;
                } else if info.poisoned && !self.skipping && !self.in_poison_directive {
                    let msg = alloc::format!("attempt to use poisoned \"{}\"", self.name_str(sym));
                    self.error_at(line, col, 1, &msg);
                }
            }
            return t;
        }
    }

    fn consume_newline(&mut self) {
        let pos = match self.bufs.last() {
            Some(b) => b.pos,
            None => return,
        };
        self.newline_at(pos);
        if let Some(b) = self.bufs.last_mut() {
            b.pos = pos + 1;
            b.at_bol = true;
        }
    }

    /// (line, column) just past the last character of the buffer's last line.
    fn end_of_last_line(&self, end: usize) -> (u32, u32) {
        let Some(b) = self.bufs.last() else { return (0, 0) };
        let base = self.files.get(b.file as usize).map(|f| f.base).unwrap_or(0);
        if end <= base {
            return (1, 1);
        }
        let last_nl = end - 1;
        let mut s = last_nl;
        while s > base && self.pool.get(s - 1) != Some(&b'\n') {
            s -= 1;
        }
        (b.line.saturating_sub(1).max(1), (last_nl - s + 1) as u32)
    }

    pub fn cur_line(&self) -> u32 {
        self.bufs.last().map(|b| b.line).unwrap_or(0)
    }

    /// (line, column) of absolute position `p` in the current buffer.
    pub fn loc_of(&mut self, p: usize) -> (u32, u32) {
        if let Some(b) = self.bufs.last() {
            if !b.has_splices {
                return (b.line, (p.saturating_sub(b.line_start) + 1) as u32);
            }
        }
        self.sync_splices(p);
        match self.bufs.last() {
            Some(b) => (b.line, (p.saturating_sub(b.line_start) + 1) as u32),
            None => (0, 0),
        }
    }

    /// Lex the body of a token starting at `s`; set its kind; return the end.
    fn lex_body(&mut self, t: &mut Tok, s: usize, end: usize) -> usize {
        let c = self.byte(s);
        let c1 = self.byte(s + 1);
        let c2 = self.byte(s + 2);
        let op = |t: &mut Tok, k: K, n: usize| -> usize {
            t.kind = k;
            s + n
        };
        match c {
            b'0'..=b'9' => {
                t.kind = K::Number;
                self.lex_number(s + 1)
            }
            b'.' => {
                if c1.is_ascii_digit() {
                    t.kind = K::Number;
                    self.lex_number(s + 1)
                } else if c1 == b'.' && c2 == b'.' {
                    op(t, K::Ellipsis, 3)
                } else if c1 == b'*' {
                    op(t, K::DotStar, 2)
                } else {
                    op(t, K::Dot, 1)
                }
            }
            b'L' | b'u' | b'U' | b'R' => {
                // Possible string/char prefix.
                let mut p = s;
                if c == b'u' && c1 == b'8' {
                    p += 2;
                } else if c != b'R' {
                    p += 1;
                }
                let mut raw = false;
                if self.byte(p) == b'R' {
                    raw = true;
                    p += 1;
                }
                let q = self.byte(p);
                if q == b'"' || (q == b'\'' && !raw) {
                    let pre = &self.pool[s..p];
                    let base = if q == b'"' {
                        match pre.first() {
                            Some(b'L') => K::WString,
                            Some(b'U') => K::String32,
                            Some(b'u') => {
                                if pre.get(1) == Some(&b'8') {
                                    K::Utf8String
                                } else {
                                    K::String16
                                }
                            }
                            _ => K::String,
                        }
                    } else {
                        match pre.first() {
                            Some(b'L') => K::WChar,
                            Some(b'U') => K::Char32,
                            Some(b'u') => {
                                if pre.get(1) == Some(&b'8') {
                                    K::Utf8Char
                                } else {
                                    K::Char16
                                }
                            }
                            _ => K::Char,
                        }
                    };
                    t.kind = base;
                    if raw {
                        if let Some(e) = self.lex_raw_string(p, end) {
                            return self.lex_ud_suffix(t, e);
                        }
                        // Not a valid raw string: lex the prefix as a name.
                        t.kind = K::Name;
                        return self.lex_ident(s + 1);
                    }
                    return self.lex_string(t, p, q);
                }
                t.kind = K::Name;
                self.lex_ident(s + 1)
            }
            b'"' => {
                t.kind = K::String;
                self.lex_string(t, s, b'"')
            }
            b'\'' => {
                t.kind = K::Char;
                self.lex_string(t, s, b'\'')
            }
            b'/' => match c1 {
                b'=' => op(t, K::DivEq, 2),
                _ => op(t, K::Div, 1),
            },
            b'<' => {
                if self.angled_headers {
                    let mut p = s + 1;
                    while p < end {
                        let b = self.byte(p);
                        if b == b'>' {
                            t.kind = K::HeaderName;
                            return p + 1;
                        }
                        if b == b'\n' {
                            break;
                        }
                        p += 1;
                    }
                }
                match c1 {
                    b'=' => op(t, K::LessEq, 2),
                    b'<' => {
                        if c2 == b'=' {
                            op(t, K::LshiftEq, 3)
                        } else {
                            op(t, K::Lshift, 2)
                        }
                    }
                    b':' => {
                        // C++11: `<::` is `<` `::` unless followed by `:` or `>`.
                        if c2 == b':' {
                            let c3 = self.byte(s + 3);
                            if c3 != b':' && c3 != b'>' {
                                return op(t, K::Less, 1);
                            }
                        }
                        t.flags |= DIGRAPH;
                        op(t, K::OpenSquare, 2)
                    }
                    b'%' => {
                        t.flags |= DIGRAPH;
                        op(t, K::OpenBrace, 2)
                    }
                    _ => op(t, K::Less, 1),
                }
            }
            b'>' => match c1 {
                b'=' => op(t, K::GreaterEq, 2),
                b'>' => {
                    if c2 == b'=' {
                        op(t, K::RshiftEq, 3)
                    } else {
                        op(t, K::Rshift, 2)
                    }
                }
                _ => op(t, K::Greater, 1),
            },
            b'%' => match c1 {
                b'=' => op(t, K::ModEq, 2),
                b':' => {
                    t.flags |= DIGRAPH;
                    if c2 == b'%' && self.byte(s + 3) == b':' {
                        op(t, K::Paste, 4)
                    } else {
                        op(t, K::Hash, 2)
                    }
                }
                b'>' => {
                    t.flags |= DIGRAPH;
                    op(t, K::CloseBrace, 2)
                }
                _ => op(t, K::Mod, 1),
            },
            b'+' => match c1 {
                b'+' => op(t, K::PlusPlus, 2),
                b'=' => op(t, K::PlusEq, 2),
                _ => op(t, K::Plus, 1),
            },
            b'-' => match c1 {
                b'>' => {
                    if c2 == b'*' {
                        op(t, K::DerefStar, 3)
                    } else {
                        op(t, K::Deref, 2)
                    }
                }
                b'-' => op(t, K::MinusMinus, 2),
                b'=' => op(t, K::MinusEq, 2),
                _ => op(t, K::Minus, 1),
            },
            b'&' => match c1 {
                b'&' => op(t, K::AndAnd, 2),
                b'=' => op(t, K::AndEq, 2),
                _ => op(t, K::And, 1),
            },
            b'|' => match c1 {
                b'|' => op(t, K::OrOr, 2),
                b'=' => op(t, K::OrEq, 2),
                _ => op(t, K::Or, 1),
            },
            b':' => match c1 {
                b':' => op(t, K::Scope, 2),
                b'>' => {
                    t.flags |= DIGRAPH;
                    op(t, K::CloseSquare, 2)
                }
                _ => op(t, K::Colon, 1),
            },
            b'*' => match c1 {
                b'=' => op(t, K::MultEq, 2),
                _ => op(t, K::Mult, 1),
            },
            b'=' => match c1 {
                b'=' => op(t, K::EqEq, 2),
                _ => op(t, K::Eq, 1),
            },
            b'!' => match c1 {
                b'=' => op(t, K::NotEq, 2),
                _ => op(t, K::Not, 1),
            },
            b'^' => match c1 {
                b'=' => op(t, K::XorEq, 2),
                _ => op(t, K::Xor, 1),
            },
            b'#' => match c1 {
                b'#' => op(t, K::Paste, 2),
                _ => op(t, K::Hash, 1),
            },
            b'?' => op(t, K::Query, 1),
            b'~' => op(t, K::Compl, 1),
            b',' => op(t, K::Comma, 1),
            b'(' => op(t, K::OpenParen, 1),
            b')' => op(t, K::CloseParen, 1),
            b'[' => op(t, K::OpenSquare, 1),
            b']' => op(t, K::CloseSquare, 1),
            b'{' => op(t, K::OpenBrace, 1),
            b'}' => op(t, K::CloseBrace, 1),
            b';' => op(t, K::Semicolon, 1),
            b'\\' if (c1 == b'u' || c1 == b'U') => {
                let n = if c1 == b'u' { 4 } else { 8 };
                if (0..n).all(|i| self.byte(s + 2 + i).is_ascii_hexdigit()) {
                    t.kind = K::Name;
                    self.lex_ident(s + 2 + n)
                } else {
                    op(t, K::Other, 1)
                }
            }
            _ if is_idstart(c) => {
                t.kind = K::Name;
                self.lex_ident(s + 1)
            }
            _ => op(t, K::Other, 1),
        }
    }

    fn lex_ident(&self, mut p: usize) -> usize {
        loop {
            let c = self.byte(p);
            if is_idnum(c) {
                p += 1;
            } else if c == b'\\' && (self.byte(p + 1) == b'u' || self.byte(p + 1) == b'U') {
                let n = if self.byte(p + 1) == b'u' { 4 } else { 8 };
                if (0..n).all(|i| self.byte(p + 2 + i).is_ascii_hexdigit()) {
                    p += 2 + n;
                } else {
                    return p;
                }
            } else {
                return p;
            }
        }
    }

    fn lex_number(&self, mut p: usize) -> usize {
        let start = p;
        loop {
            let c = self.byte(p);
            let prev = self.byte(p - 1);
            if is_idnum(c) {
                p += 1;
            } else if c == b'.' && prev != b'\'' {
                p += 1;
            } else if c == b'\'' {
                p += 1;
            } else if (c == b'+' || c == b'-') && matches!(prev, b'e' | b'E' | b'p' | b'P') {
                p += 1;
            } else {
                break;
            }
        }
        while p > start && self.byte(p - 1) == b'\'' {
            p -= 1;
        }
        p
    }

    /// A quoted literal starting at the quote `q` at position `p`.
    fn lex_string(&mut self, t: &mut Tok, p: usize, term: u8) -> usize {
        let mut i = p + 1;
        loop {
            let c = self.byte(i);
            if c == b'\\' && self.byte(i + 1) != b'\n' {
                i += 2;
            } else if c == term {
                i += 1;
                break;
            } else if c == b'\n' {
                // Unterminated: the rest of the line is one stray token.
                t.kind = K::Other;
                {
                    let msg = alloc::format!("missing terminating {} character", term as char);
                    let (l, col) = (t.line, t.col);
                    self.warning_at(l, col, 1, &msg, "");
                }
                return i;
            } else {
                i += 1;
            }
        }
        self.lex_ud_suffix(t, i)
    }

    /// C++11 user-defined literal suffix.
    fn lex_ud_suffix(&mut self, t: &mut Tok, i: usize) -> usize {
        let c = self.byte(i);
        if !is_idstart(c) {
            return i;
        }
        let e = self.lex_ident(i + 1);
        if c != b'_' {
            // A suffix not starting with `_` that names a macro is not a
            // suffix (`"%" PRIu64`-style code).
            let sym = self.syms.intern(&self.pool[i..e]);
            if self.syms.info[sym as usize].macro_id != 0 {
                return i;
            }
        }
        t.kind = if t.kind.is_string() { K::StringUserdef } else { K::CharUserdef };
        e
    }

    /// `R"delim( ... )delim"`; `p` is at the opening quote. Returns the end.
    fn lex_raw_string(&mut self, p: usize, end: usize) -> Option<usize> {
        // An unterminated raw string is re-lexed as a name: undo the lines
        // its newlines counted (otherwise `line_start` runs past the name's
        // position and the column underflows; found by fuzz/preprocess).
        let saved = self.bufs.last().map(|b| (b.line, b.line_start, b.splice_idx));
        let r = self.lex_raw_string_body(p, end);
        if r.is_none() {
            if let (Some(b), Some((line, line_start, splice_idx))) = (self.bufs.last_mut(), saved) {
                b.line = line;
                b.line_start = line_start;
                b.splice_idx = splice_idx;
            }
        }
        r
    }

    fn lex_raw_string_body(&mut self, p: usize, end: usize) -> Option<usize> {
        let mut i = p + 1;
        let dstart = i;
        while i < end && i - dstart <= 16 {
            let c = self.byte(i);
            if c == b'(' {
                break;
            }
            if c == b' ' || c == b')' || c == b'\\' || c == b'\t' || c == b'\n' || c == 0x0b || c == 0x0c {
                return None;
            }
            i += 1;
        }
        if self.byte(i) != b'(' {
            return None;
        }
        let dlen = i - dstart;
        i += 1;
        while i < end {
            let c = self.byte(i);
            if c == b')' {
                let mut ok = i + 1 + dlen < end + 1;
                if ok {
                    for k in 0..dlen {
                        if self.byte(i + 1 + k) != self.byte(dstart + k) {
                            ok = false;
                            break;
                        }
                    }
                }
                if ok && self.byte(i + 1 + dlen) == b'"' {
                    return Some(i + 2 + dlen);
                }
            }
            if c == b'\n' {
                self.newline_at(i);
            }
            i += 1;
        }
        None
    }
}

pub fn named_kind(i: u8) -> K {
    match i {
        0 => K::AndAnd,
        1 => K::AndEq,
        2 => K::And,
        3 => K::Or,
        4 => K::Compl,
        5 => K::Not,
        6 => K::NotEq,
        7 => K::OrOr,
        8 => K::OrEq,
        9 => K::Xor,
        _ => K::XorEq,
    }
}

/// C++ alternative tokens, in `named_kind` order.
pub const NAMED_OPS: [&str; 11] =
    ["and", "and_eq", "bitand", "bitor", "compl", "not", "not_eq", "or", "or_eq", "xor", "xor_eq"];
