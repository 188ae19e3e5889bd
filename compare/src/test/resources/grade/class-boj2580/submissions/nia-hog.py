# Memoises every board it might see: 2 GB of bytes, all written.
table = bytearray(b'\x01') * (2 << 30)
print(len(table))
