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

#[test]
fn predeclared_types_head_the_file_scope() {
    let d = dump("# 0 \"k.cu\"\nstruct P { int x; };\n");
    let f16 = d.find("\"_Float16\"").unwrap_or(usize::MAX);
    let bf16 = d.find("\"__bf16\"").unwrap_or(usize::MAX);
    let p = d.find("\"P\"").unwrap_or(0);
    assert!(f16 < bf16 && bf16 < p, "{}", d);
    assert!(d.contains("is_va_list_tag:          TRUE\n"), "{}", d);
    assert!(d.contains("opname_kind:             onk_array_delete\n"), "{}", d);
}

#[test]
fn plain_structs_get_the_implicit_members() {
    let d = dump("# 0 \"k.cu\"\nstruct P { int x; };\n");
    assert!(d.contains("type:                    file-scope type@") && d.contains(": void (P &&) noexcept\n"), "{}", d);
    assert!(d.contains(": void (const P &) noexcept\n") && d.contains(": P &(P &&)\n"), "{}", d);
    assert!(d.contains("is_trivial_default_constructor:\n                         TRUE\n"), "{}", d);
    // Each entry once.
    let mut heads: alloc::vec::Vec<&str> = d.lines().filter(|l| l.starts_with("file-scope ") && !l.contains(':')).collect();
    heads.sort();
    let dups: alloc::vec::Vec<&&str> = heads.windows(2).filter(|w| w[0] == w[1]).map(|w| &w[0]).collect();
    assert!(dups.is_empty(), "{:?}\n{}", dups, d);
}
