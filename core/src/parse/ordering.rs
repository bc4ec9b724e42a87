//! Partial ordering of templates ([temp.func.order], [temp.deduct.partial],
//! [temp.class.order]): among function template specializations that are
//! equally good for a call, and among matching class template partial
//! specializations, the more specialized template is chosen.

use super::template::PartialSpec;
use super::Parser;
use crate::il::*;
use alloc::vec::Vec;

/// One parameter type of a template's function type as partial ordering
/// sees it: the type with references and top-level cv removed, and what
/// was removed.
#[derive(Clone, Copy)]
struct OrderingType {
    ty: TypeId,
    pack: bool,
    /// `Some(lvalue)` when it was a reference.
    reference: Option<bool>,
    /// cv of the referred type (for two references).
    quals: Quals,
}

impl<'a, 'o> Parser<'a, 'o> {
    /// Of two function template specializations equally good for a call
    /// with `nargs` arguments: `Some(true)` when `x`'s template is more
    /// specialized than `y`'s, `Some(false)` when `y`'s is, `None` when
    /// neither (or either is not a specialization).
    pub(super) fn more_specialized_instance(&mut self, x: EntityId, y: EntityId, nargs: usize) -> Option<bool> {
        let tx = self.function_template_of(x)?;
        let ty = self.function_template_of(y)?;
        if tx == ty {
            return None;
        }
        let px = self.ordering_types(tx, nargs)?;
        let py = self.ordering_types(ty, nargs)?;
        let mut x_ge = self.deduces_from(&px, &py, ty);
        let mut y_ge = self.deduces_from(&py, &px, tx);
        if x_ge && y_ge {
            // Both deduce: for a pair of references, an lvalue reference
            // is more specialized than an rvalue one, else the more
            // cv-qualified is ([temp.deduct.partial]/9).
            let (mut x_more, mut y_more) = (false, false);
            for (a, b) in px.iter().zip(py.iter()) {
                let (Some(a), Some(b)) = (a, b) else { continue };
                let (Some(la), Some(lb)) = (a.reference, b.reference) else { continue };
                if la != lb {
                    if la {
                        x_more = true;
                    } else {
                        y_more = true;
                    }
                    continue;
                }
                let (qa, qb) = (a.quals, b.quals);
                let a_over_b = (qa.is_const || !qb.is_const) && (qa.is_volatile || !qb.is_volatile);
                let b_over_a = (qb.is_const || !qa.is_const) && (qb.is_volatile || !qa.is_volatile);
                if a_over_b && !b_over_a {
                    x_more = true;
                } else if b_over_a && !a_over_b {
                    y_more = true;
                }
            }
            if x_more {
                y_ge = false;
            }
            if y_more {
                x_ge = false;
            }
            if x_ge && y_ge {
                // Still tied: the one without a trailing parameter pack
                // is more specialized ([temp.deduct.partial]/11).
                let (xp, yp) = (self.trailing_pack(tx).is_some(), self.trailing_pack(ty).is_some());
                if xp != yp {
                    return Some(yp);
                }
                return None;
            }
        }
        match (x_ge, y_ge) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            _ => None,
        }
    }

    /// The function template a specialization was made from.
    fn function_template_of(&self, inst: EntityId) -> Option<EntityId> {
        match &self.sema.il.entity(inst).kind {
            EntityKind::Routine(r) => r.instance_of.as_ref().map(|(t, _)| *t),
            _ => None,
        }
    }

    fn template_ftype(&self, t: EntityId) -> Option<FunctionType> {
        match &self.sema.il.entity(t).kind {
            EntityKind::Routine(r) => match self.sema.il.ty(r.ty) {
                TypeKind::Function(f) => Some(f.clone()),
                _ => None,
            },
            _ => None,
        }
    }

    /// The position of a function parameter pack ending `t`'s parameters
    /// (its type is the pattern; the function type is variadic).
    fn trailing_pack(&self, t: EntityId) -> Option<usize> {
        match &self.sema.il.entity(t).kind {
            EntityKind::Routine(r) => {
                let last = r.params.last()?;
                self.sema.il.pack_function_params.contains(last).then(|| r.params.len() - 1)
            }
            _ => None,
        }
    }

    /// The types of the parameters that have call arguments (a trailing
    /// pack stands for every argument from its position on); `None` at a
    /// position past the parameters of a C-style variadic function.
    fn ordering_types(&self, tmpl: EntityId, nargs: usize) -> Option<Vec<Option<OrderingType>>> {
        let f = self.template_ftype(tmpl)?;
        let pack = self.trailing_pack(tmpl).filter(|k| *k + 1 == f.params.len());
        let mut out = Vec::with_capacity(nargs);
        for i in 0..nargs {
            let k = match pack {
                Some(k) if i >= k => k,
                _ => i,
            };
            let p = f.params.get(k).copied();
            out.push(p.map(|p| {
                let mut o = self.ordering_type(p);
                o.pack |= pack == Some(k);
                o
            }));
        }
        Some(out)
    }

    fn ordering_type(&self, t: TypeId) -> OrderingType {
        let (t, pack) = match self.sema.il.ty(t) {
            TypeKind::PackExpansion(x) => (*x, true),
            _ => (t, false),
        };
        let reference = match self.sema.kind(t) {
            TypeKind::LvalueRef(_) => Some(true),
            TypeKind::RvalueRef(_) => Some(false),
            _ => None,
        };
        let referred = self.sema.non_ref(t);
        let quals = self.sema.il.quals_of(referred);
        OrderingType { ty: self.sema.unqualified(referred), pack, reference, quals }
    }

    /// Whether the parameter types of `tmpl` (`params`, its own) deduce
    /// from the types `args` of the other template, each of whose template
    /// parameters stands for a unique type: then the other template is at
    /// least as specialized.
    fn deduces_from(&mut self, args: &[Option<OrderingType>], params: &[Option<OrderingType>], tmpl: EntityId) -> bool {
        let tparams = match &self.sema.il.entity(tmpl).kind {
            EntityKind::Routine(r) => r.template_params.clone(),
            _ => return false,
        };
        let mut bound: Vec<Option<TemplateArg>> = alloc::vec![None; tparams.len()];
        for (a, p) in args.iter().zip(params.iter()) {
            let (Some(a), Some(p)) = (a, p) else { continue };
            // A pack deduces nothing from a non-pack parameter.
            if a.pack && !p.pack {
                return false;
            }
            if p.pack {
                // Each element of a pack deduces on its own.
                let mut scratch = bound.clone();
                if !self.match_type_exact(p.ty, a.ty, &tparams, &mut scratch, 0) {
                    return false;
                }
                continue;
            }
            if !self.match_type_exact(p.ty, a.ty, &tparams, &mut bound, 0) {
                return false;
            }
        }
        true
    }

    /// Of the partial specializations matching a specialization, the most
    /// specialized ([temp.class.order]): the one whose pattern the others'
    /// match; the first written when none is.
    pub(super) fn most_specialized_partial(&mut self, matching: &[PartialSpec]) -> Option<usize> {
        if matching.is_empty() {
            return None;
        }
        'outer: for (i, x) in matching.iter().enumerate() {
            for (j, y) in matching.iter().enumerate() {
                if i == j {
                    continue;
                }
                // `x` is more specialized than `y` when `y`'s pattern
                // matches `x`'s arguments but not the other way round.
                let y_takes_x = self.match_partial(y, &x.pattern).is_some();
                let x_takes_y = self.match_partial(x, &y.pattern).is_some();
                if !(y_takes_x && !x_takes_y) {
                    continue 'outer;
                }
            }
            return Some(i);
        }
        Some(0)
    }
}
