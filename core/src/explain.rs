//! Source ↔ output mapping and the transformations a compilation made, as
//! data for teaching tools (the playground shows both).
//!
//! Everything here is derived from the finished outputs, never from the
//! emitters' internals: every artifact carries GNU line markers
//! (`# 12 "kernel.cu"`, `# 13`), which say which source line each output
//! line came from, and each CUDA transformation leaves a recognisable shape
//! in the text (`__cudaPushCallConfiguration` for a rewritten launch, an
//! `#if 0` block for a body the host compiler must not see, …). Reading the
//! outputs the way a host compiler would keeps this module independent of
//! how the emitters are written, and exactly as right as the line markers.

use crate::builtin::INCLUDE_DIR;
use crate::vfs::Vfs;
use crate::Output;
use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

/// Where one output line came from. `file` is an index into
/// [`LineMap::files`] plus one; `0` means the line comes from no source line
/// (line markers, `#if 0`/`#endif` and other lines the emitter adds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LineOrigin {
    pub file: u32,
    pub line: u32,
}

/// The source line of every line of one output text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineMap {
    /// File names as the line markers write them, in first-seen order.
    pub files: Vec<String>,
    /// `origins[i]` is the origin of output line `i + 1`.
    pub origins: Vec<LineOrigin>,
}

impl LineMap {
    /// The origin of 1-based output line `line`, as (file name, source line).
    pub fn origin(&self, line: usize) -> Option<(&str, u32)> {
        let o = self.origins.get(line.checked_sub(1)?)?;
        let file = self.files.get((o.file as usize).checked_sub(1)?)?;
        Some((file.as_str(), o.line))
    }
}

/// The artifacts a transformation can show up in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Artifact {
    /// The host `.int.c`.
    IntC,
    /// The stub file.
    Stub,
    /// The device code.
    Device,
}

/// A run of output lines (1-based, inclusive) in one artifact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutputLines {
    pub artifact: Artifact,
    pub first: u32,
    pub last: u32,
}

/// What a transformation did. Display text lives with the tool showing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransformKind {
    /// A `__global__` function became a host function that launches the
    /// kernel through a `__device_stub__` (stub file) and is registered with
    /// the runtime.
    KernelStub,
    /// A body that only runs on the GPU is hidden from the host compiler
    /// under `#if 0` (the device code keeps it).
    DeviceBodyHidden,
    /// `k<<<grid, block>>>(args)` became
    /// `(__cudaPushCallConfiguration(grid, block)) ? (void)0 : k(args)`.
    LaunchRewritten,
    /// A host access to a `__managed__` variable goes through a pointer and
    /// first makes sure the managed runtime is initialised.
    ManagedAccess,
    /// A `__managed__` variable became a pointer in a special section.
    ManagedVariable,
    /// A `__device__`/`__constant__` variable: the host keeps a shadow that
    /// the stub file registers with the runtime.
    DeviceVariable,
    /// An extended lambda was wrapped (`__nv_dl_wrapper_t`,
    /// `__nv_hdl_create_wrapper_t`) so the device compiler can name it.
    LambdaWrapped,
    /// An anonymous namespace got a name unique to this translation unit.
    AnonNamespaceRenamed,
}

/// One transformation, with where it is in the source and in the outputs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transformation {
    pub kind: TransformKind,
    /// The source file, as the line markers name it.
    pub file: String,
    /// First and last source line (1-based, inclusive).
    pub line: u32,
    pub end_line: u32,
    /// 1-based columns on `line` / `end_line` of the construct, when known;
    /// 0 when the transformation concerns whole lines.
    pub column: u32,
    pub end_column: u32,
    /// The entity concerned (kernel, variable, namespace), when there is one.
    pub name: String,
    /// Where it shows in the outputs.
    pub outputs: Vec<OutputLines>,
}

/// Line maps for every output text, and the transformations.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Explanation {
    pub int_c: LineMap,
    pub stub_c: LineMap,
    pub device_code: LineMap,
    pub preprocessed: LineMap,
    pub transformations: Vec<Transformation>,
}

