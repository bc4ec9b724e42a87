//! Itanium C++ ABI name mangling of IL entities, as EDG's lowering and the
//! host compiler (g++) produce it: `add(float*, int)` → `_Z3addPfi`.
//!
//! Covered: functions with their parameter types (builtins, pointers,
//! references, cv-qualifiers, arrays, pointers to functions, classes/enums by name, typedefs resolved), `extern "C"` and `main`
//! (unmangled), namespace/class nesting (`N…E`), cv-qualified member
//! functions, constructors/destructors (complete-object `C1`/`D1`),
//! operator names, the unnamed namespace, substitutions (`S_`, `S0_`…), the
//! `St` abbreviation of `::std`, and
//! function template specializations (`_Z2ktIiEvT_`: template arguments,
//! template parameters `T_`/`T0_`, values `Lin3E`). Not covered: template
//! parameters inside array bounds or expressions, class templates.
//!
//! Names that cannot be mangled (an erroneous type) still produce a string;
//! mangling never fails or panics.

use crate::il::{
    BinaryOp, CastKind, EntityId, EntityKind, Expr, ExprKind, FloatKind, FunctionType, Il, IntKind, Linkage, Quals, SpecialMember,
    StorageClass, TemplateArg, TypeId, TypeKind, UnaryOp,
};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Recursion bound for types (typedef chains, nested pointers).
const MAX_DEPTH: u32 = 200;

/// The mangled (linker) name of a routine or variable. The unnamed
/// namespace is `_GLOBAL__N_<module id>` once the pipeline has set
/// `Il::module_id` (cudafe++ and cicc name it so everywhere), `_GLOBAL__N_1`
/// (g++'s name) before.
///
/// Routines with C language linkage, `main`, and variables at global scope
/// (or with C linkage) keep their plain name, as in the Itanium ABI.
pub fn mangle_entity(il: &Il, e: EntityId) -> String {
    mangle(il, e, &unnamed_namespace_name(il), true)
}

/// The name of the unnamed namespace in mangled names: `_GLOBAL__N_<module
/// id>` (`_GLOBAL__N__569dfa08_8_input_cu_97cffe4e`), `_GLOBAL__N_1` while
/// the module id is not known.
pub fn unnamed_namespace_name(il: &Il) -> String {
    if il.module_id.is_empty() {
        String::from("_GLOBAL__N_1")
    } else {
        format!("_GLOBAL__N_{}", il.module_id)
    }
}

/// The mangled name as cudafe++/cicc write it for this translation unit:
/// the unnamed namespace is `_GLOBAL__N_<module id>` (e.g.
/// `_ZN36_GLOBAL__N__f101e7f1_4_s_cu_07cf94fd2kaEi`).
pub fn mangle_entity_in_tu(il: &Il, e: EntityId, module_id: &str) -> String {
    let anon = format!("_GLOBAL__N_{}", module_id);
    mangle(il, e, &anon, true)
}

/// The C++ mangled name even of an `extern "C"` routine (the stub file
/// names a kernel's stub so: `__device_stub__Z7c_namedPi`).
pub fn mangle_cxx(il: &Il, e: EntityId) -> String {
    mangle(il, e, &unnamed_namespace_name(il), false)
}

/// Whether `e` or one of its enclosing scopes is the unnamed namespace.
pub fn in_unnamed_namespace(il: &Il, e: EntityId) -> bool {
    let mut cur = il.entities.get(e.0 as usize).and_then(|x| x.parent);
    for _ in 0..256 {
        let Some(pe) = cur.and_then(|p| il.entities.get(p.0 as usize)) else { return false };
        if matches!(pe.kind, EntityKind::Namespace { .. }) && pe.name.is_empty() {
            return true;
        }
        cur = pe.parent;
    }
    false
}

/// Whether a namespace-scope routine or variable has internal linkage for
/// CUDA's naming: declared `static` (a template specialization: its
/// template), given internal linkage, or in an unnamed namespace.
pub fn has_internal_linkage(il: &Il, e: EntityId) -> bool {
    let Some(ent) = il.entities.get(e.0 as usize) else { return false };
    // `static` on a class member is no linkage.
    let member = ent.parent.and_then(|p| il.entities.get(p.0 as usize)).is_some_and(|p| matches!(p.kind, EntityKind::Class(_)));
    let own = !member && match &ent.kind {
        EntityKind::Routine(r) => {
            let tmpl_static = r.instance_of.as_ref().is_some_and(|(t, _)| match il.entities.get(t.0 as usize).map(|x| &x.kind) {
                Some(EntityKind::Routine(tr)) => tr.storage == StorageClass::Static || tr.linkage == Linkage::Internal,
                _ => false,
            });
            r.storage == StorageClass::Static || r.linkage == Linkage::Internal || tmpl_static
        }
        EntityKind::Variable(v) => v.storage == StorageClass::Static || v.linkage == Linkage::Internal,
        _ => false,
    };
    own || in_unnamed_namespace(il, e)
}

/// `__nv_static_<length>_<module id>_`: what separate compilation puts
/// before the device name of a kernel or namespace-scope variable with
/// internal linkage, so that it stays unique among the linked modules.
pub fn nv_static_prefix(module_id: &str) -> String {
    format!("__nv_static_{}_{}_", module_id.len(), module_id)
}

/// `_INTERNAL<module id>` as a mangled source name: the scope EDG puts
/// internal-linkage entities of device code in.
pub fn internal_scope_name(module_id: &str) -> String {
    let p = format!("_INTERNAL{}", module_id);
    format!("{}{}", p.len(), p)
}

/// Mangled name `m` moved into the module's internal scope. The scope is
/// one more substitution candidate, before every other: the name's own
/// back references move up by one.
pub fn in_internal_scope(module_id: &str, m: String) -> String {
    let Some(rest) = m.strip_prefix("_Z") else { return m };
    if let Some(nested) = rest.strip_prefix('N') {
        return format!("_ZN{}{}", internal_scope_name(module_id), shift_substitutions(nested));
    }
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let Ok(len) = digits.parse::<usize>() else { return m };
    let after = &rest[digits.len()..];
    let Some(name) = after.get(..len) else { return m };
    let mut tail = &after[len..];
    // A template's arguments stay with its name, inside the scope.
    let mut targs = "";
    if tail.starts_with('I') {
        let end = template_args_end(tail);
        targs = &tail[..end];
        tail = &tail[end..];
    }
    format!("_ZN{}{}{}{}E{}", internal_scope_name(module_id), digits, name, shift_substitutions(targs), shift_substitutions(tail))
}

/// A kernel's name in device code and in its registration: its mangled
/// name, after [`nv_static_prefix`] in separate compilation when it has
/// internal linkage. (Kernels, unlike device functions, are not moved into
/// the `_INTERNAL<module id>` scope.)
pub fn device_kernel_name(il: &Il, e: EntityId, device_c: bool) -> String {
    let m = mangle_entity(il, e);
    if device_c && has_internal_linkage(il, e) {
        format!("{}{}", nv_static_prefix(&il.module_id), m)
    } else {
        m
    }
}

/// A namespace-scope variable's name in device code and in its
/// registration: its plain name at global scope, else its mangled name; with
/// internal linkage a mangled name is moved into the `_INTERNAL<module id>`
/// scope, and separate compilation puts [`nv_static_prefix`] before it.
pub fn device_variable_name(il: &Il, e: EntityId, device_c: bool) -> String {
    let Some(ent) = il.entities.get(e.0 as usize) else { return String::new() };
    let internal = has_internal_linkage(il, e);
    let mut name = if ent.parent.is_some() { mangle_entity(il, e) } else { ent.name.clone() };
    if internal && !il.module_id.is_empty() && name.starts_with("_ZN") {
        name = in_internal_scope(&il.module_id, name);
    }
    if device_c && internal {
        name = format!("{}{}", nv_static_prefix(&il.module_id), name);
    }
    name
}

/// The name pattern the host reference arrays of separate compilation hold
/// for a kernel or variable the host code refers to: the start of its
/// mangled name up to its own name, then `*` for the rest (parameters,
/// template arguments); a variable at global scope and an `extern "C"`
/// kernel by their plain names. `template` names a template (its
/// specializations are not told apart). Internal linkage: the
/// [`nv_static_prefix`], `*` for the `_Z`/`_ZN`, then the nested name
/// without `N`.
pub fn host_reference_pattern(il: &Il, e: EntityId, internal: bool) -> String {
    let Some(ent) = il.entities.get(e.0 as usize) else { return String::new() };
    let (is_routine, c_linkage, is_template) = match &ent.kind {
        EntityKind::Routine(r) => (true, r.linkage == Linkage::ExternalC, !r.template_params.is_empty()),
        EntityKind::Variable(v) => (false, v.linkage == Linkage::ExternalC, false),
        _ => (false, false, false),
    };
    let anon = unnamed_namespace_name(il);
    let mut scopes: Vec<String> = Vec::new();
    let mut cur = ent.parent;
    for _ in 0..64 {
        let Some(pe) = cur.and_then(|p| il.entities.get(p.0 as usize)) else { break };
        scopes.push(if pe.name.is_empty() { source_name(&anon) } else { source_name(&pe.name) });
        cur = pe.parent;
    }
    scopes.reverse();
    let plain = c_linkage || (!is_routine && !is_template && scopes.is_empty());
    let nested: String = scopes.concat();
    let body = if plain {
        ent.name.clone()
    } else {
        format!("{}{}*", nested, source_name(&ent.name))
    };
    if internal {
        format!("{}*{}", nv_static_prefix(&il.module_id), body)
    } else if plain {
        body
    } else if scopes.is_empty() {
        format!("_Z{}", body)
    } else {
        format!("_ZN{}", body)
    }
}

/// A kernel's name in the stub file's own mangling: closure types of
/// extended lambdas among its template arguments are encoded as their
/// wrappers (`Unvdl<n>_<tag>_<captures>`, `Unvhdl…`); `device` when none.
pub fn mangle_for_stub(il: &Il, e: EntityId, device: &str) -> String {
    let Some(EntityKind::Routine(r)) = il.entities.get(e.0 as usize).map(|x| &x.kind) else { return String::from(device) };
    let Some((tmpl, args)) = &r.instance_of else { return String::from(device) };
    let has_wrapper = args.iter().any(|a| matches!(a, TemplateArg::Type(t) if matches!(il.ty(il.canonical(*t)), TypeKind::Class(c) if il.closures.get(c).is_some_and(|x| x.kind != crate::il::LambdaKind::Plain))));
    if !has_wrapper {
        return String::from(device);
    }
    let tty = match il.entities.get(tmpl.0 as usize).map(|t| &t.kind) {
        Some(EntityKind::Routine(tr)) => tr.ty,
        _ => r.ty,
    };
    let TypeKind::Function(f) = il.ty(il.canonical(tty)).clone() else { return String::from(device) };
    let mut m = Mangler::new(il, "_GLOBAL__N_1");
    m.wrapper_closures = true;
    let mut out = String::from("_Z");
    out.push_str(&m.template_name(*tmpl, args, f.quals));
    out.push_str(&template_return(&mut m, il, *tmpl, f.ret));
    m.fn_params = match il.entities.get(tmpl.0 as usize).map(|t| &t.kind) {
        Some(EntityKind::Routine(tr)) => tr.params.clone(),
        _ => Vec::new(),
    };
    out.push_str(&m.template_signature(&f, 0));
    out
}

