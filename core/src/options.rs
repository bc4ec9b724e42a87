//! Compilation options: what cudafe++'s command line selects.
//!
//! `Options` is plain data; `parse_command_line` turns cudafe++'s argv
//! (as nvcc passes it) into it. The CLI and the web page both use this, so
//! the page can show the equivalent command line.

use crate::diag::{Diagnostic, Severity};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

pub mod playground;

/// Which host compiler the `.int.c` is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostCompiler {
    /// `--gnu_version=NNNNNN` (e.g. 120200 for GCC 12.2).
    Gnu(u32),
    /// `--clang_version=NNNNNN`.
    Clang(u32),
    /// `--microsoft_version=NNNN`.
    Msvc(u32),
}

/// The C++ dialect (`--c++11` … `--c++23`); the value is `__cplusplus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CppStandard {
    Cpp03 = 199711,
    Cpp11 = 201103,
    Cpp14 = 201402,
    Cpp17 = 201703,
    Cpp20 = 202002,
    Cpp23 = 202302,
}

#[derive(Debug, Clone)]
pub struct Options {
    pub std: CppStandard,
    pub host_compiler: HostCompiler,
    /// `--m64` (LP64) unless `--m32`.
    pub m64: bool,
    pub static_host_stub: bool,
    pub device_hidden_visibility: bool,
    pub display_error_number: bool,
    pub allow_managed: bool,
    pub parse_templates: bool,
    /// `--extended-lambda`.
    pub extended_lambda: bool,
    /// `--relaxed_constexpr` (nvcc's `--expt-relaxed-constexpr`).
    pub relaxed_constexpr: bool,
    /// `--no_host_device_move_forward`: `std::move`/`std::forward` stay host-only.
    pub no_host_device_move_forward: bool,
    /// `--no_host_device_initializer_list`: `std::initializer_list`'s members stay host-only.
    pub no_host_device_initializer_list: bool,
    /// `--device-c` (nvcc's `-rdc=true`).
    pub device_c: bool,
    pub keep_device_functions: bool,
    /// `--orig_src_file_name`: the name shown in diagnostics and line markers.
    pub orig_src_file_name: Option<String>,
    /// `--orig_src_path_name`: the absolute path of the original source.
    pub orig_src_path_name: Option<String>,
    pub gen_c_file_name: Option<String>,
    pub stub_file_name: Option<String>,
    pub gen_device_file_name: Option<String>,
    pub module_id_file_name: Option<String>,
    pub gen_module_id_file: bool,
    /// cicc's `--include_file_name` (the fatbin include in the stub file).
    pub include_file_name: Option<String>,
    /// `--il_display`.
    pub il_display: bool,
    /// `-arch compute_NN` for the device pass (the NN as an integer, e.g. 75).
    pub device_arch: u32,
    /// The letters after the number in `-arch compute_90a` (`a`, `f`), if any.
    pub device_arch_suffix: String,
    /// `-I` directories searched for `#include` (after the quote directory).
    pub include_dirs: Vec<String>,
    /// `-D name[=value]` in order, as (name, value); value None means `1`.
    pub defines: Vec<(String, Option<String>)>,
    /// `-U name`.
    pub undefines: Vec<String>,
    /// Treat the input as already preprocessed (`.ii`/`.i`): no implicit
    /// `cuda_runtime.h`, no macro expansion. Set from the input's extension.
    pub preprocessed_input: bool,
    /// Run the device pass (cicc's part) — set when `gen_device_file_name` is.
    pub device_pass: bool,
    /// `--output_mode sarif`.
    pub sarif: bool,
    /// Diagnostic severity overrides from `--diag_suppress` etc., as
    /// (message number as displayed, action).
    pub diag_overrides: Vec<(u32, DiagAction)>,
    /// Overrides naming a message by its tag (e.g. `--diag_suppress=unused_var`).
    pub diag_tag_overrides: Vec<(String, DiagAction)>,
    /// `--brief_diagnostics`: diagnostics without caret displays.
    pub brief_diagnostics: bool,
    /// `--remarks` / `-r`: show remarks (hidden by default).
    pub remarks: bool,
    /// `--no_warnings` / `-w`: hide warnings.
    pub no_warnings: bool,
    /// Error limit (`--error_limit`, default 100).
    pub error_limit: u32,
    /// cicc `-ftz=N` (flush denormals to zero).
    pub ftz: bool,
    /// cicc `-prec_div=N`.
    pub prec_div: bool,
    /// cicc `-prec_sqrt=N`.
    pub prec_sqrt: bool,
    /// cicc `-fmad=N`.
    pub fmad: bool,
    /// cicc's `--no-version-ident` clears this.
    pub version_ident: bool,
    /// cicc `-o file` (the PTX output; we do not write PTX).
    pub output_file: Option<String>,
    /// cicc `-g` / cudafe++ `--debug_mode`.
    pub debug_mode: bool,
    /// cicc `-generate-line-info`.
    pub generate_line_info: bool,
    /// cicc `-O<n>`.
    pub opt_level: Option<u32>,
    /// `-t<mode>` / `--instantiate <mode>` (`none`, `used`, `all`, `local`).
    pub instantiate: Option<String>,
    /// Compute `Output::explanation` (source↔output maps for the playground).
    /// Not a cudafe++ switch: the wasm layer sets it; the CLI has no use for it.
    pub explain: bool,
    /// Debugging aid, not a cudafe++ switch: also report diagnostics located
    /// in trusted (system / toolkit) headers, which are normally withheld, so
    /// hidden parse or analysis errors that silently drop declarations show.
    /// The CLI sets it from the hidden `--x-show-header-diagnostics` flag.
    pub show_header_diagnostics: bool,
    /// Flags cudafe++ (or cicc) accepts whose effect we do not model, kept
    /// verbatim and in order so the command line can be rendered back.
    pub other_flags: Vec<String>,
    /// The input file as named on the command line (its basename goes into
    /// the module id when `--orig_src_file_name` is absent).
    pub input_file: Option<String>,
    /// The working directory (part of the module id's fallback hash).
    pub cwd: String,
    /// Modification time (seconds since the epoch) of the file named by
    /// `--orig_src_file_name` (else the input), if it is a regular file as
    /// seen from `cwd`; the module id's fallback uses it instead of the clock.
    pub source_mtime: Option<u64>,
    /// The module id read from `--module_id_file_name` (when given without
    /// `--gen_module_id_file`, the reference reads the id instead of making it).
    pub module_id_override: Option<String>,
    /// The module id's time/pid fallback parts, given by the host (the core
    /// reads no clock): (seconds since the epoch, process id).
    pub time_and_pid: (u64, u32),
    /// How deep syntactic nesting may go before the parser gives up with
    /// "nesting too deep" (the parser recurses once per level: the host
    /// sets this according to the stack it runs the compilation on).
    pub max_nesting: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiagAction {
    Suppress,
    Remark,
    Warning,
    Error,
    Once,
}

/// The nesting limit for a host that gives the compilation an ordinary
/// thread stack (the browser's): deep enough for real code.
pub const DEFAULT_MAX_NESTING: u32 = 200;

/// The stack a native host (the CLI, the conformance runner) gives the
/// compilation's thread, and the nesting limit that stack allows: the
/// reference accepts nesting ten thousand deep (parentheses, braces,
/// template arguments), and the parser uses a few KiB of stack per level.
pub const NATIVE_STACK_BYTES: usize = 1 << 30;
pub const NATIVE_MAX_NESTING: u32 = 20_000;

impl Default for Options {
    /// The options nvcc 13.0 passes for `nvcc -c k.cu` (host pass).
    fn default() -> Self {
        Options {
            std: CppStandard::Cpp17,
            host_compiler: HostCompiler::Gnu(120200),
            m64: true,
            static_host_stub: true,
            device_hidden_visibility: true,
            display_error_number: true,
            allow_managed: true,
            parse_templates: true,
            extended_lambda: false,
            relaxed_constexpr: false,
            no_host_device_move_forward: false,
            no_host_device_initializer_list: false,
            device_c: false,
            keep_device_functions: false,
            orig_src_file_name: None,
            orig_src_path_name: None,
            gen_c_file_name: None,
            stub_file_name: None,
            gen_device_file_name: None,
            module_id_file_name: None,
            gen_module_id_file: false,
            include_file_name: None,
            il_display: false,
            explain: false,
            show_header_diagnostics: false,
            device_arch: 75,
            device_arch_suffix: String::new(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
            undefines: Vec::new(),
            preprocessed_input: false,
            device_pass: true,
            sarif: false,
            diag_overrides: Vec::new(),
            diag_tag_overrides: Vec::new(),
            brief_diagnostics: false,
            remarks: false,
            no_warnings: false,
            error_limit: 100,
            ftz: false,
            prec_div: true,
            prec_sqrt: true,
            fmad: true,
            version_ident: true,
            output_file: None,
            debug_mode: false,
            generate_line_info: false,
            opt_level: None,
            instantiate: None,
            other_flags: Vec::new(),
            input_file: None,
            cwd: String::new(),
            source_mtime: None,
            module_id_override: None,
            time_and_pid: (0, 0),
            max_nesting: DEFAULT_MAX_NESTING,
        }
    }
}

// ---------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------

/// Every long switch of cudafe++ 13.0, in the reference's own table order
/// (as `--dump_command_options` lists them). A `=` suffix marks a switch
/// that takes a value (`--name value` or `--name=value`; an empty
/// `--name=` is an invalid option); a `!` suffix marks one the table lists
/// but the reference rejects as an invalid option (C-only). Each switch was
/// run alone on the reference to classify it. There is no generic
/// `--no-`/`--no_` negation: where a negative form exists it is listed.
/// Like the reference, an unambiguous prefix of a name is accepted
/// (`--display_error` is `--display_error_number`).
const SWITCHES: &str = "
    strict strict_warnings no_line_commands preprocess comments old_line_commands old_c dependencies
    trace_includes il_display anachronisms no_anachronisms cfront_2.1 cfront_3.0 no_code_gen
    signed_chars unsigned_chars instantiate= implicit_include no_implicit_include suppress_vtbl
    force_vtbl dollar timing version no_warnings promote_warnings remarks c c++ exceptions
    no_exceptions no_use_before_set_warnings include_directory= define_macro= undefine_macro=
    error_limit= list= xref= error_output= output= db= db_name= time_limit= diag_suppress=
    diag_remark= diag_warning= diag_error= diag_once= display_error_number no_display_error_number
    device-time-trace device-syntax-only tile-only no-hidden-visibility-on-unnamed-ns
    static-host-stub host-stub-linkage-explicit device-hidden-visibility no-multiline-debug
    no-device-int128 no-device-float128 fe-inlining modify-stack-limit= check-memory-clobber
    check-template-param-qual check-clock-call check-ffs-call check-routine-address-taken
    fassociative-math orig_src_file_name= orig_src_path_name= frandom-seed= force-lp64 force-llp64
    keep-device-functions pgi_version= pgi_llvm pgi_arch_ppc pgi_arch_aarch64 force_linkonce_to_weak
    disable_host_implicit_call_check no_strict_cuda_error device-c partial-link no-shadow-functions
    disable_ext_lambda_cache no-constant-variable-inferencing zero_init_auto_vars debug_mode
    gen_module_id_file include_file_name= gen_device_file_name= tile_bc_file_name= stub_file_name=
    module_id_file_name= m32 m64 Version compiler_bindir= sdk_dir= pgc++ icc icc_version= icx grco
    allow_managed gen_system_templates_from_text no_host_device_initializer_list
    no_host_device_move_forward relaxed_constexpr dont_suppress_host_wrappers extended-lambda
    arm_cross_compiler target_woa gen_div_approx_no_ftz gen_div_approx_ftz shared_address_immutable
    uumn builtin-ieee128-type emit-lifetime-intrinsics unsigned_wchar_t gen_c_file_name=
    msvc_target_version= create_pch= use_pch= pch pch_messages no_pch_messages pch_verbose
    no_pch_verbose pch_dir= restrict no_restrict long_lifetime_temps short_lifetime_temps
    wchar_t_keyword no_wchar_t_keyword pack_alignment= alternative_tokens no_alternative_tokens svr4
    no_svr4 brief_diagnostics no_brief_diagnostics nonconst_ref_anachronism
    no_nonconst_ref_anachronism no_preproc_only rtti no_rtti building_runtime bool no_bool
    array_new_and_delete no_array_new_and_delete explicit no_explicit namespaces no_namespaces
    using_std no_using_std remove_unneeded_entities no_remove_unneeded_entities typename no_typename
    implicit_typename no_implicit_typename special_subscript_cost no_special_subscript_cost
    old_style_preprocessing old_for_init new_for_init for_init_diff_warning no_for_init_diff_warning
    distinct_template_signatures no_distinct_template_signatures guiding_decls no_guiding_decls
    old_specializations no_old_specializations wrap_diagnostics no_wrap_diagnostics
    implicit_extern_c_type_conversion no_implicit_extern_c_type_conversion long_preserving_rules
    no_long_preserving_rules extern_inline no_extern_inline multibyte_chars no_multibyte_chars
    embedded_c++ vla no_vla enum_overloading no_enum_overloading nonstd_qualifier_deduction
    no_nonstd_qualifier_deduction late_tiebreaker early_tiebreaker preinclude= preinclude_macros=
    pending_instantiations= const_string_literals no_const_string_literals class_name_injection
    no_class_name_injection arg_dep_lookup no_arg_dep_lookup friend_injection no_friend_injection
    nonstd_using_decl no_nonstd_using_decl designators no_designators extended_designators
    no_extended_designators variadic_macros no_variadic_macros extended_variadic_macros
    no_extended_variadic_macros sys_include= incl_suffixes= modules_directory= ms_mod_file_map=
    ms_header_unit= ms_header_unit_quote= ms_header_unit_angle= ms_mod_interface no_ms_mod_interface
    ms_internal_partition no_ms_internal_partition ms_translate_include no_ms_translate_include
    modules no_modules module_import_diagnostics no_module_import_diagnostics compound_literals
    no_compound_literals base_assign_op_is_default no_base_assign_op_is_default dep_name no_dep_name
    ignore_std parse_templates no_parse_templates c99 no_c99 c11 c18 c17 c23 c89 no_stdarg_builtin
    gcc no_gcc g++ no_g++ clang no_clang gnu_version= clang_version= report_gnu_extensions
    short_enums no_short_enums strict_gnu no_strict_gnu long_long context_limit= set_flag=
    clear_flag= edg_base_dir= embedded_c! no_embedded_c! thread_local_storage
    no_thread_local_storage trigraphs no_trigraphs nonstd_default_arg_deduction
    no_nonstd_default_arg_deduction stdc_zero_in_system_headers no_stdc_zero_in_system_headers
    template_typedefs_in_diagnostics no_template_typedefs_in_diagnostics uliterals no_uliterals
    type_traits_helpers no_type_traits_helpers c++11 no_c++11 c++0x no_c++0x lambdas no_lambdas
    rvalue_refs no_rvalue_refs nullptr no_nullptr rvalue_ctor_is_copy_ctor
    rvalue_ctor_is_not_copy_ctor gen_move_operations no_gen_move_operations c23_typeof no_c23_typeof
    c++11_sfinae no_c++11_sfinae c++11_sfinae_ignore_access no_c++11_sfinae_ignore_access
    variadic_templates no_variadic_templates c++14 c++17 c++20 c++23 list_macros dump_configuration
    dump_legacy_as_target= signed_bit_fields unsigned_bit_fields check_concatenations
    no_check_concatenations unicode_source_kind= auto_type no_auto_type auto_storage no_auto_storage
    nonstd_instantiation_lookup no_nonstd_instantiation_lookup gcc89_inlining nonstd_gnu_keywords
    no_nonstd_gnu_keywords default_nocommon_tentative_definitions
    default_common_tentative_definitions no_token_separators_in_pp_output c++03 func_prototype_tags
    no_func_prototype_tags implicit_noexcept no_implicit_noexcept unrestricted_unions
    no_unrestricted_unions max_depth_constexpr_call= max_cost_constexpr_call=
    delegating_constructors no_delegating_constructors lossy_conversion_warning
    no_lossy_conversion_warning deprecated_string_conv no_deprecated_string_conv
    user_defined_literals no_user_defined_literals preserve_lvalues_with_same_type_casts
    no_preserve_lvalues_with_same_type_casts nonstd_anonymous_unions no_nonstd_anonymous_unions
    digit_separators no_digit_separators target= utf8_char_literals no_utf8_char_literals
    stricter_template_checking exc_spec_in_func_type no_exc_spec_in_func_type aligned_new
    no_aligned_new ms_std_preprocessor no_ms_std_preprocessor char8_t no_char8_t
    relaxed_abstract_checking no_relaxed_abstract_checking concepts no_concepts colors no_colors
    keep_restrict_in_signatures no_keep_restrict_in_signatures check_unicode_security
    no_check_unicode_security old_id_chars no_old_id_chars add_match_notes no_add_match_notes
    dump_command_options output_mode= incognito no_incognito
";

/// One entry of [`SWITCHES`].
#[derive(Debug, Clone, Copy)]
struct Switch<'s> {
    name: &'s str,
    takes_value: bool,
    rejected: bool,
}

fn switches() -> impl Iterator<Item = Switch<'static>> {
    SWITCHES.split_ascii_whitespace().map(|w| {
        if let Some(n) = w.strip_suffix('=') {
            Switch { name: n, takes_value: true, rejected: false }
        } else if let Some(n) = w.strip_suffix('!') {
            Switch { name: n, takes_value: false, rejected: true }
        } else {
            Switch { name: w, takes_value: false, rejected: false }
        }
    })
}

