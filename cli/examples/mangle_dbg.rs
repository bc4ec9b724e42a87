//! Debug aid: print the mangled names of the routines the parser makes.
use cudafe_core::diag::Pass;
use cudafe_core::il::{EntityId, EntityKind};
use cudafe_core::{lex, mangle, parse, Options};

fn main() {
    let path = std::env::args().nth(1).expect("file");
    let text = std::fs::read_to_string(&path).expect("read");
    let arena = bumpalo::Bump::new();
    let src: &str = arena.alloc_str(&text);
    let lexed = lex::lex(src);
    let (il, _) = parse::parse(&arena, src, lexed, &Options::default(), Pass::Host);
    for (i, e) in il.entities.iter().enumerate() {
        if let EntityKind::Routine(r) = &e.kind {
            println!("{} {} ty={:?}", e.name, mangle::mangle_entity(&il, EntityId(i as u32)), il.ty(r.ty));
            if let cudafe_core::il::TypeKind::Function(f) = il.ty(r.ty) {
                for p in &f.params {
                    println!("   param {:?} -> {:?} quals={:?}", p, il.ty(*p), il.quals_of(*p));
                }
            }
        }
    }
}
