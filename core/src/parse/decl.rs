//! Declarations: decl-specifiers, declarators, initializers, functions,
//! classes and enums.

use super::Parser;
use crate::il::*;
use crate::lex::{Kw, Token, TokenKind};
use crate::sema::consteval;
use crate::sema::ScopeKind;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

/// Whether declarations being parsed are under `extern "C"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExternC {
    No,
    /// Inside `extern "C" { … }`.
    Block,
    /// `extern "C"` written on the declaration itself.
    Direct,
}

/// Where a declaration appears.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Context {
    File,
    Block,
    Class(EntityId),
}

/// The decl-specifiers of one declaration.
#[derive(Debug, Clone, Default)]
pub struct DeclSpec {
    pub storage: StorageClass,
    pub is_inline: bool,
    /// `__extension__` written among the specifiers.
    pub gnu_extension: bool,
    pub is_constexpr: bool,
    pub is_virtual: bool,
    pub is_explicit: bool,
    pub is_friend: bool,
    pub is_thread_local: bool,
    pub is_mutable: bool,
    /// `decltype(auto)`: a deduced type (`is_auto`) under decltype's rules.
    pub decltype_auto: bool,
    pub ty: Option<TypeId>,
    pub quals: Quals,
    // Builtin type keyword accumulation.
    signed: Option<bool>,
    short: bool,
    longs: u8,
    base: Option<Kw>,
    pub attrs: Vec<Attribute>,
    pub host: bool,
    pub device: bool,
    pub global: Option<Token>,
    /// The first execution-space attribute written (for redeclaration errors).
    pub first_space_tok: Option<Token>,
    pub memory: MemorySpace,
    pub launch: LaunchConfig,
    /// `__launch_bounds__` arguments that depend on template parameters
    /// (their argument-expression indices), set per instance.
    pub launch_dependent: [Option<u32>; 2],
    pub device_builtin: bool,
    pub forceinline: bool,
    pub noinline: bool,
    /// CUDA attributes as written, for the checks in `sema::cuda_decl`.
    pub cuda_attrs: Vec<crate::sema::cuda_decl::CudaAttr>,
    /// Every GNU attribute among the specifiers, CUDA's included, in the
    /// order written (the IL dump shows them as EDG's attribute entries).
    pub written_attrs: Vec<Attribute>,
    /// A class/enum defined in these specifiers (printed with the declaration).
    pub defined_tag: Option<EntityId>,
    /// A tag declared/referenced by an elaborated specifier.
    pub tag_ref: Option<EntityId>,
    pub any: bool,
    pub start: Option<Token>,
}

impl DeclSpec {
    /// `auto` as the whole type (a placeholder deduced from the initializer).
    pub fn is_auto(&self) -> bool {
        self.base == Some(Kw::Auto) && self.ty.is_none() && self.signed.is_none() && !self.short && self.longs == 0
    }

    pub fn exec_space(&self) -> ExecSpace {
        if self.global.is_some() {
            ExecSpace::Global
        } else {
            match (self.host, self.device) {
                (true, true) => ExecSpace::HostDevice,
                (false, true) => ExecSpace::Device,
                (true, false) => ExecSpace::Host,
                _ => ExecSpace::ImplicitHost,
            }
        }
    }
}

/// One derivation step of a declarator, in application order.
#[derive(Debug, Clone)]
pub enum DeclOp {
    Ptr(Quals),
    /// `C::*`: a pointer to a member of class type `C`.
    MemberPtr(TypeId, Quals),
    /// `&`, with the qualifiers GNU allows after it (`int &__restrict__ r`:
    /// only `restrict` is meaningful on a reference).
    LRef(Quals),
    RRef(Quals),
    Array(Option<u64>),
    /// An array bound written as an expression: (value, index into
    /// `Il::array_bounds`).
    /// The value is unknown (`None`) for a bound depending on template
    /// parameters.
    ArrayWritten(Option<u64>, u32),
    Func { params: Vec<EntityId>, variadic: bool, quals: Quals, ref_qual: RefQualifier, noexcept: FnNoexcept },
}

#[derive(Debug, Clone, Default)]
pub struct Declarator<'a> {
    pub name: Option<String>,
    pub name_tok: Option<Token>,
    /// `A::name`: the scope named before the last component.
    pub qualifier: Option<EntityId>,
    pub ops: Vec<DeclOp>,
    pub attrs: Vec<Attribute>,
    pub special: SpecialMember,
    /// `operator T()`: T, the conversion function's return type (its
    /// declaration has no type specifier).
    pub conversion_ty: Option<TypeId>,
    pub bit_width: Option<u32>,
    /// The exception specification of the declared function.
    pub exception_spec: Option<ExceptionSpec<'a>>,
    /// A GNU asm label (`__asm__("name")`): the text inside the parentheses.
    pub asm_label: Option<&'a str>,
    /// `override` / `final` written after a member function's declarator.
    pub virt: (bool, bool),
    /// `f<args>` in an explicit specialization (`template<> int f<char>()`):
    /// the function template and the arguments written.
    pub explicit_spec: Option<(EntityId, Vec<TemplateArg>)>,
    /// `v<args>` in a partial or explicit specialization of variable
    /// template `v`: the template and the arguments written.
    pub var_spec: Option<(EntityId, Vec<TemplateArg>)>,
    /// `T... name`: a function parameter pack.
    pub pack: bool,
    /// Array bounds written as integer literals: where each `[` is, and
    /// the literal (the IL dump shows each such array type on its own).
    pub bound_literals: Vec<(crate::source::Pos, &'a Expr<'a>)>,
}

impl<'a> Declarator<'a> {
    /// The parameters if this declares a function (the last op is a function).
    pub fn function_params(&self) -> Option<&Vec<EntityId>> {
        match self.ops.last() {
            Some(DeclOp::Func { params, .. }) => Some(params),
            _ => None,
        }
    }
}

impl<'a, 'o> Parser<'a, 'o> {
    // ------------------------------------------------------------ specifiers

    /// Does the current token start a declaration (in a block or for-init)?
    pub fn starts_declaration(&self) -> bool {
        if let Some(k) = self.kw() {
            use Kw::*;
            return match k {
                Static | Extern | Typedef | Register | Auto | Inline | Constexpr | Const | Volatile | Void | Char
                | Char8T | Char16T | Char32T | WcharT | Bool | Short | Int | Long | Signed | Unsigned | Float
                | Double | Struct | Class | Union | Enum | ThreadLocal | Attribute | Int128 | Float128
                | BuiltinVaList | Typename | StaticAssert | Using | Mutable | Restrict | Decltype | Typeof => true,
                Extension => true,
                _ => false,
            };
        }
        if self.at(TokenKind::ColonColon) {
            // `::T x;` or `::ns::T x;` (`::ns::T(a, b).f();` is an
            // expression, as `T(a, b)` is below).
            return (self.is_type_name_at(1) || self.is_qualified_type_at(1)) && !self.type_name_then_call(1);
        }
        if self.at(TokenKind::Ident) && self.text() == "__noinline__" {
            return true;
        }
        if self.at_name() && self.peek(1).kind == TokenKind::Lt {
            if let Some(tmpl) = self.sema.lookup(self.text()).and_then(|v| v.first().copied()).and_then(|e| self.class_template_of(e)) {
                // `X<…> name` declares; `X<…>::member` is a declaration
                // only when the member is a type.
                let Some(close) = self.template_id_end(1) else { return false };
                return match self.peek(close + 1).kind {
                    TokenKind::ColonColon => {
                        let t = self.peek(close + 2);
                        t.kind == TokenKind::Ident && self.template_member(tmpl, self.text_of(t)).is_some_and(|m| self.entity_is_type(m))
                    }
                    TokenKind::LParen | TokenKind::LBrace | TokenKind::Dot | TokenKind::Arrow => false,
                    _ => true,
                };
            }
        }
        if self.at_name() {
            return self.is_type_name_at(0) && !matches!(self.peek(1).kind, TokenKind::ColonColon | TokenKind::LParen)
                || (self.is_type_name_at(0) && self.peek(1).kind == TokenKind::LParen && self.paren_is_declarator(1))
                || (self.is_qualified_type_at(0) && !self.type_name_then_call(0));
        }
        false
    }

    /// A (qualified) type name at offset `n` followed by a `(` that opens
    /// no declarator: a functional cast or temporary (`ns::T(1, x)`), the
    /// same reading as for an unqualified `T(…)`.
    fn type_name_then_call(&self, n: usize) -> bool {
        let mut k = n;
        for _ in 0..64 {
            if self.peek(k).kind != TokenKind::Ident {
                return false;
            }
            k += 1;
            if self.peek(k).kind == TokenKind::Lt {
                let Some(close) = self.template_id_end(k) else { return false };
                k = close + 1;
            }
            if self.peek(k).kind == TokenKind::ColonColon {
                k += 1;
                continue;
            }
            return self.peek(k).kind == TokenKind::LParen && !self.paren_is_declarator(k);
        }
        false
    }

    /// Member `name` of class template `tmpl` as its definition or, when
    /// that does not declare it, one of its partial specializations
    /// declares it (`head<tl<int>>::type` with `head` only declared and
    /// specialized for `tl<T, R...>`).
    pub(crate) fn template_member(&self, tmpl: EntityId, name: &str) -> Option<EntityId> {
        self.sema.lookup_in(tmpl, name).and_then(|v| v.first().copied()).or_else(|| {
            self.partial_specs
                .iter()
                .filter(|p| p.tmpl == tmpl)
                .filter_map(|p| p.entity)
                .find_map(|c| self.sema.lookup_in(c, name).and_then(|v| v.first().copied()))
        })
    }

