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
/// the column (1-based *byte* column in the preprocessed line, as
/// `source::Pos::col`; the renderers convert it to characters, which is what
/// the reference shows), and the preprocessed line's text for the caret
/// display. Column 0 means "At end of source".
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
    /// Whether the caret display (source line and `^`) follows the message.
    /// `None`: by pass — cudafe++ shows it; for cicc the default is none,
    /// since its call-graph checks (`calling a __host__ function … from a
    /// __device__ function`, `identifier "h" is undefined in device code`)
    /// print without one. cicc's *parse* errors do show carets
    /// (`dv.cu(4): error: identifier "x" is undefined` + caret, checked with
    /// nvcc), so a device-pass parse error should say `Some(true)`.
    pub caret: Option<bool>,
    /// Context lines printed under the caret display (`detected during
    /// instantiation of …`), each indented by ten spaces.
    pub context: Vec<String>,
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
            caret: None,
            context: Vec::new(),
        }
    }

    pub fn is_error(&self) -> bool {
        self.severity >= Severity::Error
    }
}

/// Apply the options that select which diagnostics are shown, as the
/// reference does: `--diag_suppress|remark|warning|error|once=N` change
/// discretionary remarks and warnings only (errors, even those with a
/// number, are never changed — checked on the reference with 20, 144, 546
/// and the CUDA cross-space error 20007); remarks are dropped unless
/// `--remarks`, warnings under `--no_warnings`. Overrides match the number
/// as displayed; the last one given for a number wins.
pub fn apply_options(diags: &mut Vec<Diagnostic>, opts: &crate::options::Options) {
    use crate::options::DiagAction;
    let mut seen_once: Vec<u32> = Vec::new();
    diags.retain_mut(|d| {
        if d.discretionary && d.severity < Severity::Error {
            let action = opts.diag_overrides.iter().rev().find(|(n, _)| *n == d.display_number).map(|(_, a)| *a);
            match action {
                Some(DiagAction::Suppress) => return false,
                Some(DiagAction::Remark) => d.severity = Severity::Remark,
                Some(DiagAction::Warning) => d.severity = Severity::Warning,
                Some(DiagAction::Error) => d.severity = Severity::Error,
                Some(DiagAction::Once) => {
                    if seen_once.contains(&d.display_number) {
                        return false;
                    }
                    seen_once.push(d.display_number);
                }
                None => {}
            }
        }
        match d.severity {
            Severity::Remark => opts.remarks,
            Severity::Warning => !opts.no_warnings,
            _ => true,
        }
    });
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

/// Render diagnostics as the reference prints them on stderr (error limit
/// 100). See [`render_limited`].
pub fn render(diags: &[Diagnostic], source_name: &str, display_numbers: bool) -> String {
    render_limited(diags, source_name, display_numbers, 100)
}

/// The severity word, lower case after a position (`k.cu(3): error: …`),
/// capitalized when the diagnostic has no position (`Command-line error: …`).
fn severity_word(s: Severity, capital: bool) -> &'static str {
    match (s, capital) {
        (Severity::Note, false) => "note",
        (Severity::Note, true) => "Note",
        (Severity::Remark, false) => "remark",
        (Severity::Remark, true) => "Remark",
        (Severity::Warning, false) => "warning",
        (Severity::Warning, true) => "Warning",
        (Severity::CommandLineWarning, false) => "command-line warning",
        (Severity::CommandLineWarning, true) => "Command-line warning",
        (Severity::Error | Severity::HardError, false) => "error",
        (Severity::Error | Severity::HardError, true) => "Error",
        (Severity::Catastrophic, false) => "catastrophic error",
        (Severity::Catastrophic, true) => "Catastrophic error",
        (Severity::CommandLineError, false) => "command-line error",
        (Severity::CommandLineError, true) => "Command-line error",
        (Severity::Internal, false) => "internal error",
        (Severity::Internal, true) => "Internal error",
    }
}

/// A message of the host compiler's preprocessor (`gcc -E`, which nvcc runs
/// before the front end): by the preprocessor's convention it has number 0,
/// no location, and GCC's complete text (`input.cu:1:10: fatal error: …`,
/// source excerpt, `compilation terminated.`) as its message.
pub fn is_host_compiler_message(d: &Diagnostic) -> bool {
    d.number == 0
        && d.location.is_none()
        && matches!(d.severity, Severity::Warning | Severity::Error | Severity::Catastrophic)
}

/// Catastrophic in the summary's sense (stops the compilation).
fn is_catastrophic(s: Severity) -> bool {
    matches!(s, Severity::Catastrophic | Severity::CommandLineError | Severity::Internal)
}

