//! `cudafe`: a drop-in for cudafe++'s command line (and cicc's device-pass
//! command line) over `cudafe_core`.
//!
//! All file I/O lives here: the input is read into a [`Vfs`] (user headers
//! of a `.cu` input are pulled from disk on demand through a loader), the
//! core compiles in memory, and this program writes the files the options
//! name, prints the diagnostics on stderr and exits with the reference's
//! status.
//!
//! What the reference does, and this program therefore does:
//! - With errors, no output file is written (existing files are left as
//!   they are).
//! - `--module_id_file_name F` with `--gen_module_id_file` writes the id to
//!   F (no newline); without `--gen_module_id_file` it *reads* the id from F
//!   (that is how cicc gets cudafe++'s id).
//! - Without `--gen_c_file_name` the `.int.c` goes to `<input basename
//!   minus its last extension>.int.c` in the working directory.
//! - In the device pass (`--gen_device_file_name`, cicc's call) the
//!   `--gen_c_file_name` file gets `# 1 "<primary file>"` — the first line
//!   of what cicc writes there (cicc adds host declarations, which nvcc
//!   never reads and we do not reproduce).

use cudafe_core::diag::{self, Diagnostic, Severity};
use cudafe_core::options::{self, Options};
use cudafe_core::{compile, Output, Vfs};
use std::fs;
use std::io::Write;
use std::time::{SystemTime, UNIX_EPOCH};

fn main() {
    let args: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    // The compilation runs on a thread with a stack deep enough for
    // `options::NATIVE_MAX_NESTING`.
    let code = match std::thread::Builder::new().stack_size(options::NATIVE_STACK_BYTES).spawn(move || run(&args)) {
        Ok(h) => h.join().unwrap_or(4),
        Err(_) => 4,
    };
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    std::process::exit(code);
}

/// Print diagnostics that stop the compilation before it starts.
fn stop(opts: Option<&Options>, d: Diagnostic, source_name: &str) -> i32 {
    let list = [d];
    let text = match opts {
        Some(o) if o.sarif => diag::render_sarif(&list, &o.cwd, o.display_error_number, o.error_limit),
        Some(o) => diag::render_styled(&list, source_name, o.display_error_number, o.error_limit, o.brief_diagnostics),
        None => diag::render(&list, source_name, true),
    };
    eprint!("{}", text);
    4
}

/// In SARIF mode the reference cannot classify a command-line error: it
/// prints this failed assertion as a (malformed) SARIF fragment and aborts.
fn sarif_command_line_error() -> i32 {
    eprint!(
        ",{{\"ruleId\":\"EC2656\",\"level\":\"internal_error\",\"message\":{{\"text\":\"assertion failed: \
         determine_severity_code: bad severity (error.c, line 4886 in write_sarif_level)\n\"}}}}]}}]}}\n"
    );
    let _ = std::io::stderr().flush();
    std::process::abort();
}

/// A catastrophic error of the "cannot open … file" family (the reference's
/// message 1696, as its SARIF output shows).
fn catastrophic(message: String) -> Diagnostic {
    Diagnostic::new(Severity::Catastrophic, 1696, message, None)
}

/// Modification time of a regular file, in seconds since the epoch.
fn mtime(path: &str) -> Option<u64> {
    let md = fs::metadata(path).ok()?;
    if !md.is_file() {
        return None;
    }
    md.modified().ok()?.duration_since(UNIX_EPOCH).ok().map(|d| d.as_secs())
}

/// The default `.int.c` name: the input's basename with its last extension
/// replaced by `.int.c`, in the working directory.
fn default_int_c_name(input: &str) -> String {
    let base = input.rsplit('/').next().unwrap_or(input);
    let stem = match base.rfind('.') {
        Some(p) if p > 0 => &base[..p],
        _ => base,
    };
    format!("{}.int.c", stem)
}

/// The file named by the first line of `text` if it is a GNU line marker
/// (`# 0 "k.cu"`).
fn first_marker_file(text: &str) -> Option<String> {
    let line = text.lines().next()?;
    let rest = line.strip_prefix("# ")?;
    let q = rest.find('"')?;
    let name = &rest[q + 1..];
    let end = name.rfind('"')?;
    Some(name[..end].to_string())
}