enum Lookup {
    Found(Switch<'static>),
    Ambiguous(Vec<&'static str>),
    Unknown,
}

/// Find a switch by its exact name, else by a unique prefix.
fn lookup(name: &str) -> Lookup {
    if name.is_empty() {
        return Lookup::Unknown;
    }
    if let Some(s) = switches().find(|s| s.name == name) {
        return Lookup::Found(s);
    }
    let matches: Vec<Switch<'static>> = switches().filter(|s| s.name.starts_with(name)).collect();
    match matches.len() {
        0 => Lookup::Unknown,
        1 => Lookup::Found(matches[0]),
        _ => Lookup::Ambiguous(matches.iter().map(|s| s.name).collect()),
    }
}

/// What `--dump_command_options` prints: `--name ` for every switch, in
/// table order, with no final newline.
pub fn dump_command_options() -> String {
    let mut s = String::new();
    for sw in switches() {
        s.push_str("--");
        s.push_str(sw.name);
        s.push(' ');
    }
    s
}

/// Single-letter switches the reference accepts without a value (they may be
/// clustered, as in `-ab`). `v`/`V` print the banner.
const SHORT_NO_ARG: &str = "abjmnprsuvwxABCEHKMPVW";
/// Single-letter switches that take a value, attached (`-Idir`) or as the
/// next argument (`-I dir`).
const SHORT_WITH_ARG: &str = "deotDILUX";

/// A `Command-line error:` diagnostic (catastrophic: compilation stops).
pub fn command_line_error(message: String) -> Diagnostic {
    Diagnostic::new(Severity::CommandLineError, 0, message, None)
}

fn invalid_option(arg: &str) -> Diagnostic {
    command_line_error(format!("invalid option: {}", arg))
}

/// The clang version assumed for `--clang` alone.
const DEFAULT_CLANG_VERSION: u32 = 180000;

fn parse_number(v: &str) -> Result<u32, Diagnostic> {
    let ok = !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit());
    match (ok, v.parse::<u32>()) {
        (true, Ok(n)) => Ok(n),
        _ => Err(command_line_error(format!("invalid number: {}", v))),
    }
}

/// cicc's `-name=N` boolean switches (`-ftz=0`, `-fmad=1`, …).
fn parse_bool_switch(arg: &str, prefix: &str) -> Option<Result<bool, Diagnostic>> {
    let v = arg.strip_prefix(prefix)?;
    Some(match v {
        "0" => Ok(false),
        "1" => Ok(true),
        _ => Err(invalid_option(arg)),
    })
}

/// Turn cudafe++'s argv (as nvcc passes it, without argv[0]) into
/// [`Options`] and the input files. cicc's device-pass switches (`-arch`,
/// `-m64`, `-ftz=…`, `-o`, …) are accepted too, so one command line can
/// drive both passes.
///
/// Errors are the reference's `Command-line error:` texts
/// (`invalid option: --x`, `"--gnu_version" requires an argument`,
/// `invalid number: x`, `too many arguments on command line`). A missing
/// input file is not an error here (the caller decides; the reference says
/// `missing source file name`).
pub fn parse_command_line(args: &[String]) -> Result<(Options, Vec<String>), Diagnostic> {
    let (o, inputs, err) = parse_command_line_partial(args);
    match err {
        Some(e) => Err(e),
        None => Ok((o, inputs)),
    }
}

impl Options {
    /// What cudafe++ assumes for switches a command line does not give
    /// (unlike [`Options::default`], which is what nvcc passes): no error
    /// numbers (checked: warnings then print as `warning: …`), no
    /// `--static-host-stub`, `--device-hidden-visibility` or
    /// `--allow_managed`, GNU version 80100, no device pass.
    pub fn command_line_defaults() -> Options {
        Options {
            static_host_stub: false,
            device_hidden_visibility: false,
            display_error_number: false,
            allow_managed: false,
            host_compiler: HostCompiler::Gnu(80100),
            device_pass: false,
            ..Options::default()
        }
    }
}

/// [`parse_command_line`], also giving back what was parsed before an
/// error: the reference's error output depends on it (the summary names the
/// input once one was seen, and `--output_mode sarif` changes the format).
pub fn parse_command_line_partial(args: &[String]) -> (Options, Vec<String>, Option<Diagnostic>) {
    let mut o = Options::command_line_defaults();
    let mut inputs: Vec<String> = Vec::new();
    let err = parse_into(args, &mut o, &mut inputs).err();
    if let Some(input) = inputs.first() {
        o.input_file = Some(input.clone());
        o.preprocessed_input = input.ends_with(".ii") || input.ends_with(".i");
    }
    o.device_pass = o.gen_device_file_name.is_some();
    (o, inputs, err)
}

fn parse_into(args: &[String], o: &mut Options, inputs: &mut Vec<String>) -> Result<(), Diagnostic> {
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        i += 1;
        if !inputs.is_empty() {
            // Everything after the input is an error for cudafe++; cicc's
            // call puts `-o file` there.
            if a == "-o" {
                if let Some(v) = args.get(i) {
                    i += 1;
                    o.output_file = Some(v.clone());
                    continue;
                }
            }
            return Err(command_line_error(String::from("too many arguments on command line")));
        }
        // cicc's device-pass switches first: some look like clusters of
        // cudafe++ letters (`-m64`, `-g`, `-O3`) but mean something else.
        match a {
            "-arch" => {
                let Some(v) = args.get(i) else { return Err(invalid_option(a)) };
                i += 1;
                let body = v.strip_prefix("compute_").or_else(|| v.strip_prefix("sm_")).unwrap_or(v);
                let digits = body.trim_end_matches(|c: char| c.is_ascii_alphabetic());
                o.device_arch = parse_number(digits)?;
                o.device_arch_suffix = String::from(&body[digits.len()..]);
                continue;
            }
            // cicc switches nvcc passes that do not change the front end's
            // output (optimizer and code generator settings).
            "-fast-math" | "-extra-device-vectorization" | "-kernel-params-are-restrict" => {
                o.other_flags.push(String::from(a));
                continue;
            }
            "-maxreg" => {
                let Some(v) = args.get(i) else { return Err(invalid_option(a)) };
                i += 1;
                parse_number(v)?;
                o.other_flags.push(format!("-maxreg={}", v));
                continue;
            }
            "-m64" => {
                o.m64 = true;
                continue;
            }
            "-m32" => {
                o.m64 = false;
                continue;
            }
            "--no-version-ident" => {
                o.version_ident = false;
                continue;
            }
            "-g" => {
                o.debug_mode = true;
                continue;
            }
            "-generate-line-info" => {
                o.generate_line_info = true;
                continue;
            }
            _ => {}
        }
        if let Some(v) = a.strip_prefix("-maxreg=") {
            parse_number(v)?;
            o.other_flags.push(String::from(a));
            continue;
        }
        if let Some(r) = parse_bool_switch(a, "-ftz=") {
            o.ftz = r?;
            continue;
        }
        if let Some(r) = parse_bool_switch(a, "-prec_div=") {
            o.prec_div = r?;
            continue;
        }
        if let Some(r) = parse_bool_switch(a, "-prec_sqrt=") {
            o.prec_sqrt = r?;
            continue;
        }
        if let Some(r) = parse_bool_switch(a, "-fmad=") {
            o.fmad = r?;
            continue;
        }
        if let Some(n) = a.strip_prefix("-O") {
            if n.len() == 1 && n.as_bytes().first().is_some_and(|b| b.is_ascii_digit()) {
                o.opt_level = n.parse().ok();
                continue;
            }
        }

        if let Some(body) = a.strip_prefix("--") {
            let (name, inline) = match body.find('=') {
                Some(p) => (&body[..p], Some(&body[p + 1..])),
                None => (body, None),
            };
            let sw = match lookup(name) {
                Lookup::Found(sw) => sw,
                Lookup::Ambiguous(names) => {
                    let mut m = format!("more than one command line option matches the abbreviation \"--{}\":", name);
                    for n in names {
                        m.push_str("\n--");
                        m.push_str(n);
                    }
                    return Err(command_line_error(m));
                }
                Lookup::Unknown => return Err(invalid_option(a)),
            };
            if sw.rejected {
                return Err(invalid_option(a));
            }
            if !sw.takes_value {
                if inline.is_some() {
                    return Err(invalid_option(a));
                }
                apply_long(o, sw.name, None)?;
            } else {
                let value = match inline {
                    Some("") => return Err(invalid_option(a)),
                    Some(v) => String::from(v),
                    None => match args.get(i) {
                        Some(v) => {
                            i += 1;
                            v.clone()
                        }
                        None => {
                            return Err(command_line_error(format!(
                                "\"--{}\" requires an argument",
                                name
                            )))
                        }
                    },
                };
                apply_long(o, sw.name, Some(&value))?;
            }
        } else if a.len() > 1 && a.starts_with('-') {
            // A cluster of single letters, getopt style.
            let letters = &a[1..];
            let mut k = 0;
            while let Some(c) = letters[k..].chars().next() {
                k += c.len_utf8();
                if SHORT_NO_ARG.contains(c) {
                    match c {
                        'r' => o.remarks = true,
                        'w' => o.no_warnings = true,
                        _ => o.other_flags.push(format!("-{}", c)),
                    }
                } else if SHORT_WITH_ARG.contains(c) {
                    let value = if k < letters.len() {
                        String::from(&letters[k..])
                    } else {
                        match args.get(i) {
                            Some(v) => {
                                i += 1;
                                v.clone()
                            }
                            None => return Err(invalid_option(a)),
                        }
                    };
                    apply_short(o, c, &value)?;
                    break;
                } else {
                    return Err(invalid_option(a));
                }
            }
        } else {
            inputs.push(String::from(a));
        }
    }
    Ok(())
}

