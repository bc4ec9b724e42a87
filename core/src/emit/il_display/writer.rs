//! The dump's output conventions: entry headers with stable addresses, and
//! `label:` fields padded to column 25.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;

/// The column where a field's value starts.
const VALUE_COLUMN: usize = 25;

/// What an address stands for. Each object gets its address on first
/// mention, so the same object always shows the same address.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Key {
    Lifetime,
    FileScope,
    /// The scope of a class or namespace entity.
    ScopeOf(u32),
    ClassSupplement(u32),
    Type(u32),
    Entity(u32),
    /// An identifier's name text (shared by every entity of that name).
    IdName(String),
    /// A source-file entry (index in display order).
    SourceFile(usize),
    /// A file name's text.
    FileName(usize),
    /// A sequence-number lookup entry.
    Lookup(usize),
    /// A source-sequence entry.
    SeqEntry(usize),
    /// Fixed texts of the header (compiler version, time).
    Text(u8),
    /// A statement, by its arena address (stable within one dump).
    Stmt(usize),
    /// The name reference of an entity's declarator.
    NameRef(u32),
    /// An entity's source-sequence entry.
    SeqOf(u32),
    /// An entity's attribute (entity, index; execution/memory space, GNU
    /// attributes): the entity's `attributes:` points at index 0.
    Attribute(u32, u32),
    /// The attribute group (one `__attribute__((…))`) of an entity's
    /// attribute (entity, index of its first attribute).
    AttributeGroup(u32, u32),
    /// An attribute's name text (shared by every attribute of that name).
    AttributeName(String),
    /// An attribute's constant argument (entity, attribute index), and the
    /// constant it holds.
    AttributeArg(u32, u32),
    AttributeArgConst(u32, u32),
    /// A routine's own function type.
    RoutineType(u32),
    /// A routine's parameter entry (routine, index).
    ParamType(u32, u32),
    /// A routine's function scope.
    FuncScope(u32),
    /// The block the IL wraps around a non-block body (by the body's address).
    Wrap(usize),
    /// The implicit `return;` ending a block (by the block's address).
    ImplicitReturn(usize),
    /// A statement's source-sequence entry (by the statement's address).
    StmtSeq(usize),
    /// An expression node (by its arena address).
    Expr(usize),
    /// The constant of a literal expression (by the expression's address).
    ExprConst(usize),
    /// The end-of-construct marker of a block (by address).
    EndOf(usize),
    /// The source-sequence entry of that marker.
    EndSeq(usize),
    /// The source-sequence entry of a synthetic block (by its body's address).
    WrapSeq(usize),
    /// The pointer type to a type (a function's, when it decays).
    PtrTo(u32),
    /// An object EDG predeclares in every translation unit that our IL does
    /// not hold (kind name, index in `predeclared.rs`).
    Pre(&'static str, u32),
    /// The type of a typedef entity no type in the IL names (never used).
    TypeOf(u32),
    /// The hidden-name entry of a class scope (by the class entity).
    HiddenName(u32),
    /// A scope's hidden-name entry for a declaration of an enclosing scope
    /// (the scope's owner entity, index in its list).
    Hidden(u32, u32),
    /// An object of a class's implicit members (kind, class entity, index).
    Imp(&'static str, u32, u32),
}

impl Key {
    /// The kind name the reference prints before `@`.
    fn kind(&self) -> &'static str {
        match self {
            Key::Lifetime => "object-lifetime",
            Key::FileScope | Key::ScopeOf(_) => "scope",
            Key::ClassSupplement(_) => "class-type-supplement",
            Key::Type(_) => "type",
            Key::Entity(_) => "entity",
            Key::IdName(_) => "id-name",
            Key::SourceFile(_) => "source-file",
            Key::FileName(_) | Key::Text(_) => "other-text",
            Key::Lookup(_) => "seq-number-lookup-entry",
            Key::SeqEntry(_) => "source-sequence-entry",
            Key::Stmt(_) => "statement",
            Key::NameRef(_) => "name-reference",
            Key::SeqOf(_) => "source-sequence-entry",
            Key::Attribute(..) => "attribute",
            Key::AttributeGroup(..) => "attribute-group",
            Key::AttributeName(_) => "other-text",
            Key::AttributeArg(..) => "attribute-arg",
            Key::AttributeArgConst(..) => "constant",
            Key::RoutineType(_) => "type",
            Key::ParamType(..) => "param-type",
            Key::FuncScope(_) => "scope",
            Key::Wrap(_) | Key::ImplicitReturn(_) => "statement",
            Key::StmtSeq(_) => "source-sequence-entry",
            Key::Expr(_) => "expr-node",
            Key::ExprConst(_) => "constant",
            Key::EndOf(_) => "src-seq-end-of-construct",
            Key::EndSeq(_) | Key::WrapSeq(_) => "source-sequence-entry",
            Key::PtrTo(_) => "type",
            Key::Pre(kind, _) => kind,
            Key::TypeOf(_) => "type",
            Key::HiddenName(_) | Key::Hidden(..) => "hidden-name",
            Key::Imp(kind, ..) => kind,
        }
    }
}

