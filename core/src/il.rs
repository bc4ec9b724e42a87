//! The intermediate language: the typed program the front end builds and the
//! emitters walk. Modelled on EDG's IL: entities (routines, variables, types)
//! live in ID-indexed tables; statement and expression trees are
//! arena-allocated (`bumpalo`) and threaded by one lifetime `'a`.
//!
//! Invariants:
//! - Every expression carries its type; implicit conversions are explicit
//!   `ExprKind::Cast { implicit: true, .. }` nodes, so emitters never re-derive
//!   them.
//! - `Il::source_sequence` lists the top-level declarations (and pragmas) in
//!   the order they appeared; nested class/namespace members are in the
//!   owner's own sequence.
//! - Positions (`Pos`) are logical (file, line) positions from line markers.

pub mod float;

use crate::source::{Pos, SourceMap};
pub use float::FloatConst;
use alloc::collections::{BTreeMap, BTreeSet};
use alloc::string::String;
use alloc::vec::Vec;
use bumpalo::Bump;

/// Index into `Il::types`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TypeId(pub u32);

/// Index into `Il::entities`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EntityId(pub u32);

/// Index into `Il::decls` (one declaration of an entity, as written).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeclId(pub u32);

// ---------------------------------------------------------------- types

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IntKind {
    Bool,
    Char,
    SChar,
    UChar,
    WChar,
    Char8,
    Char16,
    Char32,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
}

impl IntKind {
    /// Size in bytes under LP64.
    pub fn size(self) -> u64 {
        use IntKind::*;
        match self {
            Bool | Char | SChar | UChar | Char8 => 1,
            Short | UShort | Char16 => 2,
            Int | UInt | WChar | Char32 => 4,
            Long | ULong | LongLong | ULongLong => 8,
            Int128 | UInt128 => 16,
        }
    }
    pub fn is_signed(self) -> bool {
        use IntKind::*;
        matches!(self, Char | SChar | WChar | Short | Int | Long | LongLong | Int128)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FloatKind {
    Float,
    Double,
    LongDouble,
    Float128,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
}

impl Quals {
    pub fn any(self) -> bool {
        self.is_const || self.is_volatile || self.is_restrict
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FunctionType {
    pub ret: TypeId,
    pub params: Vec<TypeId>,
    pub variadic: bool,
    /// `()` in C style: unprototyped. Always false in C++.
    pub unprototyped: bool,
    /// `const`/`volatile` member function qualifiers.
    pub quals: Quals,
    /// A member function's ref-qualifier (`f() &`, `f() &&`).
    pub ref_qual: RefQualifier,
    /// `noexcept` written as part of a function type (`R (*)(A) noexcept`,
    /// `R (A...) noexcept(NE)`); a routine's own exception specification
    /// stays on its declaration.
    pub noexcept: FnNoexcept,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum RefQualifier {
    #[default]
    None,
    Lvalue,
    Rvalue,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FnNoexcept {
    #[default]
    None,
    Noexcept,
    /// `noexcept(e)`: index of `e` in `Il::array_bounds`.
    Expr(u32),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Void,
    Int(IntKind),
    Float(FloatKind),
    /// `decltype(nullptr)`.
    Nullptr,
    Pointer(TypeId),
    /// `T C::*`: pointer to a member of type `T` (first) of class `C` (second).
    MemberPointer(TypeId, TypeId),
    LvalueRef(TypeId),
    RvalueRef(TypeId),
    /// Element type and bound (`None` for `T[]`).
    Array(TypeId, Option<u64>),
    Function(FunctionType),
    /// A class, struct or union; the entity is `EntityKind::Class`.
    Class(EntityId),
    /// An enum; the entity is `EntityKind::Enum`.
    Enum(EntityId),
    /// A typedef name as written (sugar); the entity is `EntityKind::Typedef`.
    Typedef(EntityId),
    /// A qualified version of another type.
    Qualified(TypeId, Quals),
    /// An array whose bound was written as an expression (`[64 + 1]`, `[n]`):
    /// sugar over the canonical `array` (`Array(elem, Some(value))`); the
    /// written bound is `Il::array_bounds[bound]`. Host output prints the
    /// expression, device output the value.
    ArrayBound { elem: TypeId, array: TypeId, bound: u32 },
    /// An integer type written with an explicit `signed` (`signed int`,
    /// `long signed`): sugar over the `Int(..)` it names. EDG keeps the
    /// spelling, so output prints `signed`; identity uses the canonical type.
    SignedSpelled(TypeId),
    /// A template type parameter (`T` in `template <class T>`); the entity
    /// is `EntityKind::TemplateParam`.
    TemplateParam(EntityId),
    /// `pattern...`: a pack expansion written as a template argument
    /// (`is_same< T, Ts> ...`); expanded at instantiation.
    PackExpansion(TypeId),
    /// The type of an erroneous expression; emitters print nothing special.
    Error,
}

// ---------------------------------------------------------------- CUDA

/// A routine's execution space (clang's CUDAFunctionTarget, EDG's byte +182).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ExecSpace {
    /// No annotation: implicitly host.
    #[default]
    ImplicitHost,
    Host,
    Device,
    HostDevice,
    Global,
}

impl ExecSpace {
    pub fn runs_on_device(self) -> bool {
        matches!(self, ExecSpace::Device | ExecSpace::HostDevice | ExecSpace::Global)
    }
    pub fn runs_on_host(self) -> bool {
        matches!(self, ExecSpace::ImplicitHost | ExecSpace::Host | ExecSpace::HostDevice)
    }
    /// Device-only: `__device__` without `__host__` (kernels are separate).
    pub fn is_device_only(self) -> bool {
        matches!(self, ExecSpace::Device)
    }
}

/// A variable's memory space (EDG bytes +148/+149).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum MemorySpace {
    #[default]
    None,
    Device,
    Shared,
    Constant,
    /// `__managed__` (implies `__device__`).
    Managed,
}

/// `__launch_bounds__(max_threads, min_blocks, max_blocks_per_cluster)` and
/// friends; `None` where not given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LaunchConfig {
    pub max_threads: Option<i64>,
    pub min_blocks: Option<i64>,
    pub max_blocks_per_cluster: Option<i64>,
    pub cluster_dims: Option<[i64; 3]>,
    pub max_nreg: Option<i64>,
    pub block_size: Option<[i64; 3]>,
}

// ---------------------------------------------------------------- entities

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum StorageClass {
    #[default]
    None,
    Extern,
    Static,
    Auto,
    Register,
    Typedef,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Linkage {
    #[default]
    None,
    Internal,
    /// External, C++ language linkage.
    External,
    /// External with `extern "C"`.
    ExternalC,
}

/// A GNU `__attribute__((...))` or `[[...]]` kept for re-emission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attribute {
    /// The attribute name as written, e.g. `aligned`, `__noinline__`.
    pub name: String,
    /// The argument tokens as written (joined with single spaces), if any.
    pub args: Option<String>,
    /// Position of the `__attribute__`/`[[` that introduced it (attributes
    /// of one specifier share it; the `.int.c` re-emits them together, with
    /// a line marker when they are on a later line).
    pub pos: Pos,
    /// Position of the attribute's own name (the IL dump shows it).
    pub name_pos: Pos,
    /// Position of its first argument when that is an expression.
    pub arg_pos: Option<Pos>,
    /// Written among the declaration specifiers (before the declarator).
    pub leading: bool,
    /// A standard `[[...]]` attribute (`name` holds the text inside).
    pub std: bool,
}

#[derive(Debug, Clone)]
pub struct Routine<'a> {
    pub ty: TypeId,
    /// Parameter entities of the defining declaration (or the first one).
    pub params: Vec<EntityId>,
    pub exec_space: ExecSpace,
    pub launch: LaunchConfig,
    pub is_inline: bool,
    pub is_constexpr: bool,
    pub is_forceinline: bool,
    pub is_noinline: bool,
    pub storage: StorageClass,
    pub linkage: Linkage,
    pub body: Option<&'a Stmt<'a>>,
    /// Declaration that holds the body (if defined).
    pub definition: Option<DeclId>,
    /// Set by the device pass / keep-in-IL marking: referenced from device code.
    pub used_in_device: bool,
    /// Itanium-mangled name (filled by sema).
    pub mangled: String,
    pub special: SpecialMember,
    /// Constructor member/base initializers (`: x(vx), y(vy)`), in the order written.
    pub mem_inits: &'a [MemInit<'a>],
    pub is_virtual: bool,
    pub is_explicit: bool,
    /// `= default` / `= delete`.
    pub is_defaulted: bool,
    pub is_deleted: bool,
    /// A `static` member function.
    pub is_static_member: bool,
    /// For a function template: its template parameters (in order).
    pub template_params: Vec<EntityId>,
    /// For an instantiation: the template and its arguments.
    pub instance_of: Option<(EntityId, Vec<TemplateArg>)>,
    /// Default arguments by parameter position, accumulated over every
    /// declaration (a definition after a prototype usually repeats none, yet
    /// calls still use the prototype's defaults).
    pub default_args: Vec<Option<&'a Expr<'a>>>,
}

impl<'a> Routine<'a> {
    /// A routine of type `ty` with nothing else said about it: implicitly
    /// host, not inline, no linkage, no body (callers set what differs).
    pub fn of_type(ty: TypeId) -> Self {
        Routine {
            ty,
            params: Vec::new(),
            exec_space: ExecSpace::ImplicitHost,
            launch: LaunchConfig::default(),
            is_inline: false,
            is_constexpr: false,
            is_forceinline: false,
            is_noinline: false,
            storage: StorageClass::None,
            linkage: Linkage::None,
            body: None,
            definition: None,
            used_in_device: false,
            mangled: String::new(),
            special: SpecialMember::None,
            mem_inits: &[],
            is_virtual: false,
            is_explicit: false,
            is_defaulted: false,
            is_deleted: false,
            is_static_member: false,
            template_params: Vec::new(),
            instance_of: None,
            default_args: Vec::new(),
        }
    }
}

/// A template argument: a type, or a non-type value with its type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TemplateArg {
    Type(TypeId),
    Value(i128, TypeId),
    /// A value-dependent argument (`N`, `N - 1` inside a template): the
    /// expression as written, `Il::template_arg_exprs[index]`.
    Expr(u32),
}

