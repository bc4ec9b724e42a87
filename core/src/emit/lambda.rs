//! Lambda expressions in the host output, and the extended-lambda wrapper
//! types cudafe++ replaces `__device__` / `__host__ __device__` lambdas with
//! (`--extended-lambda`).
//!
//! An ordinary lambda is printed back from the IL:
//!
//! ```text
//! [=]() mutable->bool { return (launches) == 2; }
//! ```
//!
//! (captured names in parentheses: EDG prints the closure member access).
//!
//! An extended `__device__` lambda becomes a wrapper object built from a tag
//! naming the enclosing function and the lambda's number, and the captured
//! values; the lambda itself follows under `#if 0` with its body hidden once
//! more (host code never runs it):
//!
//! ```text
//! __nv_dl_wrapper_t< __nv_dl_tag<int (*)(void),(& ::main),1> , typename __nvdl_remove_ref<decltype(y)>::type>( __nv_dl_tag<int (*)(void),(& ::main),1> {} , y)
//! #if 0
//! [=](int
//! # 17
//! i)
//! { }
//! #if 0
//! # 17
//! { ((y)[i]) = (0.0F); }
//! #endif
//! #endif
//! ```
//!
//! An extended `__host__ __device__` lambda stays a lambda, handed to a
//! factory with its captured values:
//!
//! ```text
//! __nv_hdl_create_wrapper_t< false, false, __nv_dl_tag<int (*)(void),(& ::main),1> , typename __nvdl_remove_ref<decltype(base)>::type>::__nv_hdl_create_wrapper( [=](int i) { return (base) + i; } , base)
//! ```
//!
//! (`< IsMutable, HasFuncPtrConv, tag, capture types…>`; a lambda without
//! captures converts to a function pointer.)

use super::printer::Printer;
use crate::il::*;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

impl<'i, 'a> Printer<'i, 'a> {
    /// A lambda expression in host output (see the module comment).
    pub(crate) fn lambda_expr(&mut self, closure: EntityId, captures: &[&Expr<'a>], text: &str) {
        let Some(c) = self.il.closures.get(&closure) else {
            self.push(text);
            self.push(" ");
            return;
        };
        match c.kind {
            LambdaKind::Plain => self.plain_lambda(c),
            LambdaKind::Device => {
                let tag = dl_tag(self, c);
                let types = capture_types(self, c);
                let args = capture_args(self, c, captures);
                self.push(&format!("__nv_dl_wrapper_t< {} {}( {} {{}} {}) ", tag, type_list(&types), tag, arg_list(&args)));
                self.out.newline();
                self.push("#if 0\n");
                self.out.forget_line();
                self.lambda_head(c, true);
                self.push("\n{ }\n#if 0\n");
                self.out.forget_line();
                if let Some(b) = self.routine(c.call_op).and_then(|r| r.body) {
                    self.stmt(b);
                }
                self.out.newline();
                self.push("#endif\n#endif\n");
                self.out.forget_file();
            }
            LambdaKind::HostDevice => {
                let tag = dl_tag(self, c);
                let types = capture_types(self, c);
                let args = capture_args(self, c, captures);
                let no_captures = c.captures.is_empty();
                self.push(&format!("__nv_hdl_create_wrapper_t< {}, {}, {} {}::__nv_hdl_create_wrapper( ", c.mutable, no_captures, tag, type_list(&types)));
                self.plain_lambda(c);
                self.push(&format!("{}) ", arg_list(&args)));
            }
        }
    }

    /// `[captures](params) mutable->ret { body } `.
    fn plain_lambda(&mut self, c: &Closure<'a>) {
        self.lambda_head(c, false);
        // (Without a parameter list the body follows the captures: `[]{`.)
        if c.params_written || c.mutable || c.ret_written.is_some() {
            self.push(" ");
        }
        if let Some(b) = self.routine(c.call_op).and_then(|r| r.body) {
            self.stmt(b);
        }
    }

    /// The captures, parameters and specifiers; each parameter's name is
    /// marked with its line (under `#if 0`, always).
    fn lambda_head(&mut self, c: &Closure<'a>, marked: bool) {
        let caps: String = c.capture_text.chars().filter(|ch| !ch.is_whitespace()).collect();
        self.push(&caps);
        let params: Vec<EntityId> = self.routine(c.call_op).map(|r| r.params.clone()).unwrap_or_default();
        if c.params_written || c.mutable || c.ret_written.is_some() {
            self.push("(");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    self.push(", ");
                }
                let Some(ent) = self.entity(*p) else { continue };
                let (ty, name, pos) = match &ent.kind {
                    EntityKind::Variable(v) => (v.declared_ty.unwrap_or(v.ty), ent.name.clone(), ent.pos),
                    _ => continue,
                };
                {
                    let full = self.type_str(ty, "\u{1}");
                    let (before, after) = full.split_once('\u{1}').unwrap_or((full.as_str(), ""));
                    let before = if before.ends_with(' ') || before.ends_with('*') || before.ends_with('&') { String::from(before) } else { format!("{} ", before) };
                    self.push(&before);
                    // A parameter pack: `Ts ...vs`.
                    if self.il.pack_function_params.contains(p) {
                        self.push("...");
                    }
                    self.out.mark(pos);
                    self.push(&name);
                    self.push(after);
                }
            }
            self.push(")");
        }
        if c.mutable {
            self.push(" mutable");
        }
        if let Some(r) = c.ret_written {
            let s = self.type_str(r, "");
            self.push(&format!("->{}", s));
        }
        if marked {
            self.push(" ");
        }
    }
}

