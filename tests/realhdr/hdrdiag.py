#!/usr/bin/env python3
"""Debugging aid: run our host pass on a real-header program with the hidden
`--x-show-header-diagnostics` flag, which also reports the diagnostics located
in system / toolkit headers that are normally withheld (hidden parse or
analysis errors that silently drop declarations). Needs the reference run of
`run.py PROG` first (it leaves the .ii and the command line in /tmp/realhdr).

usage: tests/realhdr/hdrdiag.py PROG [--device] [--errors]
  --device  the device pass (the host pass runs first, quietly: it writes the module id file)
  --errors  only the errors (no warnings or remarks), without the error limit
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run  # noqa: E402


def main():
    prog = sys.argv[1]
    tool = "cicc" if "--device" in sys.argv[2:] else "cudafe++"
    work = os.path.join(run.ROOT, prog)
    dry = open(os.path.join(work, "dryrun")).read()
    errors_only = "--errors" in sys.argv[2:]
    extra = ["--error_limit", "100000"] if errors_only else []
    with tempfile.TemporaryDirectory() as ours:
        if tool == "cicc":
            host = run.remap(run.tool_args(dry, "cudafe++"), work, ours)
            subprocess.run([run.cudafe_bin()] + host, cwd=ours, capture_output=True, text=True)
        args = run.remap(run.tool_args(dry, tool), work, ours)
        r = subprocess.run([run.cudafe_bin(), "--x-show-header-diagnostics"] + extra + args, cwd=ours,
                           capture_output=True, text=True)
    if not errors_only:
        sys.stdout.write(r.stderr)
        return
    # A diagnostic is a block of lines ending at an empty line; keep the error blocks.
    for block in r.stderr.split("\n\n"):
        lines = block.strip("\n").split("\n")
        if lines and re.search(r": (catastrophic )?error", lines[0]):
            sys.stdout.write("\n".join(lines) + "\n\n")


if __name__ == "__main__":
    main()
