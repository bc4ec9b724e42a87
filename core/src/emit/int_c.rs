//! The host `.int.c` (cudafe++ `--gen_c_file_name`): preamble, the
//! regenerated translation unit, and the trailer that includes the stub
//! file.

use super::decl::{group_decls, DeclCtx};
use super::printer::{Flavor, Printer};
use crate::il::*;
use crate::options::{HostCompiler, Options};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The managed-runtime boilerplate line (a fixed line of the reference's
/// output, written by the front end itself; see the spec's runtime
/// boilerplate section).
const MANAGED_RT: &str = "static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}";

/// The `#pragma`/boilerplate preamble, up to and including the `# 1` that
/// precedes the first declaration.
pub(crate) fn preamble(opts: &Options, primary: &str) -> String {
    let (gnu, clang, ver) = match opts.host_compiler {
        HostCompiler::Gnu(v) => (true, false, v),
        HostCompiler::Clang(v) => (false, true, v),
        HostCompiler::Msvc(v) => (false, false, v),
    };
    let msvc = !gnu && !clang;
    let kw = if msvc { "#line" } else { "#" };
    let one = format!("{} 1\n", kw);
    let mut s = format!("{} 1 \"{}\"\n", kw, primary);
    if (clang && ver > 30599) || (gnu && ver > 40799) {
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-local-typedefs\"\n");
        s.push_str(&one);
    }
    // `--static-host-stub` puts attributes on the stubs GCC may warn about.
    if !msvc && opts.static_host_stub {
        s.push_str("\n#pragma GCC diagnostic ignored \"-Wattributes\"\n");
    }
    let push = clang || (gnu && ver > 40599);
    let unused = clang || (gnu && ver > 40199);
    if push {
        s.push_str("#pragma GCC diagnostic push\n");
        s.push_str(&one);
    }
    if unused {
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-variable\"\n");
        s.push_str(&one);
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-function\"\n");
        s.push_str(&one);
    }
    s.push_str(MANAGED_RT);
    s.push('\n');
    if push {
        s.push_str(&one);
        s.push_str("#pragma GCC diagnostic pop\n");
    }
    if unused {
        s.push_str(&one);
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-variable\"\n\n");
    }
    if clang {
        s.push_str(&one);
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-private-field\"\n\n");
        s.push_str(&one);
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n\n");
    }
    s.push_str(&one);
    if !opts.extended_lambda {
        s.push_str("#define __nv_is_extended_device_lambda_closure_type(X) false\n");
        s.push_str("#define __nv_is_extended_host_device_lambda_closure_type(X) false\n");
        s.push_str("#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false\n");
    }
    if !opts.extended_lambda {
        s.push_str("#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n#endif\n\n");
    }
    s.push_str(&one);
    s
}

/// The trailer: `_NV_ANON_NAMESPACE` and the `#include` of the stub file.
pub(crate) fn trailer(opts: &Options, module_id: &str) -> String {
    let msvc = matches!(opts.host_compiler, HostCompiler::Msvc(_));
    let kw = if msvc || matches!(opts.host_compiler, HostCompiler::Clang(_)) { "#line" } else { "#" };
    let stub = opts.stub_file_name.clone().unwrap_or_default();
    let mut s = String::new();
    s.push_str(&format!("\n{} 1 \"{}\"\n", kw, stub));
    s.push_str(&format!("#define _NV_ANON_NAMESPACE _GLOBAL__N_{}\n", module_id));
    s.push_str("#ifdef _NV_ANON_NAMESPACE\n#endif\n");
    if msvc {
        s.push_str("#pragma pack()\n");
    }
    s.push_str(&format!("{} 1 \"{}\"\n", kw, stub));
    s.push_str(&format!("#include \"{}\"\n", stub));
    s.push_str(&format!("{} 1 \"{}\"\n", kw, stub));
    s.push_str("#undef _NV_ANON_NAMESPACE\n");
    s
}

/// The text `#include "crt/host_runtime.h"` is injected as, right after the
/// first file-scope `size_t` typedef.
const HOST_RUNTIME_INCLUDE: &str = "\n#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n";

