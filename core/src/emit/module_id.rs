//! The module id: the string that names a translation unit in the
//! `.module_id` file, in `_NV_ANON_NAMESPACE` (`_GLOBAL__N_<id>`) and in
//! cicc's `__NV_MODULE_ID`.
//!
//! # The algorithm (established by experiments on cudafe++ 13.0)
//!
//! ```text
//! _<crc>_<len>_<base>_<tag>[_<pid>]      then every byte that is not
//!                                        [A-Za-z0-9] becomes '_'
//! ```
//!
//! * `<crc>`: CRC-32 (ISO-HDLC: reflected 0xEDB88320, init and final xor
//!   0xFFFFFFFF) of the `--orig_src_path_name` text, as 8 lower-case hex
//!   digits; `00000000` when the switch is absent. No other switch matters
//!   (`-D`, `--device-c`, `--extended-lambda`, the standard, the input path:
//!   all leave it unchanged).
//! * `<base>`: the last `/`-separated component of `--orig_src_file_name`,
//!   or of the input file's path when that switch is absent; `<len>` is its
//!   length in bytes (before sanitizing). `--orig_src_file_name dir/x-y.cu`
//!   gives `6_x_y_cu`; an empty name gives `0_`.
//! * `<tag>`: the linker name of the first *selector entity*: the first
//!   definition, in source order, of
//!   - a variable with external linkage, not `static`, not `constexpr`, not
//!     `inline`, not a template, **with an initializer** (`int gv;` and
//!     `S s;` do not count, `int gv = 1;`, `int gv{};`, `S s{};`,
//!     `extern int e = 1;`, `thread_local`, `__device__` variables and
//!     out-of-class static data member definitions do), or
//!   - a non-inline, non-constexpr, non-template function with external
//!     linkage and a declared (not deduced: `auto f()` does not count)
//!     return type; member functions defined inside their class are inline
//!     and do not count, out-of-class definitions (constructors: `C1`) do;
//!     kernels, `__device__` and `__host__ __device__` functions count;
//!
//!   that is not in the unnamed namespace and not declared in a system
//!   header (line-marker flag 3). The linker name is the Itanium mangled
//!   name (`_Z1kPfi`, `_ZN1N1vE`), or the plain name for global-scope
//!   variables, `extern "C"` entities and `main`. A name longer than 8 bytes
//!   is replaced by its CRC-32 in hex (`_ZN1N1gEi` → `0fba69de`).
//! * Without a selector entity the tag is the CRC-32 of
//!   `ctime(t) ++ cwd` (ctime's 25 characters including the newline,
//!   followed by the working directory), where `t` is the modification time
//!   of the file named by `--orig_src_file_name` (or the input), resolved
//!   from the working directory, if that is a regular file, and otherwise
//!   the current time; `_<pid>` follows. These facts come in through
//!   [`Options::source_mtime`], [`Options::time_and_pid`] and
//!   [`Options::cwd`] (the core reads no clock).
//! * When `--module_id_file_name` is given without `--gen_module_id_file`
//!   (cicc's device pass), the id is the file's contents verbatim; the CLI
//!   reads it into [`Options::module_id_override`].

use crate::il::{EntityId, EntityKind, Il, Linkage, StorageClass};
use crate::options::Options;
use alloc::format;
use alloc::string::String;

/// CRC-32/ISO-HDLC (as zlib's `crc32`).
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut h = crc32fast::Hasher::new();
    h.update(bytes);
    h.finalize()
}

/// The module id for `il` compiled with `opts`.
pub fn module_id(il: &Il, opts: &Options) -> String {
    if let Some(id) = &opts.module_id_override {
        return id.clone();
    }
    let tag = match selector_entity(il) {
        Some(e) => entity_tag(il, e),
        None => None,
    };
    let (tag, pid) = match tag {
        Some(t) => (t, None),
        None => {
            let secs = opts.source_mtime.unwrap_or(opts.time_and_pid.0);
            let mut s = ctime(secs);
            s.push_str(&opts.cwd);
            (format!("{:08x}", crc32(s.as_bytes())), Some(opts.time_and_pid.1))
        }
    };
    assemble(opts, &source_display_name(il, opts), &tag, pid)
}

