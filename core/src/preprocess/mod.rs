//! The C preprocessor: source text (over the virtual file system) to one GNU
//! `.ii` text with line markers, byte-identical to what GNU cpp 12.2
//! (`gcc -E -x c++`, called as nvcc calls it) writes.
//!
//! The structure follows GNU cpp's, because its output (where it puts
//! spaces, blank lines and line markers) is a by-product of how it reads
//! tokens: `lexer` (pp-tokens with "white space before" / "start of line"
//! flags), `macros` (the context stack, padding tokens, argument
//! pre-expansion, `#`/`##`), `directives`, `expr` (`#if`), `output` (the
//! writer: GNU's `scan_translation_unit` and line-marker logic), `predef`
//! (GCC's predefined macros), `gccdiag` (GCC-style diagnostic text).

mod directives;
mod expr;
mod gccdiag;
mod lexer;
mod macros;
mod output;
mod predef;
mod symtab;
mod token;

use crate::diag::Diagnostic;
use crate::options::Options;
use crate::vfs::Vfs;
use alloc::collections::BTreeMap;
use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;
use symtab::SymTab;
use token::*;

pub struct Preprocessed {
    /// The `.ii` text (GNU line markers, `#pragma` lines kept).
    pub text: String,
    pub diagnostics: Vec<Diagnostic>,
}

/// Preprocess `main_path`. `device` selects the device-side pass (defines
/// `__CUDA_ARCH__`, as nvcc's second `gcc -E` does).
///
/// Diagnostics are GCC's (nvcc shows the host compiler's preprocessor
/// messages verbatim): each has `number == 0`, `location == None` and a
/// `message` holding GCC's complete text (all lines, without the final
/// newline). Severity: `Warning`, `Error` (GCC continued), or
/// `Catastrophic` (GCC stopped: "fatal error" ... "compilation terminated.").
pub fn preprocess(vfs: &Vfs, main_path: &str, opts: &Options, device: bool) -> Preprocessed {
    if opts.preprocessed_input {
        let text = match vfs.get(main_path) {
            Some(b) => String::from_utf8_lossy(b).into_owned(),
            None => String::new(),
        };
        return Preprocessed { text, diagnostics: Vec::new() };
    }
    let mut pp = Pp::new(vfs, opts);
    pp.run(main_path, opts, device);
    let text = match String::from_utf8(core::mem::take(&mut pp.out)) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    Preprocessed { text, diagnostics: pp.diags }
}

/// Maximum `#include` nesting (GCC's default `-fmax-include-depth`).
const MAX_INCLUDE_DEPTH: usize = 200;
/// Bound on `#include` directives per compilation: a header that includes
/// itself twice makes 2^200 inclusions within the depth limit (GCC hangs
/// too); a fatal error stops it (found by fuzz/mutate_tokens).
const MAX_INCLUDES: u32 = 50_000;
/// Bound on nested macro expansions / argument pre-expansion.
const MAX_CONTEXT_DEPTH: usize = 20000;

/// A file loaded into the pool (cleaned: splices removed, CRLF → LF, a
/// final newline ensured).
pub struct FileEnt {
    pub path: String,
    pub base: usize,
    pub len: usize,
    /// Cleaned-text offsets (relative to `base`) where a spliced physical
    /// line begins.
    pub splices: Vec<u32>,
    pub raw: Rc<[u8]>,
    pub once_only: bool,
}

/// One result of GCC's include lookup cache (see `find_include_from`).
pub struct IncObj {
    pub file: u32,
    pub path: String,
    pub dir_idx: Option<usize>,
    /// The include guard macro once known (GNU's multiple-include optimization).
    pub cmacro: Option<u32>,
}

#[derive(Clone, Copy)]
pub struct IfEntry {
    pub line: u32,
    pub col: u32,
    pub was_skipping: bool,
    pub skip_elses: bool,
    pub saw_else: bool,
    pub mi_cmacro: Option<u32>,
    /// 0 if, 1 ifdef, 2 ifndef, 3 elif, 4 else (for "unterminated #...").
    pub kind: u8,
}

