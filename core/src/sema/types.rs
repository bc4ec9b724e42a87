//! Type construction, classification, layout (LP64) and the standard
//! conversions (promotions, usual arithmetic conversions, assignment).

use super::Sema;
use crate::il::*;
use alloc::string::String;
use alloc::vec::Vec;

impl<'a, 'o> Sema<'a, 'o> {
    pub fn ptr(&mut self, t: TypeId) -> TypeId {
        self.il.intern_use(TypeKind::Pointer(t))
    }
    /// `T&`; a reference to a reference (through a typedef or a template
    /// argument) collapses ([dcl.ref]/6): `U& &` and `U&& &` are `U&`.
    pub fn lref(&mut self, t: TypeId) -> TypeId {
        let c = self.il.canonical(t);
        match self.il.ty(c).clone() {
            TypeKind::LvalueRef(_) => t,
            TypeKind::RvalueRef(z) => self.lref(z),
            _ => self.il.intern_use(TypeKind::LvalueRef(t)),
        }
    }
    /// `T&&`; `U& &&` collapses to `U&`, `U&& &&` to `U&&`.
    pub fn rref(&mut self, t: TypeId) -> TypeId {
        let c = self.il.canonical(t);
        if matches!(self.il.ty(c), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_)) {
            return t;
        }
        self.il.intern_use(TypeKind::RvalueRef(t))
    }
    pub fn array(&mut self, t: TypeId, n: Option<u64>) -> TypeId {
        self.il.intern(TypeKind::Array(t, n))
    }
    pub fn qualified(&mut self, t: TypeId, q: Quals) -> TypeId {
        if !q.any() {
            return t;
        }
        // Merge with existing qualifiers on a Qualified node.
        if let TypeKind::Qualified(inner, q0) = self.il.ty(t).clone() {
            let m = Quals {
                is_const: q.is_const || q0.is_const,
                is_volatile: q.is_volatile || q0.is_volatile,
                is_restrict: q.is_restrict || q0.is_restrict,
            };
            return self.il.intern_use(TypeKind::Qualified(inner, m));
        }
        self.il.intern_use(TypeKind::Qualified(t, q))
    }
    /// A function type (or a pointer to one) as a value's type, which
    /// deduction sees: its parameters without their top-level qualifiers
    /// (`void (*)(float *)` for `f(float *__restrict__)`, [dcl.fct]/5).
    pub fn adjusted_function(&mut self, t: TypeId) -> TypeId {
        match self.il.ty(t).clone() {
            TypeKind::Pointer(f) if matches!(self.il.ty(f), TypeKind::Function(_)) => {
                let g = self.adjusted_function(f);
                if g == f { t } else { self.ptr(g) }
            }
            TypeKind::Function(mut ft) => {
                let mut changed = false;
                for p in ft.params.iter_mut() {
                    if let TypeKind::Qualified(inner, _) = self.il.ty(*p).clone() {
                        *p = inner;
                        changed = true;
                    }
                }
                if changed { self.il.intern(TypeKind::Function(ft)) } else { t }
            }
            _ => t,
        }
    }
    pub fn func(&mut self, ret: TypeId, params: Vec<TypeId>, variadic: bool, quals: Quals) -> TypeId {
        self.il.intern(TypeKind::Function(FunctionType { ret, params, variadic, unprototyped: false, quals, ref_qual: RefQualifier::None, noexcept: FnNoexcept::None }))
    }

    /// The type without typedef sugar and without top-level qualifiers.
    pub fn canon(&self, t: TypeId) -> TypeId {
        self.il.canonical(t)
    }
    pub fn kind(&self, t: TypeId) -> &TypeKind {
        let c = self.il.canonical(t);
        self.il.ty(c)
    }
    /// Canonical type with all typedefs removed at every level (for identity).
    pub fn deep_canon(&mut self, t: TypeId) -> TypeId {
        self.deep_canon_n(t, 0)
    }
    fn deep_canon_n(&mut self, t: TypeId, n: u32) -> TypeId {
        if n > 64 {
            return t;
        }
        let q = self.il.quals_of(t);
        let c = self.il.canonical(t);
        let base = match self.il.ty(c).clone() {
            TypeKind::Pointer(x) => {
                let y = self.deep_canon_n(x, n + 1);
                self.il.intern(TypeKind::Pointer(y))
            }
            TypeKind::LvalueRef(x) => {
                let y = self.deep_canon_n(x, n + 1);
                self.il.intern(TypeKind::LvalueRef(y))
            }
            TypeKind::RvalueRef(x) => {
                let y = self.deep_canon_n(x, n + 1);
                self.il.intern(TypeKind::RvalueRef(y))
            }
            TypeKind::Array(x, b) => {
                let y = self.deep_canon_n(x, n + 1);
                self.array(y, b)
            }
            TypeKind::Function(f) => {
                let r = self.deep_canon_n(f.ret, n + 1);
                // A parameter's top-level qualifiers are not part of the
                // function's type ([dcl.fct]/5).
                let ps: Vec<TypeId> = f
                    .params
                    .iter()
                    .map(|p| {
                        let d = self.deep_canon_n(*p, n + 1);
                        match self.il.ty(d) {
                            TypeKind::Qualified(inner, _) => *inner,
                            _ => d,
                        }
                    })
                    .collect();
                // A routine's own `noexcept` stays on its declaration, not in
                // its type, so types are compared without it.
                self.il.intern(TypeKind::Function(FunctionType { ret: r, params: ps, noexcept: FnNoexcept::None, ..f }))
            }
            _ => c,
        };
        // A comparison, not a use: no `intern_use`.
        if q.any() {
            self.il.intern(TypeKind::Qualified(base, q))
        } else {
            base
        }
    }
    pub fn same_type(&mut self, a: TypeId, b: TypeId) -> bool {
        a == b || self.deep_canon(a) == self.deep_canon(b)
    }

    pub fn is_void(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Void)
    }
    pub fn is_integral(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Int(_) | TypeKind::Enum(_))
    }
    pub fn is_arith(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_))
    }
    pub fn is_float(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Float(_))
    }
    pub fn is_pointer(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Pointer(_))
    }
    pub fn is_array(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Array(..))
    }
    pub fn is_function(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Function(_))
    }
    pub fn is_class(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Class(_))
    }
    pub fn is_error(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Error)
    }
    pub fn is_scalar(&self, t: TypeId) -> bool {
        matches!(
            self.kind(t),
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_) | TypeKind::Nullptr
                | TypeKind::MemberPointer(..)
        )
    }
    pub fn is_bool(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::Int(IntKind::Bool))
    }
    /// The pointee of a pointer (or element of an array), if any.
    pub fn pointee(&self, t: TypeId) -> Option<TypeId> {
        match self.kind(t) {
            TypeKind::Pointer(x) => Some(*x),
            TypeKind::Array(x, _) => Some(*x),
            _ => None,
        }
    }
    /// Strip a reference.
    pub fn non_ref(&self, t: TypeId) -> TypeId {
        match self.kind(t) {
            TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => *x,
            _ => t,
        }
    }
    pub fn is_ref(&self, t: TypeId) -> bool {
        matches!(self.kind(t), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_))
    }
    /// The type with top-level cv removed but typedef sugar kept where it is
    /// outside the qualification.
    pub fn unqualified(&self, t: TypeId) -> TypeId {
        let mut t = t;
        for _ in 0..64 {
            match self.il.ty(t) {
                TypeKind::Qualified(x, _) => t = *x,
                TypeKind::Typedef(e) => {
                    // Keep the typedef if it is itself unqualified.
                    if let EntityKind::Typedef(u) = &self.il.entity(*e).kind {
                        if self.il.quals_of(*u).any() {
                            t = *u;
                            continue;
                        }
                    }
                    return t;
                }
                _ => return t,
            }
        }
        t
    }
    pub fn int_kind(&self, t: TypeId) -> Option<IntKind> {
        match self.kind(t) {
            TypeKind::Int(k) => Some(*k),
            TypeKind::Enum(e) => match &self.il.entity(*e).kind {
                EntityKind::Enum(ei) => match self.kind(ei.underlying) {
                    TypeKind::Int(k) => Some(*k),
                    _ => Some(IntKind::Int),
                },
                _ => Some(IntKind::Int),
            },
            _ => None,
        }
    }

    /// Integral promotion (C++ [conv.prom]).
    pub fn promoted(&self, t: TypeId) -> TypeId {
        use IntKind::*;
        match self.kind(t) {
            TypeKind::Int(k) => match k {
                // wchar_t (signed, 32 bits) fits in int; char32_t does not.
                Bool | Char | SChar | UChar | Short | UShort | Char8 | WChar => self.b.int,
                Char32 => self.b.uint,
                Char16 => self.b.int,
                _ => self.canon(t),
            },
            TypeKind::Enum(e) => {
                // Unscoped enums promote to int (or their underlying type if larger).
                if let EntityKind::Enum(ei) = &self.il.entity(*e).kind {
                    if ei.scoped {
                        return self.canon(t);
                    }
                    let u = ei.underlying;
                    return self.promoted(u);
                }
                self.b.int
            }
            _ => self.canon(t),
        }
    }

    fn int_rank(k: IntKind) -> u32 {
        use IntKind::*;
        match k {
            Bool => 0,
            Char | SChar | UChar | Char8 => 1,
            Short | UShort | Char16 => 2,
            Int | UInt | WChar | Char32 => 3,
            Long | ULong => 4,
            LongLong | ULongLong => 5,
            Int128 | UInt128 => 6,
        }
    }

    fn int_type(&self, k: IntKind) -> TypeId {
        use IntKind::*;
        match k {
            Int => self.b.int,
            UInt => self.b.uint,
            Long => self.b.long,
            ULong => self.b.ulong,
            LongLong => self.b.llong,
            ULongLong => self.b.ullong,
            Int128 => self.b.int128,
            UInt128 => self.b.uint128,
            _ => self.b.int,
        }
    }

    fn unsigned_of(k: IntKind) -> IntKind {
        use IntKind::*;
        match k {
            Int => UInt,
            Long => ULong,
            LongLong => ULongLong,
            Int128 => UInt128,
            x => x,
        }
    }

    /// The usual arithmetic conversions: the common type of two operands.
    pub fn usual_arith(&self, a: TypeId, b: TypeId) -> TypeId {
        let (ka, kb) = (self.kind(a).clone(), self.kind(b).clone());
        match (&ka, &kb) {
            (TypeKind::Float(fa), TypeKind::Float(fb)) => {
                let r = |f: &FloatKind| match f {
                    FloatKind::Float => 0,
                    FloatKind::Double => 1,
                    FloatKind::LongDouble => 2,
                    FloatKind::Float128 => 3,
                };
                if r(fa) >= r(fb) {
                    self.canon(a)
                } else {
                    self.canon(b)
                }
            }
            (TypeKind::Float(_), _) => self.canon(a),
            (_, TypeKind::Float(_)) => self.canon(b),
            _ => {
                let pa = self.promoted(a);
                let pb = self.promoted(b);
                let (Some(x), Some(y)) = (self.int_kind(pa), self.int_kind(pb)) else {
                    return self.b.int;
                };
                if x == y {
                    return pa;
                }
                let (rx, ry) = (Self::int_rank(x), Self::int_rank(y));
                let (sx, sy) = (x.is_signed(), y.is_signed());
                if sx == sy {
                    return if rx >= ry { pa } else { pb };
                }
                let (u, s, ru, rs) = if sx { (y, x, ry, rx) } else { (x, y, rx, ry) };
                if ru >= rs {
                    return self.int_type(u);
                }
                if s.size() > u.size() {
                    return self.int_type(s);
                }
                self.int_type(Self::unsigned_of(s))
            }
        }
    }

    // ------------------------------------------------------------ layout

    pub fn size_align(&self, t: TypeId) -> (u64, u64) {
        self.size_align_n(t, 0)
    }
    fn size_align_n(&self, t: TypeId, n: u32) -> (u64, u64) {
        if n > 64 {
            return (1, 1);
        }
        match self.kind(t) {
            TypeKind::Void => (1, 1),
            TypeKind::Int(k) => {
                let s = k.size();
                (s, s)
            }
            TypeKind::Float(FloatKind::Float) => (4, 4),
            TypeKind::Float(FloatKind::Double) => (8, 8),
            TypeKind::Float(_) => (16, 16),
            TypeKind::Nullptr | TypeKind::Pointer(_) => (8, 8),
            TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) => self.size_align_n(*x, n + 1),
            TypeKind::Array(e, b) => {
                let (s, a) = self.size_align_n(*e, n + 1);
                (s * b.unwrap_or(0), a)
            }
            TypeKind::Function(_) => (1, 1),
            TypeKind::Class(e) => match &self.il.entity(*e).kind {
                EntityKind::Class(ci) => (ci.size, ci.align.max(1)),
                _ => (1, 1),
            },
            TypeKind::Enum(e) => match &self.il.entity(*e).kind {
                EntityKind::Enum(ei) => self.size_align_n(ei.underlying, n + 1),
                _ => (4, 4),
            },
            _ => (1, 1),
        }
    }

    /// Lay out a class's fields (natural alignment, bit-fields packed as GCC does
    /// for the common cases) and record size/align.
    /// A class with virtual functions, its own or a base's.
    pub fn class_is_dynamic(&self, c: EntityId, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let EntityKind::Class(ci) = &self.il.entity(c).kind else { return false };
        ci.members.iter().any(|m| matches!(&self.il.entity(*m).kind, EntityKind::Routine(r) if r.is_virtual))
            || self.il.class_bases.get(&c).is_some_and(|v| v.iter().any(|b| b.is_virtual || b.class.is_some_and(|x| self.class_is_dynamic(x, depth + 1))))
    }

    /// The alignment an `aligned(N)`/`alignas(N)` attribute asks for: its
    /// parsed argument's value, else the argument written as a number.
    fn attribute_alignment(&self, a: &Attribute) -> Option<u64> {
        if let Some(e) = self.il.attribute_arg_exprs.get(&a.name_pos).and_then(|v| v.first()) {
            if let Some(v) = super::consteval::eval(&self.il, e) {
                return u64::try_from(v.as_i128()).ok();
            }
        }
        a.args.as_ref().and_then(|s| s.trim().parse::<u64>().ok())
    }

    /// Where a laid-out class's data ends (its size without tail padding).
    fn class_data_size(&self, c: EntityId, depth: u32) -> Option<u64> {
        if depth > 32 {
            return None;
        }
        let EntityKind::Class(ci) = &self.il.entity(c).kind else { return None };
        let last = ci.members.iter().rev().find_map(|m| match &self.il.entity(*m).kind {
            EntityKind::Field(f) if f.bit_width.is_none() => Some((f.offset, f.ty)),
            _ => None,
        });
        if let Some((off, ty)) = last {
            return Some(off + self.size_align(ty).0);
        }
        let bases: Vec<EntityId> = self.il.class_bases.get(&c).map(|v| v.iter().filter(|b| !b.is_virtual).filter_map(|b| b.class).collect()).unwrap_or_default();
        match bases.as_slice() {
            [b] => self.class_data_size(*b, depth + 1),
            [] if self.class_is_dynamic(c, 0) => Some(8),
            _ => None,
        }
    }

    pub fn layout_class(&mut self, cls: EntityId) {
        let (members, key) = match &self.il.entity(cls).kind {
            EntityKind::Class(ci) => (ci.members.clone(), ci.key),
            _ => return,
        };
        let mut off: u64 = 0; // in bits
        let mut align: u64 = 1;
        let mut size_max: u64 = 0;
        let mut extra_align: u64 = 1;
        for a in &self.il.entity(cls).attributes {
            if a.name == "aligned" || a.name == "__aligned__" || a.name == "alignas" {
                if let Some(v) = self.attribute_alignment(a) {
                    extra_align = extra_align.max(v);
                }
            }
        }
        // Non-virtual bases come first (an empty one takes no room), after
        // the vtable pointer of a dynamic class that has no dynamic base to
        // share one with. (Classes with virtual bases are laid out by their
        // fields only.)
        let bases: Vec<(EntityId, bool)> = self.il.class_bases.get(&cls).map(|v| v.iter().filter_map(|b| b.class.map(|c| (c, b.is_virtual))).collect()).unwrap_or_default();
        if key != ClassKey::Union && !bases.iter().any(|(_, v)| *v) {
            let dynamic_base = bases.iter().any(|(b, _)| self.class_is_dynamic(*b, 0));
            if !dynamic_base && self.class_is_dynamic(cls, 0) {
                off = 64;
                align = 8;
            }
            for (b, _) in &bases {
                let (size, balign, empty) = match &self.il.entity(*b).kind {
                    EntityKind::Class(ci) => {
                        let has_fields = ci.members.iter().any(|m| matches!(self.il.entity(*m).kind, EntityKind::Field(_)));
                        (ci.size, ci.align.max(1), ci.size <= 1 && !has_fields && !self.class_is_dynamic(*b, 0))
                    }
                    _ => continue,
                };
                if empty {
                    continue;
                }
                // A dynamic base (not POD for layout) lends its tail
                // padding to what follows it (Itanium C++ ABI).
                let size = if self.class_is_dynamic(*b, 0) { self.class_data_size(*b, 0).unwrap_or(size) } else { size };
                let a = balign * 8;
                off = off.div_ceil(a) * a + size * 8;
                align = align.max(balign);
            }
        }
        for m in members {
            let (fty, bw) = match &self.il.entity(m).kind {
                EntityKind::Field(f) => (f.ty, f.bit_width),
                _ => continue,
            };
            // A reference member is stored as a pointer.
            let (fs, mut fa) = if self.is_ref(fty) { (8, 8) } else { self.size_align(fty) };
            for a in &self.il.entity(m).attributes {
                if a.name == "aligned" || a.name == "__aligned__" {
                    if let Some(v) = self.attribute_alignment(a) {
                        fa = fa.max(v);
                    }
                }
            }
            let field_off;
            if let Some(w) = bw {
                let unit = fs * 8;
                let w = w as u64;
                if key == ClassKey::Union {
                    field_off = 0;
                } else {
                    // Start a new unit if the field would straddle one.
                    if w == 0 {
                        off = off.div_ceil(unit.max(1)) * unit.max(1);
                        continue;
                    }
                    if unit > 0 && (off / unit) != ((off + w - 1) / unit) {
                        off = off.div_ceil(unit) * unit;
                    }
                    field_off = off;
                    off += w;
                }
                align = align.max(fa);
                size_max = size_max.max(fs * 8);
            } else {
                let fa_bits = fa * 8;
                if key == ClassKey::Union {
                    field_off = 0;
                    size_max = size_max.max(fs * 8);
                } else {
                    off = off.div_ceil(fa_bits.max(8)) * fa_bits.max(8);
                    field_off = off;
                    off += fs * 8;
                }
                align = align.max(fa);
            }
            if let EntityKind::Field(f) = &mut self.il.entities[m.0 as usize].kind {
                f.offset = field_off / 8;
            }
        }
        align = align.max(extra_align);
        let bits = if key == ClassKey::Union { size_max } else { off };
        let mut bytes = bits.div_ceil(8);
        if bytes == 0 {
            bytes = 1; // empty class
        }
        bytes = bytes.div_ceil(align) * align;
        if let EntityKind::Class(ci) = &mut self.il.entities[cls.0 as usize].kind {
            ci.size = bytes;
            ci.align = align;
        }
    }

    // ------------------------------------------------------------ display

    /// A type as EDG shows it in diagnostics (`float *`, `const char *`).
    pub fn type_to_string(&self, t: TypeId) -> String {
        let mut s = String::new();
        self.type_str(t, &mut s, 0);
        s
    }

    fn type_str(&self, t: TypeId, out: &mut String, n: u32) {
        if n > 32 {
            return;
        }
        match self.il.ty(t) {
            TypeKind::Void => out.push_str("void"),
            TypeKind::Int(k) => out.push_str(int_name(*k)),
            TypeKind::Float(f) => out.push_str(match f {
                FloatKind::Float => "float",
                FloatKind::Double => "double",
                FloatKind::LongDouble => "long double",
                FloatKind::Float128 => "__float128",
            }),
            TypeKind::Nullptr => out.push_str("std::nullptr_t"),
            TypeKind::Pointer(x) => {
                self.type_str(*x, out, n + 1);
                if let TypeKind::Function(_) = self.il.ty(self.il.canonical(*x)) {
                    out.push_str(" (*)");
                } else {
                    declarator_op(out, "*");
                }
            }
            TypeKind::LvalueRef(x) => {
                self.type_str(*x, out, n + 1);
                declarator_op(out, "&");
            }
            TypeKind::MemberPointer(x, c) => {
                self.type_str(*x, out, n + 1);
                out.push(' ');
                self.type_str(*c, out, n + 1);
                out.push_str("::*");
            }
            TypeKind::RvalueRef(x) => {
                self.type_str(*x, out, n + 1);
                declarator_op(out, "&&");
            }
            TypeKind::Array(..) => {
                // `int [2][3]`: the element type, then every bound from the
                // outermost, adjacent.
                use core::fmt::Write;
                let mut dims = String::new();
                let mut elem = t;
                for _ in 0..64 {
                    let TypeKind::Array(x, b) = self.il.ty(elem) else { break };
                    match b {
                        Some(v) => {
                            let _ = write!(dims, "[{}]", v);
                        }
                        None => dims.push_str("[]"),
                    }
                    elem = *x;
                }
                self.type_str(elem, out, n + 1);
                out.push(' ');
                out.push_str(&dims);
            }
            TypeKind::Function(f) => {
                self.type_str(f.ret, out, n + 1);
                out.push_str(" (");
                for (i, p) in f.params.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.type_str(*p, out, n + 1);
                }
                if f.variadic {
                    out.push_str(if f.params.is_empty() { "..." } else { ", ..." });
                }
                out.push(')');
            }
            TypeKind::Class(e) | TypeKind::Enum(e) | TypeKind::Typedef(e) => out.push_str(&self.il.entity(*e).name),
            TypeKind::Qualified(x, q) => {
                // `const int`, but `int *const`.
                let inner_is_ptr = matches!(self.il.ty(*x), TypeKind::Pointer(_));
                if inner_is_ptr {
                    self.type_str(*x, out, n + 1);
                    if q.is_const {
                        out.push_str("const");
                    }
                    if q.is_volatile {
                        out.push_str(if q.is_const { " volatile" } else { "volatile" });
                    }
                } else {
                    if q.is_const {
                        out.push_str("const ");
                    }
                    if q.is_volatile {
                        out.push_str("volatile ");
                    }
                    self.type_str(*x, out, n + 1);
                }
            }
            TypeKind::TemplateParam(e) => out.push_str(&self.il.entity(*e).name),
            TypeKind::PackExpansion(x) => {
                self.type_str(*x, out, n + 1);
                out.push_str("...");
            }
            TypeKind::ArrayBound { array, .. } => self.type_str(*array, out, n + 1),
            TypeKind::SignedSpelled(x) => {
                out.push_str("signed ");
                self.type_str(*x, out, n + 1)
            }
            TypeKind::Error => out.push_str("<error-type>"),
        }
    }
}

/// `*`, `&` or `&&` after a type: spaced from a name (`float *`), joined
/// to a preceding operator (`float **`, `int *&`), as EDG writes types.
fn declarator_op(out: &mut String, op: &str) {
    if !out.ends_with(['*', '&']) {
        out.push(' ');
    }
    out.push_str(op);
}

pub fn int_name(k: IntKind) -> &'static str {
    use IntKind::*;
    match k {
        Bool => "bool",
        Char => "char",
        SChar => "signed char",
        UChar => "unsigned char",
        WChar => "wchar_t",
        Char8 => "char8_t",
        Char16 => "char16_t",
        Char32 => "char32_t",
        Short => "short",
        UShort => "unsigned short",
        Int => "int",
        UInt => "unsigned int",
        Long => "long",
        ULong => "unsigned long",
        LongLong => "long long",
        ULongLong => "unsigned long long",
        Int128 => "__int128",
        UInt128 => "unsigned __int128",
    }
}