/// Maps and transformations for a finished compilation.
///
/// `vfs`, `main_path` and `source_name` (the primary file's name in the line
/// markers) give the source files as written, for columns.
pub fn explain(out: &Output, vfs: &Vfs, main_path: &str, source_name: &str) -> Explanation {
    let int_c = line_map(&out.int_c);
    let stub_c = line_map(&out.stub_c);
    let device_code = line_map(&out.device_code);
    let preprocessed = line_map(&out.preprocessed);
    let sources = SourceLines::new(
        &out.preprocessed,
        &preprocessed,
        vfs,
        main_path,
        source_name,
    );
    let texts = Texts {
        int_c: lines_of(&out.int_c),
        stub: lines_of(&out.stub_c),
        device: lines_of(&out.device_code),
    };
    let mut ts = Vec::new();
    let ctx = Ctx {
        texts: &texts,
        int_map: &int_c,
        stub_map: &stub_c,
        dev_map: &device_code,
        sources: &sources,
    };
    ctx.hidden_bodies_and_kernels(&mut ts);
    ctx.per_line_rewrites(&mut ts);
    ctx.device_variables(&mut ts);
    ts.sort_by(|a, b| {
        (a.file.as_str(), a.line, a.column).cmp(&(b.file.as_str(), b.line, b.column))
    });
    Explanation {
        int_c,
        stub_c,
        device_code,
        preprocessed,
        transformations: ts,
    }
}

/// The lines of a text (without their `\n`); a final newline ends the last
/// line rather than starting an empty one.
fn lines_of(text: &str) -> Vec<&str> {
    let body = text.strip_suffix('\n').unwrap_or(text);
    if body.is_empty() && text.is_empty() {
        return Vec::new();
    }
    body.split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect()
}

/// A GNU line marker (`# 12 "f.cu" 1 3`, `# 12`, `#line 12 "f.cu"`): the
/// line number of the next line and, if written, the file name.
fn parse_marker(line: &str) -> Option<(u32, Option<String>)> {
    let rest = line.trim_start().strip_prefix('#')?.trim_start();
    let rest = match rest.strip_prefix("line") {
        Some(r) if r.starts_with([' ', '\t']) => r.trim_start(),
        _ => rest,
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let number: u32 = rest.get(..digits)?.parse().unwrap_or(u32::MAX);
    let after = rest.get(digits..)?;
    if !after.is_empty() && !after.starts_with([' ', '\t']) {
        return None;
    }
    let after = after.trim_start();
    let Some(quoted) = after.strip_prefix('"') else {
        return Some((number, None));
    };
    let mut name = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some((number, Some(name))),
            '\\' => name.push(chars.next().unwrap_or('\\')),
            _ => name.push(c),
        }
    }
    None
}

/// The source line of every line of `text`, read as a host compiler reads
/// line markers: a marker sets the file and line of the next line; each
/// further line is one more. Lines that are preprocessor directives come
/// from no source line (the emitter wrote them), though they still count.
pub fn line_map(text: &str) -> LineMap {
    let mut map = LineMap::default();
    let mut file = 0u32;
    let mut line = 0u32;
    // EDG writes a bare `# 1` before each piece of its prologue (pragmas,
    // the managed-runtime helpers): lines that come from no source line.
    let mut prologue = false;
    for l in lines_of(text) {
        if let Some((n, name)) = parse_marker(l) {
            prologue = name.is_none() && n == 1;
            if let Some(name) = name {
                file = match map.files.iter().position(|f| *f == name) {
                    Some(i) => i as u32 + 1,
                    None => {
                        map.files.push(name);
                        map.files.len() as u32
                    }
                };
            }
            line = n;
            map.origins.push(LineOrigin::default());
            continue;
        }
        let directive = l.trim_start().starts_with('#') || l.trim().is_empty();
        map.origins
            .push(if file == 0 || directive || line == 0 || prologue {
                LineOrigin::default()
            } else {
                LineOrigin { file, line }
            });
        line = line.saturating_add(1);
    }
    map
}

/// A file the user wrote (not a built-in header, the command line, or the
/// stub file that the `.int.c` includes).
fn is_user_file(name: &str) -> bool {
    !(name.is_empty()
        || name.starts_with('<')
        || name.starts_with(INCLUDE_DIR)
        || name.ends_with(".stub.c"))
}

