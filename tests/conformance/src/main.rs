//! `conformance`: compare our pipeline's outputs with the reference's, case by
//! case, byte for byte.
//!
//! Each `tests/cases/<name>/` holds `input.cu` and `expected/` as written by
//! `tests/refgen` (nvcc 13.0's cudafe++ and cicc run on our own headers):
//! `int.c`, `stub.c`, `gpu`, `module_id`, `diag`, `exit`, `host.ii`,
//! `device.ii`, `args` (cudafe++'s argv), `cicc_args` (cicc's argv) and
//! `il.gz` (the IL dump, see `il.rs`: compared after normalizing the
//! run-dependent heap addresses and compilation time). An artifact the
//! reference did not produce is absent, and then ours must be empty.
//!
//! Like nvcc, we run two passes: the cudafe++ command line gives the `.int.c`
//! and the module id; the cicc command line (which names the stub file by
//! its absolute path) gives the stub file, the device code and — because it
//! runs the host checks too — the diagnostics of the whole as nvcc shows them.
//! The IL dump comes from the cudafe++ command line plus `--il_display`.
//!
//! usage: conformance [--from-ii] [--update] [--diff CASE] [--only SUBSTR] [--cases DIR]
//!
//! `tests/conformance/passing.txt` lists `case artifact` pairs that matched;
//! a run fails (exit 1) if a listed pair no longer matches. `--update` adds
//! new passes (it never removes any).

mod il;

use cudafe_core::{compile, Options, Output, Vfs};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// Artifacts compared, in report order. `all` (a case matching every
/// artifact) leaves out `il`: nvcc never asks for the dump.
const ARTIFACTS: [&str; 6] = ["int.c", "stub.c", "gpu", "module_id", "diag", "il"];
/// A case (both passes) that runs longer than this is reported as a timeout.
const CASE_TIMEOUT: Duration = Duration::from_secs(30);

struct Args {
    from_ii: bool,
    update: bool,
    diff: Option<String>,
    only: Option<String>,
    cases_dir: PathBuf,
}

fn repo_root() -> PathBuf {
    // tests/conformance → repo root.
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().and_then(Path::parent).map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("."))
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args { from_ii: false, update: false, diff: None, only: None, cases_dir: repo_root().join("tests/cases") };
    let mut it = std::env::args().skip(1);
    while let Some(x) = it.next() {
        match x.as_str() {
            "--from-ii" => a.from_ii = true,
            "--update" => a.update = true,
            "--diff" => a.diff = Some(it.next().ok_or("--diff needs a case name")?),
            "--only" => a.only = Some(it.next().ok_or("--only needs a substring")?),
            "--cases" => a.cases_dir = PathBuf::from(it.next().ok_or("--cases needs a directory")?),
            "-h" | "--help" => {
                println!("usage: conformance [--from-ii] [--update] [--diff CASE] [--only SUBSTR] [--cases DIR]");
                std::process::exit(0);
            }
            _ => return Err(format!("unknown argument: {}", x)),
        }
    }
    Ok(a)
}

/// Build `Options` (and the input file name) from a reference command line,
/// with the same parser the CLI uses.
fn options_from(args: &[String]) -> Result<(Options, Vec<String>), String> {
    cudafe_core::options::parse_command_line(args).map_err(|d| d.message)
}

