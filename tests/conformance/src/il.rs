//! The IL dump artifact (`cudafe++ --il_display`).
//!
//! `expected/il.gz` is the reference's stdout for the host `.ii` with the
//! case's cudafe++ arguments plus `--il_display`, gzip-compressed by
//! `tests/refgen` (a dump is ~1.6 MB; uncompressed the cases would add
//! hundreds of MB of text to the repository).
//!
//! The dump is compared byte for byte after one normalization, applied to
//! both sides, that touches only text which differs between two runs of the
//! reference itself on the same input (checked by running it twice, and from
//! different directories):
//!
//! - **Heap addresses.** Every IL entry is named by its address in the
//!   reference's heap (`file-scope type@1dde3830`, and `<unnamed@1df22378>`
//!   for an unnamed object inside a constant's text). The addresses move
//!   from run to run (address-space randomization), so the digits carry no
//!   meaning, but *which* entries share an address does. Each distinct
//!   address is therefore renumbered by its first appearance: two dumps are
//!   equal after this exactly when they are equal up to a one-to-one
//!   renaming of the addresses, i.e. they reference the same entries in the
//!   same places.
//! - **The compilation time** (`time_of_compilation:`'s quoted text, the
//!   wall clock of the run): replaced by `"TIME"`.
//!
//! Nothing else is normalized.

use std::io::Read;
use std::path::Path;

/// The expected file's name in `expected/`.
pub const FILE: &str = "il.gz";

/// The reference's dump (decompressed), or None when it produced none.
pub fn read_expected(exp: &Path) -> Option<Vec<u8>> {
    let data = std::fs::read(exp.join(FILE)).ok()?;
    let mut out = Vec::new();
    match flate2::read::GzDecoder::new(data.as_slice()).read_to_end(&mut out) {
        Ok(_) => Some(out),
        // A corrupt file must not pass as "absent": it compares unequal.
        Err(e) => Some(format!("<cannot decompress {}: {}>\n", FILE, e).into_bytes()),
    }
}

/// Whether the `@` after `line_before` starts a run-dependent address
/// token: the text before it is `<unnamed` or `<word>-scope <kind>`.
fn is_address_position(line_before: &[u8]) -> bool {
    if line_before.ends_with(b"<unnamed") {
        return true;
    }
    // `<kind>`: [a-z][a-z0-9-]*, preceded by a space.
    let kind_len = line_before.iter().rev().take_while(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || **b == b'-').count();
    if kind_len == 0 {
        return false;
    }
    let rest = &line_before[..line_before.len() - kind_len];
    if !line_before[rest.len()].is_ascii_lowercase() {
        return false;
    }
    let Some(rest) = rest.strip_suffix(b" ") else { return false };
    // `<word>-scope`, starting at a word boundary.
    let Some(word) = rest.strip_suffix(b"-scope") else { return false };
    let wlen = word.iter().rev().take_while(|b| b.is_ascii_lowercase()).count();
    wlen > 0 && (wlen == word.len() || !word[word.len() - wlen - 1].is_ascii_alphanumeric())
}

/// The normalized dump (see the module comment).
pub fn normalize(text: &[u8]) -> Vec<u8> {
    const TIME: &[u8] = b"time_of_compilation:";
    let mut seen: std::collections::HashMap<Vec<u8>, usize> = std::collections::HashMap::new();
    let mut out = Vec::with_capacity(text.len());
    for line in text.split_inclusive(|&b| b == b'\n') {
        let mut i = 0;
        let mut start = 0;
        let mut norm = Vec::with_capacity(line.len());
        while i < line.len() {
            if line[i] == b'@' && is_address_position(&line[..i]) {
                let hex = line[i + 1..].iter().take_while(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b)).count();
                let after = line.get(i + 1 + hex).copied().unwrap_or(b'\n');
                if hex > 0 && !after.is_ascii_alphanumeric() && after != b'_' {
                    let n = seen.len() + 1;
                    let n = *seen.entry(line[i + 1..i + 1 + hex].to_vec()).or_insert(n);
                    norm.extend_from_slice(&line[start..=i]);
                    norm.extend_from_slice(format!("{:x}", n).as_bytes());
                    i += 1 + hex;
                    start = i;
                    continue;
                }
            }
            i += 1;
        }
        norm.extend_from_slice(&line[start..]);
        if norm.starts_with(TIME) {
            if let (Some(q), Some(r)) = (norm.iter().position(|&b| b == b'"'), norm.iter().rposition(|&b| b == b'"')) {
                if q < r {
                    let mut t = norm[..=q].to_vec();
                    t.extend_from_slice(b"TIME");
                    t.extend_from_slice(&norm[r..]);
                    norm = t;
                }
            }
        }
        out.extend_from_slice(&norm);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_renumbered_by_first_appearance() {
        let a = b"primary_scope:           file-scope scope@1dddef60\nnext:  func-scope constant@1df2: x (<unnamed@abc0> -> y)\nentity: file-scope scope@1dddef60\n";
        let b = b"primary_scope:           file-scope scope@2208ce28\nnext:  func-scope constant@99: x (<unnamed@1> -> y)\nentity: file-scope scope@2208ce28\n";
        assert_eq!(normalize(a), normalize(b));
        assert_eq!(
            normalize(a),
            b"primary_scope:           file-scope scope@1\nnext:  func-scope constant@2: x (<unnamed@3> -> y)\nentity: file-scope scope@1\n".to_vec()
        );
    }

    #[test]
    fn sharing_of_addresses_matters() {
        let a = b"x: file-scope type@10\ny: file-scope type@10\n";
        let b = b"x: file-scope type@10\ny: file-scope type@20\n";
        assert_ne!(normalize(a), normalize(b));
    }

    #[test]
    fn other_at_signs_are_kept() {
        let a = b"value: \"mail@1234\" scope@12 x-scope@1 file-scope Type@12\n";
        assert_eq!(normalize(a), a.to_vec());
    }

    #[test]
    fn time_is_blanked() {
        let a = b"time_of_compilation:     file-scope other-text@1decfed0: \"Mon Nov 23 09:18:40 2026\\012\"\n";
        assert_eq!(normalize(a), b"time_of_compilation:     file-scope other-text@1: \"TIME\"\n".to_vec());
    }
}
