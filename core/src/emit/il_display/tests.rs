use crate::{compile, Options, Vfs};
use alloc::string::String;

fn dump(src: &str) -> String {
    let mut vfs = Vfs::new();
    vfs.insert("/w/k.ii", src.as_bytes().to_vec());
    let mut opts = Options::default();
    opts.preprocessed_input = true;
    opts.il_display = true;
    opts.input_file = Some(String::from("/w/k.ii"));
    compile(&vfs, "/w/k.ii", &opts).il_dump
}

#[test]
fn header_and_region_banners() {
    let d = dump("# 0 \"k.cu\"\nint g;\nint main() { int x = 1; return x; }\n");
    assert!(d.starts_with("Display of IL produced by the compilation of \"/w/k.ii\"\n\n\nIntermediate language for memory region 1 (file scope):\n\nil_header:\nprimary_source_file:     file-scope source-file@"), "{}", d);
    assert!(d.contains("\nmain_routine:            file-scope routine@"), "{}", d);
    assert!(d.contains("\nprototype_instantiations_in_il:\n                         TRUE\n"), "{}", d);
    assert!(d.contains("\n\nIntermediate language for memory region 2 (function \"main\"):\n\nfunc-scope "), "{}", d);
}

#[test]
fn source_files_follow_the_line_markers() {
    let d = dump("# 0 \"k.cu\"\n# 1 \"h.h\" 1\nint a;\n# 2 \"k.cu\" 2\nint b;\n");
    // Post-order: k.cu (2..2) has no child; h.h is a child of the first
    // k.cu stretch; the root (the .ii) comes last.
    let files: alloc::vec::Vec<&str> =
        d.lines().filter(|l| l.starts_with("file_name:")).map(|l| l.rsplit(": ").next().unwrap_or("")).collect();
    assert_eq!(files, ["\"h.h\"", "\"k.cu\"", "\"k.cu\"", "\"/w/k.ii\""], "{}", d);
    assert!(d.contains("first:                   3\nlast:                    4\nline_number:             1\nsource_file:             file-scope source-file@"), "{}", d);
}

#[test]
fn strings_escape_like_the_reference() {
    assert_eq!(super::quoted("a\"b\\c\n"), "\"a\\\"b\\\\c\\012\"");
}

#[test]
fn no_dump_on_errors() {
    assert_eq!(dump("# 0 \"k.cu\"\nint f() { return undeclared; }\n"), "");
}
