//! Debug aid: parse a `.ii` file and print the top-level IL and diagnostics.
use cudafe_core::{diag::Pass, il::*, lex, options::Options, parse};

fn main() {
    let path = std::env::args().nth(1).expect("usage: parse_dump FILE.ii");
    let text = std::fs::read_to_string(&path).expect("read");
    let arena = bumpalo::Bump::new();
    let text: &str = arena.alloc_str(&text);
    let opts = Options::default();
    let lexed = lex::lex(text);
    let (il, diags) = parse::parse(&arena, text, lexed, &opts, Pass::Host);
    for item in &il.source_sequence {
        if let SeqItem::Decl(d) = item {
            let d = il.decl(*d);
            let e = il.entity(d.entity);
            let k = match &e.kind {
                EntityKind::Routine(r) => format!("routine {:?} body={} params={}", r.exec_space, r.body.is_some(), d.params.len()),
                EntityKind::Variable(v) => format!("var mem={:?} init={}", v.memory, v.init.is_some()),
                EntityKind::Class(c) => format!("class members={}", c.members.len()),
                EntityKind::Enum(_) => "enum".into(),
                EntityKind::Typedef(_) => "typedef".into(),
                _ => "other".into(),
            };
            println!("{}:{} {} {}", d.pos.line, d.pos.col, e.name, k);
        } else {
            println!("{:?}", item);
        }
    }
    if let Ok(w) = std::env::var("FIND_CRC") {
        find_crc(&il, &w);
    }
    for d in &diags {
        println!("DIAG {:?} {} {:?}", d.severity, d.message, d.location.as_ref().map(|l| (l.line, l.column)));
    }
}

/// With `FIND_CRC=xxxxxxxx`: print entities whose linker name hashes to it.
#[allow(dead_code)]
pub fn find_crc(il: &Il, want: &str) {
    for i in 0..il.entities.len() {
        let id = EntityId(i as u32);
        let m = cudafe_core::mangle::mangle_entity(il, id);
        let n = if m.is_empty() { il.entity(id).name.clone() } else { m };
        if format!("{:08x}", cudafe_core::emit::module_id::crc32(n.as_bytes())) == want {
            let e = il.entity(id);
            println!("CRC match: {} ({}) at {}:{} sys={}", n, e.name, il.source_map.file_name(e.pos.file), e.pos.line, e.in_system_header);
        }
    }
}
