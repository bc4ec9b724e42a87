//! Implicitly declared special members of plain structs, as EDG declares
//! them: for a class with no user-declared member function whose fields are
//! all scalars, pointers, arrays or such classes, the class scope lists a
//! trivial move constructor, copy constructor and default constructor
//! (`noexcept`), then the copy and move assignment operators. Declaring
//! them makes `T &&`, `const T`, `T &` and `const T &`, which join the
//! class's based types in that order.

use super::{Dump, Key};
use crate::il::{ClassKey, EntityId, EntityKind, Quals, TypeId, TypeKind};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// A type derived from a class for its implicit members.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Form {
    RRef,
    Const,
    Ref,
    ConstRef,
}

/// An entry of a based-type list: a type of the IL, or one only the
/// implicit members make (class entity, form).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Based {
    Il(TypeId),
    Implicit(u32, Form),
}

const CONST: Quals = Quals { is_const: true, is_volatile: false, is_restrict: false };

fn form_id(f: Form) -> u32 {
    match f {
        Form::RRef => 0,
        Form::Const => 1,
        Form::Ref => 2,
        Form::ConstRef => 3,
    }
}

impl Dump<'_, '_> {
    /// Whether EDG gives the class the five trivial implicit members.
    pub(super) fn has_implicit_members(&self, e: EntityId, depth: u32) -> bool {
        if depth > 16 || self.il.in_template(e) {
            return false;
        }
        let EntityKind::Class(c) = &self.il.entity(e).kind else { return false };
        if !c.complete || c.key == ClassKey::Union || c.anonymous || !c.template_params.is_empty() {
            return false;
        }
        c.members.iter().all(|m| match self.il.entities.get(m.0 as usize).map(|x| &x.kind) {
            Some(EntityKind::Field(f)) => self.trivially_copyable_field(f.ty, depth),
            Some(EntityKind::Routine(_)) => false,
            _ => true,
        })
    }

    fn trivially_copyable_field(&self, t: TypeId, depth: u32) -> bool {
        match self.il.ty(t) {
            TypeKind::Int(_) | TypeKind::SignedSpelled(_) | TypeKind::Float(_) | TypeKind::Pointer(_) | TypeKind::Enum(_) | TypeKind::Nullptr => true,
            TypeKind::Array(e, _) | TypeKind::ArrayBound { elem: e, .. } => self.trivially_copyable_field(*e, depth + 1),
            TypeKind::Typedef(x) => match &self.il.entity(*x).kind {
                EntityKind::Typedef(to) => self.trivially_copyable_field(*to, depth + 1),
                _ => false,
            },
            TypeKind::Class(c) => self.has_implicit_members(*c, depth + 1),
            _ => false,
        }
    }

    /// Whether EDG declares (without defining) the four implicit copy and
    /// move members of the class: a class with a constructor of its own,
    /// no copy/move constructor, assignment or destructor of its own, and
    /// fields all trivially copyable.
    pub(super) fn has_declared_implicit_members(&self, e: EntityId) -> bool {
        if self.il.in_template(e) {
            return false;
        }
        let EntityKind::Class(c) = &self.il.entity(e).kind else { return false };
        if !c.complete || c.key == ClassKey::Union || c.anonymous || !c.template_params.is_empty() {
            return false;
        }
        let own = self.own_type.get(&e.0).copied();
        let mut has_ctor = false;
        for m in &c.members {
            match self.il.entities.get(m.0 as usize).map(|x| (&x.kind, x.name.as_str())) {
                Some((EntityKind::Field(f), _)) => {
                    if !self.trivially_copyable_field(f.ty, 0) {
                        return false;
                    }
                }
                Some((EntityKind::Routine(r), name)) => {
                    if r.is_virtual || r.special == crate::il::SpecialMember::Destructor || name == "operator=" || !r.template_params.is_empty() {
                        return false;
                    }
                    if r.special == crate::il::SpecialMember::Constructor {
                        has_ctor = true;
                        // A copy or move constructor of its own.
                        let first = match self.il.ty(self.il.canonical(r.ty)) {
                            TypeKind::Function(f) => f.params.first().copied(),
                            _ => None,
                        };
                        let refers_to_own = first.is_some_and(|p| match self.il.ty(self.il.canonical(p)) {
                            TypeKind::LvalueRef(t) | TypeKind::RvalueRef(t) => {
                                own.is_some_and(|o| self.il.canonical(*t) == self.il.canonical(o))
                            }
                            _ => false,
                        });
                        if refers_to_own {
                            return false;
                        }
                    }
                }
                _ => {}
            }
        }
        has_ctor
    }

