//! CUDA rules on declarations: where execution-space and memory-space
//! attributes may appear, the constraints on `__global__` functions, the
//! launch attributes (`__launch_bounds__`, `__maxnreg__`, `__cluster_dims__`,
//! `__block_size__`), `__grid_constant__` parameters, and the placement
//! rules of `__device__`/`__constant__`/`__shared__`/`__managed__` variables.
//!
//! The parser describes each declaration (`RoutineDecl`, `VariableDecl`)
//! and calls in once; which pass reports what follows the reference: cicc
//! (the device pass) owns the architecture-dependent checks and a few
//! others (see `cuda_catalog`), cudafe++ (the host pass) the rest. cicc's
//! front-end errors show a caret, like its parse errors.

use super::cuda_catalog::{self, Reporter};
use super::Sema;
use crate::diag::{Location, Pass};
use crate::il::*;
use crate::lex::Token;
use crate::source::Pos;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// A CUDA attribute as written in a declaration's specifiers
/// (`__attribute__((global))`, `__launch_bounds__(128, 2)` …).
#[derive(Debug, Clone)]
pub struct CudaAttr {
    /// The name without underscores (`global`, `launch_bounds`).
    pub name: String,
    /// The attribute's name token (where the reference puts the caret).
    pub tok: Token,
    /// The constant values of the arguments (None: not constant).
    pub args: Vec<Option<i64>>,
    /// The arguments' positions.
    pub arg_pos: Vec<Pos>,
}

/// Per-translation-unit state of the CUDA declaration checks.
#[derive(Debug, Default)]
pub struct CudaState {
    /// The first token of each parameter's declaration (the reference
    /// points parameter diagnostics there).
    pub param_start: BTreeMap<u32, Token>,
    /// Parameters declared `__grid_constant__`.
    pub grid_constant: BTreeMap<u32, bool>,
    /// `__shared__`/`__device__`… written on a parameter (warned once).
    pub warned_extern: Vec<EntityId>,
    /// Classes defined inside a function body → that function.
    pub local_class_owner: BTreeMap<u32, EntityId>,
    /// `__global__` template instances whose arguments were checked.
    pub checked_kernel_instances: Vec<EntityId>,
    /// Each template parameter's name token (its first token if unnamed).
    pub template_param_name: BTreeMap<u32, Token>,
    /// The lambdas whose bodies are being parsed, innermost last.
    pub lambdas: Vec<LambdaFrame>,
    /// How many `if constexpr` branches enclose the parser's position.
    pub constexpr_if_depth: u32,
    /// Where "first-capture in constexpr-if" was reported (a template's
    /// body may be parsed again for an instance).
    pub constexpr_if_capture_reported: Vec<(u32, u32, u32)>,
    /// Closure classes: how messages name them, whether the lambda is an
    /// extended one, the function it is defined in and where.
    pub closures: BTreeMap<u32, (String, bool, Option<EntityId>, Pos)>,
}

/// A lambda whose body is being parsed.
#[derive(Debug, Clone, Default)]
pub struct LambdaFrame {
    pub generic: bool,
    /// An extended lambda (`__device__` or `__host__ __device__` under
    /// `--extended-lambda`), and which.
    pub extended: bool,
    pub host: bool,
    pub device: bool,
    /// `[&]`: enclosing locals named in the body are captured by reference.
    pub by_ref_default: bool,
    /// `[=]`: enclosing locals named in the body are captured by copy.
    pub by_copy_default: bool,
    /// `if constexpr` nesting outside the lambda.
    pub constexpr_if_base: u32,
    /// Enclosing locals named so far (captured).
    pub named: Vec<EntityId>,
    /// Entities created from here on belong to the lambda (its parameters
    /// and locals); older block-scope variables are captured.
    pub first_own_entity: u32,
    /// Captured variables already diagnosed.
    pub reported: Vec<EntityId>,
    /// Names captured explicitly by reference (`[&a]`).
    pub by_ref_names: Vec<String>,
}

/// A routine declaration as the checks need it.
pub struct RoutineDecl<'x> {
    pub entity: EntityId,
    /// The declaration redeclares `entity` (declared before).
    pub redeclaration: bool,
    /// The parameters of this declaration.
    pub params: &'x [EntityId],
    /// The parameters of the previous declaration (redeclarations).
    pub prev_params: &'x [EntityId],
    pub attrs: &'x [CudaAttr],
    /// The execution space written on this declaration.
    pub space: ExecSpace,
    pub name: &'x str,
    pub name_tok: Token,
    /// The first token of the declaration (e.g. `friend`).
    pub start_tok: Option<Token>,
    pub ty: TypeId,
    pub is_constexpr: bool,
    pub is_inline: bool,
    pub is_friend: bool,
    /// Declared in a class (a member function, unless a friend).
    pub in_class: bool,
    pub deduced_return: bool,
    pub exception_spec: bool,
    /// A body follows.
    pub defines: bool,
    /// The template parameters of a function template, each with whether
    /// it is a pack.
    pub template_params: &'x [(EntityId, bool)],
}

/// A variable (or data member) declaration.
pub struct VariableDecl<'x> {
    pub entity: Option<EntityId>,
    pub attrs: &'x [CudaAttr],
    pub memory: MemorySpace,
    pub name: &'x str,
    pub name_tok: Token,
    pub start_tok: Option<Token>,
    pub ty: TypeId,
    pub storage: StorageClass,
    pub is_thread_local: bool,
    pub is_inline: bool,
    /// A non-static data member.
    pub is_field: bool,
    /// A static data member (declared in its class, or defined outside it).
    pub is_static_member: bool,
    /// At block scope.
    pub is_local: bool,
    pub init: Option<Init<'x>>,
}

/// A lambda expression, as far as the extended-lambda checks need it.
pub struct LambdaDecl<'x> {
    /// Offset of the `[`.
    pub start: u32,
    /// `[...]` as written.
    pub captures: &'x str,
    /// Attributes between the captures and the parameters.
    pub attrs: &'x [Attribute],
    /// The token after those attributes (the parameter list's `(`).
    pub after_attrs: Token,
    pub constexpr_written: bool,
    /// The body's `{`.
    pub body: Token,
    /// Index in `attrs` of the first attribute written after the
    /// parameter list.
    pub late_attrs: usize,
}

/// The attributes the CUDA checks look at (names without underscores).
pub fn is_cuda_attribute(name: &str) -> bool {
    matches!(
        name,
        "host"
            | "device"
            | "global"
            | "shared"
            | "constant"
            | "managed"
            | "launch_bounds"
            | "maxnreg"
            | "local_maxnreg"
            | "cluster_dims"
            | "block_size"
            | "grid_constant"
            | "nv_register_params"
    )
}

fn attr_word(name: &str) -> String {
    format!("__{}__", name)
}

impl<'a, 'o> Sema<'a, 'o> {
    /// Report a catalog diagnostic at `loc` if `pass` is one that reports
    /// it. Device-pass (cicc) front-end diagnostics show a caret; `late`
    /// ones (found after parsing, from the call graph) do not.
    pub fn cuda_diag(&mut self, tag: &str, args: &[&str], loc: Location, late: bool) {
        let row = cuda_catalog::lookup(tag);
        let reports = match row.reporter {
            Reporter::Host => self.pass == Pass::Host,
            Reporter::Device => self.pass == Pass::Device,
            Reporter::Both => true,
        };
        if !reports {
            return;
        }
        let msg = cuda_catalog::format_text(row.text, args);
        self.cuda_diag_raw(row.severity, row.number, msg, loc, late);
    }

    /// Like [`cuda_diag`] with an explicit severity and text.
    pub fn cuda_diag_raw(&mut self, sev: crate::diag::Severity, number: u32, msg: String, loc: Location, late: bool) {
        let before = self.diags.len();
        self.report(sev, number, msg, Some(loc));
        if self.pass == Pass::Device && self.diags.len() > before {
            if let Some(d) = self.diags.last_mut() {
                d.caret = Some(!late);
            }
            if late {
                if let Some(d) = self.diags.pop() {
                    self.late_device_diags.push((self.current_routine, d));
                }
            }
        }
    }