/// The reference's text after each warning the first time one is shown
/// with its number.
pub const WARNING_SUPPRESS_REMARK: &str =
    "The warnings can be suppressed with \"-diag-suppress <warning-number>\"";

/// Render diagnostics exactly as cudafe++ (host pass) and cicc (device
/// pass) print them on stderr. Each pass is a separate process in the
/// reference, so each pass's diagnostics are rendered as one group with its
/// own once-only remark and summary line.
///
/// Layout, as observed on the reference binaries:
/// ```text
/// k.cu(3): error: identifier "y" is undefined          <- no number on errors
///   <preprocessed line, tabs kept>
///   <spaces (tabs kept) up to the column>^
/// <blank>
/// k.cu(5): warning #1105-D: #warning directive: w1     <- remarks/warnings: #N, -D if discretionary
/// …
/// Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"
/// <blank>                                              <- once, after the first numbered warning
/// At end of source: error: expected a ";"              <- Location with column 0
/// Command-line error: invalid option: --x              <- no location: capitalized
/// 1 error and 1 catastrophic error detected in the compilation of "k.cu".
/// Compilation terminated.                              <- after catastrophic errors / error limit
/// ```
/// A message's further lines (after `\n`) are supplemental text, printed
/// indented by 12 spaces (`            variable "i" (declared at line 9)`).
/// After `error_limit` errors the reference prints `Error limit reached.` and
/// stops. An empty `source_name` gives `… detected in this compilation.`.
pub fn render_limited(diags: &[Diagnostic], source_name: &str, display_numbers: bool, error_limit: u32) -> String {
    render_styled(diags, source_name, display_numbers, error_limit, false)
}

/// [`render_limited`], optionally in `--brief_diagnostics` form: no caret
/// displays and no blank lines (supplemental lines and the summary stay).
pub fn render_styled(diags: &[Diagnostic], source_name: &str, display_numbers: bool, error_limit: u32, brief: bool) -> String {
    let mut out = String::new();
    let host: Vec<&Diagnostic> = diags.iter().filter(|d| d.pass == Pass::Host).collect();
    let device: Vec<&Diagnostic> = diags.iter().filter(|d| d.pass == Pass::Device).collect();
    for group in [host, device] {
        if !group.is_empty() {
            render_group(&mut out, &group, source_name, display_numbers, error_limit, brief);
        }
    }
    out
}

/// One diagnostic: its line(s) and caret display, without the blank line
/// that ends its group (a diagnostic and the notes after it).
fn render_one(out: &mut String, d: &Diagnostic, display_numbers: bool, brief: bool) {
    use core::fmt::Write;
    let mut lines = d.message.split('\n');
    let first = lines.next().unwrap_or("");
    let num = if display_numbers && matches!(d.severity, Severity::Note | Severity::Remark | Severity::Warning) {
        let mut s = String::new();
        let _ = write!(s, " #{}{}", d.display_number, if d.discretionary { "-D" } else { "" });
        s
    } else {
        String::new()
    };
    match &d.location {
        Some(loc) if loc.column == 0 => {
            let _ = write!(out, "At end of source: {}{}: {}\n", severity_word(d.severity, false), num, first);
        }
        Some(loc) => {
            let _ = write!(out, "{}({}): {}{}: {}\n", loc.file, loc.line, severity_word(d.severity, false), num, first);
        }
        None => {
            let _ = write!(out, "{}{}: {}\n", severity_word(d.severity, true), num, first);
        }
    }
    for more in lines {
        let _ = write!(out, "            {}\n", more);
    }
    if brief {
        return;
    }
    if let Some(loc) = &d.location {
        if loc.column != 0 && d.caret.unwrap_or(d.pass == Pass::Host) {
            let _ = write!(out, "  {}\n", loc.line_text);
            // One space (a tab stays a tab) per character before the column.
            let mut caret = String::from("  ");
            let target = loc.column as usize - 1;
            let mut byte = 0usize;
            for ch in loc.line_text.chars() {
                if byte >= target {
                    break;
                }
                caret.push(if ch == '\t' { '\t' } else { ' ' });
                byte += ch.len_utf8();
            }
            // A column past the end of the line (e.g. after the last token).
            while byte < target {
                caret.push(' ');
                byte += 1;
            }
            caret.push('^');
            let _ = write!(out, "{}\n", caret);
        }
    }
    for c in &d.context {
        let _ = write!(out, "          {}\n", c);
    }
}

fn plural(n: usize, what: &str) -> String {
    use core::fmt::Write;
    let mut s = String::new();
    let _ = write!(s, "{} {}{}", n, what, if n == 1 { "" } else { "s" });
    s
}

