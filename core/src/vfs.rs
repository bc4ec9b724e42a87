//! The virtual file system: the only way the core sees files.
//!
//! Paths are plain strings (`/` separated). The built-in headers live under
//! [`crate::builtin::INCLUDE_DIR`] and are added by [`Vfs::with_builtins`].

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

#[derive(Debug, Clone, Default)]
pub struct Vfs {
    files: BTreeMap<String, Vec<u8>>,
}

impl Vfs {
    pub fn new() -> Self {
        Self::default()
    }

    /// A file system that already holds the built-in headers.
    pub fn with_builtins() -> Self {
        let mut v = Self::new();
        for (name, text) in crate::builtin::HEADERS {
            let mut p = String::from(crate::builtin::INCLUDE_DIR);
            p.push('/');
            p.push_str(name);
            v.insert(&p, text.as_bytes().to_vec());
        }
        v
    }

    pub fn insert(&mut self, path: &str, bytes: Vec<u8>) {
        self.files.insert(String::from(path), bytes);
    }

    pub fn get(&self, path: &str) -> Option<&[u8]> {
        self.files.get(path).map(|v| v.as_slice())
    }

    pub fn exists(&self, path: &str) -> bool {
        self.files.contains_key(path)
    }

    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.files.keys().map(|s| s.as_str())
    }
}
