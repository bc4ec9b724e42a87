//! The IL dump (`cudafe++ --il_display`): EDG's display of every IL entry of
//! every memory region, printed on stdout after a compilation without errors.
//!
//! Layout, as the reference prints it:
//! - `Display of IL produced by the compilation of "<input>"`;
//! - memory region 1 (file scope): the `il_header:` fields, then one entry
//!   per IL object in the order of EDG's walk (below), ending with the file
//!   scope, the source-file tree and the sequence-number lookup list;
//! - one region per function body (`Intermediate language for memory region
//!   N (function "name"):`) holding its locals and statements.
//!
//! Each entry is `<file-scope|func-scope> <kind>@<address>` followed by
//! `label:` fields padded to column 25 (a label that does not fit goes on its
//! own line). The reference's addresses are its heap pointers, which differ
//! from run to run; ours are stable numbers in the same format, given to
//! each object on its first mention (the conformance runner compares dumps
//! up to a consistent renaming of addresses).
//!
//! The file scope is displayed as EDG's walk visits it: an entry comes
//! after everything it leads to (a type after its based types and the types
//! it is built from, a class after its fields, member functions, hidden
//! names, scope and supplement), each object once. What is reproduced
//! (checked against the reference on the conformance cases): the title, the
//! `il_header:` fields, the file scope's object lifetime, the objects EDG
//! predeclares in every translation unit (`predeclared.rs`: `_Float16` …
//! `__bf16`, `__va_list_tag`, the allocation functions, the namespaces
//! `cuda`, `std`, `__cxxabiv1`), the implicit special members of plain
//! structs (`implicit.rs`), based-type lists, class scopes and supplements,
//! typedefs hidden by a class name, the source-file tree and the
//! sequence-number lookup list, and the region banners. Not reproduced yet,
//! so no whole dump matches: attribute entries (our IL does not keep each
//! attribute's position), the file scope's source-sequence list
//! (secondary declarations, end-of-construct positions), name references
//! of uses, implicit members of classes that declare their own, types EDG
//! makes only transiently (`const unsigned int` of `orig_lvalue_type`),
//! the most-recently-used order of based-type lists, and the `needed` /
//! `referenced` flags where our IL does not track them.

mod attributes;
mod implicit;
mod needed;
mod predeclared;
mod writer;

use crate::il::{
    ClassKey, EntityId, EntityKind, ExecSpace, FloatKind, Il, IntKind, Linkage, SpecialMember, Stmt,
    StmtKind, StorageClass, TypeId, TypeKind,
};
use crate::options::Options;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use implicit::Based;
use writer::{Key, Writer};

/// Nesting bound for walks over types and statements.
const MAX_DEPTH: u32 = 200;
/// Nesting bound for walks from a class into its members' classes.
const MAX_CLASS_NESTING: u32 = 32;

pub(crate) fn emit(il: &Il, opts: &Options) -> String {
    let input = opts.input_file.clone().unwrap_or_else(|| String::from(il.source_map.primary_file()));
    let mut d = Dump {
        il,
        w: Writer::new(),
        input,
        shown: alloc::vec![false; il.types.len()],
        own_type: BTreeMap::new(),
        next: BTreeMap::new(),
        based: BTreeMap::new(),
        type_next: BTreeMap::new(),
        cur_routine: None,
        param_index: None,
        align_val_t_shown: false,
        regions: Vec::new(),
        routines_shown: alloc::collections::BTreeSet::new(),
        typedefs_shown: alloc::collections::BTreeSet::new(),
        implicit_classes: alloc::collections::BTreeSet::new(),
        implicit_const_based: BTreeMap::new(),
        implicit_shown: alloc::collections::BTreeSet::new(),
        class_nesting: 0,
        pre_shown: alloc::collections::BTreeSet::new(),
        typedef_by_name: BTreeMap::new(),
        needed_types: alloc::collections::BTreeSet::new(),
        after_first_in_list: alloc::collections::BTreeSet::new(),
        needed_fields: alloc::collections::BTreeSet::new(),
        local_type_checked: alloc::collections::BTreeSet::new(),
        unnamed_type_checked: alloc::collections::BTreeSet::new(),
        declared_implicit: alloc::collections::BTreeSet::new(),
        instance_name_refs: BTreeMap::new(),
        exception_types: Vec::new(),
        own_array_types: alloc::collections::BTreeSet::new(),
        needed_routines: alloc::collections::BTreeSet::new(),
        variables_shown: alloc::collections::BTreeSet::new(),
        extern_c_entities: alloc::collections::BTreeSet::new(),
        allocation_needed: false,
        decayed_routines: alloc::collections::BTreeSet::new(),
    };
    d.index();
    d.run(opts);
    d.w.finish()
}

struct Dump<'i, 'a> {
    il: &'i Il<'a>,
    /// File-scope variables and fields named in function template
    /// instances' bodies (EDG adds one name reference marked
    /// `from_prototype_instantiation` to each), with the count of such
    /// references.
    instance_name_refs: BTreeMap<u32, u32>,
    /// The non-class types thrown or named by `typeid`, in the order the
    /// program uses them.
    exception_types: Vec<TypeId>,
    /// Fields shown with an array type of their own.
    own_array_types: alloc::collections::BTreeSet<u32>,
    /// Routines marked `needed` (`needed.rs`).
    needed_routines: alloc::collections::BTreeSet<u32>,
    /// Namespace-scope variables already displayed.
    variables_shown: alloc::collections::BTreeSet<u32>,
    /// Entities first declared inside `extern "C"`.
    extern_c_entities: alloc::collections::BTreeSet<u32>,
    /// A needed body makes a class object by its own constructor.
    allocation_needed: bool,
    /// Routines named in bodies: their types have a pointer type.
    decayed_routines: alloc::collections::BTreeSet<u32>,
    w: Writer,
    input: String,
    /// Types already displayed (each once, before its first use).
    shown: Vec<bool>,
    /// The type naming each class/enum/typedef entity.
    own_type: BTreeMap<u32, TypeId>,
    /// The next routine or top-level variable in the same scope's list.
    next: BTreeMap<u32, EntityId>,
    /// Each type's based types (pointer to, reference to, qualified…), in
    /// the order they were made.
    based: BTreeMap<u32, Vec<Based>>,
    /// The next class, enum or typedef entity in the same scope's type list.
    type_next: BTreeMap<u32, EntityId>,
    /// The routine whose memory region is being displayed.
    cur_routine: Option<EntityId>,
    /// While displaying a parameter: its index.
    param_index: Option<u32>,
    /// The predeclared `std::align_val_t` has been displayed.
    align_val_t_shown: bool,
    /// The routines with a body, in memory-region order.
    regions: Vec<EntityId>,
    /// Routines already displayed.
    routines_shown: alloc::collections::BTreeSet<u32>,
    /// Typedefs without an IL type already displayed.
    typedefs_shown: alloc::collections::BTreeSet<u32>,
    /// Classes given EDG's implicit special members (`implicit.rs`).
    implicit_classes: alloc::collections::BTreeSet<u32>,
    /// The based type of an implicit `const T` our IL does not have.
    implicit_const_based: BTreeMap<u32, Based>,
    /// Implicit members' derived types already displayed.
    implicit_shown: alloc::collections::BTreeSet<(u32, u32)>,
    /// Classes whose member functions are being walked, nested.
    class_nesting: u32,
    /// Synthetic predeclared objects already displayed.
    pre_shown: alloc::collections::BTreeSet<u32>,
    /// The first typedef of each (scope, name).
    typedef_by_name: BTreeMap<(Option<u32>, String), u32>,
    /// Types marked `needed` (`needed.rs`).
    needed_types: alloc::collections::BTreeSet<u32>,
    /// Entities first declared after the first declarator of a
    /// declaration (`int a, b;`: `b`).
    after_first_in_list: alloc::collections::BTreeSet<u32>,
    /// Fields accessed by needed code (`needed.rs`).
    needed_fields: alloc::collections::BTreeSet<u32>,
    /// Classes EDG asked about local types (see `index_linkage_checks`).
    local_type_checked: alloc::collections::BTreeSet<u32>,
    /// Classes EDG asked about unnamed-namespace types.
    unnamed_type_checked: alloc::collections::BTreeSet<u32>,
    /// Classes whose implicit copy/move members EDG declares only
    /// (`implicit.rs`).
    declared_implicit: alloc::collections::BTreeSet<u32>,
}

/// One element of a function's source sequence.
enum SeqElem {
    Entity(EntityId),
    /// A statement by address.
    Stmt(usize),
    /// The synthetic block around the non-block body at this address.
    Wrap(usize),
    /// The end of a block (by address), with the `}` position if written;
    /// `true` for a synthetic block.
    End(usize, Option<crate::source::Pos>, bool),
}

/// One node of the source-file tree: a stretch of the `.ii` that one line
/// marker starts (EDG makes a new source-file entry per marker).
struct Segment {
    name: String,
    /// Which file-name text it uses (`Key::FileName`).
    name_key: usize,
    first_seq: u32,
    last_seq: u32,
    first_line: u32,
    parent: Option<usize>,
    children: Vec<usize>,
}

/// One sequence-number lookup entry: seq `first..=last` lie in `segment`.
struct Lookup {
    first: u32,
    last: u32,
    segment: usize,
}

