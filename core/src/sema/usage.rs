//! Variable usage: which locals are referenced, set, and have their value
//! used — for EDG's warnings 177 ("declared but never referenced") and 550
//! ("set but never used").
//!
//! A variable is *referenced* when named anywhere; its value is *used* when
//! fetched. `(void)x` references without using; `x = 1` and `arr[i] = 1`
//! (for an array `arr`) set without using; taking the address counts as use.

use super::Sema;
use crate::diag::Severity;
use crate::il::*;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ctx {
    /// The value is fetched.
    Use,
    /// The object is written (left of `=`).
    Set,
    /// Named, value discarded (`(void)x`).
    RefOnly,
    /// Address taken (`&x`, or an array decaying to a pointer): counts as a
    /// use, but is no access to the object's value.
    Address,
}

#[derive(Debug, Clone, Copy, Default)]
struct Usage {
    referenced: bool,
    used: bool,
    set: bool,
}

struct Walker<'i, 'a> {
    il: &'i Il<'a>,
    map: BTreeMap<EntityId, Usage>,
    /// Every variable reference in source order: (variable, where, context).
    events: Vec<(EntityId, crate::source::Pos, Ctx)>,
    /// The body has an `asm` statement (its operands, kept as text, may
    /// set variables the walk does not see).
    has_asm: bool,
}

impl<'i, 'a> Walker<'i, 'a> {
    fn is_array(&self, t: TypeId) -> bool {
        matches!(self.il.ty(self.il.canonical(t)), TypeKind::Array(..))
    }

