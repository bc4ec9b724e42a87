//! CUDA rules: execution spaces of calls and the marking of entities used
//! from device code.
//!
//! Call table (caller → callee): see [`Sema::check_call_at`]. Host-side
//! violations are found by cudafe++ (host pass), device-side ones by cicc
//! (device pass); calls from `__host__ __device__` code into host code are
//! warnings (20011), into device code errors.

use super::Sema;
use crate::diag::Pass;
use crate::il::*;
use crate::lex::Token;
use alloc::string::String;
use alloc::vec::Vec;

pub fn space_word(s: ExecSpace) -> &'static str {
    match s {
        ExecSpace::ImplicitHost | ExecSpace::Host => "__host__",
        ExecSpace::Device => "__device__",
        ExecSpace::HostDevice => "__host__ __device__",
        ExecSpace::Global => "__global__",
    }
}

impl<'a, 'o> Sema<'a, 'o> {
    pub fn exec_space_of(&self, e: EntityId) -> ExecSpace {
        match &self.il.entity(e).kind {
            EntityKind::Routine(r) => r.exec_space,
            _ => ExecSpace::ImplicitHost,
        }
    }

    /// Report a call from the current routine to `callee` if the call table
    /// forbids it. `at` is the callee name token.
    ///
    /// | caller → callee | host pass (cudafe++) | device pass (cicc) |
    /// |---|---|---|
    /// | H → D | error 3464 (constexpr: 3465) | – |
    /// | HD → D | error 3462 (constexpr: 3463) | – |
    /// | D/G → H | – | late error 3473/3475 + 3525; constexpr: 3474/3476 with caret |
    /// | HD → H | – | late warning 3468 (20011); constexpr: 3469 |
    /// | any → G without `<<<>>>` | error 3508 | – |
    pub fn check_call_at(&mut self, callee: EntityId, at: Token, launched: bool) {
        self.check_kernel_instance(callee, at);
        let Some(caller) = self.current_routine else { return };
        let cs = self.exec_space_of(caller);
        let ce = self.exec_space_of(callee);
        let callee_constexpr = matches!(&self.il.entity(callee).kind, EntityKind::Routine(r) if r.is_constexpr);
        // Under --expt-relaxed-constexpr an unannotated constexpr function
        // may be called from either side (and constexpr device functions
        // from the host).
        if self.opts.relaxed_constexpr && callee_constexpr {
            return;
        }
        // The members of `std::initializer_list` count as `__host__
        // __device__` (a constexpr one is callable from a kernel).
        if self.il.entity(callee).parent.is_some_and(|p| self.is_std_initializer_list_class(p)) {
            return;
        }
        if ce == ExecSpace::Global {
            if !launched && self.pass == Pass::Host {
                let loc = self.location_at(at.start);
                self.cuda_diag("unconfigured_global_call", &[], loc, false);
            }
            return;
        }
        let caller_name = self.caller_display_name(caller);
        let loc = self.location_at(at.start);
        use ExecSpace::*;
        match self.pass {
            Pass::Host => {
                let tag = match (cs, ce, callee_constexpr) {
                    (Host | ImplicitHost, Device, false) => "d_h_illegal_call",
                    (Host | ImplicitHost, Device, true) => "d_h_illegal_call_constexpr",
                    (HostDevice, Device, false) => "d_hd_illegal_call",
                    (HostDevice, Device, true) => "d_hd_illegal_call_constexpr",
                    _ => return,
                };
                let callee_name = self.routine_display_name(callee);
                self.cuda_diag(tag, &[&callee_name, &caller_name], loc, false);
            }
            Pass::Device => {
                if !matches!(ce, Host | ImplicitHost) {
                    return;
                }
                if callee_constexpr && cs == HostDevice {
                    // cicc warns while parsing (by name, then without names
                    // at the call's parenthesis) and again from the call
                    // graph (with the signature).
                    let short = self.il.entity(callee).name.clone();
                    self.cuda_diag("h_hd_illegal_call_constexpr", &[&short, &caller_name], loc.clone(), false);
                    let paren = self.location_at(at.end);
                    self.cuda_diag("h_hd_illegal_call_constexpr_unnamed", &[], paren, false);
                    let callee_name = self.routine_display_name(callee);
                    self.cuda_diag("h_hd_illegal_call_constexpr", &[&callee_name, &caller_name], loc, true);
                    return;
                }
                if callee_constexpr {
                    let tag = match cs {
                        Device => "h_d_illegal_call_constexpr",
                        Global => "h_g_illegal_call_constexpr",
                        HostDevice => "h_hd_illegal_call_constexpr",
                        _ => return,
                    };
                    // cicc names a constexpr callee without its parameters.
                    let callee_name = self.il.entity(callee).name.clone();
                    self.cuda_diag(tag, &[&callee_name, &caller_name], loc, false);
                    return;
                }
                let tag = match cs {
                    Device => "h_d_illegal_call",
                    Global => "h_g_illegal_call",
                    HostDevice => "h_hd_illegal_call",
                    _ => return,
                };
                let callee_name = self.routine_display_name(callee);
                self.cuda_diag(tag, &[&callee_name, &caller_name], loc.clone(), true);
                if cs != HostDevice {
                    let name = self.undefined_routine_name(callee);
                    self.cuda_diag("undefined_device_identifier", &[&name], loc, true);
                }
            }
        }
    }

