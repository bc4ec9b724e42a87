//! Semantic analysis: scopes and lookup, types and conversions, constant
//! evaluation, and the CUDA rules (`cuda`). The parser calls into `Sema` as
//! it goes; `Sema` owns the IL under construction and the diagnostics.

pub mod consteval;
pub mod cuda;
pub mod cuda_catalog;
pub mod cuda_decl;
pub mod diag_pragmas;
pub mod traits;
pub mod types;
pub mod usage;

use crate::diag::{Diagnostic, Location, Pass, Severity};
use crate::il::*;
use crate::lex::Token;
use crate::options::Options;
use crate::source::{Offset, Pos};
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScopeKind {
    File,
    Namespace,
    Class,
    Block,
    Prototype,
    /// Template parameters; declarations made under them bind outside it.
    Template,
}

/// The diagnostics state before a tentative parse (`Sema::checkpoint`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Checkpoint {
    pub diags: usize,
    errors: u32,
    withheld: usize,
}

pub struct Scope {
    pub kind: ScopeKind,
    /// Ordinary names; several entities for overloaded functions.
    pub names: BTreeMap<String, Vec<EntityId>>,
    /// Tags (`struct S`, `enum E`).
    pub tags: BTreeMap<String, EntityId>,
    /// The namespace or class this scope belongs to.
    pub owner: Option<EntityId>,
    /// In a class scope: the names its base classes make visible (found
    /// after the class's own names, so a member hides a base member).
    pub base_names: BTreeMap<String, Vec<EntityId>>,
    /// The namespaces using-directives in this scope nominate (inline and
    /// unnamed namespaces included): qualified lookup in a namespace
    /// continues there, for names declared after the directive too.
    pub nominated: Vec<EntityId>,
}

impl Scope {
    fn new(kind: ScopeKind, owner: Option<EntityId>) -> Self {
        Scope { kind, names: BTreeMap::new(), tags: BTreeMap::new(), owner, base_names: BTreeMap::new(), nominated: Vec::new() }
    }
}

/// The scope stack replaced while a template is parsed again in its
/// definition context (see `Sema::enter_definition_context`).
pub struct SavedScopes {
    scopes: Vec<Scope>,
    origins: Vec<ScopeOrigin>,
    /// Open namespaces of the saved stack outside the definition context,
    /// lent to `ns_scopes` meanwhile (saved-stack index, namespace).
    lent: Vec<(usize, u32)>,
}

/// Where a scope of the definition context came from (and goes back to).
enum ScopeOrigin {
    /// The saved stack, at this index.
    Saved(usize),
    /// A closed namespace's saved scope.
    Namespace(u32),
    /// Made for the occasion.
    Fresh,
}

/// Bound on walking base-class graphs (a class cannot be its own base, but
/// erroneous input may make it look so).
const MAX_BASE_DEPTH: u32 = 64;

/// Whether declarations being parsed are under `extern "C"`.
pub use crate::parse::ExternC;

/// Ids of the builtin types, interned once.
#[derive(Debug, Clone, Copy)]
pub struct Builtins {
    pub void: TypeId,
    pub bool_: TypeId,
    pub char_: TypeId,
    pub schar: TypeId,
    pub uchar: TypeId,
    pub short: TypeId,
    pub ushort: TypeId,
    pub int: TypeId,
    pub uint: TypeId,
    pub long: TypeId,
    pub ulong: TypeId,
    pub llong: TypeId,
    pub ullong: TypeId,
    pub float: TypeId,
    pub double: TypeId,
    pub ldouble: TypeId,
    pub wchar: TypeId,
    pub char16: TypeId,
    pub char32: TypeId,
    pub char8: TypeId,
    pub int128: TypeId,
    pub uint128: TypeId,
    pub nullptr: TypeId,
    pub error: TypeId,
}

