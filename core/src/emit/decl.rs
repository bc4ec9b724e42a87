//! Host declaration printing (variables, routines, classes, enums,
//! typedefs), including the CUDA rewrites of the `.int.c`: device variables
//! become `static` without initializer, `__managed__` variables become
//! pointers in `__nv_managed_data__`, device-only routines get a dummy body,
//! kernels are reduced to a declaration with the body under `#if 0`.

use super::expr::Ctx;
use super::printer::Printer;
use crate::il::*;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Where a declaration is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DeclCtx {
    File,
    Local,
    Member,
}

impl<'i, 'a> Printer<'i, 'a> {
    /// Block-scope declarations of one declaration statement.
    pub(crate) fn local_decls(&mut self, ids: &[DeclId], semicolon: bool) {
        self.decl_group(ids, DeclCtx::Local, semicolon);
    }

    /// One declaration statement (possibly several declarators).
    pub(crate) fn decl_group(&mut self, ids: &[DeclId], ctx: DeclCtx, semicolon: bool) {
        let Some(first) = ids.first().and_then(|d| self.decl(*d)) else { return };
        let Some(ent) = self.entity(first.entity) else { return };
        if let Some(id) = ids.first().filter(|d| self.il.explicit_instantiations.contains_key(d)) {
            self.explicit_instantiation(*id);
            return;
        }
        let templated = self.templated;
        self.templated |= self.il.in_template(first.entity) || self.header_of(first).is_some_and(|h| !h.params.is_empty());
        self.decl_group_inner(ids, ctx, semicolon, ent);
        self.templated = templated;
    }

    fn decl_group_inner(&mut self, ids: &[DeclId], ctx: DeclCtx, semicolon: bool, ent: &'i Entity<'a>) {
        match &ent.kind {
            EntityKind::Variable(_) | EntityKind::Field(_) => self.var_group(ids, ctx, semicolon),
            EntityKind::Routine(_) => {
                for d in ids {
                    self.routine_decl(*d, ctx);
                }
            }
            EntityKind::Class(_) | EntityKind::Enum(_) => self.type_decl_group(ids, ctx),
            EntityKind::Typedef(_) => self.typedef_group(ids, semicolon),
            EntityKind::TemplateParam { .. } => {}
            EntityKind::Enumerator(_) | EntityKind::Namespace { .. } => {}
            // `static_assert((cond), "message");` (the condition in its own
            // parentheses; no space after the `;`).
            EntityKind::StaticAssert { cond, message } => {
                let (cond, message) = (*cond, *message);
                self.push("static_assert(");
                self.static_assert_condition(cond);
                if let Some(m) = message {
                    self.push(", ");
                    // Respelled as EDG writes string constants (escapes, cut
                    // into pieces of 128 characters).
                    match super::printer::string_literal_pieces(m) {
                        Some(p) => {
                            let t = super::printer::host_string_spelling(&p);
                            self.push(&t);
                        }
                        None => self.push(m),
                    }
                }
                self.push(");");
            }
            // `using B< T> ::value;` (a class qualifier printed as its
            // type), `using std::swap;`.
            EntityKind::UsingDeclaration { scope } => {
                let name = ent.name.clone();
                let q = match scope.and_then(|s| self.entity(s).map(|x| (s, x))) {
                    Some((s, x)) if matches!(x.kind, EntityKind::Class(_)) => {
                        match self.il.find_type(&TypeKind::Class(s)) {
                            Some(t) => self.type_str(t, ""),
                            None => self.qualified_name(s),
                        }
                    }
                    Some((s, _)) => self.qualified_name(s),
                    None => String::new(),
                };
                self.push(&format!("using {}::{};", q, name));
            }
        }
    }

    /// `template void f< float> (float * p, int n);` / `template struct
    /// S< int> ;`: the specialization's signature with the template's
    /// parameter names (each type printed whole, then the name).
    fn explicit_instantiation(&mut self, id: DeclId) {
        let Some(d) = self.decl(id) else { return };
        let Some(ent) = self.entity(d.entity) else { return };
        match &ent.kind {
            EntityKind::Routine(r) => {
                let Some((tmpl, args)) = r.instance_of.clone() else { return };
                let TypeKind::Function(f) = self.il.ty(self.il.canonical(r.ty)).clone() else { return };
                // The parameter names and exception specification are the
                // template's first declaration's (a friend declaration
                // naming no parameters included).
                let first = self.index.first_decl(self.il, tmpl);
                let names: Vec<String> = match (first, self.entity(tmpl).map(|x| &x.kind)) {
                    (Some(f), _) => f.params.iter().map(|p| self.entity(*p).map(|x| x.name.clone()).unwrap_or_default()).collect(),
                    (None, Some(EntityKind::Routine(t))) => t.params.iter().map(|p| self.entity(*p).map(|x| x.name.clone()).unwrap_or_default()).collect(),
                    _ => Vec::new(),
                };
                let exception_spec = first.map(|f| f.exception_spec).unwrap_or(d.exception_spec);
                let name = self.qualified_name(d.entity);
                let mut text = String::from(if self.il.extern_instantiations.contains(&id) { "extern template " } else { "template " });
                let ret = self.type_str(f.ret, "");
                text.push_str(&ret);
                // (A declarator operator stays against the name: `T &f(…)`.)
                if !ret.ends_with(['&', '*']) {
                    text.push(' ');
                }
                text.push_str(&name);
                // Arguments as written: none when they were deduced.
                if !self.il.deduced_instantiations.contains(&id) {
                    text.push_str(&self.template_args_text(&args));
                }
                text.push('(');
                for (i, t) in f.params.iter().enumerate() {
                    if i > 0 {
                        text.push_str(", ");
                    }
                    text.push_str(&self.type_str(*t, ""));
                    if let Some(n) = names.get(i).filter(|n| !n.is_empty()) {
                        text.push(' ');
                        text.push_str(n);
                    }
                }
                text.push(')');
                match exception_spec {
                    Some(ExceptionSpec::Noexcept) => text.push_str(" noexcept"),
                    Some(ExceptionSpec::Throw(t)) => {
                        text.push_str(" throw(");
                        text.push_str(t);
                        text.push(')');
                    }
                    _ => {}
                }
                text.push(';');
                self.push(&text);
            }
            EntityKind::Class(_) => {
                let ty = d.ty;
                let key = match self.il.ty(self.il.canonical(ty)) {
                    TypeKind::Class(c) => match self.entity(*c).map(|x| &x.kind) {
                        Some(EntityKind::Class(ci)) => match ci.key {
                            ClassKey::Class => "class",
                            ClassKey::Union => "union",
                            _ => "struct",
                        },
                        _ => "struct",
                    },
                    _ => "struct",
                };
                let t = self.type_str(ty, "");
                let ext = if self.il.extern_instantiations.contains(&id) { "extern " } else { "" };
                self.push(&format!("{}template {} {};", ext, key, t));
            }
            _ => {}
        }
    }

    /// The prefix (storage, CUDA rewrites) of a variable declaration and
    /// whether its initializer is kept.
    fn var_prefix(&self, d: &Decl<'a>, ctx: DeclCtx) -> (String, bool, bool) {
        let mut p = String::new();
        let mut keep_init = true;
        let mut managed = false;
        let Some(ent) = self.entity(d.entity) else { return (p, true, false) };
        let v = match &ent.kind {
            EntityKind::Variable(v) => v,
            EntityKind::Field(f) => {
                // A memory space on a data member (warning 1835) stays as
                // written.
                for a in &ent.attributes {
                    let n = a.name.trim_start_matches("__").trim_end_matches("__");
                    if matches!(n, "device" | "global" | "constant" | "shared" | "managed") {
                        p.push_str(&format!("__attribute(({})) ", n));
                    }
                }
                if f.is_mutable && self.flavor != super::printer::Flavor::Device {
                    p.push_str("mutable ");
                }
                return (p, true, false);
            }
            _ => return (p, true, false),
        };
        if d.extern_c_direct {
            p.push_str("extern \"C\" ");
        } else if d.extern_cpp_direct {
            p.push_str("extern \"C++\" ");
        }
        match v.memory {
            MemorySpace::Shared => {
                p.push_str("__attribute__((unused)) ");
                // A non-array `extern __shared__` is a static definition
                // (warning 3501).
                let array = matches!(self.il.ty(self.il.canonical(v.ty)), TypeKind::Array(..));
                if d.storage == StorageClass::Extern && array {
                    p.push_str("extern ");
                } else {
                    p.push_str("static ");
                }
                keep_init = false;
            }
            MemorySpace::Device | MemorySpace::Constant => {
                // A reference needs its initializer on the host too.
                let is_ref = matches!(self.il.ty(self.il.canonical(v.ty)), TypeKind::LvalueRef(_) | TypeKind::RvalueRef(_));
                if self.opts.device_c && d.storage != StorageClass::Static {
                    // Separate compilation: a hidden external shadow (in
                    // the unnamed namespace, internal already).
                    if !self.in_unnamed_namespace(d.entity) {
                        p.push_str("__attribute__((visibility(\"hidden\"))) ");
                    }
                    if d.storage == StorageClass::Extern {
                        p.push_str("extern ");
                    }
                } else {
                    // Even `extern` device variables become host shadows.
                    p.push_str("static ");
                }
                if v.is_thread_local {
                    p.push_str("thread_local ");
                }
                if v.is_inline {
                    p.push_str("inline ");
                }
                keep_init = is_ref;
            }
            MemorySpace::Managed => {
                // (A block-scope one, an error, gets no section.)
                if !v.is_local {
                    p.push_str("__attribute__((section(\"__nv_managed_data__\"))) ");
                }
                if d.storage == StorageClass::Extern {
                    p.push_str("extern ");
                } else if self.opts.device_c && d.storage != StorageClass::Static {
                    // Separate compilation: external, hidden (unless in the
                    // unnamed namespace), as the other device variables.
                    if !self.in_unnamed_namespace(d.entity) && self.opts.device_hidden_visibility {
                        p.push_str("__attribute__((visibility(\"hidden\"))) ");
                    }
                } else {
                    p.push_str("static ");
                }
                if v.is_thread_local {
                    p.push_str("thread_local ");
                }
                keep_init = false;
                managed = true;
            }
            MemorySpace::None => {
                match d.storage {
                    StorageClass::Static if ctx != DeclCtx::Member || v.is_param => p.push_str("static "),
                    StorageClass::Static => p.push_str("static "),
                    StorageClass::Extern => p.push_str("extern "),
                    StorageClass::Register => p.push_str("register "),
                    _ => {}
                }
                if v.is_thread_local {
                    p.push_str("thread_local ");
                }
                // (spelled as written: `unused` or `__unused__`)
                if let Some(a) = ent.attributes.iter().find(|a| !a.std && a.name.trim_start_matches("__").trim_end_matches("__") == "unused") {
                    p.insert_str(0, &format!("__attribute(({})) ", a.name.trim()));
                }
                // An execution-space attribute that does not apply to a
                // variable (warning 1835) stays as written.
                for a in ent.attributes.iter().rev() {
                    let n = a.name.trim_start_matches("__").trim_end_matches("__");
                    if matches!(n, "device" | "global" | "host") {
                        p.insert_str(0, &format!("__attribute(({})) ", n));
                    }
                }
                if v.is_constexpr {
                    p.push_str("constexpr ");
                }
                if v.is_inline {
                    p.push_str("inline ");
                }
            }
        }
        (p, keep_init, managed)
    }