/// `__nv_dl_tag<int (*)(void),(& ::main),1>`: the enclosing function's
/// pointer type (parameters named as declared) and address, and the lambda's
/// number.
pub(crate) fn dl_tag(p: &Printer, c: &Closure) -> String {
    let Some(f) = c.function else { return format!("__nv_dl_tag<void (*)(void),(0),{}>", c.tag) };
    let Some(ent) = p.entity(f) else { return String::new() };
    let Some(r) = p.routine(f) else { return String::new() };
    let TypeKind::Function(ft) = p.il.ty(p.il.canonical(r.ty)) else { return String::new() };
    let params: Vec<String> = r
        .params
        .iter()
        .filter_map(|x| p.entity(*x))
        .map(|x| match &x.kind {
            EntityKind::Variable(v) if !x.name.is_empty() => format!("{} {}", p.type_str(v.declared_ty.unwrap_or(v.ty), ""), x.name),
            EntityKind::Variable(v) => p.type_str(v.declared_ty.unwrap_or(v.ty), ""),
            _ => String::new(),
        })
        .collect();
    let list = if params.is_empty() { String::from("void") } else { params.join(", ") };
    let ret = p.type_str(ft.ret, "");
    let class = ent.parent.filter(|x| matches!(p.entity(*x).map(|e| &e.kind), Some(EntityKind::Class(_))));
    let quals = if ft.quals.is_const { " const" } else { "" };
    let (tag, tail) = match trailing_return(p, c) {
        Some(t) => ("__nv_dl_trailing_return_tag", format!("{}, {}", t, c.tag)),
        None => ("__nv_dl_tag", format!("{}", c.tag)),
    };
    match class {
        Some(cls) if !r.is_static_member => {
            let cname = full_name(p, cls);
            format!("{}<{} ({}::*)({}){},(&{}),{}>", tag, ret, cname, list, quals, full_name(p, f), tail)
        }
        _ => format!("{}<{} (*)({}),(& ::{}),{}>", tag, ret, list, full_name(p, f), tail),
    }
}

/// A `__device__` lambda whose return type is written (`-> long`) is tagged
/// with it (`__nv_dl_trailing_return_tag<…, long, N>`); a `__host__
/// __device__` one is not.
fn trailing_return(p: &Printer, c: &Closure) -> Option<String> {
    if c.kind != LambdaKind::Device {
        return None;
    }
    c.ret_written.map(|t| p.type_str(t, ""))
}

/// `N::C::f`: the names of the enclosing namespaces and classes.
fn full_name(p: &Printer, e: EntityId) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut cur = Some(e);
    for _ in 0..64 {
        let Some(x) = cur else { break };
        let Some(ent) = p.entity(x) else { break };
        parts.push(ent.name.clone());
        cur = ent.parent;
    }
    parts.reverse();
    parts.join("::")
}

/// The wrapper's capture type arguments, in field order.
fn capture_types(p: &Printer, c: &Closure) -> Vec<String> {
    c.captures
        .iter()
        .map(|cap| match (cap.var, cap.star_this) {
            (None, false) => String::from("decltype(this) const"),
            (None, true) => String::from("typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this) > ::type> :: type const"),
            (Some(v), _) => format!("typename __nvdl_remove_ref<decltype({})>::type", p.entity(v).map(|e| e.name.as_str()).unwrap_or("")),
        })
        .collect()
}

/// The captured values passed to the wrapper.
fn capture_args(p: &Printer, c: &Closure, inits: &[&Expr]) -> Vec<String> {
    let _ = inits;
    c.captures
        .iter()
        .map(|cap| match (cap.var, cap.star_this) {
            (None, false) => String::from("this"),
            (None, true) => String::from("*this"),
            (Some(v), _) => p.entity(v).map(|e| e.name.clone()).unwrap_or_default(),
        })
        .collect()
}

