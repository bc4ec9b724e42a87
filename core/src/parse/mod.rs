//! The parser: tokens to the typed IL. As in EDG, parsing and semantic
//! analysis run together (C++ cannot be parsed without knowing which names
//! are types); `crate::sema` holds the semantic half (types, conversions,
//! lookup, CUDA rules), this module the syntax.
//!
//! Error recovery: a syntax error is reported once and the parser skips to a
//! synchronizing token (`;`, `}`); it always returns a structurally valid IL.
//! Recursion (nested expressions, statements, declarators) is bounded by
//! `Options::max_nesting`; exceeding it is a catastrophic diagnostic, not a
//! stack overflow.

mod class;
mod decl;
mod declaration;
mod expr;
mod ordering;
pub(crate) use expr::library_builtin_name;
mod stmt;
mod template;
mod traits;

pub use decl::ExternC;

use crate::diag::{Diagnostic, Location, Pass, Severity};
use crate::il::*;
use crate::lex::{keyword, Kw, Lexed, Token, TokenKind};
use crate::options::Options;
use crate::sema::Sema;
use crate::source::Pos;
use alloc::string::String;
use alloc::vec::Vec;
use bumpalo::Bump;

/// Re-parses allowed per translation unit (see `Parser::tentative_budget`).
const TENTATIVE_BUDGET: u32 = 100_000;

/// Parse a whole translation unit into the IL. `pass` selects the host
/// (cudafe++) or device (cicc) view: which cross-space calls are errors.
pub fn parse<'a>(arena: &'a Bump, src: &'a str, lexed: Lexed, opts: &Options, pass: Pass) -> (Il<'a>, Vec<Diagnostic>) {
    let Lexed { tokens, map, diagnostics, unterminated } = lexed;
    let il = Il::new(arena, src, map);
    let mut p = Parser {
        src,
        toks: tokens,
        unterminated,
        i: 0,
        sema: Sema::new(il, opts, pass),
        depth: 0,
        aborted: false,
        conversion_type: None,
        current_access: Access::Public,
        deferred_bodies: Vec::new(),
        pending_template_params: None,
        asm_labels: alloc::collections::BTreeMap::new(),
        instances: Vec::new(),
        instance_sugar: alloc::collections::BTreeMap::new(),
        deduced_sugar: None,
        matched_pack: None,
        matching_partial: false,
        reported_unmatched_brace: false,
        function_locals: Vec::new(),
        loop_depth: 0,
        switches: Vec::new(),
        labels_defined: Vec::new(),
        gotos: Vec::new(),
        class_templates: alloc::collections::BTreeMap::new(),
        outside_member_classes: alloc::collections::BTreeSet::new(),
        outside_member_class_bodies: alloc::collections::BTreeMap::new(),
        function_template_bodies: alloc::collections::BTreeMap::new(),
        partial_specs: Vec::new(),
        class_using_names: alloc::collections::BTreeMap::new(),
        arg_bindings: alloc::collections::BTreeMap::new(),
        pack_elements: alloc::collections::BTreeMap::new(),
        instance_bindings: alloc::collections::BTreeMap::new(),
        inst_depth: 0,
        class_inst_point: None,
        completion_needs: core::cell::RefCell::new(Vec::new()),
        completion_noted: core::cell::RefCell::new(alloc::collections::BTreeSet::new()),
        class_inst_stack: Vec::new(),
        class_instance_cache: Vec::new(),
        nontype_defaults: alloc::collections::BTreeMap::new(),
        nontype_dependent_defaults: alloc::collections::BTreeMap::new(),
        inherited_defaults: alloc::collections::BTreeMap::new(),
        launch_dependent: alloc::collections::BTreeMap::new(),
        block_functions: alloc::collections::BTreeMap::new(),
        in_template_args: false,
        instantiation_limit_reported: false,
        last_template_arg_toks: Vec::new(),
        pack_params: alloc::collections::BTreeSet::new(),
        dependent_members: alloc::collections::BTreeMap::new(),
        partial_explicit_args: alloc::collections::BTreeMap::new(),
        explicit_defers_to_call: false,
        explicit_for_call: None,
        call_object_quals: None,
        call_object_lvalue: None,
        trailing_return: None,
        pending_pure: false,
        in_user_conversion: false,
        direct_linkage_in_c: false,
        direct_cpp_in_c: false,
        tentative_budget: TENTATIVE_BUDGET,
        var_template_use_dependent: alloc::collections::BTreeMap::new(),
        alias_templates: alloc::collections::BTreeMap::new(),
        alias_instances: Vec::new(),
        unresolved_callee: None,
        dependent_call_ty: None,
        last_written_args: None,
        in_explicit_instantiation: false,
        extern_instantiation: None,
        deduced_instantiation: None,
        explicit_instances: Vec::new(),
        late_member_bodies: Vec::new(),
        auto_return: false,
        decltype_auto_return: false,
        parenthesized_returns: alloc::collections::BTreeSet::new(),
        trailing_written: false,
        ambiguous_candidates: None,
        template_arg_expr_tokens: alloc::collections::BTreeMap::new(),
        decltype_tokens: alloc::collections::BTreeMap::new(),
        var_init_tokens: alloc::collections::BTreeMap::new(),
        var_template_values: alloc::collections::BTreeMap::new(),
        last_variable_template_value: None,
        decltype_placeholders: alloc::collections::BTreeMap::new(),
        substitution_failed: false,
        checking_substitution: false,
        arg_origins: Vec::new(),
        closure_frames: Vec::new(),
        closure_counts: alloc::collections::BTreeMap::new(),
        extended_lambda_tags: alloc::collections::BTreeMap::new(),
    };
    p.sema.diags.extend(diagnostics);
    p.translation_unit();
    if !p.aborted {
        p.parse_late_member_bodies();
    }
    if !p.aborted {
        p.instantiate_function_bodies();
    }
    if !p.aborted {
        p.sema.check_unreferenced_statics();
    }
    p.settle_completion_needs();
    p.sema.finish()
}