    fn var_group(&mut self, ids: &[DeclId], ctx: DeclCtx, semicolon: bool) {
        for (i, id) in ids.iter().enumerate() {
            let Some(d) = self.decl(*id) else { continue };
            let Some(ent) = self.entity(d.entity) else { continue };
            let member_of_template = self.il.template_headers.get(id).and_then(|h| self.template_member_name(d.entity, h));
            let name = if ctx == DeclCtx::File || ctx == DeclCtx::Member {
                if ctx == DeclCtx::File && ent.parent.is_some() && !self.scope.contains(&ent.parent.unwrap_or(EntityId(0))) {
                    member_of_template.unwrap_or_else(|| self.qualified_name(d.entity))
                } else {
                    ent.name.clone()
                }
            } else {
                ent.name.clone()
            };
            let name = match &ent.kind {
                EntityKind::Variable(v) if v.is_device_builtin => format!("__device_builtin_variable_{}", name),
                _ => name,
            };
            // A variable template's specialization names its arguments.
            let name = match self.il.variable_template_specs.get(&d.entity) {
                Some(args) => format!("{}{}", name, self.template_args_text(args)),
                None => name,
            };
            let (prefix, keep_init, managed) = self.var_prefix(d, ctx);
            // Static-storage initializers are constant-folded by EDG.
            self.static_init = match &ent.kind {
                EntityKind::Variable(v) => !v.is_local || d.storage == StorageClass::Static,
                _ => false,
            };
            self.constexpr_init = matches!(&ent.kind, EntityKind::Variable(v) if v.is_constexpr);
            // Without its initializer, an array whose bound came from the
            // initializer is declared with the completed type (`a[2]`).
            let ty = match (&ent.kind, self.il.ty(self.il.canonical(d.ty))) {
                (EntityKind::Variable(v), TypeKind::Array(_, None)) if !keep_init || managed => v.ty,
                _ => d.ty,
            };
            let declarator = if managed {
                // `T *name` (the host sees a pointer to the managed object).
                let inner = if matches!(self.il.ty(self.il.canonical(ty)), TypeKind::Array(..) | TypeKind::Function(_)) {
                    format!("(*{})", name)
                } else {
                    format!("*{}", name)
                };
                self.split_type(ty, inner, 0).1
            } else {
                self.type_declarator_for(ty, &name, d.entity)
            };
            let header = self.il.template_headers.get(id);
            if i == 0 {
                if let Some(h) = header {
                    let text = self.template_header_marked(h);
                    self.push_marked(&text, h.pos.file);
                }
                // Standard attributes come first, marked at their line
                // (not on a static data member's declaration in its class).
                let static_member = ctx == DeclCtx::Member && matches!(ent.kind, EntityKind::Variable(_));
                let std_attrs = super::printer::std_attributes_text(&ent.attributes).filter(|_| !static_member);
                if let Some((apos, t)) = &std_attrs {
                    if header.is_some_and(|h| apos.file == h.pos.file && apos.line > h.pos.line) {
                        self.out.mark(*apos);
                    }
                    self.push(t);
                }
                self.push(&prefix);
                match self.inline_definition(d) {
                    Some(b) => {
                        // `struct P { … } pv` / `enum { … } v`: the
                        // declaration's specifier defines the type.
                        let quals = self.il.quals_of(ty);
                        if quals.is_const {
                            self.push("const ");
                        }
                        let bpos = self.entity(b).map_or(d.pos, |x| x.pos);
                        self.type_definition(b, true, bpos, None);
                    }
                    None => {
                        let spec = self.type_spec(ty);
                        let spec = self.elaborated(spec, ty, d);
                        self.push(&spec);
                    }
                }
                if !declarator.is_empty() {
                    self.push(" ");
                }
                // A variable template's definition whose name is on a later
                // line than its `template` keyword is marked there (a class
                // template's static member defined outside the class, and an
                // `extern` declaration, are printed on one line).
                let member = ent.parent.is_some_and(|c| matches!(self.entity(c).map(|x| &x.kind), Some(EntityKind::Class(_))));
                if let (Some(h), false) = (header, member) {
                    if ent.pos.file == h.pos.file && ent.pos.line > h.pos.line && d.is_definition {
                        self.out.mark(ent.pos);
                    }
                } else if let Some((apos, _)) = std_attrs.as_ref().filter(|_| header.is_none()) {
                    // After standard attributes, a name on a later line.
                    if ent.pos.file == apos.file && ent.pos.line > apos.line {
                        self.out.mark(ent.pos);
                    }
                }
            } else {
                self.push(", ");
                // A later declarator from another input line (or line-marker
                // span, after a macro expanded from a system header) is
                // marked there.
                self.out.mark(ent.pos);
            }
            self.push(&declarator);
            // Attributes written after the declarator, as written (leading
            // ones are handled with the prefix).
            for (apos, g) in self.attribute_groups(&ent.attributes, false, &|n| n == "unused") {
                if apos.file == d.pos.file && apos.line > d.pos.line {
                    self.out.mark(apos);
                }
                self.push(" ");
                self.push(&g);
            }
            if let EntityKind::Field(f) = &ent.kind {
                if let Some(w) = f.bit_width {
                    self.push(&format!(": {}", w));
                }
            }
            if managed {
                self.push(" = 0");
            } else if keep_init {
                // A data member's default initializer is kept on its field.
                let field_init = match &ent.kind {
                    EntityKind::Field(f) => f.init,
                    _ => None,
                };
                if let Some(init) = d.init.or(field_init) {
                    // A string literal initializing a pointer decays: EDG
                    // prints the conversion as parentheses.
                    let decays = matches!(init, Init::Assign(Expr { kind: ExprKind::StringLit { .. }, .. }))
                        && matches!(self.il.ty(self.il.canonical(d.ty)), TypeKind::Pointer(_));
                    // A reference bound to an object of static storage
                    // holds an address constant: parenthesized.
                    // So does a pointer initialized by an array of static
                    // storage (its decayed address).
                    let binds_static = (matches!(self.il.ty(self.il.canonical(d.ty)), TypeKind::LvalueRef(_))
                        && matches!(init, Init::Assign(e) if self.is_static_designator(e, 0)))
                        || matches!(init, Init::Assign(e) if self.is_static_array(e));
                    // So does a namespace-scope pointer initialized by a
                    // function's address cast to another type.
                    let function_address = ctx == DeclCtx::File
                        && matches!(init, Init::Assign(Expr { kind: ExprKind::Cast { kind: CastKind::CStyle, expr, .. }, .. })
                            if matches!(&expr.kind, ExprKind::Name(f) | ExprKind::QualifiedName { entity: f, .. } if matches!(self.entity(*f).map(|x| &x.kind), Some(EntityKind::Routine(_)))));
                    // A local pointer initialized by a constant address
                    // cast to a pointer type: the cast is kept bare
                    // (`char *p = (char *)(a);`). An integer made a pointer
                    // is a pointer constant, parenthesized as usual
                    // (`int *p = ((int *)0);`).
                    let local_address_cast = ctx != DeclCtx::File
                        && matches!(self.il.ty(self.il.canonical(d.ty)), TypeKind::Pointer(_))
                        && matches!(init, Init::Assign(e @ Expr { kind: ExprKind::Cast { kind: CastKind::CStyle, to, expr }, .. })
                            if matches!(self.il.ty(self.il.canonical(*to)), TypeKind::Pointer(_))
                                && !matches!(self.il.ty(self.il.canonical(expr.ty)), TypeKind::Int(_) | TypeKind::Enum(_))
                                && self.is_folded_const(e, 0));
                    if local_address_cast {
                        self.push(" = ");
                        if let Init::Assign(e) = init {
                            self.expr(e, Ctx::Arg);
                        }
                    } else if decays || binds_static || function_address {
                        self.push(" = (");
                        if let Init::Assign(e) = init {
                            self.expr(e, Ctx::Top);
                        }
                        self.push(")");
                    } else {
                        self.init_as(&init, true, d.ty);
                    }
                }
            }
        }
        if semicolon {
            self.push("; ");
        }
        // A block-scope variable of a closure type is followed by a typedef
        // naming that type (`typedef decltype(l) __T0;`).
        if matches!(ctx, DeclCtx::Local) {
            for id in ids {
                let Some(d) = self.decl(*id) else { continue };
                let closure = match self.il.ty(self.il.canonical(d.ty)) {
                    TypeKind::Class(c) => self.il.closures.contains_key(c),
                    _ => false,
                };
                if closure {
                    let name = self.entity(d.entity).map(|e| e.name.clone()).unwrap_or_default();
                    let t = self.fresh_temp();
                    self.push(&alloc::format!("typedef decltype({}) {};", name, t));
                }
            }
        }
    }

    /// The offset in the preprocessed text of a position.
    pub(crate) fn source_offset(&self, pos: crate::source::Pos) -> Option<usize> {
        let ls = *self.il.source_map.line_starts.get(pos.phys_line as usize)?;
        Some(ls as usize + pos.col.saturating_sub(1) as usize)
    }

    /// The text span of a class declaration's head starting at `pos`: up to
    /// its `{` or `;` (outside parentheses).
    fn declaration_head_span(&self, pos: crate::source::Pos) -> Option<(usize, usize)> {
        if pos.line == 0 {
            return None;
        }
        let start = self.source_offset(pos)?;
        let b = self.il.source_text.as_bytes();
        let mut depth = 0i32;
        for (i, &c) in b.get(start..)?.iter().enumerate().take(4096) {
            match c {
                b'(' => depth += 1,
                b')' => depth -= 1,
                b'{' | b';' if depth <= 0 => return Some((start, start + i)),
                _ => {}
            }
        }
        None
    }

    /// Whether the `enum`/`struct` at `pos` was written without a name
    /// (`typedef enum { … } Level;` gives the enum the typedef's name for
    /// linkage, but EDG prints it as written).
    pub(crate) fn written_anonymous(&self, pos: crate::source::Pos) -> bool {
        let Some(&ls) = self.il.source_map.line_starts.get(pos.phys_line as usize) else { return false };
        let b = self.il.source_text.as_bytes();
        let mut i = ls as usize + pos.col.saturating_sub(1) as usize;
        let skip_ws = |i: &mut usize| {
            while *i < b.len() && (b[*i] == b' ' || b[*i] == b'\t' || b[*i] == b'\n') {
                *i += 1;
            }
        };
        for kw in [&b"enum"[..], b"class", b"struct", b"union"] {
            skip_ws(&mut i);
            if b.get(i..i + kw.len()) == Some(kw) && !b.get(i + kw.len()).map_or(false, |c| c.is_ascii_alphanumeric() || *c == b'_') {
                i += kw.len();
            }
        }
        skip_ws(&mut i);
        matches!(b.get(i), Some(b'{') | Some(b':'))
    }

    /// `struct X` where the declaration itself introduces the class
    /// (`typedef struct CUstream_st *cudaStream_t;` keeps its keyword).
    fn elaborated(&self, spec: String, t: TypeId, d: &Decl<'a>) -> String {
        let Some(b) = self.base_entity_of(t) else { return spec };
        let Some(be) = self.entity(b) else { return spec };
        let EntityKind::Class(ci) = &be.kind else { return spec };
        // Where the class was first named: its entity's position, unless a
        // declaration of it comes earlier (a later `struct X;` does not
        // move the introduction).
        let first = match self.index.first_decl(self.il, b) {
            Some(x) if x.pos.file == be.pos.file && x.pos < be.pos => x.pos,
            _ => be.pos,
        };
        // (A class defined earlier on the line, `union U {…}; U u;`, is not.)
        let introduced_here = first.file == d.pos.file && first.phys_line == d.pos.phys_line && first.col >= d.pos.col && !ci.anonymous;
        if !introduced_here || spec.contains("struct ") || spec.contains("union ") || spec.contains("class ") {
            return spec;
        }
        let key = match ci.key {
            ClassKey::Union => "union",
            ClassKey::Class => "class",
            ClassKey::Struct => "struct",
        };
        match spec.rfind(be.name.as_str()) {
            Some(at) => format!("{}{} {}", &spec[..at], key, &spec[at..]),
            None => spec,
        }
    }

    /// The position EDG gives a class definition starting at `pos`: its
    /// name's when attribute specifiers push the name to a later line
    /// (`struct __attribute__((deprecated))\n __attribute__((aligned(16))) long4`).
    /// The name follows the last specifier, on its line.
    pub(crate) fn class_head_pos(&self, ent: &Entity<'a>, pos: crate::source::Pos) -> crate::source::Pos {
        // An unnamed enum, like an unnamed class, is where its `{` is.
        if matches!(ent.kind, EntityKind::Enum(_)) && (ent.name.is_empty() || self.written_anonymous(ent.pos)) {
            return super::printer::open_brace(self.il, pos).unwrap_or(pos);
        }
        let EntityKind::Class(ci) = &ent.kind else { return pos };
        if ci.anonymous {
            // An unnamed class is where its `{` is.
            return super::printer::open_brace(self.il, pos).unwrap_or(pos);
        }
        if let Some(np) = self.il.class_head_name_pos.get(&pos).filter(|np| np.file == pos.file && np.line >= pos.line) {
            return *np;
        }
        let last = ent
            .attributes
            .iter()
            .filter(|a| !a.leading && a.pos.file == pos.file && a.pos.line > pos.line && a.pos.line <= pos.line + 4)
            .map(|a| a.pos)
            .max();
        last.unwrap_or(pos)
    }