/// The name whose basename goes into the id (`--orig_src_file_name`, else
/// the input path).
fn source_display_name(il: &Il, opts: &Options) -> String {
    match (&opts.orig_src_file_name, &opts.input_file) {
        (Some(n), _) => n.clone(),
        (None, Some(i)) => i.clone(),
        (None, None) => il.primary_file.clone(),
    }
}

/// Build the id from its parts (see the module documentation).
pub fn assemble(opts: &Options, source_name: &str, tag: &str, pid: Option<u32>) -> String {
    let crc = match &opts.orig_src_path_name {
        Some(p) => crc32(p.as_bytes()),
        None => 0,
    };
    let base = source_name.rsplit('/').next().unwrap_or(source_name);
    let mut s = format!("_{:08x}_{}_{}_{}", crc, base.len(), base, tag);
    if let Some(pid) = pid {
        s.push_str(&format!("_{}", pid));
    }
    sanitize(&s)
}

/// Every byte that is not an ASCII letter or digit becomes `_`.
fn sanitize(s: &str) -> String {
    s.bytes().map(|b| if b.is_ascii_alphanumeric() { b as char } else { '_' }).collect()
}

/// The tag for a selector entity: its linker name, or the CRC-32 of it when
/// longer than 8 bytes.
fn entity_tag(il: &Il, e: EntityId) -> Option<String> {
    let name = linker_name(il, e);
    if name.is_empty() {
        return None;
    }
    Some(if name.len() > 8 { format!("{:08x}", crc32(name.as_bytes())) } else { name })
}

fn linker_name(il: &Il, e: EntityId) -> String {
    let stored = match il.entities.get(e.0 as usize).map(|x| &x.kind) {
        Some(EntityKind::Routine(r)) => r.mangled.as_str(),
        Some(EntityKind::Variable(v)) => v.mangled.as_str(),
        _ => "",
    };
    if stored.is_empty() {
        crate::mangle::mangle_entity(il, e)
    } else {
        String::from(stored)
    }
}

/// True when `e` or one of its enclosing scopes is the unnamed namespace.
fn in_unnamed_namespace(il: &Il, e: EntityId) -> bool {
    let mut cur = il.entities.get(e.0 as usize).and_then(|x| x.parent);
    let mut guard = 0;
    while let Some(p) = cur {
        guard += 1;
        if guard > 256 {
            break;
        }
        let Some(pe) = il.entities.get(p.0 as usize) else { break };
        if matches!(pe.kind, EntityKind::Namespace { .. }) && pe.name.is_empty() {
            return true;
        }
        cur = pe.parent;
    }
    false
}

/// The first definition that names the translation unit (see the module
/// documentation for the rules).
pub fn selector_entity(il: &Il) -> Option<EntityId> {
    for (i, d) in il.decls.iter().enumerate() {
        if !d.is_definition {
            continue;
        }
        let Some(ent) = il.entities.get(d.entity.0 as usize) else { continue };
        if ent.in_system_header || in_unnamed_namespace(il, d.entity) || il.in_template(d.entity) {
            continue;
        }
        let ok = match &ent.kind {
            EntityKind::Variable(v) => {
                !v.is_param
                    && !v.is_local
                    && !v.is_device_builtin
                    && matches!(v.linkage, Linkage::External | Linkage::ExternalC)
                    // `static` means internal linkage, except on a data member.
                    && (v.is_static_member || (v.storage != StorageClass::Static && d.storage != StorageClass::Static))
                    && !v.is_constexpr
                    && !v.is_inline
                    && (d.init.is_some() || has_user_constructor(il, v.ty))
            }
            EntityKind::Routine(r) => {
                // A member function whose first declaration is this
                // definition was defined inside its class: implicitly inline.
                let defined_in_class = || {
                    ent.parent
                        .and_then(|p| il.entities.get(p.0 as usize))
                        .is_some_and(|p| matches!(p.kind, EntityKind::Class(_)))
                        && !il.decls[..i].iter().any(|x| x.entity == d.entity)
                };
                matches!(r.linkage, Linkage::External | Linkage::ExternalC)
                    && r.storage != StorageClass::Static
                    && !r.is_inline
                    && !r.is_constexpr
                    && !r.is_deleted
                    && !r.is_defaulted
                    && r.template_params.is_empty()
                    && r.instance_of.is_none()
                    && !defined_in_class()
                    // A friend function defined in its class: inline too.
                    && !il.friend_decls.contains(&crate::il::DeclId(i as u32))
            }
            _ => false,
        };
        if ok {
            return Some(d.entity);
        }
    }
    None
}

