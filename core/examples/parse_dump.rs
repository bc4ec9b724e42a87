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
    for d in &diags {
        println!("DIAG {:?} {} {:?}", d.severity, d.message, d.location.as_ref().map(|l| (l.line, l.column)));
    }
}