    /// Where EDG puts a declaration's line marker: at its (first)
    /// declarator name, which for `typedef struct { … } T;` follows the
    /// class body.
    pub(crate) fn decl_mark_pos(&self, d: &Decl<'a>) -> crate::source::Pos {
        // A template's marker is at its `template` keyword (not for an
        // explicit class specialization, written on the class's line).
        if let Some(h) = self.header_of(d) {
            // (A member template defined outside its class template starts
            // at the class's header.)
            let h = self.decl_id_of(d).and_then(|id| self.il.outer_template_headers.get(&id)).and_then(|v| v.first()).unwrap_or(h);
            let is_class = matches!(self.entity(d.entity).map(|e| &e.kind), Some(EntityKind::Class(_)));
            if !(is_class && h.params.is_empty()) {
                return h.pos;
            }
        }
        // A routine with leading GNU attributes starts at the first of them.
        if let Some(ent) = self.entity(d.entity) {
            if matches!(ent.kind, EntityKind::Routine(_)) {
                let attrs = self.routine_decl_attrs(d);
                let gnu = self.attribute_groups(&attrs, true, &|_| false).first().map(|g| g.0);
                let std = super::printer::std_attributes_text(&attrs).map(|x| x.0);
                let first = match (gnu, std) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                if let Some(p) = first {
                    // (or on its line but before a GCC line marker: EDG
                    // then marks both, the second naming the file)
                    let before = p.line < d.pos.line || (p.line == d.pos.line && p.col > 0 && d.pos.col > 0 && p.phys_line < d.pos.phys_line);
                    if p.file == d.pos.file && before && p.line > 0 {
                        return p;
                    }
                }
            }
        }
        if let Some(ent) = self.entity(d.entity) {
            if d.defines_class {
                let head = self.class_head_pos(ent, d.pos);
                if head != d.pos {
                    return head;
                }
            }
        }
        if let Some(b) = self.inline_definition(d) {
            if let Some(be) = self.entity(b) {
                if let Some(end) = super::printer::block_end(self.il, be.pos) {
                    if end.line > d.pos.line && end.file == d.pos.file {
                        return end;
                    }
                }
            }
        }
        d.pos
    }

    /// Open the classes of a member defined outside them (as their bodies
    /// are printed: a class template with a dependent base qualifies the
    /// namespace types it names); what to restore.
    fn open_member_scopes(&mut self, scopes: &[EntityId]) -> (usize, bool) {
        let saved = (self.scope.len(), self.qualify_namespace_types);
        for c in scopes {
            if self.il.class_bases.get(c).is_some_and(|bs| bs.iter().any(|b| self.type_is_dependent(b.ty, 0))) {
                self.qualify_namespace_types = true;
            }
            self.scope.push(*c);
        }
        saved
    }

    fn close_member_scopes(&mut self, saved: (usize, bool)) {
        self.scope.truncate(saved.0);
        self.qualify_namespace_types = saved.1;
    }

    /// The template header written on declaration `d`, if any.
    pub(crate) fn header_of(&self, d: &Decl<'a>) -> Option<&'i TemplateHeader> {
        self.il.template_headers.get(&self.decl_id_of(d)?)
    }

    /// The id of a declaration of `il.decls`.
    fn decl_id_of(&self, d: &Decl<'a>) -> Option<DeclId> {
        // `d` lives in `il.decls`: its index from its address (a search
        // per printed declaration was quadratic with real headers).
        let base = self.il.decls.as_ptr() as usize;
        let size = core::mem::size_of::<Decl<'a>>().max(1);
        let id = (d as *const Decl<'a> as usize).checked_sub(base)? / size;
        if !self.il.decls.get(id).is_some_and(|x| core::ptr::eq(x, d)) {
            return None;
        }
        Some(DeclId(id as u32))
    }

    /// The class/enum a declaration's type specifier defines inline
    /// (`Decl::defines_class` on a variable or typedef declaration).
    pub(crate) fn inline_definition(&self, d: &Decl<'a>) -> Option<EntityId> {
        let own_kind = self.entity(d.entity).map(|e| &e.kind);
        if !d.defines_class || !matches!(own_kind, Some(EntityKind::Variable(_) | EntityKind::Typedef(_) | EntityKind::Field(_))) {
            return None;
        }
        let b = self.base_entity_of(d.ty)?;
        match &self.entity(b)?.kind {
            EntityKind::Class(_) | EntityKind::Enum(_) => Some(b),
            _ => None,
        }
    }

    /// ` = e`, ` = {…}`, `(args)`.
    pub(crate) fn init(&mut self, init: &Init<'a>, top: bool) {
        self.init_as(init, top, TypeId(0));
    }

    /// `init` for a declaration of type `declared`.
    pub(crate) fn init_as(&mut self, init: &Init<'a>, top: bool, declared: TypeId) {
        match init {
            Init::Assign(e) => {
                if top {
                    self.push(" = ");
                }
                let class_object = declared != TypeId(0) && self.is_class_type(declared);
                if top && class_object && self.elided_class_static_cast(e) {
                } else if top && class_object && matches!(e.kind, ExprKind::Cond(..)) {
                    // A `?:` yielding a class object is parenthesized.
                    self.push("(");
                    self.expr(e, Ctx::Top);
                    self.push(")");
                } else if top && matches!(e.kind, ExprKind::Unary(UnaryOp::AddrOf, _)) && matches!(self.il.ty(self.il.canonical(e.ty)), TypeKind::MemberPointer(..)) {
                    // EDG parenthesizes a pointer-to-member constant that
                    // initializes a declaration: `int (C::*p) = (&C::m);`.
                    self.push("(");
                    self.expr(e, Ctx::Top);
                    self.push(")");
                } else if matches!(e.kind, ExprKind::Binary(BinaryOp::Comma, ..)) {
                    // A comma expression needs parentheses in a declaration.
                    self.push("(");
                    self.expr(e, Ctx::Operand);
                    self.push(")");
                } else if top || self.is_dependent_member_access(super::expr::strip_conversions(e)) {
                    self.init_expr(e, declared);
                } else if self.is_static_array(e) {
                    // A decayed array of static storage: an address constant.
                    self.push("(");
                    self.expr(e, Ctx::Top);
                    self.push(")");
                } else {
                    self.expr(e, Ctx::Top);
                }
            }
            Init::List(items, eq) => {
                if top {
                    self.push(if *eq { " = " } else { "" });
                }
                self.push("{");
                for (i, it) in items.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    // A string literal element initializes a pointer member
                    // here (an array member would be braced): it decays.
                    if let (true, Init::Assign(e @ Expr { kind: ExprKind::StringLit { .. }, .. })) = (self.static_init, it) {
                        self.push("(");
                        self.expr(e, Ctx::Top);
                        self.push(")");
                    } else if let Some(x) = match it {
                        // (A type trait's own parentheses suffice.)
                        Init::Assign(Expr { kind: ExprKind::PackExpansion(x), .. }) if !matches!(x.kind, ExprKind::TypeTrait { .. }) => Some(*x),
                        _ => None,
                    } {
                        // An expansion's pattern is parenthesized: `{0, (xs)...}`.
                        let saved = self.in_pack_expansion.replace(true);
                        self.push("(");
                        self.expr(x, Ctx::Top);
                        self.push(")...");
                        self.in_pack_expansion.set(saved);
                    } else {
                        self.init(it, false);
                    }
                }
                self.push("}");
            }
            Init::Paren(args) => {
                self.push("(");
                if let [a] = args {
                    if let Some(x) = self.elided_construction_argument(a, declared) {
                        self.expr(x, Ctx::Top);
                        self.push(")");
                        return;
                    }
                }
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    // A member known at instantiation converted to a known
                    // type: the conversion waits in parentheses.
                    let x = super::expr::strip_conversions(a);
                    if (self.is_dependent_member_access(x) && declared != TypeId(0) && !self.type_is_dependent(declared, 0))
                        || (declared != TypeId(0) && !self.is_class_type(declared) && self.is_static_array(x))
                    {
                        self.push("(");
                        self.arg(x);
                        self.push(")");
                        continue;
                    }
                    self.arg(a);
                }
                self.push(")");
            }
        }
    }