    /// The calling routine as the pass names it, without parameters:
    /// cudafe++ by its own name; cicc qualified by its namespaces and
    /// classes, a template instance with its arguments (`ns::nf`,
    /// `a1< ::ns::Q, (int)2> `, `C<float> ::m`).
    pub fn caller_display_name(&self, e: EntityId) -> String {
        match self.pass {
            Pass::Host => self.il.entity(e).name.clone(),
            Pass::Device => self.cicc_scoped_name(e, 0),
        }
    }

    /// A routine cicc says is undefined in device code: a class member
    /// qualified by its class, `const` when it is a const member
    /// (`H::operator () const`); other routines by their own name.
    pub fn undefined_routine_name(&self, e: EntityId) -> String {
        let ent = self.il.entity(e);
        let Some(p) = ent.parent.filter(|p| matches!(self.il.entity(*p).kind, EntityKind::Class(_))) else {
            return ent.name.clone();
        };
        let mut s = self.cicc_scoped_name(p, 0);
        s.push_str("::");
        s.push_str(&operator_display(&ent.name));
        if let EntityKind::Routine(r) = &ent.kind {
            if let TypeKind::Function(f) = self.il.ty(self.il.canonical(r.ty)) {
                if f.quals.is_const {
                    s.push_str(" const");
                }
            }
        }
        s
    }

    /// An entity's name qualified by its enclosing namespaces and classes,
    /// each template instance followed by its arguments, as cicc shows it.
    fn cicc_scoped_name(&self, e: EntityId, depth: u32) -> String {
        let ent = self.il.entity(e);
        let mut s = String::new();
        if depth < 32 {
            if let Some(p) = ent.parent {
                s.push_str(&self.cicc_scoped_name(p, depth + 1));
                s.push_str("::");
            }
        }
        s.push_str(&if ent.name.is_empty() { String::from("<unnamed>") } else { operator_display(&ent.name) });
        let args = match &ent.kind {
            EntityKind::Routine(r) => r.instance_of.as_ref().map(|(_, a)| a),
            _ => self.il.class_instances.get(&e).map(|(_, a)| a),
        };
        if let Some(args) = args {
            let shown: Vec<String> = args.iter().map(|a| self.cicc_template_arg(a, depth + 1)).collect();
            s.push('<');
            s.push_str(&shown.join(", "));
            s.push_str("> ");
        }
        s
    }

    /// A template argument in cicc's names: a class fully qualified from
    /// the global scope (`    ::H` at file scope, ` ::ns::Q` in a
    /// namespace), a value with its type as a cast (`(int)2`).
    fn cicc_template_arg(&self, a: &TemplateArg, depth: u32) -> String {
        match a {
            TemplateArg::Type(t) => {
                let c = self.il.canonical(*t);
                match self.il.ty(c) {
                    TypeKind::Class(e) | TypeKind::Enum(e) if depth < 32 => {
                        let at_file_scope = self.il.entity(*e).parent.is_none();
                        let name = self.cicc_scoped_name(*e, depth + 1);
                        alloc::format!("{}::{}", if at_file_scope { "    " } else { " " }, name)
                    }
                    _ => self.type_to_string(*t),
                }
            }
            TemplateArg::Value(v, t) => alloc::format!("({}){}", self.type_to_string(*t), v),
            TemplateArg::Expr(_) => String::new(),
        }
    }

    /// A routine as EDG names it in messages: `main` for main and `extern "C"`
    /// functions and kernels' callers, `f(int, float *)` otherwise.
    pub fn routine_display_name(&self, e: EntityId) -> String {
        let ent = self.il.entity(e);
        let EntityKind::Routine(r) = &ent.kind else { return ent.name.clone() };
        if ent.name == "main" || r.linkage == Linkage::ExternalC {
            return ent.name.clone();
        }
        if r.exec_space == ExecSpace::Global && self.pass == Pass::Host {
            return ent.name.clone();
        }
        let mut s = String::new();
        if let Some(p) = ent.parent {
            s.push_str(&self.qualified_name(p));
            s.push_str("::");
        }
        s.push_str(&if self.pass == Pass::Device { operator_display(&ent.name) } else { ent.name.clone() });
        if r.exec_space == ExecSpace::Global {
            return s;
        }
        match self.il.ty(self.il.canonical(r.ty)).clone() {
            TypeKind::Function(f) => s.push_str(&self.parameter_list_text(&f)),
            _ => s.push_str("()"),
        }
        s
    }

