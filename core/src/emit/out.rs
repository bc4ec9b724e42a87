//! The output buffer shared by all emitters, with EDG's line-marker
//! tracking: a marker is written only when the logical line changes, and
//! the file name is repeated only when the file changes or has become
//! unknown (after `#if 0`/`#endif` blocks and injected `#include`s).

use crate::source::{FileId, Pos, SourceMap};
use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;

/// How line markers are spelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MarkerStyle {
    /// `# 42 "f.cu"` (GCC and Clang hosts, cicc).
    Gnu,
    /// `#line 42 "f.cu"` (MSVC hosts).
    Line,
}

pub(crate) struct Out<'s> {
    pub s: String,
    file: Option<FileId>,
    line: Option<u32>,
    /// The input line marker in force at the last marked position: EDG
    /// repeats the file name whenever a position comes from a different
    /// line-marker span of the input than the previous one (after an
    /// `#include` returned, or after GCC's `# 79 "f.h"` gap markers).
    span: Option<usize>,
    pub style: MarkerStyle,
    sm: &'s SourceMap,
    /// Shared: fragment printers copy the buffer settings often.
    system_files: alloc::rc::Rc<BTreeSet<FileId>>,
    /// Always write the file name (cicc's device code does).
    pub always_file: bool,
    /// EDG believes the current line is unfinished (after some generated
    /// pragma lines): the next marker starts with a newline regardless.
    pending_nl: bool,
}

impl<'s> Out<'s> {
    pub fn new(sm: &'s SourceMap, style: MarkerStyle) -> Self {
        let system_files = alloc::rc::Rc::new(sm.marks.iter().filter(|m| m.flags.system).map(|m| m.file).collect());
        Out { s: String::new(), file: None, line: None, span: None, style, sm, system_files, always_file: false, pending_nl: false }
    }

    /// What `new` would make for the same source map and style, without
    /// walking the source map again.
    pub fn fresh(&self) -> Self {
        Out {
            s: String::new(),
            file: None,
            line: None,
            span: None,
            style: self.style,
            sm: self.sm,
            system_files: self.system_files.clone(),
            always_file: false,
            pending_nl: false,
        }
    }

    /// An empty buffer with this one's settings, for printing a fragment
    /// to a string (no markers are written into fragments).
    pub fn scratch(&self) -> Self {
        Out {
            s: String::new(),
            file: self.file,
            line: self.line,
            span: self.span,
            style: self.style,
            sm: self.sm,
            system_files: self.system_files.clone(),
            always_file: self.always_file,
            pending_nl: false,
        }
    }

    pub fn push(&mut self, t: &str) {
        if !t.is_empty() {
            self.pending_nl = false;
        }
        self.s.push_str(t);
    }

    pub fn pending_newline(&mut self) {
        self.pending_nl = true;
    }

    pub fn at_bol(&self) -> bool {
        self.s.is_empty() || self.s.ends_with('\n')
    }

    /// Start a new line unless already at the start of one.
    pub fn newline(&mut self) {
        if !self.at_bol() {
            self.s.push('\n');
        }
    }

    /// Forget the current line (the next marker repeats the line number).
    pub fn forget_line(&mut self) {
        self.line = None;
    }

    /// Forget the current file and line (the next marker names the file).
    pub fn forget_file(&mut self) {
        self.file = None;
        self.line = None;
        self.span = None;
    }

    /// The input line-marker span a position lies in; `None` for
    /// synthetic positions (column 0) that only carry a logical line.
    fn span_of(&self, pos: Pos) -> Option<usize> {
        if pos.col == 0 {
            return None;
        }
        Some(self.sm.marks.partition_point(|m| m.phys_line <= pos.phys_line))
    }

    /// Set the tracked position without writing anything (after text that
    /// itself establishes the position, such as the preamble's `# 1`).
    pub fn set_pos(&mut self, file: Option<FileId>, line: Option<u32>) {
        self.file = file;
        self.line = line;
        self.span = None;
    }

    /// Whether `pos` is on the line right after the current one (same
    /// file and input span): a directive written there needs no marker.
    pub fn is_next_line(&self, pos: Pos) -> bool {
        let span = self.span_of(pos);
        let same_span = span.is_none() || self.span.is_none() || span == self.span;
        pos.line > 0 && same_span && self.file == Some(pos.file) && self.line.map(|l| l + 1) == Some(pos.line) && !self.always_file
    }

    /// The output is now at `line` of the current file (after a directive
    /// line the host compiler counts).
    pub fn set_line(&mut self, line: u32) {
        if self.file.is_some() {
            self.line = Some(line);
        }
    }

    pub fn current_file_is_system(&self) -> bool {
        self.file.map_or(false, |f| self.system_files.contains(&f))
    }

    /// Write a line marker for `pos` if the logical line differs from the
    /// current one. Positions with line 0 are synthetic and never marked.
    pub fn mark(&mut self, pos: Pos) {
        if pos.line == 0 {
            return;
        }
        let span = self.span_of(pos);
        let same_span = span.is_none() || self.span.is_none() || span == self.span;
        let same_file = self.file == Some(pos.file) && same_span;
        if same_file && self.line == Some(pos.line) && !self.always_file {
            return;
        }
        if self.pending_nl {
            self.s.push('\n');
            self.pending_nl = false;
        }
        self.newline();
        let kw = match self.style {
            MarkerStyle::Gnu => "#",
            MarkerStyle::Line => "#line",
        };
        if same_file && !self.always_file {
            self.s.push_str(&format!("{} {}\n", kw, pos.line));
        } else {
            // cicc's device code flags the marker region the position is
            // in; the host output flags the input marker in force there
            // (files entered both ways are flagged per region).
            let system = if self.always_file {
                let idx = self.sm.marks.partition_point(|m| m.phys_line <= pos.phys_line);
                idx > 0 && self.sm.marks.get(idx - 1).map_or(false, |m| m.flags.system && m.file == pos.file)
            } else {
                match span.and_then(|i| self.sm.marks.get(i.wrapping_sub(1))) {
                    Some(m) if m.file == pos.file => m.flags.system,
                    _ => self.system_files.contains(&pos.file),
                }
            };
            let sys = if system && self.style == MarkerStyle::Gnu {
                " 3"
            } else {
                ""
            };
            self.s.push_str(&format!("{} {} \"{}\"{}\n", kw, pos.line, self.sm.file_name(pos.file), sys));
        }
        self.file = Some(pos.file);
        self.line = Some(pos.line);
        if span.is_some() {
            self.span = span;
        }
    }

}
