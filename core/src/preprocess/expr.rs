//! `#if` / `#elif` expressions: GNU cpp's arithmetic on 64-bit values with a
//! signed/unsigned flag, `defined`, `__has_include` and friends (those are
//! built-in macros that expand to a number), character constants.

use super::token::*;
use super::Pp;
use alloc::string::String;
use alloc::vec::Vec;

#[derive(Clone, Copy, Debug)]
struct Num {
    v: u64,
    u: bool,
}

#[derive(Clone, Copy)]
enum Item {
    Val(Num),
    Op(K, Tok),
}

struct Ev<'b> {
    items: &'b [Item],
    pos: usize,
    err: Option<(Tok, String)>,
    depth: u32,
    /// The end of the line (where GCC reports missing operands).
    eof: Tok,
}

fn num(v: i64) -> Num {
    Num { v: v as u64, u: false }
}

fn prec(k: K) -> Option<u8> {
    Some(match k {
        K::Comma => 1,
        K::Query => 2,
        K::OrOr => 3,
        K::AndAnd => 4,
        K::Or => 5,
        K::Xor => 6,
        K::And => 7,
        K::EqEq | K::NotEq => 8,
        K::Less | K::Greater | K::LessEq | K::GreaterEq => 9,
        K::Lshift | K::Rshift => 10,
        K::Plus | K::Minus => 11,
        K::Mult | K::Div | K::Mod => 12,
        _ => return None,
    })
}

impl<'a> Pp<'a> {
    /// Evaluate the rest of the directive line. Returns the truth value and
    /// the include-guard macro when the line is exactly `!defined X`.
    pub fn parse_expr(&mut self, is_elif: bool) -> (bool, Option<u32>) {
        let mut items: Vec<Item> = Vec::new();
        let mut lexed = 0u32;
        let mut leading_not = false;
        let mut ind_cmacro: Option<u32> = None;
        // The token of each item (for diagnostics).
        let mut toks: Vec<Tok> = Vec::new();
        let mut spell_of: Vec<(Tok, String)> = Vec::new();
        let eof_tok;
        loop {
            let t = self.get_token_np();
            if t.kind == K::Eof || self.fatal {
                eof_tok = t;
                break;
            }
            lexed += 1;
            toks.push(t);
            match t.kind {
                K::Name if t.sym == self.sym_defined => {
                    self.prevent_expansion += 1;
                    let mut n = self.get_token_np();
                    let paren = n.kind == K::OpenParen;
                    if paren {
                        n = self.get_token_np();
                    }
                    let mut ok = true;
                    if n.kind != K::Name && n.flags & NAMED_OP == 0 {
                        self.prevent_expansion -= 1;
                        let (l, c) = self.last_lexed;
                        self.error_at(l, c, 1, "operator \"defined\" requires an identifier");
                        return (false, None);
                    }
                    if paren {
                        let c = self.get_token_np();
                        if c.kind != K::CloseParen {
                            ok = false;
                        }
                    }
                    self.prevent_expansion -= 1;
                    if !ok {
                        let (l, c) = self.last_lexed;
                        self.error_at(l, c, 1, "missing ')' after \"defined\"");
                        return (false, None);
                    }
                    let d = n.kind == K::Name
                        && self.syms.info.get(n.sym as usize).map(|i| i.macro_id != 0).unwrap_or(false);
                    if n.kind == K::Name {
                        ind_cmacro = Some(n.sym);
                    }
                    items.push(Item::Val(num(d as i64)));
                }
                K::Name => {
                    let s = self.spell(&t);
                    let v = if s == b"true" { 1 } else { 0 };
                    items.push(Item::Val(num(v)));
                }
                K::Number => match self.interpret_number(&t) {
                    Some(n) => items.push(Item::Val(n)),
                    None => return (false, None),
                },
                K::Char | K::WChar | K::Char16 | K::Char32 | K::Utf8Char => {
                    let n = self.interpret_char(&t);
                    items.push(Item::Val(n));
                }
                K::Not if lexed == 1 => {
                    leading_not = true;
                    items.push(Item::Op(t.kind, t));
                }
                K::Not | K::Compl | K::Plus | K::Minus | K::Mult | K::Div | K::Mod | K::Lshift | K::Rshift
                | K::Less | K::Greater | K::LessEq | K::GreaterEq | K::EqEq | K::NotEq | K::And | K::Xor | K::Or
                | K::AndAnd | K::OrOr | K::Query | K::Colon | K::Comma | K::OpenParen | K::CloseParen => {
                    items.push(Item::Op(t.kind, t));
                }
                _ => {
                    let msg = if t.kind == K::Hash || t.kind == K::Paste {
                        alloc::format!("token \"{}\" is not valid in preprocessor expressions", String::from_utf8_lossy(self.spell(&t)))
                    } else if t.kind.is_string() || t.kind == K::CharUserdef {
                        alloc::format!("token \"{}\" is not valid in preprocessor expressions", String::from_utf8_lossy(self.spell(&t)))
                    } else {
                        alloc::format!("token \"{}\" is not valid in preprocessor expressions", String::from_utf8_lossy(self.spell(&t)))
                    };
                    self.error_tok(&t, &msg);
                    return (false, None);
                }
            }
            spell_of.clear();
        }
        if items.is_empty() {
            let msg = if is_elif { "#elif with no expression" } else { "#if with no expression" };
            self.error_at(eof_tok.line, eof_tok.col, 1, msg);
            return (false, None);
        }
        let mut ev = Ev { items: &items, pos: 0, err: None, depth: 0, eof: eof_tok };
        let r = ev.expr(0, false);
        if ev.err.is_none() && ev.pos < items.len() {
            if let Some(Item::Op(k, t)) = items.get(ev.pos) {
                let msg = match k {
                    K::CloseParen => String::from("missing '(' in expression"),
                    K::Colon => String::from("':' without preceding '?'"),
                    _ => alloc::format!("missing binary operator before token \"{}\"", String::from_utf8_lossy(self.spell(t))),
                };
                ev.err = Some((*t, msg));
            } else {
                let t = toks.get(ev.pos).copied().unwrap_or(eof_tok);
                let msg = alloc::format!("missing binary operator before token \"{}\"", String::from_utf8_lossy(self.spell(&t)));
                ev.err = Some((t, msg));
            }
        }
        if let Some((t, msg)) = ev.err.take() {
            if t.kind == K::Eof {
                self.error_at(t.line, t.col, 1, &msg);
            } else {
                self.error_tok(&t, &msg);
            }
            return (false, None);
        }
        if let Some((t, msg)) = ev_div_error(&items, &r) {
            let _ = (t, msg);
        }
        if let Some(dz) = r.1 {
            self.error_tok(&dz, "division by zero in #if");
            return (false, None);
        }
        let cm = if leading_not && lexed == 2 && items.len() == 2 { ind_cmacro } else { None };
        (r.0.v != 0, cm)
    }

