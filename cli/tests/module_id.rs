//! Module ids of the reference (cudafe++ 13.0) on small inputs, compared
//! with ours. Inputs: `core/tests/module_id/inputs/*.ii` (described in
//! `cases.txt`); expected ids: `expected.txt`, all produced with
//! `--orig_src_file_name k.cu --orig_src_path_name /src/k.cu` and nvcc's
//! other host-pass switches. `FALLBACK` marks inputs without a selector
//! entity, whose id depends on time, directory and pid; for those we check
//! the shape `_9fd36db3_4_k_cu_<8 hex>_<pid>`.
//!
//! The test is a ratchet: it fails when fewer cases pass than
//! `MIN_PASSING` (raise it as the parser lands). Inputs the parser rejects
//! get no module id at all (the pipeline skips it on errors); at this
//! writing 69 of 80 pass, the rest need IL facts (`auto`, inline and
//! template variables) or parser fixes.

use cudafe_core::{compile, options, Vfs};
use std::path::Path;

const MIN_PASSING: usize = 65;

fn is_fallback_shape(id: &str) -> bool {
    let Some(rest) = id.strip_prefix("_9fd36db3_4_k_cu_") else { return false };
    let mut parts = rest.split('_');
    let (Some(h), Some(p), None) = (parts.next(), parts.next(), parts.next()) else { return false };
    h.len() == 8 && h.bytes().all(|b| b.is_ascii_hexdigit()) && !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())
}

#[test]
fn module_ids_match_reference() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/tests/module_id");
    let expected = std::fs::read_to_string(dir.join("expected.txt")).expect("expected.txt");
    let mut pass = 0;
    let mut fails = Vec::new();
    for line in expected.lines() {
        let Some((name, want)) = line.split_once('\t') else { continue };
        let file = format!("{}.ii", name);
        let bytes = std::fs::read(dir.join("inputs").join(&file)).expect("input");
        let args: Vec<String> = format!(
            "--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 --display_error_number \
             --orig_src_file_name k.cu --orig_src_path_name /src/k.cu --allow_managed --m64 --parse_templates \
             --gen_c_file_name int.c --stub_file_name stub.c --gen_module_id_file --module_id_file_name mid {}",
            file
        )
        .split_whitespace()
        .map(String::from)
        .collect();
        let (mut opts, _) = options::parse_command_line(&args).expect("options");
        opts.time_and_pid = (1_700_000_000, 4242);
        opts.cwd = String::from("/tmp");
        let mut vfs = Vfs::with_builtins();
        vfs.insert(&file, bytes);
        let out = compile(&vfs, &file, &opts);
        let ok = if want == "FALLBACK" { is_fallback_shape(&out.module_id) } else { out.module_id == want };
        if ok {
            pass += 1;
        } else {
            fails.push(format!("{}: want {} got {}", name, want, out.module_id));
        }
    }
    eprintln!("module id: {} passed, {} failed", pass, fails.len());
    for f in &fails {
        eprintln!("  {}", f);
    }
    assert!(pass >= MIN_PASSING, "{} < {}", pass, MIN_PASSING);
}

/// The options part of the id: reference results for `int gv = 1;` in
/// `g.ii` under various `--orig_src_*` switches.
#[test]
fn module_id_option_parts() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "_00000000_4_g_ii_gv"),
        (&["--orig_src_file_name", "k.cu"], "_00000000_4_k_cu_gv"),
        (&["--orig_src_path_name", "/src/k.cu"], "_9fd36db3_4_g_ii_gv"),
        (&["--orig_src_file_name", "k.cu", "--orig_src_path_name", "/src/k.cu"], "_9fd36db3_4_k_cu_gv"),
        (&["--orig_src_file_name", "dir/x-y.cu", "--orig_src_path_name", "/p/q.cu"], "_63c532db_6_x_y_cu_gv"),
        (&["--orig_src_file_name", "a b.cu", "--orig_src_path_name", "/p/a b.cu"], "_e1ce9b77_6_a_b_cu_gv"),
        (&["--orig_src_file_name", "k.cu", "--orig_src_path_name", ""], "_00000000_4_k_cu_gv"),
        (&["--orig_src_file_name", "", "--orig_src_path_name", "/x"], "_0d1bd39c_0__gv"),
    ];
    for (flags, want) in cases {
        let mut args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
        args.push(String::from("g.ii"));
        let (opts, _) = options::parse_command_line(&args).expect("options");
        let name = opts.orig_src_file_name.clone().unwrap_or_else(|| String::from("g.ii"));
        let got = cudafe_core::emit::module_id::assemble(&opts, &name, "gv", None);
        assert_eq!(&got, want, "{:?}", flags);
    }
}
