// Shared by the targets (included with `include!`).
#[allow(dead_code)]
const MAIN: &str = "input.cu";

/// The options the robustness test uses: nvcc's host pass plus the device
/// pass, so every emitter runs.
#[allow(dead_code)]
fn options() -> cudafe_core::Options {
    let mut o = cudafe_core::Options::default();
    o.orig_src_file_name = Some("input.cu".into());
    o.orig_src_path_name = Some(MAIN.into());
    o.gen_device_file_name = Some("/tmp/cudafe-ref/input.cudafe1.gpu".into());
    o.stub_file_name = Some("/tmp/cudafe-ref/input.cudafe1.stub.c".into());
    o.include_file_name = Some("input.fatbin.c".into());
    o.module_id_file_name = Some("/tmp/cudafe-ref/input.module_id".into());
    o.gen_module_id_file = true;
    o.device_pass = true;
    o
}

/// Compiles `text` as `input.cu` (with a self-including `self.h` beside it,
/// and the input also reachable as `input.h`, so `#include` can recurse).
#[allow(dead_code)]
fn compile_bytes(text: &[u8]) -> cudafe_core::Output {
    let mut vfs = cudafe_core::Vfs::with_builtins();
    vfs.insert(MAIN, text.to_vec());
    vfs.insert("input.h", text.to_vec());
    vfs.insert("self.h", b"#include \"self.h\"\n".to_vec());
    cudafe_core::compile(&vfs, MAIN, &options())
}