    /// `name(params)` for a routine declaration, with markers before
    /// parameter names on later lines.
    pub(crate) fn routine_declarator(&mut self, d: &Decl<'a>, r: &Routine<'a>, name: &str, kernel: bool) -> String {
        let ft = match self.il.ty(r.ty) {
            TypeKind::Function(ft) => ft.clone(),
            _ => FunctionType { ret: r.ty, params: Vec::new(), variadic: false, unprototyped: false, quals: Quals::default(), ref_qual: RefQualifier::None, noexcept: FnNoexcept::None },
        };
        let mut s = String::from(name);
        s.push('(');
        let params: Vec<EntityId> = if d.params.is_empty() && !r.params.is_empty() && d.is_definition {
            r.params.clone()
        } else {
            d.params.clone()
        };
        for (i, p) in params.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            // Parameters are printed as written (`int m[][4]`).
            let pty = match self.variable(*p) {
                Some(v) => v.declared_ty.unwrap_or(v.ty),
                None => ft.params.get(i).copied().unwrap_or(TypeId(0)),
            };
            let mut pname = self.param_name(*p);
            if pname.is_empty() && kernel {
                pname = self.fresh_temp();
                self.param_names.push((*p, pname.clone()));
            }
            // A parameter name on a later line gets a line marker before it
            // (EDG writes the specifier, then the marker, then the name);
            // the marker is encoded in-band and expanded by `push_marked`.
            let pline = self.entity(*p).map_or(0, |e| e.pos.line);
            // In a definition (parameters are variables with positions) a
            // name on a later line is marked right before the name; a
            // prototype's parameter list is printed from its type, on one
            // line.
            let written = if d.is_definition && pline > 0 && !pname.is_empty() { format!("\u{1}{}\u{1}{}", pline, pname) } else { pname.clone() };
            // A friend's parameter types are named from no open scope but
            // its class (see `friend_params`).
            let friend_class = if self.in_friend {
                // (A partial specialization's own name is written with its
                // arguments, qualified as usual.)
                self.scope
                    .last()
                    .copied()
                    .filter(|c| matches!(self.entity(*c).map(|x| &x.kind), Some(EntityKind::Class(_))) && !self.il.class_instances.contains_key(c))
            } else {
                None
            };
            let saved_scope = friend_class.map(|c| {
                self.friend_params = Some(c);
                core::mem::take(&mut self.scope)
            });
            let (spec, mut decl) = if written.is_empty() {
                // An unnamed parameter: its abstract declarator is written
                // without the placeholder's space (`void (*)(int)`).
                const HOLE: &str = "\u{2}";
                let (spec, decl) = self.split_type_for(pty, String::from(HOLE), *p);
                (spec, decl.replace(&format!(" {}", HOLE), "").replace(HOLE, ""))
            } else {
                self.split_type_for(pty, written.clone(), *p)
            };
            if let Some(sc) = saved_scope {
                self.scope = sc;
                self.friend_params = None;
            }
            // In a declaration that is not a definition EDG writes a space
            // between `*`/`&` and the parameter name (`int * p`).
            if !d.is_definition && !pname.is_empty() {
                if let Some(at) = decl.rfind(pname.as_str()) {
                    if at > 0 && matches!(decl.as_bytes().get(at - 1), Some(b'*') | Some(b'&')) {
                        decl.insert(at, ' ');
                    } else if at == 0 && decl.as_bytes().get(pname.len()) == Some(&b'[') {
                        // An array parameter: the (empty) pointer part
                        // still gets its separating space (`T  a[3]`).
                        decl.insert(0, ' ');
                    }
                }
            }
            // A memory or execution space written on a parameter (ignored,
            // warning 1835) stays as written.
            if let Some(pe) = self.entity(*p) {
                if let Some((at, t)) = super::printer::std_attributes_text(&pe.attributes) {
                    // (In a definition the parameter starts at its
                    // attributes: a later line is marked before them.)
                    if d.is_definition && at.line > 0 && !pname.is_empty() {
                        s.push_str(&format!("\u{1}{}\u{1}", at.line));
                    }
                    s.push_str(&t);
                }
                for a in &pe.attributes {
                    let n = a.name.trim_start_matches("__").trim_end_matches("__");
                    if matches!(n, "shared" | "device" | "constant" | "managed" | "host" | "global") {
                        s.push_str(&format!("__attribute(({})) ", n));
                    }
                }
            }
            // A parameter pack: `Ts ...vs`, `Ts...`.
            let pack = self.il.pack_function_params.contains(p);
            // The `...` stays on the type's line, before the name's line
            // marker (`Ts &&...` / `# N` / `args`).
            if pack && !pname.is_empty() {
                if let Some(at) = decl.rfind(written.as_str()).or_else(|| decl.rfind(pname.as_str())) {
                    decl.insert_str(at, "...");
                }
            }
            // An unnamed pack: `Ts...` in a definition, `Ts ...` (`const
            // Ts & ...`) in a prototype.
            let unnamed_pack = if !pack || !pname.is_empty() {
                ""
            } else if d.is_definition {
                "..."
            } else {
                " ..."
            };
            if decl.is_empty() {
                s.push_str(&spec);
                s.push_str(unnamed_pack);
            } else {
                s.push_str(&spec);
                s.push(' ');
                s.push_str(&decl);
                s.push_str(unnamed_pack);
            }
            if let Some(t) = self.entity(*p).and_then(|pe| super::printer::trailing_std_attributes_text(&pe.attributes)) {
                s.push(' ');
                s.push_str(t.trim_end());
            }
            // GNU attributes written after a parameter's declarator stay
            // (`T __a __attribute((__unused__))`).
            if let Some(pe) = self.entity(*p) {
                for (_, g) in self.attribute_groups(&pe.attributes, false, &|_| false) {
                    s.push(' ');
                    s.push_str(&g);
                }
            }
            if let Some(def) = self.variable(*p).and_then(|v| v.default_arg) {
                s.push_str(" = ");
                // A default argument is kept as its converted value: `__null`,
                // `0`, `nullptr` or `static_cast<const void *>(0)` converted
                // to a pointer is the null pointer `0`.
                let mut inner = def;
                for _ in 0..8 {
                    match inner.kind {
                        ExprKind::Cast { kind: CastKind::Implicit | CastKind::Static | CastKind::CStyle, to, expr }
                            if matches!(self.il.ty(self.il.canonical(to)), TypeKind::Pointer(_) | TypeKind::MemberPointer(..)) =>
                        {
                            inner = expr
                        }
                        _ => break,
                    }
                }
                let null_pointer = matches!(inner.kind, ExprKind::IntLit { value: 0, .. } | ExprKind::Nullptr)
                    && matches!(self.il.ty(self.il.canonical(pty)), TypeKind::Pointer(_) | TypeKind::MemberPointer(..));
                if null_pointer {
                    s.push('0');
                } else {
                    s.push_str(&self.expr_string(def, Ctx::Arg));
                }
            }
        }
        let has_pack = params.iter().any(|p| self.il.pack_function_params.contains(p));
        if params.is_empty() && !ft.params.is_empty() {
            let pts = self.param_types_str(&ft);
            s.push_str(&pts);
        } else if ft.variadic && !has_pack {
            if !params.is_empty() {
                s.push_str(", ");
            }
            s.push_str("...");
        }
        s.push(')');
        if ft.quals.is_const {
            s.push_str(" const");
        }
        if ft.quals.is_volatile {
            s.push_str(" volatile");
        }
        s.push_str(super::types::ref_qualifier_suffix(ft.ref_qual));
        if let Some((ov, fi, _)) = self.il.virt_specifiers.get(&d.entity) {
            if *ov {
                s.push_str(" override");
            }
            if *fi {
                s.push_str(" final");
            }
        }
        match d.exception_spec {
            Some(ExceptionSpec::Noexcept) => s.push_str(" noexcept"),
            Some(ExceptionSpec::NoexceptExpr(e)) => {
                s.push_str(" noexcept(");
                s.push_str(&self.expr_string(e, Ctx::Top));
                s.push(')');
            }
            Some(ExceptionSpec::Throw(t)) => {
                s.push_str(" throw(");
                s.push_str(t);
                s.push(')');
            }
            None => {}
        }
        if let Some(label) = d.asm_label {
            s.push_str(" __asm__(");
            match super::printer::string_literal_pieces(label) {
                Some(p) => s.push_str(&super::printer::host_string_spelling(&p)),
                None => s.push_str(label),
            }
            s.push(')');
        }
        s
    }

    /// The full `ret name(params)` text of a routine declaration.
    /// `member_scopes`: the classes a member defined outside them opens
    /// after its qualified name (its parameters and a trailing return type
    /// are in their scope; the leading return type is not).
    fn routine_signature(&mut self, d: &Decl<'a>, r: &Routine<'a>, name: &str, kernel: bool, mark_name: bool, member_scopes: &[EntityId]) -> String {
        // The name is marked with its own line (the declaration may start
        // earlier, at leading attributes).
        // (A template's mere declaration is printed on one line.)
        let marked = if d.pos.line > 0 && mark_name { format!("{}{}", pos_tag(d.pos), name) } else { String::from(name) };
        let saved_canonical = self.canonical_template_args;
        self.canonical_template_args = self.canonical_signature(d.entity, r);
        let open = self.open_member_scopes(member_scopes);
        // (The class headers: those before a member template's own.)
        let saved_headers = core::mem::take(&mut self.member_header_params);
        if !member_scopes.is_empty() {
            if let Some(id) = self.decl_id_of(d) {
                self.member_header_params = match self.il.outer_template_headers.get(&id) {
                    Some(v) if !v.is_empty() => v.iter().map(|h| h.params.clone()).collect(),
                    _ => self.il.template_headers.get(&id).map(|h| alloc::vec![h.params.clone()]).unwrap_or_default(),
                };
            }
        }
        let mut declarator = self.routine_declarator(d, r, &marked, kernel);
        declarator.push_str(&self.routine_attrs_after(d));
        let trailing = match self.il.ty(r.ty) {
            TypeKind::Function(ft) if self.decl_id_of(d).is_some_and(|id| self.il.trailing_returns.contains(&id)) => Some(self.type_str(ft.ret, "")),
            _ => None,
        };
        self.member_header_params = saved_headers;
        self.close_member_scopes(open);
        // The return type as this declaration wrote it (a redeclaration may
        // name the template parameters differently).
        let ret = match (self.il.ty(d.ty), self.il.ty(r.ty)) {
            (TypeKind::Function(ft), _) | (_, TypeKind::Function(ft)) => Some(ft.ret),
            _ => None,
        };
        // Constructors, destructors and conversion functions have no
        // written return type.
        let ret = if matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor | SpecialMember::Conversion) {
            None
        } else {
            ret
        };
        let out = match ret {
            Some(rt) if self.il.deduction_guides.contains(&d.entity) => {
                let t = self.type_str(rt, "");
                format!("{}->{}", declarator, t)
            }
            Some(_) if self.il.decltype_auto_return.contains(&d.entity) => format!("decltype(auto) {}", declarator),
            Some(_) if self.il.auto_return.contains(&d.entity) => format!("auto {}", declarator),
            Some(rt) if self.decl_id_of(d).is_some_and(|id| self.il.trailing_returns.contains(&id)) => {
                let t = trailing.unwrap_or_else(|| self.type_str(rt, ""));
                format!("auto {}->{}", declarator, t)
            }
            // The return type keeps the parameter names written in it.
            Some(rt) => {
                let (spec, decl) = self.split_type_for(rt, declarator, d.entity);
                if decl.is_empty() {
                    spec
                } else {
                    format!("{} {}", spec, decl)
                }
            }
            None => declarator,
        };
        self.canonical_template_args = saved_canonical;
        out
    }

    /// The attributes written on routine declaration `d`: an entity
    /// collects those of all its declarations; leading ones belong to the
    /// declaration that follows them, trailing ones to the one before.
    fn routine_decl_attrs(&self, d: &Decl<'a>) -> Vec<Attribute> {
        if let Some(a) = &d.attributes {
            return a.clone();
        }
        let Some(ent) = self.entity(d.entity) else { return Vec::new() };
        let near = |a: &Attribute| a.pos.file == d.pos.file && a.pos.phys_line + 12 >= d.pos.phys_line && a.pos.phys_line <= d.pos.phys_line + 12;
        let all_near = ent.attributes.iter().all(|a| near(a) || a.pos.line == 0);
        ent.attributes
            .iter()
            .filter(|a| {
                if all_near || a.pos.line == 0 {
                    return true;
                }
                near(a) && if a.leading { a.pos <= d.pos } else { a.pos >= d.pos && self.before_decl_end(d, a.pos) }
            })
            .cloned()
            .collect()
    }

    /// Whether `at` lies before the end (`;` or body) of the declaration
    /// whose name is at `d.pos`.
    fn before_decl_end(&self, d: &Decl<'a>, at: crate::source::Pos) -> bool {
        let sm = &self.il.source_map;
        let off = |p: crate::source::Pos| sm.line_starts.get(p.phys_line as usize).copied().unwrap_or(0) as usize + p.col.saturating_sub(1) as usize;
        let (from, to) = (off(d.pos), off(at));
        let b = self.il.source_text.as_bytes();
        let mut depth = 0i32;
        let mut i = from;
        while i < to && i < b.len() {
            match b[i] {
                b'(' => depth += 1,
                b')' => depth -= 1,
                b';' | b'{' if depth <= 0 => return false,
                _ => {}
            }
            i += 1;
        }
        true
    }

    /// GNU attributes written before a routine declaration (among its
    /// specifiers), re-emitted in front of it; `__forceinline__` and
    /// `__noinline__` become their GNU spellings.
    fn routine_attrs_before(&self, d: &Decl<'a>, r: &Routine<'a>) -> String {
        let mut p = String::new();
        // Standard attributes come first (`[[nodiscard]] static int`).
        if let Some((_, t)) = super::printer::std_attributes_text(&self.routine_decl_attrs(d)) {
            p.push_str(&t);
        }
        if r.is_forceinline {
            p.push_str("__attribute((always_inline)) ");
        }
        let attrs = self.routine_decl_attrs(d);
        let noinline_written = attrs.iter().any(|a| a.leading && a.name == "noinline");
        if r.is_noinline && !noinline_written {
            p.push_str("__attribute((noinline)) ");
        }
        let skip = |n: &str| n == "always_inline" && r.is_forceinline;
        // After a template header, a group on a later line than the
        // `template` keyword starts a line there (an in-band marker, see
        // `push_marked`).
        let header = self.header_of(d).map(|h| h.pos).filter(|h| h.file == d.pos.file && h.line > 0);
        let mut line = header.map_or(0, |h| h.line);
        for (apos, g) in self.attribute_groups(&attrs, true, &skip) {
            if header.is_some() && apos.file == d.pos.file && apos.line > line {
                p.push_str(&format!("\u{1}{}\u{1}", apos.line));
                line = apos.line;
            }
            p.push_str(&g);
            p.push(' ');
        }
        p
    }

    /// GNU attributes written after the declarator (` __attribute((noreturn))`),
    /// each preceded by an in-band line marker (see `push_marked`) when it
    /// is on a later line of the declaration.
    fn routine_attrs_after(&self, d: &Decl<'a>) -> String {
        let mut p = String::new();
        let from = d.pos;
        let attrs = self.routine_decl_attrs(d);
        for (pos, g) in self.attribute_groups(&attrs, false, &|_| false) {
            if pos.file == from.file && pos.line > from.line {
                p.push_str(&format!("\u{1}{}\u{1}", pos.line));
            }
            p.push(' ');
            p.push_str(&g);
        }
        p
    }

    /// Whether `d` follows an earlier declaration of the same entity.
    fn is_later_declaration(&self, d: &Decl<'a>) -> bool {
        self.index.first_decl(self.il, d.entity).is_some_and(|first| !core::ptr::eq(first, d) && first.pos != d.pos)
    }

    fn routine_prefix(&self, d: &Decl<'a>, r: &Routine<'a>) -> String {
        let mut p = String::new();
        if d.extern_c_direct {
            p.push_str("extern \"C\" ");
        } else if d.extern_cpp_direct {
            p.push_str("extern \"C++\" ");
        }
        match d.storage {
            // A function template's redeclaration is written without its
            // `static` (EDG keeps it on the first declaration only; plain
            // functions keep it on every one).
            StorageClass::Static if !r.template_params.is_empty() && self.is_later_declaration(d) => {}
            StorageClass::Static => p.push_str("static "),
            StorageClass::Extern => p.push_str("extern "),
            _ => {}
        }
        // Member functions defined in their class are implicitly inline, and
        // constexpr implies inline: EDG writes `inline` only otherwise.
        let in_class = self.scope.last().and_then(|c| self.entity(*c)).map_or(false, |c| matches!(c.kind, EntityKind::Class(_)));
        // `static`, `virtual` and `explicit` belong to the declaration in
        // the class, not to a definition outside it (in a namespace too).
        if r.is_static_member && d.storage != StorageClass::Static && in_class {
            p.push_str("static ");
        }
        if r.is_virtual && in_class {
            p.push_str("virtual ");
        }
        // (`explicit` follows `constexpr`, below.)
        let explicit = r.is_explicit && in_class;
        // (A deleted function is inline too.)
        // A member declared in its class and defined `inline` outside it:
        // the declaration shows the routine's `inline`.
        let inline_member_declaration = in_class && r.is_inline && !d.is_definition && !r.is_defaulted && !r.is_deleted;
        if ((r.is_inline || r.is_deleted) && !in_class || inline_member_declaration) && !r.is_constexpr {
            p.push_str("inline ");
        }
        if r.is_constexpr {
            p.push_str("constexpr ");
        }
        if explicit {
            p.push_str("explicit ");
        }
        p
    }

    /// A routine declaration or definition (host flavor).
    pub(crate) fn routine_decl(&mut self, id: DeclId, ctx: DeclCtx) {
        // A friend is no member: in it the class template's own name is
        // written with its parameters (`TS< U> `).
        let saved = self.in_friend;
        self.in_friend = self.il.friend_decls.contains(&id);
        self.routine_decl_inner(id, ctx);
        self.in_friend = saved;
    }

    fn routine_decl_inner(&mut self, id: DeclId, ctx: DeclCtx) {
        let Some(d) = self.decl(id) else { return };
        let Some(ent) = self.entity(d.entity) else { return };
        let EntityKind::Routine(r) = &ent.kind else { return };
        if let (Some(text), Some(h)) = (self.il.deleted_template_text.get(&id), self.il.template_headers.get(&id)) {
            // A deleted function template: its tokens as written.
            self.out.mark(h.pos);
            self.push(text);
            let lines = text.matches('\n').count() as u32;
            self.out.set_line(h.pos.line + lines);
            return;
        }
        // A member defined outside its class(es): after its qualified name
        // they are open (outermost first).
        let member_scopes: Vec<EntityId> = if ctx == DeclCtx::File { self.closed_enclosing_classes(ent.parent) } else { Vec::new() };
        // The class template's header names its parameters in the
        // qualifier (a member template's own header comes after it).
        let outer_headers = self.il.outer_template_headers.get(&id);
        let name = if ctx == DeclCtx::File && ent.parent.map_or(false, |p| !self.scope.contains(&p)) {
            let h = outer_headers.and_then(|v| v.first()).or_else(|| self.il.template_headers.get(&id));
            h.and_then(|h| self.template_member_name(d.entity, h)).unwrap_or_else(|| self.qualified_name(d.entity))
        } else {
            ent.name.clone()
        };
        // A conversion function is named by its type as the type printer
        // spells it (`operator unsigned`).
        let name = match (r.special, self.il.ty(r.ty)) {
            (SpecialMember::Conversion, TypeKind::Function(ft)) => match name.rfind("operator ") {
                Some(k) => {
                    let t = self.type_str(ft.ret, "");
                    alloc::format!("{}operator {}", &name[..k], t)
                }
                None => name,
            },
            _ => name,
        };
        let body = if d.is_definition { r.body } else { None };
        // The entity's execution space, merged over all its declarations
        // (a `__device__` prototype later redeclared `__host__` is printed
        // as a host-device one).
        let space = r.exec_space;
        let mut prefix = self.routine_prefix(d, r);
        // `template< …> ` on the `template` line; the name on its own line.
        let header = self.il.template_headers.get(&id);
        // A deduction guide's name is marked like a definition's.
        let guide = self.il.deduction_guides.contains(&d.entity);
        let mark_name = header.is_none() || d.is_definition || guide;
        // An explicit specialization (`template<>`) names its arguments.
        let name = match (header, &r.instance_of) {
            (Some(h), Some((_, args))) if h.params.is_empty() => alloc::format!("{}{}", name, self.template_args_text(args)),
            _ => name,
        };
        if let (Some(h), ExecSpace::Global, Some(b)) = (header, space, body) {
            self.kernel_template(h, d, r, &name, b);
            return;
        }
        // A static device function would draw -Wunused-function: the
        // pragmas come before the whole declaration, template header
        // included.
        let quiet = space == ExecSpace::Device && body.is_some() && d.storage == StorageClass::Static && !r.is_static_member && !r.is_inline && !r.is_forceinline;
        let name = match header {
            Some(h) => {
                let text = self.template_header_marked(h);
                if quiet {
                    self.diagnostic_push_start();
                    self.push("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n");
                    self.out.pending_newline();
                }
                for oh in outer_headers.into_iter().flatten() {
                    if oh.pos.file == d.pos.file && oh.pos.line > 0 {
                        self.out.mark(oh.pos);
                    }
                    let t = self.template_header_marked(oh);
                    self.push_marked(&t, oh.pos.file);
                }
                // The declaration starts at its `template` keyword.
                if h.pos.file == d.pos.file && h.pos.line > 0 {
                    self.out.mark(h.pos);
                }
                self.push_marked(&text, h.pos.file);
                // Standard attributes on a later line start a line there.
                if let Some((apos, _)) = super::printer::std_attributes_text(&self.routine_decl_attrs(d)) {
                    if apos.file == h.pos.file && apos.line > h.pos.line {
                        self.out.mark(apos);
                    }
                }
                // A definition's name is marked on its own line; a mere
                // declaration's name on the `template` line (back there when
                // the parameter list ran over several lines).
                if (d.is_definition || guide) && d.pos.line != h.pos.line && d.pos.file == h.pos.file {
                    format!("{}{}", pos_tag(d.pos), name)
                } else if !d.is_definition && !guide && d.pos.file == h.pos.file && h.pos.line > 0 {
                    format!("\u{1}{}\u{1}{}", h.pos.line, name)
                } else {
                    name
                }
            }
            None => name,
        };
        // `friend` comes first after the attributes; a friend defined in
        // its class is inline (it is no member: EDG writes the `inline`).
        let friend_kw = if self.il.friend_decls.contains(&id) { "friend " } else { "" };
        if self.il.friend_decls.contains(&id) {
            if body.is_some() && !r.is_constexpr && !prefix.contains("inline ") {
                prefix.push_str("inline ");
            }
        }
        match space {
            ExecSpace::Global => {
                if self.opts.device_hidden_visibility && d.storage != StorageClass::Static && !self.in_unnamed_namespace(d.entity) {
                    // The attribute comes before `extern`/`constexpr`, after a linkage spec.
                    let at = ["extern \"C\" ", "extern \"C++\" "].iter().find(|l| prefix.starts_with(**l)).map_or(0, |l| l.len());
                    prefix.insert_str(at, "__attribute__((visibility(\"hidden\"))) ");
                }
                let sig = self.routine_signature(d, r, &name, true, mark_name, &member_scopes);
                let before = self.routine_attrs_before(d, r);
                self.push_marked(&before, d.pos.file);
                self.push(friend_kw);
                self.push(&prefix);
                self.push_marked(&sig, d.pos.file);
                if let Some(b) = body {
                    self.push(" ;");
                    let open = self.open_member_scopes(&member_scopes);
                    self.if0_body(b, r);
                    self.close_member_scopes(open);
                } else {
                    self.push("; ");
                }
            }
            ExecSpace::Device => {
                let mut sig = self.routine_signature(d, r, &name, false, mark_name, &member_scopes);
                // A deduced return type under a dummy body (which returns
                // nothing) is written `void`, where the placeholder was.
                if body.is_some() && !r.is_constexpr && self.il.auto_return.contains(&d.entity) {
                    for placeholder in ["decltype(auto) ", "auto "] {
                        if let Some(rest) = sig.strip_prefix(placeholder) {
                            sig = format!(" void {}", rest);
                            break;
                        }
                    }
                }
                let before = self.routine_attrs_before(d, r);
                if quiet && header.is_none() {
                    self.diagnostic_push_start();
                    self.push("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n");
                    self.out.pending_newline();
                    self.out.mark(d.pos);
                }
                // `extern "C"` stays in front of the attribute.
                let (ec, rest) = match (prefix.strip_prefix("extern \"C\" "), prefix.strip_prefix("extern \"C++\" ")) {
                    (Some(r), _) => ("extern \"C\" ", String::from(r)),
                    (_, Some(r)) => ("extern \"C++\" ", String::from(r)),
                    _ => ("", prefix.clone()),
                };
                self.push_marked(&before, d.pos.file);
                self.push(friend_kw);
                self.push(ec);
                // (clang does not warn about unused functions the way GCC
                // does: no attribute for it.)
                // A class's member functions (in the class or defined out of
                // it) have none; a friend declared in the class does.
                let friend = self.il.friend_decls.contains(&id);
                let member = self.entity(d.entity).and_then(|x| x.parent).and_then(|p| self.entity(p)).is_some_and(|p| matches!(p.kind, EntityKind::Class(_)));
                if (friend || (ctx != DeclCtx::Member && !member)) && !matches!(self.opts.host_compiler, crate::options::HostCompiler::Clang(_)) {
                    self.push("__attribute__((unused)) ");
                }
                self.push(&rest);
                self.push_marked(&sig, d.pos.file);
                // A constexpr function keeps its body: the host compiler
                // may evaluate it.
                if let (Some(b), true) = (body, r.is_constexpr) {
                    let open = self.open_member_scopes(&member_scopes);
                    self.mem_inits(r);
                    self.push(" ");
                    let saved = self.in_template_body;
                    self.in_template_body = saved || self.il.in_template(d.entity) || self.in_class_pattern_scope();
                    self.function_body(b, r);
                    self.in_template_body = saved;
                    self.close_member_scopes(open);
                    if quiet {
                        self.push("\n#pragma GCC diagnostic pop\n\n");
                    }
                } else if let Some(b) = body {
                    // A constructor keeps its member initializers, and its
                    // (and a destructor's) dummy body frees a null pointer
                    // instead of exiting.
                    let structor = matches!(r.special, SpecialMember::Constructor | SpecialMember::Destructor);
                    let open = self.open_member_scopes(&member_scopes);
                    if structor {
                        self.mem_inits(r);
                    }
                    // The dummy body spans the original body's lines.
                    self.push(" ");
                    self.out.mark(b.pos);
                    self.push(if structor { "{int *volatile ___ = 0;" } else { "{int volatile ___ = 1;" });
                    let params = d.params.clone();
                    for p in params {
                        let n = self.param_name(p);
                        // (A parameter pack is not named alone.)
                        if !n.is_empty() && !self.il.pack_function_params.contains(&p) {
                            self.push(&format!("(void){};", n));
                        }
                    }
                    if let Some(end) = super::printer::block_end(self.il, b.pos) {
                        self.out.mark(end);
                    }
                    self.push(if structor { "::free(___);}" } else { "::exit(___);}" });
                    self.if0_body(b, r);
                    self.close_member_scopes(open);
                    if quiet {
                        self.push("\n#pragma GCC diagnostic pop\n\n");
                    }
                } else {
                    self.push("; ");
                }
            }
            _ => {
                let sig = self.routine_signature(d, r, &name, false, mark_name, &member_scopes);
                let before = self.routine_attrs_before(d, r);
                self.push_marked(&before, d.pos.file);
                self.push(friend_kw);
                self.push(&prefix);
                self.push_marked(&sig, d.pos.file);
                if self.il.virt_specifiers.get(&d.entity).is_some_and(|v| v.2) && body.is_none() {
                    self.push(" = 0; ");
                } else if r.is_deleted && body.is_none() && d.is_definition {
                    // (EDG writes no space after these.)
                    self.push(" = delete;");
                } else if r.is_defaulted && body.is_none() && d.is_definition {
                    self.push(" = default;");
                } else if let Some(b) = body {
                    let open = self.open_member_scopes(&member_scopes);
                    // (The member initializers belong to the template's
                    // body too.)
                    let saved = self.in_template_body;
                    self.in_template_body = saved || self.il.in_template(d.entity) || self.in_class_pattern_scope();
                    self.mem_inits(r);
                    self.push(" ");
                    self.template_function_body(d.entity, b, r);
                    self.in_template_body = saved;
                    self.close_member_scopes(open);
                } else {
                    self.push("; ");
                }
            }
        }
    }

    /// A `__global__` function template: a host-side wrapper template that
    /// the launch stub specializes, and the template itself forwarding to it
    /// (both with the original body under `#if 0`).
    fn kernel_template(&mut self, h: &TemplateHeader, d: &Decl<'a>, r: &Routine<'a>, name: &str, b: &'a Stmt<'a>) {
        let header = self.template_header_text(h);
        let name_line = self.entity(d.entity).map_or(h.pos.line, |e| e.pos.line);
        let name_mark = if name_line != h.pos.line { format!("\u{1}{}\u{1}", name_line) } else { String::new() };
        let ft = match self.il.ty(r.ty) {
            TypeKind::Function(ft) => ft.clone(),
            _ => FunctionType { ret: r.ty, params: Vec::new(), variadic: false, unprototyped: false, quals: Quals::default(), ref_qual: RefQualifier::None, noexcept: FnNoexcept::None },
        };
        let params: Vec<EntityId> = if d.params.is_empty() { r.params.clone() } else { d.params.clone() };
        let mut wparams: Vec<String> = Vec::new();
        let mut pnames: Vec<String> = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let pty = match self.variable(*p) {
                Some(v) => v.ty,
                None => ft.params.get(i).copied().unwrap_or(TypeId(0)),
            };
            let pname = self.param_name(*p);
            // As in the template's own declarator, a parameter name on a
            // later line is marked right before the name (`int &` / `# 29` /
            // `n)`), in-band for `push_marked`.
            let pline = self.entity(*p).map_or(0, |e| e.pos.line);
            let written = if pline > 0 && !pname.is_empty() { format!("\u{1}{}\u{1}{}", pline, pname) } else { pname.clone() };
            if self.il.pack_function_params.contains(p) {
                wparams.push(self.type_str(pty, &format!("&...{}", written)));
                pnames.push(format!("{}...", pname));
            } else {
                wparams.push(self.type_str(pty, &format!("&{}", written)));
                pnames.push(pname);
            }
        }
        let targs: Vec<String> = h
            .params
            .iter()
            .map(|p| {
                let n = self.entity(*p).map(|e| e.name.clone()).unwrap_or_default();
                if h.packs.contains(p) {
                    format!("{}...", n)
                } else {
                    n
                }
            })
            .collect();
        if h.params.is_empty() {
            // An explicit specialization (`template<>`): its wrapper is
            // declared only (the stub file defines it), both marked at the
            // name.
            let at = self.entity(d.entity).map_or(d.pos, |e| e.pos);
            let call = super::stub::instance_names(self, d.entity).map_or_else(|| String::from(name), |(w, _)| w);
            self.out.mark(at);
            let wdecl = format!("template<> __specialization_static void __wrapper__device_stub_{}({}) ;", name, wparams.join(", "));
            self.push_marked(&wdecl, d.pos.file);
            self.if0_body(b, r);
            self.out.forget_file();
            self.out.mark(at);
            // Separate compilation: an external kernel, hidden like any.
            if self.opts.static_host_stub || d.storage == StorageClass::Static || !self.opts.device_c {
                self.push("template<> __specialization_static void ");
            } else if self.opts.device_hidden_visibility && !self.in_unnamed_namespace(d.entity) {
                self.push("template<> __attribute__((visibility(\"hidden\"))) void ");
            } else {
                self.push("template<> void ");
            }
            let sig = self.routine_declarator(d, r, name, false);
            self.push_marked(&sig, d.pos.file);
            self.push(" ");
            self.out.mark(b.pos);
            self.push(&format!("{{__wrapper__device_stub_{}({});", call, pnames.join(",")));
            if let Some(end) = super::printer::block_end(self.il, b.pos) {
                self.out.mark(end);
            }
            self.push("return;}");
            self.if0_body(b, r);
            return;
        }
        self.diagnostic_push_start();
                    self.push("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n");
        self.out.pending_newline();
        self.out.mark(h.pos);
        self.push(&header);
        // `inline` is kept (though ignored for a kernel, warning 20050).
        let inline = if r.is_inline { "inline " } else { "" };
        self.push(&format!("static {}void ", inline));
        let wsig = format!("{}__wrapper__device_stub_{}({}) {{ ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}}", name_mark, name, wparams.join(", "));
        self.push_marked(&wsig, d.pos.file);
        self.if0_body(b, r);
        self.push("\n#pragma GCC diagnostic pop\n\n");
        self.out.forget_file();
        self.out.mark(h.pos);
        self.push(&header);
        // Static with a static host stub; otherwise (separate compilation)
        // an external template is hidden like any kernel.
        if self.opts.static_host_stub || d.storage == StorageClass::Static {
            self.push("static ");
        } else if self.opts.device_hidden_visibility && !self.in_unnamed_namespace(d.entity) {
            self.push("__attribute__((visibility(\"hidden\"))) ");
        }
        self.push(inline);
        self.push("void ");
        let marked = format!("{}{}", name_mark, name);
        let sig = self.routine_declarator(d, r, &marked, false);
        self.push_marked(&sig, d.pos.file);
        self.push(" ");
        self.out.mark(b.pos);
        // In a namespace the wrapper is named from the global scope (the
        // unnamed namespace by its module-specific name).
        let mut scopes: Vec<String> = Vec::new();
        let mut cur = self.entity(d.entity).and_then(|e| e.parent);
        while let Some(pe) = cur.and_then(|x| self.entity(x)).filter(|_| scopes.len() < 64) {
            if !matches!(pe.kind, EntityKind::Namespace { .. }) {
                break;
            }
            scopes.push(if pe.name.is_empty() { format!("_GLOBAL__N_{}", self.module_id) } else { pe.name.clone() });
            cur = pe.parent;
        }
        let qual: String = if scopes.is_empty() { String::new() } else { scopes.iter().rev().map(|n| format!("::{}", n)).collect::<String>() + "::" };
        self.push(&format!("{{{}__wrapper__device_stub_{}<{}>({});", qual, name, targs.join(","), pnames.join(",")));
        if let Some(end) = super::printer::block_end(self.il, b.pos) {
            self.out.mark(end);
        }
        self.push("return;}");
        self.if0_body(b, r);
    }

    /// Start a generated `#pragma GCC diagnostic push`: on a line of its
    /// own after an empty line, which a preceding pop already wrote.
    fn diagnostic_push_start(&mut self) {
        if !self.out.s.ends_with("\n\n") {
            self.push("\n");
        }
    }

    /// Push text with in-band line markers (`\u{1}<line>\u{1}`, see
    /// `pos_tag`).
    fn push_marked(&mut self, text: &str, file: u32) {
        let mut parts = text.split('\u{1}');
        if let Some(first) = parts.next() {
            self.push(first);
        }
        loop {
            let Some(line) = parts.next() else { break };
            // `<line>` alone is a logical line; `<line>:<phys>` a position
            // whose input line-marker span is known.
            let (l, phys) = line.split_once(':').map_or((line, None), |(l, p)| (l, p.parse::<u32>().ok()));
            if let Ok(l) = l.parse::<u32>() {
                let (col, phys_line) = phys.map_or((0, 0), |p| (1, p));
                self.out.mark(crate::source::Pos { file, line: l, col, phys_line });
            }
            let Some(rest) = parts.next() else { break };
            self.push(rest);
        }
    }

    /// ` : x(a), y(2)` of a constructor definition.
    fn mem_inits(&mut self, r: &Routine<'a>) {
        for (i, mi) in r.mem_inits.iter().enumerate() {
            self.push(if i == 0 { " : " } else { ", " });
            let n = match (self.entity(mi.member), mi.written) {
                // A base is named as written (`_Base(a)` for a typedef,
                // `ns::alias< T> (a)`); a member type of the current
                // instantiation drops the `typename` a type specifier has.
                (Some(_), Some(w)) => {
                    let t = self.type_spec(w);
                    String::from(t.strip_prefix("typename ").unwrap_or(&t))
                }
                (Some(m), None) if matches!(m.kind, EntityKind::Class(_)) => self.qualified_name(mi.member),
                (Some(m), None) => m.name.clone(),
                (None, _) => String::new(),
            };
            self.push(&n);
            self.push(if mi.braces { "{" } else { "(" });
            let field_ty = match self.entity(mi.member).map(|m| &m.kind) {
                Some(EntityKind::Field(f)) => Some(f.ty),
                _ => None,
            };
            if let (false, [a], Some(t)) = (mi.braces, mi.args, field_ty) {
                if let Some(x) = self.elided_construction_argument(a, t) {
                    self.expr(x, Ctx::Top);
                    self.push(")");
                    continue;
                }
            }
            for (j, a) in mi.args.iter().enumerate() {
                if j > 0 {
                    self.push(", ");
                }
                // Initializes like a declaration (converted constants keep
                // their parentheses). A member known at instantiation is an
                // argument of the member's construction; its conversion to a
                // member of known type (or a braced one) waits in parentheses.
                let dependent_field = self.entity(mi.member).is_some_and(|m| match &m.kind {
                    EntityKind::Field(f) => self.type_is_dependent(f.ty, 0),
                    _ => true,
                });
                if self.is_dependent_member_access(crate::emit::expr::strip_conversions(a)) {
                    let x = crate::emit::expr::strip_conversions(a);
                    if mi.braces || !dependent_field {
                        self.push("(");
                        self.arg(x);
                        self.push(")");
                    } else {
                        self.arg(x);
                    }
                    continue;
                }
                self.expr(a, Ctx::Top);
            }
            self.push(if mi.braces { "}" } else { ")" });
        }
    }

    /// A function body; EDG drops a final `return;` of a void function.
    /// A function template that no template encloses: EDG names class
    /// specializations in its signature (and its body's inner blocks) with
    /// the typedefs of non-dependent arguments resolved.
    fn canonical_signature(&self, e: EntityId, r: &Routine<'a>) -> bool {
        self.flavor == super::printer::Flavor::Host
            && !r.template_params.is_empty()
            && !self.entity(e).and_then(|x| x.parent).is_some_and(|p| self.il.in_template(p))
    }

    fn template_function_body(&mut self, e: EntityId, b: &Stmt<'a>, r: &Routine<'a>) {
        let saved = (self.canonical_nested_blocks, self.body_blocks, self.canonical_template_args);
        self.canonical_nested_blocks = self.canonical_signature(e, r);
        self.body_blocks = 0;
        self.canonical_template_args = false;
        self.function_body(b, r);
        (self.canonical_nested_blocks, self.body_blocks, self.canonical_template_args) = saved;
    }

    fn function_body(&mut self, b: &Stmt<'a>, r: &Routine<'a>) {
        let void_ret = match self.il.ty(r.ty) {
            TypeKind::Function(ft) => matches!(self.il.ty(self.il.canonical(ft.ret)), TypeKind::Void),
            _ => false,
        };
        if let StmtKind::Block(items) = &b.kind {
            if void_ret {
                if let Some((last, rest)) = items.split_last() {
                    if matches!(last.kind, StmtKind::Return(None, _)) {
                        self.block(b, rest);
                        return;
                    }
                }
            }
        }
        self.stmt(b);
    }

    /// `\n#if 0\n` body `\n#endif\n`: device code kept out of the host
    /// compilation.
    fn if0_body(&mut self, b: &Stmt<'a>, r: &Routine<'a>) {
        self.out.newline();
        self.push("#if 0\n");
        self.out.forget_line();
        self.function_body(b, r);
        self.out.newline();
        // cudafe++ leaves a constexpr kernel's block open (the kernel is an
        // error for cicc, 3575, so the file is never compiled).
        if r.is_constexpr && r.exec_space == ExecSpace::Global {
            return;
        }
        self.push("#endif\n");
        self.out.forget_file();
    }

    /// Class/enum declarations, possibly followed by declarators of the
    /// same declaration statement (`struct P { … } pv, *pp;`).
    fn type_decl_group(&mut self, ids: &[DeclId], ctx: DeclCtx) {
        let Some(first) = ids.first().and_then(|d| self.decl(*d)) else { return };
        if let Some(h) = ids.first().and_then(|d| self.il.template_headers.get(d)) {
            let text = self.template_header_marked(h);
            if h.params.is_empty() {
                self.out.mark(first.pos);
            } else {
                self.out.mark(h.pos);
            }
            self.push_marked(&text, h.pos.file);
        }
        if ids.first().is_some_and(|d| self.il.friend_decls.contains(d)) {
            self.push("friend ");
        }
        // `static union { … };`: the storage class belongs to the unnamed
        // object, positioned at the declaration's end.
        // (The declaration is positioned there; the class where written.)
        let mut class_pos = first.pos;
        if let Some(obj) = self.il.anonymous_objects.get(&first.entity).and_then(|o| self.entity(*o)) {
            if first.storage == StorageClass::Static && !matches!(&obj.kind, EntityKind::Variable(v) if v.is_local) {
                self.out.mark(obj.pos);
                self.push("static ");
                class_pos = self.entity(first.entity).map_or(first.pos, |c| c.pos);
                self.out.mark(class_pos);
            }
        }
        let header = ids.first().and_then(|d| self.il.template_headers.get(d));
        self.type_definition(first.entity, first.defines_class, class_pos, header);
        if ids.len() > 1 {
            // Following declarators reuse the class as their specifier.
            for (i, id) in ids[1..].iter().enumerate() {
                let Some(d) = self.decl(*id) else { continue };
                let Some(ent) = self.entity(d.entity) else { continue };
                let name = ent.name.clone();
                self.push(if i == 0 { " " } else { ", " });
                let decl = self.type_declarator_for(d.ty, &name, d.entity);
                self.push(&decl);
                if let Some(init) = d.init {
                    self.init(&init, true);
                }
            }
        }
        let _ = ctx;
        self.push("; ");
    }

    /// The classes enclosing `parent` (itself first) that are not open
    /// where a member is printed, outermost first: a member defined outside
    /// its class(es) is printed with them opened.
    fn closed_enclosing_classes(&self, parent: Option<EntityId>) -> Vec<EntityId> {
        let mut out: Vec<EntityId> = Vec::new();
        let mut cur = parent;
        while let Some(c) = cur.filter(|c| out.len() < 64 && !self.scope.contains(c)) {
            if !matches!(self.entity(c).map(|x| &x.kind), Some(EntityKind::Class(_))) {
                break;
            }
            out.insert(0, c);
            cur = self.entity(c).and_then(|x| x.parent);
        }
        out
    }

    /// `struct S { … }` / `struct S` / `enum E { … }` without the `;`.
    /// `header`: the template header written before it (a member class of
    /// a class template defined outside the template names the template
    /// with the header's parameters).
    pub(crate) fn type_definition(&mut self, e: EntityId, defines: bool, pos: crate::source::Pos, header: Option<&TemplateHeader>) {
        let Some(ent) = self.entity(e) else { return };
        // A member class defined outside its class(es): named qualified,
        // its members printed with those classes open (outermost first).
        let member_scopes: Vec<EntityId> = if defines { self.closed_enclosing_classes(ent.parent) } else { Vec::new() };
        match &ent.kind {
            EntityKind::Class(ci) => {
                let head = self.class_head_pos(ent, pos);
                if defines {
                    self.out.mark(head);
                }
                let key = match ci.key {
                    ClassKey::Struct => "struct",
                    ClassKey::Class => "class",
                    ClassKey::Union => "union",
                };
                // GNU attributes written after the closing brace stay there
                // (`struct S { … } __attribute__((deprecated));`).
                let end = if defines { super::printer::block_end(self.il, pos) } else { None };
                let after_body = |a: &Attribute| end.is_some_and(|e| (a.pos.phys_line, a.pos.col) > (e.phys_line, e.col));
                let (tail_attrs, head_attrs): (Vec<Attribute>, Vec<Attribute>) = ent.attributes.iter().cloned().partition(|a| !a.std && after_body(a));
                // Of the head's, those written on this declaration (the
                // entity gathers those of all its declarations, in any file).
                let head_attrs: Vec<Attribute> = match self.declaration_head_span(pos) {
                    Some((start, end)) => head_attrs
                        .into_iter()
                        .filter(|a| a.pos.line == 0 || (a.pos.file == pos.file && self.source_offset(a.pos).map_or(true, |o| o >= start && o < end)))
                        .collect(),
                    None => head_attrs,
                };
                let groups = self.attribute_groups(&head_attrs, false, &|_| false);
                let tail_groups = self.attribute_groups(&tail_attrs, false, &|_| false);
                // With attributes between the key and a name on a later line,
                // EDG's position is the name's; each attribute specifier
                // then gets its own line's marker (earlier lines too).
                self.push(key);
                let gnu = !groups.is_empty();
                for (apos, g) in groups {
                    if defines && apos.file == pos.file && (apos.line > pos.line || head != pos) {
                        self.out.mark(apos);
                    }
                    self.push(" ");
                    self.push(&g);
                }
                // Standard attributes follow the key (`struct [[deprecated]]
                // S`), marked at their own line.
                if let Some((apos, t)) = super::printer::std_attributes_text(&head_attrs) {
                    if defines {
                        self.out.mark(apos);
                    }
                    self.push(" ");
                    self.push(t.trim_end());
                }
                if defines && head != pos && gnu {
                    self.out.mark(head);
                }
                if !ci.anonymous {
                    self.push(" ");
                    let n = if member_scopes.is_empty() {
                        self.name_with_args(e)
                    } else {
                        header.and_then(|h| self.template_member_name(e, h)).unwrap_or_else(|| self.qualified_name(e))
                    };
                    self.push(&n);
                }
                if defines {
                    let open = self.open_member_scopes(&member_scopes);
                    self.base_clause(e, ci.key);
                    self.push(" { ");
                    let dependent_base = self.il.class_bases.get(&e).is_some_and(|bs| bs.iter().any(|b| self.type_is_dependent(b.ty, 0)));
                    let saved = self.qualify_namespace_types;
                    self.qualify_namespace_types |= dependent_base;
                    self.scope.push(e);
                    self.class_members(e, ci);
                    self.scope.pop();
                    self.qualify_namespace_types = saved;
                    self.close_member_scopes(open);
                    if let Some(end) = end.as_ref() {
                        self.out.mark(*end);
                    }
                    self.push("}");
                    for (apos, g) in tail_groups {
                        self.out.mark(apos);
                        self.push(" ");
                        self.push(&g);
                    }
                }
            }
            EntityKind::Enum(ei) => {
                if defines {
                    let at = self.class_head_pos(ent, pos);
                    self.out.mark(at);
                }
                self.push(if ei.scoped { "enum class" } else { "enum" });
                if !ent.name.is_empty() && !self.written_anonymous(ent.pos) {
                    self.push(" ");
                    self.push(&ent.name.clone());
                }
                if ei.written_underlying {
                    let t = self.type_str(ei.underlying, "");
                    self.push(&format!(": {}", t));
                }
                if defines {
                    self.push(" { ");
                    let mut next: i128 = 0;
                    for (i, en) in ei.enumerators.iter().enumerate() {
                        let Some(ee) = self.entity(*en) else { continue };
                        if i > 0 {
                            self.push(", ");
                        }
                        self.out.mark(ee.pos);
                        self.push(&ee.name.clone());
                        // EDG writes a value only where it differs from the
                        // implicit one (previous + 1, or 0 for the first),
                        // and always for a 0 that follows -1.
                        if let EntityKind::Enumerator(x) = &ee.kind {
                            let after_minus_one = i > 0 && next == 0;
                            // A value-dependent initializer is kept as written.
                            let dependent = x.init.is_some_and(|i| self.is_value_dependent(i));
                            if dependent {
                                if let Some(init) = x.init {
                                    self.push(" = ");
                                    let saved = core::mem::replace(&mut self.constant_expr, true);
                                    // Its conversion to the enum's type is not written.
                                    self.expr(super::expr::strip_conversions(init), Ctx::Top);
                                    self.constant_expr = saved;
                                }
                            } else if x.value != next || after_minus_one {
                                // A converted literal (`'c'`) is written as its value;
                                // so is an integer literal of an enum with a fixed
                                // underlying type, as a literal of that type (`35ULL`).
                                let converted_literal = matches!(
                                    init_literal(x.init),
                                    Some(ExprKind::CharLit { .. }) | Some(ExprKind::BoolLit(_))
                                ) || (ei.fixed && matches!(init_literal(x.init), Some(ExprKind::IntLit { .. })));
                                let suffix = match self.il.ty(self.il.canonical(ei.underlying)) {
                                    // (An unsigned type narrower than int is written `U`.)
                                    TypeKind::Int(IntKind::UChar | IntKind::UShort) if ei.fixed => "U",
                                    TypeKind::Int(k) if ei.fixed => super::printer::int_suffix(*k),
                                    _ => "",
                                };
                                match x.init {
                                    Some(init) if !converted_literal => {
                                        self.push(" = ");
                                        self.expr(init, Ctx::Top);
                                    }
                                    _ => self.push(&format!(" = {}{}", x.value, suffix)),
                                }
                            }
                            next = x.value.saturating_add(1);
                        }
                    }
                    if let Some(end) = super::printer::block_end(self.il, pos).as_ref() {
                        self.out.mark(*end);
                    }
                    self.push("}");
                }
            }
            _ => {}
        }
    }

    /// ` : public A, virtual public B`: EDG writes every base's access,
    /// the default one too (public for `struct`, private for `class`).
    fn base_clause(&mut self, e: EntityId, key: ClassKey) {
        // (`final` is written in GNU's spelling.)
        if self.il.final_classes.contains(&e) {
            self.push(" __final");
        }
        let Some(bases) = self.il.class_bases.get(&e) else { return };
        for (i, b) in bases.iter().enumerate() {
            self.push(if i == 0 { " : " } else { ", " });
            if b.is_virtual {
                self.push("virtual ");
            }
            let access = b.access.unwrap_or(if key == ClassKey::Class { Access::Private } else { Access::Public });
            self.push(match access {
                Access::Public => "public ",
                Access::Protected => "protected ",
                Access::Private => "private ",
            });
            let saved = self.class_head.replace(e);
            let saved_canon = self.canonical_args.replace(true);
            let (ty, pack) = match self.il.ty(b.ty) {
                TypeKind::PackExpansion(x) => (*x, "..."),
                _ => (b.ty, ""),
            };
            let t = self.type_str(ty, "");
            self.canonical_args.set(saved_canon);
            self.class_head = saved;
            // A base-specifier names a type without `typename`.
            self.push(t.strip_prefix("typename ").unwrap_or(&t));
            self.push(pack);
        }
    }

    /// Whether a member type is a CUDA builtin type (`float4`, `dim3`,
    /// `enum cudaMemcpyKind`), through arrays and qualifiers.
    fn is_builtin_member_type(&self, ty: TypeId) -> bool {
        let mut t = self.il.canonical(ty);
        for _ in 0..16 {
            match self.il.ty(t) {
                TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => t = self.il.canonical(*x),
                _ => break,
            }
        }
        match self.il.ty(t) {
            TypeKind::Class(c) | TypeKind::Enum(c) => self.entity(*c).is_some_and(super::int_c::is_device_builtin),
            _ => false,
        }
    }

    /// Whether EDG spells out the tail padding of a class as `__pad__`
    /// fillers: when a data member has a CUDA builtin type (whose host and
    /// device layouts must agree).
    fn tail_padded(&self, ci: &ClassInfo) -> bool {
        ci.member_decls.iter().any(|d| {
            matches!(self.decl(*d).and_then(|d| self.entity(d.entity)).map(|e| &e.kind),
                Some(EntityKind::Field(f)) if self.is_builtin_member_type(f.ty))
        })
    }

    /// Whether the gap before a member of this type is filled with
    /// `__pad__`: a builtin class aligned explicitly (`float2`, `int4`).
    fn pads_before(&self, ty: TypeId) -> bool {
        if !self.is_builtin_member_type(ty) {
            return false;
        }
        let mut t = self.il.canonical(ty);
        for _ in 0..16 {
            match self.il.ty(t) {
                TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => t = self.il.canonical(*x),
                _ => break,
            }
        }
        match self.il.ty(t) {
            TypeKind::Class(c) => self.entity(*c).is_some_and(|e| {
                e.attributes.iter().any(|a| a.name.trim_start_matches("__").trim_end_matches("__") == "aligned")
            }),
            _ => false,
        }
    }

    /// `n` bytes of padding as EDG writes them.
    fn push_pads(&mut self, n: u64) {
        for _ in 0..n.min(4096) {
            self.push("__pad__(volatile char:8;)");
        }
    }

    fn class_members(&mut self, e: EntityId, ci: &ClassInfo) {
        if !ci.member_decls.is_empty() {
            let ds = ci.member_decls.clone();
            let specs = ci.access_specs.clone();
            let groups = group_decls(self.il, &ds);
            let builtin = self.entity(e).map_or(false, super::int_c::is_device_builtin);
            let tail_pad = self.tail_padded(ci);
            let no_bitfields = !ci.member_decls.iter().any(|d| {
                matches!(self.decl(*d).and_then(|d| self.entity(d.entity)).map(|e| &e.kind), Some(EntityKind::Field(f)) if f.bit_width.is_some())
            });
            // End of the previous data member (for `__pad__` fillers).
            let mut prev_end = 0u64;
            let mut current_access = if ci.key == ClassKey::Class { Access::Private } else { Access::Public };
            let mut pending_access: Option<Access> = None;
            let mut idx = 0usize;
            // The access in effect: a specifier that does not change it is
            // not written (`struct S { public: … }`).
            for g in groups {
                let end = idx + g.len();
                if no_bitfields {
                    let fields: Vec<(u64, TypeId)> = g
                        .iter()
                        .filter_map(|d| self.decl(*d))
                        .filter_map(|d| match &self.entity(d.entity)?.kind {
                            EntityKind::Field(f) => Some((f.offset, f.ty)),
                            _ => None,
                        })
                        .collect();
                    if let (Some(first), Some(last)) = (fields.first(), fields.last()) {
                        if self.pads_before(first.1) {
                            self.push_pads(first.0.saturating_sub(prev_end));
                        }
                        prev_end = last.0 + self.size_align(last.1).0;
                    }
                }
                let is_fn = g.first().and_then(|d| self.decl(*d)).and_then(|d| self.entity(d.entity)).map_or(false, |x| matches!(x.kind, EntityKind::Routine(_)));
                if builtin && is_fn {
                    // The runtime header defines these for the host.
                    idx = end;
                    continue;
                }
                // An access specifier is written before the next member
                // (a static_assert is none) whose access it changes.
                // (Nor is a friend: it is no member and has no access.)
                let is_assert = g.first().and_then(|d| self.decl(*d)).and_then(|d| self.entity(d.entity)).is_some_and(|x| matches!(x.kind, EntityKind::StaticAssert { .. }))
                    || g.first().is_some_and(|d| self.il.friend_decls.contains(d));
                for (at, acc) in &specs {
                    if *at >= idx && *at < end.max(idx + 1) {
                        pending_access = Some(*acc);
                    }
                }
                let mut spec: Option<Access> = None;
                if !is_assert {
                    if let Some(acc) = pending_access.take() {
                        if acc != current_access {
                            spec = Some(acc);
                            current_access = acc;
                        }
                    }
                }
                let spec_text = spec.map(|acc| match acc {
                    Access::Public => "public: ",
                    Access::Protected => "protected: ",
                    Access::Private => "private: ",
                });
                let mut spec_written = false;
                if let Some(d) = self.decl(g[0]) {
                    // A member whose specifier defines a class is marked at
                    // that class's head (by `type_definition`).
                    if self.inline_definition(d).is_none() {
                        // A member template starts at its `template` keyword.
                        let header = self.header_of(d).filter(|h| !h.params.is_empty()).map(|h| h.pos);
                        let is_routine = matches!(self.entity(d.entity).map(|e| &e.kind), Some(EntityKind::Routine(_)));
                        let at = if let (true, Some(h)) = (d.defines_class, header) {
                            h
                        } else if d.defines_class {
                            self.entity(d.entity).map_or(d.pos, |e| self.class_head_pos(e, d.pos))
                        } else if is_routine && header.is_none() {
                            // (at leading attributes on an earlier line)
                            self.decl_mark_pos(d)
                        } else if let (None, Some(me)) = (header, self.entity(d.entity).filter(|e| matches!(e.kind, EntityKind::Typedef(_)) && !self.il.alias_declarations.contains(&d.entity))) {
                            // A typedef whose name is on a later line than
                            // `typedef` is marked at the name.
                            if me.pos.file == d.pos.file && me.pos.line > d.pos.line { me.pos } else { d.pos }
                        } else {
                            header.unwrap_or(d.pos)
                        };
                        // Before a member template, the specifier is
                        // written at the member's name.
                        // (A mere declaration's name is where its `template` is.)
                        if let (Some(t), Some(hp), Some(me)) = (spec_text, header, self.entity(d.entity)) {
                            let is_alias = self.il.alias_declarations.contains(&d.entity);
                            let name_pos = if d.is_definition || d.defines_class || is_alias { me.pos } else { hp };
                            self.out.mark(name_pos);
                            self.push(t);
                            spec_written = true;
                        }
                        // So before a routine led by attributes on an
                        // earlier line (`public:` at the name, then the
                        // attributes' line).
                        if let (Some(t), None, false, Some(me)) = (spec_text, header, spec_written, self.entity(d.entity)) {
                            if is_routine && at != d.pos && at.file == me.pos.file && at.line < me.pos.line {
                                self.out.mark(me.pos);
                                self.push(t);
                                spec_written = true;
                            }
                        }
                        self.out.mark(at);
                    }
                }
                if let (Some(t), false) = (spec_text, spec_written) {
                    self.push(t);
                }
                if self.decl(g[0]).map_or(false, |d| d.gnu_extension) {
                    self.push("__extension__ ");
                }
                self.decl_group(&g, DeclCtx::Member, true);
                idx = end;
            }
            if tail_pad && no_bitfields {
                self.push_pads(ci.size.saturating_sub(prev_end));
            }
            for (at, acc) in &specs {
                if *at >= idx {
                    self.push(match acc {
                        Access::Public => "public: ",
                        Access::Protected => "protected: ",
                        Access::Private => "private: ",
                    });
                }
            }
            return;
        }
        for m in ci.members.clone() {
            let Some(me) = self.entity(m) else { continue };
            self.out.mark(me.pos);
            match &me.kind {
                EntityKind::Field(f) => {
                    let s = self.type_str(f.ty, &me.name);
                    self.push(&s);
                    if let Some(w) = f.bit_width {
                        self.push(&format!(" : {}", w));
                    }
                    self.push("; ");
                }
                EntityKind::Routine(r) => {
                    if let Some(did) = r.definition {
                        self.routine_decl(did, DeclCtx::Member);
                    }
                }
                EntityKind::Class(_) | EntityKind::Enum(_) => {
                    self.type_definition(m, true, me.pos, None);
                    self.push("; ");
                }
                EntityKind::Variable(v) => {
                    let s = self.type_str(v.ty, &me.name);
                    self.push("static ");
                    self.push(&s);
                    self.push("; ");
                }
                _ => {}
            }
        }
    }

    fn typedef_group(&mut self, ids: &[DeclId], semicolon: bool) {
        // An alias-declaration keeps its form (`template< class T> using
        // A = T *;`).
        if let Some(d) = ids.first().and_then(|id| self.decl(*id)) {
            if let (Some(ent), true) = (self.entity(d.entity), self.il.alias_declarations.contains(&d.entity)) {
                let header = self.header_of(d);
                if let Some(h) = header {
                    let text = self.template_header_marked(h);
                    self.push_marked(&text, h.pos.file);
                }
                let name = ent.name.clone();
                // An alias template's type is kept canonical (a member
                // alias-declaration's as written).
                let saved_canon = self.canonical_args.replace(header.is_some());
                let t = self.type_str(d.ty, "");
                self.canonical_args.set(saved_canon);
                self.push(&format!("using {}", name));
                // Attributes written after the name stay there, at their own
                // line when that is a later one.
                for (apos, g) in self.attribute_groups(&ent.attributes, false, &|_| false) {
                    self.out.mark(apos);
                    self.push(" ");
                    self.push(&g);
                }
                if let Some((apos, g)) = super::printer::std_attributes_text(&ent.attributes) {
                    self.out.mark(apos);
                    self.push(" ");
                    self.push(g.trim_end());
                }
                self.push(&format!(" = {}", t));
                if semicolon {
                    self.push("; ");
                }
                return;
            }
        }
        // Attributes written among the specifiers come first, each group
        // at its own line (`__attribute((deprecated("…"))) typedef long4 long4;`).
        if let Some(ent) = ids.first().and_then(|id| self.decl(*id)).and_then(|d| self.entity(d.entity)) {
            for (apos, g) in self.attribute_groups(&ent.attributes, true, &|_| false) {
                self.out.mark(apos);
                self.push(&g);
                self.push(" ");
            }
        }
        self.push("typedef ");
        for (i, id) in ids.iter().enumerate() {
            let Some(d) = self.decl(*id) else { continue };
            let Some(ent) = self.entity(d.entity) else { continue };
            let EntityKind::Typedef(t) = &ent.kind else { continue };
            let name = ent.name.clone();
            // (EDG's position of a typedef is its name's.)
            let name_pos = if ent.pos.file == d.pos.file && ent.pos.line > d.pos.line && self.inline_definition(d).is_none() { ent.pos } else { d.pos };
            if i == 0 {
                // An anonymous class/enum defined in the typedef is printed inline.
                let base = self.base_entity_of(*t);
                let inline_def = self.inline_definition(d).or_else(|| {
                    base.and_then(|b| {
                        let be = self.entity(b)?;
                        match &be.kind {
                            EntityKind::Class(ci) if ci.anonymous => Some(b),
                            EntityKind::Enum(_) if be.name.is_empty() => Some(b),
                            _ => None,
                        }
                    })
                });
                if let Some(b) = inline_def {
                    let bpos = self.entity(b).map_or(d.pos, |x| x.pos);
                    self.type_definition(b, true, bpos, None);
                    let decl = self.type_declarator_for(*t, &name, d.entity);
                    self.push(" ");
                    self.push(&decl);
                } else {
                    // The marker goes right before the name (after `*`).
                    let tagged = format!("\u{1}{}\u{1}{}", name_pos.line, name);
                    let (spec, decl) = self.split_type_for(*t, tagged, d.entity);
                    let spec = self.elaborated(spec, *t, d);
                    self.push(&spec);
                    self.push(" ");
                    self.push_marked(&decl, name_pos.file);
                }
            } else {
                self.push(", ");
                let decl = self.type_declarator_for(*t, &name, d.entity);
                self.push(&decl);
            }
            // Attributes written after the declarator follow it.
            for (_, g) in self.attribute_groups(&ent.attributes, false, &|_| false) {
                self.push(" ");
                self.push(&g);
            }
            if let Some(t) = super::printer::trailing_std_attributes_text(&ent.attributes) {
                self.push(" ");
                self.push(t.trim_end());
            }
        }
        if semicolon {
            self.push("; ");
        }
    }

    /// The class/enum entity at the base of a type (through pointers etc.).
    fn base_entity_of(&self, mut t: TypeId) -> Option<EntityId> {
        for _ in 0..32 {
            match self.il.ty(t) {
                TypeKind::Class(e) | TypeKind::Enum(e) => return Some(*e),
                TypeKind::Pointer(x) | TypeKind::LvalueRef(x) | TypeKind::RvalueRef(x) | TypeKind::Array(x, _) | TypeKind::Qualified(x, _) => t = *x,
                _ => return None,
            }
        }
        None
    }
}