    /// Adds the implicit members' types to the based-type lists.
    pub(super) fn index_implicit(&mut self) {
        for i in 0..self.il.entities.len() {
            let e = EntityId(i as u32);
            if self.has_declared_implicit_members(e) {
                self.index_declared_implicit(e);
                continue;
            }
            if !self.has_implicit_members(e, 0) {
                continue;
            }
            let Some(t) = self.own_type.get(&e.0).copied() else { continue };
            let il = |k: TypeKind| self.il.find_type(&k);
            let pick = |found: Option<TypeId>, f: Form| match found {
                Some(id) => Based::Il(id),
                None => Based::Implicit(e.0, f),
            };
            let cst = il(TypeKind::Qualified(t, CONST));
            // The implicit constructors' `T &&` and `const T` are made when
            // the class is completed; the copy assignment's `T &` later,
            // after the types the program made (unless it made it).
            let first = [pick(il(TypeKind::RvalueRef(t)), Form::RRef), pick(cst, Form::Const)];
            let assign_ref = pick(il(TypeKind::LvalueRef(t)), Form::Ref);
            let old = self.based.remove(&t.0).unwrap_or_default();
            let mut list: Vec<Based> = first.to_vec();
            list.extend(old.into_iter().filter(|b| !first.contains(b)));
            if !list.contains(&assign_ref) {
                list.push(assign_ref);
            }
            self.based.insert(t.0, list);
            let cref = pick(cst.and_then(|c| il(TypeKind::LvalueRef(c))), Form::ConstRef);
            match cst {
                Some(c) => {
                    let old = self.based.remove(&c.0).unwrap_or_default();
                    let mut list = Vec::from([cref]);
                    list.extend(old.into_iter().filter(|b| *b != cref));
                    self.based.insert(c.0, list);
                }
                None => {
                    self.implicit_const_based.insert(e.0, cref);
                }
            }
            self.implicit_classes.insert(e.0);
        }
    }

    /// The declared implicit members' types join the class's based types
    /// after those the program uses (`const T`, `T &`, `T &&`), and
    /// `const T &` the const type's.
    fn index_declared_implicit(&mut self, e: EntityId) {
        let Some(t) = self.own_type.get(&e.0).copied() else { return };
        let il = |k: TypeKind| self.il.find_type(&k);
        let pick = |found: Option<TypeId>, f: Form| match found {
            Some(id) => Based::Il(id),
            None => Based::Implicit(e.0, f),
        };
        let cst = il(TypeKind::Qualified(t, CONST));
        let forms = [
            pick(cst, Form::Const),
            pick(il(TypeKind::LvalueRef(t)), Form::Ref),
            pick(il(TypeKind::RvalueRef(t)), Form::RRef),
        ];
        let mut list = self.based.remove(&t.0).unwrap_or_default();
        for f in forms {
            if !list.contains(&f) {
                list.push(f);
            }
        }
        self.based.insert(t.0, list);
        let cref = pick(cst.and_then(|c| il(TypeKind::LvalueRef(c))), Form::ConstRef);
        match cst {
            Some(c) => {
                let mut list = self.based.remove(&c.0).unwrap_or_default();
                if !list.contains(&cref) {
                    list.push(cref);
                }
                self.based.insert(c.0, list);
            }
            None => {
                self.implicit_const_based.insert(e.0, cref);
            }
        }
        self.declared_implicit.insert(e.0);
    }

    /// The key and text of a derived type of an implicit-member class.
    pub(super) fn form_ref(&self, class: u32, f: Form) -> (Key, String) {
        let t = self.own_type.get(&class).copied();
        let cst = t.and_then(|t| self.il.find_type(&TypeKind::Qualified(t, CONST)));
        let found = t.and_then(|t| match f {
            Form::RRef => self.il.find_type(&TypeKind::RvalueRef(t)),
            Form::Const => cst,
            Form::Ref => self.il.find_type(&TypeKind::LvalueRef(t)),
            Form::ConstRef => cst.and_then(|c| self.il.find_type(&TypeKind::LvalueRef(c))),
        });
        if let Some(id) = found {
            return (Key::Type(id.0), self.type_text(id));
        }
        let n = self.qualified_name(EntityId(class));
        let text = match f {
            Form::RRef => format!("{} &&", n),
            Form::Const => format!("const {}", n),
            Form::Ref => format!("{} &", n),
            Form::ConstRef => format!("const {} &", n),
        };
        (Key::Imp("type", class, form_id(f)), text)
    }