pub struct Sema<'a, 'o> {
    pub il: Il<'a>,
    pub opts: &'o Options,
    pub pass: Pass,
    pub diags: Vec<Diagnostic>,
    pub scopes: Vec<Scope>,
    seq_stack: Vec<Vec<SeqItem>>,
    pub extern_c: ExternC,
    pub b: Builtins,
    /// The routine whose body is being parsed.
    pub current_routine: Option<EntityId>,
    pub group_counter: u32,
    errors: u32,
    /// The numbers of the errors withheld in trusted headers (see
    /// `report`): not shown, but a tentative parse or a substitution
    /// judged by its errors fails on them as it would in the user's file.
    withheld_errors: Vec<u32>,
    /// Scopes of closed namespaces, kept for qualified lookup and reopening.
    ns_scopes: BTreeMap<u32, Scope>,
    /// The directory of the implicitly included `cuda_runtime.h` (with a
    /// trailing `/`), from the line markers.
    toolkit_include_dir: Option<String>,
    /// State of the CUDA declaration checks (`cuda_decl`).
    pub cuda: cuda_decl::CudaState,
    /// cicc's call-graph errors (no caret), with the routine they were
    /// found in: cicc reports them after parsing, routine by routine.
    pub late_device_diags: Vec<(Option<EntityId>, Diagnostic)>,
}

impl<'a, 'o> Sema<'a, 'o> {
    pub fn new(mut il: Il<'a>, opts: &'o Options, pass: Pass) -> Self {
        use IntKind::*;
        let b = Builtins {
            void: il.intern(TypeKind::Void),
            bool_: il.intern(TypeKind::Int(Bool)),
            char_: il.intern(TypeKind::Int(Char)),
            schar: il.intern(TypeKind::Int(SChar)),
            uchar: il.intern(TypeKind::Int(UChar)),
            short: il.intern(TypeKind::Int(Short)),
            ushort: il.intern(TypeKind::Int(UShort)),
            int: il.intern(TypeKind::Int(Int)),
            uint: il.intern(TypeKind::Int(UInt)),
            long: il.intern(TypeKind::Int(Long)),
            ulong: il.intern(TypeKind::Int(ULong)),
            llong: il.intern(TypeKind::Int(LongLong)),
            ullong: il.intern(TypeKind::Int(ULongLong)),
            float: il.intern(TypeKind::Float(FloatKind::Float)),
            double: il.intern(TypeKind::Float(FloatKind::Double)),
            ldouble: il.intern(TypeKind::Float(FloatKind::LongDouble)),
            wchar: il.intern(TypeKind::Int(WChar)),
            char16: il.intern(TypeKind::Int(Char16)),
            char32: il.intern(TypeKind::Int(Char32)),
            char8: il.intern(TypeKind::Int(Char8)),
            int128: il.intern(TypeKind::Int(Int128)),
            uint128: il.intern(TypeKind::Int(UInt128)),
            nullptr: il.intern(TypeKind::Nullptr),
            error: il.intern(TypeKind::Error),
        };
        il.primary_file = String::from(il.source_map.primary_file());
        let toolkit_include_dir = il
            .source_map
            .files
            .iter()
            .find(|f| f.ends_with("/cuda_runtime.h"))
            .map(|f| String::from(&f[..f.len() - "cuda_runtime.h".len()]));
        Sema {
            il,
            opts,
            pass,
            diags: Vec::new(),
            scopes: alloc::vec![Scope::new(ScopeKind::File, None)],
            seq_stack: alloc::vec![Vec::new()],
            extern_c: ExternC::No,
            b,
            current_routine: None,
            group_counter: 0,
            errors: 0,
            withheld_errors: Vec::new(),
            ns_scopes: BTreeMap::new(),
            toolkit_include_dir,
            cuda: cuda_decl::CudaState::default(),
            late_device_diags: Vec::new(),
        }
    }

    /// Finish: run whole-program passes and hand back the IL.
    pub fn finish(mut self) -> (Il<'a>, Vec<Diagnostic>) {
        while self.seq_stack.len() > 1 {
            let items = self.seq_stack.pop().unwrap_or_default();
            if let Some(top) = self.seq_stack.last_mut() {
                top.extend(items);
            }
        }
        self.il.source_sequence = self.seq_stack.pop().unwrap_or_default();
        cuda::mark_device_use(&mut self.il);
        self.cuda_finish();
        (self.il, self.diags)
    }

    // ------------------------------------------------------------ diagnostics

    pub fn location_at(&self, off: Offset) -> Location {
        let p = self.il.source_map.pos(off);
        let text = self.il.source_map.line_text(self.source_text(), p.phys_line);
        Location {
            file: String::from(self.il.source_map.file_name(p.file)),
            line: p.line,
            column: p.col,
            line_text: String::from(text),
        }
    }

    /// The location of a logical position (for expressions, which keep
    /// positions rather than tokens).
    pub fn location_of(&self, p: Pos) -> Location {
        let text = self.il.source_map.line_text(self.source_text(), p.phys_line);
        Location {
            file: String::from(self.il.source_map.file_name(p.file)),
            line: p.line,
            column: p.col,
            line_text: String::from(text),
        }
    }

