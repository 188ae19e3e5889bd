package dev.sudokucompare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.solvers.programs.InstalledPrograms;
import dev.sudokucompare.process.SandboxRequired;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sandbox's disk cap, with real programs: a build step that writes 1 GiB into its build
 * directory, a C program that writes 1 GiB into one file of /tmp, a Python one that writes 1 GiB
 * over many files of /tmp. Each is stopped at the cap ({@link Sandbox#FILE_BYTES} a file,
 * {@link Sandbox#TMP_BYTES} of /tmp) and its feedback says why; nothing near 1 GiB is written.
 */
class GradeDiskCapTest {

    @TempDir
    static Path dir;

    static Path out;
    static List<String> rows;

    @BeforeAll
    static void grade() throws IOException {
        InstalledPrograms.require("gcc");
        InstalledPrograms.require("python3");
        SandboxRequired.require();
        Path subs = Files.createDirectories(dir.resolve("class"));
        // A teacher's language whose build step is the submission's own script (as a Makefile would be).
        Path languages = Files.writeString(dir.resolve("languages.toml"), """
                [language.sh]
                name = "Scripted build"
                extensions = [".sh"]
                compile = ["sh", "{entry}"]
                run = ["{dir}/main.out"]
                """);
        Files.writeString(subs.resolve("gil.sh"), "head -c 1073741824 /dev/zero > big.bin\n");
        Files.writeString(subs.resolve("fay.c"), """
                #include <stdio.h>
                #include <string.h>
                static char block[1 << 20];
                int main(void) {
                    FILE *f = fopen("/tmp/scratch", "w");
                    memset(block, 7, sizeof block);
                    for (int i = 0; i < 1024; i++) fwrite(block, 1, sizeof block, f);
                    fclose(f);
                    return 0;
                }
                """);
        Files.writeString(subs.resolve("pat.py"), """
                block = b"7" * (8 << 20)
                for i in range(128):
                    with open("/tmp/part%d" % i, "wb") as f:
                        f.write(block)
                """);
        Path plan = Files.writeString(dir.resolve("plan.toml"), """
                problem = "boj2580"
                cpu-limit = "10s"

                [[group]]
                name = "easy"
                points = 10

                [[group.test]]
                set = "norvig-easy50"
                lines = [1]
                """);
        out = dir.resolve("out");
        CliRun run = CliRun.of("grade", "--submissions", subs.toString(), "--problem", "boj2580", "--tests",
                plan.toString(), "--languages", languages.toString(), "--out", out.toString());
        assertEquals(0, run.status(), run.err());
        rows = Files.readAllLines(out.resolve("gradebook.csv"));
    }

    @Test
    void aBuildThatWritesAHugeFileIsACompileErrorThatSaysSo() throws IOException {
        assertTrue(rows.get(2).startsWith("gil,Scripted build,compile error,the compiler wrote a file over the "
                + "sandbox's limit of 64 MiB a file (killed by SIGXFSZ),"), rows.get(2));
        String md = Files.readString(out.resolve("feedback/gil.md"));
        assertTrue(md.contains("the compiler wrote a file over the sandbox's limit of 64 MiB a file"), md);
        assertEquals(Sandbox.FILE_BYTES, Files.size(out.resolve("build/gil/big.bin")), "written up to the cap, no more");
    }

    @Test
    void aProgramThatWritesAHugeFileIntoTmpIsStoppedAndNamed() throws IOException {
        assertTrue(rows.get(1).startsWith("fay,C,graded,,0,10,0,0,0,0,0,0,1,0,0,"), rows.get(1));
        String md = Files.readString(out.resolve("feedback/fay.md"));
        assertTrue(md.contains("| easy/1 | easy | RE | killed by SIGXFSZ \\(exit status 153\\): it wrote a file over its "
                + "size limit"), md);
    }

    @Test
    void aProgramThatFillsTmpWithManyFilesFindsItFull() throws IOException {
        assertTrue(rows.get(3).startsWith("pat,Python 3,graded,,0,10,0,0,0,0,0,0,1,0,0,"), rows.get(3));
        String md = Files.readString(out.resolve("feedback/pat.md"));
        assertTrue(md.contains("| easy/1 | easy | RE |") && md.contains("No space left on device"), md);
    }
}
