//! Robustness: the core must never panic or hang on input, whatever it is.
//!
//! Every conformance case's `input.cu` is fed through `compile` truncated at
//! several cut points and garbled (byte flips, token deletions, shuffled
//! lines), plus a few hand-made hostile inputs (deep nesting, runaway
//! includes, invalid UTF-8). For each, `compile` must return (no panic, no
//! hang), and its result must be coherent: a non-zero exit status comes with
//! at least one diagnostic, and an error diagnostic gives a non-zero status.
//!
//! If the test process dies (stack overflow), the input it was compiling is in
//! `$TMPDIR/cudafe-robustness-last-input.cu`.

use cudafe_core::{compile, Options, Output, Vfs};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// One compile may take at most this long.
const PER_INPUT_TIMEOUT: Duration = Duration::from_secs(20);
/// Stop adding garbled variants once the test has run this long, so the whole
/// test stays under a minute in debug builds even when the pipeline grows.
const TIME_BUDGET: Duration = Duration::from_secs(45);
const MAIN: &str = "input.cu";

fn cases_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/cases")
}

fn case_inputs() -> Vec<(String, Vec<u8>)> {
    let mut v = Vec::new();
    if let Ok(rd) = std::fs::read_dir(cases_dir()) {
        for e in rd.flatten() {
            let p = e.path().join("input.cu");
            if let Ok(b) = std::fs::read(&p) {
                v.push((e.file_name().to_string_lossy().into_owned(), b));
            }
        }
    }
    v.sort();
    v
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn options() -> Options {
    let mut o = Options::default();
    o.orig_src_file_name = Some("input.cu".into());
    o.orig_src_path_name = Some(MAIN.into());
    o.gen_device_file_name = Some("/tmp/cudafe-ref/input.cudafe1.gpu".into());
    o.stub_file_name = Some("/tmp/cudafe-ref/input.cudafe1.stub.c".into());
    o.include_file_name = Some("input.fatbin.c".into());
    o.module_id_file_name = Some("/tmp/cudafe-ref/input.module_id".into());
    o.gen_module_id_file = true;
    o.device_pass = true;
    o
}

/// Compile `text` as the main file; Err describes a panic or a hang.
fn try_compile(text: Vec<u8>, extra: Vec<(String, Vec<u8>)>) -> Result<Output, String> {
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(move || {
            let mut vfs = Vfs::with_builtins();
            vfs.insert(MAIN, text);
            for (p, b) in extra {
                vfs.insert(&p, b);
            }
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| compile(&vfs, MAIN, &options())));
            let _ = tx.send(r.map_err(|p| {
                p.downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| p.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "?".into())
            }));
        })
        .map_err(|e| format!("spawn: {}", e))?;
    match rx.recv_timeout(PER_INPUT_TIMEOUT) {
        Ok(Ok(o)) => Ok(o),
        Ok(Err(msg)) => Err(format!("panicked: {}", msg)),
        Err(_) => Err(format!("did not return within {}s", PER_INPUT_TIMEOUT.as_secs())),
    }
}

fn check(label: &str, text: Vec<u8>, extra: Vec<(String, Vec<u8>)>, failures: &mut Vec<String>) {
    let t0 = Instant::now();
    check_inner(label, text, extra, failures);
    if t0.elapsed() > Duration::from_millis(500) {
        eprintln!("robustness: slow input ({:.1}s): {}", t0.elapsed().as_secs_f64(), label);
    }
}

/// A stack overflow aborts the whole test process before it can report; the
/// input being compiled is kept here so it can be found afterwards.
fn last_input_path() -> PathBuf {
    std::env::temp_dir().join("cudafe-robustness-last-input.cu")
}

