//! Thin wasm-bindgen layer over `cudafe-core`: conversions only.
//!
//! JavaScript hands in `{path: text}` files, the main file's path and a
//! cudafe++ command line; we build a `Vfs`, turn the command line into
//! `Options` (with the core's own parser, so the page and the CLI agree),
//! run `cudafe_core::compile`, and hand back a plain object. The serde
//! derives live here only (on mirror structs), so the core stays free of them.

use std::collections::BTreeMap;

use cudafe_core::diag::{Diagnostic, Severity};
use cudafe_core::{explain, Options, Output, Vfs};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** Virtual files handed to `compile`: path → text. */
export type SourceFiles = Record<string, string>;

/** One diagnostic, as data (the rendered text is in `diagnosticsText`). */
export interface CompileDiagnostic {
  /** "note" | "remark" | "warning" | "error" | "catastrophic error" | "command-line error" | "internal error" */
  severity: string;
  /** The message number as cudafe++ displays it (e.g. 20 for "identifier is undefined"). */
  number: number;
  /** Logical file name from line markers; "" when the diagnostic has no position. */
  file: string;
  /** 1-based; 0 when the diagnostic has no position. */
  line: number;
  /** 1-based column in the preprocessed line; 0 when the diagnostic has no position. */
  column: number;
  message: string;
  /** "host" (cudafe++) or "device" (cicc's front end). */
  pass: "host" | "device";
}

/** Everything one compilation produces. Texts are "" when their pass did not run. */
export interface CompileResult {
  /** The host `.int.c` (cudafe++ --gen_c_file_name). */
  intText: string;
  /** The stub file (cicc --stub_file_name). */
  stubText: string;
  /** The device code (cicc --gen_device_file_name). */
  deviceText: string;
  moduleId: string;
  /** The IL dump (--il_display), "" unless requested. */
  ilDump: string;
  /** The preprocessed input as the lexer saw it (GNU `.ii` text). */
  preprocessed: string;
  diagnostics: CompileDiagnostic[];
  /** Diagnostics exactly as cudafe++ prints them on stderr. */
  diagnosticsText: string;
  /** 0, 2 (errors) or 4 (catastrophic), as cudafe++ would exit. */
  exitStatus: number;
  /** Wall time of the core's `compile` call, in milliseconds. */
  compileMs: number;
  /** For each output text, the source line each of its lines came from (from its line markers). */
  lineMaps: { intText: LineMap; stubText: LineMap; deviceText: LineMap; preprocessed: LineMap };
  /** The CUDA transformations the compilation made, in source order. */
  transformations: Transformation[];
}

/** What the playground's options panel selects (see `commandLines`). */
export interface PlaygroundOptions {
  /** The dialect as nvcc spells it after `-std=` ("c++17", …). */
  std: string;
  extendedLambda: boolean;
  relaxedConstexpr: boolean;
  /** `-rdc=true`. */
  rdc: boolean;
  ilDisplay: boolean;
  /** "gcc" or "clang". */
  hostCompiler: string;
  /** "major.minor", e.g. "12.2". */
  hostVersion: string;
  /** Virtual architecture number: "75" → compute_75 / sm_75. */
  arch: string;
}

/** The command lines one set of options means. */
export interface CommandLines {
  /** What `compile` takes (without the input file): the host pass plus the device pass. */
  coreArgs: string[];
  /** `nvcc … --keep`, and the cudafe++ / cicc lines `nvcc --dryrun` shows, as shell lines. */
  nvcc: string;
  cudafe: string;
  cicc: string;
}

/** Origins of the lines of one output text. */
export interface LineMap {
  /** File names as the line markers write them. */
  files: string[];
  /** `file[i]`: 1 + index into `files` of output line i+1's source file; 0 when the line comes from no source line. */
  file: number[];
  /** `line[i]`: the source line of output line i+1 (0 when `file[i]` is 0). */
  line: number[];
}

export type TransformKind =
  | "kernelStub" | "deviceBodyHidden" | "launchRewritten" | "managedAccess"
  | "managedVariable" | "deviceVariable" | "lambdaWrapped" | "anonNamespaceRenamed";

/** One transformation: where it is in the source and where it shows in the outputs. */
export interface Transformation {
  kind: TransformKind;
  file: string;
  /** 1-based source lines, inclusive. */
  line: number;
  endLine: number;
  /** 1-based columns of the construct on `line`/`endLine`; 0 when it concerns whole lines. */
  column: number;
  endColumn: number;
  /** The kernel, variable or namespace concerned ("" when none). */
  name: string;
  outputs: { artifact: "intText" | "stubText" | "deviceText"; first: number; last: number }[];
}
"#;

