//! The virtual file system: the only way the core sees files.
//!
//! Paths are plain strings (`/` separated). The built-in headers live under
//! [`crate::builtin::INCLUDE_DIR`] and are added by [`Vfs::with_builtins`].
//!
//! A host may attach a *loader* ([`Vfs::set_loader`]): a function the VFS
//! calls for a path it does not hold, so that the preprocessor can pull user
//! headers from disk on demand (the CLI does this for `.cu` inputs). The core
//! itself still performs no I/O; it only calls the host's function. Loaded
//! files (and misses) are cached, so each path is asked for at most once.

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::sync::Arc;
use alloc::string::String;
use alloc::vec::Vec;
use core::cell::RefCell;

/// A host function that returns a file's bytes, or `None` if it does not
/// exist (or is not a regular file).
pub type Loader = dyn Fn(&str) -> Option<Vec<u8>> + Send + Sync;

#[derive(Clone, Default)]
pub struct Vfs {
    files: BTreeMap<String, Vec<u8>>,
    loader: Option<Arc<Loader>>,
    /// Results of the loader, by path. Loaded bytes are leaked so that
    /// [`Vfs::get`] can hand out plain `&[u8]` borrows without `unsafe`;
    /// a loader is only used by a short-lived native process.
    loaded: RefCell<BTreeMap<String, Option<&'static [u8]>>>,
}

impl core::fmt::Debug for Vfs {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Vfs")
            .field("files", &self.files.keys().collect::<Vec<_>>())
            .field("loader", &self.loader.is_some())
            .field("loaded", &self.loaded.borrow().keys().cloned().collect::<Vec<_>>())
            .finish()
    }
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

    /// Attach a loader consulted for paths the VFS does not hold.
    pub fn set_loader(&mut self, loader: Box<Loader>) {
        self.loader = Some(Arc::from(loader));
    }

    pub fn insert(&mut self, path: &str, bytes: Vec<u8>) {
        self.files.insert(String::from(path), bytes);
    }

    pub fn get(&self, path: &str) -> Option<&[u8]> {
        if let Some(v) = self.files.get(path) {
            return Some(v.as_slice());
        }
        let loader = self.loader.as_ref()?;
        if let Ok(cache) = self.loaded.try_borrow() {
            if let Some(hit) = cache.get(path) {
                return *hit;
            }
        }
        let bytes: Option<&'static [u8]> = loader(path).map(|b| &*Box::leak(b.into_boxed_slice()));
        if let Ok(mut cache) = self.loaded.try_borrow_mut() {
            cache.insert(String::from(path), bytes);
        }
        bytes
    }

    pub fn exists(&self, path: &str) -> bool {
        self.get(path).is_some()
    }

    /// The paths of the files the VFS holds (inserted, or loaded so far).
    pub fn paths(&self) -> impl Iterator<Item = String> + '_ {
        let loaded: Vec<String> = match self.loaded.try_borrow() {
            Ok(c) => c.iter().filter(|(_, v)| v.is_some()).map(|(k, _)| k.clone()).collect(),
            Err(_) => Vec::new(),
        };
        self.files.keys().cloned().chain(loaded)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn loader_is_consulted_once() {
        let calls = Arc::new(core::sync::atomic::AtomicU32::new(0));
        let c2 = calls.clone();
        let mut v = Vfs::new();
        v.insert("/a.h", vec![b'a']);
        v.set_loader(Box::new(move |p: &str| {
            c2.fetch_add(1, core::sync::atomic::Ordering::Relaxed);
            if p == "/b.h" {
                Some(vec![b'b'])
            } else {
                None
            }
        }));
        assert_eq!(v.get("/a.h"), Some(&b"a"[..]));
        assert_eq!(v.get("/b.h"), Some(&b"b"[..]));
        assert_eq!(v.get("/b.h"), Some(&b"b"[..]));
        assert!(!v.exists("/c.h"));
        assert!(!v.exists("/c.h"));
        assert_eq!(calls.load(core::sync::atomic::Ordering::Relaxed), 2);
        assert_eq!(v.paths().count(), 2);
    }
}
