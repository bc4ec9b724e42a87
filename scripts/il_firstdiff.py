#!/usr/bin/env python3
"""Group the failing IL-dump cases by their first differing line.

usage: scripts/il_firstdiff.py [--only SUBSTR] [--keep DIR] [--show N]

For each case in tests/cases, runs the conformance worker (our outputs),
normalizes our dump and the reference's `expected/il.gz` the way
tests/conformance/src/il.rs does (addresses renumbered by first appearance,
compilation time blanked), finds the first differing line and groups the
cases by that line with the address numbers blanked. With --keep, both
normalized dumps of every failing case are written to DIR/<case>.{exp,ours}.
Needs the conformance binary in $CARGO_TARGET_DIR/release (or target/release).
"""
import gzip
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(ROOT, "tests", "cases")
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
EXE = os.path.join(TARGET, "release", "conformance")

ADDR = re.compile(rb"(<unnamed|\b[a-z]+-scope [a-z][a-z0-9-]*)@([0-9a-f]+)(?![0-9A-Za-z_])")


def normalize(text):
    seen = {}
    out = []
    for line in text.split(b"\n"):
        def sub(m):
            n = seen.setdefault(m.group(2), len(seen) + 1)
            return m.group(1) + b"@" + format(n, "x").encode()
        line = ADDR.sub(sub, line)
        if line.startswith(b"time_of_compilation:"):
            q, r = line.find(b'"'), line.rfind(b'"')
            if q < r:
                line = line[: q + 1] + b"TIME" + line[r:]
        out.append(line)
    return out


def ours_il(case):
    with tempfile.TemporaryDirectory() as d:
        subprocess.run([EXE, "--worker", os.path.join(CASES, case), d], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
        p = os.path.join(d, "il")
        return open(p, "rb").read() if os.path.exists(p) else None


def one(case):
    exp_path = os.path.join(CASES, case, "expected", "il.gz")
    if not os.path.exists(exp_path):
        return case, None
    exp = normalize(gzip.open(exp_path).read())
    o = ours_il(case)
    if o is None:
        return case, ("<no output>", "", 0, exp, [])
    ours = normalize(o)
    for i in range(max(len(exp), len(ours))):
        a = exp[i] if i < len(exp) else b"<eof>"
        b = ours[i] if i < len(ours) else b"<eof>"
        if a != b:
            return case, (a.decode(errors="replace"), b.decode(errors="replace"), i + 1, exp, ours)
    return case, None


def main():
    args = sys.argv[1:]
    only = args[args.index("--only") + 1] if "--only" in args else None
    keep = args[args.index("--keep") + 1] if "--keep" in args else None
    show = int(args[args.index("--show") + 1]) if "--show" in args else 6
    cases = sorted(c for c in os.listdir(CASES) if os.path.exists(os.path.join(CASES, c, "input.cu")) and (only or not c.startswith("zz_")))
    if only:
        cases = [c for c in cases if only in c]
    groups = defaultdict(list)
    passed = 0
    with ThreadPoolExecutor(max_workers=2) as ex:
        for case, r in ex.map(one, cases):
            if r is None:
                passed += 1
                continue
            a, b, line, exp, ours = r
            key = (re.sub(r"@[0-9a-f]+", "@#", a.strip()), re.sub(r"@[0-9a-f]+", "@#", b.strip()))
            groups[key].append((case, line))
            if keep:
                os.makedirs(keep, exist_ok=True)
                open(os.path.join(keep, case + ".exp"), "wb").write(b"\n".join(exp))
                open(os.path.join(keep, case + ".ours"), "wb").write(b"\n".join(ours))
    print(f"il: {passed}/{len(cases)} match")
    for (a, b), cs in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(cs):4}  exp: {a[:110]}")
        print(f"      got: {b[:110]}")
        print("      e.g. " + ", ".join(f"{c}:{l}" for c, l in cs[:show]))


if __name__ == "__main__":
    main()