fn push_define(o: &mut Options, v: &str) {
    match v.find('=') {
        Some(p) => o.defines.push((String::from(&v[..p]), Some(String::from(&v[p + 1..])))),
        None => o.defines.push((String::from(v), None)),
    }
}

fn apply_short(o: &mut Options, c: char, v: &str) -> Result<(), Diagnostic> {
    match c {
        'D' => push_define(o, v),
        'I' => o.include_dirs.push(String::from(v)),
        'U' => o.undefines.push(String::from(v)),
        'e' => o.error_limit = parse_number(v)?,
        'o' => o.output_file = Some(String::from(v)),
        't' => set_instantiate(o, v)?,
        _ => o.other_flags.push(format!("-{}{}", c, v)),
    }
    Ok(())
}

fn set_instantiate(o: &mut Options, v: &str) -> Result<(), Diagnostic> {
    match v {
        "none" | "used" | "all" | "local" => {
            o.instantiate = Some(String::from(v));
            Ok(())
        }
        _ => Err(command_line_error(format!("invalid instantiation mode: {}", v))),
    }
}

fn diag_list(o: &mut Options, v: &str, action: DiagAction) -> Result<(), Diagnostic> {
    for item in v.split(',').map(str::trim) {
        if item.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
            let n = parse_number(item)?;
            // Internal numbers 1..=3794 or their displayed form 20000..=20337.
            let shown = match n {
                1..=3456 => n,
                3457..=3794 => n + 16543,
                20000..=20337 => n,
                _ => {
                    return Err(command_line_error(format!(
                        "invalid error number in diagnostic control option: {}",
                        item
                    )))
                }
            };
            o.diag_overrides.push((shown, action));
        } else if !item.is_empty() && item.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            // A message tag; we keep it (we have no tag table to check it against).
            o.diag_tag_overrides.push((String::from(item), action));
        } else {
            return Err(command_line_error(format!("invalid error tag in diagnostic control option: {}", item)));
        }
    }
    Ok(())
}

