//! One walk over statement and expression trees, shared by every question
//! asked of a body: the device-code writer's (which entities it names,
//! which types it uses, which variables it modifies, whether it launches a
//! kernel …) and the parser's end-of-unit template instantiation (which
//! function template instances a body uses). A question is a `Visit`
//! implementation; the walk supplies the traversal order and the depth
//! bound.

use crate::il::*;

/// Deeper trees are not walked (the parser bounds nesting well below).
const MAX_WALK_DEPTH: u32 = 400;

/// What a walk does at each node. Every method has a do-nothing default.
pub(crate) trait Visit<'a> {
    /// A statement, before its parts.
    fn stmt(&mut self, _s: &'a Stmt<'a>) {}
    /// An expression, before its operands; `false` skips the operands.
    fn expr(&mut self, _e: &'a Expr<'a>) -> bool {
        true
    }
    /// A block-scope declaration, before its initializer.
    fn decl(&mut self, _d: DeclId, _decl: &Decl<'a>) {}
}

/// Walk a statement tree: every sub-statement, condition, local
/// declaration (with its initializer) and expression, in source order.
pub(crate) fn walk_stmt<'a, V: Visit<'a>>(il: &Il<'a>, s: &'a Stmt<'a>, v: &mut V) {
    stmt(il, s, v, 0);
}

/// Walk an expression tree (operands after their expression).
pub(crate) fn walk_expr<'a, V: Visit<'a>>(il: &Il<'a>, e: &'a Expr<'a>, v: &mut V) {
    expr(il, e, v, 0);
}

/// Walk the expressions of an initializer.
pub(crate) fn walk_init<'a, V: Visit<'a>>(il: &Il<'a>, i: &Init<'a>, v: &mut V) {
    init(il, i, v, 0);
}

fn stmt<'a, V: Visit<'a>>(il: &Il<'a>, s: &'a Stmt<'a>, v: &mut V, depth: u32) {
    if depth > MAX_WALK_DEPTH {
        return;
    }
    v.stmt(s);
    let d = depth + 1;
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e), _) | StmtKind::GotoIndirect(e) => expr(il, e, v, d),
        StmtKind::Decl(ds) => {
            for id in ds.iter() {
                decl(il, *id, v, d);
            }
        }
        StmtKind::Block(items) => {
            for i in items.iter() {
                stmt(il, i, v, d);
            }
        }
        StmtKind::If { cond: c, then, els } => {
            cond(il, c, v, d);
            stmt(il, then, v, d);
            if let Some(e) = els {
                stmt(il, e, v, d);
            }
        }
        StmtKind::While { cond: c, body } | StmtKind::Switch { cond: c, body } => {
            cond(il, c, v, d);
            stmt(il, body, v, d);
        }
        StmtKind::DoWhile { body, cond: c, .. } => {
            stmt(il, body, v, d);
            expr(il, c, v, d);
        }
        StmtKind::For { init: i, cond: c, step, body } => {
            if let Some(i) = i {
                stmt(il, i, v, d);
            }
            if let Some(c) = c {
                cond(il, c, v, d);
            }
            if let Some(e) = step {
                expr(il, e, v, d);
            }
            stmt(il, body, v, d);
        }
        StmtKind::Case { value, stmt: s } => {
            expr(il, value, v, d);
            stmt(il, s, v, d);
        }
        StmtKind::RangeFor { var, range, body } => {
            decl(il, *var, v, d);
            expr(il, range, v, d);
            stmt(il, body, v, d);
        }
        StmtKind::Try { body, handlers } => {
            stmt(il, body, v, d);
            for h in handlers.iter() {
                if let Some(p) = h.param {
                    decl(il, p, v, d);
                }
                stmt(il, h.body, v, d);
            }
        }
        StmtKind::Default { stmt: s } | StmtKind::Label { stmt: s, .. } => stmt(il, s, v, d),
        StmtKind::Return(None, _)
        | StmtKind::Break
        | StmtKind::Continue
        | StmtKind::Goto(_)
        | StmtKind::Null
        | StmtKind::Pragma(_) => {}
        StmtKind::Asm(_, operands) => operands.iter().for_each(|e| expr(il, e, v, d)),
    }
}