/// The reference reads the module id file when it first needs the id: at
/// the definition of the entity that would name the module (see
/// `cudafe_core::emit::module_id`), or at the end of the source when there
/// is none. A missing file is a catastrophic error there (caret under the
/// entity's name), and nothing is written.
fn unreadable_module_id_file(opts: &Options, text: &str, input: &str, path: &str, source_name: &str) -> i32 {
    use cudafe_core::diag::{Location, Pass};
    use cudafe_core::{emit, lex, parse};
    let arena = bumpalo::Bump::new();
    let src: &str = arena.alloc_str(text);
    let (il, _) = parse::parse(&arena, src, lex::lex(src), opts, Pass::Host);
    let location = match emit::module_id::selector_entity(&il).and_then(|e| il.entities.get(e.0 as usize)) {
        Some(ent) => Location {
            // A text without line markers is the input itself.
            file: match il.source_map.file_name(ent.pos.file) {
                "" => input.to_string(),
                f => f.to_string(),
            },
            line: ent.pos.line,
            column: ent.pos.col,
            line_text: il.source_map.line_text(src, ent.pos.phys_line).to_string(),
        },
        None => {
            let (file, line) = end_of_source(text, input);
            Location { file, line, column: 0, line_text: String::new() }
        }
    };
    let mut d = catastrophic(format!("cannot open module id file \"{}\"", path));
    d.location = Some(location);
    stop(Some(opts), d, source_name)
}

/// The logical (file, line) of the last line of a preprocessed text,
/// following its GNU line markers (`# 7 "yy.h"`).
fn end_of_source(text: &str, input: &str) -> (String, u32) {
    let mut file = input.to_string();
    let mut line = 0u32;
    let mut last = (file.clone(), 1u32);
    for l in text.lines() {
        if let Some(rest) = l.strip_prefix("# ") {
            let mut parts = rest.splitn(2, ' ');
            if let (Some(n), Some(name)) = (parts.next(), parts.next()) {
                if let Ok(n) = n.parse::<u32>() {
                    if let Some(q) = name.strip_prefix('"') {
                        if let Some(end) = q.find('"') {
                            file = q[..end].to_string();
                            // The marker names the line that follows it.
                            line = n.saturating_sub(1);
                            continue;
                        }
                    }
                }
            }
        }
        line += 1;
        last = (file.clone(), line);
    }
    last
}

fn write_file(path: &str, text: &str, what: &str, source_name: &str, opts: &Options) -> Result<(), i32> {
    match fs::write(path, text.as_bytes()) {
        Ok(()) => Ok(()),
        Err(_) => Err(stop(Some(opts), catastrophic(format!("cannot open {} \"{}\"", what, path)), source_name)),
    }
}

/// Hidden debugging flag (not cudafe++'s): show diagnostics located in
/// system and toolkit headers, which the core otherwise withholds.
const SHOW_HEADER_DIAGNOSTICS: &str = "--x-show-header-diagnostics";

fn run(args: &[String]) -> i32 {
    let show_header_diagnostics = args.iter().any(|a| a == SHOW_HEADER_DIAGNOSTICS);
    let args: Vec<String> = args.iter().filter(|a| *a != SHOW_HEADER_DIAGNOSTICS).cloned().collect();
    let (mut opts, inputs, err) = options::parse_command_line_partial(&args);
    opts.show_header_diagnostics = show_header_diagnostics;
    if let Some(d) = err {
        // The summary names the compilation once the input was seen.
        let name = match inputs.first() {
            Some(i) => opts.orig_src_file_name.clone().unwrap_or_else(|| i.clone()),
            None => String::new(),
        };
        if opts.sarif {
            return sarif_command_line_error();
        }
        return stop(Some(&opts), d, &name);
    }
    if opts.other_flags.iter().any(|f| matches!(f.as_str(), "-v" | "-V" | "--version" | "--Version")) {
        // The reference prints its banner on stderr and goes on; ours names
        // this program (the reference's text is NVIDIA's, not reproduced).
        eprintln!(
            "cudafe: a reimplementation of the CUDA language front end (cudafe++ 13.0 / EDG 6.6 compatible), version {}",
            env!("CARGO_PKG_VERSION")
        );
    }
    if opts.other_flags.iter().any(|f| f == "--dump_command_options") {
        print!("{}", options::dump_command_options());
        return 0;
    }
    let Some(input) = inputs.first().cloned() else {
        if opts.sarif {
            return sarif_command_line_error();
        }
        return stop(Some(&opts), options::command_line_error(String::from("missing source file name")), "");
    };
    let source_name = opts.orig_src_file_name.clone().unwrap_or_else(|| input.clone());

    // Facts the core may not find out itself (it reads no clock, no disk).
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    opts.time_and_pid = (now, std::process::id());
    opts.max_nesting = options::NATIVE_MAX_NESTING;
    opts.cwd = std::env::current_dir().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
    opts.source_mtime = mtime(&source_name);

    // The id is read from the file (cicc's way) when it is named but not
    // to be generated; an unreadable file is reported where the reference
    // first needs the id (see `unreadable_module_id_file`).
    let mut unreadable_module_id: Option<String> = None;
    if let (Some(path), false) = (opts.module_id_file_name.clone(), opts.gen_module_id_file) {
        match fs::read(&path) {
            Ok(b) => opts.module_id_override = Some(String::from_utf8_lossy(&b).into_owned()),
            Err(_) => unreadable_module_id = Some(path),
        }
    }

    let bytes = match fs::read(&input) {
        Ok(b) => b,
        Err(_) => {
            return stop(Some(&opts), catastrophic(format!("cannot open source file \"{}\"", input)), &source_name)
        }
    };
    let mut vfs = Vfs::with_builtins();
    vfs.insert(&input, bytes);
    if !opts.preprocessed_input {
        vfs.set_loader(Box::new(|p: &str| {
            let md = fs::metadata(p).ok()?;
            if !md.is_file() {
                return None;
            }
            fs::read(p).ok()
        }));
    }

    let out = compile(&vfs, &input, &opts);
    if let Some(path) = unreadable_module_id {
        return unreadable_module_id_file(&opts, &out.preprocessed, &input, &path, &source_name);
    }

    let text = if opts.sarif {
        diag::render_sarif(&out.diagnostics, &opts.cwd, opts.display_error_number, opts.error_limit)
    } else if opts.brief_diagnostics {
        diag::render_styled(&out.diagnostics, &source_name, opts.display_error_number, opts.error_limit, true)
    } else {
        out.diagnostics_text.clone()
    };
    eprint!("{}", text);
    if opts.il_display && !out.il_dump.is_empty() {
        print!("{}", out.il_dump);
    }
    if out.exit_status >= 2 {
        return out.exit_status;
    }
    match write_outputs(&opts, &input, &source_name, &out) {
        Ok(()) => out.exit_status,
        Err(code) => code,
    }
}