/// One case's texts: ours and the reference's (None = artifact absent).
struct CaseResult {
    name: String,
    /// (artifact, expected, ours)
    pairs: Vec<(&'static str, Option<Vec<u8>>, Vec<u8>)>,
    /// `pp`: our preprocessed host text vs host.ii (None when host.ii absent).
    pp: Option<(Vec<u8>, Vec<u8>)>,
    /// Set when our pipeline panicked or timed out.
    failure: Option<String>,
}

fn read_opt(p: &Path) -> Option<Vec<u8>> {
    fs::read(p).ok()
}

fn lines_of(p: &Path) -> Result<Vec<String>, String> {
    let t = fs::read_to_string(p).map_err(|e| format!("{}: {}", p.display(), e))?;
    Ok(t.lines().map(String::from).collect())
}

/// Our outputs for one case, as the worker process writes them.
struct Ours {
    int_c: Vec<u8>,
    stub_c: Vec<u8>,
    gpu: Vec<u8>,
    module_id: Vec<u8>,
    /// Diagnostics text followed by `<exit N>`.
    diag: Vec<u8>,
    /// Our preprocessed host text (`.cu` mode only).
    pp: Option<Vec<u8>>,
    /// The host pass's IL dump (`--il_display`).
    il: Vec<u8>,
}

const OURS_FILES: [&str; 7] = ["int.c", "stub.c", "gpu", "module_id", "diag", "pp", "il"];

/// Compile one case in this process (the worker side): both passes.
fn compute_ours(dir: &Path, from_ii: bool) -> Result<Ours, String> {
    let exp = dir.join("expected");
    let host_args = lines_of(&exp.join("args"))?;
    let dev_args = lines_of(&exp.join("cicc_args"))?;
    let (mut hopts, hin) = options_from(&host_args).map_err(|e| format!("args: {}", e))?;
    let (mut dopts, din) = options_from(&dev_args).map_err(|e| format!("cicc_args: {}", e))?;
    hopts.max_nesting = cudafe_core::options::NATIVE_MAX_NESTING;
    dopts.max_nesting = cudafe_core::options::NATIVE_MAX_NESTING;
    let input = fs::read(dir.join("input.cu")).map_err(|e| format!("input.cu: {}", e))?;

    // The input goes in under the name gcc was given (refgen runs `gcc -E
    // input.cu` in its work directory), which is what the line markers show.
    let src_path = hopts.orig_src_file_name.clone().unwrap_or_else(|| String::from("input.cu"));
    let (hmain, dmain, hvfs, dvfs) = if from_ii {
        let (Some(h), Some(d)) = (read_opt(&exp.join("host.ii")), read_opt(&exp.join("device.ii"))) else {
            return Err(String::from("no .ii (preprocessor failed in the reference)"));
        };
        let hm = hin.first().cloned().unwrap_or_else(|| String::from("input.cpp4.ii"));
        let dm = din.first().cloned().unwrap_or_else(|| String::from("input.cpp1.ii"));
        let mut hv = Vfs::with_builtins();
        hv.insert(&hm, h);
        let mut dv = Vfs::with_builtins();
        dv.insert(&dm, d);
        (hm, dm, hv, dv)
    } else {
        hopts.preprocessed_input = false;
        dopts.preprocessed_input = false;
        let mut v = Vfs::with_builtins();
        v.insert(&src_path, input);
        (src_path.clone(), src_path.clone(), v.clone(), v)
    };
    // The reference's dump is a separate run with `--il_display` added; the
    // switch changes nothing else, so one run gives both here.
    hopts.il_display = true;
    let host: Output = compile(&hvfs, &hmain, &hopts);
    let dev: Output = compile(&dvfs, &dmain, &dopts);
    let mut diag = dev.diagnostics_text.into_bytes();
    diag.extend_from_slice(format!("<exit {}>\n", dev.exit_status).as_bytes());
    Ok(Ours {
        int_c: host.int_c.into_bytes(),
        stub_c: dev.stub_c.into_bytes(),
        gpu: dev.device_code.into_bytes(),
        module_id: host.module_id.into_bytes(),
        diag,
        pp: if from_ii { None } else { Some(host.preprocessed.into_bytes()) },
        il: host.il_dump.into_bytes(),
    })
}

/// The worker: `conformance --worker CASE_DIR OUT_DIR [--from-ii]`.
fn worker(case_dir: &Path, out_dir: &Path, from_ii: bool) -> ExitCode {
    match compute_ours(case_dir, from_ii) {
        Ok(o) => {
            let mut files: Vec<(&str, &Vec<u8>)> = vec![
                ("int.c", &o.int_c),
                ("stub.c", &o.stub_c),
                ("gpu", &o.gpu),
                ("module_id", &o.module_id),
                ("diag", &o.diag),
                ("il", &o.il),
            ];
            if let Some(pp) = &o.pp {
                files.push(("pp", pp));
            }
            for (n, data) in files {
                if let Err(e) = fs::write(out_dir.join(n), data) {
                    eprintln!("worker: {}: {}", n, e);
                    return ExitCode::from(3);
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            let _ = fs::write(out_dir.join("skip"), e);
            ExitCode::SUCCESS
        }
    }
}

/// Run the worker for one case in a child process, so that a panic, a stack
/// overflow or a hang in the core costs only that case.
fn run_worker(case_dir: &Path, from_ii: bool) -> Result<Ours, String> {
    let out_dir = std::env::temp_dir().join(format!(
        "conformance-{}-{}",
        std::process::id(),
        case_dir.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
    ));
    let _ = fs::remove_dir_all(&out_dir);
    fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {}", out_dir.display(), e))?;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut cmd = std::process::Command::new(exe);
    cmd.arg("--worker").arg(case_dir).arg(&out_dir);
    if from_ii {
        cmd.arg("--from-ii");
    }
    cmd.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| format!("cannot start worker: {}", e))?;
    // Drain stderr on a thread so a chatty child cannot block on a full pipe.
    let mut stderr = child.stderr.take();
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(s) = stderr.as_mut() {
            let _ = std::io::Read::read_to_end(s, &mut buf);
        }
        buf
    });
    let started = std::time::Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break Some(st),
            Ok(None) if started.elapsed() > CASE_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("worker: {}", e)),
        }
    };
    let err_text = String::from_utf8_lossy(&reader.join().unwrap_or_default()).into_owned();
    let result = match status {
        None => Err(format!("TIMEOUT after {}s", CASE_TIMEOUT.as_secs())),
        Some(st) if !st.success() => {
            let why = err_text
                .lines()
                .find(|l| l.contains("panicked at") || l.contains("overflow"))
                .map(|l| clip(l.trim(), 100))
                .unwrap_or_else(|| format!("worker died ({})", st));
            let detail = err_text.lines().skip_while(|l| !l.contains("panicked at")).nth(1).map(|l| clip(l.trim(), 120));
            Err(match detail {
                Some(d) => format!("CRASH: {} {}", why, d),
                None => format!("CRASH: {}", why),
            })
        }
        Some(_) => {
            if let Ok(skip) = fs::read_to_string(out_dir.join("skip")) {
                Err(format!("SKIP: {}", skip))
            } else {
                let rd = |n: &str| fs::read(out_dir.join(n)).unwrap_or_default();
                Ok(Ours {
                    int_c: rd(OURS_FILES[0]),
                    stub_c: rd(OURS_FILES[1]),
                    gpu: rd(OURS_FILES[2]),
                    module_id: rd(OURS_FILES[3]),
                    diag: rd(OURS_FILES[4]),
                    pp: fs::read(out_dir.join(OURS_FILES[5])).ok(),
                    il: rd(OURS_FILES[6]),
                })
            }
        }
    };
    let _ = fs::remove_dir_all(&out_dir);
    result
}

