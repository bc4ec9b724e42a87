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

/// Throughput on plain code (run with `--ignored --nocapture`, release).
#[test]
#[ignore]
fn throughput() {
    let mut src = String::new();
    src.push_str("#define SQ(x) ((x) * (x))\n#define N 1024\n");
    let mut i = 0;
    let mb: usize = std::env::var("PP_MB").ok().and_then(|s| s.parse().ok()).unwrap_or(40);
    while src.len() < mb << 20 {
        src.push_str(&format!(
            "static int f{i}(int a, int b) {{\n    /* comment */ int c = a + b * N; // more\n    if (c > 10) {{ c -= SQ(a); }}\n    return c + 0x{i:x} + \"str\\n\"[0];\n}}\n"
        ));
        i += 1;
    }
    let mut vfs = Vfs::new();
    vfs.insert("k.cu", src.clone().into_bytes());
    vfs.insert(&format!("{}/cuda_runtime.h", cudafe_core::builtin::INCLUDE_DIR), b"int rt;\n".to_vec());
    let opts = Options::default();
    let t = std::time::Instant::now();
    let out = preprocess(&vfs, "k.cu", &opts, false);
    let dt = t.elapsed().as_secs_f64();
    eprintln!("{} MB in {:.3}s = {:.1} MB/s (output {} MB)", src.len() >> 20, dt, (src.len() as f64 / 1048576.0) / dt, out.text.len() >> 20);
}