    /// cicc's late errors, in the order it reports them: the routines that
    /// are not kernels first, then the kernels, each group in definition
    /// order, and within a routine in source order.
    fn flush_late_device_diags(&mut self) {
        let mut late = core::mem::take(&mut self.late_device_diags);
        let key = |il: &crate::il::Il, r: Option<EntityId>, d: &crate::diag::Diagnostic| {
            let (kernel, at) = match r.map(|r| il.entity(r)) {
                Some(e) => match &e.kind {
                    EntityKind::Routine(rt) => (rt.exec_space == ExecSpace::Global, rt.body.map_or(e.pos, |b| b.pos)),
                    _ => (false, e.pos),
                },
                None => (false, crate::source::Pos::default()),
            };
            let (line, col) = d.location.as_ref().map_or((0, 0), |l| (l.line, l.column));
            (kernel, at.phys_line, at.col, line, col)
        };
        late.sort_by_key(|(r, d)| key(&self.il, *r, d));
        self.diags.extend(late.into_iter().map(|(_, d)| d));
    }

    pub fn cuda_diag_at_token(&mut self, tag: &str, args: &[&str], t: Token) {
        self.cuda_diag_at(tag, args, t);
    }

    fn cuda_diag_at(&mut self, tag: &str, args: &[&str], t: Token) {
        let loc = self.location_at(t.start);
        self.cuda_diag(tag, args, loc, false);
    }

    /// Hook: a parameter was declared (`start` is its first token).
    pub fn cuda_param_declared(&mut self, param: EntityId, start: Token, attrs: &[CudaAttr]) {
        self.cuda.param_start.insert(param.0, start);
        // Memory spaces and execution spaces mean nothing on a parameter.
        for a in attrs {
            if matches!(a.name.as_str(), "shared" | "constant" | "managed" | "device" | "global" | "host") {
                let w = attr_word(&a.name);
                self.cuda_diag_at("attribute_does_not_apply", &[&w], a.tok);
            }
        }
    }

    fn param_start_tok(&self, p: EntityId, fallback: Token) -> Token {
        self.cuda.param_start.get(&p.0).copied().unwrap_or(fallback)
    }

    fn is_grid_constant(&self, p: EntityId) -> bool {
        self.cuda.grid_constant.get(&p.0).copied().unwrap_or(false)
            || self.il.entity(p).attributes.iter().any(|a| a.name.trim_matches('_') == "grid_constant")
    }

    /// Whether the innermost enclosing namespace is an unnamed namespace
    /// declared `inline` (the keyword precedes `namespace` on its line).
    fn in_inline_unnamed_namespace(&self) -> bool {
        let Some(owner) = self.current_owner() else { return false };
        let ent = self.il.entity(owner);
        if !matches!(ent.kind, EntityKind::Namespace { .. }) || !ent.name.is_empty() {
            return false;
        }
        let line = self.il.source_map.line_text(self.il.source_text, ent.pos.phys_line);
        let before = line.get(..(ent.pos.col as usize).saturating_sub(1)).unwrap_or("");
        // The namespace's position is its `inline` keyword when written.
        let at = line.get((ent.pos.col as usize).saturating_sub(1)..).unwrap_or("");
        before.trim_end().ends_with("inline") || at.starts_with("inline")
    }

    /// Hook: a routine was declared (or redeclared).
    pub fn check_cuda_routine(&mut self, d: &RoutineDecl) {
        if !d.redeclaration {
            self.check_params_after_pack(d);
        }
        let global_tok = d.attrs.iter().find(|a| a.name == "global").map(|a| a.tok);
        let space_tok = d.attrs.iter().find(|a| matches!(a.name.as_str(), "global" | "device")).map(|a| a.tok);
        let is_global = d.space == ExecSpace::Global;
        let ret = match self.kind(d.ty) {
            TypeKind::Function(f) => Some(f.ret),
            _ => None,
        };
        if d.name == "main" && !d.in_class {
            if let Some(r) = ret {
                if !d.deduced_return && !matches!(self.kind(r), TypeKind::Int(IntKind::Int)) {
                    let loc = self.location_at(d.name_tok.start);
                    self.cuda_diag("main_return_type", &[], loc, false);
                }
            }
            if matches!(d.space, ExecSpace::Global | ExecSpace::Device | ExecSpace::HostDevice) {
                if let Some(t) = space_tok {
                    self.cuda_diag_at("main_device_or_global", &[], t);
                }
            }
        }
        if let Some(g) = global_tok.filter(|_| is_global) {
            if let Some(r) = ret {
                if d.deduced_return {
                    self.cuda_diag_at("global_deduced_return", &[], g);
                } else if !self.is_void(r) && d.name != "main" {
                    self.cuda_diag_at("global_non_void_return", &[], g);
                }
            }
            // A function parameter pack is no ellipsis.
            let has_pack = d.template_params.iter().any(|p| p.1);
            if !has_pack && matches!(self.kind(d.ty), TypeKind::Function(f) if f.variadic) {
                self.cuda_diag_at("global_ellipsis", &[], g);
            }
            // A variadic kernel template: one pack, in last place.
            if !d.redeclaration {
                let n = d.template_params.len();
                let mut packs_seen = 0;
                for (i, &(p, pack)) in d.template_params.iter().enumerate() {
                    if !pack {
                        continue;
                    }
                    let at = self.cuda.template_param_name.get(&p.0).copied().unwrap_or(d.name_tok);
                    if i + 1 != n {
                        self.cuda_diag_at("global_pack_not_last", &[], at);
                    }
                    packs_seen += 1;
                    if packs_seen == 2 {
                        self.cuda_diag_at("global_multiple_packs", &[], at);
                    }
                }
            }
            if d.exception_spec {
                self.cuda_diag_at("global_exception_spec", &[], g);
            }
            if d.in_class && !d.is_friend {
                self.cuda_diag_at("global_member_function", &[], g);
            }
            if d.name.starts_with("operator") && d.name[8..].trim_start().chars().next().map(|c| !c.is_alphanumeric() && c != '_').unwrap_or(false) {
                self.cuda_diag_at("global_operator", &[], g);
            }
            // `inline`, `constexpr` (implicitly inline) and friend
            // definitions (implicitly inline) lose the qualifier.
            if d.is_inline || d.is_constexpr || (d.is_friend && d.defines) {
                self.cuda_diag_at("global_inline_ignored", &[], g);
            }
            if d.is_friend && d.defines {
                if let Some(t) = d.start_tok {
                    self.cuda_diag_at("global_friend_definition", &[], t);
                }
            }
            if d.is_constexpr {
                self.cuda_diag_at("global_constexpr", &[], d.name_tok);
            }
            for &p in d.params {
                let pty = match &self.il.entity(p).kind {
                    EntityKind::Variable(v) => v.ty,
                    _ => continue,
                };
                let start = self.param_start_tok(p, d.name_tok);
                if matches!(self.kind(pty), TypeKind::RvalueRef(_)) {
                    self.cuda_diag_at("global_rvalue_ref_param", &[], d.name_tok);
                }
                if self.is_va_list(pty, start) {
                    self.cuda_diag_at("global_va_list_param", &[], d.name_tok);
                }
                if self.is_std_initializer_list(pty) {
                    self.cuda_diag_at("global_initializer_list_param", &[], d.name_tok);
                }
            }
            if !d.redeclaration && self.in_inline_unnamed_namespace() {
                self.cuda_diag_at("global_in_inline_unnamed_ns", &[], d.name_tok);
            }
        }
        // Device code cannot pass an object of size zero.
        if matches!(d.space, ExecSpace::Device | ExecSpace::Global) {
            if let Some(t) = space_tok {
                for &p in d.params {
                    let pty = match &self.il.entity(p).kind {
                        EntityKind::Variable(v) => v.declared_ty.unwrap_or(v.ty),
                        _ => continue,
                    };
                    let c = self.il.canonical(pty);
                    if matches!(self.il.ty(c), TypeKind::Class(_)) && self.is_zero_sized(c, 0) {
                        let tn = format!("\"{}\"", self.type_to_string(pty));
                        self.cuda_diag_at("zero_sized_param_device", &[&tn], t);
                    }
                }
            }
        }
        if matches!(d.space, ExecSpace::Device | ExecSpace::Global) && !d.redeclaration {
            self.check_ucn_device_name(d.name, d.name_tok);
        }
        if matches!(d.space, ExecSpace::Device | ExecSpace::Global) && self.mentions_float128(d.ty) {
            let t = self.type_to_string(d.ty);
            self.cuda_diag_at("float128_in_device", &[&t], d.name_tok);
        }
        // `__host__ __device__` on a redeclared kernel: each attribute is
        // an illegal combination (the parser reports the first).
        if d.redeclaration && d.space == ExecSpace::HostDevice && self.exec_space_of(d.entity) == ExecSpace::Global {
            if let Some(t) = d.attrs.iter().filter(|a| matches!(a.name.as_str(), "host" | "device")).nth(1).map(|a| a.tok) {
                self.cuda_diag_at("illegal_memory_qualifiers", &[], t);
            }
        }
        self.check_launch_attributes(d, is_global);
        self.check_grid_constant(d, is_global);
        if d.in_class && !d.is_friend && !d.redeclaration {
            self.check_override_spaces(d);
        }
    }

