//! Inputs that once crashed, hung or overflowed the stack (tests/fuzz-regressions/,
//! see its README): each must compile to diagnostics, in bounded time, on a
//! small stack (1 MiB in optimized builds, like wasm's; debug builds have
//! much bigger frames, so they get more).

use cudafe_core::{compile, Options, Vfs};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

const MAIN: &str = "input.cu";
const TIMEOUT: Duration = Duration::from_secs(60);
const STACK: usize = if cfg!(debug_assertions) { 16 << 20 } else { 1 << 20 };

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/fuzz-regressions")
}

fn options() -> Options {
    let mut o = Options::default();
    o.orig_src_file_name = Some(MAIN.into());
    o.orig_src_path_name = Some(MAIN.into());
    o.gen_device_file_name = Some("input.cudafe1.gpu".into());
    o.stub_file_name = Some("input.cudafe1.stub.c".into());
    o.include_file_name = Some("input.fatbin.c".into());
    o.module_id_file_name = Some("input.module_id".into());
    o.gen_module_id_file = true;
    o.device_pass = true;
    o
}

/// Compiles one regression input; Err says what went wrong.
fn check(name: &str) -> Result<(), String> {
    let d = dir();
    let text = std::fs::read(d.join(format!("{name}.cu"))).map_err(|e| e.to_string())?;
    let expect = std::fs::read_to_string(d.join(format!("{name}.expect"))).map_err(|e| e.to_string())?;
    let expect = expect.trim().to_string();
    let mut vfs = Vfs::with_builtins();
    for e in std::fs::read_dir(&d).map_err(|e| e.to_string())?.flatten() {
        let f = e.file_name().to_string_lossy().into_owned();
        if f.ends_with(".h") {
            vfs.insert(&f, std::fs::read(e.path()).map_err(|e| e.to_string())?);
        }
    }
    vfs.insert(MAIN, text);
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || {
            let out = compile(&vfs, MAIN, &options());
            let _ = tx.send(out);
        })
        .map_err(|e| e.to_string())?;
    let out = match rx.recv_timeout(TIMEOUT) {
        Ok(o) => o,
        Err(mpsc::RecvTimeoutError::Timeout) => return Err(format!("{name}: no result within {TIMEOUT:?}")),
        Err(mpsc::RecvTimeoutError::Disconnected) => return Err(format!("{name}: compile panicked")),
    };
    if out.diagnostics.is_empty() || out.exit_status == 0 {
        return Err(format!("{name}: exit {} with {} diagnostics", out.exit_status, out.diagnostics.len()));
    }
    if !out.diagnostics.iter().any(|d| d.message.contains(&expect)) {
        return Err(format!(
            "{name}: no diagnostic contains {expect:?}; got {:?}",
            out.diagnostics.iter().take(3).map(|d| d.message.clone()).collect::<Vec<_>>()
        ));
    }
    Ok(())
}

#[test]
fn fuzz_regressions() {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/fuzz-regressions")
        .flatten()
        .filter_map(|e| e.file_name().to_string_lossy().strip_suffix(".cu").map(String::from))
        .collect();
    names.sort();
    assert!(!names.is_empty());
    let failures: Vec<String> = names.iter().filter_map(|n| check(n).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