pub(crate) fn emit(il: &Il, opts: &Options, module_id: &str) -> String {
    let mut p = Printer::new(il, opts, Flavor::Host);
    p.module_id = String::from(module_id);
    let primary = if il.primary_file.is_empty() {
        opts.orig_src_file_name.clone().unwrap_or_default()
    } else {
        il.primary_file.clone()
    };
    p.push(&preamble(opts, &primary));
    let primary_id = il.source_map.files.iter().position(|f| *f == primary).map(|i| i as u32);
    p.out.set_pos(primary_id.or(Some(0)), Some(1));
    let mut state = SeqState { runtime_included: false, primary_id, module_id: String::from(module_id), anon_declared: alloc::collections::BTreeSet::new() };
    // Linkage blocks: from the IL when the parser records them, otherwise
    // recovered from the preprocessed text.
    let has_blocks = il.source_sequence.iter().any(|i| matches!(i, SeqItem::LinkageBlock { .. }));
    let blocks = if has_blocks { Vec::new() } else { linkage_blocks(il) };
    let mut lb = LinkageTracker { blocks, next: 0, open: None };
    seq_items_top(&mut p, &il.source_sequence, &mut state, &mut lb);
    lb.close_open(&mut p);
    lb.flush_before(&mut p, u32::MAX);
    p.out.newline();
    let mut s = p.out.s;
    if s.contains("\\U0000") {
        s = short_ucns(&s);
    }
    s.push_str(&trailer(opts, module_id));
    if opts.device_c {
        s.push_str(&host_reference_arrays(il));
    }
    s
}

/// The host reference arrays of separate compilation: name patterns
/// (`_Z12use_external*`, see `mangle::host_reference_pattern`) of the
/// kernels and device/constant/managed variables host code refers to, in
/// six NUL-terminated lists by kind and linkage, each sorted. A template
/// is named instead of its specializations; with external linkage it is
/// listed under both linkages (a specialization may have either).
fn host_reference_arrays(il: &Il) -> String {
    let mut refs = HostRefs(Vec::new(), alloc::collections::BTreeSet::new());
    for e in &il.entities {
        match &e.kind {
            EntityKind::Routine(r) if r.exec_space.runs_on_host() => {
                if let Some(b) = r.body {
                    crate::walk::walk_stmt(il, b, &mut refs);
                }
            }
            _ => {}
        }
    }
    // Initializers of host variables at namespace scope.
    for d in &il.decls {
        let Some(init) = &d.init else { continue };
        if let Some(EntityKind::Variable(v)) = il.entities.get(d.entity.0 as usize).map(|x| &x.kind) {
            if !v.is_local && !v.is_param && v.memory == MemorySpace::None {
                crate::walk::walk_init(il, init, &mut refs);
            }
        }
    }
    // (kind: 0 kernel / 1 device or managed variable / 2 constant, internal) → patterns
    let mut lists: alloc::collections::BTreeMap<(u8, bool), alloc::collections::BTreeSet<String>> = Default::default();
    for id in &refs.0 {
        let Some(ent) = il.entities.get(id.0 as usize) else { continue };
        let (kind, named) = match &ent.kind {
            EntityKind::Routine(r) if r.exec_space == ExecSpace::Global => (0, r.instance_of.as_ref().map_or(*id, |(t, _)| *t)),
            EntityKind::Variable(v) if v.is_local || v.is_param => continue,
            EntityKind::Variable(v) if matches!(v.memory, MemorySpace::Device | MemorySpace::Managed) => (1, *id),
            EntityKind::Variable(v) if v.memory == MemorySpace::Constant => (2, *id),
            _ => continue,
        };
        let internal = crate::mangle::has_internal_linkage(il, *id);
        let is_template = named != *id
            || matches!(il.entities.get(named.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if !r.template_params.is_empty());
        if internal || is_template {
            lists.entry((kind, true)).or_default().insert(crate::mangle::host_reference_pattern(il, named, true));
        }
        if !internal {
            lists.entry((kind, false)).or_default().insert(crate::mangle::host_reference_pattern(il, named, false));
        }
    }
    let arrays = [
        ("nvHRKI", "hostRefKernelArrayInternalLinkage", 0, true),
        ("nvHRKE", "hostRefKernelArrayExternalLinkage", 0, false),
        ("nvHRDI", "hostRefDeviceArrayInternalLinkage", 1, true),
        ("nvHRDE", "hostRefDeviceArrayExternalLinkage", 1, false),
        ("nvHRCI", "hostRefConstantArrayInternalLinkage", 2, true),
        ("nvHRCE", "hostRefConstantArrayExternalLinkage", 2, false),
    ];
    let mut out = String::new();
    for (sec, name, kind, internal) in arrays {
        out.push_str(&format!(
            "\nextern \"C\" {{\nextern __attribute__ ((section (\".{}\"))) __attribute__((weak)) const unsigned char {}[] = {{\n",
            sec, name
        ));
        match lists.get(&(kind, internal)).filter(|l| !l.is_empty()) {
            Some(patterns) => {
                for pattern in patterns {
                    out.push_str(&format!("/* {} */\n", pattern));
                    let bytes: Vec<String> = pattern.bytes().map(|b| format!("0x{:x}", b)).collect();
                    out.push_str(&bytes.join(","));
                    out.push_str(",0x0,\n");
                }
                out.push_str("};\n}\n");
            }
            None => out.push_str("0x0};\n}\n"),
        }
    }
    out
}

/// The entities named in host code, in order of first mention (and as a set).
struct HostRefs(Vec<EntityId>, alloc::collections::BTreeSet<EntityId>);

impl<'a> crate::walk::Visit<'a> for HostRefs {
    fn expr(&mut self, e: &'a Expr<'a>) -> bool {
        if let ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } = &e.kind {
            if self.1.insert(*id) {
                self.0.push(*id);
            }
        }
        true
    }
}

