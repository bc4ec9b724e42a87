//! `cargo run -p bench --release` (or `npm run bench`, `scripts/bench.sh`):
//! speed and memory of our native CLI, our wasm module under Node and the
//! reference `cudafe++`, on the same generated inputs, in the same run.
//!
//! Inputs: the conformance programs (tests/cases/*/input.cu) that both we
//! and the reference compile without errors are concatenated, each copy in a
//! namespace of its own (`bench_<k>`), with its `#include`s hoisted to the
//! top, `main` renamed and its macros `#undef`ed after it, so names never
//! clash. A size is a number of kernels (1, 10, 100, 1000, 5000 by default):
//! programs are added, cycling, until they hold that many `__global__`
//! functions (with their device functions, structs and launches). Each
//! input is preprocessed once with `gcc -E` over our built-in headers with
//! exactly the flags tests/refgen uses for the host pass, and every tool gets
//! the host-pass command line of tests/cases/*/expected/args.
//!
//! Options: `--sizes 1,10,100,1000,5000` (kernels), `--runs 5`, `--out FILE` (JSON,
//! default target/bench/results.json), `--no-wasm`, `--no-ref`,
//! `--cudafe PATH` (default target/release/cudafe under CARGO_TARGET_DIR),
//! `--ref DIR` (the unpacked reference tree, default .cache/ref/tree or
//! $CUDAFE_REF_TREE).

use serde_json::{json, Value};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// The gcc flags of tests/refgen's host pass (after `-nostdinc -I<inc>`).
const GCC_HEAD: &[&str] = &["-D__CUDA_ARCH_LIST__=750", "-E", "-x", "c++", "-D__CUDACC__", "-D__NVCC__"];
const GCC_TAIL: &[&str] = &[
    "-D__CUDACC_VER_MAJOR__=13",
    "-D__CUDACC_VER_MINOR__=0",
    "-D__CUDACC_VER_BUILD__=88",
    "-D__CUDA_API_VER_MAJOR__=13",
    "-D__CUDA_API_VER_MINOR__=0",
    "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1",
    "-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1",
    "-include",
    "cuda_runtime.h",
    "-m64",
];
/// Where refgen runs; its args files name paths under it.
const REFGEN_WORK: &str = "/tmp/cudafe-ref";
/// What the line markers name instead of our header directory (refgen does the same).
const VIRTUAL_INC: &str = "/usr/local/cuda/include";

struct Config {
    repo: PathBuf,
    sizes: Vec<usize>,
    runs: usize,
    out: PathBuf,
    wasm: bool,
    reference: bool,
    cudafe: PathBuf,
    ref_tree: PathBuf,
}

fn main() {
    let cfg = match parse_args() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bench: {e}");
            std::process::exit(2);
        }
    };
    if let Err(e) = run(&cfg) {
        eprintln!("bench: {e}");
        std::process::exit(1);
    }
}

fn parse_args() -> Result<Config, String> {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).ok_or("no repo root")?;
    let target = std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| repo.join("target"));
    let target = if target.is_absolute() { target } else { repo.join(target) };
    let mut cfg = Config {
        sizes: vec![1, 10, 100, 1000, 5000],
        runs: 5,
        out: repo.join("target/bench/results.json"),
        wasm: true,
        reference: true,
        cudafe: target.join("release/cudafe"),
        ref_tree: std::env::var_os("CUDAFE_REF_TREE").map(PathBuf::from).unwrap_or_else(|| repo.join(".cache/ref/tree")),
        repo,
    };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut val = || it.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--sizes" => {
                cfg.sizes = val()?.split(',').map(|s| s.trim().parse().map_err(|_| format!("bad size {s}"))).collect::<Result<_, _>>()?
            }
            "--runs" => cfg.runs = val()?.parse().map_err(|_| "bad --runs")?,
            "--out" => cfg.out = PathBuf::from(val()?),
            "--cudafe" => cfg.cudafe = PathBuf::from(val()?),
            "--ref" => cfg.ref_tree = PathBuf::from(val()?),
            "--no-wasm" => cfg.wasm = false,
            "--no-ref" => cfg.reference = false,
            "-h" | "--help" => {
                println!("usage: bench [--sizes 1,10,100,1000,5000 (kernels)] [--runs 5] [--out FILE] [--no-wasm] [--no-ref] [--cudafe PATH] [--ref TREE]");
                std::process::exit(0);
            }
            _ => return Err(format!("unknown argument {a}")),
        }
    }
    if cfg.runs == 0 {
        cfg.runs = 1;
    }
    Ok(cfg)
}