    /// EDG's warning 2097: in a function template, a type parameter after
    /// a pack that has no default and appears in no function parameter's
    /// type can never be deduced.
    fn check_params_after_pack(&mut self, d: &RoutineDecl) {
        let Some(first_pack) = d.template_params.iter().position(|p| p.1) else { return };
        for &(p, _) in &d.template_params[first_pack + 1..] {
            let EntityKind::TemplateParam { is_type: true, default_type: None, .. } = self.il.entity(p).kind else { continue };
            let used = d.params.iter().any(|&fp| match &self.il.entity(fp).kind {
                EntityKind::Variable(v) => self.type_mentions_param(v.ty, p, 0),
                _ => false,
            });
            if used {
                continue;
            }
            let at = self.cuda.template_param_name.get(&p.0).copied().unwrap_or(d.name_tok);
            let msg = format!(
                "template parameter \"{}\" cannot be used because it follows a parameter pack and cannot be deduced from the parameters of function template \"{}\"",
                self.il.entity(p).name,
                d.name
            );
            let loc = self.location_at(at.start);
            self.cuda_diag_raw(crate::diag::Severity::Warning, 2097, msg, loc, false);
        }
    }

    fn type_mentions_param(&self, t: TypeId, p: EntityId, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let d = depth + 1;
        match self.il.ty(t) {
            TypeKind::TemplateParam(q) => *q == p,
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => {
                self.type_mentions_param(*x, p, d)
            }
            TypeKind::ArrayBound { elem, .. } => self.type_mentions_param(*elem, p, d),
            TypeKind::MemberPointer(a, b) => self.type_mentions_param(*a, p, d) || self.type_mentions_param(*b, p, d),
            TypeKind::Function(f) => self.type_mentions_param(f.ret, p, d) || f.params.iter().any(|x| self.type_mentions_param(*x, p, d)),
            TypeKind::Class(c) => self.il.class_instances.get(c).is_some_and(|(_, a)| {
                a.iter().any(|x| matches!(x, TemplateArg::Type(t) if self.type_mentions_param(*t, p, d)))
            }),
            _ => false,
        }
    }

    /// A virtual function and its overrider must have the same execution
    /// space (`__host__` and no annotation are one space).
    ///
    /// | overridden \\ overriding | H | D | HD |
    /// |---|---|---|---|
    /// | H | – | 3542 | 3543 |
    /// | D | 3545 | – | 3544 |
    /// | HD | 3546 | 3547 | – |
    fn check_override_spaces(&mut self, d: &RoutineDecl) {
        let Some(cls) = self.il.entity(d.entity).parent else { return };
        if !matches!(self.il.entity(cls).kind, EntityKind::Class(_)) {
            return;
        }
        let mut overridden = Vec::new();
        let bases: Vec<EntityId> = self.il.class_bases.get(&cls).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
        for b in bases {
            if let Some(o) = self.overridden_in(b, d.name, d.ty, 0) {
                if !overridden.contains(&o) {
                    overridden.push(o);
                }
            }
        }
        // An overrider is virtual whether or not it says so (EDG then
        // writes `virtual` on it).
        if !overridden.is_empty() {
            if let Some(EntityKind::Routine(r)) = self.il.entities.get_mut(d.entity.0 as usize).map(|e| &mut e.kind) {
                r.is_virtual = true;
            }
        }
        use ExecSpace::*;
        let mine = match d.space {
            ImplicitHost => Host,
            s => s,
        };
        for o in overridden {
            let theirs = match self.exec_space_of(o) {
                ImplicitHost => Host,
                s => s,
            };
            let tag = match (theirs, mine) {
                (Host, Device) => "override_host_by_device",
                (Host, HostDevice) => "override_host_by_hd",
                (Device, HostDevice) => "override_device_by_hd",
                (Device, Host) => "override_device_by_host",
                (HostDevice, Host) => "override_hd_by_host",
                (HostDevice, Device) => "override_hd_by_device",
                _ => continue,
            };
            let a = format!("function \"{}\"", self.qualified_name(o));
            let b = format!("function \"{}\"", self.qualified_name(d.entity));
            self.cuda_diag_at(tag, &[&a, &b], d.name_tok);
        }
    }

    /// The virtual function of class `cls` (or of its bases) that a member
    /// named `name` of type `ty` declared in a derived class overrides.
    fn overridden_in(&mut self, cls: EntityId, name: &str, ty: TypeId, depth: u32) -> Option<EntityId> {
        if depth > 64 {
            return None;
        }
        let src = self.member_source(cls);
        let members = match &self.il.entity(src).kind {
            EntityKind::Class(ci) => ci.members.clone(),
            _ => Vec::new(),
        };
        for m in members {
            if self.il.entity(m).name != name {
                continue;
            }
            let (mty, explicit_virtual) = match &self.il.entity(m).kind {
                EntityKind::Routine(r) => (r.ty, r.is_virtual),
                _ => continue,
            };
            if !self.same_param_types(mty, ty) {
                continue;
            }
            // Virtual when declared so, or when it overrides in turn.
            let bases: Vec<EntityId> = self.il.class_bases.get(&src).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
            let virtual_ = explicit_virtual || bases.iter().any(|b| self.overridden_in(*b, name, ty, depth + 1).is_some());
            return if virtual_ { Some(m) } else { None };
        }
        let bases: Vec<EntityId> = self.il.class_bases.get(&src).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
        bases.into_iter().find_map(|b| self.overridden_in(b, name, ty, depth + 1))
    }

    /// Same parameter types and cv-qualification (what makes an override).
    fn same_param_types(&mut self, a: TypeId, b: TypeId) -> bool {
        let (TypeKind::Function(fa), TypeKind::Function(fb)) = (self.kind(a).clone(), self.kind(b).clone()) else { return false };
        if fa.params.len() != fb.params.len() || fa.variadic != fb.variadic || fa.quals != fb.quals {
            return false;
        }
        for (x, y) in fa.params.iter().zip(fb.params.iter()) {
            let ux = self.unqualified(*x);
            let uy = self.unqualified(*y);
            if !self.same_type(ux, uy) {
                return false;
            }
        }
        true
    }

    /// A type of size zero (GNU): a zero-length array, or a class with
    /// fields that are all zero-sized (an empty class has size 1).
    fn is_zero_sized(&self, t: TypeId, depth: u32) -> bool {
        if depth > 16 {
            return false;
        }
        let c = self.il.canonical(t);
        match self.il.ty(c) {
            TypeKind::Array(_, Some(0)) => true,
            TypeKind::Array(e, _) => self.is_zero_sized(*e, depth + 1),
            TypeKind::Qualified(inner, _) => self.is_zero_sized(*inner, depth + 1),
            TypeKind::Class(cls) => {
                let EntityKind::Class(ci) = &self.il.entity(*cls).kind else { return false };
                if !ci.complete || self.il.class_bases.get(cls).is_some_and(|b| !b.is_empty()) {
                    return false;
                }
                let fields: Vec<TypeId> = ci
                    .members
                    .iter()
                    .filter_map(|m| match &self.il.entity(*m).kind {
                        EntityKind::Field(f) => Some(f.ty),
                        _ => None,
                    })
                    .collect();
                !fields.is_empty() && fields.iter().all(|f| self.is_zero_sized(*f, depth + 1))
            }
            _ => false,
        }
    }

    /// `std::initializer_list<…>` (possibly cv-qualified).
    fn is_std_initializer_list(&self, t: TypeId) -> bool {
        let c = self.il.canonical(t);
        let c = match self.il.ty(c) {
            TypeKind::Qualified(inner, _) => self.il.canonical(*inner),
            _ => c,
        };
        let TypeKind::Class(cls) = self.il.ty(c) else { return false };
        self.is_std_initializer_list_class(*cls)
    }

    /// The class `std::initializer_list<…>` (an instance of it, or the template).
    pub(crate) fn is_std_initializer_list_class(&self, cls: EntityId) -> bool {
        let tmpl = self.il.class_instances.get(&cls).map(|(t, _)| *t).unwrap_or(cls);
        let ent = self.il.entity(tmpl);
        ent.name == "initializer_list" && ent.parent.is_some_and(|p| self.il.entity(p).name == "std" && self.il.entity(p).parent.is_none())
    }

