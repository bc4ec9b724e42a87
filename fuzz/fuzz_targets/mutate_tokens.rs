//! Structure-aware: the input picks a conformance program and a list of
//! token-level edits (delete, duplicate, swap, insert a C++/CUDA token,
//! copy a range, replace by another token of the program, split lines), so
//! the fuzzer explores near-valid CUDA rather than random bytes.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
include!("common.rs");

/// Tokens worth inserting (delimiters, CUDA keywords, directives…).
const DICT: &[&str] = &[
    "{", "}", "(", ")", "[", "]", "<", ">", "<<<", ">>>", ";", ",", "::", "*", "&", "&&", "=", "...", ".", "->", "#",
    "##", "\n#define X(a) a X(\n", "\n#include \"input.h\"\n", "\n#include \"self.h\"\n", "\n#if 1\n", "\n#endif\n",
    "\n#else\n", "\n#undef X\n", "template", "typename", "struct", "class", "union", "enum", "namespace", "operator",
    "__global__", "__device__", "__host__", "__shared__", "__constant__", "__managed__", "__launch_bounds__(256)",
    "static", "extern", "\"C\"", "inline", "constexpr", "const", "volatile", "auto", "decltype", "sizeof", "alignof",
    "return", "if", "else", "for", "while", "do", "switch", "case", "default:", "goto", "break", "continue",
    "int", "float", "double", "char", "void", "unsigned", "long", "bool", "dim3", "size_t", "threadIdx.x", "blockIdx",
    "0", "1", "-1", "0x7fffffff", "1e308", "'a'", "\"s\"", "u8\"\"", "R\"(x)\"", "L'x'", "this", "new", "delete",
    "typedef", "using", "virtual", "public:", "private:", "friend", "static_assert(1, \"\")", "__attribute__((aligned(16)))",
    "[[nodiscard]]", "__restrict__", "nullptr", "true", "false", "main", "x", "T", "A", "f", "\\", "\n", "/*", "*/", "//",
];

fn programs() -> &'static Vec<Vec<String>> {
    static P: OnceLock<Vec<Vec<String>>> = OnceLock::new();
    P.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/cases");
        let mut names: Vec<_> = std::fs::read_dir(&dir).map(|r| r.flatten().map(|e| e.path()).collect()).unwrap_or_default();
        names.sort();
        let mut v: Vec<Vec<String>> = names
            .iter()
            .filter_map(|p| std::fs::read_to_string(p.join("input.cu")).ok())
            .map(|t| tokenize(&t))
            .collect();
        if v.is_empty() {
            v.push(tokenize("__global__ void k(int *p) { p[0] = 1; }\nint main() { k<<<1, 1>>>(0); }\n"));
        }
        v
    })
}

const PUNCT: &[&str] = &[
    "<<<", ">>>", "<<=", ">>=", "...", "->*", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", ".*",
];

/// Splits C++ text into tokens, each carrying the whitespace before it.
fn tokenize(s: &str) -> Vec<String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() {
            if let Some(last) = out.last_mut() {
                let last: &mut String = last;
                last.push_str(&s[start..]);
            }
            break;
        }
        let c = b[i];
        if c.is_ascii_alphanumeric() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c && b[i] != b'\n' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(b.len());
        } else if s[i..].starts_with("//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if let Some(p) = PUNCT.iter().find(|p| s[i..].starts_with(**p)) {
            i += p.len();
        } else {
            i += s[i..].chars().next().map_or(1, |ch| ch.len_utf8());
        }
        while !s.is_char_boundary(i) {
            i += 1;
        }
        out.push(s[start..i].to_string());
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let progs = programs();
    let Some((&pick, ops)) = data.split_first() else { return };
    let mut toks: Vec<String> = progs[pick as usize % progs.len()].clone();
    for op in ops.chunks(4).take(64) {
        let [kind, a, b, c] = [op[0], *op.get(1).unwrap_or(&0), *op.get(2).unwrap_or(&0), *op.get(3).unwrap_or(&0)];
        let n = toks.len();
        if n == 0 || n > 50_000 {
            break;
        }
        let p = (usize::from(a) << 8 | usize::from(b)) % n;
        let q = (usize::from(c) * 257 + usize::from(b)) % n;
        match kind % 8 {
            0 => {
                toks.remove(p);
            }
            1 => {
                let t = toks[p].clone();
                toks.insert(p, t);
            }
            2 => toks.swap(p, q),
            3 => toks.insert(p, format!(" {}", DICT[usize::from(c) % DICT.len()])),
            4 => {
                let end = (p + 1 + usize::from(c) % 32).min(n);
                let range: Vec<String> = toks[p..end].to_vec();
                toks.splice(end..end, range);
            }
            5 => toks[p] = toks[q].clone(),
            6 => toks.insert(p, "\n".into()),
            _ => {
                // Repeat a range many times (deep nesting, long lists).
                let end = (p + 1 + usize::from(c) % 4).min(n);
                let range: Vec<String> = toks[p..end].to_vec();
                for _ in 0..(usize::from(b) % 64) {
                    toks.splice(end..end, range.iter().cloned());
                }
            }
        }
    }
    let text: String = toks.concat();
    // MUTATE_TOKENS_DUMP=FILE writes the generated program (to turn a crash
    // artifact into a regression input).
    if let Ok(path) = std::env::var("MUTATE_TOKENS_DUMP") {
        let _ = std::fs::write(path, &text);
    }
    let out = compile_bytes(text.as_bytes());
    assert!(out.exit_status == 0 || !out.diagnostics.is_empty(), "exit {} without diagnostics", out.exit_status);
});
