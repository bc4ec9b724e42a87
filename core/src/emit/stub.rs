//! The stub file (cicc `--stub_file_name`): per-kernel `__device_stub_`
//! functions that marshal the arguments, host definitions of the kernels
//! forwarding to them, and the registration of kernels and device
//! variables with the CUDA runtime.
//!
//! Layout quirk of the reference: generated text is written compactly
//! (`{__cudaLaunchPrologue(2);…}`) until the first kernel definition has
//! been forwarded (which writes line markers into the source); from then
//! on every generated piece starts with a `# 1 "<stub file>"` marker and is
//! written with spaces (`{  __cudaLaunchPrologue(2); … }`).

use super::printer::{ClassStyle, Flavor, Printer};
use crate::il::*;
use crate::options::Options;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// How many `__T<n>` temporaries the stub functions take (one per
/// `__restrict__` pointer parameter of a defined kernel); cicc numbers the
/// device code's temporaries after them.
pub(crate) fn stub_temp_count(il: &Il) -> u32 {
    let (kernels, _) = cuda_entities(il);
    let mut n = 0;
    for k in kernels {
        let Some(EntityKind::Routine(r)) = il.entities.get(k.0 as usize).map(|e| &e.kind) else { continue };
        if r.definition.is_none() {
            continue;
        }
        if let TypeKind::Function(ft) = il.ty(r.ty) {
            for t in &ft.params {
                if let TypeKind::Qualified(inner, q) = il.ty(*t) {
                    if q.is_restrict && matches!(il.ty(*inner), TypeKind::Pointer(_)) {
                        n += 1;
                    }
                }
            }
        }
    }
    n
}

/// Kernels and device variables in the order cicc visits them: the
/// entities of a scope in declaration order, nested namespaces after.
pub(crate) fn cuda_entities(il: &Il) -> (Vec<EntityId>, Vec<EntityId>) {
    let mut kernels = Vec::new();
    let mut vars = Vec::new();
    visit_scope(il, &il.source_sequence, &mut kernels, &mut vars, 0);
    // Kernel template instances, in the order they were instantiated.
    for (i, ent) in il.entities.iter().enumerate() {
        if let EntityKind::Routine(r) = &ent.kind {
            if r.exec_space == ExecSpace::Global && r.instance_of.is_some() && !kernels.contains(&EntityId(i as u32)) {
                kernels.push(EntityId(i as u32));
            }
        }
    }
    (kernels, vars)
}