fn apply_long(o: &mut Options, name: &str, value: Option<&str>) -> Result<(), Diagnostic> {
    let v = value.unwrap_or("");
    match name {
        "c++03" => o.std = CppStandard::Cpp03,
        "c++11" | "c++0x" => o.std = CppStandard::Cpp11,
        "c++14" => o.std = CppStandard::Cpp14,
        "c++17" => o.std = CppStandard::Cpp17,
        "c++20" => o.std = CppStandard::Cpp20,
        "c++23" => o.std = CppStandard::Cpp23,
        // With clang selected, the GNU version is only the one clang
        // emulates: the host compiler stays clang.
        "gnu_version" => {
            let n = parse_number(v)?;
            if !matches!(o.host_compiler, HostCompiler::Clang(_)) {
                o.host_compiler = HostCompiler::Gnu(n);
            }
        }
        "clang_version" => o.host_compiler = HostCompiler::Clang(parse_number(v)?),
        "msvc_target_version" => o.host_compiler = HostCompiler::Msvc(parse_number(v)?),
        // `--clang` without `--clang_version`: a current clang (its
        // version only gates preamble pragmas that every clang since 3.6
        // gets).
        "clang" => {
            if !matches!(o.host_compiler, HostCompiler::Clang(_)) {
                o.host_compiler = HostCompiler::Clang(DEFAULT_CLANG_VERSION);
            }
        }
        "m64" => o.m64 = true,
        "m32" => o.m64 = false,
        "static-host-stub" => o.static_host_stub = true,
        "device-hidden-visibility" => o.device_hidden_visibility = true,
        "display_error_number" => o.display_error_number = true,
        "no_display_error_number" => o.display_error_number = false,
        "allow_managed" => o.allow_managed = true,
        "parse_templates" => o.parse_templates = true,
        "no_parse_templates" => o.parse_templates = false,
        "extended-lambda" => o.extended_lambda = true,
        "relaxed_constexpr" => o.relaxed_constexpr = true,
        "no_host_device_move_forward" => o.no_host_device_move_forward = true,
        "no_host_device_initializer_list" => o.no_host_device_initializer_list = true,
        "device-c" => o.device_c = true,
        "keep-device-functions" => o.keep_device_functions = true,
        "debug_mode" => o.debug_mode = true,
        "orig_src_file_name" => o.orig_src_file_name = Some(String::from(v)),
        "orig_src_path_name" => o.orig_src_path_name = Some(String::from(v)),
        "gen_c_file_name" => o.gen_c_file_name = Some(String::from(v)),
        "stub_file_name" => o.stub_file_name = Some(String::from(v)),
        "gen_device_file_name" => o.gen_device_file_name = Some(String::from(v)),
        "module_id_file_name" => o.module_id_file_name = Some(String::from(v)),
        "gen_module_id_file" => o.gen_module_id_file = true,
        "include_file_name" => o.include_file_name = Some(String::from(v)),
        "il_display" => o.il_display = true,
        "remarks" => o.remarks = true,
        "brief_diagnostics" => o.brief_diagnostics = true,
        "no_brief_diagnostics" => o.brief_diagnostics = false,
        "no_warnings" => o.no_warnings = true,
        "include_directory" | "sys_include" => o.include_dirs.push(String::from(v)),
        "define_macro" => push_define(o, v),
        "undefine_macro" => o.undefines.push(String::from(v)),
        "error_limit" => o.error_limit = parse_number(v)?,
        "instantiate" => set_instantiate(o, v)?,
        "output" => o.output_file = Some(String::from(v)),
        "output_mode" => match v {
            "text" => o.sarif = false,
            "sarif" => o.sarif = true,
            _ => {
                return Err(command_line_error(format!(
                    "unrecognized output mode (must be one of text, sarif): {}",
                    v
                )))
            }
        },
        "diag_suppress" => diag_list(o, v, DiagAction::Suppress)?,
        "diag_remark" => diag_list(o, v, DiagAction::Remark)?,
        "diag_warning" => diag_list(o, v, DiagAction::Warning)?,
        "diag_error" => diag_list(o, v, DiagAction::Error)?,
        "diag_once" => diag_list(o, v, DiagAction::Once)?,
        _ => o.other_flags.push(match value {
            Some(v) => format!("--{}={}", name, v),
            None => format!("--{}", name),
        }),
    }
    Ok(())
}