fn render_group(out: &mut String, diags: &[&Diagnostic], source_name: &str, display_numbers: bool, error_limit: u32, brief: bool) {
    use core::fmt::Write;
    let mut warned = false;
    let mut errors = 0usize;
    let mut catastrophic = 0usize;
    let mut internal = false;
    let mut limit_reached = false;
    let blank = if brief { "" } else { "\n" };
    let mut group_warned = false;
    for (i, d) in diags.iter().enumerate() {
        if is_host_compiler_message(d) {
            // The host compiler's preprocessor speaks for itself, verbatim;
            // its messages are not counted in the front end's summary. A
            // failed preprocessing ends the compilation there.
            out.push_str(&d.message);
            out.push('\n');
            if d.severity >= Severity::Error {
                return;
            }
            continue;
        }
        render_one(out, d, display_numbers, brief);
        // Notes belong to the diagnostic before them (`At end of source:
        // error: expected a "}"` + `note #3196-D: to match this "{"`): one
        // blank line ends the whole group.
        if d.severity == Severity::Warning {
            group_warned = true;
        }
        let next_is_note = diags.get(i + 1).map(|n| n.severity == Severity::Note).unwrap_or(false);
        if !next_is_note {
            out.push_str(blank);
            if group_warned && display_numbers && !warned {
                warned = true;
                let _ = write!(out, "Remark: {}\n{}", WARNING_SUPPRESS_REMARK, blank);
            }
            group_warned = false;
        }
        if is_catastrophic(d.severity) {
            catastrophic += 1;
            internal |= d.severity == Severity::Internal;
            break;
        }
        if d.is_error() {
            errors += 1;
            if error_limit > 0 && errors >= error_limit as usize {
                limit_reached = true;
                out.push_str("Error limit reached.\n");
                break;
            }
        }
    }
    let mut parts: Vec<String> = Vec::new();
    if errors > 0 {
        parts.push(plural(errors, "error"));
    }
    if catastrophic > 0 {
        parts.push(plural(catastrophic, "catastrophic error"));
    }
    if !parts.is_empty() {
        let joined = parts.join(" and ");
        if source_name.is_empty() {
            let _ = write!(out, "{} detected in this compilation.\n", joined);
        } else {
            let _ = write!(out, "{} detected in the compilation of \"{}\".\n", joined, source_name);
        }
    }
    if internal {
        out.push_str("Compilation aborted.\n");
    } else if catastrophic > 0 || limit_reached {
        out.push_str("Compilation terminated.\n");
    }
}

/// The exit status the reference gives for these diagnostics: cudafe++
/// (host pass) exits 0, 2 with errors, 4 with a catastrophic error or when
/// the error limit was reached; cicc (device pass) exits 1 on any error.
pub fn exit_status(diags: &[Diagnostic], error_limit: u32) -> i32 {
    // A failed `gcc -E`: nvcc stops with the preprocessor's status.
    if diags.iter().any(|d| is_host_compiler_message(d) && d.severity >= Severity::Error) {
        return 1;
    }
    let host_errors = diags.iter().filter(|d| d.pass == Pass::Host && d.is_error()).count();
    let host_fatal = diags.iter().any(|d| d.pass == Pass::Host && is_catastrophic(d.severity));
    if host_fatal || (error_limit > 0 && host_errors >= error_limit as usize) {
        return 4;
    }
    if host_errors > 0 {
        return 2;
    }
    if diags.iter().any(|d| d.pass == Pass::Device && d.is_error()) {
        return 1;
    }
    0
}

// ---------------------------------------------------------------- SARIF

const SARIF_HEAD: &str = concat!(
    "{\"version\":\"2.1.0\",\"$schema\":\"https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json\",",
    "\"runs\":[{\"tool\":{\"driver\":{\"name\":\"EDG CPFE\",\"version\":\"6.6\",\"organization\":\"Edison Design Group\",",
    "\"fullName\":\"Edison Design Group C/C++ Front End - 6.6\",\"informationUri\":\"https://edg.com/c\"}},",
    "\"columnKind\":\"unicodeCodePoints\",\"results\":["
);

/// The internal number of the `Remark: The warnings can be suppressed …`
/// message (its SARIF `ruleId` is `EC3709`).
const WARNING_SUPPRESS_REMARK_NUMBER: u32 = 3709;

fn json_escape(out: &mut String, s: &str) {
    use core::fmt::Write;
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
}

/// The 1-based character column of a 1-based byte column in `line`
/// (SARIF's `unicodeCodePoints`).
fn char_column(line: &str, byte_col: u32) -> u32 {
    let target = byte_col as usize - 1;
    let mut chars = 0u32;
    let mut byte = 0usize;
    for ch in line.chars() {
        if byte >= target {
            return chars + 1;
        }
        byte += ch.len_utf8();
        chars += 1;
    }
    // Past the end: count the remaining bytes as characters.
    chars + 1 + (target.saturating_sub(byte)) as u32
}

