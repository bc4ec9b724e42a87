//! GCC-style diagnostic text. nvcc shows the host compiler's preprocessor
//! messages as they are, so these are rendered the way GCC 12 prints them:
//! `file:line:col: error: message`, the source line with a margin, and a
//! caret line with `~` under the rest of the token.

use super::token::*;
use super::Pp;
use crate::diag::{Diagnostic, Severity};
use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;

/// Render one GCC diagnostic (without trailing newline). `col == 0`: no
/// column (and an empty caret line).
pub fn render(file: &str, line: u32, col: u32, len: u32, kind: &str, msg: &str, raw: Option<&[u8]>, suffix: &str) -> String {
    let mut s = String::new();
    if col > 0 {
        s.push_str(&alloc::format!("{}:{}:{}: {}: {}{}", file, line, col, kind, msg, suffix));
    } else {
        s.push_str(&alloc::format!("{}:{}: {}: {}{}", file, line, kind, msg, suffix));
    }
    if let Some(raw) = raw {
        if line > 0 {
            if let Some(text) = raw.split(|&c| c == b'\n').nth((line - 1) as usize) {
                let text = text.strip_suffix(b"\r").unwrap_or(text);
                // Tabs are shown expanded to 8 columns.
                let mut shown = String::new();
                let mut caret_col = 0usize;
                let mut dcol = 0usize;
                for (i, ch) in String::from_utf8_lossy(text).chars().enumerate() {
                    if i + 1 == col as usize {
                        caret_col = dcol;
                    }
                    if ch == '\t' {
                        let n = 8 - dcol % 8;
                        for _ in 0..n {
                            shown.push(' ');
                        }
                        dcol += n;
                    } else {
                        shown.push(ch);
                        dcol += 1;
                    }
                }
                if col as usize > text.len() {
                    caret_col = dcol + (col as usize - text.len() - 1);
                }
                let digits = super::output::itoa(line as u64).len();
                let width = if digits > 4 { digits } else { 4 };
                s.push('\n');
                s.push_str(&alloc::format!(" {:>w$} | {}", line, shown, w = width));
                s.push('\n');
                s.push_str(&alloc::format!(" {:>w$} | ", "", w = width));
                if col > 0 {
                    for _ in 0..caret_col {
                        s.push(' ');
                    }
                    s.push('^');
                    for _ in 1..len.max(1) {
                        s.push('~');
                    }
                }
            }
        }
    }
    s
}

impl<'a> Pp<'a> {
    pub fn push_gcc_diag(&mut self, sev: Severity, text: String) {
        let mut d = Diagnostic::new(sev, 0, text, None);
        d.discretionary = false;
        self.diags.push(d);
    }

    pub fn append_to_last_diag(&mut self, text: String) {
        if let Some(d) = self.diags.last_mut() {
            d.message.push('\n');
            d.message.push_str(&text);
        }
    }

    pub fn raw_of_name(&self, name: &str) -> Option<Rc<[u8]>> {
        // The current buffer's file first (usual case), then by path.
        if let Some(b) = self.bufs.iter().rev().find(|b| !b.quiet || b.file != u32::MAX) {
            if &*b.name == name {
                if let Some(f) = self.files.get(b.file as usize) {
                    return Some(f.raw.clone());
                }
            }
        }
        self.files.iter().find(|f| f.path == name).map(|f| f.raw.clone())
    }

    fn diag_at(&mut self, sev: Severity, kind: &str, line: u32, col: u32, len: u32, msg: &str, suffix: &str) {
        if self.diags_suppress {
            return;
        }
        let name = self.cur_name();
        let pl = self.presumed(line);
        // Source text of the real file of the current buffer.
        let raw = self
            .bufs
            .iter()
            .rev()
            .find(|b| b.file != u32::MAX)
            .and_then(|b| self.files.get(b.file as usize))
            .map(|f| f.raw.clone());
        let quiet = self.bufs.iter().rev().find(|b| b.file != u32::MAX).map(|b| b.quiet).unwrap_or(false);
        let mut text = if quiet {
            alloc::format!("{}: {}: {}{}", name, kind, msg, suffix)
        } else {
            render(&name, pl, col, len, kind, msg, raw.as_deref(), suffix)
        };
        if let Some(h) = self.include_header() {
            text = alloc::format!("{}\n{}", h, text);
        }
        self.push_gcc_diag(sev, text);
    }

