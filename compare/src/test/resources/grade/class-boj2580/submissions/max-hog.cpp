#include <cstdio>
#include <cstdlib>
#include <cstring>

// Keeps a table of every partial grid: 2 GB, every page written.
int main() {
    const std::size_t size = std::size_t(2) << 30;
    char* table = static_cast<char*>(std::malloc(size));
    if (table == nullptr) return 2;
    for (std::size_t i = 0; i < size; i += 4096) table[i] = 1;
    std::printf("%d\n", table[size - 4096]);
    return 0;
}
