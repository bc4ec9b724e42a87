//! The lexer: GNU `.ii` text to C++ tokens.
//!
//! Line markers (`# 42 "f.cu" 1 3`) and `#line` directives are consumed into
//! the `SourceMap`; `#pragma` lines become single `Pragma` tokens (EDG
//! re-emits them). A token is kind + byte span; its text is recovered from the
//! source by span.

mod token;
pub use token::{keyword, Kw, TokenKind};

use crate::diag::{Diagnostic, Severity};
use crate::source::{MarkerFlags, Offset, SourceMap};
use alloc::string::String;
use alloc::vec::Vec;
use logos::Logos;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: Offset,
    pub end: Offset,
}

impl Token {
    pub fn text<'t>(&self, src: &'t str) -> &'t str {
        src.get(self.start as usize..self.end as usize).unwrap_or("")
    }
}

pub struct Lexed {
    pub tokens: Vec<Token>,
    pub map: SourceMap,
    pub diagnostics: Vec<Diagnostic>,
    /// Where literals missing their closing quote start (in order).
    pub unterminated: Vec<Offset>,
}

/// Tokenize a whole `.ii` text. The last token is always `Eof`.
pub fn lex(src: &str) -> Lexed {
    lex_named(src, "")
}

/// Tokenize `src`, naming lines before any line marker after `input_name`
/// (as EDG names a marker-less input by its path).
pub fn lex_named(src: &str, input_name: &str) -> Lexed {
    let mut map = SourceMap::new(src);
    if !input_name.is_empty() && !starts_with_marker(src) {
        let id = map.file_id(input_name);
        map.default_file = Some(id);
    }
    let mut tokens = Vec::with_capacity(src.len() / 4);
    let mut diagnostics = Vec::new();
    let mut unterminated = Vec::new();
    let bytes = src.as_bytes();
    let mut at_line_start = true;
    let mut pos = 0usize;
    // Lex line by line only where a directive starts; otherwise run logos
    // over the stretch up to the next line that begins with '#'.
    while pos < bytes.len() {
        if at_line_start {
            // Skip horizontal whitespace to see whether this line is a directive.
            let mut p = pos;
            while p < bytes.len() && (bytes[p] == b' ' || bytes[p] == b'\t') {
                p += 1;
            }
            if p < bytes.len() && bytes[p] == b'#' {
                let line_end = memchr_nl(bytes, p);
                let line = &src[p + 1..line_end];
                directive(&mut map, &mut tokens, line, (p) as Offset, line_end as Offset);
                pos = if line_end < bytes.len() { line_end + 1 } else { line_end };
                continue;
            }
        }
        // Find the next line starting with '#' (after optional blanks).
        let stretch_end = next_directive_line(bytes, pos);
        let chunk = &src[pos..stretch_end];
        let mut lx = TokenKind::lexer(chunk);
        while let Some(r) = lx.next() {
            let span = lx.span();
            let start = (pos + span.start) as Offset;
            let end = (pos + span.end) as Offset;
            match r {
                Ok(TokenKind::UnterminatedCharLit) => {
                    unterminated.push(start);
                    tokens.push(Token { kind: TokenKind::CharLit, start, end });
                }
                Ok(TokenKind::UnterminatedStringLit) => {
                    unterminated.push(start);
                    tokens.push(Token { kind: TokenKind::StringLit, start, end });
                }
                Ok(kind) => tokens.push(Token { kind, start, end }),
                Err(()) => {
                    // A stray character: EDG reports it and goes on.
                    let p = map.pos(start);
                    let mut d = Diagnostic::new(
                        Severity::Error,
                        7,
                        String::from("unrecognized token"),
                        None,
                    );
                    d.location = Some(crate::diag::Location {
                        file: String::from(map.file_name(p.file)),
                        line: p.line,
                        column: p.col,
                        line_text: String::from(map.line_text(src, p.phys_line)),
                    });
                    diagnostics.push(d);
                }
            }
        }
        pos = stretch_end;
        at_line_start = true;
    }
    let end = src.len() as Offset;
    tokens.push(Token { kind: TokenKind::Eof, start: end, end });
    Lexed { tokens, map, diagnostics, unterminated }
}