    /// The parameter types of what `callee` calls (a function, or a
    /// pointer to one); empty when unknown.
    fn param_types(&self, callee: &Expr) -> &'i [TypeId] {
        let il: &'i Il<'a> = self.il;
        let mut t = il.canonical(callee.ty);
        if let TypeKind::Pointer(p) | TypeKind::LvalueRef(p) = il.ty(t) {
            t = il.canonical(*p);
        }
        match il.ty(t) {
            TypeKind::Function(f) => &f.params,
            _ => &[],
        }
    }

    fn expr(&mut self, e: &Expr, ctx: Ctx, depth: u32) {
        if depth > 400 {
            return;
        }
        let d = depth + 1;
        match &e.kind {
            ExprKind::Name(v) | ExprKind::QualifiedName { entity: v, .. } => {
                // A member of a specialization whose arguments name locals
                // (`X< simple> ::f` in a template): those are read.
                let scope_args: Vec<&'a Expr<'a>> = match self.il.entities.get(v.0 as usize).and_then(|x| x.parent).and_then(|p| self.il.class_instances.get(&p)) {
                    Some((_, args)) => args
                        .iter()
                        .filter_map(|a| match a {
                            TemplateArg::Expr(k) => self.il.template_arg_exprs.get(*k as usize).copied(),
                            _ => None,
                        })
                        .collect(),
                    None => Vec::new(),
                };
                for x in scope_args {
                    self.expr(x, Ctx::Use, d);
                }
                self.events.push((*v, e.pos, ctx));
                // An array named in a value context decays: its address.
                let ctx = if ctx == Ctx::Use && self.is_array(e.ty) { Ctx::Address } else { ctx };
                if let Some(last) = self.events.last_mut() {
                    if last.0 == *v && last.1 == e.pos {
                        last.2 = ctx;
                    }
                }
                let u = self.map.entry(*v).or_default();
                u.referenced = true;
                match ctx {
                    Ctx::Use | Ctx::Address => u.used = true,
                    Ctx::Set => u.set = true,
                    Ctx::RefOnly => {}
                }
            }
            ExprKind::Assign(AssignOp::Assign, l, r) => {
                self.expr(l, Ctx::Set, d);
                self.expr(r, Ctx::Use, d);
            }
            ExprKind::Assign(_, l, r) => {
                // Read and written: recorded as a write for access checks.
                self.expr(l, Ctx::Set, d);
                if let ExprKind::Name(v) = &l.kind {
                    self.map.entry(*v).or_default().used = true;
                }
                self.expr(r, Ctx::Use, d);
            }
            ExprKind::Cast { to, expr, .. } => {
                let to_void = matches!(self.il.ty(self.il.canonical(*to)), TypeKind::Void);
                self.expr(expr, if to_void { Ctx::RefOnly } else { ctx_or_use(ctx) }, d);
            }
            ExprKind::Index(a, i) => {
                let actx = if self.is_array(a.ty) { ctx } else { Ctx::Use };
                match &a.kind {
                    // An element of a named array: the array's object is
                    // read or written (no decay to its address).
                    ExprKind::Name(v) | ExprKind::QualifiedName { entity: v, .. } if self.is_array(a.ty) => {
                        self.events.push((*v, a.pos, actx));
                        let u = self.map.entry(*v).or_default();
                        u.referenced = true;
                        match actx {
                            Ctx::Use | Ctx::Address => u.used = true,
                            Ctx::Set => u.set = true,
                            Ctx::RefOnly => {}
                        }
                    }
                    _ => self.expr(a, actx, d),
                }
                self.expr(i, Ctx::Use, d);
            }
            ExprKind::Member { base, arrow, .. } => {
                self.expr(base, if *arrow { Ctx::Use } else { ctx }, d);
            }
            ExprKind::Binary(BinaryOp::Comma, l, r) => {
                self.expr(l, Ctx::RefOnly, d);
                self.expr(r, ctx, d);
            }
            ExprKind::Unary(UnaryOp::AddrOf, x) => self.expr(x, Ctx::Address, d),
            ExprKind::SizeofExpr(x) => {
                // Unevaluated: the names in it are referenced, neither read
                // nor written, and no access to them is checked.
                let (n, before) = (self.events.len(), self.map.clone());
                self.expr(x, Ctx::RefOnly, d);
                let named: Vec<EntityId> = self.events.drain(n..).map(|(v, _, _)| v).collect();
                for v in named {
                    let mut u = before.get(&v).copied().unwrap_or_default();
                    u.referenced = true;
                    self.map.insert(v, u);
                }
            }
            ExprKind::Unary(_, x) => self.expr(x, Ctx::Use, d),
            ExprKind::Binary(_, l, r) => {
                self.expr(l, Ctx::Use, d);
                self.expr(r, Ctx::Use, d);
            }
            ExprKind::Cond(c, a, b) => {
                self.expr(c, Ctx::Use, d);
                self.expr(a, ctx_or_use(ctx), d);
                self.expr(b, ctx_or_use(ctx), d);
            }
            ExprKind::Call { callee, args } => {
                self.expr(callee, Ctx::Use, d);
                // An argument bound to a reference parameter is not read:
                // the reference takes the object's address.
                let params = self.param_types(callee);
                for (k, a) in args.iter().enumerate() {
                    let by_ref = params.get(k).is_some_and(|t| matches!(self.il.ty(self.il.canonical(*t)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)));
                    self.expr(a, if by_ref { Ctx::Address } else { Ctx::Use }, d);
                }
            }
            ExprKind::KernelLaunch { callee, config, args } => {
                self.expr(callee, Ctx::Use, d);
                config.iter().for_each(|a| self.expr(a, Ctx::Use, d));
                args.iter().for_each(|a| self.expr(a, Ctx::Use, d));
            }
            ExprKind::InitList(xs) | ExprKind::Construct { args: xs, .. } => xs.iter().for_each(|a| self.expr(a, Ctx::Use, d)),
            ExprKind::StmtExpr(s) => self.stmt(s, d),
            // `decltype(x)` in a trait's operand refers to `x` (unevaluated).
            ExprKind::TypeTrait { args, .. } => {
                for t in args.iter() {
                    if let TypeKind::Typedef(td) = self.il.ty(*t) {
                        if let Some((x, _)) = self.il.decltype_exprs.get(td) {
                            self.expr(x, Ctx::RefOnly, d);
                        }
                    }
                }
            }
            // A lambda copies (or refers to) what it captures here.
            ExprKind::Lambda { captures, closure, .. } => {
                captures.iter().for_each(|a| self.expr(a, Ctx::Use, d));
                // The body's own locals are the enclosing function's too.
                let body = self.il.closures.get(closure).and_then(|c| match self.il.entities.get(c.call_op.0 as usize).map(|x| &x.kind) {
                    Some(EntityKind::Routine(r)) => r.body,
                    _ => None,
                });
                if let Some(b) = body {
                    self.stmt(b, d);
                }
            }
            ExprKind::OperatorCall { call, .. } => self.expr(call, ctx_or_use(ctx), d),
            ExprKind::Throw(Some(x)) | ExprKind::Delete { expr: x, .. } => self.expr(x, Ctx::Use, d),
            ExprKind::New { array_size, args, placement, .. } => {
                placement.iter().for_each(|a| self.expr(a, Ctx::Use, d));
                if let Some(n) = array_size {
                    self.expr(n, Ctx::Use, d);
                }
                args.iter().flat_map(|xs| xs.iter()).for_each(|a| self.expr(a, Ctx::Use, d));
            }
            ExprKind::PackExpansion(x) | ExprKind::TypeidExpr(x) => self.expr(x, Ctx::Use, d),
            ExprKind::Fold { first, last, .. } => {
                self.expr(first, Ctx::Use, d);
                if let Some(l) = last {
                    self.expr(l, Ctx::Use, d);
                }
            }
            _ => {}
        }
    }

    fn init(&mut self, i: &Init, depth: u32) {
        match i {
            Init::Assign(e) => self.expr(e, Ctx::Use, depth + 1),
            Init::List(items, _) => items.iter().for_each(|x| self.init(x, depth + 1)),
            Init::Paren(args) => args.iter().for_each(|a| self.expr(a, Ctx::Use, depth + 1)),
        }
    }

    fn cond(&mut self, c: &Cond, depth: u32) {
        match c {
            Cond::Expr(e) => self.expr(e, Ctx::Use, depth + 1),
            Cond::Decl(d) => {
                if let Some(i) = self.il.decls.get(d.0 as usize).and_then(|x| x.init) {
                    self.init(&i, depth + 1);
                }
                // A condition variable's value is tested: used.
                if let Some(x) = self.il.decls.get(d.0 as usize) {
                    let u = self.map.entry(x.entity).or_default();
                    u.referenced = true;
                    u.used = true;
                }
            }
        }
    }

    /// A variable the statement itself gives a value (a range-for loop
    /// variable, a handler's parameter): set, like an initialized one.
    fn decl_stmt(&mut self, id: DeclId, _depth: u32) {
        if let Some(decl) = self.il.decls.get(id.0 as usize) {
            self.map.entry(decl.entity).or_default().set = true;
            self.events.push((decl.entity, decl.pos, Ctx::Set));
        }
    }

    fn stmt(&mut self, s: &Stmt, depth: u32) {
        if depth > 400 {
            return;
        }
        let d = depth + 1;
        match &s.kind {
            StmtKind::Expr(e) => self.expr(e, Ctx::RefOnly, d),
            StmtKind::Decl(ds) => {
                for id in ds.iter() {
                    let Some(decl) = self.il.decls.get(id.0 as usize) else { continue };
                    // An array bound written as an expression uses what it
                    // names (`bool found[sz]`).
                    {
                        let mut t = decl.ty;
                        for _ in 0..8 {
                            match self.il.ty(t) {
                                TypeKind::Qualified(x, _) => t = *x,
                                TypeKind::ArrayBound { elem, bound, .. } => {
                                    if let Some(b) = self.il.array_bounds.get(*bound as usize) {
                                        self.expr(b, Ctx::Use, d);
                                    }
                                    t = *elem;
                                }
                                _ => break,
                            }
                        }
                    }
                    if let Some(i) = decl.init {
                        // An initializer sets the variable (550 needs a set).
                        self.map.entry(decl.entity).or_default().set = true;
                        // A reference bound to an object does not read it.
                        let binds = matches!(self.il.ty(self.il.canonical(decl.ty)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_));
                        match (&i, binds) {
                            (Init::Assign(e), true) => self.expr(e, Ctx::Address, d),
                            _ => self.init(&i, d),
                        }
                    }
                }
            }
            StmtKind::Block(ss) => ss.iter().for_each(|x| self.stmt(x, d)),
            StmtKind::If { cond, then, els } => {
                self.cond(cond, d);
                self.stmt(then, d);
                if let Some(e) = els {
                    self.stmt(e, d);
                }
            }
            StmtKind::While { cond, body } | StmtKind::Switch { cond, body } => {
                self.cond(cond, d);
                self.stmt(body, d);
            }
            StmtKind::DoWhile { body, cond, .. } => {
                self.stmt(body, d);
                self.expr(cond, Ctx::Use, d);
            }
            StmtKind::For { init, cond, step, body } => {
                if let Some(i) = init {
                    self.stmt(i, d);
                }
                if let Some(c) = cond {
                    self.cond(c, d);
                }
                if let Some(e) = step {
                    self.expr(e, Ctx::RefOnly, d);
                }
                self.stmt(body, d);
            }
            StmtKind::Case { value, stmt } => {
                self.expr(value, Ctx::Use, d);
                self.stmt(stmt, d);
            }
            StmtKind::RangeFor { var, range, body } => {
                self.decl_stmt(*var, d);
                self.expr(range, Ctx::Use, d);
                self.stmt(body, d);
            }
            StmtKind::Try { body, handlers } => {
                self.stmt(body, d);
                for h in handlers.iter() {
                    if let Some(p) = h.param {
                        self.decl_stmt(p, d);
                    }
                    self.stmt(h.body, d);
                }
            }
            StmtKind::Default { stmt } | StmtKind::Label { stmt, .. } => self.stmt(stmt, d),
            StmtKind::Return(Some(e), _) | StmtKind::GotoIndirect(e) => self.expr(e, Ctx::Use, d),
            StmtKind::Asm(_, operands) => {
                self.has_asm = true;
                operands.iter().for_each(|e| self.expr(e, Ctx::Use, d));
            }
            _ => {}
        }
    }
}