pub struct Buffer {
    pub file: u32,
    pub pos: usize,
    pub end: usize,
    pub line: u32,
    pub line_start: usize,
    pub splice_idx: usize,
    pub at_bol: bool,
    /// Column of the first token of the current line.
    pub first_col: u32,
    pub if_stack: Vec<IfEntry>,
    /// Index in the search chain where this file was found (for `#include_next`).
    pub dir_idx: Option<usize>,
    /// Presumed name (line markers, `__FILE__`), changed by `#line`.
    pub name: Rc<str>,
    /// Directory for `#include "..."` (without trailing slash; empty = cwd).
    pub dir: String,
    /// Difference between presumed and physical line (`#line`).
    pub line_delta: i64,
    pub sysp: u8,
    /// No output markers for this buffer (`<built-in>`, `<command-line>`).
    pub quiet: bool,
    pub obj: Option<u32>,
    pub has_splices: bool,
    /// Presumed line of the `#include` in the includer.
    pub inc_line: u32,
}

pub struct Macro {
    pub fun_like: bool,
    pub variadic: bool,
    pub params: Vec<u32>,
    pub body: Rc<[Tok]>,
    /// Built-in macro kind (0: user macro).
    pub builtin: u8,
    pub file: Rc<str>,
    pub line: u32,
    pub col: u32,
}

pub struct Ctx {
    pub toks: Rc<[Tok]>,
    pub pos: usize,
    /// Symbol of the macro this context expands (re-enabled on pop).
    pub macro_sym: Option<u32>,
    /// Position given to tokens read from here (None: their own).
    pub exp: Option<(u32, u32)>,
}

pub struct Pp<'a> {
    vfs: &'a Vfs,
    pool: Vec<u8>,
    syms: SymTab,
    macros: Vec<Macro>,
    files: Vec<FileEnt>,
    incs: Vec<IncObj>,
    inc_cache: BTreeMap<(String, String), u32>,
    file_by_path: BTreeMap<String, u32>,
    bufs: Vec<Buffer>,
    ctxs: Vec<Ctx>,
    lookahead: Vec<Tok>,
    search: Vec<String>,

    in_directive: bool,
    in_deferred_pragma: bool,
    skipping: bool,
    angled_headers: bool,
    in_poison_directive: bool,
    parsing_args: u8,
    prevent_expansion: u32,
    about_to_expand: bool,
    directive_line: u32,
    mi_valid: bool,
    mi_cmacro: Option<u32>,
    invocation: (u32, u32),
    counter: u32,
    main_name: Rc<str>,
    epoch: u64,
    fatal: bool,
    /// Symbols with special meaning.
    sym_defined: u32,
    sym_va_args: u32,
    sym_va_opt: u32,
    sym_has_include: u32,
    sym_has_include_next: u32,
    pushed_macros: Vec<(u32, Option<u32>)>,

    // Output writer state (GNU's `print`).
    out: Vec<u8>,
    printed: bool,
    src_line: u32,
    src_file: Rc<str>,
    prev: Option<Tok>,
    source: u8,
    in_pragma: bool,
    prev_was_system_token: bool,
    /// Position of the last token read from a file (GCC's diagnostics
    /// during macro expansion point there).
    last_lexed: (u32, u32),
    freeze_last_lexed: bool,
    arg_depth: u32,
    /// `#include` directives processed so far (bounded by `MAX_INCLUDES`).
    include_count: u32,
    /// Bumped whenever GCC would start a new line map (file entered or
    /// left, `#line`): "In file included from" is shown once per map.
    map_gen: u64,
    last_diag_map: u64,
    /// Buffer depth where the current scan started (its end is the end).
    scan_base: usize,
    scan_is_main: bool,
    /// Column of the current directive's name.
    dname_col: u32,
    /// Discard diagnostics (probing for `__has_include`).
    diags_suppress: bool,

    diags: Vec<Diagnostic>,
}