/// Mirror of `cudafe_core::Output` for serde.
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompileResult {
    pub int_text: String,
    pub stub_text: String,
    pub device_text: String,
    pub module_id: String,
    pub il_dump: String,
    pub preprocessed: String,
    pub diagnostics: Vec<CompileDiagnostic>,
    pub diagnostics_text: String,
    pub exit_status: i32,
    pub compile_ms: f64,
    pub line_maps: LineMaps,
    pub transformations: Vec<Transformation>,
}

/// Mirror of `cudafe_core::explain`'s line maps, one per output text.
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct LineMaps {
    pub int_text: LineMap,
    pub stub_text: LineMap,
    pub device_text: LineMap,
    pub preprocessed: LineMap,
}

/// Mirror of `cudafe_core::explain::LineMap` as parallel arrays.
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq)]
pub struct LineMap {
    pub files: Vec<String>,
    pub file: Vec<u32>,
    pub line: Vec<u32>,
}

/// Mirror of `cudafe_core::explain::Transformation`.
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Transformation {
    pub kind: String,
    pub file: String,
    pub line: u32,
    pub end_line: u32,
    pub column: u32,
    pub end_column: u32,
    pub name: String,
    pub outputs: Vec<OutputLines>,
}

#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq)]
pub struct OutputLines {
    pub artifact: String,
    pub first: u32,
    pub last: u32,
}

/// Mirror of `cudafe_core::options::playground::PlaygroundOptions` for serde.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PlaygroundOptions {
    pub std: String,
    pub extended_lambda: bool,
    pub relaxed_constexpr: bool,
    pub rdc: bool,
    pub il_display: bool,
    pub host_compiler: String,
    pub host_version: String,
    pub arch: String,
}

/// Mirror of `cudafe_core::options::playground::CommandLines` for serde.
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CommandLines {
    pub core_args: Vec<String>,
    pub nvcc: String,
    pub cudafe: String,
    pub cicc: String,
}

/// Mirror of `cudafe_core::Diagnostic` for serde.
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq)]
pub struct CompileDiagnostic {
    pub severity: String,
    pub number: u32,
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub message: String,
    pub pass: String,
}

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: present in browsers, workers and Node.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// Compile `main` from `files` with the cudafe++ command line `args`
/// (without the input file, which is `main`).
#[wasm_bindgen(unchecked_return_type = "CompileResult")]
pub fn compile(
    #[wasm_bindgen(unchecked_param_type = "SourceFiles")] files: JsValue,
    main: &str,
    args: Vec<String>,
) -> Result<JsValue, JsError> {
    // Panics (bugs: the core never panics on input) show their message in
    // the console instead of a bare "unreachable". Installed on first use.
    console_error_panic_hook::set_once();
    let files: BTreeMap<String, String> = serde_wasm_bindgen::from_value(files)?;
    let t0 = performance_now();
    let mut result = compile_files(&files, main, &args);
    result.compile_ms = performance_now() - t0;
    Ok(serde_wasm_bindgen::to_value(&result)?)
}

/// The command lines the playground options `options` mean for `main`.
#[wasm_bindgen(js_name = commandLines, unchecked_return_type = "CommandLines")]
pub fn command_lines(
    #[wasm_bindgen(unchecked_param_type = "PlaygroundOptions")] options: JsValue,
    main: &str,
) -> Result<JsValue, JsError> {
    let options: PlaygroundOptions = serde_wasm_bindgen::from_value(options)?;
    Ok(serde_wasm_bindgen::to_value(&command_lines_for(&options, main))?)
}

/// The conversion itself, without JavaScript values (also used by tests).
pub fn command_lines_for(o: &PlaygroundOptions, main: &str) -> CommandLines {
    use cudafe_core::options::playground as pg;
    let core_options = pg::PlaygroundOptions {
        std: o.std.clone(),
        extended_lambda: o.extended_lambda,
        relaxed_constexpr: o.relaxed_constexpr,
        rdc: o.rdc,
        il_display: o.il_display,
        host_compiler: o.host_compiler.clone(),
        host_version: o.host_version.clone(),
        arch: o.arch.clone(),
    };
    let c = pg::command_lines(&core_options, main);
    CommandLines { core_args: c.core_args, nvcc: c.nvcc, cudafe: c.cudafe, cicc: c.cicc }
}

