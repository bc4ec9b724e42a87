//! `compile`: the one entry point, wiring the stages together.

use crate::diag::{self, Diagnostic, Pass};
use crate::options::Options;
use crate::vfs::Vfs;
use crate::{emit, lex, parse, preprocess, Output};
use alloc::string::String;
use alloc::vec::Vec;
use bumpalo::Bump;

/// Compile `main_path` from `vfs` as cudafe++ (host pass) and, when
/// `opts.device_pass`, as cicc's front end (device pass) would.
pub fn compile(vfs: &Vfs, main_path: &str, opts: &Options) -> Output {
    let mut out = Output::default();
    let source_name = opts
        .orig_src_file_name
        .clone()
        .unwrap_or_else(|| String::from(main_path.rsplit('/').next().unwrap_or(main_path)));

    // Given an already preprocessed input and cicc's device switches, the
    // tool plays cicc: the input was preprocessed for the device
    // (`__CUDA_ARCH__`), and cudafe++'s host checks do not apply to it.
    if opts.preprocessed_input && opts.gen_device_file_name.is_some() {
        return compile_as_cicc(vfs, main_path, opts, source_name);
    }

    // Host pass.
    let pre = preprocess::preprocess(vfs, main_path, opts, false);
    let mut host_diags: Vec<Diagnostic> = pre.diagnostics;
    let arena = Bump::new();
    let text: &str = arena.alloc_str(&pre.text);
    let lexed = lex::lex_named(text, main_path);
    let (mut il, parse_diags) = parse::parse(&arena, text, lexed, opts, Pass::Host);
    host_diags.extend(parse_diags);
    let host_errors = host_diags.iter().any(|d| d.is_error());
    let module_id = emit::module_id(&il, opts);
    il.module_id = module_id.clone();
    if !host_errors {
        out.int_c = emit::int_c(&il, opts, &module_id);
        out.stub_c = emit::stub_file(&il, opts, &module_id);
    }
    // cudafe++ displays the IL only of a compilation without errors.
    if opts.il_display && !host_errors {
        out.il_dump = emit::il_display(&il, opts);
    }
    // cudafe++ writes no module id when the host pass fails.
    out.module_id = if host_errors { String::new() } else { module_id };
    out.preprocessed = pre.text;

    // Device pass (cicc's front end) only when the host pass was clean.
    let mut device_diags: Vec<Diagnostic> = Vec::new();
    if opts.device_pass && !host_errors {
        let dpre = preprocess::preprocess(vfs, main_path, opts, true);
        device_diags.extend(dpre.diagnostics);
        let darena = Bump::new();
        let dtext: &str = darena.alloc_str(&dpre.text);
        let dlexed = lex::lex_named(dtext, main_path);
        let (mut dil, dd) = parse::parse(&darena, dtext, dlexed, opts, Pass::Device);
        dil.module_id = out.module_id.clone();
        emit::declare_implicit_members(&mut dil);
        device_diags.extend(dd);
        // An error cicc finds while parsing (shown with a caret) stops it
        // before it writes the stub file and device code; its call-graph
        // errors (no caret) come after both are written.
        if device_diags.iter().any(|d| d.is_error() && d.caret != Some(false)) {
            out.stub_c = String::new();
        } else {
            // cicc writes the stub file from its own (device) IL: the
            // registration's `__T<n>` continues the numbering of the
            // device code, whose template instances have bodies there.
            out.stub_c = emit::stub_file(&dil, opts, &out.module_id);
            out.device_code = emit::device_code(&dil, opts, &out.module_id);
        }
        for d in &mut device_diags {
            d.pass = Pass::Device;
        }
    }

    let mut all = host_diags;
    all.extend(device_diags);
    // Severity changes from `--diag_*` switches, then the reference's text.
    diag::apply_options(&mut all, opts);
    out.diagnostics_text = if opts.sarif {
        diag::render_sarif(&all, &opts.cwd, opts.display_error_number, opts.error_limit)
    } else {
        diag::render_styled(&all, &source_name, opts.display_error_number, opts.error_limit, opts.brief_diagnostics)
    };
    out.exit_status = diag::exit_status(&all, opts.error_limit);
    out.diagnostics = all;
    if opts.explain {
        out.explanation = crate::explain::explain(&out, vfs, main_path, &source_name);
    }
    out
}

/// cicc's role on a device-preprocessed `.ii`: one device pass that writes
/// the stub file and the device code.
fn compile_as_cicc(vfs: &Vfs, main_path: &str, opts: &Options, source_name: String) -> Output {
    let mut out = Output::default();
    let pre = preprocess::preprocess(vfs, main_path, opts, true);
    let mut diags: Vec<Diagnostic> = pre.diagnostics;
    let arena = Bump::new();
    let text: &str = arena.alloc_str(&pre.text);
    let lexed = lex::lex_named(text, main_path);
    let (mut il, parse_diags) = parse::parse(&arena, text, lexed, opts, Pass::Device);
    diags.extend(parse_diags);
    for d in &mut diags {
        d.pass = Pass::Device;
    }
    let module_id = emit::module_id(&il, opts);
    il.module_id = module_id.clone();
    if !diags.iter().any(|d| d.is_error()) {
        emit::declare_implicit_members(&mut il);
        out.stub_c = emit::stub_file(&il, opts, &module_id);
        out.device_code = emit::device_code(&il, opts, &module_id);
    }
    if opts.il_display {
        out.il_dump = emit::il_display(&il, opts);
    }
    out.module_id = module_id;
    out.preprocessed = pre.text;
    diag::apply_options(&mut diags, opts);
    out.diagnostics_text = if opts.sarif {
        diag::render_sarif(&diags, &opts.cwd, opts.display_error_number, opts.error_limit)
    } else {
        diag::render_styled(&diags, &source_name, opts.display_error_number, opts.error_limit, opts.brief_diagnostics)
    };
    out.exit_status = diag::exit_status(&diags, opts.error_limit);
    out.diagnostics = diags;
    if opts.explain {
        out.explanation = crate::explain::explain(&out, vfs, main_path, &source_name);
    }
    out
}