/// Quote an argument for display the way a POSIX shell would need it.
fn shell_quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_./=+,:@%".contains(&b));
    if plain {
        String::from(s)
    } else {
        let mut q = String::from("'");
        for ch in s.chars() {
            if ch == '\'' {
                q.push_str("'\\''");
            } else {
                q.push(ch);
            }
        }
        q.push('\'');
        q
    }
}

/// Render `opts` (and the inputs) back into the equivalent command line, in
/// the order nvcc writes cudafe++'s switches; cicc's device-pass switches are
/// appended when the device pass is on. `parse_command_line` of the result
/// gives back the same options.
pub fn render_command_line(opts: &Options, inputs: &[String]) -> String {
    let mut w: Vec<String> = Vec::new();
    let mut flag = |s: &str| w.push(String::from(s));
    flag(match opts.std {
        CppStandard::Cpp03 => "--c++03",
        CppStandard::Cpp11 => "--c++11",
        CppStandard::Cpp14 => "--c++14",
        CppStandard::Cpp17 => "--c++17",
        CppStandard::Cpp20 => "--c++20",
        CppStandard::Cpp23 => "--c++23",
    });
    if opts.static_host_stub {
        flag("--static-host-stub");
    }
    if opts.device_hidden_visibility {
        flag("--device-hidden-visibility");
    }
    let mut w2: Vec<String> = core::mem::take(&mut w);
    let mut push = |a: String| w2.push(a);
    match opts.host_compiler {
        HostCompiler::Gnu(n) => push(format!("--gnu_version={}", n)),
        HostCompiler::Clang(n) => push(format!("--clang_version={}", n)),
        HostCompiler::Msvc(n) => push(format!("--msvc_target_version={}", n)),
    }
    if opts.display_error_number {
        push(String::from("--display_error_number"));
    }
    let valued = |w: &mut Vec<String>, name: &str, v: &Option<String>| {
        if let Some(v) = v {
            w.push(String::from(name));
            w.push(shell_quote(v));
        }
    };
    valued(&mut w2, "--orig_src_file_name", &opts.orig_src_file_name);
    valued(&mut w2, "--orig_src_path_name", &opts.orig_src_path_name);
    let mut w = w2;
    let b = |w: &mut Vec<String>, on: bool, name: &str| {
        if on {
            w.push(String::from(name));
        }
    };
    b(&mut w, opts.allow_managed, "--allow_managed");
    b(&mut w, opts.debug_mode, "--debug_mode");
    b(&mut w, opts.extended_lambda, "--extended-lambda");
    b(&mut w, opts.relaxed_constexpr, "--relaxed_constexpr");
    b(&mut w, opts.device_c, "--device-c");
    b(&mut w, opts.keep_device_functions, "--keep-device-functions");
    w.push(String::from(if opts.m64 { "--m64" } else { "--m32" }));
    b(&mut w, opts.parse_templates, "--parse_templates");
    if !opts.parse_templates {
        w.push(String::from("--no_parse_templates"));
    }
    b(&mut w, opts.il_display, "--il_display");
    b(&mut w, opts.remarks, "--remarks");
    b(&mut w, opts.brief_diagnostics, "--brief_diagnostics");
    b(&mut w, opts.no_warnings, "--no_warnings");
    if opts.sarif {
        w.push(String::from("--output_mode=sarif"));
    }
    if opts.error_limit != 100 {
        w.push(format!("--error_limit={}", opts.error_limit));
    }
    for (n, a) in &opts.diag_overrides {
        w.push(format!("--{}={}", diag_action_flag(*a), n));
    }
    for (t, a) in &opts.diag_tag_overrides {
        w.push(format!("--{}={}", diag_action_flag(*a), shell_quote(t)));
    }
    for d in &opts.include_dirs {
        w.push(format!("-I{}", shell_quote(d)));
    }
    for (n, v) in &opts.defines {
        match v {
            Some(v) => w.push(shell_quote(&format!("-D{}={}", n, v))),
            None => w.push(shell_quote(&format!("-D{}", n))),
        }
    }
    for u in &opts.undefines {
        w.push(format!("-U{}", shell_quote(u)));
    }
    for f in &opts.other_flags {
        w.push(shell_quote(f));
    }
    if let Some(t) = &opts.instantiate {
        w.push(format!("-t{}", t));
    }
    if opts.device_pass {
        w.push(String::from("-arch"));
        w.push(format!("compute_{}{}", opts.device_arch, opts.device_arch_suffix));
        if !opts.version_ident {
            w.push(String::from("--no-version-ident"));
        }
        w.push(format!("-ftz={}", opts.ftz as u8));
        w.push(format!("-prec_div={}", opts.prec_div as u8));
        w.push(format!("-prec_sqrt={}", opts.prec_sqrt as u8));
        w.push(format!("-fmad={}", opts.fmad as u8));
        if let Some(l) = opts.opt_level {
            w.push(format!("-O{}", l));
        }
        b(&mut w, opts.generate_line_info, "-generate-line-info");
    }
    valued(&mut w, "--include_file_name", &opts.include_file_name);
    valued(&mut w, "--gen_c_file_name", &opts.gen_c_file_name);
    valued(&mut w, "--stub_file_name", &opts.stub_file_name);
    valued(&mut w, "--gen_device_file_name", &opts.gen_device_file_name);
    b(&mut w, opts.gen_module_id_file, "--gen_module_id_file");
    valued(&mut w, "--module_id_file_name", &opts.module_id_file_name);
    for inp in inputs {
        w.push(shell_quote(inp));
    }
    if let Some(out) = &opts.output_file {
        w.push(String::from("-o"));
        w.push(shell_quote(out));
    }
    w.join(" ")
}