    fn interpret_number(&mut self, t: &Tok) -> Option<Num> {
        let sp: Vec<u8> = self.spell(t).iter().copied().filter(|&c| c != b'\'').collect();
        let s = &sp[..];
        let (radix, digits_start) = if s.len() > 1 && s[0] == b'0' && (s[1] == b'x' || s[1] == b'X') {
            (16u32, 2usize)
        } else if s.len() > 1 && s[0] == b'0' && (s[1] == b'b' || s[1] == b'B') {
            (2, 2)
        } else if s.first() == Some(&b'0') {
            (8, 1)
        } else {
            (10, 0)
        };
        let mut i = digits_start;
        let mut is_float = false;
        while i < s.len() {
            let c = s[i];
            let is_digit = match radix {
                16 => c.is_ascii_hexdigit(),
                _ => c.is_ascii_digit(),
            };
            if is_digit {
                i += 1;
            } else if c == b'.' {
                is_float = true;
                i += 1;
            } else if (radix != 16 && (c == b'e' || c == b'E')) || (radix == 16 && (c == b'p' || c == b'P')) {
                is_float = true;
                i += 1;
                if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
                    i += 1;
                }
            } else {
                break;
            }
        }
        if is_float || s.first() == Some(&b'.') {
            self.error_tok(t, "floating constant in preprocessor expression");
            return None;
        }
        let digits = &s[digits_start..i];
        let suffix = &s[i..];
        let mut u = false;
        let mut l = 0;
        let mut ok = true;
        let mut j = 0;
        while j < suffix.len() {
            let c = suffix[j];
            if (c == b'u' || c == b'U') && !u {
                u = true;
                j += 1;
            } else if (c == b'l' || c == b'L') && l == 0 {
                if j + 1 < suffix.len() && suffix[j + 1] == c {
                    j += 2;
                } else {
                    j += 1;
                }
                l = 1;
            } else {
                ok = false;
                break;
            }
        }
        if !ok {
            if suffix.first().map(|&c| c == b'_' || c.is_ascii_alphabetic()).unwrap_or(false) {
                self.error_tok(t, "user-defined literal in preprocessor expression");
                return None;
            }
            let msg = alloc::format!(
                "invalid suffix \"{}\" on integer constant",
                String::from_utf8_lossy(suffix)
            );
            self.error_tok(t, &msg);
            return None;
        }
        if digits.is_empty() && radix != 8 {
            let msg = alloc::format!("invalid suffix \"{}\" on integer constant", String::from_utf8_lossy(&s[1..]));
            self.error_tok(t, &msg);
            return None;
        }
        let mut v: u64 = 0;
        let mut overflow = false;
        for &c in digits {
            let d = (c as char).to_digit(16).unwrap_or(0);
            if d >= radix {
                let msg = alloc::format!(
                    "invalid digit \"{}\" in {} constant",
                    c as char,
                    if radix == 8 { "octal" } else { "binary" }
                );
                self.error_tok(t, &msg);
                return None;
            }
            match v.checked_mul(radix as u64).and_then(|x| x.checked_add(d as u64)) {
                Some(n) => v = n,
                None => {
                    overflow = true;
                    v = v.wrapping_mul(radix as u64).wrapping_add(d as u64);
                }
            }
        }
        if overflow {
            self.pedwarn_tok(t, "integer constant is too large for its type");
        } else if !u && v > i64::MAX as u64 {
            if radix == 10 {
                self.warning_tok(t, "integer constant is so large that it is unsigned", "");
            }
            u = true;
        }
        Some(Num { v, u })
    }

    fn interpret_char(&mut self, t: &Tok) -> Num {
        let sp = self.spell(t).to_vec();
        let q = sp.iter().position(|&c| c == b'\'').unwrap_or(0);
        let body = &sp[q + 1..sp.len().saturating_sub(1)];
        let mut vals: Vec<u32> = Vec::new();
        let mut i = 0;
        while i < body.len() {
            let c = body[i];
            if c == b'\\' && i + 1 < body.len() {
                i += 1;
                let e = body[i];
                i += 1;
                let v = match e {
                    b'n' => 10,
                    b't' => 9,
                    b'r' => 13,
                    b'a' => 7,
                    b'b' => 8,
                    b'f' => 12,
                    b'v' => 11,
                    b'e' | b'E' => 27,
                    b'0'..=b'7' => {
                        let mut v = (e - b'0') as u32;
                        let mut n = 1;
                        while n < 3 && i < body.len() && (b'0'..=b'7').contains(&body[i]) {
                            v = v * 8 + (body[i] - b'0') as u32;
                            i += 1;
                            n += 1;
                        }
                        v
                    }
                    b'x' => {
                        let mut v: u32 = 0;
                        while i < body.len() && body[i].is_ascii_hexdigit() {
                            v = v.wrapping_mul(16).wrapping_add((body[i] as char).to_digit(16).unwrap_or(0));
                            i += 1;
                        }
                        v
                    }
                    b'u' | b'U' => {
                        let n = if e == b'u' { 4 } else { 8 };
                        let mut v: u32 = 0;
                        let mut k = 0;
                        while k < n && i < body.len() && body[i].is_ascii_hexdigit() {
                            v = v.wrapping_mul(16).wrapping_add((body[i] as char).to_digit(16).unwrap_or(0));
                            i += 1;
                            k += 1;
                        }
                        if t.kind == K::Char {
                            // Encoded as UTF-8 bytes in a narrow constant.
                            let mut buf = [0u8; 4];
                            let s = char::from_u32(v).unwrap_or('?').encode_utf8(&mut buf);
                            for (bi, b) in s.bytes().enumerate() {
                                if bi + 1 < s.len() {
                                    vals.push(b as u32);
                                } else {
                                    vals.push(b as u32);
                                }
                            }
                            continue;
                        }
                        v
                    }
                    other => other as u32,
                };
                vals.push(v);
            } else {
                if t.kind != K::Char && c >= 0x80 {
                    // Decode UTF-8 for wide constants.
                    let rest = &body[i..];
                    let n = if c >= 0xf0 { 4 } else if c >= 0xe0 { 3 } else { 2 };
                    let s = core::str::from_utf8(rest.get(..n).unwrap_or(&[])).ok().and_then(|s| s.chars().next());
                    vals.push(s.map(|c| c as u32).unwrap_or(c as u32));
                    i += n;
                    continue;
                }
                vals.push(c as u32);
                i += 1;
            }
        }
        match t.kind {
            K::Char => {
                if vals.len() > 1 {
                    self.warning_tok(t, "multi-character character constant", " [-Wmultichar]");
                    let mut r: u32 = 0;
                    for v in &vals {
                        r = r.wrapping_shl(8) | (v & 0xff);
                    }
                    num(r as i32 as i64)
                } else {
                    let v = vals.first().copied().unwrap_or(0) & 0xff;
                    num(v as u8 as i8 as i64)
                }
            }
            K::Utf8Char => Num { v: (vals.first().copied().unwrap_or(0) & 0xff) as u64, u: true },
            K::Char16 => Num { v: (vals.first().copied().unwrap_or(0) & 0xffff) as u64, u: true },
            K::Char32 => Num { v: vals.first().copied().unwrap_or(0) as u64, u: true },
            _ => num(vals.first().copied().unwrap_or(0) as i32 as i64),
        }
    }
}