fn cond<'a, V: Visit<'a>>(il: &Il<'a>, c: &Cond<'a>, v: &mut V, depth: u32) {
    match c {
        Cond::Expr(e) => expr(il, e, v, depth),
        Cond::Decl(id) => decl(il, *id, v, depth),
    }
}

fn decl<'a, V: Visit<'a>>(il: &Il<'a>, id: DeclId, v: &mut V, depth: u32) {
    let Some(d) = il.decls.get(id.0 as usize) else { return };
    v.decl(id, d);
    if let Some(i) = &d.init {
        init(il, i, v, depth);
    }
}

fn init<'a, V: Visit<'a>>(il: &Il<'a>, i: &Init<'a>, v: &mut V, depth: u32) {
    if depth > MAX_WALK_DEPTH {
        return;
    }
    match i {
        Init::Assign(e) => expr(il, e, v, depth + 1),
        Init::Paren(args) => {
            for a in args.iter() {
                expr(il, a, v, depth + 1);
            }
        }
        Init::List(items, _) => {
            for it in items.iter() {
                init(il, it, v, depth + 1);
            }
        }
    }
}

fn expr<'a, V: Visit<'a>>(il: &Il<'a>, e: &'a Expr<'a>, v: &mut V, depth: u32) {
    if depth > MAX_WALK_DEPTH || !v.expr(e) {
        return;
    }
    let d = depth + 1;
    let all = |xs: &'a [&'a Expr<'a>], v: &mut V| {
        for x in xs.iter() {
            expr(il, x, v, d);
        }
    };
    match &e.kind {
        ExprKind::Unary(_, x) | ExprKind::Cast { expr: x, .. } | ExprKind::SizeofExpr(x) | ExprKind::TypeidExpr(x) | ExprKind::Member { base: x, .. } => {
            expr(il, x, v, d)
        }
        ExprKind::Delete { expr: x, .. } => expr(il, x, v, d),
        ExprKind::Binary(_, l, r) | ExprKind::Assign(_, l, r) | ExprKind::Index(l, r) => {
            expr(il, l, v, d);
            expr(il, r, v, d);
        }
        ExprKind::Cond(a, b, c) => {
            expr(il, a, v, d);
            expr(il, b, v, d);
            expr(il, c, v, d);
        }
        ExprKind::Call { callee, args } => {
            expr(il, callee, v, d);
            all(args, v);
        }
        ExprKind::KernelLaunch { callee, config, args } => {
            expr(il, callee, v, d);
            all(config, v);
            all(args, v);
        }
        ExprKind::Construct { args, .. } | ExprKind::InitList(args) => all(args, v),
        ExprKind::New { array_size, args, placement, .. } => {
            all(placement, v);
            if let Some(n) = array_size {
                expr(il, n, v, d);
            }
            if let Some(a) = args {
                all(a, v);
            }
        }
        ExprKind::StmtExpr(s) => stmt(il, s, v, d),
        ExprKind::PackExpansion(x) => expr(il, x, v, d),
        ExprKind::Fold { first, last, .. } => {
            expr(il, first, v, d);
            if let Some(l) = last {
                expr(il, l, v, d);
            }
        }
        ExprKind::Throw(x) => {
            if let Some(x) = x {
                expr(il, x, v, d)
            }
        }
        ExprKind::OperatorCall { call, .. } => expr(il, call, v, d),
        ExprKind::Lambda { captures, .. } => all(captures, v),
        ExprKind::IntLit { .. }
        | ExprKind::FloatLit { .. }
        | ExprKind::CharLit { .. }
        | ExprKind::StringLit { .. }
        | ExprKind::BoolLit(_)
        | ExprKind::Nullptr
        | ExprKind::Name(_)
        | ExprKind::QualifiedName { .. }
        | ExprKind::SizeofType(_)
        | ExprKind::AlignofType(_)
        | ExprKind::TypeidType(_)
        | ExprKind::LabelAddr(_)
        | ExprKind::TypeTrait { .. }
        | ExprKind::NoexceptOp(_)
        | ExprKind::Captured { .. }
        | ExprKind::This
        | ExprKind::Error => {}
    }
}
