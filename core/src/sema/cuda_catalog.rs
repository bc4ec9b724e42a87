//! The catalog of CUDA-specific diagnostics the tool produces: one row per
//! message, with EDG's internal number (displayed as number + 16543 above
//! 3456, e.g. 3507 → `#20050`), the default severity, which pass reports it
//! (cudafe++ on the host side, cicc's front end on the device side), the
//! message template (`{}` stands for an argument), and the conformance case
//! whose expected output proves it.
//!
//! Numbers were read from the reference itself (`--output_mode=sarif` shows
//! `ruleId` `EC<internal number>` for errors; warnings show their number in
//! the text output). `docs/cuda-diagnostics.md` is generated from this table
//! by [`markdown`]; a test keeps it in sync and checks each proving case.

use crate::diag::Severity;
use alloc::format;
use alloc::string::String;

/// Which front end reports a diagnostic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reporter {
    /// cudafe++ (host pass) only.
    Host,
    /// cicc's front end (device pass) only.
    Device,
    /// Both passes report it (it shows twice when the host pass succeeds).
    Both,
}

/// One catalog row.
#[derive(Debug, Clone, Copy)]
pub struct CudaDiag {
    /// A stable name (EDG's tag where known).
    pub tag: &'static str,
    /// EDG's internal message number.
    pub number: u32,
    pub severity: Severity,
    pub reporter: Reporter,
    /// The text; each `{}` is replaced by an argument, in order.
    pub text: &'static str,
    /// A conformance case (`tests/cases/<name>`) whose expected diagnostics
    /// contain this message.
    pub case: &'static str,
}

use Reporter::*;
use Severity::{HardError as E, Remark as R, Warning as W};

macro_rules! row {
    ($tag:expr, $n:expr, $sev:expr, $rep:expr, $text:expr, $case:expr) => {
        CudaDiag { tag: $tag, number: $n, severity: $sev, reporter: $rep, text: $text, case: $case }
    };
}

