//! Debug aid: print the decls/entities the parser makes for a `.ii` file
//! (what the module-id selection sees).
use cudafe_core::diag::Pass;
use cudafe_core::il::EntityKind;
use cudafe_core::{lex, parse, Options};

fn main() {
    let path = std::env::args().nth(1).expect("file");
    let text = std::fs::read_to_string(&path).expect("read");
    let arena = bumpalo::Bump::new();
    let src: &str = arena.alloc_str(&text);
    let lexed = lex::lex(src);
    let (il, diags) = parse::parse(&arena, src, lexed, &Options::default(), Pass::Host);
    for d in &diags {
        println!("diag: {}", d.message);
    }
    for (i, d) in il.decls.iter().enumerate() {
        let e = il.entity(d.entity);
        let what = match &e.kind {
            EntityKind::Routine(r) => format!(
                "routine inline={} constexpr={} linkage={:?} storage={:?} tparams={} inst={} deleted={} mangled={}",
                r.is_inline, r.is_constexpr, r.linkage, r.storage, r.template_params.len(), r.instance_of.is_some(), r.is_deleted, r.mangled
            ),
            EntityKind::Variable(v) => format!(
                "var linkage={:?} storage={:?} static_member={} local={} param={} mangled={}",
                v.linkage, v.storage, v.is_static_member, v.is_local, v.is_param, v.mangled
            ),
            k => format!("{:?}", core::mem::discriminant(k)),
        };
        println!("decl {} '{}' def={} init={} parent={:?} {}", i, e.name, d.is_definition, d.init.is_some(), e.parent, what);
    }
}
