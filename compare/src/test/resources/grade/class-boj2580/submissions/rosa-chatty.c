#include <stdio.h>

/* Prints its progress on every step of a loop that never ends. */
int main(void) {
    for (unsigned long step = 0;; step++) printf("trying step %lu\n", step);
    return 0;
}