pub static CATALOG: &[CudaDiag] = &[
    // ---- calls across execution spaces
    row!("d_hd_illegal_call", 3462, E, Host, "calling a __device__ function(\"{}\") from a __host__ __device__ function(\"{}\") is not allowed", "cuda2_call_device_from_hd"),
    row!("d_h_illegal_call", 3464, E, Host, "calling a __device__ function(\"{}\") from a __host__ function(\"{}\") is not allowed", "cuda2_call_device_from_host_method"),
    row!("d_h_illegal_call_constexpr", 3465, E, Host, "calling a constexpr __device__ function(\"{}\") from a __host__ function(\"{}\") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this.", "cuda2_call_constexpr_device_from_host"),
    row!("d_hd_illegal_call_constexpr", 3463, E, Host, "calling a constexpr __device__ function(\"{}\") from a __host__ __device__ function(\"{}\") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this.", "cuda3_call_constexpr_device_from_hd"),
    row!("h_hd_illegal_call_constexpr_unnamed", 3472, W, Device, "calling a constexpr __host__ function from a __host__ __device__ function is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this.", "cuda3_call_constexpr_host_from_hd"),
    row!("h_hd_illegal_call_constexpr", 3470, W, Device, "calling a constexpr __host__ function(\"{}\") from a __host__ __device__ function(\"{}\") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this.", "cuda3_call_constexpr_host_from_hd"),
    row!("h_hd_illegal_call", 3468, W, Device, "calling a __host__ function(\"{}\") from a __host__ __device__ function(\"{}\") is not allowed", "cuda2_call_host_from_hd"),
    row!("h_d_illegal_call", 3473, E, Device, "calling a __host__ function(\"{}\") from a __device__ function(\"{}\") is not allowed", "cuda2_call_host_from_device"),
    row!("h_g_illegal_call", 3475, E, Device, "calling a __host__ function(\"{}\") from a __global__ function(\"{}\") is not allowed", "cuda2_call_host_from_global"),
    row!("h_g_illegal_call_constexpr", 3476, E, Device, "calling a constexpr __host__ function(\"{}\") from a __global__ function(\"{}\") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this.", "cuda2_call_constexpr_host_from_device"),
    row!("h_d_illegal_call_constexpr", 3474, E, Device, "calling a constexpr __host__ function(\"{}\") from a __device__ function(\"{}\") is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this.", "cuda3_call_constexpr_host_from_device_fn"),
    row!("unconfigured_global_call", 3508, E, Host, "a __global__ function call must be configured", "err_kernel_call_no_config"),
    row!("device_launch_no_sepcomp", 3480, E, Device, "kernel launch from __device__ or __global__ functions requires separate compilation mode", "cuda2_kernel_launch_in_device_no_rdc"),
    row!("missing_api_for_device_side_launch", 3522, E, Device, "device-side kernel launch could not be processed as the required runtime APIs are not declared", "cuda2_kernel_launch_in_device_rdc"),
    row!("device_deduced_fn_referenced_in_host", 3623, E, Host, "A non-constexpr __device__ function (\"{}\") with \"{}\" deduced return type cannot be directly referenced outside the bodies of device functions, except if the reference is absent when __CUDA_ARCH__ is undefined", "cuda2_auto_device_fn_ref_host"),
    row!("undefined_device_identifier", 3525, E, Device, "identifier \"{}\" is undefined in device code", "cuda2_call_host_from_device"),
    // ---- execution-space attributes on declarations
    row!("illegal_memory_qualifiers", 3481, E, Host, "illegal combination of memory qualifiers", "cuda2_redecl_global_then_hd"),
    row!("global_redeclared_without_global", 3487, E, Device, "a __global__ function(\"{}\") redeclared without __global__", "cuda2_redecl_global_without_global"),
    row!("host_redeclared_with_global", 3495, E, Device, "a __host__ function(\"{}\") redeclared with __global__", "cuda2_redecl_host_then_global"),
    row!("device_redeclared_with_host", 3492, W, Device, "a __device__ function(\"{}\") redeclared with __host__, hence treated as a __host__ __device__ function", "cuda2_redecl_device_then_host"),
    row!("device_redeclared_with_hd", 3493, W, Device, "a __device__ function(\"{}\") redeclared with __host__ __device__, hence treated as a __host__ __device__ function", "cuda2_redecl_device_then_hd"),
    row!("device_redeclared_without_device", 3494, W, Device, "a __device__ function(\"{}\") redeclared without __device__, hence treated as a __host__ __device__ function", "cuda2_redecl_device_without_device"),
    row!("host_redeclared_with_device", 3496, W, Device, "a __host__ function(\"{}\") redeclared with __device__, hence treated as a __host__ __device__ function", "cuda2_redecl_host_then_device"),
    row!("host_redeclared_with_hd", 3497, W, Device, "a __host__ function(\"{}\") redeclared with __host__ __device__, hence treated as a __host__ __device__ function", "cuda2_redecl_host_then_hd"),
    row!("main_device_or_global", 3538, E, Host, "function main cannot be marked __device__ or __global__", "cuda2_device_main"),
    row!("attribute_does_not_apply", 1835, W, Both, "attribute \"{}\" does not apply here", "cuda2_device_member_var"),
    row!("override_host_by_device", 3542, E, Host, "execution space mismatch: overridden entity ({}) is a __host__ function, but overriding entity ({}) is a __device__ function", "cuda2_override_host_by_device"),
    row!("override_host_by_hd", 3543, E, Host, "execution space mismatch: overridden entity ({}) is a __host__ function, but overriding entity ({}) is a __host__ __device__ function", "cuda2_override_host_by_hd"),
    row!("override_device_by_hd", 3544, E, Host, "execution space mismatch: overridden entity ({}) is a __device__ function, but overriding entity ({}) is a __host__ __device__ function", "cuda2_override_device_by_hd"),
    row!("override_device_by_host", 3545, E, Host, "execution space mismatch: overridden entity ({}) is a __device__ function, but overriding entity ({}) is a __host__ function", "cuda2_override_device_by_host"),
    row!("override_hd_by_host", 3546, E, Host, "execution space mismatch: overridden entity ({}) is a __host__ __device__ function, but overriding entity ({}) is a __host__ function", "cuda2_override_hd_by_host"),
    row!("override_hd_by_device", 3547, E, Host, "execution space mismatch: overridden entity ({}) is a __host__ __device__ function, but overriding entity ({}) is a __device__ function", "cuda2_override_hd_by_device"),
    row!("long_double_in_device", 3665, W, Device, "'long double' is treated as 'double' in device code", "hdr7_long_double_literals"),
    row!("main_return_type", 951, W, Host, "return type of function \"main\" must be \"int\"", "cuda2_global_main"),
    // ---- __global__ function constraints
    row!("global_ellipsis", 3503, E, Host, "a __global__ function cannot have ellipsis", "err_variadic_kernel"),
    row!("global_non_void_return", 3505, E, Host, "a __global__ function must have a void return type", "err_global_nonvoid"),
    row!("global_deduced_return", 3506, E, Host, "a __global__ function must not have a deduced return type", "cuda2_global_deduced_return"),
    row!("global_inline_ignored", 3507, W, Both, "inline qualifier ignored for \"__global__\" function", "cuda2_global_constexpr"),
    row!("global_constexpr", 3575, E, Device, "A __global__ function or function template cannot be marked constexpr", "cuda2_global_constexpr"),
    row!("global_friend_definition", 3643, E, Host, "A __global__ function or function template cannot be defined in a friend declaration", "cuda2_global_friend_definition"),
    row!("global_exception_spec", 3647, E, Host, "An exception specification is not allowed for a __global__ function or function template", "cuda2_global_exception_spec"),
    row!("global_member_function", 3688, E, Host, "A __global__ function or function template cannot be a member function", "cuda2_global_member_function"),
    row!("global_operator", 3644, E, Host, "An operator function cannot be a __global__ function", "cuda2_global_operator"),
    row!("global_rvalue_ref_param", 3520, E, Device, "a __global__ function cannot have a parameter with rvalue reference type", "cuda2_global_rvalue_ref_param"),
    row!("params_after_pack_not_deducible", 2097, W, Both, "template parameter \"{}\" cannot be used because it follows a parameter pack and cannot be deduced from the parameters of function template \"{}\"", "cuda2_global_multiple_packs"),
    row!("global_pack_not_last", 3573, E, Both, "Pack template parameter must be the last template parameter for a variadic __global__ function template", "cuda2_global_pack_not_last"),
    row!("global_multiple_packs", 3574, E, Both, "Multiple pack parameters are not allowed for a variadic __global__ function template", "cuda2_global_multiple_packs"),
    row!("global_va_list_param", 3588, E, Device, "A __global__ function or function template cannot have a parameter with va_list type", "cuda2_global_va_list"),
    row!("global_initializer_list_param", 3572, E, Device, "a __global__ function or function template cannot have a parameter with type std::initializer_list", "cuda4_global_initializer_list_param"),
    row!("anon_union_member_in_device", 3561, E, Device, "member variables of an anonymous union at global or namespace scope cannot be directly accessed in __device__ and __global__ functions", "cuda2_anon_union_in_device"),
    row!("global_in_inline_unnamed_ns", 3581, E, Device, "A __global__ function or function template cannot be declared within an inline unnamed namespace", "cuda2_global_inline_unnamed_ns"),
    row!("kernel_arg_private_type", 3585, E, Device, "A type that is defined inside a class and has private or protected access ({}) cannot be used in the template argument type of a __global__ function template instantiation, unless the class is local to a __device__ or __global__ function", "cuda2_global_private_type_arg"),
    row!("kernel_arg_unnamed_type", 3586, E, Device, "An unnamed type ({}) cannot be used in the template argument type of a __global__ function template instantiation, unless the type is local to a __device__ or __global__ function", "cuda2_global_unnamed_type_arg"),
    row!("kernel_arg_host_local_type", 3583, E, Device, "A type defined inside a __host__ function  ({}) cannot be used in the template argument type of a __global__ function template instantiation", "cuda2_global_host_local_type_arg"),
    row!("kernel_arg_host_lambda", 3582, E, Device, "The closure type for a lambda ({}) cannot be used in the template argument type of a __global__ function template instantiation, unless the lambda is defined within a __device__ or __global__ function, or the flag '-extended-lambda' is specified and the lambda is an extended lambda (a __device__ or __host__ __device__ lambda defined within a __host__ or __host__ __device__ function)", "cuda2_global_host_lambda_arg"),
    // ---- launch attributes
    row!("launch_attr_non_global", 3534, E, Host, "{} is only allowed on a __global__ function", "cuda2_launch_bounds_non_global"),
    row!("max_blocks_per_cluster_arch", 3704, E, Device, "cannot specify max blocks per cluster for this GPU architecture", "cuda2_launch_bounds_max_blocks_cluster"),
    row!("max_blocks_per_cluster_negative", 3705, E, Host, "max blocks per cluster must not be negative", "cuda2_launch_bounds_third_negative"),
    row!("launch_attr_non_member", 3535, E, Host, "{} is only allowed on a non-member function", "cuda4_launch_bounds_member"),
    row!("local_maxnreg_not_positive", 3786, E, Host, "The maximum number of registers that can be allocated per thread must be positive", "cuda4_local_maxnreg_zero"),
    row!("register_params_not_enabled", 3659, E, Host, "__nv_register_params__ support is not enabled", "cuda4_register_params_not_enabled"),
    row!("register_params_ellipsis", 3662, E, Host, "__nv_register_params__ is not allowed on a function with ellipsis", "cuda9_register_params_ellipsis"),
    row!("maxnreg_non_global", 3715, E, Host, "__maxnreg__ is only allowed on a __global__ function", "cuda2_maxnreg_non_global"),
    row!("maxnreg_not_positive", 3717, E, Host, "The maximum number of registers that can be allocated per thread must be positive", "cuda2_maxnreg_zero"),
    row!("launch_bounds_and_maxnreg", 3719, E, Host, "The __launch_bounds__ and __maxnreg__ qualifiers cannot be applied to the same kernel", "cuda2_launch_bounds_with_maxnreg"),
    row!("cluster_dims_not_positive", 3685, E, Host, "__cluster_dims__ arguments must be positive integers", "cuda2_cluster_dims_zero"),
    row!("cluster_dims_arch", 3687, E, Device, "__cluster_dims__ is not supported for this GPU architecture", "cuda2_cluster_dims"),
    row!("block_size_arch", 3790, E, Device, "__block_size__ is not supported for this GPU architecture", "cuda2_block_size_attr"),
    row!("no_launch_bounds", 3695, R, Both, "no __launch_bounds__ specified for __global__ function", "cuda2_pragma_remark_to_warning"),
    // ---- __grid_constant__
    row!("grid_constant_non_kernel", 3702, E, Host, "__grid_constant__ annotation is only allowed on a parameter of a __global__ function", "cuda2_grid_constant_non_kernel"),
    row!("grid_constant_not_const", 3696, E, Device, "a parameter annotated with __grid_constant__ must have const-qualified type", "cuda2_grid_constant_not_const"),
    row!("grid_constant_reference", 3697, E, Device, "a parameter annotated with __grid_constant__ must not have reference type", "cuda2_grid_constant_reference"),
    row!("grid_constant_redecl", 3698, E, Host, "incompatible __grid_constant__ annotation for parameter {} in function redeclaration (see previous declaration at line {})", "cuda2_grid_constant_redecl"),
    // ---- memory spaces of variables
    row!("grid_constant_template_redecl", 3699, E, Host, "incompatible __grid_constant__ annotation for parameter {} in function template redeclaration (see previous declaration at line {})", "cuda4_grid_constant_template_redecl"),
    row!("illegal_local_to_host_function", 3483, E, Host, "{} \"{}\" variable declaration is not allowed inside a host function body", "cuda2_device_local_host"),
    row!("illegal_local_to_device_function", 3484, E, Device, "{} \"{}\" variable declaration is not allowed inside a device function body", "cuda2_constant_local_device"),
    row!("memory_qualifier_on_member", 3485, E, Host, "memory qualifier on data member is not allowed", "cuda2_device_static_member_var"),
    row!("extern_treated_as_static", 3501, W, Device, "extern declaration of the entity {} is treated as a static definition", "cuda2_extern_shared_scalar"),
    row!("shared_initializer", 3510, E, Host, "initializer not allowed for __shared__ variable ", "err_shared_initializer"),
    row!("static_local_dynamic_init", 3511, E, Device, "dynamic initialization is not supported for a function-scope static {} variable within a __device__/__global__ function", "cuda2_static_local_dynamic_init"),
    row!("shared_local_dynamic_init", 3511, W, Device, "dynamic initialization is not supported for a function-scope static {} variable within a __device__/__global__ function", "cuda2_shared_class_ctor"),
    row!("device_var_dynamic_init", 3518, E, Device, "dynamic initialization is not supported for a {} variable", "cuda2_device_var_dynamic_init"),
    row!("decltype_managed", 3576, E, Host, "A __managed__ variable cannot be used as an unparenthesized id-expression argument for decltype()", "cuda2_decltype_managed"),
    row!("managed_const", 3566, E, Host, "a __managed__ variable cannot have a const qualified type", "cuda2_managed_const"),
    row!("managed_reference", 3567, E, Host, "a __managed__ variable cannot have a reference type", "cuda2_managed_reference"),
    row!("for_range_memory_space", 3649, E, Host, "the {} memory space specifier is not allowed for a variable declared by the for-range-declaration", "cuda2_shared_in_range_for"),
    row!("managed_shared_or_constant", 3568, E, Host, "__managed__ variables cannot be marked __shared__ or __constant__", "cuda2_managed_shared"),
    row!("thread_local_memory_space", 3570, E, Device, "cannot use thread_local specifier for a {} variable", "cuda2_thread_local_device_var"),
    row!("thread_local_in_device_code", 3571, E, Device, "cannot use thread_local specifier for variable declarations in device code", "cuda2_thread_local_in_kernel"),
    row!("device_variable_in_unnamed_inline_ns", 3579, E, Host, "A {} variable cannot be declared within an inline unnamed namespace", "cuda2_device_var_inline_unnamed_ns"),
    row!("inline_device_var_whole_program", 3648, E, Host, "An inline __device__/__constant__/__managed__ variable must have internal linkage when the program is compiled in whole program mode (-rdc=false)", "cuda2_inline_device_var_whole_program"),
    row!("zero_sized_variable_device", 3668, E, Device, "zero-sized variable \"{}\" is not allowed in device code", "cuda2_zero_size_array_device"),
    row!("zero_sized_param_device", 3669, E, Host, "zero-sized parameter type {} is not allowed in device code", "cuda4_zero_size_param"),
    row!("ucn_in_device_name", 3658, E, Device, "Universal character is not allowed in device entity name ({})", "cuda4_ucn_device_name"),
    row!("float128_in_device", 3563, E, Device, "\"{}\" contains a 128-bit floating-point, which is not supported in device code", "cuda2_float128_device"),
    // ---- extended lambdas
    row!("extended_lambda_needs_flag", 3612, E, Host, "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag", "cuda2_xlambda_without_flag"),
    row!("hd_lambda_generic", 3614, E, Host, "__host__ __device__ extended lambdas cannot be generic lambdas", "cuda2_xlambda_generic_hd"),
    row!("hd_lambda_init_capture", 3615, E, Host, "init-captures are not allowed for extended __host__ __device__ lambdas", "cuda2_xlambda_hd_init_capture"),
    row!("device_lambda_constexpr", 3620, E, Host, "The constexpr specifier is not allowed for an extended __device__ lambda", "cuda2_xlambda_constexpr_specifier"),
    row!("device_lambda_private_parent", 3608, E, Host, "The enclosing parent function (\"{}\") for an extended __device__ lambda cannot have private or protected access within its class", "cuda2_xlambda_private_parent"),
    row!("device_lambda_deduced_parent", 3613, E, Host, "The enclosing parent function (\"{}\") for an extended __device__ lambda must not have deduced return type", "cuda2_xlambda_deduced_parent"),
    row!("device_lambda_ref_capture", 3593, E, Host, "An extended __device__ lambda cannot capture variables by reference", "cuda2_xlambda_ref_capture"),
    row!("xlambda_pack_capture", 3594, E, Host, "An extended {} lambda cannot capture an element of a parameter pack", "cuda9_xlambda_pack_capture"),
    row!("xlambda_array_capture_rank", 3597, E, Host, "An extended {} lambda cannot capture an array variable (type: {}) with more than 7 dimensions", "cuda9_xlambda_array_rank"),
    row!("lambda_operator_annotated", 3621, E, Host, "The operator() function for a lambda cannot be explicitly annotated with execution space annotations (__host__/__device__/__global__), the annotations are derived from its closure class", "cuda9_xlambda_operator_annotated"),
    row!("device_lambda_parent_in_function", 3592, E, Host, "The enclosing parent function (\"{}\") for an extended __device__ lambda must not be defined inside another function", "cuda2_xlambda_parent_in_local_class"),
    row!("xlambda_local_type_capture", 3603, E, Host, "A type local to a function (\"{}\") cannot be used in the type of a variable captured by an extended __device__ or __host__ __device__ lambda", "cuda2_xlambda_local_type_capture"),
    row!("device_lambda_in_generic_lambda", 3618, E, Host, "An extended __device__ lambda cannot be defined inside a generic lambda expression(\"{}\").", "cuda2_xlambda_in_generic_lambda"),
    row!("device_lambda_in_hd_lambda", 3619, E, Host, "An extended __device__ lambda cannot be defined inside an extended __host__ __device__  lambda expression(\"{}\").", "cuda2_xlambda_nested_in_hd_lambda"),
    row!("device_lambda_constexpr_if_capture", 3691, E, Host, "An extended __device__ lambda cannot first-capture variable in constexpr-if context", "cuda2_xlambda_constexpr_if_capture"),
    // ---- device code restrictions
    row!("lambda_parent_unnamed_class", 3601, E, Host, "The enclosing parent function (\"{}\") for an extended {} lambda cannot be a member function of a class that is unnamed", "cuda4_xlambda_parent_unnamed_class"),
    row!("exception_handling_in_device", 3517, E, Device, "device code does not support exception handling", "cuda2_throw_in_device"),
    row!("label_address_in_device", 3539, E, Device, "address of label extension is not supported in __device__/__global__ functions", "cuda2_label_address_device"),
    row!("typeid_in_device", 3645, E, Device, "The operator 'typeid' is not allowed in device code", "cuda2_typeid_in_device"),
    row!("asm_one_constraint_letter", 3529, E, Device, "an asm operand may specify only one constraint letter in a __device__/__global__ function", "cuda2_asm_multi_letter"),
    row!("asm_memory_constraint", 3532, E, Device, "asm constraint letter 'm' is not allowed inside a __device__/__global__ function", "cuda2_asm_multi_letter"),
    row!("asm_operand_size", 3533, E, Device, "asm operand type size({}) does not match type/size implied by constraint '{}'", "cuda2_asm_bad_constraint"),
    row!("used_before_set", 549, W, Both, "variable \"{}\" is used before its value is set", "cuda2_managed_local"),
    row!("unrecognized_pragma_device_code", 3656, W, Device, "unrecognized #pragma in device code", "cuda2_unrecognized_pragma_device"),
    row!("device_var_read_in_host", 3548, W, Host, "a {} variable \"{}\" cannot be directly read in a host function", "cuda2_pragma_suppress_device_var_read"),
    row!("device_var_written_in_host", 3549, W, Host, "a {} variable \"{}\" cannot be directly written in a host function", "cuda2_device_var_written_in_host"),
    row!("host_var_read_in_device", 3551, W, Device, "a host variable \"{}\" cannot be directly read in a device function", "err_host_var_in_kernel"),
    row!("host_var_written_in_device", 3552, W, Device, "a host variable \"{}\" cannot be directly written in a device function", "cuda2_host_var_written_in_device"),
    row!("host_var_address_taken_in_device", 3553, W, Device, "address of a host variable \"{}\" cannot be directly taken in a device function", "cuda2_host_var_address_in_device"),
];