/// `fill<int>` / `scale_by<4>` (wrapper spelling) and the launch-cast
/// spelling `fill<int> ` / `scale_by<(int)4> ` of a template instance.
pub(crate) fn instance_names(p: &Printer, e: EntityId) -> Option<(String, String)> {
    let Some(EntityKind::Routine(r)) = p.il.entities.get(e.0 as usize).map(|x| &x.kind) else { return None };
    let (_, args) = r.instance_of.as_ref()?;
    let base = p.qualified_name(e);
    // Template arguments are spelled in C++, not through the stub's typedefs.
    let mut plain = p.fragment_printer();
    plain.stub_names = Default::default();
    let p = &plain;
    let mut wrapper = Vec::new();
    let mut cast = Vec::new();
    for a in args {
        match a {
            // A named class is written fully qualified from the global
            // scope (`run< ::SumR>`); the launch's spelling pads the first
            // argument (`run<    ::SumR> `, `f<int,  ::N::S> `).
            TemplateArg::Type(t) if plain_named_class(p.il, *t).is_some() => {
                let c = plain_named_class(p.il, *t).unwrap_or(EntityId(0));
                let q = format!(" ::{}", p.qualified_name(c));
                wrapper.push(q.clone());
                // (A class in a namespace is not padded: `apply< ::ops::Add> `.)
                let file_scope = p.il.entities.get(c.0 as usize).map_or(false, |x| x.parent.is_none());
                cast.push(if cast.is_empty() && file_scope { format!("   {}", q) } else { q });
            }
            // A class template specialization likewise, its arguments
            // spelled as in a launch (`first< ::Vec<float, (int)4> >`).
            TemplateArg::Type(t) if instance_class(p.il, *t).is_some() => {
                let c = instance_class(p.il, *t).unwrap_or(EntityId(0));
                let q = format!(" ::{}", stub_host_name(p, c));
                wrapper.push(q.clone());
                let file_scope = p.il.entities.get(c.0 as usize).map_or(false, |x| x.parent.is_none());
                cast.push(if cast.is_empty() && file_scope { format!("   {}", q) } else { q });
            }
            TemplateArg::Type(t) => {
                let s = p.type_str(*t, "");
                wrapper.push(s.clone());
                cast.push(s);
            }
            TemplateArg::Value(v, t) => {
                // The wrapper's argument is a constant as EDG writes one
                // (`256U`, `true`); the launch's is the value cast to the
                // parameter's type in full (`(unsigned int)256u`).
                let kind = match p.il.ty(p.il.canonical(*t)) {
                    TypeKind::Int(k) => Some(*k),
                    _ => None,
                };
                let suffix = kind.map_or("", super::printer::int_suffix);
                match kind {
                    Some(IntKind::Bool) => wrapper.push(String::from(if *v != 0 { "true" } else { "false" })),
                    _ => wrapper.push(format!("{}{}", v, suffix)),
                }
                let full = match kind {
                    Some(IntKind::UInt) => String::from("unsigned int"),
                    Some(IntKind::Long) => String::from("long"),
                    Some(IntKind::ULong) => String::from("unsigned long"),
                    Some(IntKind::LongLong) => String::from("long long"),
                    Some(IntKind::ULongLong) => String::from("unsigned long long"),
                    _ => p.type_str(*t, ""),
                };
                cast.push(format!("({}){}{}", full, v, suffix.to_ascii_lowercase()));
            }
            // Kernel instances have concrete arguments only.
            TemplateArg::Expr(_) => {}
        }
    }
    Some((format!("{}<{}>", base, wrapper.join(",")), format!("{}<{}> ", base, cast.join(", "))))
}

/// A scoped type as the stub file's typedefs spell it in C++: qualified,
/// a specialization's arguments as in a launch (`FixedVec<float, (int)4> `).
fn stub_host_name(p: &Printer, e: EntityId) -> String {
    let mut q = p.fragment_printer();
    q.stub_names = Default::default();
    q.class_style = ClassStyle::Plain;
    let Some(ent) = p.il.entities.get(e.0 as usize) else { return String::new() };
    let Some((_, args)) = p.il.class_instances.get(&e) else { return q.qualified_name(e) };
    let scope = q.qualified_name(e);
    let scope = scope.strip_suffix(&q.name_with_args(e)).unwrap_or("");
    let mut g = p.fragment_printer();
    g.stub_names = Default::default();
    g.class_style = ClassStyle::KeywordGlobal;
    let global = |t: TypeId| {
        let s = g.type_str(t, "");
        // `struct ::S` / `enum ::E` lose their keyword: ` ::S`.
        s.strip_prefix("struct").or_else(|| s.strip_prefix("union")).or_else(|| s.strip_prefix("enum")).map_or(s.clone(), String::from)
    };
    let parts: Vec<String> = args
        .iter()
        .map(|a| match a {
            TemplateArg::Type(t) => global(*t),
            TemplateArg::Value(v, t) => format!("({}){}", global(*t), v),
            TemplateArg::Expr(_) => String::new(),
        })
        .collect();
    format!("{}{}<{}> ", scope, ent.name, parts.join(", "))
}

/// The types the stub file names through typedefs: classes and enums in
/// a namespace or class, class template specializations, and typedefs in
/// a namespace or class, that the kernels' parameter types name; in the
/// device code's type order.
fn stub_named_types(il: &Il, opts: &Options, kernels: &[Kernel]) -> Vec<EntityId> {
    let mut found: Vec<EntityId> = Vec::new();
    for k in kernels {
        for t in &k.params {
            named_in(il, *t, &mut found, 0);
        }
    }
    found.sort();
    found.dedup();
    super::device::type_order(il, opts, found)
}