    /// The offset of the `>` closing the template argument list whose `<`
    /// is at offset `n` (nested `<…>` and brackets skipped).
    pub fn template_id_end(&self, n: usize) -> Option<usize> {
        let mut angle = 0i32;
        let mut depth = 0i32;
        let mut k = n;
        for _ in 0..100_000 {
            let t = self.peek(k);
            match t.kind {
                TokenKind::Lt if depth == 0 => angle += 1,
                TokenKind::Gt if depth == 0 => {
                    angle -= 1;
                    if angle == 0 {
                        return Some(k);
                    }
                }
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    depth -= 1;
                    if depth < 0 {
                        return None;
                    }
                }
                TokenKind::Semi | TokenKind::Eof => return None,
                _ => {}
            }
            k += 1;
        }
        None
    }

    /// After `T (`: `T (*p)…` or `T (x)` style declarator rather than a
    /// functional cast. Approximation: `(` followed by `*`/`&` then a name.
    fn paren_is_declarator(&self, n: usize) -> bool {
        matches!(self.peek(n + 1).kind, TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp)
            && self.peek(n + 2).kind == TokenKind::Ident
            && self.peek(n + 3).kind == TokenKind::RParen
    }

    /// Is the identifier at offset `n` a type name in scope?
    pub fn is_type_name_at(&self, n: usize) -> bool {
        let t = self.peek(n);
        if t.kind != TokenKind::Ident {
            return false;
        }
        let s = self.text_of(t);
        if crate::lex::keyword(s).is_some() {
            return false;
        }
        match self.lookup_name_at(n, s) {
            Some(v) => v.first().map(|e| self.entity_is_type(*e)).unwrap_or(false),
            None => false,
        }
    }

    /// Lookup of the first name of a (possibly qualified) name at offset
    /// `n`: after a leading `::` (`::cuda::std::x`), in the global scope
    /// only, not in the enclosing namespaces (where `thrust::cuda` would
    /// hide `::cuda`).
    fn lookup_name_at(&self, n: usize, s: &str) -> Option<Vec<EntityId>> {
        let leading_colons = n >= 1
            && self.peek(n - 1).kind == TokenKind::ColonColon
            && !(n >= 2 && matches!(self.peek(n - 2).kind, TokenKind::Ident | TokenKind::Gt));
        if leading_colons {
            self.sema.lookup_global(s)
        } else {
            self.sema.lookup(s).map(|v| v.to_vec())
        }
    }

    pub(crate) fn is_qualified_type_at(&self, n: usize) -> bool {
        // `ns::T x;`
        let mut k = n;
        let mut scope: Option<EntityId> = None;
        loop {
            let t = self.peek(k);
            if t.kind != TokenKind::Ident {
                return false;
            }
            let s = self.text_of(t);
            let found = match scope {
                None => self.lookup_name_at(k, s),
                Some(sc) => self.sema.lookup_in(sc, s),
            };
            let Some(v) = found else { return false };
            let Some(e) = v.first().copied() else { return false };
            if self.peek(k + 1).kind == TokenKind::ColonColon {
                scope = Some(e);
                k += 2;
                continue;
            }
            // `ns::X<args>::f(a, b);` calls a static member: no
            // declaration when the member the template declares is no type.
            if k > n && self.peek(k + 1).kind == TokenKind::Lt {
                if let Some(tmpl) = self.class_template_of(e) {
                    if let Some(close) = self.template_id_end(k + 1) {
                        let m = self.peek(close + 2);
                        if self.peek(close + 1).kind == TokenKind::ColonColon && m.kind == TokenKind::Ident {
                            let member = self.sema.lookup_in(tmpl, self.text_of(m)).and_then(|v| v.first().copied());
                            if member.is_some_and(|m| !self.entity_is_type(m)) {
                                return false;
                            }
                        }
                    }
                }
            }
            return k > n && self.entity_is_type(e);
        }
    }

    /// A name at offset `n` qualified through a class (`Traits::m`,
    /// `X<T>::m`, a typedef for a class): whether its last member is a
    /// type. A member the class does not declare, in a dependent class, is
    /// a value (without `typename`, [temp.res]). `None` when the name is
    /// not qualified through a class.
    pub(crate) fn qualified_member_is_type(&self, n: usize) -> Option<bool> {
        let mut k = n;
        let mut scope: Option<EntityId> = None;
        let mut through_class = false;
        let mut dependent = false;
        for _ in 0..64 {
            let t = self.peek(k);
            if t.kind != TokenKind::Ident {
                return None;
            }
            let s = self.text_of(t);
            let found = match scope {
                None => self.lookup_name_at(k, s),
                Some(sc) => self.sema.lookup_in(sc, s),
            }
            .and_then(|v| v.first().copied());
            let mut next = k + 1;
            let mut tmpl = None;
            if self.peek(next).kind == TokenKind::Lt {
                if let Some(tp) = found.and_then(|e| self.class_template_of(e)) {
                    let close = self.template_id_end(next)?;
                    next = close + 1;
                    tmpl = Some(tp);
                }
            }
            if self.peek(next).kind != TokenKind::ColonColon {
                if !through_class {
                    return None;
                }
                // A member the primary template does not declare may come
                // from its partial specializations (`head<tl<int>>::type`
                // with `head` only declared and specialized for `tl<T, R...>`).
                let found = found.or_else(|| self.template_member(scope?, s));
                return match found {
                    Some(e) => Some(self.entity_is_type(e) || self.class_template_of(e).is_some()),
                    None if dependent => Some(false),
                    None => None,
                };
            }
            let e = found?;
            scope = Some(match (tmpl, &self.sema.il.entity(e).kind) {
                // (Whether the arguments are dependent is not known here:
                // an undeclared member stays undecided.)
                (Some(tp), _) => {
                    through_class = true;
                    dependent = false;
                    tp
                }
                (None, EntityKind::Class(_)) => {
                    through_class = true;
                    dependent |= self.class_is_dependent(e, 0);
                    e
                }
                (None, EntityKind::Typedef(ty)) => {
                    let c = self.sema.il.canonical(*ty);
                    match self.sema.il.ty(c) {
                        TypeKind::Class(x) => {
                            through_class = true;
                            dependent |= self.class_is_dependent(*x, 0);
                            match self.sema.il.class_instances.get(x) {
                                Some((tp, _)) if dependent => *tp,
                                _ => *x,
                            }
                        }
                        _ => return None,
                    }
                }
                (None, EntityKind::Namespace { .. }) => e,
                _ => return None,
            });
            k = next + 1;
        }
        None
    }

    pub fn entity_is_type(&self, e: EntityId) -> bool {
        matches!(
            self.sema.il.entity(e).kind,
            EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::Typedef(_) | EntityKind::TemplateParam { is_type: true, .. }
        )
    }

    /// The type an entity names (class/enum/typedef).
    pub fn entity_type(&mut self, e: EntityId) -> TypeId {
        // A template parameter bound during instantiation is its argument.
        if let Some(TemplateArg::Type(t)) = self.arg_bindings.get(&e) {
            return *t;
        }
        match &self.sema.il.entity(e).kind {
            EntityKind::Class(_) => self.sema.il.intern(TypeKind::Class(e)),
            EntityKind::Enum(_) => self.sema.il.intern(TypeKind::Enum(e)),
            EntityKind::Typedef(_) => {
                // A typedef named in a declaration or expression is referenced.
                self.sema.il.entities[e.0 as usize].referenced = true;
                self.sema.il.intern(TypeKind::Typedef(e))
            }
            EntityKind::TemplateParam { is_type: true, .. } => self.sema.il.intern(TypeKind::TemplateParam(e)),
            _ => self.sema.b.error,
        }
    }

    pub fn decl_specifiers(&mut self, ctx: Context) -> DeclSpec {
        let mut ds = DeclSpec { start: Some(self.tok()), ..DeclSpec::default() };
        loop {
            if self.at_eof() {
                break;
            }
            if let Some(k) = self.kw() {
                use Kw::*;
                match k {
                    Static => ds.storage = StorageClass::Static,
                    Extern => ds.storage = StorageClass::Extern,
                    Typedef => ds.storage = StorageClass::Typedef,
                    Register => ds.storage = StorageClass::Register,
                    Inline => ds.is_inline = true,
                    Constexpr => ds.is_constexpr = true,
                    Virtual => ds.is_virtual = true,
                    Explicit => ds.is_explicit = true,
                    Friend => ds.is_friend = true,
                    Mutable => ds.is_mutable = true,
                    ThreadLocal => ds.is_thread_local = true,
                    Extension => ds.gnu_extension = true,
                    Const => ds.quals.is_const = true,
                    Volatile => ds.quals.is_volatile = true,
                    Restrict => ds.quals.is_restrict = true,
                    Signed => ds.signed = Some(true),
                    Unsigned => ds.signed = Some(false),
                    Short => ds.short = true,
                    Long => ds.longs += 1,
                    Void | Char | Char8T | Char16T | Char32T | WcharT | Bool | Int | Float | Double | Int128
                    | Float128 | BuiltinVaList | Auto => {
                        if k == Int128 && self.text() == "__uint128_t" {
                            ds.signed = Some(false);
                        }
                        if k == Auto && ds.base.is_none() && ds.ty.is_none() && ds.signed.is_none() && !ds.short && ds.longs == 0 {
                            // C++11 `auto` type: treated as a placeholder (int) for now.
                        }
                        ds.base = Some(k);
                    }
                    Attribute => {
                        let mut attrs = core::mem::take(&mut ds.attrs);
                        self.gnu_attributes(&mut attrs, Some(&mut ds));
                        ds.attrs.extend(attrs);
                        continue;
                    }
                    Struct | Class | Union => {
                        if ds.ty.is_some() || ds.base.is_some() {
                            break;
                        }
                        let t = self.class_specifier(&mut ds, ctx);
                        ds.ty = Some(t);
                        ds.any = true;
                        continue;
                    }
                    Enum => {
                        if ds.ty.is_some() || ds.base.is_some() {
                            break;
                        }
                        let t = self.enum_specifier(&mut ds);
                        ds.ty = Some(t);
                        ds.any = true;
                        continue;
                    }
                    Typename => {}
                    Decltype if self.peek(1).kind == TokenKind::LParen
                        && self.kw_at(2) == Some(Auto)
                        && self.peek(3).kind == TokenKind::RParen =>
                    {
                        if ds.ty.is_some() || ds.base.is_some() {
                            break;
                        }
                        for _ in 0..4 {
                            self.bump();
                        }
                        ds.base = Some(Auto);
                        ds.decltype_auto = true;
                        ds.any = true;
                        continue;
                    }
                    Decltype | Typeof => {
                        let start = self.i;
                        self.bump();
                        let mut t = self.decltype_specifier(k == Typeof);
                        // `decltype(e)::type`: a nested-name-specifier.
                        if self.at(TokenKind::ColonColon) && self.peek(1).kind == TokenKind::Ident {
                            if let Some(x) = self.try_type_name_from(ctx, Some((start, t))) {
                                t = x;
                            }
                        }
                        ds.ty = Some(t);
                        ds.any = true;
                        continue;
                    }
                    _ => break,
                }
                ds.any = true;
                self.bump();
                continue;
            }
            if self.at(TokenKind::LBracket) && self.peek(1).kind == TokenKind::LBracket {
                self.std_attributes(&mut ds.attrs);
                continue;
            }
            if self.at(TokenKind::Ident) && self.text() == "__underlying_type" && self.peek(1).kind == TokenKind::LParen && ds.ty.is_none() {
                let t = self.underlying_type_specifier();
                ds.ty = Some(t);
                ds.any = true;
                continue;
            }
            // `__noinline__` is a CUDA keyword in EDG.
            if self.at(TokenKind::Ident) && self.text() == "__noinline__" {
                // Kept as an attribute too: EDG re-emits it in source order
                // among the other GNU attributes.
                let pos = self.pos_of(self.tok());
                self.bump();
                ds.attrs.push(Attribute { name: String::from("noinline"), args: None, pos, leading: true, std: false, name_pos: pos, arg_pos: None });
                ds.noinline = true;
                ds.any = true;
                continue;
            }
            // A type name, only if no type has been given yet.
            let has_type = ds.ty.is_some() || ds.base.is_some() || ds.signed.is_some() || ds.short || ds.longs > 0;
            if !has_type {
                if let Some(t) = self.try_type_name(ctx) {
                    ds.ty = Some(t);
                    ds.any = true;
                    continue;
                }
            }
            break;
        }
        ds
    }

    /// A class name naming a base (in a mem-initializer): consume it.
    pub fn try_base_type(&mut self) -> Option<TypeId> {
        self.try_type_name(Context::Block)
    }

    /// The entity a type names as the scope of a qualified name (a class,
    /// an enumeration, a template parameter or dependent placeholder).
    pub(super) fn type_scope_entity(&self, ty: TypeId) -> Option<EntityId> {
        let c = self.sema.il.canonical(ty);
        match self.sema.il.ty(c) {
            TypeKind::Class(x) | TypeKind::Enum(x) | TypeKind::TemplateParam(x) => Some(*x),
            _ => None,
        }
    }

    /// A (possibly qualified) type name at the cursor: consume it.
    fn try_type_name(&mut self, ctx: Context) -> Option<TypeId> {
        self.try_type_name_from(ctx, None)
    }

    /// A type name; `lead` is a `decltype(e)` already parsed (its first
    /// token's index and its type) with the cursor at the `::` after it
    /// (`typename decltype(f<T>(0))::type`). None (cursor unmoved) when
    /// no type name follows.
    fn try_type_name_from(&mut self, ctx: Context, lead: Option<(usize, TypeId)>) -> Option<TypeId> {
        let save = lead.map_or(self.i, |(k, _)| k);
        let resume = self.i;
        // (`typename` may have been taken as a specifier already.)
        let typename = (lead.is_none() && self.eat_kw(Kw::Typename))
            || (save > 0 && self.toks.get(save - 1).is_some_and(|t| t.kind == TokenKind::Ident && self.text_of(*t) == "typename"));
        // `X<T>::C::C(` outside a block: a constructor's qualified name
        // (`C::C` names the constructor, [class.qual]), not a type.
        if lead.is_none() && ctx != Context::Block && self.qualified_special_member_ahead() {
            self.i = save;
            return None;
        }
        let global = lead.is_none() && self.at(TokenKind::ColonColon);
        if global {
            self.bump();
        }
        let mut scope: Option<EntityId> = None;
        // The alias specialization naming `scope`, when the last qualifier
        // was one (kept for printing a dependent member of it).
        let mut alias_scope: Option<TypeId> = None;
        if let Some((_, t)) = lead {
            scope = Some(self.type_scope_entity(t)?);
            self.bump();
            alias_scope = Some(t);
        }
        // (Failing after a `decltype(e)` leaves the cursor at its `::`.)
        let text_start = save;
        let save = if lead.is_some() { resume } else { save };
        loop {
            if self.at_kw(Kw::Template) && scope.is_some() {
                self.bump();
            }
            if !self.at_name() {
                self.i = save;
                return None;
            }
            let s = self.text();
            // A member named in a specialization needs its instantiation.
            if let Some(sc) = scope.filter(|sc| self.sema.il.class_instances.contains_key(sc)) {
                self.sema.il.member_lookup_instances.insert(sc);
            }
            let found = match scope {
                None if global => self.sema.lookup_global(s),
                None => self.sema.lookup(s).map(|v| v.to_vec()),
                Some(sc) => self.sema.lookup_in(sc, s),
            };
            let first = found.as_ref().and_then(|v| v.first().copied());
            // A member type of a dependent specialization (`X<T>::type`)
            // is known only at instantiation: a dependent name, whatever
            // the primary template declares. (`X<T>::X` names the
            // constructor.)
            let member_of_dependent_specialization = match (scope, first) {
                (Some(sc), Some(e)) => {
                    self.sema.il.class_instances.contains_key(&sc)
                        && self.class_is_dependent(sc, 0)
                        && !(self.is_current_instantiation_form(sc) && self.in_definition_of(sc, ctx))
                        && self.sema.il.entity(e).name != self.sema.il.entity(sc).name
                        && (self.entity_is_type(e) || self.class_template_of(e).is_some())
                }
                _ => false,
            };
            // `typename T::x` / `Dep<T>::x`: a member of a dependent scope.
            // (In a template argument, without `typename` such a name is a
            // value: `X<Y<T>::value>`.)
            let unknown_in_dependent_scope =
                first.is_none() && scope.is_some_and(|sc| typename || (self.scope_is_dependent(sc) && !self.in_template_args));
            if let (Some(sc), true) = (scope, member_of_dependent_specialization || unknown_in_dependent_scope) {
                let t = self.dependent_member_type(text_start, sc, alias_scope.take());
                match self.dependent_member_scope(t) {
                    Some(x) => {
                        scope = Some(x);
                        continue;
                    }
                    None => return Some(t),
                }
            }
            let Some(e) = first else {
                self.i = save;
                return None;
            };
            // `A<args>` names the type alias template A stands for.
            if self.peek(1).kind == TokenKind::Lt && self.alias_templates.contains_key(&e) {
                let name_at = self.i;
                self.bump();
                match self.template_argument_list() {
                    Some(args) => {
                        let t = self.instantiate_alias(e, args);
                        if self.at(TokenKind::ColonColon) {
                            let c = self.sema.il.canonical(t);
                            if let TypeKind::Class(x) | TypeKind::Enum(x) | TypeKind::TemplateParam(x) = self.sema.il.ty(c) {
                                scope = Some(*x);
                                self.bump();
                                alias_scope = Some(t);
                                continue;
                            }
                        }
                        return Some(t);
                    }
                    None => self.i = name_at,
                }
            }
            // `X<args>` names a class template specialization.
            if self.peek(1).kind == TokenKind::Lt {
                if let Some(tmpl) = self.class_template_of(e) {
                    let name_at = self.i;
                    self.bump();
                    match self.template_argument_list() {
                        Some(args) => {
                            if !self.check_class_template_arity(tmpl, args.len()) {
                                return Some(self.sema.b.error);
                            }
                            let inst = self.instantiate_class(tmpl, args);
                            if self.at(TokenKind::ColonColon) {
                                self.bump();
                                scope = Some(inst);
                                continue;
                            }
                            return Some(self.sema.il.intern(TypeKind::Class(inst)));
                        }
                        None => {
                            self.i = name_at;
                        }
                    }
                }
            }
            if self.peek(1).kind == TokenKind::ColonColon
                && matches!(self.sema.il.entity(e).kind, EntityKind::Namespace { .. } | EntityKind::Class(_) | EntityKind::Enum(_) | EntityKind::TemplateParam { is_type: true, .. } | EntityKind::Typedef(_))
            {
                // `S::S(` inside a class is a constructor, not a type.
                self.bump();
                self.bump();
                scope = Some(match &self.sema.il.entity(e).kind {
                    EntityKind::Typedef(t) => {
                        let c = self.sema.il.canonical(*t);
                        match self.sema.il.ty(c) {
                            // A typedef of a dependent member type stays the
                            // written scope (`typename _Gen::result_type`).
                            TypeKind::TemplateParam(x) if self.sema.il.dependent_names.contains_key(x) => {
                                let x = *x;
                                alias_scope = Some(self.sema.il.intern(TypeKind::Typedef(e)));
                                x
                            }
                            TypeKind::Class(x) | TypeKind::Enum(x) | TypeKind::TemplateParam(x) => *x,
                            _ => e,
                        }
                    }
                    _ => e,
                });
                continue;
            }
            if !self.entity_is_type(e) {
                self.i = save;
                return None;
            }
            // Inside class C, `C(` starts a constructor declaration.
            if let Context::Class(c) = ctx {
                if e == c && self.peek(1).kind == TokenKind::LParen {
                    self.i = save;
                    return None;
                }
            }
            self.bump();
            return Some(self.entity_type(e));
        }
    }

    /// A qualified constructor or destructor name at the cursor: the last
    /// two components the same plain name, followed by `(` (`A::B::B(`),
    /// or a last component `~B` (`A<T>::B::~B`).
    pub(super) fn qualified_special_member_ahead(&self) -> bool {
        let mut k = usize::from(self.at(TokenKind::ColonColon));
        let mut prev: Option<&str> = None;
        for _ in 0..64 {
            if self.peek(k).kind == TokenKind::Tilde {
                return prev.is_some() && self.peek(k + 1).kind == TokenKind::Ident;
            }
            if self.peek(k).kind != TokenKind::Ident {
                return false;
            }
            let name = self.text_of(self.peek(k));
            k += 1;
            let mut plain = true;
            if self.peek(k).kind == TokenKind::Lt {
                match self.after_angle_list(k) {
                    Some(j) => k = j,
                    None => return false,
                }
                plain = false;
            }
            match self.peek(k).kind {
                TokenKind::ColonColon => {
                    prev = Some(if plain { name } else { "" });
                    k += 1;
                }
                TokenKind::LParen => return plain && prev == Some(name) && !name.is_empty(),
                _ => return false,
            }
        }
        false
    }

    /// `X<T1, …, Tn>` with the template's own parameters in order: the
    /// current instantiation inside X's definitions (its members are
    /// found, not dependent).
    pub(super) fn is_current_instantiation_form(&self, sc: EntityId) -> bool {
        let Some((tmpl, args)) = self.sema.il.class_instances.get(&sc) else { return false };
        let n = match &self.sema.il.entity(*tmpl).kind {
            EntityKind::Class(ci) => ci.template_params.len(),
            _ => return false,
        };
        args.len() == n
            && args.iter().enumerate().all(|(i, a)| match a {
                TemplateArg::Type(t) => match self.sema.il.ty(*t) {
                    TypeKind::TemplateParam(p) => {
                        matches!(self.sema.il.entity(*p).kind, EntityKind::TemplateParam { index, .. } if index as usize == i)
                    }
                    _ => false,
                },
                TemplateArg::Expr(x) => self.sema.il.template_arg_exprs.get(*x as usize).is_some_and(|e| {
                    matches!(&e.kind, ExprKind::Name(p) if matches!(self.sema.il.entity(*p).kind, EntityKind::TemplateParam { index, .. } if index as usize == i))
                }),
                TemplateArg::Value(..) => false,
            })
    }

    /// Whether the declaration being parsed belongs to the definition of
    /// the template whose specialization is `sc`: inside its class body,
    /// or an out-of-class member definition (`X<T>::type X<T>::f(…)`; its
    /// declarator names a member of X before any `(`, `;`, `{` or `=`).
    fn in_definition_of(&self, sc: EntityId, ctx: Context) -> bool {
        let Some((tmpl, sc_args)) = self.sema.il.class_instances.get(&sc) else { return false };
        let tmpl = *tmpl;
        if let Context::Class(c) = ctx {
            // Inside a partial specialization (`A< T *> `) the template's
            // parameters' forms (`A< T> `) name another specialization.
            let same_spec = |x: EntityId| self.sema.il.class_instances.get(&x).is_some_and(|(t, a)| *t == tmpl && a == sc_args);
            let mut cur = Some(c);
            let mut guard = 0;
            while let Some(x) = cur {
                guard += 1;
                if guard > 32 {
                    break;
                }
                if x == tmpl || same_spec(x) {
                    return true;
                }
                if self.sema.il.class_instances.get(&x).is_some_and(|(t, _)| *t == tmpl) {
                    return false;
                }
                cur = self.sema.il.entity(x).parent;
            }
        }
        let name = self.sema.il.entity(tmpl).name.as_str();
        for k in 1..256 {
            let t = self.peek(k);
            match t.kind {
                TokenKind::Semi | TokenKind::LBrace | TokenKind::LParen | TokenKind::Assign | TokenKind::Eof => return false,
                // `X<…>::member`: the declarator names a member of X (a
                // parameter of type `const X<T> &` does not).
                TokenKind::Ident if self.text_of(t) == name && self.peek(k + 1).kind == TokenKind::Lt => {
                    return self.after_angle_list(k + 1).is_some_and(|j| self.peek(j).kind == TokenKind::ColonColon);
                }
                // Only a declarator's pointer operators come between the
                // type and its qualified name.
                TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp => {}
                _ if matches!(self.text_of(t), "const" | "volatile") => {}
                _ => return false,
            }
        }
        false
    }

    /// The offset just after the `>` closing the `<` at offset `k`.
    fn after_angle_list(&self, k: usize) -> Option<usize> {
        let mut depth = 0u32;
        for j in k..k + 512 {
            match self.peek(j).kind {
                TokenKind::Lt => depth += 1,
                TokenKind::Gt => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(j + 1);
                    }
                }
                TokenKind::Semi | TokenKind::LBrace | TokenKind::Eof => return None,
                _ => {}
            }
        }
        None
    }

    /// `X<bool, A>::` in the declarator of a member defined outside a
    /// partial specialization: that partial specialization (its pattern
    /// matches with each of its parameters bound to the header's parameter
    /// of the same position).
    fn written_partial_specialization(&mut self, tmpl: EntityId, args: &[TemplateArg]) -> Option<EntityId> {
        let specs: Vec<super::template::PartialSpec> = self.partial_specs.iter().filter(|p| p.tmpl == tmpl).cloned().collect();
        if specs.is_empty() {
            return None;
        }
        let params = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Class(ci) => ci.template_params.clone(),
            _ => return None,
        };
        let args = self.complete_args(&params, args.to_vec());
        let key = self.identity_args(&args);
        for ps in specs {
            let Some(bound) = self.match_partial(&ps, &key) else { continue };
            let renamed = bound.iter().enumerate().all(|(i, b)| {
                let p = match b {
                    TemplateArg::Type(t) => match self.sema.il.ty(*t) {
                        TypeKind::TemplateParam(p) => Some(*p),
                        _ => None,
                    },
                    TemplateArg::Expr(x) => self.sema.il.template_arg_exprs.get(*x as usize).and_then(|e| match &e.kind {
                        ExprKind::Name(p) => Some(*p),
                        _ => None,
                    }),
                    TemplateArg::Value(..) => None,
                };
                p.is_some_and(|p| !ps.params.contains(&p) && matches!(self.sema.il.entity(p).kind, EntityKind::TemplateParam { index, .. } if index as usize == i))
            });
            if !renamed {
                continue;
            }
            let found = self.sema.il.class_instances.iter().find(|(e, (t, pat))| {
                *t == tmpl && *pat == ps.pattern && matches!(&self.sema.il.entity(**e).kind, EntityKind::Class(ci) if ci.template_params == ps.params)
            });
            if let Some((e, _)) = found {
                return Some(*e);
            }
        }
        None
    }

    /// Whether names in scope `sc` are only known at instantiation.
    pub fn scope_is_dependent(&self, sc: EntityId) -> bool {
        match &self.sema.il.entity(sc).kind {
            EntityKind::TemplateParam { .. } => true,
            EntityKind::Class(_) => self.class_is_dependent(sc, 0),
            _ => false,
        }
    }

    /// A type named by a member of a dependent scope (cursor at the member
    /// name, `start` at the beginning of the name): an opaque dependent
    /// type, printed as written.
    /// After a dependent member type `t`, a further `::member` (as in
    /// `…::template rebind<T>::other`) names a member of that dependent
    /// member, dependent too: consume the `::` and give the scope to look in.
    fn dependent_member_scope(&mut self, t: TypeId) -> Option<EntityId> {
        if !(self.at(TokenKind::ColonColon) && self.peek(1).kind == TokenKind::Ident) {
            return None;
        }
        let TypeKind::TemplateParam(x) = self.sema.il.ty(t) else { return None };
        let x = *x;
        self.bump();
        Some(x)
    }

    fn dependent_member_type(&mut self, start: usize, scope: EntityId, written_scope: Option<TypeId>) -> TypeId {
        let mut text = String::new();
        let mut k = start;
        // The written name up to and including the current identifier (the
        // placeholder's name, used by diagnostics).
        while k <= self.i {
            let t = self.toks.get(k).copied();
            let Some(t) = t else { break };
            let s = self.text_of(t);
            if s != "typename" {
                text.push_str(s);
            }
            k += 1;
        }
        let template_kw = self.i > 0 && self.toks.get(self.i - 1).is_some_and(|t| self.text_of(*t) == "template");
        let member = String::from(self.text());
        self.bump();
        let mut args = None;
        if self.at(TokenKind::Lt) {
            args = self.template_argument_list();
        }
        let name = alloc::format!("typename {}", text);
        let kind = EntityKind::TemplateParam { index: u32::MAX, is_type: true, ty: None, default_type: None, key: TemplateParamKey::Typename };
        let pos = self.pos();
        let e = self.sema.new_entity(name, kind, pos, None);
        self.sema.il.dependent_names.insert(e, DependentName { scope, name: member, template_kw, args, written_scope });
        self.sema.il.intern(TypeKind::TemplateParam(e))
    }

    /// Whether the `&`/`&&` after a parameter list is a ref-qualifier: it
    /// is followed by what may end or continue a function declarator.
    fn ref_qualifier_follows(&self) -> bool {
        let t = self.peek(1);
        match t.kind {
            TokenKind::Gt | TokenKind::Comma | TokenKind::RParen | TokenKind::Semi | TokenKind::LBrace | TokenKind::Assign
            | TokenKind::Arrow | TokenKind::Colon | TokenKind::LBracket | TokenKind::Ellipsis => true,
            TokenKind::Ident => matches!(
                t.text(self.src),
                "noexcept" | "throw" | "override" | "final" | "__attribute__" | "__attribute" | "const" | "volatile"
            ),
            _ => false,
        }
    }

    /// `decltype(e)`, or GNU `__typeof__(e)` when `gnu_typeof` (EDG prints
    /// each with its own keyword).
    pub(super) fn decltype_specifier(&mut self, gnu_typeof: bool) -> TypeId {
        if !self.expect(TokenKind::LParen, "a \"(\"") {
            return self.sema.b.error;
        }
        let parenthesized = self.at(TokenKind::LParen);
        let start = self.i;
        let e = self.expression();
        self.expect(TokenKind::RParen, "a \")\"");
        // `decltype(m)` of a managed variable would name its device-side
        // type; only `decltype((m))` is allowed.
        if let ExprKind::Name(v) | ExprKind::QualifiedName { entity: v, .. } = &e.kind {
            if !parenthesized && matches!(&self.sema.il.entity(*v).kind, EntityKind::Variable(var) if var.memory == MemorySpace::Managed) {
                let loc = self.sema.location_of(e.pos);
                self.sema.cuda_diag("decltype_managed", &[], loc, false);
            }
        }
        // Sugar that prints as written (`__decltype(n)`); `decltype(nullptr)`
        // has its own spelling.
        if self.sema.is_error(e.ty) || matches!(self.sema.il.ty(self.sema.il.canonical(e.ty)), TypeKind::Nullptr) {
            return e.ty;
        }
        let pos = e.pos;
        let keyword = if gnu_typeof { "__typeof__" } else { "decltype" };
        // A type known only at instantiation is that expression's own: two
        // dependent decltypes are not the same type meanwhile (`X<
        // decltype(a)> ` and `X< decltype(b)> ` are kept apart).
        let target = if self.is_dependent(e.ty) {
            let kind = EntityKind::TemplateParam { index: u32::MAX, is_type: true, ty: None, default_type: None, key: TemplateParamKey::Typename };
            let p = self.sema.new_entity(String::from(keyword), kind, pos, None);
            self.sema.il.intern(TypeKind::TemplateParam(p))
        } else {
            e.ty
        };
        let ent = self.sema.new_entity(String::from(keyword), EntityKind::Typedef(target), pos, None);
        self.sema.il.decltype_exprs.insert(ent, (e, parenthesized));
        if target != e.ty {
            if let TypeKind::TemplateParam(p) = self.sema.il.ty(target) {
                let p = *p;
                self.decltype_placeholders.insert(p, ent);
            }
            let owner = self.sema.scopes.iter().rev().find_map(|s| match s.kind {
                crate::sema::ScopeKind::Namespace | crate::sema::ScopeKind::Class => s.owner,
                _ => None,
            });
            self.decltype_tokens.insert(ent, (start, owner));
        }
        self.sema.il.intern(TypeKind::Typedef(ent))
    }

    /// Resolve the accumulated specifiers into a type.
    pub fn spec_type(&mut self, ds: &DeclSpec) -> TypeId {
        let b = self.sema.b;
        let base = if let Some(t) = ds.ty {
            t
        } else {
            use Kw::*;
            let uns = ds.signed == Some(false);
            match ds.base {
                Some(Void) => b.void,
                Some(Bool) => b.bool_,
                Some(Char) => match ds.signed {
                    None => b.char_,
                    Some(true) => b.schar,
                    Some(false) => b.uchar,
                },
                Some(Char8T) => b.char8,
                Some(Char16T) => b.char16,
                Some(Char32T) => b.char32,
                Some(WcharT) => b.wchar,
                Some(Float) => b.float,
                Some(Double) => {
                    if ds.longs > 0 {
                        b.ldouble
                    } else {
                        b.double
                    }
                }
                Some(Float128) => self.sema.il.intern(TypeKind::Float(FloatKind::Float128)),
                Some(Int128) => {
                    if uns {
                        b.uint128
                    } else {
                        b.int128
                    }
                }
                Some(BuiltinVaList) => {
                    let e = match self.sema.il.builtin_va_list {
                        Some(e) => e,
                        None => {
                            let t = self.sema.b.char_;
                            let p = self.sema.ptr(t);
                            let e = self.sema.new_entity("__builtin_va_list".into(), EntityKind::Typedef(p), crate::source::Pos::default(), None);
                            self.sema.il.builtin_va_list = Some(e);
                            e
                        }
                    };
                    self.sema.il.intern(TypeKind::Typedef(e))
                }
                _ => {
                    if ds.short {
                        if uns {
                            b.ushort
                        } else {
                            b.short
                        }
                    } else if ds.longs >= 2 {
                        if uns {
                            b.ullong
                        } else {
                            b.llong
                        }
                    } else if ds.longs == 1 {
                        if uns {
                            b.ulong
                        } else {
                            b.long
                        }
                    } else if uns {
                        b.uint
                    } else {
                        b.int
                    }
                }
            }
        };
        // An explicit `signed` on an integer type other than char (where `signed
        // char` is its own type) is kept as written.
        let base = if ds.ty.is_none()
            && ds.signed == Some(true)
            && ds.base != Some(Kw::Char)
            && matches!(self.sema.il.ty(base), TypeKind::Int(_))
        {
            self.sema.il.intern(TypeKind::SignedSpelled(base))
        } else {
            base
        };
        self.sema.qualified(base, ds.quals)
    }

    // ------------------------------------------------------------ attributes

    /// `__attribute__((a, b(args)))`; CUDA ones go into `ds`.
    pub fn gnu_attributes(&mut self, attrs: &mut Vec<Attribute>, mut ds: Option<&mut DeclSpec>) {
        let leading = ds.is_some();
        while self.at_kw(Kw::Attribute) {
            let kw_pos = self.pos_of(self.tok());
            self.bump();
            if !self.expect(TokenKind::LParen, "a \"(\"") {
                return;
            }
            if !self.expect(TokenKind::LParen, "a \"(\"") {
                return;
            }
            loop {
                if self.at(TokenKind::RParen) || self.at_eof() {
                    break;
                }
                if self.eat(TokenKind::Comma) {
                    continue;
                }
                let name_tok = self.bump();
                let raw = self.text_of(name_tok);
                let name = raw.trim_start_matches("__").trim_end_matches("__");
                let mut args: Option<String> = None;
                let mut arg_exprs: Vec<&'a Expr<'a>> = Vec::new();
                let mut arg_starts: Vec<usize> = Vec::new();
                if self.at(TokenKind::LParen) {
                    let start = self.tok().end;
                    self.bump();
                    let numeric = matches!(name, "launch_bounds" | "maxnreg" | "local_maxnreg" | "cluster_dims" | "block_size" | "aligned");
                    if numeric && !self.at(TokenKind::RParen) {
                        loop {
                            arg_starts.push(self.i);
                            let e = self.assignment_expression();
                            arg_exprs.push(e);
                            if !self.eat(TokenKind::Comma) {
                                break;
                            }
                        }
                    } else {
                        let mut depth = 0;
                        while !self.at_eof() {
                            match self.kind() {
                                TokenKind::LParen => depth += 1,
                                TokenKind::RParen => {
                                    if depth == 0 {
                                        break;
                                    }
                                    depth -= 1
                                }
                                _ => {}
                            }
                            self.bump();
                        }
                    }
                    let end = self.tok().start;
                    args = Some(String::from(self.src.get(start as usize..end as usize).unwrap_or("").trim()));
                    self.expect(TokenKind::RParen, "a \")\"");
                }
                let consts: Vec<Option<i64>> = arg_exprs
                    .iter()
                    .map(|e| consteval::eval(&self.sema.il, e).map(|v| v.as_i128() as i64))
                    .collect();
                let mut handled = false;
                if let Some(ds) = ds.as_deref_mut() {
                    if crate::sema::cuda_decl::is_cuda_attribute(name) {
                        ds.cuda_attrs.push(crate::sema::cuda_decl::CudaAttr {
                            name: String::from(name),
                            tok: name_tok,
                            args: consts.clone(),
                            arg_pos: arg_exprs.iter().map(|e| e.pos).collect(),
                        });
                    }
                    handled = true;
                    if matches!(name, "host" | "device" | "global") && ds.first_space_tok.is_none() {
                        ds.first_space_tok = Some(name_tok);
                    }
                    match name {
                        "host" | "device" if ds.global.is_some() => {
                            self.sema.error_at(name_tok, 3481, String::from("illegal combination of memory qualifiers"));
                        }
                        "global" if ds.host || ds.device => {
                            self.sema.error_at(name_tok, 3481, String::from("illegal combination of memory qualifiers"));
                        }
                        "host" => ds.host = true,
                        "device" => {
                            // `__device__` on a variable is a memory space.
                            ds.device = true
                        }
                        "global" => ds.global = Some(name_tok),
                        "shared" => ds.memory = MemorySpace::Shared,
                        "constant" => ds.memory = MemorySpace::Constant,
                        "managed" => ds.memory = MemorySpace::Managed,
                        "device_builtin" => {
                            ds.device_builtin = true;
                            handled = false;
                        }
                        "launch_bounds" => {
                            ds.launch.max_threads = consts.first().copied().flatten();
                            ds.launch.min_blocks = consts.get(1).copied().flatten();
                            ds.launch.max_blocks_per_cluster = consts.get(2).copied().flatten();
                            for i in 0..2 {
                                let (Some(None), Some(e), Some(st)) = (consts.get(i), arg_exprs.get(i), arg_starts.get(i)) else { continue };
                                if !self.expr_is_value_dependent(e) {
                                    continue;
                                }
                                if let crate::il::TemplateArg::Expr(k) = self.value_arg(e) {
                                    let owner = self.sema.scopes.iter().rev().find_map(|s| match s.kind {
                                        crate::sema::ScopeKind::Namespace | crate::sema::ScopeKind::Class => s.owner,
                                        _ => None,
                                    });
                                    self.template_arg_expr_tokens.insert(k, (*st, owner));
                                    ds.launch_dependent[i] = Some(k);
                                }
                            }
                        }
                        "maxnreg" => ds.launch.max_nreg = consts.first().copied().flatten(),
                        "always_inline" if raw == "__forceinline__" => ds.forceinline = true,
                        "noinline" => handled = false,
                        _ => handled = false,
                    }
                }
                let name_pos = self.pos_of(name_tok);
                let arg_pos = arg_exprs.first().map(|e| e.pos);
                if name == "aligned" && !arg_exprs.is_empty() {
                    self.sema.il.attribute_arg_exprs.insert(name_pos, arg_exprs.clone());
                }
                let a = Attribute { name: String::from(raw), args, pos: kw_pos, name_pos, arg_pos, leading, std: false };
                if let Some(ds) = ds.as_deref_mut() {
                    ds.written_attrs.push(a.clone());
                }
                if !handled {
                    attrs.push(a);
                }
            }
            self.expect(TokenKind::RParen, "a \")\"");
            self.expect(TokenKind::RParen, "a \")\"");
        }
    }

    /// `[[...]]` — kept as attributes by name.
    pub fn std_attributes(&mut self, attrs: &mut Vec<Attribute>) {
        let pos = self.pos_of(self.tok());
        self.bump();
        self.bump();
        let start = self.tok().start;
        let mut depth = 0;
        while !self.at_eof() {
            if self.at(TokenKind::RBracket) && self.peek(1).kind == TokenKind::RBracket && depth == 0 {
                break;
            }
            match self.kind() {
                TokenKind::LBracket | TokenKind::LParen => depth += 1,
                TokenKind::RBracket | TokenKind::RParen => depth -= 1,
                _ => {}
            }
            self.bump();
        }
        let end = self.tok().start;
        let text = String::from(self.src.get(start as usize..end as usize).unwrap_or("").trim());
        attrs.push(Attribute { name: text, args: None, pos, name_pos: pos, arg_pos: None, leading: true, std: true });
        self.bump();
        self.bump();
    }

    // ------------------------------------------------------------ declarators

    /// Parse a declarator; `abstract_ok` allows omitting the name.
    pub fn declarator(&mut self, abstract_ok: bool, ctx: Context) -> Declarator<'a> {
        if !self.enter() {
            return Declarator::default();
        }
        let d = self.declarator_inner(abstract_ok, ctx);
        self.leave();
        d
    }

    fn declarator_inner(&mut self, abstract_ok: bool, ctx: Context) -> Declarator<'a> {
        let mut ptrs: Vec<DeclOp> = Vec::new();
        let mut attrs: Vec<Attribute> = Vec::new();
        loop {
            match self.kind() {
                TokenKind::Star => {
                    self.bump();
                    let mut q = Quals::default();
                    loop {
                        match self.kw() {
                            Some(Kw::Const) => q.is_const = true,
                            Some(Kw::Volatile) => q.is_volatile = true,
                            Some(Kw::Restrict) => q.is_restrict = true,
                            Some(Kw::Attribute) => {
                                self.gnu_attributes(&mut attrs, None);
                                continue;
                            }
                            _ => break,
                        }
                        self.bump();
                    }
                    ptrs.push(DeclOp::Ptr(q));
                }
                TokenKind::Amp | TokenKind::AmpAmp => {
                    let lvalue = self.at(TokenKind::Amp);
                    self.bump();
                    let mut q = Quals::default();
                    while self.at_kw(Kw::Restrict) {
                        q.is_restrict = true;
                        self.bump();
                    }
                    ptrs.push(if lvalue { DeclOp::LRef(q) } else { DeclOp::RRef(q) });
                }
                _ => {
                    if self.at_kw(Kw::Attribute) {
                        self.gnu_attributes(&mut attrs, None);
                        continue;
                    }
                    if let Some(c) = self.member_pointer_class() {
                        let mut q = Quals::default();
                        loop {
                            match self.kw() {
                                Some(Kw::Const) => q.is_const = true,
                                Some(Kw::Volatile) => q.is_volatile = true,
                                _ => break,
                            }
                            self.bump();
                        }
                        ptrs.push(DeclOp::MemberPtr(c, q));
                        continue;
                    }
                    break;
                }
            }
        }
        let mut inner: Option<Box<Declarator<'a>>> = None;
        let mut d = Declarator::default();
        let mut qualifier_scope = false;
        d.pack = self.eat(TokenKind::Ellipsis);
        if self.at(TokenKind::LParen) && self.paren_starts_nested_declarator() {
            self.bump();
            inner = Some(Box::new(self.declarator(abstract_ok, ctx)));
            self.expect(TokenKind::RParen, "a \")\"");
        } else if self.at_name() || self.at(TokenKind::ColonColon) || self.at(TokenKind::Tilde) || self.at_kw(Kw::Operator) {
            self.declarator_name(&mut d, ctx);
            // `T x [[attr]]`: attributes appertaining to the declared entity.
            while self.at(TokenKind::LBracket) && self.peek(1).kind == TokenKind::LBracket {
                let from = attrs.len();
                self.std_attributes(&mut attrs);
                for a in attrs[from..].iter_mut() {
                    a.leading = false;
                }
            }
            // `C::f(T)`: the rest of the declarator (parameters, trailing
            // return type) is in the scope of the class named.
            if let Some(c) = d.qualifier.filter(|c| matches!(self.sema.il.entity(*c).kind, EntityKind::Class(_))) {
                qualifier_scope = self.enter_class_scope(c);
            }
        } else if !abstract_ok {
            // Missing name: reported by the caller's context.
        }
        // Suffixes.
        let mut suffixes: Vec<DeclOp> = Vec::new();
        let mut exception_spec: Option<ExceptionSpec<'a>> = None;
        let mut asm_label: Option<&'a str> = None;
        loop {
            if self.at(TokenKind::LBracket) && self.peek(1).kind != TokenKind::LBracket {
                let open = self.pos_of(self.tok());
                self.bump();
                let mut written: Option<u32> = None;
                let bound = if self.at(TokenKind::RBracket) {
                    None
                } else {
                    let e = self.assignment_expression();
                    let v = match consteval::eval(&self.sema.il, e) {
                        Some(v) => Some(v.as_i128()),
                        None => self.const_int(e),
                    };
                    if let Some(v) = v {
                        // Zero-length arrays are a GNU extension.
                        if v < 0 && !self.is_dependent(e.ty) {
                            self.sema.error_at_pos(e.pos, 94, String::from("the size of an array must be greater than zero"));
                        }
                    }
                    // A bound written as anything but a literal is kept.
                    if !matches!(e.kind, ExprKind::IntLit { .. }) {
                        self.sema.il.array_bounds.push(e);
                        written = Some((self.sema.il.array_bounds.len() - 1) as u32);
                    } else {
                        d.bound_literals.push((open, e));
                    }
                    match v {
                        Some(v) => Some(v.max(0) as u64),
                        // `T[N]` in a template: the bound is kept as written
                        // (matched and substituted at instantiation).
                        None => None,
                    }
                };
                let dependent_bound = bound.is_none() && written.is_some_and(|w| {
                    self.sema.il.array_bounds.get(w as usize).is_some_and(|e| self.expr_is_value_dependent(e))
                });
                self.expect(TokenKind::RBracket, "a \"]\"");
                suffixes.push(match written {
                    Some(w) if bound.is_some() || dependent_bound => DeclOp::ArrayWritten(bound, w),
                    _ => DeclOp::Array(bound),
                });
            } else if self.at(TokenKind::LParen) {
                if (d.name.is_some() || inner.is_some()) && !self.paren_starts_parameters() {
                    // `T x(args)`: a direct initializer, not a parameter list.
                    break;
                }
                self.bump();
                let (params, variadic) = self.parameter_list();
                self.expect(TokenKind::RParen, "a \")\"");
                let mut q = Quals::default();
                let mut ref_qual = RefQualifier::None;
                let mut type_noexcept = FnNoexcept::None;
                // `noexcept` belongs to the type of a function that is not
                // the declared routine itself (an abstract or inner one).
                let in_type = d.name.is_none() || inner.is_some();
                loop {
                    if ref_qual == RefQualifier::None
                        && matches!(self.tok().kind, TokenKind::Amp | TokenKind::AmpAmp)
                        && self.ref_qualifier_follows()
                    {
                        ref_qual = if self.at(TokenKind::Amp) { RefQualifier::Lvalue } else { RefQualifier::Rvalue };
                        self.bump();
                        continue;
                    }
                    match self.kw() {
                        Some(Kw::Const) => q.is_const = true,
                        Some(Kw::Volatile) => q.is_volatile = true,
                        Some(Kw::Noexcept) => {
                            self.bump();
                            let mut spec = ExceptionSpec::Noexcept;
                            if self.at(TokenKind::LParen) {
                                self.bump();
                                // The parameters are in scope
                                // (`noexcept(noexcept(a.swap(b)))`).
                                self.sema.push_scope(ScopeKind::Prototype, None);
                                for p in &params {
                                    let n = self.sema.il.entity(*p).name.clone();
                                    if !n.is_empty() {
                                        self.sema.bind(&n, *p);
                                    }
                                }
                                let e = self.expression();
                                spec = ExceptionSpec::NoexceptExpr(e);
                                self.sema.pop_scope();
                                self.expect(TokenKind::RParen, "a \")\"");
                                if in_type {
                                    self.sema.il.array_bounds.push(e);
                                    type_noexcept = FnNoexcept::Expr((self.sema.il.array_bounds.len() - 1) as u32);
                                }
                            } else if in_type {
                                type_noexcept = FnNoexcept::Noexcept;
                            }
                            if exception_spec.is_none() {
                                exception_spec = Some(spec);
                            }
                            continue;
                        }
                        Some(Kw::Throw) => {
                            self.bump();
                            if self.at(TokenKind::LParen) {
                                let start = self.tok().end;
                                self.skip_parens();
                                let end = self.toks.get(self.i.wrapping_sub(1)).map_or(start + 1, |t| t.start + 1);
                                let text = self.src.get(start as usize..end.saturating_sub(1) as usize).unwrap_or("").trim();
                                if exception_spec.is_none() {
                                    exception_spec = Some(ExceptionSpec::Throw(text));
                                }
                            }
                            continue;
                        }
                        Some(Kw::Asm) => {
                            // GNU asm label: `f() __asm("name")`.
                            self.bump();
                            if self.at(TokenKind::LParen) {
                                asm_label = self.asm_label_text();
                            }
                            continue;
                        }
                        Some(Kw::Attribute) => {
                            let mut a = Vec::new();
                            self.gnu_attributes(&mut a, None);
                            attrs.extend(a);
                            continue;
                        }
                        _ => break,
                    }
                    self.bump();
                }
                let fn_params = params.clone();
                suffixes.push(DeclOp::Func { params, variadic, quals: q, ref_qual, noexcept: type_noexcept });
                // Virt-specifiers (contextual keywords).
                while self.at(TokenKind::Ident) && matches!(self.text(), "override" | "final") {
                    if self.text() == "override" {
                        d.virt.0 = true;
                    } else {
                        d.virt.1 = true;
                    }
                    self.bump();
                }
                // A trailing return type: `auto f(…) -> T`.
                if self.at(TokenKind::Arrow) {
                    self.bump();
                    // The parameters are in scope (`-> decltype(a + b)`).
                    self.sema.push_scope(ScopeKind::Prototype, None);
                    for p in &fn_params {
                        let n = self.sema.il.entity(*p).name.clone();
                        if !n.is_empty() {
                            self.sema.bind(&n, *p);
                        }
                    }
                    let t = self.type_id();
                    self.sema.pop_scope();
                    self.trailing_return = Some(t);
                }
            } else {
                break;
            }
        }
        // Trailing attributes and asm labels (`int x __asm("y");`).
        loop {
            if self.at_kw(Kw::Attribute) {
                self.gnu_attributes(&mut attrs, None);
            } else if self.at_kw(Kw::Asm) {
                self.bump();
                if self.at(TokenKind::LParen) {
                    asm_label = self.asm_label_text();
                }
            } else {
                break;
            }
        }
        let mut ops = ptrs;
        ops.extend(suffixes.into_iter().rev());
        if let Some(inner) = inner {
            let inner = *inner;
            ops.extend(inner.ops);
            d.name = inner.name;
            d.name_tok = inner.name_tok;
            d.qualifier = inner.qualifier;
            d.special = inner.special;
            d.conversion_ty = inner.conversion_ty;
            d.pack |= inner.pack;
            d.explicit_spec = inner.explicit_spec;
            d.var_spec = inner.var_spec;
            attrs.extend(inner.attrs);
            d.exception_spec = inner.exception_spec;
            d.asm_label = inner.asm_label.or(asm_label);
        } else {
            d.exception_spec = exception_spec;
            d.asm_label = asm_label;
        }
        d.ops = ops;
        d.attrs = attrs;
        if qualifier_scope {
            self.sema.pop_scope();
        }
        d
    }

    /// Evaluate an integral constant expression, including `sizeof`.
    pub fn const_int(&mut self, e: &Expr<'a>) -> Option<i128> {
        if self.expr_is_value_dependent(e) {
            return None;
        }
        match &e.kind {
            // `sizeof...(Ts)`: the length of the bound pack.
            ExprKind::SizeofType(t) if matches!(self.sema.il.ty(*t), TypeKind::PackExpansion(_)) => self.sema.il.pack_length(*t).map(|n| n as i128),
            ExprKind::SizeofExpr(Expr { kind: ExprKind::PackExpansion(_), .. }) => None,
            ExprKind::SizeofType(t) => Some(self.sema.size_align(*t).0 as i128),
            ExprKind::SizeofExpr(x) => Some(self.sema.size_align(x.ty).0 as i128),
            ExprKind::AlignofType(t) => Some(self.sema.size_align(*t).1 as i128),
            ExprKind::Cast { expr, .. } => self.const_int(expr),
            ExprKind::Binary(op, a, b) => {
                let (x, y) = (self.const_int(a)?, self.const_int(b)?);
                Some(match op {
                    BinaryOp::Add => x.wrapping_add(y),
                    BinaryOp::Sub => x.wrapping_sub(y),
                    BinaryOp::Mul => x.wrapping_mul(y),
                    BinaryOp::Div if y != 0 => x / y,
                    BinaryOp::Rem if y != 0 => x % y,
                    BinaryOp::Shl => x.wrapping_shl((y & 127) as u32),
                    BinaryOp::Shr => x.wrapping_shr((y & 127) as u32),
                    _ => consteval::eval(&self.sema.il, e)?.as_i128(),
                })
            }
            _ => consteval::eval(&self.sema.il, e).map(|v| v.as_i128()),
        }
    }

    /// At `(` of an asm label: skip it, returning the text inside.
    fn asm_label_text(&mut self) -> Option<&'a str> {
        let start = self.tok().end as usize;
        self.skip_parens();
        let end = self.toks.get(self.i.wrapping_sub(1)).map_or(start, |t| t.start as usize);
        self.src.get(start..end.max(start)).map(|t| t.trim())
    }

    fn skip_parens(&mut self) {
        let mut depth = 0;
        while !self.at_eof() {
            match self.kind() {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// At `(` after a declarator name: a parameter list (empty, `...`, or
    /// starting with a type), rather than a direct initializer.
    fn paren_starts_parameters(&self) -> bool {
        let t = self.peek(1);
        match t.kind {
            TokenKind::RParen | TokenKind::Ellipsis => true,
            // `f([[maybe_unused]] int x)`
            TokenKind::LBracket => self.peek(2).kind == TokenKind::LBracket,
            TokenKind::Ident => {
                if let Some(k) = crate::lex::keyword(self.text_of(t)) {
                    use Kw::*;
                    return matches!(
                        k,
                        Const | Volatile | Void | Char | Char8T | Char16T | Char32T | WcharT | Bool | Short | Int | Long
                            | Signed | Unsigned | Float | Double | Struct | Class | Union | Enum | Int128 | Float128
                            | Typename | Decltype | Typeof | Register | Auto | Attribute | Restrict | BuiltinVaList
                    );
                }
                if let Some(is_type) = self.qualified_member_is_type(1) {
                    return is_type && !self.type_name_then_brace(1);
                }
                (self.is_type_name_at(1) || self.is_qualified_type_at(1) || self.text_of(t).starts_with("__noinline"))
                    && !self.type_name_then_brace(1)
            }
            TokenKind::ColonColon => (self.is_type_name_at(2) || self.is_qualified_type_at(2)) && !self.type_name_then_brace(2),
            _ => false,
        }
    }

    /// A (qualified, possibly template-id) type name at `peek(k)` followed
    /// by `{`: a functional-cast expression (`M m(L{})`, `T t(std::vector<int>{})`),
    /// which no parameter declaration can start with.
    fn type_name_then_brace(&self, k: usize) -> bool {
        let mut k = k;
        let mut depth = 0u32;
        // (Bounded: a name and its template arguments are short.)
        for _ in 0..256 {
            let t = self.peek(k);
            match t.kind {
                TokenKind::Ident | TokenKind::ColonColon => {}
                TokenKind::Lt => depth += 1,
                TokenKind::Gt if depth > 0 => depth -= 1,
                TokenKind::LBrace => return depth == 0,
                TokenKind::Eof | TokenKind::Semi | TokenKind::RBrace => return false,
                _ if depth > 0 => {}
                _ => return false,
            }
            k += 1;
        }
        false
    }

    /// At `(` in declarator position: a nested declarator (`(*p)`), not a
    /// parameter list.
    fn paren_starts_nested_declarator(&self) -> bool {
        match self.peek(1).kind {
            TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp | TokenKind::LParen => true,
            TokenKind::Ident => {
                let s = self.text_of(self.peek(1));
                if s == "__attribute__" {
                    return true;
                }
                // `(C::*)`, `(N::C::*p)`: a pointer to member.
                let mut k = 1;
                while self.peek(k).kind == TokenKind::Ident && self.peek(k + 1).kind == TokenKind::ColonColon {
                    k += 2;
                }
                if k > 1 && self.peek(k).kind == TokenKind::Star {
                    return true;
                }
                crate::lex::keyword(s).is_none() && !self.is_type_name_at(1)
            }
            TokenKind::ColonColon => !self.is_type_name_at(2) && !self.is_qualified_type_at(2),
            _ => false,
        }
    }

    fn declarator_name(&mut self, d: &mut Declarator<'a>, ctx: Context) {
        let mut scope: Option<EntityId> = None;
        if self.eat(TokenKind::ColonColon) {
            // Global qualification: ignore (single global scope).
        }
        loop {
            if self.at(TokenKind::Tilde) {
                let t = self.bump();
                let n = if self.at_name() { self.bump() } else { t };
                let mut s = String::from("~");
                s.push_str(self.text_of(n));
                d.name = Some(s);
                d.name_tok = Some(t);
                d.special = SpecialMember::Destructor;
                break;
            }
            if self.at_kw(Kw::Operator) {
                let t = self.bump();
                let (name, special) = self.operator_name();
                d.name = Some(name);
                d.name_tok = Some(t);
                d.special = special;
                if special == SpecialMember::Conversion {
                    d.conversion_ty = self.conversion_type;
                }
                break;
            }
            if !self.at_name() {
                break;
            }
            let t = self.bump();
            let s = self.text_of(t);
            // `X<args>::member`: a member of a class template specialization
            // (or of the template itself, defined outside its class).
            if self.at(TokenKind::Lt) {
                let found = match scope {
                    None => self.sema.lookup(s).map(|v| v.to_vec()),
                    Some(sc) => self.sema.lookup_in(sc, s),
                };
                let tmpl = found.as_ref().and_then(|v| v.first().copied()).and_then(|e| self.class_template_of(e));
                if let Some(tmpl) = tmpl {
                    let at = self.i;
                    if let Some(args) = self.template_argument_list() {
                        if self.at(TokenKind::ColonColon) {
                            self.bump();
                            let inst = match self.written_partial_specialization(tmpl, &args) {
                                Some(ps) => ps,
                                None => self.instantiate_class(tmpl, args),
                            };
                            // `X<T>::` (the template's own parameters): the
                            // template itself, whose injected-class-name the
                            // rest of the declarator finds.
                            let inst = if self.is_current_instantiation_form(inst) && self.class_templates.contains_key(&tmpl) { tmpl } else { inst };
                            scope = Some(inst);
                            continue;
                        }
                    }
                    self.i = at;
                }
            }
            if self.at(TokenKind::ColonColon) {
                let found = match scope {
                    None => self.sema.lookup(s).map(|v| v.to_vec()),
                    Some(sc) => self.sema.lookup_in(sc, s),
                };
                if let Some(e) = found.and_then(|v| v.first().copied()) {
                    self.bump();
                    scope = Some(e);
                    continue;
                }
            }
            d.name = Some(String::from(s));
            d.name_tok = Some(t);
            // `f<args>`: an explicit specialization of function template f.
            if self.at(TokenKind::Lt) {
                let found = match scope {
                    None => self.sema.lookup(s).map(|v| v.to_vec()),
                    Some(sc) => self.sema.lookup_in(sc, s),
                };
                let tmpl = found.iter().flatten().copied().find(|e| {
                    matches!(&self.sema.il.entity(*e).kind, EntityKind::Routine(r) if !r.template_params.is_empty())
                });
                let var_tmpl = found.iter().flatten().copied().find(|e| self.sema.il.variable_templates.contains(e));
                if let Some(tmpl) = tmpl {
                    if let Some(args) = self.template_argument_list() {
                        d.explicit_spec = Some((tmpl, args));
                    }
                } else if let Some(v) = var_tmpl {
                    let back = self.i;
                    match self.template_argument_list() {
                        Some(args) => d.var_spec = Some((v, args)),
                        None => self.i = back,
                    }
                }
            }
            // `C(` as a constructor name in class C or `C::C(`.
            let owner = scope.or(match ctx {
                Context::Class(c) => Some(c),
                _ => None,
            });
            if let Some(c) = owner {
                if self.sema.il.entity(c).name == s && matches!(self.sema.il.entity(c).kind, EntityKind::Class(_)) {
                    d.special = SpecialMember::Constructor;
                }
            }
            break;
        }
        d.qualifier = scope;
    }

    /// `C::*` (or `A::C::*`) at the cursor: consume it, giving the class
    /// type `C`.
    fn member_pointer_class(&mut self) -> Option<TypeId> {
        let mut k = 0;
        while self.peek(k).kind == TokenKind::Ident && self.peek(k + 1).kind == TokenKind::ColonColon {
            k += 2;
        }
        if k == 0 || self.peek(k).kind != TokenKind::Star {
            return None;
        }
        let mut scope: Option<EntityId> = None;
        let mut last: Option<EntityId> = None;
        while self.at(TokenKind::Ident) && self.peek(1).kind == TokenKind::ColonColon {
            let t = self.bump();
            self.bump();
            let s = self.text_of(t);
            let found = match scope {
                None => self.sema.lookup(s).map(|v| v.to_vec()),
                Some(sc) => self.sema.lookup_in(sc, s),
            };
            last = found.and_then(|v| v.first().copied());
            scope = last;
        }
        self.bump(); // *
        Some(match last {
            Some(e) if self.entity_is_type(e) => self.entity_type(e),
            _ => self.sema.b.error,
        })
    }

    /// After `operator`: the function's name.
    pub(crate) fn operator_name(&mut self) -> (String, SpecialMember) {
        let mut s = String::from("operator");
        let t = self.tok();
        match t.kind {
            TokenKind::LParen => {
                self.bump();
                self.expect(TokenKind::RParen, "a \")\"");
                s.push_str("()");
            }
            TokenKind::LBracket => {
                self.bump();
                self.expect(TokenKind::RBracket, "a \"]\"");
                s.push_str("[]");
            }
            TokenKind::Ident if matches!(self.kw(), Some(Kw::New) | Some(Kw::Delete)) => {
                s.push(' ');
                s.push_str(self.text_of(t));
                self.bump();
                if self.at(TokenKind::LBracket) {
                    self.bump();
                    self.expect(TokenKind::RBracket, "a \"]\"");
                    s.push_str("[]");
                }
            }
            TokenKind::Ident => {
                // Conversion function: `operator T`.
                let ds = self.decl_specifiers(Context::File);
                let mut ty = self.spec_type(&ds);
                while self.at(TokenKind::Star) || self.at(TokenKind::Amp) {
                    if self.eat(TokenKind::Star) {
                        ty = self.sema.ptr(ty);
                    } else {
                        self.bump();
                        ty = self.sema.lref(ty);
                    }
                }
                s.push(' ');
                s.push_str(&self.sema.type_to_string(ty));
                self.conversion_type = Some(ty);
                return (s, SpecialMember::Conversion);
            }
            TokenKind::Gt if self.peek(1).kind == TokenKind::Gt && self.peek(1).start == t.end => {
                self.bump();
                self.bump();
                s.push_str(">>");
            }
            // A literal operator: `operator""_x` / `operator"" _x` (the
            // suffix is its own token).
            TokenKind::StringLit if self.text_of(t) == "\"\"" && self.peek(1).kind == TokenKind::Ident => {
                self.bump();
                // (EDG names it `operator ""_x`.)
                s.push_str(" \"\"");
                let suffix = self.tok();
                s.push_str(self.text_of(suffix));
                self.bump();
                return (s, SpecialMember::Operator);
            }
            _ => {
                s.push_str(self.text_of(t));
                self.bump();
            }
        }
        (s, SpecialMember::Operator)
    }

    /// A lambda's parameter list (after its `(`), through the `)`.
    pub fn lambda_parameters(&mut self) -> (Vec<EntityId>, bool) {
        let r = self.parameter_list();
        self.expect(TokenKind::RParen, "a \")\"");
        r
    }

    /// `( params )` contents; returns the parameter entities.
    fn parameter_list(&mut self) -> (Vec<EntityId>, bool) {
        let mut params = Vec::new();
        let mut variadic = false;
        self.sema.push_scope(ScopeKind::Prototype, None);
        // `(void)`
        if self.at_kw(Kw::Void) && self.peek(1).kind == TokenKind::RParen {
            self.bump();
            self.sema.pop_scope();
            return (params, false);
        }
        while !self.at(TokenKind::RParen) && !self.at_eof() {
            if self.eat(TokenKind::Ellipsis) {
                variadic = true;
                break;
            }
            let start = self.tok();
            let ds = self.decl_specifiers(Context::Block);
            if !ds.any {
                self.expected("a type specifier");
                // Skip to the end of this parameter.
                while !self.at_eof() && !matches!(self.kind(), TokenKind::Comma | TokenKind::RParen) {
                    self.bump();
                }
            } else {
                let base = self.spec_type(&ds);
                let d = self.declarator(true, Context::Block);
                let written = self.apply_ops(base, &d.ops);
                // Parameter adjustments: arrays and functions become pointers.
                let ty = self.adjust_param_type(written);
                let declared_ty = if ty != written { Some(written) } else { None };
                let default_arg = if self.eat(TokenKind::Assign) { Some(self.assignment_expression()) } else { None };
                if let Some(x) = default_arg {
                    self.default_arg_conversion_uses(x, ty);
                }
                // A parameter pack takes any number of arguments (expanded
                // at instantiation).
                variadic |= d.pack;
                let name = d.name.clone().unwrap_or_default();
                let pos = self.pos_of(d.name_tok.unwrap_or(start));
                let var = Variable { is_param: true, default_arg, declared_ty, ..Variable::local(ty) };
                let e = self.sema.new_entity(name.clone(), EntityKind::Variable(var), pos, None);
                let mut attrs = ds.attrs.clone();
                attrs.extend(d.attrs.iter().cloned());
                // A memory or execution space on a parameter means nothing
                // (warning 1835) but is printed back as written.
                for a in &ds.cuda_attrs {
                    if matches!(a.name.as_str(), "shared" | "device" | "constant" | "managed" | "host" | "global") {
                        let pos = self.pos_of(a.tok);
                        attrs.push(Attribute { name: a.name.clone(), args: None, pos, name_pos: pos, arg_pos: None, leading: true, std: false });
                    }
                }
                self.sema.il.entities[e.0 as usize].attributes = attrs;
                self.sema.cuda_param_declared(e, start, &ds.cuda_attrs);
                self.sema.bind(&name, e);
                self.record_written_fn_params(e, &d.ops, false);
                if d.pack {
                    self.sema.il.pack_function_params.insert(e);
                }
                params.push(e);
            }
            if !self.eat(TokenKind::Comma) {
                if self.eat(TokenKind::Ellipsis) {
                    variadic = true;
                    // `(Ts......)`: a pack followed by C varargs; the pack's
                    // type says it is expanded (the function is variadic
                    // besides).
                    if let Some(&last) = params.last().filter(|p| self.sema.il.pack_function_params.contains(*p)) {
                        if let EntityKind::Variable(v) = &self.sema.il.entities[last.0 as usize].kind {
                            let t = self.sema.il.intern(TypeKind::PackExpansion(v.ty));
                            if let EntityKind::Variable(v) = &mut self.sema.il.entities[last.0 as usize].kind {
                                v.ty = t;
                            }
                        }
                    }
                }
                break;
            }
        }
        self.sema.pop_scope();
        (params, variadic)
    }

    pub fn adjust_param_type(&mut self, ty: TypeId) -> TypeId {
        match self.sema.il.ty(self.sema.il.canonical(ty)).clone() {
            TypeKind::Array(e, _) => {
                // Qualifiers on an array (typedef) belong to its elements:
                // `const vec3` adjusts to `const float *`.
                let q = self.sema.il.quals_of(ty);
                let e = self.sema.qualified(e, q);
                self.sema.ptr(e)
            }
            TypeKind::Function(_) => self.sema.ptr(ty),
            _ => ty,
        }
    }

    /// Remember the parameters written in the function types of `e`'s
    /// declarator (all but the routine's own), for printing only.
    pub fn record_written_fn_params(&mut self, e: EntityId, ops: &[DeclOp], is_routine: bool) {
        let n = if is_routine && matches!(ops.last(), Some(DeclOp::Func { .. })) { ops.len() - 1 } else { ops.len() };
        // Ops apply innermost first; the printer meets function types
        // outermost first.
        let lists: Vec<Vec<EntityId>> = ops[..n]
            .iter()
            .rev()
            .filter_map(|op| match op {
                DeclOp::Func { params, .. } => Some(params.clone()),
                _ => None,
            })
            .collect();
        if !lists.is_empty() {
            self.sema.il.written_fn_params.entry(e).or_insert(lists);
        }
    }

    /// Apply declarator ops to a base type.
    pub fn apply_ops(&mut self, base: TypeId, ops: &[DeclOp]) -> TypeId {
        let mut t = base;
        for op in ops {
            t = match op {
                DeclOp::Ptr(q) => {
                    let p = self.sema.ptr(t);
                    self.sema.qualified(p, *q)
                }
                DeclOp::MemberPtr(c, q) => {
                    let p = self.sema.il.intern(TypeKind::MemberPointer(t, *c));
                    self.sema.qualified(p, *q)
                }
                DeclOp::LRef(q) => {
                    let r = self.sema.lref(t);
                    self.sema.qualified(r, *q)
                }
                DeclOp::RRef(q) => {
                    let r = self.sema.rref(t);
                    self.sema.qualified(r, *q)
                }
                DeclOp::Array(n) => self.sema.array(t, *n),
                DeclOp::ArrayWritten(n, w) => {
                    let array = self.sema.array(t, *n);
                    self.sema.il.intern(TypeKind::ArrayBound { elem: t, array, bound: *w })
                }
                DeclOp::Func { params, variadic, quals, ref_qual, noexcept } => {
                    let ps: Vec<TypeId> = params
                        .iter()
                        .map(|p| match &self.sema.il.entity(*p).kind {
                            EntityKind::Variable(v) => v.ty,
                            _ => self.sema.b.error,
                        })
                        .collect();
                    let f = FunctionType {
                        ret: t,
                        params: ps,
                        variadic: *variadic,
                        unprototyped: false,
                        quals: *quals,
                        ref_qual: *ref_qual,
                        noexcept: *noexcept,
                    };
                    self.sema.il.intern(TypeKind::Function(f))
                }
            };
        }
        t
    }
}