/// A type named by a member of a dependent scope (`typename T::type`,
/// `typename X<T>::template apply<U>`): the placeholder entity of its
/// `TypeKind::TemplateParam` maps to this in `Il::dependent_names`.
#[derive(Debug, Clone)]
pub struct DependentName {
    /// The scope: a template parameter or a dependent specialization.
    pub scope: EntityId,
    pub name: String,
    /// `template` written before the name.
    pub template_kw: bool,
    /// Template arguments written after the name.
    pub args: Option<Vec<TemplateArg>>,
    /// The scope as written when that is sugar over `scope` (an alias
    /// template specialization, `typename A< T, U> ::type`): printed so.
    pub written_scope: Option<TypeId>,
}

/// The `template <…>` header of a declaration.
#[derive(Debug, Clone)]
pub struct TemplateHeader {
    /// Position of the `template` keyword.
    pub pos: Pos,
    pub params: Vec<EntityId>,
    /// Template parameter packs among `params`.
    pub packs: Vec<EntityId>,
}

/// One base-specifier of a class (`: public virtual B`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BaseSpec {
    /// The base type as written (a class, an instance, or dependent).
    pub ty: TypeId,
    /// The base class entity, when known (not dependent).
    pub class: Option<EntityId>,
    /// The access written, if any.
    pub access: Option<Access>,
    pub is_virtual: bool,
}

/// What kind of special member a routine is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SpecialMember {
    #[default]
    None,
    Constructor,
    Destructor,
    /// `operator T()`.
    Conversion,
    /// `operator+` etc. (the name holds `operator+`).
    Operator,
}

/// One initialization a constructor performs (`Il::ctor_inits`).
#[derive(Debug, Clone, Copy)]
pub enum CtorInit<'a> {
    Written(&'a MemInit<'a>),
    /// A base or member built by its class's default constructor.
    Default { member: EntityId, class: EntityId, ctor: EntityId, is_base: bool },
    /// A member's default member initializer.
    MemberDefault { field: EntityId, init: Init<'a> },
}

/// One member initializer of a constructor.
#[derive(Debug, Clone, Copy)]
pub struct MemInit<'a> {
    pub member: EntityId,
    /// The base class as written (a typedef, an alias template
    /// specialization), which the `.int.c` prints; `None` for a member.
    pub written: Option<TypeId>,
    pub args: &'a [&'a Expr<'a>],
    pub braces: bool,
    pub pos: Pos,
}

#[derive(Debug, Clone)]
pub struct Variable<'a> {
    pub ty: TypeId,
    pub storage: StorageClass,
    pub linkage: Linkage,
    pub memory: MemorySpace,
    pub is_constexpr: bool,
    /// `inline` written, or implied (a `static constexpr` data member).
    pub is_inline: bool,
    pub is_thread_local: bool,
    pub init: Option<Init<'a>>,
    /// True for function parameters.
    pub is_param: bool,
    /// True for block-scope variables.
    pub is_local: bool,
    /// Device builtin variables (`threadIdx`…): `__device_builtin_variable_` names.
    pub is_device_builtin: bool,
    pub mangled: String,
    /// A `static` data member.
    pub is_static_member: bool,
    /// Default argument (parameters only).
    pub default_arg: Option<&'a Expr<'a>>,
    /// For a parameter: its type as written, before array/function types
    /// were adjusted to pointers (`int m[][4]`), when that differs.
    pub declared_ty: Option<TypeId>,
}