fn sarif_level(s: Severity) -> &'static str {
    match s {
        Severity::Note | Severity::Remark => "remark",
        Severity::Warning | Severity::CommandLineWarning => "warning",
        Severity::Error | Severity::HardError => "error",
        Severity::Catastrophic | Severity::CommandLineError => "catastrophe",
        Severity::Internal => "internal_error",
    }
}

/// Render diagnostics as `--output_mode sarif` prints them (one line on
/// stderr). Reproduces the reference's quirks: a `,` precedes a result only
/// when more than one error (or worse) has been counted so far, this one
/// included (`error warning` has none, `error error warning` two); only a message's first line is kept; the once-only "warnings can be
/// suppressed" remark is a result of its own (`EC3709`, no location);
/// `Error limit reached.` is written raw into the JSON. File URIs are
/// `file://` + the logical file name made absolute against `cwd`.
pub fn render_sarif(diags: &[Diagnostic], cwd: &str, display_numbers: bool, error_limit: u32) -> String {
    let mut out = String::new();
    // The host compiler's preprocessor runs first and prints plain text.
    for d in diags.iter().filter(|d| is_host_compiler_message(d)) {
        out.push_str(&d.message);
        out.push('\n');
        if d.severity >= Severity::Error {
            return out;
        }
    }
    let host: Vec<&Diagnostic> =
        diags.iter().filter(|d| d.pass == Pass::Host && !is_host_compiler_message(d)).collect();
    let device: Vec<&Diagnostic> =
        diags.iter().filter(|d| d.pass == Pass::Device && !is_host_compiler_message(d)).collect();
    let mut groups = 0;
    for group in [host, device] {
        if !group.is_empty() || groups == 0 {
            sarif_group(&mut out, &group, cwd, display_numbers, error_limit);
            groups += 1;
        }
    }
    out
}