impl<'a> Pp<'a> {
    fn new(vfs: &'a Vfs, opts: &Options) -> Self {
        let mut syms = SymTab::new();
        for (i, n) in lexer::NAMED_OPS.iter().enumerate() {
            let s = syms.intern(n.as_bytes());
            syms.info[s as usize].named_op = i as u8 + 1;
        }
        let sym_defined = syms.intern(b"defined");
        let sym_va_args = syms.intern(b"__VA_ARGS__");
        let sym_va_opt = syms.intern(b"__VA_OPT__");
        let sym_has_include = syms.intern(b"__has_include");
        let sym_has_include_next = syms.intern(b"__has_include_next");
        let mut search: Vec<String> = Vec::new();
        for d in opts.include_dirs.iter().map(|s| s.as_str()).chain(core::iter::once(crate::builtin::INCLUDE_DIR)) {
            let mut d = String::from(d);
            while d.len() > 1 && d.ends_with('/') {
                d.pop();
            }
            // GCC drops a later duplicate of a directory already searched.
            if !search.contains(&d) {
                search.push(d);
            }
        }
        let empty: Rc<str> = Rc::from("");
        Pp {
            vfs,
            pool: Vec::new(),
            syms,
            macros: Vec::new(),
            files: Vec::new(),
            incs: Vec::new(),
            inc_cache: BTreeMap::new(),
            file_by_path: BTreeMap::new(),
            bufs: Vec::new(),
            ctxs: Vec::new(),
            lookahead: Vec::new(),
            search,
            in_directive: false,
            in_deferred_pragma: false,
            skipping: false,
            angled_headers: false,
            in_poison_directive: false,
            parsing_args: 0,
            prevent_expansion: 0,
            about_to_expand: false,
            directive_line: 0,
            mi_valid: false,
            mi_cmacro: None,
            invocation: (0, 0),
            counter: 0,
            main_name: empty.clone(),
            epoch: opts.time_and_pid.0,
            fatal: false,
            sym_defined,
            sym_va_args,
            sym_va_opt,
            sym_has_include,
            sym_has_include_next,
            pushed_macros: Vec::new(),
            out: Vec::new(),
            printed: false,
            src_line: 0,
            src_file: empty,
            prev: None,
            source: PAD_NONE,
            in_pragma: false,
            prev_was_system_token: false,
            last_lexed: (0, 0),
            freeze_last_lexed: false,
            arg_depth: 0,
            include_count: 0,
            map_gen: 1,
            last_diag_map: 0,
            scan_base: 0,
            scan_is_main: false,
            dname_col: 0,
            diags_suppress: false,
            diags: Vec::new(),
        }
    }

    pub fn name_str(&self, sym: u32) -> String {
        String::from_utf8_lossy(self.syms.name(sym)).into_owned()
    }

    pub fn spell(&self, t: &Tok) -> &[u8] {
        self.pool.get(t.start as usize..(t.start + t.len) as usize).unwrap_or(&[])
    }

    /// Append bytes to the pool, returning their offset.
    pub fn add_text(&mut self, b: &[u8]) -> u32 {
        let s = self.pool.len() as u32;
        self.pool.extend_from_slice(b);
        s
    }

    /// Load `path` from the VFS (or the cache) into the pool.
    fn load_file(&mut self, path: &str) -> Option<u32> {
        if let Some(&i) = self.file_by_path.get(path) {
            return Some(i);
        }
        let raw = match self.vfs.get(path) {
            Some(b) => b,
            None => {
                let n = normalize_path(path);
                self.vfs.get(&n)?
            }
        };
        let raw: Rc<[u8]> = Rc::from(raw);
        let id = self.add_file(path, raw);
        Some(id)
    }

    fn add_file(&mut self, path: &str, raw: Rc<[u8]>) -> u32 {
        let base = self.pool.len();
        let mut splices = Vec::new();
        // GCC drops a UTF-8 byte order mark.
        let body: &[u8] = raw.strip_prefix(&[0xef, 0xbb, 0xbf][..]).unwrap_or(&raw);
        let needs_clean = body.iter().any(|&c| c == b'\\' || c == b'\r');
        if !needs_clean {
            self.pool.extend_from_slice(body);
        } else {
            let mut i = 0;
            while i < body.len() {
                // Copy the run up to the next backslash or CR at once.
                let run = body[i..].iter().position(|&c| c == b'\\' || c == b'\r').unwrap_or(body.len() - i);
                self.pool.extend_from_slice(&body[i..i + run]);
                i += run;
                if i >= body.len() {
                    break;
                }
                let c = body[i];
                if c == b'\\' {
                    // Backslash, optional horizontal space, newline: a splice.
                    let mut j = i + 1;
                    while j < body.len() && (body[j] == b' ' || body[j] == b'\t' || body[j] == 0x0c || body[j] == 0x0b) {
                        j += 1;
                    }
                    if j < body.len() && (body[j] == b'\n' || body[j] == b'\r') {
                        if body[j] == b'\r' && body.get(j + 1) == Some(&b'\n') {
                            j += 1;
                        }
                        splices.push((self.pool.len() - base) as u32);
                        i = j + 1;
                        continue;
                    }
                    self.pool.push(c);
                    i += 1;
                } else if body.get(i + 1) == Some(&b'\n') {
                    i += 1;
                } else {
                    self.pool.push(b'\n');
                    i += 1;
                }
            }
        }
        if self.pool.len() > base && self.pool.last() != Some(&b'\n') {
            self.pool.push(b'\n');
        }
        let len = self.pool.len() - base;
        let id = self.files.len() as u32;
        self.files.push(FileEnt {
            path: String::from(path),
            base,
            len,
            splices,
            raw,
            once_only: false,
        });
        self.file_by_path.insert(String::from(path), id);
        id
    }

