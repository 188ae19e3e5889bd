package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.process.ProcessOutcome;
import dev.sudokucompare.process.ProcessRunner;
import dev.sudokucompare.process.ProgramLimits;
import dev.sudokucompare.process.Sandbox;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** Programs in compiled languages, as a student submits them, and their compile step in a sandbox. */
public final class CompiledPrograms {

    /** A BOJ 2580 solver in C++: reads nine lines of nine digits (0 empty), prints the first completion found. */
    public static final String BOJ2580_CPP = """
            #include <cstdio>
            int g[81];
            bool ok(int p, int v) {
                int r = p / 9, c = p % 9, br = r / 3 * 3, bc = c / 3 * 3;
                for (int i = 0; i < 9; i++) {
                    if (g[r * 9 + i] == v || g[i * 9 + c] == v || g[(br + i / 3) * 9 + bc + i % 3] == v) return false;
                }
                return true;
            }
            bool solve(int p) {
                while (p < 81 && g[p]) p++;
                if (p == 81) return true;
                for (int v = 1; v <= 9; v++) {
                    if (ok(p, v)) { g[p] = v; if (solve(p + 1)) return true; g[p] = 0; }
                }
                return false;
            }
            int main() {
                for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
                if (!solve(0)) return 0;
                for (int r = 0; r < 9; r++)
                    for (int c = 0; c < 9; c++) printf("%d%c", g[r * 9 + c], c == 8 ? '\\n' : ' ');
                return 0;
            }
            """;

    /** The same in Java, class Main. */
    public static final String BOJ2580_JAVA = """
            import java.util.Scanner;
            public class Main {
                static int[] g = new int[81];
                static boolean ok(int p, int v) {
                    int r = p / 9, c = p % 9, br = r / 3 * 3, bc = c / 3 * 3;
                    for (int i = 0; i < 9; i++) {
                        if (g[r * 9 + i] == v || g[i * 9 + c] == v || g[(br + i / 3) * 9 + bc + i % 3] == v) return false;
                    }
                    return true;
                }
                static boolean solve(int p) {
                    while (p < 81 && g[p] != 0) p++;
                    if (p == 81) return true;
                    for (int v = 1; v <= 9; v++) {
                        if (ok(p, v)) { g[p] = v; if (solve(p + 1)) return true; g[p] = 0; }
                    }
                    return false;
                }
                public static void main(String[] args) {
                    Scanner in = new Scanner(System.in);
                    for (int i = 0; i < 81; i++) g[i] = in.nextInt();
                    if (!solve(0)) return;
                    StringBuilder out = new StringBuilder();
                    for (int r = 0; r < 9; r++)
                        for (int c = 0; c < 9; c++) out.append(g[r * 9 + c]).append(c == 8 ? '\\n' : ' ');
                    System.out.print(out);
                }
            }
            """;

    private CompiledPrograms() {
    }

    /**
     * Writes {@code source} as {@code file} in {@code dir} and runs {@code compile} there in the
     * sandbox with the directory writable (minutes of wall time: only a hang reaches it).
     */
    public static ProcessOutcome compile(Path dir, String file, String source, String... compile) {
        try {
            Files.writeString(dir.resolve(file), source);
            return ProcessRunner.run(List.of(compile), "", Duration.ofMinutes(5), new Cancellation(),
                    new ProgramLimits(Duration.ZERO, 0).withSandbox(Sandbox.around(dir).withWritableDirectory()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