/// The reference's module id is the time/pid fallback form when it ends in
/// `_<8 hex digits>_<decimal pid>`; those two parts differ from run to run.
fn is_fallback_module_id(id: &str) -> bool {
    let parts: Vec<&str> = id.trim_end().rsplitn(3, '_').collect();
    parts.len() == 3
        && !parts[0].is_empty()
        && parts[0].bytes().all(|b| b.is_ascii_digit())
        && parts[1].len() == 8
        && parts[1].bytes().all(|b| b.is_ascii_hexdigit())
}

fn strip_last_two(id: &str) -> &str {
    let t = id.trim_end();
    match t.rfind('_').and_then(|p| t[..p].rfind('_')) {
        Some(p) => &t[..p],
        None => t,
    }
}

fn run_case(dir: &Path, from_ii: bool) -> Result<CaseResult, String> {
    let name = dir.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let exp = dir.join("expected");
    let mut res = CaseResult { name: name.clone(), pairs: Vec::new(), pp: None, failure: None };
    let ours = match run_worker(dir, from_ii) {
        Ok(o) => o,
        Err(e) if e.starts_with("SKIP: ") => return Err(String::from(&e["SKIP: ".len()..])),
        Err(e) => {
            res.failure = Some(e.clone());
            for a in ARTIFACTS {
                let expected = if a == "il" { il::read_expected(&exp) } else { read_opt(&exp.join(a)) };
                res.pairs.push((a, expected, format!("<{}>", e).into_bytes()));
            }
            return Ok(res);
        }
    };

    let exp_id = read_opt(&exp.join("module_id"));
    let ours_id = String::from_utf8_lossy(&ours.module_id).into_owned();
    // With the fallback form, the reference's id (in every artifact) stands
    // for ours if they agree on all but the run-dependent parts.
    let substitute = |t: Option<Vec<u8>>| -> Option<Vec<u8>> {
        match (&exp_id, t) {
            (Some(id), Some(text)) => {
                let id = String::from_utf8_lossy(id).trim_end().to_string();
                if is_fallback_module_id(&id) && !ours_id.is_empty() && strip_last_two(&id) == strip_last_two(&ours_id) {
                    let s = String::from_utf8_lossy(&text).replace(&id, ours_id.trim_end());
                    Some(s.into_bytes())
                } else {
                    Some(text)
                }
            }
            (_, t) => t,
        }
    };

    res.pairs.push(("int.c", substitute(read_opt(&exp.join("int.c"))), ours.int_c));
    res.pairs.push(("stub.c", substitute(read_opt(&exp.join("stub.c"))), ours.stub_c));
    res.pairs.push(("gpu", substitute(read_opt(&exp.join("gpu"))), ours.gpu));
    res.pairs.push(("module_id", substitute(exp_id.clone()), ours.module_id));
    let mut exp_diag = read_opt(&exp.join("diag")).unwrap_or_default();
    let exp_exit = read_opt(&exp.join("exit")).map(|b| String::from_utf8_lossy(&b).trim().to_string()).unwrap_or_default();
    exp_diag.extend_from_slice(format!("<exit {}>\n", exp_exit).as_bytes());
    res.pairs.push(("diag", Some(exp_diag), ours.diag));
    // Both sides normalized (see il.rs); an absent dump stays absent.
    let ours_il = if ours.il.is_empty() { Vec::new() } else { il::normalize(&ours.il) };
    res.pairs.push(("il", il::read_expected(&exp).map(|e| il::normalize(&e)), ours_il));
    if let (Some(h), Some(p)) = (read_opt(&exp.join("host.ii")), ours.pp) {
        res.pp = Some((h, p));
    }
    Ok(res)
}