/// A function template's return type in its specializations' names: as
/// written, so a deduced one is its placeholder (`auto` is `Da`,
/// `decltype(auto)` is `Dc`).
fn template_return(m: &mut Mangler, il: &Il, tmpl: EntityId, ret: TypeId) -> String {
    if il.decltype_auto_return.contains(&tmpl) {
        String::from("Dc")
    } else if il.auto_return.contains(&tmpl) {
        String::from("Da")
    } else {
        m.ty(ret, 0)
    }
}

/// The name cicc gives a kernel's host-side launch stub: `__device_stub_`
/// followed by the kernel's C++ mangled name — also for `extern "C"`
/// kernels (`extern "C" __global__ void kc(int)` → `__device_stub__Z2kci`).
pub fn device_stub_name(il: &Il, e: EntityId, module_id: &str) -> String {
    let anon = format!("_GLOBAL__N_{}", module_id);
    let mut s = String::from("__device_stub_");
    s.push_str(&mangle(il, e, &anon, false));
    s
}

fn mangle(il: &Il, e: EntityId, anon: &str, honor_c_linkage: bool) -> String {
    let Some(ent) = il.entities.get(e.0 as usize) else {
        return String::new();
    };
    match &ent.kind {
        EntityKind::Routine(r) => {
            if honor_c_linkage && r.linkage == Linkage::ExternalC {
                return ent.name.clone();
            }
            if honor_c_linkage && ent.parent.is_none() && ent.name == "main" {
                return ent.name.clone();
            }
            let mut m = Mangler::new(il, anon);
            let mut out = String::from("_Z");
            if let Some((tmpl, args)) = &r.instance_of {
                // A function template specialization: the template's name
                // with the arguments, then the return type and parameters
                // of the template's own signature (in terms of `T_`, `T0_`…).
                let tty = match il.entities.get(tmpl.0 as usize).map(|t| &t.kind) {
                    Some(EntityKind::Routine(tr)) => {
                        m.fn_params = tr.params.clone();
                        tr.ty
                    }
                    _ => r.ty,
                };
                if let TypeKind::Function(f) = il.ty(il.canonical(tty)).clone() {
                    out.push_str(&m.template_name(*tmpl, args, f.quals));
                    out.push_str(&template_return(&mut m, il, *tmpl, f.ret));
                    out.push_str(&m.template_signature(&f, 0));
                    return out;
                }
            }
            let fty = match il.ty(il.canonical(r.ty)) {
                TypeKind::Function(f) => Some(f.clone()),
                _ => None,
            };
            let quals = fty.as_ref().map(|f| f.quals).unwrap_or_default();
            out.push_str(&m.entity_name(e, quals, 0));
            match &fty {
                Some(f) => out.push_str(&m.bare_function_type(f, 0)),
                None => out.push('v'),
            }
            out
        }
        EntityKind::Variable(v) => {
            if v.linkage == Linkage::ExternalC || !has_named_scope(il, e) {
                return ent.name.clone();
            }
            let mut m = Mangler::new(il, anon);
            let mut out = String::from("_Z");
            out.push_str(&m.entity_name(e, Quals::default(), 0));
            out
        }
        // A block-scope typedef: a local name (`_ZZ4spanIPiElT_S1_E4Dist`).
        EntityKind::Typedef(_) if il.typedef_routine.contains_key(&e) => {
            let mut m = Mangler::new(il, anon);
            let f = il.typedef_routine.get(&e).copied().unwrap_or(e);
            format!("_ZZ{}E{}", m.function_encoding(f, 0), source_name(&ent.name))
        }
        EntityKind::Class(_) if il.closures.contains_key(&e) => {
            // A lambda's closure type: a local name (`_ZZ4mainEUliE_`).
            let mut m = Mangler::new(il, anon);
            format!("_Z{}", m.closure_type(e, 0))
        }
        // (An alias template specialization too: `_Z3ptrIiE`.)
        EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_) if !matches!(ent.kind, EntityKind::Typedef(_)) || il.alias_instances.contains_key(&e) => {
            // A type's name is its `<type>` encoding: a class template
            // instance carries its arguments (`_Z5ArrayIfLi4EE`).
            let mut m = Mangler::new(il, anon);
            let mut scopes = m.scopes(e);
            scopes.push(e);
            // A local class: `Z <function encoding> E <name>`.
            if let Some(f) = scopes.first().and_then(|c| il.local_classes.get(c)) {
                let enc = m.function_encoding(*f, 0);
                let inner = m.prefix(&scopes, 0);
                return if scopes.len() > 1 { format!("_ZZ{}EN{}E", enc, inner) } else { format!("_ZZ{}E{}", enc, inner) };
            }
            let std_only = scopes.len() == 2 && m.is_std(scopes[0]);
            let inner = m.prefix(&scopes, 0);
            if scopes.len() > 1 && !std_only {
                format!("_ZN{}E", inner)
            } else {
                format!("_Z{}", inner)
            }
        }
        _ => {
            let mut m = Mangler::new(il, anon);
            let mut out = String::from("_Z");
            out.push_str(&m.entity_name(e, Quals::default(), 0));
            out
        }
    }
}

/// True when the entity sits inside a namespace or class (so a variable's
/// name must be mangled).
fn has_named_scope(il: &Il, e: EntityId) -> bool {
    match il.entities.get(e.0 as usize) {
        Some(ent) => ent.parent.is_some(),
        None => false,
    }
}

/// `<source-name>` ::= `<length> <identifier>`.
fn source_name(s: &str) -> String {
    format!("{}{}", s.len(), s)
}

/// The `<operator-name>` code for `operator<sym>`; `arity` is the number of
/// operands (to tell unary from binary `+ - * &`).
fn operator_code(sym: &str, arity: usize) -> Option<&'static str> {
    Some(match sym {
        "new" => "nw",
        "new[]" => "na",
        "delete" => "dl",
        "delete[]" => "da",
        "+" if arity == 1 => "ps",
        "+" => "pl",
        "-" if arity == 1 => "ng",
        "-" => "mi",
        "*" if arity == 1 => "de",
        "*" => "ml",
        "&" if arity == 1 => "ad",
        "&" => "an",
        "~" => "co",
        "/" => "dv",
        "%" => "rm",
        "|" => "or",
        "^" => "eo",
        "=" => "aS",
        "+=" => "pL",
        "-=" => "mI",
        "*=" => "mL",
        "/=" => "dV",
        "%=" => "rM",
        "&=" => "aN",
        "|=" => "oR",
        "^=" => "eO",
        "<<" => "ls",
        ">>" => "rs",
        "<<=" => "lS",
        ">>=" => "rS",
        "==" => "eq",
        "!=" => "ne",
        "<" => "lt",
        ">" => "gt",
        "<=" => "le",
        ">=" => "ge",
        "<=>" => "ss",
        "!" => "nt",
        "&&" => "aa",
        "||" => "oo",
        "++" => "pp",
        "--" => "mm",
        "," => "cm",
        "->*" => "pm",
        "->" => "pt",
        "()" => "cl",
        "[]" => "ix",
        _ => return None,
    })
}

fn builtin_code(t: &TypeKind) -> Option<&'static str> {
    Some(match t {
        TypeKind::Void => "v",
        TypeKind::Nullptr => "Dn",
        TypeKind::Int(k) => match k {
            IntKind::Bool => "b",
            IntKind::Char => "c",
            IntKind::SChar => "a",
            IntKind::UChar => "h",
            IntKind::WChar => "w",
            IntKind::Char8 => "Du",
            IntKind::Char16 => "Ds",
            IntKind::Char32 => "Di",
            IntKind::Short => "s",
            IntKind::UShort => "t",
            IntKind::Int => "i",
            IntKind::UInt => "j",
            IntKind::Long => "l",
            IntKind::ULong => "m",
            IntKind::LongLong => "x",
            IntKind::ULongLong => "y",
            IntKind::Int128 => "n",
            IntKind::UInt128 => "o",
        },
        TypeKind::Float(k) => match k {
            FloatKind::Float => "f",
            FloatKind::Double => "d",
            FloatKind::LongDouble => "e",
            FloatKind::Float128 => "g",
        },
        _ => return None,
    })
}

/// `<seq-id>`: `S_`, `S0_`, … `S9_`, `SA_`, … (base 36, upper case).
fn substitution(index: usize) -> String {
    if index == 0 {
        return String::from("S_");
    }
    let mut n = index - 1;
    let mut digits: Vec<u8> = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    let mut s = String::from("S");
    s.push_str(core::str::from_utf8(&digits).unwrap_or("0"));
    s.push('_');
    s
}

fn cv_prefix(q: Quals) -> String {
    // Order fixed by the ABI: restrict, volatile, const.
    let mut s = String::new();
    if q.is_restrict {
        s.push('r');
    }
    if q.is_volatile {
        s.push('V');
    }
    if q.is_const {
        s.push('K');
    }
    s
}