impl<'i, 'a> Dump<'i, 'a> {
    /// One pass over the tables for what entries look up repeatedly.
    fn index(&mut self) {
        for (i, t) in self.il.types.iter().enumerate() {
            match t {
                TypeKind::Class(x) | TypeKind::Enum(x) | TypeKind::Typedef(x) => {
                    self.own_type.entry(x.0).or_insert(TypeId(i as u32));
                }
                TypeKind::Pointer(b) | TypeKind::LvalueRef(b) | TypeKind::RvalueRef(b) | TypeKind::Qualified(b, _) => {
                    self.based.entry(b.0).or_default().push(Based::Il(TypeId(i as u32)));
                }
                _ => {}
            }
        }
        // EDG's based-type lists are most recently used first.
        for list in self.based.values_mut() {
            list.sort_by_key(|b| match b {
                Based::Il(t) => core::cmp::Reverse(self.il.last_use(*t)),
                Based::Implicit(..) => core::cmp::Reverse(0),
            });
        }
        let mut last_type: BTreeMap<Option<u32>, u32> = BTreeMap::new();
        for (i, x) in self.il.entities.iter().enumerate() {
            if matches!(x.kind, EntityKind::Typedef(_)) {
                self.typedef_by_name.entry((x.parent.map(|p| p.0), x.name.clone())).or_insert(i as u32);
            }
            if matches!(x.kind, EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_)) {
                if let Some(prev) = last_type.insert(x.parent.map(|p| p.0), i as u32) {
                    self.type_next.insert(prev, EntityId(i as u32));
                }
            }
        }
        let mut first_decl: alloc::collections::BTreeSet<u32> = alloc::collections::BTreeSet::new();
        for d in &self.il.decls {
            let first = first_decl.insert(d.entity.0);
            if first && !d.first_in_group {
                self.after_first_in_list.insert(d.entity.0);
            }
            if first && d.extern_c {
                self.extern_c_entities.insert(d.entity.0);
            }
        }
        self.index_implicit();
        self.index_needed();
        self.index_decayed_routines();
        self.index_linkage_checks();
        self.index_instance_name_refs();
        self.index_exception_types();
        // Scope lists: routines, and variables other than locals, chained
        // in declaration order per enclosing scope.
        let mut last: BTreeMap<(Option<u32>, bool), u32> = BTreeMap::new();
        for (i, x) in self.il.entities.iter().enumerate() {
            let is_routine = match &x.kind {
                EntityKind::Routine(_) => true,
                EntityKind::Variable(v) if !v.is_local && !v.is_param => false,
                _ => continue,
            };
            if let Some(prev) = last.insert((x.parent.map(|p| p.0), is_routine), i as u32) {
                self.next.insert(prev, EntityId(i as u32));
            }
        }
    }

    fn run(&mut self, opts: &Options) {
        for (i, e) in self.il.entities.iter().enumerate() {
            let kind = match &e.kind {
                EntityKind::Routine(_) => "routine",
                EntityKind::Variable(_) => "variable",
                EntityKind::Field(_) => "field",
                EntityKind::Namespace { .. } => "namespace",
                EntityKind::Enumerator(_) => "constant",
                _ => "type",
            };
            self.w.set_entity_kind(i as u32, kind);
        }
        let (segments, lookups) = self.source_files();
        self.w.raw(&format!("Display of IL produced by the compilation of \"{}\"\n", self.input));
        self.w.raw("\n\nIntermediate language for memory region 1 (file scope):\n");
        self.header(opts, &segments);
        self.w.entry(Key::Lifetime);
        self.w.ptr("entity", Some(Key::FileScope));
        self.w.field("kind", "olk_global_static");
        self.w.bool("has_implicit_child", true);
        self.w.field("destructions", "NULL");
        self.w.field("parent_lifetime", "NULL");
        self.w.field("parent_destruction_sublist", "NULL");
        self.w.field("child_lifetime", "NULL");
        self.w.field("next", "NULL");
        let first_user = self.first_file_scope_type().map(|e| self.entity_type_ref(e));
        self.predeclared(first_user);

        let routines: Vec<EntityId> = (0..self.il.entities.len() as u32)
            .map(EntityId)
            .filter(|e| matches!(self.il.entities.get(e.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(_))))
            .collect();
        let regions: Vec<EntityId> = routines
            .iter()
            .copied()
            .filter(|e| matches!(&self.il.entity(*e).kind, EntityKind::Routine(r) if r.body.is_some()))
            .collect();
        // Entries in declaration order, each type just before its first
        // use: the order in which the reference allocates them.
        self.regions = regions.clone();
        let first_routine = routines.iter().copied().find(|r| self.il.entity(*r).parent.is_none());
        // The file scope's lists as EDG's walk visits them: its types, its
        // variables, its routines (the predeclared allocation functions
        // first); then what no scope list reaches, in declaration order.
        self.scope_lists(None, first_routine);
        for i in 0..self.il.entities.len() {
            let e = EntityId(i as u32);
            // (`__builtin_va_list` is one of EDG's predeclared types.)
            if Some(e) == self.il.builtin_va_list {
                continue;
            }
            if !self.in_namespace(e) {
                self.declaration_entries(e);
            }
        }
        // Types only the bodies use (function types are each routine's own).
        for t in 0..self.il.types.len() {
            if !matches!(self.il.types[t], TypeKind::Function(_)) {
                self.ensure_type(TypeId(t as u32), 0);
            }
        }
        if first_routine.is_none() {
            self.predeclared_routines(None);
        }
        let first_ns = self
            .il
            .entities
            .iter()
            .position(|x| x.parent.is_none() && matches!(x.kind, EntityKind::Namespace { .. }))
            .map(|n| (Key::Entity(n as u32), self.il.entities[n].name.clone()));
        self.predeclared_namespaces(first_ns);
        // The program's namespaces, each after its contents.
        for i in 0..self.il.entities.len() {
            let x = &self.il.entities[i];
            if x.parent.is_none() && matches!(x.kind, EntityKind::Namespace { .. }) {
                self.namespace_entries(EntityId(i as u32), 0);
            }
        }
        self.file_scope_entry(&routines);
        self.source_file_entries(&segments);
        self.lookup_entries(&lookups);

        for (i, r) in regions.iter().enumerate() {
            self.function_region(i + 2, *r);
        }
    }

    /// Whether `e` is declared inside a namespace (shown by its walk).
    fn in_namespace(&self, e: EntityId) -> bool {
        let mut p = self.il.entity(e).parent;
        for _ in 0..MAX_DEPTH {
            match p {
                None => return false,
                Some(x) if matches!(self.il.entity(x).kind, EntityKind::Namespace { .. }) => return true,
                Some(x) => p = self.il.entity(x).parent,
            }
        }
        false
    }

    /// A namespace-scope declaration's entries (each at most once).
    fn declaration_entries(&mut self, e: EntityId) {
        // (`__builtin_va_list` is one of EDG's predeclared types.)
        if Some(e) == self.il.builtin_va_list {
            return;
        }
        match &self.il.entity(e).kind {
            EntityKind::Routine(_) => self.routine_entry(e),
            EntityKind::Variable(v) if !v.is_local && !v.is_param => self.top_variable_entries(e),
            EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_) => match self.own_type.get(&e.0).copied() {
                Some(t) => self.ensure_type(t, 0),
                None => self.unused_typedef_entry(e),
            },
            _ => {}
        }
    }

    /// The members of a namespace scope (`None`: the file scope) in the
    /// order of the scope's lists: types, variables, routines.
    fn scope_lists(&mut self, scope: Option<EntityId>, first_file_routine: Option<EntityId>) {
        let members: Vec<EntityId> =
            (0..self.il.entities.len() as u32).map(EntityId).filter(|e| self.il.entity(*e).parent == scope).collect();
        for e in &members {
            if matches!(self.il.entity(*e).kind, EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_)) {
                self.declaration_entries(*e);
            }
        }
        for e in &members {
            if matches!(&self.il.entity(*e).kind, EntityKind::Variable(v) if !v.is_local && !v.is_param) {
                self.declaration_entries(*e);
            }
        }
        for e in &members {
            if matches!(self.il.entity(*e).kind, EntityKind::Routine(_)) {
                if Some(*e) == first_file_routine {
                    // EDG's predeclared allocation functions head the list.
                    let n = self.il.entity(*e).name.clone();
                    self.predeclared_routines(Some((Key::Entity(e.0), n)));
                }
                self.declaration_entries(*e);
            }
        }
    }

    /// A namespace: its members, its nested namespaces, its scope, then the
    /// namespace itself.
    fn namespace_entries(&mut self, ns: EntityId, depth: u32) {
        if depth > MAX_CLASS_NESTING {
            return;
        }
        self.scope_lists(Some(ns), None);
        let members: Vec<EntityId> =
            (0..self.il.entities.len() as u32).map(EntityId).filter(|e| self.il.entity(*e).parent == Some(ns)).collect();
        let inner: Vec<EntityId> =
            members.iter().copied().filter(|e| matches!(self.il.entity(*e).kind, EntityKind::Namespace { .. })).collect();
        for n in &inner {
            self.namespace_entries(*n, depth + 1);
        }
        let first = |d: &Self, f: &dyn Fn(&EntityKind) -> bool| members.iter().copied().find(|e| f(&d.il.entity(*e).kind));
        let first_type = first(self, &|k| matches!(k, EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_)));
        let first_var = first(self, &|k| matches!(k, EntityKind::Variable(v) if !v.is_local && !v.is_param));
        let first_routine = first(self, &|k| matches!(k, EntityKind::Routine(_)));
        let x = self.il.entity(ns).clone();
        self.w.entry(Key::ScopeOf(ns.0));
        self.w.field("next", "NULL");
        match x.parent {
            Some(p) => self.w.ptr("parent", Some(Key::ScopeOf(p.0))),
            None => self.w.ptr("parent", Some(Key::FileScope)),
        }
        self.w.field("kind", "sck_namespace");
        if x.name.is_empty() {
            self.w.ptr("assoc_namespace", Some(Key::Entity(ns.0)));
        } else {
            self.w.ptr_text("assoc_namespace", Key::Entity(ns.0), &x.name);
        }
        for f in ["assoc_block", "lifetime", "constants"] {
            self.w.field(f, "NULL");
        }
        match first_type {
            Some(t) => {
                let (k, d) = self.entity_type_ref(t);
                self.w.ptr_text("types", k, &d)
            }
            None => self.w.field("types", "NULL"),
        }
        for (label, e) in [("variables", first_var)] {
            match e {
                Some(v) => {
                    let n = self.il.entity(v).name.clone();
                    self.w.ptr_text(label, Key::Entity(v.0), &n)
                }
                None => self.w.field(label, "NULL"),
            }
        }
        self.w.field("nonstatic_variables", "NULL");
        self.w.field("labels", "NULL");
        match first_routine {
            Some(r) => {
                let n = self.il.entity(r).name.clone();
                self.w.ptr_text("routines", Key::Entity(r.0), &n)
            }
            None => self.w.field("routines", "NULL"),
        }
        self.w.field("asm_entries", "NULL");
        self.w.field("scopes", "NULL");
        match inner.first() {
            Some(n) => {
                let t = self.il.entity(*n).name.clone();
                self.w.ptr_text("namespaces", Key::Entity(n.0), &t)
            }
            None => self.w.field("namespaces", "NULL"),
        }
        for f in ["using_declarations", "using_directives", "dynamic_inits", "pragmas", "hidden_names", "templates"] {
            self.w.field(f, "NULL");
        }
        self.w.entry(Key::Entity(ns.0));
        self.source_corresp(Some(ns), Some(x.pos), !x.name.is_empty() && x.referenced, true);
        let next = (ns.0 + 1..self.il.entities.len() as u32)
            .map(EntityId)
            .find(|e| self.il.entity(*e).parent == x.parent && matches!(self.il.entity(*e).kind, EntityKind::Namespace { .. }));
        match next {
            Some(n) if self.il.entity(n).name.is_empty() => self.w.ptr("next", Some(Key::Entity(n.0))),
            Some(n) => {
                let t = self.il.entity(n).name.clone();
                self.w.ptr_text("next", Key::Entity(n.0), &t)
            }
            None => self.w.field("next", "NULL"),
        }
        if x.name.is_empty() {
            self.w.bool("internal_linkage", true);
        }
        self.w.ptr("assoc_scope", Some(Key::ScopeOf(ns.0)));
    }

    /// A namespace-scope variable: the name reference of its declarator,
    /// its attributes, its type, then the variable.
    fn top_variable_entries(&mut self, e: EntityId) {
        if !self.variables_shown.insert(e.0) {
            return;
        }
        let EntityKind::Variable(v) = &self.il.entity(e).kind else { return };
        let t = v.ty;
        // An `extern` declaration without initializer is not a definition.
        let definition = !(v.storage == StorageClass::Extern && v.init.is_none());
        self.instance_name_ref_entries(e);
        self.w.entry(Key::NameRef(e.0));
        self.name_reference_fields(definition);
        let attrs = self.il.entity(e).attributes.clone();
        self.attribute_list_entries(e, &attrs, "prefix", definition);
        self.ensure_type(t, 0);
        self.variable_entry(e, false);
    }

    // ------------------------------------------------------------ header

    fn header(&mut self, opts: &Options, segments: &[Segment]) {
        self.w.raw("\nil_header:\n");
        let root = segments.len().checked_sub(1);
        match root {
            Some(r) => self.w.ptr_text("primary_source_file", Key::SourceFile(r), &quoted(&self.input)),
            None => self.w.field("primary_source_file", "NULL"),
        }
        self.w.ptr("primary_scope", Some(Key::FileScope));
        let main = (0..self.il.entities.len()).find(|&i| {
            let e = &self.il.entities[i];
            e.name == "main" && e.parent.is_none() && matches!(e.kind, EntityKind::Routine(_))
        });
        match main {
            Some(m) => self.w.ptr_text("main_routine", Key::Entity(m as u32), "main"),
            None => self.w.field("main_routine", "NULL"),
        }
        self.w.ptr_text("compiler_version", Key::Text(0), "\"6.6\"");
        let time = super::module_id::ctime(opts.time_and_pid.0);
        self.w.ptr_text("time_of_compilation", Key::Text(1), &quoted(&time));
        self.w.bool("plain_chars_are_signed", true);
        self.w.field("source_language", "sl_Cplusplus");
        // `__cplusplus` of the dialect (the enum's value).
        self.w.field("std_version", &format!("{}", opts.std as u32));
        self.w.bool("pcc_compatibility_mode", false);
        self.w.bool("enum_type_is_integral", false);
        self.w.bool("gcc_mode", false);
        self.w.bool("gpp_mode", true);
        // The GNU version in force; 80100 is cudafe++'s default.
        let gnu = match opts.host_compiler {
            crate::options::HostCompiler::Gnu(n) => n,
            _ => 80100,
        };
        self.w.field("gnu_version", &format!("{}", gnu));
        self.w.bool("short_enums", false);
        self.w.bool("default_nocommon", false);
        self.w.bool("UCN_identifiers_used", false);
        self.w.bool("vla_used", false);
        let templates = self.il.entities.iter().any(|e| match &e.kind {
            EntityKind::Routine(r) => !r.template_params.is_empty() || r.instance_of.is_some(),
            EntityKind::Class(c) => !c.template_params.is_empty(),
            EntityKind::TemplateParam { .. } => true,
            _ => false,
        });
        self.w.bool("any_templates_seen", templates);
        self.w.bool("prototype_instantiations_in_il", true);
        self.w.bool("il_has_all_prototype_instantiations", true);
        self.w.bool("il_has_C_semantics", false);
        match self.exception_types.first().copied() {
            Some(t) => {
                let d = self.type_text(t);
                self.w.ptr_text("nontag_types_used_in_exception_or_rtti", Key::Type(t.0), &d);
            }
            None => self.w.field("nontag_types_used_in_exception_or_rtti", "NULL"),
        }
        self.w.ptr("seq_number_lookup_entries", Some(Key::Lookup(0)));
    }

    // ------------------------------------------------------------ source files

    /// The source-file tree and the lookup list, from the line markers: a
    /// marker entering a file (flag 1) opens a child of the current stretch;
    /// one returning (flag 2) closes the current stretch and its parent and
    /// opens a sibling of the parent; any other opens a sibling. Sequence
    /// numbers are physical line numbers of the `.ii`; a marker's own line
    /// still belongs to the stretch before it.
    fn source_files(&self) -> (Vec<Segment>, Vec<Lookup>) {
        let map = &self.il.source_map;
        let text = self.il.source_text;
        let total = {
            let n = map.line_starts.len() as u32;
            if text.ends_with('\n') || text.is_empty() {
                n.saturating_sub(1)
            } else {
                n
            }
        };
        // The root (the `.ii` itself) is pushed last, as it is displayed last;
        // build with index 0 as root and remap at the end.
        let mut segs: Vec<Segment> = Vec::new();
        let mut names: Vec<String> = Vec::new();
        let mut intern = |name: &str, fresh: bool| -> usize {
            if !fresh {
                if let Some(i) = names.iter().position(|n| n == name) {
                    return i;
                }
            }
            names.push(String::from(name));
            names.len() - 1
        };
        let root_name = intern(&self.input, true);
        segs.push(Segment {
            name: self.input.clone(),
            name_key: root_name,
            first_seq: 1,
            last_seq: total,
            first_line: 1,
            parent: None,
            children: Vec::new(),
        });
        let mut lookups: Vec<Lookup> = Vec::new();
        let mut cur = 0usize;
        let mut cur_start = 1u32;
        for (mi, m) in map.marks.iter().enumerate() {
            // `m.phys_line` is the 0-based line after the marker: the marker's
            // own 1-based line number.
            let marker_seq = m.phys_line;
            lookups.push(Lookup { first: cur_start, last: marker_seq, segment: cur });
            let close = |segs: &mut Vec<Segment>, i: usize| {
                if let Some(s) = segs.get_mut(i) {
                    s.last_seq = marker_seq;
                }
            };
            let parent = if m.flags.enter || cur == 0 {
                cur
            } else if m.flags.ret {
                close(&mut segs, cur);
                let p = segs.get(cur).and_then(|s| s.parent).unwrap_or(0);
                if p != 0 {
                    close(&mut segs, p);
                }
                segs.get(p).and_then(|s| s.parent).unwrap_or(0)
            } else {
                close(&mut segs, cur);
                segs.get(cur).and_then(|s| s.parent).unwrap_or(0)
            };
            let name = map.file_name(m.file);
            // The name of the very first marker is the primary file's own
            // text, not shared with later markers naming the same file.
            let name_key = intern(name, mi == 0 && m.phys_line <= 1);
            let idx = segs.len();
            segs.push(Segment {
                name: String::from(name),
                name_key,
                first_seq: marker_seq + 1,
                last_seq: total,
                first_line: m.line.max(1),
                parent: Some(parent),
                children: Vec::new(),
            });
            if let Some(p) = segs.get_mut(parent) {
                p.children.push(idx);
            }
            cur = idx;
            cur_start = marker_seq + 1;
        }
        lookups.push(Lookup { first: cur_start, last: total, segment: cur });
        // Post-order (children before their parent), as displayed; the
        // root last.
        let mut order: Vec<usize> = Vec::new();
        let mut stack: Vec<(usize, usize)> = Vec::from([(0usize, 0usize)]);
        while let Some((s, i)) = stack.pop() {
            let child = segs.get(s).and_then(|x| x.children.get(i)).copied();
            match child {
                Some(c) => {
                    stack.push((s, i + 1));
                    stack.push((c, 0));
                }
                None => order.push(s),
            }
        }
        let mut new_index = alloc::vec![0usize; segs.len()];
        for (ni, &old) in order.iter().enumerate() {
            new_index[old] = ni;
        }
        let mut out: Vec<Segment> = Vec::with_capacity(segs.len());
        for &old in &order {
            let s = &segs[old];
            out.push(Segment {
                name: s.name.clone(),
                name_key: s.name_key,
                first_seq: s.first_seq,
                last_seq: s.last_seq,
                first_line: s.first_line,
                parent: s.parent.map(|p| new_index[p]),
                children: s.children.iter().map(|c| new_index[*c]).collect(),
            });
        }
        for l in &mut lookups {
            l.segment = new_index[l.segment];
        }
        (out, lookups)
    }

    fn source_file_entries(&mut self, segs: &[Segment]) {
        for (i, s) in segs.iter().enumerate() {
            self.w.entry(Key::SourceFile(i));
            self.w.ptr_text("file_name", Key::FileName(s.name_key), &quoted(&s.name));
            // Only the primary file (the `.ii` named on the command line)
            // has a full name and a name as written: its own name.
            if s.parent.is_none() {
                self.w.ptr_text("full_name", Key::FileName(s.name_key), &quoted(&s.name));
                self.w.ptr_text("name_as_written", Key::FileName(s.name_key), &quoted(&s.name));
            } else {
                self.w.field("full_name", "NULL");
                self.w.field("name_as_written", "NULL");
            }
            self.w.field("first_seq_number", &format!("{}", s.first_seq));
            self.w.field("last_seq_number", &format!("{}", s.last_seq));
            self.w.field("first_line_number", &format!("{}", s.first_line));
            let child = |k: Option<&usize>| k.and_then(|c| segs.get(*c).map(|x| (*c, quoted(&x.name))));
            match child(s.children.first()) {
                Some((c, n)) => self.w.ptr_text("first_child_file", Key::SourceFile(c), &n),
                None => self.w.field("first_child_file", "NULL"),
            }
            match child(s.children.last()) {
                Some((c, n)) => self.w.ptr_text("last_child_file", Key::SourceFile(c), &n),
                None => self.w.field("last_child_file", "NULL"),
            }
            let next = match s.parent.and_then(|p| segs.get(p)) {
                Some(p) => p.children.iter().position(|c| *c == i).and_then(|k| p.children.get(k + 1)).copied(),
                None => None,
            };
            match next.and_then(|n| segs.get(n).map(|x| (n, quoted(&x.name)))) {
                Some((n, t)) => self.w.ptr_text("next", Key::SourceFile(n), &t),
                None => self.w.field("next", "NULL"),
            }
            if s.parent.is_none() {
                self.w.bool("top_level_file", true);
            }
        }
    }

    fn lookup_entries(&mut self, lookups: &[Lookup]) {
        // Stretches are numbered in post-order; their names for the text.
        let (segs, _) = self.source_files();
        for (i, l) in lookups.iter().enumerate() {
            self.w.entry(Key::Lookup(i));
            if i + 1 < lookups.len() {
                self.w.ptr("next", Some(Key::Lookup(i + 1)));
            } else {
                self.w.field("next", "NULL");
            }
            self.w.field("first", &format!("{}", l.first));
            self.w.field("last", &format!("{}", l.last));
            let s = segs.get(l.segment);
            self.w.field("line_number", &format!("{}", s.map(|s| s.first_line).unwrap_or(1)));
            self.w.ptr_text("source_file", Key::SourceFile(l.segment), &quoted(s.map(|s| s.name.as_str()).unwrap_or("")));
        }
    }

    // ------------------------------------------------------------ scopes

    fn file_scope_entry(&mut self, routines: &[EntityId]) {
        self.w.entry(Key::FileScope);
        self.w.field("next", "NULL");
        self.w.field("parent", "NULL");
        self.w.field("kind", "sck_file");
        self.w.field("assoc_block", "NULL");
        self.w.ptr("lifetime", Some(Key::Lifetime));
        self.w.field("constants", "NULL");
        let (k, t) = predeclared::FIRST;
        self.w.ptr_text("types", k, t);
        let first_var = self.il.entities.iter().position(|e| {
            e.parent.is_none() && matches!(&e.kind, EntityKind::Variable(v) if !v.is_local && !v.is_param)
        });
        match first_var {
            Some(v) => {
                let n = self.il.entities[v].name.clone();
                self.w.ptr_text("variables", Key::Entity(v as u32), &n)
            }
            None => self.w.field("variables", "NULL"),
        }
        self.w.field("nonstatic_variables", "NULL");
        self.w.field("labels", "NULL");
        let _ = routines;
        let (k, t) = predeclared::FIRST_ROUTINE;
        self.w.ptr_text("routines", k, t);
        self.w.field("asm_entries", "NULL");
        self.w.field("scopes", "NULL");
        let (k, t) = predeclared::FIRST_NAMESPACE;
        self.w.ptr_text("namespaces", k, t);
        self.w.field("using_declarations", "NULL");
        self.w.field("using_directives", "NULL");
        self.w.field("dynamic_inits", "NULL");
        self.w.field("pragmas", "NULL");
        self.w.field("hidden_names", "NULL");
        self.w.field("templates", "NULL");
        if self.il.source_sequence.is_empty() {
            self.w.field("source_sequence_list", "NULL");
        } else {
            self.w.ptr("source_sequence_list", Some(Key::SeqEntry(0)));
        }
    }

    // ------------------------------------------------------------ entities

    /// The `source_corresp:` block every named IL object starts with.
    /// `needed` is whether the object must be emitted (a definition the
    /// program keeps); `referenced` whether it is used.
    fn source_corresp(&mut self, e: Option<EntityId>, pos: Option<crate::source::Pos>, referenced: bool, needed: bool) {
        self.w.raw("source_corresp:\n");
        let ent = e.and_then(|e| self.il.entities.get(e.0 as usize));
        let named = ent.is_some_and(|x| !x.name.is_empty());
        if let (Some(ent), true) = (ent, named) {
            let n = ent.name.clone();
            self.w.ptr_text("  name", Key::IdName(n.clone()), &quoted(&n));
        }
        if let Some(p) = pos {
            if p.line != 0 || p.col != 0 {
                self.w.field("  decl_position.seq", &format!("{}", p.phys_line + 1));
                self.w.field("  decl_position.column", &format!("{}", p.col));
            }
        }
        // Routines and variables have the name reference of their
        // declarator; fields and types one only when named in the code.
        let named_in_code = match ent.map(|x| &x.kind) {
            Some(EntityKind::Class(_)) => {
                ent.is_some_and(|x| x.referenced) || e.is_some_and(|e| self.class_has_name_reference(e))
            }
            Some(EntityKind::Enum(_)) => e.is_some_and(|e| self.class_has_name_reference(e)),
            Some(EntityKind::Field(_) | EntityKind::Enumerator(_)) => ent.is_some_and(|x| x.referenced),
            Some(EntityKind::Typedef(_)) => false,
            _ => true,
        };
        if let (Some(e), true, true) = (e, named, named_in_code) {
            self.w.ptr("  name_references", Some(self.name_ref_head(e)));
        }
        let member = ent.and_then(|x| x.parent).map(|p| matches!(self.il.entity(p).kind, EntityKind::Class(_)));
        if member == Some(true) {
            self.w.bool("  is_class_member", true);
            let acc = match ent.map(|x| x.access) {
                Some(crate::il::Access::Protected) => "as_protected",
                Some(crate::il::Access::Private) => "as_private",
                _ => "as_public",
            };
            self.w.field("  access", acc);
        }
        let local = matches!(ent.map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.is_local || v.is_param);
        match (ent, local) {
            (Some(x), false) if named => match x.parent {
                Some(p) => self.w.ptr("  parent_scope", Some(Key::ScopeOf(p.0))),
                None => self.w.ptr("  parent_scope", Some(Key::FileScope)),
            },
            (Some(_), true) => match self.cur_routine {
                Some(r) => self.w.ptr("  parent_scope", Some(Key::FuncScope(r.0))),
                None => self.w.field("  parent_scope", "NULL"),
            },
            _ => self.w.field("  parent_scope", "NULL"),
        }
        match (local, self.cur_routine) {
            (true, Some(r)) => {
                let n = self.il.entity(r).name.clone();
                self.w.ptr_text("  enclosing_routine", Key::Entity(r.0), &n)
            }
            _ => self.w.field("  enclosing_routine", "NULL"),
        }
        self.w.bool("  referenced", referenced);
        self.w.bool("  needed", needed);
        if local {
            self.w.bool("  is_local_to_function", true);
        }
        if let (Some(x), true) = (ent, named) {
            self.w.field("  name_linkage", self.name_linkage(e.unwrap_or(EntityId(0))));
            let _ = x;
        }
        if let (Some(e), true) = (e, named) {
            if self.after_first_in_list.contains(&e.0) {
                self.w.bool("  is_decl_after_first_in_comma_list", true);
            }
        }
        if let (Some(e), true) = (e, named) {
            self.w.ptr("  source_sequence_entry", Some(Key::SeqOf(e.0)));
        }
        // Execution spaces and memory spaces are attributes in EDG's IL.
        let has_attrs = ent.is_some_and(|x| {
            !x.attributes.is_empty()
                || match &x.kind {
                    EntityKind::Routine(r) => r.exec_space != ExecSpace::ImplicitHost,
                    EntityKind::Variable(v) => v.memory != crate::il::MemorySpace::None || v.is_device_builtin,
                    _ => false,
                }
        });
        match (e, has_attrs) {
            (Some(e), true) => self.w.ptr("  attributes", Some(Key::Attribute(e.0, 0))),
            _ => self.w.field("  attributes", "NULL"),
        }
    }

    /// `name_linkage`: `C`/`C++` for external names (by language linkage),
    /// `internal`, or `no`.
    fn name_linkage(&self, e: EntityId) -> &'static str {
        let Some(x) = self.il.entities.get(e.0 as usize) else { return "no" };
        match &x.kind {
            EntityKind::Routine(r) => linkage_name(r.linkage),
            EntityKind::Variable(v) if v.is_local || v.is_param => "no",
            EntityKind::Variable(v) => linkage_name(v.linkage),
            EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Enumerator(_) => "C++",
            _ => "no",
        }
    }

    /// The type an entity declares, as an entry reference.
    fn entity_type_ref(&self, e: EntityId) -> (Key, String) {
        match self.own_type.get(&e.0).copied() {
            Some(t) => (Key::Type(t.0), self.type_text(t)),
            None => (Key::TypeOf(e.0), self.qualified_name(e)),
        }
    }

    /// `next:` of a named type: the following type of its scope's list.
    fn type_list_next(&mut self, e: Option<EntityId>) {
        match e.and_then(|e| self.type_next.get(&e.0).copied()) {
            Some(n) => {
                let (k, d) = self.entity_type_ref(n);
                self.w.ptr_text("next", k, &d)
            }
            None => self.w.field("next", "NULL"),
        }
    }

    /// A typedef no type of the IL names (declared, never used).
    fn unused_typedef_entry(&mut self, e: EntityId) {
        let EntityKind::Typedef(to) = self.il.entity(e).kind.clone() else { return };
        if !self.typedefs_shown.insert(e.0) {
            return;
        }
        self.ensure_type(to, 0);
        self.attribute_entries(e, "prefix");
        self.w.entry(Key::TypeOf(e.0));
        let x = self.il.entity(e);
        let (pos, referenced) = (x.pos, x.referenced);
        self.source_corresp(Some(e), Some(pos), referenced, false);
        self.type_list_next(Some(e));
        self.w.field("based_types", "NULL");
        self.w.field("size", "0");
        self.w.field("alignment", "1");
        self.w.field("kind", "tk_typeref");
        let d = self.type_text(to);
        self.w.ptr_text("typeref_type", Key::Type(to.0), &d);
        self.w.field("kind", "none");
        let c = self.extern_c_entities.contains(&e.0);
        self.w.field("surrounding_name_linkage_state", if c { "C" } else { "C++" });
    }

    /// The first class, enum or typedef declared at file scope.
    fn first_file_scope_type(&self) -> Option<EntityId> {
        self.il
            .entities
            .iter()
            .enumerate()
            .find(|(_, x)| {
                x.parent.is_none()
                    && matches!(x.kind, EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_))
            })
            .map(|(i, _)| EntityId(i as u32))
    }

    /// The entity after `e` in its scope's list of the same kind.
    fn next_in_scope(&self, e: EntityId) -> Option<EntityId> {
        self.next.get(&e.0).copied()
    }

    /// Displays `t` unless already shown, after the types it is built from.
    fn ensure_type(&mut self, t: TypeId, depth: u32) {
        if depth > MAX_DEPTH || self.shown.get(t.0 as usize).copied().unwrap_or(true) {
            return;
        }
        if let Some(s) = self.shown.get_mut(t.0 as usize) {
            *s = true;
        }
        // EDG's walk: a class's name reference and attributes, the based
        // types, then what the type is built from, then the type itself.
        match self.il.ty(t) {
            TypeKind::Class(e) | TypeKind::Enum(e) => {
                let e = *e;
                self.class_head_entries(e);
            }
            // A typedef's attributes (written among its specifiers).
            TypeKind::Typedef(e) => {
                let e = *e;
                self.attribute_entries(e, "prefix");
            }
            _ => {}
        }
        let based = self.based.get(&t.0).cloned().unwrap_or_default();
        for b in based {
            self.walk_based(b, depth);
        }
        let parts: Vec<TypeId> = match self.il.ty(t) {
            TypeKind::Pointer(p) | TypeKind::LvalueRef(p) | TypeKind::RvalueRef(p) => Vec::from([*p]),
            TypeKind::Array(e, _) => Vec::from([*e]),
            TypeKind::ArrayBound { elem, array, .. } => Vec::from([*elem, *array]),
            TypeKind::Qualified(b, _) => Vec::from([*b]),
            TypeKind::Function(f) => core::iter::once(f.ret).chain(f.params.iter().copied()).collect(),
            TypeKind::Typedef(e) => match &self.il.entity(*e).kind {
                EntityKind::Typedef(to) => Vec::from([*to]),
                _ => Vec::new(),
            },
            TypeKind::Enum(e) => match &self.il.entity(*e).kind {
                EntityKind::Enum(en) => Vec::from([en.underlying]),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        for p in parts {
            self.ensure_type(p, depth + 1);
        }
        // An enum's constants come before the enum.
        if let TypeKind::Enum(e) = self.il.ty(t) {
            let e = *e;
            self.enumerator_entries(e, t);
        }
        // A class's field types come before the class.
        if let TypeKind::Class(e) = self.il.ty(t) {
            let fields: Vec<TypeId> = match &self.il.entity(*e).kind {
                EntityKind::Class(c) => c
                    .members
                    .iter()
                    .filter_map(|m| match self.il.entities.get(m.0 as usize).map(|x| &x.kind) {
                        Some(EntityKind::Field(f)) => Some(f.ty),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let field_types = fields;
            // The fields (each after its type), before the class.
            let fields: Vec<EntityId> = match &self.il.entity(*e).kind {
                EntityKind::Class(c) => c
                    .members
                    .iter()
                    .copied()
                    .filter(|m| matches!(self.il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Field(_))))
                    .collect(),
                _ => Vec::new(),
            };
            for (i, f) in fields.iter().enumerate() {
                match field_types.get(i) {
                    Some(t) if !self.own_array_type_entries(*f, *t, depth) => self.ensure_type(*t, depth + 1),
                    _ => {}
                }
                self.field_entry(*f, fields.get(i + 1).copied());
            }
            let e = *e;
            // The member functions (the class scope's routine list).
            let routines: Vec<EntityId> = match &self.il.entity(e).kind {
                EntityKind::Class(c) => c
                    .members
                    .iter()
                    .copied()
                    .filter(|m| matches!(self.il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(_))))
                    .collect(),
                _ => Vec::new(),
            };
            // A member's parameter types can lead to other classes and
            // their members: bound that nesting (the flat pass over the
            // entities shows whatever is left).
            if self.class_nesting < MAX_CLASS_NESTING {
                self.class_nesting += 1;
                for r in routines {
                    self.routine_entry(r);
                }
                self.class_nesting -= 1;
            }
            if self.implicit_classes.contains(&e.0) {
                self.implicit_members(e);
            }
            if self.declared_implicit.contains(&e.0) {
                self.declared_implicit_members(e);
            }
            let hidden = self.hidden_by_class_name(e);
            let outer = self.hidden_by_members(e);
            for (i, o) in outer.iter().enumerate() {
                let next = match (outer.get(i + 1), hidden) {
                    (Some(_), _) => Some(Key::Hidden(e.0, i as u32 + 1)),
                    (None, Some(_)) => Some(Key::HiddenName(e.0)),
                    (None, None) => None,
                };
                self.outer_hidden_name_entry(Key::Hidden(e.0, i as u32), *o, next);
            }
            if let Some(h) = hidden {
                self.hidden_name_entry(e, h, depth);
            }
            let head = match (outer.is_empty(), hidden) {
                (false, _) => Some(Key::Hidden(e.0, 0)),
                (true, Some(_)) => Some(Key::HiddenName(e.0)),
                (true, None) => None,
            };
            self.class_scope_and_supplement(e, head);
        }
        self.type_entry(t);
    }

    /// A class's scope (when defined) and its class-type supplement, which
    /// EDG's walk reaches from the class type before displaying it.
    /// A typedef of the class's enclosing scope with the class's name
    /// (`typedef struct S S;`): inside the class the injected class name
    /// hides it, which EDG records in the class scope.
    fn hidden_by_class_name(&self, e: EntityId) -> Option<EntityId> {
        let x = self.il.entity(e);
        if x.name.is_empty() {
            return None;
        }
        self.typedef_by_name.get(&(x.parent.map(|p| p.0), x.name.clone())).map(|t| EntityId(*t))
    }

    /// The hidden typedef (walked first), then the hidden-name entry.
    fn hidden_name_entry(&mut self, class: EntityId, typedef: EntityId, depth: u32) {
        match self.own_type.get(&typedef.0).copied() {
            Some(t) => self.ensure_type(t, depth + 1),
            None => self.unused_typedef_entry(typedef),
        }
        let (k, d) = self.entity_type_ref(typedef);
        self.w.entry(Key::HiddenName(class.0));
        self.w.field("next", "NULL");
        self.w.ptr_text("entity", k, &d);
        self.w.bool("qualification_needed", false);
        self.w.bool("elaborated_type_specifier_needed", false);
        self.w.bool("partially_hidden_by_microsoft_injected_class_name", false);
        self.w.bool("is_class_member", false);
        self.w.bool("hidden_by_simulated_injected_class_name", false);
        self.w.bool("hidden_by_class_name", true);
        self.w.bool("hidden_by_template_parameter", false);
    }

    /// The declarations of the class's enclosing namespace scopes that its
    /// members hide (a member `warpSize` hides `::warpSize`): EDG records
    /// each in the class scope when the later of the two is declared, the
    /// list most recent first. Only ordinary names (variables, functions)
    /// of the nearest enclosing scope declaring them.
    fn hidden_by_members(&self, class: EntityId) -> Vec<EntityId> {
        let EntityKind::Class(c) = &self.il.entity(class).kind else { return Vec::new() };
        if self.il.in_template(class) {
            return Vec::new();
        }
        let class_name = self.il.entity(class).name.clone();
        let mut found: Vec<(u32, EntityId)> = Vec::new();
        for m in &c.members {
            let Some(x) = self.il.entities.get(m.0 as usize) else { continue };
            let ordinary = matches!(&x.kind, EntityKind::Field(_) | EntityKind::Routine(_))
                || matches!(&x.kind, EntityKind::Variable(v) if !v.is_local && !v.is_param);
            if !ordinary || !is_identifier(&x.name) || x.name == class_name {
                continue;
            }
            if let Some(o) = self.outer_declaration(self.il.entity(class).parent, &x.name) {
                if !found.iter().any(|(_, e)| *e == o) {
                    found.push((m.0.max(o.0), o));
                }
            }
        }
        found.sort_by_key(|(t, _)| core::cmp::Reverse(*t));
        found.into_iter().map(|(_, e)| e).collect()
    }

    /// The first variable or routine named `name` in `scope` or the nearest
    /// enclosing namespace scope declaring one (`None`: the file scope).
    fn outer_declaration(&self, scope: Option<EntityId>, name: &str) -> Option<EntityId> {
        let mut scope = scope;
        for _ in 0..MAX_CLASS_NESTING {
            if let Some(s) = scope {
                if !matches!(self.il.entity(s).kind, EntityKind::Namespace { .. }) {
                    scope = self.il.entity(s).parent;
                    continue;
                }
            }
            let hit = self.il.entities.iter().position(|x| {
                x.parent == scope
                    && x.name == name
                    && (matches!(&x.kind, EntityKind::Routine(_))
                        || matches!(&x.kind, EntityKind::Variable(v) if !v.is_local && !v.is_param))
            });
            if let Some(i) = hit {
                return Some(EntityId(i as u32));
            }
            scope = self.il.entity(scope?).parent;
        }
        None
    }

    /// A hidden-name entry for a declaration of an enclosing scope (walked
    /// first): naming it there needs qualification.
    fn outer_hidden_name_entry(&mut self, key: Key, hidden: EntityId, next: Option<Key>) {
        let kind = match &self.il.entity(hidden).kind {
            EntityKind::Routine(_) => {
                self.routine_entry(hidden);
                "routine"
            }
            _ => {
                self.top_variable_entries(hidden);
                "variable"
            }
        };
        let _ = kind;
        let name = self.il.entity(hidden).name.clone();
        self.w.entry(key);
        match next {
            Some(k) => self.w.ptr("next", Some(k)),
            None => self.w.field("next", "NULL"),
        }
        self.w.ptr_text("entity", Key::Entity(hidden.0), &name);
        self.w.bool("qualification_needed", true);
        self.w.bool("elaborated_type_specifier_needed", false);
        self.w.bool("partially_hidden_by_microsoft_injected_class_name", false);
        self.w.bool("is_class_member", false);
        self.w.bool("hidden_by_simulated_injected_class_name", false);
        self.w.bool("hidden_by_class_name", false);
        self.w.bool("hidden_by_template_parameter", false);
    }

    fn class_scope_and_supplement(&mut self, e: EntityId, hidden: Option<Key>) {
        let (complete, size, align, routines) = match &self.il.entity(e).kind {
            EntityKind::Class(c) => (
                c.complete,
                c.size,
                c.align.max(1),
                c.members
                    .iter()
                    .copied()
                    .find(|m| matches!(self.il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(_)))),
            ),
            _ => return,
        };
        let parent = self.il.entity(e).parent;
        let name = self.qualified_name(e);
        let own = self.own_type.get(&e.0).copied();
        if complete {
            self.w.entry(Key::ScopeOf(e.0));
            self.w.field("next", "NULL");
            match parent {
                Some(p) => self.w.ptr("parent", Some(Key::ScopeOf(p.0))),
                None => self.w.ptr("parent", Some(Key::FileScope)),
            }
            self.w.field("kind", "sck_class_struct_union");
            match own {
                Some(t) => self.w.ptr_text("assoc_type", Key::Type(t.0), &name),
                None => self.w.field("assoc_type", "NULL"),
            }
            for f in ["assoc_block", "lifetime", "constants", "types", "variables", "nonstatic_variables", "labels"] {
                self.w.field(f, "NULL");
            }
            match routines {
                Some(r) => {
                    let n = self.il.entity(r).name.clone();
                    self.w.ptr_text("routines", Key::Entity(r.0), &n)
                }
                None if self.implicit_classes.contains(&e.0) => {
                    let n = self.il.entity(e).name.clone();
                    self.w.ptr_text("routines", Key::Imp("routine", e.0, 10), &n)
                }
                None => self.w.field("routines", "NULL"),
            }
            for f in ["asm_entries", "scopes", "using_declarations", "using_directives", "dynamic_inits", "pragmas"] {
                self.w.field(f, "NULL");
            }
            match hidden {
                Some(k) => self.w.ptr("hidden_names", Some(k)),
                None => self.w.field("hidden_names", "NULL"),
            }
            self.w.field("templates", "NULL");
        }
        self.w.entry(Key::ClassSupplement(e.0));
        self.w.field("base_classes", "NULL");
        self.w.field("direct_base_classes", "NULL");
        self.w.field("preorder_base_classes", "NULL");
        self.w.field("primary_base_class", "NULL");
        self.w.field("size_without_virtual_base_classes", &format!("{}", if complete { size } else { 0 }));
        self.w.field("alignment_without_virtual_base_classes", &format!("{}", if complete { align } else { 1 }));
        self.w.field("highest_virtual_function_number", "65535");
        self.w.field("virtual_function_info_offset", "0");
        if complete {
            self.w.field("surrounding_name_linkage_state", "C++");
        }
        self.w.bool("contains_error", false);
        if self.local_type_checked.contains(&e.0) {
            self.w.bool("contains_local_type", false);
        }
        if self.unnamed_type_checked.contains(&e.0) {
            self.w.bool("contains_unnamed_namespace_type", false);
        }
        self.w.bool("does_not_contain_deprecated_or_unavailable_type", true);
        if complete {
            self.w.ptr("assoc_scope", Some(Key::ScopeOf(e.0)));
        } else {
            self.w.field("assoc_scope", "NULL");
        }
        // A class one of whose own constructors is used has its allocation
        // functions looked up (for a `new` of it that the constructor may
        // leave by an exception): the global `operator new(size_t)` and
        // sized `operator delete`.
        if self.has_used_constructor(e) {
            let (new_fn, delete_fn) = predeclared::class_allocation_routines();
            self.w.ptr_text("assoc_operator_new_routine", new_fn, "operator new");
            self.w.ptr_text("assoc_operator_delete_routine", delete_fn, "operator delete");
        } else {
            self.w.field("assoc_operator_new_routine", "NULL");
            self.w.field("assoc_operator_delete_routine", "NULL");
        }
        self.w.field("min_template_arguments", "-1");
    }

    /// The text of the pointer type a routine's name decays to.
    fn decayed_pointer_text(&self, e: EntityId) -> String {
        let mut p = String::new();
        if let EntityKind::Routine(r) = &self.il.entity(e).kind {
            self.declarator(r.ty, "(*)", &mut p, 0);
        }
        p
    }

    /// Whether some class's own constructor is needed (its supplement's
    /// allocation functions are then needed too).
    fn allocation_functions_needed(&self) -> bool {
        self.allocation_needed
    }

    /// Whether a constructor the class declares (not an implicit one) is
    /// referenced.
    fn has_used_constructor(&self, cls: EntityId) -> bool {
        let EntityKind::Class(ci) = &self.il.entity(cls).kind else { return false };
        ci.members.iter().any(|m| {
            let x = self.il.entity(*m);
            x.referenced && matches!(&x.kind, EntityKind::Routine(r) if r.special == SpecialMember::Constructor && r.body.is_some())
        })
    }

    /// The fields of a `name-reference` entry (the header is written).
    fn name_reference_fields(&mut self, primary: bool) {
        self.w.field("next", "NULL");
        self.name_reference_tail(false, primary);
    }

    /// A `name-reference` entry's fields after `next`.
    fn name_reference_tail(&mut self, from_instance: bool, primary: bool) {
        self.w.field("qualifier", "NULL");
        self.w.field("num_template_arguments", "-1");
        self.w.bool("is_global_qualified_name", false);
        self.w.bool("is_template_id", false);
        self.w.bool("is_super_qualified", false);
        self.w.bool("is_decltype_qualified", false);
        self.w.bool("from_prototype_instantiation", from_instance);
        self.w.bool("used_in_primary_declarator", primary);
    }

    /// A routine's own function type (EDG gives every declaration its
    /// own), preceded by its parameter entries.
    /// A routine's function type, preceded by its parameter entries. A
    /// definition has a second copy, its declared type (EDG gives the
    /// defining declaration a type of its own), whose parameters point at
    /// new nodes for the same default-argument constants.
    fn routine_type(&mut self, e: EntityId) {
        let mut defaults = Vec::new();
        self.routine_type_pass(e, false, &mut defaults);
        if self.has_declared_type_copy(e) {
            self.routine_type_pass(e, true, &mut defaults);
        }
    }

    /// Whether a routine's defining declaration has a function type of its
    /// own: a definition with parameters (without, it shares the type).
    fn has_declared_type_copy(&self, e: EntityId) -> bool {
        match &self.il.entity(e).kind {
            EntityKind::Routine(r) if r.body.is_some() => {
                matches!(self.il.ty(self.il.canonical(r.ty)), TypeKind::Function(f) if !f.params.is_empty())
            }
            _ => false,
        }
    }

    fn routine_type_pass(&mut self, e: EntityId, second: bool, defaults: &mut Vec<Option<(Key, String, TypeId, crate::source::Pos)>>) {
        let pk = |i: u32| if second { Key::Imp("param-type", e.0, 0x100 + i) } else { Key::ParamType(e.0, i) };
        let tk = if second { Key::Imp("type", e.0, 0x100) } else { Key::RoutineType(e.0) };
        let ent = self.il.entity(e).clone();
        let EntityKind::Routine(r) = &ent.kind else { return };
        let TypeKind::Function(f) = self.il.ty(self.il.canonical(r.ty)).clone() else { return };
        let needed = self.routine_needed(e);
        // The pointer a use of the routine decays to, a based type of the
        // routine's own type.
        let pointer = !second && self.decayed_routines.contains(&e.0);
        if pointer {
            let d = self.routine_type_text(e);
            let mut p = String::new();
            self.declarator(r.ty, "(*)", &mut p, 0);
            self.w.entry(Key::Imp("type", e.0, 0x300));
            self.source_corresp(None, None, true, needed);
            self.w.field("next", "NULL");
            self.w.field("based_types", "NULL");
            self.w.field("size", "8");
            self.w.field("alignment", "8");
            self.w.field("kind", "tk_pointer");
            self.w.ptr_text("type_pointed_to", tk.clone(), &d);
            self.w.bool("is_reference", false);
            let _ = p;
        }
        for p in &f.params {
            self.ensure_type(*p, 0);
        }
        self.ensure_type(f.ret, 0);
        let member_fn = ent.parent.is_some_and(|p| matches!(self.il.entity(p).kind, EntityKind::Class(_)));
        for (i, p) in f.params.iter().enumerate() {
            let default_arg = if second {
                match defaults.get(i).cloned().flatten() {
                    Some((ck, text, t, pos)) => {
                        let node = Key::Imp("expr-node", e.0, 0x2000 + i as u32);
                        self.w.entry(node.clone());
                        let tt = self.type_text(t);
                        self.w.ptr_text("type", Key::Type(t.0), &tt);
                        self.w.field("next", "NULL");
                        self.w.field("kind", "enk_constant");
                        self.w.ptr_text("constant", ck, &text);
                        self.position("position", pos);
                        Some((node, text))
                    }
                    None => None,
                }
            } else {
                let d = r.default_args.get(i).copied().flatten().and_then(|d| self.default_arg_entries(e.0, i as u32, d, *p));
                defaults.push(d.as_ref().map(|x| (x.2.clone(), x.1.clone(), x.3, x.4)));
                d.map(|x| (x.0, x.1))
            };
            self.w.entry(pk(i as u32));
            if i + 1 < f.params.len() {
                self.w.ptr("next", Some(pk(i as u32 + 1)));
            } else {
                self.w.field("next", "NULL");
            }
            let d = self.type_text(*p);
            self.w.ptr_text("type", Key::Type(p.0), &d);
            let declared = r
                .params
                .get(i)
                .and_then(|v| match self.il.entities.get(v.0 as usize).map(|x| &x.kind) {
                    Some(EntityKind::Variable(v)) => Some(v.declared_ty.unwrap_or(v.ty)),
                    _ => None,
                })
                .unwrap_or(*p);
            let d = self.type_text(declared);
            self.w.ptr_text("declared_type", Key::Type(declared.0), &d);
            let name = r.params.get(i).and_then(|v| self.il.entities.get(v.0 as usize)).map(|x| x.name.clone());
            if let Some(n) = name.filter(|n| !n.is_empty()) {
                self.w.ptr_text("name", Key::IdName(n.clone()), &quoted(&n));
            }
            if default_arg.is_some() {
                self.w.bool("has_default_arg", true);
                if member_fn {
                    self.w.bool("default_arg_appeared_in_class_definition", true);
                }
            }
            self.w.field("param_num", &format!("{}", i + 1));
            if let Some((k, _)) = default_arg {
                self.w.ptr("default_arg_expr", Some(k));
            }
        }
        self.w.entry(tk);
        self.source_corresp(None, None, true, needed);
        self.w.field("next", "NULL");
        if pointer {
            let t = self.decayed_pointer_text(e);
            self.w.field("based_types", "");
            self.w.ptr_text("  pointer", Key::Imp("type", e.0, 0x300), &t);
        } else {
            self.w.field("based_types", "NULL");
        }
        self.w.field("size", "0");
        self.w.field("alignment", "1");
        self.w.field("kind", "tk_routine");
        // A constructor's or destructor's function type returns void.
        let structor = matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor);
        let ret = match self.il.find_type(&TypeKind::Void) {
            Some(v) if structor => v,
            _ => f.ret,
        };
        let d = self.type_text(ret);
        self.w.ptr_text("return_type", Key::Type(ret.0), &d);
        if f.params.is_empty() {
            self.w.field("param_type_list", "NULL");
        } else {
            self.w.ptr("param_type_list", Some(pk(0)));
        }
        let member = ent.parent.filter(|p| matches!(self.il.entity(*p).kind, EntityKind::Class(_)));
        // The routine's own type names it (a definition's declared type
        // does not; nor does a non-member's or a constructor's declaration).
        let defined = r.body.is_some();
        match member {
            _ if second => self.w.field("assoc_routine", "NULL"),
            _ if defined => self.w.ptr_text("assoc_routine", Key::Entity(e.0), &ent.name.clone()),
            Some(_) if !structor => self.w.ptr_text("assoc_routine", Key::Entity(e.0), &ent.name.clone()),
            _ => self.w.field("assoc_routine", "NULL"),
        }
        if f.variadic {
            self.w.bool("has_ellipsis", true);
        }
        self.w.bool("prototyped", true);
        if r.special == SpecialMember::Constructor {
            self.w.bool("assoc_routine_is_ctor", true);
        }
        let c = self.name_linkage(e) == "C";
        self.w.field("routine_name_linkage", if c { "C" } else { "C++" });
        if c {
            self.w.bool("routine_name_linkage_is_explicit", true);
        }
        if member.is_some() && !r.is_static_member {
            self.w.bool("has_this_param", true);
        }
        // EDG knows the C library's `printf` and gives its type the
        // argument-checking pragma of its builtin table.
        if c && f.variadic && ent.parent.is_none() && ent.name == "printf" {
            self.w.field("arg_pragma", "__printf_args");
        }
        self.w.field("fmt_arg", "0");
        self.w.field("format_first_subst_arg", "0");
        self.w.field("calling_convention", "<default>");
        if let (Some(cls), false) = (member, r.is_static_member) {
            if let Some(t) = self.own_type.get(&cls.0).copied() {
                let n = self.qualified_name(cls);
                self.w.ptr_text("this_class", Key::Type(t.0), &n);
            }
        }
        if f.quals.is_const {
            self.w.field("qualifiers", "const");
        }
    }

    fn type_entry(&mut self, t: TypeId) {
        let kind = self.il.ty(t).clone();
        if matches!(kind, TypeKind::Error | TypeKind::TemplateParam(_)) {
            return;
        }
        self.w.entry(Key::Type(t.0));
        let named = match &kind {
            TypeKind::Class(e) | TypeKind::Enum(e) | TypeKind::Typedef(e) => Some(*e),
            _ => None,
        };
        // A class's declaration position is its name's.
        let pos = named
            .and_then(|e| self.il.tag_name_pos.get(&e).copied().or_else(|| self.il.entities.get(e.0 as usize).map(|x| x.pos)));
        let size_t = named.is_some_and(|e| Some(e.0) == self.size_t_typedef());
        let class_ref = matches!(kind, TypeKind::Class(_) | TypeKind::Enum(_)) && named.is_some_and(|e| self.class_has_name_reference(e));
        let referenced = size_t
            || class_ref
            || named.and_then(|e| self.il.entities.get(e.0 as usize)).map(|x| x.referenced).unwrap_or(true);
        let needed = self.needed_types.contains(&t.0);
        self.source_corresp(named, pos, referenced, needed);
        self.type_list_next(named);
        let based = self.based.get(&t.0).cloned().unwrap_or_default();
        self.based_list(&based);
        // A qualified type is a `tk_typeref` entry, sizeless like a typedef.
        let (size, align) = match &kind {
            TypeKind::Qualified(..) => (0, 1),
            _ => self.size_align(t, 0),
        };
        self.w.field("size", &format!("{}", size));
        self.w.field("alignment", &format!("{}", align));
        if self.exception_types.contains(&t) {
            self.w.bool("used_in_exception_or_rtti", true);
        }
        if let TypeKind::Class(e) = &kind {
            let x = self.il.entity(*e);
            if x.attributes.iter().any(|a| a.name.trim_matches('_') == "aligned") {
                self.w.bool("alignment_set_explicitly", true);
            }
            // A class defined by a declaration of its own (`struct S {…};`).
            if matches!(&x.kind, EntityKind::Class(c) if c.complete && !c.anonymous) {
                self.w.bool("autonomous_primary_tag_decl", true);
            }
        }
        if let TypeKind::Enum(e) = &kind {
            // An enum defined by a declaration of its own (`enum E {…};`,
            // not inside a typedef).
            if self.il.decls.iter().any(|d| d.entity == *e && d.defines_class) {
                self.w.bool("autonomous_primary_tag_decl", true);
            }
        }
        match &kind {
            TypeKind::Void => {
                self.w.bool("incomplete", true);
                self.w.field("kind", "tk_void");
            }
            TypeKind::Int(k) => {
                self.w.field("kind", "tk_integer");
                self.w.field("int_kind", int_name(*k));
            }
            TypeKind::SignedSpelled(x) => {
                self.w.field("kind", "tk_integer");
                if let TypeKind::Int(k) = self.il.ty(*x) {
                    self.w.field("int_kind", int_name(*k));
                }
                self.w.bool("explicitly_signed", true);
            }
            TypeKind::Float(k) => {
                self.w.field("kind", "tk_float");
                self.w.field("float_kind", float_name(*k));
            }
            TypeKind::Nullptr => {
                self.w.field("kind", "tk_nullptr");
            }
            TypeKind::Pointer(p) | TypeKind::LvalueRef(p) | TypeKind::RvalueRef(p) => {
                self.w.field("kind", "tk_pointer");
                let d = self.type_text(*p);
                self.w.ptr_text("type_pointed_to", Key::Type(p.0), &d);
                let is_ref = !matches!(kind, TypeKind::Pointer(_));
                self.w.bool("is_reference", is_ref);
                if matches!(kind, TypeKind::RvalueRef(_)) {
                    self.w.bool("is_rvalue_reference", true);
                }
            }
            TypeKind::Array(elem, _) | TypeKind::ArrayBound { elem, .. } => {
                let n = match self.il.ty(self.il.canonical(t)) {
                    TypeKind::Array(_, n) => *n,
                    _ => None,
                };
                self.w.field("kind", "tk_array");
                let d = self.type_text(*elem);
                self.w.ptr_text("element_type", Key::Type(elem.0), &d);
                if let Some(n) = n {
                    self.w.field("number_of_elements", &format!("{}", n));
                }
            }
            TypeKind::Function(f) => {
                self.w.field("kind", "tk_routine");
                let d = self.type_text(f.ret);
                self.w.ptr_text("return_type", Key::Type(f.ret.0), &d);
                self.w.field("param_type_list", "NULL");
                self.w.bool("prototyped", !f.unprototyped);
                if f.variadic {
                    self.w.bool("has_ellipsis", true);
                }
                self.w.field("routine_name_linkage", "C++");
                self.w.field("fmt_arg", "0");
                self.w.field("format_first_subst_arg", "0");
                self.w.field("calling_convention", "<default>");
            }
            TypeKind::Class(e) => {
                let key = match &self.il.entity(*e).kind {
                    EntityKind::Class(c) => c.key,
                    _ => ClassKey::Struct,
                };
                let (k, complete) = match &self.il.entity(*e).kind {
                    EntityKind::Class(c) => (key, c.complete),
                    _ => (key, false),
                };
                if !complete {
                    self.w.bool("incomplete", true);
                }
                self.w.field(
                    "kind",
                    match k {
                        ClassKey::Struct => "tk_struct",
                        ClassKey::Class => "tk_class",
                        ClassKey::Union => "tk_union",
                    },
                );
                let first_field = match &self.il.entity(*e).kind {
                    EntityKind::Class(c) => c
                        .members
                        .iter()
                        .copied()
                        .find(|m| matches!(self.il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Field(_)))),
                    _ => None,
                };
                match first_field {
                    Some(f) => {
                        let n = self.il.entity(f).name.clone();
                        self.w.ptr_text("field_list", Key::Entity(f.0), &n)
                    }
                    None => self.w.field("field_list", "NULL"),
                }
                self.w.ptr("extra_info", Some(Key::ClassSupplement(e.0)));
                // A needed class needs its definition (when it has one).
                self.w.bool("definition_needed", needed && complete && !self.il.in_template(*e));
                if complete {
                    self.w.bool("has_zero_init_component", true);
                }
            }
            TypeKind::Enum(e) => {
                self.w.field("kind", "tk_integer");
                let en = match &self.il.entity(*e).kind {
                    EntityKind::Enum(en) => Some(en.clone()),
                    _ => None,
                };
                if let Some(en) = en {
                    if let TypeKind::Int(k) = self.il.ty(self.il.canonical(en.underlying)) {
                        self.w.field("int_kind", int_name(*k));
                    }
                    self.w.bool("enum_type", true);
                    if self.il.entity(*e).name.is_empty() {
                        self.w.bool("originally_unnamed", true);
                    }
                    match en.enumerators.first() {
                        Some(c) => {
                            let n = self.il.entity(*c).name.clone();
                            self.w.ptr_text("enum_info.constant_list", Key::Entity(c.0), &n);
                        }
                        None => self.w.field("enum_info.constant_list", "NULL"),
                    }
                    if en.complete {
                        self.w.bool("enumerator_list_seen", true);
                    }
                    // No negative value: EDG notes the underlying type
                    // could be unsigned.
                    let nonneg = en.enumerators.iter().all(|c| match &self.il.entity(*c).kind {
                        EntityKind::Enumerator(x) => x.value >= 0,
                        _ => true,
                    });
                    if en.complete && !en.fixed && nonneg {
                        self.w.bool("underlying_type_should_use_unsigned", true);
                    }
                }
            }
            TypeKind::Typedef(e) => {
                self.w.field("kind", "tk_typeref");
                if let EntityKind::Typedef(to) = &self.il.entity(*e).kind {
                    let to = *to;
                    let d = self.type_text(to);
                    self.w.ptr_text("typeref_type", Key::Type(to.0), &d);
                }
                self.w.field("kind", "none");
                let c = self.extern_c_entities.contains(&e.0);
                self.w.field("surrounding_name_linkage_state", if c { "C" } else { "C++" });
            }
            TypeKind::Qualified(base, q) => {
                self.w.field("kind", "tk_typeref");
                let d = self.type_text(*base);
                self.w.ptr_text("typeref_type", Key::Type(base.0), &d);
                let mut quals = Vec::new();
                if q.is_const {
                    quals.push("const");
                }
                if q.is_volatile {
                    quals.push("volatile");
                }
                if q.is_restrict {
                    quals.push("restrict");
                }
                self.w.field("qualifiers", &quals.join(" "));
                self.w.field("kind", "none");
            }
            _ => {}
        }
    }

    /// An enum's constants, each after the name reference of its uses.
    fn enumerator_entries(&mut self, e: EntityId, t: TypeId) {
        let list = match &self.il.entity(e).kind {
            EntityKind::Enum(en) => en.enumerators.clone(),
            _ => return,
        };
        let ename = self.type_text(t);
        // The constants of a needed enum are needed with it.
        let needed = self.needed_types.contains(&t.0);
        for (i, c) in list.iter().enumerate() {
            let x = self.il.entity(*c).clone();
            let EntityKind::Enumerator(en) = &x.kind else { continue };
            if x.referenced {
                self.w.entry(Key::NameRef(c.0));
                self.name_reference_fields(false);
            }
            self.w.entry(Key::Entity(c.0));
            self.source_corresp(Some(*c), Some(x.pos), x.referenced, needed);
            match list.get(i + 1) {
                Some(n) => {
                    let nn = self.il.entity(*n).name.clone();
                    self.w.ptr_text("next", Key::Entity(n.0), &nn)
                }
                None => self.w.field("next", "NULL"),
            }
            self.w.ptr_text("type", Key::Type(t.0), &ename);
            self.w.bool("is_named_constant_definition", true);
            self.w.field("kind", "ck_integer");
            self.w.field("integer_value", &format!("{}", en.value));
        }
    }

    /// The first of an entity's name references: the latest instance's
    /// when function template instances name it.
    fn name_ref_head(&self, e: EntityId) -> Key {
        match self.instance_name_refs.get(&e.0) {
            Some(_) => Key::Imp("name-reference", e.0, 0x5000),
            None => Key::NameRef(e.0),
        }
    }

    /// The name references function template instances add to `e`'s list
    /// (newest first, chained to the reference of the code as written).
    fn instance_name_ref_entries(&mut self, e: EntityId) {
        let n = self.instance_name_refs.get(&e.0).copied().unwrap_or(0);
        for k in 0..n {
            self.w.entry(Key::Imp("name-reference", e.0, 0x5000 + k));
            let next = if k + 1 < n { Key::Imp("name-reference", e.0, 0x5000 + k + 1) } else { Key::NameRef(e.0) };
            self.w.ptr("next", Some(next));
            self.name_reference_tail(true, false);
        }
    }

    /// Fills `exception_types`: the operand type of each `throw` and
    /// `typeid` that is not a class (nor a qualified one), each once.
    fn index_exception_types(&mut self) {
        struct Thrown<'i, 'a> {
            il: &'i Il<'a>,
            out: Vec<TypeId>,
        }
        impl<'a> crate::walk::Visit<'a> for Thrown<'_, 'a> {
            fn expr(&mut self, e: &'a crate::il::Expr<'a>) -> bool {
                use crate::il::ExprKind;
                let t = match &e.kind {
                    ExprKind::Throw(Some(x)) | ExprKind::TypeidExpr(x) => Some(x.ty),
                    ExprKind::TypeidType(t) => Some(*t),
                    _ => None,
                };
                if let Some(t) = t {
                    let c = self.il.canonical(t);
                    if !matches!(self.il.ty(c), TypeKind::Class(_) | TypeKind::Error) && !self.out.contains(&c) {
                        self.out.push(c);
                    }
                }
                true
            }
        }
        let mut v = Thrown { il: self.il, out: Vec::new() };
        for (i, x) in self.il.entities.iter().enumerate() {
            let EntityKind::Routine(r) = &x.kind else { continue };
            let Some(b) = r.body else { continue };
            if self.il.in_template(EntityId(i as u32)) {
                continue;
            }
            crate::walk::walk_stmt(self.il, b, &mut v);
        }
        self.exception_types = v.out;
    }

    /// Fills `instance_name_refs`.
    fn index_instance_name_refs(&mut self) {
        struct Named<'i, 'a> {
            il: &'i Il<'a>,
            found: alloc::collections::BTreeSet<u32>,
        }
        impl<'a> crate::walk::Visit<'a> for Named<'_, 'a> {
            fn expr(&mut self, e: &'a crate::il::Expr<'a>) -> bool {
                use crate::il::ExprKind;
                let target = match &e.kind {
                    ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => Some(*x),
                    ExprKind::Member { member, .. } => Some(*member),
                    _ => None,
                };
                if let Some(x) = target {
                    let file_scope = match self.il.entities.get(x.0 as usize).map(|y| &y.kind) {
                        Some(EntityKind::Variable(v)) => !v.is_local && !v.is_param,
                        Some(EntityKind::Field(_)) => true,
                        _ => false,
                    };
                    if file_scope {
                        self.found.insert(x.0);
                    }
                }
                true
            }
        }
        let mut counts: BTreeMap<u32, u32> = BTreeMap::new();
        for (i, x) in self.il.entities.iter().enumerate() {
            let EntityKind::Routine(r) = &x.kind else { continue };
            let Some((tmpl, _)) = &r.instance_of else { continue };
            if self.il.in_template(EntityId(i as u32)) {
                continue;
            }
            // The instance's own body, or (not instantiated in our IL) the
            // template's, which names the same file-scope entities.
            let tmpl_body = match self.il.entities.get(tmpl.0 as usize).map(|t| &t.kind) {
                Some(EntityKind::Routine(t)) => t.body,
                _ => None,
            };
            let Some(b) = r.body.or(tmpl_body) else { continue };
            let mut v = Named { il: self.il, found: alloc::collections::BTreeSet::new() };
            crate::walk::walk_stmt(self.il, b, &mut v);
            // One reference per entity, however many instances name it.
            for f in v.found {
                counts.insert(f, 1);
            }
        }
        self.instance_name_refs = counts;
    }

    /// A field declared with an array bound written as a literal has an
    /// array type of its own (EDG's declarator makes one per declaration):
    /// the bound's constant converted to `unsigned long`, then the type,
    /// at the `[`. Returns whether it was displayed (one dimension only).
    fn own_array_type_entries(&mut self, f: EntityId, t: TypeId, depth: u32) -> bool {
        let Some(bounds) = self.il.field_array_bounds.get(&f) else { return false };
        let [(open, lit)] = bounds.as_slice() else { return false };
        let (open, lit) = (*open, *lit);
        let arr = self.il.canonical(t);
        let TypeKind::Array(elem, Some(n)) = self.il.ty(arr).clone() else { return false };
        if matches!(self.il.ty(self.il.canonical(elem)), TypeKind::Array(..)) {
            return false;
        }
        let Some(ulong) = self.il.find_type(&TypeKind::Int(IntKind::ULong)) else { return false };
        // The bound is parsed (and its constant made) before the element
        // type's entries are reached; its folded constant has no node.
        let Some((_, text, bound_key, _, _)) = self.literal_conversion_entries(f.0, 0x900, lit, ulong, false) else { return false };
        self.ensure_type(elem, depth + 1);
        let key = Key::Imp("type", f.0, 0x6000);
        self.w.entry(key);
        let needed = self.needed_types.contains(&arr.0);
        self.source_corresp_anonymous(Some(open), true, needed);
        self.w.field("next", "NULL");
        self.w.field("based_types", "NULL");
        let (size, align) = self.size_align(arr, 0);
        self.w.field("size", &format!("{}", size));
        self.w.field("alignment", &format!("{}", align));
        self.w.field("kind", "tk_array");
        let d = self.type_text(elem);
        self.w.ptr_text("element_type", Key::Type(elem.0), &d);
        self.w.field("number_of_elements", &format!("{}", n));
        self.w.ptr_text("bound_constant", bound_key, &text);
        self.own_array_types.insert(f.0);
        true
    }

    fn field_entry(&mut self, f: EntityId, next: Option<EntityId>) {
        let ent = self.il.entity(f).clone();
        let EntityKind::Field(fi) = &ent.kind else { return };
        // A field named in the code: the name reference of a use.
        if ent.referenced {
            self.instance_name_ref_entries(f);
            self.w.entry(Key::NameRef(f.0));
            self.name_reference_fields(false);
        }
        self.w.entry(Key::Entity(f.0));
        let needed = self.needed_fields.contains(&f.0);
        self.source_corresp(Some(f), Some(ent.pos), ent.referenced, needed);
        match next {
            Some(n) => {
                let t = self.il.entity(n).name.clone();
                self.w.ptr_text("next", Key::Entity(n.0), &t)
            }
            None => self.w.field("next", "NULL"),
        }
        let d = self.type_text(fi.ty);
        if self.own_array_types.contains(&f.0) {
            self.w.ptr_text("type", Key::Imp("type", f.0, 0x6000), &d);
        } else {
            self.w.ptr_text("type", Key::Type(fi.ty.0), &d);
        }
        self.w.field("offset", &format!("{}", fi.offset));
        if let Some(b) = fi.bit_width {
            self.w.field("bit_size", &format!("{}", b));
        }
        if fi.is_mutable {
            self.w.bool("is_mutable", true);
        }
    }

    /// A routine's type as the dump names it: a constructor's or
    /// destructor's returns `void`.
    fn routine_type_text(&self, e: EntityId) -> String {
        let EntityKind::Routine(r) = &self.il.entity(e).kind else { return String::new() };
        let mut full = self.type_text(r.ty);
        // A const member function's type carries its `const`.
        if let TypeKind::Function(f) = self.il.ty(self.il.canonical(r.ty)) {
            if f.quals.is_const && !full.ends_with(" const") {
                full.push_str(" const");
            }
        }
        if !matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor) {
            return full;
        }
        let ret = match self.il.ty(self.il.canonical(r.ty)) {
            TypeKind::Function(f) => self.type_text(f.ret),
            _ => return full,
        };
        match full.strip_prefix(ret.as_str()) {
            Some(rest) => format!("void{}", rest),
            None => full,
        }
    }

    /// A definition the translation unit must emit (see
    /// `index_needed_routines`).
    fn routine_needed(&self, e: EntityId) -> bool {
        self.needed_routines.contains(&e.0)
    }

    /// Whether declaring `e` makes EDG declare its `__builtin_` twin: a
    /// few C library functions of its builtin table (`ceil`, `strlen`,
    /// `abs`), declared at file scope.
    fn builtin_twin(&self, e: EntityId) -> bool {
        let x = self.il.entity(e);
        x.parent.is_none() && matches!(x.name.as_str(), "ceil" | "strlen" | "abs") && matches!(&x.kind, EntityKind::Routine(r) if r.body.is_none())
    }

    /// The twin `__builtin_<name>` of library function `e` (same type),
    /// shown before `e` and following it in the routine list.
    fn builtin_twin_entries(&mut self, e: EntityId) {
        let ent = self.il.entity(e).clone();
        let EntityKind::Routine(r) = &ent.kind else { return };
        let TypeKind::Function(f) = self.il.ty(self.il.canonical(r.ty)).clone() else { return };
        let name = format!("__builtin_{}", ent.name);
        let k = |kind: &'static str, n: u32| Key::Imp(kind, e.0, 0x400 + n);
        self.w.entry(k("name-reference", 1));
        self.name_reference_fields(false);
        for (i, p) in f.params.iter().enumerate() {
            self.w.entry(k("param-type", 0x10 + i as u32));
            if i + 1 < f.params.len() {
                self.w.ptr("next", Some(k("param-type", 0x11 + i as u32)));
            } else {
                self.w.field("next", "NULL");
            }
            let d = self.type_text(*p);
            self.w.ptr_text("type", Key::Type(p.0), &d);
            self.w.ptr_text("declared_type", Key::Type(p.0), &d);
            self.w.field("param_num", &format!("{}", i + 1));
        }
        let text = self.routine_type_text(e);
        self.plain_type_entry(k("type", 2), "0", "1", "tk_routine");
        let d = self.type_text(f.ret);
        self.w.ptr_text("return_type", Key::Type(f.ret.0), &d);
        if f.params.is_empty() {
            self.w.field("param_type_list", "NULL");
        } else {
            self.w.ptr("param_type_list", Some(k("param-type", 0x10)));
        }
        self.w.field("assoc_routine", "NULL");
        if f.variadic {
            self.w.bool("has_ellipsis", true);
        }
        self.w.bool("prototyped", true);
        self.w.field("routine_name_linkage", "C");
        self.w.bool("routine_name_linkage_is_explicit", true);
        self.w.field("fmt_arg", "0");
        self.w.field("format_first_subst_arg", "0");
        self.w.field("calling_convention", "<default>");
        self.w.entry(k("routine", 0));
        self.w.raw("source_corresp:\n");
        self.w.ptr_text("  name", Key::IdName(name.clone()), &quoted(&name));
        self.w.ptr("  name_references", Some(k("name-reference", 1)));
        self.w.ptr("  parent_scope", Some(Key::FileScope));
        self.w.field("  enclosing_routine", "NULL");
        self.w.bool("  referenced", false);
        self.w.bool("  needed", false);
        self.w.field("  name_linkage", "C");
        self.w.field("  attributes", "NULL");
        match self.next_in_scope(e) {
            Some(n) => {
                let t = self.il.entity(n).name.clone();
                self.w.ptr_text("next", Key::Entity(n.0), &t)
            }
            None => self.w.field("next", "NULL"),
        }
        self.w.ptr_text("type", k("type", 2), &text);
        self.w.field("function_def_number", "0");
        self.w.field("memory_region", "0");
        self.w.field("storage_class", "sc_extern");
        self.w.field("declared_storage_class", "sc_unspecified");
        self.w.field("builtin_function_kind", &name);
        self.w.bool("compiler_generated", true);
        self.w.bool("defined", false);
        self.w.bool("called", false);
        self.w.field("surrounding_name_linkage_state", "C");
        self.w.bool("definition_needed", false);
        self.w.field("declared_type", "NULL");
    }

    fn routine_entry(&mut self, e: EntityId) {
        if !self.routines_shown.insert(e.0) {
            return;
        }
        let ent = self.il.entity(e).clone();
        let EntityKind::Routine(r) = &ent.kind else { return };
        let defined = r.body.is_some();
        let region = self.regions.iter().position(|x| *x == e);
        let member = ent.parent.is_some_and(|p| matches!(self.il.entity(p).kind, EntityKind::Class(_)));
        let needed = self.routine_needed(e);
        self.w.entry(Key::NameRef(e.0));
        // The declarator of a definition is the routine's primary one.
        self.name_reference_fields(defined);
        if let Some(attrs) = self.il.routine_attributes.get(&e).cloned() {
            self.attribute_list_entries(e, &attrs, "prefix", defined);
        }
        self.routine_type(e);
        let twin = self.builtin_twin(e);
        if twin {
            self.builtin_twin_entries(e);
        }
        self.w.entry(Key::Entity(e.0));
        // A needed routine is referenced (a definition the program keeps,
        // or a function a kept body calls).
        self.source_corresp(Some(e), Some(ent.pos), ent.referenced || needed, needed);
        let class_parent = ent.parent.filter(|p| self.declared_implicit.contains(&p.0));
        match (self.next_in_scope(e), class_parent) {
            _ if twin => self.w.ptr_text("next", Key::Imp("routine", e.0, 0x400), &format!("__builtin_{}", ent.name)),
            (Some(n), _) => {
                let t = self.il.entity(n).name.clone();
                self.w.ptr_text("next", Key::Entity(n.0), &t)
            }
            // The class's last routine is followed by its implicit members.
            (None, Some(c)) => {
                let n = self.il.entity(c).name.clone();
                self.w.ptr_text("next", Key::Imp("routine", c.0, 10), &n)
            }
            (None, None) => self.w.field("next", "NULL"),
        }
        let d = self.routine_type_text(e);
        self.w.ptr_text("type", Key::RoutineType(e.0), &d);
        self.w.field("function_def_number", &format!("{}", region.map(|i| i + 1).unwrap_or(0)));
        self.w.field("memory_region", &format!("{}", region.map(|i| i + 2).unwrap_or(0)));
        let storage = match r.storage {
            StorageClass::Static if !member => "sc_static",
            _ if defined => "sc_unspecified",
            _ => "sc_extern",
        };
        self.w.field("storage_class", storage);
        self.w.field("declared_storage_class", if r.storage == StorageClass::Static { "sc_static" } else { "sc_unspecified" });
        let special = match r.special {
            SpecialMember::None => None,
            SpecialMember::Constructor => Some("sfk_constructor"),
            SpecialMember::Destructor => Some("sfk_destructor"),
            SpecialMember::Conversion => Some("sfk_conversion"),
            SpecialMember::Operator => Some("sfk_operator"),
        };
        if let Some(s) = special {
            self.w.field("special_kind", s);
        }
        if r.special == SpecialMember::Operator {
            if let Some(k) = operator_kind(&ent.name) {
                self.w.field("opname_kind", k);
            }
        }
        if r.is_virtual {
            self.w.bool("is_virtual", true);
        }
        let inline_in_class = member && defined && r.definition.is_some_and(|d| {
            self.il.decls.get(d.0 as usize).is_some_and(|d| d.pos.phys_line <= ent.pos.phys_line)
        });
        if r.is_inline || r.is_constexpr || inline_in_class {
            self.w.bool("is_inline", true);
        }
        if r.is_constexpr {
            self.w.bool("is_declared_constexpr", true);
            self.w.bool("is_constexpr", true);
        }
        self.w.bool("defined", defined);
        self.w.bool("called", ent.referenced || (needed && !defined));
        if r.is_defaulted {
            self.w.bool("is_defaulted", true);
        }
        if r.is_deleted {
            self.w.bool("is_deleted", true);
        }
        match r.exec_space {
            ExecSpace::Device => self.w.bool("device", true),
            ExecSpace::Global => self.w.bool("global", true),
            ExecSpace::Host => self.w.bool("host", true),
            ExecSpace::HostDevice => {
                self.w.bool("device", true);
                self.w.bool("host", true);
            }
            ExecSpace::ImplicitHost => {}
        }
        if twin {
            self.w.bool("implicit_alias", true);
        }
        match self.name_linkage(e) {
            "no" => {}
            l => self.w.field("surrounding_name_linkage_state", if l == "C" { "C" } else { "C++" }),
        }
        if inline_in_class {
            self.w.bool("inline_in_class_definition", true);
        }
        if region.is_some() {
            self.w.bool("is_top_level_in_mem_region", true);
        }
        self.w.bool("definition_needed", needed);
        if twin {
            let n = format!("__builtin_{}", ent.name);
            self.w.ptr_text("aliased_routine", Key::Imp("routine", e.0, 0x400), &n);
        }
        if defined {
            let d = self.routine_type_text(e);
            let k = if self.has_declared_type_copy(e) { Key::Imp("type", e.0, 0x100) } else { Key::RoutineType(e.0) };
            self.w.ptr_text("declared_type", k, &d);
        } else {
            self.w.field("declared_type", "NULL");
        }
    }

    fn variable_entry(&mut self, v: EntityId, in_function: bool) {
        let ent = self.il.entity(v).clone();
        let EntityKind::Variable(var) = &ent.kind else { return };
        let extern_only = var.storage == StorageClass::Extern && var.init.is_none();
        // A local is needed only when its routine's definition is.
        let in_needed_routine = !(var.is_local || var.is_param) || self.cur_routine.is_some_and(|r| self.routine_needed(r));
        let needed = ent.referenced && in_needed_routine;
        self.w.entry(Key::Entity(v.0));
        self.source_corresp(Some(v), Some(ent.pos), ent.referenced, needed);
        // Parameters are one list of the function scope.
        let next_param = match (var.is_param, self.cur_routine, self.param_index) {
            (true, Some(r), Some(i)) => match &self.il.entity(r).kind {
                EntityKind::Routine(rt) => rt.params.get(i as usize + 1).copied(),
                _ => None,
            },
            _ => None,
        };
        let next = if in_function { next_param } else { self.next_in_scope(v) };
        match next {
            Some(n) => {
                let t = self.il.entity(n).name.clone();
                self.w.ptr_text("next", Key::Entity(n.0), &t)
            }
            None => self.w.field("next", "NULL"),
        }
        let d = self.type_text(var.ty);
        self.w.ptr_text("type", Key::Type(var.ty.0), &d);
        if let (true, Some(r), Some(i)) = (var.is_param, self.cur_routine, self.param_index) {
            self.w.ptr("assoc_param_type", Some(Key::ParamType(r.0, i)));
        }
        let storage = match var.storage {
            StorageClass::Static => "sc_static",
            StorageClass::Extern if extern_only => "sc_extern",
            _ if in_function => "sc_auto",
            _ => "sc_unspecified",
        };
        self.w.field("storage_class", storage);
        self.w.field("declared_storage_class", if var.storage == StorageClass::Static { "sc_static" } else { "sc_unspecified" });
        self.w.bool("asm_name_is_valid", true);
        if ent.referenced {
            self.w.bool("used", true);
            if matches!(self.il.ty(self.il.canonical(var.ty)), TypeKind::Array(..)) {
                self.w.bool("address_taken", true);
            }
        }
        if var.is_param {
            self.w.bool("is_parameter", true);
        }
        if var.is_constexpr {
            self.w.bool("is_constexpr", true);
        }
        match var.memory {
            crate::il::MemorySpace::Shared => self.w.bool("shared", true),
            crate::il::MemorySpace::Constant => self.w.bool("constant", true),
            crate::il::MemorySpace::Device | crate::il::MemorySpace::Managed => self.w.bool("device", true),
            crate::il::MemorySpace::None => {}
        }
        let init_kind = match var.init {
            None => "initk_none",
            Some(_) if in_function => "initk_dynamic",
            Some(_) => "initk_static",
        };
        self.w.field("init_kind", init_kind);
        if var.init.is_some() {
            self.w.bool("has_explicit_initializer", true);
        }
        if var.is_param {
            self.w.bool("param_value_has_been_changed", false);
            self.w.bool("param_used_more_than_once", false);
        }
        if extern_only {
            self.w.field("declared_type", "NULL");
        } else {
            let dt = var.declared_ty.unwrap_or(var.ty);
            let d = self.type_text(dt);
            self.w.ptr_text("declared_type", Key::Type(dt.0), &d);
        }
    }

    // ------------------------------------------------------------ functions

    fn function_region(&mut self, region: usize, r: EntityId) {
        let ent = self.il.entity(r).clone();
        let EntityKind::Routine(rt) = &ent.kind else { return };
        self.w.raw(&format!("\n\nIntermediate language for memory region {} (function \"{}\"):\n", region, ent.name));
        self.w.set_file_scope(false);
        self.cur_routine = Some(r);
        for (i, p) in rt.params.iter().enumerate() {
            self.param_index = Some(i as u32);
            self.variable_entry(*p, true);
        }
        self.param_index = None;
        if let Some(body) = rt.body {
            // A function returning void whose body can fall off its end
            // gets an implicit `return;` at the end of its outermost block.
            let void = match self.il.ty(self.il.canonical(rt.ty)) {
                TypeKind::Function(f) => matches!(self.il.ty(self.il.canonical(f.ret)), TypeKind::Void),
                _ => false,
            };
            let implicit_return = void
                && match &body.kind {
                    StmtKind::Block(items) => !matches!(items.last().map(|s| &s.kind), Some(StmtKind::Return(..))),
                    _ => false,
                };
            self.statement(body, None, None, implicit_return, 0);
        }
        // The region's source sequence: parameters, then the statements as
        // written (pre-order), a block's end after its contents.
        let mut seq: Vec<SeqElem> = rt.params.iter().map(|p| SeqElem::Entity(*p)).collect();
        if let Some(b) = rt.body {
            self.seq_items(b, &mut seq, 0);
        }
        let entry_key = |x: &SeqElem| match x {
            SeqElem::Entity(e) => Key::SeqOf(e.0),
            SeqElem::Stmt(a) => Key::StmtSeq(*a),
            SeqElem::Wrap(a) => Key::WrapSeq(*a),
            SeqElem::End(a, ..) => Key::EndSeq(*a),
        };
        for (i, item) in seq.iter().enumerate() {
            if let SeqElem::End(a, pos, wrap) = item {
                self.w.entry(Key::EndOf(*a));
                if let Some(p) = pos {
                    self.position("position", *p);
                }
                self.w.ptr("entity", Some(if *wrap { Key::Wrap(*a) } else { Key::Stmt(*a) }));
            }
            self.w.entry(entry_key(item));
            self.w.ptr("next", seq.get(i + 1).map(entry_key));
            self.w.ptr("prev", i.checked_sub(1).and_then(|j| seq.get(j)).map(entry_key));
            match item {
                SeqElem::Entity(e) => {
                    let n = self.il.entity(*e).name.clone();
                    self.w.ptr_text("entity", Key::Entity(e.0), &n)
                }
                SeqElem::Stmt(a) => self.w.ptr("entity", Some(Key::Stmt(*a))),
                SeqElem::Wrap(a) => self.w.ptr("entity", Some(Key::Wrap(*a))),
                SeqElem::End(a, ..) => self.w.ptr("entity", Some(Key::EndOf(*a))),
            }
        }
        self.w.entry(Key::FuncScope(r.0));
        self.w.field("next", "NULL");
        self.w.ptr("parent", Some(Key::FileScope));
        self.w.field("kind", "sck_function");
        let name = ent.name.clone();
        self.w.ptr_text("routine.ptr", Key::Entity(r.0), &name);
        match rt.params.first() {
            Some(p) => {
                let n = self.il.entity(*p).name.clone();
                self.w.ptr_text("parameters", Key::Entity(p.0), &n)
            }
            None => self.w.field("parameters", "NULL"),
        }
        self.w.field("constructor_inits", "NULL");
        self.w.field("lifetime_of_local_static_vars", "NULL");
        match rt.body {
            Some(b) => self.w.ptr("assoc_block", Some(Key::Stmt(b as *const Stmt as usize))),
            None => self.w.field("assoc_block", "NULL"),
        }
        for f in ["lifetime", "constants", "types", "variables", "nonstatic_variables", "labels", "routines", "asm_entries", "scopes", "using_declarations", "using_directives", "dynamic_inits", "local_static_variable_inits", "pragmas", "hidden_names", "templates"] {
            self.w.field(f, "NULL");
        }
        match seq.first() {
            Some(x) => self.w.ptr("source_sequence_list", Some(entry_key(x))),
            None => self.w.field("source_sequence_list", "NULL"),
        }
        self.w.field("src_seq_sublist_list", "NULL");
        self.cur_routine = None;
        self.w.set_file_scope(true);
    }

    /// The source-sequence elements of statement `s` (pre-order).
    fn seq_items(&self, s: &Stmt, out: &mut Vec<SeqElem>, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let addr = s as *const Stmt as usize;
        if let StmtKind::Decl(ds) = &s.kind {
            for d in ds.iter() {
                if let Some(d) = self.il.decls.get(d.0 as usize) {
                    out.push(SeqElem::Entity(d.entity));
                }
            }
            return;
        }
        out.push(SeqElem::Stmt(addr));
        let body_position = matches!(s.kind, StmtKind::If { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::For { .. });
        for c in Self::children_of(s) {
            let caddr = c as *const Stmt as usize;
            if body_position && !matches!(c.kind, StmtKind::Block(_)) {
                // The synthetic block around a non-block body.
                out.push(SeqElem::Wrap(caddr));
                self.seq_items(c, out, depth + 1);
                out.push(SeqElem::End(caddr, None, true));
                continue;
            }
            self.seq_items(c, out, depth + 1);
        }
        if let StmtKind::Block(_) = &s.kind {
            out.push(SeqElem::End(addr, self.il.block_ends.get(&s.pos).copied(), false));
        }
    }

    /// A statement's sub-statements as the IL holds them: a body that is not
    /// a block is wrapped in a block of its own (without a position).
    fn children_of<'s>(s: &'s Stmt<'s>) -> Vec<&'s Stmt<'s>> {
        match &s.kind {
            StmtKind::Block(items) => items.iter().copied().collect(),
            StmtKind::If { then, els, .. } => core::iter::once(*then).chain(els.iter().copied()).collect(),
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } | StmtKind::Switch { body, .. } => {
                Vec::from([*body])
            }
            StmtKind::For { init, body, .. } => init.iter().copied().chain(core::iter::once(*body)).collect(),
            StmtKind::RangeFor { body, .. } => Vec::from([*body]),
            StmtKind::Try { body, handlers } => core::iter::once(*body).chain(handlers.iter().map(|h| h.body)).collect(),
            StmtKind::Case { stmt, .. } | StmtKind::Default { stmt } | StmtKind::Label { stmt, .. } => Vec::from([*stmt]),
            _ => Vec::new(),
        }
    }

    /// Displays `s` after its sub-statements (the reference's order).
    fn statement(&mut self, s: &Stmt, parent: Option<Key>, next: Option<Key>, implicit_return: bool, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        // A declaration's variables come before the statement.
        if let StmtKind::Decl(ds) = &s.kind {
            for d in ds.iter() {
                let e = self.il.decls.get(d.0 as usize).map(|d| d.entity);
                if let Some(e) = e {
                    if matches!(self.il.entities.get(e.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(_))) {
                        self.variable_entry(e, true);
                    }
                }
            }
        }
        let me = Key::Stmt(s as *const Stmt as usize);
        let is_body = |p: &Stmt| matches!(p.kind, StmtKind::Block(_));
        // Sub-statements, non-block bodies wrapped.
        let children = Self::children_of(s);
        let body_position = matches!(s.kind, StmtKind::If { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::For { .. });
        let mut keys: Vec<Key> = Vec::new();
        for c in &children {
            let ck = Key::Stmt(*c as *const Stmt as usize);
            keys.push(if body_position && !is_body(c) { Key::Wrap(*c as *const Stmt as usize) } else { ck });
        }
        // The statement's own expressions come before its sub-statements.
        match &s.kind {
            StmtKind::Expr(e) => self.expr(e, None, false, true, 0),
            StmtKind::Return(Some(e), _) => self.expr(e, None, false, false, 0),
            StmtKind::If { cond: crate::il::Cond::Expr(e), .. } => self.expr(e, None, false, false, 0),
            _ => {}
        }
        let mut implicit_key = None;
        if implicit_return {
            implicit_key = Some(Key::ImplicitReturn(s as *const Stmt as usize));
        }
        let in_block = matches!(s.kind, StmtKind::Block(_));
        for (i, c) in children.iter().enumerate() {
            let sib = if in_block {
                keys.get(i + 1).cloned().or_else(|| implicit_key.clone())
            } else {
                None
            };
            match keys.get(i).cloned() {
                Some(Key::Wrap(w)) => {
                    self.statement(c, Some(Key::Wrap(w)), None, false, depth + 1);
                    self.block_entry(Key::Wrap(w), Some(me.clone()), None, Some(Key::Stmt(w)), None);
                }
                _ => self.statement(c, Some(me.clone()), sib, false, depth + 1),
            }
        }
        if let Some(k) = implicit_key.clone() {
            self.w.entry(k);
            self.w.field("next", "NULL");
            self.w.ptr("parent", Some(me.clone()));
            self.w.field("attributes", "NULL");
            self.w.field("kind", "stmk_return");
            self.w.field("expr", "NULL");
        }
        if let StmtKind::Block(_) = &s.kind {
            let first = keys.first().cloned().or(implicit_key);
            let end = self.il.block_ends.get(&s.pos).copied();
            self.block_entry(me, parent, next, first, Some((s.pos, end)));
            return;
        }
        self.w.entry(me.clone());
        self.position("position", s.pos);
        match next {
            Some(n) => self.w.ptr("next", Some(n)),
            None => self.w.field("next", "NULL"),
        }
        match parent {
            Some(p) => self.w.ptr("parent", Some(p)),
            None => self.w.field("parent", "NULL"),
        }
        self.w.field("attributes", "NULL");
        self.w.ptr("source_sequence_entry", Some(Key::StmtSeq(s as *const Stmt as usize)));
        let kind = match &s.kind {
            StmtKind::Expr(_) => "stmk_expr",
            StmtKind::Decl(_) => "stmk_decl",
            StmtKind::Block(_) => "stmk_block",
            StmtKind::If { .. } => "stmk_if",
            StmtKind::While { .. } => "stmk_while",
            StmtKind::DoWhile { .. } => "stmk_end_test_while",
            StmtKind::For { .. } => "stmk_for",
            StmtKind::Switch { .. } => "stmk_switch",
            StmtKind::Case { .. } | StmtKind::Default { .. } => "stmk_switch_case",
            StmtKind::Break | StmtKind::Continue | StmtKind::Goto(_) | StmtKind::GotoIndirect(_) => "stmk_goto",
            StmtKind::Return(..) => "stmk_return",
            StmtKind::Label { .. } => "stmk_label",
            StmtKind::Null | StmtKind::Pragma(_) => "stmk_empty",
            StmtKind::Asm(..) => "stmk_asm",
            StmtKind::RangeFor { .. } => "stmk_for",
            StmtKind::Try { .. } => "stmk_try_block",
        };
        self.w.field("kind", kind);
        let expr_key = |e: &crate::il::Expr| Key::Expr(e as *const crate::il::Expr as usize);
        match &s.kind {
            StmtKind::Expr(e) => self.w.ptr("expr", Some(expr_key(e))),
            StmtKind::Return(e, _) => self.w.ptr("expr", e.map(|e| expr_key(e))),
            StmtKind::If { cond, els, .. } => {
                match cond {
                    crate::il::Cond::Expr(e) => self.w.ptr("expr", Some(expr_key(e))),
                    crate::il::Cond::Decl(_) => self.w.field("expr", "NULL"),
                }
                self.w.ptr("then_statement", keys.first().cloned());
                self.w.ptr("else_statement", if els.is_some() { keys.get(1).cloned() } else { None });
            }
            _ => {}
        }
    }

    /// Displays expression `e` after its operands. `next` is the next
    /// operand of the same operator; `want_lvalue` whether the context uses
    /// the object itself (else an lvalue is converted to its value, which
    /// EDG records as `orig_lvalue_type`, not as a node).
    fn expr(&mut self, e: &crate::il::Expr, next: Option<Key>, want_lvalue: bool, unused: bool, depth: u32) {
        use crate::il::{AssignOp, BinaryOp, ExprKind, UnaryOp};
        if depth > MAX_DEPTH {
            return;
        }
        let key = |x: &crate::il::Expr| Key::Expr(x as *const crate::il::Expr as usize);
        let me = key(e);
        // Operands, chained by `next`, each displayed before the operator.
        let (operands, op_name, lvalue_operands): (Vec<&crate::il::Expr>, Option<&str>, u8) = match &e.kind {
            ExprKind::Binary(op, a, b) => {
                let n = match op {
                    BinaryOp::Mul => "eok_multiply",
                    BinaryOp::Div => "eok_divide",
                    BinaryOp::Rem => "eok_remainder",
                    BinaryOp::Add => "eok_add",
                    BinaryOp::Sub => "eok_subtract",
                    BinaryOp::Shl => "eok_shiftl",
                    BinaryOp::Shr => "eok_shiftr",
                    BinaryOp::Lt => "eok_lt",
                    BinaryOp::Gt => "eok_gt",
                    BinaryOp::Le => "eok_le",
                    BinaryOp::Ge => "eok_ge",
                    BinaryOp::Eq => "eok_eq",
                    BinaryOp::Ne => "eok_ne",
                    BinaryOp::BitAnd => "eok_and",
                    BinaryOp::BitXor => "eok_xor",
                    BinaryOp::BitOr => "eok_or",
                    BinaryOp::LogAnd => "eok_land",
                    BinaryOp::LogOr => "eok_lor",
                    BinaryOp::Comma => "eok_comma",
                    BinaryOp::PtrMem => "eok_dot_star",
                    BinaryOp::PtrMemArrow => "eok_arrow_star",
                };
                (Vec::from([*a, *b]), Some(n), 0)
            }
            ExprKind::Assign(op, a, b) => {
                let n = match op {
                    AssignOp::Assign => "eok_assign",
                    AssignOp::Compound(BinaryOp::Add) => "eok_add_assign",
                    AssignOp::Compound(BinaryOp::Sub) => "eok_subtract_assign",
                    AssignOp::Compound(BinaryOp::Mul) => "eok_multiply_assign",
                    AssignOp::Compound(BinaryOp::Div) => "eok_divide_assign",
                    AssignOp::Compound(BinaryOp::Rem) => "eok_remainder_assign",
                    AssignOp::Compound(BinaryOp::Shl) => "eok_shiftl_assign",
                    AssignOp::Compound(BinaryOp::Shr) => "eok_shiftr_assign",
                    AssignOp::Compound(BinaryOp::BitAnd) => "eok_and_assign",
                    AssignOp::Compound(BinaryOp::BitOr) => "eok_or_assign",
                    AssignOp::Compound(BinaryOp::BitXor) => "eok_xor_assign",
                    AssignOp::Compound(_) => "eok_assign",
                };
                (Vec::from([*a, *b]), Some(n), 1)
            }
            ExprKind::Unary(op, a) => {
                let (n, lv) = match op {
                    UnaryOp::Plus => ("eok_unary_plus", 0),
                    UnaryOp::Minus => ("eok_negate", 0),
                    UnaryOp::Not => ("eok_not", 0),
                    UnaryOp::BitNot => ("eok_complement", 0),
                    UnaryOp::Deref => ("eok_indirect", 0),
                    UnaryOp::AddrOf => ("eok_address_of", 1),
                    UnaryOp::PreInc => ("eok_pre_incr", 1),
                    UnaryOp::PreDec => ("eok_pre_decr", 1),
                    UnaryOp::PostInc => ("eok_post_incr", 1),
                    UnaryOp::PostDec => ("eok_post_decr", 1),
                };
                (Vec::from([*a]), Some(n), lv)
            }
            ExprKind::Cond(c, a, b) => (Vec::from([*c, *a, *b]), Some("eok_question"), 0),
            ExprKind::Call { callee, args } => {
                (core::iter::once(*callee).chain(args.iter().copied()).collect(), Some("eok_call"), 0)
            }
            ExprKind::Index(a, b) => (Vec::from([*a, *b]), Some("eok_subscript"), 0),
            ExprKind::Member { base, arrow, .. } => {
                (Vec::from([*base]), Some(if *arrow { "eok_points_to_field" } else { "eok_dot_field" }), if *arrow { 0 } else { 1 })
            }
            ExprKind::Cast { expr, .. } => (Vec::from([*expr]), Some("eok_cast"), 0),
            _ => (Vec::new(), None, 0),
        };
        for (i, o) in operands.iter().enumerate() {
            let n = operands.get(i + 1).map(|x| key(x));
            self.expr(o, n, i == 0 && lvalue_operands == 1, false, depth + 1);
        }
        // A literal's constant precedes its node.
        let lit = match &e.kind {
            ExprKind::IntLit { value, .. } => Some(format!("{}", value)),
            ExprKind::CharLit { value, .. } => Some(format!("{}", value)),
            ExprKind::BoolLit(b) => Some(String::from(if *b { "true" } else { "false" })),
            _ => None,
        };
        if let Some(v) = &lit {
            self.w.entry(Key::ExprConst(me_addr(e)));
            self.source_corresp_anonymous(Some(e.pos), true, true);
            self.w.field("next", "NULL");
            let d = self.type_text(e.ty);
            self.w.ptr_text("type", Key::Type(e.ty.0), &d);
            if v == "0" {
                self.w.bool("is_simple_zero", true);
            }
            self.w.field("kind", "ck_integer");
            self.w.field("integer_value", v);
        }
        self.w.entry(me);
        let d = self.type_text(e.ty);
        let named_object = matches!(e.kind, ExprKind::Name(_) | ExprKind::QualifiedName { .. });
        let routine_ref = match &e.kind {
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                matches!(self.il.entities.get(x.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(_)))
            }
            _ => false,
        };
        // A function named in an expression decays to a pointer; the
        // function type is its `orig_lvalue_type`.
        let converted = named_object && (routine_ref || (e.lvalue && !want_lvalue));
        let decayed = match &e.kind {
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } if self.decayed_routines.contains(&x.0) => Some(*x),
            _ => None,
        };
        if let (true, Some(x)) = (routine_ref, decayed) {
            let p = self.decayed_pointer_text(x);
            self.w.ptr_text("type", Key::Imp("type", x.0, 0x300), &p);
        } else if routine_ref {
            let mut p = String::new();
            self.declarator(e.ty, "(*)", &mut p, 0);
            self.w.ptr_text("type", Key::PtrTo(e.ty.0), &p);
        } else {
            self.w.ptr_text("type", Key::Type(e.ty.0), &d);
        }
        if converted {
            self.w.ptr_text("orig_lvalue_type", Key::Type(e.ty.0), &d);
        }
        self.w.ptr("next", next);
        if e.lvalue && !converted {
            self.w.bool("is_lvalue", true);
        }
        if unused && op_name.is_some() {
            self.w.bool("result_is_not_used", true);
        }
        match &e.kind {
            ExprKind::Name(x) | ExprKind::QualifiedName { entity: x, .. } => {
                let ent = self.il.entities.get(x.0 as usize);
                let (kind, field) = match ent.map(|x| &x.kind) {
                    Some(EntityKind::Routine(_)) => ("enk_routine", "routine"),
                    Some(EntityKind::Enumerator(_)) => ("enk_constant", "constant"),
                    _ => ("enk_variable", "variable"),
                };
                self.w.field("kind", kind);
                let n = ent.map(|x| x.name.clone()).unwrap_or_default();
                self.w.ptr_text(field, Key::Entity(x.0), &n);
                self.name_reference_fields(routine_ref);
            }
            _ if lit.is_some() => {
                self.w.field("kind", "enk_constant");
                self.w.ptr_text("constant", Key::ExprConst(me_addr(e)), lit.as_deref().unwrap_or(""));
            }
            _ => {
                if let Some(op) = op_name {
                    self.w.field("kind", "enk_operation");
                    self.w.field("operation.kind", op);
                    let tk = operands.first().map(|o| self.type_kind_name(o.ty)).unwrap_or("tk_unknown");
                    let tk = if op == "eok_call" { "tk_unknown" } else { tk };
                    self.w.field("operation.type_kind", tk);
                    if op == "eok_call" || op == "eok_subscript" {
                        self.w.bool("eval_left_to_right", true);
                    }
                    if op.ends_with("assign") {
                        self.w.bool("returns_lvalue_instead_of_usual_rvalue", true);
                        self.w.bool("eval_right_to_left", true);
                    }
                    self.w.ptr("operands", operands.first().map(|o| key(o)));
                } else {
                    self.w.field("kind", "enk_error");
                }
            }
        }
        // A call is placed at its `(`: after a plainly named callee.
        let mut pos = e.pos;
        if let ExprKind::Call { callee, .. } = &e.kind {
            if let ExprKind::Name(x) = &callee.kind {
                let len = self.il.entities.get(x.0 as usize).map(|x| x.name.len()).unwrap_or(0) as u32;
                pos = callee.pos;
                pos.col += len;
            }
        }
        self.position("position", pos);
    }

    /// The entries of a parameter's default argument when it is an integer
    /// literal, converted or not to the parameter's integer type: the
    /// literal's constant and node, then (converted) the cast and the folded
    /// constant with its node. Returns the key and value text of the node
    /// the parameter points at; other default arguments are not shown.
    /// A literal `0` converted to the pointer type `param` (a null pointer
    /// default argument): the literal's constant and node, the cast, the
    /// folded constant (at the literal's position) and its node.
    fn null_pointer_entries(&mut self, r: u32, i: u32, lit: &crate::il::Expr, param: TypeId) -> Option<(Key, String, Key, TypeId, crate::source::Pos)> {
        let key = |k: &'static str, n: u32| Key::Imp(k, r, 0x1000 + i * 8 + n);
        let p = lit.pos;
        self.ensure_type(lit.ty, 0);
        self.ensure_type(param, 0);
        let lt = self.type_text(lit.ty);
        self.w.entry(key("constant", 0));
        self.source_corresp_anonymous(Some(p), true, false);
        self.w.field("next", "NULL");
        self.w.ptr_text("type", Key::Type(lit.ty.0), &lt);
        self.w.bool("is_simple_zero", true);
        self.w.field("kind", "ck_integer");
        self.w.field("integer_value", "0");
        self.w.entry(key("expr-node", 1));
        self.w.ptr_text("type", Key::Type(lit.ty.0), &lt);
        self.w.field("next", "NULL");
        self.w.field("kind", "enk_constant");
        self.w.ptr_text("constant", key("constant", 0), "0");
        self.position("position", p);
        let pt = self.type_text(param);
        self.w.entry(key("expr-node", 2));
        self.w.ptr_text("type", Key::Type(param.0), &pt);
        self.w.field("next", "NULL");
        self.w.bool("compiler_generated", true);
        self.w.field("kind", "enk_operation");
        self.w.field("operation.kind", "eok_cast");
        self.w.field("operation.type_kind", "tk_unknown");
        self.w.ptr("operands", Some(key("expr-node", 1)));
        self.position("position", p);
        let needed = self.needed_routines.contains(&r);
        self.w.entry(key("constant", 3));
        self.source_corresp_anonymous(Some(p), true, needed);
        self.w.field("next", "NULL");
        self.w.ptr_text("type", Key::Type(param.0), &pt);
        self.w.ptr_text("orig_type", Key::Type(lit.ty.0), &lt);
        self.w.ptr("expr", Some(key("expr-node", 2)));
        self.w.bool("implicit_cast", true);
        self.w.bool("is_reinterpret_like_cast", true);
        self.w.bool("is_simple_zero", true);
        self.w.bool("null_pointer_constant_ruled_out", true);
        self.w.field("kind", "ck_integer");
        self.w.field("integer_value", "0LL");
        let out_text = format!("({})0LL", pt);
        self.w.entry(key("expr-node", 4));
        self.w.ptr_text("type", Key::Type(param.0), &pt);
        self.w.field("next", "NULL");
        self.w.field("kind", "enk_constant");
        self.w.ptr_text("constant", key("constant", 3), &out_text);
        self.position("position", p);
        Some((key("expr-node", 4), out_text, key("constant", 3), param, p))
    }

    fn default_arg_entries(&mut self, r: u32, i: u32, d: &crate::il::Expr, param: TypeId) -> Option<(Key, String, Key, TypeId, crate::source::Pos)> {
        // An enumerator: one node naming the enumerator's constant (with
        // the name reference written there).
        if let crate::il::ExprKind::Name(x) | crate::il::ExprKind::QualifiedName { entity: x, .. } = &d.kind {
            if matches!(self.il.entities.get(x.0 as usize).map(|e| &e.kind), Some(EntityKind::Enumerator(_))) {
                let node = Key::Imp("expr-node", r, 0x1000 + i * 8 + 4);
                self.ensure_type(d.ty, 0);
                let name = self.il.entity(*x).name.clone();
                let t = self.type_text(d.ty);
                self.w.entry(node.clone());
                self.w.ptr_text("type", Key::Type(d.ty.0), &t);
                self.w.field("next", "NULL");
                self.w.field("kind", "enk_constant");
                self.w.ptr_text("constant", Key::Entity(x.0), &name);
                self.name_reference_fields(false);
                self.position("position", d.pos);
                return Some((node, name, Key::Entity(x.0), d.ty, d.pos));
            }
        }
        self.literal_conversion_entries(r, i, d, param, true)
    }

    /// The entries of an integer literal (converted or not to the integer
    /// type `param`), keyed under owner `r`, slot `i`: the literal's
    /// constant and node, then (converted) the cast and the folded
    /// constant with its node. Returns the last node's key, the value text,
    /// the last constant's key, its type and the position.
    fn literal_conversion_entries(
        &mut self,
        r: u32,
        i: u32,
        d: &crate::il::Expr,
        param: TypeId,
        folded_node: bool,
    ) -> Option<(Key, String, Key, TypeId, crate::source::Pos)> {
        use crate::il::{CastKind, ExprKind};
        let (lit, cast) = match &d.kind {
            // A literal of another integer type is converted (the IL may
            // keep a member's default argument unconverted).
            ExprKind::IntLit { .. } => (d, self.il.canonical(d.ty) != self.il.canonical(param)),
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } if matches!(expr.kind, ExprKind::IntLit { .. }) => (*expr, true),
            _ => return None,
        };
        let ExprKind::IntLit { value, text } = &lit.kind else { return None };
        if *value == 0 && matches!(self.il.ty(self.il.canonical(param)), TypeKind::Pointer(_)) {
            return self.null_pointer_entries(r, i, lit, param);
        }
        let suffix = |t: TypeId| match self.il.ty(self.il.canonical(t)) {
            TypeKind::Int(IntKind::UInt) => Some("U"),
            TypeKind::Int(IntKind::Long) => Some("L"),
            TypeKind::Int(IntKind::ULong) => Some("UL"),
            TypeKind::Int(IntKind::LongLong) => Some("LL"),
            TypeKind::Int(IntKind::ULongLong) => Some("ULL"),
            TypeKind::Int(IntKind::Int) => Some(""),
            _ => None,
        };
        let lit_text = format!("{}{}", value, suffix(lit.ty)?);
        let out_text = format!("{}{}", value, suffix(param)?);
        let key = |k: &'static str, n: u32| Key::Imp(k, r, 0x1000 + i * 8 + n);
        let p = lit.pos;
        let hex = text.starts_with("0x") || text.starts_with("0X") || text.starts_with("0b") || text.starts_with("0B");
        // The literal's constant and node.
        self.ensure_type(lit.ty, 0);
        self.ensure_type(param, 0);
        self.w.entry(key("constant", 0));
        self.source_corresp_anonymous(Some(p), true, false);
        self.w.field("next", "NULL");
        let lt = self.type_text(lit.ty);
        self.w.ptr_text("type", Key::Type(lit.ty.0), &lt);
        if hex {
            self.w.bool("non_arithmetic", true);
        }
        if *value == 0 {
            self.w.bool("is_simple_zero", true);
        }
        self.w.field("kind", "ck_integer");
        self.w.field("integer_value", &lit_text);
        self.w.entry(key("expr-node", 1));
        self.w.ptr_text("type", Key::Type(lit.ty.0), &lt);
        self.w.field("next", "NULL");
        self.w.field("kind", "enk_constant");
        self.w.ptr_text("constant", key("constant", 0), &lit_text);
        self.position("position", p);
        if !cast {
            return Some((key("expr-node", 1), lit_text, key("constant", 0), lit.ty, p));
        }
        // The conversion, folded into a constant of the parameter's type.
        let pt = self.type_text(param);
        self.w.entry(key("expr-node", 2));
        self.w.ptr_text("type", Key::Type(param.0), &pt);
        self.w.field("next", "NULL");
        self.w.bool("compiler_generated", true);
        self.w.field("kind", "enk_operation");
        self.w.field("operation.kind", "eok_cast");
        self.w.field("operation.type_kind", "tk_integer");
        self.w.ptr("operands", Some(key("expr-node", 1)));
        self.position("position", p);
        // The folded value is needed with its routine (a call uses it).
        let needed = self.needed_routines.contains(&r);
        self.w.entry(key("constant", 3));
        self.source_corresp_anonymous(None, true, needed);
        self.w.field("next", "NULL");
        self.w.ptr_text("type", Key::Type(param.0), &pt);
        self.w.ptr_text("orig_type", Key::Type(lit.ty.0), &lt);
        self.w.ptr("expr", Some(key("expr-node", 2)));
        self.w.field("kind", "ck_integer");
        self.w.field("integer_value", &out_text);
        if !folded_node {
            return Some((key("expr-node", 2), out_text, key("constant", 3), param, p));
        }
        self.w.entry(key("expr-node", 4));
        self.w.ptr_text("type", Key::Type(param.0), &pt);
        self.w.field("next", "NULL");
        self.w.field("kind", "enk_constant");
        self.w.ptr_text("constant", key("constant", 3), &out_text);
        self.position("position", p);
        Some((key("expr-node", 4), out_text, key("constant", 3), param, p))
    }

    /// The head of a type entry with no source position and no derived
    /// types, up to its kind (`next`, `based_types`, `size`, `alignment`).
    fn plain_type_entry(&mut self, key: Key, size: &str, alignment: &str, kind: &str) {
        self.w.entry(key);
        self.source_corresp_anonymous(None, true, false);
        self.w.field("next", "NULL");
        self.w.field("based_types", "NULL");
        self.w.field("size", size);
        self.w.field("alignment", alignment);
        self.w.field("kind", kind);
    }

    fn source_corresp_anonymous(&mut self, pos: Option<crate::source::Pos>, referenced: bool, needed: bool) {
        self.w.raw("source_corresp:\n");
        if let Some(p) = pos {
            if p.line != 0 || p.col != 0 {
                self.w.field("  decl_position.seq", &format!("{}", p.phys_line + 1));
                self.w.field("  decl_position.column", &format!("{}", p.col));
            }
        }
        self.w.field("  parent_scope", "NULL");
        self.w.field("  enclosing_routine", "NULL");
        self.w.bool("  referenced", referenced);
        self.w.bool("  needed", needed);
        self.w.field("  attributes", "NULL");
    }

    /// EDG's type-kind name of a type (`tk_integer`, `tk_pointer`, …).
    fn type_kind_name(&self, t: TypeId) -> &'static str {
        match self.il.ty(self.il.canonical(t)) {
            TypeKind::Void => "tk_void",
            TypeKind::Int(_) | TypeKind::Enum(_) => "tk_integer",
            TypeKind::Float(_) => "tk_float",
            TypeKind::Pointer(_) | TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_) | TypeKind::Nullptr => "tk_pointer",
            TypeKind::Array(..) | TypeKind::ArrayBound { .. } => "tk_array",
            TypeKind::Function(_) => "tk_routine",
            TypeKind::Class(e) => match &self.il.entity(*e).kind {
                EntityKind::Class(c) if c.key == ClassKey::Class => "tk_class",
                EntityKind::Class(c) if c.key == ClassKey::Union => "tk_union",
                _ => "tk_struct",
            },
            _ => "tk_unknown",
        }
    }

    /// A `stmk_block` entry; `span` is the block's `{` and `}` when written.
    fn block_entry(
        &mut self,
        me: Key,
        parent: Option<Key>,
        next: Option<Key>,
        first: Option<Key>,
        span: Option<(crate::source::Pos, Option<crate::source::Pos>)>,
    ) {
        self.w.entry(me.clone());
        if let Some((open, _)) = span {
            self.position("position", open);
        }
        match next {
            Some(n) => self.w.ptr("next", Some(n)),
            None => self.w.field("next", "NULL"),
        }
        match parent {
            Some(p) => self.w.ptr("parent", Some(p)),
            None => self.w.field("parent", "NULL"),
        }
        self.w.field("attributes", "NULL");
        match me {
            Key::Stmt(a) => self.w.ptr("source_sequence_entry", Some(Key::StmtSeq(a))),
            Key::Wrap(a) => self.w.ptr("source_sequence_entry", Some(Key::WrapSeq(a))),
            _ => {}
        }
        self.w.field("kind", "stmk_block");
        self.w.ptr("statements", first);
        if let Some((_, Some(close))) = span {
            self.position("final_position", close);
        }
        self.w.field("assoc_scope", "NULL");
        self.w.field("lifetime", "NULL");
        self.w.bool("end_of_block_reachable", false);
    }

    fn position(&mut self, label: &str, p: crate::source::Pos) {
        if p.line != 0 || p.col != 0 {
            self.w.field(&format!("{}.seq", label), &format!("{}", p.phys_line + 1));
            self.w.field(&format!("{}.column", label), &format!("{}", p.col));
        }
    }

    // ------------------------------------------------------------ types as text

    fn size_align(&self, t: TypeId, depth: u32) -> (u64, u64) {
        if depth > MAX_DEPTH {
            return (0, 1);
        }
        match self.il.ty(t) {
            TypeKind::Int(k) => (k.size(), k.size()),
            TypeKind::Float(FloatKind::Float) => (4, 4),
            TypeKind::Float(FloatKind::Double) => (8, 8),
            TypeKind::Float(_) => (16, 16),
            TypeKind::Nullptr | TypeKind::Pointer(_) | TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_) => (8, 8),
            TypeKind::Array(e, n) => {
                let (s, a) = self.size_align(*e, depth + 1);
                (s.saturating_mul(n.unwrap_or(0)), a)
            }
            TypeKind::ArrayBound { array, .. } => self.size_align(*array, depth + 1),
            TypeKind::SignedSpelled(x) => self.size_align(*x, depth + 1),
            TypeKind::Class(e) => match &self.il.entity(*e).kind {
                EntityKind::Class(c) if c.complete => (c.size, c.align.max(1)),
                _ => (0, 1),
            },
            TypeKind::Enum(e) => match &self.il.entity(*e).kind {
                EntityKind::Enum(en) => self.size_align(en.underlying, depth + 1),
                _ => (4, 4),
            },
            TypeKind::Qualified(b, _) => self.size_align(*b, depth + 1),
            _ => (0, 1),
        }
    }

    /// A type as the dump names it after a pointer (`int [8]`, `void (int)`).
    fn type_text(&self, t: TypeId) -> String {
        let mut s = String::new();
        self.declarator(t, "", &mut s, 0);
        s
    }

    fn declarator(&self, t: TypeId, inner: &str, out: &mut String, depth: u32) {
        if depth > MAX_DEPTH {
            out.push_str("<type>");
            return;
        }
        let join = |base: &str, inner: &str| -> String {
            if inner.is_empty() {
                String::from(base)
            } else {
                format!("{} {}", base, inner)
            }
        };
        match self.il.ty(t) {
            TypeKind::Void => out.push_str(&join("void", inner)),
            TypeKind::Int(k) => out.push_str(&join(int_name(*k), inner)),
            TypeKind::Float(k) => out.push_str(&join(float_name(*k), inner)),
            TypeKind::Nullptr => out.push_str(&join("std::nullptr_t", inner)),
            TypeKind::PackExpansion(x) => self.declarator(*x, inner, out, depth + 1),
            TypeKind::Class(e) | TypeKind::Enum(e) | TypeKind::Typedef(e) | TypeKind::TemplateParam(e) => {
                let n = self.qualified_name(*e);
                out.push_str(&join(&n, inner))
            }
            TypeKind::MemberPointer(p, c) => {
                let mut cls = String::new();
                self.declarator(*c, "", &mut cls, depth + 1);
                let inner2 = format!("{}::*{}", cls, inner);
                self.declarator(*p, &inner2, out, depth + 1);
            }
            TypeKind::Pointer(p) | TypeKind::LvalueRef(p) | TypeKind::RvalueRef(p) => {
                let op = match self.il.ty(t) {
                    TypeKind::Pointer(_) => "*",
                    TypeKind::LvalueRef(_) => "&",
                    _ => "&&",
                };
                let needs_paren = matches!(self.il.ty(*p), TypeKind::Array(..) | TypeKind::Function(_) | TypeKind::ArrayBound { .. });
                let inner2 = if needs_paren { format!("({}{})", op, inner) } else { format!("{}{}", op, inner) };
                self.declarator(*p, &inner2, out, depth + 1);
            }
            TypeKind::Array(e, n) => {
                let b = match n {
                    Some(n) => format!("{}[{}]", inner, n),
                    None => format!("{}[]", inner),
                };
                self.declarator(*e, &b, out, depth + 1);
            }
            TypeKind::ArrayBound { array, .. } => self.declarator(*array, inner, out, depth + 1),
            TypeKind::SignedSpelled(x) => match self.il.ty(*x) {
                TypeKind::Int(k) => out.push_str(&join(&format!("signed {}", int_name(*k)), inner)),
                _ => self.declarator(*x, inner, out, depth + 1),
            },
            TypeKind::Function(f) => {
                let mut params = String::new();
                for (i, p) in f.params.iter().enumerate() {
                    if i > 0 {
                        params.push_str(", ");
                    }
                    self.declarator(*p, "", &mut params, depth + 1);
                }
                if f.variadic {
                    params.push_str(if f.params.is_empty() { "..." } else { ", ..." });
                }
                let inner2 = format!("{}({})", inner, params);
                self.declarator(f.ret, &inner2, out, depth + 1);
            }
            TypeKind::Qualified(b, q) => {
                let mut qs = String::new();
                if q.is_const {
                    qs.push_str("const ");
                }
                if q.is_volatile {
                    qs.push_str("volatile ");
                }
                if matches!(self.il.ty(*b), TypeKind::Pointer(_)) {
                    let inner2 = join(qs.trim_end(), inner);
                    self.declarator(*b, &inner2, out, depth + 1);
                } else {
                    out.push_str(&qs);
                    self.declarator(*b, inner, out, depth + 1);
                }
            }
            TypeKind::Error => out.push_str(&join("<error-type>", inner)),
        }
    }

    fn qualified_name(&self, e: EntityId) -> String {
        let mut parts: Vec<&str> = Vec::new();
        let mut cur = Some(e);
        for _ in 0..64 {
            let Some(c) = cur else { break };
            let Some(ent) = self.il.entities.get(c.0 as usize) else { break };
            parts.push(if ent.name.is_empty() { "<unnamed>" } else { ent.name.as_str() });
            cur = ent.parent;
        }
        parts.reverse();
        parts.join("::")
    }
}