fn topic_of(name: &str) -> String {
    String::from(name.split('_').next().unwrap_or(name))
}

fn matches(expected: &Option<Vec<u8>>, ours: &[u8]) -> bool {
    match expected {
        Some(e) => e.as_slice() == ours,
        None => ours.is_empty(),
    }
}

fn clip(s: &str, n: usize) -> String {
    let mut out: String = s.chars().take(n).collect();
    if s.chars().count() > n {
        out.push('…');
    }
    out
}

/// The first differing line, shortly.
fn first_difference(expected: &Option<Vec<u8>>, ours: &[u8]) -> String {
    let Some(e) = expected else {
        return format!("reference produced none; ours has {} bytes", ours.len());
    };
    let es = String::from_utf8_lossy(e);
    let os = String::from_utf8_lossy(ours);
    if os.is_empty() {
        return format!("ours is empty; reference has {} bytes", e.len());
    }
    let el: Vec<&str> = es.split_inclusive('\n').collect();
    let ol: Vec<&str> = os.split_inclusive('\n').collect();
    for i in 0..el.len().max(ol.len()) {
        let a = el.get(i).copied();
        let b = ol.get(i).copied();
        if a != b {
            let show = |x: Option<&str>| match x {
                Some(s) => format!("{:?}", clip(s, 70)),
                None => String::from("<eof>"),
            };
            return format!("line {}: expected {} got {}", i + 1, show(a), show(b));
        }
    }
    String::from("differs")
}

fn unified_diff(name: &str, artifact: &str, expected: &Option<Vec<u8>>, ours: &[u8]) {
    let tmp = std::env::temp_dir().join(format!("conformance-diff-{}", std::process::id()));
    let _ = fs::create_dir_all(&tmp);
    let a = tmp.join(format!("{}.expected.{}", name, artifact));
    let b = tmp.join(format!("{}.ours.{}", name, artifact));
    let _ = fs::write(&a, expected.clone().unwrap_or_default());
    let _ = fs::write(&b, ours);
    println!("=== {} {} ===", name, artifact);
    match std::process::Command::new("diff").arg("-u").arg(&a).arg(&b).output() {
        Ok(o) => print!("{}", String::from_utf8_lossy(&o.stdout)),
        Err(_) => println!("{}", first_difference(expected, ours)),
    }
    let _ = fs::remove_dir_all(&tmp);
}

