#!/usr/bin/env python3
"""Debugging aid: run our host pass on a real-header program with the hidden
`--x-show-header-diagnostics` flag, which also reports the diagnostics located
in system / toolkit headers that are normally withheld (hidden parse or
analysis errors that silently drop declarations). Needs the reference run of
`run.py PROG` first (it leaves the .ii and the command line in /tmp/realhdr).

usage: tests/realhdr/hdrdiag.py PROG [--device]
"""
import os
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
    with tempfile.TemporaryDirectory() as ours:
        args = run.remap(run.tool_args(dry, tool), work, ours)
        r = subprocess.run([run.cudafe_bin(), "--x-show-header-diagnostics"] + args, cwd=ours,
                           capture_output=True, text=True)
    sys.stdout.write(r.stderr)


if __name__ == "__main__":
    main()