fn named_in(il: &Il, t: TypeId, out: &mut Vec<EntityId>, depth: u32) {
    if depth > 64 {
        return;
    }
    let scoped = |e: &EntityId| il.entities.get(e.0 as usize).map_or(false, |x| x.parent.is_some() && !x.name.is_empty() && !x.name.starts_with("__nv"));
    match il.ty(t) {
        // Closure types are the extended-lambda wrappers' business.
        TypeKind::Class(c) | TypeKind::Enum(c) => {
            let closure = il.entities.get(c.0 as usize).map_or(true, |x| x.name.is_empty() || x.name.starts_with("__nv"));
            if !closure && (scoped(c) || il.class_instances.contains_key(c)) {
                out.push(*c);
            }
        }
        TypeKind::Typedef(e) => {
            if scoped(e) {
                out.push(*e);
            }
        }
        TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) | TypeKind::ArrayBound { elem: x, .. } => named_in(il, *x, out, depth + 1),
        TypeKind::Function(ft) => {
            named_in(il, ft.ret, out, depth + 1);
            for p in &ft.params {
                named_in(il, *p, out, depth + 1);
            }
        }
        _ => {}
    }
}

/// The class template specialization a template argument names (not a
/// closure type's wrapper).
fn instance_class(il: &Il, t: TypeId) -> Option<EntityId> {
    let TypeKind::Class(c) = il.ty(il.canonical(t)) else { return None };
    let ent = il.entities.get(c.0 as usize)?;
    let named = !ent.name.is_empty() && !ent.name.starts_with("__nv");
    (named && il.class_instances.contains_key(c) && il.quals_of(t) == Quals::default()).then_some(*c)
}

/// The class a template argument names, when it is an ordinary named
/// class (not a closure type nor a specialization).
fn plain_named_class(il: &Il, t: TypeId) -> Option<EntityId> {
    let TypeKind::Class(c) = il.ty(il.canonical(t)) else { return None };
    let ent = il.entities.get(c.0 as usize)?;
    let named = !ent.name.is_empty() && !ent.name.starts_with("_Z") && !ent.name.starts_with("__nv");
    (named && !il.class_instances.contains_key(c) && il.quals_of(t) == Quals::default()).then_some(*c)
}

fn visit_scope(il: &Il, items: &[SeqItem], kernels: &mut Vec<EntityId>, vars: &mut Vec<EntityId>, depth: u32) {
    if depth > 64 {
        return;
    }
    let mut nested: Vec<&[SeqItem]> = Vec::new();
    visit_items(il, items, kernels, vars, &mut nested, depth);
    for n in nested {
        visit_scope(il, n, kernels, vars, depth + 1);
    }
}

fn visit_items<'x>(
    il: &Il,
    items: &'x [SeqItem],
    kernels: &mut Vec<EntityId>,
    vars: &mut Vec<EntityId>,
    nested: &mut Vec<&'x [SeqItem]>,
    depth: u32,
) {
    if depth > 64 {
        return;
    }
    for it in items {
        match it {
            SeqItem::Decl(d) => {
                let Some(decl) = il.decls.get(d.0 as usize) else { continue };
                let e = decl.entity;
                let Some(ent) = il.entities.get(e.0 as usize) else { continue };
                match &ent.kind {
                    // Templates themselves are never emitted (their
                    // instances are, below).
                    EntityKind::Routine(r) if r.exec_space == ExecSpace::Global && r.template_params.is_empty() => {
                        if !kernels.contains(&e) {
                            kernels.push(e);
                        }
                    }
                    EntityKind::Variable(v)
                        if matches!(v.memory, MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed)
                            && !v.is_local =>
                    {
                        if !vars.contains(&e) {
                            vars.push(e);
                        }
                    }
                    _ => {}
                }
            }
            SeqItem::Namespace { items, .. } => nested.push(items),
            SeqItem::LinkageBlock { items, .. } => visit_items(il, items, kernels, vars, nested, depth + 1),
            SeqItem::Pragma { .. } | SeqItem::Using { .. } => {}
        }
    }
}