pub(crate) struct Parser<'a, 'o> {
    /// A direct linkage specification (`extern "C" int f();`) is being
    /// parsed inside a block of C linkage: EDG prints no `extern "C"` then.
    pub direct_linkage_in_c: bool,
    /// … and it is `extern "C++"`: EDG prints that one.
    pub direct_cpp_in_c: bool,
    pub src: &'a str,
    pub toks: Vec<Token>,
    /// Offsets of literals missing their closing quote (reported when reached).
    pub unterminated: Vec<crate::source::Offset>,
    pub i: usize,
    pub sema: Sema<'a, 'o>,
    pub depth: u32,
    /// Set after a catastrophic error: stop parsing.
    pub aborted: bool,
    /// The target type of the conversion function whose name was just parsed.
    pub conversion_type: Option<TypeId>,
    /// Access in force in the class body being parsed.
    pub current_access: Access,
    /// In-class member function bodies, parsed when the class is complete:
    /// (routine, its defining declaration, token index of the body).
    pub deferred_bodies: Vec<(EntityId, DeclId, usize)>,
    /// Template parameters of the template declaration being parsed; taken
    /// by the routine it declares.
    pub pending_template_params: Option<Vec<EntityId>>,
    /// Routines given an asm label so far (later declarations print it).
    pub asm_labels: alloc::collections::BTreeMap<EntityId, &'a str>,
    /// Instantiations made so far: ((template, type arguments), instance).
    pub instances: Vec<((EntityId, Vec<TemplateArg>), EntityId)>,
    /// A function template instance's arguments as first deduced, typedef
    /// names kept (`uint8_t` where the key has `unsigned char`): EDG writes
    /// the instance's parameter types with them.
    pub instance_sugar: alloc::collections::BTreeMap<EntityId, Vec<TemplateArg>>,
    /// The last `deduce_with`'s arguments before canonicalization.
    pub deduced_sugar: Option<Vec<TemplateArg>>,
    /// While a partial specialization's pattern is matched: the elements
    /// its trailing parameter pack took (`A` of `function<R(A...)>`).
    pub matched_pack: Option<(EntityId, Vec<TemplateArg>)>,
    /// A partial specialization's pattern is being matched (packs nested
    /// in its arguments record their elements in `matched_pack`).
    pub matching_partial: bool,
    /// Which call arguments are lvalues, for the deduction under way (a
    /// forwarding reference `T &&` deduces `A &` from an lvalue).
    /// The note for an unmatched `{` is given once (for the outermost).
    pub reported_unmatched_brace: bool,
    /// Block-scope variables of the function body being parsed.
    pub function_locals: Vec<EntityId>,
    /// Enclosing loops (for `continue`) and breakable statements.
    pub loop_depth: u32,
    /// Case values and default seen in each enclosing `switch`.
    pub switches: Vec<SwitchLabels>,
    /// Labels defined and `goto` targets used in the current function.
    pub labels_defined: Vec<String>,
    pub gotos: Vec<(String, Token)>,
    /// Class templates with a definition: template → token index of its
    /// body (the `:` of the base clause or the `{`), re-parsed to
    /// instantiate it.
    pub class_templates: alloc::collections::BTreeMap<EntityId, usize>,
    /// Member classes defined outside their class (`class A::B { … }`):
    /// a template header before one is the enclosing template's.
    pub outside_member_classes: alloc::collections::BTreeSet<EntityId>,
    /// Those of a class template: member class → its key and the token
    /// index of its body (the base clause's `:` or the `{`), parsed again
    /// for each instance of the enclosing template.
    pub outside_member_class_bodies: alloc::collections::BTreeMap<EntityId, (ClassKey, usize)>,
    /// Function templates with a definition: template → token index of its
    /// body (`{`, `:` or `=`), parsed again to instantiate it, and the
    /// template parameters of the defining declaration.
    pub function_template_bodies: alloc::collections::BTreeMap<EntityId, (usize, Vec<EntityId>)>,
    /// Partial specializations, tried in order before the primary template.
    pub partial_specs: Vec<template::PartialSpec>,
    /// What a class's using-declarations bound in its scope (the members
    /// named, or a dependent base's placeholder), bound again where a
    /// member defined outside the class reopens its scope.
    pub class_using_names: alloc::collections::BTreeMap<EntityId, Vec<EntityId>>,
    /// While instantiating: the entities standing for template parameters
    /// (a typedef of the type argument, or a parameter bound to a value).
    pub arg_bindings: alloc::collections::BTreeMap<EntityId, TemplateArg>,
    /// While instantiating: a bound pack's name entity (a template
    /// parameter pack's binding, or a function parameter pack's) and the
    /// entities standing for its elements, in order; a pattern followed
    /// by `...` is parsed once per element with the name bound to each.
    pub pack_elements: alloc::collections::BTreeMap<EntityId, Vec<EntityId>>,
    /// Class template instances with a body: the parameters of the pattern
    /// and the arguments they were bound to, bound again when a member
    /// template of the instance is instantiated (its body names them).
    pub instance_bindings: alloc::collections::BTreeMap<EntityId, (Vec<EntityId>, Vec<TemplateArg>)>,
    /// Nesting of instantiations in progress (bounded).
    pub inst_depth: u32,
    /// Where the outermost class instantiation under way was needed.
    pub class_inst_point: Option<(u32, u32)>,
    /// Where code needed a class template instance complete, in parse
    /// order: (instance, entities made by then, the instance whose body
    /// was being instantiated then). Our parser instantiates an instance
    /// wherever it is named; EDG where it is first needed complete
    /// (`settle_completion_needs`).
    pub completion_needs: core::cell::RefCell<Vec<(EntityId, u32, Option<EntityId>)>>,
    /// The (instance, enclosing instantiation) pairs already in
    /// `completion_needs`: only the first need of each counts, and every
    /// class-valued expression reports one.
    pub completion_noted: core::cell::RefCell<alloc::collections::BTreeSet<(EntityId, Option<EntityId>)>>,
    /// The class instances whose bodies are being instantiated, each with
    /// the routine current when it started (a member function body parsed
    /// meanwhile needs nothing for the class).
    pub class_inst_stack: Vec<(EntityId, Option<EntityId>)>,
    /// Class template specializations made so far: ((template, canonical
    /// arguments), specialization).
    pub class_instance_cache: Vec<((EntityId, Vec<TemplateArg>), EntityId)>,
    /// Default arguments of non-type template parameters (values).
    pub nontype_defaults: alloc::collections::BTreeMap<EntityId, i128>,
    /// Non-type parameters whose default depends on earlier parameters
    /// (`bool B = is_small<T>::value`): the argument expression's index,
    /// evaluated for each argument list.
    pub nontype_dependent_defaults: alloc::collections::BTreeMap<EntityId, u32>,
    /// A class template's parameter of a later declaration (its
    /// definition) → the same parameter of the earlier declaration whose
    /// default argument it inherits ([temp.param]: defaults accumulate).
    pub inherited_defaults: alloc::collections::BTreeMap<EntityId, EntityId>,
    /// Kernel templates whose `__launch_bounds__` arguments depend on
    /// template parameters: the argument-expression indices.
    pub launch_dependent: alloc::collections::BTreeMap<EntityId, [Option<u32>; 2]>,
    /// Functions declared at block scope, by name: a later block-scope
    /// declaration of the same function (in another body, where the first
    /// is not visible) declares the same entity.
    pub block_functions: alloc::collections::BTreeMap<String, Vec<EntityId>>,
    /// Parsing a template argument list: a `>` ends the expression.
    pub in_template_args: bool,
    /// The instantiation depth diagnostic is given once.
    pub instantiation_limit_reported: bool,
    /// The first token of each argument of the last template argument list.
    pub last_template_arg_toks: Vec<Token>,
    /// Where each value-dependent template argument (`TemplateArg::Expr`)
    /// starts: the token index, to parse it again when substituted.
    pub template_arg_expr_tokens: alloc::collections::BTreeMap<u32, (usize, Option<EntityId>)>,
    /// Where the operand of each dependent `decltype(e)` starts (keyed by
    /// its sugar typedef), with the scope it was written in: parsed again
    /// with the template arguments bound when substituted.
    pub decltype_tokens: alloc::collections::BTreeMap<EntityId, (usize, Option<EntityId>)>,
    /// Where the value-dependent `= e` initializer of each namespace-scope
    /// variable starts (a variable template's, `is_enum_v = __is_enum(T)`),
    /// with its scope: parsed again with the arguments of a use.
    pub var_init_tokens: alloc::collections::BTreeMap<EntityId, (usize, Option<EntityId>)>,
    /// The value of each variable template specialization evaluated so far
    /// (the declaration chosen, its canonical arguments).
    pub var_template_values: alloc::collections::BTreeMap<(EntityId, Vec<TemplateArg>), Option<i128>>,
    /// The value `variable_template_use` found for the use just parsed.
    pub last_variable_template_value: Option<i128>,
    /// The sugar typedef of each dependent `decltype(e)` by its placeholder
    /// type parameter (what is left of it in canonical types, e.g. the
    /// arguments of a specialization).
    pub decltype_placeholders: alloc::collections::BTreeMap<EntityId, EntityId>,
    /// Set by `substitute` when a member type is looked up in a concrete,
    /// defined class that lacks it (see `substitution_fails`).
    pub substitution_failed: bool,
    /// `substitution_fails` is running.
    pub checking_substitution: bool,
    /// What the value-dependent template arguments evaluated so far named
    /// (see `Il::instance_arg_origins`); taken by the instance they make.
    pub arg_origins: Vec<EntityId>,
    /// Template parameter packs (`class... Ts`).
    pub pack_params: alloc::collections::BTreeSet<EntityId>,
    /// `f<int>(…)` with fewer arguments than parameters: the explicit
    /// arguments, by the offset of the name, for deduction of the rest.
    pub partial_explicit_args: alloc::collections::BTreeMap<u32, Vec<TemplateArg>>,
    /// Set while parsing `f<args>` where several templates are named `f`:
    /// the arguments wait for the call's overload resolution.
    pub explicit_defers_to_call: bool,
    /// The explicit arguments of the call being resolved.
    pub explicit_for_call: Option<Vec<TemplateArg>>,
    /// The call being resolved is on an object (`x.f()`, `p->f()`): that
    /// object's cv-qualifiers (the implicit object argument).
    pub call_object_quals: Option<Quals>,
    /// Whether the object of that call is an lvalue (for ref-qualified
    /// member functions).
    pub call_object_lvalue: Option<bool>,
    /// The trailing return type of the declarator just parsed.
    pub trailing_return: Option<TypeId>,
    /// `= 0` was written on the member function being declared.
    pub pending_pure: bool,
    /// Members of dependent specializations (see `member_of_dependent`).
    pub dependent_members: alloc::collections::BTreeMap<(EntityId, EntityId), EntityId>,
    /// Inside the search for a converting constructor: an implicit conversion
    /// sequence holds at most one user-defined conversion, so the constructor's
    /// parameter is reached by standard conversions only (and class types that
    /// convert into each other cannot recurse forever).
    pub in_user_conversion: bool,
    /// Tentative parses that may still be abandoned and redone another way
    /// (bounded: nested retries would otherwise be exponential).
    pub tentative_budget: u32,
    /// Whether the arguments of the variable template named at a position
    /// were dependent when that position was last parsed: an instantiation
    /// parses a template's tokens again with its parameters bound, so the
    /// same `v<T>` is dependent in the pattern and concrete in the instance
    /// (`Il::written_template_args` keeps the pattern's, for printing).
    pub var_template_use_dependent: alloc::collections::BTreeMap<(crate::source::Pos, EntityId), bool>,
    /// Alias templates: the alias → its template parameters and the token
    /// index of the aliased type.
    pub alias_templates: alloc::collections::BTreeMap<EntityId, (Vec<EntityId>, usize)>,
    /// Alias template specializations made so far.
    pub alias_instances: Vec<((EntityId, Vec<TemplateArg>), TypeId)>,
    /// An undeclared name just parsed as the callee of a call in a template
    /// (see `id_expression`): an error only if no argument is dependent.
    pub unresolved_callee: Option<Token>,
    /// The placeholder type of calls resolved at instantiation
    /// (`dependent_call_type`).
    pub dependent_call_ty: Option<TypeId>,
    /// The explicit template arguments of the routine name just parsed
    /// (see `explicit_instance`).
    pub last_written_args: Option<Vec<TemplateArg>>,
    /// Parsing the declaration of an explicit instantiation
    /// (`template void f<int>(int);`).
    pub in_explicit_instantiation: bool,
    /// Inside `extern template …` (where `extern` is): the declaration
    /// makes no definition.
    pub extern_instantiation: Option<crate::source::Pos>,
    /// The specialization an explicit instantiation written without
    /// template arguments named (its arguments deduced).
    pub deduced_instantiation: Option<EntityId>,
    /// Function template specializations explicitly instantiated: their
    /// bodies are made even if nothing calls them.
    pub explicit_instances: Vec<EntityId>,
    /// Member function bodies of class template specializations made while
    /// a type argument was incomplete (see `class_body`).
    pub late_member_bodies: Vec<(EntityId, Vec<(EntityId, DeclId, usize)>)>,
    /// The function declarator just parsed has a deduced return type
    /// (`auto` without a trailing return type).
    pub auto_return: bool,
    pub decltype_auto_return: bool,
    /// Return operands written wholly in parentheses (`return (x);`):
    /// under `decltype(auto)` they are lvalue expressions, not names.
    pub parenthesized_returns: alloc::collections::BTreeSet<crate::source::Pos>,
    /// … and it has a trailing return type (`auto f() -> T`).
    pub trailing_written: bool,
    /// The candidates the last overload resolution could not choose among.
    pub ambiguous_candidates: Option<Vec<EntityId>>,
    /// The lambdas whose bodies are being parsed, innermost last.
    pub closure_frames: Vec<ClosureFrame<'a>>,
    /// Closures made so far per (enclosing routine, parameter types): the
    /// next Itanium discriminator.
    pub closure_counts: alloc::collections::BTreeMap<(Option<EntityId>, Vec<TypeId>), u32>,
    /// Extended lambdas numbered so far per enclosing routine
    /// (`__nv_dl_tag<…, n>`).
    pub extended_lambda_tags: alloc::collections::BTreeMap<Option<EntityId>, u32>,
}