    /// cicc rejects universal character names in the names of device
    /// entities; the message spells them `\uXXXX` (as written in C++).
    fn check_ucn_device_name(&mut self, name: &str, at: Token) {
        if !name.contains("\\u") && !name.contains("\\U") {
            return;
        }
        let mut shown = String::new();
        let mut rest = name;
        while let Some(k) = rest.find("\\U") {
            shown.push_str(&rest[..k]);
            let hex = rest.get(k + 2..k + 10).unwrap_or("");
            if hex.len() == 8 && hex.starts_with("0000") && hex.chars().all(|c| c.is_ascii_hexdigit()) {
                shown.push_str("\\u");
                shown.push_str(&hex[4..]);
                rest = &rest[k + 10..];
            } else {
                shown.push_str("\\U");
                rest = &rest[k + 2..];
            }
        }
        shown.push_str(rest);
        let q = format!("\"{}\"", shown);
        self.cuda_diag_at("ucn_in_device_name", &[&q], at);
    }

    /// `__builtin_va_list` is modelled as `char *`; recognize it by the
    /// name written (the builtin, or a typedef of it).
    fn is_va_list(&self, t: TypeId, start: Token) -> bool {
        let mut t = t;
        for _ in 0..16 {
            match self.il.ty(t) {
                TypeKind::Typedef(e) => {
                    let n = self.il.entity(*e).name.as_str();
                    if matches!(n, "va_list" | "__gnuc_va_list" | "__builtin_va_list") {
                        return true;
                    }
                    match &self.il.entity(*e).kind {
                        EntityKind::Typedef(inner) => t = *inner,
                        _ => break,
                    }
                }
                TypeKind::Qualified(inner, _) => t = *inner,
                _ => break,
            }
        }
        let text = self.il.source_text.get(start.start as usize..start.end as usize).unwrap_or("");
        matches!(text, "__builtin_va_list" | "va_list" | "__gnuc_va_list")
    }

    fn check_launch_attributes(&mut self, d: &RoutineDecl, is_global: bool) {
        let mut launch_bounds: Option<&CudaAttr> = None;
        let mut maxnreg = false;
        for a in d.attrs {
            match a.name.as_str() {
                "launch_bounds" | "maxnreg" | "cluster_dims" if a.args.iter().any(|v| v.is_none()) => {
                    self.non_constant_attribute_argument(a);
                }
                "launch_bounds" if d.in_class && !d.is_friend => {
                    self.cuda_diag_at("launch_attr_non_member", &["__launch_bounds__"], a.tok);
                    if !is_global {
                        self.cuda_diag_at("launch_attr_non_global", &["__launch_bounds__"], d.name_tok);
                    }
                }
                "launch_bounds" => {
                    if !is_global {
                        self.cuda_diag_at("launch_attr_non_global", &["__launch_bounds__"], d.name_tok);
                        continue;
                    }
                    launch_bounds = Some(a);
                    if let Some(Some(v)) = a.args.get(2) {
                        if *v < 0 {
                            self.cuda_diag_at("max_blocks_per_cluster_negative", &[], a.tok);
                        } else if self.opts.device_arch < 90 {
                            self.cuda_diag_at("max_blocks_per_cluster_arch", &[], a.tok);
                        }
                    }
                }
                "maxnreg" => {
                    if !is_global {
                        self.cuda_diag_at("maxnreg_non_global", &[], d.name_tok);
                        continue;
                    }
                    if matches!(a.args.first(), Some(Some(v)) if *v <= 0) {
                        self.cuda_diag_at("maxnreg_not_positive", &[], a.tok);
                    }
                    maxnreg = true;
                }
                "cluster_dims" => {
                    if !is_global {
                        self.cuda_diag_at("launch_attr_non_global", &["__cluster_dims__"], d.name_tok);
                        continue;
                    }
                    if a.args.iter().any(|v| matches!(v, Some(x) if *x <= 0)) {
                        self.cuda_diag_at("cluster_dims_not_positive", &[], a.tok);
                    } else if self.opts.device_arch < 90 {
                        self.cuda_diag_at("cluster_dims_arch", &[], a.tok);
                    }
                }
                "local_maxnreg" => {
                    if matches!(a.args.first(), Some(Some(v)) if *v <= 0) {
                        self.cuda_diag_at("local_maxnreg_not_positive", &[], a.tok);
                    }
                }
                // No option of this front end enables it.
                "nv_register_params" => {
                    self.cuda_diag_at("register_params_not_enabled", &[], a.tok);
                    if matches!(self.il.ty(self.il.canonical(d.ty)), TypeKind::Function(f) if f.variadic) {
                        self.cuda_diag_at("register_params_ellipsis", &[], a.tok);
                    }
                }
                "block_size" => {
                    if is_global && self.opts.device_arch < 90 {
                        self.cuda_diag_at("block_size_arch", &[], a.tok);
                    }
                }
                _ => {}
            }
        }
        if launch_bounds.is_some() && maxnreg {
            self.cuda_diag_at("launch_bounds_and_maxnreg", &[], d.name_tok);
        }
    }

    fn check_grid_constant(&mut self, d: &RoutineDecl, is_global: bool) {
        for (i, &p) in d.params.iter().enumerate() {
            let gc = self.is_grid_constant(p);
            if d.redeclaration {
                if let Some(&pp) = d.prev_params.get(i) {
                    if pp != p && self.is_grid_constant(pp) != gc {
                        let start = d.name_tok;
                        let prev_line = self.il.entity(pp).pos.line;
                        let pname = self.il.entity(p).name.clone();
                        let line = format!("{}", prev_line);
                        let is_template = matches!(&self.il.entity(d.entity).kind, EntityKind::Routine(r) if !r.template_params.is_empty());
                        let tag = if is_template { "grid_constant_template_redecl" } else { "grid_constant_redecl" };
                        self.cuda_diag_at(tag, &[&pname, &line], start);
                        continue;
                    }
                }
            }
            if !gc {
                continue;
            }
            if !is_global {
                self.cuda_diag_at("grid_constant_non_kernel", &[], d.name_tok);
                return;
            }
            // The type as written: adjustment drops the top-level `const`.
            let pty = match &self.il.entity(p).kind {
                EntityKind::Variable(v) => v.declared_ty.unwrap_or(v.ty),
                _ => continue,
            };
            let start = d.name_tok;
            let is_ref = self.is_ref(pty);
            let base = if is_ref { self.non_ref(pty) } else { pty };
            if is_ref || !self.is_const_type(base) {
                self.cuda_diag_at("grid_constant_not_const", &[], start);
            }
            if is_ref {
                self.cuda_diag_at("grid_constant_reference", &[], start);
            }
        }
    }

    /// `expression must have a constant value` for a launch attribute's
    /// argument, with EDG's note when it names a non-constant variable.
    fn non_constant_attribute_argument(&mut self, a: &CudaAttr) {
        let Some(i) = a.args.iter().position(|v| v.is_none()) else { return };
        let Some(p) = a.arg_pos.get(i).copied() else { return };
        let loc = self.location_of(p);
        let word: String = loc
            .line_text
            .get((loc.column as usize).saturating_sub(1)..)
            .unwrap_or("")
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        // Only a plain non-constant variable is certain to be an error here
        // (dependent arguments are checked at instantiation).
        let var = self.lookup(&word).and_then(|v| {
            v.iter().copied().find(|e| match &self.il.entity(*e).kind {
                EntityKind::Variable(var) => !var.is_constexpr && !self.il.quals_of(var.ty).is_const && !var.is_local,
                _ => false,
            })
        });
        let Some(v) = var else { return };
        self.report(crate::diag::Severity::HardError, 28, String::from("expression must have a constant value"), Some(loc.clone()));
        let line = self.il.entity(v).pos.line;
        let msg = format!("the value of variable \"{}\" (declared at line {}) cannot be used as a constant", word, line);
        self.report(crate::diag::Severity::Note, 2689, msg, Some(loc));
    }

    /// Whether a function's signature uses `__float128` (cicc has no
    /// 128-bit floating point).
    fn mentions_float128(&self, t: TypeId) -> bool {
        let is128 = |t: TypeId| {
            let c = self.il.canonical(t);
            matches!(self.il.ty(c), TypeKind::Float(FloatKind::Float128))
        };
        match self.il.ty(self.il.canonical(t)) {
            TypeKind::Function(f) => is128(f.ret) || f.params.iter().any(|p| is128(*p)),
            _ => false,
        }
    }

    fn is_const_type(&self, t: TypeId) -> bool {
        self.il.quals_of(t).is_const
    }

