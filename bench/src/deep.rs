//! Deep nesting on a small stack (wasm's is about 1 MiB): `cargo run -p
//! bench --release --bin deep` runs every hostile input below in a child
//! process (so a stack overflow kills only the child) whose compile runs on
//! a thread with a 1 MiB stack, and prints what each did: diagnostics, or
//! how it died. `--stack KIB` changes the stack; `--one NAME` runs one case
//! in-process.

use cudafe_core::{compile, Options, Vfs};
use std::process::Command;
use std::time::Instant;

const MAIN: &str = "input.cu";

/// (name, main file, extra files)
fn cases() -> Vec<(&'static str, String, Vec<(&'static str, String)>)> {
    let n: usize = std::env::var("DEEP_N").ok().and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let parens = format!("int x = {}1{};\n", "(".repeat(n), ")".repeat(n));
    let braces = format!("void f() {}{}\n", "{".repeat(n), "}".repeat(n));
    let brackets = format!("int a[1]; int y = a{};\n", "[0]".repeat(n));
    let unary = format!("int z = {}1;\n", "-".repeat(n));
    let binary = format!("int w = 1{};\n", "+1".repeat(n));
    let ifs = format!("void g(int c) {{ {} ; }}\n", "if (c) ".repeat(n));
    let templ = format!("template<class T> struct S {{}};\nS<{}int{}> *p;\n", "S<".repeat(n), ">".repeat(n));
    let ptrs = format!("int {}q;\n", "*".repeat(n));
    let decl_parens = format!("int {}r{};\n", "(".repeat(n), ")".repeat(n));
    let if_directives = format!("{}int k;\n{}", "#if 1\n".repeat(n), "#endif\n".repeat(n));
    let pp_parens = format!("#if {}1{}\nint v;\n#endif\n", "(".repeat(n), ")".repeat(n));
    // A chain of macros, each expanding to the next.
    let mut chain = String::new();
    for i in 0..n {
        chain.push_str(&format!("#define M{} M{}\n", i, i + 1));
    }
    chain.push_str(&format!("#define M{} 1\nint m = M0;\n", n));
    // Nested macro arguments: F(F(F(...))).
    let nested_args = format!("#define F(x) (x)\nint u = {}1{};\n", "F(".repeat(n), ")".repeat(n));
    let self_include = "#include \"self.h\"\nint s;\n".to_string();
    let main_include = "#include \"input.cu\"\nint t;\n".to_string();
    let lambdas = format!("auto l = {}0{};\n", "[]{ return ".repeat(2000), "; }()".repeat(2000));
    let structs = format!("{}int i;{}\n", "struct A { ".repeat(n), " };".repeat(n));
    let namespaces = format!("{}int i;{}\n", "namespace N { ".repeat(n), " }".repeat(n));
    let casts = format!("int c = {}1;\n", "(int)".repeat(n));
    let comma = format!("int cm(int x) {{ return ({}x); }}\n", "x, ".repeat(n));
    let else_if = format!("void ei(int c) {{ {} ; }}\n", "if (c) ; else ".repeat(n));
    let labels = format!("void lb(int c) {{ switch (c) {{ {} ; }} }}\n", (0..n).map(|i| format!("case {i}: ")).collect::<String>());
    let calls = format!("int (*fp(void))(void); int cl = fp{};\n", "()".repeat(n));
    let members = format!("struct M {{ M *m; }} mm; void *mp = mm{};\n", ".m->m".repeat(n / 2));
    let nots = format!("int nt = {}1;\n", "!".repeat(n));
    let sizeofs = format!("unsigned long so = {}1;\n", "sizeof ".repeat(n));
    let derefs = format!("int *dp; int dv = {}dp;\n", "*".repeat(n));
    let assigns = format!("int as0; void af() {{ {}1; }}\n", "as0 = ".repeat(n));
    let ternary = format!("int tc; int tv = {}0;\n", "tc ? 1 : ".repeat(n));
    let pp_plus = format!("#if 1{}\nint pv;\n#endif\n", " + 1".repeat(n));
    let pp_ternary = format!("#if {}0\nint pt;\n#endif\n", "1 ? 1 : ".repeat(n));
    let strings = format!("const char *st = {};\n", "\"a\" ".repeat(n));
    let init_list = format!("int il[] = {{{}}};\n", "1, ".repeat(n));
    let nested_init = format!("struct NI {{ int a; }} ni[1] = {}0{};\n", "{".repeat(n), "}".repeat(n));
    let params = format!("void pf({}int last);\n", "int, ".repeat(n));
    vec![
        ("comma_chain", comma, vec![]),
        ("else_if_chain", else_if, vec![]),
        ("case_labels", labels, vec![]),
        ("call_chain", calls, vec![]),
        ("member_chain", members, vec![]),
        ("logical_not", nots, vec![]),
        ("sizeof_chain", sizeofs, vec![]),
        ("delete_chain", format!("void dl(int *p) {{ {}p; }}\n", "delete ".repeat(n)), vec![]),
        ("extension_chain", format!("int ex = {}1;\n", "__extension__ ".repeat(n)), vec![]),
        ("deref_chain", derefs, vec![]),
        ("assign_chain", assigns, vec![]),
        ("ternary_chain", ternary, vec![]),
        ("pp_plus_chain", pp_plus, vec![]),
        ("pp_ternary_chain", pp_ternary, vec![]),
        ("string_concat", strings, vec![]),
        ("init_list", init_list, vec![]),
        ("nested_init", nested_init, vec![]),
        ("many_params", params, vec![]),
        ("parens", parens, vec![]),
        ("braces", braces, vec![]),
        ("subscripts", brackets, vec![]),
        ("unary_minus", unary, vec![]),
        ("binary_plus", binary, vec![]),
        ("nested_if", ifs, vec![]),
        ("template_args", templ, vec![]),
        ("pointer_declarator", ptrs, vec![]),
        ("declarator_parens", decl_parens, vec![]),
        ("pp_if_nesting", if_directives, vec![]),
        ("pp_expr_parens", pp_parens, vec![]),
        ("macro_chain", chain, vec![]),
        ("macro_nested_args", nested_args, vec![]),
        ("self_include", self_include, vec![("self.h", "#include \"self.h\"\n".to_string())]),
        ("main_includes_itself", main_include, vec![]),
        ("lambdas", lambdas, vec![]),
        ("nested_structs", structs, vec![]),
        ("nested_namespaces", namespaces, vec![]),
        ("casts", casts, vec![]),
    ]
}