    fn push_buffer(&mut self, file: u32, name: Rc<str>, dir_idx: Option<usize>, quiet: bool) {
        let (base, len, path, has_splices) = match self.files.get(file as usize) {
            Some(f) => (f.base, f.len, f.path.clone(), !f.splices.is_empty()),
            None => return,
        };
        let dir = match path.rfind('/') {
            Some(0) => String::from("/"),
            Some(i) => String::from(&path[..i]),
            None => String::new(),
        };
        self.bufs.push(Buffer {
            file,
            pos: base,
            end: base + len,
            line: 1,
            line_start: base,
            splice_idx: 0,
            at_bol: true,
            first_col: 1,
            if_stack: Vec::new(),
            dir_idx,
            name,
            dir,
            line_delta: 0,
            sysp: 0,
            quiet,
            obj: None,
            has_splices,
            inc_line: 0,
        });
        if !quiet {
            self.map_gen += 1;
        }
        self.mi_valid = true;
        self.mi_cmacro = None;
    }

    /// The whole run: GCC's prologue, `<built-in>`, `<command-line>`, the
    /// `-include cuda_runtime.h`, then the main file.
    fn run(&mut self, main_path: &str, opts: &Options, device: bool) {
        self.main_name = Rc::from(main_path);
        let main_name = self.main_name.clone();
        // `# 0 "k.cu"`: the main file is opened first.
        self.print_marker(&main_name, 0, "", 0);
        let main_file = match self.load_file(main_path) {
            Some(f) => f,
            None => {
                let msg = alloc::format!("cc1plus: fatal error: {}: No such file or directory\ncompilation terminated.", main_path);
                self.push_gcc_diag(crate::diag::Severity::Catastrophic, msg);
                self.out.clear();
                return;
            }
        };
        // <built-in>
        let builtin_name: Rc<str> = Rc::from("<built-in>");
        self.print_marker(&builtin_name, 0, "", 0);
        self.define_builtins();
        let predef = predef::PREDEFINED.as_bytes();
        self.run_quiet_text(predef, "<built-in>");
        // <command-line>
        let cl_name: Rc<str> = Rc::from("<command-line>");
        self.print_marker(&cl_name, 0, "", 0);
        let mut cl = String::new();
        let arch = alloc::format!("{}", opts.device_arch * 10);
        let mut defs: Vec<(String, Option<String>)> = Vec::new();
        if device {
            defs.push((String::from("__CUDA_ARCH__"), Some(arch.clone())));
        }
        defs.push((String::from("__CUDA_ARCH_LIST__"), Some(arch)));
        if device {
            defs.push((String::from("CUDA_DOUBLE_MATH_FUNCTIONS"), None));
        }
        defs.push((String::from("__CUDACC__"), None));
        defs.push((String::from("__NVCC__"), None));
        for (n, v) in &opts.defines {
            defs.push((n.clone(), v.clone()));
        }
        for (n, v) in defs {
            cl.push_str("#define ");
            match n.find('=') {
                _ if v.is_some() => {
                    cl.push_str(&n);
                    cl.push(' ');
                    cl.push_str(v.as_deref().unwrap_or(""));
                }
                Some(i) => {
                    cl.push_str(&n[..i]);
                    cl.push(' ');
                    cl.push_str(&n[i + 1..]);
                }
                None => {
                    cl.push_str(&n);
                    cl.push_str(" 1");
                }
            }
            cl.push('\n');
        }
        for u in &opts.undefines {
            cl.push_str("#undef ");
            cl.push_str(u);
            cl.push('\n');
        }
        for (n, v) in [
            ("__CUDACC_VER_MAJOR__", "13"),
            ("__CUDACC_VER_MINOR__", "0"),
            ("__CUDACC_VER_BUILD__", "88"),
            ("__CUDA_API_VER_MAJOR__", "13"),
            ("__CUDA_API_VER_MINOR__", "0"),
            ("__NVCC_DIAG_PRAGMA_SUPPORT__", "1"),
            ("__CUDACC_DEVICE_ATOMIC_BUILTINS__", "1"),
        ] {
            cl.push_str("#define ");
            cl.push_str(n);
            cl.push(' ');
            cl.push_str(v);
            cl.push('\n');
        }
        self.run_quiet_text(cl.as_bytes(), "<command-line>");
        if self.fatal {
            return;
        }
        // -include cuda_runtime.h: searched in the working directory first.
        self.src_line = 0;
        let inc = "cuda_runtime.h";
        let found = self.find_include_from(inc, Some(String::new()), 0);
        match found {
            Some(o) => {
                if self.should_stack(o) {
                    self.enter_file(o, 0);
                    self.scan_translation_unit();
                    if self.fatal {
                        return;
                    }
                    self.pop_buffer(false);
                    // Back to <command-line>.
                    self.print_marker(&cl_name, 0, " 2", 0);
                }
            }
            None => {
                let msg = alloc::format!("<command-line>: fatal error: {}: No such file or directory\ncompilation terminated.", inc);
                self.push_gcc_diag(crate::diag::Severity::Catastrophic, msg);
                return;
            }
        }
        // The main file.
        self.push_buffer(main_file, main_name.clone(), None, false);
        self.print_marker(&main_name, 1, "", 0);
        self.scan_is_main = true;
        self.scan_translation_unit();
        if self.fatal {
            return;
        }
        self.pop_buffer(false);
        if self.printed {
            self.out.push(b'\n');
        }
    }

