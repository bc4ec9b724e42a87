//! Emitter tests on hand-built IL, checked against the reference's output
//! for the same programs (our own test inputs).

use crate::il::*;
use crate::options::Options;
use crate::source::{Pos, SourceMap};
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use bumpalo::Bump;

/// A small IL builder for tests.
pub(crate) struct B<'a> {
    pub il: Il<'a>,
    pub a: &'a Bump,
    group: u32,
}

pub(crate) fn pos(line: u32) -> Pos {
    Pos { file: 0, line, col: 1, phys_line: line }
}

impl<'a> B<'a> {
    pub fn new(a: &'a Bump, file: &str) -> Self {
        let mut sm = SourceMap::new("");
        sm.file_id(file);
        let mut il = Il::new(a, "", sm);
        il.primary_file = file.to_string();
        B { il, a, group: 0 }
    }
    pub fn t(&mut self, k: TypeKind) -> TypeId {
        self.il.intern(k)
    }
    pub fn int(&mut self) -> TypeId {
        self.t(TypeKind::Int(IntKind::Int))
    }
    pub fn ik(&mut self, k: IntKind) -> TypeId {
        self.t(TypeKind::Int(k))
    }
    pub fn fk(&mut self, k: FloatKind) -> TypeId {
        self.t(TypeKind::Float(k))
    }
    pub fn ptr(&mut self, t: TypeId) -> TypeId {
        self.t(TypeKind::Pointer(t))
    }
    pub fn arr(&mut self, t: TypeId, n: u64) -> TypeId {
        self.t(TypeKind::Array(t, Some(n)))
    }
    pub fn cnst(&mut self, t: TypeId) -> TypeId {
        self.t(TypeKind::Qualified(t, Quals { is_const: true, ..Default::default() }))
    }
    pub fn func(&mut self, ret: TypeId, params: &[TypeId], variadic: bool) -> TypeId {
        self.t(TypeKind::Function(FunctionType { ret, params: params.to_vec(), variadic, unprototyped: false, quals: Quals::default(), ref_qual: RefQualifier::None, noexcept: FnNoexcept::None }))
    }
    pub fn ent(&mut self, name: &str, kind: EntityKind<'a>, line: u32) -> EntityId {
        self.il.entities.push(Entity {
            name: name.to_string(),
            kind,
            parent: None,
            pos: pos(line),
            in_system_header: false,
            attributes: Vec::new(),
            referenced: true,
            access: Access::Public,
        });
        EntityId((self.il.entities.len() - 1) as u32)
    }
    pub fn var(&mut self, name: &str, ty: TypeId, line: u32, mem: MemorySpace, local: bool) -> EntityId {
        self.ent(
            name,
            EntityKind::Variable(Variable {
                ty,
                storage: StorageClass::None,
                linkage: Linkage::External,
                memory: mem,
                is_constexpr: false,
                is_inline: false,
                is_thread_local: false,
                init: None,
                is_param: false,
                is_local: local,
                is_device_builtin: false,
                mangled: String::new(),
                is_static_member: false,
                default_arg: None,
            declared_ty: None,
            }),
            line,
        )
    }
    pub fn param(&mut self, name: &str, ty: TypeId, line: u32) -> EntityId {
        let e = self.var(name, ty, line, MemorySpace::None, true);
        if let EntityKind::Variable(v) = &mut self.il.entities[e.0 as usize].kind {
            v.is_param = true;
        }
        e
    }
    pub fn field(&mut self, name: &str, ty: TypeId, line: u32, offset: u64) -> EntityId {
        self.ent(name, EntityKind::Field(Field { ty, bit_width: None, offset, is_mutable: false, init: None }), line)
    }
    pub fn routine(&mut self, name: &str, ty: TypeId, params: Vec<EntityId>, space: ExecSpace, line: u32, mangled: &str) -> EntityId {
        self.ent(
            name,
            EntityKind::Routine(Routine {
                params,
                exec_space: space,
                linkage: Linkage::External,
                mangled: mangled.to_string(),
                ..Routine::of_type(ty)
            }),
            line,
        )
    }
    /// A declaration; `first` starts a new declaration statement.
    pub fn decl(&mut self, entity: EntityId, line: u32, first: bool) -> DeclId {
        if first {
            self.group += 1;
        }
        let ent = &self.il.entities[entity.0 as usize];
        let (ty, params, space) = match &ent.kind {
            EntityKind::Variable(v) => (v.ty, Vec::new(), ExecSpace::ImplicitHost),
            EntityKind::Routine(r) => (r.ty, r.params.clone(), r.exec_space),
            EntityKind::Typedef(t) => (*t, Vec::new(), ExecSpace::ImplicitHost),
            EntityKind::Field(f) => (f.ty, Vec::new(), ExecSpace::ImplicitHost),
            _ => (TypeId(0), Vec::new(), ExecSpace::ImplicitHost),
        };
        self.il.decls.push(Decl {
            entity,
            pos: pos(line),
            storage: StorageClass::None,
            is_definition: true,
            params,
            exec_space: space,
            extern_c: false,
            extern_c_direct: false,
            extern_cpp_direct: false,
            init: None,
            defines_class: matches!(self.il.entities[entity.0 as usize].kind, EntityKind::Class(_) | EntityKind::Enum(_)),
            group: self.group,
            first_in_group: first,
            ty,
            exception_spec: None,
            gnu_extension: false,
            asm_label: None,
            attributes: None,
        });
        DeclId((self.il.decls.len() - 1) as u32)
    }
    pub fn top(&mut self, d: DeclId) {
        self.il.source_sequence.push(SeqItem::Decl(d));
    }
    pub fn d(&mut self, d: DeclId) -> &mut Decl<'a> {
        &mut self.il.decls[d.0 as usize]
    }
    pub fn set_body(&mut self, r: EntityId, body: &'a Stmt<'a>, def: DeclId) {
        if let EntityKind::Routine(rt) = &mut self.il.entities[r.0 as usize].kind {
            rt.body = Some(body);
            rt.definition = Some(def);
        }
    }
    // ---- expressions
    pub fn e(&self, kind: ExprKind<'a>, ty: TypeId, line: u32) -> &'a Expr<'a> {
        self.a.alloc(Expr { kind, ty, lvalue: false, pos: pos(line) })
    }
    pub fn lit(&mut self, v: u128, line: u32) -> &'a Expr<'a> {
        let t = self.int();
        self.e(ExprKind::IntLit { value: v, text: "" }, t, line)
    }
    pub fn lit_t(&mut self, v: u128, t: TypeId, line: u32) -> &'a Expr<'a> {
        self.e(ExprKind::IntLit { value: v, text: "" }, t, line)
    }
    pub fn flit(&mut self, v: f64, k: FloatKind, line: u32) -> &'a Expr<'a> {
        let t = self.fk(k);
        self.e(ExprKind::FloatLit { value: crate::il::FloatConst::from_f64(v).convert(k), text: "" }, t, line)
    }
    pub fn chr(&mut self, c: char, line: u32) -> &'a Expr<'a> {
        let t = self.ik(IntKind::Char);
        let text: &'a str = self.a.alloc_str(&alloc::format!("'{}'", c));
        self.e(ExprKind::CharLit { value: c as u32, kind: CharKind::Plain, text }, t, line)
    }
    pub fn name(&mut self, id: EntityId, line: u32) -> &'a Expr<'a> {
        let ty = match &self.il.entities[id.0 as usize].kind {
            EntityKind::Variable(v) => v.ty,
            EntityKind::Routine(r) => r.ty,
            EntityKind::Field(f) => f.ty,
            _ => self.int(),
        };
        self.e(ExprKind::Name(id), ty, line)
    }
    pub fn imp(&mut self, to: TypeId, x: &'a Expr<'a>) -> &'a Expr<'a> {
        self.e(ExprKind::Cast { kind: CastKind::Implicit, to, expr: x }, to, x.pos.line)
    }
    pub fn bin(&mut self, op: BinaryOp, l: &'a Expr<'a>, r: &'a Expr<'a>) -> &'a Expr<'a> {
        let t = l.ty;
        self.e(ExprKind::Binary(op, l, r), t, l.pos.line)
    }
    pub fn bin_t(&mut self, op: BinaryOp, l: &'a Expr<'a>, r: &'a Expr<'a>, t: TypeId) -> &'a Expr<'a> {
        self.e(ExprKind::Binary(op, l, r), t, l.pos.line)
    }
    pub fn assign(&mut self, l: &'a Expr<'a>, r: &'a Expr<'a>) -> &'a Expr<'a> {
        self.e(ExprKind::Assign(AssignOp::Assign, l, r), l.ty, l.pos.line)
    }
    pub fn index(&mut self, b: &'a Expr<'a>, i: &'a Expr<'a>, t: TypeId) -> &'a Expr<'a> {
        self.e(ExprKind::Index(b, i), t, b.pos.line)
    }
    pub fn member(&mut self, b: &'a Expr<'a>, m: EntityId, arrow: bool) -> &'a Expr<'a> {
        let t = match &self.il.entities[m.0 as usize].kind {
            EntityKind::Field(f) => f.ty,
            _ => self.int(),
        };
        self.e(ExprKind::Member { base: b, member: m, arrow }, t, b.pos.line)
    }
    pub fn call(&mut self, f: EntityId, args: &[&'a Expr<'a>], t: TypeId, line: u32) -> &'a Expr<'a> {
        let c = self.name(f, line);
        let args = self.a.alloc_slice_copy(args);
        self.e(ExprKind::Call { callee: c, args }, t, line)
    }
    pub fn un(&mut self, op: UnaryOp, x: &'a Expr<'a>) -> &'a Expr<'a> {
        self.e(ExprKind::Unary(op, x), x.ty, x.pos.line)
    }
    // ---- statements
    pub fn s(&self, kind: StmtKind<'a>, line: u32) -> &'a Stmt<'a> {
        self.a.alloc(Stmt { pos: pos(line), kind })
    }
    pub fn block(&mut self, stmts: &[&'a Stmt<'a>], line: u32, end: u32) -> &'a Stmt<'a> {
        let st = self.a.alloc_slice_copy(stmts);
        let s = self.s(StmtKind::Block(st), line);
        self.il.block_ends.insert(pos(line), pos(end));
        s
    }
    pub fn es(&self, e: &'a Expr<'a>) -> &'a Stmt<'a> {
        self.s(StmtKind::Expr(e), e.pos.line)
    }
    pub fn ret(&self, e: &'a Expr<'a>) -> &'a Stmt<'a> {
        self.s(StmtKind::Return(Some(e), false), e.pos.line)
    }
    pub fn ds(&mut self, ds: &[DeclId], line: u32) -> &'a Stmt<'a> {
        let ds = self.a.alloc_slice_copy(ds);
        self.s(StmtKind::Decl(ds), line)
    }
}