/// In a value-producing position a `Set`/`RefOnly` context does not pass
/// through (e.g. `(T)x` fetches `x`).
fn ctx_or_use(c: Ctx) -> Ctx {
    match c {
        Ctx::RefOnly => Ctx::RefOnly,
        _ => Ctx::Use,
    }
}

impl<'a, 'o> Sema<'a, 'o> {
    /// Cross-space variable references in a finished body of `routine`
    /// (host pass: warnings 20091–20096; device pass: the late "undefined
    /// in device code" error for host variables and host functions whose
    /// address is taken).
    pub fn check_variable_access(&mut self, routine: EntityId, body: &Stmt) {
        let space = self.exec_space_of(routine);
        let mut w = Walker { il: &self.il, map: BTreeMap::new(), events: Vec::new(), has_asm: false };
        w.stmt(body, 0);
        let events = w.events;
        // (position, catalog tag, arguments, late)
        let mut out: Vec<(crate::source::Pos, &'static str, Vec<alloc::string::String>, bool)> = Vec::new();
        let on_device = space.runs_on_device();
        for (v, pos, ctx) in events {
            let ent = self.il.entity(v);
            if let EntityKind::Routine(r) = &ent.kind {
                // A host function named (not called) in device code.
                if ctx == Ctx::Address && on_device && space != ExecSpace::HostDevice && matches!(r.exec_space, ExecSpace::Host | ExecSpace::ImplicitHost) {
                    if self.pass == crate::diag::Pass::Device {
                        out.push((pos, "undefined_device_identifier", alloc::vec![ent.name.clone()], true));
                    }
                }
                continue;
            }
            let EntityKind::Variable(var) = &ent.kind else { continue };
            if (var.is_local && var.memory == MemorySpace::None) || var.is_param || ctx == Ctx::RefOnly {
                continue;
            }
            // A member of a namespace-scope anonymous union (named through
            // the union's unnamed object): cicc rejects it in device code.
            if !var.is_local && ent.name.is_empty() && self.il.anonymous_objects.values().any(|o| *o == v) {
                if self.pass == crate::diag::Pass::Device && matches!(space, ExecSpace::Device | ExecSpace::Global) {
                    out.push((pos, "anon_union_member_in_device", Vec::new(), false));
                }
                continue;
            }
            // For cudafe++ a `__host__ __device__` body is a host function.
            if space.runs_on_host() && self.pass == crate::diag::Pass::Host {
                let kind = match var.memory {
                    MemorySpace::Device => "__device__",
                    MemorySpace::Constant => "__constant__",
                    MemorySpace::Shared => "__shared__",
                    _ => continue,
                };
                let tag = match ctx {
                    Ctx::Set => "device_var_written_in_host",
                    Ctx::Address => continue,
                    _ => "device_var_read_in_host",
                };
                out.push((pos, tag, alloc::vec![alloc::string::String::from(kind), ent.name.clone()], false));
            } else if on_device && var.memory == MemorySpace::None && !var.is_device_builtin && self.pass == crate::diag::Pass::Device {
                // Host variables (cicc, which compiles `__host__ __device__`
                // bodies too): constants usable in device code are exempt.
                let is_constant = var.is_constexpr || (self.il.quals_of(var.ty).is_const && var.init.is_some());
                if is_constant {
                    continue;
                }
                let tag = match ctx {
                    Ctx::Set => "host_var_written_in_device",
                    Ctx::Address => "host_var_address_taken_in_device",
                    _ => "host_var_read_in_device",
                };
                out.push((pos, tag, alloc::vec![ent.name.clone()], false));
                out.push((pos, "undefined_device_identifier", alloc::vec![ent.name.clone()], true));
            }
        }
        let outer = self.current_routine.replace(routine);
        for (p, tag, args, late) in out {
            let loc = self.location_of(p);
            let args: Vec<&str> = args.iter().map(|a| a.as_str()).collect();
            self.cuda_diag(tag, &args, loc, late);
        }
        self.current_routine = outer;
    }

    /// Warn about the locals of a finished function body (declaration order),
    /// in every body the pass parses, host ones included.
    pub fn check_local_usage(&mut self, routine: EntityId, body: &Stmt, locals: &[EntityId], template_def: bool) {
        // cicc reports 549 in every body it parses, host ones included.
        let device_pass = self.pass == crate::diag::Pass::Device;
        let _ = routine;
        let mut w = Walker { il: &self.il, map: BTreeMap::new(), events: Vec::new(), has_asm: false };
        w.stmt(body, 0);
        let map = w.map;
        let events = if w.has_asm { Vec::new() } else { w.events };
        let mut warnings: Vec<(crate::source::Pos, u32, alloc::string::String)> = Vec::new();
        // 549: an automatic scalar without initializer whose first mention
        // (in source order) fetches its value. Conservative: any earlier
        // write or address-taking anywhere silences it.
        let mut used_before_set: Vec<(crate::source::Pos, EntityId)> = Vec::new();
        for &v in locals {
            let ent = self.il.entity(v);
            let EntityKind::Variable(var) = &ent.kind else { continue };
            // Memory-space locals are diagnosed as automatic ones too.
            let automatic = matches!(var.storage, StorageClass::None | StorageClass::Register) || var.memory != MemorySpace::None;
            let binding = self.il.structured_bindings.values().any(|b| b.contains(&v));
            if var.is_param || ent.name.is_empty() || var.init.is_some() || !automatic || var.storage == StorageClass::Extern || binding {
                continue;
            }
            let c = self.il.canonical(var.ty);
            if !matches!(self.il.ty(c), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_) | TypeKind::Enum(_)) {
                continue;
            }
            if let Some(&(_, pos, Ctx::Use)) = events.iter().find(|e| e.0 == v) {
                used_before_set.push((pos, v));
            }
        }
        used_before_set.sort_by_key(|(p, _)| (p.phys_line, p.col));
        for (p, v) in used_before_set {
            warnings.push((p, 549, format!("variable \"{}\" is used before its value is set", self.il.entity(v).name)));
        }
        // 177 and 550 are computed by both passes; the host pass suppresses
        // them by default (`diag_pragmas`), so they show from cicc.
        for &v in locals {
            let ent = self.il.entity(v);
            let EntityKind::Variable(var) = &ent.kind else { continue };
            if var.is_param || ent.name.is_empty() || var.storage == StorageClass::Extern {
                continue;
            }
            if ent.attributes.iter().any(|a| matches!(a.name.trim_matches('_'), "unused" | "used" | "maybe_unused")) {
                continue;
            }
            // An initialization that may have side effects (a call of a
            // function that is not constexpr, a destructor to run) counts
            // as a use of the variable.
            let construction = self.construction(var.ty, var.init.as_ref());
            if construction == Construction::SideEffects {
                continue;
            }
            if var.init.as_ref().is_some_and(|i| init_has_side_effects(&self.il, i)) {
                continue;
            }
            let mut u = map.get(&v).copied().unwrap_or_default();
            // A constexpr constructor gives the object its value.
            if construction == Construction::Constexpr {
                u.set = true;
            }
            // In a template's definition only 177 is judged.
            if template_def && u.referenced {
                continue;
            }
            // Writing through a reference uses the reference.
            if u.referenced && matches!(self.il.ty(self.il.canonical(var.ty)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)) {
                continue;
            }
            // A local of static storage (`static`, `__shared__`) starts out
            // set (zero-initialized): referenced without being read is 550.
            let static_storage = var.storage == StorageClass::Static || var.memory != MemorySpace::None;
            // A name the parser folded to a constant (`filler<t>`, `arr<n>`)
            // leaves no expression to walk: its value was used.
            if !u.referenced && ent.referenced {
                continue;
            }
            if !u.referenced {
                warnings.push((ent.pos, 177, format!("variable \"{}\" was declared but never referenced", ent.name)));
            } else if !u.used && (u.set || static_storage) {
                // Referenced but never set (`int i; (void)i;`): EDG is silent.
                warnings.push((ent.pos, 550, format!("variable \"{}\" was set but never used", ent.name)));
            }
        }
        for (p, n, m) in warnings {
            let loc = self.location_of(p);
            let before = self.diags.len();
            self.report(Severity::Warning, n, m, Some(loc));
            // cicc shows this flow warning's source line.
            if device_pass && self.diags.len() > before {
                if let Some(d) = self.diags.last_mut() {
                    d.caret = Some(true);
                }
            }
        }
    }