impl<'a> Variable<'a> {
    /// A block-scope automatic variable of type `ty` with no initializer
    /// yet (range-for variables, structured bindings, handlers, `__func__`).
    pub fn local(ty: TypeId) -> Self {
        Variable {
            ty,
            storage: StorageClass::None,
            linkage: Linkage::None,
            memory: MemorySpace::None,
            is_constexpr: false,
            is_inline: false,
            is_thread_local: false,
            init: None,
            is_param: false,
            is_local: true,
            is_device_builtin: false,
            mangled: String::new(),
            is_static_member: false,
            default_arg: None,
            declared_ty: None,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Field<'a> {
    pub ty: TypeId,
    pub bit_width: Option<u32>,
    /// Byte offset (LP64 layout; for bit-fields, of the storage unit start).
    pub offset: u64,
    pub is_mutable: bool,
    /// Default member initializer (`int x = 1;`).
    pub init: Option<Init<'a>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Access {
    #[default]
    Public,
    Protected,
    Private,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClassKey {
    Struct,
    Class,
    Union,
}

#[derive(Debug, Clone)]
pub struct ClassInfo {
    pub key: ClassKey,
    pub complete: bool,
    /// Member entities (fields, member functions, nested types) in order.
    pub members: Vec<EntityId>,
    pub size: u64,
    pub align: u64,
    /// True when declared without a name (`struct { … } x;`).
    pub anonymous: bool,
    /// The member declarations in the order written (fields, member
    /// functions, nested types, static members); what emitters print.
    pub member_decls: Vec<DeclId>,
    /// Access specifiers as written: (index into `member_decls` before which
    /// it appears, access).
    pub access_specs: Vec<(usize, Access)>,
    /// For a class template: its template parameters.
    pub template_params: Vec<EntityId>,
}

#[derive(Debug, Clone)]
pub struct EnumInfo {
    pub underlying: TypeId,
    /// `enum class`/`enum struct`.
    pub scoped: bool,
    /// Fixed underlying type: written (`enum E : short`), or a scoped
    /// enum's implicit `int`.
    pub fixed: bool,
    /// The underlying type was written (what the `.int.c` prints back).
    pub written_underlying: bool,
    pub enumerators: Vec<EntityId>,
    pub complete: bool,
}

#[derive(Debug, Clone)]
pub struct Enumerator<'a> {
    pub value: i128,
    /// The initializer as written, if any.
    pub init: Option<&'a Expr<'a>>,
    pub enum_entity: EntityId,
}

#[derive(Debug, Clone)]
pub enum EntityKind<'a> {
    Routine(Routine<'a>),
    Variable(Variable<'a>),
    Field(Field<'a>),
    Class(ClassInfo),
    Enum(EnumInfo),
    Enumerator(Enumerator<'a>),
    Typedef(TypeId),
    Namespace { members: Vec<EntityId> },
    /// A template parameter: `index` in its list; `is_type` for `class T`,
    /// else a non-type parameter of type `ty`; `default` as written.
    TemplateParam { index: u32, is_type: bool, ty: Option<TypeId>, default_type: Option<TypeId>, key: TemplateParamKey },
    /// A `static_assert` declaration (namespace, class or block scope): the
    /// `.int.c` re-emits it where it was written. Unnamed, never bound.
    StaticAssert { cond: &'a Expr<'a>, message: Option<&'a str> },
    /// A using-declaration in a class or block (`using B<T>::value;`,
    /// `using std::swap;`): the scope its qualifier named (`None`: the
    /// global namespace); the entity's name is the member's. The `.int.c`
    /// re-emits it where it was written. Never bound.
    UsingDeclaration { scope: Option<EntityId> },
}

/// How a type template parameter was introduced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TemplateParamKey {
    Class,
    Typename,
    NonType,
}

/// One entity a namespace-scope using-declaration names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UsingTarget {
    pub target: EntityId,
    /// The namespace the using-declaration is in (`None`: file scope).
    pub scope: Option<EntityId>,
    /// Where the using-declaration is.
    pub pos: Pos,
}

#[derive(Debug, Clone)]
pub struct Entity<'a> {
    pub name: String,
    pub kind: EntityKind<'a>,
    /// Enclosing class or namespace (None: global scope / block scope).
    pub parent: Option<EntityId>,
    /// Position of the first declaration.
    pub pos: Pos,
    /// Declared inside a system header (line marker flag 3).
    pub in_system_header: bool,
    /// GNU attributes to re-emit.
    pub attributes: Vec<Attribute>,
    /// Referenced (odr-used) anywhere.
    pub referenced: bool,
    /// Member access (class members only).
    pub access: Access,
}

/// One declaration as written; an entity may have several (prototype, then
/// definition). Emitters print declarations, not entities.
#[derive(Debug, Clone)]
pub struct Decl<'a> {
    pub entity: EntityId,
    pub pos: Pos,
    /// Storage class as written on this declaration.
    pub storage: StorageClass,
    pub is_definition: bool,
    /// For routines: the parameter entities of this declaration (names as
    /// written here, possibly unnamed).
    pub params: Vec<EntityId>,
    /// Execution space written on this declaration.
    pub exec_space: ExecSpace,
    /// Written inside `extern "C" { … }` or with `extern "C"`.
    pub extern_c: bool,
    /// `extern "C"` written directly on this declaration (not a block), in
    /// a context of C++ linkage (EDG prints it then).
    pub extern_c_direct: bool,
    /// `extern "C++"` written directly on this declaration inside a block
    /// of C linkage (EDG prints it then).
    pub extern_cpp_direct: bool,
    /// For a variable: its initializer on this declaration.
    pub init: Option<Init<'a>>,
    /// For a class: the declaration defines the class body.
    pub defines_class: bool,
    /// Declarations sharing one declaration statement (`int a, b;`) have the
    /// same group; the first has `first_in_group`.
    pub group: u32,
    pub first_in_group: bool,
    /// Type as written in this declaration (keeps typedef sugar).
    pub ty: TypeId,
    /// For routines: the exception specification written on this
    /// declaration (the `.int.c` re-emits it).
    pub exception_spec: Option<ExceptionSpec<'a>>,
    /// Written after GNU `__extension__` (re-emitted).
    pub gnu_extension: bool,
    /// A GNU asm label on this declaration (the text inside
    /// `__asm__( … )`, re-emitted).
    pub asm_label: Option<&'a str>,
    /// For routines: the GNU attributes written on this declaration (EDG
    /// prints each declaration's own; the entity accumulates all of them).
    /// `None` where not recorded.
    pub attributes: Option<Vec<Attribute>>,
}

/// A written exception specification.
#[derive(Debug, Clone, Copy)]
pub enum ExceptionSpec<'a> {
    /// `noexcept`
    Noexcept,
    /// `noexcept(e)`
    NoexceptExpr(&'a Expr<'a>),
    /// `throw(...)`: the text between the parentheses as written.
    Throw(&'a str),
}

// ---------------------------------------------------------------- statements

#[derive(Debug, Clone)]
pub struct Stmt<'a> {
    pub pos: Pos,
    pub kind: StmtKind<'a>,
}

#[derive(Debug, Clone)]
pub enum StmtKind<'a> {
    Expr(&'a Expr<'a>),
    /// Block-scope declarations (one declaration statement).
    Decl(&'a [DeclId]),
    Block(&'a [&'a Stmt<'a>]),
    If { cond: Cond<'a>, then: &'a Stmt<'a>, els: Option<&'a Stmt<'a>> },
    While { cond: Cond<'a>, body: &'a Stmt<'a> },
    /// `while_pos`: the `while` keyword, marked in the .int.c when it is on
    /// a later line than the body's `}`.
    DoWhile { body: &'a Stmt<'a>, cond: &'a Expr<'a>, while_pos: crate::source::Pos },
    For { init: Option<&'a Stmt<'a>>, cond: Option<Cond<'a>>, step: Option<&'a Expr<'a>>, body: &'a Stmt<'a> },
    Switch { cond: Cond<'a>, body: &'a Stmt<'a> },
    Case { value: &'a Expr<'a>, stmt: &'a Stmt<'a> },
    Default { stmt: &'a Stmt<'a> },
    Break,
    Continue,
    /// `return e;`, and whether the `.int.c` keeps the parentheses written
    /// around the whole operand (`return (a + b);`, see
    /// `Parser::keeps_return_parens`).
    Return(Option<&'a Expr<'a>>, bool),
    Goto(String),
    /// GNU computed goto `goto *e;`.
    GotoIndirect(&'a Expr<'a>),
    Label { name: String, stmt: &'a Stmt<'a> },
    /// `;`
    Null,
    /// `#pragma` inside a function body (text after `#pragma `).
    Pragma(String),
    /// GNU `asm(...)` statement, kept as written, with its output and
    /// input operands' expressions in order (parsed by the device pass for
    /// the device code and by the host pass for the `.int.c`).
    Asm(String, &'a [&'a Expr<'a>]),
    /// `for (decl : range) body`: `var` is the loop variable's declaration
    /// (its type as written may be `auto`, sugar over the deduced type).
    RangeFor { var: DeclId, range: &'a Expr<'a>, body: &'a Stmt<'a> },
    /// `try { … } catch (…) { … }`: each handler's parameter declaration
    /// (`None` for `catch (...)` or an unnamed parameter type, see
    /// `Handler::ty`) and block.
    Try { body: &'a Stmt<'a>, handlers: &'a [Handler<'a>] },
}

/// One `catch` clause.
#[derive(Debug, Clone, Copy)]
pub struct Handler<'a> {
    /// The parameter declaration, when a named parameter was written.
    pub param: Option<DeclId>,
    /// The caught type when written without a name; `None` with `param`
    /// `None` is `catch (...)`.
    pub ty: Option<TypeId>,
    pub body: &'a Stmt<'a>,
    pub pos: Pos,
}

/// A condition: an expression or a declaration (`if (int x = f())`).
#[derive(Debug, Clone, Copy)]
pub enum Cond<'a> {
    Expr(&'a Expr<'a>),
    Decl(DeclId),
}

// ---------------------------------------------------------------- expressions

#[derive(Debug, Clone)]
pub struct Expr<'a> {
    pub kind: ExprKind<'a>,
    pub ty: TypeId,
    pub lvalue: bool,
    pub pos: Pos,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Plus,
    Minus,
    Not,
    BitNot,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

impl UnaryOp {
    /// The operator's token (`++` for both increments).
    pub fn symbol(self) -> &'static str {
        match self {
            UnaryOp::Plus => "+",
            UnaryOp::Minus => "-",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
            UnaryOp::Deref => "*",
            UnaryOp::AddrOf => "&",
            UnaryOp::PreInc | UnaryOp::PostInc => "++",
            UnaryOp::PreDec | UnaryOp::PostDec => "--",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
    Comma,
    /// `o.*pm`
    PtrMem,
    /// `p->*pm`
    PtrMemArrow,
}

impl BinaryOp {
    /// The operator as written (`+`, `<<`, `&&`, `,`).
    pub fn symbol(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            LogAnd => "&&",
            LogOr => "||",
            Comma => ",",
            PtrMem => ".*",
            PtrMemArrow => "->*",
        }
    }
}

/// `=` or a compound assignment (`op` is the arithmetic operator).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AssignOp {
    Assign,
    Compound(BinaryOp),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastKind {
    /// Inserted by the front end (usual conversions, argument passing, …).
    Implicit,
    /// `(T)e`
    CStyle,
    /// `T(e)`
    Functional,
    Static,
    Const,
    Reinterpret,
    Dynamic,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CharKind {
    Plain,
    Wide,
    Utf8,
    Utf16,
    Utf32,
}

#[derive(Debug, Clone)]
pub enum ExprKind<'a> {
    /// Integer literal: value, and the spelling as written (for re-emission
    /// decisions such as suffixes). The zero of a value-initialization
    /// `int()` is the literal `()` under a functional cast.
    IntLit { value: u128, text: &'a str },
    /// Floating literal: its exact value in the format of its type.
    FloatLit { value: FloatConst, text: &'a str },
    CharLit { value: u32, kind: CharKind, text: &'a str },
    /// String literal: concatenated pieces as written (with quotes/prefix).
    StringLit { pieces: &'a [&'a str], kind: CharKind },
    BoolLit(bool),
    Nullptr,
    /// A reference to a variable, routine, enumerator or parameter.
    Name(EntityId),
    /// A name written with a qualifier (`::f`, `ns::f`): `qualifier` is the
    /// qualifier as written, including the trailing `::`.
    QualifiedName { entity: EntityId, qualifier: &'a str },
    Unary(UnaryOp, &'a Expr<'a>),
    Binary(BinaryOp, &'a Expr<'a>, &'a Expr<'a>),
    Assign(AssignOp, &'a Expr<'a>, &'a Expr<'a>),
    Cond(&'a Expr<'a>, &'a Expr<'a>, &'a Expr<'a>),
    Call { callee: &'a Expr<'a>, args: &'a [&'a Expr<'a>] },
    /// `base.field` / `base->field`.
    Member { base: &'a Expr<'a>, member: EntityId, arrow: bool },
    Index(&'a Expr<'a>, &'a Expr<'a>),
    Cast { kind: CastKind, to: TypeId, expr: &'a Expr<'a> },
    SizeofType(TypeId),
    SizeofExpr(&'a Expr<'a>),
    AlignofType(TypeId),
    /// GNU `&&label`: the address of a label (`void *`).
    LabelAddr(&'a str),
    /// `typeid(T)`: an lvalue of type `const std::type_info`.
    TypeidType(TypeId),
    /// `typeid(e)`.
    TypeidExpr(&'a Expr<'a>),
    /// `{ a, b, … }` in an expression context.
    InitList(&'a [&'a Expr<'a>]),
    /// `k<<<grid, block, shmem, stream>>>(args)`: `config` holds the 2–4
    /// configuration expressions as written (converted as for
    /// `__cudaPushCallConfiguration`).
    KernelLaunch { callee: &'a Expr<'a>, config: &'a [&'a Expr<'a>], args: &'a [&'a Expr<'a>] },
    /// Constructor call `T(args)` / `T{args}` for class types.
    Construct { ty: TypeId, ctor: Option<EntityId>, args: &'a [&'a Expr<'a>], braces: bool },
    /// `new T`, `new T[n]`, `new T(args)`, `new (place) T(args)`: `ty` is
    /// the allocated type (the element type for arrays); `placement` the
    /// placement arguments (empty when none were written).
    New { ty: TypeId, array_size: Option<&'a Expr<'a>>, args: Option<&'a [&'a Expr<'a>]>, global: bool, braces: bool, placement: &'a [&'a Expr<'a>] },
    /// `delete p` / `delete[] p`.
    Delete { expr: &'a Expr<'a>, array: bool, global: bool },
    /// `pattern...` (a pack expansion in a template's argument list).
    PackExpansion(&'a Expr<'a>),
    /// A binary fold `(a op ... op b)`, `(a op ...)`, kept as written (it is
    /// expanded at instantiation).
    /// `left`: a unary left fold `(... op first)`.
    Fold { op: BinaryOp, first: &'a Expr<'a>, last: Option<&'a Expr<'a>>, left: bool },
    /// A lambda expression (`text` as written); its type is the closure
    /// class (`Il::closures`). `captures` initialize the closure's fields
    /// (in field order), evaluated where the lambda is written.
    Lambda { text: &'a str, closure: EntityId, captures: &'a [&'a Expr<'a>] },
    /// A captured entity named inside a lambda body: the closure field
    /// `field` reached through the call operator's `this` (`*this->field`
    /// when captured by reference). The `.int.c` prints the name written.
    Captured { field: EntityId, by_ref: bool },
    /// A type-trait builtin (`__is_trivially_copyable(T)`, `__is_same(T, U)`)
    /// whose value depends on template parameters; printed as written.
    TypeTrait { name: &'a str, args: &'a [TypeId] },
    /// `noexcept(e)` whose operand depends on template parameters; printed
    /// as written (an unevaluated operand: not walked).
    NoexceptOp(&'a Expr<'a>),
    /// `this`
    This,
    /// GNU statement expression `({ ... })`.
    StmtExpr(&'a Stmt<'a>),
    /// `throw e` / `throw`.
    Throw(Option<&'a Expr<'a>>),
    /// An overloaded operator used as an operator (`a + b`, `v[i]`, `f(x)`
    /// on class operands): `call` is the `Call` of the operator function
    /// (a member call `a.operator+(b)` or a non-member `operator+(a, b)`);
    /// the `.int.c` prints it in operator form, device code as the call.
    OperatorCall { op: OverloadedOp, call: &'a Expr<'a> },
    /// Erroneous expression (already diagnosed).
    Error,
}

/// Which operator an `ExprKind::OperatorCall` was written as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OverloadedOp {
    Binary(BinaryOp),
    Assign(AssignOp),
    Unary(UnaryOp),
    /// `a[i]`
    Index,
    /// `f(args)`
    Call,
    /// `p->m`
    Arrow,
}

impl<'a> Expr<'a> {
    /// The operands of an overloaded-operator call in the order written
    /// (the object first for a member operator).
    pub fn operator_operands(&self) -> alloc::vec::Vec<&'a Expr<'a>> {
        let mut v = alloc::vec::Vec::new();
        if let ExprKind::Call { callee, args } = &self.kind {
            let mut c: &'a Expr<'a> = callee;
            if let ExprKind::Cast { kind: CastKind::Implicit, expr, .. } = &c.kind {
                c = expr;
            }
            if let ExprKind::Member { base, .. } = &c.kind {
                v.push(*base);
            }
            v.extend(args.iter().copied());
        }
        v
    }
}

/// Which kind of lambda made a closure class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LambdaKind {
    /// An ordinary (host) lambda.
    Plain,
    /// An extended `__device__` lambda (`--extended-lambda`).
    Device,
    /// An extended `__host__ __device__` lambda.
    HostDevice,
}

/// The capture default written first in a lambda's capture list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptureDefault {
    None,
    /// `[=]`
    Copy,
    /// `[&]`
    Ref,
}

/// One captured entity of a lambda: a closure field and what initializes it.
#[derive(Debug, Clone, Copy)]
pub struct Capture {
    /// The closure's field (named as the variable; `this` for `this` and
    /// `*this` captures).
    pub field: EntityId,
    /// The captured variable (`None`: `this`/`*this`).
    pub var: Option<EntityId>,
    pub by_ref: bool,
    /// `*this`: the enclosing object captured by copy.
    pub star_this: bool,
}

/// A lambda expression's closure class (`Il::closures`).
#[derive(Debug, Clone)]
pub struct Closure<'a> {
    pub kind: LambdaKind,
    /// The routine the lambda is written in (`None` at namespace scope):
    /// an enclosing lambda's call operator for a nested lambda.
    pub enclosing: Option<EntityId>,
    /// The function the lambda is written in, through enclosing lambdas
    /// (what `__nv_dl_tag` names).
    pub function: Option<EntityId>,
    /// The call operator (`operator()`), whose body is the lambda's.
    pub call_op: EntityId,
    pub default: CaptureDefault,
    /// Captures in field order: explicit ones as written, then implicit
    /// ones in the order the body first names them.
    pub captures: Vec<Capture>,
    /// The capture list as written (`[=]`, `[x]`, `[*this]`).
    pub capture_text: &'a str,
    /// The parameter list was written (`[] { … }` has none).
    pub params_written: bool,
    pub mutable: bool,
    /// A trailing return type was written.
    pub ret_written: Option<TypeId>,
    /// The Itanium discriminator among the enclosing routine's closures
    /// with the same parameter types (0 for the first).
    pub discriminator: u32,
    /// For extended lambdas: the `__nv_dl_tag` number (1, 2, … in the
    /// translation unit).
    pub tag: u32,
    /// Position of the `[`.
    pub pos: Pos,
}

/// A variable initializer.
#[derive(Debug, Clone, Copy)]
pub enum Init<'a> {
    /// `= e`
    Assign(&'a Expr<'a>),
    /// `= { … }` / `{ … }` (aggregate or list)
    List(&'a [Init<'a>], bool /* written with '=' */),
    /// `(args)` direct initialization.
    Paren(&'a [&'a Expr<'a>]),
}

// ---------------------------------------------------------------- the program

/// One item of the top-level source sequence.
#[derive(Debug, Clone)]
pub enum SeqItem {
    Decl(DeclId),
    /// `#pragma` text (after `#pragma `) at `pos`.
    Pragma { text: String, pos: Pos },
    /// `extern "C" {` … `}` and `namespace n {` … `}` blocks are flattened:
    /// the emitter reconstructs linkage blocks from `Decl::extern_c`.
    Namespace { entity: EntityId, items: Vec<SeqItem>, pos: Pos },
    /// An `extern "C" { … }` block as written (filled by the parser; the
    /// declarations inside still have `Decl::extern_c`). `pos` is the
    /// position of the `extern` keyword; the closing brace is in
    /// `Il::block_ends` under `pos`. The `.int.c` re-emits the block
    /// (nested blocks too, and `extern "C++" { … }` with `cpp`).
    LinkageBlock { items: Vec<SeqItem>, pos: Pos, cpp: bool },
    /// A namespace-scope `using` declaration or directive, or a namespace
    /// alias, at `pos` (its first keyword); the `.int.c` re-emits it.
    Using { kind: UsingKind, pos: Pos },
}

/// What a namespace-scope `using` item names.
#[derive(Debug, Clone)]
pub enum UsingKind {
    /// `using q::name;`: the scope the qualifier named (`None` for the
    /// global namespace, written `::name`) and the member's name.
    Declaration { scope: Option<EntityId>, name: String },
    /// `using namespace n;`.
    Directive { target: EntityId },
    /// `namespace alias = n;`.
    Alias { name: String, target: EntityId },
}

pub struct Il<'a> {
    pub arena: &'a Bump,
    pub types: Vec<TypeKind>,
    pub entities: Vec<Entity<'a>>,
    pub decls: Vec<Decl<'a>>,
    pub source_sequence: Vec<SeqItem>,
    /// The preprocessed text and its map (for positions and file names).
    pub source_text: &'a str,
    pub source_map: SourceMap,
    /// The primary source file name (as in the first line marker).
    pub primary_file: String,
    /// `__builtin_va_list`: a typedef of `char *` (how it is modelled),
    /// made at its first use so the host output keeps its name.
    pub builtin_va_list: Option<EntityId>,
    /// Position of the closing `}` of each braced construct, keyed by the
    /// position the IL records for the construct: `Stmt::pos` of a
    /// `StmtKind::Block` (its `{`), the `pos` of a `SeqItem::Namespace` /
    /// `SeqItem::LinkageBlock`, and `Decl::pos` of a class/enum definition.
    /// Filled by the parser; the emitters print a line marker before a `}`
    /// that is on a later line (as EDG does).
    pub block_ends: BTreeMap<Pos, Pos>,
    /// Array bound expressions as written (see `TypeKind::ArrayBound`).
    pub array_bounds: Vec<&'a Expr<'a>>,
    /// The parameters written in the function types of an entity's
    /// declarator other than its own (`void (*cb)(void *user)`), outermost
    /// first: printing sugar only, as the interned function types carry no
    /// names (host output prints the names, device and stub code do not).
    pub written_fn_params: BTreeMap<EntityId, Vec<Vec<EntityId>>>,
    /// Value-dependent template arguments as written (`TemplateArg::Expr`).
    pub template_arg_exprs: Vec<&'a Expr<'a>>,
    /// Template parameter packs (`class... Ts`).
    pub pack_params: alloc::collections::BTreeSet<EntityId>,
    /// In an instantiation, the number of arguments a pack's binding
    /// stands for (the binding names the first; `sizeof...` is this).
    pub pack_lengths: BTreeMap<EntityId, usize>,
    /// Template template parameters (`template <class> class C`): the
    /// parameters of their own list. A specialization `C<T>` is a class
    /// entity whose `class_instances` template is the parameter.
    pub template_template_params: BTreeMap<EntityId, Vec<EntityId>>,
    /// Typedef entities declared by alias-declarations (`using A = T;`).
    pub alias_declarations: alloc::collections::BTreeSet<EntityId>,
    /// Variable templates (`template<class T> constexpr bool v = …;`).
    pub variable_templates: alloc::collections::BTreeSet<EntityId>,
    /// Partial and explicit specializations of variable templates (`v<
    /// box<T> > = true`), each its own variable, with the arguments written.
    pub variable_template_specs: BTreeMap<EntityId, Vec<TemplateArg>>,
    /// The value of each name of a variable template specialization whose
    /// declaration's initializer is value-dependent (`is_enum_v<int>` of
    /// `is_enum_v = __is_enum(T)`), keyed by the address of the name
    /// expression in the arena: the value of its initializer with the
    /// arguments bound.
    pub variable_template_values: BTreeMap<usize, i128>,
    /// Template arguments written explicitly after a routine's name at a
    /// use (`f<float>(x)`, `v.template get<0>()`), by the position of the
    /// name expression (or member access) and the entity it names; with
    /// whether the `template` keyword was written. The `.int.c` prints them.
    pub written_template_args: BTreeMap<(Pos, EntityId), (bool, Vec<TemplateArg>)>,
    /// Where `this` is written (an `ExprKind::This` elsewhere is the
    /// implicit object of a member named alone): the `.int.c` prints
    /// `this->m` only as written.
    pub written_this: alloc::collections::BTreeSet<Pos>,
    /// Variable names written after GNU `__extension__`
    /// (`__extension__ __PRETTY_FUNCTION__`): EDG keeps the keyword on a
    /// name (not on a call).
    pub extension_names: alloc::collections::BTreeSet<Pos>,
    /// Called names written in parentheses (`(std::min)(a, b)`, which
    /// suppresses argument-dependent lookup): a template keeps them.
    pub parenthesized_callees: alloc::collections::BTreeSet<Pos>,
    /// Null statements written `[[fallthrough]];` (re-emitted so).
    pub fallthrough_stmts: alloc::collections::BTreeSet<Pos>,
    /// Class template specializations whose trailing arguments came from
    /// the template's default arguments → how many were given: EDG prints
    /// the specialization with the given ones only (`vec< int> `).
    pub given_template_args: BTreeMap<EntityId, usize>,
    /// Declarations written as explicit instantiations (`template void
    /// f<int>(int *);`, `template struct S<int>;`), with the position of
    /// their `template` keyword.
    pub explicit_instantiations: BTreeMap<DeclId, Pos>,
    /// Those written `extern template` (instantiation declarations).
    pub extern_instantiations: alloc::collections::BTreeSet<DeclId>,
    /// Those of functions written without template arguments (deduced).
    pub deduced_instantiations: alloc::collections::BTreeSet<DeclId>,
    /// Deleted function templates (`template<class T> void f(T) = delete;`):
    /// EDG keeps no declaration to print for them and writes their tokens
    /// back instead (see `Parser::token_text`).
    pub deleted_template_text: BTreeMap<DeclId, &'a str>,
    /// The text of each `__func__`/`__FUNCTION__`/`__PRETTY_FUNCTION__`
    /// variable (the routine's name, or its GNU pretty signature).
    pub function_name_text: BTreeMap<EntityId, String>,
    /// Where each template parameter's name is (or would be, unnamed):
    /// the `.int.c` breaks a header's line there when it is a later line.
    pub template_param_name_pos: BTreeMap<EntityId, Pos>,
    /// Declarations written with `friend` (in a class body).
    pub friend_decls: alloc::collections::BTreeSet<DeclId>,
    /// Routines whose return type is deduced (`auto f() { … }`): printed
    /// `auto` in the `.int.c`.
    pub auto_return: alloc::collections::BTreeSet<EntityId>,
    /// Those of `auto_return` written `decltype(auto)` (deduced under
    /// decltype's rules, printed as written).
    pub decltype_auto_return: alloc::collections::BTreeSet<EntityId>,
    /// Block-scope `using namespace n;` directives by their keyword's
    /// position (the `.int.c` re-emits them in the function body).
    pub block_usings: alloc::collections::BTreeMap<Pos, UsingKind>,
    /// Classes declared `final`.
    pub final_classes: alloc::collections::BTreeSet<EntityId>,
    /// Function parameter packs (`Ts... vs`).
    pub pack_function_params: alloc::collections::BTreeSet<EntityId>,
    /// Function template instances whose function parameter pack is empty,
    /// with the pack's parameter of the template, in the order they were
    /// given bodies: cicc leaves the pack as a file-scope variable of an
    /// unnamed type (`static __device__ __var_used__ __T0 args;`).
    pub empty_function_packs: Vec<(EntityId, EntityId)>,
    /// `decltype(e)` written as a type: the sugar typedef (named `decltype`)
    /// → the expression and whether it was parenthesized.
    pub decltype_exprs: BTreeMap<EntityId, (&'a Expr<'a>, bool)>,
    /// The translation unit's module id, set by the pipeline once it is
    /// computed (it is derived from the IL): the unnamed namespace is
    /// `_GLOBAL__N_<module id>` in every mangled name cudafe++ and cicc
    /// write (`_GLOBAL__N_1`, as g++ has it, while unset).
    pub module_id: String,
    /// Routine declarations written with a trailing return type (`auto f()
    /// -> T`): each declaration keeps its own form.
    pub trailing_returns: alloc::collections::BTreeSet<DeclId>,
    /// Deduction guides (`template<class T> box(T) -> box<T>;`): routines
    /// bound to no name, whose return type is the guided specialization.
    pub deduction_guides: alloc::collections::BTreeSet<EntityId>,
    /// `if constexpr` statements, by position.
    /// Classes declared at block scope: class → the routine they are
    /// local to (their names are local names, `Z <function> E <name>`).
    pub local_classes: BTreeMap<EntityId, EntityId>,
    pub constexpr_ifs: alloc::collections::BTreeSet<Pos>,
    /// Alias template specializations as written (`ptr<int>`): a typedef
    /// entity standing for the substituted type → (the alias template,
    /// the arguments as written). Host output prints them as written.
    pub alias_instances: BTreeMap<EntityId, (EntityId, Vec<TemplateArg>)>,
    /// How many entities existed when each alias template specialization
    /// was named (EDG makes it then; a class it names is completed later).
    pub alias_named: BTreeMap<EntityId, u32>,
    /// Dependent member types, by placeholder entity (see `DependentName`).
    pub dependent_names: BTreeMap<EntityId, DependentName>,
    /// Default arguments of non-type template parameters as written.
    pub nontype_param_defaults: BTreeMap<EntityId, &'a Expr<'a>>,
    /// Class template specializations: the specialization's class entity →
    /// (the primary template, its arguments). Implicit instances, explicit
    /// specializations (also in `explicit_specializations`) and, for partial
    /// specializations, the pattern arguments (the entity then has its own
    /// `template_params`).
    pub class_instances: BTreeMap<EntityId, (EntityId, Vec<TemplateArg>)>,
    /// A class template instance → what the expressions that gave its
    /// non-type arguments their values name (`is_small<T>::value` as a
    /// default argument, evaluated when the instance was made). EDG keeps
    /// the expression with the constant: the device code keeps what it
    /// names.
    pub instance_arg_origins: BTreeMap<EntityId, Vec<EntityId>>,
    /// Dependent class template specializations (`X< T, U*> ` inside a
    /// template): the arguments as first written, typedef and alias sugar
    /// kept and defaults not appended. EDG prints a dependent
    /// specialization so; `class_instances` holds the canonical arguments.
    pub written_instance_args: BTreeMap<EntityId, Vec<TemplateArg>>,
    /// Non-dependent class template specializations named in a template's
    /// body: the arguments as first written in one (typedef sugar kept,
    /// defaults not appended, a member typedef of the enclosing template
    /// replaced by the type it names). EDG prints the specialization so
    /// in every template body (`traits< ns::ptrdiff_t> ` wherever
    /// `traits< long> ` is named there); elsewhere canonically.
    pub template_body_instance_args: BTreeMap<EntityId, Vec<TemplateArg>>,
    /// Classes declared as explicit specializations (`template<> struct X<int>`).
    pub explicit_specializations: alloc::collections::BTreeSet<EntityId>,
    /// Namespaces declared `inline` (a reopening without the keyword keeps
    /// them inline, and the `.int.c` prints every occurrence `inline`).
    pub inline_namespaces: alloc::collections::BTreeSet<EntityId>,
    /// Typedefs declared at block scope (in a function body): EDG writes
    /// the type they name in template argument lists (`f< T *> ` for a
    /// local `typedef T *TP;` written `f<TP>`).
    pub block_typedefs: alloc::collections::BTreeSet<EntityId>,
    /// Block-scope typedefs → the routine whose body declares them (their
    /// device names are local names, `Z <function> E <name>`).
    pub typedef_routine: BTreeMap<EntityId, EntityId>,
    /// The parsed arguments of `aligned` attributes, by the attribute
    /// name's position: EDG prints them from what it parsed
    /// (`aligned((2) * sizeof(long))`).
    pub attribute_arg_exprs: BTreeMap<Pos, Vec<&'a Expr<'a>>>,
    /// Base classes of each class, in the order written.
    pub class_bases: BTreeMap<EntityId, Vec<BaseSpec>>,
    /// Declarations written under `template <…>`: the position of the
    /// `template` keyword and the parameters (none for `template <>`).
    pub template_headers: BTreeMap<DeclId, TemplateHeader>,
    /// A member template of a class template defined outside its class
    /// (`template<class T> template<class U> void A<T>::f(U)`): the
    /// enclosing classes' headers, outermost first (`template_headers`
    /// has the member's own).
    pub outer_template_headers: BTreeMap<DeclId, Vec<TemplateHeader>>,
    /// Virtual function specifiers as written: routine → (override, final,
    /// pure `= 0`).
    pub virt_specifiers: BTreeMap<EntityId, (bool, bool, bool)>,
    /// Structured binding declarations (`auto [a, b] = e;`): the hidden
    /// object's declaration → the binding names' entities, in order.
    pub structured_bindings: BTreeMap<DeclId, Vec<EntityId>>,
    /// Anonymous unions (and GNU anonymous structs) outside classes: the
    /// unnamed class → the unnamed object whose members its names reach.
    pub anonymous_objects: BTreeMap<EntityId, EntityId>,
    /// Lambda closure classes → how the lambda was written (captures, call
    /// operator, enclosing routine, numbering).
    pub closures: BTreeMap<EntityId, Closure<'a>>,
    /// Entities named by namespace-scope using-declarations (`using
    /// ::sin;`), in order (the device code keeps some of them).
    pub using_targets: Vec<UsingTarget>,
    /// Member functions a class's using-declarations (`using Base::f;`)
    /// make members of it (found with its own overloads).
    pub class_using_members: BTreeMap<EntityId, Vec<EntityId>>,
    /// Class template instances a dependent name's member was looked up
    /// in at substitution (EDG instantiated them there).
    pub member_lookup_instances: alloc::collections::BTreeSet<EntityId>,
    /// When EDG completed each class template instance code needed
    /// complete: (entities made by then, order among those completed
    /// then).
    pub class_needed: BTreeMap<EntityId, (u32, u32)>,
    /// `intern`'s lookup table: hash of a `TypeKind` → the ids with that
    /// hash, for `types[..type_index_len]` (a linear search made interning
    /// quadratic in the number of declarations). Types pushed onto `types`
    /// directly are indexed on the next `intern`.
    /// Where a class's name is written in its first declaration (the
    /// entity's `pos` is its class key).
    pub tag_name_pos: BTreeMap<EntityId, Pos>,
    /// Classes whose first declaration is an elaborated type specifier in
    /// another declaration (`typedef struct X *T;`), not one of their own.
    pub tag_first_named_in_specifiers: alloc::collections::BTreeSet<EntityId>,
    /// A field's array bounds written as integer literals (where each `[`
    /// is, and the literal): EDG gives each such declaration an array type
    /// of its own, shown by the IL dump.
    pub field_array_bounds: BTreeMap<EntityId, Vec<(Pos, &'a Expr<'a>)>>,
    /// Where the name of a class definition is written, by the position of
    /// its class key (EDG marks a definition's head at its name, which
    /// attributes or an empty macro may push to a later line).
    pub class_head_name_pos: BTreeMap<Pos, Pos>,
    /// The GNU attributes among a routine's specifiers on its first
    /// declaration, CUDA's (`host`, `device`, `global`) included, as
    /// written (the IL dump's attribute entries).
    pub routine_attributes: BTreeMap<EntityId, Vec<Attribute>>,
    /// Class template instances whose definitions were instantiated: when
    /// (the physical line and column of the outermost point of
    /// instantiation; `u32::MAX` at the end of the unit) and in which order.
    /// EDG lists an instance among the file's types when it is completed.
    pub class_completed: BTreeMap<EntityId, (u32, u32, u32)>,
    /// Function template instances: how many declarations the unit had
    /// when each was made (EDG enters an instance into its template's
    /// scope then, among the routines declared so far).
    pub routine_instance_made: BTreeMap<EntityId, u32>,
    /// When each class definition was completed (a class template
    /// instance: instantiated), as the number of entities made by then.
    /// EDG enters a defined class among its scope's types then.
    pub class_done: BTreeMap<EntityId, u32>,
    /// Special members the device pass declares implicitly (a dynamic
    /// class's default constructor and destructor), appended to their
    /// class's members (`emit::declare_implicit_members`).
    pub implicit_members: BTreeSet<EntityId>,
    type_index: BTreeMap<u64, Vec<u32>>,
    type_index_len: usize,
    /// When each derived type (pointer, reference, qualified) was last asked
    /// for by the analysis (`intern_use`), as a rising count; 0 = never.
    /// EDG keeps a type's based-type list most recently used first (a
    /// lookup moves the found entry to the front), which the IL dump shows.
    pub type_last_use: Vec<u32>,
    use_clock: u32,
}

/// FNV-1a, enough to spread `TypeKind`s over `Il::type_index` (no_std has
/// no `DefaultHasher`).
struct TypeHasher(u64);

impl core::hash::Hasher for TypeHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn type_hash(kind: &TypeKind) -> u64 {
    use core::hash::{Hash, Hasher};
    let mut h = TypeHasher(0xcbf2_9ce4_8422_2325);
    kind.hash(&mut h);
    h.finish()
}

impl<'a> Il<'a> {
    pub fn new(arena: &'a Bump, source_text: &'a str, source_map: SourceMap) -> Self {
        Il {
            arena,
            source_text,
            types: Vec::new(),
            entities: Vec::new(),
            decls: Vec::new(),
            source_sequence: Vec::new(),
            source_map,
            primary_file: String::new(),
            builtin_va_list: None,
            block_ends: BTreeMap::new(),
            array_bounds: Vec::new(),
            written_fn_params: BTreeMap::new(),
            template_arg_exprs: Vec::new(),
            nontype_param_defaults: BTreeMap::new(),
            dependent_names: BTreeMap::new(),
            alias_declarations: alloc::collections::BTreeSet::new(),
            variable_templates: alloc::collections::BTreeSet::new(),
            deduction_guides: alloc::collections::BTreeSet::new(),
            variable_template_specs: BTreeMap::new(),
            variable_template_values: BTreeMap::new(),
            written_template_args: BTreeMap::new(),
            written_this: alloc::collections::BTreeSet::new(),
            extension_names: alloc::collections::BTreeSet::new(),
            parenthesized_callees: alloc::collections::BTreeSet::new(),
            fallthrough_stmts: alloc::collections::BTreeSet::new(),
            given_template_args: BTreeMap::new(),
            constexpr_ifs: alloc::collections::BTreeSet::new(),
            local_classes: BTreeMap::new(),
            explicit_instantiations: BTreeMap::new(),
            extern_instantiations: alloc::collections::BTreeSet::new(),
            deduced_instantiations: alloc::collections::BTreeSet::new(),
            deleted_template_text: BTreeMap::new(),
            function_name_text: BTreeMap::new(),
            friend_decls: alloc::collections::BTreeSet::new(),
            template_param_name_pos: BTreeMap::new(),
            auto_return: alloc::collections::BTreeSet::new(),
            decltype_auto_return: alloc::collections::BTreeSet::new(),
            final_classes: alloc::collections::BTreeSet::new(),
            block_usings: alloc::collections::BTreeMap::new(),
            pack_function_params: alloc::collections::BTreeSet::new(),
            empty_function_packs: Vec::new(),
            decltype_exprs: BTreeMap::new(),
            module_id: String::new(),
            trailing_returns: alloc::collections::BTreeSet::new(),
            pack_params: alloc::collections::BTreeSet::new(),
            pack_lengths: BTreeMap::new(),
            template_template_params: BTreeMap::new(),
            alias_instances: BTreeMap::new(),
            alias_named: BTreeMap::new(),
            class_instances: BTreeMap::new(),
            instance_arg_origins: BTreeMap::new(),
            written_instance_args: BTreeMap::new(),
            template_body_instance_args: BTreeMap::new(),
            explicit_specializations: alloc::collections::BTreeSet::new(),
            inline_namespaces: alloc::collections::BTreeSet::new(),
            block_typedefs: alloc::collections::BTreeSet::new(),
            typedef_routine: BTreeMap::new(),
            attribute_arg_exprs: BTreeMap::new(),
            class_bases: BTreeMap::new(),
            template_headers: BTreeMap::new(),
            outer_template_headers: BTreeMap::new(),
            virt_specifiers: BTreeMap::new(),
            using_targets: Vec::new(),
            class_using_members: BTreeMap::new(),
            member_lookup_instances: alloc::collections::BTreeSet::new(),
            class_needed: BTreeMap::new(),
            structured_bindings: BTreeMap::new(),
            anonymous_objects: BTreeMap::new(),
            closures: BTreeMap::new(),
            tag_name_pos: BTreeMap::new(),
            tag_first_named_in_specifiers: alloc::collections::BTreeSet::new(),
            field_array_bounds: BTreeMap::new(),
            class_head_name_pos: BTreeMap::new(),
            routine_attributes: BTreeMap::new(),
            class_completed: BTreeMap::new(),
            routine_instance_made: BTreeMap::new(),
            class_done: BTreeMap::new(),
            implicit_members: BTreeSet::new(),
            type_index: BTreeMap::new(),
            type_index_len: 0,
            type_last_use: Vec::new(),
            use_clock: 0,
        }
    }

    pub fn ty(&self, id: TypeId) -> &TypeKind {
        self.types.get(id.0 as usize).unwrap_or(&TypeKind::Error)
    }

    pub fn entity(&self, id: EntityId) -> &Entity<'a> {
        &self.entities[id.0 as usize]
    }

    pub fn decl(&self, id: DeclId) -> &Decl<'a> {
        &self.decls[id.0 as usize]
    }

    /// Intern a type, returning the id of an equal existing one if any.
    pub fn intern(&mut self, kind: TypeKind) -> TypeId {
        self.index_types();
        let h = type_hash(&kind);
        if let Some(ids) = self.type_index.get(&h) {
            for &i in ids {
                if self.types.get(i as usize) == Some(&kind) {
                    return TypeId(i);
                }
            }
        }
        let id = self.types.len() as u32;
        self.types.push(kind);
        self.type_index.entry(h).or_default().push(id);
        self.type_index_len = self.types.len();
        TypeId(id)
    }

    /// `intern` for a use of a derived type the way EDG asks for one
    /// (making a pointer, reference or qualified type while analysing a
    /// declaration or expression): also records the use (`type_last_use`).
    pub fn intern_use(&mut self, kind: TypeKind) -> TypeId {
        let t = self.intern(kind);
        self.use_clock = self.use_clock.saturating_add(1);
        let i = t.0 as usize;
        if self.type_last_use.len() <= i {
            self.type_last_use.resize(i + 1, 0);
        }
        if let Some(u) = self.type_last_use.get_mut(i) {
            *u = self.use_clock;
        }
        t
    }

    /// When `t` was last used (`intern_use`), 0 if never.
    pub fn last_use(&self, t: TypeId) -> u32 {
        self.type_last_use.get(t.0 as usize).copied().unwrap_or(0)
    }

    /// The id `intern` would return for `kind`, if that type exists.
    pub fn find_type(&self, kind: &TypeKind) -> Option<TypeId> {
        let indexed = self.type_index_len.min(self.types.len());
        let found = self.type_index.get(&type_hash(kind)).and_then(|ids| {
            ids.iter().copied().find(|&i| (i as usize) < indexed && self.types.get(i as usize) == Some(kind))
        });
        found.or_else(|| self.types.get(indexed..)?.iter().position(|t| t == kind).map(|i| (indexed + i) as u32)).map(TypeId)
    }

    /// Adds types pushed directly onto `types` to the lookup table.
    fn index_types(&mut self) {
        if self.type_index_len > self.types.len() {
            // `types` was truncated: rebuild.
            self.type_index.clear();
            self.type_index_len = 0;
        }
        while self.type_index_len < self.types.len() {
            let i = self.type_index_len;
            if let Some(t) = self.types.get(i) {
                let h = type_hash(t);
                self.type_index.entry(h).or_default().push(i as u32);
            }
            self.type_index_len += 1;
        }
    }

    /// Strip typedef sugar and qualifiers.
    /// `sizeof...` of a bound pack (`PackExpansion` of its binding).
    pub fn pack_length(&self, t: TypeId) -> Option<usize> {
        match self.ty(t) {
            TypeKind::PackExpansion(x) => match self.ty(*x) {
                TypeKind::Typedef(a) => self.pack_lengths.get(a).copied(),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether a type names a template parameter (or a member of one, or
    /// a specialization by such arguments): known only at instantiation.
    pub fn type_is_dependent(&self, t: TypeId, n: u32) -> bool {
        if n > 32 {
            return false;
        }
        match self.ty(t) {
            TypeKind::TemplateParam(_) | TypeKind::PackExpansion(_) => true,
            TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) | TypeKind::SignedSpelled(x) => {
                self.type_is_dependent(*x, n + 1)
            }
            TypeKind::ArrayBound { elem, .. } => self.type_is_dependent(*elem, n + 1),
            TypeKind::Function(f) => self.type_is_dependent(f.ret, n + 1) || f.params.iter().any(|p| self.type_is_dependent(*p, n + 1)),
            TypeKind::MemberPointer(x, c) => self.type_is_dependent(*x, n + 1) || self.type_is_dependent(*c, n + 1),
            TypeKind::Typedef(e) => match self.entities.get(e.0 as usize).map(|x| &x.kind) {
                Some(EntityKind::Typedef(x)) => self.type_is_dependent(*x, n + 1),
                _ => false,
            },
            TypeKind::Class(c) => self.class_instances.get(c).is_some_and(|(_, args)| self.args_are_dependent(args, n + 1)),
            _ => false,
        }
    }

    /// Whether a template argument list has a dependent argument.
    pub fn args_are_dependent(&self, args: &[TemplateArg], n: u32) -> bool {
        args.iter().any(|a| match a {
            TemplateArg::Type(t) => self.type_is_dependent(*t, n),
            TemplateArg::Value(..) => false,
            TemplateArg::Expr(_) => true,
        })
    }

    pub fn canonical(&self, mut id: TypeId) -> TypeId {
        for _ in 0..64 {
            match self.ty(id) {
                TypeKind::Typedef(e) => match &self.entity(*e).kind {
                    EntityKind::Typedef(t) => id = *t,
                    _ => return id,
                },
                TypeKind::Qualified(t, _) => id = *t,
                TypeKind::ArrayBound { array, .. } => id = *array,
                TypeKind::SignedSpelled(t) => id = *t,
                _ => return id,
            }
        }
        id
    }

    /// What a constructor initializes, in EDG's order: the direct
    /// non-virtual bases, then the non-static data members, each in
    /// declaration order. A base or member without a written initializer
    /// whose class has a user-provided default constructor is built by it
    /// (EDG adds the call); a member with a default member initializer
    /// takes it. `None` when a written initializer names neither base nor
    /// member (a delegating constructor) or a base is virtual.
    pub fn ctor_inits(&self, ctor: EntityId) -> Option<Vec<CtorInit<'a>>> {
        let ent = self.entities.get(ctor.0 as usize)?;
        let EntityKind::Routine(r) = &ent.kind else { return None };
        if r.special != SpecialMember::Constructor {
            return None;
        }
        let mem_inits: &'a [MemInit<'a>] = r.mem_inits;
        let class = ent.parent?;
        let EntityKind::Class(ci) = &self.entities.get(class.0 as usize)?.kind else { return None };
        let mut order: Vec<(EntityId, bool)> = Vec::new();
        if let Some(bases) = self.class_bases.get(&class) {
            if bases.iter().any(|b| b.is_virtual) {
                return None;
            }
            order.extend(bases.iter().filter_map(|b| b.class).map(|b| (b, true)));
        }
        for m in &ci.members {
            if matches!(self.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Field(_))) {
                order.push((*m, false));
            }
        }
        if mem_inits.iter().any(|mi| !order.iter().any(|(m, _)| *m == mi.member)) {
            return None;
        }
        let mut out = Vec::new();
        for (m, is_base) in order {
            if let Some(mi) = mem_inits.iter().find(|mi| mi.member == m) {
                out.push(CtorInit::Written(mi));
                continue;
            }
            let (c, field_init) = if is_base {
                (Some(m), None)
            } else {
                match self.entities.get(m.0 as usize).map(|x| &x.kind) {
                    Some(EntityKind::Field(f)) => match self.ty(self.canonical(f.ty)) {
                        TypeKind::Class(c) if f.init.is_none() => (Some(*c), None),
                        _ => (None, f.init),
                    },
                    _ => (None, None),
                }
            };
            if let Some(init) = field_init {
                out.push(CtorInit::MemberDefault { field: m, init });
                continue;
            }
            if let Some((c, k)) = c.and_then(|c| self.default_constructor(c).map(|k| (c, k))) {
                out.push(CtorInit::Default { member: m, class: c, ctor: k, is_base });
            }
        }
        Some(out)
    }

    /// The user-provided constructor of class `c` callable without
    /// arguments.
    pub fn default_constructor(&self, c: EntityId) -> Option<EntityId> {
        let EntityKind::Class(ci) = &self.entities.get(c.0 as usize)?.kind else { return None };
        ci.members.iter().copied().find(|m| match self.entities.get(m.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Routine(r)) => {
                r.special == SpecialMember::Constructor
                    && r.template_params.is_empty()
                    && !r.is_deleted
                    && !r.is_defaulted
                    && r.params.iter().all(|p| matches!(self.entities.get(p.0 as usize).map(|x| &x.kind), Some(EntityKind::Variable(v)) if v.default_arg.is_some()))
            }
            _ => false,
        })
    }

    /// Whether `e` is a template or lies inside one (a member of a class
    /// template, a local of a function template).
    pub fn in_template(&self, e: EntityId) -> bool {
        let mut cur = Some(e);
        for _ in 0..64 {
            let Some(c) = cur else { return false };
            let Some(ent) = self.entities.get(c.0 as usize) else { return false };
            match &ent.kind {
                EntityKind::Routine(r) if !r.template_params.is_empty() => return true,
                EntityKind::Class(ci) if !ci.template_params.is_empty() => return true,
                _ => {}
            }
            cur = ent.parent;
        }
        false
    }

    /// Strip typedef sugar only (keeps qualifiers, merged).
    pub fn quals_of(&self, mut id: TypeId) -> Quals {
        let mut q = Quals::default();
        for _ in 0..64 {
            match self.ty(id) {
                TypeKind::Typedef(e) => match &self.entity(*e).kind {
                    EntityKind::Typedef(t) => id = *t,
                    _ => break,
                },
                TypeKind::Qualified(t, qq) => {
                    q.is_const |= qq.is_const;
                    q.is_volatile |= qq.is_volatile;
                    q.is_restrict |= qq.is_restrict;
                    id = *t
                }
                TypeKind::ArrayBound { array, .. } => id = *array,
                TypeKind::SignedSpelled(t) => id = *t,
                _ => break,
            }
        }
        q
    }
}
