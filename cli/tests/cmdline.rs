//! The `cudafe` binary against the reference's recorded behaviour on
//! command-line problems (`tests/data/cmdline.tsv`: the arguments, then
//! cudafe++ 13.0's stderr with `\n` escapes and its exit status, captured
//! in a directory holding `g.ii` but no `x.ii`/`nonexist.ii`).

use std::process::Command;

#[test]
fn command_line_errors_match_reference() {
    let dir = std::env::temp_dir().join(format!("cudafe-cmdline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("g.ii"), "int gv = 1;\n").unwrap();
    let data = include_str!("data/cmdline.tsv");
    let mut failures = Vec::new();
    for line in data.lines() {
        let Some((args, want)) = line.split_once('\t') else { continue };
        let want = want.replace("\\n", "\n");
        let out = Command::new(env!("CARGO_BIN_EXE_cudafe"))
            .args(args.split_whitespace())
            .current_dir(&dir)
            .output()
            .unwrap();
        let got = format!(
            "{}{}rc={}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            out.status.code().unwrap_or(-1)
        );
        if got != want {
            failures.push(format!("[{}]\n--- want\n{}\n--- got\n{}", args, want, got));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
