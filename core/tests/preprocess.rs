//! Compares the preprocessor with GNU cpp 12.2 on the cases in `tests/pp`
//! (expected outputs made by `tests/pp/gen.sh`). Each case runs as nvcc's
//! host pass and device pass; the `.ii` text and the diagnostics text must
//! be byte-identical.

use cudafe_core::preprocess::preprocess;
use cudafe_core::{Options, Vfs};
use std::fs;
use std::path::{Path, PathBuf};

fn add_dir(vfs: &mut Vfs, root: &Path, dir: &Path, prefix: &str, skip_top: &[&str]) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if dir == root && (skip_top.contains(&name.as_str()) || name.starts_with("expected.")) {
            continue;
        }
        let rel = if prefix.is_empty() { name.clone() } else { format!("{}/{}", prefix, name) };
        if p.is_dir() {
            add_dir(vfs, root, &p, &rel, skip_top);
        } else {
            vfs.insert(&rel, fs::read(&p).unwrap());
        }
    }
}

fn cases_dir() -> PathBuf {
    match std::env::var("PP_CASES") {
        Ok(d) => PathBuf::from(d),
        Err(_) => Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pp/cases"),
    }
}

fn run_case(dir: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    let builtin = dir.join("use_builtin").exists();
    let mut vfs = if builtin { Vfs::with_builtins() } else { Vfs::new() };
    add_dir(&mut vfs, dir, dir, "", &["cuda", "args", "use_builtin"]);
    if !builtin {
        let cuda = if dir.join("cuda").is_dir() { dir.join("cuda") } else { Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pp/default_cuda") };
        let inc = cudafe_core::builtin::INCLUDE_DIR;
        add_dir(&mut vfs, &cuda, &cuda, inc, &[]);
    }
    let mut opts = Options::default();
    opts.time_and_pid.0 = 1700000000;
    if let Ok(a) = fs::read_to_string(dir.join("args")) {
        for w in a.split_whitespace() {
            if let Some(d) = w.strip_prefix("-I") {
                opts.include_dirs.push(d.to_string());
            } else if let Some(d) = w.strip_prefix("-D") {
                match d.split_once('=') {
                    Some((n, v)) => opts.defines.push((n.to_string(), Some(v.to_string()))),
                    None => opts.defines.push((d.to_string(), None)),
                }
            } else if let Some(u) = w.strip_prefix("-U") {
                opts.undefines.push(u.to_string());
            }
        }
    }
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    for (pass, device) in [("host", false), ("device", true)] {
        let exp = fs::read_to_string(dir.join(format!("expected.{}.ii", pass))).unwrap_or_default();
        let exp_err = fs::read_to_string(dir.join(format!("expected.{}.err", pass))).unwrap_or_default();
        let got = preprocess(&vfs, "k.cu", &opts, device);
        let mut got_err = String::new();
        for d in &got.diagnostics {
            got_err.push_str(&d.message);
            got_err.push('\n');
        }
        let fatal = got.diagnostics.iter().any(|d| d.severity == cudafe_core::Severity::Catastrophic);
        // After a fatal error GCC's partial output is irrelevant (nvcc stops).
        if !fatal && got.text != exp {
            if std::env::var("PP_DUMP").is_ok() {
                fs::write(format!("/tmp/pp_got_{}_{}.ii", name, pass), &got.text).unwrap();
            }
            failures.push(format!("{} [{}]: .ii differs", name, pass));
        }
        if got_err != exp_err {
            if std::env::var("PP_DUMP").is_ok() {
                fs::write(format!("/tmp/pp_got_{}_{}.err", name, pass), &got_err).unwrap();
            }
            failures.push(format!("{} [{}]: diagnostics differ", name, pass));
        }
    }
    failures
}

#[test]
fn matches_gnu_cpp() {
    let mut dirs: Vec<PathBuf> =
        fs::read_dir(cases_dir()).unwrap().flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
    dirs.sort();
    let only = std::env::var("PP_CASE").ok();
    let mut failures = Vec::new();
    let mut n = 0;
    for d in &dirs {
        if let Some(o) = &only {
            if d.file_name().unwrap().to_string_lossy() != *o {
                continue;
            }
        }
        n += 1;
        failures.extend(run_case(d));
    }
    eprintln!("{} cases x 2 passes, {} failures", n, failures.len());
    for f in &failures {
        eprintln!("  {}", f);
    }
    assert!(failures.is_empty());
}

#[test]
fn preprocessed_input_is_unchanged() {
    let mut vfs = Vfs::new();
    vfs.insert("k.ii", b"# 1 \"k.cu\"\nint x;\n".to_vec());
    let mut opts = Options::default();
    opts.preprocessed_input = true;
    let got = preprocess(&vfs, "k.ii", &opts, false);
    assert_eq!(got.text, "# 1 \"k.cu\"\nint x;\n");
}

/// Random mutations of the test inputs must never panic or hang
/// (run with `--ignored`; PP_FUZZ_ITERS sets the count per case).
#[test]
fn fuzz_no_panic() {
    let iters: usize = std::env::var("PP_FUZZ_ITERS").ok().and_then(|s| s.parse().ok()).unwrap_or(50);
    let mut seed: u64 = 0x1234_5678_9abc_def0;
    let mut rnd = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    const PIECES: &[&str] = &[
        "#", "##", "#define ", "#if ", "#endif\n", "#else\n", "#include ", "(", ")", ",", "\\\n", "\n", "/*", "*/",
        "\"", "'", "__VA_ARGS__", "__VA_OPT__(", "defined", "_Pragma(\"once\")", "R\"x(", ")x\"", "...", "F(", "#x",
        "a##b", "__LINE__", "__has_include(", "<", ">", "#pragma ", "#line 5\n", "0x", "1e+", "%:", "<:",
    ];
    let mut dirs: Vec<PathBuf> =
        fs::read_dir(cases_dir()).unwrap().flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
    dirs.sort();
    let mut n = 0;
    for d in &dirs {
        let Ok(src) = fs::read(d.join("k.cu")) else { continue };
        for _ in 0..iters {
            let mut s = src.clone();
            for _ in 0..(1 + rnd() % 8) {
                let pos = if s.is_empty() { 0 } else { (rnd() as usize) % s.len() };
                match rnd() % 4 {
                    0 => {
                        let p = PIECES[(rnd() as usize) % PIECES.len()];
                        s.splice(pos..pos, p.bytes());
                    }
                    1 => {
                        let e = (pos + (rnd() as usize) % 16).min(s.len());
                        s.drain(pos..e);
                    }
                    2 => {
                        if pos < s.len() {
                            s[pos] = (rnd() & 0xff) as u8;
                        }
                    }
                    _ => {
                        let e = (pos + (rnd() as usize) % 64).min(s.len());
                        let chunk: Vec<u8> = s[pos..e].to_vec();
                        let at = if s.is_empty() { 0 } else { (rnd() as usize) % s.len() };
                        s.splice(at..at, chunk);
                    }
                }
            }
            if std::env::var("PP_FUZZ_SAVE").is_ok() {
                fs::write("/tmp/pp_fuzz_cur.cu", &s).unwrap();
            }
            let mut vfs = Vfs::with_builtins();
            vfs.insert("k.cu", s.clone());
            vfs.insert("h.h", b"#define H 1\nint h;\n".to_vec());
            let opts = Options::default();
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let _ = preprocess(&vfs, "k.cu", &opts, false);
            }));
            if r.is_err() {
                fs::write("/tmp/pp_fuzz_crash.cu", &s).unwrap();
                panic!("panic on mutated {}", d.display());
            }
            n += 1;
        }
    }
    eprintln!("{} mutated inputs ok", n);
}

/// Deep nesting is bounded, not a stack overflow (on a small stack).
#[test]
fn deep_nesting_is_bounded() {
    let h = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(|| {
            let mut src = String::from("#define F(x) x\n");
            for _ in 0..5000 {
                src.push_str("F(");
            }
            src.push('1');
            for _ in 0..5000 {
                src.push(')');
            }
            src.push_str("\n#if ");
            for _ in 0..5000 {
                src.push('(');
            }
            src.push('1');
            for _ in 0..5000 {
                src.push(')');
            }
            src.push_str("\n#endif\n");
            let mut vfs = Vfs::new();
            vfs.insert("k.cu", src.into_bytes());
            vfs.insert(&format!("{}/cuda_runtime.h", cudafe_core::builtin::INCLUDE_DIR), b"\n".to_vec());
            let out = preprocess(&vfs, "k.cu", &Options::default(), false);
            out.diagnostics.len()
        })
        .unwrap();
    assert!(h.join().unwrap() > 0);
}
