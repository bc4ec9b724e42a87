//! Host expression printing with EDG's parenthesization.
//!
//! EDG's C++-generating back end does not use precedence: an operand that is
//! itself an operation is always parenthesized (`(x * 2) + 1`,
//! `(sh[0]) = f(x)`), while names, literals, calls and `sizeof` are not.
//! Constant operations the front end folded (a converted literal, `-5`,
//! `2 * 3`) are printed in parentheses as their original expression
//! (`('a')`, `(-5)`, `((2 * 3) + 1)`) except as call arguments. Floating
//! literals are re-spelled from their value and always parenthesized.

use super::printer::{concat_string_pieces, float_spelling, int_suffix, Flavor, Printer, MAX_DEPTH};
use crate::il::*;
use alloc::format;
use alloc::string::String;

/// Where an expression is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ctx {
    /// Statement level, initializer, condition, subscript, return value.
    Top,
    /// Operand of an operator: non-leaf operands get parentheses.
    Operand,
    /// A call argument: converted constants are not parenthesized.
    Arg,
}

pub(crate) fn is_literal(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::IntLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::Nullptr
            | ExprKind::StringLit { .. }
    )
}

/// A constant expression EDG folds (keeping the original for printing).
pub(crate) fn is_folded_const(e: &Expr, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    match &e.kind {
        ExprKind::Cast { expr, kind, .. } => {
            (is_literal(expr) && !matches!(expr.kind, ExprKind::StringLit { .. }) || is_folded_const(expr, depth + 1))
                || (*kind == CastKind::Implicit && matches!(expr.kind, ExprKind::StringLit { .. }))
        }
        ExprKind::Unary(UnaryOp::Minus | UnaryOp::Plus | UnaryOp::BitNot | UnaryOp::Not, x) => {
            is_literal(x) || is_folded_const(x, depth + 1)
        }
        ExprKind::Binary(op, l, r) if *op != BinaryOp::Comma => {
            (is_literal(l) || is_folded_const(l, depth + 1)) && (is_literal(r) || is_folded_const(r, depth + 1))
        }
        _ => false,
    }
}

/// Whether a folded constant prints its own parentheses at this node (an
/// implicit conversion of a non-literal constant leaves them to its operand).
fn fold_wraps(e: &Expr) -> bool {
    if is_literal(e) || !is_folded_const(e, 0) {
        return false;
    }
    match &e.kind {
        ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => is_literal(expr),
        _ => true,
    }
}

impl<'i, 'a> Printer<'i, 'a> {
    /// Print an expression in host flavor.
    pub(crate) fn expr(&mut self, e: &Expr<'a>, ctx: Ctx) {
        if self.depth > MAX_DEPTH {
            self.push("0");
            return;
        }
        self.depth += 1;
        self.expr_inner(e, ctx);
        self.depth -= 1;
    }

    /// Whether `e` printed in operand position needs wrapping parentheses.
    fn needs_parens(&self, e: &Expr<'a>) -> bool {
        match &e.kind {
            ExprKind::Name(_)
            | ExprKind::IntLit { .. }
            | ExprKind::FloatLit { .. }
            | ExprKind::CharLit { .. }
            | ExprKind::StringLit { .. }
            | ExprKind::BoolLit(_)
            | ExprKind::Nullptr
            | ExprKind::Call { .. }
            | ExprKind::SizeofType(_)
            | ExprKind::SizeofExpr(_)
            | ExprKind::AlignofType(_)
            | ExprKind::This
            | ExprKind::Construct { .. }
            | ExprKind::InitList(_)
            | ExprKind::Error => false,
            ExprKind::Cast { kind: CastKind::Implicit, expr, to } => {
                let _ = to;
                if is_folded_const(e, 0) {
                    return false; // printed with its own parentheses
                }
                !matches!(strip_conversions(expr).kind, ExprKind::Name(_))
            }
            _ => !is_folded_const(e, 0),
        }
    }

    fn is_bool_type(&self, ty: TypeId) -> bool {
        matches!(self.il.ty(self.il.canonical(ty)), TypeKind::Int(IntKind::Bool))
    }

    fn expr_inner(&mut self, e: &Expr<'a>, ctx: Ctx) {
        if ctx == Ctx::Operand && self.needs_parens(e) {
            self.push("(");
            self.expr_body(e, Ctx::Top);
            self.push(")");
            return;
        }
        if ctx != Ctx::Arg && fold_wraps(e) {
            self.push("(");
            self.expr_body(e, Ctx::Top);
            self.push(")");
            return;
        }
        self.expr_body(e, ctx);
    }