fn check_inner(label: &str, text: Vec<u8>, extra: Vec<(String, Vec<u8>)>, failures: &mut Vec<String>) {
    let mut note = format!("// robustness input: {}\n", label).into_bytes();
    note.extend_from_slice(&text);
    let _ = std::fs::write(last_input_path(), note);
    let shown = String::from_utf8_lossy(&text[..text.len().min(120)]).replace('\n', "\\n");
    match try_compile(text, extra) {
        Err(e) => failures.push(format!("{}: {} (input starts: {})", label, e, shown)),
        Ok(out) => {
            let has_error = out.diagnostics.iter().any(|d| d.is_error());
            if out.exit_status != 0 && out.diagnostics.is_empty() {
                failures.push(format!("{}: exit status {} without any diagnostic", label, out.exit_status));
            }
            if has_error && out.exit_status == 0 {
                failures.push(format!("{}: error diagnostics but exit status 0", label));
            }
            if !out.diagnostics.is_empty() && out.diagnostics_text.is_empty() {
                failures.push(format!("{}: diagnostics not rendered", label));
            }
        }
    }
}

/// Split into rough tokens (identifier/number runs, single punctuation, spaces).
fn tokens(s: &[u8]) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let start = i;
        let c = s[i];
        if c.is_ascii_alphanumeric() || c == b'_' {
            while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'_') {
                i += 1;
            }
        } else {
            i += 1;
        }
        if !c.is_ascii_whitespace() {
            v.push((start, i));
        }
    }
    v
}

fn variants(name: &str, src: &[u8], rng: &mut Rng) -> Vec<(String, Vec<u8>)> {
    let mut v = Vec::new();
    let n = src.len();
    // Truncations: at fixed fractions and one random point.
    for (k, cut) in [n / 4, n / 2, (3 * n) / 4, n.saturating_sub(1), rng.below(n + 1)].into_iter().enumerate() {
        v.push((format!("{} truncated#{} at {}", name, k, cut), src[..cut.min(n)].to_vec()));
    }
    // Byte flips.
    for k in 0..2 {
        let mut b = src.to_vec();
        for _ in 0..(1 + rng.below(4)) {
            let i = rng.below(b.len());
            if let Some(x) = b.get_mut(i) {
                *x ^= 1 << rng.below(8);
            }
        }
        v.push((format!("{} byteflip#{}", name, k), b));
    }
    // Replace a byte with punctuation that changes structure.
    {
        let mut b = src.to_vec();
        let punct = b"{}()[];<>\"'#\\/*";
        for _ in 0..3 {
            let i = rng.below(b.len());
            if let Some(x) = b.get_mut(i) {
                *x = punct[rng.below(punct.len())];
            }
        }
        v.push((format!("{} punct", name), b));
    }
    // Token deletions.
    let toks = tokens(src);
    for k in 0..2 {
        if toks.is_empty() {
            break;
        }
        let (s, e) = toks[rng.below(toks.len())];
        let mut b = src[..s].to_vec();
        b.extend_from_slice(&src[e..]);
        v.push((format!("{} token-deleted#{} at {}", name, k, s), b));
    }
    // Shuffled lines.
    {
        let mut lines: Vec<&[u8]> = src.split(|&c| c == b'\n').collect();
        for i in (1..lines.len()).rev() {
            let j = rng.below(i + 1);
            lines.swap(i, j);
        }
        v.push((format!("{} shuffled", name), lines.join(&b'\n')));
    }
    v
}

