//! Builtin operators the standard library's headers use in expressions and
//! types: type-trait intrinsics (`__is_trivially_copyable(T)`), the
//! `noexcept(e)` operator and `__underlying_type(T)`.

use super::Parser;
use crate::il::*;
use crate::lex::{Kw, TokenKind};
use crate::sema::traits::{type_trait_arity, TraitArity};
use alloc::string::String;
use alloc::vec::Vec;

impl<'a, 'o> Parser<'a, 'o> {
    /// A builtin primary expression at the cursor, if any: a type-trait
    /// intrinsic applied to types, or `noexcept(e)`.
    pub fn builtin_primary(&mut self) -> Option<&'a Expr<'a>> {
        // `typename T::type(args)`: a functional cast to a dependent type.
        if self.at_kw(Kw::Typename) {
            let t = self.tok();
            let pos = self.pos_of(t);
            let ds = self.decl_specifiers(super::decl::Context::Block);
            let ty = self.spec_type(&ds);
            return Some(self.functional_cast(ty, pos));
        }
        if self.peek(1).kind != TokenKind::LParen {
            return None;
        }
        if self.at_kw(Kw::Noexcept) {
            return Some(self.noexcept_operator());
        }
        if self.kind() != TokenKind::Ident {
            return None;
        }
        let name = self.text();
        // The extended-lambda closure traits (`--extended-lambda`): kept as
        // written in the host output (cudafe++ answers them later).
        if self.sema.opts.extended_lambda && is_extended_lambda_trait(name) {
            return Some(self.type_trait(name, TraitArity::One));
        }
        let arity = type_trait_arity(name)?;
        // A declaration of the same name (libstdc++ declares class templates
        // such as `__is_nothrow_convertible`) hides the intrinsic.
        if self.sema.lookup(name).is_some() {
            return None;
        }
        Some(self.type_trait(name, arity))
    }

    fn type_trait(&mut self, name: &'a str, arity: TraitArity) -> &'a Expr<'a> {
        let t = self.bump();
        let pos = self.pos_of(t);
        self.bump(); // (
        let mut args: Vec<TypeId> = Vec::new();
        while !self.at(TokenKind::RParen) && !self.at_eof() {
            args.push(self.type_id());
            self.eat(TokenKind::Ellipsis);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "a \")\"");
        let want = match arity {
            TraitArity::One => 1,
            TraitArity::Two => 2,
            TraitArity::Variadic => args.len().max(1),
        };
        let b = self.sema.b;
        if args.len() != want || args.iter().any(|a| self.sema.is_error(*a)) {
            if args.len() != want {
                let msg = if args.len() < want { "too few arguments in function call" } else { "too many arguments in function call" };
                self.sema.error_at(t, 0, String::from(msg));
            }
            return self.error_expr(pos);
        }
        if args.iter().any(|a| self.is_dependent(*a)) || is_extended_lambda_trait(name) {
            let args: &'a [TypeId] = self.sema.il.arena.alloc_slice_copy(&args);
            return self.mk(ExprKind::TypeTrait { name, args }, b.bool_, false, pos);
        }
        let v = self.sema.type_trait_value(name, &args);
        self.mk(ExprKind::BoolLit(v), b.bool_, false, pos)
    }

    /// `noexcept(e)`: whether `e` can throw. Exception specifications are
    /// not modelled, so every expression counts as non-throwing.
    fn noexcept_operator(&mut self) -> &'a Expr<'a> {
        let t = self.bump();
        let pos = self.pos_of(t);
        self.bump(); // (
        let saved = core::mem::replace(&mut self.in_template_args, false);
        let operand = self.expression();
        self.in_template_args = saved;
        self.expect(TokenKind::RParen, "a \")\"");
        let b = self.sema.b;
        // In a template, a dependent operand is kept (the .int.c prints it).
        if self.expr_is_value_dependent(operand) || self.expr_is_type_dependent(operand) {
            return self.mk(ExprKind::NoexceptOp(operand), b.bool_, false, pos);
        }
        self.mk(ExprKind::BoolLit(true), b.bool_, false, pos)
    }

    /// `__underlying_type(T)` at the cursor (a type specifier): the enum's
    /// underlying type, or an opaque dependent type.
    pub fn underlying_type_specifier(&mut self) -> TypeId {
        let start = self.i;
        self.bump();
        if !self.expect(TokenKind::LParen, "a \"(\"") {
            return self.sema.b.error;
        }
        let t = self.type_id();
        self.expect(TokenKind::RParen, "a \")\"");
        if self.is_dependent(t) {
            let mut text = String::new();
            for k in start..self.i {
                if let Some(tok) = self.toks.get(k).copied() {
                    text.push_str(self.text_of(tok));
                }
            }
            let kind = EntityKind::TemplateParam { index: u32::MAX, is_type: true, ty: None, default_type: None, key: TemplateParamKey::Typename };
            let pos = self.pos_of(self.toks.get(start).copied().unwrap_or_else(|| self.tok()));
            let e = self.sema.new_entity(text, kind, pos, None);
            return self.sema.il.intern(TypeKind::TemplateParam(e));
        }
        let c = self.sema.canon(t);
        match self.sema.il.ty(c) {
            TypeKind::Enum(e) => match &self.sema.il.entity(*e).kind {
                EntityKind::Enum(ei) => ei.underlying,
                _ => self.sema.b.error,
            },
            _ => self.sema.b.error,
        }
    }
}

/// `__nv_is_extended_device_lambda_closure_type(T)` and its siblings.
fn is_extended_lambda_trait(name: &str) -> bool {
    matches!(
        name,
        "__nv_is_extended_device_lambda_closure_type"
            | "__nv_is_extended_host_device_lambda_closure_type"
            | "__nv_is_extended_device_lambda_with_preserved_return_type"
    )
}