    /// Run directives from a text with no output (`<built-in>`, `<command-line>`).
    fn run_quiet_text(&mut self, text: &[u8], name: &str) {
        let raw: Rc<[u8]> = Rc::from(text);
        let f = self.add_file(name, raw);
        self.file_by_path.remove(name);
        let n: Rc<str> = Rc::from(name);
        self.push_buffer(f, n, None, true);
        let depth = self.bufs.len();
        while self.bufs.len() >= depth && !self.fatal {
            let t = self.get_token();
            if t.kind == K::Eof {
                break;
            }
        }
        while self.bufs.len() >= depth {
            self.bufs.pop();
        }
        self.printed = false;
        self.prev = None;
        self.source = PAD_NONE;
    }

    /// Look `fname` up in directory `dir` (empty: the working directory).
    fn try_dir(&mut self, dir: &str, fname: &str) -> Option<(u32, String)> {
        let p = if dir.is_empty() {
            String::from(fname)
        } else if dir.ends_with('/') {
            alloc::format!("{}{}", dir, fname)
        } else {
            alloc::format!("{}/{}", dir, fname)
        };
        let f = self.load_file(&p)?;
        Some((f, p))
    }

    /// Find an include file as GCC does. GCC caches each lookup by (name as
    /// written, directory the search started in) and keeps the include
    /// guard per cache object, so the same header reached under another
    /// name is not skipped by its guard; this mirrors that.
    /// `quote_dir`: Some(dir) for `"x"` (search that directory first).
    fn find_include_from(&mut self, fname: &str, quote_dir: Option<String>, bracket_start: usize) -> Option<u32> {
        if fname.starts_with('/') {
            let key = (String::from(fname), String::from("/"));
            if let Some(&o) = self.inc_cache.get(&key) {
                return Some(o);
            }
            let f = self.load_file(fname)?;
            let o = self.new_obj(f, String::from(fname), None);
            self.inc_cache.insert(key, o);
            return Some(o);
        }
        // The sequence of (cache key, directory, chain index) to search.
        let mut seq: Vec<(String, String, Option<usize>)> = Vec::new();
        if let Some(d) = &quote_dir {
            seq.push((alloc::format!("Q:{}", d), d.clone(), None));
        }
        for i in bracket_start..self.search.len() {
            seq.push((alloc::format!("B:{}", i), self.search[i].clone(), Some(i)));
        }
        let start_key = seq.first().map(|s| s.0.clone())?;
        let mut found: Option<u32> = None;
        let mut passed_head = false;
        for (key, dir, idx) in seq.iter() {
            if idx == &Some(0) {
                passed_head = true;
            }
            if let Some(&o) = self.inc_cache.get(&(String::from(fname), key.clone())) {
                found = Some(o);
                break;
            }
            if let Some((f, path)) = self.try_dir(dir, fname) {
                let o = self.new_obj(f, path, *idx);
                self.inc_cache.insert((String::from(fname), key.clone()), o);
                found = Some(o);
                break;
            }
        }
        let o = found?;
        self.inc_cache.entry((String::from(fname), start_key)).or_insert(o);
        if passed_head {
            self.inc_cache.entry((String::from(fname), String::from("B:0"))).or_insert(o);
        }
        Some(o)
    }

