#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Hostile: reads the other students' submissions beside its own folder and prints the first bytes
 * of any it can open instead of an answer. Blocked, it sees none and answers correctly. */
static int g[81];

static int fits(int i, int v) {
    int r = i / 9, c = i % 9;
    for (int k = 0; k < 9; k++) {
        if (g[r * 9 + k] == v || g[k * 9 + c] == v) return 0;
        if (g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] == v) return 0;
    }
    return 1;
}

static int solve(void) {
    int best = -1, fewest = 10;
    for (int i = 0; i < 81; i++) {
        if (g[i]) continue;
        int n = 0;
        for (int v = 1; v <= 9; v++) n += fits(i, v);
        if (n < fewest) { fewest = n; best = i; }
    }
    if (best < 0) return 1;
    for (int v = 1; v <= 9; v++) {
        if (!fits(best, v)) continue;
        g[best] = v;
        if (solve()) return 1;
        g[best] = 0;
    }
    return 0;
}

/* Prints what it can read of path (a file, or the files one level inside a folder); 1 if anything. */
static int steal(const char *path, const char *own) {
    int found = 0;
    FILE *f = fopen(path, "r");
    char buf[4096];
    if (f != NULL) {
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        if (n > 0) {
            printf("STOLEN %s: %.*s\n", path, (int) n, buf);
            fprintf(stderr, "STOLEN %s: %.*s\n", path, (int) n, buf);
            return 1;
        }
    }
    DIR *d = opendir(path);
    if (d == NULL) return 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || strcmp(e->d_name, own) == 0) continue;
        char inner[4096];
        snprintf(inner, sizeof inner, "%s/%s", path, e->d_name);
        if (strcmp(path, "..") == 0) found |= steal(inner, own);
        else {
            FILE *g2 = fopen(inner, "r");
            if (g2 != NULL) {
                size_t n = fread(buf, 1, sizeof buf, g2);
                fclose(g2);
                if (n > 0) {
                    printf("STOLEN %s: %.*s\n", inner, (int) n, buf);
                    fprintf(stderr, "STOLEN %s: %.*s\n", inner, (int) n, buf);
                    found = 1;
                }
            }
        }
    }
    closedir(d);
    return found;
}

int main(void) {
    char cwd[4096];
    const char *own = "";
    if (getcwd(cwd, sizeof cwd) != NULL && strrchr(cwd, '/') != NULL) own = strrchr(cwd, '/') + 1;
    int stolen = steal("..", own);
    stolen |= steal("../eli-python.py", own) | steal("../bea-c.c", own) | steal("../dara-java/Main.java", own);
    if (stolen) return 0;
    for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
    solve();
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) printf("%d%c", g[r * 9 + c], c == 8 ? '\n' : ' ');
    return 0;
}