    /// A range-for loop variable written with a memory space.
    pub fn check_range_for_variable(&mut self, memory: MemorySpace, name_tok: Token) {
        let word = match memory {
            MemorySpace::Device => "__device__",
            MemorySpace::Shared => "__shared__",
            MemorySpace::Constant => "__constant__",
            MemorySpace::Managed => "__managed__",
            MemorySpace::None => return,
        };
        self.cuda_diag_at("for_range_memory_space", &[word], name_tok);
    }

    /// Hook: a variable or data member was declared (after its initializer).
    pub fn check_cuda_variable(&mut self, v: &VariableDecl) {
        let space_attr = |name: &str| v.attrs.iter().find(|a| a.name == name).map(|a| a.tok);
        // Execution-space attributes do not apply to objects.
        if let Some(t) = space_attr("global") {
            self.cuda_diag_at("attribute_does_not_apply", &["__global__"], t);
        }
        if v.is_field {
            for a in v.attrs {
                if matches!(a.name.as_str(), "device" | "constant" | "shared" | "managed") {
                    let w = attr_word(&a.name);
                    self.cuda_diag_at("attribute_does_not_apply", &[&w], a.tok);
                }
            }
            return;
        }
        let mem_tok = v
            .attrs
            .iter()
            .find(|a| matches!(a.name.as_str(), "device" | "constant" | "shared" | "managed"))
            .map(|a| a.tok);
        if v.is_static_member && v.memory != MemorySpace::None {
            if let Some(t) = mem_tok {
                self.cuda_diag_at("memory_qualifier_on_member", &[], t);
            }
            return;
        }
        if v.memory != MemorySpace::None && !v.is_local {
            self.check_ucn_device_name(v.name, v.name_tok);
        }
        let mem_word = match v.memory {
            MemorySpace::Device => "__device__",
            MemorySpace::Shared => "__shared__",
            MemorySpace::Constant => "__constant__",
            MemorySpace::Managed => "__managed__",
            MemorySpace::None => "",
        };
        let managed = v.attrs.iter().any(|a| a.name == "managed");
        if managed {
            if self.is_const_type(self.non_ref(v.ty)) && !self.is_ref(v.ty) {
                self.cuda_diag_at("managed_const", &[], v.name_tok);
            }
            if self.is_ref(v.ty) {
                self.cuda_diag_at("managed_reference", &[], v.name_tok);
            }
            if v.attrs.iter().any(|a| matches!(a.name.as_str(), "shared" | "constant")) {
                self.cuda_diag_at("managed_shared_or_constant", &[], v.name_tok);
            }
        }
        if v.is_thread_local && v.memory != MemorySpace::None && !v.is_local {
            let w = if managed { "__managed__" } else { mem_word };
            if let Some(t) = v.start_tok {
                self.cuda_diag_at("thread_local_memory_space", &[w], t);
            }
        }
        let routine_space = self.current_routine.map(|r| self.exec_space_of(r));
        let in_device_fn = matches!(routine_space, Some(ExecSpace::Device | ExecSpace::Global));
        let in_host_fn = matches!(routine_space, Some(ExecSpace::Host | ExecSpace::ImplicitHost));
        if v.is_local {
            if v.is_thread_local && in_device_fn {
                if let Some(t) = v.start_tok {
                    self.cuda_diag_at("thread_local_in_device_code", &[], t);
                }
            }
            let is_static = v.storage == StorageClass::Static;
            let automatic = !is_static && v.storage != StorageClass::Extern;
            match v.memory {
                MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed if automatic => {
                    let w = if managed { "__managed__" } else { mem_word };
                    if in_host_fn {
                        self.cuda_diag_at("illegal_local_to_host_function", &["an automatic", w], v.name_tok);
                    } else if in_device_fn {
                        self.cuda_diag_at("illegal_local_to_device_function", &["an automatic", w], v.name_tok);
                    }
                }
                // cudafe++ sees a `__host__ __device__` body as host code.
                MemorySpace::Shared if in_host_fn || (self.pass == Pass::Host && routine_space == Some(ExecSpace::HostDevice)) => {
                    self.cuda_diag_at("illegal_local_to_host_function", &["a static", "__shared__"], v.name_tok);
                }
                _ => {}
            }
            if in_device_fn {
                self.check_zero_sized(v);
                if is_static || v.memory == MemorySpace::Shared {
                    self.check_static_local_init(v, mem_word);
                }
            }
        } else {
            if matches!(v.memory, MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed) {
                let w = if managed { "__managed__" } else { mem_word };
                if self.in_inline_unnamed_namespace() {
                    self.cuda_diag_at("device_variable_in_unnamed_inline_ns", &[w], v.name_tok);
                }
                if v.is_inline && !self.opts.device_c && v.storage != StorageClass::Static {
                    self.cuda_diag_at("inline_device_var_whole_program", &[], v.name_tok);
                }
                if self.pass == Pass::Device {
                    if let Some(Init::Assign(e)) = v.init {
                        let mut names = Vec::new();
                        host_variables_named(&self.il, e, &mut names, 0);
                        for n in names {
                            let loc = self.location_at(v.name_tok.start);
                            self.cuda_diag("undefined_device_identifier", &[&n], loc, true);
                        }
                    }
                }
                if v.storage != StorageClass::Extern && self.has_dynamic_init(v) {
                    self.cuda_diag_at("device_var_dynamic_init", &[w], v.name_tok);
                }
            }
            // Without separate compilation an `extern` device variable is
            // defined here (cicc; after parsing, so without a caret).
            let scalar_shared = v.memory == MemorySpace::Shared && !self.is_array(v.ty);
            if v.storage == StorageClass::Extern
                && !self.opts.device_c
                && (matches!(v.memory, MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed) || scalar_shared)
            {
                if let Some(e) = v.entity {
                    if !self.cuda.warned_extern.contains(&e) {
                        self.cuda.warned_extern.push(e);
                        let loc = self.location_at(v.name_tok.start);
                        self.cuda_diag("extern_treated_as_static", &[v.name], loc, true);
                    }
                }
            }
        }
        if v.memory == MemorySpace::Shared && v.init.is_some() {
            self.cuda_diag_at("shared_initializer", &[], v.name_tok);
        }
    }

    fn check_zero_sized(&mut self, v: &VariableDecl) {
        let c = self.il.canonical(v.ty);
        if matches!(self.il.ty(c), TypeKind::Array(_, Some(0))) {
            self.cuda_diag_at("zero_sized_variable_device", &[v.name], v.name_tok);
        }
    }

    /// Function-scope statics (and `__shared__` variables) in device code
    /// cannot be initialized at run time: an error for statics, a warning
    /// for `__shared__` objects with a constructor.
    fn check_static_local_init(&mut self, v: &VariableDecl, mem_word: &str) {
        if !self.has_dynamic_init(v) {
            return;
        }
        if v.memory == MemorySpace::Shared {
            self.cuda_diag_at("shared_local_dynamic_init", &["__shared__"], v.name_tok);
        } else {
            let w = if mem_word.is_empty() { "__device__" } else { mem_word };
            self.cuda_diag_at("static_local_dynamic_init", &[w], v.name_tok);
        }
    }

    /// Whether a variable's initialization runs code: an initializer that
    /// calls a non-constexpr function or reads a built-in device variable
    /// (`threadIdx`), or a class with a user-provided default constructor.
    /// Conservative: what the front end cannot prove dynamic counts as static.
    fn has_dynamic_init(&self, v: &VariableDecl) -> bool {
        match v.init {
            Some(Init::Assign(e)) => self.runs_code(e, 0),
            Some(Init::Paren(args)) => args.iter().any(|e| self.runs_code(e, 0)),
            Some(Init::List(items, _)) => items.iter().any(|i| match i {
                Init::Assign(e) => self.runs_code(e, 0),
                _ => false,
            }),
            None => v.storage != StorageClass::Extern && self.class_has_user_default_ctor(v.ty),
        }
    }