    /// `declared at line N` for an entity declared at `decl`, as a message
    /// at `at` says it (`of "file"` when the files differ).
    pub fn declared_at(&self, decl: Pos, at: Pos) -> String {
        if decl.file == at.file {
            format!("declared at line {}", decl.line)
        } else {
            format!("declared at line {} of \"{}\"", decl.line, self.il.source_map.file_name(decl.file))
        }
    }

    /// A hard error at an expression's position.
    pub fn error_at_pos(&mut self, p: Pos, number: u32, msg: String) {
        let loc = self.location_of(p);
        self.report(Severity::HardError, number, msg, Some(loc));
    }

    /// A discretionary warning at a position.
    pub fn warning_at_pos(&mut self, p: Pos, number: u32, msg: String) {
        let loc = self.location_of(p);
        self.report(Severity::Warning, number, msg, Some(loc));
    }

    /// A warning cicc also shows with its source line (front-end warnings
    /// it issues while parsing, like the host pass).
    pub fn parse_warning_at_pos(&mut self, p: Pos, number: u32, msg: String) {
        let before = self.diags.len();
        self.warning_at_pos(p, number, msg);
        if self.pass == crate::diag::Pass::Device && self.diags.len() > before {
            if let Some(d) = self.diags.last_mut() {
                d.caret = Some(true);
            }
        }
    }