    /// `__PRETTY_FUNCTION__`'s text (GNU form, as EDG writes it):
    /// `float V::dot(const V &) const`, `static int V::count(int)`,
    /// `V::V()`, and for a template instance the template's signature with
    /// its arguments: `T twice(T) [with T = float]`.
    pub fn pretty_function_text(&self, e: EntityId) -> String {
        let ent = self.il.entity(e);
        let EntityKind::Routine(r) = &ent.kind else { return ent.name.clone() };
        let (shown, with) = match &r.instance_of {
            Some((t, args)) if matches!(&self.il.entity(*t).kind, EntityKind::Routine(tr) if tr.template_params.len() == args.len()) => {
                let params = match &self.il.entity(*t).kind {
                    EntityKind::Routine(tr) => tr.template_params.clone(),
                    _ => Vec::new(),
                };
                let parts: Vec<String> = params
                    .iter()
                    .zip(args.iter())
                    .map(|(p, a)| {
                        let v = match a {
                            TemplateArg::Type(t) => self.type_to_string(*t),
                            TemplateArg::Value(v, _) => alloc::format!("{}", v),
                            TemplateArg::Expr(_) => String::new(),
                        };
                        alloc::format!("{} = {}", self.il.entity(*p).name, v)
                    })
                    .collect();
                (*t, alloc::format!(" [with {}]", parts.join(", ")))
            }
            _ => (e, String::new()),
        };
        let sent = self.il.entity(shown);
        let EntityKind::Routine(sr) = &sent.kind else { return ent.name.clone() };
        let mut s = String::new();
        if r.is_static_member {
            s.push_str("static ");
        }
        let TypeKind::Function(f) = self.il.ty(self.il.canonical(sr.ty)).clone() else { return ent.name.clone() };
        if !matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor | SpecialMember::Conversion) {
            let ret = self.type_to_string(f.ret);
            s.push_str(&ret);
            if !ret.ends_with('*') && !ret.ends_with('&') {
                s.push(' ');
            }
        }
        if let Some(p) = ent.parent {
            s.push_str(&self.qualified_name(p));
            s.push_str("::");
        }
        s.push_str(&ent.name);
        s.push_str(&self.parameter_list_text(&f));
        s.push_str(&with);
        s
    }

    /// `(int, V *, ...) const`: a function type's parameters and
    /// qualifiers as messages and `__PRETTY_FUNCTION__` show them.
    fn parameter_list_text(&self, f: &FunctionType) -> String {
        let params: Vec<String> = f.params.iter().map(|p| self.type_to_string(*p)).collect();
        let mut s = alloc::format!("({}", params.join(", "));
        if f.variadic {
            s.push_str(if f.params.is_empty() { "..." } else { ", ..." });
        }
        s.push(')');
        if f.quals.is_const {
            s.push_str(" const");
        }
        if f.quals.is_volatile {
            s.push_str(" volatile");
        }
        s
    }

    pub fn qualified_name(&self, e: EntityId) -> String {
        let mut parts: Vec<&str> = Vec::new();
        let mut cur = Some(e);
        let mut n = 0;
        while let Some(c) = cur {
            if n > 64 {
                break;
            }
            n += 1;
            let ent = self.il.entity(c);
            parts.push(if ent.name.is_empty() { "<unnamed>" } else { &ent.name });
            cur = ent.parent;
        }
        parts.reverse();
        parts.join("::")
    }
}

/// An operator function's name as EDG shows it: `operator ()`,
/// `operator +` (conversion functions keep theirs: `operator int`).
fn operator_display(name: &str) -> String {
    match name.strip_prefix("operator") {
        Some(rest) if rest.starts_with(|c: char| !c.is_alphanumeric() && c != '_' && c != ' ') => alloc::format!("operator {}", rest),
        _ => String::from(name),
    }
}