/// A lambda whose body is being parsed: its closure and what it captures.
pub struct ClosureFrame<'a> {
    pub closure: EntityId,
    pub call_op: EntityId,
    /// The routine whose `this` the lambda may capture (the enclosing
    /// function, through any enclosing lambdas).
    pub enclosing: Option<EntityId>,
    pub default: CaptureDefault,
    pub mutable: bool,
    /// Entities created from here on belong to the lambda.
    pub first_own_entity: u32,
    /// Explicit captures written: (name, by reference).
    pub explicit: Vec<(String, bool)>,
    /// `this` or `*this` written (`Some(true)` for `*this`).
    pub explicit_this: Option<bool>,
    pub captures: Vec<Capture>,
    /// The expressions initializing `captures`, in the enclosing context.
    pub inits: Vec<&'a Expr<'a>>,
    /// The return type written (`-> T`), which returns convert to.
    pub ret_written: Option<TypeId>,
}

/// The labels of one `switch` statement, for duplicate checks.
#[derive(Default)]
pub struct SwitchLabels {
    pub values: Vec<(i128, u32)>,
    pub has_default: bool,
}

impl<'a, 'o> Parser<'a, 'o> {
    // ------------------------------------------------------------ cursor

    pub fn tok(&self) -> Token {
        self.toks.get(self.i).copied().unwrap_or(Token { kind: TokenKind::Eof, start: 0, end: 0 })
    }
    pub fn peek(&self, n: usize) -> Token {
        self.toks
            .get(self.i + n)
            .copied()
            .unwrap_or_else(|| self.toks.last().copied().unwrap_or(Token { kind: TokenKind::Eof, start: 0, end: 0 }))
    }
    pub fn kind(&self) -> TokenKind {
        self.tok().kind
    }
    pub fn text(&self) -> &'a str {
        self.tok().text(self.src)
    }
    pub fn text_of(&self, t: Token) -> &'a str {
        t.text(self.src)
    }
    pub fn at(&self, k: TokenKind) -> bool {
        self.kind() == k
    }
    pub fn at_eof(&self) -> bool {
        self.kind() == TokenKind::Eof || self.aborted
    }
    pub fn bump(&mut self) -> Token {
        let t = self.tok();
        if !self.unterminated.is_empty() && matches!(t.kind, TokenKind::CharLit | TokenKind::StringLit) && self.unterminated.binary_search(&t.start).is_ok() {
            self.sema.error_at(t, 8, String::from("missing closing quote"));
        }
        if self.i < self.toks.len() - 1 {
            self.i += 1;
        }
        t
    }
    pub fn eat(&mut self, k: TokenKind) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// The keyword the current token spells, if any.
    pub fn kw(&self) -> Option<Kw> {
        if self.kind() == TokenKind::Ident {
            keyword(self.text())
        } else {
            None
        }
    }
    pub fn kw_at(&self, n: usize) -> Option<Kw> {
        let t = self.peek(n);
        if t.kind == TokenKind::Ident {
            keyword(t.text(self.src))
        } else {
            None
        }
    }
    pub fn at_kw(&self, k: Kw) -> bool {
        self.kw() == Some(k)
    }
    pub fn eat_kw(&mut self, k: Kw) -> bool {
        if self.at_kw(k) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// An identifier that is not a keyword.
    pub fn at_name(&self) -> bool {
        self.kind() == TokenKind::Ident && self.kw().is_none()
    }
    pub fn pos(&self) -> Pos {
        self.sema.il.source_map.pos(self.tok().start)
    }
    pub fn pos_of(&self, t: Token) -> Pos {
        self.sema.il.source_map.pos(t.start)
    }

    // ------------------------------------------------------------ diagnostics

    pub fn location(&self, t: Token) -> Location {
        self.sema.location_at(t.start)
    }

    /// Report `expected a "X"` at the current token (EDG error 65 family).
    pub fn expected(&mut self, what: &str) {
        let t = self.tok();
        let mut m = String::from("expected ");
        m.push_str(what);
        if t.kind == TokenKind::Eof {
            // Past the last token: "At end of source".
            let mut loc = self.location(t);
            loc.column = 0;
            self.sema.report(Severity::HardError, 0, m, Some(loc));
            return;
        }
        self.sema.error_at(t, 0, m);
    }

    /// `}` closing a block opened at `open`; at end of input also note the
    /// unmatched `{` (EDG's note 3196).
    pub fn expect_closing_brace(&mut self, open: Token) {
        if self.eat(TokenKind::RBrace) {
            return;
        }
        let at_end = self.kind() == TokenKind::Eof;
        self.expected("a \"}\"");
        if at_end && !self.reported_unmatched_brace {
            self.reported_unmatched_brace = true;
            let loc = self.location(open);
            let mut d = Diagnostic::new(Severity::Note, 3196, String::from("to match this \"{\""), Some(loc));
            d.discretionary = true;
            self.sema.diags.push(d);
        }
    }

    pub fn expect(&mut self, k: TokenKind, what: &str) -> bool {
        if self.eat(k) {
            true
        } else {
            self.expected(what);
            false
        }
    }

    /// Skip to just after the next `;` at this nesting level, or to a `}`
    /// that closes the current level (not consumed).
    pub fn skip_to_semi(&mut self) {
        let mut depth = 0i32;
        while !self.at_eof() {
            match self.kind() {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket => depth -= 1,
                TokenKind::RBrace => {
                    if depth <= 0 {
                        return;
                    }
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        // A `}` ending a nested block ends a declaration too
                        // unless a `;` follows.
                        self.eat(TokenKind::Semi);
                        return;
                    }
                }
                TokenKind::Semi if depth <= 0 => {
                    self.bump();
                    return;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Enter one level of syntactic nesting; false (after a catastrophic
    /// diagnostic) when the limit is reached.
    pub fn enter(&mut self) -> bool {
        if self.depth >= self.sema.opts.max_nesting {
            if !self.aborted {
                let t = self.tok();
                let loc = self.location(t);
                let d = Diagnostic::new(
                    Severity::Catastrophic,
                    0,
                    String::from("nesting too deep: compilation aborted"),
                    Some(loc),
                );
                self.sema.diags.push(d);
                self.aborted = true;
            }
            return false;
        }
        self.depth += 1;
        true
    }
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ------------------------------------------------------------ top level

    fn translation_unit(&mut self) {
        while !self.at_eof() {
            let before = self.i;
            self.external_declaration(None);
            if self.i == before && !self.at_eof() {
                // No progress: report and skip one token.
                let t = self.tok();
                self.sema.error_at(t, 0, String::from("expected a declaration"));
                self.bump();
            }
            if self.sema.too_many_errors() {
                break;
            }
        }
    }

    /// One top-level (or namespace/linkage-block member) declaration.
    /// `seq` is the enclosing namespace's sequence owner (None = file scope).
    pub fn external_declaration(&mut self, ns: Option<EntityId>) {
        match self.kind() {
            TokenKind::Semi => {
                self.bump();
            }
            TokenKind::Pragma => {
                let t = self.bump();
                let text = self.pragma_text(t);
                let pos = self.pos_of(t);
                self.sema.push_seq(ns, SeqItem::Pragma { text, pos });
            }
            _ => {
                if self.at_kw(Kw::Extern)
                    && self.peek(1).kind == TokenKind::StringLit
                {
                    self.linkage_spec(ns);
                    return;
                }
                if self.at_kw(Kw::Namespace) || (self.at_kw(Kw::Inline) && self.kw_at(1) == Some(Kw::Namespace)) {
                    self.namespace_def(ns);
                    return;
                }
                self.declaration(ns, decl::Context::File);
            }
        }
    }

    fn pragma_text(&self, t: Token) -> String {
        let s = self.text_of(t);
        let s = s.trim_start_matches('#').trim_start();
        let s = s.strip_prefix("pragma").unwrap_or(s).trim_start();
        String::from(s.trim_end())
    }

    /// Bounded like every other nesting (`extern "C" extern "C" …` recurses).
    fn linkage_spec(&mut self, ns: Option<EntityId>) {
        if !self.enter() {
            return;
        }
        self.linkage_spec_inner(ns);
        self.leave();
    }

    fn linkage_spec_inner(&mut self, ns: Option<EntityId>) {
        let kw = self.bump(); // extern
        let lang = self.bump();
        let is_c = self.text_of(lang) == "\"C\"";
        let saved = self.sema.extern_c;
        if self.eat(TokenKind::LBrace) {
            // The block is re-emitted as written (nested ones too).
            let pos = self.pos_of(kw);
            self.sema.open_linkage_block();
            self.sema.extern_c = if is_c { decl::ExternC::Block } else { decl::ExternC::No };
            let saved_direct = (self.direct_linkage_in_c, self.direct_cpp_in_c);
            self.direct_linkage_in_c = false;
            self.direct_cpp_in_c = false;
            while !self.at_eof() && !self.at(TokenKind::RBrace) {
                let before = self.i;
                self.external_declaration(ns);
                if self.i == before {
                    self.bump();
                }
            }
            if self.at(TokenKind::RBrace) {
                let close = self.tok();
                let end = self.pos_of(close);
                self.sema.il.block_ends.insert(pos, end);
            }
            self.expect(TokenKind::RBrace, "a \"}\"");
            (self.direct_linkage_in_c, self.direct_cpp_in_c) = saved_direct;
            self.sema.close_linkage_block(pos, !is_c);
        } else {
            let saved_direct = (self.direct_linkage_in_c, self.direct_cpp_in_c);
            self.direct_linkage_in_c = saved != decl::ExternC::No;
            self.direct_cpp_in_c = !is_c && saved != decl::ExternC::No;
            self.sema.extern_c = if is_c { decl::ExternC::Direct } else { decl::ExternC::No };
            self.external_declaration(ns);
            (self.direct_linkage_in_c, self.direct_cpp_in_c) = saved_direct;
        }
        self.sema.extern_c = saved;
    }

    /// Bounded like every other nesting (10,000 nested namespaces overflowed
    /// a 1 MiB stack).
    fn namespace_def(&mut self, ns: Option<EntityId>) {
        if !self.enter() {
            return;
        }
        self.namespace_def_inner(ns);
        self.leave();
    }

    fn namespace_def_inner(&mut self, ns: Option<EntityId>) {
        // The position is the first keyword (`inline` of an inline
        // namespace): the `.int.c` re-emits the definition as written.
        let kw = self.bump();
        let pos = self.pos_of(kw);
        let is_inline = self.text_of(kw) == "inline";
        if is_inline {
            self.bump();
        }
        let mut name = if self.at_name() { { let t = self.bump(); String::from(self.text_of(t)) } } else { String::new() };
        let mut names: Vec<String> = Vec::new();
        while !name.is_empty() && self.at(TokenKind::ColonColon) && self.peek(1).kind == TokenKind::Ident {
            self.bump();
            self.eat_kw(Kw::Inline);
            let t = self.bump();
            names.push(core::mem::replace(&mut name, String::from(self.text_of(t))));
        }
        let mut attrs = Vec::new();
        while self.at_kw(Kw::Attribute) {
            self.gnu_attributes(&mut attrs, None);
        }
        if self.at(TokenKind::Assign) {
            // Namespace alias `namespace a = b::c;`: the alias names the
            // namespace itself, so qualified lookup through it just works.
            self.bump();
            let target = self.qualified_lookup().and_then(|v| {
                v.into_iter().find(|e| matches!(self.sema.il.entity(*e).kind, EntityKind::Namespace { .. }))
            });
            if let (Some(t), false) = (target, name.is_empty()) {
                self.sema.bind(&name, t);
                self.sema.push_seq(ns, SeqItem::Using { kind: UsingKind::Alias { name: name.clone(), target: t }, pos });
            }
            if !self.eat(TokenKind::Semi) {
                self.expected("a \";\"");
                self.skip_to_semi();
            }
            return;
        }
        if !self.at(TokenKind::LBrace) {
            self.expected("a \"{\"");
            self.skip_to_semi();
            return;
        }
        self.bump();
        // `namespace a::b::c {` opens each in turn.
        let mut opened: Vec<(EntityId, Option<EntityId>)> = Vec::new();
        let mut parent = ns;
        for n in names.iter() {
            let e = self.sema.open_namespace(n, pos, parent);
            opened.push((e, parent));
            parent = Some(e);
        }
        let ent = self.sema.open_namespace(&name, pos, parent);
        if is_inline {
            self.sema.il.inline_namespaces.insert(ent);
        }
        // Reopened without `inline` (libstdc++'s `namespace __cxx11 {`), it
        // stays inline.
        let is_inline = self.sema.il.inline_namespaces.contains(&ent);
        // The namespace's attributes (`__visibility__`) stay on it.
        for a in attrs {
            if !self.sema.il.entity(ent).attributes.contains(&a) {
                self.sema.il.entities[ent.0 as usize].attributes.push(a);
            }
        }
        while !self.at_eof() && !self.at(TokenKind::RBrace) {
            let before = self.i;
            self.external_declaration(Some(ent));
            if self.i == before {
                self.bump();
            }
        }
        self.expect(TokenKind::RBrace, "a \"}\"");
        self.sema.close_namespace(ent, parent, pos);
        // Members of an unnamed or inline namespace are found from the
        // enclosing one (an implicit using-directive).
        if name.is_empty() || is_inline {
            self.sema.using_directive(ent);
        }
        for (e, p) in opened.into_iter().rev() {
            self.sema.close_namespace(e, p, pos);
        }
    }
}
