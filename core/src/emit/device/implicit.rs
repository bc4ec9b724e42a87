//! Implicitly declared special members the device code defines.
//!
//! EDG declares a dynamic class's default constructor and destructor when
//! the class does not: they set the vtable pointer (and run the bases'),
//! so they are real routines in cicc's output (`_ZN5ShapeC1Ev`,
//! `_ZN6CircleD1Ev` and its deleting `D0`, named in the vtable). The
//! device pass declares them here, after parsing, as members appended to
//! their class (the order cicc writes them in: after the written members,
//! constructor first); `Il::implicit_members` lists them.

use crate::il::*;
use crate::source::Pos;
use alloc::format;
use alloc::vec::Vec;

/// Declares the implicit default constructor and destructor of every
/// dynamic class (one with virtual functions and no virtual base) that
/// does not declare them. A destructor is declared only when a base or
/// member has one to run.
pub fn declare_implicit_members(il: &mut Il) {
    // Bases before the classes derived from them: a derived class's
    // destructor exists when its base's implicit one does.
    for _ in 0..8 {
        let mut changed = false;
        for i in 0..il.entities.len() {
            let c = EntityId(i as u32);
            if !candidate(il, c) {
                continue;
            }
            if !has_special(il, c, SpecialMember::Constructor) {
                let space = callee_space(il, c, SpecialMember::Constructor);
                declare(il, c, SpecialMember::Constructor, space, false);
                changed = true;
            }
            if !has_special(il, c, SpecialMember::Destructor) {
                let parts = parts(il, c);
                let dtors: Vec<EntityId> = parts.iter().filter_map(|p| destructor(il, *p)).collect();
                if !dtors.is_empty() {
                    let is_virtual = dtors.iter().any(|d| matches!(il.entities.get(d.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.is_virtual));
                    let space = callee_space(il, c, SpecialMember::Destructor);
                    declare(il, c, SpecialMember::Destructor, space, is_virtual);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
}

/// A complete, non-template class with virtual functions and no virtual
/// base (those layouts are not lowered).
fn candidate(il: &Il, c: EntityId) -> bool {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return false };
    if !ci.complete || !ci.template_params.is_empty() || il.in_template(c) {
        return false;
    }
    if il.class_instances.get(&c).is_some_and(|(_, args)| il.args_are_dependent(args, 0)) {
        return false;
    }
    is_dynamic(il, c, 0)
}

pub(super) fn is_dynamic(il: &Il, c: EntityId, depth: u32) -> bool {
    if depth > 32 {
        return false;
    }
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return false };
    let bases = il.class_bases.get(&c);
    if bases.is_some_and(|v| v.iter().any(|b| b.is_virtual)) {
        return false;
    }
    ci.members.iter().any(|m| matches!(il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.is_virtual))
        || bases.is_some_and(|v| v.iter().any(|b| b.class.is_some_and(|x| is_dynamic(il, x, depth + 1))))
}

fn has_special(il: &Il, c: EntityId, kind: SpecialMember) -> bool {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return true };
    ci.members.iter().any(|m| matches!(il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.special == kind))
}

/// The classes of the bases and class-type members, in order.
fn parts(il: &Il, c: EntityId) -> Vec<EntityId> {
    let mut out: Vec<EntityId> = il.class_bases.get(&c).map(|v| v.iter().filter_map(|b| b.class).collect()).unwrap_or_default();
    if let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) {
        for m in &ci.members {
            if let Some(EntityKind::Field(f)) = il.entities.get(m.0 as usize).map(|x| &x.kind) {
                if let TypeKind::Class(k) = il.ty(il.canonical(f.ty)) {
                    out.push(*k);
                }
            }
        }
    }
    out
}

/// The destructor of class `c` that runs code (user-provided or implicit).
fn destructor(il: &Il, c: EntityId) -> Option<EntityId> {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return None };
    ci.members.iter().copied().find(|m| {
        matches!(il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.special == SpecialMember::Destructor && r.body.is_some() && !r.is_defaulted)
    })
}

/// The execution space of an implicit member: that of the members of the
/// bases and members it calls (host only or device only when one is).
fn callee_space(il: &Il, c: EntityId, kind: SpecialMember) -> ExecSpace {
    let mut space = ExecSpace::HostDevice;
    for p in parts(il, c) {
        let callee = match kind {
            SpecialMember::Destructor => destructor(il, p),
            _ => il.default_constructor(p),
        };
        let Some(EntityKind::Routine(r)) = callee.and_then(|k| il.entities.get(k.0 as usize)).map(|x| &x.kind) else { continue };
        match r.exec_space {
            ExecSpace::Host | ExecSpace::ImplicitHost => space = ExecSpace::Host,
            ExecSpace::Device if space == ExecSpace::HostDevice => space = ExecSpace::Device,
            _ => {}
        }
    }
    space
}

fn declare(il: &mut Il, c: EntityId, kind: SpecialMember, space: ExecSpace, is_virtual: bool) {
    let Some(class) = il.entities.get(c.0 as usize) else { return };
    let (class_name, pos, in_system_header) = (class.name.clone(), class.pos, class.in_system_header);
    let name = match kind {
        SpecialMember::Destructor => format!("~{}", class_name),
        _ => class_name,
    };
    let void = il.intern(TypeKind::Void);
    let ty = il.intern(TypeKind::Function(FunctionType {
        ret: void,
        params: Vec::new(),
        variadic: false,
        unprototyped: false,
        quals: Quals::default(),
        ref_qual: RefQualifier::None,
        noexcept: FnNoexcept::None,
    }));
    // An empty body: the lowering writes what the member does.
    let body: &Stmt = il.arena.alloc(Stmt { pos: Pos::default(), kind: StmtKind::Block(&[]) });
    let mut r = Routine::of_type(ty);
    r.exec_space = space;
    r.is_inline = true;
    r.linkage = Linkage::External;
    r.body = Some(body);
    r.special = kind;
    r.is_virtual = is_virtual;
    let id = EntityId(il.entities.len() as u32);
    il.entities.push(Entity {
        name,
        kind: EntityKind::Routine(r),
        parent: Some(c),
        pos,
        in_system_header,
        attributes: Vec::new(),
        referenced: false,
        access: Access::Public,
    });
    if let Some(EntityKind::Class(ci)) = il.entities.get_mut(c.0 as usize).map(|x| &mut x.kind) {
        ci.members.push(id);
    }
    il.implicit_members.insert(id);
}

/// A class whose implicit default constructor only sets vtable pointers
/// (no data in the hierarchy): cicc zero-fills the object and stores them
/// in place instead of calling it.
pub(super) fn zero_filled(il: &Il, c: EntityId) -> bool {
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return false };
    let ctor = ci.members.iter().copied().find(|m| matches!(il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Routine(r)) if r.special == SpecialMember::Constructor));
    ctor.is_some_and(|k| il.implicit_members.contains(&k)) && !has_data(il, c, 0)
}

fn has_data(il: &Il, c: EntityId, depth: u32) -> bool {
    if depth > 32 {
        return true;
    }
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|x| &x.kind) else { return true };
    ci.members.iter().any(|m| matches!(il.entities.get(m.0 as usize).map(|x| &x.kind), Some(EntityKind::Field(_))))
        || il.class_bases.get(&c).is_some_and(|v| v.iter().any(|b| b.class.map_or(true, |x| has_data(il, x, depth + 1))))
}