    pub(super) fn based_ref(&self, b: Based) -> (&'static str, Key, String) {
        match b {
            Based::Il(id) => {
                let label = match self.il.ty(id) {
                    TypeKind::Pointer(_) => "  pointer",
                    TypeKind::LvalueRef(_) => "  reference",
                    TypeKind::RvalueRef(_) => "  rvalue reference",
                    _ => "  qualified",
                };
                (label, Key::Type(id.0), self.type_text(id))
            }
            Based::Implicit(c, f) => {
                let label = match f {
                    Form::RRef => "  rvalue reference",
                    Form::Const => "  qualified",
                    Form::Ref | Form::ConstRef => "  reference",
                };
                let (k, t) = self.form_ref(c, f);
                (label, k, t)
            }
        }
    }

    /// Walks one based-type list entry.
    pub(super) fn walk_based(&mut self, b: Based, depth: u32) {
        match b {
            Based::Il(id) => self.ensure_type(id, depth + 1),
            Based::Implicit(c, f) => {
                if !self.implicit_shown.insert((c, form_id(f))) {
                    return;
                }
                let based: Vec<Based> = match f {
                    Form::Const => self.implicit_const_based.get(&c).copied().into_iter().collect(),
                    _ => Vec::new(),
                };
                for b in &based {
                    self.walk_based(*b, depth + 1);
                }
                let (k, _) = self.form_ref(c, f);
                self.w.entry(k);
                self.source_corresp_anonymous(None, true, false);
                self.w.field("next", "NULL");
                self.based_list(&based);
                let (ck, ct) = match self.own_type.get(&c).copied() {
                    Some(t) => (Key::Type(t.0), self.type_text(t)),
                    None => (Key::Imp("type", c, 9), String::new()),
                };
                match f {
                    Form::Const => {
                        self.w.field("size", "0");
                        self.w.field("alignment", "1");
                        self.w.field("kind", "tk_typeref");
                        self.w.ptr_text("typeref_type", ck, &ct);
                        self.w.field("qualifiers", "const");
                        self.w.field("kind", "none");
                    }
                    _ => {
                        self.w.field("size", "8");
                        self.w.field("alignment", "8");
                        self.w.field("kind", "tk_pointer");
                        let (pk, pt) = if f == Form::ConstRef { self.form_ref(c, Form::Const) } else { (ck, ct) };
                        self.w.ptr_text("type_pointed_to", pk, &pt);
                        self.w.bool("is_reference", true);
                        if f == Form::RRef {
                            self.w.bool("is_rvalue_reference", true);
                        }
                    }
                }
            }
        }
    }

    /// `based_types:` and its entries.
    pub(super) fn based_list(&mut self, based: &[Based]) {
        if based.is_empty() {
            self.w.field("based_types", "NULL");
            return;
        }
        self.w.field("based_types", "");
        for b in based {
            let (label, k, t) = self.based_ref(*b);
            self.w.ptr_text(label, k, &t);
        }
    }

    /// The five implicit members, in the class scope's routine order.
    pub(super) fn implicit_members(&mut self, e: EntityId) {
        self.implicit_members_of(e, false);
    }

    /// The four implicit copy and move members EDG declares without
    /// defining them (`has_declared_implicit_members`), after the class's
    /// own routines.
    pub(super) fn declared_implicit_members(&mut self, e: EntityId) {
        self.implicit_members_of(e, true);
    }