/// Keep-in-IL marking for the device pass: every routine and variable
/// referenced from a device-side routine body (transitively) is marked
/// `used_in_device`.
pub fn mark_device_use(il: &mut Il) {
    let mut work: Vec<EntityId> = Vec::new();
    for (i, e) in il.entities.iter().enumerate() {
        if let EntityKind::Routine(r) = &e.kind {
            if matches!(r.exec_space, ExecSpace::Global | ExecSpace::Device) && r.body.is_some() {
                work.push(EntityId(i as u32));
            }
        }
    }
    let mut seen = alloc::vec![false; il.entities.len()];
    while let Some(e) = work.pop() {
        let idx = e.0 as usize;
        if seen.get(idx).copied().unwrap_or(true) {
            continue;
        }
        seen[idx] = true;
        let body = match &mut il.entities[idx].kind {
            EntityKind::Routine(r) => {
                r.used_in_device = true;
                r.body
            }
            _ => None,
        };
        if let Some(b) = body {
            let mut refs = Vec::new();
            collect_refs_stmt(il, b, &mut refs, 0);
            for r in refs {
                if let Some(ent) = il.entities.get_mut(r.0 as usize) {
                    if let EntityKind::Routine(rt) = &mut ent.kind {
                        rt.used_in_device = true;
                    }
                }
                work.push(r);
            }
        }
    }
}

fn collect_refs_stmt(il: &Il, s: &Stmt, out: &mut Vec<EntityId>, depth: u32) {
    if depth > 512 {
        return;
    }
    let d = depth + 1;
    match &s.kind {
        StmtKind::Expr(e) => collect_refs_expr(e, out, d),
        StmtKind::Decl(ds) => {
            for id in ds.iter() {
                if let Some(Init::Assign(e)) = il.decls.get(id.0 as usize).and_then(|x| x.init) {
                    collect_refs_expr(e, out, d);
                }
            }
        }
        StmtKind::Block(ss) => ss.iter().for_each(|x| collect_refs_stmt(il, x, out, d)),
        StmtKind::If { cond, then, els } => {
            if let Cond::Expr(e) = cond {
                collect_refs_expr(e, out, d)
            }
            collect_refs_stmt(il, then, out, d);
            if let Some(e) = els {
                collect_refs_stmt(il, e, out, d)
            }
        }
        StmtKind::While { cond, body } | StmtKind::Switch { cond, body } => {
            if let Cond::Expr(e) = cond {
                collect_refs_expr(e, out, d)
            }
            collect_refs_stmt(il, body, out, d);
        }
        StmtKind::DoWhile { body, cond, .. } => {
            collect_refs_stmt(il, body, out, d);
            collect_refs_expr(cond, out, d);
        }
        StmtKind::RangeFor { range, body, .. } => {
            collect_refs_expr(range, out, d);
            collect_refs_stmt(il, body, out, d);
        }
        StmtKind::Try { body, handlers } => {
            collect_refs_stmt(il, body, out, d);
            for h in handlers.iter() {
                collect_refs_stmt(il, h.body, out, d);
            }
        }
        StmtKind::For { init, cond, step, body } => {
            if let Some(i) = init {
                collect_refs_stmt(il, i, out, d)
            }
            if let Some(Cond::Expr(e)) = cond {
                collect_refs_expr(e, out, d)
            }
            if let Some(e) = step {
                collect_refs_expr(e, out, d)
            }
            collect_refs_stmt(il, body, out, d);
        }
        StmtKind::Case { stmt, .. } | StmtKind::Default { stmt } | StmtKind::Label { stmt, .. } => {
            collect_refs_stmt(il, stmt, out, d)
        }
        StmtKind::Return(Some(e), _) | StmtKind::GotoIndirect(e) => collect_refs_expr(e, out, d),
        _ => {}
    }
}

fn collect_refs_expr(e: &Expr, out: &mut Vec<EntityId>, depth: u32) {
    if depth > 512 {
        return;
    }
    let d = depth + 1;
    match &e.kind {
        ExprKind::Name(id) => out.push(*id),
        ExprKind::Unary(_, a) | ExprKind::SizeofExpr(a) => collect_refs_expr(a, out, d),
        ExprKind::Cast { expr, .. } => collect_refs_expr(expr, out, d),
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => {
            collect_refs_expr(a, out, d);
            collect_refs_expr(b, out, d);
        }
        ExprKind::Cond(a, b, c) => {
            collect_refs_expr(a, out, d);
            collect_refs_expr(b, out, d);
            collect_refs_expr(c, out, d);
        }
        ExprKind::Call { callee, args } => {
            collect_refs_expr(callee, out, d);
            args.iter().for_each(|a| collect_refs_expr(a, out, d));
        }
        ExprKind::KernelLaunch { callee, config, args } => {
            collect_refs_expr(callee, out, d);
            config.iter().for_each(|a| collect_refs_expr(a, out, d));
            args.iter().for_each(|a| collect_refs_expr(a, out, d));
        }
        ExprKind::Member { base, .. } => collect_refs_expr(base, out, d),
        ExprKind::InitList(xs) | ExprKind::Construct { args: xs, .. } => xs.iter().for_each(|a| collect_refs_expr(a, out, d)),
        _ => {}
    }
}