/// Whether the text begins with a line marker (after blank lines).
fn starts_with_marker(src: &str) -> bool {
    let t = src.trim_start();
    t.starts_with("# ") || t.starts_with("#line")
}

fn memchr_nl(bytes: &[u8], from: usize) -> usize {
    let mut i = from;
    while i < bytes.len() && bytes[i] != b'\n' {
        i += 1;
    }
    i
}

/// Start of the next physical line (at or after `from`) whose first non-blank
/// character is '#', or the end of the text. `from` is at a line start or
/// inside a line; scanning begins at the next line start.
fn next_directive_line(bytes: &[u8], from: usize) -> usize {
    let mut i = from;
    loop {
        // Move to the start of the next line.
        while i < bytes.len() && bytes[i] != b'\n' {
            i += 1;
        }
        if i >= bytes.len() {
            return bytes.len();
        }
        i += 1;
        let line_start = i;
        let mut p = i;
        while p < bytes.len() && (bytes[p] == b' ' || bytes[p] == b'\t') {
            p += 1;
        }
        if p < bytes.len() && bytes[p] == b'#' {
            return line_start;
        }
    }
}

/// Handle one directive line (text after '#').
fn directive(map: &mut SourceMap, tokens: &mut Vec<Token>, line: &str, start: Offset, end: Offset) {
    let t = line.trim_start();
    let phys = map.phys_line_of(start);
    // `# 42 "file" flags` or `#line 42 "file"`.
    let rest = if let Some(r) = t.strip_prefix("line") {
        Some(r.trim_start())
    } else if t.starts_with(|c: char| c.is_ascii_digit()) {
        Some(t)
    } else {
        None
    };
    if let Some(rest) = rest {
        let digits_end = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        let line_no: u32 = rest[..digits_end].parse().unwrap_or(1);
        let after = rest[digits_end..].trim_start();
        let mut flags = MarkerFlags::default();
        let file = if let Some(q) = after.strip_prefix('"') {
            let (name, tail) = split_quoted(q);
            for f in tail.split_whitespace() {
                match f {
                    "1" => flags.enter = true,
                    "2" => flags.ret = true,
                    "3" => flags.system = true,
                    "4" => flags.extern_c = true,
                    _ => {}
                }
            }
            map.file_id(&name)
        } else {
            // Keep the current file.
            let cur = map.pos(start);
            if map.files.is_empty() {
                map.file_id("")
            } else {
                cur.file
            }
        };
        map.add_mark(phys, file, line_no, flags);
        return;
    }
    if t.starts_with("pragma") {
        tokens.push(Token { kind: TokenKind::Pragma, start, end });
    }
    // Other directives (`#ident`, stray `#`) are ignored, as EDG does in
    // preprocessed input.
}

/// Split a C string body (after the opening quote) into its unescaped value
/// and the text after the closing quote.
fn split_quoted(s: &str) -> (String, &str) {
    let mut out = String::new();
    let mut chars = s.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return (out, &s[i + 1..]),
            '\\' => {
                if let Some((_, n)) = chars.next() {
                    out.push(n);
                }
            }
            _ => out.push(c),
        }
    }
    (out, "")
}

/// Decode C escapes into code units.
/// (Shared by the parser, for literal values, and the emitters.)
pub fn unescape(s: &str) -> Vec<u32> {
    let mut out = Vec::new();
    let b: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c != '\\' {
            out.push(c as u32);
            i += 1;
            continue;
        }
        i += 1;
        let Some(&e) = b.get(i) else { break };
        i += 1;
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' => 27,
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                let mut n = 1;
                while n < 3 {
                    match b.get(i) {
                        Some(d @ '0'..='7') => {
                            v = v * 8 + (*d as u32 - '0' as u32);
                            i += 1;
                            n += 1;
                        }
                        _ => break,
                    }
                }
                v
            }
            'x' => {
                let mut v: u32 = 0;
                while let Some(d) = b.get(i).and_then(|c| c.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    i += 1;
                }
                v
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..n {
                    if let Some(d) = b.get(i).and_then(|c| c.to_digit(16)) {
                        v = v.wrapping_mul(16).wrapping_add(d);
                        i += 1;
                    }
                }
                v
            }
            other => other as u32,
        };
        out.push(v);
    }
    out
}
