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
    s.push_str("#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n#endif\n\n");
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
    let primary = if il.primary_file.is_empty() {
        opts.orig_src_file_name.clone().unwrap_or_default()
    } else {
        il.primary_file.clone()
    };
    p.push(&preamble(opts, &primary));
    let primary_id = il.source_map.files.iter().position(|f| *f == primary).map(|i| i as u32);
    p.out.set_pos(primary_id.or(Some(0)), Some(1));
    let mut state = SeqState { runtime_included: false, primary_id, module_id: String::from(module_id), anon_declared: false };
    seq_items(&mut p, &il.source_sequence, &mut state, 0);
    p.out.newline();
    let mut s = p.out.s;
    s.push_str(&trailer(opts, module_id));
    s
}

struct SeqState {
    runtime_included: bool,
    primary_id: Option<u32>,
    module_id: String,
    anon_declared: bool,
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
                p.out.mark(*pos);
                p.out.newline();
                p.push(&format!("#pragma {}\n", text));
                p.out.forget_line();
            }
            SeqItem::Namespace { entity, items: inner, pos } => {
                p.out.mark(*pos);
                let name = p.entity(*entity).map(|e| e.name.clone()).unwrap_or_default();
                if name.is_empty() {
                    // The unnamed namespace gets the module's name, hidden.
                    let g = format!("_GLOBAL__N_{}", st.module_id);
                    if !st.anon_declared {
                        p.push(&format!(
                            "namespace {} __attribute__((visibility(\"hidden\")))  {{ }}; using namespace ::{}; \n#pragma GCC diagnostic ignored \"-Wattributes\"\n",
                            g, g
                        ));
                        st.anon_declared = true;
                    }
                    p.push(&format!("namespace {} __attribute__((visibility(\"hidden\")))  {{ ", g));
                } else {
                    p.push(&format!("namespace {} {{ ", name));
                }
                p.scope.push(*entity);
                seq_items(p, inner, st, depth + 1);
                p.scope.pop();
                if let Some(end) = p.il.block_ends.get(pos) {
                    p.out.mark(*end);
                }
                p.push("}");
            }
            SeqItem::LinkageBlock { items: inner, pos } => {
                p.out.mark(*pos);
                p.push("extern \"C\" {");
                seq_items(p, inner, st, depth + 1);
                if let Some(end) = p.il.block_ends.get(pos) {
                    p.out.mark(*end);
                }
                p.push("}");
            }
        }
        i += 1;
    }
}

fn top_decl_group(p: &mut Printer, g: &[DeclId], st: &mut SeqState) {
    let Some(d) = g.first().and_then(|d| p.decl(*d)) else { return };
    p.out.mark(d.pos);
    p.decl_group(g, DeclCtx::File, true);
    if !st.runtime_included && p.scope.is_empty() {
        let is_size_t = p.entity(d.entity).map_or(false, |e| {
            e.name == "size_t" && e.parent.is_none() && matches!(e.kind, EntityKind::Typedef(_))
        });
        if is_size_t {
            p.push(HOST_RUNTIME_INCLUDE);
            st.runtime_included = true;
            p.out.set_pos(st.primary_id, None);
        }
    }
}