fn me_addr(e: &crate::il::Expr) -> usize {
    e as *const crate::il::Expr as usize
}

fn linkage_name(l: Linkage) -> &'static str {
    match l {
        Linkage::None => "no",
        Linkage::Internal => "internal",
        Linkage::External => "C++",
        Linkage::ExternalC => "C",
    }
}

/// `opname_kind` of an operator function, from its name.
fn operator_kind(name: &str) -> Option<&'static str> {
    let op = name.strip_prefix("operator")?.trim_start();
    Some(match op {
        "new" => "onk_new",
        "delete" => "onk_delete",
        "new[]" | "new []" => "onk_array_new",
        "delete[]" | "delete []" => "onk_array_delete",
        "+" => "onk_plus",
        "-" => "onk_minus",
        "*" => "onk_star",
        "/" => "onk_divide",
        "%" => "onk_remainder",
        "^" => "onk_excl_or",
        "&" => "onk_ampersand",
        "|" => "onk_or",
        "~" => "onk_complement",
        "!" => "onk_not",
        "=" => "onk_assign",
        "<" => "onk_lt",
        ">" => "onk_gt",
        "+=" => "onk_plus_assign",
        "-=" => "onk_minus_assign",
        "*=" => "onk_times_assign",
        "/=" => "onk_divide_assign",
        "%=" => "onk_remainder_assign",
        "^=" => "onk_excl_or_assign",
        "&=" => "onk_and_assign",
        "|=" => "onk_or_assign",
        "<<" => "onk_shift_left",
        ">>" => "onk_shift_right",
        ">>=" => "onk_shift_right_assign",
        "<<=" => "onk_shift_left_assign",
        "==" => "onk_eq",
        "!=" => "onk_ne",
        "<=" => "onk_le",
        ">=" => "onk_ge",
        "&&" => "onk_and_and",
        "||" => "onk_or_or",
        "++" => "onk_plus_plus",
        "--" => "onk_minus_minus",
        "," => "onk_comma",
        "->*" => "onk_arrow_star",
        "->" => "onk_arrow",
        "()" => "onk_call",
        "[]" => "onk_subscript",
        _ => return None,
    })
}