fn options() -> Options {
    let mut o = Options::default();
    o.orig_src_file_name = Some(MAIN.into());
    o.orig_src_path_name = Some(MAIN.into());
    o.gen_device_file_name = Some("input.cudafe1.gpu".into());
    o.stub_file_name = Some("input.cudafe1.stub.c".into());
    o.include_file_name = Some("input.fatbin.c".into());
    o.module_id_file_name = Some("input.module_id".into());
    o.gen_module_id_file = true;
    o
}

fn run_one(name: &str, stack_kib: usize) {
    let Some((_, main, extra)) = cases().into_iter().find(|c| c.0 == name) else {
        eprintln!("no case {name}");
        std::process::exit(3);
    };
    let h = std::thread::Builder::new()
        .stack_size(stack_kib * 1024)
        .spawn(move || {
            let mut vfs = Vfs::with_builtins();
            vfs.insert(MAIN, main.into_bytes());
            for (p, t) in extra {
                vfs.insert(p, t.into_bytes());
            }
            let t0 = Instant::now();
            let out = compile(&vfs, MAIN, &options());
            let first = out.diagnostics.first().map(|d| d.message.clone()).unwrap_or_default();
            println!(
                "exit {} diagnostics {} in {:.0} ms; first: {}",
                out.exit_status,
                out.diagnostics.len(),
                t0.elapsed().as_secs_f64() * 1000.0,
                first.chars().take(90).collect::<String>()
            );
        })
        .expect("thread");
    if h.join().is_err() {
        println!("PANIC");
        std::process::exit(101);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut stack_kib = 1024;
    let mut one = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--stack" => {
                stack_kib = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(1024);
                i += 1;
            }
            "--one" => {
                one = args.get(i + 1).cloned();
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    if let Some(name) = one {
        run_one(&name, stack_kib);
        return;
    }
    let exe = std::env::current_exe().expect("exe");
    println!("deep nesting, compile on a {stack_kib} KiB stack:");
    for (name, main, _) in cases() {
        let t0 = Instant::now();
        let out = Command::new(&exe).args(["--one", name, "--stack", &stack_kib.to_string()]).output();
        let ms = t0.elapsed().as_secs_f64() * 1000.0;
        let what = match out {
            Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).trim().to_string(),
            Ok(o) => {
                let err = String::from_utf8_lossy(&o.stderr);
                let why = if err.contains("overflow") { "STACK OVERFLOW" } else { "DIED" };
                format!("{why} ({}) {}", o.status, err.lines().find(|l| l.contains("panicked") || l.contains("overflow")).unwrap_or(""))
            }
            Err(e) => format!("could not run: {e}"),
        };
        println!("  {name:24} {:>8} bytes {ms:>8.0} ms  {what}", main.len());
    }
}
