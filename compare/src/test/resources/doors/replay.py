"""A program that answers each puzzle as a case of the verdict-consistency suite says.

Usage: python3 replay.py CASES [--stream]
CASES holds one case per line: KEY <tab> JSON, where KEY is the puzzle's values joined by commas
(blank 0) and JSON says what to do: {"out": text printed on stdout, "err": text on stderr,
"exit": status, "sleep": seconds before answering, "hex": bytes to print instead of "out",
"signal": a signal to kill itself with after printing, "hog": megabytes to hold before answering}.
Per puzzle (external:), the puzzle is the whole of stdin; with --stream, one puzzle per line, one
answer line each (an empty line: no solution).
"""
import json
import os
import sys
import time

SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def key(text):
    tokens = text.split()
    side = round(len(tokens) ** 0.25)
    # Numbers separated by spaces (boj2580, tokens): N*N of them; else symbols (line, boj2239's digit rows).
    if len(tokens) > 1 and side ** 4 == len(tokens) and all(t.isdigit() for t in tokens):
        values = [int(t) for t in tokens]
    else:
        values = [0 if c in ".0_-*" else SYMBOLS.index(c.upper()) + 1 for c in "".join(tokens)]
    return ",".join(str(v) for v in values)


def load(path):
    cases = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            k, _, spec = line.rstrip("\n").partition("\t")
            cases[k] = json.loads(spec)
    return cases


def act(case, stream):
    time.sleep(case.get("sleep", 0))
    hog = bytearray(case.get("hog", 0) << 20)
    for i in range(0, len(hog), 4096):
        hog[i] = 1
    if "err" in case:
        sys.stderr.write(case["err"])
        sys.stderr.flush()
    if "hex" in case:
        sys.stdout.flush()
        sys.stdout.buffer.write(bytes.fromhex(case["hex"]))
    else:
        out = case.get("out", "")
        dies = case.get("exit", 0) != 0 or "signal" in case
        # A stream answers with a line; one that dies with nothing to say prints none.
        sys.stdout.write(out.replace("\n", " ").strip() + "\n" if stream and not (dies and not out) else out)
    sys.stdout.flush()
    if "signal" in case:
        os.kill(os.getpid(), case["signal"])
    if case.get("exit", 0) != 0:
        sys.exit(case["exit"])


def main():
    cases = load(sys.argv[1])
    if "--stream" in sys.argv:
        for line in sys.stdin:
            if line.strip():
                act(cases[key(line.strip())], True)
    else:
        act(cases[key(sys.stdin.read())], False)


main()
