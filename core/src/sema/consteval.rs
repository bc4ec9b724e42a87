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
        ExprKind::Name(id) if env.iter().any(|(p, _)| p == id) => env.iter().find(|(p, _)| p == id).map(|(_, v)| *v)?,
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
                    StmtKind::Return(Some(x), _) => break *x,
                    _ => return None,
                }
            };
            match eval_env(il, ret, d, &inner)? {
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
            match (x, y) {
                (Value::Int(x), Value::Int(y)) => {
                    let uns = is_unsigned(il, a.ty);
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
                    wrap_to(il, e.ty, r)
                }
                (x, y) => {
                    let f = |v: Value| match v {
                        Value::Int(i) => i as f64,
                        Value::Float(f) => f,
                    };
                    let (x, y) = (f(x), f(y));
                    match op {
                        BinaryOp::Add => round_to(il, e.ty, x + y),
                        BinaryOp::Sub => round_to(il, e.ty, x - y),
                        BinaryOp::Mul => round_to(il, e.ty, x * y),
                        BinaryOp::Div => round_to(il, e.ty, x / y),
                        BinaryOp::Lt => Value::Int((x < y) as i128),
                        BinaryOp::Gt => Value::Int((x > y) as i128),
                        BinaryOp::Le => Value::Int((x <= y) as i128),
                        BinaryOp::Ge => Value::Int((x >= y) as i128),
                        BinaryOp::Eq => Value::Int((x == y) as i128),
                        BinaryOp::Ne => Value::Int((x != y) as i128),
                        _ => return None,
                    }
                }
            }
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