    fn implicit_members_of(&mut self, e: EntityId, declared_only: bool) {
        let name = self.il.entity(e).name.clone();
        let qname = self.qualified_name(e);
        let pos = self.il.tag_name_pos.get(&e).copied().unwrap_or(self.il.entity(e).pos);
        let scope = Key::ScopeOf(e.0);
        let this = match self.own_type.get(&e.0).copied() {
            Some(t) => (Key::Type(t.0), self.type_text(t)),
            None => return,
        };
        let void = match self.il.find_type(&TypeKind::Void) {
            Some(v) => (Key::Type(v.0), String::from("void")),
            None => (Key::Pre("type", 12), String::from("void")),
        };
        let rref = self.form_ref(e.0, Form::RRef);
        let cref = self.form_ref(e.0, Form::ConstRef);
        let lref = self.form_ref(e.0, Form::Ref);
        // (parameter, is a constructor, is the default constructor, move)
        let all: [(Option<&(Key, String)>, bool, bool, bool); 5] = [
            (Some(&rref), true, false, true),
            (Some(&cref), true, false, false),
            (None, true, true, false),
            (Some(&cref), false, false, false),
            (Some(&rref), false, false, true),
        ];
        // Declared only: no default constructor (the class has its own).
        let members: Vec<(Option<&(Key, String)>, bool, bool, bool)> =
            all.iter().copied().filter(|m| !(declared_only && m.2)).collect();
        // Indices 0..=3 of kind "type" are the derived types (`form_id`).
        let k = |kind: &'static str, i: usize| Key::Imp(kind, e.0, 10 + i as u32);
        for (i, (param, ctor, default, is_move)) in members.iter().enumerate() {
            if let Some((pk, pt)) = param {
                self.w.entry(k("param-type", i));
                self.w.field("next", "NULL");
                self.w.ptr_text("type", pk.clone(), pt);
                self.w.field("declared_type", "NULL");
                self.w.field("param_num", "1");
                if *is_move && (!ctor || declared_only) {
                    self.w.bool("move_ctor_or_assign_parameter", true);
                }
                if *ctor && declared_only {
                    self.w.bool("copy_or_move_ctor_parameter", true);
                }
            }
            self.w.entry(k("exception-specification", i));
            if *ctor && !declared_only {
                self.w.bool("is_noexcept", true);
                self.w.bool("compiler_generated", true);
                self.w.field("noexcept_arg", "NULL");
            } else {
                self.w.bool("indeterminate", true);
                self.w.bool("compiler_generated", true);
                self.w.field("exception_specification_type_list", "NULL");
            }
            self.plain_type_entry(k("type", i), "0", "1", "tk_routine");
            let ret = if *ctor { void.clone() } else { lref.clone() };
            self.w.ptr_text("return_type", ret.0, &ret.1);
            if param.is_some() {
                self.w.ptr("param_type_list", Some(k("param-type", i)));
            } else {
                self.w.field("param_type_list", "NULL");
            }
            let rname = if *ctor { name.clone() } else { String::from("operator=") };
            if *ctor && !declared_only {
                self.w.field("assoc_routine", "NULL");
            } else {
                self.w.ptr_text("assoc_routine", k("routine", i), &rname);
            }
            self.w.bool("prototyped", true);
            if *ctor {
                self.w.bool("assoc_routine_is_ctor", true);
            }
            self.w.field("routine_name_linkage", "C++");
            self.w.bool("has_this_param", true);
            self.w.field("fmt_arg", "0");
            self.w.field("format_first_subst_arg", "0");
            self.w.field("calling_convention", "<default>");
            self.w.ptr_text("this_class", this.0.clone(), &qname);
            self.w.ptr("exception_specification", Some(k("exception-specification", i)));
            // The routine.
            self.w.entry(k("routine", i));
            self.w.raw("source_corresp:\n");
            self.w.ptr_text("  name", Key::IdName(rname.clone()), &super::quoted(&rname));
            if !ctor || declared_only {
                self.position("  decl_position", pos);
            }
            self.w.bool("  is_class_member", true);
            self.w.field("  access", "as_public");
            self.w.ptr("  parent_scope", Some(scope.clone()));
            self.w.field("  enclosing_routine", "NULL");
            self.w.bool("  referenced", *ctor && !declared_only);
            self.w.bool("  needed", false);
            self.w.field("  name_linkage", if *ctor && !declared_only { "no" } else { "C++" });
            self.w.field("  attributes", "NULL");
            match members.get(i + 1) {
                Some((_, c, ..)) => {
                    let n = if *c { name.clone() } else { String::from("operator=") };
                    self.w.ptr_text("next", k("routine", i + 1), &n)
                }
                None => self.w.field("next", "NULL"),
            }
            let ptext = param.map(|p| p.1.clone()).unwrap_or_default();
            let ty_text = match (*ctor, declared_only) {
                (true, false) => format!("void ({}) noexcept", ptext),
                (true, true) => format!("void ({})", ptext),
                _ => format!("{}({})", lref.1, ptext),
            };
            self.w.ptr_text("type", k("type", i), &ty_text);
            self.w.field("function_def_number", "0");
            self.w.field("memory_region", "0");
            self.w.field("storage_class", if *ctor && !declared_only { "sc_unspecified" } else { "sc_extern" });
            self.w.field("declared_storage_class", "sc_unspecified");
            self.w.field("special_kind", if *ctor { "sfk_constructor" } else { "sfk_operator" });
            if !ctor {
                self.w.field("opname_kind", "onk_assign");
            }
            self.w.bool("is_inline", true);
            if !default {
                self.w.bool("is_constexpr", true);
            }
            self.w.bool("compiler_generated", true);
            self.w.bool("defined", false);
            self.w.bool("called", false);
            if *default {
                self.w.bool("is_trivial_default_constructor", true);
            } else {
                self.w.bool("is_trivial_copy_function", true);
            }
            if *ctor && !declared_only {
                self.w.bool("never_throws", true);
            } else {
                self.w.field("surrounding_name_linkage_state", "C++");
                self.w.bool("inline_in_class_definition", true);
            }
            self.w.bool("definition_needed", false);
            self.w.field("declared_type", "NULL");
        }
    }
}
