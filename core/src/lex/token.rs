//! Token kinds. Keywords are lexed as identifiers and classified by
//! [`keyword`], so one table serves both the lexer and the parser.

use logos::Logos;

#[derive(Logos, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[logos(skip r"[ \t\r\n\f\v]+")]
#[logos(skip(r"//[^\n]*", allow_greedy = true))]
#[logos(skip r"/\*([^*]|\*+[^*/])*\*+/")]
pub enum TokenKind {
    /// An identifier; universal character names (`\U000000e9`, as gcc -E writes them) are part of it.
    #[regex(r"([A-Za-z_$]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})([A-Za-z0-9_$]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*", priority = 3)]
    Ident,
    /// pp-number: integer or floating literal (classified by the parser).
    #[regex(r"\.?[0-9]([0-9A-Za-z_.']|[eEpP][+-])*")]
    Number,
    #[regex(r#"(u8|u|U|L)?'([^'\\\n]|\\.)*'"#)]
    CharLit,
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\.)*""#)]
    StringLit,
    #[regex(r#"(u8|u|U|L)?R"[^(\s]*\("#, raw_string)]
    RawStringLit,
    /// A character or string literal whose closing quote is missing on its
    /// line: lexed to the end of the line and reported by the parser when
    /// it reaches it (`lex` turns it into `CharLit`/`StringLit`).
    #[regex(r#"(u8|u|U|L)?'([^'\\\n]|\\.)*"#)]
    UnterminatedCharLit,
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\.)*"#)]
    UnterminatedStringLit,

    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(";")]
    Semi,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token("::")]
    ColonColon,
    #[token("?")]
    Question,
    #[token(".")]
    Dot,
    #[token("...")]
    Ellipsis,
    #[token("->")]
    Arrow,
    #[token(".*")]
    DotStar,
    #[token("->*")]
    ArrowStar,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("^")]
    Caret,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    #[token("~")]
    Tilde,
    #[token("!")]
    Bang,
    #[token("=")]
    Assign,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("<=>")]
    Spaceship,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("&&")]
    AmpAmp,
    #[token("||")]
    PipePipe,
    #[token("++")]
    PlusPlus,
    #[token("--")]
    MinusMinus,
    #[token("<<")]
    Shl,
    // `>>` is lexed as two `>` so template argument lists close naturally;
    // the parser joins adjacent `>` `>` into a shift where an operator is due.
    #[token("+=")]
    PlusAssign,
    #[token("-=")]
    MinusAssign,
    #[token("*=")]
    StarAssign,
    #[token("/=")]
    SlashAssign,
    #[token("%=")]
    PercentAssign,
    #[token("^=")]
    CaretAssign,
    #[token("&=")]
    AmpAssign,
    #[token("|=")]
    PipeAssign,
    #[token("<<=")]
    ShlAssign,
    #[token(">>=")]
    ShrAssign,
    /// `<<<` opening a kernel launch configuration.
    #[token("<<<")]
    LaunchOpen,
    #[token("#")]
    Hash,
    #[token("##")]
    HashHash,
    #[token("\\")]
    Backslash,

    /// A whole `#pragma …` line (span covers the line from '#').
    Pragma,
    Eof,
}

/// Lex the rest of a raw string literal `R"delim( … )delim"`.
fn raw_string(lex: &mut logos::Lexer<TokenKind>) -> bool {
    let head = lex.slice();
    let delim_start = match head.find('"') {
        Some(i) => i + 1,
        None => return false,
    };
    let delim = &head[delim_start..head.len() - 1];
    let rest = lex.remainder();
    let mut i = 0;
    while let Some(off) = rest[i..].find(')') {
        let at = i + off + 1;
        if rest[at..].starts_with(delim) && rest[at + delim.len()..].starts_with('"') {
            lex.bump(at + delim.len() + 1);
            return true;
        }
        i = at;
    }
    false
}

