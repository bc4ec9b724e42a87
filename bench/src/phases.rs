//! Throughput of the core's phases on the biggest bench input, in process:
//! `cargo run -p bench --release --bin phases [SIZE]` (after `bench` has
//! generated target/bench/work/size_SIZE; default 5000). Times
//! `preprocess` of the generated `.cu` (our built-in headers come from the
//! VFS), `lex` of the gcc-preprocessed `.ii`, and the whole `compile` of the
//! `.ii` with the conformance host-pass options; prints MB/s.

use cudafe_core::{compile, options, Vfs};
use std::path::PathBuf;
use std::time::Instant;

fn best_of<F: FnMut()>(runs: usize, mut f: F) -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..runs {
        let t0 = Instant::now();
        f();
        best = best.min(t0.elapsed().as_secs_f64());
    }
    best
}

fn main() {
    let size = std::env::args().nth(1).unwrap_or_else(|| "5000".into());
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = repo.join(format!("target/bench/work/size_{size}"));
    let (Ok(cu), Ok(ii)) = (std::fs::read(dir.join("input.cu")), std::fs::read_to_string(dir.join("input.cpp4.ii"))) else {
        eprintln!("phases: run `cargo run -p bench --release -- --sizes {size}` first ({} missing)", dir.display());
        std::process::exit(1);
    };
    let args: Vec<String> = std::fs::read_to_string(repo.join("tests/cases/basic_vector_add/expected/args"))
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect();
    let Ok((opts, _)) = options::parse_command_line(&args) else {
        eprintln!("phases: cannot parse the conformance args");
        std::process::exit(1);
    };
    let mut cu_opts = opts.clone();
    cu_opts.preprocessed_input = false;
    let mut vfs = Vfs::with_builtins();
    vfs.insert("input.cu", cu.clone());
    vfs.insert("input.cpp4.ii", ii.clone().into_bytes());
    let mb = |n: usize| n as f64 / 1e6;
    let mut pp_out = 0;
    let t_pp = best_of(3, || {
        let p = cudafe_core::preprocess::preprocess(&vfs, "input.cu", &cu_opts, false);
        pp_out = p.text.len();
    });
    println!("preprocess  {:>8.3} MB .cu -> {:>8.3} MB  {:>8.1} ms  {:>8.1} MB/s (input)  {:>8.1} MB/s (output)",
        mb(cu.len()), mb(pp_out), t_pp * 1e3, mb(cu.len()) / t_pp, mb(pp_out) / t_pp);
    let mut ntok = 0;
    let t_lex = best_of(3, || ntok = cudafe_core::lex::lex(&ii).tokens.len());
    println!("lex         {:>8.3} MB .ii, {ntok} tokens  {:>8.1} ms  {:>8.1} MB/s", mb(ii.len()), t_lex * 1e3, mb(ii.len()) / t_lex);
    let t_all = best_of(3, || {
        let _ = compile(&vfs, "input.cpp4.ii", &opts);
    });
    println!("compile     {:>8.3} MB .ii  {:>8.1} ms  {:>8.1} MB/s", mb(ii.len()), t_all * 1e3, mb(ii.len()) / t_all);
    // The playground's compile also maps sources to outputs (`explain`).
    let mut explain_opts = opts.clone();
    explain_opts.explain = true;
    let t_explain = best_of(3, || {
        let _ = compile(&vfs, "input.cpp4.ii", &explain_opts);
    });
    println!("+explain    {:>8.3} MB .ii  {:>8.1} ms  {:>8.1} MB/s", mb(ii.len()), t_explain * 1e3, mb(ii.len()) / t_explain);
}
