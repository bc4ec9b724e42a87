//! The wasm API end to end under Node: programs with kernel launches go
//! through `compile` (JS object in, JS object out) and the `.int.c` must equal
//! what the reference cudafe++ 13.0 wrote for the same input and command line.

use cudafe_wasm::CompileResult;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

/// A conformance case (`tests/cases/<case>/`): a `.cu` compiled with our
/// built-in headers, with cudafe++'s argv as nvcc passed it (last: the input).
mod case {
    pub const INPUT: &str = include_str!("../../tests/cases/cuda_global_basic/input.cu");
    pub const ARGS: &str = include_str!("../../tests/cases/cuda_global_basic/expected/args");
    pub const INT_C: &str = include_str!("../../tests/cases/cuda_global_basic/expected/int.c");
}

/// Our own self-contained preprocessed input (see data/README.md).
mod ii {
    pub const INPUT: &str = include_str!("data/kernel.ii");
    pub const ARGS: &str = include_str!("data/kernel.args");
    pub const INT_C: &str = include_str!("data/kernel.int.c");
}

/// `{path: text}` as a plain JS object, as the page builds it.
fn files_object(files: &[(&str, &str)]) -> JsValue {
    let map: std::collections::BTreeMap<&str, &str> = files.iter().copied().collect();
    let ser = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    serde::Serialize::serialize(&map, &ser).unwrap_or_else(|e| panic!("serialize files: {e}"))
}

fn compile(files: &[(&str, &str)], main: &str, args: Vec<String>) -> CompileResult {
    let value = cudafe_wasm::compile(files_object(files), main, args).unwrap_or_else(|_| panic!("compile threw"));
    serde_wasm_bindgen::from_value(value).unwrap_or_else(|e| panic!("result does not match CompileResult: {e}"))
}

/// Where two texts first differ, with a few lines of context, for the report.
fn first_difference(expected: &str, actual: &str) -> Option<String> {
    let e: Vec<&str> = expected.split('\n').collect();
    let a: Vec<&str> = actual.split('\n').collect();
    let n = e.len().max(a.len());
    let i = (0..n).find(|&i| e.get(i) != a.get(i))?;
    let mut s = format!("first difference at line {} (expected {} lines, got {}):\n", i + 1, e.len(), a.len());
    for j in i.saturating_sub(2)..(i + 3).min(n) {
        s += &format!("  expected {:>4}: {:?}\n", j + 1, e.get(j).copied().unwrap_or("<eof>"));
        s += &format!("  actual   {:>4}: {:?}\n", j + 1, a.get(j).copied().unwrap_or("<eof>"));
    }
    Some(s)
}

fn assert_int_c(r: &CompileResult, expected: &str) {
    assert_eq!(r.exit_status, 0, "unexpected diagnostics:\n{}", r.diagnostics_text);
    if let Some(diff) = first_difference(expected, &r.int_text) {
        panic!(".int.c differs from the reference cudafe++ output\n{diff}");
    }
}

#[wasm_bindgen_test]
fn cu_case_int_c_matches_reference() {
    // As the conformance runner does: the source is the file named by
    // --orig_src_file_name, in place of the reference's .ii input argument.
    let mut args: Vec<String> = case::ARGS.lines().map(String::from).collect();
    args.pop();
    let path = args
        .iter()
        .position(|a| a == "--orig_src_file_name")
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| String::from("input.cu"));
    let r = compile(&[(&path, case::INPUT)], &path, args);
    assert_int_c(&r, case::INT_C);
}

#[wasm_bindgen_test]
fn preprocessed_input_int_c_matches_reference() {
    let args: Vec<String> = ii::ARGS.lines().map(String::from).collect();
    let r = compile(&[("kernel.ii", ii::INPUT)], "kernel.ii", args);
    assert_int_c(&r, ii::INT_C);
}

#[wasm_bindgen_test]
fn undefined_identifier_is_reported_as_data() {
    let src = "__attribute__((global)) void k(int *a) { a[0] = undefined_name; }\n";
    let r = compile(&[("bad.ii", src)], "bad.ii", vec!["--display_error_number".into()]);
    assert_eq!(r.exit_status, 2, "expected an error, got:\n{}", r.diagnostics_text);
    let d = r.diagnostics.iter().find(|d| d.severity == "error").unwrap_or_else(|| panic!("no error diagnostic"));
    assert_eq!((d.number, d.line), (20, 1), "{d:?}");
    assert!(d.message.contains("undefined_name"), "{d:?}");
    // As the reference prints it for this input.
    assert!(
        r.diagnostics_text.contains("bad.ii(1): error: identifier \"undefined_name\" is undefined"),
        "{}",
        r.diagnostics_text
    );
}

#[wasm_bindgen_test]
fn bad_command_line_is_a_result_not_a_throw() {
    let r = compile(&[("k.cu", "int x;\n")], "k.cu", vec!["--bogus".into()]);
    assert_eq!(r.exit_status, 4, "{r:?}");
    assert!(r.int_text.is_empty());
    assert!(r.diagnostics_text.contains("invalid option: --bogus"), "{}", r.diagnostics_text);
}

#[wasm_bindgen_test]
fn playground_options_compile_through_the_core_command_line() {
    let options = serde_wasm_bindgen::to_value(&cudafe_wasm::PlaygroundOptions {
        std: "c++17".into(),
        extended_lambda: false,
        relaxed_constexpr: false,
        rdc: false,
        il_display: false,
        host_compiler: "gcc".into(),
        host_version: "12.2".into(),
        arch: "75".into(),
    })
    .unwrap_or_else(|e| panic!("serialize options: {e}"));
    let value = cudafe_wasm::command_lines(options, "kernel.cu").unwrap_or_else(|_| panic!("commandLines threw"));
    let lines: cudafe_wasm::CommandLines =
        serde_wasm_bindgen::from_value(value).unwrap_or_else(|e| panic!("result does not match CommandLines: {e}"));
    assert!(lines.cudafe.starts_with("cudafe++ --c++17 --static-host-stub"), "{}", lines.cudafe);
    assert_eq!(lines.nvcc, "nvcc -std=c++17 -arch=sm_75 -c kernel.cu --keep");
    let r = compile(&[("kernel.cu", case::INPUT)], "kernel.cu", lines.core_args);
    assert_eq!(r.exit_status, 0, "{}", r.diagnostics_text);
    assert!(r.int_text.contains("__cudaPushCallConfiguration"));
    assert!(r.stub_text.contains("__device_stub__"), "the device pass ran");
}