pub(super) struct Writer {
    out: String,
    addrs: BTreeMap<Key, u64>,
    /// Kind names of entity keys (routine, variable, field, namespace…).
    entity_kinds: BTreeMap<u32, &'static str>,
    file_scope: bool,
    /// Keys first mentioned while displaying a function region.
    func_scope: BTreeMap<Key, ()>,
}

impl Writer {
    pub(super) fn new() -> Self {
        Writer { out: String::new(), addrs: BTreeMap::new(), entity_kinds: BTreeMap::new(), file_scope: true, func_scope: BTreeMap::new() }
    }

    pub(super) fn finish(self) -> String {
        self.out
    }

    pub(super) fn set_file_scope(&mut self, on: bool) {
        self.file_scope = on;
    }

    pub(super) fn set_entity_kind(&mut self, id: u32, kind: &'static str) {
        self.entity_kinds.insert(id, kind);
    }

    pub(super) fn raw(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn addr(&mut self, k: &Key) -> u64 {
        // An attribute's name is the identifier's own text: one string of
        // EDG's name table, so one address under either kind.
        if let Key::AttributeName(n) = k {
            return self.addr(&Key::IdName(n.clone()));
        }
        if let Some(a) = self.addrs.get(k) {
            return *a;
        }
        // Spaced like heap objects; only identity matters.
        let a = 0x1000_0000 + 0x40 * self.addrs.len() as u64;
        self.addrs.insert(k.clone(), a);
        if !self.file_scope && matches!(
                k,
                Key::Stmt(_)
                    | Key::Entity(_)
                    | Key::SeqOf(_)
                    | Key::FuncScope(_)
                    | Key::Wrap(_)
                    | Key::ImplicitReturn(_)
                    | Key::StmtSeq(_)
                    | Key::Expr(_)
                    | Key::ExprConst(_)
                    | Key::EndOf(_)
                    | Key::EndSeq(_)
                    | Key::WrapSeq(_)
            ) {
            self.func_scope.insert(k.clone(), ());
        }
        a
    }

    fn reference(&mut self, k: &Key) -> String {
        let a = self.addr(k);
        let scope = if self.func_scope.contains_key(k) { "func-scope" } else { "file-scope" };
        let kind = match k {
            Key::Entity(id) => self.entity_kinds.get(id).copied().unwrap_or("entity"),
            _ => k.kind(),
        };
        format!("{} {}@{:x}", scope, kind, a)
    }

    /// Starts an entry: a blank line, then `<scope> <kind>@<address>`.
    pub(super) fn entry(&mut self, k: Key) {
        let r = self.reference(&k);
        self.out.push('\n');
        self.out.push_str(&r);
        self.out.push('\n');
    }

    fn label(&mut self, name: &str) {
        self.out.push_str(name);
        self.out.push(':');
        let used = name.len() + 1;
        if used >= VALUE_COLUMN {
            self.out.push('\n');
            self.out.push_str(&" ".repeat(VALUE_COLUMN));
        } else {
            self.out.push_str(&" ".repeat(VALUE_COLUMN - used));
        }
    }

    pub(super) fn field(&mut self, name: &str, value: &str) {
        self.label(name);
        self.out.push_str(value);
        self.out.push('\n');
    }

    pub(super) fn bool(&mut self, name: &str, v: bool) {
        self.field(name, if v { "TRUE" } else { "FALSE" });
    }

    /// A pointer field without a description (`NULL` when absent).
    pub(super) fn ptr(&mut self, name: &str, k: Option<Key>) {
        match k {
            Some(k) => {
                let r = self.reference(&k);
                self.field(name, &r)
            }
            None => self.field(name, "NULL"),
        }
    }

    /// A pointer field followed by `: <description>`.
    pub(super) fn ptr_text(&mut self, name: &str, k: Key, text: &str) {
        let r = self.reference(&k);
        self.field(name, &format!("{}: {}", r, text));
    }
}