struct Kernel {
    entity: EntityId,
    mangled: String,
    /// Parameter types.
    params: Vec<TypeId>,
    decl_line: u32,
    body_line: u32,
    end_line: u32,
    file: u32,
    is_static: bool,
    max_threads: Option<i64>,
}

pub(crate) fn emit(il: &Il, opts: &Options, module_id: &str) -> String {
    let mut p = Printer::new(il, opts, Flavor::Host);
    p.class_style = ClassStyle::Keyword;
    let stub_name = opts.stub_file_name.clone().unwrap_or_default();
    let fatbin = opts.include_file_name.clone().unwrap_or_default();
    let (kernel_ids, var_ids) = cuda_entities(il);

    let mut kernels: Vec<Kernel> = Vec::new();
    for k in &kernel_ids {
        let Some(ent) = il.entities.get(k.0 as usize) else { continue };
        let EntityKind::Routine(r) = &ent.kind else { continue };
        let tmpl_routine = r.instance_of.as_ref().and_then(|(t, _)| match il.entities.get(t.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(tr)) => Some(tr),
            _ => None,
        });
        let def_id = r.definition.or_else(|| tmpl_routine.and_then(|t| t.definition));
        let Some(def) = def_id.and_then(|d| il.decls.get(d.0 as usize)) else { continue };
        let r_body = r.body.or_else(|| tmpl_routine.and_then(|t| t.body));
        let params: Vec<TypeId> = match il.ty(r.ty) {
            TypeKind::Function(ft) => ft.params.clone(),
            _ => Vec::new(),
        };
        let (body_line, end_line) = match r_body {
            Some(b) => (b.pos.line, super::printer::block_end(il, b.pos).map_or(b.pos.line, |e| e.line)),
            None => (def.pos.line, def.pos.line),
        };
        kernels.push(Kernel {
            entity: *k,
            mangled: super::mangled_name(il, *k),
            params,
            decl_line: def.pos.line,
            body_line,
            end_line,
            file: def.pos.file,
            is_static: def.storage == StorageClass::Static || r.storage == StorageClass::Static,
            max_threads: r.launch.max_threads,
        });
    }

    let mut s = String::new();
    s.push_str("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n#pragma GCC diagnostic ignored \"-Wcast-qual\"\n");
    if opts.device_c {
        s.push_str(&format!("#define __NV_MODULE_ID {}\n#define __NV_CUBIN_HANDLE_STORAGE__ extern\n", module_id));
    } else {
        s.push_str("#define __NV_CUBIN_HANDLE_STORAGE__ static\n");
    }
    s.push_str("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n");
    s.push_str(&format!("#include \"{}\"\n", fatbin));

    // Types the host cannot name at file scope (in a namespace or class, or
    // template specializations) go by a typedef of their device name.
    let named = stub_named_types(il, opts, &kernels);
    for e in &named {
        let Some(ent) = il.entities.get(e.0 as usize) else { continue };
        let host = match &ent.kind {
            // A typedef of an arithmetic type names that type; others name
            // the typedef itself.
            EntityKind::Typedef(t) if matches!(il.ty(il.canonical(*t)), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Void) => p.type_str(il.canonical(*t), ""),
            _ => stub_host_name(&p, *e),
        };
        s.push_str(&format!("typedef {} {};\n", host, p.device_type_name(*e)));
    }
    p.stub_names = alloc::rc::Rc::new(named.iter().copied().collect());

    // Forward declarations of the stubs.
    for k in &kernels {
        let types: Vec<String> = k.params.iter().map(|t| stub_param_type(&p, *t)).collect();
        let list = if types.is_empty() { String::from("void") } else { types.join(", ") };
        if k.is_static || instance_names(&p, k.entity).is_some() {
            s.push_str(&format!("static void __device_stub_{}({});\n", k.mangled, list));
        } else {
            s.push_str(&format!(
                "extern {}void __device_stub_{}({});\n",
                visibility(opts),
                k.mangled,
                list
            ));
        }
    }
    s.push_str("static void __nv_cudaEntityRegisterCallback(void **);\n");
    s.push_str("static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));\n");

    let mut spaced = false;
    let mut temp_counter: u32 = 0;
    for k in &kernels {
        // A template instance: a static stub and a wrapper specialization.
        if let Some((wrapper, cast_name)) = instance_names(&p, k.entity) {
            let fptr = launch_fn_ptr_type(&p, &k.params);
            let mut offsets = Vec::new();
            let mut off: u64 = 0;
            for t in &k.params {
                let (sz, al) = p.size_align(*t);
                let al = al.max(1);
                off = off.div_ceil(al) * al;
                offsets.push(off);
                off += sz;
            }
            let params: Vec<String> =
                k.params.iter().enumerate().map(|(i, t)| join_decl(&stub_param_type(&p, *t), &format!("__par{}", i))).collect();
            let list = if params.is_empty() { String::from("void") } else { params.join(", ") };
            s.push_str(&format!("static void __device_stub_{}({}){{", k.mangled, list));
            s.push_str(&format!("__cudaLaunchPrologue({});", k.params.len().max(1)));
            for (i, t) in k.params.iter().enumerate() {
                let simple = !p.is_class_type(*t);
                s.push_str(&format!("__cudaSetupArg{}(__par{}, {}UL);", if simple { "Simple" } else { "" }, i, offsets.get(i).copied().unwrap_or(0)));
            }
            s.push_str(&format!("__cudaLaunch(((char *)(({}){})), 0U);}}\n", fptr, cast_name));
            let wparams: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, t)| p.type_str(*t, &format!("&__cuda_{}", i)))
                .collect();
            let wargs: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, t)| format!("({})__cuda_{}", p.type_str(*t, "&"), i))
                .collect();
            s.push_str(&format!(
                "template<> __specialization_static void __wrapper__device_stub_{}( {}){{__device_stub_{}( {});}}\n",
                wrapper,
                wparams.join(","),
                k.mangled,
                wargs.join(",")
            ));
            continue;
        }
        let vis = if k.is_static { String::from("static ") } else { String::from(visibility(opts)) };
        let fptr = launch_fn_ptr_type(&p, &k.params);
        let host_name = p.qualified_name(k.entity);
        // Argument offsets (LP64 layout of the parameter buffer).
        let mut offsets = Vec::new();
        let mut off: u64 = 0;
        for t in &k.params {
            let (sz, al) = p.size_align(*t);
            let al = al.max(1);
            off = off.div_ceil(al) * al;
            offsets.push(off);
            off += sz;
        }
        // `__restrict__` pointer parameters are copied into plain
        // temporaries before being set up (the stub's own `__T<n>`).
        let mut restrict_temps: Vec<(usize, String, String)> = Vec::new();
        for (i, t) in k.params.iter().enumerate() {
            if let TypeKind::Qualified(inner, q) = il.ty(*t) {
                if q.is_restrict && matches!(il.ty(*inner), TypeKind::Pointer(_)) {
                    let name = format!("__T{}", temp_counter);
                    temp_counter += 1;
                    let decl = p.type_str(*inner, &name);
                    restrict_temps.push((i, name, decl));
                }
            }
        }
        let setup = |i: usize, t: TypeId| -> String {
            let simple = !p.is_class_type(*&t);
            let off = offsets.get(i).copied().unwrap_or(0);
            match restrict_temps.iter().find(|(j, _, _)| *j == i) {
                Some((_, name, _)) => format!("{} = __par{};__cudaSetupArgSimple({}, {}UL);", name, i, name, off),
                None => format!("__cudaSetupArg{}(__par{}, {}UL);", if simple { "Simple" } else { "" }, i, off),
            }
        };
        let temp_decls: String = restrict_temps
            .iter()
            .enumerate()
            .map(|(n, (_, _, d))| if n == 0 { format!(" {};", d) } else { format!("\n {};", d) })
            .collect::<String>();
        let temp_decls = if temp_decls.is_empty() { temp_decls } else { format!("{}\n", temp_decls) };
        if !spaced {
            let params: Vec<String> =
                k.params.iter().enumerate().map(|(i, t)| join_decl(&stub_param_type(&p, *t), &format!("__par{}", i))).collect();
            let list = if params.is_empty() { String::from("void") } else { params.join(", ") };
            s.push_str(&format!("{}void __device_stub_{}({}){{", vis, k.mangled, list));
            s.push_str(&temp_decls);
            s.push_str(&format!("__cudaLaunchPrologue({});", k.params.len().max(1)));
            for (i, t) in k.params.iter().enumerate() {
                s.push_str(&setup(i, *t));
            }
            s.push_str(&format!("__cudaLaunch(((char *)(({}){})), 0U);}}\n", fptr, host_name));
        } else {
            s.push_str(&format!("# 1 \"{}\"\n", stub_name));
            let params: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, t)| format!(" {}", join_decl(&stub_param_type(&p, *t), &format!("__par{}", i))))
                .collect();
            let list = if params.is_empty() { String::from("void") } else { params.join(", ") };
            s.push_str(&format!("{}void __device_stub_{}({}) {{  ", vis, k.mangled, list));
            s.push_str(&temp_decls);
            s.push_str(&format!("__cudaLaunchPrologue({}); ", k.params.len().max(1)));
            for (i, t) in k.params.iter().enumerate() {
                s.push_str(&setup(i, *t));
                s.push(' ');
            }
            s.push_str(&format!("__cudaLaunch(((char *)(({}){})), 0U); }}\n", fptr, host_name));
        }
        // The kernel itself, forwarding to its stub.
        let file = il.source_map.file_name(k.file);
        s.push_str(&format!("# {} \"{}\"\n", k.decl_line, file));
        let fwd: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, t)| join_decl(&fwd_param_type(&p, *t), &format!("__cuda_{}", i)))
            .collect();
        let st = if k.is_static { "static " } else { "" };
        if fwd.is_empty() {
            s.push_str(&format!("{}void {}(void)\n", st, host_name));
        } else {
            s.push_str(&format!("{}void {}( {})\n", st, host_name, fwd.join(",")));
        }
        s.push_str(&format!("# {} \"{}\"\n", k.body_line, file));
        let args: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, t)| {
                if matches!(il.ty(*t), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)) {
                    format!("__cudaAddressOf(__cuda_{})", i)
                } else {
                    format!("__cuda_{}", i)
                }
            })
            .collect();
        if args.is_empty() {
            s.push_str(&format!("{{__device_stub_{}();", k.mangled));
        } else {
            s.push_str(&format!("{{__device_stub_{}( {});", k.mangled, args.join(",")));
        }
        let diff = k.end_line.saturating_sub(k.body_line);
        if diff == 0 {
            s.push_str(" }\n");
        } else if diff <= 5 {
            for _ in 0..diff {
                s.push('\n');
            }
            s.push_str("}\n");
        } else {
            s.push_str(&format!("\n# {} \"{}\"\n}}\n", k.end_line, file));
        }
        spaced = true;
    }

    // Registration.
    let _ = temp_counter;
    let t = format!("__T{}", super::device::temp_count(il, opts));
    let mut entries: Vec<String> = Vec::new();
    for k in kernels.iter().rev() {
        let fptr = launch_fn_ptr_type(&p, &k.params);
        let host_name = match instance_names(&p, k.entity) {
            Some((_, cast)) => cast,
            None => p.qualified_name(k.entity),
        };
        let bound = match k.max_threads {
            Some(n) => format!("{}", n),
            None => String::from("(-1)"),
        };
        entries.push(format!("__cudaRegisterEntry({}, (({}){}), {}, {});", t, fptr, host_name, k.mangled, bound));
    }
    let extern_only = extern_only_entities(il);
    for v in &var_ids {
        let Some(ent) = il.entities.get(v.0 as usize) else { continue };
        let EntityKind::Variable(var) = &ent.kind else { continue };
        let host_name = p.qualified_name(*v);
        let shadow_name = if ent.parent.is_some() { super::mangled_name(il, *v) } else { ent.name.clone() };
        let ext = if extern_only.get(v) == Some(&true) { 1 } else { 0 };
        let (size, _) = p.size_align(var.ty);
        let constant = if var.memory == MemorySpace::Constant { 1 } else { 0 };
        let func = if var.memory == MemorySpace::Managed { "__cudaRegisterManagedVariable" } else { "__cudaRegisterVariable" };
        entries.push(format!(
            "{}({}, __shadow_var({},::{}), {}, {}UL, {}, 0);",
            func, t, shadow_name, host_name, ext, size, constant
        ));
    }
    if spaced {
        s.push_str(&format!("# 1 \"{}\"\n", stub_name));
        s.push_str(&format!(
            "static void __nv_cudaEntityRegisterCallback( void **{t}) {{  __nv_dummy_param_ref({t}); __nv_save_fatbinhandle_for_managed_rt({t}); "
        ));
        for e in &entries {
            s.push_str(e);
            s.push(' ');
        }
        s.push_str("}\n");
        s.push_str(&format!("static void __sti____cudaRegisterAll(void) {{  {}(__nv_cudaEntityRegisterCallback);  }}\n", register_fn(opts)));
    } else {
        s.push_str(&format!(
            "static void __nv_cudaEntityRegisterCallback(void **{t}){{__nv_dummy_param_ref({t});__nv_save_fatbinhandle_for_managed_rt({t});"
        ));
        for e in &entries {
            s.push_str(e);
        }
        s.push_str("}\n");
        s.push_str(&format!("static void __sti____cudaRegisterAll(void){{{}(__nv_cudaEntityRegisterCallback);}}\n", register_fn(opts)));
    }
    s.push_str("\n#pragma GCC diagnostic pop\n");
    s
}