    /// GCC's "In file included from ..." lines, shown when the diagnostic
    /// is in a header and the line map changed since the last diagnostic.
    fn include_header(&mut self) -> Option<String> {
        let real: Vec<&super::Buffer> = self.bufs.iter().filter(|b| !b.quiet && b.file != u32::MAX).collect();
        if real.is_empty() {
            return None;
        }
        let top = real.len() - 1;
        if self.scan_is_main && top == 0 {
            self.last_diag_map = self.map_gen;
            return None;
        }
        if self.last_diag_map == self.map_gen {
            return None;
        }
        let mut parts: Vec<String> = Vec::new();
        let mut i = top;
        loop {
            if i == 0 {
                parts.push(String::from("<command-line>"));
                break;
            }
            parts.push(alloc::format!("{}:{}", real[i - 1].name, real[i].inc_line));
            i -= 1;
            if i == 0 {
                break;
            }
        }
        self.last_diag_map = self.map_gen;
        let mut h = String::from("In file included from ");
        for (k, p) in parts.iter().enumerate() {
            if k > 0 {
                h.push_str(",\n                 from ");
            }
            h.push_str(p);
        }
        h.push(':');
        Some(h)
    }

    pub fn error_at(&mut self, line: u32, col: u32, len: u32, msg: &str) {
        self.diag_at(Severity::Error, "error", line, col, len, msg, "");
    }

    pub fn warning_at(&mut self, line: u32, col: u32, len: u32, msg: &str, suffix: &str) {
        self.diag_at(Severity::Warning, "warning", line, col, len, msg, suffix);
    }

    pub fn error_tok(&mut self, t: &Tok, msg: &str) {
        let len = if t.kind == K::Eof { 0 } else { t.len };
        self.diag_at(Severity::Error, "error", t.line, t.col, len, msg, "");
    }

    pub fn warning_tok(&mut self, t: &Tok, msg: &str, suffix: &str) {
        let len = if t.kind == K::Eof { 0 } else { t.len };
        self.diag_at(Severity::Warning, "warning", t.line, t.col, len, msg, suffix);
    }

    pub fn pedwarn_tok(&mut self, t: &Tok, msg: &str) {
        self.warning_tok(t, msg, "");
    }

    pub fn diag_fatal_at(&mut self, line: u32, col: u32, msg: &str) {
        self.diag_at(Severity::Catastrophic, "fatal error", line, col, 1, msg, "");
        if let Some(d) = self.diags.last_mut() {
            d.message.push_str("\ncompilation terminated.");
        }
        self.fatal = true;
    }

    /// A fatal error: GCC stops at once.
    pub fn fatal_tok(&mut self, t: &Tok, msg: &str) {
        let len = t.len;
        self.diag_at(Severity::Catastrophic, "fatal error", t.line, t.col, len, msg, "");
        if let Some(d) = self.diags.last_mut() {
            d.message.push_str("\ncompilation terminated.");
        }
        self.fatal = true;
    }
}

const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];

/// `__DATE__`, `__TIME__`, `__TIMESTAMP__` for seconds since the epoch (UTC).
pub fn date_text(epoch: u64, kind: u8) -> String {
    let days = (epoch / 86400) as i64;
    let secs = epoch % 86400;
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    // Civil date from days (Howard Hinnant's algorithm).
    let z = days + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let mo = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if mo <= 2 { y + 1 } else { y };
    let mon = MONTHS[((mo - 1) as usize) % 12];
    match kind {
        super::macros::BT_DATE => alloc::format!("\"{} {:>2} {}\"", mon, d, y),
        super::macros::BT_TIME => alloc::format!("\"{:02}:{:02}:{:02}\"", h, m, s),
        _ => {
            let wd = DAYS[(days.rem_euclid(7)) as usize];
            alloc::format!("\"{} {} {:>2} {:02}:{:02}:{:02} {}\"", wd, mon, d, h, m, s, y)
        }
    }
}

#[allow(dead_code)]
fn _unused(_v: Vec<u8>) {}