    /// How an object of type `t` with initializer `init` is constructed:
    /// by a user constructor that is not constexpr, or whose class has a
    /// destructor (side effects), by a constexpr one (which sets it), or
    /// trivially (copy, aggregate, scalar).
    fn construction(&self, t: TypeId, init: Option<&Init>) -> Construction {
        let mut t = self.il.canonical(t);
        for _ in 0..16 {
            match self.il.ty(t) {
                TypeKind::Array(e, _) => t = self.il.canonical(*e),
                TypeKind::Qualified(x, _) => t = self.il.canonical(*x),
                _ => break,
            }
        }
        let TypeKind::Class(c) = self.il.ty(t) else { return Construction::Trivial };
        let c = *c;
        let Some(EntityKind::Class(ci)) = self.il.entities.get(c.0 as usize).map(|x| &x.kind) else { return Construction::Trivial };
        let has_dtor = ci.members.iter().any(|m| matches!(&self.il.entity(*m).kind, EntityKind::Routine(r) if r.special == SpecialMember::Destructor));
        if has_dtor {
            return Construction::SideEffects;
        }
        let same_class = |e: &Expr| matches!(self.il.ty(object_type(&self.il, e.ty)), TypeKind::Class(x) if *x == c);
        let args: &[&Expr] = match init {
            None => &[],
            Some(Init::Paren(a)) => a,
            Some(Init::Assign(e)) => core::slice::from_ref(e),
            // An aggregate's list initializes its members.
            Some(Init::List(items, _)) => {
                if !class_has_ctor(&self.il, c) {
                    return Construction::Trivial;
                }
                return ctor_construction(&self.il, c, items.len(), None);
            }
        };
        let copy = args.len() == 1 && same_class(args[0]);
        // (`T x = T(…)` is the temporary's construction: the initializer.)
        if copy && matches!(init, Some(Init::Assign(_))) && !matches!(args[0].kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. } | ExprKind::Member { .. } | ExprKind::Unary(UnaryOp::Deref, _) | ExprKind::Cast { .. }) {
            return Construction::Trivial;
        }
        ctor_construction(&self.il, c, args.len(), copy.then_some(c))
    }

    /// End of translation unit: internal functions and variables of the
    /// primary file that were never referenced.
    pub fn check_unreferenced_statics(&mut self) {
        let mut warnings: Vec<(crate::source::Pos, alloc::string::String)> = Vec::new();
        // A variable whose declaration was in error is not reported again.
        let erroneous: alloc::collections::BTreeSet<(u32, u32)> =
            self.diags.iter().filter(|x| x.is_error()).filter_map(|x| x.location.as_ref().map(|l| (l.line, l.column))).collect();
        for (i, d) in self.il.decls.iter().enumerate() {
            let ent = self.il.entity(d.entity);
            // Namespace members too (`<unnamed>::f`); class members are not.
            let in_namespace = ent.parent.map_or(true, |p| matches!(self.il.entity(p).kind, EntityKind::Namespace { .. }));
            if ent.referenced || ent.in_system_header || !in_namespace {
                continue;
            }
            if ent.attributes.iter().any(|a| matches!(a.name.trim_matches('_'), "unused" | "used")) {
                continue;
            }
            if self.il.source_map.file_name(d.pos.file) != self.il.primary_file {
                continue;
            }
            // Internal linkage: `static`, or a member of an unnamed namespace.
            let unnamed = crate::mangle::in_unnamed_namespace(&self.il, d.entity);
            match &ent.kind {
                EntityKind::Routine(r)
                    if (r.linkage == Linkage::Internal || unnamed) && !r.is_inline && r.definition == Some(DeclId(i as u32)) && r.template_params.is_empty() =>
                {
                    warnings.push((ent.pos, format!("function \"{}\" was declared but never referenced", self.qualified_name(d.entity))));
                }
                EntityKind::Variable(v)
                    // (A constexpr object's internal linkage comes from its
                    // implied `const`; EDG does not warn about it unused,
                    // unless it is a device variable.)
                    if ((v.linkage == Linkage::Internal && !(v.is_constexpr && v.storage != StorageClass::Static && v.memory == MemorySpace::None))
                        || unnamed)
                        && !v.is_local
                        && d.is_definition
                        && !erroneous.contains(&(ent.pos.line, ent.pos.col))
                        && matches!(v.memory, MemorySpace::None | MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed) =>
                {
                    warnings.push((ent.pos, format!("variable \"{}\" was declared but never referenced", self.qualified_name(d.entity))));
                }
                _ => {}
            }
        }
        let device_pass = self.pass == crate::diag::Pass::Device;
        for (p, m) in warnings {
            let loc = self.location_of(p);
            let before = self.diags.len();
            self.report(Severity::Warning, 177, m, Some(loc));
            if device_pass && self.diags.len() > before {
                if let Some(d) = self.diags.last_mut() {
                    d.caret = Some(true);
                }
            }
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Construction {
    Trivial,
    Constexpr,
    SideEffects,
}

fn class_has_ctor(il: &Il, c: EntityId) -> bool {
    matches!(il.entities.get(c.0 as usize).map(|x| &x.kind), Some(EntityKind::Class(ci)) if ci.members.iter().any(|m| matches!(&il.entity(*m).kind, EntityKind::Routine(r) if r.special == SpecialMember::Constructor)))
}

/// The user-declared constructor of `c` taking `n` arguments (a copy when
/// `copy_of` is set): constexpr or defaulted, or with side effects. None
/// declared (or none found): trivial.
fn ctor_construction(il: &Il, c: EntityId, n: usize, copy_of: Option<EntityId>) -> Construction {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return Construction::Trivial };
    let is_copy = |r: &Routine| {
        r.params.len() == 1
            && r.params.first().is_some_and(|p| match il.entities.get(p.0 as usize).map(|x| &x.kind) {
                Some(EntityKind::Variable(v)) => {
                    let t = il.canonical(v.ty);
                    matches!(il.ty(t), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_))
                        && matches!(il.ty(object_type(il, t)), TypeKind::Class(x) if *x == c)
                }
                _ => false,
            })
    };
    let fits = |r: &Routine| {
        r.params.len() >= n
            && r.params.iter().skip(n).all(|p| matches!(il.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.default_arg.is_some()))
    };
    let mut found = None;
    for m in ci.members.iter() {
        let Some(EntityKind::Routine(r)) = il.entities.get(m.0 as usize).map(|x| &x.kind) else { continue };
        if r.special != SpecialMember::Constructor {
            continue;
        }
        let ok = if copy_of.is_some() { is_copy(r) } else { fits(r) && !(n == 1 && is_copy(r)) };
        if ok {
            let k = if r.is_constexpr || r.is_defaulted { Construction::Constexpr } else { Construction::SideEffects };
            // Any candidate with side effects decides (overloads are not resolved here).
            if k == Construction::SideEffects {
                return k;
            }
            found = Some(k);
        }
    }
    match found {
        // A defaulted or constexpr copy is still a copy.
        Some(_) if copy_of.is_some() => Construction::Trivial,
        Some(k) => k,
        None => Construction::Trivial,
    }
}