/// Split a list of declarations into declaration statements (by `group`).
pub(crate) fn group_decls(il: &Il, ds: &[DeclId]) -> Vec<Vec<DeclId>> {
    let mut out: Vec<Vec<DeclId>> = Vec::new();
    for d in ds {
        let Some(decl) = il.decls.get(d.0 as usize) else { continue };
        let same = out.last().and_then(|g| g.last()).and_then(|l| il.decls.get(l.0 as usize)).map_or(false, |l| l.group == decl.group && !decl.first_in_group);
        if same {
            if let Some(g) = out.last_mut() {
                g.push(*d);
            }
        } else {
            out.push(alloc::vec![*d]);
        }
    }
    out
}

/// The literal under an enumerator initializer's implicit conversions.
fn init_literal<'e, 'a>(init: Option<&'e Expr<'a>>) -> Option<&'e ExprKind<'a>> {
    let mut e = init?;
    for _ in 0..8 {
        match &e.kind {
            ExprKind::Cast { kind: CastKind::Implicit, expr, .. } => e = expr,
            k => return Some(k),
        }
    }
    None
}

/// An in-band marker for `pos` (see `push_marked`): it keeps the input
/// line-marker span, so a position in a new span repeats the file name.
fn pos_tag(pos: crate::source::Pos) -> String {
    if pos.col == 0 {
        format!("\u{1}{}\u{1}", pos.line)
    } else {
        format!("\u{1}{}:{}\u{1}", pos.line, pos.phys_line)
    }
}
