#!/usr/bin/env python3
"""Real-header check: our CUDA programs compiled through nvcc 13.0's REAL headers.

usage: tests/realhdr/run.py [--diff PROG ARTIFACT] [PROG ...]

A program may name more nvcc options in its first lines: `// nvcc-flags: --extended-lambda`.

For each tests/realhdr/programs/<prog>.cu (programs we wrote), this
  1. runs the reference `nvcc --keep -c -arch=sm_75` in /tmp/realhdr/<prog>/ (cached:
     rerun only when the program changes), which leaves nvcc's own intermediates:
     <prog>.cpp4.ii (host input), <prog>.cpp1.ii (device input), <prog>.cudafe1.cpp
     (cudafe++'s .int.c), <prog>.cudafe1.stub.c and <prog>.cudafe1.gpu (cicc's),
     <prog>.module_id;
  2. runs our `cudafe` on the same .ii files with the same command lines (taken from
     `nvcc --dryrun`), in /tmp/realhdr/<prog>/ours-$REALHDR_TAG/, the host pass then the cicc role;
  3. compares each artifact byte for byte (our output directory is
     mapped to /tmp/realhdr/<prog>/ first: the stub file names its own path) and
     prints a table.

Nothing here is committed except the programs and this script: the reference's
outputs reproduce NVIDIA's header text and must stay out of the repository.
The reference toolchain comes from .cache/ref/tree (tests/refgen downloads it).
"""
import fcntl
import hashlib
import os
import shlex
import shutil
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGS = os.path.join(REPO, "tests", "realhdr", "programs")
NV = os.path.join(REPO, ".cache", "ref", "tree", "nvidia", "cu13")
ROOT = "/tmp/realhdr"
ARTIFACTS = [("int.c", ".cudafe1.cpp"), ("stub.c", ".cudafe1.stub.c"), ("gpu", ".cudafe1.gpu"),
             ("module_id", ".module_id"), ("diag", ".diag")]


def cudafe_bin():
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
    subprocess.check_call(["cargo", "build", "--release", "-q", "-p", "cudafe-cli"], cwd=REPO)
    return os.path.join(target, "release", "cudafe")


def ensure_reference():
    if not os.path.exists(os.path.join(NV, "bin", "nvcc")) or \
            not os.path.exists(os.path.join(NV, "include", "nv", "target")):
        subprocess.check_call([os.path.join(REPO, "tests", "refgen"), "--download-only"], cwd=REPO)


def run_reference(prog, work):
    src = os.path.join(PROGS, prog + ".cu")
    text = open(src, "rb").read()
    stamp = os.path.join(work, ".stamp")
    digest = hashlib.sha256(text).hexdigest()
    if os.path.exists(stamp) and open(stamp).read() == digest:
        return
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    open(os.path.join(work, prog + ".cu"), "wb").write(text)
    # A program may ask for more nvcc options on a first-lines comment:
    # `// nvcc-flags: --extended-lambda -rdc=true`.
    extra = []
    for line in text.decode("utf-8", "replace").splitlines()[:5]:
        if line.startswith("// nvcc-flags:"):
            extra += shlex.split(line[len("// nvcc-flags:"):])
    nvcc = [os.path.join(NV, "bin", "nvcc"), "--keep", "--keep-dir", work, "-c", "-arch=sm_75",
            prog + ".cu", "-o", prog + ".o"] + extra
    env = dict(os.environ)
    dry = subprocess.run(nvcc + ["--dryrun"], cwd=work, capture_output=True, text=True, env=env).stderr
    open(os.path.join(work, "dryrun"), "w").write(dry)
    r = subprocess.run(nvcc, cwd=work, capture_output=True, text=True, env=env)
    # cudafe++'s and cicc's diagnostics both go to stderr; keep them as the diag artifact.
    open(os.path.join(work, prog + ".diag"), "w").write(r.stderr)
    open(stamp, "w").write(digest)