    fn runs_code(&self, e: &Expr, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let d = depth + 1;
        match &e.kind {
            ExprKind::Call { callee, args } => {
                let constexpr_callee = match &callee.kind {
                    ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
                        matches!(&self.il.entity(*id).kind, EntityKind::Routine(r) if r.is_constexpr)
                    }
                    _ => false,
                };
                !constexpr_callee || args.iter().any(|a| self.runs_code(a, d))
            }
            ExprKind::Name(id) => matches!(&self.il.entity(*id).kind, EntityKind::Variable(v) if v.is_device_builtin),
            ExprKind::Member { base, .. } => self.runs_code(base, d),
            ExprKind::Unary(_, a) | ExprKind::Cast { expr: a, .. } => self.runs_code(a, d),
            ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => self.runs_code(a, d) || self.runs_code(b, d),
            ExprKind::Cond(a, b, c) => self.runs_code(a, d) || self.runs_code(b, d) || self.runs_code(c, d),
            ExprKind::New { .. } => true,
            ExprKind::Construct { ctor: Some(c), args, .. } => {
                !matches!(&self.il.entity(*c).kind, EntityKind::Routine(r) if r.is_constexpr || r.is_defaulted)
                    || args.iter().any(|a| self.runs_code(a, d))
            }
            _ => false,
        }
    }

    fn class_has_user_default_ctor(&self, t: TypeId) -> bool {
        let mut c = self.il.canonical(t);
        for _ in 0..8 {
            match self.il.ty(c) {
                TypeKind::Array(el, _) => c = self.il.canonical(*el),
                _ => break,
            }
        }
        let TypeKind::Class(cls) = self.il.ty(c) else { return false };
        let EntityKind::Class(ci) = &self.il.entity(*cls).kind else { return false };
        ci.members.iter().any(|m| match &self.il.entity(*m).kind {
            EntityKind::Routine(r) => {
                r.special == SpecialMember::Constructor && !r.is_defaulted && !r.is_deleted && self.ctor_takes_no_args(r)
            }
            _ => false,
        })
    }

    fn ctor_takes_no_args(&self, r: &Routine) -> bool {
        match self.il.ty(self.il.canonical(r.ty)) {
            TypeKind::Function(f) => f.params.is_empty(),
            _ => false,
        }
    }

    /// Hook: a `__global__` function template instance is used at `at`.
    /// Its template arguments must be types the device side can name:
    /// no unnamed types, no private or protected member classes, no classes
    /// local to a host function (cicc, once per instance).
    pub fn check_kernel_instance(&mut self, inst: EntityId, at: Token) {
        if self.pass != Pass::Device || self.cuda.checked_kernel_instances.contains(&inst) {
            return;
        }
        let Some((tmpl, args)) = (match &self.il.entity(inst).kind {
            EntityKind::Routine(r) if r.exec_space == ExecSpace::Global => r.instance_of.clone(),
            _ => None,
        }) else {
            return;
        };
        self.cuda.checked_kernel_instances.push(inst);
        let mut found: Option<(&'static str, String)> = None;
        for a in &args {
            if let TemplateArg::Type(t) = a {
                if let Some(f) = self.bad_kernel_arg_type(*t, 0) {
                    found = Some(f);
                    break;
                }
            }
        }
        let Some((tag, what)) = found else { return };
        let shown: Vec<String> = args
            .iter()
            .map(|a| match a {
                TemplateArg::Type(t) => self.message_type_name(*t),
                TemplateArg::Value(v, _) => format!("{}", v),
                TemplateArg::Expr(_) => String::from("<expr>"),
            })
            .collect();
        let q = if tag == "kernel_arg_host_lambda" { format!("\"{}", what) } else { format!("\"{}\"", what) };
        let before = self.diags.len();
        self.cuda_diag_at(tag, &[&q], at);
        if self.diags.len() > before {
            let line = self.location_at(at.start).line;
            let name = self.il.entity(tmpl).name.clone();
            if let Some(d) = self.diags.last_mut() {
                d.context.push(format!("detected during instantiation of \"{}\" based on template argument <{}> at line {}", name, shown.join(", "), line));
            }
        }
    }

    /// A type as EDG names it in messages: classes by qualified name, an
    /// unnamed class as `struct <unnamed>`.
    fn message_type_name(&self, t: TypeId) -> String {
        let c = self.il.canonical(t);
        if let TypeKind::Class(cls) = self.il.ty(c) {
            if let Some((shown, ..)) = self.cuda.closures.get(&cls.0) {
                return shown.clone();
            }
            let ent = self.il.entity(*cls);
            if ent.name.is_empty() {
                let key = match &ent.kind {
                    EntityKind::Class(ci) => match ci.key {
                        ClassKey::Class => "class",
                        ClassKey::Struct => "struct",
                        ClassKey::Union => "union",
                    },
                    _ => "struct",
                };
                return format!("{} <unnamed>", key);
            }
            return self.qualified_name(*cls);
        }
        self.type_to_string(t)
    }

    /// The first component of `t` a kernel template argument cannot use.
    fn bad_kernel_arg_type(&mut self, t: TypeId, depth: u32) -> Option<(&'static str, String)> {
        if depth > 32 {
            return None;
        }
        let c = self.il.canonical(t);
        match self.il.ty(c).clone() {
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => {
                self.bad_kernel_arg_type(x, depth + 1)
            }
            TypeKind::Function(f) => {
                let mut parts = alloc::vec![f.ret];
                parts.extend(f.params.iter().copied());
                parts.into_iter().find_map(|p| self.bad_kernel_arg_type(p, depth + 1))
            }
            TypeKind::Class(cls) | TypeKind::Enum(cls) => {
                let local_to = self.cuda.local_class_owner.get(&cls.0).copied();
                let local_to_device = local_to.is_some_and(|r| matches!(self.exec_space_of(r), ExecSpace::Device | ExecSpace::Global));
                let ent = self.il.entity(cls);
                let closure = self.cuda.closures.contains_key(&cls.0);
                if closure {
                    // Only an extended lambda, or one defined in device
                    // code, has a closure type device code can name.
                    let (shown, extended, enclosing, pos) = self.cuda.closures.get(&cls.0).cloned()?;
                    let in_device = enclosing.is_some_and(|r| matches!(self.exec_space_of(r), ExecSpace::Device | ExecSpace::Global));
                    if extended || in_device {
                        return None;
                    }
                    let loc = self.location_of(pos);
                    return Some(("kernel_arg_host_lambda", format!("{}\", defined at {}:{}", shown, loc.file, loc.line)));
                }
                if ent.name.is_empty() && !local_to_device {
                    return Some(("kernel_arg_unnamed_type", self.message_type_name(c)));
                }
                if local_to.is_some() && !local_to_device && local_to.is_some_and(|r| self.exec_space_of(r).runs_on_host()) {
                    return Some(("kernel_arg_host_local_type", self.message_type_name(c)));
                }
                if !local_to_device && matches!(self.member_access(cls), Some(Access::Private | Access::Protected)) {
                    return Some(("kernel_arg_private_type", self.message_type_name(c)));
                }
                // The arguments of a class template specialization.
                let inner: Vec<TypeId> = self
                    .il
                    .class_instances
                    .get(&cls)
                    .map(|(_, a)| a.iter().filter_map(|x| if let TemplateArg::Type(t) = x { Some(*t) } else { None }).collect())
                    .unwrap_or_default();
                inner.into_iter().find_map(|p| self.bad_kernel_arg_type(p, depth + 1))
            }
            _ => None,
        }
    }

    /// Hook: a `long double` literal at `at`. cicc computes in `double` in
    /// device code and says so (no source line).
    pub fn check_long_double_literal(&mut self, at: Pos) {
        let in_device = self.current_routine.map(|r| self.exec_space_of(r).runs_on_device()).unwrap_or(false);
        if !in_device || self.pass != Pass::Device {
            return;
        }
        let loc = self.location_of(at);
        self.cuda_diag("long_double_in_device", &[], loc, true);
    }

    /// Hook: a `<<<>>>` launch at `at`. From device code it needs separate
    /// compilation and the device runtime's launch API (cicc, with a caret).
    pub fn check_device_side_launch(&mut self, at: Pos) {
        let in_device = self.current_routine.map(|r| self.exec_space_of(r).runs_on_device()).unwrap_or(false);
        if !in_device || self.pass != Pass::Device {
            return;
        }
        let loc = self.location_of(at);
        if !self.opts.device_c {
            self.cuda_diag("device_launch_no_sepcomp", &[], loc, false);
        } else if self.lookup_global("cudaGetParameterBufferV2").is_none() && self.lookup_global("cudaGetParameterBuffer").is_none() {
            self.cuda_diag("missing_api_for_device_side_launch", &[], loc, false);
        }
    }

    /// Hook: a lambda expression (before its body). `__device__` and
    /// `__host__ __device__` lambdas need `--extended-lambda`, and then obey
    /// the extended-lambda restrictions (cudafe++).
    /// Returns the frame the parser keeps while it parses the body.
    pub fn check_cuda_lambda(&mut self, l: &LambdaDecl) -> LambdaFrame {
        let has = |n: &str| l.attrs.iter().any(|a| a.name.trim_matches('_') == n);
        let (host, device) = (has("host"), has("device"));
        let params = self.il.source_text.get(l.after_attrs.start as usize..l.body.start as usize).unwrap_or("");
        let generic = params.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == "auto");
        let inner = l.captures.trim_start_matches('[').trim_end_matches(']');
        let by_ref_default = inner.split(',').next().is_some_and(|c| c.trim() == "&");
        let by_copy_default = inner.split(',').next().is_some_and(|c| c.trim() == "=");
        let mut frame = LambdaFrame {
            generic,
            extended: false,
            host,
            device,
            by_ref_default,
            by_copy_default,
            constexpr_if_base: self.cuda.constexpr_if_depth,
            named: Vec::new(),
            first_own_entity: self.il.entities.len() as u32,
            reported: Vec::new(),
            by_ref_names: inner.split(',').filter_map(|c| c.trim().strip_prefix('&')).map(|n| String::from(n.trim())).filter(|n| !n.is_empty()).collect(),
        };
        if !host && !device {
            return frame;
        }
        if !self.opts.extended_lambda {
            self.cuda_diag_at("extended_lambda_needs_flag", &[], l.after_attrs);
            return frame;
        }
        frame.extended = true;
        // The call operator takes its execution space from the closure
        // class: none may be written after the parameter list.
        if l.attrs.get(l.late_attrs..).unwrap_or(&[]).iter().any(|a| matches!(a.name.trim_matches('_'), "host" | "device" | "global")) {
            self.cuda_diag_at("lambda_operator_annotated", &[], l.body);
        }
        self.check_extended_lambda(l, host, device, generic);
        frame
    }

    fn check_extended_lambda(&mut self, l: &LambdaDecl, host: bool, device: bool, generic: bool) {
        // Where a __device__ lambda may not be nested.
        if device && !host {
            if let Some(outer) = self.cuda.lambdas.last() {
                if outer.generic {
                    self.cuda_diag_at("device_lambda_in_generic_lambda", &["operator()"], l.after_attrs);
                } else if outer.extended && outer.host && outer.device {
                    self.cuda_diag_at("device_lambda_in_hd_lambda", &["operator()"], l.after_attrs);
                }
            }
        }
        // Captured variables' types must be nameable in device code.
        let inner = l.captures.trim_start_matches('[').trim_end_matches(']');
        let mut off = 1usize;
        for cap in inner.split(',') {
            let here = off + (cap.len() - cap.trim_start().len());
            off += cap.len() + 1;
            let name = cap.trim();
            if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') || name == "this" {
                continue;
            }
            let Some(v) = self.lookup(name).and_then(|v| v.first().copied()) else { continue };
            let EntityKind::Variable(var) = &self.il.entity(v).kind else { continue };
            let c = self.il.canonical(var.ty);
            if let TypeKind::Class(cls) = self.il.ty(c) {
                let cls = *cls;
                if self.cuda.local_class_owner.contains_key(&cls.0) {
                    let cname = self.il.entity(cls).name.clone();
                    let loc = self.location_at(l.start + here as u32);
                    self.cuda_diag("xlambda_local_type_capture", &[&cname], loc, false);
                }
            }
        }
        // A `&` default is reported at the parameter list; an explicit
        // by-reference capture (`[&k]`) at the name captured.
        if device && !host {
            let mut off = 1usize;
            for (i, raw) in inner.split(',').enumerate() {
                let cap = raw.trim();
                let here = off + (raw.len() - raw.trim_start().len());
                off += raw.len() + 1;
                if i == 0 && cap == "&" {
                    self.cuda_diag_at("device_lambda_ref_capture", &[], l.after_attrs);
                } else if let Some(rest) = cap.strip_prefix('&') {
                    let name_at = here + 1 + (rest.len() - rest.trim_start().len());
                    let loc = self.location_at(l.start + name_at as u32);
                    self.cuda_diag("device_lambda_ref_capture", &[], loc, false);
                }
            }
        }
        if host && device {
            if generic {
                let loc = self.location_at(l.start);
                self.cuda_diag("hd_lambda_generic", &[], loc, false);
            }
            // `[v = 5]`: an init-capture.
            let inner = l.captures.trim_start_matches('[').trim_end_matches(']');
            if let Some(first) = inner.split(',').find(|c| c.contains('=') && c.trim() != "=") {
                let off = l.captures.find(first.trim()).unwrap_or(1);
                let loc = self.location_at(l.start + off as u32);
                self.cuda_diag("hd_lambda_init_capture", &[], loc, false);
            }
        }
        if device && !host && l.constexpr_written {
            self.cuda_diag_at("device_lambda_constexpr", &[], l.body);
        }
        // The enclosing function must be nameable from the device side.
        if let Some(parent) = self.current_routine {
            let cls = self.il.entity(parent).parent.filter(|c| matches!(self.il.entity(*c).kind, EntityKind::Class(_)));
            if cls.is_some_and(|c| self.il.entity(c).name.is_empty()) {
                let name = self.il.entity(parent).name.clone();
                let word = if host { "__host__ __device__" } else { "__device__" };
                self.cuda_diag_at("lambda_parent_unnamed_class", &[&name, word], l.after_attrs);
            }
        }
        if device && !host {
            if let Some(parent) = self.current_routine {
                let name = self.il.entity(parent).name.clone();
                let cls = self.il.entity(parent).parent;
                if cls.is_some_and(|c| self.cuda.local_class_owner.contains_key(&c.0)) {
                    self.cuda_diag_at("device_lambda_parent_in_function", &[&name], l.after_attrs);
                }
                if matches!(self.member_access(parent), Some(Access::Private | Access::Protected)) {
                    self.cuda_diag_at("device_lambda_private_parent", &[&name], l.after_attrs);
                }
                if self.declared_with_deduced_return(parent) {
                    self.cuda_diag_at("device_lambda_deduced_parent", &[&name], l.after_attrs);
                }
            }
        }
    }

    /// Hook: a lambda's closure class was made.
    pub fn cuda_closure_made(&mut self, closure: EntityId, shown: String, extended: bool, enclosing: Option<EntityId>, pos: Pos) {
        self.cuda.closures.insert(closure.0, (shown, extended, enclosing, pos));
    }

    /// Hook: a variable is named. Inside an extended `__device__` lambda
    /// with a `&` default, an enclosing function's local is captured by
    /// reference, which device code cannot do (reported once per variable).
    /// With a `=` default, the first capture of a local must not happen in
    /// an `if constexpr` branch (the branch may be discarded).
    pub fn cuda_variable_named(&mut self, v: EntityId, pos: Pos) {
        self.check_extended_lambda_capture(v, pos);
        let Some(frame) = self.cuda.lambdas.last() else { return };
        if !(frame.extended && frame.device && !frame.host) || v.0 >= frame.first_own_entity {
            return;
        }
        let EntityKind::Variable(var) = &self.il.entity(v).kind else { return };
        if !var.is_local || var.storage == StorageClass::Static || var.is_constexpr {
            return;
        }
        if frame.by_ref_default && !frame.reported.contains(&v) {
            if let Some(f) = self.cuda.lambdas.last_mut() {
                f.reported.push(v);
            }
            let loc = self.location_of(pos);
            self.cuda_diag("device_lambda_ref_capture", &[], loc, false);
        } else if frame.by_copy_default && !frame.named.contains(&v) {
            let in_branch = self.cuda.constexpr_if_depth > frame.constexpr_if_base;
            if let Some(f) = self.cuda.lambdas.last_mut() {
                f.named.push(v);
            }
            let key = (pos.phys_line, pos.col, 0);
            if in_branch && !self.cuda.constexpr_if_capture_reported.contains(&key) {
                self.cuda.constexpr_if_capture_reported.push(key);
                let loc = self.location_of(pos);
                self.cuda_diag("device_lambda_constexpr_if_capture", &[], loc, false);
            }
        }
    }

    /// What an extended lambda (of either kind) cannot capture: an element
    /// of a function parameter pack, an array of more than 7 dimensions
    /// (by copy). Reported where the variable is first named.
    fn check_extended_lambda_capture(&mut self, v: EntityId, pos: Pos) {
        let Some(frame) = self.cuda.lambdas.last() else { return };
        if !frame.extended || v.0 >= frame.first_own_entity || frame.reported.contains(&v) {
            return;
        }
        let EntityKind::Variable(var) = &self.il.entity(v).kind else { return };
        if !var.is_local || var.storage == StorageClass::Static || var.is_constexpr {
            return;
        }
        let word = if frame.host { "__host__ __device__" } else { "__device__" };
        let name = self.il.entity(v).name.clone();
        let by_ref = frame.by_ref_default && !frame.by_copy_default || frame.by_ref_names.contains(&name);
        let ty = var.ty;
        let (tag, arg) = if self.il.pack_function_params.contains(&v) {
            ("xlambda_pack_capture", None)
        } else {
            let mut rank = 0;
            let mut t = self.il.canonical(ty);
            while let TypeKind::Array(e, _) = self.il.ty(t) {
                rank += 1;
                t = self.il.canonical(*e);
                if rank > 64 {
                    break;
                }
            }
            if rank <= 7 || by_ref {
                return;
            }
            ("xlambda_array_capture_rank", Some(format!("\"{}\"", self.type_to_string(ty))))
        };
        if let Some(f) = self.cuda.lambdas.last_mut() {
            f.reported.push(v);
        }
        let loc = self.location_of(pos);
        match arg {
            Some(t) => self.cuda_diag(tag, &[word, &t], loc, false),
            None => self.cuda_diag(tag, &[word], loc, false),
        }
    }

    /// Hook: a routine is named other than to call it. A `__device__`
    /// function whose return type is deduced has no host-side declaration
    /// to take the address of (cudafe++).
    pub fn cuda_routine_referenced(&mut self, r: EntityId, pos: Pos) {
        let EntityKind::Routine(rt) = &self.il.entity(r).kind else { return };
        if rt.exec_space != ExecSpace::Device || rt.is_constexpr {
            return;
        }
        if self.current_routine.is_some_and(|c| matches!(self.exec_space_of(c), ExecSpace::Device | ExecSpace::Global)) {
            return;
        }
        if !self.declared_with_deduced_return(r) {
            return;
        }
        let name = self.il.entity(r).name.clone();
        let loc = self.location_of(pos);
        self.cuda_diag("device_deduced_fn_referenced_in_host", &[&name, "auto"], loc, false);
    }

    /// A member function's access, from its class's access specifiers.
    fn member_access(&self, r: EntityId) -> Option<Access> {
        let p = self.il.entity(r).parent?;
        let EntityKind::Class(ci) = &self.il.entity(p).kind else { return None };
        let idx = ci.member_decls.iter().position(|d| self.il.decls.get(d.0 as usize).map(|x| x.entity) == Some(r))?;
        let mut acc = if ci.key == ClassKey::Class { Access::Private } else { Access::Public };
        for (at, a) in &ci.access_specs {
            if *at <= idx {
                acc = *a;
            }
        }
        Some(acc)
    }

    /// `auto f(…)` without a trailing return type: the declaration's text
    /// before the name says `auto`, and no `->` follows the parameters.
    fn declared_with_deduced_return(&self, r: EntityId) -> bool {
        let ent = self.il.entity(r);
        // The declaration's specifiers are what precedes the name on its
        // line, back to the end of any earlier declaration.
        let line = self.il.source_map.line_text(self.il.source_text, ent.pos.phys_line);
        let before = line.get(..(ent.pos.col as usize).saturating_sub(1)).unwrap_or("");
        let before = before.rsplit(|c| c == ';' || c == '}' || c == '{').next().unwrap_or("");
        let after = line.get((ent.pos.col as usize).saturating_sub(1)..).unwrap_or("");
        let head = after.split('{').next().unwrap_or("");
        before.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == "auto") && !head.contains("->")
    }

    /// Hook: GNU `&&label` in a function body.
    pub fn cuda_label_address(&mut self, at: Token) {
        let Some(r) = self.current_routine else { return };
        if matches!(self.exec_space_of(r), ExecSpace::Device | ExecSpace::Global) {
            self.cuda_diag_at("label_address_in_device", &[], at);
        }
    }

    /// Hook: `typeid` in a function body. True when the device pass
    /// rejects it (the result is then not analyzed further).
    pub fn cuda_typeid(&mut self, at: Token) -> bool {
        let Some(r) = self.current_routine else { return false };
        if matches!(self.exec_space_of(r), ExecSpace::Device | ExecSpace::Global) {
            self.cuda_diag_at("typeid_in_device", &[], at);
            return self.pass == Pass::Device;
        }
        false
    }

    /// Hook: `throw` or `try` in a function body.
    pub fn cuda_exception_handling(&mut self, at: Token) {
        let Some(r) = self.current_routine else { return };
        if matches!(self.exec_space_of(r), ExecSpace::Device | ExecSpace::Global) {
            self.cuda_diag_at("exception_handling_in_device", &[], at);
        }
    }

    /// End of the translation unit: checks over finished bodies, then the
    /// `nv_diag` pragmas (which apply to everything reported).
    pub fn cuda_finish(&mut self) {
        let mut remarks: Vec<Pos> = Vec::new();
        let mut pragmas: Vec<(Pos, String)> = Vec::new();
        for e in self.il.entities.iter() {
            let EntityKind::Routine(r) = &e.kind else { continue };
            let Some(body) = r.body else { continue };
            if r.exec_space == ExecSpace::Global && r.launch.max_threads.is_none() && !e.in_system_header {
                remarks.push(body.pos);
            }
            if self.pass == Pass::Device && matches!(r.exec_space, ExecSpace::Device | ExecSpace::Global | ExecSpace::HostDevice) {
                collect_pragmas(body, &mut pragmas, 0);
            }
        }
        for p in remarks {
            let loc = self.location_of(p);
            self.cuda_diag("no_launch_bounds", &[], loc, false);
        }
        for (p, text) in pragmas {
            let name = text.split_whitespace().next().unwrap_or("");
            if is_known_pragma(name) {
                continue;
            }
            // Point at the pragma's name on its line.
            let mut loc = self.location_of(p);
            if let Some(k) = loc.line_text.find("pragma") {
                let after = &loc.line_text[k + 6..];
                let skip = after.len() - after.trim_start().len();
                loc.column = (k + 6 + skip + 1) as u32;
            }
            self.cuda_diag("unrecognized_pragma_device_code", &[], loc, false);
        }
        self.flush_late_device_diags();
        super::diag_pragmas::apply(&self.il, self.pass, &mut self.diags);
    }
}

