//! cudafe-core: a reimplementation of NVIDIA's CUDA front end (`cudafe++` 13.0,
//! EDG 6.6, plus the stub/device-code writer of `cicc`) over in-memory files.
//!
//! Data flows one way (see ARCHITECTURE.md):
//! `vfs` → `preprocess` (text → GNU `.ii` text) → `lex` (tokens) →
//! `parse` + `sema` (build the typed `il`) → `cuda` (execution-space rules) →
//! `emit` (`.int.c`, stub file, device code, IL dump, module id).
//!
//! Invariant: the core does no I/O and never panics on input; every problem
//! in the input is a `diag::Diagnostic`.
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod builtin;
pub mod diag;
pub mod emit;
pub mod explain;
pub mod il;
pub mod lex;
pub mod mangle;
pub mod options;
pub mod parse;
pub mod preprocess;
pub mod sema;
pub mod source;
pub mod vfs;
pub(crate) mod walk;

mod pipeline;

pub use diag::{Diagnostic, Severity};
pub use options::Options;
pub use pipeline::compile;
pub use vfs::Vfs;

use alloc::string::String;
use alloc::vec::Vec;

/// Everything one compilation produces. Texts are empty when the
/// corresponding pass did not run (e.g. `device_code` without a device pass).
#[derive(Debug, Clone, Default)]
pub struct Output {
    /// The host `.int.c` (cudafe++ `--gen_c_file_name`).
    pub int_c: String,
    /// The stub file (cicc `--stub_file_name`).
    pub stub_c: String,
    /// The device code (cicc `--gen_device_file_name`).
    pub device_code: String,
    /// The module id (cudafe++ `--module_id_file_name`).
    pub module_id: String,
    /// The IL dump (`--il_display`), empty unless requested.
    pub il_dump: String,
    /// The preprocessed input as the lexer saw it (GNU `.ii` text).
    pub preprocessed: String,
    /// Host-pass diagnostics followed by device-pass diagnostics.
    pub diagnostics: Vec<Diagnostic>,
    /// Diagnostics rendered exactly as the reference prints them on stderr,
    /// including caret lines and the closing summary line.
    pub diagnostics_text: String,
    /// Process exit status the reference would give: 0, 2 (errors), 4 (catastrophic).
    pub exit_status: i32,
    /// Source ↔ output line maps and the transformations made, derived
    /// from the texts above (`explain::explain`), for teaching tools.
    pub explanation: explain::Explanation,
}