/// One conformance program, ready to be pasted into a namespace.
struct Program {
    name: String,
    includes: Vec<String>,
    body: String,
    macros: Vec<String>,
}

fn load_program(name: &str, text: &str) -> Program {
    let mut includes = Vec::new();
    let mut macros = Vec::new();
    let mut body = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix('#') {
            let rest = rest.trim_start();
            if rest.starts_with("include") {
                includes.push(t.to_string());
                continue;
            }
            if let Some(d) = rest.strip_prefix("define") {
                let name: String = d.trim_start().chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                if !name.is_empty() && !macros.contains(&name) {
                    macros.push(name);
                }
            }
        }
        body.push_str(&rename_word(line, "main", "bench_main"));
        body.push('\n');
    }
    Program { name: name.to_string(), includes, body, macros }
}

/// Replaces whole-word occurrences of `from`.
fn rename_word(line: &str, from: &str, to: &str) -> String {
    let b = line.as_bytes();
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    while i < b.len() {
        if line[i..].starts_with(from)
            && (i == 0 || !word(b[i - 1]))
            && b.get(i + from.len()).map_or(true, |c| !word(*c))
        {
            out.push_str(to);
            i += from.len();
        } else {
            let ch = line[i..].chars().next().unwrap_or(' ');
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// How many programs, cycling through `progs`, hold at least `kernels`
/// kernels (`__global__` functions).
fn copies_for_kernels(progs: &[&Program], kernels: usize) -> usize {
    let mut have = 0;
    let mut copies = 0;
    if progs.iter().all(|p| !p.body.contains("__global__")) {
        return kernels.max(1);
    }
    while have < kernels.max(1) {
        have += progs[copies % progs.len()].body.matches("__global__").count();
        copies += 1;
    }
    copies
}

/// `copies` programs, cycling through `progs`, each in its own namespace.
fn generate(progs: &[&Program], copies: usize) -> String {
    let mut includes: Vec<&str> = Vec::new();
    for p in progs.iter().take(copies) {
        for i in &p.includes {
            if !includes.contains(&i.as_str()) {
                includes.push(i);
            }
        }
    }
    let mut s = String::new();
    s.push_str(&format!("// generated by `cargo run -p bench`: {copies} conformance programs\n"));
    for i in includes {
        s.push_str(i);
        s.push('\n');
    }
    for k in 0..copies {
        let p = progs[k % progs.len()];
        s.push_str(&format!("namespace bench_{k} {{ // {}\n", p.name));
        s.push_str(&p.body);
        s.push_str("}\n");
        for m in &p.macros {
            s.push_str(&format!("#undef {m}\n"));
        }
    }
    s
}

/// Result of one child process.
struct Run {
    ms: f64,
    max_rss_kb: u64,
    status: i32,
}

/// Runs `cmd` under `/usr/bin/time` to learn its peak RSS (when available).
fn time_child(program: &Path, args: &[String], cwd: &Path, env: &[(&str, String)]) -> Result<Run, String> {
    let rss_file = cwd.join(".maxrss");
    let have_time = Path::new("/usr/bin/time").exists();
    let mut cmd = if have_time {
        let mut c = Command::new("/usr/bin/time");
        c.arg("-f").arg("%M").arg("-o").arg(&rss_file).arg(program);
        c
    } else {
        Command::new(program)
    };
    cmd.args(args).current_dir(cwd).stdout(Stdio::null()).stderr(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let t0 = Instant::now();
    let st = cmd.status().map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    let ms = t0.elapsed().as_secs_f64() * 1000.0;
    let max_rss_kb = if have_time {
        fs::read_to_string(&rss_file).ok().and_then(|s| s.lines().last().and_then(|l| l.trim().parse().ok())).unwrap_or(0)
    } else {
        0
    };
    // /usr/bin/time reports a child's nonzero status as its own.
    Ok(Run { ms, max_rss_kb, status: st.code().unwrap_or(-1) })
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    if v.is_empty() {
        return f64::NAN;
    }
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// The workspace where inputs are preprocessed: `inc/` holds our headers.
struct Work {
    dir: PathBuf,
    args_template: Vec<String>,
}

impl Work {
    fn new(cfg: &Config) -> Result<Work, String> {
        let dir = cfg.repo.join("target/bench/work");
        let _ = fs::remove_dir_all(&dir);
        let inc = dir.join("inc");
        fs::create_dir_all(&inc).map_err(|e| e.to_string())?;
        let headers = cfg.repo.join("core/src/builtin/include");
        for e in fs::read_dir(&headers).map_err(|e| format!("{}: {e}", headers.display()))? {
            let e = e.map_err(|e| e.to_string())?;
            fs::copy(e.path(), inc.join(e.file_name())).map_err(|e| e.to_string())?;
        }
        let args_file = cfg.repo.join("tests/cases/basic_vector_add/expected/args");
        let args_template: Vec<String> =
            fs::read_to_string(&args_file).map_err(|e| format!("{}: {e}", args_file.display()))?.lines().map(String::from).collect();
        Ok(Work { dir, args_template })
    }

    /// Preprocesses `source` as tests/refgen does; returns the `.ii` path.
    fn preprocess(&self, name: &str, source: &str) -> Result<PathBuf, String> {
        let d = self.dir.join(name);
        fs::create_dir_all(&d).map_err(|e| e.to_string())?;
        fs::write(d.join("input.cu"), source).map_err(|e| e.to_string())?;
        let inc = self.dir.join("inc");
        let mut args: Vec<String> = GCC_HEAD.iter().map(|s| s.to_string()).collect();
        args.push("-nostdinc".into());
        args.push(format!("-I{}", inc.display()));
        args.extend(GCC_TAIL.iter().map(|s| s.to_string()));
        args.extend(["input.cu".into(), "-o".into(), "input.cpp4.ii".into()]);
        let out = Command::new("gcc").args(&args).current_dir(&d).output().map_err(|e| format!("gcc: {e}"))?;
        if !out.status.success() {
            return Err(format!("gcc -E failed for {name}: {}", String::from_utf8_lossy(&out.stderr)));
        }
        let ii = d.join("input.cpp4.ii");
        let text = fs::read(&ii).map_err(|e| e.to_string())?;
        let from = format!("{}/", inc.display());
        let text = replace_bytes(&text, from.as_bytes(), format!("{VIRTUAL_INC}/").as_bytes());
        fs::write(&ii, text).map_err(|e| e.to_string())?;
        Ok(ii)
    }

    /// The host-pass command line of the conformance cases, writing its
    /// outputs under `out_dir` and reading `ii`.
    fn args(&self, out_dir: &Path, ii: &Path) -> Vec<String> {
        let mut a: Vec<String> =
            self.args_template.iter().map(|s| s.replace(REFGEN_WORK, &out_dir.display().to_string())).collect();
        if let Some(last) = a.last_mut() {
            *last = ii.display().to_string();
        }
        a
    }
}

fn replace_bytes(hay: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(hay.len());
    let mut i = 0;
    while i < hay.len() {
        if hay[i..].starts_with(from) {
            out.extend_from_slice(to);
            i += from.len();
        } else {
            out.push(hay[i]);
            i += 1;
        }
    }
    out
}

/// Runs one tool `runs` times on `ii` in its own output directory.
fn time_tool(program: &Path, work: &Work, ii: &Path, tag: &str, runs: usize, env: &[(&str, String)]) -> Result<Vec<Run>, String> {
    let out_dir = ii.parent().unwrap_or(Path::new(".")).join(tag);
    fs::create_dir_all(&out_dir).map_err(|e| e.to_string())?;
    let args = work.args(&out_dir, ii);
    (0..runs).map(|_| time_child(program, &args, &out_dir, env)).collect()
}

/// Runs the Node driver once: it loads wasm/pkg and times `runs` calls.
fn time_wasm(cfg: &Config, work: &Work, ii: &Path, runs: usize) -> Result<(Vec<f64>, i32, f64), String> {
    let out_dir = ii.parent().unwrap_or(Path::new(".")).join("wasm");
    fs::create_dir_all(&out_dir).map_err(|e| e.to_string())?;
    let mut args = work.args(&out_dir, ii);
    args.pop();
    let script = cfg.repo.join("bench/wasm-bench.cjs");
    let out = Command::new("node")
        .arg(&script)
        .arg(cfg.repo.join("wasm/pkg"))
        .arg(ii)
        .arg(runs.to_string())
        .arg(serde_json::to_string(&args).unwrap_or_default())
        .output()
        .map_err(|e| format!("node: {e}"))?;
    if !out.status.success() {
        return Err(format!("node failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    let v: Value = serde_json::from_slice(&out.stdout).map_err(|e| format!("node output: {e}"))?;
    let times = v["ms"].as_array().map(|a| a.iter().filter_map(Value::as_f64).collect()).unwrap_or_default();
    Ok((times, v["exitStatus"].as_i64().unwrap_or(-1) as i32, v["coldMs"].as_f64().unwrap_or(f64::NAN)))
}

/// Compiles each file once with the wasm module in one Node process and
/// returns the exit status per program (keyed by its check directory name).
fn check_wasm(cfg: &Config, work: &Work, files: &[&Path]) -> Result<std::collections::HashMap<String, i64>, String> {
    let Some(first) = files.first() else { return Ok(Default::default()) };
    let out_dir = first.parent().unwrap_or(Path::new(".")).join("wasm");
    fs::create_dir_all(&out_dir).map_err(|e| e.to_string())?;
    let mut args = work.args(&out_dir, first);
    args.pop();
    let out = Command::new("node")
        .arg(cfg.repo.join("bench/wasm-bench.cjs"))
        .arg(cfg.repo.join("wasm/pkg"))
        .arg("--check")
        .arg(serde_json::to_string(&args).unwrap_or_default())
        .args(files)
        .output()
        .map_err(|e| format!("node: {e}"))?;
    if !out.status.success() {
        return Err(format!("node failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    let v: Value = serde_json::from_slice(&out.stdout).map_err(|e| format!("node output: {e}"))?;
    let mut map = std::collections::HashMap::new();
    for (f, s) in files.iter().zip(v.as_array().into_iter().flatten()) {
        let name = f.parent().and_then(|d| d.file_name()).map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        map.insert(name, s.as_i64().unwrap_or(-1));
    }
    Ok(map)
}

fn run(cfg: &Config) -> Result<(), String> {
    if !cfg.cudafe.exists() {
        return Err(format!("{} is missing: build it with `cargo build --release -p cudafe-cli`", cfg.cudafe.display()));
    }
    let ref_bin = cfg.ref_tree.join("nvidia/cu13/bin/cudafe++");
    let ref_env = vec![("LD_LIBRARY_PATH", cfg.ref_tree.join("nvidia/cu13/lib").display().to_string())];
    let use_ref = cfg.reference && ref_bin.exists();
    if !cfg.reference {
        println!("reference: skipped (--no-ref)");
    } else if !use_ref {
        println!(
            "reference: SKIPPED — {} not found. Run tests/refgen once (it downloads the reference into .cache/ref), \
             or point CUDAFE_REF_TREE / --ref at an unpacked tree.",
            ref_bin.display()
        );
    } else {
        println!("reference: {}", ref_bin.display());
    }
    let wasm_pkg = cfg.repo.join("wasm/pkg/cudafe_wasm.js");
    let use_wasm = cfg.wasm && wasm_pkg.exists() && Command::new("node").arg("--version").output().is_ok();
    if !cfg.wasm {
        println!("wasm: skipped (--no-wasm)");
    } else if !use_wasm {
        println!("wasm: SKIPPED — {} not found (run `npm run build:wasm`) or node missing.", wasm_pkg.display());
    } else {
        println!("wasm: {} under node", wasm_pkg.display());
    }
    println!("native: {}", cfg.cudafe.display());

    let work = Work::new(cfg)?;
    // The programs both tools compile cleanly, alone in a namespace.
    let mut names: Vec<String> = fs::read_dir(cfg.repo.join("tests/cases"))
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    names.sort();
    let mut programs = Vec::new();
    for n in &names {
        let d = cfg.repo.join("tests/cases").join(n);
        let exit_ok = fs::read_to_string(d.join("expected/exit")).map(|s| s.trim() == "0").unwrap_or(false);
        if !exit_ok || d.join("flags").exists() {
            continue;
        }
        let Ok(text) = fs::read_to_string(d.join("input.cu")) else { continue };
        programs.push(load_program(n, &text));
    }
    let mut checked: Vec<(&Program, PathBuf)> = Vec::new();
    for p in &programs {
        let src = generate(&[p], 1);
        let Ok(ii) = work.preprocess(&format!("check/{}", p.name), &src) else { continue };
        let ours = time_tool(&cfg.cudafe, &work, &ii, "ours", 1, &[])?;
        if ours[0].status != 0 {
            continue;
        }
        if use_ref {
            let r = time_tool(&ref_bin, &work, &ii, "ref", 1, &ref_env)?;
            if r[0].status != 0 {
                continue;
            }
        }
        checked.push((p, ii));
    }
    // The wasm build refuses nesting deeper than the browser's stack allows
    // (README: "Nesting depth"); such programs would end every input that
    // holds them with a catastrophic error, so they are left out and named.
    if use_wasm && !checked.is_empty() {
        let files: Vec<&Path> = checked.iter().map(|(_, ii)| ii.as_path()).collect();
        let statuses = check_wasm(cfg, &work, &files)?;
        let mut refused = Vec::new();
        checked.retain(|(p, _)| match statuses.get(p.name.as_str()) {
            Some(0) => true,
            _ => {
                refused.push(p.name.clone());
                false
            }
        });
        if !refused.is_empty() {
            println!("wasm refuses (left out of every size): {}", refused.join(", "));
        }
    }
    let eligible: Vec<&Program> = checked.into_iter().map(|(p, _)| p).collect();
    println!("programs: {} of {} error-free conformance programs compile cleanly in a namespace with every tool", eligible.len(), programs.len());
    if eligible.is_empty() {
        return Err("no usable conformance program".into());
    }

    let mut rows = Vec::new();
    println!();
    println!(
        "{:>6} {:>8} {:>8} {:>9} | {:>9} {:>8} {:>8} | {:>9} {:>9} {:>7} | {:>9} {:>8} {:>8} | {:>8}",
        "progs", "kernels", "devfns", "ii MB", "native ms", "MB/s", "RSS MB", "wasm ms", "1st call", "wasm/nat", "ref ms", "MB/s", "RSS MB", "nat/ref"
    );
    for &size in &cfg.sizes {
        let copies = copies_for_kernels(&eligible, size);
        let src = generate(&eligible, copies);
        let kernels = src.matches("__global__").count();
        let devfns = src.matches("__device__").count();
        let ii = work.preprocess(&format!("size_{size}"), &src)?;
        let ii_bytes = fs::metadata(&ii).map(|m| m.len()).unwrap_or(0);
        let mb = ii_bytes as f64 / 1e6;
        // One untimed run warms the page cache.
        let _ = time_tool(&cfg.cudafe, &work, &ii, "ours", 1, &[])?;
        let ours = time_tool(&cfg.cudafe, &work, &ii, "ours", cfg.runs, &[])?;
        let ours_status = ours[0].status;
        let ours_ms = median(&mut ours.iter().map(|r| r.ms).collect::<Vec<_>>());
        let ours_rss = ours.iter().map(|r| r.max_rss_kb).max().unwrap_or(0);
        let (ref_ms, ref_rss, ref_status) = if use_ref {
            let _ = time_tool(&ref_bin, &work, &ii, "ref", 1, &ref_env)?;
            let r = time_tool(&ref_bin, &work, &ii, "ref", cfg.runs, &ref_env)?;
            (Some(median(&mut r.iter().map(|r| r.ms).collect::<Vec<_>>())), r.iter().map(|r| r.max_rss_kb).max(), Some(r[0].status))
        } else {
            (None, None, None)
        };
        let (wasm_ms, wasm_status, wasm_cold) = if use_wasm {
            match time_wasm(cfg, &work, &ii, cfg.runs) {
                Ok((mut t, st, cold)) => (Some(median(&mut t)), Some(st), Some(cold)),
                Err(e) => {
                    println!("wasm: {e}");
                    (None, None, None)
                }
            }
        } else {
            (None, None, None)
        };
        let f = |v: Option<f64>, p: usize| v.map(|x| format!("{x:.p$}")).unwrap_or_else(|| "-".into());
        println!(
            "{:>6} {:>8} {:>8} {:>9.3} | {:>9.1} {:>8.1} {:>8.1} | {:>9} {:>9} {:>7} | {:>9} {:>8} {:>8} | {:>8}",
            copies,
            kernels,
            devfns,
            mb,
            ours_ms,
            mb / (ours_ms / 1000.0),
            ours_rss as f64 / 1024.0,
            f(wasm_ms, 1),
            f(wasm_cold, 1),
            f(wasm_ms.map(|w| w / ours_ms), 2),
            f(ref_ms, 1),
            f(ref_ms.map(|r| mb / (r / 1000.0)), 1),
            f(ref_rss.map(|r| r as f64 / 1024.0), 1),
            f(ref_ms.map(|r| ours_ms / r), 2),
        );
        if ours_status != 0 || ref_status.is_some_and(|s| s != 0) || wasm_status.is_some_and(|s| s != 0) {
            println!(
                "       note: exit status native {ours_status}, reference {}, wasm {}",
                ref_status.map_or("-".into(), |s| s.to_string()),
                wasm_status.map_or("-".into(), |s| s.to_string())
            );
        }
        rows.push(json!({
            "size_kernels": size,
            "programs": copies,
            "kernels": kernels,
            "device_functions": devfns,
            "preprocessed_bytes": ii_bytes,
            "runs": cfg.runs,
            "native": { "median_ms": ours_ms, "mb_per_s": mb / (ours_ms / 1000.0), "max_rss_kb": ours_rss, "exit_status": ours_status,
                        "all_ms": ours.iter().map(|r| r.ms).collect::<Vec<_>>() },
            "wasm": wasm_ms.map(|w| json!({ "median_ms": w, "mb_per_s": mb / (w / 1000.0), "ratio_to_native": w / ours_ms, "exit_status": wasm_status,
                                             "first_call_ms": wasm_cold,
                                             "note": "compile() calls inside one Node process after warm-up (module instantiated, V8 tiers up); first_call_ms is the cold first call" })),
            "reference": ref_ms.map(|r| json!({ "median_ms": r, "mb_per_s": mb / (r / 1000.0), "max_rss_kb": ref_rss, "exit_status": ref_status })),
            "ratio_native_to_reference": ref_ms.map(|r| ours_ms / r),
        }));
    }
    let doc = json!({
        "generated_from": eligible.iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
        "native_binary": cfg.cudafe.display().to_string(),
        "reference": if use_ref { Value::String(ref_bin.display().to_string()) } else { Value::Null },
        "wasm": use_wasm,
        "note": "native and reference times are wall-clock times of whole processes (median of runs; they include process start and writing the outputs); wasm is the compile() call in Node after warm-up",
        "sizes": rows,
    });
    if let Some(p) = cfg.out.parent() {
        fs::create_dir_all(p).map_err(|e| e.to_string())?;
    }
    fs::write(&cfg.out, serde_json::to_string_pretty(&doc).unwrap_or_default()).map_err(|e| e.to_string())?;
    println!("\nwrote {}", cfg.out.display());
    Ok(())
}
