//! Positions in the preprocessed text and their logical (file, line) meaning.
//!
//! The lexer works on one GNU `.ii` text. GNU line markers
//! (`# 42 "f.cu" 1 3`) and `#line` directives in it say which logical file
//! and line each following physical line belongs to; `SourceMap` records
//! them so that any byte offset maps back to (file, line, column).

use alloc::string::String;
use alloc::vec::Vec;

/// A byte offset into the preprocessed text.
pub type Offset = u32;

/// Index of a logical file name in [`SourceMap::files`].
pub type FileId = u32;

/// A logical source position, as EDG tracks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Pos {
    pub file: FileId,
    pub line: u32,
    /// 1-based column in the preprocessed line.
    pub col: u32,
    /// 0-based physical line of the preprocessed text (for caret display).
    pub phys_line: u32,
}

/// The flags of a GNU line marker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MarkerFlags {
    /// `1`: entering an include.
    pub enter: bool,
    /// `2`: returning to a file.
    pub ret: bool,
    /// `3`: a system header.
    pub system: bool,
    /// `4`: implicitly `extern "C"`.
    pub extern_c: bool,
}

/// One line-marker effect: from physical line `phys_line` on, the logical
/// position is `file`:`line`.
#[derive(Debug, Clone, Copy)]
pub struct LineMark {
    pub phys_line: u32,
    pub file: FileId,
    pub line: u32,
    pub flags: MarkerFlags,
}

#[derive(Debug, Clone, Default)]
pub struct SourceMap {
    /// Logical file names, as written in the line markers.
    pub files: Vec<String>,
    /// Byte offset of the start of each physical line.
    pub line_starts: Vec<Offset>,
    /// Line markers in physical order.
    pub marks: Vec<LineMark>,
    /// The file lines before the first line marker belong to (the input's
    /// own name); `None` when unknown.
    pub default_file: Option<FileId>,
}

impl SourceMap {
    pub fn new(text: &str) -> Self {
        let mut line_starts = Vec::with_capacity(text.len() / 32 + 1);
        line_starts.push(0);
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push((i + 1) as Offset);
            }
        }
        SourceMap { files: Vec::new(), line_starts, marks: Vec::new(), default_file: None }
    }

    pub fn file_id(&mut self, name: &str) -> FileId {
        if let Some(i) = self.files.iter().position(|f| f == name) {
            return i as FileId;
        }
        self.files.push(String::from(name));
        (self.files.len() - 1) as FileId
    }

    /// The primary source file: named by the first line marker, else the
    /// input's own name.
    pub fn primary_file(&self) -> &str {
        match self.marks.first() {
            Some(m) if m.phys_line <= 1 || self.default_file.is_none() => self.file_name(m.file),
            _ => self.default_file.map(|f| self.file_name(f)).unwrap_or(""),
        }
    }

    pub fn file_name(&self, id: FileId) -> &str {
        self.files.get(id as usize).map(|s| s.as_str()).unwrap_or("")
    }

    /// Record a marker that applies from the physical line after `marker_phys_line`.
    pub fn add_mark(&mut self, marker_phys_line: u32, file: FileId, line: u32, flags: MarkerFlags) {
        self.marks.push(LineMark { phys_line: marker_phys_line + 1, file, line, flags });
    }

    pub fn phys_line_of(&self, off: Offset) -> u32 {
        match self.line_starts.binary_search(&off) {
            Ok(i) => i as u32,
            Err(i) => (i.saturating_sub(1)) as u32,
        }
    }

    /// Map a byte offset to its logical position.
    pub fn pos(&self, off: Offset) -> Pos {
        let phys = self.phys_line_of(off);
        let col = off - self.line_starts.get(phys as usize).copied().unwrap_or(0) + 1;
        let idx = self.marks.partition_point(|m| m.phys_line <= phys);
        if idx == 0 {
            let file = self.default_file.unwrap_or(0);
            return Pos { file, line: phys + 1, col, phys_line: phys };
        }
        let m = self.marks[idx - 1];
        // Wraps like GCC's unsigned line numbers (`# 4294967295` is valid).
        Pos { file: m.file, line: m.line.wrapping_add(phys.wrapping_sub(m.phys_line)), col, phys_line: phys }
    }

    /// Whether the marker in force at `off` says "system header".
    pub fn is_system(&self, off: Offset) -> bool {
        let phys = self.phys_line_of(off);
        let idx = self.marks.partition_point(|m| m.phys_line <= phys);
        idx > 0 && self.marks[idx - 1].flags.system
    }

    /// The text of a physical line (without its newline).
    pub fn line_text<'t>(&self, text: &'t str, phys_line: u32) -> &'t str {
        let start = self.line_starts.get(phys_line as usize).copied().unwrap_or(0) as usize;
        let end = self
            .line_starts
            .get(phys_line as usize + 1)
            .map(|e| (*e as usize).saturating_sub(1))
            .unwrap_or(text.len());
        text.get(start..end.max(start)).unwrap_or("")
    }
}
