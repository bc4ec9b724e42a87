//! The parser: tokens to the typed IL. As in EDG, parsing and semantic
//! analysis run together (C++ cannot be parsed without knowing which names
//! are types); `sema` holds the semantic half.

use crate::diag::Diagnostic;
use crate::il::Il;
use crate::lex::Lexed;
use crate::options::Options;
use alloc::vec::Vec;
use bumpalo::Bump;

/// Parse a whole translation unit into the IL.
pub fn parse<'a>(arena: &'a Bump, src: &'a str, lexed: Lexed, opts: &Options) -> (Il<'a>, Vec<Diagnostic>) {
    let _ = (src, opts);
    let il = Il::new(arena, lexed.map);
    (il, lexed.diagnostics)
}