/// Whether evaluating an initializer may have side effects EDG does not
/// see through: a call of a function that is not constexpr (a
/// constructor or conversion function included), an assignment, an
/// increment, `new`, `delete`, `throw`, a launch, a statement expression.
fn init_has_side_effects<'a>(il: &Il<'a>, i: &Init<'a>) -> bool {
    struct Effects<'i, 'a> {
        il: &'i Il<'a>,
        found: bool,
    }
    impl<'i, 'a> crate::walk::Visit<'a> for Effects<'i, 'a> {
        fn expr(&mut self, e: &'a Expr<'a>) -> bool {
            if self.found {
                return false;
            }
            let il = self.il;
            let routine_constexpr = |r: EntityId| matches!(il.entities.get(r.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(rt)) if rt.is_constexpr || rt.is_defaulted);
            let class_of = |t: TypeId| match il.ty(object_type(il, t)) {
                TypeKind::Class(c) => Some(*c),
                _ => None,
            };
            match &e.kind {
                ExprKind::Call { callee, .. } => {
                    let target = match &callee.kind {
                        ExprKind::Name(r) | ExprKind::QualifiedName { entity: r, .. } => Some(*r),
                        ExprKind::Member { member, .. } => Some(*member),
                        _ => None,
                    };
                    if !target.is_some_and(routine_constexpr) {
                        self.found = true;
                    }
                }
                ExprKind::Construct { ty, ctor, args, .. } => {
                    let effects = match ctor {
                        Some(r) => !routine_constexpr(*r),
                        None => class_of(*ty).is_some_and(|c| ctor_construction(il, c, args.len(), None) == Construction::SideEffects),
                    };
                    if effects {
                        self.found = true;
                    }
                }
                // A conversion to a class from another type (a converting
                // constructor) or from a class (a conversion function).
                ExprKind::Cast { to, expr, .. } => {
                    let (from_c, to_c) = (class_of(expr.ty), class_of(*to));
                    if to_c.is_some() && to_c != from_c {
                        if let Some(c) = to_c {
                            if ctor_construction(il, c, 1, None) == Construction::SideEffects {
                                self.found = true;
                            }
                        }
                    }
                    if from_c.is_some() && to_c != from_c && !matches!(il.ty(il.canonical(*to)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)) {
                        let conv = from_c.and_then(|c| match il.entities.get(c.0 as usize).map(|x| &x.kind) {
                            Some(EntityKind::Class(ci)) => Some(ci.members.iter().any(|m| matches!(&il.entity(*m).kind, EntityKind::Routine(r) if r.special == SpecialMember::Conversion && !r.is_constexpr))),
                            _ => None,
                        });
                        if conv == Some(true) {
                            self.found = true;
                        }
                    }
                }
                ExprKind::Assign(..)
                | ExprKind::Unary(UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec, _)
                | ExprKind::New { .. }
                | ExprKind::Delete { .. }
                | ExprKind::Throw(_)
                | ExprKind::KernelLaunch { .. }
                | ExprKind::StmtExpr(_) => self.found = true,
                _ => {}
            }
            !self.found
        }
    }
    let mut v = Effects { il, found: false };
    crate::walk::walk_init(il, i, &mut v);
    v.found
}

/// The object type a (reference) type refers to, unqualified.
fn object_type(il: &Il, t: TypeId) -> TypeId {
    let mut t = il.canonical(t);
    for _ in 0..8 {
        match il.ty(t) {
            TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Qualified(x, _) => t = il.canonical(*x),
            _ => break,
        }
    }
    t
}
