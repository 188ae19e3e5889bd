/* Does not compile: a missing semicolon and an undeclared name. */
#include <stdio.h>
int main(void) {
    int x = 1
    printf("%d\n", y);
    return 0;
}