fn ev_div_error(_items: &[Item], _r: &(Num, Option<Tok>)) -> Option<(Tok, String)> {
    None
}

impl<'b> Ev<'b> {
    fn fail(&mut self, t: Tok, msg: String) -> (Num, Option<Tok>) {
        if self.err.is_none() {
            self.err = Some((t, msg));
        }
        (num(0), None)
    }

    fn spell_op(k: K) -> &'static str {
        match k {
            K::Plus => "+",
            K::Minus => "-",
            K::Mult => "*",
            K::Div => "/",
            K::Mod => "%",
            K::Lshift => "<<",
            K::Rshift => ">>",
            K::Less => "<",
            K::Greater => ">",
            K::LessEq => "<=",
            K::GreaterEq => ">=",
            K::EqEq => "==",
            K::NotEq => "!=",
            K::And => "&",
            K::Xor => "^",
            K::Or => "|",
            K::AndAnd => "&&",
            K::OrOr => "||",
            K::Query => "?",
            K::Colon => ":",
            K::Comma => ",",
            K::Not => "!",
            K::Compl => "~",
            _ => "",
        }
    }

    /// Unary expression. The second value is the first division by zero
    /// seen in evaluated code.
    fn unary(&mut self, skip: bool) -> (Num, Option<Tok>) {
        self.depth += 1;
        if self.depth > 512 {
            // Report at the operator where the limit is hit (a fresh token
            // has no line).
            let at = match self.items.get(self.pos) {
                Some(Item::Op(_, t)) => *t,
                _ => self.eof,
            };
            return self.fail(at, String::from("#if expression nested too deeply"));
        }
        let r = self.unary_inner(skip);
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self, skip: bool) -> (Num, Option<Tok>) {
        let Some(&it) = self.items.get(self.pos) else {
            let e = self.eof;
            return self.fail(e, String::from("#if with no expression"));
        };
        self.pos += 1;
        match it {
            Item::Val(n) => (n, None),
            Item::Op(k, t) => match k {
                K::OpenParen => {
                    if let Some(Item::Op(K::CloseParen, _)) = self.items.get(self.pos) {
                        return self.fail(t, String::from("missing expression between '(' and ')'"));
                    }
                    let r = self.expr(0, skip);
                    match self.items.get(self.pos) {
                        Some(Item::Op(K::CloseParen, _)) => {
                            self.pos += 1;
                            r
                        }
                        _ => self.fail(t, String::from("missing ')' in expression")),
                    }
                }
                K::Plus | K::Minus | K::Not | K::Compl => {
                    if self.pos >= self.items.len() {
                        let e = self.eof;
                        return self.fail(e, alloc::format!("operator '{}' has no right operand", Self::spell_op(k)));
                    }
                    let (a, dz) = self.unary(skip);
                    let r = match k {
                        K::Plus => a,
                        K::Minus => Num { v: a.v.wrapping_neg(), u: a.u },
                        K::Not => num((a.v == 0) as i64),
                        _ => Num { v: !a.v, u: a.u },
                    };
                    (r, dz)
                }
                K::CloseParen => self.fail(t, String::from("missing '(' in expression")),
                _ => self.fail(t, alloc::format!("operator '{}' has no left operand", Self::spell_op(k))),
            },
        }
    }

    /// Binary expressions with precedence at least `min`. Counts towards
    /// the nesting limit too: `1 ? 1 : 1 ? 1 : …` recurses here, not in
    /// `unary` (10,000 of them overflowed a 1 MiB stack).
    fn expr(&mut self, min: u8, skip: bool) -> (Num, Option<Tok>) {
        self.depth += 1;
        if self.depth > 512 {
            let at = match self.items.get(self.pos) {
                Some(Item::Op(_, t)) => *t,
                _ => self.eof,
            };
            return self.fail(at, String::from("#if expression nested too deeply"));
        }
        let r = self.expr_inner(min, skip);
        self.depth -= 1;
        r
    }

    fn expr_inner(&mut self, min: u8, skip: bool) -> (Num, Option<Tok>) {
        let (mut lhs, mut dz) = self.unary(skip);
        loop {
            if self.err.is_some() {
                return (num(0), None);
            }
            let (k, t) = match self.items.get(self.pos) {
                Some(Item::Op(k, t)) => (*k, *t),
                _ => break,
            };
            let Some(p) = prec(k) else { break };
            if p < min {
                break;
            }
            self.pos += 1;
            if self.pos >= self.items.len() {
                let e = self.eof;
                return self.fail(e, alloc::format!("operator '{}' has no right operand", Self::spell_op(k)));
            }
            if k == K::Query {
                let c = lhs.v != 0;
                let (a, d1) = self.expr(0, skip || !c);
                match self.items.get(self.pos) {
                    Some(Item::Op(K::Colon, _)) => self.pos += 1,
                    _ => {
                        let e = self.eof;
                        let _ = t;
                        return self.fail(e, String::from("'?' without following ':'"));
                    }
                }
                let (b, d2) = self.expr(2, skip || c);
                let u = a.u || b.u;
                lhs = Num { v: if c { a.v } else { b.v }, u };
                dz = dz.or(d1).or(d2);
                continue;
            }
            let short = match k {
                K::AndAnd => lhs.v == 0,
                K::OrOr => lhs.v != 0,
                _ => false,
            };
            let (rhs, d2) = self.expr(p + 1, skip || short);
            dz = dz.or(d2);
            lhs = match k {
                K::Comma => rhs,
                K::AndAnd => num((lhs.v != 0 && rhs.v != 0) as i64),
                K::OrOr => num((lhs.v != 0 || rhs.v != 0) as i64),
                _ => {
                    let u = lhs.u || rhs.u;
                    let (a, b) = (lhs.v, rhs.v);
                    match k {
                        K::Plus => Num { v: a.wrapping_add(b), u },
                        K::Minus => Num { v: a.wrapping_sub(b), u },
                        K::Mult => Num { v: a.wrapping_mul(b), u },
                        K::Div | K::Mod => {
                            if b == 0 {
                                if !skip && dz.is_none() {
                                    dz = Some(t);
                                }
                                Num { v: 0, u }
                            } else if u {
                                Num { v: if k == K::Div { a / b } else { a % b }, u }
                            } else {
                                let (x, y) = (a as i64, b as i64);
                                let v = if k == K::Div { x.wrapping_div(y) } else { x.wrapping_rem(y) };
                                Num { v: v as u64, u }
                            }
                        }
                        K::Lshift | K::Rshift => {
                            let mut left = k == K::Lshift;
                            let mut n = b;
                            if !rhs.u && (b as i64) < 0 {
                                left = !left;
                                n = (b as i64).wrapping_neg() as u64;
                            }
                            let v = if left {
                                if n >= 64 {
                                    0
                                } else {
                                    a << n
                                }
                            } else if lhs.u {
                                if n >= 64 {
                                    0
                                } else {
                                    a >> n
                                }
                            } else {
                                let x = a as i64;
                                if n >= 64 {
                                    if x < 0 {
                                        u64::MAX
                                    } else {
                                        0
                                    }
                                } else {
                                    (x >> n) as u64
                                }
                            };
                            Num { v, u: lhs.u }
                        }
                        K::Less | K::Greater | K::LessEq | K::GreaterEq => {
                            let ord = if u { a.cmp(&b) } else { (a as i64).cmp(&(b as i64)) };
                            let r = match k {
                                K::Less => ord.is_lt(),
                                K::Greater => ord.is_gt(),
                                K::LessEq => ord.is_le(),
                                _ => ord.is_ge(),
                            };
                            num(r as i64)
                        }
                        K::EqEq => num((a == b) as i64),
                        K::NotEq => num((a != b) as i64),
                        K::And => Num { v: a & b, u },
                        K::Xor => Num { v: a ^ b, u },
                        K::Or => Num { v: a | b, u },
                        _ => lhs,
                    }
                }
            };
        }
        (lhs, dz)
    }
}