/// `extern "C" { … }` blocks at file scope: (offset of `extern`, its
/// position, position of the closing `}`, offset of the closing `}`).
type Block = (u32, crate::source::Pos, crate::source::Pos, u32);

/// Find file-scope `extern "C" {` blocks in the preprocessed text.
fn linkage_blocks(il: &Il) -> Vec<Block> {
    let b = il.source_text.as_bytes();
    let mut out = Vec::new();
    let mut depth: u32 = 0;
    let mut i = 0usize;
    let mut open: Vec<(u32, u32)> = Vec::new(); // (extern offset, depth at open)
    let mut bol = true;
    while i < b.len() {
        let c = b[i];
        if bol && c == b'#' {
            // Line marker / directive: skip the line.
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        bol = c == b'\n';
        match c {
            b'"' | b'\'' => {
                let q = c;
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'{' => depth += 1,
            b'}' => {
                if let Some(&(ext, d)) = open.last() {
                    if d == depth {
                        open.pop();
                        let sm = &il.source_map;
                        out.push((ext, sm.pos(ext), sm.pos(i as u32), i as u32));
                    }
                }
                depth = depth.saturating_sub(1);
            }
            b'e' if (i == 0 || !is_ident(b[i - 1])) && b[i..].starts_with(b"extern") => {
                let mut j = i + 6;
                while j < b.len() && (b[j] == b' ' || b[j] == b'\t' || b[j] == b'\n') {
                    j += 1;
                }
                if b[j..].starts_with(b"\"C\"") || b[j..].starts_with(b"\"C++\"") {
                    let cpp = b[j..].starts_with(b"\"C++\"");
                    j += if cpp { 5 } else { 3 };
                    while j < b.len() && (b[j] == b' ' || b[j] == b'\t' || b[j] == b'\n') {
                        j += 1;
                    }
                    if j < b.len() && b[j] == b'{' && !cpp && open.is_empty() {
                        depth += 1;
                        open.push((i as u32, depth));
                        i = j + 1;
                        continue;
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    out.sort_by_key(|x| x.0);
    out
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

struct LinkageTracker {
    blocks: Vec<Block>,
    next: usize,
    /// Index of the block currently open in the output.
    open: Option<usize>,
}

impl LinkageTracker {
    fn write_open(p: &mut Printer, b: &Block) {
        p.out.mark(b.1);
        p.push("extern \"C\" {");
    }
    fn write_close(p: &mut Printer, b: &Block) {
        p.out.mark(b.2);
        p.push("}");
    }
    fn close_open(&mut self, p: &mut Printer) {
        if let Some(i) = self.open.take() {
            if let Some(b) = self.blocks.get(i).copied() {
                Self::write_close(p, &b);
            }
        }
    }
    /// Emit (empty) blocks that end before `off`.
    fn flush_before(&mut self, p: &mut Printer, off: u32) {
        while let Some(b) = self.blocks.get(self.next).copied() {
            if b.3 >= off {
                break;
            }
            Self::write_open(p, &b);
            Self::write_close(p, &b);
            self.next += 1;
        }
    }
    /// Before a declaration at offset `off`: close/open blocks as needed.
    fn before_decl(&mut self, p: &mut Printer, off: u32) {
        if let Some(i) = self.open {
            if let Some(b) = self.blocks.get(i).copied() {
                if off > b.3 {
                    Self::write_close(p, &b);
                    self.open = None;
                } else {
                    return;
                }
            }
        }
        self.flush_before(p, off);
        if let Some(b) = self.blocks.get(self.next).copied() {
            if off > b.0 && off < b.3 {
                Self::write_open(p, &b);
                self.open = Some(self.next);
                self.next += 1;
            }
        }
    }
}

fn pos_offset(il: &Il, pos: crate::source::Pos) -> u32 {
    il.source_map.line_starts.get(pos.phys_line as usize).copied().unwrap_or(0) + pos.col.saturating_sub(1)
}

/// The file-scope sequence, with recovered linkage blocks.
fn seq_items_top(p: &mut Printer, items: &[SeqItem], st: &mut SeqState, lb: &mut LinkageTracker) {
    if lb.blocks.is_empty() {
        seq_items(p, items, st, 0);
        return;
    }
    let mut i = 0;
    while i < items.len() {
        let pos = match &items[i] {
            SeqItem::Decl(d) => p.decl(*d).map(|x| x.pos),
            SeqItem::Pragma { pos, .. } | SeqItem::Namespace { pos, .. } | SeqItem::LinkageBlock { pos, .. } | SeqItem::Using { pos, .. } => Some(*pos),
        };
        if let Some(pos) = pos {
            let off = pos_offset(p.il, pos);
            lb.before_decl(p, off);
        }
        // One declaration statement at a time (groups stay together).
        let mut j = i + 1;
        if let SeqItem::Decl(d0) = &items[i] {
            let g0 = p.decl(*d0).map(|x| x.group);
            while j < items.len() {
                match &items[j] {
                    SeqItem::Decl(d) if p.decl(*d).map(|x| (Some(x.group), x.first_in_group)) == Some((g0, false)) => j += 1,
                    _ => break,
                }
            }
        }
        seq_items(p, &items[i..j], st, 0);
        i = j;
    }
}

struct SeqState {
    runtime_included: bool,
    primary_id: Option<u32>,
    module_id: String,
    /// The unnamed namespaces already declared (one per enclosing scope).
    anon_declared: alloc::collections::BTreeSet<EntityId>,
}

fn seq_items(p: &mut Printer, items: &[SeqItem], st: &mut SeqState, depth: u32) {
    if depth > 64 {
        return;
    }
    let mut i = 0;
    while i < items.len() {
        match &items[i] {
            SeqItem::Decl(_) => {
                // Collect a run of decls sharing one declaration statement.
                let mut run: Vec<DeclId> = Vec::new();
                let mut j = i;
                while j < items.len() {
                    if let SeqItem::Decl(d) = &items[j] {
                        run.push(*d);
                        j += 1;
                    } else {
                        break;
                    }
                }
                for g in group_decls(p.il, &run) {
                    top_decl_group(p, &g, st);
                }
                i = j;
                continue;
            }
            SeqItem::Pragma { text, pos } => {
                // The front end's own pragmas (`nv_diagnostic`, `nv_diag_*`,
                // `nv_exec_check_disable`) are consumed, not passed on.
                if !super::printer::is_front_end_pragma(text) {
                    // The directive's own line counts: on the line after the
                    // current one it needs no marker, and what follows on
                    // the next line needs none either.
                    let follows = p.out.is_next_line(*pos);
                    if !follows {
                        p.out.mark(*pos);
                    }
                    p.out.newline();
                    p.push(&format!("#pragma {}\n", super::printer::pragma_spelling(text)));
                    p.out.set_line(pos.line + 1);
                }
            }
            SeqItem::Namespace { entity, items: inner, pos } => {
                p.out.mark(*pos);
                let name = p.entity(*entity).map(|e| e.name.clone()).unwrap_or_default();
                let inline_unnamed = name.is_empty() && p.il.inline_namespaces.contains(entity);
                if inline_unnamed {
                    // An inline unnamed namespace stays unnamed.
                    p.push("inline namespace { ");
                } else if name.is_empty() {
                    // The unnamed namespace gets the module's name, hidden.
                    let g = format!("_GLOBAL__N_{}", st.module_id);
                    if st.anon_declared.insert(*entity) {
                        // The using-directive names it from the global scope.
                        let mut outer = Vec::new();
                        let mut scope = p.entity(*entity).and_then(|e| e.parent);
                        while let Some(pe) = scope.and_then(|x| p.entity(x)).filter(|_| outer.len() < 64) {
                            outer.push(if pe.name.is_empty() { g.clone() } else { pe.name.clone() });
                            scope = pe.parent;
                        }
                        let qual: String = outer.iter().rev().map(|n| format!("{}::", n)).collect();
                        p.push(&format!(
                            "namespace {} __attribute__((visibility(\"hidden\")))  {{ }}; using namespace ::{}{}; \n#pragma GCC diagnostic ignored \"-Wattributes\"\n",
                            g, qual, g
                        ));
                    }
                    p.push(&format!("namespace {} __attribute__((visibility(\"hidden\")))  {{ ", g));
                } else {
                    // `inline` and the attributes as written on this
                    // occurrence (its attributes follow its keyword closely).
                    let off = pos_offset(p.il, *pos) as usize;
                    let inline = p.il.inline_namespaces.contains(entity) || p.il.source_text.get(off..).map_or(false, |t| t.starts_with("inline"));
                    let attrs: Vec<Attribute> = p
                        .entity(*entity)
                        .map(|e| {
                            e.attributes
                                .iter()
                                .filter(|a| a.pos.file == pos.file && a.pos >= *pos && a.pos.phys_line <= pos.phys_line + 2)
                                .cloned()
                                .collect()
                        })
                        .unwrap_or_default();
                    let mut head = String::from(if inline { "inline namespace " } else { "namespace " });
                    head.push_str(&name);
                    for (_, g) in p.attribute_groups(&attrs, false, &|_| false) {
                        head.push(' ');
                        head.push_str(&g);
                    }
                    p.push(&format!("{} {{ ", head));
                }
                p.scope.push(*entity);
                seq_items(p, inner, st, depth + 1);
                p.scope.pop();
                if let Some(end) = super::printer::block_end(p.il, *pos).as_ref() {
                    p.out.mark(*end);
                }
                p.push("}");
            }
            SeqItem::LinkageBlock { items: inner, pos, cpp } => {
                p.out.mark(*pos);
                p.push(if *cpp { "extern \"C++\" {" } else { "extern \"C\" {" });
                // A linkage block is no scope: pragmas after its last
                // declaration belong to the enclosing scope, after the `}`.
                let body = inner.iter().rposition(|x| !matches!(x, SeqItem::Pragma { .. })).map_or(0, |k| k + 1);
                let (inner, trailing) = inner.split_at(body);
                seq_items(p, inner, st, depth + 1);
                if let Some(end) = super::printer::block_end(p.il, *pos).as_ref() {
                    p.out.mark(*end);
                }
                p.push("}");
                seq_items(p, trailing, st, depth + 1);
            }
            SeqItem::Using { kind, pos } => {
                p.out.mark(*pos);
                let text = using_text(p, kind);
                // (Nothing follows on its line: a `}` on the same line
                // comes right after the `;`.)
                p.push(&text);
            }
        }
        i += 1;
    }
}

/// A `using` item as EDG re-emits it: the scope the qualifier named,
/// fully qualified (`::` alone for the global namespace).
pub(super) fn using_text(p: &Printer, kind: &UsingKind) -> String {
    let qualified = |e: EntityId| {
        let name = p.qualified_name(e);
        let name = name.trim_start_matches("::");
        // (`using ::std::initializer_list;` inside `cuda::std`.)
        let mut top = e;
        let mut guard = 0;
        while let Some(up) = p.il.entities.get(top.0 as usize).and_then(|x| x.parent) {
            guard += 1;
            if guard > 64 {
                break;
            }
            top = up;
        }
        if p.file_namespace_hidden(top) {
            format!("::{}", name)
        } else {
            String::from(name)
        }
    };
    match kind {
        UsingKind::Declaration { scope: None, name } => format!("using ::{};", name),
        UsingKind::Declaration { scope: Some(s), name } => format!("using {}::{};", qualified(*s), name),
        UsingKind::Directive { target } => format!("using namespace {};", qualified(*target)),
        UsingKind::Alias { name, target } => format!("namespace {} = {};", name, qualified(*target)),
    }
}

fn top_decl_group(p: &mut Printer, g: &[DeclId], st: &mut SeqState) {
    let Some(d) = g.first().and_then(|d| p.decl(*d)) else { return };
    let Some(ent) = p.entity(d.entity) else { return };
    let builtin = is_device_builtin(ent);
    let is_typedef = matches!(ent.kind, EntityKind::Typedef(_));
    if builtin {
        match ent.kind {
            // Builtin device-only functions are the runtime's business.
            EntityKind::Routine(ref r) if r.exec_space == ExecSpace::Device => return,
            // Builtin types come from `crt/host_runtime.h` on the host.
            EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_) => {
                // Marked where the declaration's name is (after the body
                // of `typedef struct { … } T;`).
                let mp = p.decl_mark_pos(d);
                p.out.mark(mp);
                p.out.newline();
                p.push("#if 0\n");
                p.out.forget_line();
                p.decl_group(g, DeclCtx::File, true);
                p.out.newline();
                p.push("#endif\n");
                p.out.forget_file();
                return;
            }
            _ => {}
        }
    }
    // A static device function writes its pragma before its marker.
    let quiet_fn = matches!(&ent.kind, EntityKind::Routine(r) if r.exec_space == ExecSpace::Device && r.body.is_some() && d.is_definition && !r.is_inline && !r.is_forceinline)
        && d.storage == StorageClass::Static;
    // A kernel template writes its pragmas (around its wrapper) first too.
    let kernel_template = matches!(&ent.kind, EntityKind::Routine(r) if r.exec_space == ExecSpace::Global && r.body.is_some() && d.is_definition)
        && g.first().is_some_and(|id| p.il.template_headers.contains_key(id));
    let quiet_fn = quiet_fn || kernel_template;
    if !quiet_fn {
        let mp = p.decl_mark_pos(d);
        p.out.mark(mp);
    }
    if d.gnu_extension {
        p.push("__extension__ ");
    }
    p.decl_group(g, DeclCtx::File, true);
    if !st.runtime_included && p.scope.is_empty() {
        let is_size_t = ent.name == "size_t" && ent.parent.is_none() && is_typedef;
        if is_size_t {
            p.push(HOST_RUNTIME_INCLUDE);
            st.runtime_included = true;
            // The include keeps the current file unless it is a system
            // header (whose flag the host compiler has to see again).
            if p.out.current_file_is_system() {
                p.out.forget_file();
            } else {
                p.out.forget_line();
            }
        }
    }
    let _ = st.primary_id;
}

/// `__device_builtin__` (types, functions and variables the CUDA runtime
/// headers provide).
pub(crate) fn is_device_builtin(e: &Entity) -> bool {
    e.attributes.iter().any(|a| a.name.trim_start_matches("__").trim_end_matches("__") == "device_builtin")
}

/// Identifiers come from the preprocessed text, where `gcc -E` spells a
/// universal character name `\U000000e9`; EDG writes one that fits four
/// hex digits as `\u00e9`. String and character literals are left as they
/// are.
fn short_ucns(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let (mut i, mut copied) = (0usize, 0usize);
    while i < b.len() {
        match b[i] {
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            b'\\' if s.get(i..i + 6) == Some("\\U0000") && s.get(i + 6..i + 10).is_some_and(|h| h.bytes().all(|c| c.is_ascii_hexdigit())) => {
                out.push_str(&s[copied..i]);
                out.push_str("\\u");
                out.push_str(&s[i + 6..i + 10]);
                i += 10;
                copied = i;
            }
            _ => i += 1,
        }
    }
    out.push_str(s.get(copied..).unwrap_or(""));
    out
}