    fn source_text(&self) -> &'a str {
        self.il.source_text
    }

    /// Errors so far, shown or withheld in a trusted header.
    pub fn error_count(&self) -> u32 {
        self.errors.saturating_add(self.withheld_errors.len() as u32)
    }

    /// The diagnostics state before a tentative parse (see `rollback`).
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint { diags: self.diags.len(), errors: self.errors, withheld: self.withheld_errors.len() }
    }

    /// Whether an error numbered `number` was reported (shown or
    /// withheld) since `cp`.
    pub fn error_since(&self, cp: Checkpoint, number: u32) -> bool {
        self.diags.get(cp.diags..).unwrap_or(&[]).iter().any(|d| d.is_error() && d.number == number)
            || self.withheld_errors.get(cp.withheld..).unwrap_or(&[]).contains(&number)
    }

    /// Forget the diagnostics of a tentative parse that was abandoned
    /// (the construct is parsed again another way).
    pub fn rollback(&mut self, cp: Checkpoint) {
        // A catastrophic error (nesting too deep) ends the compilation
        // whatever the tentative parse: it is kept.
        let fatal: Vec<Diagnostic> = self.diags.get(cp.diags..).unwrap_or(&[]).iter().filter(|d| d.severity == Severity::Catastrophic).cloned().collect();
        self.diags.truncate(cp.diags);
        self.errors = cp.errors;
        self.withheld_errors.truncate(cp.withheld);
        self.diags.extend(fatal);
    }

    pub fn too_many_errors(&self) -> bool {
        self.errors >= self.opts.error_limit
    }

    /// A hard error (no `-D` number shown) at a token.
    pub fn error_at(&mut self, t: Token, number: u32, msg: String) {
        let loc = self.location_at(t.start);
        self.report(Severity::HardError, number, msg, Some(loc));
    }

    /// Whether diagnostics located in `file` are withheld: system headers and
    /// the CUDA toolkit's own headers are trusted while the front end does
    /// not yet cover all the C++ they use (see ARCHITECTURE.md).
    fn in_trusted_header(&self, loc: &Location) -> bool {
        if loc.file == self.il.primary_file || loc.file.is_empty() {
            return false;
        }
        if let Some(dir) = &self.toolkit_include_dir {
            if loc.file.starts_with(dir.as_str()) {
                return true;
            }
        }
        self.il.source_map.marks.iter().any(|m| m.flags.system && self.il.source_map.file_name(m.file) == loc.file)
    }

    /// A diagnostic at a position offset.
    pub fn report(&mut self, sev: Severity, number: u32, msg: String, loc: Option<Location>) {
        if let Some(l) = &loc {
            if sev != Severity::Catastrophic && !self.opts.show_header_diagnostics && self.in_trusted_header(l) {
                if sev >= Severity::Error {
                    self.withheld_errors.push(number);
                }
                return;
            }
        }
        // Only one error per source position, as EDG suppresses cascades.
        if let Some(l) = &loc {
            if sev >= Severity::Error
                && self.diags.iter().any(|d| d.is_error() && d.location.as_ref() == Some(l) && d.message == msg)
            {
                return;
            }
        }
        let mut d = Diagnostic::new(sev, number, msg, loc);
        d.discretionary = sev <= Severity::Error;
        d.pass = self.pass;
        if sev >= Severity::Error {
            self.errors += 1;
        }
        self.diags.push(d);
    }

    // ------------------------------------------------------------ sequence

    pub fn push_seq(&mut self, _ns: Option<EntityId>, item: SeqItem) {
        if let Some(top) = self.seq_stack.last_mut() {
            top.push(item);
        }
    }

    pub fn open_namespace(&mut self, name: &str, pos: Pos, parent: Option<EntityId>) -> EntityId {
        // Reopening a namespace reuses its entity.
        let existing = self
            .scopes
            .last()
            .and_then(|s| s.names.get(name))
            .and_then(|v| v.iter().copied().find(|e| matches!(self.il.entity(*e).kind, EntityKind::Namespace { .. })));
        let ent = match existing {
            Some(e) if !name.is_empty() => e,
            _ => {
                let e = self.new_entity(String::from(name), EntityKind::Namespace { members: Vec::new() }, pos, parent);
                if !name.is_empty() {
                    self.bind(name, e);
                }
                e
            }
        };
        // The namespace's members are found through its scope.
        let mut sc = Scope::new(ScopeKind::Namespace, Some(ent));
        if let Some(saved) = self.ns_scopes.remove(&ent.0) {
            sc = saved;
        }
        self.scopes.push(sc);
        self.seq_stack.push(Vec::new());
        ent
    }

    /// `extern "C" {` / `extern "C++" {`: its declarations form one item
    /// of the enclosing sequence.
    pub fn open_linkage_block(&mut self) {
        self.seq_stack.push(Vec::new());
    }

    pub fn close_linkage_block(&mut self, pos: Pos, cpp: bool) {
        let items = self.seq_stack.pop().unwrap_or_default();
        self.push_seq(None, SeqItem::LinkageBlock { items, pos, cpp });
    }

    /// Enter namespace `ent`'s scope again (its members visible) to parse
    /// something that belongs to it later (a template instantiated at the
    /// end of the translation unit); `leave_namespace` undoes it.
    pub fn reenter_namespace(&mut self, ent: EntityId) {
        let sc = self.ns_scopes.remove(&ent.0).unwrap_or_else(|| Scope::new(ScopeKind::Namespace, Some(ent)));
        self.scopes.push(sc);
    }

    pub fn leave_namespace(&mut self, ent: EntityId) {
        if self.scopes.len() > 1 {
            if let Some(sc) = self.scopes.pop() {
                self.ns_scopes.insert(ent.0, sc);
            }
        }
    }

    pub fn close_namespace(&mut self, ent: EntityId, _parent: Option<EntityId>, pos: Pos) {
        let items = self.seq_stack.pop().unwrap_or_default();
        if let Some(sc) = self.scopes.pop() {
            self.ns_scopes.insert(ent.0, sc);
        }
        self.push_seq(None, SeqItem::Namespace { entity: ent, items, pos });
    }

    // ------------------------------------------------------------ entities

    pub fn new_entity(&mut self, name: String, kind: EntityKind<'a>, pos: Pos, parent: Option<EntityId>) -> EntityId {
        let in_sys = self.il.source_map.marks.iter().rev().find(|m| m.phys_line <= pos.phys_line).map(|m| m.flags.system).unwrap_or(false);
        self.il.entities.push(Entity {
            name,
            kind,
            parent,
            pos,
            in_system_header: in_sys,
            attributes: Vec::new(),
            referenced: false,
            access: Access::Public,
        });
        let id = EntityId((self.il.entities.len() - 1) as u32);
        // A class defined in a function body: remember the function (the
        // CUDA checks on kernel template arguments need it).
        if let (Some(r), EntityKind::Class(_)) = (self.current_routine, &self.il.entities[id.0 as usize].kind) {
            self.cuda.local_class_owner.insert(id.0, r);
        }
        id
    }

    pub fn new_decl(&mut self, d: Decl<'a>) -> DeclId {
        self.il.decls.push(d);
        DeclId((self.il.decls.len() - 1) as u32)
    }

    /// Bind a template parameter in the innermost (template) scope.
    pub fn bind_template_param(&mut self, name: &str, e: EntityId) {
        if let Some(s) = self.scopes.last_mut() {
            s.names.entry(String::from(name)).or_default().push(e);
        }
    }

    /// Bind an ordinary name in the innermost scope (skipping template
    /// parameter scopes).
    pub fn bind(&mut self, name: &str, e: EntityId) {
        if name.is_empty() {
            return;
        }
        for i in self.binding_scopes() {
            let v = self.scopes[i].names.entry(String::from(name)).or_default();
            if !v.contains(&e) {
                v.push(e);
            }
        }
    }

    pub fn bind_tag(&mut self, name: &str, e: EntityId) {
        for i in self.binding_scopes() {
            self.scopes[i].tags.insert(String::from(name), e);
        }
    }

    /// The scopes a declaration binds its name in: the innermost
    /// non-template one and, while that is an inline namespace being
    /// defined, its enclosing namespaces too (its members are already
    /// found there, `N::f` from inside `inline namespace V { … }`).
    fn binding_scopes(&self) -> Vec<usize> {
        let mut out = Vec::new();
        let Some(mut i) = self.scopes.iter().rposition(|s| s.kind != ScopeKind::Template) else { return out };
        out.push(i);
        while self.scopes[i].kind == ScopeKind::Namespace
            && self.scopes[i].owner.is_some_and(|n| self.il.inline_namespaces.contains(&n))
        {
            let Some(j) = self.scopes[..i].iter().rposition(|s| s.kind != ScopeKind::Template) else { break };
            if self.scopes[j].kind != ScopeKind::Namespace {
                break;
            }
            out.push(j);
            i = j;
        }
        out
    }

    /// Unqualified lookup of an ordinary name, innermost scope first.
    pub fn lookup(&self, name: &str) -> Option<&[EntityId]> {
        for s in self.scopes.iter().rev() {
            if let Some(v) = s.names.get(name) {
                if !v.is_empty() {
                    return Some(v.as_slice());
                }
            }
            // A class name is also found as an ordinary name (C++).
            if let Some(t) = s.tags.get(name) {
                return Some(core::slice::from_ref(t));
            }
            if let Some(v) = s.base_names.get(name) {
                if !v.is_empty() {
                    return Some(v.as_slice());
                }
            }
        }
        None
    }

    /// Make the members of `cls`'s base classes visible in the innermost
    /// scope (a class scope being opened for `cls`).
    pub fn bind_base_members(&mut self, cls: EntityId) {
        let mut names: BTreeMap<String, Vec<EntityId>> = BTreeMap::new();
        self.collect_base_members(cls, &mut names, 0);
        if let Some(s) = self.scopes.last_mut() {
            s.base_names = names;
        }
    }

    fn collect_base_members(&self, cls: EntityId, out: &mut BTreeMap<String, Vec<EntityId>>, depth: u32) {
        if depth > MAX_BASE_DEPTH {
            return;
        }
        let bases: Vec<EntityId> = self.il.class_bases.get(&cls).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
        for b in bases {
            let b = self.member_source(b);
            if let EntityKind::Class(ci) = &self.il.entity(b).kind {
                let bname = &self.il.entity(b).name;
                for m in &ci.members {
                    let n = &self.il.entity(*m).name;
                    // Constructors are not found by name: the base's name
                    // is its injected-class-name (below).
                    if n.is_empty() || n == bname {
                        continue;
                    }
                    let v = out.entry(n.clone()).or_default();
                    if !v.contains(m) {
                        v.push(*m);
                    }
                }
                // The base's own name (injected-class-name) is visible too.
                let bn = self.il.entity(b).name.clone();
                if !bn.is_empty() {
                    out.entry(bn).or_insert_with(|| alloc::vec![b]);
                }
            }
            self.collect_base_members(b, out, depth + 1);
        }
    }

    /// Where the members of `cls` are: the class itself, or for a
    /// dependent (uninstantiated) specialization of a class template,
    /// the template's pattern.
    pub fn member_source(&self, cls: EntityId) -> EntityId {
        // A specialization being defined (explicitly, or by instantiation)
        // has its own members.
        if self.il.explicit_specializations.contains(&cls) || self.scopes.iter().any(|s| s.owner == Some(cls)) {
            return cls;
        }
        if let Some((tmpl, _)) = self.il.class_instances.get(&cls) {
            if let EntityKind::Class(ci) = &self.il.entity(cls).kind {
                if !ci.complete && ci.members.is_empty() {
                    return *tmpl;
                }
            }
        }
        cls
    }

    pub fn lookup_tag(&self, name: &str) -> Option<EntityId> {
        for s in self.scopes.iter().rev() {
            if let Some(t) = s.tags.get(name) {
                return Some(*t);
            }
        }
        None
    }

    /// Lookup in the current innermost (non-template) scope only.
    pub fn lookup_local(&self, name: &str) -> Option<&[EntityId]> {
        self.scopes.iter().rev().find(|s| s.kind != ScopeKind::Template).and_then(|s| s.names.get(name)).map(|v| v.as_slice())
    }

    /// The class a `friend class X;` names: a prior declaration in the
    /// enclosing scopes up to the innermost enclosing namespace
    /// ([dcl.type.elab]; an enclosing class too).
    pub fn lookup_friend_tag(&self, name: &str) -> Option<EntityId> {
        for s in self.scopes.iter().rev() {
            if let Some(t) = s.tags.get(name) {
                return Some(*t);
            }
            if matches!(s.kind, ScopeKind::Namespace | ScopeKind::File) {
                break;
            }
        }
        None
    }

    pub fn lookup_tag_local(&self, name: &str) -> Option<EntityId> {
        self.scopes.iter().rev().find(|s| s.kind != ScopeKind::Template).and_then(|s| s.tags.get(name)).copied()
    }

    /// Qualified lookup inside a namespace or class entity.
    pub fn lookup_in(&self, owner: EntityId, name: &str) -> Option<Vec<EntityId>> {
        match &self.il.entity(owner).kind {
            EntityKind::Namespace { .. } => {
                let mut seen: Vec<EntityId> = Vec::new();
                self.lookup_in_namespace(owner, name, &mut seen)
            }
            EntityKind::Class(_) => self.lookup_in_class(owner, name, 0),
            EntityKind::Enum(ei) => {
                let v: Vec<EntityId> = ei.enumerators.iter().copied().filter(|m| self.il.entity(*m).name == name).collect();
                if v.is_empty() {
                    None
                } else {
                    Some(v)
                }
            }
            _ => None,
        }
    }

    /// Qualified lookup in a namespace: its own names, then (when none)
    /// those of the inline namespaces it encloses (their members are its
    /// members, also while the inline namespace is still open: they are
    /// exported when it closes) and of the namespaces its using-directives
    /// nominate, transitively ([namespace.qual]); functions found several
    /// ways form one overload set.
    fn lookup_in_namespace(&self, ns: EntityId, name: &str, seen: &mut Vec<EntityId>) -> Option<Vec<EntityId>> {
        if seen.contains(&ns) || seen.len() > MAX_BASE_DEPTH as usize {
            return None;
        }
        seen.push(ns);
        let sc = self.ns_scopes.get(&ns.0).or_else(|| self.scopes.iter().rev().find(|s| s.owner == Some(ns)));
        let own = sc.and_then(|sc| sc.names.get(name).filter(|v| !v.is_empty()).cloned().or_else(|| sc.tags.get(name).map(|t| alloc::vec![*t])));
        let all_routines = |v: &Vec<EntityId>| v.iter().all(|e| matches!(self.il.entity(*e).kind, EntityKind::Routine(_)));
        if own.as_ref().is_some_and(|v| !all_routines(v)) {
            return own;
        }
        let mut found = own;
        let mut more: Vec<EntityId> = self.il.inline_namespaces.iter().copied().filter(|i| self.il.entity(*i).parent == Some(ns)).collect();
        if let Some(sc) = sc {
            more.extend(sc.nominated.iter().copied());
        }
        for n in more {
            if let Some(v) = self.lookup_in_namespace(n, name, seen) {
                match &mut found {
                    Some(f) if all_routines(f) && all_routines(&v) => {
                        for e in v {
                            if !f.contains(&e) {
                                f.push(e);
                            }
                        }
                    }
                    Some(_) => {}
                    None => found = Some(v),
                }
            }
        }
        found
    }

    /// Member lookup in a class: its own members, then its bases (depth
    /// first, in the order written).
    fn lookup_in_class(&self, cls: EntityId, name: &str, depth: u32) -> Option<Vec<EntityId>> {
        if depth > MAX_BASE_DEPTH {
            return None;
        }
        let src = self.member_source(cls);
        if let EntityKind::Class(ci) = &self.il.entity(src).kind {
            let mut v: Vec<EntityId> = ci.members.iter().copied().filter(|m| self.il.entity(*m).name == name).collect();
            // Base members a using-declaration names join the overload set.
            if let Some(u) = self.il.class_using_members.get(&src) {
                for m in u.iter().copied() {
                    if self.il.entity(m).name == name && !v.contains(&m) {
                        v.push(m);
                    }
                }
            }
            if !v.is_empty() {
                return Some(v);
            }
            // Members of anonymous unions/structs are members of the class.
            for m in ci.members.iter() {
                let me = self.il.entity(*m);
                if let (true, EntityKind::Field(f)) = (me.name.is_empty(), &me.kind) {
                    if let TypeKind::Class(inner) = self.il.ty(self.il.canonical(f.ty)) {
                        let ie = self.il.entity(*inner);
                        if ie.name.is_empty() && matches!(&ie.kind, EntityKind::Class(x) if x.anonymous) {
                            if let Some(v) = self.lookup_in_class(*inner, name, depth + 1) {
                                return Some(v);
                            }
                        }
                    }
                }
            }
            // Enumerators of an unscoped member enum are class members too
            // (`enum { __value = 1 };` in libstdc++'s traits).
            for m in ci.members.iter() {
                if let EntityKind::Enum(ei) = &self.il.entity(*m).kind {
                    if !ei.scoped {
                        if let Some(x) = ei.enumerators.iter().copied().find(|x| self.il.entity(*x).name == name) {
                            return Some(alloc::vec![x]);
                        }
                    }
                }
            }
        }
        let bases: Vec<EntityId> = self.il.class_bases.get(&src).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
        for b in bases {
            if self.il.entity(b).name == name {
                return Some(alloc::vec![b]);
            }
            if let Some(v) = self.lookup_in_class(b, name, depth + 1) {
                return Some(v);
            }
        }
        None
    }

    /// Whether `base` is `cls` or one of its (indirect) base classes.
    pub fn is_base_of(&self, base: EntityId, cls: EntityId, depth: u32) -> bool {
        if base == cls {
            return true;
        }
        if depth > MAX_BASE_DEPTH {
            return false;
        }
        let bases: Vec<EntityId> = self.il.class_bases.get(&cls).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
        bases.into_iter().any(|b| self.is_base_of(base, b, depth + 1))
    }

    /// `using namespace n;`: copy n's names into the current scope (a
    /// simplification of the directive's lookup rule that suffices for
    /// unambiguous programs).
    pub fn using_directive(&mut self, ns: EntityId) {
        if let Some(s) = self.scopes.last_mut() {
            if !s.nominated.contains(&ns) {
                s.nominated.push(ns);
            }
        }
        let Some(sc) = self.ns_scopes.get(&ns.0) else { return };
        let names: Vec<(String, Vec<EntityId>)> = sc.names.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        let tags: Vec<(String, EntityId)> = sc.tags.iter().map(|(k, v)| (k.clone(), *v)).collect();
        for (n, v) in names {
            for e in v {
                self.bind(&n, e);
            }
        }
        for (n, e) in tags {
            self.bind_tag(&n, e);
        }
    }

    /// `::name`: lookup in the global scope only.
    pub fn lookup_global(&self, name: &str) -> Option<Vec<EntityId>> {
        let s = self.scopes.first()?;
        if let Some(v) = s.names.get(name) {
            return Some(v.clone());
        }
        s.tags.get(name).map(|t| alloc::vec![*t])
    }

    /// Make the scopes of a template's definition context (the namespaces
    /// and classes enclosing `owner`, and the file scope) the only ones
    /// visible, for parsing the template again at an instantiation: names
    /// in a template resolve where it is defined, not where it is used.
    pub fn enter_definition_context(&mut self, owner: Option<EntityId>) -> SavedScopes {
        let mut chain: Vec<EntityId> = Vec::new();
        let mut o = owner;
        while let Some(e) = o {
            if chain.len() > MAX_BASE_DEPTH as usize {
                break;
            }
            chain.push(e);
            o = self.il.entity(e).parent;
        }
        chain.reverse();
        let mut saved = core::mem::take(&mut self.scopes);
        let mut origins: Vec<ScopeOrigin> = Vec::new();
        if let Some(file) = saved.first_mut() {
            self.scopes.push(core::mem::replace(file, Scope::new(ScopeKind::File, None)));
            origins.push(ScopeOrigin::Saved(0));
        }
        for e in chain {
            match &self.il.entity(e).kind {
                EntityKind::Namespace { .. } => {
                    if let Some(i) = saved.iter().position(|s| s.kind == ScopeKind::Namespace && s.owner == Some(e)) {
                        let sc = core::mem::replace(&mut saved[i], Scope::new(ScopeKind::Namespace, Some(e)));
                        self.scopes.push(sc);
                        origins.push(ScopeOrigin::Saved(i));
                    } else if let Some(sc) = self.ns_scopes.remove(&e.0) {
                        self.scopes.push(sc);
                        origins.push(ScopeOrigin::Namespace(e.0));
                    } else {
                        self.scopes.push(Scope::new(ScopeKind::Namespace, Some(e)));
                        origins.push(ScopeOrigin::Fresh);
                    }
                }
                EntityKind::Class(ci) => {
                    // A class template's own definition (a primary
                    // template or a partial specialization; instances and
                    // explicit specializations have no parameters) sees
                    // its template parameters: an alias template member
                    // instantiated inside it names them.
                    if !ci.template_params.is_empty() {
                        let mut tp = Scope::new(ScopeKind::Template, None);
                        for p in ci.template_params.iter() {
                            let name = self.il.entity(*p).name.clone();
                            if !name.is_empty() {
                                tp.names.entry(name).or_default().push(*p);
                            }
                        }
                        self.scopes.push(tp);
                        origins.push(ScopeOrigin::Fresh);
                    }
                    let mut sc = Scope::new(ScopeKind::Class, Some(e));
                    // The class's own name is its injected-class-name, not
                    // its constructors (members of the same name), which
                    // are not found by name lookup.
                    let own = self.il.entity(e).name.clone();
                    for m in ci.members.iter() {
                        let name = self.il.entity(*m).name.clone();
                        if !name.is_empty() && name != own {
                            sc.names.entry(name).or_default().push(*m);
                        }
                    }
                    if !own.is_empty() {
                        sc.tags.insert(own, e);
                    }
                    self.scopes.push(sc);
                    origins.push(ScopeOrigin::Fresh);
                    self.bind_base_members(e);
                }
                _ => {}
            }
        }
        // A namespace still open in the saved stack (an enclosing
        // instantiation is parsing inside it) keeps its members reachable
        // by qualified name (`detail::warp_threads`) from this context.
        let mut lent: Vec<(usize, u32)> = Vec::new();
        for (i, sc) in saved.iter_mut().enumerate() {
            if let (ScopeKind::Namespace, Some(ns)) = (sc.kind, sc.owner) {
                if !self.ns_scopes.contains_key(&ns.0) && !self.scopes.iter().any(|s| s.owner == Some(ns)) {
                    let owner = sc.owner;
                    let taken = core::mem::replace(sc, Scope::new(ScopeKind::Namespace, owner));
                    self.ns_scopes.insert(ns.0, taken);
                    lent.push((i, ns.0));
                }
            }
        }
        SavedScopes { scopes: saved, origins, lent }
    }

    /// Back to the scopes in force before `enter_definition_context`.
    pub fn leave_definition_context(&mut self, s: SavedScopes) {
        let mut cur = core::mem::take(&mut self.scopes);
        cur.truncate(s.origins.len());
        let mut saved = s.scopes;
        for (sc, origin) in cur.into_iter().zip(s.origins) {
            match origin {
                ScopeOrigin::Saved(i) => {
                    if let Some(slot) = saved.get_mut(i) {
                        *slot = sc;
                    }
                }
                ScopeOrigin::Namespace(k) => {
                    self.ns_scopes.insert(k, sc);
                }
                ScopeOrigin::Fresh => {}
            }
        }
        for (i, k) in s.lent {
            if let (Some(sc), Some(slot)) = (self.ns_scopes.remove(&k), saved.get_mut(i)) {
                *slot = sc;
            }
        }
        self.scopes = saved;
    }

    pub fn push_scope(&mut self, kind: ScopeKind, owner: Option<EntityId>) {
        self.scopes.push(Scope::new(kind, owner));
    }
    pub fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    /// The innermost enclosing namespace or class (for `Entity::parent`).
    pub fn current_owner(&self) -> Option<EntityId> {
        for s in self.scopes.iter().rev() {
            match s.kind {
                ScopeKind::Namespace | ScopeKind::Class => return s.owner,
                ScopeKind::File => return None,
                _ => {}
            }
        }
        None
    }

    pub fn at_block_scope(&self) -> bool {
        self.scopes.iter().any(|s| s.kind == ScopeKind::Block)
    }
}