fn diag_action_flag(a: DiagAction) -> &'static str {
    match a {
        DiagAction::Suppress => "diag_suppress",
        DiagAction::Remark => "diag_remark",
        DiagAction::Warning => "diag_warning",
        DiagAction::Error => "diag_error",
        DiagAction::Once => "diag_once",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    const NVCC_HOST: &str = "--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 \
        --display_error_number --orig_src_file_name k.cu --orig_src_path_name /src/k.cu --allow_managed \
        --m64 --parse_templates --gen_c_file_name OUT/int.c --stub_file_name stub.c \
        --gen_module_id_file --module_id_file_name OUT/module_id IN.cpp4.ii";

    const NVCC_DEVICE: &str = "--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 \
        --display_error_number --orig_src_file_name k.cu --orig_src_path_name /src/k.cu --allow_managed \
        -arch compute_75 -m64 --no-version-ident -ftz=0 -prec_div=1 -prec_sqrt=1 -fmad=1 \
        --include_file_name X.fatbin.c -g -O0 -generate-line-info -tused --module_id_file_name OUT.module_id \
        --gen_c_file_name X.cudafe1.c --stub_file_name /abs/X.stub.c --gen_device_file_name X.gpu IN.cpp1.ii -o X.ptx";

    #[test]
    fn nvcc_host_call() {
        let (o, inp) = parse_command_line(&args(NVCC_HOST)).unwrap();
        assert_eq!(inp, vec![String::from("IN.cpp4.ii")]);
        assert_eq!(o.std, CppStandard::Cpp17);
        assert_eq!(o.host_compiler, HostCompiler::Gnu(120200));
        assert_eq!(o.orig_src_path_name.as_deref(), Some("/src/k.cu"));
        assert_eq!(o.gen_c_file_name.as_deref(), Some("OUT/int.c"));
        assert!(o.gen_module_id_file && o.preprocessed_input && !o.device_pass);
        assert!(o.other_flags.is_empty());
    }

    #[test]
    fn nvcc_device_call() {
        let (o, inp) = parse_command_line(&args(NVCC_DEVICE)).unwrap();
        assert_eq!(inp, vec![String::from("IN.cpp1.ii")]);
        assert!(o.device_pass && !o.version_ident && !o.ftz && o.fmad);
        assert_eq!(o.device_arch, 75);
        assert_eq!(o.instantiate.as_deref(), Some("used"));
        assert_eq!(o.output_file.as_deref(), Some("X.ptx"));
        assert_eq!(o.opt_level, Some(0));
        assert!(o.other_flags.is_empty(), "{:?}", o.other_flags);
    }

    #[test]
    fn defaults_are_the_references() {
        let (o, _) = parse_command_line(&args("k.ii")).unwrap();
        assert!(!o.display_error_number && !o.static_host_stub && !o.allow_managed && !o.device_pass);
        let (o, _) = parse_command_line(&args(NVCC_HOST)).unwrap();
        assert!(o.display_error_number && o.static_host_stub && o.allow_managed && o.device_hidden_visibility);
    }

    #[test]
    fn forms() {
        let (o, inp) = parse_command_line(&args(
            "-I a -Ib --include_directory c --include_directory=d -DX -DY=2 -D Z=3 --define_macro=W -UQ -U R k.cu",
        ))
        .unwrap();
        assert_eq!(o.include_dirs, vec!["a", "b", "c", "d"]);
        assert_eq!(o.defines.len(), 4);
        assert_eq!(o.defines[1], (String::from("Y"), Some(String::from("2"))));
        assert_eq!(o.undefines, vec!["Q", "R"]);
        assert!(!o.preprocessed_input);
        assert_eq!(inp.len(), 1);
    }

    #[test]
    fn errors() {
        let msg = |s: &str| parse_command_line(&args(s)).unwrap_err().message;
        assert_eq!(msg("--bogus x.ii"), "invalid option: --bogus");
        assert_eq!(msg("--m64=1"), "invalid option: --m64=1");
        assert_eq!(msg("--no-m64"), "invalid option: --no-m64");
        assert_eq!(msg("--gnu_version"), "\"--gnu_version\" requires an argument");
        assert_eq!(msg("--gnu_version="), "invalid option: --gnu_version=");
        assert_eq!(msg("--gnu_version=abc"), "invalid number: abc");
        assert_eq!(msg("-I"), "invalid option: -I");
        assert_eq!(msg("-xz"), "invalid option: -xz");
        assert_eq!(msg("a.ii b.ii"), "too many arguments on command line");
        assert_eq!(msg("a.ii --c++17"), "too many arguments on command line");
        let (_, inp, e) = parse_command_line_partial(&args("--orig_src_file_name k.cu g.ii --c++17"));
        assert!(e.is_some() && inp.len() == 1);
        assert_eq!(msg("-tzz"), "invalid instantiation mode: zz");
        assert_eq!(msg("--diag_suppress=99999"), "invalid error number in diagnostic control option: 99999");
        assert_eq!(msg("--diag_suppress=5,,6"), "invalid error tag in diagnostic control option: ");
        assert_eq!(msg("--diag_suppress=-1"), "invalid error tag in diagnostic control option: -1");
        assert_eq!(msg("--diag_suppress=0x10"), "invalid number: 0x10");
        let (o, _) = parse_command_line(&args("--diag_suppress=3457,177 --diag_error=549")).unwrap();
        assert_eq!(o.diag_overrides, vec![(20000, DiagAction::Suppress), (177, DiagAction::Suppress), (549, DiagAction::Error)]);
        assert_eq!(msg("--output_mode foo"), "unrecognized output mode (must be one of text, sarif): foo");
        let e = parse_command_line(&args("--bogus")).unwrap_err();
        assert_eq!(e.severity, Severity::CommandLineError);
    }

    #[test]
    fn all_documented_flags_accepted() {
        for sw in switches() {
            let r = if sw.takes_value {
                let v = match sw.name {
                    "instantiate" => "used",
                    "output_mode" => "text",
                    _ => "1",
                };
                let a = parse_command_line(&[format!("--{}", sw.name), String::from(v)]);
                let b = parse_command_line(&[format!("--{}={}", sw.name, v)]);
                assert_eq!(a.is_ok(), b.is_ok());
                a
            } else {
                parse_command_line(&[format!("--{}", sw.name)])
            };
            assert_eq!(r.is_ok(), !sw.rejected, "{}", sw.name);
        }
        assert_eq!(switches().count(), 386);
    }

    #[test]
    fn abbreviations() {
        let (o, _) = parse_command_line(&args("--display_error --static --gen_c=x.c --m6 k.ii")).unwrap();
        assert!(o.display_error_number && o.static_host_stub && o.m64);
        assert_eq!(o.gen_c_file_name.as_deref(), Some("x.c"));
        let e = parse_command_line(&args("--embedded")).unwrap_err();
        assert_eq!(
            e.message,
            "more than one command line option matches the abbreviation \"--embedded\":\n--embedded_c++\n--embedded_c"
        );
        assert_eq!(parse_command_line(&args("--embedded_c")).unwrap_err().message, "invalid option: --embedded_c");
        assert_eq!(parse_command_line(&args("--gen_c")).unwrap_err().message, "\"--gen_c\" requires an argument");
        assert!(dump_command_options().starts_with("--strict --strict_warnings "));
        assert!(dump_command_options().ends_with("--incognito --no_incognito "));
    }

    #[test]
    fn render_round_trip() {
        for cl in [NVCC_HOST, NVCC_DEVICE, "-arch compute_90a -fast-math -maxreg 32 --gen_device_file_name g k.ii", "--extended-lambda --relaxed_constexpr --device-c -DA=1 -Ix --strict k.cu"] {
            let (o, inp) = parse_command_line(&args(cl)).unwrap();
            let r = render_command_line(&o, &inp);
            let (o2, inp2) = parse_command_line(&args(&r)).unwrap();
            assert_eq!(inp, inp2);
            assert_eq!(render_command_line(&o2, &inp2), r);
            assert_eq!(o.defines, o2.defines);
            assert_eq!(o.device_pass, o2.device_pass);
        }
    }
}