/// A standard abbreviation (see `Mangler::std_abbreviation`).
enum Abbrev {
    Whole(&'static str),
    Template(&'static str),
}

struct Mangler<'i, 'a> {
    il: &'i Il<'a>,
    /// The unnamed namespace's name.
    anon: &'i str,
    /// Substitution candidates, as structural keys, in ABI order.
    subs: Vec<String>,
    /// Closure types of extended lambdas are their wrappers (the stub
    /// file's mangling).
    wrapper_closures: bool,
    /// The parameters of the function template whose signature is being
    /// mangled (`fp_`, `fp0_`… in its dependent expressions).
    fn_params: Vec<EntityId>,
}

impl<'i, 'a> Mangler<'i, 'a> {
    fn new(il: &'i Il<'a>, anon: &'i str) -> Self {
        Mangler { il, anon, subs: Vec::new(), wrapper_closures: false, fn_params: Vec::new() }
    }

    /// An extended lambda's closure type as the stub file mangles it: its
    /// wrapper, `Unvdl <#captures> _ <enclosing function pointer type>
    /// <function name> <tag> _ <capture types>` (`__host__ __device__`:
    /// `Unvhdl <mutable> _ <no captures> _ 0_ <#captures> _ … <tag> _ <call
    /// signature> E <capture types>`).
    fn closure_wrapper(&mut self, e: EntityId, depth: u32) -> Option<String> {
        let c = self.il.closures.get(&e)?;
        if c.kind == crate::il::LambdaKind::Plain || depth > MAX_DEPTH {
            return None;
        }
        let f = c.function?;
        let ent = self.il.entities.get(f.0 as usize)?;
        let EntityKind::Routine(r) = &ent.kind else { return None };
        let fty = r.ty;
        let n = c.captures.len();
        let mut s = self.closure_scope(e, depth);
        s.push_str(&match c.kind {
            crate::il::LambdaKind::HostDevice => format!("Unvhdl{}_{}_0_{}_", c.mutable as u8, (n == 0) as u8, n),
            // A `__device__` lambda with its return type written is the
            // trailing-return wrapper (`__nv_dl_trailing_return_tag`).
            _ if c.ret_written.is_some() => format!("Unvdtl{}_", n),
            _ => format!("Unvdl{}_", n),
        });
        // The enclosing function's pointer type.
        let class = ent.parent.filter(|p| matches!(self.il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Class(_))));
        match class {
            Some(cls) if !r.is_static_member => {
                let ct = self.il.types.iter().position(|k| *k == TypeKind::Class(cls)).map(|i| TypeId(i as u32));
                s.push('M');
                if let Some(ct) = ct {
                    s.push_str(&self.ty(ct, depth + 1));
                }
                s.push_str(&self.ty(fty, depth + 1));
            }
            _ => {
                let inner = self.ty(fty, depth + 1);
                let key = format!("P{}", self.key(fty, depth + 1));
                match self.lookup(&key) {
                    Some(x) => s.push_str(&x),
                    None => {
                        s.push('P');
                        s.push_str(&inner);
                        self.subs.push(key);
                    }
                }
            }
        }
        let fty_c = self.il.canonical(fty);
        let quals = match self.il.ty(fty_c) {
            TypeKind::Function(ft) => ft.quals,
            _ => Quals::default(),
        };
        s.push_str(&self.entity_name(f, quals, depth + 1));
        if let (crate::il::LambdaKind::Device, Some(t)) = (c.kind, c.ret_written) {
            s.push_str(&self.ty(t, depth + 1));
        }
        s.push_str(&format!("{}_", c.tag));
        if c.kind == crate::il::LambdaKind::HostDevice {
            if let Some(EntityKind::Routine(op)) = self.il.entities.get(c.call_op.0 as usize).map(|x| &x.kind) {
                if let TypeKind::Function(ft) = self.il.ty(self.il.canonical(op.ty)).clone() {
                    s.push_str(&self.ty(ft.ret, depth + 1));
                    s.push_str(&self.bare_function_type(&ft, depth + 1));
                }
            }
            s.push('E');
        }
        let caps = c.captures.clone();
        for cap in caps {
            let Some(EntityKind::Field(fl)) = self.il.entities.get(cap.field.0 as usize).map(|x| &x.kind) else { continue };
            let t = fl.ty;
            let k = Quals { is_const: true, ..Quals::default() };
            match (cap.var, cap.star_this) {
                (None, _) => s.push_str(&self.ty_q(t, k, depth + 1)),
                _ => s.push_str(&self.ty(t, depth + 1)),
            }
        }
        Some(s)
    }

    fn lookup(&self, key: &str) -> Option<String> {
        self.subs.iter().position(|k| k == key).map(substitution)
    }

    /// The scopes enclosing `e`, outermost first (namespaces and classes).
    fn scopes(&self, e: EntityId) -> Vec<EntityId> {
        let mut v = Vec::new();
        let mut cur = self.il.entities.get(e.0 as usize).and_then(|x| x.parent);
        while let Some(p) = cur {
            if v.len() as u32 > MAX_DEPTH {
                break;
            }
            v.push(p);
            cur = self.il.entities.get(p.0 as usize).and_then(|x| x.parent);
        }
        v.reverse();
        v
    }

    /// The unqualified name of a scope or entity as a `<unqualified-name>`.
    fn unqualified(&self, e: EntityId, arity: usize) -> String {
        let Some(ent) = self.il.entities.get(e.0 as usize) else {
            return String::from("0");
        };
        if let EntityKind::Namespace { .. } = ent.kind {
            if ent.name.is_empty() {
                return source_name(self.anon);
            }
        }
        let name = ent.name.as_str();
        if let EntityKind::Routine(_) = ent.kind {
            if let Some(parent) = ent.parent.and_then(|p| self.il.entities.get(p.0 as usize)) {
                if let EntityKind::Class(_) = parent.kind {
                    if name == parent.name {
                        return String::from("C1");
                    }
                    if name.strip_prefix('~') == Some(parent.name.as_str()) {
                        return String::from("D1");
                    }
                }
            }
            if let Some(sym) = name.strip_prefix("operator") {
                let sym = sym.trim();
                // Literal operator: `li <source-name>`.
                if let Some(suffix) = sym.strip_prefix("\"\"").filter(|x| !x.is_empty()) {
                    return format!("li{}", source_name(suffix));
                }
                if let Some(code) = operator_code(sym, arity) {
                    return String::from(code);
                }
            }
        }
        source_name(name)
    }

    /// The namespace `::std`.
    fn is_std(&self, e: EntityId) -> bool {
        self.il.entities.get(e.0 as usize).is_some_and(|x| {
            x.parent.is_none() && x.name == "std" && matches!(x.kind, EntityKind::Namespace { .. })
        })
    }

    /// The Itanium abbreviation of a specialization of a class template
    /// declared directly in `::std`: `Sa` (allocator), `Sb` (basic_string),
    /// and for the `char` streams `Si`/`So`/`Sd` (the whole type).
    fn std_abbreviation(&self, cls: EntityId) -> Option<Abbrev> {
        let (tmpl, args) = self.il.class_instances.get(&cls)?;
        let t = self.il.entities.get(tmpl.0 as usize)?;
        if !t.parent.is_some_and(|p| self.is_std(p)) {
            return None;
        }
        let whole = match t.name.as_str() {
            "allocator" => return Some(Abbrev::Template("Sa")),
            "basic_string" => "Ss",
            "basic_istream" => "Si",
            "basic_ostream" => "So",
            "basic_iostream" => "Sd",
            _ => return None,
        };
        let is_char = |a: &TemplateArg| matches!(a, TemplateArg::Type(x) if matches!(self.il.ty(self.il.canonical(*x)), TypeKind::Int(IntKind::Char)));
        let char_traits = match args.get(1) {
            Some(TemplateArg::Type(x)) => match self.il.ty(self.il.canonical(*x)) {
                TypeKind::Class(c) => self.il.class_instances.get(c).is_some_and(|(ct, cargs)| {
                    self.il.entities.get(ct.0 as usize).is_some_and(|e| e.name == "char_traits" && e.parent.is_some_and(|p| self.is_std(p)))
                        && cargs.len() == 1
                        && is_char(&cargs[0])
                }),
                _ => false,
            },
            _ => false,
        };
        // `std::basic_string<char, char_traits<char>, allocator<char>>` is
        // `Ss`; any other `basic_string` is `Sb <args>`.
        let char_allocator = match args.get(2) {
            Some(TemplateArg::Type(x)) => match self.il.ty(self.il.canonical(*x)) {
                TypeKind::Class(c) => matches!(self.std_abbreviation(*c), Some(Abbrev::Template("Sa")))
                    && self.il.class_instances.get(c).is_some_and(|(_, a)| a.len() == 1 && is_char(&a[0])),
                _ => false,
            },
            _ => false,
        };
        let plain = args.first().is_some_and(|a| is_char(a)) && char_traits;
        match whole {
            "Ss" if plain && args.len() == 3 && char_allocator => Some(Abbrev::Whole("Ss")),
            "Ss" => Some(Abbrev::Template("Sb")),
            _ => (args.len() == 2 && plain).then_some(Abbrev::Whole(whole)),
        }
    }

    /// Number of operands of an operator function (members count `this`).
    fn arity(&self, e: EntityId) -> usize {
        let Some(ent) = self.il.entities.get(e.0 as usize) else { return 0 };
        let EntityKind::Routine(r) = &ent.kind else { return 0 };
        let n = match self.il.ty(self.il.canonical(r.ty)) {
            TypeKind::Function(f) => f.params.len(),
            _ => r.params.len(),
        };
        let member = ent
            .parent
            .and_then(|p| self.il.entities.get(p.0 as usize))
            .is_some_and(|p| matches!(p.kind, EntityKind::Class(_)));
        n + member as usize
    }

    /// A closure type: `Z <enclosing function's encoding> E Ul <parameter
    /// types> E [<n>] _` (a local name; the `n`th lambda of that signature
    /// in the function is numbered `n - 2`, the first not at all).
    fn closure_type(&mut self, e: EntityId, depth: u32) -> String {
        let mut s = self.closure_scope(e, depth);
        s.push_str(&self.closure_name(e, depth));
        s
    }

    /// `Z <encoding> E` for a closure defined in a function (else nothing).
    fn closure_scope(&mut self, e: EntityId, depth: u32) -> String {
        let Some(f) = self.il.closures.get(&e).and_then(|c| c.enclosing) else { return String::new() };
        if depth > MAX_DEPTH {
            return String::new();
        }
        let mut s = String::from("Z");
        s.push_str(&self.function_encoding(f, depth + 1));
        s.push('E');
        s
    }

    /// `Ul <parameter types> E [<n>] _`.
    fn closure_name(&mut self, e: EntityId, depth: u32) -> String {
        let Some(c) = self.il.closures.get(&e) else { return String::from("Ut_") };
        let params: Vec<TypeId> = match self.il.entities.get(c.call_op.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(r)) => match self.il.ty(self.il.canonical(r.ty)) {
                TypeKind::Function(f) => f.params.clone(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        let disc = c.discriminator;
        let mut s = String::from("Ul");
        if params.is_empty() {
            s.push('v');
        }
        for p in params {
            s.push_str(&self.param_type(p, depth + 1));
        }
        s.push('E');
        if disc > 0 {
            s.push_str(&format!("{}", disc - 1));
        }
        s.push('_');
        s
    }

    /// A function's `<encoding>` inside a local name: its name and
    /// parameter types (`main` has none).
    fn function_encoding(&mut self, f: EntityId, depth: u32) -> String {
        let Some(ent) = self.il.entities.get(f.0 as usize) else { return String::new() };
        let EntityKind::Routine(r) = &ent.kind else { return String::new() };
        // A function template instance: its template's name with the
        // arguments, then the template's own return and parameter types.
        if let Some((tmpl, args)) = &r.instance_of {
            if let Some(EntityKind::Routine(tr)) = self.il.entities.get(tmpl.0 as usize).map(|t| &t.kind) {
                if let TypeKind::Function(ft) = self.il.ty(self.il.canonical(tr.ty)).clone() {
                    let outer = core::mem::replace(&mut self.fn_params, tr.params.clone());
                    let mut s = self.template_name(*tmpl, args, ft.quals);
                    s.push_str(&self.ty(ft.ret, depth + 1));
                    s.push_str(&self.template_signature(&ft, depth + 1));
                    self.fn_params = outer;
                    return s;
                }
            }
        }
        let fty = match self.il.ty(self.il.canonical(r.ty)) {
            TypeKind::Function(ft) => Some(ft.clone()),
            _ => None,
        };
        let quals = fty.as_ref().map(|x| x.quals).unwrap_or_default();
        let mut s = self.entity_name(f, quals, depth + 1);
        if ent.parent.is_none() && ent.name == "main" {
            return s;
        }
        if let Some(ft) = fty {
            s.push_str(&self.bare_function_type(&ft, depth + 1));
        }
        s
    }

    /// `<name>` of an entity: a plain `<source-name>` at global scope, else
    /// `N [cv] <prefix> <unqualified-name> E`. The enclosing scopes become
    /// substitution candidates.
    fn entity_name(&mut self, e: EntityId, member_quals: Quals, depth: u32) -> String {
        let scopes = self.scopes(e);
        let arity = self.arity(e);
        let mut unq = self.unqualified(e, arity);
        if scopes.is_empty() {
            return unq;
        }
        // A member of a local class: `Z <function encoding> E N … E`.
        if let Some(f) = scopes.first().and_then(|c| self.il.local_classes.get(c)).copied() {
            if depth > MAX_DEPTH {
                return unq;
            }
            let enc = self.function_encoding(f, depth + 1);
            let mut out = format!("Z{}EN", enc);
            out.push_str(&cv_prefix(member_quals));
            out.push_str(&self.prefix(&scopes, depth));
            out.push_str(&unq);
            out.push('E');
            return out;
        }
        // A member of a closure (its call operator): the closure's local
        // name prefix, then `N [cv] Ul…E_ <name> E`.
        if let Some(&cl) = scopes.first().filter(|c| self.il.closures.contains_key(c)) {
            if depth > MAX_DEPTH {
                return unq;
            }
            let mut out = self.closure_scope(cl, depth);
            out.push('N');
            out.push_str(&cv_prefix(member_quals));
            out.push_str(&self.closure_name(cl, depth));
            self.subs.push(scope_key(cl));
            out.push_str(&unq);
            out.push('E');
            return out;
        }
        if let Some(EntityKind::Routine(r)) = self.il.entities.get(e.0 as usize).map(|x| &x.kind) {
            if r.special == SpecialMember::Conversion {
                // `operator T` is `cv <T>`; the prefix's candidates come first.
                let ret = match self.il.ty(self.il.canonical(r.ty)) {
                    TypeKind::Function(f) => Some(f.ret),
                    _ => None,
                };
                if let Some(ret) = ret {
                    let mut out = String::from("N");
                    out.push_str(&cv_prefix(member_quals));
                    out.push_str(&self.prefix(&scopes, depth));
                    out.push_str("cv");
                    out.push_str(&self.ty(ret, depth + 1));
                    out.push('E');
                    return out;
                }
                unq = String::from("cvv");
            }
        }
        if scopes.len() == 1 && self.is_std(scopes[0]) && !member_quals.any() {
            // `::std::f` is `St1f`, without `N…E`.
            return format!("St{}", unq);
        }
        let mut out = String::from("N");
        out.push_str(&cv_prefix(member_quals));
        out.push_str(&self.prefix(&scopes, depth));
        out.push_str(&unq);
        out.push('E');
        out
    }

    /// The nested-name prefix made of `scopes` (outermost first), using and
    /// recording substitutions for each prefix.
    fn prefix(&mut self, scopes: &[EntityId], depth: u32) -> String {
        let _ = depth;
        // Longest already-substituted prefix wins.
        let mut start = 0;
        let mut out = String::new();
        for i in (0..scopes.len()).rev() {
            if let Some(sub) = self.lookup(&scope_key(scopes[i])) {
                out = sub;
                start = i + 1;
                break;
            }
            // A specialization of a template named before: the template's
            // substitution stands for its whole prefix.
            if let Some((tmpl, args)) = self.il.class_instances.get(&scopes[i]).or_else(|| self.il.alias_instances.get(&scopes[i])) {
                let is_pattern = matches!(self.il.entities.get(scopes[i].0 as usize).map(|x| &x.kind), Some(EntityKind::Class(ci)) if !ci.template_params.is_empty());
                if let (false, Some(sub)) = (is_pattern, self.lookup(&scope_key(*tmpl))) {
                    let args = args.clone();
                    out = sub;
                    out.push_str(&self.template_args_of(*tmpl, &args));
                    self.subs.push(scope_key(scopes[i]));
                    start = i + 1;
                    break;
                }
            }
        }
        // `::std` is the abbreviation `St`, never a substitution candidate.
        if start == 0 && scopes.first().is_some_and(|s| self.is_std(*s)) {
            match scopes.get(1).and_then(|s| self.std_abbreviation(*s)) {
                // `Si`/`So`/`Sd` stand for a whole specialization and are
                // not substitution candidates.
                Some(Abbrev::Whole(a)) => {
                    out.push_str(a);
                    start = 2;
                }
                // `Sa`/`Sb` stand for the template name; the
                // specialization is a candidate as usual.
                Some(Abbrev::Template(a)) => {
                    out.push_str(a);
                    if let Some((tmpl, args)) = self.il.class_instances.get(&scopes[1]) {
                        let args = args.clone();
                        out.push_str(&self.template_args_of(*tmpl, &args));
                    }
                    self.subs.push(scope_key(scopes[1]));
                    start = 2;
                }
                None => {
                    out.push_str("St");
                    start = 1;
                }
            }
        }
        for s in &scopes[start..] {
            let n = self.scope_name(*s);
            out.push_str(&n);
            self.subs.push(scope_key(*s));
        }
        out
    }

    /// The name of a template specialization: `<template-name>` (a
    /// substitution candidate) followed by `I <template-args> E`, nested in
    /// `N…E` when the template is in a namespace or class.
    fn template_name(&mut self, tmpl: EntityId, args: &[TemplateArg], quals: Quals) -> String {
        let scopes = self.scopes(tmpl);
        let arity = self.arity(tmpl);
        let mut out = String::new();
        let nested = !scopes.is_empty() && !(scopes.len() == 1 && self.is_std(scopes[0]) && !quals.any());
        if !nested && !scopes.is_empty() {
            out.push_str("St");
        }
        if nested {
            out.push('N');
            out.push_str(&cv_prefix(quals));
            let p = self.prefix(&scopes, 0);
            out.push_str(&p);
        }
        out.push_str(&self.unqualified(tmpl, arity));
        self.subs.push(scope_key(tmpl));
        out.push_str(&self.template_args_of(tmpl, args));
        if nested {
            out.push('E');
        }
        out
    }

    /// Where the arguments of a template's trailing parameter pack start
    /// (they are kept flat after the others), if it has one.
    fn pack_start(&self, tmpl: EntityId) -> Option<usize> {
        let params = match self.il.entities.get(tmpl.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(r)) => &r.template_params,
            Some(EntityKind::Class(ci)) => &ci.template_params,
            _ => self.il.template_template_params.get(&tmpl)?,
        };
        let last = params.last()?;
        self.il.pack_params.contains(last).then(|| params.len() - 1)
    }

    /// The arguments of a specialization of `tmpl`: those of a trailing
    /// pack are one argument pack, `J <template-arg>* E`.
    fn template_args_of(&mut self, tmpl: EntityId, args: &[TemplateArg]) -> String {
        match self.pack_start(tmpl).filter(|k| *k <= args.len()) {
            Some(k) => self.template_args_packed(args, Some(k)),
            None => self.template_args(args),
        }
    }

    /// `I <template-arg>+ E`; a value is `L <type> <number> E` (`n` for minus).
    fn template_args(&mut self, args: &[TemplateArg]) -> String {
        self.template_args_packed(args, None)
    }

    fn template_args_packed(&mut self, args: &[TemplateArg], pack_at: Option<usize>) -> String {
        let mut out = String::from("I");
        for (i, a) in args.iter().enumerate() {
            if pack_at == Some(i) {
                out.push('J');
            }
            match a {
                TemplateArg::Type(t) => {
                    let s = self.ty(*t, 1);
                    out.push_str(&s);
                }
                TemplateArg::Value(v, t) => {
                    let c = self.il.canonical(*t);
                    out.push('L');
                    // An enumeration's value names its type (a substitution
                    // candidate): `LN2ns9SortOrderE0E`.
                    match builtin_code(self.il.ty(c)) {
                        Some(code) => out.push_str(code),
                        None if matches!(self.il.ty(c), TypeKind::Enum(_)) => {
                            let s = self.ty(c, 1);
                            out.push_str(&s);
                        }
                        None => out.push('i'),
                    }
                    if *v < 0 {
                        out.push('n');
                    }
                    out.push_str(&format!("{}", v.unsigned_abs()));
                    out.push('E');
                }
                TemplateArg::Expr(i) => {
                    // A value-dependent argument: `X <expression> E`; only a
                    // template parameter (`XT0_E`) is modelled.
                    let param = self.il.template_arg_exprs.get(*i as usize).and_then(|e| match e.kind {
                        crate::il::ExprKind::Name(x) => Some(x),
                        _ => None,
                    });
                    match param {
                        Some(x) => {
                            out.push('X');
                            out.push_str(&self.template_param(x));
                            out.push('E');
                        }
                        None => {
                            let e = self.il.template_arg_exprs.get(*i as usize).copied();
                            match e.and_then(|e| self.expression(e, 0)) {
                                Some(x) => {
                                    out.push('X');
                                    out.push_str(&x);
                                    out.push('E');
                                }
                                None => out.push_str("Li0E"),
                            }
                        }
                    }
                }
            }
        }
        if pack_at.is_some_and(|k| k >= args.len()) {
            out.push('J');
        }
        if pack_at.is_some() {
            out.push('E');
        }
        out.push('E');
        out
    }

    /// A scope's `<unqualified-name>`; for a class template specialization
    /// `<template-name> <template-args>`, the template name being a
    /// substitution candidate of its own.
    fn scope_name(&mut self, e: EntityId) -> String {
        if let Some((tmpl, args)) = self.il.class_instances.get(&e).or_else(|| self.il.alias_instances.get(&e)) {
            if !matches!(self.il.entities.get(e.0 as usize).map(|x| &x.kind), Some(EntityKind::Class(ci)) if !ci.template_params.is_empty()) {
                // The template name seen before is a substitution.
                let mut s = match self.lookup(&scope_key(*tmpl)) {
                    Some(sub) => sub,
                    // `H<T>` for a template template parameter `H`:
                    // `<template-template-param> <template-args>`.
                    None if self.il.template_template_params.contains_key(tmpl) => {
                        self.subs.push(scope_key(*tmpl));
                        self.template_param(*tmpl)
                    }
                    None => {
                        self.subs.push(scope_key(*tmpl));
                        self.unqualified(*tmpl, 0)
                    }
                };
                let (tmpl, args) = (*tmpl, args.clone());
                s.push_str(&self.template_args_of(tmpl, &args));
                return s;
            }
        }
        self.unqualified(e, 0)
    }

    /// The substitution key of a dependent name (`typename X<T>::m`):
    /// structural, from its scope, name and arguments.
    fn dependent_name_key(&self, e: EntityId, depth: u32) -> String {
        let Some(dn) = self.il.dependent_names.get(&e) else { return self.template_param(e) };
        if depth > MAX_DEPTH {
            return String::from("?");
        }
        let scope = if self.il.dependent_names.contains_key(&dn.scope) {
            self.dependent_name_key(dn.scope, depth + 1)
        } else if matches!(self.il.entities.get(dn.scope.0 as usize).map(|x| &x.kind), Some(EntityKind::TemplateParam { .. })) {
            self.template_param(dn.scope)
        } else {
            scope_key(dn.scope)
        };
        match &dn.args {
            Some(a) => format!("DN{{{}::{}{:?}}}", scope, dn.name, a),
            None => format!("DN{{{}::{}}}", scope, dn.name),
        }
    }

    /// `<prefix> <source-name> [<template-args>]` of a dependent name, the
    /// inside of its `N…E`: the scope (a template parameter, a dependent
    /// specialization or another dependent name) then the member, each
    /// step a substitution candidate.
    fn dependent_name_prefix(&mut self, e: EntityId, depth: u32) -> String {
        let Some(dn) = self.il.dependent_names.get(&e).cloned() else { return self.template_param(e) };
        if depth > MAX_DEPTH {
            return String::from("v");
        }
        let mut out = if self.il.dependent_names.contains_key(&dn.scope) {
            let key = self.dependent_name_key(dn.scope, depth + 1);
            match self.lookup(&key) {
                Some(s) => s,
                None => {
                    let s = self.dependent_name_prefix(dn.scope, depth + 1);
                    self.subs.push(key);
                    s
                }
            }
        } else if matches!(self.il.entities.get(dn.scope.0 as usize).map(|x| &x.kind), Some(EntityKind::TemplateParam { .. })) {
            let key = self.template_param(dn.scope);
            match self.lookup(&key) {
                Some(s) => s,
                None => {
                    self.subs.push(key.clone());
                    key
                }
            }
        } else {
            let mut scopes = self.scopes(dn.scope);
            scopes.push(dn.scope);
            self.prefix(&scopes, depth)
        };
        out.push_str(&source_name(&dn.name));
        if let Some(args) = &dn.args {
            // The template name is a candidate before its arguments.
            let base = self.dependent_name_key(dn.scope, depth + 1);
            self.subs.push(format!("DN{{{}::{}}}", base, dn.name));
            out.push_str(&self.template_args(args));
        }
        out
    }

    /// The expression of a dependent `decltype` whose placeholder type
    /// is `e`.
    fn decltype_of(&self, e: EntityId) -> Option<&'a Expr<'a>> {
        let ent = self.il.entities.get(e.0 as usize)?;
        if ent.name != "decltype" || ent.parent.is_some() {
            return None;
        }
        self.il.decltype_exprs.iter().find_map(|(d, (x, _))| match self.il.entities.get(d.0 as usize).map(|t| &t.kind) {
            Some(EntityKind::Typedef(t)) if matches!(self.il.ty(*t), TypeKind::TemplateParam(p) if *p == e) => Some(*x),
            _ => None,
        })
    }

    /// A value-dependent `<expression>` (inside `X…E` or `DT…E`): operators
    /// by their codes, template parameters, function parameters (`fp_`,
    /// `fp0_`…), literals, and members of dependent scopes as unresolved
    /// names (`sr T_ 5value`, `sr 8is_floatIT_E E 5value`). `None` for a
    /// form not modelled.
    fn expression(&mut self, e: &Expr, depth: u32) -> Option<String> {
        if depth > MAX_DEPTH {
            return None;
        }
        Some(match &e.kind {
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => return self.expression(expr, depth + 1),
            ExprKind::Cast { to, expr, .. } => {
                let t = self.ty(*to, depth + 1);
                format!("cv{}{}", t, self.expression(expr, depth + 1)?)
            }
            ExprKind::IntLit { value, .. } => {
                let code = builtin_code(self.il.ty(self.il.canonical(e.ty))).unwrap_or("i");
                format!("L{}{}E", code, value)
            }
            ExprKind::BoolLit(b) => format!("Lb{}E", *b as u8),
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => self.name_expression(*x)?,
            ExprKind::Unary(op, x) => {
                let code = match op {
                    UnaryOp::Plus => "ps",
                    UnaryOp::Minus => "ng",
                    UnaryOp::Not => "nt",
                    UnaryOp::BitNot => "co",
                    UnaryOp::Deref => "de",
                    UnaryOp::AddrOf => "ad",
                    UnaryOp::PreInc => "pp_",
                    UnaryOp::PreDec => "mm_",
                    UnaryOp::PostInc => "pp",
                    UnaryOp::PostDec => "mm",
                };
                format!("{}{}", code, self.expression(x, depth + 1)?)
            }
            ExprKind::Binary(op, a, b) => {
                let code = match op {
                    BinaryOp::Mul => "ml",
                    BinaryOp::Div => "dv",
                    BinaryOp::Rem => "rm",
                    BinaryOp::Add => "pl",
                    BinaryOp::Sub => "mi",
                    BinaryOp::Shl => "ls",
                    BinaryOp::Shr => "rs",
                    BinaryOp::Lt => "lt",
                    BinaryOp::Gt => "gt",
                    BinaryOp::Le => "le",
                    BinaryOp::Ge => "ge",
                    BinaryOp::Eq => "eq",
                    BinaryOp::Ne => "ne",
                    BinaryOp::BitAnd => "an",
                    BinaryOp::BitXor => "eo",
                    BinaryOp::BitOr => "or",
                    BinaryOp::LogAnd => "aa",
                    BinaryOp::LogOr => "oo",
                    BinaryOp::Comma => "cm",
                    BinaryOp::PtrMem => "ds",
                    BinaryOp::PtrMemArrow => "pm",
                };
                let x = self.expression(a, depth + 1)?;
                let y = self.expression(b, depth + 1)?;
                format!("{}{}{}", code, x, y)
            }
            ExprKind::Cond(c, a, b) => {
                let x = self.expression(c, depth + 1)?;
                let y = self.expression(a, depth + 1)?;
                let z = self.expression(b, depth + 1)?;
                format!("qu{}{}{}", x, y, z)
            }
            ExprKind::SizeofType(t) => format!("st{}", self.ty(*t, depth + 1)),
            ExprKind::SizeofExpr(x) => format!("sz{}", self.expression(x, depth + 1)?),
            ExprKind::AlignofType(t) => format!("at{}", self.ty(*t, depth + 1)),
            _ => return None,
        })
    }

    /// A name inside a dependent expression.
    fn name_expression(&mut self, x: EntityId) -> Option<String> {
        let ent = self.il.entities.get(x.0 as usize)?;
        match &ent.kind {
            // A function parameter: `fp_` for the first, then `fp0_`…
            EntityKind::Variable(v) if v.is_param => {
                let i = self.fn_params.iter().position(|p| *p == x).or_else(|| {
                    self.fn_params.iter().position(|p| self.il.entities.get(p.0 as usize).is_some_and(|q| q.name == ent.name && !ent.name.is_empty()))
                })?;
                Some(if i == 0 { String::from("fp_") } else { format!("fp{}_", i - 1) })
            }
            // A member of a dependent scope: an unresolved name.
            EntityKind::TemplateParam { index: u32::MAX, .. } => {
                let sc = ent.parent?;
                let scope = self.il.entities.get(sc.0 as usize)?;
                let base = source_name(&ent.name);
                match &scope.kind {
                    EntityKind::TemplateParam { .. } if !self.il.dependent_names.contains_key(&sc) => {
                        let key = self.template_param(sc);
                        let t = match self.lookup(&key) {
                            Some(s) => s,
                            None => {
                                self.subs.push(key.clone());
                                key
                            }
                        };
                        Some(format!("sr{}{}", t, base))
                    }
                    EntityKind::Class(_) => {
                        let (tmpl, args) = self.il.class_instances.get(&sc)?.clone();
                        Some(self.unresolved_member(tmpl, &args, &ent.name))
                    }
                    _ => None,
                }
            }
            EntityKind::TemplateParam { .. } => Some(self.template_param(x)),
            // A member found in a dependent specialization's template.
            _ => {
                let sc = ent.parent?;
                let (_, args) = self.il.class_instances.get(&sc)?;
                if !args.iter().any(|a| self.arg_mentions_param(a, 0)) {
                    return None;
                }
                let (tmpl, args) = self.il.class_instances.get(&sc)?.clone();
                Some(self.unresolved_member(tmpl, &args, &ent.name))
            }
        }
    }

    /// `sr <qualifier levels> E <name>` for `ns::X<args>::name`.
    fn unresolved_member(&mut self, tmpl: EntityId, args: &[TemplateArg], name: &str) -> String {
        // Each enclosing namespace is a level of its own (no
        // substitutions among the levels).
        let mut s = String::from("sr");
        for n in self.scopes(tmpl) {
            if let Some(ns) = self.il.entities.get(n.0 as usize).filter(|x| matches!(x.kind, EntityKind::Namespace { .. })) {
                s.push_str(&source_name(&ns.name));
            }
        }
        s.push_str(&self.unqualified(tmpl, 0));
        s.push_str(&self.template_args_of(tmpl, args));
        s.push('E');
        s.push_str(&source_name(name));
        s
    }

    /// Whether a template argument names a template parameter.
    fn arg_mentions_param(&self, a: &TemplateArg, depth: u32) -> bool {
        match a {
            TemplateArg::Expr(_) => true,
            TemplateArg::Value(..) => false,
            TemplateArg::Type(t) => self.type_mentions_param(*t, depth + 1),
        }
    }

    fn type_mentions_param(&self, t: TypeId, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        match self.il.ty(self.il.canonical(t)) {
            TypeKind::TemplateParam(_) => true,
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => {
                self.type_mentions_param(*x, depth + 1)
            }
            TypeKind::Class(c) => self.il.class_instances.get(c).is_some_and(|(_, a)| a.iter().any(|x| self.arg_mentions_param(x, depth + 1))),
            TypeKind::Function(f) => self.type_mentions_param(f.ret, depth + 1) || f.params.iter().any(|p| self.type_mentions_param(*p, depth + 1)),
            _ => false,
        }
    }

    /// `<template-param>`: `T_` for the first, then `T0_`, `T1_`…
    fn template_param(&self, e: EntityId) -> String {
        let index = match self.il.entities.get(e.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::TemplateParam { index, .. }) => *index,
            _ => 0,
        };
        if index == 0 {
            String::from("T_")
        } else {
            format!("T{}_", index - 1)
        }
    }

    /// A function template's own parameter types (`fn_params` its
    /// parameters): a function parameter pack is an expansion, `Dp <type>`,
    /// and the function is variadic only with `...` after it.
    fn template_signature(&mut self, f: &FunctionType, depth: u32) -> String {
        let pack_last = f.params.len() == self.fn_params.len() && self.fn_params.last().is_some_and(|p| self.il.pack_function_params.contains(p));
        let Some((&last, init)) = f.params.split_last().filter(|_| pack_last) else { return self.bare_function_type(f, depth) };
        let mut out = String::new();
        for p in init {
            out.push_str(&self.param_type(*p, depth + 1));
        }
        let expansion = matches!(self.il.ty(last), TypeKind::PackExpansion(_));
        if !expansion {
            out.push_str("Dp");
        }
        out.push_str(&self.param_type(last, depth + 1));
        if f.variadic && expansion {
            out.push('z');
        }
        out
    }

    /// `<bare-function-type>`: the parameter types, `v` for none, `z` for `...`.
    fn bare_function_type(&mut self, f: &FunctionType, depth: u32) -> String {
        let mut out = String::new();
        for p in &f.params {
            out.push_str(&self.param_type(*p, depth + 1));
        }
        if f.variadic {
            out.push('z');
        } else if f.params.is_empty() {
            out.push('v');
        }
        out
    }

    /// A parameter type: top-level cv dropped, arrays and functions decay.
    fn param_type(&mut self, t: TypeId, depth: u32) -> String {
        // `__builtin_va_list` is `__va_list_tag[1]` (x86-64 System V; we
        // model it as `char *`): a parameter of it is `__va_list_tag *`.
        if self.is_va_list(t) {
            if let Some(s) = self.lookup("va:P") {
                return s;
            }
            let tag = match self.lookup("va:") {
                Some(s) => s,
                None => {
                    self.subs.push(String::from("va:"));
                    String::from("13__va_list_tag")
                }
            };
            self.subs.push(String::from("va:P"));
            return format!("P{}", tag);
        }
        let c = self.il.canonical(t);
        match self.il.ty(c).clone() {
            TypeKind::Array(elem, _) => {
                // `const vec3 a` (vec3 = float[3]) is `const float *`: the
                // array's qualifiers belong to its elements.
                let p = PseudoType::Pointer(Box::new(PseudoType::Real(elem, self.il.quals_of(t))));
                self.pseudo(&p, depth)
            }
            TypeKind::Function(_) => {
                let p = PseudoType::Pointer(Box::new(PseudoType::Real(c, Quals::default())));
                self.pseudo(&p, depth)
            }
            _ => self.ty(c, depth),
        }
    }

    /// Whether `t` names `__builtin_va_list` (through typedefs, unqualified).
    fn is_va_list(&self, t: TypeId) -> bool {
        let Some(va) = self.il.builtin_va_list else { return false };
        let mut t = t;
        for _ in 0..16 {
            match self.il.ty(t) {
                TypeKind::Typedef(e) if *e == va => return true,
                TypeKind::Typedef(e) => match &self.il.entity(*e).kind {
                    EntityKind::Typedef(x) => t = *x,
                    _ => return false,
                },
                _ => return false,
            }
        }
        false
    }

    fn pseudo(&mut self, p: &PseudoType, depth: u32) -> String {
        match p {
            PseudoType::Real(t, q) => self.ty_q(*t, *q, depth),
            PseudoType::Pointer(inner) => {
                let key = format!("P{}", self.key_pseudo(inner, depth));
                if let Some(s) = self.lookup(&key) {
                    return s;
                }
                let s = format!("P{}", self.pseudo(inner, depth + 1));
                self.subs.push(key);
                s
            }
        }
    }

    fn key_pseudo(&self, p: &PseudoType, depth: u32) -> String {
        match p {
            PseudoType::Real(t, q) => self.key_q(*t, *q, depth),
            PseudoType::Pointer(inner) => format!("P{}", self.key_pseudo(inner, depth + 1)),
        }
    }

    /// A structural key for a type (typedefs resolved, qualifiers merged), used
    /// to find substitution candidates.
    fn key(&self, t: TypeId, depth: u32) -> String {
        self.key_q(t, Quals::default(), depth)
    }

    /// [`Self::key`] of `t` with `extra` qualifiers added.
    fn key_q(&self, t: TypeId, extra: Quals, depth: u32) -> String {
        if depth > MAX_DEPTH {
            return String::from("?");
        }
        let q = merge(self.il.quals_of(t), extra);
        let c = self.il.canonical(t);
        let dep_bound = self.dependent_bound(t);
        if let TypeKind::Array(i, n) = self.il.ty(c) {
            if q.any() {
                let bound = dep_bound.clone().unwrap_or_else(|| n.map(|n| format!("{}", n)).unwrap_or_default());
                return format!("A{}_{}", bound, self.key_q(*i, q, depth + 1));
            }
        }
        let base = match self.il.ty(c) {
            TypeKind::Pointer(i) => format!("P{}", self.key(*i, depth + 1)),
            TypeKind::MemberPointer(m, cls) => format!("M{},{}", self.key(*cls, depth + 1), self.key(*m, depth + 1)),
            TypeKind::LvalueRef(i) => format!("R{}", self.key(*i, depth + 1)),
            TypeKind::RvalueRef(i) => format!("O{}", self.key(*i, depth + 1)),
            TypeKind::Array(i, n) => format!("A{}_{}", dep_bound.clone().unwrap_or_else(|| n.map(|n| format!("{}", n)).unwrap_or_default()), self.key(*i, depth + 1)),
            TypeKind::Function(f) => {
                let mut s = format!("F{}{}", cv_prefix(f.quals), self.key(f.ret, depth + 1));
                for p in &f.params {
                    s.push(',');
                    s.push_str(&self.key(*p, depth + 1));
                }
                if f.variadic {
                    s.push('z');
                }
                s.push('E');
                s
            }
            TypeKind::Class(e) | TypeKind::Enum(e) => scope_key(*e),
            TypeKind::TemplateParam(e) if self.il.dependent_names.contains_key(e) => self.dependent_name_key(*e, depth + 1),
            TypeKind::TemplateParam(e) => self.template_param(*e),
            other => String::from(builtin_code(other).unwrap_or("?")),
        };
        if q.any() {
            format!("{}{}", cv_prefix(q), base)
        } else {
            base
        }
    }

    /// `<type>` with substitutions.
    fn ty(&mut self, t: TypeId, depth: u32) -> String {
        self.ty_q(t, Quals::default(), depth)
    }

    /// The bound of an array type written with a template parameter as
    /// its bound (`T (&)[N]`): that parameter's `<template-param>`.
    fn dependent_bound(&self, t: TypeId) -> Option<String> {
        let mut t = t;
        for _ in 0..16 {
            match self.il.ty(t) {
                TypeKind::Qualified(x, _) => t = *x,
                TypeKind::Typedef(e) => match &self.il.entity(*e).kind {
                    EntityKind::Typedef(x) => t = *x,
                    _ => return None,
                },
                TypeKind::ArrayBound { bound, .. } => {
                    let mut x = self.il.array_bounds.get(*bound as usize).copied()?;
                    while let ExprKind::Cast { expr, .. } = x.kind {
                        x = expr;
                    }
                    return match x.kind {
                        ExprKind::Name(p) if matches!(self.il.entity(p).kind, EntityKind::TemplateParam { .. }) => Some(self.template_param(p)),
                        _ => None,
                    };
                }
                _ => return None,
            }
        }
        None
    }

    /// [`Self::ty`] of `t` with `extra` qualifiers added (qualifiers on an
    /// array type go to its element type, as in C++).
    fn ty_q(&mut self, t: TypeId, extra: Quals, depth: u32) -> String {
        if depth > MAX_DEPTH {
            return String::from("v");
        }
        let q = merge(self.il.quals_of(t), extra);
        let c = self.il.canonical(t);
        let kind = self.il.ty(c).clone();
        let dep_bound = self.dependent_bound(t);
        if let TypeKind::Array(elem, n) = kind {
            if q.any() {
                let key = self.key_q(t, extra, depth);
                if let Some(s) = self.lookup(&key) {
                    return s;
                }
                let bound = dep_bound.clone().unwrap_or_else(|| n.map(|n| format!("{}", n)).unwrap_or_default());
                let s = format!("A{}_{}", bound, self.ty_q(elem, q, depth + 1));
                self.subs.push(key);
                return s;
            }
        }
        if !q.any() {
            if let Some(code) = builtin_code(&kind) {
                return String::from(code);
            }
        }
        let key = self.key_q(t, extra, depth);
        if let Some(s) = self.lookup(&key) {
            return s;
        }
        if q.any() {
            // The qualified type is a candidate; so is the unqualified one
            // (recorded by the recursive call, unless builtin).
            let inner = self.ty(c, depth + 1);
            let s = format!("{}{}", cv_prefix(q), inner);
            self.subs.push(key);
            return s;
        }
        let s = match kind {
            TypeKind::Pointer(i) => format!("P{}", self.ty(i, depth + 1)),
            // `M <class type> <member type>`.
            TypeKind::MemberPointer(m, cls) => {
                let c = self.ty(cls, depth + 1);
                format!("M{}{}", c, self.ty(m, depth + 1))
            }
            TypeKind::LvalueRef(i) => format!("R{}", self.ty(i, depth + 1)),
            TypeKind::RvalueRef(i) => format!("O{}", self.ty(i, depth + 1)),
            TypeKind::Array(i, n) => {
                let bound = dep_bound.unwrap_or_else(|| n.map(|n| format!("{}", n)).unwrap_or_default());
                format!("A{}_{}", bound, self.ty(i, depth + 1))
            }
            TypeKind::Function(f) => {
                let mut s = String::from("F");
                s.push_str(&self.ty(f.ret, depth + 1));
                s.push_str(&self.bare_function_type(&f, depth + 1));
                s.push('E');
                if f.quals.any() {
                    s = format!("{}{}", cv_prefix(f.quals), s);
                }
                s
            }
            TypeKind::Class(e) if self.il.closures.contains_key(&e) => match self.wrapper_closures {
                true => self.closure_wrapper(e, depth + 1).unwrap_or_else(|| self.closure_type(e, depth + 1)),
                false => self.closure_type(e, depth + 1),
            },
            TypeKind::Class(e) | TypeKind::Enum(e) => {
                // The class name itself is the candidate: record via prefix().
                let mut scopes = self.scopes(e);
                scopes.push(e);
                let std_only = scopes.len() == 2 && self.is_std(scopes[0]);
                let inner = self.prefix(&scopes, depth);
                if scopes.len() > 1 && !std_only {
                    return format!("N{}E", inner);
                }
                return inner;
            }
            TypeKind::TemplateParam(e) if self.il.dependent_names.contains_key(&e) => {
                format!("N{}E", self.dependent_name_prefix(e, depth + 1))
            }
            // `decltype(a + b)` known only at instantiation: `DT <expression> E`.
            TypeKind::TemplateParam(e) if self.decltype_of(e).is_some() => {
                let x = self.decltype_of(e).and_then(|x| self.expression(x, depth + 1));
                match x {
                    Some(x) => format!("DT{}E", x),
                    None => self.template_param(e),
                }
            }
            TypeKind::TemplateParam(e) => self.template_param(e),
            TypeKind::PackExpansion(x) => format!("Dp{}", self.ty(x, depth + 1)),
            TypeKind::Error => String::from("i"),
            other => String::from(builtin_code(&other).unwrap_or("v")),
        };
        self.subs.push(key);
        s
    }
}

/// Types that exist only in mangling (decayed parameter types).
enum PseudoType {
    /// An IL type with extra qualifiers.
    Real(TypeId, Quals),
    Pointer(Box<PseudoType>),
}

fn merge(a: Quals, b: Quals) -> Quals {
    Quals {
        is_const: a.is_const || b.is_const,
        is_volatile: a.is_volatile || b.is_volatile,
        is_restrict: a.is_restrict || b.is_restrict,
    }
}

/// The length of the template argument list `I … E` that starts `s`
/// (all of `s` when it does not close).
fn template_args_end(s: &str) -> usize {
    if !s.is_ascii() {
        return s.len();
    }
    let b = s.as_bytes();
    let mut depth = 0i32;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            c if c.is_ascii_digit() => {
                // A source name: skip its characters.
                let start = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                let n: usize = s[start..i].parse().unwrap_or(0);
                i = i.saturating_add(n);
                continue;
            }
            b'I' => depth += 1,
            b'L' => {
                // A literal `L <type> <value> E` closes itself.
                while i < b.len() && b[i] != b'E' {
                    i += 1;
                }
            }
            b'E' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    s.len()
}

/// A mangled name's substitution references (`S_`, `S<seq-id>_`) with one
/// more candidate before them: `S_` → `S0_`, `S<n>_` → `S<n+1>_`
/// (seq-ids are base 36, digits then upper-case letters).
fn shift_substitutions(s: &str) -> String {
    // Mangled names are ASCII; anything else is left as it is.
    if !s.is_ascii() {
        return String::from(s);
    }
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len() + 2);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_digit() {
            // A source name is copied whole.
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let n: usize = s[start..i].parse().unwrap_or(0);
            let end = (i + n).min(b.len());
            out.push_str(&s[start..end]);
            i = end;
            continue;
        }
        if c == b'L' || ((c == b'A' || (c == b'v' && i > 0 && b[i - 1] == b'D')) && b.get(i + 1).map_or(false, |x| x.is_ascii_digit())) {
            // Literals and array/vector bounds hold digits that are no names.
            let close = if c == b'L' { b'E' } else { b'_' };
            let start = i;
            while i < b.len() && b[i] != close {
                i += 1;
            }
            let end = (i + 1).min(b.len());
            out.push_str(&s[start..end]);
            i = end;
            continue;
        }
        if c == b'S' {
            let mut j = i + 1;
            while j < b.len() && (b[j].is_ascii_digit() || b[j].is_ascii_uppercase()) {
                j += 1;
            }
                if j < b.len() && b[j] == b'_' {
                let seq = &s[i + 1..j];
                let mut v: u64 = 0;
                for ch in seq.bytes() {
                    let d = if ch.is_ascii_digit() { ch - b'0' } else { ch - b'A' + 10 } as u64;
                    v = v.saturating_mul(36).saturating_add(d);
                }
                let next = if seq.is_empty() { 0 } else { v + 1 };
                out.push('S');
                out.push_str(&base36(next));
                out.push('_');
                i = j + 1;
                continue;
            }
        }
        out.push(c as char);
        i += 1;
    }
    out
}