pub(crate) fn opts_for(stub: &str) -> Options {
    let mut o = Options::default();
    o.stub_file_name = Some(stub.to_string());
    o
}

/// Compare line by line; on mismatch, panic showing the first difference.
pub(crate) fn check(got: &str, want: &str) {
    if got == want {
        return;
    }
    let g: Vec<&str> = got.split('\n').collect();
    let w: Vec<&str> = want.split('\n').collect();
    for i in 0..g.len().max(w.len()) {
        let gl = g.get(i).copied().unwrap_or("<EOF>");
        let wl = w.get(i).copied().unwrap_or("<EOF>");
        if gl != wl {
            let from = i.saturating_sub(3);
            panic!(
                "first difference at line {}:\n got: {:?}\nwant: {:?}\ncontext (got):\n{}\ncontext (want):\n{}",
                i + 1,
                gl,
                wl,
                g[from..(i + 4).min(g.len())].join("\n"),
                w[from..(i + 4).min(w.len())].join("\n")
            );
        }
    }
}

pub(crate) fn body_of(s: &str) -> &str {
    let marker = "lambda_with_preserved_return_type)\n#endif\n\n# 1\n";
    match s.find(marker) {
        Some(i) => &s[i + marker.len()..],
        None => s,
    }
}

/// The program `/tmp/emit/a.ii`-style basics: typedefs, structs, enums,
/// globals with literal re-spelling.
#[test]
fn int_c_basic_decls() {
    let a = Bump::new();
    let mut b = B::new(&a, "s.cu");
    let ulong = b.ik(IntKind::ULong);
    let int = b.int();
    let flt = b.fk(FloatKind::Float);
    // 1: typedef unsigned long size_t;
    let size_t = b.ent("size_t", EntityKind::Typedef(ulong), 1);
    let d = b.decl(size_t, 1, true);
    b.top(d);
    // 2: struct S { int a; float b[4]; struct S *next; };
    let s = b.ent("S", EntityKind::Class(ClassInfo { key: ClassKey::Struct, complete: true, members: vec![], size: 32, align: 8, anonymous: false, member_decls: vec![], access_specs: vec![], template_params: vec![] }), 2);
    let sty = b.t(TypeKind::Class(s));
    let f4 = b.arr(flt, 4);
    let sp = b.ptr(sty);
    let fa = b.field("a", int, 2, 0);
    let fb = b.field("b", f4, 2, 4);
    let fnx = b.field("next", sp, 2, 24);
    for f in [fa, fb, fnx] {
        b.il.entities[f.0 as usize].parent = Some(s);
    }
    if let EntityKind::Class(ci) = &mut b.il.entities[s.0 as usize].kind {
        ci.members = vec![fa, fb, fnx];
    }
    let d = b.decl(s, 2, true);
    b.top(d);
    // 3: enum E { A, B = 5, C };
    let e = b.ent("E", EntityKind::Enum(EnumInfo { underlying: int, scoped: false, fixed: false, written_underlying: false, enumerators: vec![], complete: true }), 3);
    let ea = b.ent("A", EntityKind::Enumerator(Enumerator { value: 0, init: None, enum_entity: e }), 3);
    let five = b.lit(5, 3);
    let eb = b.ent("B", EntityKind::Enumerator(Enumerator { value: 5, init: Some(five), enum_entity: e }), 3);
    let ec = b.ent("C", EntityKind::Enumerator(Enumerator { value: 6, init: None, enum_entity: e }), 3);
    if let EntityKind::Enum(ei) = &mut b.il.entities[e.0 as usize].kind {
        ei.enumerators = vec![ea, eb, ec];
    }
    let d = b.decl(e, 3, true);
    b.top(d);
    // 4: typedef struct S S_t;
    let st = b.ent("S_t", EntityKind::Typedef(sty), 4);
    let d = b.decl(st, 4, true);
    b.top(d);
    // 5: extern "C" int printf(const char *, ...);
    let ch = b.ik(IntKind::Char);
    let cch = b.cnst(ch);
    let ccp = b.ptr(cch);
    let pft = b.func(int, &[ccp], true);
    let pf = b.routine("printf", pft, vec![], ExecSpace::ImplicitHost, 5, "printf");
    let up = b.param("", ccp, 5);
    let d = b.decl(pf, 5, true);
    b.d(d).params = vec![up];
    b.d(d).is_definition = false;
    b.d(d).extern_c = true;
    b.d(d).extern_c_direct = true;
    b.top(d);
    // 6: static int counter = 0x10;
    let counter = b.var("counter", int, 6, MemorySpace::None, false);
    let d = b.decl(counter, 6, true);
    let sixteen = b.lit(16, 6);
    b.d(d).storage = StorageClass::Static;
    b.d(d).init = Some(Init::Assign(sixteen));
    b.top(d);
    // 7: __device__ int dv[10];
    let i10 = b.arr(int, 10);
    let dv = b.var("dv", i10, 7, MemorySpace::Device, false);
    let d = b.decl(dv, 7, true);
    b.top(d);
    // 8: __constant__ float cf = 2.5;
    let cf = b.var("cf", flt, 8, MemorySpace::Constant, false);
    let d = b.decl(cf, 8, true);
    let v25 = b.flit(2.5, FloatKind::Double, 8);
    let v25 = b.imp(flt, v25);
    b.d(d).init = Some(Init::Assign(v25));
    b.top(d);
    // 9: __managed__ int mv;
    let _ip = b.ptr(int);
    let mv = b.var("mv", int, 9, MemorySpace::Managed, false);
    let d = b.decl(mv, 9, true);
    b.top(d);
    // 10: __device__ int dfun(int x) { return x * 2 + 'a'; }
    let ft = b.func(int, &[int], false);
    let x = b.param("x", int, 10);
    let dfun = b.routine("dfun", ft, vec![x], ExecSpace::Device, 10, "_Z4dfuni");
    let xe = b.name(x, 10);
    let two = b.lit(2, 10);
    let m = b.bin(BinaryOp::Mul, xe, two);
    let ca = b.chr('a', 10);
    let ca = b.imp(int, ca);
    let sum = b.bin(BinaryOp::Add, m, ca);
    let r = b.ret(sum);
    let body = b.block(&[r], 10, 10);
    let d = b.decl(dfun, 10, true);
    b.set_body(dfun, body, d);
    b.top(d);
    // 11: __host__ __device__ float hd(float y) { return y / 3.0; }
    let dbl = b.fk(FloatKind::Double);
    let ft2 = b.func(flt, &[flt], false);
    let y = b.param("y", flt, 11);
    let hd = b.routine("hd", ft2, vec![y], ExecSpace::HostDevice, 11, "_Z2hdf");
    let ye = b.name(y, 11);
    let ye = b.imp(dbl, ye);
    let three = b.flit(3.0, FloatKind::Double, 11);
    let q = b.bin(BinaryOp::Div, ye, three);
    let q = b.imp(flt, q);
    let r = b.ret(q);
    let body = b.block(&[r], 11, 11);
    let d = b.decl(hd, 11, true);
    b.set_body(hd, body, d);
    b.top(d);

    let o = opts_for("s.hstub.c");
    let out = super::int_c(&b.il, &o, "_737f9249_4_s_cu_cf");
    let expected_full = include_str!("testdata/s_basic.int.c");
    check(&out, expected_full);
}