/// The row for a tag. Every tag used by the checks is in the table (a test
/// checks the call sites), so the fallback is unreachable in practice.
pub fn lookup(tag: &str) -> &'static CudaDiag {
    CATALOG.iter().find(|d| d.tag == tag).unwrap_or(&CATALOG[0])
}

/// Fill a template's `{}` with `args`, in order.
pub fn format_text(text: &str, args: &[&str]) -> String {
    let mut out = String::new();
    let mut rest = text;
    let mut i = 0;
    while let Some(p) = rest.find("{}") {
        out.push_str(&rest[..p]);
        out.push_str(args.get(i).copied().unwrap_or(""));
        i += 1;
        rest = &rest[p + 2..];
    }
    out.push_str(rest);
    out
}

/// The number as the reference displays it.
pub fn display_number(n: u32) -> u32 {
    crate::diag::display_number(n)
}

/// `docs/cuda-diagnostics.md`, generated from [`CATALOG`].
pub fn markdown() -> String {
    let mut s = String::new();
    s.push_str("# CUDA diagnostics\n\n");
    s.push_str("Generated from `core/src/sema/cuda_catalog.rs` (do not edit by hand; `cargo test -p cudafe-core cuda_catalog` regenerates and checks it).\n\n");
    s.push_str("Every CUDA-specific diagnostic the tool produces: EDG's internal number and the number the reference displays\n");
    s.push_str("(internal + 16543 above 3456), the default severity, which front end reports it (cudafe++ = host pass, cicc = device pass),\n");
    s.push_str("the message (`{}` = argument) and the conformance case whose expected output proves it.\n\n");
    s.push_str("| shown | internal | severity | pass | message | proving case |\n|---|---|---|---|---|---|\n");
    let mut rows: alloc::vec::Vec<&CudaDiag> = CATALOG.iter().collect();
    rows.sort_by_key(|d| (display_number(d.number), d.tag));
    for d in rows {
        let sev = match d.severity {
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            _ => "error",
        };
        let pass = match d.reporter {
            Reporter::Host => "cudafe++",
            Reporter::Device => "cicc",
            Reporter::Both => "both",
        };
        s.push_str(&format!(
            "| {} | {} | {} | {} | {} | `{}` |\n",
            display_number(d.number),
            d.number,
            sev,
            pass,
            d.text.replace('|', "\\|"),
            d.case
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::ToString;

    fn repo() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    /// The docs table is generated from the catalog; regenerate it when it
    /// differs (and fail, so a stale file never passes unnoticed in CI when
    /// `CUDA_CATALOG_CHECK_ONLY` is set).
    #[test]
    fn cuda_catalog_docs_up_to_date() {
        let path = repo().join("docs").join("cuda-diagnostics.md");
        let want = markdown();
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        if have != want {
            if std::env::var("CUDA_CATALOG_CHECK_ONLY").is_ok() {
                panic!("docs/cuda-diagnostics.md is stale; run `cargo test -p cudafe-core cuda_catalog`");
            }
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, want).unwrap();
        }
    }

    /// Each row's proving case contains the message: every literal piece of
    /// the template, in order, on one line of `expected/diag`.
    #[test]
    fn cuda_catalog_cases_prove_rows() {
        let mut missing = std::vec::Vec::new();
        for d in CATALOG {
            let diag = repo().join("tests").join("cases").join(d.case).join("expected").join("diag");
            let text = std::fs::read_to_string(&diag).unwrap_or_default();
            let shown = display_number(d.number);
            let ok = text.lines().any(|l| {
                let mut rest: &str = l;
                // Warnings and remarks show their number.
                if d.severity < Severity::Error {
                    let tag = std::format!("#{}", shown);
                    match rest.find(&tag) {
                        Some(p) => rest = &rest[p..],
                        None => return false,
                    }
                }
                for piece in d.text.split("{}") {
                    match rest.find(piece) {
                        Some(p) => rest = &rest[p + piece.len()..],
                        None => return false,
                    }
                }
                true
            });
            if !ok {
                missing.push(std::format!("{} ({}) not in {}", d.tag, d.number, d.case));
            }
        }
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }

    #[test]
    fn cuda_catalog_tags_unique() {
        let mut tags: std::vec::Vec<&str> = CATALOG.iter().map(|d| d.tag).collect();
        tags.sort();
        let n = tags.len();
        tags.dedup();
        assert_eq!(n, tags.len());
        assert_eq!(format_text("a {} b {}", &["x", "y"]), "a x b y".to_string());
    }
}