fn write_outputs(opts: &Options, input: &str, source_name: &str, out: &Output) -> Result<(), i32> {
    if opts.device_pass {
        // cicc's call: its own "C file" (which nvcc does not use) starts
        // with a line marker for the primary file; we write only that line.
        // cicc also lists host declarations there (`extern int gv;` …),
        // which we do not reproduce.
        if let Some(p) = &opts.gen_c_file_name {
            let name = first_marker_file(&out.preprocessed).unwrap_or_else(|| input.to_string());
            write_file(p, &format!("# 1 \"{}\"\n", name), "generated C++ file", source_name, opts)?;
        }
        if let Some(p) = &opts.gen_device_file_name {
            write_file(p, &out.device_code, "device file", source_name, opts)?;
        }
    } else {
        let p = opts.gen_c_file_name.clone().unwrap_or_else(|| default_int_c_name(input));
        write_file(&p, &out.int_c, "generated C++ file", source_name, opts)?;
    }
    // cudafe++'s .int.c includes the stub file, which cicc writes; write it
    // in either pass so that one call of this program is enough.
    if let Some(p) = &opts.stub_file_name {
        write_file(p, &out.stub_c, "stub file", source_name, opts)?;
    }
    if opts.gen_module_id_file {
        match &opts.module_id_file_name {
            Some(p) => {
                if fs::write(p, out.module_id.as_bytes()).is_err() {
                    // Reported at the end of the source, without a caret
                    // display (the .int.c is already written).
                    let (file, line) = end_of_source(&out.preprocessed, input);
                    let mut d = catastrophic(format!("cannot open module id file \"{}\"", p));
                    d.location = Some(diag::Location { file, line, column: 1, line_text: String::new() });
                    d.caret = Some(false);
                    return Err(stop(Some(opts), d, source_name));
                }
            }
            None => {
                // The reference fails an internal check here, at the end of
                // the source (shown as a position without a caret line), and
                // aborts; the .int.c is already written.
                let (file, line) = end_of_source(&out.preprocessed, input);
                eprint!(
                    "{}({}): internal error: module id filename not specified\n\n\
                     1 catastrophic error detected in the compilation of \"{}\".\nCompilation aborted.\n",
                    file, line, source_name
                );
                let _ = std::io::stderr().flush();
                std::process::abort();
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_of_source_position() {
        assert_eq!(end_of_source("int a = 1;\nint b = 2;\nint c = 3;\n", "three.ii"), ("three.ii".to_string(), 3));
        assert_eq!(
            end_of_source("# 1 \"zz.cu\"\nint a = 1;\n# 7 \"yy.h\"\nint b = 2;\n", "mk.ii"),
            ("yy.h".to_string(), 7)
        );
    }

    #[test]
    fn marker_file() {
        assert_eq!(first_marker_file("# 0 \"k.cu\"\n# 0 \"<built-in>\"\n").as_deref(), Some("k.cu"));
        assert_eq!(first_marker_file("int x;\n"), None);
    }

    #[test]
    fn int_c_default_name() {
        assert_eq!(default_int_c_name("m/g.ii"), "g.int.c");
        assert_eq!(default_int_c_name("g.cu.ii"), "g.cu.int.c");
        assert_eq!(default_int_c_name("noext"), "noext.int.c");
    }
}