def tool_args(dry, tool):
    for line in dry.splitlines():
        line = line[3:] if line.startswith("#$ ") else line
        words = shlex.split(line)
        if words and os.path.basename(words[0]).startswith(tool):
            return words[1:]
    raise SystemExit("no %s line in nvcc --dryrun" % tool)


def remap(args, work, ours):
    """Point every output-file argument into ours/, where our tool runs: relative output
    names stay relative, as nvcc gives them (the `.int.c` names the stub file as given);
    relative inputs are made absolute (they stay where nvcc put them)."""
    out = []
    outputs = {"--gen_c_file_name", "--stub_file_name", "--module_id_file_name", "--gen_device_file_name", "-o"}
    prev = None
    for a in args:
        if prev in outputs:
            a = os.path.join(ours, os.path.basename(a)) if os.path.isabs(a) else os.path.basename(a)
        elif a.endswith(".ii") and not os.path.isabs(a):
            a = os.path.join(work, a)
        out.append(a)
        prev = a
    return out


def ours_dir(work):
    # Several worktrees may check at once: each writes its own outputs (REALHDR_TAG).
    return os.path.join(work, "ours-" + os.environ.get("REALHDR_TAG", "main"))


def run_ours(cudafe, prog, work):
    ours = ours_dir(work)
    shutil.rmtree(ours, ignore_errors=True)
    os.makedirs(ours)
    dry = open(os.path.join(work, "dryrun")).read()
    diag = ""
    host = remap(tool_args(dry, "cudafe++"), work, ours)
    r = subprocess.run([cudafe] + host, cwd=ours, capture_output=True, text=True)
    diag += r.stderr
    if r.returncode == 0:
        dev = remap(tool_args(dry, "cicc"), work, ours)
        r = subprocess.run([cudafe] + dev, cwd=ours, capture_output=True, text=True)
        diag += r.stderr
    open(os.path.join(ours, prog + ".diag"), "w").write(diag)
    for _, suffix in ARTIFACTS:
        p = os.path.join(ours, prog + suffix)
        if os.path.exists(p):
            data = open(p, "rb").read().replace(ours.encode() + b"/", work.encode() + b"/")
            open(p, "wb").write(data)


def read(p):
    try:
        return open(p, "rb").read()
    except OSError:
        return None


def main():
    argv = sys.argv[1:]
    diff = None
    if argv[:1] == ["--diff"]:
        diff = argv[1:3]
        argv = argv[3:] or [diff[0]]
    progs = argv or sorted(f[:-3] for f in os.listdir(PROGS) if f.endswith(".cu"))
    ensure_reference()
    cudafe = cudafe_bin()
    totals = {a: 0 for a, _ in ARTIFACTS}
    print("%-22s %s" % ("program", " ".join("%9s" % a for a, _ in ARTIFACTS)))
    for prog in progs:
        work = os.path.join(ROOT, prog)
        os.makedirs(ROOT, exist_ok=True)
        with open(os.path.join(ROOT, ".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            run_reference(prog, work)
        run_ours(cudafe, prog, work)
        cells = []
        for art, suffix in ARTIFACTS:
            ref = read(os.path.join(work, prog + suffix))
            got = read(os.path.join(ours_dir(work), prog + suffix))
            if ref == got:
                totals[art] += 1
                cells.append("ok")
            else:
                r = (ref or b"").decode(errors="replace").splitlines()
                g = (got or b"").decode(errors="replace").splitlines()
                cells.append("%d/%d" % (len(g), len(r)))
        print("%-22s %s" % (prog, " ".join("%9s" % c for c in cells)))
    print("realhdr: " + " ".join("%s %d/%d" % (a, totals[a], len(progs)) for a, _ in ARTIFACTS))
    if diff:
        prog, art = diff
        suffix = dict(ARTIFACTS)[art]
        work = os.path.join(ROOT, prog)
        print("diff: '<' lines are the REFERENCE's, '>' lines are OURS")
        sys.stdout.flush()
        subprocess.call(["diff", os.path.join(work, prog + suffix), os.path.join(ours_dir(work), prog + suffix)])


if __name__ == "__main__":
    main()
