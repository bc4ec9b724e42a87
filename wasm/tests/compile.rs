//! The wasm API end to end under Node: a kernel with a launch goes through
//! `compile` (JS object in, JS object out) and the `.int.c` must equal what
//! the reference cudafe++ 13.0 wrote for the same input and command line.

use cudafe_wasm::CompileResult;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const INPUT: &str = include_str!("data/kernel.ii");
const ARGS: &str = include_str!("data/kernel.args");
const EXPECTED_INT_C: &str = include_str!("data/kernel.int.c");

fn run_compile() -> CompileResult {
    let files = js_sys_object(&[("kernel.ii", INPUT)]);
    let args: Vec<String> = ARGS.lines().map(String::from).collect();
    let value = cudafe_wasm::compile(files, "kernel.ii", args).unwrap_or_else(|_| panic!("compile threw"));
    serde_wasm_bindgen::from_value(value).unwrap_or_else(|e| panic!("result does not match CompileResult: {e}"))
}

/// `{path: text}` as a plain JS object, built through serde like the page's.
fn js_sys_object(files: &[(&str, &str)]) -> JsValue {
    let map: std::collections::BTreeMap<&str, &str> = files.iter().copied().collect();
    let ser = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    serde::Serialize::serialize(&map, &ser).unwrap_or_else(|e| panic!("serialize files: {e}"))
}

/// Where two texts first differ, with a few lines of context, for the report.
fn first_difference(expected: &str, actual: &str) -> Option<String> {
    let e: Vec<&str> = expected.split('\n').collect();
    let a: Vec<&str> = actual.split('\n').collect();
    let n = e.len().max(a.len());
    for i in 0..n {
        let (el, al) = (e.get(i), a.get(i));
        if el != al {
            let lo = i.saturating_sub(2);
            let mut s = format!("first difference at line {} (expected {} lines, got {}):\n", i + 1, e.len(), a.len());
            for j in lo..(i + 3).min(n) {
                s += &format!("  expected {:>4}: {:?}\n", j + 1, e.get(j).copied().unwrap_or("<eof>"));
                s += &format!("  actual   {:>4}: {:?}\n", j + 1, a.get(j).copied().unwrap_or("<eof>"));
            }
            return Some(s);
        }
    }
    None
}

#[wasm_bindgen_test]
fn kernel_launch_int_c_matches_reference() {
    let r = run_compile();
    assert_eq!(r.exit_status, 0, "unexpected diagnostics:\n{}", r.diagnostics_text);
    if let Some(diff) = first_difference(EXPECTED_INT_C, &r.int_text) {
        panic!(".int.c differs from the reference cudafe++ output\n{diff}");
    }
}

#[wasm_bindgen_test]
fn undefined_identifier_is_reported_as_data() {
    let src = "__attribute__((global)) void k(int *a) { a[0] = undefined_name; }\n";
    let files = js_sys_object(&[("bad.ii", src)]);
    let value = cudafe_wasm::compile(files, "bad.ii", vec!["--display_error_number".into()])
        .unwrap_or_else(|_| panic!("compile threw"));
    let r: CompileResult = serde_wasm_bindgen::from_value(value).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.exit_status, 2, "expected an error, got:\n{}", r.diagnostics_text);
    let d = r.diagnostics.iter().find(|d| d.severity == "error").unwrap_or_else(|| panic!("no error diagnostic"));
    assert_eq!((d.number, d.line), (20, 1), "{d:?}");
    assert!(d.message.contains("undefined_name"), "{d:?}");
    assert!(r.diagnostics_text.contains("bad.ii(1): error: identifier \"undefined_name\" is undefined"), "{}", r.diagnostics_text);
}
