//! Constant evaluation of integral constant expressions (array bounds,
//! enumerator values, case labels, launch bounds). Floating and class
//! constants come later with the constexpr interpreter.

use crate::il::*;
use alloc::vec::Vec;

/// A constant value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    Int(i128),
    Float(f64),
}

impl Value {
    pub fn as_i128(self) -> i128 {
        match self {
            Value::Int(v) => v,
            Value::Float(f) => f as i128,
        }
    }
    pub fn truthy(self) -> bool {
        match self {
            Value::Int(v) => v != 0,
            Value::Float(f) => f != 0.0,
        }
    }
}

/// Evaluate `e` if it is a constant expression; `None` otherwise.
pub fn eval(il: &Il, e: &Expr) -> Option<Value> {
    eval_n(il, e, 0)
}

fn wrap_to(il: &Il, ty: TypeId, v: i128) -> Value {
    match il.ty(il.canonical(ty)) {
        TypeKind::Int(k) => {
            let bits = k.size() * 8;
            if *k == IntKind::Bool {
                return Value::Int((v != 0) as i128);
            }
            if bits >= 128 {
                return Value::Int(v);
            }
            let m = (1i128 << bits) - 1;
            let u = v & m;
            if k.is_signed() && (u >> (bits - 1)) & 1 == 1 {
                Value::Int(u - (1i128 << bits))
            } else {
                Value::Int(u)
            }
        }
        TypeKind::Float(_) => round_to(il, ty, v as f64),
        _ => Value::Int(v),
    }
}

/// A floating value held in the format of `ty`: a `float` result is
/// rounded to single precision at each step, as the target computes it.
fn round_to(il: &Il, ty: TypeId, f: f64) -> Value {
    match il.ty(il.canonical(ty)) {
        TypeKind::Float(FloatKind::Float) => Value::Float(f as f32 as f64),
        _ => Value::Float(f),
    }
}

fn is_unsigned(il: &Il, ty: TypeId) -> bool {
    matches!(il.ty(il.canonical(ty)), TypeKind::Int(k) if !k.is_signed())
}

fn eval_n(il: &Il, e: &Expr, depth: u32) -> Option<Value> {
    eval_env(il, e, depth, &[])
}

