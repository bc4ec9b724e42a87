//! Attribute entries and the head of a class's walk. EDG keeps each GNU
//! attribute as an `attribute` entry (chained by `next`) with the group of
//! its `__attribute__((…))` and its name as a shared text; an argument that
//! is a constant expression is an `attribute-arg` holding a constant. In the
//! walk an attribute comes after its arguments and its group, before the
//! entity. Attributes EDG does not know itself (CUDA's `device_builtin`,
//! `host`, …) show `** BAD KIND **`.

use super::{quoted, Dump, Key};
use crate::il::{EntityId, IntKind, TypeKind};
use alloc::format;
use alloc::string::String;

impl Dump<'_, '_> {
    /// What EDG's walk shows of a class before its based types: the name
    /// reference of its defining declaration, then its attributes.
    pub(super) fn class_head_entries(&mut self, e: EntityId) {
        if self.class_has_name_reference(e) {
            self.w.entry(Key::NameRef(e.0));
            // The name is the declarator of the class's own declaration, not
            // when first written inside another one's specifiers.
            let own = !self.il.tag_first_named_in_specifiers.contains(&e);
            self.name_reference_fields(own);
        }
        self.attribute_entries(e, "tag name");
    }

    /// A named class declared outside templates has the name reference of
    /// its declaration (and is referenced by it).
    pub(super) fn class_has_name_reference(&self, e: EntityId) -> bool {
        self.il.tag_name_pos.contains_key(&e) && !self.il.in_template(e)
    }

    /// The attribute entries of `e`, each after its argument and group.
    pub(super) fn attribute_entries(&mut self, e: EntityId, location: &str) {
        let attrs = self.il.entity(e).attributes.clone();
        self.attribute_list_entries(e, &attrs, location, true);
    }

    /// The attribute entries of the list `attrs` of `e`. A routine's are
    /// on its primary declaration when that declaration defines it.
    pub(super) fn attribute_list_entries(&mut self, e: EntityId, attrs: &[crate::il::Attribute], location: &str, on_primary: bool) {
        for (i, a) in attrs.iter().enumerate() {
            if a.std {
                continue;
            }
            let name = a.name.trim_start_matches("__").trim_end_matches("__");
            let aligned = name == "aligned";
            // `aligned(N)`: the constant N, as an argument entry.
            let arg = match (aligned, a.arg_pos, a.args.as_deref().and_then(|t| t.trim().parse::<i64>().ok())) {
                (true, Some(p), Some(v)) => {
                    let int = self.il.find_type(&TypeKind::Int(IntKind::Int));
                    if let Some(t) = int {
                        self.ensure_type(t, 0);
                    }
                    self.w.entry(Key::AttributeArgConst(e.0, i as u32));
                    self.source_corresp_anonymous(Some(p), true, false);
                    self.w.field("next", "NULL");
                    match int {
                        Some(t) => self.w.ptr_text("type", Key::Type(t.0), "int"),
                        None => self.w.field("type", "NULL"),
                    }
                    self.w.field("kind", "ck_integer");
                    self.w.field("integer_value", &format!("{}", v));
                    self.w.entry(Key::AttributeArg(e.0, i as u32));
                    self.w.field("kind", "constant");
                    self.w.field("next", "NULL");
                    self.w.field("position.seq", &format!("{}", p.phys_line + 1));
                    self.w.field("position.column", &format!("{}", p.col));
                    self.w.ptr_text("constant", Key::AttributeArgConst(e.0, i as u32), &format!("{}", v));
                    true
                }
                _ => false,
            };
            // One group per `__attribute__`: named by its first attribute.
            let g = attrs.iter().position(|b| b.pos == a.pos && !b.std).unwrap_or(i) as u32;
            if g == i as u32 {
                self.w.entry(Key::AttributeGroup(e.0, g));
                self.w.field("position.seq", &format!("{}", a.pos.phys_line + 1));
                self.w.field("position.column", &format!("{}", a.pos.col));
            }
            self.w.entry(Key::Attribute(e.0, i as u32));
            self.w.field("kind", if aligned { "align" } else { "** BAD KIND **" });
            match attrs.iter().enumerate().skip(i + 1).find(|(_, b)| !b.std) {
                Some((j, _)) => self.w.ptr("next", Some(Key::Attribute(e.0, j as u32))),
                None => self.w.field("next", "NULL"),
            }
            self.w.field("family", "gnu");
            self.w.field("syntactic_location", location);
            if on_primary {
                self.w.bool("on_primary_declaration", true);
            }
            self.w.ptr_text("name", Key::AttributeName(String::from(name)), &quoted(name));
            if arg {
                self.w.ptr("arguments", Some(Key::AttributeArg(e.0, i as u32)));
            }
            self.w.ptr("group", Some(Key::AttributeGroup(e.0, g)));
            self.w.field("position.seq", &format!("{}", a.name_pos.phys_line + 1));
            self.w.field("position.column", &format!("{}", a.name_pos.col));
        }
    }
}