/// The binary registration call (separate compilation links first).
fn register_fn(opts: &Options) -> &'static str {
    if opts.device_c {
        "____cudaRegisterLinkedBinary"
    } else {
        "__cudaRegisterBinary"
    }
}

fn visibility(opts: &Options) -> &'static str {
    if opts.device_hidden_visibility {
        "__attribute__((visibility(\"hidden\"))) "
    } else {
        ""
    }
}

/// For each declared entity, whether it is only declared `extern` (never
/// defined here); one pass over the declarations (a scan per variable was
/// quadratic).
fn extern_only_entities(il: &Il) -> alloc::collections::BTreeMap<EntityId, bool> {
    let mut m = alloc::collections::BTreeMap::new();
    for d in &il.decls {
        let only = m.entry(d.entity).or_insert(true);
        *only = *only && d.storage == StorageClass::Extern;
    }
    m
}

/// `type` + `name`, with no space after `*`/`&` (EDG's stub spelling).
fn join_decl(ty: &str, name: &str) -> String {
    if ty.ends_with('*') || ty.ends_with('&') {
        format!("{}{}", ty, name)
    } else {
        format!("{} {}", ty, name)
    }
}

/// A stub parameter's type: class objects are passed by reference.
fn stub_param_type(p: &Printer, t: TypeId) -> String {
    // A reference parameter is passed as a pointer.
    if let TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) = p.il.ty(t) {
        let (spec, decl) = p.split_type(*x, String::from("*"), 0);
        return format!("{} {}", spec, decl);
    }
    let s = p.type_str(t, "");
    if p.is_class_type(t) {
        format!("{}&", s)
    } else {
        s
    }
}

/// A forwarding kernel parameter's type (`struct ::S`).
fn fwd_param_type(p: &Printer, t: TypeId) -> String {
    let mut q = p.fragment_printer();
    q.class_style = ClassStyle::KeywordGlobal;
    q.type_str(t, "")
}

/// `void ( *)(float *, int)`.
fn launch_fn_ptr_type(p: &Printer, params: &[TypeId]) -> String {
    let types: Vec<String> = params.iter().map(|t| p.type_str(*t, "")).collect();
    let list = if types.is_empty() { String::from("void") } else { types.join(", ") };
    format!("void ( *)({})", list)
}
