//! The playground's options panel as the command lines nvcc 13.0 runs.
//!
//! The page offers a handful of nvcc switches (dialect, extended lambdas,
//! relaxed constexpr, `-rdc=true`, host compiler and version, architecture).
//! From them this module derives, in nvcc's order, the cudafe++ + cicc
//! command line the core compiles with, and the three real command lines
//! (`nvcc`, `cudafe++`, `cicc`, as `nvcc --dryrun` shows them) the page
//! displays for copying. The page only shows what comes back.

use super::shell_quote;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// What the options panel selects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaygroundOptions {
    /// The dialect as nvcc spells it after `-std=` (`c++17`, …).
    pub std: String,
    pub extended_lambda: bool,
    pub relaxed_constexpr: bool,
    /// `-rdc=true`.
    pub rdc: bool,
    pub il_display: bool,
    /// `gcc` or `clang` (nvcc's `-ccbin clang++`).
    pub host_compiler: String,
    /// The host compiler's version as `major.minor` (`12.2`).
    pub host_version: String,
    /// The virtual architecture number (`75` → `compute_75` / `sm_75`).
    pub arch: String,
}

impl Default for PlaygroundOptions {
    fn default() -> Self {
        PlaygroundOptions {
            std: String::from("c++17"),
            extended_lambda: false,
            relaxed_constexpr: false,
            rdc: false,
            il_display: true,
            host_compiler: String::from("gcc"),
            host_version: String::from("12.2"),
            arch: String::from("75"),
        }
    }
}

/// The command lines one set of options means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandLines {
    /// What the core compiles with (without the input file): cudafe++'s
    /// host-pass switches plus the cicc switches that turn on the device pass.
    pub core_args: Vec<String>,
    /// `nvcc … -c FILE --keep`, as a shell line.
    pub nvcc: String,
    /// cudafe++'s host pass as `nvcc --dryrun` shows it.
    pub cudafe: String,
    /// cicc's device pass (front-end part) as `nvcc --dryrun` shows it.
    pub cicc: String,
}

/// `"12.2"` → `120200`, as nvcc writes `--gnu_version` / `--clang_version`.
/// Missing or malformed parts count as 0.
pub fn version_number(v: &str) -> u32 {
    let mut parts = v.split('.').map(|p| p.trim().parse::<u32>().unwrap_or(0));
    let major = parts.next().unwrap_or(0);
    let minor = parts.next().unwrap_or(0);
    major.saturating_mul(10000).saturating_add(minor.saturating_mul(100))
}

fn words(ws: &[&str]) -> Vec<String> {
    ws.iter().map(|w| String::from(*w)).collect()
}

fn shell_line(ws: &[String]) -> String {
    let quoted: Vec<String> = ws.iter().map(|w| shell_quote(w)).collect();
    quoted.join(" ")
}

/// `kernel.cu` → `kernel`: nvcc names every intermediate file after the input.
fn base_name(main_file: &str) -> &str {
    match main_file.rfind('.') {
        Some(dot) if dot > 0 => &main_file[..dot],
        _ => main_file,
    }
}

fn is_clang(o: &PlaygroundOptions) -> bool {
    o.host_compiler == "clang"
}

/// The switches both passes share, in nvcc's order.
fn common_args(o: &PlaygroundOptions, main_file: &str) -> Vec<String> {
    let mut a = Vec::new();
    a.push(format!("--{}", o.std));
    // nvcc drops --static-host-stub under -rdc=true.
    if !o.rdc {
        a.push(String::from("--static-host-stub"));
    }
    a.push(String::from("--device-hidden-visibility"));
    if is_clang(o) {
        a.push(String::from("--clang"));
        a.push(format!("--clang_version={}", version_number(&o.host_version)));
    } else {
        a.push(format!("--gnu_version={}", version_number(&o.host_version)));
    }
    a.extend(words(&["--display_error_number", "--orig_src_file_name", main_file, "--orig_src_path_name"]));
    a.push(format!("/playground/{}", main_file));
    a.push(String::from("--allow_managed"));
    if o.extended_lambda {
        a.push(String::from("--extended-lambda"));
    }
    if o.relaxed_constexpr {
        a.push(String::from("--relaxed_constexpr"));
    }
    if o.rdc {
        a.push(String::from("--device-c"));
    }
    a
}