/// A class type with a user-declared constructor: an object of it is
/// initialized (dynamically) even without an initializer.
fn has_user_constructor(il: &Il, t: crate::il::TypeId) -> bool {
    let crate::il::TypeKind::Class(c) = il.ty(il.canonical(t)) else { return false };
    let Some(EntityKind::Class(ci)) = il.entities.get(c.0 as usize).map(|e| &e.kind) else { return false };
    ci.members.iter().any(|m| {
        matches!(il.entities.get(m.0 as usize).map(|e| &e.kind), Some(EntityKind::Routine(r)) if r.special == crate::il::SpecialMember::Constructor && !r.is_defaulted)
    })
}

/// C's `ctime()` in UTC: `"Thu Jan  2 03:04:05 2020\n"`.
pub fn ctime(secs: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let days = secs / 86400;
    let rem = secs % 86400;
    let (h, m, s) = (rem / 3600, (rem % 3600) / 60, rem % 60);
    let wd = DAYS.get((days % 7) as usize).copied().unwrap_or("Thu");
    // Civil-from-days (proleptic Gregorian), days since 1970-01-01.
    let z = days as i64 + 719468;
    let era = z.div_euclid(146097);
    let doe = z.rem_euclid(146097);
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let mon = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + if mon <= 2 { 1 } else { 0 };
    let mname = MONTHS.get((mon - 1) as usize).copied().unwrap_or("Jan");
    format!("{} {} {:2} {:02}:{:02}:{:02} {}\n", wd, mname, d, h, m, s, year)
}

/// The unnamed namespace's name in the `.int.c`: `_GLOBAL__N_<module id>`.
pub fn anon_namespace_name(module_id: &str) -> String {
    let mut s = String::from("_GLOBAL__N_");
    s.push_str(module_id);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ctime_matches_libc() {
        assert_eq!(ctime(0), "Thu Jan  1 00:00:00 1970\n");
        // touch -d "2020-01-02 03:04:05" (UTC)
        assert_eq!(ctime(1577934245), "Thu Jan  2 03:04:05 2020\n");
        assert_eq!(ctime(1795415659), "Mon Nov 23 06:34:19 2026\n");
    }

    #[test]
    fn crc() {
        assert_eq!(crc32(b"/src/k.cu"), 0x9fd36db3);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn assemble_parts() {
        let mut o = Options::default();
        o.orig_src_file_name = Some("k.cu".into());
        o.orig_src_path_name = Some("/src/k.cu".into());
        assert_eq!(assemble(&o, "k.cu", "_Z1kPfi", None), "_9fd36db3_4_k_cu__Z1kPfi");
        o.orig_src_path_name = Some("/p/q.cu".into());
        assert_eq!(assemble(&o, "dir/x-y.cu", "gv", None), "_63c532db_6_x_y_cu_gv");
        o.orig_src_path_name = None;
        assert_eq!(assemble(&o, "", "gv", None), "_00000000_0__gv");
        o.orig_src_path_name = Some("/src/k.cu".into());
        assert_eq!(assemble(&o, "k.cu", "7ae9f833", Some(24052)), "_9fd36db3_4_k_cu_7ae9f833_24052");
    }

    #[test]
    fn fallback_uses_mtime_and_cwd() {
        let arena = bumpalo::Bump::new();
        let il = Il::new(&arena, "", crate::source::SourceMap::default());
        let mut o = Options::default();
        o.orig_src_file_name = Some("k.cu".into());
        o.orig_src_path_name = Some("/src/k.cu".into());
        o.cwd = "/tmp/cliexp/t".into();
        o.source_mtime = Some(1577934245);
        o.time_and_pid = (0, 24052);
        assert_eq!(module_id(&il, &o), "_9fd36db3_4_k_cu_7ae9f833_24052");
        o.module_id_override = Some("MYID".into());
        assert_eq!(module_id(&il, &o), "MYID");
    }
}