/// The user's source lines: the files as written (from the VFS), else
/// the lines of the preprocessed text whose origin is that file and line
/// (where macros are already expanded, so columns may differ).
struct SourceLines<'t> {
    /// (file index, line) → the first preprocessed line with that origin.
    lines: BTreeMap<(u32, u32), &'t str>,
    files: Vec<String>,
    /// User files as written, split into lines once (lookups are per output
    /// line, so re-splitting the file on each would be quadratic).
    originals: Vec<(String, Vec<String>)>,
}

impl<'t> SourceLines<'t> {
    fn new(text: &'t str, map: &LineMap, vfs: &Vfs, main_path: &str, source_name: &str) -> Self {
        let mut lines = BTreeMap::new();
        for (i, l) in lines_of(text).into_iter().enumerate() {
            if let Some(o) = map.origins.get(i) {
                if o.file != 0 {
                    lines.entry((o.file, o.line)).or_insert(l);
                }
            }
        }
        let mut originals = Vec::new();
        for f in map.files.iter().filter(|f| is_user_file(f)) {
            let path = if f == source_name && vfs.get(f).is_none() {
                main_path
            } else {
                f.as_str()
            };
            if let Some(bytes) = vfs.get(path) {
                let text = String::from_utf8_lossy(bytes);
                let split = text
                    .split('\n')
                    .map(|l| String::from(l.strip_suffix('\r').unwrap_or(l)))
                    .collect();
                originals.push((f.clone(), split));
            }
        }
        SourceLines {
            lines,
            files: map.files.clone(),
            originals,
        }
    }

    fn get(&self, file: &str, line: u32) -> Option<&str> {
        if let Some((_, text)) = self.originals.iter().find(|(f, _)| f == file) {
            return text.get((line as usize).checked_sub(1)?).map(String::as_str);
        }
        let f = self.files.iter().position(|n| n == file)? as u32 + 1;
        self.lines.get(&(f, line)).copied()
    }
}

struct Texts<'t> {
    int_c: Vec<&'t str>,
    stub: Vec<&'t str>,
    device: Vec<&'t str>,
}

struct Ctx<'c, 't> {
    texts: &'c Texts<'t>,
    int_map: &'c LineMap,
    stub_map: &'c LineMap,
    dev_map: &'c LineMap,
    sources: &'c SourceLines<'t>,
}

/// A user-file origin as (file name, line).
fn user_origin(map: &LineMap, index: usize) -> Option<(&str, u32)> {
    map.origin(index + 1).filter(|(f, _)| is_user_file(f))
}