/// `eval_n` with the values of a constexpr function's parameters.
fn eval_env(il: &Il, e: &Expr, depth: u32, env: &[(EntityId, Value)]) -> Option<Value> {
    if depth > 256 {
        return None;
    }
    let d = depth + 1;
    Some(match &e.kind {
        ExprKind::IntLit { value, .. } => wrap_to(il, e.ty, *value as i128),
        ExprKind::CharLit { value, .. } => wrap_to(il, e.ty, *value as i128),
        ExprKind::BoolLit(b) => Value::Int(*b as i128),
        ExprKind::FloatLit { value, .. } => round_to(il, e.ty, value.to_f64()),
        ExprKind::Nullptr => Value::Int(0),
        // (The innermost declaration of a name: the last one.)
        ExprKind::Name(id) if env.iter().any(|(p, _)| p == id) => env.iter().rev().find(|(p, _)| p == id).map(|(_, v)| *v)?,
        // A call of a constexpr function whose body returns an expression.
        ExprKind::Call { callee, args } => {
            let f = match &callee.kind {
                ExprKind::Name(f) | ExprKind::QualifiedName { entity: f, .. } => *f,
                // A static member function called through an object (which
                // is not evaluated).
                ExprKind::Member { member, .. } if matches!(&il.entity(*member).kind, EntityKind::Routine(r) if r.is_static_member) => *member,
                _ => return None,
            };
            let EntityKind::Routine(r) = &il.entity(f).kind else { return None };
            if !r.is_constexpr || r.params.len() != args.len() || depth > 64 {
                return None;
            }
            // A function template's instance gets its body at the end of the
            // unit; until then its value comes from the template's body, with
            // the template's parameters (and non-type arguments) bound.
            let pattern = match (r.body, &r.instance_of) {
                (None, Some((t, targs))) => match &il.entity(*t).kind {
                    EntityKind::Routine(tr) if tr.body.is_some() && tr.params.len() == args.len() => Some((tr, targs)),
                    _ => None,
                },
                _ => None,
            };
            let (params, body) = match pattern {
                Some((tr, _)) => (&tr.params, tr.body),
                None => (&r.params, r.body),
            };
            let mut inner: Vec<(EntityId, Value)> = Vec::with_capacity(args.len());
            for (p, a) in params.iter().zip(args.iter()) {
                inner.push((*p, eval_env(il, a, d, env)?));
            }
            if let Some((tr, targs)) = pattern {
                for (p, a) in tr.template_params.iter().zip(targs.iter()) {
                    if let TemplateArg::Value(v, _) = a {
                        inner.push((*p, Value::Int(*v)));
                    }
                }
            }
            let mut body = body?;
            let ret = loop {
                match &body.kind {
                    StmtKind::Block(items) if items.len() == 1 => body = items[0],
                    StmtKind::Return(Some(x), _) => break Some(*x),
                    _ => break None,
                }
            };
            let value = match ret {
                Some(ret) => eval_env(il, ret, d, &inner)?,
                // A body of statements (C++14): run, its locals added to
                // the parameters' values.
                None => {
                    let mut steps = STEP_BUDGET;
                    match exec(il, body, &mut inner, d, &mut steps)? {
                        Flow::Return(v) => v,
                        _ => return None,
                    }
                }
            };
            match value {
                Value::Int(i) => wrap_to(il, r_ret(il, r.ty), i),
                Value::Float(f) => round_to(il, r_ret(il, r.ty), f),
            }
        }
        // A variable template specialization evaluated where it was named.
        ExprKind::Name(_) | ExprKind::QualifiedName { .. } if il.variable_template_values.contains_key(&(e as *const Expr<'_> as usize)) => {
            Value::Int(*il.variable_template_values.get(&(e as *const Expr<'_> as usize))?)
        }
        ExprKind::Name(id) | ExprKind::QualifiedName { entity: id, .. } => match &il.entity(*id).kind {
            EntityKind::Enumerator(en) => Value::Int(en.value),
            EntityKind::Variable(v) if v.is_constexpr || il.quals_of(v.ty).is_const => match v.init {
                Some(Init::Assign(x)) => {
                    let r = eval_env(il, x, d, env)?;
                    match r {
                        Value::Int(i) => wrap_to(il, v.ty, i),
                        Value::Float(f) => round_to(il, v.ty, f),
                    }
                }
                _ => return None,
            },
            _ => return None,
        },
        ExprKind::Cast { to, expr, .. } => {
            let v = eval_env(il, expr, d, env)?;
            match il.ty(il.canonical(*to)) {
                TypeKind::Float(_) => round_to(il, *to, match v {
                    Value::Int(i) => i as f64,
                    Value::Float(f) => f,
                }),
                TypeKind::Int(_) | TypeKind::Enum(_) => match v {
                    Value::Int(i) => wrap_to(il, *to, i),
                    Value::Float(f) => wrap_to(il, *to, f as i128),
                },
                _ => v,
            }
        }
        // Scalars' sizes are fixed (LP64); aggregates' are left to layout.
        ExprKind::SizeofType(t) if matches!(il.ty(*t), TypeKind::PackExpansion(_)) => Value::Int(il.pack_length(*t)? as i128),
        ExprKind::SizeofExpr(Expr { kind: ExprKind::PackExpansion(_), .. }) => return None,
        ExprKind::SizeofType(t) => Value::Int(scalar_size(il, *t)? as i128),
        ExprKind::SizeofExpr(x) => Value::Int(scalar_size(il, x.ty)? as i128),
        ExprKind::AlignofType(_) => return None,
        ExprKind::Unary(op, a) => {
            let v = eval_env(il, a, d, env)?;
            match (op, v) {
                (UnaryOp::Plus, v) => v,
                (UnaryOp::Minus, Value::Int(i)) => wrap_to(il, e.ty, i.wrapping_neg()),
                (UnaryOp::Minus, Value::Float(f)) => round_to(il, e.ty, -f),
                (UnaryOp::Not, v) => Value::Int(!v.truthy() as i128),
                (UnaryOp::BitNot, Value::Int(i)) => wrap_to(il, e.ty, !i),
                _ => return None,
            }
        }
        ExprKind::Binary(op, a, b) => {
            if *op == BinaryOp::LogAnd {
                let x = eval_env(il, a, d, env)?;
                if !x.truthy() {
                    return Some(Value::Int(0));
                }
                return Some(Value::Int(eval_env(il, b, d, env)?.truthy() as i128));
            }
            if *op == BinaryOp::LogOr {
                let x = eval_env(il, a, d, env)?;
                if x.truthy() {
                    return Some(Value::Int(1));
                }
                return Some(Value::Int(eval_env(il, b, d, env)?.truthy() as i128));
            }
            let x = eval_env(il, a, d, env)?;
            let y = eval_env(il, b, d, env)?;
            binary(il, *op, x, y, a.ty, e.ty)?
        }
        ExprKind::Cond(c, a, b) => {
            if eval_env(il, c, d, env)?.truthy() {
                eval_env(il, a, d, env)?
            } else {
                eval_env(il, b, d, env)?
            }
        }
        _ => return None,
    })
}

/// `x op y` for operands of type `operand_ty` giving a `result_ty`.
fn binary(il: &Il, op: BinaryOp, x: Value, y: Value, operand_ty: TypeId, result_ty: TypeId) -> Option<Value> {
    Some(match (x, y) {
        (Value::Int(x), Value::Int(y)) => {
            let uns = is_unsigned(il, operand_ty);
            let r = match op {
                BinaryOp::Add => x.wrapping_add(y),
                BinaryOp::Sub => x.wrapping_sub(y),
                BinaryOp::Mul => x.wrapping_mul(y),
                BinaryOp::Div => {
                    if y == 0 {
                        return None;
                    }
                    x.wrapping_div(y)
                }
                BinaryOp::Rem => {
                    if y == 0 {
                        return None;
                    }
                    x.wrapping_rem(y)
                }
                BinaryOp::Shl => x.wrapping_shl((y & 127) as u32),
                BinaryOp::Shr => x.wrapping_shr((y & 127) as u32),
                BinaryOp::BitAnd => x & y,
                BinaryOp::BitOr => x | y,
                BinaryOp::BitXor => x ^ y,
                BinaryOp::Lt => return Some(Value::Int(cmp(x, y, uns).is_lt() as i128)),
                BinaryOp::Gt => return Some(Value::Int(cmp(x, y, uns).is_gt() as i128)),
                BinaryOp::Le => return Some(Value::Int(cmp(x, y, uns).is_le() as i128)),
                BinaryOp::Ge => return Some(Value::Int(cmp(x, y, uns).is_ge() as i128)),
                BinaryOp::Eq => return Some(Value::Int((x == y) as i128)),
                BinaryOp::Ne => return Some(Value::Int((x != y) as i128)),
                BinaryOp::Comma => y,
                _ => return None,
            };
            wrap_to(il, result_ty, r)
        }
        (x, y) => {
            let f = |v: Value| match v {
                Value::Int(i) => i as f64,
                Value::Float(f) => f,
            };
            let (x, y) = (f(x), f(y));
            match op {
                BinaryOp::Add => round_to(il, result_ty, x + y),
                BinaryOp::Sub => round_to(il, result_ty, x - y),
                BinaryOp::Mul => round_to(il, result_ty, x * y),
                BinaryOp::Div => round_to(il, result_ty, x / y),
                BinaryOp::Lt => Value::Int((x < y) as i128),
                BinaryOp::Gt => Value::Int((x > y) as i128),
                BinaryOp::Le => Value::Int((x <= y) as i128),
                BinaryOp::Ge => Value::Int((x >= y) as i128),
                BinaryOp::Eq => Value::Int((x == y) as i128),
                BinaryOp::Ne => Value::Int((x != y) as i128),
                _ => return None,
            }
        }
    })
}

fn cmp(x: i128, y: i128, unsigned: bool) -> core::cmp::Ordering {
    if unsigned {
        (x as u128).cmp(&(y as u128))
    } else {
        x.cmp(&y)
    }
}

/// The size of a scalar type under LP64.
fn scalar_size(il: &Il, t: TypeId) -> Option<u64> {
    match il.ty(il.canonical(t)) {
        TypeKind::Int(k) => Some(k.size()),
        TypeKind::Float(FloatKind::Float) => Some(4),
        TypeKind::Float(FloatKind::Double) => Some(8),
        TypeKind::Float(_) => Some(16),
        TypeKind::Pointer(_) | TypeKind::Nullptr => Some(8),
        _ => None,
    }
}

/// A function type's return type.
fn r_ret(il: &Il, fty: TypeId) -> TypeId {
    match il.ty(fty) {
        TypeKind::Function(f) => f.ret,
        _ => fty,
    }
}

/// Statements one constexpr call may run (a guard against endless loops).
const STEP_BUDGET: u32 = 100_000;

/// How a statement finished.
enum Flow {
    Normal,
    Break,
    Continue,
    Return(Value),
}

/// Run statement `s` of a constexpr function body; `env` holds the
/// parameters' and locals' values (a block's locals leave with it).
/// `None` when it does something this evaluator does not model.
fn exec(il: &Il, s: &Stmt, env: &mut Vec<(EntityId, Value)>, depth: u32, steps: &mut u32) -> Option<Flow> {
    if *steps == 0 || depth > 256 {
        return None;
    }
    *steps -= 1;
    let d = depth + 1;
    Some(match &s.kind {
        StmtKind::Null => Flow::Normal,
        StmtKind::Break => Flow::Break,
        StmtKind::Continue => Flow::Continue,
        StmtKind::Expr(x) => {
            eval_mut(il, x, env, d, steps)?;
            Flow::Normal
        }
        StmtKind::Return(Some(x), _) => Flow::Return(eval_mut(il, x, env, d, steps)?),
        StmtKind::Block(items) => {
            let mark = env.len();
            let mut flow = Flow::Normal;
            for it in items.iter() {
                flow = exec(il, it, env, d, steps)?;
                if !matches!(flow, Flow::Normal) {
                    break;
                }
            }
            env.truncate(mark);
            flow
        }
        StmtKind::Decl(ids) => {
            for id in ids.iter() {
                let decl = il.decl(*id);
                let ty = match &il.entity(decl.entity).kind {
                    EntityKind::Variable(v) => v.ty,
                    // (A local typedef, a static_assert: nothing to run.)
                    EntityKind::Typedef(_) => continue,
                    _ => return None,
                };
                let x = match &decl.init {
                    Some(Init::Assign(x)) => *x,
                    Some(Init::List([Init::Assign(x)], _)) => *x,
                    Some(Init::Paren([x])) => *x,
                    _ => return None,
                };
                let v = convert(il, ty, eval_mut(il, x, env, d, steps)?);
                env.push((decl.entity, v));
            }
            Flow::Normal
        }
        StmtKind::If { cond: Cond::Expr(c), then, els } => {
            if eval_mut(il, c, env, d, steps)?.truthy() {
                exec(il, then, env, d, steps)?
            } else if let Some(e) = els {
                exec(il, e, env, d, steps)?
            } else {
                Flow::Normal
            }
        }
        StmtKind::While { cond: Cond::Expr(c), body } => loop {
            if !eval_mut(il, c, env, d, steps)?.truthy() {
                break Flow::Normal;
            }
            match exec(il, body, env, d, steps)? {
                Flow::Break => break Flow::Normal,
                Flow::Return(v) => break Flow::Return(v),
                _ => {}
            }
        },
        StmtKind::DoWhile { body, cond, .. } => loop {
            match exec(il, body, env, d, steps)? {
                Flow::Break => break Flow::Normal,
                Flow::Return(v) => break Flow::Return(v),
                _ => {}
            }
            if !eval_mut(il, cond, env, d, steps)?.truthy() {
                break Flow::Normal;
            }
        },
        StmtKind::For { init, cond, step, body } => {
            let mark = env.len();
            if let Some(i) = init {
                exec(il, i, env, d, steps)?;
            }
            let flow = loop {
                match cond {
                    Some(Cond::Expr(c)) => {
                        if !eval_mut(il, c, env, d, steps)?.truthy() {
                            break Flow::Normal;
                        }
                    }
                    Some(Cond::Decl(_)) => return None,
                    None => {}
                }
                match exec(il, body, env, d, steps)? {
                    Flow::Break => break Flow::Normal,
                    Flow::Return(v) => break Flow::Return(v),
                    _ => {}
                }
                if let Some(x) = step {
                    eval_mut(il, x, env, d, steps)?;
                }
                if *steps == 0 {
                    return None;
                }
                *steps -= 1;
            };
            env.truncate(mark);
            flow
        }
        _ => return None,
    })
}

/// A value converted to type `ty` (an integer wrapped, a float rounded).
fn convert(il: &Il, ty: TypeId, v: Value) -> Value {
    match (il.ty(il.canonical(ty)), v) {
        (TypeKind::Float(_), Value::Int(i)) => round_to(il, ty, i as f64),
        (TypeKind::Float(_), Value::Float(f)) => round_to(il, ty, f),
        (TypeKind::Int(_) | TypeKind::Enum(_), Value::Int(i)) => wrap_to(il, ty, i),
        (TypeKind::Int(_) | TypeKind::Enum(_), Value::Float(f)) => wrap_to(il, ty, f as i128),
        _ => v,
    }
}

/// The local (or parameter) an lvalue expression names.
fn local_named(e: &Expr, env: &[(EntityId, Value)]) -> Option<usize> {
    let ExprKind::Name(id) = e.kind else { return None };
    env.iter().rposition(|(p, _)| *p == id)
}

/// Evaluate `e`, which may assign to the locals of `env`.
fn eval_mut(il: &Il, e: &Expr, env: &mut Vec<(EntityId, Value)>, depth: u32, steps: &mut u32) -> Option<Value> {
    if depth > 256 {
        return None;
    }
    let d = depth + 1;
    match &e.kind {
        ExprKind::Assign(op, lhs, rhs) => {
            let k = local_named(lhs, env)?;
            let r = eval_mut(il, rhs, env, d, steps)?;
            let v = match op {
                AssignOp::Assign => r,
                AssignOp::Compound(b) => binary(il, *b, env.get(k)?.1, r, lhs.ty, lhs.ty)?,
            };
            let v = convert(il, lhs.ty, v);
            env.get_mut(k)?.1 = v;
            Some(v)
        }
        ExprKind::Unary(op @ (UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec), x) => {
            let k = local_named(x, env)?;
            let old = env.get(k)?.1;
            let delta = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) { BinaryOp::Add } else { BinaryOp::Sub };
            let new = convert(il, x.ty, binary(il, delta, old, Value::Int(1), x.ty, x.ty)?);
            env.get_mut(k)?.1 = new;
            Some(if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) { new } else { old })
        }
        ExprKind::Binary(BinaryOp::Comma, a, b) => {
            eval_mut(il, a, env, d, steps)?;
            eval_mut(il, b, env, d, steps)
        }
        // (A discarded value: `(void)x`.)
        ExprKind::Cast { expr, .. } if has_side_effect(expr) => {
            let v = eval_mut(il, expr, env, d, steps)?;
            let ExprKind::Cast { to, .. } = e.kind else { return None };
            Some(convert(il, to, v))
        }
        _ => eval_env(il, e, depth, env),
    }
}

/// Whether `e` is itself an assignment or increment (the forms
/// `eval_mut` runs).
fn has_side_effect(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Assign(..) | ExprKind::Unary(UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec, _)
    )
}