/// C++ keywords (plus the GNU spellings EDG accepts in GNU mode).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kw {
    Alignas,
    Alignof,
    Asm,
    Auto,
    Bool,
    Break,
    Case,
    Catch,
    Char,
    Char8T,
    Char16T,
    Char32T,
    Class,
    Const,
    Consteval,
    Constexpr,
    Constinit,
    ConstCast,
    Continue,
    Decltype,
    Default,
    Delete,
    Do,
    Double,
    DynamicCast,
    Else,
    Enum,
    Explicit,
    Export,
    Extern,
    False,
    Float,
    For,
    Friend,
    Goto,
    If,
    Inline,
    Int,
    Long,
    Mutable,
    Namespace,
    New,
    Noexcept,
    Nullptr,
    Operator,
    Private,
    Protected,
    Public,
    Register,
    ReinterpretCast,
    Restrict,
    Return,
    Short,
    Signed,
    Sizeof,
    Static,
    StaticAssert,
    StaticCast,
    Struct,
    Switch,
    Template,
    This,
    ThreadLocal,
    Throw,
    True,
    Try,
    Typedef,
    Typeid,
    Typename,
    Typeof,
    Union,
    Unsigned,
    Using,
    Virtual,
    Void,
    Volatile,
    WcharT,
    While,
    Attribute,
    Extension,
    Int128,
    Float128,
    BuiltinVaList,
    BuiltinOffsetof,
}

/// Classify an identifier's text as a keyword.
pub fn keyword(s: &str) -> Option<Kw> {
    use Kw::*;
    Some(match s {
        "alignas" | "_Alignas" => Alignas,
        "alignof" | "__alignof__" | "__alignof" | "_Alignof" => Alignof,
        "asm" | "__asm__" | "__asm" => Asm,
        "auto" => Auto,
        "bool" | "_Bool" => Bool,
        "break" => Break,
        "case" => Case,
        "catch" => Catch,
        "char" => Char,
        "char8_t" => Char8T,
        "char16_t" => Char16T,
        "char32_t" => Char32T,
        "class" => Class,
        "const" | "__const__" | "__const" => Const,
        "consteval" => Consteval,
        "constexpr" => Constexpr,
        "constinit" => Constinit,
        "const_cast" => ConstCast,
        "continue" => Continue,
        "decltype" | "__decltype" => Decltype,
        "default" => Default,
        "delete" => Delete,
        "do" => Do,
        "double" => Double,
        "dynamic_cast" => DynamicCast,
        "else" => Else,
        "enum" => Enum,
        "explicit" => Explicit,
        "export" => Export,
        "extern" => Extern,
        "false" => False,
        "float" => Float,
        "for" => For,
        "friend" => Friend,
        "goto" => Goto,
        "if" => If,
        "inline" | "__inline__" | "__inline" => Inline,
        "int" => Int,
        "long" => Long,
        "mutable" => Mutable,
        "namespace" => Namespace,
        "new" => New,
        "noexcept" => Noexcept,
        "nullptr" => Nullptr,
        "operator" => Operator,
        "private" => Private,
        "protected" => Protected,
        "public" => Public,
        "register" => Register,
        "reinterpret_cast" => ReinterpretCast,
        "__restrict__" | "__restrict" | "restrict" => Restrict,
        "return" => Return,
        "short" => Short,
        "signed" | "__signed__" | "__signed" => Signed,
        "sizeof" => Sizeof,
        "static" => Static,
        "static_assert" | "_Static_assert" => StaticAssert,
        "static_cast" => StaticCast,
        "struct" => Struct,
        "switch" => Switch,
        "template" => Template,
        "this" => This,
        "thread_local" | "__thread" | "_Thread_local" => ThreadLocal,
        "throw" => Throw,
        "true" => True,
        "try" => Try,
        "typedef" => Typedef,
        "typeid" => Typeid,
        "typename" => Typename,
        "typeof" | "__typeof__" | "__typeof" => Typeof,
        "union" => Union,
        "unsigned" => Unsigned,
        "using" => Using,
        "virtual" => Virtual,
        "void" => Void,
        "volatile" | "__volatile__" | "__volatile" => Volatile,
        "wchar_t" => WcharT,
        "while" => While,
        "__attribute__" | "__attribute" => Attribute,
        "__extension__" => Extension,
        // GCC's predeclared `__int128_t` / `__uint128_t` name the builtin
        // types themselves (EDG prints them as `__int128`); the unsigned one
        // is told apart by its text in the declaration specifiers.
        "__int128" | "__int128_t" | "__uint128_t" => Int128,
        "__float128" => Float128,
        "__builtin_va_list" => BuiltinVaList,
        "__builtin_offsetof" | "offsetof" => return if s == "offsetof" { None } else { Some(BuiltinOffsetof) },
        _ => return None,
    })
}