/// Host variables (no memory space, not constant) named in `e`.
fn host_variables_named(il: &Il, e: &Expr, out: &mut Vec<String>, depth: u32) {
    if depth > 64 {
        return;
    }
    let d = depth + 1;
    match &e.kind {
        ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => {
            let ent = il.entity(*id);
            if let EntityKind::Variable(v) = &ent.kind {
                let constant = v.is_constexpr || (il.quals_of(v.ty).is_const && v.init.is_some());
                if v.memory == MemorySpace::None && !v.is_local && !v.is_device_builtin && !constant {
                    out.push(ent.name.clone());
                }
            }
        }
        ExprKind::Unary(_, a) | ExprKind::Cast { expr: a, .. } | ExprKind::Member { base: a, .. } => host_variables_named(il, a, out, d),
        ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => {
            host_variables_named(il, a, out, d);
            host_variables_named(il, b, out, d);
        }
        _ => {}
    }
}

/// Pragmas cicc understands (or passes on) inside device code.
fn is_known_pragma(name: &str) -> bool {
    matches!(
        name,
        "unroll" | "nounroll" | "nv_diag_suppress" | "nv_diag_remark" | "nv_diag_warning" | "nv_diag_error" | "nv_diag_default"
            | "nv_diagnostic" | "diag_suppress" | "diag_remark" | "diag_warning" | "diag_error" | "diag_default" | "push_macro"
            | "pop_macro" | "GCC" | "clang" | "STDC" | "once" | "pack" | "message" | "weak" | "omp" | "nv_abi"
            | "nv_exec_check_disable" | "hd_warning_disable" | "nv_inline_asm" | "ident" | "region" | "endregion" | ""
    )
}

fn collect_pragmas(s: &Stmt, out: &mut Vec<(Pos, String)>, depth: u32) {
    if depth > 256 {
        return;
    }
    let d = depth + 1;
    match &s.kind {
        StmtKind::Pragma(t) => out.push((s.pos, t.clone())),
        StmtKind::Block(ss) => ss.iter().for_each(|x| collect_pragmas(x, out, d)),
        StmtKind::If { then, els, .. } => {
            collect_pragmas(then, out, d);
            if let Some(e) = els {
                collect_pragmas(e, out, d);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. }
        | StmtKind::RangeFor { body, .. } => collect_pragmas(body, out, d),
        StmtKind::Case { stmt, .. } | StmtKind::Default { stmt } | StmtKind::Label { stmt, .. } => collect_pragmas(stmt, out, d),
        _ => {}
    }
}