/// `, T1, T2>` after the tag, or `>`.
fn type_list(types: &[String]) -> String {
    if types.is_empty() {
        String::from(">")
    } else {
        format!(", {}>", types.join(", "))
    }
}

/// `, a, b` after the tag object, or nothing.
fn arg_list(args: &[String]) -> String {
    if args.is_empty() {
        String::new()
    } else {
        format!(", {}", args.join(", "))
    }
}

/// The wrapper type an extended lambda's closure stands for in the stub
/// file (a typedef names it after the closure):
///
/// ```text
/// __nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,float *,float>
/// __nv_dl_wrapper_t<__nv_dl_tag<void ( :: Model::*)(float *),(& :: Model::launch), 1> ,Model*const >
/// __nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 1> ,int (int),int>
/// ```
///
/// (`__nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, NeverThrows, tag,
/// call signature, capture types…>`).
pub(crate) fn stub_wrapper_type(p: &Printer, closure: EntityId) -> String {
    let Some(c) = p.il.closures.get(&closure) else { return String::new() };
    let mut q = p.fresh(super::printer::Flavor::Host);
    q.class_style = super::printer::ClassStyle::Plain;
    let tag = stub_tag(&q, c);
    let mut items: Vec<String> = Vec::new();
    if c.kind == LambdaKind::HostDevice {
        if let Some(r) = q.routine(c.call_op) {
            if let TypeKind::Function(ft) = q.il.ty(q.il.canonical(r.ty)) {
                let ps: Vec<String> = ft.params.iter().map(|t| q.type_str(*t, "")).collect();
                items.push(format!("{} ({})", q.type_str(ft.ret, ""), ps.join(", ")));
            }
        }
    }
    for cap in &c.captures {
        let s = match (cap.var, cap.star_this) {
            (None, false) => {
                let cls = field_class(&q, cap.field);
                format!("{}*const ", cls)
            }
            (None, true) => format!("const {}", field_class(&q, cap.field)),
            (Some(_), _) => match q.entity(cap.field).map(|f| &f.kind) {
                // A named class is written from the global scope, padded.
                Some(EntityKind::Field(f)) => match q.il.ty(f.ty) {
                    TypeKind::Class(c) if !q.il.closures.contains_key(c) && !q.il.class_instances.contains_key(c) => format!("    ::{}", full_name(&q, *c)),
                    _ => q.type_str(f.ty, ""),
                },
                _ => String::new(),
            },
        };
        items.push(s);
    }
    let rest = if items.is_empty() { String::from(">") } else { format!(",{}>", items.join(",")) };
    match c.kind {
        LambdaKind::HostDevice => format!("__nv_hdl_wrapper_t<{},{},false,{} {}", c.mutable, c.captures.is_empty(), tag, rest),
        _ => format!("__nv_dl_wrapper_t<{} {}", tag, rest),
    }
}

/// The class a `this` / `*this` capture field refers to.
fn field_class(p: &Printer, field: EntityId) -> String {
    let Some(EntityKind::Field(f)) = p.entity(field).map(|x| &x.kind) else { return String::new() };
    let t = match p.il.ty(p.il.canonical(f.ty)) {
        TypeKind::Pointer(x) => *x,
        _ => f.ty,
    };
    p.type_str(t, "")
}

/// `__nv_dl_tag<int (*)(),(&     ::main), 1>` (the stub's spelling).
fn stub_tag(p: &Printer, c: &Closure) -> String {
    let Some(f) = c.function else { return format!("__nv_dl_tag<void (*)(),(0), {}>", c.tag) };
    let Some(ent) = p.entity(f) else { return String::new() };
    let Some(r) = p.routine(f) else { return String::new() };
    let TypeKind::Function(ft) = p.il.ty(p.il.canonical(r.ty)) else { return String::new() };
    let ps: Vec<String> = ft.params.iter().map(|t| p.type_str(*t, "")).collect();
    let ret = p.type_str(ft.ret, "");
    let quals = if ft.quals.is_const { " const" } else { "" };
    let class = ent.parent.filter(|x| matches!(p.entity(*x).map(|e| &e.kind), Some(EntityKind::Class(_))));
    let (tag, tail) = match trailing_return(p, c) {
        Some(t) => ("__nv_dl_trailing_return_tag", format!("{}, {}", t, c.tag)),
        None => ("__nv_dl_tag", format!("{}", c.tag)),
    };
    match class {
        Some(cls) if !r.is_static_member => {
            format!("{}<{} ( :: {}::*)({}){},(& :: {}), {}>", tag, ret, full_name(p, cls), ps.join(", "), quals, full_name(p, f), tail)
        }
        _ => format!("{}<{} (*)({}),(&     ::{}), {}>", tag, ret, ps.join(", "), full_name(p, f), tail),
    }
}
