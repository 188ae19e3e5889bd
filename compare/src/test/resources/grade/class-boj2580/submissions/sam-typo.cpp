#include <iostream>

int main() {
    int g[81];
    for (int i = 0; i < 81; ++i) std::cin >> g[i]
    std::cout << g[0] << '\n';
}