fn int_name(k: IntKind) -> &'static str {
    match k {
        IntKind::Bool => "bool",
        IntKind::Char => "char",
        IntKind::SChar => "signed char",
        IntKind::UChar => "unsigned char",
        IntKind::WChar => "wchar_t",
        IntKind::Char8 => "char8_t",
        IntKind::Char16 => "char16_t",
        IntKind::Char32 => "char32_t",
        IntKind::Short => "short",
        IntKind::UShort => "unsigned short",
        IntKind::Int => "int",
        IntKind::UInt => "unsigned int",
        IntKind::Long => "long",
        IntKind::ULong => "unsigned long",
        IntKind::LongLong => "long long",
        IntKind::ULongLong => "unsigned long long",
        IntKind::Int128 => "__int128",
        IntKind::UInt128 => "unsigned __int128",
    }
}

fn float_name(k: FloatKind) -> &'static str {
    match k {
        FloatKind::Float => "float",
        FloatKind::Double => "double",
        FloatKind::LongDouble => "long double",
        FloatKind::Float128 => "__float128",
    }
}

/// A string as the dump shows it: in quotes, `\` and `"` escaped, any byte
/// outside printable ASCII as a three-digit octal escape (`\012`).
fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\\""),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{:03o}", b)),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests;

/// Whether a declared name is an identifier (not an operator, conversion
/// or destructor name).
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_alphanumeric() || c == '_')
}