fn hostile_inputs() -> Vec<(String, Vec<u8>, Vec<(String, Vec<u8>)>)> {
    let mut v: Vec<(String, Vec<u8>, Vec<(String, Vec<u8>)>)> = Vec::new();
    let deep_parens = format!("int x = {}1{};\n", "(".repeat(4000), ")".repeat(4000));
    v.push(("deep parentheses".into(), deep_parens.into_bytes(), vec![]));
    let unclosed_parens = format!("int x = {};\n", "(".repeat(4000));
    v.push(("unclosed parentheses".into(), unclosed_parens.into_bytes(), vec![]));
    let deep_blocks = format!("void f() {}{}\n", "{".repeat(4000), "}".repeat(4000));
    v.push(("deep blocks".into(), deep_blocks.into_bytes(), vec![]));
    let deep_unary = format!("int y = {}1;\n", "-".repeat(4000));
    v.push(("deep unary".into(), deep_unary.into_bytes(), vec![]));
    let deep_ptr = format!("int {}p;\n", "*".repeat(4000));
    v.push(("deep declarator".into(), deep_ptr.into_bytes(), vec![]));
    let deep_if = format!("{}int z;\n{}", "#if 1\n".repeat(5000), "#endif\n".repeat(5000));
    v.push(("deep #if".into(), deep_if.into_bytes(), vec![]));
    v.push(("unterminated #if".into(), b"#if 1\nint a;\n".to_vec(), vec![]));
    v.push(("unterminated comment".into(), b"int a; /* never closed\n".to_vec(), vec![]));
    v.push(("self include".into(), b"#include \"input.cu\"\nint a;\n".to_vec(), vec![]));
    v.push((
        "mutual include".into(),
        b"#include \"a.h\"\n".to_vec(),
        vec![
            ("a.h".into(), b"#include \"b.h\"\n".to_vec()),
            ("b.h".into(), b"#include \"a.h\"\n".to_vec()),
        ],
    ));
    v.push(("self-referential macro".into(), b"#define a a b\n#define b a\nint x = a;\n".to_vec(), vec![]));
    let mut exp = String::new();
    for i in 0..16 {
        exp.push_str(&format!("#define M{} M{} M{}\n", i + 1, i, i));
    }
    exp.push_str("#define M0 x\nint M16;\n");
    v.push(("exponential macro".into(), exp.into_bytes(), vec![]));
    v.push(("invalid utf-8".into(), b"int \xff\xfe x = '\xc3';\n\"\x80\";\n".to_vec(), vec![]));
    v.push(("nul bytes".into(), b"int a\0 = 1;\0\0\n".to_vec(), vec![]));
    v.push(("empty".into(), Vec::new(), vec![]));
    v.push(("only newline-less text".into(), b"int".to_vec(), vec![]));
    v.push(("long line".into(), format!("int v = {}1;\n", "1 + ".repeat(50000)).into_bytes(), vec![]));
    v.push(("lone backslash".into(), b"\\".to_vec(), vec![]));
    v.push(("launch garbage".into(), b"__global__ void k(){}\nint main(){k<<<>>>();k<<<1,2,3,4,5,6>>>();k<<<<1>>>>();}\n".to_vec(), vec![]));
    v.push(("huge literal".into(), b"int a = 999999999999999999999999999999999999; double d = 1e999999; char c = '\\777';\n".to_vec(), vec![]));
    v
}

#[test]
fn garbled_inputs_never_panic_or_hang() {
    let start = Instant::now();
    let mut failures = Vec::new();
    let mut ran = 0usize;
    let mut skipped = 0usize;

    for (label, text, extra) in hostile_inputs() {
        check(&label, text, extra, &mut failures);
        ran += 1;
    }

    let cases = case_inputs();
    assert!(!cases.is_empty(), "no cases found under {}", cases_dir().display());
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    // Originals first (cheap coverage of every case), then the variants.
    for (name, src) in &cases {
        check(name, src.clone(), vec![], &mut failures);
        ran += 1;
    }
    for (name, src) in &cases {
        for (label, text) in variants(name, src, &mut rng) {
            if start.elapsed() > TIME_BUDGET {
                skipped += 1;
                continue;
            }
            check(&label, text, vec![], &mut failures);
            ran += 1;
        }
    }
    eprintln!(
        "robustness: {} inputs in {:.1}s ({} variants skipped for time), {} problem(s)",
        ran,
        start.elapsed().as_secs_f64(),
        skipped,
        failures.len()
    );
    if !failures.is_empty() {
        let shown: Vec<&String> = failures.iter().take(30).collect();
        panic!("{} robustness failure(s):\n{:#?}", failures.len(), shown);
    }
}
