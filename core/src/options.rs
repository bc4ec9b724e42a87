//! Compilation options: what cudafe++'s command line selects.
//!
//! `Options` is plain data; `parse_command_line` turns cudafe++'s argv
//! (as nvcc passes it) into it. The CLI and the web page both use this, so
//! the page can show the equivalent command line.

use alloc::string::String;
use alloc::vec::Vec;

/// Which host compiler the `.int.c` is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostCompiler {
    /// `--gnu_version=NNNNNN` (e.g. 120200 for GCC 12.2).
    Gnu(u32),
    /// `--clang_version=NNNNNN`.
    Clang(u32),
    /// `--microsoft_version=NNNN`.
    Msvc(u32),
}

/// The C++ dialect (`--c++11` … `--c++23`); the value is `__cplusplus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CppStandard {
    Cpp03 = 199711,
    Cpp11 = 201103,
    Cpp14 = 201402,
    Cpp17 = 201703,
    Cpp20 = 202002,
    Cpp23 = 202302,
}

#[derive(Debug, Clone)]
pub struct Options {
    pub std: CppStandard,
    pub host_compiler: HostCompiler,
    /// `--m64` (LP64) unless `--m32`.
    pub m64: bool,
    pub static_host_stub: bool,
    pub device_hidden_visibility: bool,
    pub display_error_number: bool,
    pub allow_managed: bool,
    pub parse_templates: bool,
    /// `--extended-lambda`.
    pub extended_lambda: bool,
    /// `--relaxed_constexpr` (nvcc's `--expt-relaxed-constexpr`).
    pub relaxed_constexpr: bool,
    /// `--device-c` (nvcc's `-rdc=true`).
    pub device_c: bool,
    pub keep_device_functions: bool,
    /// `--orig_src_file_name`: the name shown in diagnostics and line markers.
    pub orig_src_file_name: Option<String>,
    /// `--orig_src_path_name`: the absolute path of the original source.
    pub orig_src_path_name: Option<String>,
    pub gen_c_file_name: Option<String>,
    pub stub_file_name: Option<String>,
    pub gen_device_file_name: Option<String>,
    pub module_id_file_name: Option<String>,
    pub gen_module_id_file: bool,
    /// cicc's `--include_file_name` (the fatbin include in the stub file).
    pub include_file_name: Option<String>,
    /// `--il_display`.
    pub il_display: bool,
    /// `-arch compute_NN` for the device pass (the NN as an integer, e.g. 75).
    pub device_arch: u32,
    /// `-I` directories searched for `#include` (after the quote directory).
    pub include_dirs: Vec<String>,
    /// `-D name[=value]` in order, as (name, value); value None means `1`.
    pub defines: Vec<(String, Option<String>)>,
    /// `-U name`.
    pub undefines: Vec<String>,
    /// Treat the input as already preprocessed (`.ii`/`.i`): no implicit
    /// `cuda_runtime.h`, no macro expansion. Set from the input's extension.
    pub preprocessed_input: bool,
    /// Run the device pass (cicc's part) — set when `gen_device_file_name` is.
    pub device_pass: bool,
    /// `--output_mode sarif`.
    pub sarif: bool,
    /// Diagnostic severity overrides from `--diag_suppress` etc., as
    /// (message number as displayed, action).
    pub diag_overrides: Vec<(u32, DiagAction)>,
    /// Error limit (`--error_limit`, default 100).
    pub error_limit: u32,
    /// The module id's time/pid fallback parts, given by the host (the core
    /// reads no clock): (seconds since the epoch, process id).
    pub time_and_pid: (u64, u32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiagAction {
    Suppress,
    Remark,
    Warning,
    Error,
    Once,
}

impl Default for Options {
    /// The options nvcc 13.0 passes for `nvcc -c k.cu` (host pass).
    fn default() -> Self {
        Options {
            std: CppStandard::Cpp17,
            host_compiler: HostCompiler::Gnu(120200),
            m64: true,
            static_host_stub: true,
            device_hidden_visibility: true,
            display_error_number: true,
            allow_managed: true,
            parse_templates: true,
            extended_lambda: false,
            relaxed_constexpr: false,
            device_c: false,
            keep_device_functions: false,
            orig_src_file_name: None,
            orig_src_path_name: None,
            gen_c_file_name: None,
            stub_file_name: None,
            gen_device_file_name: None,
            module_id_file_name: None,
            gen_module_id_file: false,
            include_file_name: None,
            il_display: false,
            device_arch: 75,
            include_dirs: Vec::new(),
            defines: Vec::new(),
            undefines: Vec::new(),
            preprocessed_input: false,
            device_pass: true,
            sarif: false,
            diag_overrides: Vec::new(),
            error_limit: 100,
            time_and_pid: (0, 0),
        }
    }
}