/// Builds `/tmp/emit/t2.ii`: three kernels (one static with launch bounds,
/// body over two lines), device, constant and managed variables.
fn build_t2<'a>(a: &'a Bump) -> B<'a> {
    let mut b = B::new(a, "t2.cu");
    let int = b.int();
    let dbl = b.fk(FloatKind::Double);
    let flt = b.fk(FloatKind::Float);
    let chr = b.ik(IntKind::Char);
    let sht = b.ik(IntKind::Short);
    let void = b.t(TypeKind::Void);
    let s = b.ent("S", EntityKind::Class(ClassInfo { key: ClassKey::Struct, complete: true, members: vec![], size: 16, align: 8, anonymous: false, member_decls: vec![], access_specs: vec![], template_params: vec![] }), 1);
    let sty = b.t(TypeKind::Class(s));
    let fa = b.field("a", int, 1, 0);
    let fd = b.field("d", dbl, 1, 8);
    if let EntityKind::Class(ci) = &mut b.il.entities[s.0 as usize].kind {
        ci.members = vec![fa, fd];
    }
    let d = b.decl(s, 1, true);
    b.top(d);
    let ip = b.ptr(int);
    let ft = b.func(void, &[chr, dbl, sty, ip, sht], false);
    let ps: Vec<EntityId> = [("c", chr), ("d", dbl), ("s", sty), ("p", ip), ("h", sht)].iter().map(|(n, t)| b.param(n, *t, 2)).collect();
    let k1 = b.routine("k1", ft, ps, ExecSpace::Global, 2, "_Z2k1cd1SPis");
    let body = b.block(&[], 2, 2);
    let d = b.decl(k1, 2, true);
    b.set_body(k1, body, d);
    b.top(d);
    let ft = b.func(void, &[], false);
    let k2 = b.routine("k2", ft, vec![], ExecSpace::Global, 3, "_Z2k2v");
    let body = b.block(&[], 3, 3);
    let d = b.decl(k2, 3, true);
    b.set_body(k2, body, d);
    b.top(d);
    let ft = b.func(void, &[int, flt], false);
    let pa = b.param("a", int, 4);
    let pb = b.param("b", flt, 4);
    let k3 = b.routine("k3", ft, vec![pa, pb], ExecSpace::Global, 4, "_Z2k3if");
    if let EntityKind::Routine(r) = &mut b.il.entities[k3.0 as usize].kind {
        r.launch.max_threads = Some(128);
        r.storage = StorageClass::Static;
    }
    let body = b.block(&[], 5, 6);
    let d = b.decl(k3, 4, true);
    b.d(d).storage = StorageClass::Static;
    b.set_body(k3, body, d);
    b.top(d);
    let dv = b.var("dv", int, 7, MemorySpace::Device, false);
    let d = b.decl(dv, 7, true);
    b.top(d);
    let d3 = b.arr(dbl, 3);
    let cd = b.var("cd", d3, 8, MemorySpace::Constant, false);
    let d = b.decl(cd, 8, true);
    b.top(d);
    let _sp = b.ptr(sty);
    let ms = b.var("ms", sty, 9, MemorySpace::Managed, false);
    let d = b.decl(ms, 9, true);
    b.top(d);
    b
}

#[test]
fn stub_file_t2() {
    let a = Bump::new();
    let b = build_t2(&a);
    let mut o = opts_for("/tmp/emit/t2.stub.c");
    o.include_file_name = Some("t2.fatbin.c".to_string());
    let out = super::stub_file(&b.il, &o, "");
    check(&out, include_str!("testdata/t2.stub.c"));
}

#[test]
fn device_code_t2() {
    let a = Bump::new();
    let b = build_t2(&a);
    let o = opts_for("/tmp/emit/t2.stub.c");
    let out = super::device_code(&b.il, &o, "");
    check(&out, include_str!("testdata/t2.gpu"));
}