    fn expr_body(&mut self, e: &Expr<'a>, ctx: Ctx) {
        match &e.kind {
            ExprKind::IntLit { value, .. } => {
                let k = self.int_kind(e.ty).unwrap_or(IntKind::Int);
                self.push(&format!("{}{}", value, int_suffix(k)));
            }
            ExprKind::FloatLit { value, .. } => {
                let k = match self.il.ty(self.il.canonical(e.ty)) {
                    TypeKind::Float(k) => *k,
                    _ => FloatKind::Double,
                };
                self.push(&format!("({})", float_spelling(*value, k)));
            }
            ExprKind::CharLit { value, text, .. } => {
                if text.is_empty() {
                    self.push(&format!("{}", value));
                } else {
                    self.push(text);
                }
            }
            ExprKind::StringLit { pieces, .. } => {
                let s = concat_string_pieces(pieces);
                self.push(&s);
            }
            ExprKind::BoolLit(b) => self.push(if *b { "true" } else { "false" }),
            ExprKind::Nullptr => self.push("nullptr"),
            ExprKind::Name(id) => self.name_ref(*id),
            ExprKind::QualifiedName { entity, qualifier } => {
                self.push(qualifier);
                self.name_ref(*entity)
            }
            ExprKind::Unary(op, x) => {
                let (pre, post) = match op {
                    UnaryOp::Plus => ("+", ""),
                    UnaryOp::Minus => ("-", ""),
                    UnaryOp::Not => ("!", ""),
                    UnaryOp::BitNot => ("~", ""),
                    UnaryOp::Deref => ("*", ""),
                    UnaryOp::AddrOf => ("&", ""),
                    UnaryOp::PreInc => ("++", ""),
                    UnaryOp::PreDec => ("--", ""),
                    UnaryOp::PostInc => ("", "++"),
                    UnaryOp::PostDec => ("", "--"),
                };
                self.push(pre);
                self.expr(x, Ctx::Operand);
                self.push(post);
            }
            ExprKind::Binary(op, l, r) => {
                self.expr(l, Ctx::Operand);
                if *op == BinaryOp::Comma {
                    self.push(", ");
                } else {
                    self.push(" ");
                    self.push(binary_op_str(*op));
                    self.push(" ");
                }
                self.expr(r, Ctx::Operand);
            }
            ExprKind::Assign(op, l, r) => {
                self.expr(l, Ctx::Operand);
                match op {
                    AssignOp::Assign => self.push(" = "),
                    AssignOp::Compound(b) => {
                        self.push(" ");
                        self.push(binary_op_str(*b));
                        self.push("= ");
                    }
                }
                self.expr(r, Ctx::Operand);
            }
            ExprKind::Cond(c, a, b) => {
                // A condition converted to bool is parenthesized.
                match &c.kind {
                    ExprKind::Cast { kind: CastKind::Implicit, to, expr }
                        if self.is_bool_type(*to) && !self.is_bool_type(expr.ty) && !is_folded_const(c, 0) =>
                    {
                        self.push("(");
                        self.expr(expr, Ctx::Top);
                        self.push(")");
                    }
                    _ => self.expr(c, Ctx::Operand),
                }
                self.push(" ? ");
                self.cond_branch(a);
                self.push(" : ");
                self.cond_branch(b);
            }
            ExprKind::Call { callee, args } => {
                self.callee(callee);
                self.push("(");
                self.args(args);
                self.push(")");
            }
            ExprKind::Member { base, member, arrow } => {
                // Implicit `this->` is not written.
                if !matches!(base.kind, ExprKind::This) {
                    self.expr(base, Ctx::Operand);
                    self.push(if *arrow { "->" } else { "." });
                }
                let n = self.entity(*member).map(|m| m.name.clone()).unwrap_or_default();
                self.push(&n);
            }
            ExprKind::Index(b, i) => {
                self.expr(b, Ctx::Operand);
                self.push("[");
                self.expr(i, Ctx::Top);
                self.push("]");
            }
            ExprKind::Cast { kind, to, expr } => match kind {
                CastKind::Implicit => {
                    let c = if ctx == Ctx::Arg { Ctx::Arg } else { Ctx::Top };
                    self.expr(expr, c)
                }
                CastKind::CStyle | CastKind::Functional => {
                    let t = self.type_str(*to, "");
                    self.push(&format!("({})", t));
                    self.expr(expr, Ctx::Operand);
                }
                CastKind::Static | CastKind::Const | CastKind::Reinterpret | CastKind::Dynamic => {
                    let kw = match kind {
                        CastKind::Static => "static_cast",
                        CastKind::Const => "const_cast",
                        CastKind::Reinterpret => "reinterpret_cast",
                        _ => "dynamic_cast",
                    };
                    let t = self.type_str(*to, "");
                    self.push(&format!("{}< {}>(", kw, t));
                    self.expr(expr, Ctx::Top);
                    self.push(")");
                }
            },
            ExprKind::SizeofType(t) => {
                let t = self.type_str(*t, "");
                self.push(&format!("sizeof({})", t));
            }
            ExprKind::SizeofExpr(x) => {
                self.push("sizeof ");
                self.expr(x, Ctx::Operand);
            }
            ExprKind::AlignofType(t) => {
                let t = self.type_str(*t, "");
                self.push(&format!("alignof({})", t));
            }
            ExprKind::InitList(items) => {
                self.push("{");
                for (i, x) in items.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.expr(x, Ctx::Top);
                }
                self.push("}");
            }
            ExprKind::KernelLaunch { callee, config, args } => {
                self.push("(__cudaPushCallConfiguration(");
                for (i, c) in config.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.expr(strip_conversions(c), Ctx::Arg);
                }
                self.push(")) ? (void)0 : ");
                self.callee(callee);
                self.push("(");
                self.args(args);
                self.push(")");
            }
            ExprKind::Construct { ty, args, braces, .. } => {
                let t = self.type_str(*ty, "");
                self.push(&t);
                self.push(if *braces { "{" } else { "(" });
                self.args(args);
                self.push(if *braces { "}" } else { ")" });
            }
            ExprKind::This => self.push("this"),
            ExprKind::StmtExpr(s) => {
                self.push("(");
                self.stmt(s);
                self.push(")");
            }
            ExprKind::Error => self.push("0"),
        }
    }

    /// A `?:` branch: explicit casts are not parenthesized there.
    fn cond_branch(&mut self, x: &Expr<'a>) {
        match &x.kind {
            ExprKind::Cast { kind: CastKind::CStyle | CastKind::Functional, .. } | ExprKind::Index(..) if !is_folded_const(x, 0) => {
                self.expr(x, Ctx::Top)
            }
            _ => self.expr(x, Ctx::Operand),
        }
    }

    fn callee(&mut self, c: &Expr<'a>) {
        match &c.kind {
            ExprKind::Name(_) | ExprKind::Member { .. } => self.expr_body(c, Ctx::Top),
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => self.callee(expr),
            _ => self.expr(c, Ctx::Operand),
        }
    }

    fn args(&mut self, args: &[&Expr<'a>]) {
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.expr(a, Ctx::Arg);
        }
    }

    /// A reference to a named entity in host code.
    fn name_ref(&mut self, id: EntityId) {
        let Some(ent) = self.entity(id) else { return };
        match &ent.kind {
            EntityKind::Variable(v) => {
                if v.is_device_builtin {
                    self.push("__device_builtin_variable_");
                    self.push(&ent.name.clone());
                } else if v.memory == MemorySpace::Managed && !v.is_local && !v.is_param {
                    let n = self.qualified_name(id);
                    self.push(&format!(
                        "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), ({})))",
                        n
                    ));
                } else if v.is_param {
                    let n = self.param_name(id);
                    self.push(&n);
                } else if v.is_local {
                    self.push(&ent.name.clone());
                } else {
                    let n = self.qualified_name(id);
                    self.push(&n);
                }
            }
            EntityKind::Enumerator(en) => {
                let scoped = matches!(
                    self.entity(en.enum_entity).map(|x| &x.kind),
                    Some(EntityKind::Enum(ei)) if ei.scoped
                );
                if scoped {
                    let en_name = self.qualified_name(en.enum_entity);
                    self.push(&format!("{}::{}", en_name, ent.name));
                } else {
                    let n = self.qualified_name(id);
                    self.push(&n);
                }
            }
            _ => {
                let n = self.qualified_name(id);
                self.push(&n);
            }
        }
    }

    /// An expression printed to a string (host flavor).
    pub(crate) fn expr_string(&mut self, e: &Expr<'a>, ctx: Ctx) -> String {
        let saved = core::mem::take(&mut self.out.s);
        self.expr(e, ctx);
        core::mem::replace(&mut self.out.s, saved)
    }

    pub(crate) fn is_device_flavor(&self) -> bool {
        self.flavor == Flavor::Device
    }
}

/// Strip implicit conversions and converting constructions (launch
/// configuration arguments are printed as written).
pub(crate) fn strip_conversions<'x, 'a>(mut e: &'x Expr<'a>) -> &'x Expr<'a> {
    for _ in 0..16 {
        match &e.kind {
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => e = expr,
            _ => break,
        }
    }
    e
}

pub(crate) fn binary_op_str(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
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
    }
}
