//! Diagnostics as values. Rendering (the reference's exact stderr text)
//! happens once, at the end, in [`render`].

use alloc::string::String;
use alloc::vec::Vec;

/// EDG severities (numbers as in the reference's tables).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Note = 2,
    Remark = 4,
    Warning = 5,
    CommandLineWarning = 6,
    Error = 7,
    /// An error that cannot be made discretionary (no `-D` number shown).
    HardError = 8,
    Catastrophic = 9,
    CommandLineError = 10,
    Internal = 11,
}

/// Which pass found it: cudafe++ (host) or cicc (device).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    Host,
    Device,
}

/// Where a diagnostic points: the logical file and line (from line markers),
/// the column (1-based, in the preprocessed line), and the preprocessed line's
/// text for the caret display.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Location {
    pub file: String,
    pub line: u32,
    pub column: u32,
    /// The text of the (preprocessed) source line, without the newline.
    pub line_text: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// The internal EDG message number (the reference's table index).
    pub number: u32,
    /// The number as displayed (CUDA messages above 3456 are shown +16543).
    pub display_number: u32,
    /// Whether the severity may be changed (shows `-D` after the number).
    pub discretionary: bool,
    pub location: Option<Location>,
    pub message: String,
    pub pass: Pass,
}

impl Diagnostic {
    pub fn new(severity: Severity, number: u32, message: String, location: Option<Location>) -> Self {
        Diagnostic {
            severity,
            number,
            display_number: display_number(number),
            discretionary: severity <= Severity::Error,
            location,
            message,
            pass: Pass::Host,
        }
    }

    pub fn is_error(&self) -> bool {
        self.severity >= Severity::Error
    }
}

/// EDG shows internal numbers above 3456 as number + 16543 (3457 → 20000).
pub fn display_number(internal: u32) -> u32 {
    if internal > 3456 {
        internal + 16543
    } else {
        internal
    }
}

/// A sink that passes collect diagnostics into.
#[derive(Debug, Default, Clone)]
pub struct Diagnostics {
    pub list: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.list.push(d);
    }
    pub fn error_count(&self) -> usize {
        self.list.iter().filter(|d| d.is_error()).count()
    }
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(|d| d.is_error())
    }
}

/// Render diagnostics as the reference prints them on stderr.
///
/// `source_name` is the name used in the summary line
/// (`N errors detected in the compilation of "k.cu".`).
pub fn render(diags: &[Diagnostic], source_name: &str, display_numbers: bool) -> String {
    use core::fmt::Write;
    let mut out = String::new();
    for d in diags {
        let sev = match d.severity {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning | Severity::CommandLineWarning => "warning",
            Severity::Error | Severity::HardError => "error",
            Severity::Catastrophic => "catastrophic error",
            Severity::CommandLineError => "command-line error",
            Severity::Internal => "internal error",
        };
        let num = if display_numbers && d.discretionary {
            let mut s = String::new();
            let _ = write!(s, " #{}-D", d.display_number);
            s
        } else {
            String::new()
        };
        match &d.location {
            Some(loc) => {
                let _ = write!(out, "{}({}): {}{}: {}\n", loc.file, loc.line, sev, num, d.message);
                let _ = write!(out, "  {}\n", loc.line_text);
                let mut caret = String::from("  ");
                let mut col = 1;
                for ch in loc.line_text.chars() {
                    if col >= loc.column {
                        break;
                    }
                    caret.push(if ch == '\t' { '\t' } else { ' ' });
                    col += 1;
                }
                caret.push('^');
                let _ = write!(out, "{}\n\n", caret);
            }
            None => {
                let _ = write!(out, "{}{}: {}\n\n", sev, num, d.message);
            }
        }
    }
    let errors = diags.iter().filter(|d| d.is_error()).count();
    if errors > 0 {
        let _ = write!(
            out,
            "{} error{} detected in the compilation of \"{}\".\n",
            errors,
            if errors == 1 { "" } else { "s" },
            source_name
        );
    }
    out
}