/// `"physicalLocation":{…}` for a location (file made absolute against `cwd`).
fn sarif_physical_location(out: &mut String, loc: &Location, cwd: &str) {
    use core::fmt::Write;
    let mut path = String::new();
    if !loc.file.starts_with('/') {
        path.push_str(cwd);
        if !cwd.ends_with('/') {
            path.push('/');
        }
    }
    path.push_str(&loc.file);
    out.push_str("\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"file://");
    json_escape(out, &path);
    if loc.column == 0 {
        let _ = write!(out, "\"}},\"region\":{{\"startLine\":{}}}}}", loc.line);
    } else {
        let col = char_column(&loc.line_text, loc.column);
        let _ = write!(out, "\"}},\"region\":{{\"startLine\":{},\"startColumn\":{}}}}}", loc.line, col);
    }
}

fn sarif_group(out: &mut String, diags: &[&Diagnostic], cwd: &str, display_numbers: bool, error_limit: u32) {
    use core::fmt::Write;
    out.push_str(SARIF_HEAD);
    let mut errors = 0usize;
    let mut warned = false;
    for (i, d) in diags.iter().enumerate() {
        if d.severity == Severity::Note {
            // Written as `relatedLocations` of the result before it.
            continue;
        }
        if d.is_error() {
            errors += 1;
        }
        if errors > 1 {
            out.push(',');
        }
        let _ = write!(out, "{{\"ruleId\":\"EC{}\",\"level\":\"{}\",\"message\":{{\"text\":\"", d.number, sarif_level(d.severity));
        json_escape(out, d.message.split('\n').next().unwrap_or(""));
        out.push_str("\"}");
        if let Some(loc) = &d.location {
            out.push_str(",\"locations\":[{");
            sarif_physical_location(out, loc, cwd);
            out.push_str("}]");
        }
        let notes: Vec<&&Diagnostic> =
            diags[i + 1..].iter().take_while(|n| n.severity == Severity::Note).filter(|n| n.location.is_some()).collect();
        if !notes.is_empty() {
            out.push_str(",\"relatedLocations\":[");
            for (k, n) in notes.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                out.push_str("{\"message\":{\"text\":\"");
                json_escape(out, n.message.split('\n').next().unwrap_or(""));
                out.push_str("\"},");
                if let Some(loc) = &n.location {
                    sarif_physical_location(out, loc, cwd);
                }
                out.push('}');
            }
            out.push(']');
        }
        out.push('}');
        if d.severity == Severity::Warning && display_numbers && !warned {
            warned = true;
            if errors > 1 {
                out.push(',');
            }
            let _ = write!(out, "{{\"ruleId\":\"EC{}\",\"level\":\"remark\",\"message\":{{\"text\":\"", WARNING_SUPPRESS_REMARK_NUMBER);
            json_escape(out, WARNING_SUPPRESS_REMARK);
            out.push_str("\"}}");
        }
        if is_catastrophic(d.severity) {
            break;
        }
        if d.is_error() && error_limit > 0 && errors >= error_limit as usize {
            out.push_str("Error limit reached.\n");
            break;
        }
    }
    out.push_str("]}]}\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;
    use Severity::*;

    #[allow(non_snake_case)]
    fn D(severity: Severity, number: u32, line: u32, column: u32, line_text: &str, message: &str) -> Diagnostic {
        Diagnostic::new(severity, number, message.to_string(), None).at(line, column, line_text)
    }

    trait At {
        fn at(self, line: u32, column: u32, line_text: &str) -> Self;
    }
    impl At for Diagnostic {
        fn at(mut self, line: u32, column: u32, line_text: &str) -> Self {
            if line > 0 {
                self.location = Some(Location { file: String::new(), line, column, line_text: line_text.to_string() });
            }
            self
        }
    }

    /// The reference's diagnostics on the inputs in `core/tests/diag/` (taken
    /// from its SARIF output; the file name is filled in per case).
    fn cases() -> Vec<(&'static str, Vec<Diagnostic>)> {
        let raw: Vec<(&str, Vec<Diagnostic>)> = [
            ("a_much_longer_name", alloc::vec![D(Error, 546, 1, 13, "void f9() { goto L; int i = 1; L: ; }", "transfer of control bypasses initialization of:\nvariable \"i\" (declared at line 1)"), D(Warning, 549, 2, 21, "void f10() { int v; v++; }", "variable \"v\" is used before its value is set")]),
            ("e2", alloc::vec![D(Error, 20, 1, 9, "int a = x;", "identifier \"x\" is undefined"), D(Error, 20, 2, 9, "int b = y;", "identifier \"y\" is undefined")]),
            ("inc2", alloc::vec![D(Error, 20, 2, 9, "int b = x;", "identifier \"x\" is undefined"), D(Catastrophic, 1696, 3, 20, "#include \"nofile.h\"", "cannot open source file \"nofile.h\"")]),
            ("many", alloc::vec![D(Warning, 117, 1, 18, "int f1() { return; }", "non-void function \"f1\" should return a value"), D(Error, 144, 2, 29, "int f2(int *p) { float *q = p; return 0; }", "a value of type \"int *\" cannot be used to initialize an entity of type \"float *\""), D(Error, 137, 3, 23, "void f3() { int a[2]; a = 0; }", "expression must be a modifiable lvalue"), D(Error, 135, 4, 39, "struct S { int m; }; void f4(S s) { s.nope = 1; }", "class \"S\" has no member \"nope\""), D(Error, 20, 5, 13, "void f5() { undeclared_fn(); }", "identifier \"undeclared_fn\" is undefined"), D(Error, 144, 6, 26, "int f6(int x) { int x2 = \"str\"; return x; }", "a value of type \"const char *\" cannot be used to initialize an entity of type \"int\""), D(Error, 137, 7, 30, "void f7() { const int c = 1; c = 2; }", "expression must be a modifiable lvalue"), D(Error, 311, 8, 16, "int f8(); long f8();", "cannot overload functions distinguished by return type alone"), D(Error, 546, 9, 13, "void f9() { goto L; int i = 1; L: ; }", "transfer of control bypasses initialization of:\nvariable \"i\" (declared at line 9)"), D(Warning, 549, 10, 21, "void f10() { int v; v++; }", "variable \"v\" is used before its value is set"), D(Warning, 940, 11, 13, "int f11() { }", "missing return statement at end of non-void function \"f11\""), D(Error, 3505, 12, 16, "__attribute__((global)) int kbad() { return 0; }", "a __global__ function must have a void return type")]),
            ("w", alloc::vec![D(Warning, 1105, 6, 2, "#warning w1", "#warning directive: w1")]),
            ("we", alloc::vec![D(Error, 20, 3, 9, "\treturn y;", "identifier \"y\" is undefined"), D(Warning, 1105, 5, 2, "#warning w1", "#warning directive: w1")]),
            ("wewe", alloc::vec![D(Warning, 1105, 1, 2, "#warning w1", "#warning directive: w1"), D(Error, 20, 2, 9, "int a = x;", "identifier \"x\" is undefined"), D(Warning, 1105, 3, 2, "#warning w2", "#warning directive: w2"), D(Error, 20, 4, 9, "int b = y;", "identifier \"y\" is undefined")]),
            ("xs", alloc::vec![D(Error, 3464, 2, 23, "int h(int x) { return d(x); }", "calling a __device__ function(\"d(int)\") from a __host__ function(\"h\") is not allowed"), D(Error, 65, 3, 0, "int y = 1", "expected a \";\"")]),
        ]
        .into_iter()
        .collect();
        raw.into_iter()
            .map(|(name, mut v)| {
                for d in &mut v {
                    if let Some(l) = &mut d.location {
                        l.file = format!("{}.ii", name);
                    }
                }
                (name, v)
            })
            .collect()
    }

    fn expected(name: &str) -> &'static str {
        match name {
            "a_much_longer_name" => include_str!("../tests/diag/a_much_longer_name.txt"),
            "e2" => include_str!("../tests/diag/e2.txt"),
            "inc2" => include_str!("../tests/diag/inc2.txt"),
            "many" => include_str!("../tests/diag/many.txt"),
            "w" => include_str!("../tests/diag/w.txt"),
            "we" => include_str!("../tests/diag/we.txt"),
            "wewe" => include_str!("../tests/diag/wewe.txt"),
            "xs" => include_str!("../tests/diag/xs.txt"),
            _ => "",
        }
    }

    fn expected_sarif(name: &str) -> &'static str {
        match name {
            "a_much_longer_name" => include_str!("../tests/diag/a_much_longer_name.sarif"),
            "e2" => include_str!("../tests/diag/e2.sarif"),
            "inc2" => include_str!("../tests/diag/inc2.sarif"),
            "many" => include_str!("../tests/diag/many.sarif"),
            "w" => include_str!("../tests/diag/w.sarif"),
            "we" => include_str!("../tests/diag/we.sarif"),
            "wewe" => include_str!("../tests/diag/wewe.sarif"),
            "xs" => include_str!("../tests/diag/xs.sarif"),
            _ => "",
        }
    }

    #[test]
    fn text_matches_reference() {
        for (name, diags) in cases() {
            assert_eq!(render(&diags, "k.cu", true), expected(name), "case {}", name);
        }
    }

    #[test]
    fn sarif_matches_reference() {
        for (name, diags) in cases() {
            assert_eq!(render_sarif(&diags, "/tmp/cliexp/d", true, 100), expected_sarif(name), "case {}", name);
        }
    }

    #[test]
    fn limits_and_variants() {
        let all = cases();
        let many = &all.iter().find(|c| c.0 == "many").unwrap().1;
        assert_eq!(render_limited(many, "k.cu", true, 3), include_str!("../tests/diag/many.limit3.txt"));
        let e2 = &all.iter().find(|c| c.0 == "e2").unwrap().1;
        assert_eq!(render_sarif(e2, "/tmp/cliexp/d", true, 1), include_str!("../tests/diag/e2.limit1.sarif"));
        let w = &all.iter().find(|c| c.0 == "w").unwrap().1;
        assert_eq!(render(w, "k.cu", false), include_str!("../tests/diag/w.nonum.txt"));
        assert_eq!(exit_status(many, 100), 2);
        assert_eq!(exit_status(many, 3), 4);
        let inc2 = &all.iter().find(|c| c.0 == "inc2").unwrap().1;
        assert_eq!(exit_status(inc2, 100), 4);
        assert_eq!(exit_status(w, 100), 0);
    }

    /// `long.ii` on the reference: no truncation of long lines; a UTF-8
    /// line's caret and SARIF column count characters; tabs stay tabs.
    #[test]
    fn long_utf8_and_tab_lines() {
        let long = format!("int a = 1;{}int b = zz;", " ".repeat(280));
        let utf = "const char *s = \"h\u{e9}llo w\u{f6}rld\"; int c = qq;";
        let tab = "int\td\t=\tyy;";
        let mut v = alloc::vec![
            D(Error, 20, 1, 299, &long, "identifier \"zz\" is undefined"),
            // Byte column 42 is character column 40.
            D(Error, 20, 2, 42, utf, "identifier \"qq\" is undefined"),
            D(Error, 20, 3, 9, tab, "identifier \"yy\" is undefined"),
        ];
        for d in &mut v {
            d.location.as_mut().unwrap().file = String::from("long.ii");
        }
        let want = format!(
            "long.ii(1): error: identifier \"zz\" is undefined\n  {}\n  {}^\n\n\
             long.ii(2): error: identifier \"qq\" is undefined\n  {}\n  {}^\n\n\
             long.ii(3): error: identifier \"yy\" is undefined\n  {}\n     \t \t \t^\n\n\
             3 errors detected in the compilation of \"long.ii\".\n",
            long,
            " ".repeat(298),
            utf,
            " ".repeat(39),
            tab
        );
        assert_eq!(render(&v, "long.ii", true), want);
        let sarif = render_sarif(&v, "/d", true, 100);
        assert!(sarif.contains("\"startLine\":1,\"startColumn\":299"));
        assert!(sarif.contains("\"startLine\":2,\"startColumn\":40"));
        assert!(sarif.contains("\"startLine\":3,\"startColumn\":9"));
    }

    fn named(file: &str, mut v: Vec<Diagnostic>) -> Vec<Diagnostic> {
        for d in &mut v {
            if let Some(l) = &mut d.location {
                l.file = file.to_string();
            }
        }
        v
    }

    /// Notes follow their diagnostic inside one group (one blank line after
    /// the group); in SARIF they are the result's `relatedLocations`.
    #[test]
    fn notes() {
        let ub = named(
            "ub.ii",
            alloc::vec![
                D(Error, 67, 2, 0, "  int x = 1;", "expected a \"}\""),
                D(Note, 3196, 1, 10, "void f() {", "to match this \"{\""),
            ],
        );
        assert_eq!(render(&ub, "k.cu", true), include_str!("../tests/diag/ub.txt"));
        assert_eq!(render_sarif(&ub, "/tmp/cliexp/d", true, 100), include_str!("../tests/diag/ub.sarif"));
        let nt = named(
            "nt.ii",
            alloc::vec![
                D(Error, 1776, 2, 12, "void g() { f(); }", "function \"f()\" (declared at line 1) cannot be referenced -- it is a deleted function"),
                D(Error, 291, 4, 3, "S s;", "no default constructor exists for class \"S\""),
                D(
                    Error,
                    308,
                    7,
                    9,
                    "int q = h(1L);",
                    "more than one instance of overloaded function \"h\" matches the argument list:\n\
                     function \"h(int)\" (declared at line 5)\nfunction \"h(double)\" (declared at line 6)\nargument types are: (long)"
                ),
                D(Error, 67, 9, 0, "}", "expected a \"}\""),
                D(Note, 3196, 8, 10, "void u() { {", "to match this \"{\""),
            ],
        );
        assert_eq!(render(&nt, "k.cu", true), include_str!("../tests/diag/nt.txt"));
        assert_eq!(render_sarif(&nt, "/tmp/cliexp/d", true, 100), include_str!("../tests/diag/nt.sarif"));
        let wn = named(
            "wn.ii",
            alloc::vec![
                D(Warning, 1105, 1, 2, "#warning w", "#warning directive: w"),
                D(Error, 67, 2, 0, "void f() {", "expected a \"}\""),
                D(Note, 3196, 2, 10, "void f() {", "to match this \"{\""),
            ],
        );
        assert_eq!(render(&wn, "k.cu", true), include_str!("../tests/diag/wn.txt"));
    }

    /// GCC's preprocessor messages (number 0, no location) print verbatim
    /// and are not counted (conformance cases err_unterminated,
    /// err_include_missing).
    #[test]
    fn host_compiler_messages() {
        let w1 = Diagnostic::new(
            Warning,
            0,
            "input.cu:5:21: warning: missing terminating \" character\n    5 |     const char *s = \"never closed;\n      |                     ^".to_string(),
            None,
        );
        let mut e = D(Error, 8, 5, 21, "    const char *s = \"never closed;", "missing closing quote");
        e.location.as_mut().unwrap().file = "input.cu".to_string();
        let t = render(&[w1.clone(), e.clone()], "input.cu", true);
        assert_eq!(
            t,
            "input.cu:5:21: warning: missing terminating \" character\n    5 |     const char *s = \"never closed;\n      |                     ^\n\
             input.cu(5): error: missing closing quote\n      const char *s = \"never closed;\n                      ^\n\n\
             1 error detected in the compilation of \"input.cu\".\n"
        );
        let fatal = Diagnostic::new(
            Catastrophic,
            0,
            "input.cu:1:10: fatal error: does_not_exist.h: No such file or directory\n    1 | #include <does_not_exist.h>\n      |          ^~~~~~~~~~~~~~~~~~\ncompilation terminated.".to_string(),
            None,
        );
        assert_eq!(
            render(&[fatal.clone()], "input.cu", true),
            "input.cu:1:10: fatal error: does_not_exist.h: No such file or directory\n    1 | #include <does_not_exist.h>\n      |          ^~~~~~~~~~~~~~~~~~\ncompilation terminated.\n"
        );
        assert_eq!(exit_status(&[fatal], 100), 1);
        assert_eq!(exit_status(&[w1, e], 100), 2);
    }

    /// `--brief_diagnostics` (reference output on many.ii).
    #[test]
    fn brief() {
        let all = cases();
        let many = &all.iter().find(|c| c.0 == "many").unwrap().1;
        assert_eq!(render_styled(many, "k.cu", true, 100, true), include_str!("../tests/diag/many.brief.txt"));
    }

    /// cicc's call-graph errors print without a caret; its parse errors
    /// with one (`caret: Some(true)`).
    #[test]
    fn device_carets() {
        let mut d = D(Error, 3463, 3, 10, "  return h(x);", "calling a __host__ function(\"h(int)\") from a __device__ function(\"d\") is not allowed");
        d.pass = Pass::Device;
        d.location.as_mut().unwrap().file = "hd.cu".to_string();
        let t = render(&[d.clone()], "hd.cu", true);
        assert!(t.starts_with("hd.cu(3): error: calling a __host__ function(\"h(int)\") from a __device__ function(\"d\") is not allowed\n\n"));
        d.caret = Some(true);
        assert!(render(&[d], "hd.cu", true).contains("\n    return h(x);\n           ^\n\n"));
    }

    #[test]
    fn overrides() {
        use crate::options::parse_command_line;
        let base = || {
            alloc::vec![
                D(Error, 144, 1, 29, "x", "a value of type"),
                D(Remark, 177, 1, 25, "x", "variable \"q\" was declared but never referenced"),
                D(Warning, 549, 2, 21, "x", "variable \"v\" is used before its value is set"),
                D(Warning, 1105, 3, 2, "#warning x", "#warning directive: x"),
                D(Warning, 1105, 4, 2, "#warning y", "#warning directive: y"),
            ]
        };
        let run = |flags: &str| {
            let mut args: Vec<String> = flags.split_whitespace().map(String::from).collect();
            args.push(String::from("ov.ii"));
            let (o, _) = parse_command_line(&args).unwrap();
            let mut v = base();
            apply_options(&mut v, &o);
            v.iter().map(|d| (d.number, d.severity)).collect::<Vec<_>>()
        };
        assert_eq!(run(""), alloc::vec![(144, Error), (549, Warning), (1105, Warning), (1105, Warning)]);
        assert_eq!(run("-r"), alloc::vec![(144, Error), (177, Remark), (549, Warning), (1105, Warning), (1105, Warning)]);
        assert_eq!(run("--diag_suppress=144,549"), alloc::vec![(144, Error), (1105, Warning), (1105, Warning)]);
        assert_eq!(run("--diag_once=1105"), alloc::vec![(144, Error), (549, Warning), (1105, Warning)]);
        assert_eq!(run("--diag_error=1105"), alloc::vec![(144, Error), (549, Warning), (1105, Error), (1105, Error)]);
        assert_eq!(run("--diag_remark=1105"), alloc::vec![(144, Error), (549, Warning)]);
        assert_eq!(run("-w"), alloc::vec![(144, Error)]);
    }

    #[test]
    fn command_line_errors() {
        let d = Diagnostic::new(CommandLineError, 0, String::from("invalid option: --bogus"), None);
        assert_eq!(
            render(&[d.clone()], "", true),
            "Command-line error: invalid option: --bogus\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n"
        );
        let c = Diagnostic::new(Catastrophic, 1696, String::from("cannot open source file \"nonexist.ii\""), None);
        assert_eq!(
            render(&[c.clone()], "k.cu", true),
            "Catastrophic error: cannot open source file \"nonexist.ii\"\n\n1 catastrophic error detected in the compilation of \"k.cu\".\nCompilation terminated.\n"
        );
        assert!(render_sarif(&[c], "/x", true, 100).ends_with(
            "\"results\":[{\"ruleId\":\"EC1696\",\"level\":\"catastrophe\",\"message\":{\"text\":\"cannot open source file \\\"nonexist.ii\\\"\"}}]}]}\n"
        ));
        assert!(render_sarif(&[], "/x", true, 100).ends_with("\"results\":[]}]}\n"));
    }

    #[test]
    fn device_pass_gets_its_own_summary() {
        let mut h = D(Warning, 1105, 1, 2, "#warning a", "#warning directive: a");
        h.location.as_mut().unwrap().file = String::from("k.cu");
        let mut dv = D(Error, 20, 2, 9, "int b = y;", "identifier \"y\" is undefined");
        dv.location.as_mut().unwrap().file = String::from("k.cu");
        dv.pass = Pass::Device;
        let mut dw = h.clone();
        dw.pass = Pass::Device;
        let t = render(&[h, dw, dv], "k.cu", true);
        assert_eq!(t.matches("Remark: The warnings").count(), 2);
        assert!(t.ends_with("1 error detected in the compilation of \"k.cu\".\n"));
    }
}
