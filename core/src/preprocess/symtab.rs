//! Identifier interning: every identifier the lexer sees becomes a small
//! integer, so macro lookup is one array access.

use alloc::vec;
use alloc::vec::Vec;

/// What a symbol means to the preprocessor.
#[derive(Clone, Copy, Default)]
pub struct SymInfo {
    /// Index into the macro table + 1 (0: not a macro).
    pub macro_id: u32,
    /// The macro is being expanded (GNU cpp's NODE_DISABLED).
    pub disabled: bool,
    /// `#pragma GCC poison`ed.
    pub poisoned: bool,
    /// C++ alternative token (`and`, `bitor`...): the operator kind + 1.
    pub named_op: u8,
}

pub struct SymTab {
    names: Vec<u8>,
    spans: Vec<(u32, u32)>,
    table: Vec<u32>,
    pub info: Vec<SymInfo>,
}

fn hash(b: &[u8]) -> u64 {
    // FxHash-style, eight bytes at a time.
    let mut h: u64 = b.len() as u64;
    let mut chunks = b.chunks_exact(8);
    for c in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    let r = chunks.remainder();
    if !r.is_empty() {
        let mut w = [0u8; 8];
        w[..r.len()].copy_from_slice(r);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    h ^ (h >> 29)
}

impl SymTab {
    pub fn new() -> Self {
        SymTab { names: Vec::new(), spans: Vec::new(), table: vec![0; 4096], info: Vec::new() }
    }

    pub fn name(&self, sym: u32) -> &[u8] {
        match self.spans.get(sym as usize) {
            Some(&(s, l)) => self.names.get(s as usize..(s + l) as usize).unwrap_or(&[]),
            None => &[],
        }
    }

    pub fn intern(&mut self, b: &[u8]) -> u32 {
        let mask = self.table.len() - 1;
        let mut i = (hash(b) as usize) & mask;
        loop {
            let e = match self.table.get(i) {
                Some(&e) => e,
                None => break,
            };
            if e == 0 {
                break;
            }
            let sym = e - 1;
            if let Some(&(st, l)) = self.spans.get(sym as usize) {
                if l as usize == b.len() && self.names.get(st as usize..st as usize + b.len()) == Some(b) {
                    return sym;
                }
            }
            i = (i + 1) & mask;
        }
        let sym = self.spans.len() as u32;
        self.spans.push((self.names.len() as u32, b.len() as u32));
        self.names.extend_from_slice(b);
        self.info.push(SymInfo::default());
        self.table[i] = sym + 1;
        if self.spans.len() * 2 > self.table.len() {
            self.grow();
        }
        sym
    }

    fn grow(&mut self) {
        let n = self.table.len() * 2;
        let mut t = vec![0u32; n];
        for sym in 0..self.spans.len() as u32 {
            let mut i = (hash(self.name(sym)) as usize) & (n - 1);
            while t[i] != 0 {
                i = (i + 1) & (n - 1);
            }
            t[i] = sym + 1;
        }
        self.table = t;
    }
}