fn load_passing(p: &Path) -> BTreeSet<(String, String)> {
    let mut s = BTreeSet::new();
    if let Ok(t) = fs::read_to_string(p) {
        for line in t.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut it = line.split_whitespace();
            if let (Some(c), Some(a)) = (it.next(), it.next()) {
                s.insert((c.to_string(), a.to_string()));
            }
        }
    }
    s
}

fn save_passing(p: &Path, set: &BTreeSet<(String, String)>) {
    let mut t = String::from("# case artifact pairs that match the reference (tests/conformance --update adds, never removes)\n");
    for (c, a) in set {
        t.push_str(&format!("{} {}\n", c, a));
    }
    let _ = fs::write(p, t);
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().collect();
    if argv.get(1).map(String::as_str) == Some("--worker") {
        return match (argv.get(2).cloned(), argv.get(3).cloned()) {
            // On a stack as deep as the CLI's (see `options::NATIVE_STACK_BYTES`).
            (Some(c), Some(o)) => {
                let from_ii = argv.iter().any(|a| a == "--from-ii");
                std::thread::Builder::new()
                    .stack_size(cudafe_core::options::NATIVE_STACK_BYTES)
                    .spawn(move || worker(Path::new(&c), Path::new(&o), from_ii))
                    .ok()
                    .and_then(|h| h.join().ok())
                    .unwrap_or(ExitCode::from(2))
            }
            _ => ExitCode::from(2),
        };
    }
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("conformance: {}", e);
            return ExitCode::from(2);
        }
    };

    let mut names: Vec<String> = match fs::read_dir(&args.cases_dir) {
        Ok(rd) => rd
            .filter_map(|e| e.ok())
            .filter(|e| e.path().join("input.cu").exists())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect(),
        Err(e) => {
            eprintln!("conformance: {}: {}", args.cases_dir.display(), e);
            return ExitCode::from(2);
        }
    };
    names.sort();
    if let Some(d) = &args.diff {
        names.retain(|n| n == d);
        if names.is_empty() {
            eprintln!("conformance: no case named {}", d);
            return ExitCode::from(2);
        }
    }
    if let Some(o) = &args.only {
        names.retain(|n| n.contains(o.as_str()));
    }

    let mut results = Vec::new();
    for n in &names {
        match run_case(&args.cases_dir.join(n), args.from_ii) {
            Ok(r) => results.push(r),
            Err(e) if args.from_ii => println!("{:32} skipped: {}", n, e),
            Err(e) => {
                eprintln!("conformance: {}: {}", n, e);
                return ExitCode::from(2);
            }
        }
    }

    if args.diff.is_some() {
        for r in &results {
            if let Some(f) = &r.failure {
                println!("{}: {}", r.name, f);
            }
            for (a, e, o) in &r.pairs {
                if !matches(e, o) {
                    unified_diff(&r.name, a, e, o);
                }
            }
            if let Some((e, o)) = &r.pp {
                if e != o {
                    unified_diff(&r.name, "pp", &Some(e.clone()), o);
                }
            }
        }
    }

    // The per-case failure table.
    let total = results.len();
    let mut counts = [0usize; ARTIFACTS.len()];
    let mut all = 0usize;
    let mut pp_ok = 0usize;
    let mut pp_total = 0usize;
    let mut now_passing: BTreeSet<(String, String)> = BTreeSet::new();
    for r in &results {
        let mut case_ok = true;
        for (i, art) in ARTIFACTS.iter().enumerate() {
            let Some((_, e, o)) = r.pairs.iter().find(|(a, _, _)| a == art) else { continue };
            if matches(e, o) {
                counts[i] += 1;
                now_passing.insert((r.name.clone(), art.to_string()));
            } else {
                // `all` keeps its meaning from before the IL dump was
                // compared: the artifacts nvcc's pipeline writes.
                case_ok &= *art == "il";
                if args.diff.is_none() {
                    let why = r.failure.clone().unwrap_or_else(|| first_difference(e, o));
                    println!("{:32} {:9} {}", r.name, art, why);
                }
            }
        }
        if case_ok {
            all += 1;
        }
        if let Some((e, o)) = &r.pp {
            pp_total += 1;
            if e == o {
                pp_ok += 1;
            } else if args.diff.is_none() {
                println!("{:32} {:9} {}", r.name, "pp", first_difference(&Some(e.clone()), o));
            }
        }
    }

    // Regressions against passing.txt (the .cu mode over all cases only).
    let passing_path = repo_root().join("tests/conformance/passing.txt");
    let mut regressed = Vec::new();
    let full_run = !args.from_ii && args.diff.is_none() && args.only.is_none();
    if full_run {
        let listed = load_passing(&passing_path);
        for (c, a) in &listed {
            if names.contains(c) && !now_passing.contains(&(c.clone(), a.clone())) {
                regressed.push(format!("{} {}", c, a));
            }
        }
        if args.update {
            // An empty-vs-absent match (no output on either side) is only
            // recorded for a case that also matches something substantial,
            // so that early partial implementations are not held to it.
            let substantial: BTreeSet<String> = results
                .iter()
                .filter(|r| {
                    r.pairs.iter().any(|(_, e, o)| matches(e, o) && !o.is_empty() && !o.starts_with(b"<exit "))
                })
                .map(|r| r.name.clone())
                .collect();
            let recordable: BTreeSet<(String, String)> =
                now_passing.iter().filter(|(c, _)| substantial.contains(c)).cloned().collect();
            let mut merged = listed.clone();
            let added = recordable.difference(&listed).count();
            merged.extend(recordable.iter().cloned());
            save_passing(&passing_path, &merged);
            println!("passing.txt: {} new pair(s) added", added);
        }
    }

    // By topic (the case name's first word: expr, lit, cuda, err, …).
    println!();
    println!(
        "{:12} {:>5} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7}",
        "topic", "cases", "int.c", "stub.c", "gpu", "mod_id", "diag", "il", "all"
    );
    let mut topics: Vec<String> = results.iter().map(|r| topic_of(&r.name)).collect();
    topics.sort();
    topics.dedup();
    for t in &topics {
        let rs: Vec<&CaseResult> = results.iter().filter(|r| &topic_of(&r.name) == t).collect();
        let count = |art: &str| {
            rs.iter()
                .filter(|r| r.pairs.iter().any(|(a, e, o)| *a == art && matches(e, o)))
                .count()
        };
        let all_ok = rs.iter().filter(|r| r.pairs.iter().all(|(a, e, o)| *a == "il" || matches(e, o))).count();
        println!(
            "{:12} {:>5} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7}",
            t,
            rs.len(),
            count("int.c"),
            count("stub.c"),
            count("gpu"),
            count("module_id"),
            count("diag"),
            count("il"),
            all_ok
        );
    }

    println!();
    println!("pp (our preprocessor vs host.ii) {}/{}", pp_ok, pp_total);
    if !regressed.is_empty() {
        println!("REGRESSIONS (listed in tests/conformance/passing.txt, no longer matching):");
        for r in &regressed {
            println!("  {}", r);
        }
    }
    println!(
        "conformance: int.c {}/{n} stub.c {}/{n} gpu {}/{n} module_id {}/{n} diag {}/{n} il {}/{n} all {}/{n}",
        counts[0],
        counts[1],
        counts[2],
        counts[3],
        counts[4],
        counts[5],
        all,
        n = total
    );
    let code = if regressed.is_empty() { 0 } else { 1 };
    // Exit without waiting for any timed-out case's thread.
    std::process::exit(code);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_id_forms() {
        assert!(is_fallback_module_id("_569dfa08_8_input_cu_b789e800_24171"));
        assert!(!is_fallback_module_id("_569dfa08_8_input_cu_ee3dab7b"));
        assert!(!is_fallback_module_id("_569dfa08_8_input_cu__Z3fibi"));
        assert!(!is_fallback_module_id("_569dfa08_8_input_cu_main"));
        assert_eq!(strip_last_two("_569dfa08_8_input_cu_b789e800_24171"), "_569dfa08_8_input_cu");
    }

    #[test]
    fn absent_artifact_matches_only_empty() {
        assert!(matches(&None, b""));
        assert!(!matches(&None, b"x"));
        assert!(matches(&Some(b"a\n".to_vec()), b"a\n"));
        assert!(!matches(&Some(b"a\n".to_vec()), b"a"));
    }

    #[test]
    fn first_difference_names_the_line() {
        let d = first_difference(&Some(b"a\nb\nc\n".to_vec()), b"a\nx\nc\n");
        assert!(d.starts_with("line 2:"), "{}", d);
    }
}