/// Every command line `o` means for the input `main_file` (e.g. `kernel.cu`).
pub fn command_lines(o: &PlaygroundOptions, main_file: &str) -> CommandLines {
    let base = base_name(main_file);
    let file = |suffix: &str| format!("{}.{}", base, suffix);
    let common = common_args(o, main_file);

    let mut core_args = common.clone();
    core_args.extend(words(&["--m64", "--parse_templates", "--gen_c_file_name"]));
    core_args.push(file("cudafe1.cpp"));
    core_args.push(String::from("--stub_file_name"));
    core_args.push(file("cudafe1.stub.c"));
    core_args.push(String::from("--gen_module_id_file"));
    core_args.push(String::from("--module_id_file_name"));
    core_args.push(file("module_id"));
    // The device pass (cicc's front end).
    core_args.push(String::from("-arch"));
    core_args.push(format!("compute_{}", o.arch));
    core_args.push(String::from("--include_file_name"));
    core_args.push(file("fatbin.c"));
    core_args.push(String::from("--gen_device_file_name"));
    core_args.push(file("cudafe1.gpu"));
    if o.il_display {
        core_args.push(String::from("--il_display"));
    }

    let mut nvcc = words(&["nvcc"]);
    nvcc.push(format!("-std={}", o.std));
    nvcc.push(format!("-arch=sm_{}", o.arch));
    if is_clang(o) {
        nvcc.extend(words(&["-ccbin", "clang++"]));
    }
    if o.extended_lambda {
        nvcc.push(String::from("--extended-lambda"));
    }
    if o.relaxed_constexpr {
        nvcc.push(String::from("--expt-relaxed-constexpr"));
    }
    if o.rdc {
        nvcc.push(String::from("-rdc=true"));
    }
    nvcc.extend(words(&["-c", main_file, "--keep"]));

    let mut cudafe = words(&["cudafe++"]);
    cudafe.extend(common.iter().cloned());
    cudafe.extend(words(&["--m64", "--parse_templates", "--gen_c_file_name"]));
    cudafe.push(file("cudafe1.cpp"));
    cudafe.push(String::from("--stub_file_name"));
    cudafe.push(file("cudafe1.stub.c"));
    cudafe.extend(words(&["--gen_module_id_file", "--module_id_file_name"]));
    cudafe.push(file("module_id"));
    if o.il_display {
        cudafe.push(String::from("--il_display"));
    }
    cudafe.push(file("cpp4.ii"));

    let mut cicc = words(&["cicc"]);
    cicc.extend(common.iter().cloned());
    cicc.push(String::from("-arch"));
    cicc.push(format!("compute_{}", o.arch));
    cicc.extend(words(&["-m64", "--no-version-ident", "-ftz=0", "-prec_div=1", "-prec_sqrt=1", "-fmad=1", "--include_file_name"]));
    cicc.push(file("fatbin.c"));
    cicc.extend(words(&["-tused", "--module_id_file_name"]));
    cicc.push(file("module_id"));
    cicc.push(String::from("--gen_c_file_name"));
    cicc.push(file("cudafe1.c"));
    cicc.push(String::from("--stub_file_name"));
    cicc.push(file("cudafe1.stub.c"));
    cicc.push(String::from("--gen_device_file_name"));
    cicc.push(file("cudafe1.gpu"));
    cicc.push(file("cpp1.ii"));
    cicc.push(String::from("-o"));
    cicc.push(file("ptx"));

    CommandLines { core_args, nvcc: shell_line(&nvcc), cudafe: shell_line(&cudafe), cicc: shell_line(&cicc) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{parse_command_line, HostCompiler};

    #[test]
    fn versions_are_written_as_nvcc_writes_them() {
        assert_eq!(version_number("12.2"), 120200);
        assert_eq!(version_number("15"), 150000);
        assert_eq!(version_number("x.y"), 0);
    }

    #[test]
    fn default_options_give_nvccs_host_and_device_command_lines() {
        let c = command_lines(&PlaygroundOptions::default(), "kernel.cu");
        assert!(c.cudafe.starts_with("cudafe++ --c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 "));
        assert!(c.cudafe.ends_with(" kernel.cpp4.ii"));
        assert_eq!(c.nvcc, "nvcc -std=c++17 -arch=sm_75 -c kernel.cu --keep");
        assert!(c.cicc.contains(" -arch compute_75 "));
        // The core's own parser accepts what the page sends, device pass on.
        let mut argv = c.core_args.clone();
        argv.push(String::from("kernel.cu"));
        let (opts, inputs) = parse_command_line(&argv).expect("the playground's command line parses");
        assert_eq!(inputs, [String::from("kernel.cu")]);
        assert!(opts.static_host_stub);
        assert_eq!(opts.host_compiler, HostCompiler::Gnu(120200));
    }

    #[test]
    fn rdc_and_clang_change_the_switches_as_nvcc_does() {
        let o = PlaygroundOptions {
            std: String::from("c++20"),
            rdc: true,
            host_compiler: String::from("clang"),
            arch: String::from("90"),
            ..PlaygroundOptions::default()
        };
        let c = command_lines(&o, "kernel.cu");
        assert!(!c.cudafe.contains("--static-host-stub"), "nvcc drops --static-host-stub under -rdc=true");
        assert!(c.cudafe.contains(" --clang --clang_version=120200 "));
        assert!(c.cudafe.contains(" --device-c "));
        assert!(c.nvcc.contains("-std=c++20 -arch=sm_90 -ccbin clang++ -rdc=true"));
        let mut argv = c.core_args.clone();
        argv.push(String::from("kernel.cu"));
        let (opts, _) = parse_command_line(&argv).expect("parses");
        assert!(!opts.static_host_stub);
        assert_eq!(opts.host_compiler, HostCompiler::Clang(120200));
    }
}