fn base36(mut v: u64) -> String {
    if v == 0 {
        return String::from("0");
    }
    let mut digits = Vec::new();
    while v > 0 {
        let d = (v % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        v /= 36;
    }
    digits.iter().rev().map(|d| *d as char).collect()
}

use alloc::boxed::Box;

fn scope_key(e: EntityId) -> String {
    format!("E{}", e.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::il::*;
    use crate::source::{Pos, SourceMap};
    use alloc::vec;
    use bumpalo::Bump;

    struct B<'a> {
        il: Il<'a>,
    }

    impl<'a> B<'a> {
        fn t(&mut self, k: TypeKind) -> TypeId {
            self.il.intern(k)
        }
        fn ent(&mut self, name: &str, kind: EntityKind<'a>, parent: Option<EntityId>) -> EntityId {
            self.il.entities.push(Entity {
                name: String::from(name),
                kind,
                parent,
                pos: Pos::default(),
                in_system_header: false,
                attributes: Vec::new(),
                referenced: false,
                access: Access::Public,
            });
            EntityId(self.il.entities.len() as u32 - 1)
        }
        fn func(&mut self, name: &str, ret: TypeId, params: Vec<TypeId>, parent: Option<EntityId>) -> EntityId {
            self.func_q(name, ret, params, parent, Quals::default(), false, Linkage::External)
        }
        #[allow(clippy::too_many_arguments)]
        fn func_q(
            &mut self,
            name: &str,
            ret: TypeId,
            params: Vec<TypeId>,
            parent: Option<EntityId>,
            quals: Quals,
            variadic: bool,
            linkage: Linkage,
        ) -> EntityId {
            let ty = self.t(TypeKind::Function(FunctionType { ret, params, variadic, unprototyped: false, quals, ref_qual: RefQualifier::None, noexcept: FnNoexcept::None }));
            self.ent(
                name,
                EntityKind::Routine(Routine { linkage, ..Routine::of_type(ty) }),
                parent,
            )
        }
        fn ns(&mut self, name: &str, parent: Option<EntityId>) -> EntityId {
            self.ent(name, EntityKind::Namespace { members: Vec::new() }, parent)
        }
        fn class(&mut self, name: &str, parent: Option<EntityId>) -> (EntityId, TypeId) {
            let e = self.ent(
                name,
                EntityKind::Class(ClassInfo { key: ClassKey::Struct, complete: true, members: Vec::new(), size: 1, align: 1, anonymous: false, member_decls: Vec::new(), access_specs: Vec::new(), template_params: Vec::new() }),
                parent,
            );
            let t = self.t(TypeKind::Class(e));
            (e, t)
        }
        fn var(&mut self, name: &str, ty: TypeId, parent: Option<EntityId>) -> EntityId {
            self.ent(
                name,
                EntityKind::Variable(Variable {
                    ty,
                    storage: StorageClass::None,
                    linkage: Linkage::External,
                    memory: MemorySpace::None,
                    is_constexpr: false,
                    is_inline: false,
                    is_thread_local: false,
                    init: None,
                    is_param: false,
                    is_local: false,
                    is_device_builtin: false,
                    mangled: String::new(),
                    is_static_member: false,
                    default_arg: None,
            declared_ty: None,
                }),
                parent,
            )
        }
    }

    fn q(c: bool, v: bool) -> Quals {
        Quals { is_const: c, is_volatile: v, is_restrict: false }
    }

    // Expected strings were checked against g++ 12 `-S` output and the stub
    // names cicc writes for the same declarations.
    #[test]
    fn functions() {
        let arena = Bump::new();
        let mut b = B { il: Il::new(&arena, "", SourceMap::default()) };
        let void = b.t(TypeKind::Void);
        let int = b.t(TypeKind::Int(IntKind::Int));
        let float = b.t(TypeKind::Float(FloatKind::Float));
        let pf = b.t(TypeKind::Pointer(float));
        let f = b.func("add", void, vec![pf, int], None);
        assert_eq!(mangle_entity(&b.il, f), "_Z3addPfi");
        assert_eq!(device_stub_name(&b.il, f, "_x"), "__device_stub__Z3addPfi");
        let k = b.func("k", void, vec![pf, int], None);
        assert_eq!(mangle_entity(&b.il, k), "_Z1kPfi");
        let g = b.func("g", void, vec![], None);
        assert_eq!(mangle_entity(&b.il, g), "_Z1gv");
        let ch = b.t(TypeKind::Int(IntKind::Char));
        let cch = b.t(TypeKind::Qualified(ch, q(true, false)));
        let pcch = b.t(TypeKind::Pointer(cch));
        let ld = b.t(TypeKind::Float(FloatKind::LongDouble));
        let f2 = b.func("f", void, vec![pcch, ld], None);
        assert_eq!(mangle_entity(&b.il, f2), "_Z1fPKce");
        let f3 = b.func("f", void, vec![pcch, pcch], None);
        assert_eq!(mangle_entity(&b.il, f3), "_Z1fPKcS0_");
        let vf = b.func_q("f", int, vec![], None, Quals::default(), true, Linkage::External);
        assert_eq!(mangle_entity(&b.il, vf), "_Z1fz");
        let cf = b.func_q("cf", int, vec![int], None, Quals::default(), false, Linkage::ExternalC);
        assert_eq!(mangle_entity(&b.il, cf), "cf");
        assert_eq!(device_stub_name(&b.il, cf, "_x"), "__device_stub__Z2cfi");
        let main = b.func("main", int, vec![], None);
        assert_eq!(mangle_entity(&b.il, main), "main");
        // Top-level const on a parameter is not part of the signature.
        let cint = b.t(TypeKind::Qualified(int, q(true, false)));
        let f4 = b.func("h", void, vec![cint], None);
        assert_eq!(mangle_entity(&b.il, f4), "_Z1hi");
        // Arrays decay; references; pointer to function.
        let arr = b.t(TypeKind::Array(int, Some(4)));
        let rint = b.t(TypeKind::LvalueRef(int));
        let fnt = b.t(TypeKind::Function(FunctionType { ret: void, params: vec![int], variadic: false, unprototyped: false, quals: Quals::default(), ref_qual: RefQualifier::None, noexcept: FnNoexcept::None }));
        let pfn = b.t(TypeKind::Pointer(fnt));
        let f5 = b.func("m", void, vec![arr, rint, pfn], None);
        assert_eq!(mangle_entity(&b.il, f5), "_Z1mPiRiPFviE");
        // Pointer to array keeps the bound.
        let parr = b.t(TypeKind::Pointer(arr));
        let f6 = b.func("pa", void, vec![parr], None);
        assert_eq!(mangle_entity(&b.il, f6), "_Z2paPA4_i");
        // Volatile pointer to const volatile.
        let cvint = b.t(TypeKind::Qualified(int, q(true, true)));
        let pcv = b.t(TypeKind::Pointer(cvint));
        let f7 = b.func("v", void, vec![pcv, pcv], None);
        assert_eq!(mangle_entity(&b.il, f7), "_Z1vPVKiS0_");
        let rr = b.t(TypeKind::RvalueRef(float));
        let f8 = b.func("r", void, vec![rr], None);
        assert_eq!(mangle_entity(&b.il, f8), "_Z1rOf");
    }

    #[test]
    fn scopes_and_classes() {
        let arena = Bump::new();
        let mut b = B { il: Il::new(&arena, "", SourceMap::default()) };
        let void = b.t(TypeKind::Void);
        let int = b.t(TypeKind::Int(IntKind::Int));
        let n = b.ns("N", None);
        let g = b.func("g", void, vec![int], Some(n));
        assert_eq!(mangle_entity(&b.il, g), "_ZN1N1gEi");
        let v = b.var("v", int, Some(n));
        assert_eq!(mangle_entity(&b.il, v), "_ZN1N1vE");
        let gv = b.var("gv", int, None);
        assert_eq!(mangle_entity(&b.il, gv), "gv");
        let (s, st) = b.class("S", None);
        let m = b.func("m", void, vec![], Some(s));
        assert_eq!(mangle_entity(&b.il, m), "_ZN1S1mEv");
        let ctor = b.func("S", void, vec![], Some(s));
        assert_eq!(mangle_entity(&b.il, ctor), "_ZN1SC1Ev");
        let sm = b.var("sm", int, Some(s));
        assert_eq!(mangle_entity(&b.il, sm), "_ZN1S2smE");
        let cm = b.func_q("cm", void, vec![], Some(s), q(true, false), false, Linkage::External);
        assert_eq!(mangle_entity(&b.il, cm), "_ZNK1S2cmEv");
        // operator+(S, S) → _Zpl1SS_
        let plus = b.func("operator+", st, vec![st, st], None);
        assert_eq!(mangle_entity(&b.il, plus), "_Zpl1SS_");
        // Class in a namespace as parameter, twice; and member of it.
        let (t, tt) = b.class("T", Some(n));
        let f = b.func("f", void, vec![tt, tt], None);
        assert_eq!(mangle_entity(&b.il, f), "_Z1fN1N1TES0_");
        let pt = b.t(TypeKind::Pointer(tt));
        let tm = b.func("m", void, vec![pt], Some(t));
        assert_eq!(mangle_entity(&b.il, tm), "_ZN1N1T1mEPS0_");
        let an = b.ns("", None);
        let af = b.func("a", void, vec![], Some(an));
        assert_eq!(mangle_entity(&b.il, af), "_ZN12_GLOBAL__N_11aEv");
        let n2 = b.ns("B", Some(n));
        let v2 = b.var("v", int, Some(n2));
        assert_eq!(mangle_entity(&b.il, v2), "_ZN1N1B1vE");
        // f(N::B::v's namespace …) substitution of a nested prefix.
        let (c2, c2t) = b.class("C", Some(n2));
        let _ = c2;
        let (_d, dt) = b.class("D", Some(n2));
        let f9 = b.func("f", void, vec![c2t, dt], None);
        assert_eq!(mangle_entity(&b.il, f9), "_Z1fN1N1B1CENS0_1DE");
    }

    /// Stub names cicc wrote for kernels of our own test file.
    #[test]
    fn cicc_stub_names() {
        let arena = Bump::new();
        let mut b = B { il: Il::new(&arena, "", SourceMap::default()) };
        let void = b.t(TypeKind::Void);
        let int = b.t(TypeKind::Int(IntKind::Int));
        let float = b.t(TypeKind::Float(FloatKind::Float));
        let (_p, pt) = b.class("P", None);
        let ee = b.ent("E", EntityKind::Enum(EnumInfo { underlying: int, scoped: false, fixed: false, written_underlying: false, enumerators: Vec::new(), complete: true }), None);
        let et = b.t(TypeKind::Enum(ee));
        let real = b.ent("real", EntityKind::Typedef(float), None);
        let realt = b.t(TypeKind::Typedef(real));
        let preal = b.t(TypeKind::Pointer(realt));
        let cint = b.t(TypeKind::Qualified(int, q(true, false)));
        let pcint = b.t(TypeKind::Pointer(cint));
        let ppt = b.t(TypeKind::Pointer(pt));
        let k1 = b.func("k1", void, vec![preal, pcint, pt, et, ppt], None);
        let mid = "_f101e7f1_4_s_cu_07cf94fd";
        assert_eq!(device_stub_name(&b.il, k1, mid), "__device_stub__Z2k1PfPKi1P1EPS2_");
        let n = b.ns("N", None);
        let (_q, qt) = b.class("Q", Some(n));
        let pq = b.t(TypeKind::Pointer(qt));
        let kn = b.func("kn", void, vec![pt, pt, pq, pq], Some(n));
        assert_eq!(device_stub_name(&b.il, kn, mid), "__device_stub__ZN1N2knE1PS0_PNS_1QES2_");
        let an = b.ns("", None);
        let ka = b.func("ka", void, vec![int], Some(an));
        assert_eq!(device_stub_name(&b.il, ka, mid), "__device_stub__ZN36_GLOBAL__N__f101e7f1_4_s_cu_07cf94fd2kaEi");
        assert_eq!(mangle_entity_in_tu(&b.il, ka, mid), "_ZN36_GLOBAL__N__f101e7f1_4_s_cu_07cf94fd2kaEi");
        let mut ks_params = Vec::new();
        for k in [TypeKind::Float(FloatKind::Double), TypeKind::Int(IntKind::ULongLong), TypeKind::Int(IntKind::Char), TypeKind::Int(IntKind::SChar), TypeKind::Int(IntKind::UChar), TypeKind::Int(IntKind::Short), TypeKind::Int(IntKind::Bool)] {
            ks_params.push(b.t(k));
        }
        let ks = b.func("ks", void, ks_params, None);
        assert_eq!(device_stub_name(&b.il, ks, mid), "__device_stub__Z2ksdycahsb");
        let mut kv_params = Vec::new();
        for k in [TypeKind::Float(FloatKind::LongDouble), TypeKind::Int(IntKind::Int128), TypeKind::Int(IntKind::WChar), TypeKind::Int(IntKind::Char16), TypeKind::Int(IntKind::Char32), TypeKind::Int(IntKind::Long), TypeKind::Int(IntKind::ULong), TypeKind::Int(IntKind::UInt)] {
            kv_params.push(b.t(k));
        }
        let kv = b.func("kv", void, kv_params, None);
        assert_eq!(device_stub_name(&b.il, kv, mid), "__device_stub__Z2kvenwDsDilmj");
        let rint = b.t(TypeKind::LvalueRef(int));
        let fnt = b.t(TypeKind::Function(FunctionType { ret: float, params: vec![int], variadic: false, unprototyped: false, quals: Quals::default(), ref_qual: RefQualifier::None, noexcept: FnNoexcept::None }));
        let pfn = b.t(TypeKind::Pointer(fnt));
        let arr = b.t(TypeKind::Array(int, Some(4)));
        let cvint = b.t(TypeKind::Qualified(int, q(true, true)));
        let pcv = b.t(TypeKind::Pointer(cvint));
        let kr = b.func("kr", void, vec![rint, pfn, arr, pcv], None);
        assert_eq!(device_stub_name(&b.il, kr, mid), "__device_stub__Z2krRiPFfiEPiPVKi");
    }
    /// Qualifiers on an array typedef go to the elements: `real dot(const
    /// vec3, const vec3)` with `vec3 = real[3]` is `_Z3dotPKfS0_` (g++ 12,
    /// and the reference's module id for it); `void pa(const vec3 *)` is
    /// `_Z2paPA3_Kf`.
    #[test]
    fn qualified_array_typedefs() {
        let arena = Bump::new();
        let mut b = B { il: Il::new(&arena, "", SourceMap::default()) };
        let float = b.t(TypeKind::Float(FloatKind::Float));
        let void = b.t(TypeKind::Void);
        let real = b.ent("real", EntityKind::Typedef(float), None);
        let realt = b.t(TypeKind::Typedef(real));
        let arr = b.t(TypeKind::Array(realt, Some(3)));
        let vec3 = b.ent("vec3", EntityKind::Typedef(arr), None);
        let vec3t = b.t(TypeKind::Typedef(vec3));
        let cvec3 = b.t(TypeKind::Qualified(vec3t, q(true, false)));
        let dot = b.func("dot", realt, vec![cvec3, cvec3], None);
        assert_eq!(mangle_entity(&b.il, dot), "_Z3dotPKfS0_");
        let pcvec3 = b.t(TypeKind::Pointer(cvec3));
        let pa = b.func("pa", void, vec![pcvec3], None);
        assert_eq!(mangle_entity(&b.il, pa), "_Z2paPA3_Kf");
    }

    /// Conversion functions: `S::operator int()` is `_ZN1ScviEv`,
    /// `S::operator const char*() const` is `_ZNK1ScvPKcEv` (g++ 12).
    #[test]
    fn conversion_operators() {
        let arena = Bump::new();
        let mut b = B { il: Il::new(&arena, "", SourceMap::default()) };
        let int = b.t(TypeKind::Int(IntKind::Int));
        let ch = b.t(TypeKind::Int(IntKind::Char));
        let cch = b.t(TypeKind::Qualified(ch, q(true, false)));
        let pcch = b.t(TypeKind::Pointer(cch));
        let (s, _st) = b.class("S", None);
        let c1 = b.func("operator int", int, vec![], Some(s));
        let c2 = b.func_q("operator const char *", pcch, vec![], Some(s), q(true, false), false, Linkage::External);
        for e in [c1, c2] {
            if let EntityKind::Routine(r) = &mut b.il.entities[e.0 as usize].kind {
                r.special = SpecialMember::Conversion;
            }
        }
        assert_eq!(mangle_entity(&b.il, c1), "_ZN1ScviEv");
        assert_eq!(mangle_entity(&b.il, c2), "_ZNK1ScvPKcEv");
    }

    /// `::std` abbreviates to `St` (g++ 12: `_ZSt1fi`,
    /// `_ZNSt6chrono1gENS_1dESt4byte`, `_Z1hSt4bytePS_NSt6chrono1dESt1s`).
    #[test]
    fn std_abbreviation() {
        let arena = Bump::new();
        let mut b = B { il: Il::new(&arena, "", SourceMap::default()) };
        let void = b.t(TypeKind::Void);
        let int = b.t(TypeKind::Int(IntKind::Int));
        let uchar = b.t(TypeKind::Int(IntKind::UChar));
        let std = b.ns("std", None);
        let byte = b.ent("byte", EntityKind::Enum(EnumInfo { underlying: uchar, scoped: true, fixed: true, written_underlying: true, enumerators: Vec::new(), complete: true }), Some(std));
        let bytet = b.t(TypeKind::Enum(byte));
        let f = b.func("f", void, vec![int], Some(std));
        assert_eq!(mangle_entity(&b.il, f), "_ZSt1fi");
        let chrono = b.ns("chrono", Some(std));
        let (_d, dt) = b.class("d", Some(chrono));
        let g = b.func("g", void, vec![dt, bytet], Some(chrono));
        assert_eq!(mangle_entity(&b.il, g), "_ZNSt6chrono1gENS_1dESt4byte");
        let (_s, st) = b.class("s", Some(std));
        let pbyte = b.t(TypeKind::Pointer(bytet));
        let h = b.func("h", void, vec![bytet, pbyte, dt, st], None);
        assert_eq!(mangle_entity(&b.il, h), "_Z1hSt4bytePS_NSt6chrono1dESt1s");
    }

    /// Template kernels: stub names cicc wrote (identical to g++'s symbols).
    #[test]
    fn function_templates() {
        let arena = Bump::new();
        let mut b = B { il: Il::new(&arena, "", SourceMap::default()) };
        let void = b.t(TypeKind::Void);
        let int = b.t(TypeKind::Int(IntKind::Int));
        let ch = b.t(TypeKind::Int(IntKind::Char));
        let dbl = b.t(TypeKind::Float(FloatKind::Double));
        let boolt = b.t(TypeKind::Int(IntKind::Bool));
        let (_p, pt) = b.class("P", None);
        let mid = "_x";
        let tp = |b: &mut B, index: u32, is_type: bool| {
            let e = b.ent(
                if index == 0 { "T" } else { "U" },
                EntityKind::TemplateParam { index, is_type, ty: None, default_type: None, key: TemplateParamKey::Class },
                None,
            );
            let t = b.t(TypeKind::TemplateParam(e));
            (e, t)
        };
        let inst = |b: &mut B, tmpl: EntityId, name: &str, params: Vec<TypeId>, args: Vec<TemplateArg>, parent: Option<EntityId>| {
            let e = b.func(name, void, params, parent);
            if let EntityKind::Routine(r) = &mut b.il.entities[e.0 as usize].kind {
                r.instance_of = Some((tmpl, args));
            }
            e
        };
        // template<class T> void kt(T)
        let (t0, t0t) = tp(&mut b, 0, true);
        let kt = b.func("kt", void, vec![t0t], None);
        let _ = t0;
        let kti = inst(&mut b, kt, "kt", vec![int], vec![TemplateArg::Type(int)], None);
        assert_eq!(device_stub_name(&b.il, kti, mid), "__device_stub__Z2ktIiEvT_");
        let ktp = inst(&mut b, kt, "kt", vec![pt], vec![TemplateArg::Type(pt)], None);
        assert_eq!(device_stub_name(&b.il, ktp, mid), "__device_stub__Z2ktI1PEvT_");
        // template<class T, class U> void k2(T*, U, T)
        let (_u, ut) = tp(&mut b, 1, true);
        let pt0 = b.t(TypeKind::Pointer(t0t));
        let k2 = b.func("k2", void, vec![pt0, ut, t0t], None);
        let pint = b.t(TypeKind::Pointer(int));
        let k2i = inst(&mut b, k2, "k2", vec![pint, ch, int], vec![TemplateArg::Type(int), TemplateArg::Type(ch)], None);
        assert_eq!(device_stub_name(&b.il, k2i, mid), "__device_stub__Z2k2IicEvPT_T0_S0_");
        // template<int N, class T> void kv(T*)   (T is parameter 1)
        let put = b.t(TypeKind::Pointer(ut));
        let kv = b.func("kv", void, vec![put], None);
        let pd = b.t(TypeKind::Pointer(dbl));
        let kvi = inst(&mut b, kv, "kv", vec![pd], vec![TemplateArg::Value(-3, int), TemplateArg::Type(dbl)], None);
        assert_eq!(device_stub_name(&b.il, kvi, mid), "__device_stub__Z2kvILin3EdEvPT0_");
        // template<bool B> void kb()
        let kb = b.func("kb", void, vec![], None);
        let kbi = inst(&mut b, kb, "kb", vec![], vec![TemplateArg::Value(1, boolt)], None);
        assert_eq!(device_stub_name(&b.il, kbi, mid), "__device_stub__Z2kbILb1EEvv");
        // namespace M { template<class T> void km(T, T*) }
        let m = b.ns("M", None);
        let km = b.func("km", void, vec![t0t, pt0], Some(m));
        let ppt = b.t(TypeKind::Pointer(pt));
        let kmi = inst(&mut b, km, "km", vec![pt, ppt], vec![TemplateArg::Type(pt)], Some(m));
        assert_eq!(device_stub_name(&b.il, kmi, mid), "__device_stub__ZN1M2kmI1PEEvT_PS2_");
    }
}