    fn new_obj(&mut self, file: u32, path: String, dir_idx: Option<usize>) -> u32 {
        self.incs.push(IncObj { file, path, dir_idx, cmacro: None });
        (self.incs.len() - 1) as u32
    }

    /// `#include` / `__has_include` lookup from the current file.
    fn find_include(&mut self, name: &str, angled: bool, next: bool) -> Option<u32> {
        if next {
            let start = match self.bufs.last().and_then(|b| b.dir_idx) {
                Some(i) => i + 1,
                None => 0,
            };
            return self.find_include_from(name, None, start);
        }
        let qd = if angled { None } else { Some(self.bufs.last().map(|b| b.dir.clone()).unwrap_or_default()) };
        self.find_include_from(name, qd, 0)
    }

    /// Whether to enter a file (GCC's `should_stack_file`): `#pragma once`
    /// and the include-guard optimization.
    fn should_stack(&mut self, obj: u32) -> bool {
        let Some(io) = self.incs.get(obj as usize) else { return false };
        if let Some(m) = io.cmacro {
            if self.syms.info[m as usize].macro_id != 0 {
                return false;
            }
        }
        let f = io.file;
        let Some(fe) = self.files.get(f as usize) else { return false };
        if fe.once_only {
            return false;
        }
        // `#pragma once` also matches another path with the same contents.
        let raw = fe.raw.clone();
        for (i, o) in self.files.iter().enumerate() {
            if i as u32 != f && o.once_only && o.raw.len() == raw.len() && *o.raw == *raw {
                return false;
            }
        }
        true
    }

    /// Enter an included file: GCC prints the marker with flag 1.
    fn enter_file(&mut self, obj: u32, include_line: u32) {
        let Some(io) = self.incs.get(obj as usize) else { return };
        let (f, name, dir_idx) = (io.file, Rc::<str>::from(io.path.as_str()), io.dir_idx);
        let cur_name = self.bufs.last().map(|b| b.name.clone()).unwrap_or_else(|| Rc::from("<command-line>"));
        let cur_delta = self.bufs.last().map(|b| b.line_delta).unwrap_or(0);
        // A file included from a system header is a system header too.
        let parent_sysp = self.bufs.last().filter(|b| !b.quiet).map(|b| b.sysp).unwrap_or(0);
        let from_line = (include_line as i64 + cur_delta).max(0) as u32;
        let _ = self.maybe_print_line(&cur_name, from_line);
        self.push_buffer(f, name.clone(), dir_idx, false);
        if let Some(b) = self.bufs.last_mut() {
            b.obj = Some(obj);
            b.inc_line = from_line;
            b.sysp = parent_sysp;
        }
        self.print_marker(&name, 1, " 1", parent_sysp);
    }

    /// Called when the current buffer is exhausted.
    fn pop_buffer(&mut self, print: bool) {
        let Some(b) = self.bufs.pop() else { return };
        if !b.quiet {
            self.map_gen += 1;
        }
        self.report_unterminated(&b);
        if let Some(o) = b.obj.and_then(|o| self.incs.get_mut(o as usize)) {
            if o.cmacro.is_none() && self.mi_valid {
                o.cmacro = self.mi_cmacro;
            }
        }
        self.mi_valid = false;
        self.skipping = false;
        if b.quiet || !print {
            return;
        }
        if let Some(p) = self.bufs.last() {
            if p.quiet {
                return;
            }
            let name = p.name.clone();
            let line = (p.line as i64 + p.line_delta).max(0) as u32;
            let sysp = p.sysp;
            self.print_marker(&name, line, " 2", sysp);
        }
    }
}

/// Collapse `//`, `/./` and `dir/../` so VFS lookups find a file however
/// the include spelled its path (the printed name keeps GCC's spelling).
fn normalize_path(p: &str) -> String {
    let abs = p.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for c in p.split('/') {
        match c {
            "" | "." => {}
            ".." => {
                if matches!(parts.last(), Some(&l) if l != "..") {
                    parts.pop();
                } else if !abs {
                    parts.push("..");
                }
            }
            _ => parts.push(c),
        }
    }
    let mut s = String::new();
    if abs {
        s.push('/');
    }
    s.push_str(&parts.join("/"));
    s
}
