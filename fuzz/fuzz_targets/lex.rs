//! The lexer on arbitrary text (it takes preprocessed text: a `&str`).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = cudafe_core::lex::lex(&text);
});