/// Merge sorted 1-based line numbers of `text` into runs; a gap of only
/// line markers and blank lines does not split a run.
fn runs(artifact: Artifact, lines: &[u32], text: &[&str]) -> Vec<OutputLines> {
    let mut out: Vec<OutputLines> = Vec::new();
    for &l in lines {
        match out.last_mut() {
            Some(r)
                if l >= r.last
                    && (r.last + 1..l).all(|g| {
                        text.get(g as usize - 1)
                            .is_some_and(|t| t.trim().is_empty() || parse_marker(t).is_some())
                    }) =>
            {
                r.last = l
            }
            _ => out.push(OutputLines {
                artifact,
                first: l,
                last: l,
            }),
        }
    }
    out
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// Remove `__attribute__((…))` groups, so that the first `(` left is a
/// declarator's parameter list.
fn strip_attributes(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("__attribute__") {
        out.push_str(rest.get(..at).unwrap_or(""));
        let after = rest.get(at + "__attribute__".len()..).unwrap_or("");
        let mut depth = 0usize;
        let mut end = after.len();
        for (i, b) in after.bytes().enumerate() {
            match b {
                b'(' => depth += 1,
                b')' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                b' ' | b'\t' if depth == 0 => {}
                _ if depth == 0 => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        rest = after.get(end..).unwrap_or("");
    }
    out.push_str(rest);
    out
}

/// The name a declaration line declares: the identifier before the first
/// parameter list (`void scale(float *v)` → `scale`).
fn declared_name(line: &str) -> String {
    let s = strip_attributes(line);
    let Some(paren) = s.find('(') else {
        return String::new();
    };
    let head = s.get(..paren).unwrap_or("").trim_end();
    let start = head
        .bytes()
        .rposition(|b| !is_ident_byte(b))
        .map_or(0, |i| i + 1);
    String::from(head.get(start..).unwrap_or(""))
}

/// The identifier that ends right before byte `end` of `s`, skipping one
/// template argument list (`scale<float>` → `scale`).
fn ident_before(s: &str, end: usize) -> (usize, &str) {
    let bytes = s.as_bytes();
    let mut e = end.min(bytes.len());
    while e > 0 && bytes.get(e - 1).is_some_and(|b| b.is_ascii_whitespace()) {
        e -= 1;
    }
    if e > 0 && bytes.get(e - 1) == Some(&b'>') {
        let mut depth = 0i32;
        while e > 0 {
            e -= 1;
            match bytes.get(e) {
                Some(b'>') => depth += 1,
                Some(b'<') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    let mut b = e;
    while b > 0
        && bytes
            .get(b - 1)
            .is_some_and(|c| is_ident_byte(*c) || *c == b':')
    {
        b -= 1;
    }
    (b, s.get(b..e).unwrap_or(""))
}

impl Ctx<'_, '_> {
    /// `#if 0` blocks of the `.int.c` that hide user code (device bodies),
    /// and the kernels whose host versions the stub file defines.
    fn hidden_bodies_and_kernels(&self, ts: &mut Vec<Transformation>) {
        let int = &self.texts.int_c;
        let mut hidden = Vec::new(); // (first, last) 0-based, inclusive
        let mut i = 0;
        while i < int.len() {
            if int.get(i).is_some_and(|l| l.trim() == "#if 0") {
                let start = i;
                let mut depth = 0usize;
                while i < int.len() {
                    let t = int.get(i).map_or("", |l| l.trim_start());
                    if t.starts_with("#if") {
                        depth += 1;
                    } else if t.starts_with("#endif") {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            break;
                        }
                    }
                    i += 1;
                }
                hidden.push((start, i.min(int.len().saturating_sub(1))));
            }
            i += 1;
        }

        // Per-line facts looked up once per kernel below: a scan of the whole
        // `.int.c` per kernel would make large files quadratic.
        let mut is_hidden = alloc::vec![false; int.len()];
        for &(a, b) in &hidden {
            for h in is_hidden.iter_mut().take(b + 1).skip(a) {
                *h = true;
            }
        }
        let mut visible_by_origin: BTreeMap<(&str, u32), Vec<u32>> = BTreeMap::new();
        for n in 0..int.len() {
            if is_hidden.get(n) == Some(&false) {
                if let Some(origin) = user_origin(self.int_map, n) {
                    visible_by_origin.entry(origin).or_default().push(n as u32 + 1);
                }
            }
        }
        let registrations: Vec<(usize, &str)> = self
            .texts
            .stub
            .iter()
            .enumerate()
            .filter(|(_, l)| l.contains("__cudaRegisterEntry"))
            .map(|(n, l)| (n, *l))
            .collect();

        // Kernels: runs of stub-file lines that come from user code.
        let mut kernels: Vec<(String, u32, u32, Vec<u32>)> = Vec::new(); // file, first, last, stub lines
        let stub = &self.texts.stub;
        let mut j = 0;
        while j < stub.len() {
            if user_origin(self.stub_map, j).is_none() {
                j += 1;
                continue;
            }
            // Include the marker right before and the `__device_stub__`
            // definition the host function calls.
            let mut lines = Vec::new();
            let mut k = j;
            while k > 0 && stub.get(k - 1).is_some_and(|l| parse_marker(l).is_some()) {
                k -= 1;
            }
            if k > 0
                && stub
                    .get(k - 1)
                    .is_some_and(|l| l.contains("__device_stub__"))
            {
                lines.push(k as u32);
            }
            for m in k..j {
                lines.push(m as u32 + 1);
            }
            let Some((file, first)) = user_origin(self.stub_map, j) else {
                break;
            };
            let file = String::from(file);
            let mut last = first;
            while j < stub.len() {
                match user_origin(self.stub_map, j) {
                    Some((f, l)) if f == file => {
                        last = last.max(l);
                        lines.push(j as u32 + 1);
                    }
                    Some(_) => break,
                    None if stub.get(j).is_some_and(|l| {
                        l.trim().is_empty()
                            || parse_marker(l).is_some_and(|(_, n)| {
                                n.is_none() || n.as_deref() == Some(file.as_str())
                            })
                    }) =>
                    {
                        lines.push(j as u32 + 1)
                    }
                    None => break,
                }
                j += 1;
            }
            kernels.push((file, first, last, lines));
        }

        for (file, first, last, mut lines) in kernels {
            let name = lines
                .iter()
                .filter_map(|&l| stub.get(l as usize - 1))
                .find(|l| parse_marker(l).is_none() && !l.contains("__device_stub__"))
                .map(|l| declared_name(l))
                .unwrap_or_default();
            // The runtime registration of the kernel.
            if !name.is_empty() {
                let needle = alloc::format!("){})", name);
                for &(n, l) in &registrations {
                    if l.contains(needle.as_str()) {
                        lines.push(n as u32 + 1);
                    }
                }
            }
            lines.sort_unstable();
            lines.dedup();
            let mut outputs = runs(Artifact::Stub, &lines, stub);
            // The host declaration left in the `.int.c`, outside `#if 0`.
            // (`last` starts at `first` and only grows; `range` panics on an
            // inverted range, so keep it ordered regardless.)
            let mut int_lines: Vec<u32> = visible_by_origin
                .range((file.as_str(), first)..=(file.as_str(), last.max(first)))
                .flat_map(|(_, ns)| ns.iter().copied())
                .collect();
            int_lines.sort_unstable();
            outputs.extend(runs(Artifact::IntC, &int_lines, int));
            let (column, end_column) = self.name_columns(&file, first, &name);
            ts.push(Transformation {
                kind: TransformKind::KernelStub,
                file,
                line: first,
                end_line: last,
                column,
                end_column,
                name,
                outputs,
            });
        }

        // Kernel templates: the `.int.c` itself defines the host function,
        // which calls a `__wrapper__device_stub_` the stub file specialises
        // per instantiation.
        for (n, l) in int.iter().enumerate() {
            if !l.contains("__device_stub_") || is_hidden.get(n) != Some(&false) {
                continue;
            }
            let Some((file, line)) = user_origin(self.int_map, n) else {
                continue;
            };
            let out = OutputLines {
                artifact: Artifact::IntC,
                first: n as u32 + 1,
                last: n as u32 + 1,
            };
            if let Some(t) = ts.iter_mut().find(|t| {
                t.kind == TransformKind::KernelStub
                    && t.file == file
                    && t.line <= line
                    && line <= t.end_line.max(t.line + 1)
            }) {
                if !t.outputs.contains(&out) {
                    t.outputs.push(out);
                }
                continue;
            }
            let wrapper = l.find("__wrapper__device_stub_").map(|at| {
                let rest = l.get(at + "__wrapper__device_stub_".len()..).unwrap_or("");
                let len = rest.bytes().take_while(|b| is_ident_byte(*b)).count();
                String::from(rest.get(..len).unwrap_or(""))
            });
            let name = wrapper.unwrap_or_default();
            let mut outputs = alloc::vec![out];
            if !name.is_empty() {
                let needle = alloc::format!("__wrapper__device_stub_{}<", name);
                let lines: Vec<u32> = stub
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.contains(needle.as_str()))
                    .map(|(k, _)| k as u32 + 1)
                    .collect();
                outputs.extend(runs(Artifact::Stub, &lines, stub));
            }
            let (column, end_column) = self.name_columns(file, line, &name);
            ts.push(Transformation {
                kind: TransformKind::KernelStub,
                file: String::from(file),
                line,
                end_line: line,
                column,
                end_column,
                name,
                outputs,
            });
        }

        for (a, b) in hidden {
            let mut file: Option<&str> = None;
            let (mut lo, mut hi) = (u32::MAX, 0u32);
            for n in a..=b {
                if let Some((f, l)) = user_origin(self.int_map, n) {
                    if file.is_none_or(|x| x == f) {
                        file = Some(f);
                        lo = lo.min(l);
                        hi = hi.max(l);
                    }
                }
            }
            let Some(file) = file else { continue };
            // The declaration the block belongs to: the last code line before
            // it that is not part of the host's dummy body (`{int volatile
            // ___ = 1;` … `::exit(___);}`).
            let decl = (0..a).rev().find(|&n| {
                int.get(n).is_some_and(|l| {
                    let t = l.trim();
                    !(t.is_empty()
                        || t.starts_with('#')
                        || t.starts_with('{')
                        || t.starts_with("::exit")
                        || t.contains("___"))
                })
            });
            let name = decl
                .and_then(|n| int.get(n))
                .map(|l| declared_name(l))
                .unwrap_or_default();
            let decl_line = decl.map(|n| {
                user_origin(self.int_map, n)
                    .filter(|(f, _)| *f == file)
                    .map(|(_, l)| l)
            });
            let first = decl_line.flatten().map_or(lo, |d| d.min(lo));
            let mut outputs = alloc::vec![OutputLines {
                artifact: Artifact::IntC,
                first: a as u32 + 1,
                last: b as u32 + 1
            }];
            let dev: Vec<u32> = (0..self.texts.device.len())
                .filter(|&n| matches!(user_origin(self.dev_map, n), Some((f, l)) if f == file && l >= first && l <= hi))
                .map(|n| n as u32 + 1)
                .collect();
            outputs.extend(runs(Artifact::Device, &dev, &self.texts.device));
            let (column, end_column) = self.name_columns(file, first, &name);
            ts.push(Transformation {
                kind: TransformKind::DeviceBodyHidden,
                file: String::from(file),
                line: first,
                end_line: hi,
                column,
                end_column,
                name,
                outputs,
            });
        }
    }

    /// Columns of `name` on a source line, or (0, 0).
    fn name_columns(&self, file: &str, line: u32, name: &str) -> (u32, u32) {
        if name.is_empty() {
            return (0, 0);
        }
        let Some(text) = self.sources.get(file, line) else {
            return (0, 0);
        };
        let mut from = 0;
        while let Some(at) = text
            .get(from..)
            .and_then(|t| t.find(name))
            .map(|i| i + from)
        {
            let before = at.checked_sub(1).and_then(|i| text.as_bytes().get(i));
            let after = text.as_bytes().get(at + name.len());
            if !before.is_some_and(|b| is_ident_byte(*b))
                && !after.is_some_and(|b| is_ident_byte(*b))
            {
                return (at as u32 + 1, (at + name.len()) as u32 + 1);
            }
            from = at + name.len();
        }
        (0, 0)
    }

    /// Rewrites visible on single `.int.c` lines: launches, managed
    /// accesses and declarations, lambda wrappers, anonymous namespaces.
    fn per_line_rewrites(&self, ts: &mut Vec<Transformation>) {
        for (n, l) in self.texts.int_c.iter().enumerate() {
            let Some((file, line)) = user_origin(self.int_map, n) else {
                continue;
            };
            let out = alloc::vec![OutputLines {
                artifact: Artifact::IntC,
                first: n as u32 + 1,
                last: n as u32 + 1
            }];
            let mut push =
                |kind, name: String, column: u32, end_column: u32, outputs: Vec<OutputLines>| {
                    // One entry per kind, source line and name; repeated output
                    // lines of the same rewrite join it.
                    // An anonymous namespace is one entry however often reopened.
                    let same = |t: &Transformation| {
                        t.kind == kind
                            && t.name == name
                            && (kind == TransformKind::AnonNamespaceRenamed
                                || (t.file == file && t.line == line))
                    };
                    if let Some(t) = ts.iter_mut().find(|t| same(t)) {
                        for o in outputs {
                            if !t.outputs.contains(&o) {
                                t.outputs.push(o);
                            }
                        }
                        return;
                    }
                    ts.push(Transformation {
                        kind,
                        file: String::from(file),
                        line,
                        end_line: line,
                        column,
                        end_column,
                        name,
                        outputs,
                    });
                };
            if l.contains("__cudaPushCallConfiguration(") {
                let src = self.sources.get(file, line).unwrap_or("");
                let (name, column, end_column) = match src.find("<<<") {
                    Some(at) => {
                        let (start, name) = ident_before(src, at);
                        let end = src
                            .get(at..)
                            .and_then(|t| t.find(">>>"))
                            .map_or(at + 3, |e| at + e + 3);
                        (String::from(name), start as u32 + 1, end as u32 + 1)
                    }
                    None => (String::new(), 0, 0),
                };
                push(
                    TransformKind::LaunchRewritten,
                    name,
                    column,
                    end_column,
                    out.clone(),
                );
            }
            const MANAGED: &str = "__nv_init_managed_rt()), (";
            let mut from = 0;
            while let Some(at) = l
                .get(from..)
                .and_then(|t| t.find(MANAGED))
                .map(|i| i + from)
            {
                let rest = l.get(at + MANAGED.len()..).unwrap_or("");
                let len = rest
                    .bytes()
                    .take_while(|b| is_ident_byte(*b) || *b == b':')
                    .count();
                let name = String::from(rest.get(..len).unwrap_or(""));
                let (c, e) = self.name_columns(file, line, name.rsplit("::").next().unwrap_or(""));
                push(TransformKind::ManagedAccess, name, c, e, out.clone());
                from = at + MANAGED.len();
            }
            if l.contains("__nv_managed_data__") {
                let name = l.trim_end().trim_end_matches(';').trim_end();
                let name = name.split('=').next().unwrap_or("").trim_end();
                let (_, name) = ident_before(name, name.len());
                let name = String::from(name);
                let (c, e) = self.name_columns(file, line, &name);
                push(TransformKind::ManagedVariable, name, c, e, out.clone());
            }
            if l.contains("__nv_dl_wrapper_t<") || l.contains("__nv_hdl_create_wrapper_t<") {
                let src = self.sources.get(file, line).unwrap_or("");
                let (c, e) = match src.find('[') {
                    Some(at) => (at as u32 + 1, 0),
                    None => (0, 0),
                };
                push(
                    TransformKind::LambdaWrapped,
                    String::new(),
                    c,
                    e,
                    out.clone(),
                );
            }
            if let Some(at) = l.find("namespace _GLOBAL__N_") {
                let rest = l.get(at + "namespace ".len()..).unwrap_or("");
                let len = rest.bytes().take_while(|b| is_ident_byte(*b)).count();
                let name = String::from(rest.get(..len).unwrap_or(""));
                let src = self.sources.get(file, line).unwrap_or("");
                let (c, e) = match src.find("namespace") {
                    Some(at) => (at as u32 + 1, at as u32 + 10),
                    None => (0, 0),
                };
                // The renamed namespace shows in the device code's mangled names too.
                let mut outputs = out.clone();
                let dev: Vec<u32> = self
                    .texts
                    .device
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| d.contains(name.as_str()))
                    .map(|(k, _)| k as u32 + 1)
                    .collect();
                outputs.extend(runs(Artifact::Device, &dev, &self.texts.device));
                push(TransformKind::AnonNamespaceRenamed, name, c, e, outputs);
            }
        }
    }

    /// `__device__`/`__constant__`/`__managed__` variables the stub file
    /// registers, located by their declarations in the device code.
    fn device_variables(&self, ts: &mut Vec<Transformation>) {
        for (n, l) in self.texts.stub.iter().enumerate() {
            for call in ["__cudaRegisterVariable(", "__cudaRegisterManagedVariable("] {
                let mut from = 0;
                while let Some(at) = l.get(from..).and_then(|t| t.find(call)).map(|i| i + from) {
                    from = at + call.len();
                    let rest = l.get(from..).unwrap_or("");
                    let Some(sv) = rest.find("__shadow_var(") else {
                        continue;
                    };
                    let rest = rest.get(sv + "__shadow_var(".len()..).unwrap_or("");
                    let len = rest.bytes().take_while(|b| is_ident_byte(*b)).count();
                    let name = rest.get(..len).unwrap_or("");
                    if name.is_empty() {
                        continue;
                    }
                    let Some(k) = (0..self.texts.device.len()).find(|&k| {
                        user_origin(self.dev_map, k).is_some()
                            && self.texts.device.get(k).is_some_and(|d| {
                                let d = d.trim_end().trim_end_matches(';');
                                let d = d.split(['=', '[']).next().unwrap_or("").trim_end();
                                ident_before(d, d.len()).1 == name
                            })
                    }) else {
                        continue;
                    };
                    let Some((file, line)) = user_origin(self.dev_map, k) else {
                        continue;
                    };
                    let mut outputs = alloc::vec![
                        OutputLines {
                            artifact: Artifact::Stub,
                            first: n as u32 + 1,
                            last: n as u32 + 1
                        },
                        OutputLines {
                            artifact: Artifact::Device,
                            first: k as u32 + 1,
                            last: k as u32 + 1
                        },
                    ];
                    let host: Vec<u32> = (0..self.texts.int_c.len())
                        .filter(|&h| user_origin(self.int_map, h) == Some((file, line)))
                        .map(|h| h as u32 + 1)
                        .collect();
                    outputs.extend(runs(Artifact::IntC, &host, &self.texts.int_c));
                    let (column, end_column) = self.name_columns(file, line, name);
                    ts.push(Transformation {
                        kind: TransformKind::DeviceVariable,
                        file: String::from(file),
                        line,
                        end_line: line,
                        column,
                        end_column,
                        name: String::from(name),
                        outputs,
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_set_the_next_line() {
        let m =
            line_map("# 1 \"k.cu\"\nint a;\nint b;\n# 7\n#if 0\nx\n#endif\n# 2 \"h.h\" 1 3\ny\n");
        assert_eq!(m.files, ["k.cu", "h.h"]);
        assert_eq!(m.origin(1), None);
        assert_eq!(m.origin(2), Some(("k.cu", 1)));
        assert_eq!(m.origin(3), Some(("k.cu", 2)));
        assert_eq!(m.origin(5), None, "#if 0 is the emitter's");
        assert_eq!(m.origin(6), Some(("k.cu", 8)));
        assert_eq!(m.origin(9), Some(("h.h", 2)));
        assert_eq!(m.origins.len(), 9);
    }

    #[test]
    fn marker_forms() {
        assert_eq!(
            parse_marker("#line 5 \"a\\\\b.cu\""),
            Some((5, Some(String::from("a\\b.cu"))))
        );
        assert_eq!(parse_marker("# 5"), Some((5, None)));
        assert_eq!(parse_marker("#if 0"), None);
        assert_eq!(parse_marker("#5x"), None);
        assert_eq!(
            parse_marker("# 99999999999999 \"f\""),
            Some((u32::MAX, Some(String::from("f"))))
        );
    }

    #[test]
    fn names() {
        assert_eq!(
            declared_name("__attribute__((visibility(\"hidden\"))) void scale(T *v) ;"),
            "scale"
        );
        assert_eq!(
            declared_name("__attribute__((unused)) int helper(int x) {int"),
            "helper"
        );
        let s = "    scale<float><<<1, 2>>>(v);";
        assert_eq!(ident_before(s, s.find("<<<").unwrap_or(0)), (4, "scale"));
        assert_eq!(ident_before("ns::k <<<", 6).1, "ns::k");
    }

    #[test]
    fn never_panics_on_odd_text() {
        for t in [
            "",
            "\n",
            "#",
            "# ",
            "# 1 \"",
            "#if 0\n",
            "#if 0\n# 3 \"k.cu\"\nx\n",
            "\u{e9}#\n# 1 \"\u{e9}\"\n\u{e9}(",
        ] {
            let out = Output {
                int_c: t.into(),
                stub_c: t.into(),
                device_code: t.into(),
                preprocessed: t.into(),
                ..Output::default()
            };
            let _ = explain(&out, &Vfs::new(), "k.cu", "k.cu");
        }
    }
}
