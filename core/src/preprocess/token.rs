//! Preprocessing tokens, in the shape GNU cpp gives them: the token kinds
//! keep libcpp's order because the "would these two tokens paste?" test
//! (`avoid_paste`) compares kinds by range, and the output must match gcc's.

/// Token kinds in GNU cpp's order (`cpp_ttype`): the kinds up to `Lshift`
/// are the ones that form a new token with a following `=`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum K {
    Eq,
    Not,
    Greater,
    Less,
    Plus,
    Minus,
    Mult,
    Div,
    Mod,
    And,
    Or,
    Xor,
    Rshift,
    Lshift,
    Compl,
    AndAnd,
    OrOr,
    Query,
    Colon,
    Comma,
    OpenParen,
    CloseParen,
    Eof,
    EqEq,
    NotEq,
    GreaterEq,
    LessEq,
    Spaceship,
    PlusEq,
    MinusEq,
    MultEq,
    DivEq,
    ModEq,
    AndEq,
    OrEq,
    XorEq,
    RshiftEq,
    LshiftEq,
    Hash,
    Paste,
    OpenSquare,
    CloseSquare,
    OpenBrace,
    CloseBrace,
    Semicolon,
    Ellipsis,
    PlusPlus,
    MinusMinus,
    Deref,
    Dot,
    Scope,
    DerefStar,
    DotStar,
    Atsign,
    Name,
    Number,
    Char,
    WChar,
    Char16,
    Char32,
    Utf8Char,
    Other,
    String,
    WString,
    String16,
    String32,
    Utf8String,
    HeaderName,
    CharUserdef,
    StringUserdef,
    /// A macro parameter inside a replacement list (`sym` = parameter index).
    MacroArg,
    /// Whitespace marker for the output writer (see `Tok::pad`).
    Padding,
    /// A deferred `#pragma` kept for the output (`sym` = which pragma).
    Pragma,
    PragmaEol,
}

impl K {
    pub fn is_operator(self) -> bool {
        self <= K::Atsign && self != K::Eof
    }
    pub fn is_string(self) -> bool {
        matches!(self, K::String | K::WString | K::String16 | K::String32 | K::Utf8String | K::StringUserdef)
    }
    pub fn is_char(self) -> bool {
        matches!(self, K::Char | K::WChar | K::Char16 | K::Char32 | K::Utf8Char | K::CharUserdef)
    }
}

/// Whitespace (or a comment) came before this token on its line.
pub const PREV_WHITE: u8 = 1;
/// First token of a source line.
pub const BOL: u8 = 2;
/// A macro name that must not be expanded (the "blue paint").
pub const NO_EXPAND: u8 = 4;
/// Left operand of `##` in a replacement list.
pub const PASTE_LEFT: u8 = 8;
/// Operand of `#` in a replacement list.
pub const STRINGIFY_ARG: u8 = 16;
/// An operator spelled as a word (`and`, `bitor`, ...).
pub const NAMED_OP: u8 = 32;
/// An operator spelled as a digraph (`<:`, `%:`, ...).
pub const DIGRAPH: u8 = 64;
/// Spelled in a system header (GCC marks the switch between system and
/// other tokens in its output).
pub const SYS: u8 = 128;

/// Padding source kinds: libcpp's padding tokens point at a "source" token
/// whose only property the writer reads is PREV_WHITE.
pub const PAD_NONE: u8 = 0;
pub const PAD_SRC: u8 = 1;
pub const PAD_SRC_WHITE: u8 = 2;

/// One token. Spelling is `pool[start..start+len]`.
#[derive(Clone, Copy, Debug)]
pub struct Tok {
    pub kind: K,
    pub flags: u8,
    /// For `Padding`: PAD_NONE / PAD_SRC / PAD_SRC_WHITE.
    pub pad: u8,
    /// Identifier symbol (Name), parameter index (MacroArg), pragma id.
    pub sym: u32,
    pub start: u32,
    pub len: u32,
    /// Source position (physical line, 1-based byte column).
    pub line: u32,
    pub col: u32,
}

impl Tok {
    pub const fn new(kind: K) -> Tok {
        Tok { kind, flags: 0, pad: PAD_NONE, sym: 0, start: 0, len: 0, line: 0, col: 0 }
    }
    pub fn padding_from(src: &Tok) -> Tok {
        let mut t = Tok::new(K::Padding);
        t.pad = if src.flags & PREV_WHITE != 0 { PAD_SRC_WHITE } else { PAD_SRC };
        t.line = src.line;
        t.col = src.col;
        t
    }
    /// libcpp's `pfile->avoid_paste`: padding with no source.
    pub const fn avoid_paste() -> Tok {
        Tok::new(K::Padding)
    }
}
