#include <iostream>

int main() {
    int g[81];
    for (int i = 0; i < 81; ++i) std::cin >> g[i];
    for (int i = 0; i < 81; ++i) std::cout << g[i] << (i % 9 == 8 ? '\n' : ' ')
    return 0;
}