/// The conversion itself, without JavaScript values (also used by tests).
pub fn compile_files(files: &BTreeMap<String, String>, main: &str, args: &[String]) -> CompileResult {
    let mut vfs = Vfs::with_builtins();
    for (path, text) in files {
        vfs.insert(path, text.as_bytes().to_vec());
    }
    match options_from_args(args, main) {
        Ok(mut opts) => {
            // The page shows source↔output maps; the core computes them on request.
            opts.explain = true;
            convert_output(cudafe_core::compile(&vfs, main, &opts))
        }
        Err(d) => command_line_failure(d),
    }
}

/// The options a command line selects, read by the core's own parser (the
/// CLI uses the same one). `main` is appended as the input file, so its
/// extension decides whether the input counts as preprocessed.
fn options_from_args(args: &[String], main: &str) -> Result<Options, Diagnostic> {
    let mut argv = args.to_vec();
    argv.push(main.into());
    cudafe_core::options::parse_command_line(&argv).map(|(opts, _inputs)| opts)
}

/// A bad command line: nothing is compiled. A command-line error is
/// catastrophic, so cudafe++ exits with 4.
fn command_line_failure(d: Diagnostic) -> CompileResult {
    let text = cudafe_core::diag::render(core::slice::from_ref(&d), "", true);
    CompileResult {
        diagnostics: vec![convert_diagnostic(&d)],
        diagnostics_text: text,
        exit_status: 4,
        ..CompileResult::default()
    }
}

fn convert_line_map(m: &explain::LineMap) -> LineMap {
    LineMap {
        files: m.files.clone(),
        file: m.origins.iter().map(|o| o.file).collect(),
        line: m.origins.iter().map(|o| o.line).collect(),
    }
}

fn convert_transformation(t: &explain::Transformation) -> Transformation {
    use explain::{Artifact, TransformKind as K};
    let kind = match t.kind {
        K::KernelStub => "kernelStub",
        K::DeviceBodyHidden => "deviceBodyHidden",
        K::LaunchRewritten => "launchRewritten",
        K::ManagedAccess => "managedAccess",
        K::ManagedVariable => "managedVariable",
        K::DeviceVariable => "deviceVariable",
        K::LambdaWrapped => "lambdaWrapped",
        K::AnonNamespaceRenamed => "anonNamespaceRenamed",
    };
    Transformation {
        kind: kind.into(),
        file: t.file.clone(),
        line: t.line,
        end_line: t.end_line,
        column: t.column,
        end_column: t.end_column,
        name: t.name.clone(),
        outputs: t
            .outputs
            .iter()
            .map(|o| OutputLines {
                artifact: match o.artifact {
                    Artifact::IntC => "intText",
                    Artifact::Stub => "stubText",
                    Artifact::Device => "deviceText",
                }
                .into(),
                first: o.first,
                last: o.last,
            })
            .collect(),
    }
}

fn convert_output(out: Output) -> CompileResult {
    let e = &out.explanation;
    let line_maps = LineMaps {
        int_text: convert_line_map(&e.int_c),
        stub_text: convert_line_map(&e.stub_c),
        device_text: convert_line_map(&e.device_code),
        preprocessed: convert_line_map(&e.preprocessed),
    };
    let transformations = e.transformations.iter().map(convert_transformation).collect();
    CompileResult {
        line_maps,
        transformations,
        diagnostics: out.diagnostics.iter().map(convert_diagnostic).collect(),
        int_text: out.int_c,
        stub_text: out.stub_c,
        device_text: out.device_code,
        module_id: out.module_id,
        il_dump: out.il_dump,
        preprocessed: out.preprocessed,
        diagnostics_text: out.diagnostics_text,
        exit_status: out.exit_status,
        compile_ms: 0.0,
    }
}

fn convert_diagnostic(d: &Diagnostic) -> CompileDiagnostic {
    let severity = match d.severity {
        Severity::Note => "note",
        Severity::Remark => "remark",
        Severity::Warning | Severity::CommandLineWarning => "warning",
        Severity::Error | Severity::HardError => "error",
        Severity::Catastrophic => "catastrophic error",
        Severity::CommandLineError => "command-line error",
        Severity::Internal => "internal error",
    };
    let (file, line, column) = match &d.location {
        Some(l) => (l.file.clone(), l.line, l.column),
        None => (String::new(), 0, 0),
    };
    CompileDiagnostic {
        severity: severity.into(),
        number: d.display_number,
        file,
        line,
        column,
        message: d.message.clone(),
        pass: match d.pass {
            cudafe_core::diag::Pass::Host => "host".into(),
            cudafe_core::diag::Pass::Device => "device".into(),
        },
    }
}
